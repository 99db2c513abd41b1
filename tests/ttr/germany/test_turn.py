"""A Germany turn: its three actions, claiming anywhere, the last round (the engine's
rules, checked against the Germany rulebook's own words)."""

from __future__ import annotations

from rules.core.game import Event
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    Pay,
)
from rules.ttr.germany import GermanyState
from rules.ttr.state import OVER, TURN
from tests.ttr.germany.helpers import give, kinds, legal, play, route, set_passengers, started
from tests.ttr.helpers import RED, WHITE, YELLOW


def claims(state: GermanyState, player: int | None = None) -> set[int]:
    return {a.route for a in legal(state, player) if isinstance(a, ClaimRoute)}


def claim_without_passengers(
    state: GermanyState, player: int, a: str, b: str, colour: int
) -> list[Event]:
    """Claim the route a-b paying ``colour`` cards, its end cities emptied of passengers
    first so that the claim is the whole turn."""
    set_passengers(state, a)
    set_passengers(state, b)
    play(state, player, ClaimRoute(route(a, b).id))
    return play(state, player, Pay(colour, 0))


def test_one_of_three_actions_and_no_stations() -> None:
    """«В свою очередь, игрок должен выполнить одно (и только одно) из следующих трех
    действий:» - take two train cards, claim a route (and take passengers), take 4
    tickets; Germany has no stations."""
    state = started()
    give(state, 0, red=4, blue=4, locomotive=2)
    assert {type(a) for a in legal(state)} == {DrawFaceUp, DrawBlind, DrawTickets, ClaimRoute}
    assert not any(isinstance(a, BuildStation) for a in legal(state))
    assert state.stations_left == [0, 0]
    claim_without_passengers(state, 0, "Berlin", "Magdeburg", RED)
    assert state.phase == TURN and state.current == 1  # one action, and only one


def test_any_free_route_anywhere_one_a_turn() -> None:
    """«Игрок может построить один любой незанятый маршрут между городами, при этом
    маршруты игрока не обязаны быть соединены между собой и могут находиться в любых
    частях карты.»"""
    state = started()
    berlin_magdeburg = route("Berlin", "Magdeburg")  # red 3, in the east
    freiburg_karlsruhe = route("Freiburg", "Karlsruhe")  # white 3, in the south-west
    give(state, 0, red=3, white=3)
    assert {berlin_magdeburg.id, freiburg_karlsruhe.id} <= claims(state)
    claim_without_passengers(state, 0, "Berlin", "Magdeburg", RED)
    assert state.route_owner[berlin_magdeburg.id] == 0
    assert state.current == 1 and state.hands[0][WHITE] == 3  # one route a turn
    give(state, 1, red=3)
    assert berlin_magdeburg.id not in claims(state, 1)  # not free any more
    play(state, 1, DrawBlind())
    play(state, 1, DrawBlind())
    assert freiburg_karlsruhe.id in claims(state, 0)  # joins nothing of player 0's
    claim_without_passengers(state, 0, "Freiburg", "Karlsruhe", WHITE)
    assert state.route_owner[freiburg_karlsruhe.id] == 0


def test_three_trains_left_is_not_the_last_round_two_is() -> None:
    """«Когда запас поездов у любого игрока уменьшится до 0, 1 или 2 поездов, каждый
    игрок, включая этого игрока, делает один окончательный ход.»"""
    state = started()
    state.trains[0] = 6
    give(state, 0, yellow=3, red=3)
    events = claim_without_passengers(state, 0, "Bremen", "Hannover", YELLOW)
    assert state.trains[0] == 3 and "last_round" not in kinds(events)
    play(state, 1, DrawBlind())
    play(state, 1, DrawBlind())
    state.trains[0] = 5
    events = claim_without_passengers(state, 0, "Erfurt", "Leipzig", RED)
    assert state.trains[0] == 2 and "last_round" in kinds(events)
    play(state, 1, DrawBlind())
    play(state, 1, DrawBlind())
    assert state.phase == TURN and state.current == 0  # the player who started it too
    play(state, 0, DrawBlind())
    play(state, 0, DrawBlind())
    assert state.phase == OVER
