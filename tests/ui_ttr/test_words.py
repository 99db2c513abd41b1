"""Each map's own words: Amsterdam has carts and contracts, Germany passengers."""

from __future__ import annotations

import pytest

from game.screens.ttr import panels
from tests.ui_ttr.conftest import make_harness, start_game

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("game_id, has, lacks", [
    ("ttr-amsterdam", ["carts left", "contracts", "merchandise"], ["trains", "tickets"]),
    ("ttr-germany", ["trains left", "tickets", "passengers"], ["carts", "stations"]),
    ("ttr-europe", ["trains left", "tickets", "stations left"], ["carts", "passengers"]),
])
def test_a_players_row_tip_uses_the_maps_words(game_id, has, lacks):
    harness = make_harness()
    play = start_game(harness, game_id, ["human", "easy"], seed=2)
    tip = panels.player_tip(play.screen, 1)
    assert all(word in tip for word in has), tip
    assert not any(word in tip for word in lacks), tip
