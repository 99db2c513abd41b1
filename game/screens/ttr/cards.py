"""Train cards and route colours: their paint, their colour-blind marks, their names,
and a small painter for a card (used by the hand, the face-up row and pickers)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game import draw
from game.theme import Theme

LOCOMOTIVE = 8
GREY = -1

#: card colours 0-7 in the engine's order, then the locomotive
CARD_RGB: tuple[tuple[int, int, int], ...] = (
    (206, 62, 52),  # red
    (236, 140, 48),  # orange
    (240, 204, 64),  # yellow
    (82, 164, 76),  # green
    (60, 124, 206),  # blue
    (226, 120, 178),  # pink
    (236, 234, 226),  # white
    (44, 44, 50),  # black
    (150, 120, 200),  # locomotive (drawn as a rainbow)
)
GREY_RGB = (160, 160, 156)
RAINBOW = ((206, 62, 52), (236, 140, 48), (240, 204, 64), (82, 164, 76), (60, 124, 206),
           (150, 90, 190))
#: a shape per colour, so colours never depend on hue alone (colour-blind mode and
#: card corners): drawn by :func:`mark`
MARKS = ("triangle", "bar", "sun", "leaf", "drop", "heart", "ring", "square", "star", "none")

Translate = Callable[..., str]


def card_names(t: Translate) -> tuple[str, ...]:
    return (t("ttr.card.red"), t("ttr.card.orange"), t("ttr.card.yellow"), t("ttr.card.green"),
            t("ttr.card.blue"), t("ttr.card.pink"), t("ttr.card.white"), t("ttr.card.black"),
            t("ttr.card.locomotive"))


ROUTE_COLOURS = ("ttr.route_colour.red", "ttr.route_colour.orange", "ttr.route_colour.yellow",
                 "ttr.route_colour.green", "ttr.route_colour.blue", "ttr.route_colour.pink",
                 "ttr.route_colour.white", "ttr.route_colour.black")


def route_colour_name(t: Translate, colour: int) -> str:
    """A route's colour: Russian agrees it with «путь» («жёлтый»), where the card
    names agree with «карта» («жёлтая»; a route read «3 отрезка · жёлтая»)."""
    if colour == GREY:
        return t("ttr.card.grey")
    if 0 <= colour < len(ROUTE_COLOURS):
        return t(ROUTE_COLOURS[colour])
    return card_names(t)[colour]


def rgb(colour: int) -> tuple[int, int, int]:
    return GREY_RGB if colour == GREY else CARD_RGB[colour]


def mark(surface: pygame.Surface, colour: int, centre: tuple[float, float], size: float,
         ink: tuple[int, ...] | None = None) -> None:
    """The colour's shape (see MARKS), ``size`` pixels across."""
    kind = MARKS[colour] if colour != GREY else "none"
    ink = ink or draw.ink_on(rgb(colour))
    cx, cy = centre
    r = size / 2
    if kind == "triangle":
        pygame.draw.polygon(surface, ink, [(cx, cy - r), (cx + r, cy + r * 0.8),
                                           (cx - r, cy + r * 0.8)])
    elif kind == "bar":
        pygame.draw.rect(surface, ink, (cx - r, cy - r * 0.35, 2 * r, r * 0.7))
    elif kind == "sun":
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.5)
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(surface, ink, (cx + math.cos(a) * r * 0.6, cy + math.sin(a) * r * 0.6),
                             (cx + math.cos(a) * r, cy + math.sin(a) * r), max(1, int(r / 4)))
    elif kind == "leaf":
        pygame.draw.ellipse(surface, ink, (cx - r * 0.55, cy - r, r * 1.1, 2 * r))
    elif kind == "drop":
        pygame.draw.circle(surface, ink, (cx, cy + r * 0.25), r * 0.7)
        pygame.draw.polygon(surface, ink, [(cx, cy - r), (cx + r * 0.62, cy + r * 0.05),
                                           (cx - r * 0.62, cy + r * 0.05)])
    elif kind == "heart":
        pygame.draw.circle(surface, ink, (cx - r * 0.45, cy - r * 0.25), r * 0.5)
        pygame.draw.circle(surface, ink, (cx + r * 0.45, cy - r * 0.25), r * 0.5)
        pygame.draw.polygon(surface, ink, [(cx - r * 0.93, cy - r * 0.1), (cx + r * 0.93,
                                           cy - r * 0.1), (cx, cy + r)])
    elif kind == "ring":
        pygame.draw.circle(surface, ink, (cx, cy), r, max(1, int(r / 3)))
    elif kind == "square":
        pygame.draw.rect(surface, ink, (cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5))
    elif kind == "star":
        points = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            points.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        pygame.draw.polygon(surface, ink, points)


@lru_cache(maxsize=64)
def card_face(colour: int, w: int, h: int, colour_blind: bool) -> pygame.Surface:
    """A train card of ``colour`` (``LOCOMOTIVE`` for the wild), w×h, memoized."""
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, min(w, h) // 7)
    box = face.get_rect()
    if colour == LOCOMOTIVE:
        band = max(1, h // len(RAINBOW) + 1)
        stripes = pygame.Surface((w, h), pygame.SRCALPHA)
        for i, c in enumerate(RAINBOW):
            stripes.fill(c, (0, i * h // len(RAINBOW), w, band))
        maskl = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(maskl, (255, 255, 255, 255), box, border_radius=radius)
        stripes.blit(maskl, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        face.blit(stripes, (0, 0))
    else:
        base = pygame.Color(*CARD_RGB[colour])
        pygame.draw.rect(face, base, box, border_radius=radius)
        shine = base.lerp((255, 255, 255), 0.22)
        pygame.draw.rect(face, shine, (3, 3, w - 6, h // 3), border_radius=max(2, radius - 2))
        pygame.draw.rect(face, base, (3, 3 + h // 6, w - 6, h // 6))
    # a little train silhouette
    ink = (255, 255, 255) if colour == LOCOMOTIVE else draw.ink_on(rgb(colour))
    body = pygame.Rect(0, 0, int(w * 0.56), max(4, int(h * 0.16)))
    body.center = (w // 2, int(h * 0.62))
    pygame.draw.rect(face, ink, body, border_radius=2)
    cab = pygame.Rect(body.x, body.y - body.h // 2 - 1, body.w // 3, body.h // 2 + 2)
    pygame.draw.rect(face, ink, cab, border_radius=1)
    wheel = max(2, body.h // 3)
    for fx in (0.2, 0.5, 0.8):
        pygame.draw.circle(face, ink, (body.x + int(body.w * fx), body.bottom + wheel // 2), wheel)
    if colour_blind and colour != LOCOMOTIVE:
        mark(face, colour, (w * 0.2 + 2, h * 0.22 + 1), max(7.0, min(w, h) * 0.24))
    if colour == LOCOMOTIVE:
        pygame.draw.rect(face, (255, 255, 255), box, 2, border_radius=radius)
    else:
        edge = pygame.Color(*CARD_RGB[colour]).lerp((0, 0, 0), 0.45)
        pygame.draw.rect(face, edge, box, 1, border_radius=radius)
    return draw.optimized(face)


def paint_card(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, colour: int,
               colour_blind: bool, count: int | None = None, dim: bool = False,
               lit: bool = False) -> None:
    """A card at ``rect`` with an optional count badge; ``dim`` greys it (not takeable)."""
    surface.blit(draw.shadow_for(rect.size, max(4, min(rect.w, rect.h) // 7)),
                 (rect.x - 8, rect.y - 8))
    surface.blit(card_face(colour, rect.w, rect.h, colour_blind), rect.topleft)
    if dim:
        veil = _veil(rect.w, rect.h)
        surface.blit(veil, rect.topleft)
    if lit:
        pygame.draw.rect(surface, theme.c("accent_hi"), rect.inflate(6, 6), 3,
                         border_radius=max(6, min(rect.w, rect.h) // 7 + 3))
    if count is not None:
        badge = pygame.Rect(0, 0, 26, 22)
        badge.center = (rect.right - 6, rect.y + 6)
        pygame.draw.rect(surface, (20, 24, 30), badge, border_radius=11)
        pygame.draw.rect(surface, theme.c("accent"), badge, 1, border_radius=11)
        draw.text(surface, theme, str(count), badge.center, "small", "text", True, "center")


@lru_cache(maxsize=16)
def _veil(w: int, h: int) -> pygame.Surface:
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(veil, (16, 22, 28, 170), veil.get_rect(), border_radius=max(4, min(w, h) // 7))
    return veil
