"""Base-game scoring on hand-built boards, one rulebook sentence at a time."""

from __future__ import annotations

from itertools import pairwise

from rules.railroad_ink.scoring import (
    central_points,
    longest_route,
    longest_route_line,
    network_exits,
    network_points,
    open_ends,
    score_board,
)
from rules.railroad_ink.tiles import CRATER, EMPTY, NETWORK_POINTS, RAIL, ROAD
from tests.railroad_ink.helpers import at, cells, v


def highway_across_row_3() -> dict[tuple[int, int], int]:
    """A straight highway from the west exit D1 to the east exit D7."""
    return {(3, col): v("road_straight") for col in range(7)}


def test_network_table() -> None:
    """"Количество выходов 0 1 2 3 4 5 6 7 8 9 10 11 12 / Баллы 0 0 4 8 12 16 20 24 28
    32 36 40 45"."""
    assert NETWORK_POINTS == (0, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 45)


def test_a_highway_joining_two_exits_scores_4() -> None:
    """"Для каждой сети подсчитайте количество подключенных к ней выходов." Two exits: 4."""
    board = cells(highway_across_row_3())
    assert network_exits(board) == [2]
    assert network_points(board) == 4
    assert open_ends(board).errors == 0
    assert longest_route(board, ROAD) == 7
    assert central_points(board) == 3


def test_each_network_scores_separately() -> None:
    """«Для каждой сети подсчитайте количество подключенных к ней выходов»: two networks
    of two exits are 4 + 4, not one network of four (12)."""
    tiles = highway_across_row_3()
    tiles[(1, 0)] = v("rail_straight")  # W rail exit B1 ...
    for col in range(1, 6):
        tiles[(1, col)] = v("rail_straight")
    tiles[(1, 6)] = v("rail_straight")  # ... to the E rail exit B7
    board = cells(tiles)
    assert network_exits(board) == [2, 2]
    assert network_points(board) == 8


def test_a_t_junction_joins_three_exits() -> None:
    """«Чем больше выходов вы подключите к одной и той же сети, тем больше очков это будет
    стоить»: one network reaching three exits scores 8."""
    tiles = highway_across_row_3()
    tiles[(3, 1)] = v("road_t", 2)  # W, N, E: a branch up column 1 to exit A2
    tiles[(2, 1)] = v("road_straight", 1)
    tiles[(1, 1)] = v("road_straight", 1)
    tiles[(0, 1)] = v("road_straight", 1)
    board = cells(tiles)
    assert network_exits(board) == [3]
    assert network_points(board) == 8


def test_an_overpass_is_not_a_connection() -> None:
    """"2 × Эстакада (Прямая железная дорога + Прямое шоссе, они не соединены)":
    the highway D1-D7 and the railway A4-G4 cross at D4 but stay two networks."""
    tiles = highway_across_row_3()
    for row in range(7):
        tiles[(row, 3)] = v("rail_straight", 1)
    tiles[(3, 3)] = v("overpass")  # road N-S, rail E-W as drawn: turn it
    tiles[(3, 3)] = v("overpass", 1)  # road E-W, rail N-S
    board = cells(tiles)
    assert network_exits(board) == [2, 2]
    assert network_points(board) == 8
    assert longest_route(board, ROAD) == 7
    assert longest_route(board, RAIL) == 7
    assert open_ends(board).errors == 0


def test_a_station_joins_highway_and_railway() -> None:
    """"Прямая станция (железная дорога и шоссе соединены)": the highway from exit A2 and
    the railway from exit A4 meet in a station at A3 and form one network."""
    board = cells({
        (0, 1): v("road_curve"),  # N (exit A2) and E
        (0, 2): v("station_straight", 2),  # road W, rail E
        (0, 3): v("rail_curve", 3),  # W and N (exit A4)
    })
    assert network_exits(board) == [2]
    assert network_points(board) == 4
    assert open_ends(board).errors == 0
    # "Станции не прерывают ваше шоссе": the station space counts for both.
    assert longest_route(board, ROAD) == 2
    assert longest_route(board, RAIL) == 2


def test_longest_highway_does_not_follow_branches() -> None:
    """"самая длинная непрерывная полоса смежных и соединенных шоссейных маршрутов":
    a T junction starts a branch, and only one way through it counts."""
    tiles = {(3, col): v("road_straight") for col in range(4)}  # D1-D4
    tiles[(3, 4)] = v("road_t", 2)  # W, N, E
    tiles[(3, 5)] = v("road_straight")  # one space east
    tiles[(2, 4)] = v("road_straight", 1)  # two spaces north
    tiles[(1, 4)] = v("road_straight", 1)
    board = cells(tiles)
    # D1..D4 (4) + T (1) + two north = 7; the east arm is shorter.
    assert longest_route(board, ROAD) == 7


def test_a_loop_counts_each_space_once() -> None:
    """«Это самая длинная непрерывная полоса смежных и соединенных шоссейных маршрутов»:
    four curves in a ring: the line goes round once, 4 spaces, and has no open end."""
    board = cells({
        (2, 2): v("road_curve", 1),  # E, S
        (2, 3): v("road_curve", 2),  # S, W
        (3, 3): v("road_curve", 3),  # W, N
        (3, 2): v("road_curve"),  # N, E
    })
    assert longest_route(board, ROAD) == 4
    assert open_ends(board).errors == 0
    assert network_points(board) == 0


def test_a_crossing_may_count_twice() -> None:
    """"Одно место может быть засчитано дважды, если используются разные маршруты":
    a line through a 4-way crossing at D4 that loops back through it counts it twice."""
    board = cells({
        (3, 2): v("road_straight"),  # enters the crossing from the west
        (3, 3): v("special_road_cross"),
        (2, 3): v("road_curve", 1),  # E, S
        (2, 4): v("road_curve", 2),  # S, W
        (3, 4): v("road_curve", 3),  # W, N
        (4, 3): v("road_straight", 1),  # leaves the crossing to the south
    })
    # C3, D4, C4, C5, D5, D4 again, E4: 7 spaces counted, 6 distinct.
    assert longest_route(board, ROAD) == 7
    assert open_ends(board).errors == 2  # the west end of C3 and the south end of E4


def test_a_loop_out_of_a_crossing_and_back_counts_it_once() -> None:
    """"Одно место может быть засчитано дважды, если используются разные маршруты": a
    line that leaves the crossing at D4 by its east side and comes back in by its north
    side used two sides, one drawing through it (it counted D4 twice: 5 for 4 spaces)."""
    board = cells({
        (3, 3): v("special_road_cross"),
        (3, 4): v("road_curve", 3),  # W, N
        (2, 4): v("road_curve", 2),  # S, W
        (2, 3): v("road_curve", 1),  # E, S: back into D4 from the north
    })
    assert longest_route(board, ROAD) == 4
    ring = cells({
        (3, 3): v("special_road_cross"),  # the ring goes straight through, east to west
        (3, 4): v("road_curve", 3),
        (2, 4): v("road_curve", 2),
        (2, 3): v("road_straight"),
        (2, 2): v("road_curve", 1),
        (3, 2): v("road_curve", 0),
    })
    assert longest_route(ring, ROAD) == 6  # six spaces (it counted 7)


def test_the_traced_line_is_the_counted_one() -> None:
    """The line a screen traces goes through the crossing twice where it counts twice."""
    board = cells({
        (3, 2): v("road_straight"),
        (3, 3): v("special_road_cross"),
        (2, 3): v("road_curve", 1),
        (2, 4): v("road_curve", 2),
        (3, 4): v("road_curve", 3),
        (4, 3): v("road_straight", 1),
    })
    line = longest_route_line(board, ROAD)
    assert len(line) == longest_route(board, ROAD) == 7
    assert line.count(at(3, 3)) == 2 and set(line) == {at(3, 2), at(3, 3), at(2, 3), at(2, 4),
                                                          at(3, 4), at(4, 3)}
    assert all(abs(a - b) in (1, 7) for a, b in pairwise(line))  # neighbour to neighbour


def test_ends_at_the_edge_are_not_errors() -> None:
    """"Каждый конец маршрута …, который не соединен с другим маршрутом или внешним краем
    (выход или простой край), считается ошибкой": the top end at A1 touches the plain
    edge and the top end at A2 an exit; only the two bottom ends are open."""
    board = cells({(0, 0): v("road_straight", 1), (0, 1): v("road_straight", 1)})
    assert open_ends(board).errors == 2


def test_a_route_end_against_a_blank_side_is_an_error() -> None:
    """«Каждый конец маршрута ..., который не соединен с другим маршрутом или внешним
    краем ..., считается ошибкой»: a highway end facing a blank side is not connected."""
    board = cells({
        (3, 0): v("road_straight"),  # exit D1 to the east ...
        (3, 1): v("road_straight", 1),  # ... into the blank side of a north-south road
    })
    # D1's east end, and both ends of D2 (north and south open).
    assert open_ends(board).errors == 3


def test_unused_exits_are_not_errors() -> None:
    """«Каждый конец маршрута (шоссе или железная дорога), который не соединен ...,
    считается ошибкой»: errors are route ends, so an unused exit is none."""
    assert open_ends(cells({})).errors == 0


def test_centre_counts_the_nine_middle_spaces() -> None:
    """"Центральные ячейки — это 9 ячеек в середине вашей доски."."""
    board = cells({(row, col): v("road_straight") for row in range(1, 6) for col in range(1, 6)})
    assert central_points(board) == 9
    board[at(3, 3)] = EMPTY
    assert central_points(board) == 8


def test_a_crater_in_the_centre_is_a_drawing_there() -> None:
    """"Вы получаете 1 очко за каждую центральную ячейку, на которой вы что-либо
    нарисовали." and "В начале раунда нарисуйте кратер в месте падения Метеора": the
    player draws the crater, so a central space holding one scores (it scored nothing)."""
    board = cells({(3, 3): CRATER, (2, 2): v("road_straight")})
    assert central_points(board) == 2
    assert score_board(board, "meteor")[3] == 2


def test_score_board_orders_the_categories() -> None:
    """"Сложите все очки из сетей, самой длинной магистрали, самой длинной железной
    дороги, центральных пространств и точек расширения …, вычтите очки из «Ошибки»"."""
    board = cells(highway_across_row_3())
    assert score_board(board, "none") == (4, 7, 0, 3, 0)
    assert score_board(board, "river") == (4, 7, 0, 3, 0, 0)


def test_all_twelve_exits_in_one_network_score_45() -> None:
    """"12 → 45": a ring of highway inside the border, reached from every exit (the
    railway exits through stations), is one network of twelve exits."""
    tiles = {
        # exit spaces, from the top clockwise
        (0, 1): v("road_straight", 1), (0, 3): v("station_straight", 1),
        (0, 5): v("road_straight", 1), (1, 6): v("station_straight", 2),
        (3, 6): v("road_straight"), (5, 6): v("station_straight", 2),
        (6, 5): v("road_straight", 1), (6, 3): v("station_straight", 3),
        (6, 1): v("road_straight", 1), (5, 0): v("station_straight"),
        (3, 0): v("road_straight"), (1, 0): v("station_straight"),
        # the ring
        (1, 1): v("special_road_cross"), (1, 2): v("road_straight"),
        (1, 3): v("road_t", 2), (1, 4): v("road_straight"), (1, 5): v("special_road_cross"),
        (2, 5): v("road_straight", 1), (3, 5): v("road_t", 3), (4, 5): v("road_straight", 1),
        (5, 5): v("special_road_cross"), (5, 4): v("road_straight"), (5, 3): v("road_t"),
        (5, 2): v("road_straight"), (5, 1): v("special_road_cross"),
        (4, 1): v("road_straight", 1), (3, 1): v("road_t", 1), (2, 1): v("road_straight", 1),
    }
    board = cells(tiles)
    assert network_exits(board) == [12]
    assert network_points(board) == 45
    assert open_ends(board).errors == 0
    assert longest_route(board, RAIL) == 1  # each railway is a single station space


def test_a_station_at_the_end_of_a_highway_counts_as_highway() -> None:
    """"Станции не прерывают ваше шоссе": D1 highway, D2 station, D3-D4 railway."""
    board = cells({
        (3, 0): v("road_straight"),
        (3, 1): v("station_straight", 2),  # road W, rail E
        (3, 2): v("rail_straight"),
        (3, 3): v("rail_straight"),
    })
    assert longest_route(board, ROAD) == 2
    assert longest_route(board, RAIL) == 3
    assert open_ends(board).errors == 1  # the railway's east end at D4


def test_joining_two_networks_makes_one() -> None:
    """«Прямая станция (железная дорога и шоссе соединены)»: the highway D1-D7 and the
    railway B1-B7 score 4 + 4; a station between them at C4
    makes one network of four exits: 12."""
    tiles = highway_across_row_3()
    for col in range(7):
        tiles[(1, col)] = v("rail_straight")
    assert network_points(cells(tiles)) == 8
    tiles[(3, 3)] = v("road_t", 2)  # W, N, E
    tiles[(2, 3)] = v("station_straight", 1)  # rail N, road S
    tiles[(1, 3)] = v("rail_t")  # E, S, W
    board = cells(tiles)
    assert network_exits(board) == [4]
    assert network_points(board) == 12
    assert open_ends(board).errors == 0
