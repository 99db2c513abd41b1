"""The Railroad Ink screen's Tab stops, so Tab and Shift+Tab reach what a round is
played with, as on the other games' screens (the play scene's Tab walk goes through the
screen's stops, then the bar's, see ``PlayScene.tab``).

The stops, in order: the board tabs (with two or more players), the board, the dice
that may be drawn now, the turn and mirror buttons, the specials, the Lava's tools or
the meteor's directions, and End round (or "My board"). Enter works the one focused: a
die or a special is picked (as a tap on it), a tab shows its board. The board is one
stop whose focus is the keyboard cursor, as a text field's is its caret: it shows while
the board has the focus, the arrows move it and Enter (or Space) draws there; the arrows
and Space give the board the focus from anywhere (Space on a focused die or special
draws that one). One ring at a time: a focused die has the ring and the cursor is
hidden; the focused board has the cursor and no ring (on another player's board, which
has no cursor, a ring round the board)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.screens.railroad_ink.tray import Hotspot
from game.widgets import Widget, WidgetGroup
from rules.railroad_ink.tiles import SIZE

if TYPE_CHECKING:
    from game.screens.railroad_ink.screen import RailroadInkScreen

#: where the cursor starts (the centre space, D4), also for the next player at the table
HOME = 3 * SIZE + 3


class BoardStop(Hotspot):
    """The board as one Tab stop: the keyboard cursor shows while it has the focus."""

    def __init__(self, screen: RailroadInkScreen) -> None:
        super().__init__(screen.ctx.theme, screen.layout.frame, "board",
                         on_enter=lambda: enter_board(screen))
        self.screen = screen

    def set_focus(self, focused: bool) -> None:
        self.screen.keyboard = focused


class InkWidgets(WidgetGroup):
    """The screen's widgets; Tab visits the board right after its tabs, then the column
    in reading order (the board's height made one "row" of everything in the column
    beside it: End round came between the meteor's first and second direction)."""

    def focus_order(self) -> list[Widget]:
        board = [w for w in self.widgets if isinstance(w, BoardStop) and w.visible]
        rest = WidgetGroup(self.theme, [w for w in self.widgets if not isinstance(w, BoardStop)])
        order = rest.focus_order()
        tabs = sum(1 for w in order if w.id.startswith("tab-"))
        return order[:tabs] + board + order[tabs:]


def enter_board(screen: RailroadInkScreen) -> None:
    """Enter (or Space) on the board: draw at the cursor, or where a die was turned to fit."""
    screen.keyboard = True
    screen.tap_cell(screen.pending if screen.pending is not None else screen.cursor)


def pick_focused(screen: RailroadInkScreen) -> bool:
    """Space with a die's or a special's ring on it draws that one at the cursor (it drew
    the picked one, another die, at a cursor hidden while the ring showed); False if the
    one focused cannot be picked now (the screen says why) and nothing is to be drawn."""
    kind, _, index = screen.ui.focused_id().partition("-")
    if kind not in ("die", "special") or not index.isdigit():
        return True
    pick = (kind, int(index))
    if screen.pick != pick:
        screen.select(pick)
    return screen.pick == pick


def focus_board(screen: RailroadInkScreen) -> None:
    """The cursor keys take the keyboard's place to the board (from a die, a button, or
    none): the ring goes and the cursor shows."""
    screen.ui.focus(screen.board_stop)


def follow(screen: RailroadInkScreen, widget_id: str, kinds: tuple[str, ...]) -> None:
    """A key picked ``widget_id`` (a die by its digit, a board by B): the ring goes with
    it if it was on one of ``kinds`` ("die-", "special-", "tab-"), as a digit's pick
    takes the focus on GWT's screen (on the board it stays: 2, the arrows, Space)."""
    focused = screen.ui.focused_id()
    if focused.startswith(kinds):
        screen.ui.refocus(widget_id)


def keep_focus(screen: RailroadInkScreen, before: Widget | None) -> None:
    """After the widgets were made again: the same stop keeps the focus; if it went or
    may not be used now (a die drawn, End round pressed, another player's turn), the
    board takes it, so the keyboard never loses its place."""
    ui = screen.ui
    if before is None or before is screen.board_stop:
        return
    ui.refocus(before.id)
    if ui.focused not in ui.widgets:
        ui.focus(screen.board_stop)


def hand_over(screen: RailroadInkScreen) -> None:
    """The next player at the table starts with no focus and the cursor home again."""
    screen.ui.focus(None)
    screen.keyboard = False
    screen.cursor = HOME


def draw_ring(screen: RailroadInkScreen, surface: pygame.Surface) -> None:
    """The focus ring, as the shell's widgets draw theirs, round the picture (not a
    board tab's larger finger target, its ``reach``)."""
    focused = screen.ui.focused
    if focused is None or not focused.visible or focused not in screen.ui.widgets:
        return
    if focused is screen.board_stop:
        if screen.shown is None:
            return  # the cursor is the board's
        rect = screen.layout.frame
    else:
        rect = focused.rect
    ring = rect.inflate(8, 8)
    pygame.draw.rect(surface, screen.ctx.theme.c("accent_hi"), ring, 2,
                     border_radius=min(16, ring.h // 2))
