"""The last round, the European Express, final scoring and tie-breaks."""

from __future__ import annotations

import pytest

from rules.core.rng import Rng
from rules.ttr.actions import ClaimRoute, DrawBlind, Pay
from rules.ttr.scoring import longest_continuous_path
from rules.ttr.state import OVER, TURN, TtrState
from tests.ttr.helpers import BLACK, claim, europe, give, kinds, play, route, started


def draw_two(state: TtrState, player: int) -> None:
    play(state, player, DrawBlind())
    play(state, player, DrawBlind())


def test_last_round_gives_everyone_one_more_turn() -> None:
    """«Когда в конце хода любого игрока, у него в запасе остается два или меньше
    пластиковых вагона, то каждый игрок получает по одному последнему ходу, после
    которого игра заканчивается»."""
    state = started(players=3)
    state.trains[0] = 5
    give(state, 0, black=3)
    r = route("Berlin", "Frankfurt", 0)  # black 3
    play(state, 0, ClaimRoute(r.id))
    events = play(state, 0, Pay(BLACK, 0))
    assert "last_round" in kinds(events)
    assert state.trains[0] == 2
    draw_two(state, 1)
    draw_two(state, 2)
    assert state.phase == TURN and state.current == 0  # the player who triggered it too
    draw_two(state, 0)
    assert state.phase == OVER
    assert europe().to_act(state) == ()


def test_three_trains_left_does_not_end_the_game() -> None:
    """«... у него в запасе остается два или меньше пластиковых вагона» - three is not."""
    state = started()
    state.trains[0] = 6
    give(state, 0, black=3)
    play(state, 0, ClaimRoute(route("Berlin", "Frankfurt", 0).id))
    events = play(state, 0, Pay(BLACK, 0))
    assert "last_round" not in kinds(events)


def finish(state: TtrState) -> None:
    state.phase = OVER


def column(state: TtrState, name: str) -> list[int]:
    sheet = europe().score_sheet(state)
    i = sheet.categories.index(name)
    return [row[i] for row in sheet.points]


def test_european_express_to_the_longest_path_ties_share() -> None:
    """«Игрок, проложивший самый длинный непрерывный маршрут, получает карту
    "Европейского Экспресса", которая добавляет десять очков ... В случае равенства этого
    результата у нескольких игроков, каждый из них получает десять очков.»"""
    state = started(players=3)
    claim(state, 0, "Berlin", "Danzig")  # 4
    claim(state, 1, "Berlin", "Warszawa", 1)  # 4
    claim(state, 2, "Amsterdam", "Bruxelles")  # 1
    finish(state)
    assert column(state, "european_express") == [10, 10, 0]


def test_longest_path_counts_own_trains_only_not_station_routes() -> None:
    """«При подсчете длины пути, учитываются фишки вагонов только одного цвета. ...
    Станции, и маршруты соперников к которым они могут дать доступ, не учитываются»."""
    state = started()
    claim(state, 0, "Paris", "Frankfurt")  # 3
    claim(state, 1, "Frankfurt", "Berlin")  # 3
    claim(state, 0, "Berlin", "Danzig")  # 4
    state.station_cities[0] = [europe().map.city_id("Frankfurt")]
    assert europe().longest_path(state, 0) == 4
    assert europe().longest_path(state, 1) == 3


def test_longest_path_with_loops_counts_each_train_once() -> None:
    """«В непрерывном пути могут быть петли, и он может проходить через один и тот же
    город несколько раз, но любая фишка вагона не может быть использована при подсчете
    больше одного раза.»"""
    # A triangle 0-1-2 with a tail 2-3: the whole figure is one trail (3+2+2+5).
    assert longest_continuous_path([(0, 1, 3), (1, 2, 2), (2, 0, 2), (2, 3, 5)]) == 12
    # A figure eight: all edges even degree: one closed trail.
    eight = [(0, 1, 1), (1, 2, 1), (2, 0, 1), (0, 3, 1), (3, 4, 1), (4, 0, 1)]
    assert longest_continuous_path(eight) == 6
    # A star: only two arms can be used.
    assert longest_continuous_path([(0, 1, 4), (0, 2, 3), (0, 3, 2)]) == 7
    assert longest_continuous_path([]) == 0


def brute_force_longest(edges: list[tuple[int, int, int]]) -> int:
    best = 0

    def walk(city: int, used: frozenset[int], length: int) -> None:
        nonlocal best
        best = max(best, length)
        for i, (a, b, w) in enumerate(edges):
            if i not in used and city in (a, b):
                walk(b if city == a else a, used | {i}, length + w)

    for start in {x for a, b, _ in edges for x in (a, b)}:
        walk(start, frozenset(), 0)
    return best


@pytest.mark.parametrize("seed", range(120))
def test_longest_path_is_exact(seed: int) -> None:
    """Against a plain search over every trail, on random multigraphs."""
    rng = Rng.from_seed(seed)
    cities = 4 + seed % 5
    edges = [
        (rng.randbelow(cities), rng.randbelow(cities), rng.choice([1, 2, 3, 4, 6, 8]))
        for _ in range(rng.randint(1, 11))
    ]
    edges = [(a, b, w) for a, b, w in edges if a != b]
    assert longest_continuous_path(edges) == brute_force_longest(edges)


#: A dense knot of short routes round Paris (45 trains, 20 routes, many cycles): about
#: the hardest position for the search that a player can build.
DENSE_KNOT = [
    ("Bruxelles", "Paris"), ("Amsterdam", "Bruxelles"), ("Dieppe", "Paris"),
    ("Paris", "Zürich"), ("Amsterdam", "Frankfurt"), ("Frankfurt", "Paris"),
    ("Bruxelles", "Dieppe"), ("Brest", "Dieppe"), ("Essen", "Frankfurt"),
    ("Amsterdam", "London"), ("Amsterdam", "Essen"), ("Edinburgh", "London"),
    ("Frankfurt", "München"), ("Dieppe", "London"), ("Pamplona", "Paris"),
    ("Berlin", "Essen"), ("München", "Zürich"), ("Venezia", "Zürich"),
    ("München", "Venezia"), ("Roma", "Venezia"),
]  # fmt: skip


def test_longest_path_of_a_dense_knot_of_cycles() -> None:
    """The exact search finds the longest trail through a knot of cycles (its speed is
    measured by `python -m rules bench`, not here)."""
    state = started()
    for a, b in DENSE_KNOT:
        claim(state, 0, a, b)
    assert sum(r.length for r in europe().routes if state.route_owner[r.id] == 0) == 45
    assert europe().longest_path(state, 0) == 33


def test_scoring_a_finished_five_player_game() -> None:
    """Every seat of a finished five-player game gets a complete sheet."""
    from tests.playout import random_match

    match = random_match("ttr-europe", 5, 3)
    assert match.is_over()
    sheet = europe().score_sheet(match.state)
    assert sheet.final and len(sheet.points) == 5 and len(sheet.ranks) == 5


def test_final_scores_by_category_and_ticket_results() -> None:
    """«Если маршрут успешно проложен, то игрок прибавляет к своим очкам число, указанное
    на карте, но если игроку не удалось выполнить задание карты маршрута, то это число
    вычитается из суммы его очков». The sheet's columns follow the rulebook's order:
    «За каждую оставшуюся у игрока в запасе железнодорожную станцию к его счету
    добавляется четыре очка», then «Игрок, проложивший самый длинный непрерывный
    маршрут, получает карту "Европейского Экспресса"»."""
    state = started()
    m = europe().map
    done = next(
        t
        for t in m.tickets
        if {m.cities[t.a].name, m.cities[t.b].name} == {"Frankfurt", "Kobenhavn"}
    )
    failed = next(t for t in m.tickets if t.deck == "long")
    state.tickets[0] = [done.id, failed.id]
    state.tickets[1] = []
    claim(state, 0, "Essen", "Kobenhavn")
    claim(state, 0, "Essen", "Frankfurt")
    state.route_points[0] = 4 + 2
    finish(state)
    sheet = europe().score_sheet(state)
    assert sheet.categories == ("routes", "tickets", "stations", "european_express")
    assert sheet.points[0] == (6, done.points - failed.points, 12, 10)
    assert sheet.final


def test_tie_break_most_tickets_then_stations_then_express() -> None:
    """«В случае равенства победных очков у двух и более игроков, то победителем
    становится тот, кто выполнил больше заданий карт маршрутов. Если и после этого будет
    выявлено равенство, то для победы учитывается количество станций, оставшихся у
    игроков. ... им становится игрок, получивший карту "Европейского экспресса".»"""
    game = europe()
    state = started()
    state.tickets = [[], []]
    finish(state)
    # Equal totals, equal tickets (none), more stations left wins: 12 vs 8+4 points.
    state.stations_left = [3, 2]
    state.route_points = [0, 4]
    sheet = game.score_sheet(state)
    assert sheet.totals[0] == sheet.totals[1]
    assert sheet.ranks == (1, 2)
    # Equal everything but the Express: the Express wins.
    state.stations_left = [3, 3]
    state.route_points = [0, 0]
    claim(state, 1, "Amsterdam", "Bruxelles")  # 1 point route, not counted in points here
    state.route_points = [1, 0]  # player 0 has a point from elsewhere; totals 13 vs 12+10
    sheet = game.score_sheet(state)
    assert sheet.points[1][sheet.categories.index("european_express")] == 10
    # Make the totals equal: player 0 gets 10 route points.
    state.route_points = [10, 0]
    sheet = game.score_sheet(state)
    assert sheet.totals[0] == sheet.totals[1]
    assert sheet.ranks == (2, 1)


def test_no_express_for_a_path_of_no_trains() -> None:
    """Rule choice 7: «Европейский экспресс» goes to the longest path only if it is at
    least one train long; with no route claimed nobody has a path, and nobody scores
    its 10 points (a tie of everyone at 0 gave them all)."""
    game = europe()
    state = started()
    state.tickets = [[], []]
    finish(state)
    sheet = game.score_sheet(state)
    express = sheet.categories.index("european_express")
    assert [row[express] for row in sheet.points] == [0, 0]
    claim(state, 1, "Amsterdam", "Bruxelles")
    sheet = game.score_sheet(state)
    assert [row[express] for row in sheet.points] == [0, 10]


def test_tie_break_completed_tickets_come_first() -> None:
    """«... победителем становится тот, кто выполнил больше заданий карт маршрутов.»"""
    game = europe()
    state = started()
    m = game.map
    frankfurt_kobenhavn = next(
        t
        for t in m.tickets
        if {m.cities[t.a].name, m.cities[t.b].name} == {"Frankfurt", "Kobenhavn"}
    )
    state.tickets = [[frankfurt_kobenhavn.id], []]
    claim(state, 0, "Essen", "Kobenhavn")
    claim(state, 0, "Essen", "Frankfurt")
    claim(state, 1, "Petrograd", "Stockholm")  # the Express goes to player 1
    state.route_points = [10, 5]
    finish(state)
    sheet = game.score_sheet(state)
    assert sheet.points == ((10, 5, 12, 0), (5, 0, 12, 10))
    assert sheet.totals == (27, 27)
    assert sheet.ranks == (1, 2)
