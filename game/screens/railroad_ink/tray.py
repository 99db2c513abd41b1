"""The dice tray and the special routes: what a player picks a drawing from.

:class:`Hotspot` is a bare widget (a rectangle with an id and an enabled flag) so
tests can find and tap dice, specials, score rows and board cells like buttons; the
screen does the drawing and decides what a tap means.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import draw
from game.screens.railroad_ink.art import INK, PAPER, TileArt
from game.theme import Theme
from game.widgets import Widget

DIE_FACE = pygame.Color("#fbf7ec")
DIE_EDGE = {
    "route": pygame.Color("#262a31"),
    "junction": pygame.Color("#8c3b2e"),
    "river": pygame.Color("#2f78b0"),
    "lake": pygame.Color("#2f78b0"),
    "lava": pygame.Color("#c2461d"),
    "special": pygame.Color("#c9962b"),
}


class Hotspot(Widget):
    """A tappable area the screen draws itself at ``rect``; a finger's target larger
    than the picture is its ``reach`` (the board tabs). With ``on_enter`` it is a Tab
    stop that Enter works (a die, a special, a board tab)."""

    def __init__(self, theme: Theme, rect: pygame.Rect, widget_id: str, enabled: bool = True,
                 tooltip: str = "", *, reach: pygame.Rect | None = None,
                 on_enter: Callable[[], None] | None = None) -> None:
        super().__init__(theme, rect, id=widget_id, enabled=enabled, tooltip=tooltip,
                         reach=reach)
        self.on_enter = on_enter
        self.focusable = on_enter is not None

    def activate(self) -> None:
        if self.on_enter is not None and self.enabled:
            self.on_enter()


def die(surface: pygame.Surface, theme: Theme, art: TileArt, rect: pygame.Rect, variant: int,
        kind: str, *, selected: bool = False, used: bool = False, usable: bool = True,
        hover: bool = False, lift: float = 0.0) -> None:
    """One die (or special route) showing ``variant``."""
    box = rect.move(0, -int(4 * lift)) if selected else rect
    radius = max(6, rect.w // 7)
    if not used:
        surface.blit(draw.shadow_for(box.size, radius), (box.x - 8, box.y - 8))
    face = DIE_FACE if not used else DIE_FACE.lerp(theme.c("panel"), 0.7)
    pygame.draw.rect(surface, face, box, border_radius=radius)
    inner = box.inflate(-max(8, rect.w // 8), -max(8, rect.w // 8))
    picture = art.tile(variant, inner.w)
    if used or not usable:
        picture = picture.copy()
        picture.set_alpha(70 if used else 150)
    surface.blit(picture, inner)
    edge = DIE_EDGE.get(kind, INK)
    width = 2
    if selected:
        edge, width = theme.c("accent"), 4
    elif hover and usable and not used:
        edge = theme.c("accent_hi")
    elif not usable:  # a special not to be drawn now kept the gold edge of one that may
        edge = theme.c("line")
    pygame.draw.rect(surface, edge, box, width, border_radius=radius)
    if used:
        centre = box.center
        size = rect.w // 5
        pygame.draw.circle(surface, theme.c("ok"), centre, size)
        pygame.draw.lines(surface, PAPER, False, [
            (centre[0] - size // 2, centre[1]), (centre[0] - size // 8, centre[1] + size // 2 - 2),
            (centre[0] + size // 2, centre[1] - size // 3)], 3)


def crossed(surface: pygame.Surface, rect: pygame.Rect, colour: pygame.Color) -> None:
    """A special route that has been used: crossed off like on the sheet."""
    inset = rect.inflate(-rect.w // 4, -rect.h // 4)
    pygame.draw.line(surface, colour, inset.topleft, inset.bottomright, 4)
    pygame.draw.line(surface, colour, inset.topright, inset.bottomleft, 4)
