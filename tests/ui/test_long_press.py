"""A long press (a finger held still) shows a tooltip where there is one and then acts
on nothing; where nothing answers it, it is a slow tap and acts as a tap."""

from __future__ import annotations

import pytest

from tests.ui.test_shell_keys import saved_harness

pytestmark = pytest.mark.ui


def test_a_slow_tap_on_a_dialogs_button_still_takes_it():
    """The dialog takes every intent (it is modal); it must not take a long press its
    buttons (no tooltips) do not answer, or their slow tap would do nothing."""
    harness = saved_harness()
    harness.click("game-toy")
    harness.click("start")
    assert harness.scene_name == "dialog"
    harness.long_press(harness.find("replace").rect.center)
    assert harness.scene_name == "game"


def test_a_slow_tap_on_a_setup_button_without_a_tooltip_acts():
    harness = saved_harness()
    harness.click("game-toy")
    assert harness.find("count").tooltip == ""
    harness.long_press(harness.find("count").segment(1).center)
    assert harness.top.count == 3
