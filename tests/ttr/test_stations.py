"""Building stations and using them for tickets."""

from __future__ import annotations

from itertools import product

import pytest

from rules.core.errors import IllegalAction
from rules.core.rng import Rng
from rules.ttr.actions import BuildStation, Pay
from rules.ttr.scoring import best_ticket_outcome
from rules.ttr.state import STATION_PAY, TURN, TtrState
from tests.ttr.helpers import (
    BLUE,
    LOCO,
    RED,
    city,
    claim,
    europe,
    give,
    legal,
    play,
    started,
)


def stations(state: TtrState) -> set[int]:
    return {a.city for a in legal(state) if isinstance(a, BuildStation)}


def test_station_costs_one_two_three_cards_of_one_colour() -> None:
    """«Для строительства первой станции игрок должен сбросить одну карту Вагона из своей
    руки ... Для строительства второй станции игрок должен сбросить уже две карты Вагонов
    одного цвета, и три карты одного цвета для строительства третьей станции. Как обычно,
    карты вагонов можно заменять картами Локомотивов.»"""
    state = started()
    give(state, 0, red=1, blue=1, locomotive=2)
    play(state, 0, BuildStation(city("Paris")))
    assert state.phase == STATION_PAY
    assert legal(state) == [Pay(RED, 0), Pay(BLUE, 0), Pay(LOCO, 1)]
    play(state, 0, Pay(BLUE, 0))
    assert state.station_owner[city("Paris")] == 0
    assert state.stations_left[0] == 2 and state.phase == TURN

    state.current = 0
    play(state, 0, BuildStation(city("Wien")))
    assert legal(state) == [Pay(RED, 1), Pay(LOCO, 2)]
    play(state, 0, Pay(RED, 1))

    state.current = 0
    give(state, 0, red=2, blue=1)
    assert not stations(state)  # three cards of one colour are needed now
    give(state, 0, red=2, blue=1, locomotive=1)
    play(state, 0, BuildStation(city("Roma")))
    assert legal(state) == [Pay(RED, 1)]
    play(state, 0, Pay(RED, 1))
    assert state.stations_left[0] == 0
    assert state.station_cities[0] == [city("Paris"), city("Wien"), city("Roma")]


def test_one_station_per_turn() -> None:
    """«В течение одного хода каждый игрок может построить только одну станцию»: paying
    for a station ends the turn."""
    state = started()
    give(state, 0, red=6)
    play(state, 0, BuildStation(city("Paris")))
    play(state, 0, Pay(RED, 0))
    assert state.phase == TURN and state.current == 1
    assert state.stations_left[0] == 2


def test_at_most_three_stations() -> None:
    """«... всего три станции в течение всей игры.»"""
    state = started()
    state.stations_left[0] = 0
    give(state, 0, red=9)
    assert not stations(state)


def test_one_station_per_city_anywhere() -> None:
    """«Станции можно строить в любом незанятом городе, даже если через него еще не
    проложен железнодорожный маршрут. В одном городе может быть построена только одна
    станция.»"""
    state = started()
    give(state, 0, red=1)
    assert len(stations(state)) == 47
    state.station_owner[city("Paris")] = 1
    assert city("Paris") not in stations(state)
    with pytest.raises(IllegalAction, match="Paris"):
        play(state, 0, BuildStation(city("Paris")))


# ----- stations in ticket scoring ---------------------------------------------------------
# «Железнодорожная станция позволяет своему владельцу использовать один (и только один)
# из маршрутов другого игрока, который начинается или заканчивается в городе, где
# построена станция.»


def ticket_points(state: TtrState, player: int) -> tuple[int, tuple[bool, ...]]:
    return europe().ticket_outcome(state, player)


def ticket(a: str, b: str) -> int:
    m = europe().map
    ia, ib = m.city_id(a), m.city_id(b)
    return next(t.id for t in m.tickets if {t.a, t.b} == {ia, ib})


def test_a_station_completes_a_ticket_through_another_players_route() -> None:
    """«Станция позволяет учитывать часть чужого маршрута для выполнения задания своей
    карты маршрута.»"""
    state = started()
    # Ticket Frankfurt–Kobenhavn (5): player 0 owns Essen–Kobenhavn, player 1 owns
    # Essen–Frankfurt; a station in Essen borrows player 1's track.
    state.tickets[0] = [ticket("Frankfurt", "Kobenhavn")]
    claim(state, 0, "Essen", "Kobenhavn")
    claim(state, 1, "Essen", "Frankfurt")
    assert ticket_points(state, 0) == (-5, (False,))
    state.station_cities[0] = [city("Essen")]
    state.station_owner[city("Essen")] = 0
    assert ticket_points(state, 0) == (5, (True,))


def test_one_station_serves_two_tickets_through_the_same_route() -> None:
    """«Если игрок использует одну и ту же станцию для выполнения задания нескольких карт
    маршрутов, то он должен иметь в виду, что для этих маршрутов он может использовать
    только один и тот же путь въезда или выезда из города, где построена станция.»
    Both tickets use the same borrowed track: allowed."""
    outcome = best_ticket_outcome(
        num_cities=6,
        own_tracks=[(0, 1), (2, 3), (3, 4)],  # 0-1 and 2-3-4
        station_tracks=[[(1, 2)]],  # station in 1; another player owns 1-2
        tickets=[(0, 4, 10), (0, 3, 7)],
    )
    assert outcome.completed == (True, True)
    assert outcome.points == 17
    assert outcome.assignment == (0,)


def test_two_tickets_needing_two_routes_through_one_station_get_only_one() -> None:
    """«... для этих маршрутов он может использовать только один и тот же путь въезда
    или выезда из города, где построена станция.» Tickets 0–2 (5) and 0–3 (8) need
    the tracks 1–2 and 1–3 of other players through the station in 1: only the better
    one is used."""
    outcome = best_ticket_outcome(
        num_cities=4,
        own_tracks=[(0, 1)],
        station_tracks=[[(1, 2), (1, 3)]],
        tickets=[(0, 2, 5), (0, 3, 8)],
    )
    assert outcome.completed == (False, True)
    assert outcome.points == 8 - 5
    assert outcome.assignment == (1,)


def test_two_stations_can_serve_the_two_tickets() -> None:
    """Each station borrows its own track: «позволяет своему владельцу использовать
    один (и только один) из маршрутов другого игрока»."""
    outcome = best_ticket_outcome(
        num_cities=4,
        own_tracks=[(0, 1)],
        station_tracks=[[(1, 2), (1, 3)], [(1, 2), (1, 3)]],
        tickets=[(0, 2, 5), (0, 3, 8)],
    )
    assert outcome.completed == (True, True) and outcome.points == 13


def test_a_station_without_a_useful_track_borrows_nothing() -> None:
    """«До конца игры владелец станции не обязан указывать, как именно он будет ее
    использовать.» - and if no track helps, it borrows none."""
    outcome = best_ticket_outcome(5, [(0, 1)], [[]], [(0, 4, 6)])
    assert outcome.completed == (False,) and outcome.points == -6
    assert outcome.assignment == (-1,)


def test_the_owner_chooses_points_over_count() -> None:
    """«До конца игры владелец станции не обязан указывать, как именно он будет ее
    использовать.» Rule choice: the assignment with the most ticket points wins, then
    the most completed tickets (the first tie-break)."""
    outcome = best_ticket_outcome(
        num_cities=5,
        own_tracks=[(0, 1), (2, 3)],
        station_tracks=[[(1, 2), (1, 4)]],
        tickets=[(0, 4, 20), (0, 2, 3), (0, 3, 3)],
    )
    assert outcome.completed == (True, False, False)
    assert outcome.points == 20 - 6


def test_unused_stations_score_four_each() -> None:
    """«Кроме того, за каждую неиспользованную станцию игрок получает четыре
    дополнительных очка в конце игре.»"""
    state = started()
    state.stations_left = [3, 1]
    state.phase = 7  # OVER
    sheet = europe().score_sheet(state)
    stations_column = sheet.categories.index("stations")
    assert [row[stations_column] for row in sheet.points] == [12, 4]


def test_dead_end_cities_end_a_path_but_do_not_join_it() -> None:
    """Germany: «Каждый маршрут, ведущий в одну из этих стран, является тупиком.» A
    ticket may end in a dead-end node, but a path may not pass through it."""
    # 0-9 and 9-1 meet only in the dead end 9: 0 and 1 are not connected; 0-9 is.
    outcome = best_ticket_outcome(
        10, [(0, 9), (9, 1)], [], [(0, 1, 5), (0, 9, 4)], dead_ends=frozenset({9})
    )
    assert outcome.completed == (False, True)


def plain_best(
    cities: int,
    own: list[tuple[int, int]],
    stations: list[list[tuple[int, int]]],
    tickets: list[tuple[int, int, int]],
) -> tuple[int, int]:
    """(points, completed) of the best assignment, by trying every one with a plain
    graph search."""
    best: tuple[int, int] | None = None
    for choice in product(*[[*options, None] for options in stations]):
        tracks = own + [track for track in choice if track is not None]
        points = completed = 0
        for a, b, value in tickets:
            reached = {a}
            frontier = [a]
            while frontier:
                city = frontier.pop()
                for x, y in tracks:
                    for here, there in ((x, y), (y, x)):
                        if here == city and there not in reached:
                            reached.add(there)
                            frontier.append(there)
            done = b in reached
            points += value if done else -value
            completed += done
        if best is None or (points, completed) > best:
            best = (points, completed)
    assert best is not None
    return best


@pytest.mark.parametrize("seed", range(80))
def test_the_station_search_is_exact(seed: int) -> None:
    """«Железнодорожная станция позволяет своему владельцу использовать один (и только
    один) из маршрутов другого игрока» - the best assignment, checked against trying
    every assignment on random boards."""
    rng = Rng.from_seed(seed, stream=5)
    cities = 5 + rng.randbelow(5)

    def track() -> tuple[int, int]:
        a = rng.randbelow(cities)
        return a, (a + 1 + rng.randbelow(cities - 1)) % cities

    own = [track() for _ in range(rng.randbelow(7))]
    stations = []
    for _ in range(rng.randbelow(4)):
        city_ = rng.randbelow(cities)
        others = [(city_, (city_ + 1 + rng.randbelow(cities - 1)) % cities)]
        others += [(city_, (city_ + 1 + rng.randbelow(cities - 1)) % cities)]
        stations.append(others[: 1 + rng.randbelow(2)])
    tickets = [(*track(), 1 + rng.randbelow(12)) for _ in range(1 + rng.randbelow(4))]
    outcome = best_ticket_outcome(cities, own, stations, tickets)
    assert (outcome.points, outcome.completed_count) == plain_best(
        cities, own, stations, tickets
    )
    assert outcome.points == sum(
        value if done else -value
        for (_, _, value), done in zip(tickets, outcome.completed, strict=True)
    )
