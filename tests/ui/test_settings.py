"""Settings chosen on the settings screen are kept for the next start and followed at
once by a game in progress."""

from __future__ import annotations

import pytest

from game.settings import AI_PACE, Settings, load_settings
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


def test_settings_are_kept_for_the_next_start():
    harness = make_harness()
    harness.click("settings")
    harness.click("sound")
    harness.tap(harness.find("animation").segment(3).center)  # off
    harness.click("colour-blind")
    harness.back()
    wanted = Settings(language="", sound=False, animation="off", colour_blind=True)
    assert load_settings(harness.storage) == (wanted, None)
    again = make_harness([], storage=harness.storage)
    assert again.services.settings == wanted
    again.click("settings")
    assert again.find("sound").value is False and again.find("colour-blind").value is True
    assert again.find("animation").value == "off"


def test_a_game_in_progress_follows_changed_settings():
    harness = make_harness()
    harness.services.ai_pace = None  # the pace comes from the animation setting
    harness.click("game-toy")
    harness.click("start")
    play = harness.top
    assert play.driver.pace == AI_PACE["normal"] and not play.screen.ctx.colour_blind
    harness.back()  # the menu
    harness.click("settings")
    harness.tap(harness.find("animation").segment(2).center)  # fast
    harness.click("colour-blind")
    harness.back()  # back to the menu, which resumes the game
    harness.click("resume")
    assert harness.top is play
    assert play.driver.pace == AI_PACE["fast"] and play.screen.ctx.colour_blind
    assert play.screen.ctx.animation == "fast"
