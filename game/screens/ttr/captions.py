"""The captions of what just happened (a claim, a tunnel's cards, a hint), placed on
the map where they hide nothing that matters: not a city's name, not the status line
and not an open choice (a hint asked while a tunnel's picker is open must stay
readable). Each caption tries rows from the bottom of the map up, at the left,
right, centre and between, and takes the first free place; with none free it takes
the place that hides the fewest names, never one under the open choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import draw

if TYPE_CHECKING:
    from game.screens.ttr.screen import TtrScreen

#: A caption on the map: "small" bold, stepping down to fit the map's width.
CAPTION_SIZES = (15, 13, 12, 11)
PLACE_MIN_SIZE = 13
ROW_H = 28
ROW_STEP = 34
STATUS_H = 30


def status_box(s: TtrScreen, width: int) -> pygame.Rect:
    """The status line's panel for a text ``width`` pixels wide."""
    box = pygame.Rect(0, 0, min(s.map_rect.w - 24, width + 32), STATUS_H)
    box.midtop = (s.map_rect.centerx, s.map_rect.y + 8)
    return box


def label_rects(s: TtrScreen) -> list[pygame.Rect]:
    """The city names on the map, in screen coordinates (with their halo)."""
    painter = s.painter
    key = id(painter.statics)
    cached = s.label_boxes
    if cached[0] != key:
        rects = []
        for label in painter.labels:
            w, h = painter.measure(s.info.map.cities[label.city].name)
            rect = pygame.Rect(0, 0, w + 2, h + 2)
            rect.center = (round(label.pos[0]), round(label.pos[1]))
            rects.append(rect)
        cached = (key, rects)
        s.label_boxes = cached
    return cached[1]


def candidates(s: TtrScreen, width: int, height: int = ROW_H) -> list[pygame.Rect]:
    """Places for a caption ``width`` wide: rows from the bottom of the map up, each
    at the left, the right, the centre, then a few steps between."""
    area = s.map_rect
    places = []
    bottom = area.bottom - 10
    while bottom - height >= area.y + 8 + STATUS_H + 4:
        left, right = area.x + 12, area.right - 12 - width
        xs = [left, right, area.centerx - width // 2]
        xs += [left + (right - left) * i // 6 for i in range(1, 6)] if right > left else []
        for x in dict.fromkeys(xs):
            places.append(pygame.Rect(x, bottom - height, width, height))
        bottom -= ROW_STEP
    return places


def grid(s: TtrScreen, width: int, height: int, step: int = 12) -> list[pygame.Rect]:
    """Every place for a box ``width`` x ``height`` on the map below the status line,
    ``step`` pixels apart, from the bottom up (for a box that stays, worth the search)."""
    area = s.map_rect
    top = area.y + 8 + STATUS_H + 4
    ys = range(area.bottom - 10 - height, top - 1, -step)
    xs = range(area.x + 12, area.right - 12 - width + 1, step)
    return [pygame.Rect(x, y, width, height) for y in ys for x in xs]


def least_hidden(s: TtrScreen, places: list[pygame.Rect],
                 blocked: list[pygame.Rect]) -> tuple[int, pygame.Rect] | None:
    """The first of ``places`` that hides no city name, else the one hiding fewest,
    with that count; never one over ``blocked`` (None when all are)."""
    labels = label_rects(s)
    best: tuple[int, pygame.Rect] | None = None
    for rect in places:
        if rect.collidelist(blocked) >= 0:
            continue
        hidden = len(rect.collidelistall(labels))
        if hidden == 0:
            return 0, rect
        if best is None or hidden < best[0]:
            best = (hidden, rect)
    return best


def place(s: TtrScreen, width: int, blocked: list[pygame.Rect]) -> tuple[int, pygame.Rect] | None:
    """Where a caption ``width`` wide goes, off ``blocked`` (the status line, an open
    choice, captions placed already), with how many city names it hides there."""
    return least_hidden(s, candidates(s, width), blocked)


def fit(s: TtrScreen, text: str, blocked: list[pygame.Rect]) -> tuple[int, pygame.Rect] | None:
    """The text size and place of a caption: the largest size that fits the map's
    width, stepping down while that hides a city name and a smaller one would not
    (remembered: the same caption among the same boxes goes to the same place)."""
    cache = s.caption_places
    key = (text, tuple(tuple(rect) for rect in blocked))
    if key not in cache:
        if len(cache) > 64:
            cache.clear()
        cache[key] = search(s, text, blocked)
    return cache[key]


def search(s: TtrScreen, text: str, blocked: list[pygame.Rect]) -> tuple[int, pygame.Rect] | None:
    theme = s.ctx.theme
    most = s.map_rect.w - 40
    # a long caption (a tunnel's cards) steps down before it is cut
    first = draw.label_size(theme, text, most - 38, CAPTION_SIZES, True)
    # smaller only down to 13 to find a free place (12 and 11 are for the width alone)
    sizes = [first, *(size for size in CAPTION_SIZES if PLACE_MIN_SIZE <= size < first)]
    fallback: tuple[int, pygame.Rect] | None = None
    for size in sizes:
        width = min(most, theme.text_width(text, size, True) + 40)
        found = place(s, width, blocked)
        if found is None:
            continue
        if found[0] == 0:
            return size, found[1]
        if fallback is None:
            fallback = (size, found[1])
    return fallback


def draw_captions(s: TtrScreen, surface: pygame.Surface,
                  blocked: list[pygame.Rect]) -> list[tuple[str, pygame.Rect]]:
    """Draw the captions (the newest lowest) off ``blocked`` (the status line, an open
    choice, the final box); returns what was drawn where."""
    theme = s.ctx.theme
    view = s.view
    drawn: list[tuple[str, pygame.Rect]] = []
    taken = list(blocked)
    for caption in reversed(s.anim.captions):
        fade = min(1.0, (caption.duration - caption.time) / 0.4, caption.time / 0.15)
        alpha = int(230 * max(0.0, fade))
        if alpha <= 8:
            continue
        found = fit(s, caption.text, taken)
        if found is None:
            continue
        size, box = found
        taken.append(box.inflate(0, ROW_STEP - ROW_H))
        drawn.append((caption.text, box))
        draw.panel(surface, box, (16, 22, 28, alpha), 14)
        x = box.x + 14
        if caption.player is not None and view is not None:
            s.ctx.seat_chip(surface, pygame.Rect(box.x + 8, box.y + 7, 14, 14),
                            view.colours[caption.player])
            x += 14
        draw.text(surface, theme, caption.text, (x, box.centery), size,
                  (243, 236, 220, alpha), True, "midleft", max_width=box.right - x - 10)
    return drawn
