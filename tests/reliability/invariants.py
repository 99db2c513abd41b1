"""Per-game invariants for the random-play soak: what must hold after every action.

Each game family gives three things (see :data:`CHECKS`):

* ``inventory(game, state)``: counts of every card, tile, piece and ticket wherever
  they are. Conservation: the inventory after any action equals the first one (None
  while the opening still puts pieces back in the box).
  Checks that only make sense within one position (no negative hand, stations on the
  board match the stations left) are asserted inside it.
* ``running_scores(game, state)``: where the game keeps a running score, it equals the
  score recomputed from the board.
* ``hidden_twins(game, state, viewer, rng)``: copies of the state that differ only in
  what ``viewer`` may not see (other players' cards and tickets, deck orders, future
  dice). ``observe(twin, viewer)`` must equal ``observe(state, viewer)``: otherwise
  the observation shows another player's hidden items.

Standard library and the rules package only: this also runs under Pyodide.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core.game import Game, State
from rules.core.rng import Rng

# ----- Ticket to Ride ------------------------------------------------------------------------


def ttr_inventory(game: Any, state: Any) -> tuple[object, ...] | None:
    from rules.ttr.state import EMPTY, SETUP_TICKETS, TUNNEL_PAY

    n = state.num_players
    cards = [0] * len(game.card_counts)
    for hand in state.hands:
        assert min(hand) >= 0, f"a hand holds a negative count: {hand}"
        cards = [c + h for c, h in zip(cards, hand, strict=True)]
    for card in [*state.deck, *state.face_up, *state.revealed]:
        if card >= 0:
            cards[card] += 1
    cards = [c + d for c, d in zip(cards, state.discard, strict=True)]
    if state.phase == TUNNEL_PAY:  # the cards laid out for a tunnel wait beside the board
        length = game.routes[state.pending_route].length
        if state.pending_colour != 8:
            cards[state.pending_colour] += length - state.pending_locomotives
        cards[8] += state.pending_locomotives
    assert cards == list(game.card_counts), f"train cards {cards} != {game.card_counts}"

    trains = list(state.trains)
    for route, owner in enumerate(state.route_owner):
        if owner != EMPTY:
            trains[owner] += game.routes[route].length
    assert trains == [game.trains_per_player] * n, f"trains on board + in stock: {trains}"

    for p in range(n):
        built = [c for c, owner in enumerate(state.station_owner) if owner == p]
        assert sorted(state.station_cities[p]) == built, "station owners and lists differ"
        assert state.stations_left[p] + len(built) == game.stations_per_player

    pools = [*state.tickets, *state.pending_tickets, state.ticket_deck]
    pools += [getattr(state, name) for name in ("long_deck", "set_aside") if hasattr(state, name)]
    tickets = [t for pool in pools for t in pool]
    assert len(tickets) == len(set(tickets)), "a ticket is in two places"
    assert all(0 <= t < len(game.map.tickets) for t in tickets)
    if state.phase == SETUP_TICKETS:
        return None  # opening tickets not kept may go back to the box («в коробку»)
    return (tuple(sorted(tickets)),)


def ttr_running_scores(game: Any, state: Any) -> None:
    assert list(state.route_points) == game.recompute_route_points(state), (
        "running route points differ from the recount"
    )


def quick_shuffle(rng: Rng) -> Callable[[list[int]], None]:
    """A uniform shuffle seeded from ``rng``: a sort by random keys, several times
    faster than ``Rng.shuffle`` (the soak reorders every hidden pile after every action)."""
    keys = random.Random(rng.randbelow(1 << 30)).random
    return lambda pile: pile.sort(key=lambda _: keys())


def _swap(a: list[int], i: int, b: list[int], j: int) -> None:
    a[i], b[j] = b[j], a[i]


def ttr_hidden_twins(game: Any, state: Any, viewer: int, rng: Rng) -> list[State]:
    """Other players' hand cards and tickets swapped with hidden deck cards; the deck
    order shuffled."""
    from rules.ttr.state import OVER

    twin = game.clone(state)
    twin.rng = Rng.from_seed(rng.randbelow(1 << 30))  # the future is hidden too
    long_tickets = set(game.map.tickets_in_deck("long")) if hasattr(twin, "long_deck") else set()
    for q in range(twin.num_players):
        if q == viewer:
            continue
        hand = twin.hands[q]
        held = [c for c in range(len(hand)) if hand[c]]
        others = [i for i, card in enumerate(twin.deck) if held and card != held[0]]
        if held and others:  # one of q's cards swapped with a different card of the deck
            i = rng.choice(others)
            hand[held[0]] -= 1
            hand[twin.deck[i]] += 1
            twin.deck[i] = held[0]
        if twin.phase != OVER and twin.tickets[q]:  # all tickets are shown at the end
            ticket = twin.tickets[q][0]
            pool = twin.long_deck if ticket in long_tickets else twin.ticket_deck
            if pool:
                _swap(twin.tickets[q], 0, pool, len(pool) - 1)
    quick_shuffle(rng)(twin.deck)
    return [twin]


# ----- Great Western Trail ---------------------------------------------------------------------


def gwt_inventory(game: Any, state: Any) -> tuple[object, ...]:
    from tests.gwt.test_soak import check_conservation

    check_conservation(state)  # every card, tile, worker and disc exactly once
    n = state.num_players
    cards = Counter(c for p in range(n) for pile in (state.hand[p], state.deck[p],
                    state.discard[p], state.objectives[p], state.removed[p]) for c in pile)
    cards.update(state.market)
    cards.update(state.market_deck)
    cards.update(state.display)
    cards.update(state.objective_deck)
    return (tuple(sorted(cards.items())),)


def gwt_hidden_twins(game: Any, state: Any, viewer: int, rng: Rng) -> list[State]:
    """Other players' hand and deck cards exchanged; every deck and face-down pile
    reordered (the order is hidden even from the deck's owner), except the tiles at the
    bottom of a supply that everyone saw go there."""
    twin = game.clone(state)
    twin.rng = Rng.from_seed(rng.randbelow(1 << 30))
    for q in range(twin.num_players):
        if q != viewer and twin.hand[q] and twin.deck[q]:
            _swap(twin.hand[q], 0, twin.deck[q], rng.randbelow(len(twin.deck[q])))
    shuffle = quick_shuffle(rng)
    for pile in (*twin.deck, twin.market_deck, twin.objective_deck):
        shuffle(pile)
    for pile, known in zip(twin.supply, twin.supply_known, strict=True):
        hidden = pile[known:]  # the tiles sent back to the bottom are known to all
        shuffle(hidden)
        pile[known:] = hidden
    return [twin]


# ----- Railroad Ink ------------------------------------------------------------------------------


def ink_inventory(game: Any, state: Any) -> tuple[object, ...]:
    """Railroad Ink has no cards: check each board's counters. (What is drawn stays
    drawn is checked across actions: :func:`ink_drawn_kept`.)"""
    for board in state.boards:
        assert 0 <= board.specials_used.bit_count() <= 3, "more than three specials"
        assert 0 <= board.dice_used < 1 << len(state.dice) or board.dice_used == 0, (
            "a die of this round drawn that was not rolled"
        )
    assert 1 <= state.round <= state.rounds + 1
    return ()


def future_twins(game: Any, state: Any, viewer: int, rng: Rng) -> list[State]:
    """Another generator: whatever is still to be shuffled or rolled differs."""
    twin = game.clone(state)
    twin.rng = Rng.from_seed(rng.randbelow(1 << 30))
    return [twin]


def ink_drawn_cells(state: Any) -> list[frozenset[int]]:
    """Each board's marked spaces: drawn, or a meteor's crater."""
    from rules.railroad_ink.tiles import CRATER

    return [frozenset(i for i, v in enumerate(b.cells) if v >= 0 or v == CRATER)
            for b in state.boards]


def ink_drawn_kept(before: list[frozenset[int]], after: list[frozenset[int]], player: int,
                   action: object) -> bool:
    """Every marked space is still marked (a meteor turns a route into a crater: «Кратер
    стирает любой предыдущий Путь в этой области»; a route drawn over a crater replaces
    it: «Вы можете стереть кратер, чтобы на его месте нарисовать новый маршрут»),
    except the one a lava erase (the acting player's ``EraseRoute``) cleared: «…либо
    стереть Путь, чтобы освободить для него место»."""
    from rules.railroad_ink.actions import EraseRoute

    if isinstance(action, EraseRoute):
        before = [*before]
        before[player] = before[player] - {action.cell}
    return all(a <= b for a, b in zip(before, after, strict=True))


# ----- the registry -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Checks:
    inventory: Callable[[Game, State], tuple[object, ...] | None]
    running_scores: Callable[[Game, State], None] | None
    hidden_twins: Callable[[Game, State, int, Rng], list[State]]


CHECKS: dict[str, Checks] = {
    "ttr-europe": Checks(ttr_inventory, ttr_running_scores, ttr_hidden_twins),
    "ttr-germany": Checks(ttr_inventory, ttr_running_scores, ttr_hidden_twins),
    "ttr-amsterdam": Checks(ttr_inventory, ttr_running_scores, ttr_hidden_twins),
    "gwt": Checks(gwt_inventory, None, gwt_hidden_twins),
    "railroad-ink": Checks(ink_inventory, None, future_twins),
}
#: A game registered without its own checks still gets the generic ones.
GENERIC = Checks(lambda game, state: (), None, future_twins)
