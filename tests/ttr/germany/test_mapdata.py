"""The Germany map data matches the reference counts."""

from __future__ import annotations

from collections import Counter

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
