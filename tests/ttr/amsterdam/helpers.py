"""Positions for the Amsterdam rule tests (see tests/ttr/helpers.py for Europe's)."""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.game import Action, Event
from rules.core.registry import get_game
from rules.ttr.actions import KeepTickets
from rules.ttr.amsterdam import AmsterdamGame, AmsterdamState
from rules.ttr.mapdata import Route
from rules.ttr.state import TURN
from tests.ttr.helpers import hand

__all__ = ["hand"]


def amsterdam() -> AmsterdamGame:
    game = get_game("ttr-amsterdam")
    assert isinstance(game, AmsterdamGame)
    return game


def new_state(players: int = 2, seed: int = 1, first: str = "1") -> AmsterdamState:
    config = GameConfig.make("ttr-amsterdam", ["human"] * players, {"first_player": first})
    state = amsterdam().new_game(config, seed)
    assert isinstance(state, AmsterdamState)
    return state


def started(players: int = 2, seed: int = 1) -> AmsterdamState:
    """Past the setup: everyone kept both opening contracts; player 0 to act."""
    game = amsterdam()
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


def give(state: AmsterdamState, player: int, **cards: int) -> None:
    state.hands[player] = hand(**cards)


def route(a: str, b: str, index: int = 0) -> Route:
    return amsterdam().map.route_between(a, b)[index]


def contract(a: str, b: str) -> int:
    m = amsterdam().map
    ends = {m.city_id(a), m.city_id(b)}
    return next(t.id for t in m.tickets if {t.a, t.b} == ends)


def claim(state: AmsterdamState, player: int, a: str, b: str, index: int = 0) -> None:
    state.route_owner[route(a, b, index).id] = player


def play(state: AmsterdamState, player: int, action: Action) -> list[Event]:
    return amsterdam().apply(state, player, action)


def legal(state: AmsterdamState, player: int | None = None) -> list[Action]:
    return amsterdam().legal_actions(state, state.current if player is None else player)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
