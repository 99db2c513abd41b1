"""Positions for the Ticket to Ride rule tests: a game past its setup, hands and decks
set by hand, so each test reads like a rulebook example."""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.game import Action, Event
from rules.core.registry import get_game
from rules.ttr.actions import KeepTickets
from rules.ttr.engine import TtrGame
from rules.ttr.mapdata import CARD_NAMES, Route
from rules.ttr.state import TURN, TtrState

RED, ORANGE, YELLOW, GREEN, BLUE, PINK, WHITE, BLACK, LOCO = range(9)


def europe() -> TtrGame:
    game = get_game("ttr-europe")
    assert isinstance(game, TtrGame)
    return game


def new_state(players: int = 2, seed: int = 1, first: str = "1") -> TtrState:
    """A fresh game (opening tickets not yet chosen), player 1 (index 0) first."""
    config = GameConfig.make("ttr-europe", ["human"] * players, {"first_player": first})
    state = europe().new_game(config, seed)
    assert isinstance(state, TtrState)
    return state


def started(players: int = 2, seed: int = 1) -> TtrState:
    """A game past the setup: everyone kept all opening tickets; player 0 to act."""
    game = europe()
    state = new_state(players, seed)
    for _ in range(players):
        player = state.current
        keep_all = max(game.legal_actions(state, player), key=lambda a: len(_kept(a)))
        game.apply(state, player, keep_all)
    assert state.phase == TURN and state.current == 0
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


def route(a: str, b: str, index: int = 0) -> Route:
    return europe().map.route_between(a, b)[index]


def city(name: str) -> int:
    return europe().map.city_id(name)


def claim(state: TtrState, player: int, a: str, b: str, index: int = 0) -> None:
    """Give a route to a player directly (as if claimed earlier)."""
    state.route_owner[route(a, b, index).id] = player


def play(state: TtrState, player: int, action: Action) -> list[Event]:
    return europe().apply(state, player, action)


def legal(state: TtrState, player: int | None = None) -> list[Action]:
    return europe().legal_actions(state, state.current if player is None else player)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
