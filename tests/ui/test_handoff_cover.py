"""The hot-seat cover itself: who it is for after a take-back, where its buttons and its
recap go, the order Tab takes, and what its "earlier" line says (a review of the cover
in English and Russian with long names and long recaps)."""

from __future__ import annotations

import random

import pytest

from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.settings import SeatLook
from rules.core.config import GameConfig
from rules.core.record import Match
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui

LONG_NAME = "W" * 16  # the widest name a seat takes (NAME_MAX letters)


def cover(harness, recap, **kwargs):
    scene = HandoffScene(harness.services, LONG_NAME, 1, lambda: None, recap,
                         on_leave=lambda: None, **kwargs)
    harness.services.stack.push(scene)
    harness.frames(2)
    return scene


def test_after_a_take_back_in_a_railroad_ink_round_the_cover_is_for_the_mover():
    """Bob ended his round; the cover for Ada offered "Undo Bob's move", but after it the
    cover said "Pass the device to Ada" again (both are to act in a round, and the lower
    seat was taken): Bob could not mend his move until Ada had played hers."""
    harness = make_harness()
    names = ["Ada", "Bob"]
    match = Match(GameConfig.make("railroad-ink", ["human", "human"], {}, names), 3)
    harness.services.stack.push(PlayScene(harness.services, match,
                                          [SeatLook(n, i) for i, n in enumerate(names)]))
    play = harness.services.stack.find(PlayScene)
    rng = random.Random(1)
    for _ in range(600):
        if harness.scene_name == "handoff":
            if harness.top.player_name == "Ada" and harness.find("take-back") is not None:
                break
            harness.click("ready")
        elif play.viewer is not None and play.viewer in match.to_act():
            play.choose(rng.choice(match.legal_actions(play.viewer)))
        harness.frame()
    assert harness.find("take-back").label == "Undo Bob's move"
    decisions = len(match.decisions)
    harness.click("take-back")
    assert len(match.decisions) < decisions
    assert set(match.to_act()) == {0, 1}  # both to act: Bob must be the one asked for
    assert harness.scene_name == "handoff" and harness.top.player_name == "Bob"
    assert harness.find("take-back") is None
    harness.click("ready")
    assert harness.scene_name == "game" and play.viewer == 1
    assert play.screen.view.legal  # Bob mends his round


def test_tab_goes_to_showing_the_turn_before_the_main_menu(harness):
    """Tab's first stop on the cover was "Main menu": Tab, Enter left the game."""
    cover(harness, ["Ada drew a card"], on_undo=lambda: None, undo_label="Undo Ada's move")
    order = []
    for _ in range(3):
        harness.key("tab")
        order.append(harness.top.ui.focused_id())
    assert order == ["ready", "to-title", "take-back"]
