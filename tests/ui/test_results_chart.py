"""The results chart's zero line runs along the bars: for a solo game (or two players)
it went on down the whole empty chart, a lone line under one bar."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import ResultsScene
from game.settings import SeatLook
from tests.ui.conftest import make_harness, toy_match

pytestmark = pytest.mark.ui


def finished(controllers: list[str]):
    match = toy_match(controllers)
    while not match.is_over():
        match.play_step(match.to_act()[0], 0)
    return match


def zero_line_bottom(surface: pygame.Surface, chart: pygame.Rect, colour: pygame.Color) -> int:
    """The bottom end of the chart's longest unbroken vertical run of the line's colour."""
    best_len, best_bottom = 0, 0
    for x in range(chart.x + 120, chart.right - 60):
        run = 0
        for y in range(chart.y, chart.bottom):
            run = run + 1 if surface.get_at((x, y)) == colour else 0
            if run > best_len:
                best_len, best_bottom = run, y
    assert best_len > 40, "no zero line found"
    return best_bottom


@pytest.mark.parametrize("seats", [["human", "easy"], ["human", "easy", "easy", "easy"]])
def test_the_zero_line_stops_below_the_last_bar(seats):
    harness = make_harness(["--lang", "en"])
    harness.frame()
    match = finished(seats)
    looks = [SeatLook(f"P{i}", i) for i in range(len(seats))]
    scene = ResultsScene(harness.services, match, looks)
    harness.services.stack.push(scene)
    harness.frames(60)  # the bars have grown
    harness.app.fade = 0
    harness.app.render()
    chart = scene.chart
    bottom = zero_line_bottom(harness.app.surface, chart, harness.services.theme.c("muted"))
    # the lowest bar: the toy game's points are all positive, so every bar starts at the
    # zero line (chart.x + 130), right of the legend's swatches
    surface, bar = harness.app.surface, scene.colours[0]
    lowest = max(y for y in range(chart.y, chart.bottom) for x in (chart.x + 134, chart.x + 140)
                 if surface.get_at((x, y)) == bar)
    assert lowest < bottom <= lowest + 12, (bottom, lowest)


def test_the_legends_swatches_are_big_enough_to_show_their_patterns(monkeypatch):
    """At 12 px two patterns (the grid and the bricks, the dots and the rings) looked
    alike in colour-blind mode (a colour-vision review)."""
    harness = make_harness(["--lang", "en"])
    harness.services.settings.colour_blind = True
    harness.frame()
    match = finished(["human", "easy"])
    scene = ResultsScene(harness.services, match, [SeatLook("P0", 0), SeatLook("P1", 1)])
    harness.services.stack.push(scene)
    swatches: list[pygame.Rect] = []
    swatch = ResultsScene.swatch
    monkeypatch.setattr(ResultsScene, "swatch", lambda self, surface, rect, index: (
        swatches.append(rect), swatch(self, surface, rect, index))[1])
    harness.frames(2)
    legend = [rect for rect in swatches if scene.chart.contains(rect)]
    assert legend and min(min(rect.size) for rect in legend) >= 16
