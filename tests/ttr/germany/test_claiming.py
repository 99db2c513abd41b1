"""Claiming routes on the Germany map: payment, the score table, double and triple
routes."""

from __future__ import annotations

import pytest

from rules.ttr.actions import ClaimRoute, Pay
from rules.ttr.germany import GermanyState
from tests.ttr.germany.helpers import germany, give, legal, play, route, started
from tests.ttr.helpers import BLUE, LOCO, RED


def claims(state: GermanyState, player: int | None = None) -> set[int]:
    return {a.route for a in legal(state, player) if isinstance(a, ClaimRoute)}


def test_score_table() -> None:
    """«(1 поезд – 1 ПО, 2 поезда – 2 ПО, 3 поезда – 4 ПО, 4 поезда – 7 ПО, 5 поездов –
    10 ПО, 6 поездов – 15 ПО, 7 поездов – 18 ПО)»"""
    points = germany().map.route_points
    assert {n: points[n] for n in range(1, 8)} == {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 18}


def test_a_seven_route_scores_eighteen() -> None:
    """«Игрок должен сбросить соответствующее длине пути число карт вагонов. Это должны
    быть вагоны соответствующего цвета ... После чего сразу же двигает свой маркер
    победных очков вперед на соответствующее число делений»"""
    state = started()
    berlin_hamburg = route("Berlin", "Hamburg", 0)  # blue, 7
    give(state, 0, blue=6, red=7)
    assert berlin_hamburg.id not in claims(state)
    give(state, 0, blue=7)
    play(state, 0, ClaimRoute(berlin_hamburg.id))
    assert legal(state) == [Pay(BLUE, 0)]
    play(state, 0, Pay(BLUE, 0))
    assert state.route_points[0] == 18 and state.trains[0] == 38


def test_grey_routes_take_any_one_colour_and_locomotives_are_wild() -> None:
    """«если путь не имеет цвета, то это в любом случае должны быть одинаковые карты
    вагонов). Локомотив можно использовать вместо требуемого цвета»"""
    state = started()
    lindau_munchen = route("Lindau", "München")  # grey, 5
    give(state, 0, red=3, blue=2, locomotive=1)
    assert lindau_munchen.id not in claims(state)  # no mixing of colours
    give(state, 0, red=3, blue=2, locomotive=5)
    assert lindau_munchen.id in claims(state)
    play(state, 0, ClaimRoute(lindau_munchen.id))
    assert legal(state) == [
        Pay(RED, 2),
        Pay(RED, 3),
        Pay(RED, 4),
        Pay(BLUE, 3),
        Pay(BLUE, 4),
        Pay(LOCO, 5),
    ]


@pytest.mark.parametrize("players", [4, 5])
def test_one_player_never_takes_two_parallel_routes(players: int) -> None:
    """«Некоторые города могут быть соединены между собой несколькими маршрутами, Игрок
    может занять только один из них, и никогда два.» Rule choice 9 (rules.ttr.germany):
    with 4-5 players the other tracks of a triple route stay open for the others, so
    three different players may take one each."""
    state = started(players=players)
    first, second, third = (route("Dortmund", "Düsseldorf", i).id for i in range(3))
    for p in range(players):
        give(state, p, red=3)
    state.route_owner[first] = 0
    assert not {second, third} & claims(state, 0)
    state.current = 1
    assert {second, third} <= claims(state, 1)
    state.route_owner[second] = 1
    assert third not in claims(state, 1)
    state.current = 2
    assert third in claims(state, 2)


@pytest.mark.parametrize("players", [2, 3])
def test_with_two_or_three_players_only_one_track_is_built(players: int) -> None:
    """«(Примечание: при игре для 2х или 3х игроков, никогда не может быть построено
    больше одного маршрута между одними и те ми же двумя городами, считается, что пути
    заблокированы.)»"""
    state = started(players=players)
    triple = [route("Dortmund", "Düsseldorf", i).id for i in range(3)]
    double = [route("Berlin", "Hamburg", i).id for i in range(2)]
    give(state, 1, blue=7, yellow=7)
    state.current = 1
    assert set(triple + double) <= claims(state, 1)
    state.route_owner[triple[2]] = 0
    state.route_owner[double[0]] = 0
    assert not set(triple + double) & claims(state, 1)
