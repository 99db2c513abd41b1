"""A clickable area painted by its owner: face-up cards, the decks, hand cards,
tickets and picker options are all spots (tests find them by id and tap them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.input import Intent
from game.widgets.base import Widget

Painter = Callable[[pygame.Surface, "Spot"], None]


class Spot(Widget):
    focusable = True

    def __init__(self, theme: Any, rect: Any, paint: Painter,
                 on_click: Callable[[], None] | None = None, **kwargs: Any) -> None:
        super().__init__(theme, rect, **kwargs)
        self.paint = paint
        self.on_click = on_click
        self.held = False
        self.lit = False  # a hint points here

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        inside = self.contains(intent.pos)
        if intent.kind == "down" and inside:
            self.held = self.enabled and self.on_click is not None
            return True
        if intent.kind == "press":
            self.held = False
            if inside:
                self.activate()
                return True
        if intent.kind == "drop":
            self.held = False
        return False

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.sound("click")
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface, self)
