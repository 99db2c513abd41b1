"""The Germany map data matches the reference counts."""

from __future__ import annotations

from collections import Counter

from rules.ttr.mapdata import CARD_COLOURS, GREY, Route
from tests.ttr.germany.helpers import germany


def test_counts_of_the_reference() -> None:
    """«Разделите карты целей на две колоды – коротких целей (синие) и длинных
    (коричневые).» Counts from ../shared/reference/ttr/germany.json: 35 cities and 5
    countries, 110 tracks, 55 short and 34 long tickets."""
    m = germany().map
    assert len(m.cities) == 40 and len(m.routes) == 110
    assert sum(r.length for r in m.routes) == 313
    assert Counter(t.deck for t in m.tickets) == {"short": 55, "long": 34}
    # 21 double routes and 2 triple routes
    assert Counter(len(r.parallel) for r in m.routes) == {0: 62, 1: 42, 2: 6}


def test_neighbouring_countries_are_dead_ends() -> None:
    """«Соседние страны. Некоторые карты целей включают название одной из соседних
    стран»: Dänemark, Niederlande, Frankreich, Schweiz and Österreich."""
    game = germany()
    names = {game.map.cities[c].name for c in game.dead_ends()}
    assert names == {"Dänemark", "Niederlande", "Frankreich", "Schweiz", "Österreich"}


def _pair(route: Route) -> str:
    cities = germany().map.cities
    return "–".join(sorted((cities[route.a].name, cities[route.b].name)))


def test_routes_entry_by_entry() -> None:
    """«Некоторые города могут быть соединены между собой несколькими маршрутами» and
    the score table up to «7 поездов – 18 ПО»: the lists of
    ../shared/reference/ttr/NOTES.md, route by route (the map picture is lost)."""
    m = germany().map
    assert Counter(r.length for r in m.routes) == {1: 23, 2: 30, 3: 25, 4: 17, 5: 8, 6: 2, 7: 5}
    assert Counter(r.colour for r in m.routes) == {
        GREY: 45, **{c: 8 for c in range(8)}, CARD_COLOURS.index("yellow"): 9
    }
    assert len({_pair(r) for r in m.routes}) == 85
    yellow = sorted(_pair(r) for r in m.routes if r.colour == CARD_COLOURS.index("yellow"))
    assert yellow == sorted(
        [
            "Berlin–Hamburg", "Bremen–Hannover", "Chemnitz–Dresden", "Erfurt–Nürnberg",
            "Frankreich–Freiburg", "Kiel–Schwerin", "Konstanz–Lindau", "Leipzig–Magdeburg",
            "Regensburg–Österreich",
        ]
    )  # fmt: skip
    assert sorted(_pair(r) for r in m.routes if r.length == 7) == [
        "Berlin–Hamburg", "Berlin–Hamburg", "Berlin–Hannover", "Dresden–Regensburg",
        "Erfurt–Regensburg",
    ]  # fmt: skip
    triples = sorted({_pair(r) for r in m.routes if len(r.parallel) == 2})
    assert triples == ["Dortmund–Düsseldorf", "Düsseldorf–Köln"]
    assert all(r.colour == GREY and r.length == 1 for r in m.routes if len(r.parallel) == 2)
    assert not any(r.tunnel or r.locomotives for r in m.routes)
    borders = Counter(
        m.cities[end].name for r in m.routes for end in (r.a, r.b) if m.cities[end].dead_end
    )
    assert borders == {
        "Dänemark": 2, "Niederlande": 3, "Frankreich": 3, "Schweiz": 3, "Österreich": 3
    }  # fmt: skip


def test_tickets_entry_by_entry() -> None:
    """«Разделите карты целей на две колоды – коротких целей (синие) и длинных
    (коричневые).» Short tickets 2-11 points, long 12-22; the two uncertain readings
    of the reference keep Regensburg."""
    m = germany().map
    short = [t.points for t in m.tickets if t.deck == "short"]
    long = [t.points for t in m.tickets if t.deck == "long"]
    assert (min(short), max(short), min(long), max(long)) == (2, 11, 12, 22)
    labels = {m.ticket_label(t) for t in m.tickets}
    assert {"Köln–Regensburg (11)", "Bremerhaven–Regensburg (16)"} <= labels
    assert len({frozenset((t.a, t.b)) for t in m.tickets}) == 89  # no ticket twice
