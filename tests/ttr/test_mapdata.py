"""The Europe map data: transcribed counts, checked on load."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from rules.ttr.mapdata import GREY, MAPS_DIR, MapDataError, Route, load_map, parse_map


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
    """«Затем игрок подсчитывает очки за созданный путь» - the table itself was a
    picture: 1→1, 2→2, 3→4, 4→7, 6→15, 8→21 (../shared/reference/ttr/europe.json)."""
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


def _pairs(routes: list[Route]) -> list[str]:
    m = load_map("europe")
    return sorted("–".join(sorted((m.cities[r.a].name, m.cities[r.b].name))) for r in routes)


def test_europe_routes_entry_by_entry() -> None:
    """«Туннели - это специальные маршруты ...», «Паромные переправы ... Их легко заметить
    по изображениям локомотивов», «Некоторые города соединены между собой двойными
    путями». The lists of ../shared/reference/ttr/NOTES.md, route by route."""
    m = load_map("europe")
    assert _pairs([r for r in m.routes if r.tunnel]) == sorted(
        [
            "Angora–Constantinople", "Angora–Smyrna", "Barcelona–Pamplona",
            "Bucuresti–Budapest", "Bucuresti–Sofia", "Budapest–Kyiv",
            "Constantinople–Smyrna", "Erzurum–Sochi", "Madrid–Pamplona", "Madrid–Pamplona",
            "Marseille–Roma", "Marseille–Zürich", "München–Venezia", "München–Zürich",
            "Paris–Zürich", "Petrograd–Stockholm", "Sarajevo–Sofia", "Venezia–Zürich",
        ]
    )  # fmt: skip
    ferries = sorted(
        f"{_pairs([r])[0]} {r.length}/{r.locomotives}" for r in m.routes if r.locomotives
    )
    assert ferries == sorted(
        [
            "Amsterdam–London 2/2", "Dieppe–London 2/1", "Dieppe–London 2/1",
            "Essen–Kobenhavn 3/1", "Essen–Kobenhavn 3/1", "Athina–Brindisi 4/1",
            "Athina–Smyrna 2/1", "Brindisi–Palermo 3/1", "Palermo–Roma 4/1",
            "Palermo–Smyrna 6/2", "Constantinople–Sevastopol 4/2",
            "Erzurum–Sevastopol 4/2", "Sevastopol–Sochi 2/1",
        ]
    )  # fmt: skip
    doubles = sorted({_pairs([r])[0] for r in m.routes if r.parallel})
    assert doubles == [
        "Berlin–Frankfurt", "Berlin–Warszawa", "Bruxelles–Paris", "Budapest–Wien",
        "Dieppe–London", "Edinburgh–London", "Essen–Kobenhavn", "Frankfurt–Paris",
        "Kobenhavn–Stockholm", "Madrid–Pamplona", "Pamplona–Paris",
    ]  # fmt: skip
    assert len({_pairs([r])[0] for r in m.routes}) == 90
    assert Counter(r.length for r in m.routes) == {1: 4, 2: 35, 3: 30, 4: 29, 6: 2, 8: 1}
    assert Counter(r.colour for r in m.routes) == {GREY: 37, **{c: 8 for c in range(8)}}
    long_tickets = [t.points for t in m.tickets if t.deck == "long"]
    regular = [t.points for t in m.tickets if t.deck == "regular"]
    assert min(long_tickets) >= 20 and max(long_tickets) <= 21
    assert min(regular) >= 5 and max(regular) <= 13


def map_digest(name: str) -> str:
    """The first 16 hex digits of a SHA-256 over the map's routes (ends, colour, length,
    tunnel, locomotives) and tickets (ends, value, deck), in a fixed order."""
    import hashlib

    m = load_map(name)

    def ends(a: int, b: int) -> list[str]:
        return sorted([m.cities[a].name, m.cities[b].name])

    routes = sorted([ends(r.a, r.b), r.colour, r.length, r.tunnel, r.locomotives]
                    for r in m.routes)
    tickets = sorted([ends(t.a, t.b), t.points, t.deck] for t in m.tickets)
    text = json.dumps([routes, tickets], ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


@pytest.mark.parametrize(("name", "digest"), [("europe", "172f1a61f4f61cf3"),
                                              ("germany", "73c54f0aa23c8e52")])
def test_the_map_is_the_one_audited_against_the_reference(name: str, digest: str) -> None:
    """Every route (ends, colour, length, tunnel, ferry locomotives) and every ticket (ends,
    value, deck) of Europe and Germany was compared with ../shared/reference/ttr/ entry by
    entry on 27 November 2026 (rules audits); the counts above would not notice two
    colours or two values swapped. A change here must be checked against the reference
    again before its digest is."""
    assert map_digest(name) == digest


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
