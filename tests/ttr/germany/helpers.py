"""Positions for the Germany rule tests (see tests/ttr/helpers.py for Europe's)."""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.game import Action, Event
from rules.core.registry import get_game
from rules.ttr.actions import DrawTicketMix, KeepTickets
from rules.ttr.germany import (
    NUM_PASSENGER_COLOURS,
    PASSENGER_COLOURS,
    GermanyGame,
    GermanyState,
)
from rules.ttr.mapdata import Route
from rules.ttr.state import TURN
from tests.ttr.helpers import hand

__all__ = ["hand"]


def germany() -> GermanyGame:
    game = get_game("ttr-germany")
    assert isinstance(game, GermanyGame)
    return game


def new_state(players: int = 2, seed: int = 1, first: str = "1") -> GermanyState:
    """A fresh game (opening tickets not yet declared), player 1 (index 0) first."""
    config = GameConfig.make("ttr-germany", ["human"] * players, {"first_player": first})
    state = germany().new_game(config, seed)
    assert isinstance(state, GermanyState)
    return state


def started(players: int = 2, seed: int = 1) -> GermanyState:
    """Past the setup: everyone drew 4 short tickets and kept them; player 0 to act."""
    game = germany()
    state = new_state(players, seed)
    for _ in range(players):
        player = state.current
        game.apply(state, player, DrawTicketMix(4, 0))
        keep_all = max(game.legal_actions(state, player), key=lambda a: len(_kept(a)))
        game.apply(state, player, keep_all)
    assert state.phase == TURN and state.current == 0
    return state


def _kept(action: Action) -> tuple[int, ...]:
    assert isinstance(action, KeepTickets)
    return action.tickets


def give(state: GermanyState, player: int, **cards: int) -> None:
    state.hands[player] = hand(**cards)


def route(a: str, b: str, index: int = 0) -> Route:
    return germany().map.route_between(a, b)[index]


def city(name: str) -> int:
    return germany().map.city_id(name)


def ticket(a: str, b: str) -> int:
    m = germany().map
    ends = {m.city_id(a), m.city_id(b)}
    return next(t.id for t in m.tickets if {t.a, t.b} == ends)


def claim(state: GermanyState, player: int, a: str, b: str, index: int = 0) -> None:
    """Give a route to a player directly (as if claimed earlier)."""
    state.route_owner[route(a, b, index).id] = player


def colour(name: str) -> int:
    return PASSENGER_COLOURS.index(name)


def set_passengers(state: GermanyState, name: str, **counts: int) -> None:
    """Put exactly these passengers on a city: set_passengers(s, "Berlin", red=2)."""
    base = city(name) * NUM_PASSENGER_COLOURS
    for c in range(NUM_PASSENGER_COLOURS):
        state.variant[base + c] = counts.get(PASSENGER_COLOURS[c], 0)


def passengers_in(state: GermanyState, name: str) -> dict[str, int]:
    base = city(name) * NUM_PASSENGER_COLOURS
    return {
        PASSENGER_COLOURS[c]: state.variant[base + c]
        for c in range(NUM_PASSENGER_COLOURS)
        if state.variant[base + c]
    }


def passengers_of(state: GermanyState, player: int) -> dict[str, int]:
    counts = germany().passengers_of(state, player)
    return {PASSENGER_COLOURS[c]: n for c, n in enumerate(counts) if n}


def set_player_passengers(state: GermanyState, player: int, **counts: int) -> None:
    base = germany()._player_offset(player)
    for c in range(NUM_PASSENGER_COLOURS):
        state.variant[base + c] = counts.get(PASSENGER_COLOURS[c], 0)


def play(state: GermanyState, player: int, action: Action) -> list[Event]:
    return germany().apply(state, player, action)


def legal(state: GermanyState, player: int | None = None) -> list[Action]:
    return germany().legal_actions(state, state.current if player is None else player)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
