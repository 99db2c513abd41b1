"""Positions for the Ticket to Ride rule tests: a game past its setup, hands and decks
set by hand, so each test reads like a rulebook example.

:class:`Positions` holds the helpers for one map; this module binds Europe's, and
``tests/ttr/amsterdam/helpers.py`` and ``tests/ttr/germany/helpers.py`` bind theirs."""

from __future__ import annotations

from collections.abc import Callable

from rules.core.config import GameConfig
from rules.core.game import Action, Event
from rules.core.registry import get_game
from rules.core.rng import Rng
from rules.ttr.actions import KeepTickets
from rules.ttr.engine import TtrGame
from rules.ttr.mapdata import CARD_NAMES, Route
from rules.ttr.state import TURN, TtrState

RED, ORANGE, YELLOW, GREEN, BLUE, PINK, WHITE, BLACK, LOCO = range(9)


class Positions:
    """The helpers for one map's game. ``opening`` is what a player does in the setup
    before keeping all the tickets offered (Germany: draw 4 short ones first)."""

    def __init__(
        self, game_id: str, opening: Callable[[TtrGame, TtrState, int], None] | None = None
    ) -> None:
        self.game_id = game_id
        self.opening = opening

    def game(self) -> TtrGame:
        game = get_game(self.game_id)
        assert isinstance(game, TtrGame)
        return game

    def new_state(self, players: int = 2, seed: int = 1, first: str = "1") -> TtrState:
        """A fresh game (opening tickets not yet chosen), player 1 (index 0) first."""
        config = GameConfig.make(self.game_id, ["human"] * players, {"first_player": first})
        state = self.game().new_game(config, seed)
        assert isinstance(state, TtrState)
        return state

    def started(self, players: int = 2, seed: int = 1) -> TtrState:
        """A game past the setup: everyone kept all opening tickets; player 0 to act."""
        game = self.game()
        state = self.new_state(players, seed)
        for _ in range(players):
            player = state.current
            if self.opening is not None:
                self.opening(game, state, player)
            keep_all = max(game.legal_actions(state, player), key=lambda a: len(_kept(a)))
            game.apply(state, player, keep_all)
        assert state.phase == TURN and state.current == 0
        return state

    def route(self, a: str, b: str, index: int = 0) -> Route:
        return self.game().map.route_between(a, b)[index]

    def city(self, name: str) -> int:
        return self.game().map.city_id(name)

    def ticket(self, a: str, b: str) -> int:
        """The ticket (Amsterdam: the contract) between two cities."""
        m = self.game().map
        ends = {m.city_id(a), m.city_id(b)}
        return next(t.id for t in m.tickets if {t.a, t.b} == ends)

    def claim(self, state: TtrState, player: int, a: str, b: str, index: int = 0) -> None:
        """Give a route to a player directly (as if claimed earlier)."""
        state.route_owner[self.route(a, b, index).id] = player

    def play(self, state: TtrState, player: int, action: Action) -> list[Event]:
        return self.game().apply(state, player, action)

    def legal(self, state: TtrState, player: int | None = None) -> list[Action]:
        return self.game().legal_actions(state, state.current if player is None else player)

    def random_game(
        self, seed: int, players: int, check: Callable[[TtrState], None], every_step: bool,
        max_steps: int = 20_000,
    ) -> TtrState:
        """A whole game of random legal moves (stream 11 of ``seed``); ``check`` runs at
        the end, and with ``every_step`` after every move too."""
        game = self.game()
        state = game.new_game(GameConfig.make(self.game_id, ["random"] * players), seed)
        assert isinstance(state, TtrState)
        rng = Rng.from_seed(seed, stream=11)
        steps = 0
        while not game.is_over(state):
            player = game.to_act(state)[0]
            legal = game.legal_actions(state, player)
            game.apply(state, player, legal[rng.randbelow(len(legal))])
            steps += 1
            assert steps < max_steps
            if every_step:
                check(state)
        check(state)
        return state


def _kept(action: Action) -> tuple[int, ...]:
    assert isinstance(action, KeepTickets)
    return action.tickets


def hand(**cards: int) -> list[int]:
    """A hand from colour names: hand(red=2, locomotive=1)."""
    counts = [0] * 9
    for name, count in cards.items():
        counts[CARD_NAMES.index(name)] = count
    return counts


def give(state: TtrState, player: int, **cards: int) -> None:
    state.hands[player] = hand(**cards)


def cards_in_play(state: TtrState) -> list[int]:
    """How many train cards of each colour are in the hands, the deck, the face-up row,
    the revealed tunnel cards and the discard pile (checking that no hand is negative)."""
    cards = [0] * 9
    for held in state.hands:
        assert min(held) >= 0
        cards = [c + h for c, h in zip(cards, held, strict=True)]
    for card in [*state.deck, *state.face_up, *state.revealed]:
        if card >= 0:
            cards[card] += 1
    return [c + d for c, d in zip(cards, state.discard, strict=True)]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


EUROPE = Positions("ttr-europe")
europe = EUROPE.game
new_state, started, route, city = EUROPE.new_state, EUROPE.started, EUROPE.route, EUROPE.city
claim, play, legal = EUROPE.claim, EUROPE.play, EUROPE.legal
