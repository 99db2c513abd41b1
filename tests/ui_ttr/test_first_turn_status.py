"""A first-time player's first turn says where to tap: the status line said "Your turn:
draw cards, claim a route, draw tickets or build a station", and on a phone (no hover
boxes) nothing said that a route is claimed by tapping it on the map, a station by
tapping a city, tickets by tapping the tickets' deck (named as that map names it)."""

from __future__ import annotations

import pytest

from game.screens.ttr.overlay import status_text
from rules.ttr.engine import TURN
from tests.ui.conftest import open_game, record_texts
from tests.ui_ttr.conftest import ClickingPlayer, make_harness, start_game

pytestmark = pytest.mark.ui

#: How each map's prompt names its tickets: Germany's button names two decks ("Short 50
#: · Long 32"), so its prompt says the decks, not a "Цели" button there is not.
TICKETS = {"ttr-europe": "«Маршруты»", "ttr-germany": "колоды целей",
           "ttr-amsterdam": "«Контракты»"}


def my_main_turn(harness) -> bool:
    screen = harness.top.screen
    return bool(screen.view and screen.view.legal) and screen.obs.phase == TURN \
        and screen.picker is None



def first_main_turn(lang: str, game_id: str):
    """A 2-player game of ``game_id`` played by clicks to the human's first main turn."""
    harness = make_harness(lang)
    start_game(harness, game_id, ["human", "easy"], seed=5)
    open_game(harness)
    player = ClickingPlayer(harness, seed=3)
    for _ in range(200):
        if my_main_turn(harness):
            break
        player.act() or harness.frame()
    return harness, player

@pytest.mark.parametrize("game_id", sorted(TICKETS))
def test_the_first_turn_says_where_to_tap_then_the_short_line_returns(game_id, monkeypatch):
    harness, player = first_main_turn("ru", game_id)
    screen = harness.top.screen
    assert screen.obs.turn < 2
    drawn = record_texts(monkeypatch)
    harness.frame()
    line = status_text(screen)
    assert line in drawn
    assert "выберите" in line and TICKETS[game_id] in line  # a mouse or keys (a finger: коснитесь)
    assert ("город" in line) == (game_id == "ttr-europe")  # stations: Europe only
    # it fits the status panel over the map, not cut short with "…"
    assert screen.ctx.theme.text_width(line, "small", True) <= screen.map_rect.w - 24 - 20
    for _ in range(400):  # play on to the human's first main turn of round two
        if my_main_turn(harness) and screen.obs.turn >= 2:
            break
        player.act() or harness.frame()
    assert status_text(screen) == harness.services.t(
        "ttr.status.turn_stations" if game_id == "ttr-europe" else "ttr.status.turn"
        if game_id == "ttr-germany" else "ttr.status.turn_contracts")


def test_the_first_turn_line_is_in_english_too():
    harness, _ = first_main_turn("en", "ttr-europe")
    line = status_text(harness.top.screen)
    assert line.startswith("Your turn: choose") and "“Tickets”" in line  # mouse, keys (finger: tap)
