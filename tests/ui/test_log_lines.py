"""The game log, kept scrolled to its newest line, shows whole lines: its top line was
cut in half under the "GAME LOG" heading (the panel's height was whatever was left)."""

from __future__ import annotations

import pytest

from game.scenes.play import PlayScene
from game.settings import SeatLook
from tests.ui.conftest import make_harness, open_game, toy_match

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_logs_top_line_is_whole(seats, lang):
    harness = make_harness(["--lang", lang])
    harness.frame()
    match = toy_match(["human"] + ["easy"] * (seats - 1))
    steps = []
    while not match.is_over() and len(steps) < 40:
        steps.append(match.play_step(match.to_act()[0], 0))
    looks = [SeatLook(f"P{i}", i) for i in range(seats)]
    harness.services.stack.push(PlayScene(harness.services, match, looks, history=steps))
    open_game(harness)
    harness.frames(2)
    scene = harness.top
    panel, step = scene.log_panel, scene.log_step()
    assert panel.max_offset > 0 and panel.offset == panel.max_offset  # a long log, at its end
    # lines start 4 px into the content, one every `step` px: the first line in view
    # starts exactly at the panel's top edge or below it, never above it
    first = (panel.offset - 4) % step
    assert first == 0, (panel.rect, panel.offset, step)
