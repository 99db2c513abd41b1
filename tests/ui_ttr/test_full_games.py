"""Whole games through the UI, synthetic taps only, against AI opponents."""

from __future__ import annotations

import pytest

from tests.ui_ttr.conftest import ClickingPlayer, make_harness, play_to_results, start_game

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("game_id, players", [("ttr-europe", 3), ("ttr-germany", 3),
                                              ("ttr-amsterdam", 2)])
def test_a_whole_game_by_taps_against_ai(game_id, players):
    harness = make_harness()
    start_game(harness, game_id, ["human"] + ["easy"] * (players - 1), seed=11)
    player = ClickingPlayer(harness)
    play_to_results(harness, player)
    results = harness.top
    assert results.sheet.final
    assert player.claims > 0


def test_from_the_title_screen_to_the_results():
    from game.screens.ttr import TtrScreen

    harness = make_harness()
    harness.click("game-ttr-amsterdam")
    assert harness.scene_name == "setup"
    harness.click("start")
    assert harness.scene_name == "game"
    assert isinstance(harness.top.screen, TtrScreen)
    play_to_results(harness, ClickingPlayer(harness, seed=7))
    assert harness.top.sheet.final
    assert "merchandise" in harness.top.sheet.categories
