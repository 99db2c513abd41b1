"""The GWT screen's keys beyond Tab and Enter: digits pick the choices shown, Page Up and
Page Down (or [ and ]) turn their page, and the arrows move the keyboard's focus to the
nearest button that way (the choices are a grid of two columns; the tabs and the boards'
names are rows), so a keyboard player need not Tab through every button."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.input import Intent
from game.widgets import Button
from game.widgets.base import Widget

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen

#: Keys that turn the page of choices (pygame names Page Up "page up", with a space).
PAGE_KEYS = {"page up": -1, "page down": 1, "[": -1, "]": 1}
ARROWS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def beyond(here: pygame.Rect, there: pygame.Rect, way: tuple[int, int]) -> bool:
    """``there`` lies wholly past ``here``'s edge on the side ``way`` (the page buttons
    above the right column are not to its right)."""
    if way[0]:
        return there.left >= here.right - 4 if way[0] > 0 else there.right <= here.left + 4
    return there.top >= here.bottom - 4 if way[1] > 0 else there.bottom <= here.top + 4


def nearest(widgets: list[Widget], current: Widget, way: tuple[int, int]) -> Widget | None:
    """The widget nearest ``current`` in the direction ``way``: within 45 degrees of it
    (Right on the last tab or in the right column does not jump to some far button),
    sideways distance weighing triple (the next in a row or column first)."""
    cx, cy = current.rect.center
    best, best_cost = None, 0.0
    for widget in widgets:
        if widget is current:
            continue
        x, y = widget.rect.center
        ahead = (x - cx) * way[0] + (y - cy) * way[1]
        aside = abs((x - cx) * way[1]) + abs((y - cy) * way[0])
        if ahead <= 0 or aside > ahead or not beyond(current.rect, widget.rect, way):
            continue
        cost = ahead + 3 * aside
        if best is None or cost < best_cost:
            best, best_cost = widget, cost
    return best


def handle_key(screen: GwtScreen, intent: Intent) -> bool:
    if intent.kind != "key":
        return False
    key = intent.key
    if key.isdigit() and key != "0":
        button = screen.ui.find(f"choice-{screen.page * screen.page_size + int(key) - 1}")
        if isinstance(button, Button):
            button.activate()
            return True
    if key in PAGE_KEYS:
        screen.turn_page(PAGE_KEYS[key])
        return True
    current = screen.ui.focused
    if key in ARROWS and current is not None:
        order = screen.ui.focus_order()
        target = nearest(order, current, ARROWS[key])
        if target is not None:
            screen.ui.focus(target)
        return True  # at the edge the focus stays where it is
    return False
