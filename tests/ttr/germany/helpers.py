"""Positions for the Germany rule tests (see tests/ttr/helpers.py), and its passengers."""

from __future__ import annotations

from rules.ttr.actions import DrawTicketMix
from rules.ttr.engine import TtrGame
from rules.ttr.germany import (
    NUM_PASSENGER_COLOURS,
    PASSENGER_COLOURS,
    GermanyGame,
    GermanyState,
)
from rules.ttr.state import TtrState
from tests.ttr.helpers import Positions, give, hand, kinds

__all__ = ["city", "claim", "colour", "germany", "give", "hand", "kinds", "legal",
           "new_state", "passengers_in", "passengers_of", "play", "route",
           "set_passengers", "set_player_passengers", "started", "ticket"]


def _draw_short_tickets(game: TtrGame, state: TtrState, player: int) -> None:
    """Germany's setup: each player draws 4 short tickets, then keeps some."""
    game.apply(state, player, DrawTicketMix(4, 0))


GERMANY = Positions("ttr-germany", _draw_short_tickets)
new_state, started, route, city = GERMANY.new_state, GERMANY.started, GERMANY.route, GERMANY.city
ticket, claim, play, legal = GERMANY.ticket, GERMANY.claim, GERMANY.play, GERMANY.legal


def germany() -> GermanyGame:
    game = GERMANY.game()
    assert isinstance(game, GermanyGame)
    return game


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
