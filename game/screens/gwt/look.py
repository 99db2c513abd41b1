"""Colours and small pictures of Great Western Trail pieces, drawn with pygame shapes
(no image files): cattle breeds, hazards, teepees, workers, fee hands and the icons of
building actions."""

from __future__ import annotations

import pygame

from game import draw
from game.theme import Theme
from rules.gwt.data import Effect

# The cards' colours by breed (cattle.json names them: grey, green, black, white, ...).
#: Each breed's card colour. Under cream lettering each is dark enough for 4.5:1 or more
#: (WCAG's normal text): Dutch Belt's green was (86, 160, 92), 2.8:1, Ayrshire's blue
#: 3.9:1, Brown Swiss's red 4.2:1 and West Highland's brown 4.4:1 (player's review);
#: the same hues, darkened.
BREED = {
    "jersey": (150, 150, 158), "dutch_belt": (64, 120, 69), "black_angus": (48, 48, 54),
    "guernsey": (226, 214, 190), "holstein": (226, 190, 64), "brown_swiss": (184, 71, 58),
    "ayrshire": (63, 108, 180), "west_highland": (146, 97, 58),
    "texas_longhorn": (140, 84, 176),
}
BREED_INK = {"jersey": (20, 20, 24), "guernsey": (40, 30, 20), "holstein": (40, 30, 10)}
HAZARD = ((64, 132, 196), (206, 158, 72), (132, 124, 116))  # flood, drought, rockfall
TEEPEE = ((72, 160, 88), (64, 112, 200))  # green, blue
WORKER = ((196, 120, 60), (120, 150, 70), (90, 110, 170))  # cowboy, craftsman, engineer
WORKER_GLYPH = ("♞", "⚒", "⚙")  # cowboy (horse), craftsman (tools), engineer (gear)
NEUTRAL_FILL = (118, 86, 52)
TRAIL = (122, 98, 64)
TRAIL_EDGE = (84, 66, 44)
GRASS = (38, 58, 44)
HAND_GREEN = (80, 180, 90)
HAND_BLACK = (20, 20, 20)
RAIL = (150, 150, 160)
GOLD = (232, 190, 80)
CERT = (170, 120, 210)

ICON_COLOURS = {
    "discard_for": (90, 90, 100), "hire": (196, 120, 60), "build": (150, 110, 70),
    "certificates": CERT, "take_objective": GOLD, "engine_forward": (176, 64, 56),
    "engine_backward_for": (176, 64, 56), "trade_teepee": (72, 160, 88),
    "aux": (90, 130, 160), "buy_cattle": (120, 90, 60), "remove_hazard": (206, 158, 72),
    "gain_dollars": (200, 170, 60), "move_cattleman": (110, 110, 120),
    "free_move": (110, 110, 120), "extraordinary_delivery": (176, 64, 56),
    "teepee_pairs": (72, 160, 88), "draw_discard": (90, 130, 160),
    "use_adjacent": (120, 120, 160), "upgrade_behind": (176, 64, 56),
}
ICON_GLYPHS = {
    "hire": "♟", "build": "⌂", "certificates": "✦", "take_objective": "★", "aux": "↻",
    "buy_cattle": "+", "remove_hazard": "⚠", "gain_dollars": "$", "move_cattleman": "➜",
    "free_move": "➜", "extraordinary_delivery": "⚑", "draw_discard": "↺",
    "use_adjacent": "⇄", "upgrade_behind": "⚙",
}


def breed_colour(name: str) -> tuple[int, int, int]:
    return BREED.get(name, (120, 120, 120))


def breed_ink(name: str) -> tuple[int, int, int]:
    return BREED_INK.get(name, (245, 240, 230))


LIGHT_INK, DARK_INK = (243, 236, 220), (24, 22, 20)


def luminance(colour: object) -> float:
    """WCAG relative luminance of an RGB colour."""
    c = pygame.Color(colour)  # type: ignore[arg-type]

    def channel(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)


def contrast(a: object, b: object) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def ink_on(fill: object) -> tuple[int, int, int]:
    """Light or dark lettering, whichever reads better on ``fill``: the light letters on
    the yellow seat's buildings, trains and cattlemen were 2.3:1 (under 3:1)."""
    return LIGHT_INK if contrast(fill, LIGHT_INK) >= contrast(fill, DARK_INK) else DARK_INK


def teepee(surface: pygame.Surface, center: tuple[int, int], size: int, colour: object) -> None:
    """A teepee; the blue one wears a light band across, so the two kinds differ by more
    than their colour (blue and green look alike to some eyes)."""
    x, y = center
    h = size
    points = [(x, y - h // 2), (x - h // 2, y + h // 2), (x + h // 2, y + h // 2)]
    pygame.draw.polygon(surface, colour, points)
    if colour == TEEPEE[1]:
        band = y + h // 8
        half = (band - (y - h // 2)) // 2  # the triangle's half width at the band
        pygame.draw.line(surface, (236, 236, 228), (x - half + 1, band), (x + half - 1, band),
                         max(2, h // 6))
    pygame.draw.polygon(surface, (20, 20, 20), points, 1)
    pygame.draw.line(surface, (20, 20, 20), (x, y + h // 2), (x, y + h // 6), 1)


def train(surface: pygame.Surface, center: tuple[int, int], size: int, colour: object,
          facing: int = 1) -> None:
    """A small locomotive facing right (``facing`` 1) or left (-1)."""
    x, y = center
    w, h = size, size * 2 // 3
    body = pygame.Rect(0, 0, w, h * 2 // 3)
    body.center = (x, y - h // 6)
    pygame.draw.rect(surface, colour, body, border_radius=2)
    cab = pygame.Rect(0, 0, w // 3, h // 2)
    cab.bottom = body.top + 2
    cab.x = body.x if facing > 0 else body.right - cab.w
    pygame.draw.rect(surface, colour, cab)
    stack = pygame.Rect(0, 0, max(2, w // 8), h // 3)
    stack.bottom = body.top + 1
    stack.x = body.right - stack.w - 2 if facing > 0 else body.x + 2
    pygame.draw.rect(surface, colour, stack)
    r = max(2, size // 7)
    for wx in (body.x + r + 1, body.centerx, body.right - r - 1):
        pygame.draw.circle(surface, (30, 30, 30), (wx, body.bottom), r)


def hands(surface: pygame.Surface, pos: tuple[int, int], green: int, black: int,
          size: int = 9) -> None:
    """Fee hands as small palms (green / black), left to right from ``pos``."""
    x, y = pos
    for colour, count in ((HAND_GREEN, green), (HAND_BLACK, black)):
        for _ in range(count):
            palm = pygame.Rect(x, y, size, size)
            pygame.draw.rect(surface, colour, palm, border_radius=3)
            pygame.draw.rect(surface, (235, 235, 235), palm, 1, border_radius=3)
            x += size + 2


def card_chip(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
    """A tiny card for a discard requirement."""
    if kind == "pair":
        card_chip(surface, rect.move(-2, -2), "any")
        card_chip(surface, rect.move(2, 2), "any")
        return
    if kind == "objective":
        pygame.draw.rect(surface, GOLD, rect, border_radius=2)
    elif kind == "any":
        pygame.draw.rect(surface, (235, 230, 220), rect, border_radius=2)
        for i, breed in enumerate(("jersey", "dutch_belt", "black_angus", "guernsey")):
            band = pygame.Rect(rect.x + 1, rect.y + 1 + i * (rect.h - 2) // 4, rect.w - 2,
                               max(1, (rect.h - 2) // 4))
            pygame.draw.rect(surface, breed_colour(breed), band)
    else:
        pygame.draw.rect(surface, breed_colour(kind), rect, border_radius=2)
    pygame.draw.rect(surface, (245, 240, 230), rect, 1, border_radius=2)


def effect_icon(surface: pygame.Surface, theme: Theme, eff: Effect, center: tuple[int, int],
                size: int = 18) -> None:
    """One action as a round badge with a picture (the building tiles and buttons)."""
    surface.blit(_icon(theme, eff, size), (center[0] - size // 2, center[1] - size // 2))


_ICONS: dict[tuple[int, Effect, int], pygame.Surface] = {}


def _icon(theme: Theme, eff: Effect, size: int) -> pygame.Surface:
    key = (id(theme), eff, size)
    image = _ICONS.get(key)
    if image is not None:
        return image
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    colour = ICON_COLOURS.get(eff.name, (100, 100, 100))
    pygame.draw.circle(image, colour, (c, c), c)
    pygame.draw.circle(image, (245, 240, 230), (c, c), c, 1)
    name = eff.name
    if name == "discard_for":
        card = pygame.Rect(0, 0, size * 5 // 12, size * 7 // 12)
        card.center = (c, c)
        card_chip(image, card, eff.card)
    elif name in ("engine_forward", "engine_backward_for"):
        train(image, (c, c + 1), size * 2 // 3, (245, 240, 230),
              1 if name == "engine_forward" else -1)
    elif name in ("trade_teepee", "teepee_pairs"):
        teepee(image, (c, c), size // 2, (245, 240, 230))
    else:
        glyph = ICON_GLYPHS.get(name, "?")
        ink = (30, 24, 10) if name in ("take_objective", "gain_dollars") else (250, 246, 236)
        text = theme.render(glyph, max(10, size * 2 // 3), ink, True)
        image.blit(text, text.get_rect(center=(c, c)))
    _ICONS[key] = image
    return image


def worker_chip(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, worker: int) -> None:
    pygame.draw.rect(surface, WORKER[worker], rect, border_radius=4)
    pygame.draw.rect(surface, (240, 236, 226), rect, 1, border_radius=4)
    draw.text(surface, theme, WORKER_GLYPH[worker], rect.center, max(10, rect.h - 4),
              (255, 255, 255), True, "center")


def task_icon(surface: pygame.Surface, theme: Theme, task: str, at: tuple[int, int],
              short_sf: str) -> int:
    """A small picture of an objective task at ``at`` (top-left); returns its width.
    San Francisco's is a pill with its short name in the player's language (``short_sf``)."""
    x, y = at
    if task == "building":
        pygame.draw.polygon(surface, (120, 80, 40), [(x + 1, y + 7), (x + 8, y + 1),
                                                     (x + 15, y + 7)])
        pygame.draw.rect(surface, (120, 80, 40), (x + 3, y + 7, 10, 8))
        return 16
    if task in ("green_teepee", "blue_teepee"):
        teepee(surface, (x + 8, y + 8), 14, TEEPEE[0 if task == "green_teepee" else 1])
        return 16
    if task == "hazard":
        pygame.draw.circle(surface, HAZARD[1], (x + 8, y + 8), 7)
        pygame.draw.circle(surface, (40, 30, 20), (x + 8, y + 8), 7, 1)
        return 16
    if task == "station":
        train(surface, (x + 9, y + 9), 16, (150, 50, 40))
        return 18
    if task.startswith("value_"):
        card = pygame.Rect(x + 2, y, 12, 16)
        pygame.draw.rect(surface, (150, 100, 60), card, border_radius=2)
        draw.text(surface, theme, task[-1], card.center, "tiny", (255, 255, 255), True, "center")
        return 16
    pill = pygame.Rect(x, y + 1, 24, 15)
    pygame.draw.rect(surface, GOLD, pill, border_radius=7)
    draw.text(surface, theme, short_sf, pill.center, "tiny", (40, 30, 10), True, "center")
    return 26



def disc_chip(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, colour: int,
              colour_blind: bool) -> None:
    """A player's disc as a small chip (12-13 px: on the railroad, on the player board).
    In colour-blind mode its seat's pattern fills the whole chip, bright, on a rounded
    square: the round chip's inset pattern showed a stroke or two at this size, and a
    symbol would hide it."""
    if not colour_blind:
        draw.seat_chip(surface, theme, rect, colour, False)
        return
    seat = theme.seat(colour)
    pygame.draw.rect(surface, seat.color, rect, border_radius=3)
    ink = draw.ink_on(seat.color)  # dark on the light (yellow) seat: white was lost there
    draw.pattern(surface, rect.inflate(-2, -2), seat.pattern, (*ink, 200))
    pygame.draw.rect(surface, draw.chip_rim(seat.color), rect, 1, border_radius=3)
