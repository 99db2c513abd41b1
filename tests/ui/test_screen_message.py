"""A screen's own message ("why not") is for the player it was said to: in hot seat a
GWT refusal said to Ada greeted Brunel after the hand-over (Railroad Ink cleared its
own; the message now lives in GameScreen, cleared whenever the viewer changes)."""

from __future__ import annotations

import pytest

from game.scenes.play import PlayScene
from game.settings import SeatLook
from rules.core.config import GameConfig
from rules.core.record import Match
from tests.ui.conftest import make_harness, open_game


@pytest.mark.parametrize("game_id", ["gwt", "railroad-ink"])
def test_a_players_message_is_gone_when_the_next_player_takes_the_device(game_id):
    harness = make_harness()
    match = Match(GameConfig.make(game_id, ["human", "human"], names=["Ada", "Brunel"]), 3)
    play = PlayScene(harness.services, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    harness.services.stack.push(play)
    if harness.scene_name == "handoff":
        harness.click("ready")
    open_game(harness)
    screen = play.screen
    first = screen.view.viewer
    screen.say("Not now: this card needs $6, you have $3")
    for _ in range(60):  # the first player ends their turn (or round) at once
        if harness.scene_name == "handoff" or first not in match.to_act():
            break
        play.choose(match.legal_actions(first)[-1])
        harness.frame()
    assert harness.scene_name == "handoff"
    harness.click("ready")
    harness.frame()
    assert screen.view.viewer != first
    assert screen.message_time == 0.0
