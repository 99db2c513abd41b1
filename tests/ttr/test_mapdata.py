"""The Europe map data: transcribed counts, checked on load."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from rules.ttr.mapdata import GREY, MAPS_DIR, MapDataError, load_map, parse_map


def raw_europe() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((MAPS_DIR / "europe.json").read_text("utf-8"))
    return data


def test_europe_has_the_published_counts() -> None:
    europe = load_map("europe")
    assert len(europe.cities) == 47
    assert len(europe.routes) == 101
    assert len(europe.tickets) == 46
    assert len(europe.tickets_in_deck("long")) == 6
    assert len(europe.tickets_in_deck("regular")) == 40
    assert sum(1 for r in europe.routes if r.tunnel) == 18
    assert sum(1 for r in europe.routes if r.locomotives) == 13
    assert sum(r.locomotives for r in europe.routes) == 17
    assert sum(1 for r in europe.routes if r.colour == GREY) == 37
    assert sum(r.length for r in europe.routes) == 300


def test_scoring_table() -> None:
    """Score table 1→1, 2→2, 3→4, 4→7, 6→15, 8→21."""
    points = load_map("europe").route_points
    assert {n: points[n] for n in (1, 2, 3, 4, 6, 8)} == {1: 1, 2: 2, 3: 4, 4: 7, 6: 15, 8: 21}


def test_double_routes_join_the_same_cities_with_the_same_length() -> None:
    """«Эти пути идут вместе из одного города в другой, и имеют одинаковое количество
    отрезков.»"""
    europe = load_map("europe")
    doubles = [r for r in europe.routes if r.parallel]
    assert len(doubles) == 22
    for r in doubles:
        (twin,) = r.parallel
        other = europe.routes[twin]
        assert {r.a, r.b} == {other.a, other.b} and r.length == other.length


def test_known_routes() -> None:
    europe = load_map("europe")
    (amsterdam_london,) = europe.route_between("Amsterdam", "London")
    assert amsterdam_london.length == 2 and amsterdam_london.locomotives == 2
    (petrograd_stockholm,) = europe.route_between("Petrograd", "Stockholm")
    assert petrograd_stockholm.length == 8 and petrograd_stockholm.tunnel
    (marseille_roma,) = europe.route_between("Marseille", "Roma")
    assert marseille_roma.length == 4  # 3 sources against 1 (see NOTES.md)


def test_cities_keep_their_coordinates() -> None:
    paris = load_map("europe").cities[load_map("europe").city_id("Paris")]
    assert 48 < paris.lat < 49 and 2 < paris.lon < 3


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["routes"].pop(), "declares routes = 101"),
        (lambda d: d["cities"].append(dict(d["cities"][0])), "appears twice"),
        (lambda d: d["routes"][0].update(colour="purple"), "unknown colour"),
        (lambda d: d["routes"][0].update(b="Atlantis"), "unknown city"),
        (lambda d: d["routes"][0].update(length=5), "no score for length 5"),
        (lambda d: d["routes"][0].update(length="1"), "must be int"),
        (lambda d: d["tickets"][0].pop("points"), "missing 'points'"),
        (lambda d: d["routes"][0].update(parallel_group=99), "only one route"),
        (lambda d: d.update(format=2), "unknown format"),
        (lambda d: d["routes"][0].update(carts=-1), "carts must not be negative"),
        (lambda d: d["routes"][0].update(carts="yes"), "'carts' must be int"),
        (lambda d: d["cities"][0].update(dead_end=1), "'dead_end' must be bool"),
        (lambda d: d["counts"].update(cart_routes=3), "declares cart_routes = 3"),
    ],
)
def test_broken_data_is_refused_with_a_clear_message(
    change: Callable[[dict[str, Any]], object], message: str
) -> None:
    data = raw_europe()
    change(data)
    with pytest.raises(MapDataError, match=message):
        parse_map(data, "europe.json")


def test_optional_fields_default_to_nothing() -> None:
    """Europe has no cart symbols and no dead-end countries; the fields are optional."""
    europe = load_map("europe")
    assert not any(r.carts for r in europe.routes)
    assert not any(c.dead_end for c in europe.cities)
    data = raw_europe()
    data["routes"][0]["carts"] = 2
    data["cities"][0]["dead_end"] = True
    changed = parse_map(data, "europe.json")
    assert changed.routes[0].carts == 2 and changed.cities[0].dead_end
