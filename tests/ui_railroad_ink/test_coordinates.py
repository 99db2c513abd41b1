"""The board names its rows and columns: the log, the hint and the screen reader name a
space as the game does ("Player 1: straight railway on B1"), and a first-time player
had nothing on the board to find B1 by."""

from __future__ import annotations

import pytest

from game.screens.railroad_ink.board import BoardPainter
from rules.railroad_ink.tiles import SIZE, cell_name
from tests.ui.conftest import record_texts
from tests.ui_railroad_ink.helpers import make_harness, start

pytestmark = pytest.mark.ui


def test_the_board_shows_the_rows_letters_and_the_columns_numbers(monkeypatch):
    harness = make_harness(["--lang", "ru"])
    play = start(harness, ["human", "easy"])
    harness.frames(2)
    screen = play.screen
    drawn = record_texts(monkeypatch)
    BoardPainter(screen.ctx.theme, screen.art).sheet(screen.layout)  # painted afresh
    rows = [cell_name(row * SIZE)[0] for row in range(SIZE)]
    columns = [cell_name(column)[1:] for column in range(SIZE)]
    assert rows == list("ABCDEFG") and columns == [str(n) for n in range(1, 8)]
    assert [text for text in drawn if text in rows] == rows
    assert [text for text in drawn if text in columns] == columns

