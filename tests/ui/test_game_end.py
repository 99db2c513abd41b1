"""The few seconds between a game's end and its results (the final board), and the hint's
messages (a review of the in-game flows): leaving then kept a finished game as the one to
continue and lost its record; Undo took the end back; a hint's message stayed over the
next decision, and "Looking for a good move…" followed the player to the title."""

from __future__ import annotations

import pytest

from game.driver import Thinker
from game.records import load_records
from game.settings import AUTOSAVE_KEY
from tests.ui.conftest import make_harness, open_game

pytestmark = pytest.mark.ui


def to_the_end(harness) -> object:
    """A toy game against the AI played by its first action to its last decision: the
    final board, before the results."""
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    play = harness.top
    for _ in range(4000):
        if play.driver.is_over():
            return play
        if harness.find("action-0") is not None and harness.scene_name == "game":
            harness.click("action-0")
        else:
            harness.frame()
    raise AssertionError("the game did not end")


def test_leaving_from_the_final_board_counts_the_game_and_keeps_no_saved_game():
    harness = make_harness(["--lang", "en"])
    play = to_the_end(harness)
    assert harness.scene_name == "game"  # the final board, before the results
    assert harness.storage.get(AUTOSAVE_KEY) is None  # nothing to continue
    assert load_records(harness.storage)[0]["toy"].played == 1
    harness.back()  # the pause menu says what happens now
    assert harness.top.message == harness.services.t("play.paused_text_over")
    harness.click("to-title")
    assert harness.scene_name == "title" and harness.find("continue") is None
    assert load_records(harness.storage)[0]["toy"].played == 1
    assert play.settled


def test_no_undo_once_the_game_is_over():
    """The last mover saw the final count (the others' tickets, the totals) and could
    take the end back and play on."""
    from game.driver import Driver
    from tests.ui.test_records import finished

    match = finished(["human", "human"], 3)
    last = match.decisions[-1].player
    assert match.can_undo(last)  # (the record allows it: the app must not)
    assert not Driver(match, seed=1, pace=0.0).can_undo(last)
    harness = make_harness(["--lang", "en"])
    play = to_the_end(harness)
    assert not harness.find("undo").enabled
    decisions = len(play.match.decisions)
    harness.key("z")
    harness.frames(2)
    assert play.driver.is_over() and len(play.match.decisions) == decisions
    harness.run_until(lambda: harness.scene_name == "results", max_frames=600)
    assert load_records(harness.storage)[0]["toy"].played == 1  # once


def test_a_hints_message_goes_once_acted_on_and_stays_with_its_game(monkeypatch):
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    play, toasts = harness.top, harness.services.toasts
    harness.key("h")
    harness.run_until(lambda: bool(play.hint_shown), max_frames=600)
    assert play.hint_shown in toasts.messages
    harness.click("action-0")  # acted on: its message goes
    assert play.hint_shown == "" and not any(m.startswith("Hint") for m in toasts.messages)
    # H again while one is being looked for: it goes on looking (it started over)
    started = []
    monkeypatch.setattr(play.driver, "start_hint", lambda player: started.append(player))
    def looking():
        while True:
            yield

    play.driver.hint = Thinker(0, looking(), 0.0)  # (a search under way)
    harness.key("h")
    assert not started
    # leaving while it looks: its message does not follow to the title
    waiting = harness.services.t("play.hint_wait")
    toasts.show(waiting)
    play.driver.hint = None
    harness.back()
    harness.click("to-title")
    assert harness.scene_name == "title" and waiting not in toasts.messages


def test_a_default_name_follows_the_language_and_a_typed_one_stays():
    """A review: switching to Russian mid-game left "Player 1 (вы)" and "Player 2" on a
    Russian screen (the default names were fixed in English at the start)."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.ui.conftest import toy_match

    harness = make_harness(["--lang", "en"])
    match = toy_match(["human", "easy", "easy"], names=["Player 1", "Ada", "Player 3"])
    play = PlayScene(harness.services, match, [SeatLook("", 0), SeatLook("Ada", 1),
                                                SeatLook("Player 3", 2)])
    harness.services.stack.push(play)
    open_game(harness)
    assert play.names == ("Player 1", "Ada", "Player 3")
    harness.services.set_language("ru")
    assert play.names == ("Игрок 1", "Ada", "Игрок 3")
    assert "Игрок 1" in play.screen.view.names
    harness.services.set_language("en")
    assert play.names == ("Player 1", "Ada", "Player 3")


def test_a_default_name_does_not_become_another_seats_name():
    """A review: a seat named "Игрок 2" by its player beside seat 2's default "Player 2"
    became two seats called "Игрок 2" once the screen was in Russian."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.ui.conftest import toy_match

    harness = make_harness(["--lang", "en"])
    match = toy_match(["human", "easy"], names=["Игрок 2", "Player 2"])
    play = PlayScene(harness.services, match, [SeatLook("Игрок 2", 0), SeatLook("", 1)])
    harness.services.stack.push(play)
    open_game(harness)
    harness.services.set_language("ru")
    assert play.names == ("Игрок 2", "Player 2")


def test_the_bars_tooltips_follow_the_hand_in_use():
    """A touch review: a game opened before the first touch (a shared link) kept "(H)"
    and "(Z)" in the bar's tooltips after the player went on with a finger."""
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    t = harness.services.i18n.t
    assert harness.find("hint").tooltip == t("play.hint_tip")
    harness.finger_tap((640, 400))  # (on nothing)
    harness.frames(2)
    assert harness.find("hint").tooltip == t("play.hint_tip.touch")
    assert harness.find("undo").tooltip == t("play.undo_tip.touch")
