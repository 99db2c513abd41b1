"""The whole app headlessly: every scene, and the toy game from setup to results."""

from __future__ import annotations

import pygame
import pytest

from game.input import Intent
from game.settings import AUTOSAVE_KEY, load_autosave
from tests.ui.conftest import make_harness, open_game

pytestmark = pytest.mark.ui


def play_to_results(harness, max_frames: int = 4000) -> None:
    """Click the first legal action whenever it is the human's turn, until results."""
    for _ in range(max_frames):
        if harness.scene_name == "results":
            return
        button = harness.find("action-0")
        if harness.scene_name == "game" and button is not None:
            harness.click("action-0")
        else:
            harness.frame()
    raise AssertionError(f"the game did not end (at {harness.scene_name})")


def test_title_lists_the_five_games_and_the_toy(harness):
    for game_id in ("ttr-europe", "ttr-germany", "ttr-amsterdam", "railroad-ink", "gwt"):
        tile = harness.find(f"game-{game_id}")
        assert tile is not None, game_id
    toy = harness.find("game-toy")
    assert toy is not None and toy.enabled


def test_games_without_screen_are_coming_soon():
    from game.screens import register_screen, screen_factory, unregister_screen

    factory = screen_factory("gwt")
    unregister_screen("gwt")
    try:
        harness = make_harness()  # the title screen is built without the GWT screen
        tile = harness.find("game-gwt")
        assert not tile.enabled and tile.badge == "Coming soon"
        harness.tap(tile.rect.center)
        assert harness.scene_name == "title"
    finally:
        register_screen("gwt", factory)


def test_a_game_with_rules_but_no_screen_is_not_offered(harness):
    from game import catalog
    from game.screens import unregister_screen

    unregister_screen("toy")
    try:
        assert not catalog.entry("toy").available
    finally:
        import tests.ui.toy_screen as toy_screen

        toy_screen.register()


def test_every_scene_is_reachable_and_back(harness):
    for widget_id, scene in (("settings", "settings"), ("load", "code"),
                             ("rules-ttr-europe", "rules"), ("game-toy", "setup")):
        harness.click(widget_id)
        assert harness.scene_name == scene
        harness.frames(3)
        harness.back()
        assert harness.scene_name == "title", widget_id


def test_toy_game_from_setup_to_results(harness):
    harness.click("game-toy")
    harness.click("name-0")
    harness.type("Zoe")
    harness.click("controller-1")  # right third of the stepper: next level
    assert harness.top.seats[1].controller in ("hard", "human", "easy")
    harness.click("start")
    assert harness.scene_name == "game"
    play = harness.top
    assert play.names[0] == "Zoe"
    assert harness.storage.get(AUTOSAVE_KEY) is not None
    play_to_results(harness)
    results = harness.top
    assert results.sheet.final
    assert harness.storage.get(AUTOSAVE_KEY) is None  # a finished game is not continued
    harness.frames(30)
    harness.click("again")
    assert harness.scene_name == "game"


def test_results_buttons(harness):
    from rules.core.savecode import challenge_code

    harness.click("game-toy")
    harness.click("start")
    play_to_results(harness)
    match = harness.top.match
    harness.click("challenge")  # the same deal for a friend
    assert harness.scene_name == "dialog"
    assert harness.top.detail == challenge_code(match.config, match.seed)
    harness.click("close")
    assert harness.scene_name == "results"
    harness.click("new-game")
    assert harness.scene_name == "setup"
    harness.click("start")
    play_to_results(harness)
    harness.click("to-title")
    assert harness.scene_name == "title"


def test_autosave_and_continue():
    harness = make_harness()
    harness.click("game-toy")
    harness.click("start")
    harness.run_until(lambda: harness.find("action-0") is not None)
    harness.click("action-1")  # bet 1
    decisions = len(harness.top.match.decisions)
    harness.back()  # the menu
    assert harness.scene_name == "dialog"
    harness.click("to-title")
    assert harness.scene_name == "title"
    saved, damaged = load_autosave(harness.storage)
    assert saved is not None and not damaged
    # a new session on the same storage continues the game
    again = make_harness(storage=harness.storage)
    again.click("continue")
    # a short game opens at once, unless its first 2 ms slice was interrupted (a busy
    # machine, a collection): then behind the loading panel a frame or two later
    again.run_until(lambda: again.scene_name != "loading", max_frames=50)
    assert again.scene_name == "game"
    open_game(again)
    assert len(again.top.match.decisions) >= decisions
    assert len(again.top.log_lines) >= decisions  # the moves so far are in the log


def test_undo_takes_back_the_humans_decision(harness):
    harness.services.ai_pace = 5.0  # the AI waits, so the human can still undo
    harness.click("game-toy")
    harness.click("start")
    harness.run_until(lambda: harness.find("action-0") is not None)
    play = harness.top
    before = len(play.match.decisions)
    harness.click("action-1")  # a bet: no hidden information, may be taken back
    assert len(play.match.decisions) == before + 1
    assert harness.find("undo").enabled
    harness.key("z")
    assert len(play.match.decisions) == before
    assert "Decision taken back." in harness.services.toasts.messages
    harness.key("z")  # nothing left to take back: Z says so instead of nothing
    assert len(play.match.decisions) == before
    assert harness.services.t("play.cannot_undo") in harness.services.toasts.messages


def test_hint_asks_the_strongest_agent(harness):
    harness.click("game-toy")
    harness.click("start")
    harness.run_until(lambda: harness.find("action-0") is not None)
    harness.click("hint")
    harness.run_until(lambda: any(m.startswith("Hint:") for m in harness.services.toasts.messages),
                      max_frames=200)


def test_copy_codes_show_the_code(harness):
    harness.click("game-toy")
    harness.click("start")
    harness.click("savecode")
    assert harness.scene_name == "dialog"
    code = harness.top.detail
    assert len(code) > 10
    harness.click("close")
    assert harness.scene_name == "game"
    harness.click("challenge")
    assert harness.scene_name == "dialog"
    harness.confirm()
    assert harness.scene_name == "game"


def test_screens_render_at_logical_size(harness, tmp_path):
    harness.click("game-toy")
    harness.click("start")
    harness.frames(5)
    path = tmp_path / "game.png"
    harness.save_png(path)
    assert pygame.image.load(str(path)).get_size() == (1280, 720)


def test_f3_toggles_the_frame_probe(harness):
    harness.frame(Intent("key", key="f3"))
    assert harness.app.show_probe
    harness.frames(3)
    harness.frame(Intent("key", key="f3"))
    assert not harness.app.show_probe


def test_an_error_in_a_scene_returns_to_the_title():
    harness = make_harness(strict=False)
    harness.click("game-toy")

    def broken(dt: float) -> None:
        raise RuntimeError("boom")

    harness.top.update = broken
    harness.frame()
    assert harness.scene_name == "title"
    assert harness.app.errors == 1


def test_the_keyboard_alone_reaches_a_game(harness):
    for _ in range(20):
        harness.key("tab")
        if getattr(harness.top.ui.focused, "id", "") == "game-toy":
            break
    harness.confirm()
    assert harness.scene_name == "setup"
    harness.confirm()  # Enter starts the game
    assert harness.scene_name == "game"


def test_a_new_game_asks_before_it_replaces_the_saved_one():
    harness = make_harness()
    harness.click("game-toy")
    harness.click("start")
    harness.run_until(lambda: harness.find("action-0") is not None)
    harness.click("action-1")
    saved = harness.storage.get(AUTOSAVE_KEY)
    harness.back()
    harness.click("to-title")
    harness.click("game-toy")
    harness.click("start")
    assert harness.scene_name == "dialog"  # asks first, naming the saved game
    assert harness.storage.get(AUTOSAVE_KEY) == saved
    harness.click("keep-saved")
    assert harness.scene_name == "setup" and harness.storage.get(AUTOSAVE_KEY) == saved
    harness.click("start")
    harness.click("replace")
    assert harness.scene_name == "game" and not harness.top.match.decisions
    assert harness.storage.get(AUTOSAVE_KEY) != saved


def test_without_a_saved_game_a_new_game_starts_at_once(harness):
    harness.click("game-toy")
    harness.click("start")
    assert harness.scene_name == "game"


def test_a_cards_rules_button_is_big_enough_for_a_finger() -> None:
    """79×34 inside the card: a finger aiming at it opened the game's setup instead."""
    harness = make_harness(["--lang", "ru"])
    for game_id in ("ttr-europe", "railroad-ink", "gwt"):
        button, card = harness.find(f"rules-{game_id}"), harness.find(f"game-{game_id}")
        assert button.rect.h >= 44 and card.rect.contains(button.rect)
