"""The hazard tiles' pictures: each kind has a symbol of its own (waves for a flood, a
sun for a drought, stacked rocks for a rockfall), so the kinds differ by more than their
colour (which some eyes do not tell apart, nor a grey print)."""

from __future__ import annotations

import math

import pygame

from game import draw
from game.screens.gwt import look
from game.theme import Theme

FLOOD, DROUGHT, ROCKFALL = 0, 1, 2
INK = (24, 22, 20)


def symbol(surface: pygame.Surface, kind: int, centre: tuple[int, int], size: int,
           ink: tuple[int, int, int] = INK) -> None:
    """Hazard ``kind``'s symbol, about ``size`` pixels wide, centred on ``centre``."""
    x, y = centre
    half = size // 2
    if kind == FLOOD:  # two waves
        amplitude = max(1, size // 8)
        width = 2 if size >= 12 else 1
        for dy in (-max(2, size // 6), max(2, size // 6)):
            points = [(x - half + i, y + dy + round(amplitude * math.sin(i * 2 * math.pi / half)))
                      for i in range(0, 2 * half + 1)]
            pygame.draw.lines(surface, ink, False, points, width)
    elif kind == DROUGHT:  # a sun: a disc and its rays
        r = max(2, size // 5)
        pygame.draw.circle(surface, ink, centre, r)
        for k in range(8):
            a = k * math.pi / 4
            inner, outer = r + 2, max(r + 3, half)
            pygame.draw.line(surface, ink, (x + round(inner * math.cos(a)),
                                            y + round(inner * math.sin(a))),
                             (x + round(outer * math.cos(a)), y + round(outer * math.sin(a))))
    else:  # rocks: two below, one on top
        r = max(2, size // 4)
        for cx, cy in ((x - r, y + r // 2 + 1), (x + r, y + r // 2 + 1), (x, y - r + 1)):
            rock = [(cx - r, cy + r // 2), (cx - r // 2, cy - r), (cx + r // 2, cy - r),
                    (cx + r, cy + r // 2), (cx, cy + r)]
            pygame.draw.polygon(surface, ink, rock)
            pygame.draw.polygon(surface, (236, 230, 216), rock, 1)


def disc(surface: pygame.Surface, theme: Theme, centre: tuple[int, int], radius: int,
         kind: int, vp: int | None, rim: tuple[int, int, int] | None = None,
         row: int = 0) -> None:
    """A hazard tile as a disc of its kind's colour with its symbol and, right of it, its
    points (``vp`` None: the symbol alone, in the middle); ``row``: how far below the
    centre they go (a trail tile keeps room for its fee hands)."""
    x, y = centre
    pygame.draw.circle(surface, look.HAZARD[kind], centre, radius)
    if rim is not None:
        pygame.draw.circle(surface, rim, centre, radius, 1)
    if vp is None:
        symbol(surface, kind, centre, radius * 5 // 4)
        return
    size = radius * 13 // 16
    symbol(surface, kind, (x - size // 2 - 1, y + row), size)
    draw.text(surface, theme, str(vp), (x + 1, y + row), "tiny", INK, True, "midleft")
