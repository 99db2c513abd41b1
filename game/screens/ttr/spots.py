"""A clickable area painted by its owner: face-up cards, the decks, hand cards,
tickets and picker options are all spots (tests find them by id and tap them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.widgets.base import Pressable

Painter = Callable[[pygame.Surface, "Spot"], None]


class Spot(Pressable):
    def __init__(self, theme: Any, rect: Any, paint: Painter,
                 on_click: Callable[[], None] | None = None,
                 on_refused: Callable[[], None] | None = None, **kwargs: Any) -> None:
        super().__init__(theme, rect, on_click, **kwargs)
        self.paint = paint
        self.lit = False  # a hint points here
        #: what a tap on it says while it is disabled (why it cannot be taken now)
        self.on_refused = on_refused

    def activate(self) -> None:
        if not self.enabled and self.on_refused is not None:
            self.on_refused()
            return
        super().activate()

    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface, self)
