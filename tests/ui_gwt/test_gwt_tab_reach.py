"""GWT's tabs take a finger's tap: the board's tabs (34 px high) and the player boards'
(32 px) each answer a tap over at least 44 px, above and below the drawn tab, and no
tab's reach covers another widget at 1280x720 (a tap just off a tab went to nothing)."""

from __future__ import annotations

import pytest

from game.widgets import FINGER
from tests.ui.conftest import make_harness, open_game
from tests.ui_gwt.helpers import my_turn, screen_of, start_gwt

pytestmark = pytest.mark.ui


def assert_alone(harness, screen, ids: list[str]) -> None:
    """Each named widget's reach lies in the play area and covers no other widget (the
    screen's or the shell's: the menu, undo, the log)."""
    widgets = [w for w in [*screen.ui.widgets, *harness.top.ui.widgets] if w.visible]
    for widget in widgets:
        if widget.id not in ids:
            continue
        assert screen.ctx.rect.contains(widget.reach), widget.id
        for other in widgets:
            if other is not widget:
                assert not widget.reach.colliderect(other.reach), (widget.id, other.id)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_tabs_take_a_fingers_tap_above_and_below_them(language) -> None:
    harness = make_harness(["--lang", language])
    start_gwt(harness, ("human", "easy", "easy", "easy"))
    open_game(harness)
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)
    tabs = ["tab-trail", "tab-rail", "tab-market", "tab-board"]
    assert_alone(harness, screen, tabs)
    for tab in reversed(tabs):  # a finger just over the drawn tab, then just under it
        rect, area = harness.find(tab).rect, harness.find(tab).reach
        assert rect.h == 34 and area.h >= FINGER  # drawn as before; a finger's reach
        top, bottom = area.y, area.bottom - 1
        assert top < rect.y and rect.bottom <= bottom < screen.board_rect.y
        harness.finger_tap((rect.centerx, top))
        assert screen.tab == tab[4:], (tab, top)
        harness.click("tab-trail")
        harness.finger_tap((rect.centerx, bottom))
        assert screen.tab == tab[4:], (tab, bottom)
    harness.click("tab-board")
    boards = [f"board-{p}" for p in range(4)]
    assert all(harness.find(board) is not None for board in boards)
    assert_alone(harness, screen, boards + tabs)
    for p in (3, 1, 0):
        rect, area = harness.find(f"board-{p}").rect, harness.find(f"board-{p}").reach
        assert rect.h == 32 and area.h >= FINGER
        top, bottom = area.y, area.bottom - 1
        assert screen.board_rect.y <= top < rect.y and rect.bottom <= bottom
        harness.finger_tap((rect.centerx, top))
        assert screen.shown_player() == p
        harness.click("board-2")
        harness.finger_tap((rect.centerx, bottom))
        assert screen.shown_player() == p
