"""Seat chips in colour-blind mode: the mark (pattern and symbol) must differ from the
chip in lightness at every size the screens use (14 px in the Ticket to Ride captions,
12 px in the results' legend, 30 px and more in the side panel and the setup)."""

from __future__ import annotations

import pygame
import pytest

from game import draw
from game.theme import Theme

pytestmark = pytest.mark.ui

BACK = (30, 38, 50)


def luma(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def marked_share(theme: Theme, colour: int, size: int, colour_blind: bool = True) -> float:
    """The share of the chip's inside (away from its rim) that differs from the seat's
    colour by 60 or more in lightness: what a colour-blind eye tells apart."""
    surface = pygame.Surface((size + 8, size + 8))
    surface.fill(BACK)
    draw.seat_chip(surface, theme, pygame.Rect(4, 4, size, size), colour, colour_blind)
    base = luma(theme.seat(colour).color)
    centre = 4 + size / 2 - 0.5
    inside = [(x, y) for x in range(4, 4 + size) for y in range(4, 4 + size)
              if (x - centre) ** 2 + (y - centre) ** 2 < (size / 2 - 1.5) ** 2]
    marked = sum(1 for x, y in inside if abs(luma(surface.get_at((x, y))) - base) >= 60)
    return marked / len(inside)


@pytest.mark.parametrize("size", [10, 12, 14, 16, 18, 24, 30, 48])
def test_every_seats_mark_shows_at_every_size(size):
    """The pattern was drawn half-transparent and inset by 2 px: under 16 px almost
    nothing of it was left (1–10 % of a chip), and white on the yellow chip was never
    lighter enough to see (0 % at 10–14 px, 8–10 % above)."""
    pygame.init()
    theme = Theme.load()
    for colour in range(len(theme.seats)):
        share = marked_share(theme, colour, size)
        assert share >= 0.14, (theme.seats[colour].id, size, round(share, 3))
        assert marked_share(theme, colour, size, colour_blind=False) < 0.02  # plain chip


def test_small_chips_of_different_seats_differ_in_shape():
    """At 12 px the marks of two seats differ in where they are, not only in colour."""
    pygame.init()
    theme = Theme.load()
    size = 12
    masks = []
    for colour in range(len(theme.seats)):
        surface = pygame.Surface((size, size))
        surface.fill(BACK)
        draw.seat_chip(surface, theme, pygame.Rect(0, 0, size, size), colour, True)
        base = luma(theme.seat(colour).color)
        masks.append({(x, y) for x in range(size) for y in range(size)
                      if abs(luma(surface.get_at((x, y))) - base) >= 60
                      and (x - 5.5) ** 2 + (y - 5.5) ** 2 < 4.5 ** 2})
    for a in range(len(masks)):
        for b in range(a + 1, len(masks)):
            assert len(masks[a] ^ masks[b]) >= 4, (theme.seats[a].id, theme.seats[b].id)


def test_large_chips_keep_their_pattern():
    """From 20 px on the pattern is still drawn around the symbol (the look at the
    setup's and the side panel's sizes)."""
    pygame.init()
    theme = Theme.load()
    size = 40
    surface = pygame.Surface((size, size))
    surface.fill(BACK)
    draw.seat_chip(surface, theme, pygame.Rect(0, 0, size, size), 0, True)  # red: stripes
    base = luma(theme.seat(0).color)
    # a stripe near the left edge, well away from the central symbol
    column = [abs(luma(surface.get_at((x, 20))) - base) for x in range(4, 12)]
    assert max(column) >= 30


@pytest.mark.parametrize("size", [(0, 0), (1, 1), (3, 3), (40, 10), (10, 40)])
def test_odd_chip_sizes_draw_without_error(size):
    pygame.init()
    theme = Theme.load()
    surface = pygame.Surface((60, 60))
    for colour in range(len(theme.seats)):
        draw.seat_chip(surface, theme, pygame.Rect(5, 5, *size), colour, True)
