"""The Kansas City waiting room's tiles: «Строитель» (craftsman) shrank to 10 px beside
«Ковбой» at 13 (player's review); the tiles now give a worker's name room, and every
label of the room takes one size."""

from __future__ import annotations

import pytest

from game import draw
from rules.gwt.data import COWBOY, CRAFTSMAN, ENGINEER, HAZARD_TILE, TEEPEE_TILE, WORKER
from tests.ui.conftest import make_harness, record_cut
from tests.ui_gwt.helpers import open_match

pytestmark = pytest.mark.ui


def tile(data, kind: int, sub: int) -> int:
    return next(i for i, t in enumerate(data.tiles) if t.kind == kind and t.sub == sub)


def every_kind(state, data) -> None:
    state.waiting = [[tile(data, HAZARD_TILE, 1), tile(data, WORKER, CRAFTSMAN)],
                     [tile(data, WORKER, ENGINEER), tile(data, TEEPEE_TILE, 0)],
                     [tile(data, WORKER, COWBOY), tile(data, HAZARD_TILE, 2)]]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_waiting_rooms_labels_share_a_size_that_reads(language, monkeypatch) -> None:
    monkeypatch.setattr("tests.ui_gwt.helpers.make_harness",
                        lambda: make_harness(["--lang", language]))
    harness, play = open_match(every_kind)
    screen = play.screen
    names = screen.names
    labels = {names.tile(t) if screen.data.tiles[t].kind != HAZARD_TILE
              else names.hazards[screen.data.tiles[t].sub]
              for column in screen.table.waiting for t in column}
    drawn: dict[str, tuple[int, list[str]]] = {}
    text_lines = draw.text_lines

    def lines_recorded(surface, theme, lines, pos, size_, *rest, **named):
        drawn[" ".join(lines)] = (size_, list(lines))
        return text_lines(surface, theme, lines, pos, size_, *rest, **named)

    monkeypatch.setattr(draw, "text_lines", lines_recorded)
    cut = record_cut(monkeypatch)
    harness.click("tab-market")
    harness.frames(2)
    assert names.tile(tile(screen.data, WORKER, CRAFTSMAN)) in labels  # «Строитель»
    for label in labels:
        assert label in drawn, (label, sorted(drawn))  # whole, on one line or two
    sizes = {label: drawn[label][0] for label in labels}
    assert len(set(sizes.values())) == 1 and min(sizes.values()) >= 12, sizes
    assert cut == []
