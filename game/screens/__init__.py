"""Game screens: one per game, plugged into the play scene through the registry."""

from game.screens.base import GameScreen, ScreenContext, View
from game.screens.registry import register_screen, screen_factory, unregister_screen

__all__ = [
    "GameScreen",
    "ScreenContext",
    "View",
    "register_screen",
    "screen_factory",
    "unregister_screen",
]
