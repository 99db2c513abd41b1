"""Loading save and challenge codes: good ones open the game, damaged ones explain why."""

from __future__ import annotations

import pytest

from game.settings import AUTOSAVE_KEY
from rules.core.savecode import challenge_code, encode_match
from tests.ui.conftest import make_harness, toy_match

pytestmark = pytest.mark.ui


def open_code_scene(harness):
    harness.click("load")
    assert harness.scene_name == "code"
    return harness.top


def opened(harness) -> str:
    """The scene once a code's replay is done: a short game opens in the frame of the
    click, unless the machine is so busy that its first slice (wall-clock time) runs out
    and the loading panel takes the rest."""
    harness.run_until(lambda: harness.scene_name != "loading", max_frames=300)
    return harness.scene_name


def test_damaged_code_reports_and_changes_nothing(harness):
    harness.storage.put(AUTOSAVE_KEY, "")  # placeholder replaced below
    match = toy_match(["human", "easy"])
    match.play_index(0, 1)
    from game.settings import SeatLook, write_autosave

    write_autosave(harness.storage, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    saved = harness.storage.get(AUTOSAVE_KEY)
    harness.frame()
    harness.top.relayout()
    scene = open_code_scene(harness)
    code = encode_match(match)
    damaged = code[:-3] + ("0" if code[-3] != "0" else "1") + code[-2:]
    harness.type(damaged)
    harness.click("load")
    assert harness.scene_name == "code"
    assert "damaged" in scene.error
    assert harness.storage.get(AUTOSAVE_KEY) == saved
    assert len(harness.services.stack.scenes) == 2
    # typing again clears the message
    harness.type("x")
    assert scene.error == ""


@pytest.mark.parametrize("text", ["", "!!!", "U" * 30, "0" * 50_000])
def test_nonsense_never_crashes(harness, text):
    scene = open_code_scene(harness)
    scene.set_text(text)
    harness.click("load")
    assert harness.scene_name == "code" and scene.error
    # a sentence (the rules' messages are lower case, without a full stop)
    assert scene.error[0].isupper() and scene.error.endswith("."), scene.error


def test_error_is_in_the_players_language():
    harness = make_harness(["--lang", "ru"])
    scene = open_code_scene(harness)
    scene.set_text("1A2B3-C4D5E")
    harness.click("load")
    assert "код" in scene.error.lower()


def test_good_code_opens_the_game(harness):
    match = toy_match(["human", "easy"])
    for _ in range(3):
        player = match.to_act()[0]
        match.play_index(player, len(match.legal_actions(player)) - 1)
    scene = open_code_scene(harness)
    scene.set_text("https://example.invalid/index.html#code=" + encode_match(match))
    harness.click("load")
    assert opened(harness) == "game"
    assert harness.top.match.decisions[: len(match.decisions)] == match.decisions


def test_challenge_code_starts_the_same_deal(harness):
    match = toy_match(["human", "easy", "easy"], seed=77)
    scene = open_code_scene(harness)
    scene.set_text(challenge_code(match.config, match.seed))
    harness.confirm()  # Enter in the focused field loads
    assert opened(harness) == "game"
    loaded = harness.top.match
    assert loaded.seed == 77 and loaded.decisions == []
    assert loaded.state.hands == match.state.hands


def test_a_challenge_from_before_a_rules_revision_plays_the_latest_rules(harness):
    """A challenge is a new game of the same deal: an old code's (Great Western Trail's
    format 3 carries revision 2) plays by today's rules, like "Play again"; a save code
    replays under the rules its moves were made by."""
    from rules.core.config import GameConfig

    config = GameConfig.make("gwt", ["human", "easy"], {"revision": "2"})
    scene = open_code_scene(harness)
    scene.set_text(challenge_code(config, 31))
    harness.click("load")
    assert opened(harness) == "game"
    loaded = harness.top.match
    assert loaded.seed == 31 and loaded.config.option("revision") == "3"
    assert loaded.config.seats == config.seats


def test_code_in_the_launch_options_opens_the_game():
    match = toy_match(["human", "easy"])
    harness = make_harness(["--lang", "en", "--code", encode_match(match)])
    assert opened(harness) == "game"


def test_bad_code_in_the_launch_options_shows_the_code_scene():
    harness = make_harness(["--code", "ZZZZZ"])
    assert harness.scene_name == "code"
    assert harness.top.error


def test_code_of_a_game_without_a_screen_is_explained(harness):
    from game.screens import unregister_screen

    code = encode_match(toy_match(["human", "easy"]))
    unregister_screen("toy")
    try:
        scene = open_code_scene(harness)
        scene.set_text(code)
        harness.click("load")
        assert harness.scene_name == "code"
        assert scene.error == "This code is for a game that cannot be played in this version yet."
    finally:
        import tests.ui.toy_screen as toy_screen

        toy_screen.register()


def test_a_good_code_asks_before_it_replaces_the_saved_game(harness):
    from game.settings import SeatLook, write_autosave

    mine = toy_match(["human", "easy"])
    mine.play_index(0, 1)
    write_autosave(harness.storage, mine, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    saved = harness.storage.get(AUTOSAVE_KEY)
    harness.top.relayout()
    scene = open_code_scene(harness)
    scene.set_text(encode_match(toy_match(["human", "easy"], seed=99)))
    harness.click("load")
    assert opened(harness) == "dialog" and harness.storage.get(AUTOSAVE_KEY) == saved
    harness.click("keep-saved")
    assert harness.top is scene and harness.storage.get(AUTOSAVE_KEY) == saved
    harness.click("load")
    opened(harness)
    harness.click("replace")
    assert harness.scene_name == "game" and harness.top.match.seed == 99
