"""Great Western Trail's setup names who starts (rulebook: «определите первого игрока»):
a player chosen there takes the first turn with $6, the next $7."""

from __future__ import annotations

from tests.ui.conftest import make_harness
from tests.ui_gwt.helpers import my_turn


def test_the_ai_chosen_to_start_plays_first_and_the_human_has_seven_dollars() -> None:
    harness = make_harness(["--lang", "en"])
    harness.click("game-gwt")
    setup = harness.top
    setup.seats[1].controller = "easy"
    first = harness.find("option-first_player")
    assert [value for value, _ in first.choices] == ["random", "1", "2"]
    assert first.value == "1"  # the first seat, as before the option
    harness.frames(1)
    assert "$6" in setup.option_about("first_player")
    first.choose("2")
    harness.click("start")
    play = harness.top
    assert harness.scene_name == "game"
    state = play.match.state
    assert state.money == [7, 6]
    assert not my_turn(harness)  # the AI's turn first
    for _ in range(600):
        if my_turn(harness):
            break
        harness.frame()
    assert my_turn(harness)
    assert play.match.decisions[0].player == 1
    assert play.match.state.cattleman[1] != -1  # the AI's cattleman is on the trail
