"""Hidden information: what one player may see, and full states consistent with it.

Hidden: the order of every deck (own included), other players' hands, the three
face-down supplies, the cattle-market stack and the objective stack. Everything else
(discard piles, money, boards, played objectives) is public. The *contents* of hidden
piles are deducible from public facts, so an observation carries them sorted: the
order is what stays secret. Other players' hands and decks are merged into one sorted
multiset; only the hand size is told apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.game import Observation
from rules.core.rng import Rng
from rules.gwt.state import FIELDS, GwtState

_NAMES = tuple(FIELDS)
_INDEX = {name: i for i, name in enumerate(_NAMES)}


@dataclass(frozen=True)
class GwtObservation(Observation):
    """``view`` holds every state field (in ``FIELDS`` order) with hidden parts sorted."""

    view: tuple[Any, ...]
    hand_sizes: tuple[int, ...]

    def get(self, name: str) -> Any:
        """A field of the view by name (``obs.get("money")``)."""
        return self.view[_INDEX[name]]


def observe(s: GwtState, player: int) -> GwtObservation:
    view = list(s.snapshot())
    n = s.num_players
    view[_INDEX["hand"]] = tuple(
        tuple(s.hand[q]) if q == player else () for q in range(n))
    view[_INDEX["deck"]] = tuple(
        tuple(sorted(s.deck[q])) if q == player else tuple(sorted(s.deck[q] + s.hand[q]))
        for q in range(n))
    view[_INDEX["supply"]] = tuple(
        tuple(pile[:known]) + tuple(sorted(pile[known:]))
        for pile, known in zip(s.supply, s.supply_known, strict=True))
    view[_INDEX["market_deck"]] = tuple(sorted(s.market_deck))
    view[_INDEX["objective_deck"]] = tuple(sorted(s.objective_deck))
    return GwtObservation(
        game_id="gwt", player=player, config=s.config, view=tuple(view),
        hand_sizes=tuple(len(h) for h in s.hand),
    )


def determinize(obs: GwtObservation, rng: Rng) -> GwtState:
    s = GwtState.restore(obs.config, rng.fork(), obs.view)
    for q in range(s.num_players):
        cards = s.deck[q]
        rng.shuffle(cards)
        if q != obs.player:
            size = obs.hand_sizes[q]
            s.hand[q] = sorted(cards[:size])
            s.deck[q] = cards[size:]
    for b, pile in enumerate(s.supply):
        known = s.supply_known[b]
        rest = pile[known:]
        rng.shuffle(rest)
        s.supply[b] = pile[:known] + rest
    rng.shuffle(s.market_deck)
    rng.shuffle(s.objective_deck)
    return s
