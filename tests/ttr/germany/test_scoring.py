"""Neighbouring countries, final scoring (tickets, Globetrotter, passenger
majorities) and the tie-breaks."""

from __future__ import annotations

import pytest

from rules.core.rng import Rng
from rules.ttr.germany import GermanyState, passenger_majority
from rules.ttr.scoring import best_ticket_outcome
from rules.ttr.state import OVER
from tests.ttr.germany.helpers import (
    claim,
    germany,
    set_player_passengers,
    started,
    ticket,
)


def test_a_path_never_passes_through_a_country() -> None:
    """«Каждый маршрут, ведущий в одну из этих стран, является тупиком. Более того,
    разные маршруты, ведущие в одну и ту же страну не считаются объединенными. Нельзя
    прокладывать маршруты для выполнения карты цели через эти страны, это запрещено.»"""
    game = germany()
    state = started()
    state.tickets[0] = [ticket("Konstanz", "München")]
    claim(state, 0, "Konstanz", "Schweiz")
    claim(state, 0, "Schweiz", "Lindau")
    claim(state, 0, "Lindau", "Österreich")
    claim(state, 0, "Österreich", "München")
    assert game.ticket_outcome(state, 0) == (-6, (False,))
    claim(state, 0, "Konstanz", "Lindau")
    assert game.ticket_outcome(state, 0) == (-6, (False,))  # still via Österreich
    claim(state, 0, "Lindau", "München")
    assert game.ticket_outcome(state, 0) == (6, (True,))


def test_a_path_may_end_in_a_country() -> None:
    """«Некоторые карты целей включают название одной из соседних стран, вместо одного
    (или обоих) городов. Каждый маршрут, ведущий в одну из этих стран, является
    тупиком.»"""
    game = germany()
    state = started()
    state.tickets[0] = [ticket("Frankreich", "München")]
    for a, b in [
        ("Freiburg", "Frankreich"),
        ("Freiburg", "Konstanz"),
        ("Konstanz", "Lindau"),
        ("Lindau", "München"),
    ]:
        claim(state, 0, a, b)
    assert game.ticket_outcome(state, 0) == (8, (True,))


def finish(state: GermanyState) -> None:
    state.phase = OVER


def test_tickets_add_or_subtract_and_the_globetrotter_goes_to_all_tied() -> None:
    """«1. К уже имеющимся ПО каждому игроку нужно прибавить/отнять ПО за каждую
    выполненную/невыполненную карту цели. 2. Игрок, который выполнил больше всех целей
    получает бонус-карту Globetrotter и 15 ПО. В случае равенства все игроки, набравшие
    больше остальных целей, получают 15 ПО.»"""
    game = germany()
    state = started(players=3)
    state.tickets = [
        [ticket("Konstanz", "München")],
        [ticket("Mannheim", "Stuttgart")],
        [ticket("Konstanz", "München"), ticket("Frankreich", "München")],
    ]
    state.route_owner = [-1] * len(state.route_owner)
    claim(state, 0, "Konstanz", "Lindau")
    claim(state, 0, "Lindau", "München")
    claim(state, 1, "Mannheim", "Stuttgart")
    finish(state)
    sheet = game.score_sheet(state)
    assert sheet.categories[:3] == ("routes", "tickets", "globetrotter")
    tickets = [row[1] for row in sheet.points]
    globetrotter = [row[2] for row in sheet.points]
    assert tickets == [6, 2, -14]
    assert globetrotter == [15, 15, 0]


def test_no_globetrotter_without_a_completed_ticket() -> None:
    """«Невыполненные цели не участвуют в подсчете.» Rule choice: with no ticket
    completed by anyone, nobody has completed the most, and nobody gets the card."""
    game = germany()
    state = started()
    state.route_owner = [-1] * len(state.route_owner)
    finish(state)
    assert [row[2] for row in game.score_sheet(state).points] == [0, 0]


def test_passenger_majorities() -> None:
    """«3. Для каждого цвета миплов Пассажиров игроку, который набрал Пассажиров этого
    цвета больше всех начисляется 20 ПО, второму игроку – 10 ПО. Если больше всех
    набрало несколько игроков, то каждому из них начисляется 20 ПО, но никому больше
    ничего не начисляется. Если на втором месте находится несколько игроков, то каждому
    из них начисляется 10 ПО.»"""
    assert passenger_majority([3, 1, 0]) == [20, 10, 0]
    assert passenger_majority([3, 3, 1]) == [20, 20, 0]
    assert passenger_majority([4, 2, 2, 1]) == [20, 10, 10, 0]
    assert passenger_majority([2, 0, 0]) == [20, 0, 0]  # rule choice: none, no second
    assert passenger_majority([0, 0]) == [0, 0]


def test_score_sheet_lists_every_passenger_colour() -> None:
    """«Для каждого цвета миплов Пассажиров игроку, который набрал Пассажиров этого
    цвета больше всех начисляется 20 ПО, второму игроку – 10 ПО.» One score category
    per colour."""
    game = germany()
    state = started()
    set_player_passengers(state, 0, red=2, blue=1)
    set_player_passengers(state, 1, red=1, blue=1, white=3)
    finish(state)
    sheet = game.score_sheet(state)
    assert sheet.categories == (
        "routes",
        "tickets",
        "globetrotter",
        "passengers_red",
        "passengers_black",
        "passengers_green",
        "passengers_yellow",
        "passengers_blue",
        "passengers_white",
    )
    assert [row[3:] for row in sheet.points] == [(20, 0, 0, 0, 20, 0), (10, 0, 0, 0, 20, 20)]


def test_tie_break_completed_tickets_then_passengers() -> None:
    """«В случае равенства выигрывает тот, кто выполнил больше карт целей. Если и здесь
    равенство, то выигрывает игрок, у которого больше миплов Пассажиров, независимо от
    их цветом. Если оба условия не сработали, то оба игрока разделяют победу.»"""
    game = germany()
    state = started()
    state.route_owner = [-1] * len(state.route_owner)
    state.route_points = [0, 0]
    state.tickets = [[], []]
    finish(state)
    assert game.score_sheet(state).ranks == (1, 1)  # shared
    set_player_passengers(state, 0, red=1, blue=1)  # 20 + 20
    set_player_passengers(state, 1, red=1, blue=1)  # 20 + 20
    assert game.score_sheet(state).ranks == (1, 1)
    set_player_passengers(state, 0, red=1, blue=1)
    set_player_passengers(state, 1, red=1, blue=1, green=1, black=1)
    state.route_points = [40, 0]  # 80 each
    assert game.score_sheet(state).totals == (80, 80)
    assert game.score_sheet(state).ranks == (2, 1)  # more passengers
    state.tickets = [[ticket("Konstanz", "München")], []]
    claim(state, 0, "Konstanz", "Lindau")
    claim(state, 0, "Lindau", "München")
    state.route_points = [40 - 6 - 15, 0]
    assert game.score_sheet(state).totals == (80, 80)
    assert game.score_sheet(state).ranks == (1, 2)  # more completed tickets


def plain_connected(
    tracks: list[tuple[int, int]], dead_ends: set[int], a: int, b: int
) -> bool:
    """A plain search that never goes on from a country it entered (it may start in
    one)."""
    reached = {a}
    frontier = [a]
    while frontier:
        city = frontier.pop()
        if city in dead_ends and city != a:
            continue
        for x, y in tracks:
            for here, there in ((x, y), (y, x)):
                if here == city and there not in reached:
                    reached.add(there)
                    frontier.append(there)
    return b in reached


@pytest.mark.parametrize("seed", range(60))
def test_dead_ends_against_a_plain_search(seed: int) -> None:
    """«Каждый маршрут, ведущий в одну из этих стран, является тупиком. Более того,
    разные маршруты, ведущие в одну и ту же страну не считаются объединенными.» -
    checked against a plain search on random boards."""
    rng = Rng.from_seed(seed, stream=9)
    cities = 6 + rng.randbelow(4)
    dead = {c for c in range(cities) if rng.randbelow(3) == 0}

    def pair() -> tuple[int, int]:
        a = rng.randbelow(cities)
        return a, (a + 1 + rng.randbelow(cities - 1)) % cities

    tracks = [pair() for _ in range(3 + rng.randbelow(8))]
    tickets = [(*pair(), 5) for _ in range(4)]
    outcome = best_ticket_outcome(cities, tracks, [], tickets, frozenset(dead))
    assert outcome.completed == tuple(
        plain_connected(tracks, dead, a, b) for a, b, _ in tickets
    )
