"""The original Amsterdam board (rules/ttr/maps/amsterdam.json) keeps its design
promises. The official board is not public; these are the issue's design rules
(rule choice, not rulebook text), checked on the data."""

from __future__ import annotations

import math
from collections import Counter

from rules.ttr.mapdata import GREY
from tests.ttr.amsterdam.design_simulation import (
    crossing_routes,
    graph_report,
    outer_ring,
    shortest,
)
from tests.ttr.amsterdam.helpers import amsterdam

RED, YELLOW, GREEN, BLUE, PINK, BLACK = 0, 2, 3, 4, 5, 7


def metres(a: int, b: int) -> float:
    m = amsterdam().map
    ca, cb = m.cities[a], m.cities[b]
    dx = (cb.lon - ca.lon) * math.cos(math.radians(52.37)) * 111_320
    dy = (cb.lat - ca.lat) * 110_574
    return math.hypot(dx, dy)


def test_places_of_seventeenth_century_amsterdam_at_real_coordinates() -> None:
    """«Добро пожаловать в XVII век.» 22 places inside the city of the 1660s walls
    (and the Volewijk across the IJ)."""
    m = amsterdam().map
    assert len(m.cities) == 22
    for c in m.cities:
        assert 52.355 <= c.lat <= 52.392 and 4.875 <= c.lon <= 4.93, c.name


def test_routes_follow_real_distances_and_never_cross() -> None:
    """Route lengths come from real distances (under 420 m: 1, 720 m: 2, 1050 m: 3,
    longer: 4), and the board can be drawn without crossing routes."""
    m = amsterdam().map
    for r in m.routes:
        d = metres(r.a, r.b)
        assert r.length == 1 + (d >= 420) + (d >= 720) + (d >= 1050), m.route_label(r)
    assert crossing_routes(m) == []
    assert len(m.routes) == 44 and sum(1 for r in m.routes if r.parallel) == 8


def test_every_place_is_reachable_and_every_contract_fits_in_sixteen_carts() -> None:
    """«Чтобы выполнить карту Контракта, игрок должен соединить две локации, указанные
    на этой карте, создав свой непрерывный маршрут доставки между ними.» Every contract
    can be done with the 16 carts alone."""
    m = amsterdam().map
    assert max(shortest(m, 0)) < 10**9
    for t in m.tickets:
        assert shortest(m, t.a)[t.b] <= 16


def test_contract_points_are_the_shortest_route() -> None:
    """24 contracts («24 карты Контрактов»); each is worth the carts of the shortest
    route between its two places, and every place is on at least one contract."""
    report = graph_report(amsterdam().map)
    assert len(amsterdam().map.tickets) == 24
    assert report["contract_points_off_shortest"] == []
    assert report["locations_without_contract"] == 0


def test_cart_symbols_sit_on_the_perimeter() -> None:
    """«Собрать карты Бонусных Товаров, прокладывая пути доставки с символами повозок»;
    the cart routes are mostly on the edge of the city: 10 of the 11 are on the
    board's outer ring and the last one ends at a city gate."""
    m = amsterdam().map
    ring = outer_ring(m)
    edges = {frozenset(p) for p in zip(ring, ring[1:] + ring[:1], strict=True)}
    carts = [r for r in m.routes if r.carts]
    assert len(carts) == 11 < 16  # fewer than the 16 merchandise cards
    assert sum(1 for r in carts if frozenset((r.a, r.b)) in edges) == 10
    assert all({r.a, r.b} & set(ring) for r in carts)


def test_colours_are_balanced() -> None:
    """The six colours of the transport cards, 13-14 spaces each, the rest grey."""
    spaces: Counter[int] = Counter()
    for r in amsterdam().map.routes:
        spaces[r.colour] += r.length
    assert set(spaces) == {GREY, RED, YELLOW, GREEN, BLUE, PINK, BLACK}
    assert all(13 <= spaces[c] <= 14 for c in (RED, YELLOW, GREEN, BLUE, PINK, BLACK))
    assert spaces[GREY] == 21
