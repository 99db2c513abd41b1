"""The final board's game log scrolls as in the game: a press held on its scrollbar's
track pages on (the board scene passed the log its input but never its time, so it
paged once)."""

from __future__ import annotations

import pytest

from game.input import Intent
from game.scenes.play import PlayScene
from game.settings import SeatLook
from game.widgets.panels import PAGE_DELAY
from tests.playout import random_match
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


def test_a_press_held_on_the_logs_track_pages_on_over_the_final_board():
    harness = make_harness(["--lang", "en"])
    match = random_match("ttr-europe", 2, 5)
    play = PlayScene(harness.services, match, [SeatLook("Anna", 0), SeatLook("Boris", 1)])
    harness.services.stack.push(play)
    harness.run_until(lambda: harness.scene_name == "results", max_frames=2000)
    harness.click("board")
    harness.frames(5)
    panel = play.log_panel
    assert harness.top is not play and panel.max_offset > 3 * panel.rect.h
    panel.scroll_to(0)
    below = (panel.rect.right - 4, panel.rect.bottom - 6)  # the track, under the thumb
    harness.frame(Intent("down", below))
    paged = panel.offset
    assert paged > 0  # at once
    harness.frames(int(PAGE_DELAY * 60) + 30)
    assert panel.offset > paged  # held: on
    harness.frame(Intent("press", below))
