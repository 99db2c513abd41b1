"""Arrow keys on the shell's screens: they walk the title's cards and buttons, the
results' buttons and the settings' rows (they did nothing there: only Tab moved)."""

from __future__ import annotations

import pytest

from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


def keys(harness, *names: str) -> list[str]:
    seen = []
    for name in names:
        harness.key(name)
        seen.append(harness.top.ui.focused_id())
    return seen


def test_arrows_walk_the_title_cards():
    harness = make_harness(["--lang", "en"])
    harness.frame()
    harness.top.ui.focus(harness.find("game-ttr-europe"))
    assert keys(harness, "right", "right", "left") == [
        "game-ttr-germany", "game-ttr-amsterdam", "game-ttr-germany"]
    assert keys(harness, "down")[0] in ("game-railroad-ink", "game-gwt")
    assert keys(harness, "up")[0].startswith("game-ttr-")
    # up from the top row reaches the buttons; down from them comes back to the cards
    assert keys(harness, "up")[0] in ("load", "settings", "quit")
    assert keys(harness, "down")[0].startswith("game-")
    harness.confirm()
    harness.frames(2)
    assert harness.scene_name == "setup"


def test_arrows_never_stop_on_a_cards_own_button_and_stop_at_the_edge():
    harness = make_harness(["--lang", "en"])
    harness.frame()
    harness.top.ui.focus(harness.find("game-ttr-europe"))
    assert keys(harness, "left") == ["game-ttr-europe"]  # nothing further left
    seen = keys(harness, "right", "down", "left", "up", "right", "right")
    assert not any(i.startswith("rules-") for i in seen)


def test_the_first_arrow_focuses_something():
    harness = make_harness(["--lang", "en"])
    harness.frame()
    assert harness.top.ui.focused_id() == ""
    harness.key("down")
    assert harness.top.ui.focused_id() != ""


def test_up_and_down_walk_the_settings_rows_and_left_right_change_one():
    harness = make_harness(["--lang", "en"])
    harness.click("settings")
    harness.top.ui.focus(harness.find("language"))
    assert keys(harness, "down", "down", "down", "down") == [
        "sound", "animation", "colour-blind", "colour-blind"]
    assert keys(harness, "up") == ["animation"]
    before = harness.services.settings.animation
    harness.key("right")
    assert harness.services.settings.animation != before
    assert harness.top.ui.focused_id() == "animation"


def test_left_and_right_walk_the_results_buttons():
    from game.scenes.results import ResultsScene
    from tests.ui.conftest import toy_match

    harness = make_harness(["--lang", "en"])
    harness.frame()
    match = toy_match(["human", "easy"])
    while not match.is_over():
        player = match.to_act()[0]
        match.play_step(player, 0)
    from game.settings import SeatLook

    looks = [SeatLook("Ada", 0), SeatLook("Brunel", 1)]
    harness.services.stack.push(ResultsScene(harness.services, match, looks))
    harness.frames(2)
    harness.top.ui.focus(harness.find("again"))
    seen = keys(harness, "left", "left", "right")
    assert seen[0] != "again" and seen[2] == seen[0]
    harness.key("right")
    assert harness.top.ui.focused_id() == "again"
