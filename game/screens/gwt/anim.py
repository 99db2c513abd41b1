"""Animations: money changes float up as "+$3" / "−$2", cards slide into the hand, and
the trail space or track space a piece moved to flashes. They follow the observations
(before/after), so they show only what the viewer may see."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game import draw
from game.theme import Theme
from rules.core.game import Event

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen
    from game.screens.gwt.table import Table

SPEED = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "off": 0.0}


@lru_cache(maxsize=64)
def _ring(radius: int) -> pygame.Surface:
    """A flash's ring (drawn with the surface's alpha set as it fades; one per radius,
    not a new surface every frame)."""
    ring = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
    pygame.draw.circle(ring, (245, 200, 90), (radius + 2, radius + 2), radius, 3)
    return ring


@dataclass
class Floater:
    text: str
    pos: tuple[int, int]
    colour: tuple[int, int, int]
    age: float = 0.0
    life: float = 1.4
    rise: int = 18  # how far it floats up (in pixels) while it fades


@dataclass
class Flash:
    kind: str  # node / track / hand
    value: Any
    age: float = 0.0
    life: float = 0.8


class Animations:
    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.floaters: list[Floater] = []
        self.flashes: list[Flash] = []
        self.speed = 1.0
        self.screen: GwtScreen | None = None

    def clear(self) -> None:
        self.floaters.clear()
        self.flashes.clear()

    def compare(self, before: Table, after: Table, screen: GwtScreen) -> None:
        self.screen = screen
        self.speed = SPEED.get(screen.ctx.animation, 1.0)
        if not self.speed:
            return
        view = screen.view
        if view is None:
            return
        old, new = before.money[view.viewer], after.money[view.viewer]
        if old != new:
            delta = new - old
            text = f"+${delta}" if delta > 0 else f"−${-delta}"
            colour = (120, 210, 120) if delta > 0 else (235, 110, 90)
            self.floaters = [f for f in self.floaters if f.age > 0.5]
            self.floaters.append(Floater(text, screen.anchor("money", text), colour, rise=8))
        for _p, (old, new) in enumerate(zip(before.cattleman, after.cattleman, strict=True)):
            if old != new and new >= 0:
                self.flashes.append(Flash("node", new))
        for _p, (old, new) in enumerate(zip(before.engine, after.engine, strict=True)):
            if old != new:
                self.flashes.append(Flash("track", new))
        mine_before = before.hand[view.viewer]
        mine_after = after.hand[view.viewer]
        if len(mine_after) > len(mine_before):
            fresh = list(mine_after)
            for card in mine_before:
                if card in fresh:
                    fresh.remove(card)
            self.flashes = [f for f in self.flashes if f.kind != "hand"]
            self.flashes.append(Flash("hand", tuple(fresh)))
            screen.ctx.sound("card")
        del self.floaters[:-8]
        del self.flashes[:-8]

    def events(self, events: Sequence[Event], screen: GwtScreen) -> None:
        self.screen = screen
        for event in events:
            if event.kind in ("income", "deliver"):
                screen.ctx.sound("score")
                return

    def card_lift(self) -> tuple[tuple[int, ...], float]:
        """The cards just drawn and how far (0-1) they still have to slide up."""
        for flash in self.flashes:
            if flash.kind == "hand":
                k = min(1.0, flash.age / (flash.life * 0.6))
                return flash.value, (1 - k) ** 2
        return (), 0.0

    def update(self, dt: float) -> None:
        step = dt * (self.speed or 1.0)
        for item in (*self.floaters, *self.flashes):
            item.age += step
        self.floaters = [f for f in self.floaters if f.age < f.life]
        self.flashes = [f for f in self.flashes if f.age < f.life]

    def floater_box(self, floater: Floater) -> pygame.Rect:
        """Where a floating number's badge is now: its text's right end at ``pos``,
        risen by its age."""
        k = floater.age / floater.life
        x, y = floater.pos
        size = self.theme.font("body", True).size(floater.text)
        box = pygame.Rect((0, 0), size)
        box.midright = (x, int(y + floater.rise * (1 - k)))
        return box.inflate(16, 6)

    def draw(self, surface: pygame.Surface) -> None:
        screen = self.screen
        if screen is None:
            return
        theme = self.theme
        for flash in self.flashes:
            k = flash.age / flash.life
            alpha = int(220 * (1 - k))
            if flash.kind == "hand":
                continue  # the dock slides the new cards in (see card_lift)
            if flash.kind == "node" and screen.tab != "trail":
                continue
            if flash.kind == "track" and screen.tab != "rail":
                continue
            centre = screen.anchor(flash.kind, flash.value)
            radius = int(14 + 26 * k)
            ring = _ring(radius)
            ring.set_alpha(alpha)
            surface.blit(ring, (centre[0] - radius - 2, centre[1] - radius - 2))
        for floater in self.floaters:
            k = floater.age / floater.life
            image = theme.render(floater.text, "body", floater.colour, True)
            box = self.floater_box(floater)
            alpha = int(255 * min(1.0, 2 * (1 - k)))
            draw.panel(surface, box, (12, 16, 20, alpha * 3 // 4), 8)
            image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=box.center))
            image.set_alpha(255)
