"""The Railroad Ink screen: board, dice tray, specials and live score (see screen.py)."""

from game.screens.railroad_ink.screen import RailroadInkScreen
from game.screens.registry import register_screen

#: The results chart's colours where the theme's order would mislead: errors in red
#: (they took the purple, and the centre squares the red).
SCORE_COLOURS = {"errors": (214, 90, 74), "center": (154, 92, 198)}

register_screen("railroad-ink", RailroadInkScreen, SCORE_COLOURS)

__all__ = ["RailroadInkScreen"]
