"""The transcribed facts: every count the rulebook and the reference give, checked on load."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rules.gwt import data as data_module
from rules.gwt.data import (
    BLUE,
    COWBOY,
    CRAFTSMAN,
    ENGINEER,
    GREEN,
    HAZARD_TILE,
    KANSAS_CITY,
    NEUTRAL,
    PRIVATE,
    TEEPEE_TILE,
    WORKER,
    DataError,
    Tile,
    load,
)

D = load()


def test_trail_counts() -> None:
    """The trail as the reference draws it (map.json: 52 spaces, 55 links); «Если это тайл
    типа ..., разместите его ... на свободное место с наименьшей суммой денег, обозначенной
    над ним (начиная с -3)»: the nine teepee values."""
    assert len(D.node_ids) == 52
    assert sum(len(s) for s in D.successors) == 55
    assert D.node_kind.count(NEUTRAL) == 7
    assert D.node_kind.count(PRIVATE) == 22
    assert D.node_kind.count(KANSAS_CITY) == 1
    assert [D.teepee_value[n] for n in D.teepee_spaces] == [-3, -2, -1, 1, 2, 4, 6, 8, 10]


def test_buildings_counts() -> None:
    """«47 тайлов зданий: 7 нейтральных ... 40 тайлов личных зданий (по 10 на игрока,
    тайлы двусторонние)»."""
    neutral = [b for b in D.buildings if b.neutral]
    private = [b for b in D.buildings if not b.neutral]
    assert [b.id for b in neutral] == list("ABCDEFG")
    assert len(private) == 20
    assert sorted(b.number for b in private) == sorted(list(range(1, 11)) * 2)


def test_railroad_counts() -> None:
    """«Самое последнее деление на треке ж/д (№39) - особенное.» «5 тайлов станционных
    смотрителей»; 10 stations and the 10 city values from the reference (railroad.json,
    cities.json)."""
    assert max(p for p in range(len(D.track_next)) if not D.track_is_turnout[p]) == 39
    assert len(D.stations) == 10
    assert len(D.station_masters) == 5
    assert len(D.cities) == 10
    assert [c.value for c in D.cities] == [0, 1, 4, 6, 8, 10, 12, 14, 16, 18]


def test_cattle_counts() -> None:
    """«56 карт стартовых (по 5 серых, 3 зелёных, 3 чёрных и 3 белых); 36 карт рынка
    (7 жёлтых, 7 красных, 7 синих, 9 коричневых и 6 фиолетовых)»."""
    assert len(D.starting_cards) == 14
    assert len(D.market_cards) == 36
    breeds = [D.breed_names[D.card_breed[c]] for c in D.market_cards]
    assert [breeds.count(b) for b in ("holstein", "brown_swiss", "ayrshire", "west_highland",
                                      "texas_longhorn")] == [7, 7, 7, 9, 6]


def test_objectives_tiles_discs() -> None:
    """«24 карты целей; 4 карты стартовых целей»; «54 тайла работников ... 18 тайлов
    опасностей ... 22 тайла типи»; «56 дисков игроков (по 14 на игрока)»."""
    assert len(D.deck_objectives) == 24 and len(D.starting_objectives) == 4
    kinds = [t.kind for t in D.tiles]
    assert (kinds.count(WORKER), kinds.count(HAZARD_TILE), kinds.count(TEEPEE_TILE)) == (
        54, 18, 22)
    assert len(D.disc_ids) == 14
    assert sum(D.disc_black) == 5


def test_values_the_reference_doubted_are_the_checked_ones() -> None:
    """The values the reference marks uncertain, as settled in the files' notes: the
    Wichita arrows and the columns by the rulebook, the rest by a third public
    first-edition implementation that agrees with the reference's main source."""
    links = {(D.cities[k.left].id, D.cities[k.right].id): k.vp for k in D.links}
    assert links[("topeka", "wichita")] == -3
    assert links[("wichita", "colorado_springs")] == -1
    assert [D.buildings[D.building_code(f"{n}")].vp for n in ("1a", "2a", "3a", "1b", "2b")] == [
        1, 1, 1, 1, 1]
    assert D.objectives[D.card_names.index("O5") - D.first_objective].vp == 4
    assert D.first_column == {2: 2, 3: 1, 4: 0}
    supplies = [[t for t in D.tiles if t.supply == b] for b in (1, 2, 3)]
    assert [len(s) for s in supplies] == [35, 33, 26]

    def split(supply: list[Tile]) -> dict[tuple[int, int], int]:
        return dict(Counter((t.kind, t.sub) for t in supply))

    hazards = {(HAZARD_TILE, h): 6 for h in range(3)}
    assert split(supplies[0]) == {**hazards, (TEEPEE_TILE, GREEN): 9, (TEEPEE_TILE, BLUE): 8}
    assert split(supplies[1]) == {(WORKER, w): 11 for w in (COWBOY, CRAFTSMAN, ENGINEER)}
    assert split(supplies[2]) == {**{(WORKER, w): 7 for w in (COWBOY, CRAFTSMAN, ENGINEER)},
                                  (TEEPEE_TILE, GREEN): 2, (TEEPEE_TILE, BLUE): 3}


def test_a_broken_file_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    import pathlib

    assert isinstance(tmp_path, pathlib.Path)
    for name in data_module.DATA_DIR.iterdir():
        (tmp_path / name.name).write_text(name.read_text())
    trail = json.loads((tmp_path / "trail.json").read_text())
    trail["nodes"].pop()
    (tmp_path / "trail.json").write_text(json.dumps(trail))
    monkeypatch.setattr(data_module, "DATA_DIR", tmp_path)
    data_module.load.cache_clear()
    try:
        with pytest.raises(DataError, match="52"):
            data_module.load()
    finally:
        monkeypatch.undo()
        data_module.load.cache_clear()


def test_every_effect_named_in_the_data_is_implemented_once() -> None:
    """Building and tile effects are named in the data and implemented once each."""
    import rules.gwt.flow  # noqa: F401  (registers every effect)
    from rules.gwt.data import EFFECT_NAMES
    from rules.gwt.effects import EFFECTS

    assert sorted(EFFECTS) == sorted(EFFECT_NAMES)
    named = {e.name for b in D.buildings for a in b.actions for e in a}
    named |= {e.name for e in D.risk if e is not None}
    named |= {e.name for row in D.slot_actions for e in row if e is not None}
    named |= {e.name for m in D.station_masters for e in m.immediate}
    named |= {o.action.name for o in D.objectives if o.action is not None}
    assert named == set(EFFECT_NAMES)
