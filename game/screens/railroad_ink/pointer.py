"""The Railroad Ink screen's pointer: hovering the board, pressing a die or a space, and
dragging a die or a special route onto the board (a mouse or a finger alike)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.input import Intent

if TYPE_CHECKING:
    from game.screens.railroad_ink.model import Pick
    from game.screens.railroad_ink.screen import RailroadInkScreen


def handle(screen: RailroadInkScreen, intent: Intent) -> bool:
    """A pointer's intent; True if the screen took it."""
    kind = intent.kind
    pos = intent.pos
    cell = screen.layout.cell_at(pos)
    if kind == "point":
        screen.hover_cell = cell
        for widget in screen.widgets:
            widget.hover = widget.contains(pos)
        return False
    if kind == "down":
        screen.keyboard = False
        screen.press_pick = pick_at(screen, pos)
        return screen.press_pick is not None or cell is not None
    if kind == "drag":
        pressed = screen.press_pick
        if (screen.dragging is None and pressed is not None and screen.my_turn
                and screen.pick_available(pressed)):
            screen.dragging = pressed
            if screen.pick != pressed:
                screen.pick, screen.rotation, screen.mirrored = pressed, 0, False
            if screen.shown is not None:  # it is dropped on the player's own board
                screen.show_board(None)
        if screen.dragging is not None:
            screen.drag_pos = pos
            screen.hover_cell = cell
            return True
        return False
    if kind == "drop":
        dragged, screen.dragging, screen.press_pick = screen.dragging, None, None
        if dragged is not None:
            if cell is not None:
                screen.tap_cell(cell)
            return True
        return False
    if kind == "press":
        screen.press_pick = None
        for widget in screen.widgets:
            if widget.contains(pos):
                screen.activate(widget.id)
                return True
        if cell is not None:
            screen.tap_cell(cell)
            return True
    return False


def pick_at(screen: RailroadInkScreen, pos: tuple[int, int]) -> Pick | None:
    """The die or special route under ``pos``, if any."""
    for widget in screen.widgets:
        if widget.contains(pos):
            name, _, number = widget.id.partition("-")
            if name in ("die", "special") and number.isdigit():
                return (name, int(number))
    return None
