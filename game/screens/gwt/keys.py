"""The GWT screen's keys beyond Tab and Enter: digits pick the choices shown, Page Up and
Page Down (or [ and ]) turn their page, and the arrows move the keyboard's focus to the
nearest button that way (``WidgetGroup.focus_toward``: the choices are a grid, the tabs
and the boards' names rows), so a keyboard player need not Tab through every button."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.input import Intent
from game.screens.gwt.choices import turn_page
from game.widgets import Button
from game.widgets.base import ARROW_WAYS

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen

#: Keys that turn the page of choices (pygame names Page Up "page up", with a space).
PAGE_KEYS = {"page up": -1, "page down": 1, "[": -1, "]": 1}


def handle_key(screen: GwtScreen, intent: Intent) -> bool:
    if intent.kind != "key":
        return False
    key = intent.key
    if key.isdigit() and key != "0":
        button = screen.ui.find(f"choice-{screen.page * screen.page_size + int(key) - 1}")
        if isinstance(button, Button):
            # the keyboard's place goes with the pick, as Enter's does: it left none, so
            # the next decision began with no ring for Enter or the arrows
            screen.ui.focus(button)
            button.activate()
            return True
    if key in PAGE_KEYS:
        turn_page(screen, PAGE_KEYS[key])
        return True
    if key in ARROW_WAYS and screen.ui.focused is not None:
        screen.ui.focus_toward(key)
        return True  # at the edge the focus stays where it is
    return False
