"""Widgets: small interactive pieces that draw themselves and say whether they consumed
an intent (``handle`` returns True). Scenes keep their model; widgets are rebuilt from
it whenever the layout or the language changes."""

from game.widgets.base import Widget, WidgetGroup
from game.widgets.controls import FINGER, Button, Segmented, Stepper, Toggle
from game.widgets.panels import Dialog, ScrollPanel, Tile
from game.widgets.text import Label, TextField, Toasts

__all__ = [
    "FINGER",
    "Button",
    "Dialog",
    "Label",
    "ScrollPanel",
    "Segmented",
    "Stepper",
    "TextField",
    "Tile",
    "Toasts",
    "Toggle",
    "Widget",
    "WidgetGroup",
]
