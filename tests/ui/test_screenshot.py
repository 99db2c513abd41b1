"""The screenshot command renders every scene to a 1280×720 PNG."""

from __future__ import annotations

import pygame
import pytest

from game import screenshot

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("scene", ["title", "setup", "game", "results", "board", "rules",
                                   "settings", "code", "handoff", "kiosk", "loading"])
def test_every_scene_renders(scene, tmp_path):
    out = tmp_path / f"{scene}.png"
    args = ["--scene", scene, "--out", str(out), "--import", "tests.ui.toy_screen"]
    if scene in ("setup", "game", "results", "board"):
        args += ["--game", "toy", "--seed", "3", "--moves", "5"]
    if scene == "loading":
        args += ["--game", "toy", "--seed", "3"]
    assert screenshot.main(args) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_the_loading_scene_is_shown_half_way_through_the_replay(tmp_path):
    harness = screenshot.stage(screenshot.parse([
        "--scene", "loading", "--game", "toy", "--seed", "3", "--out", str(tmp_path / "l.png"),
        "--import", "tests.ui.toy_screen"]))
    job = harness.top.job
    assert harness.scene_name == "loading" and 0 < job.done < job.total


def test_russian_and_colour_blind(tmp_path):
    out = tmp_path / "ru.png"
    assert screenshot.main(["--scene", "results", "--lang", "ru", "--colour-blind",
                            "--import", "tests.ui.toy_screen", "--game", "toy",
                            "--out", str(out)]) == 0


def test_a_game_in_progress_shows_the_moves_that_led_there():
    harness = screenshot.stage(screenshot.parse([
        "--scene", "game", "--game", "toy", "--seed", "3", "--moves", "5",
        "--import", "tests.ui.toy_screen", "--out", "unused.png"]))
    play = harness.top
    assert play.name == "game"
    made = {entry.decision for entry in play.driver.log}
    assert set(range(1, 6)) <= made  # every one of the first five decisions is in the log
    assert len(play.log_lines) == len(play.driver.log)
