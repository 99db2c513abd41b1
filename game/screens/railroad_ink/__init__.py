"""The Railroad Ink screen: board, dice tray, specials and live score (see screen.py)."""

from game.screens.railroad_ink.screen import RailroadInkScreen
from game.screens.registry import register_screen

register_screen("railroad-ink", RailroadInkScreen)

__all__ = ["RailroadInkScreen"]
