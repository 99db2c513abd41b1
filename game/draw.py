"""Drawing helpers shared by scenes, widgets and game screens (pure: they only paint)."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, TypeVar

import pygame

from game.theme import Theme

Anchor = str  # a pygame.Rect attribute name: "topleft", "center", "midright", ...
Size = TypeVar("Size", str, int)  # a theme size name ("small") or pixels


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Any,
    radius: int = 12,
    border: Any | None = None,
    shadow: int = 0,
    width: int = 1,
) -> None:
    """A rounded box, optionally with a soft drop shadow and a border."""
    if shadow:
        surface.blit(_shadow(rect.w, rect.h, radius, shadow), (rect.x - shadow, rect.y - shadow))
    color = pygame.Color(color)
    if color.a < 255:
        box = _box(rect.size, (color.r, color.g, color.b), radius)
        box.set_alpha(color.a)
        surface.blit(box, rect.topleft)
    else:
        pygame.draw.rect(surface, color, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def optimized(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (faster blits) once a display exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def reused(layer: pygame.Surface | None, size: tuple[int, int], alpha: bool = False
           ) -> pygame.Surface:
    """``layer`` again if it has ``size``, else a new surface of that size (with
    per-pixel alpha if ``alpha``, in the display's format once a display exists).

    A screen that repaints a cached layer when something changes paints it into the
    same surface: a new one per change (hundreds a game, up to 2 MiB each) went through
    the C heap and fragmented it, which showed as a slow rise of the kiosk's peak memory.
    """
    if layer is not None and layer.get_size() == size:
        return layer
    fresh = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return fresh.convert_alpha() if alpha else fresh.convert()
    return fresh


@lru_cache(maxsize=64)
def _box(size: tuple[int, int], rgb: tuple[int, int, int], radius: int) -> pygame.Surface:
    """An opaque rounded box on a transparent surface, for translucent panels (drawn
    with the surface's alpha set: one box for every alpha, as fading panels need)."""
    box = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(box, rgb, box.get_rect(), border_radius=radius)
    return box


@lru_cache(maxsize=64)
def _shadow(w: int, h: int, radius: int, shadow: int) -> pygame.Surface:
    """A soft shadow for a w×h box (memoized: boxes repeat every frame)."""
    shade = pygame.Surface((w + 2 * shadow, h + 2 * shadow), pygame.SRCALPHA)
    for step in range(shadow, 0, -2):
        alpha = int(60 * (1 - step / (shadow + 1)))
        box = pygame.Rect(shadow - step, shadow - step + 3, w + 2 * step, h + 2 * step)
        pygame.draw.rect(shade, (0, 0, 0, alpha), box, border_radius=radius + step)
    return optimized(shade)


def shadow_for(size: tuple[int, int], radius: int = 12) -> pygame.Surface:
    """The soft shadow :func:`panel` draws, for boxes painted another way (8 px margin)."""
    return _shadow(size[0], size[1], radius, 8)


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(rgba)
    return veil


def scrim(surface: pygame.Surface, color: Any) -> None:
    """Darken everything (behind a modal)."""
    surface.blit(_veil(surface.get_size(), tuple(pygame.Color(color))), (0, 0))


def text(
    surface: pygame.Surface,
    theme: Theme,
    value: str,
    pos: tuple[int, int],
    size: str | int = "body",
    color: Any = "text",
    bold: bool = False,
    anchor: Anchor = "topleft",
    max_width: int | None = None,
) -> pygame.Rect:
    """Blit one line of text anchored at ``pos``; returns its rect."""
    if max_width is not None:
        value = ellipsize(theme, value, max_width, size, bold)
    image = theme.render(value, size, color, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def text_lines(
    surface: pygame.Surface,
    theme: Theme,
    lines: list[str],
    pos: tuple[int, int],
    size: str | int,
    step: int,
    color: Any = "text",
    bold: bool = False,
    anchor: Anchor = "topleft",
    max_width: int | None = None,
) -> pygame.Rect:
    """Blit ``lines`` one under another, ``step`` pixels apart, the first anchored at
    ``pos`` (each as :func:`text` does); the rect they cover."""
    x, y = pos
    covered = pygame.Rect(pos, (0, 0))
    for index, line in enumerate(lines):
        drawn = text(surface, theme, line, (x, y), size, color, bold, anchor, max_width)
        covered = drawn if index == 0 else covered.union(drawn)
        y += step
    return covered


def ellipsize(theme: Theme, value: str, width: int, size: str | int, bold: bool) -> str:
    if theme.text_width(value, size, bold) <= width:
        return value
    while value and theme.text_width(value + "…", size, bold) > width:
        value = value[:-1]
    return value.rstrip() + "…"


def wrap(
    theme: Theme, value: str, width: int, size: str | int = "body", bold: bool = False
) -> list[str]:
    """Lines of at most ``width`` pixels; blank lines in the source are kept."""
    key = (value, width, size, bold)
    cached = theme.wraps.get(key)
    if cached is None:
        cached = _wrap(theme, value, width, size, bold)
        if len(theme.wraps) > 400:
            theme.wraps.clear()
        theme.wraps[key] = cached
    return list(cached)


def _wrap(theme: Theme, value: str, width: int, size: str | int, bold: bool) -> list[str]:
    lines: list[str] = []
    for paragraph in value.split("\n"):
        line = ""
        for word, joiner in _words(theme, paragraph, width, size, bold):
            candidate = f"{line}{joiner}{word}" if line else word
            if theme.text_width(candidate, size, bold) <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def _words(theme: Theme, value: str, width: int, size: str | int, bold: bool
           ) -> list[tuple[str, str]]:
    """The words of ``value`` with the text that joins each to the one before: a space, or
    nothing after a hyphen or a dash, where a word too wide for a line of its own is
    split (an Amsterdam route, "Haringpakkerstoren–Schreierstoren", ran past the log)."""
    words: list[tuple[str, str]] = []
    for word in value.split(" "):
        parts = [part for part in re.split(r"(?<=[-–])", word) if part]
        if len(parts) > 1 and theme.text_width(word, size, bold) > width:
            words += [(part, " " if i == 0 else "") for i, part in enumerate(parts)]
        else:
            words.append((word, " "))
    return words


#: Type sizes for a label in a small box, largest first ("tiny" and below): a long name
#: steps down rather than lose letters.
LABEL_SIZES = (13, 12, 11, 10)


def fitted_size(theme: Theme, value: str, width: int, sizes: tuple[int, ...] = LABEL_SIZES,
                bold: bool = False) -> int | None:
    """The largest of ``sizes`` at which ``value`` fits ``width`` on one line, or None."""
    return next((size for size in sizes if theme.text_width(value, size, bold) <= width), None)


def label_size(theme: Theme, value: str, width: int, sizes: tuple[int, ...] = LABEL_SIZES,
               bold: bool = False) -> int:
    """The size to draw a one-line label at: the largest that fits, else the smallest
    (and :func:`text` with ``max_width`` cuts it short)."""
    return fitted_size(theme, value, width, sizes, bold) or sizes[-1]


def fitted_lines(theme: Theme, value: str, width: int, lines: int,
                 sizes: tuple[Size, ...] = LABEL_SIZES, bold: bool = False
                 ) -> tuple[Size, list[str]]:
    """The largest of ``sizes`` at which ``value`` wraps into at most ``lines`` lines that
    each fit ``width``, with those lines. If none does: the smallest size, the first
    ``lines`` lines, the last of them filled with the words left out and cut short with
    "…" (a line too wide on its own is cut where it is drawn, by :func:`text`'s
    ``max_width``)."""
    for size in sizes:
        wrapped = wrap(theme, value, width, size, bold)
        if len(wrapped) <= lines and all(theme.text_width(line, size, bold) <= width
                                         for line in wrapped):
            return size, wrapped
    kept = wrapped[:lines]
    for line in wrapped[lines:]:
        kept[-1] += line if kept[-1].endswith("-") else " " + line
    kept[-1] = ellipsize(theme, kept[-1], width, sizes[-1], bold)
    return sizes[-1], kept


def one_or_two_lines(theme: Theme, value: str, width: int, one: tuple[int, ...],
                     two: tuple[int, ...], bold: bool = False) -> tuple[int, list[str]]:
    """``value`` on one line at the largest of ``one`` that fits ``width``, else as
    :func:`fitted_lines` gives it two lines at ``two`` (a name keeps one line at a
    smaller size rather than take two at a larger one)."""
    size = fitted_size(theme, value, width, one, bold)
    return (size, [value]) if size else fitted_lines(theme, value, width, 2, two, bold)


def paragraph(
    surface: pygame.Surface,
    theme: Theme,
    value: str,
    rect: pygame.Rect,
    size: str | int = "body",
    color: Any = "text",
    bold: bool = False,
    align: str = "left",
    spacing: float = 1.25,
) -> int:
    """Wrapped text inside ``rect`` (clipped to it); returns the height used. When the
    text does not fit, its last shown line ends in "…" (a cut sentence read as whole)."""
    step = int(theme.line_height(size, bold) * spacing)
    y = rect.y
    lines = wrap(theme, value, rect.w, size, bold)
    for index, line in enumerate(lines):
        if y + step > rect.bottom + step // 3:
            break
        if index + 1 < len(lines) and y + 2 * step > rect.bottom + step // 3:
            # the last shown line: as much of the next as fits, then "…" (through
            # ellipsize, so the tests that record cut text see it)
            line = ellipsize(theme, f"{line.rstrip()} {lines[index + 1]}", rect.w, size, bold)
        if line:
            image = theme.render(line, size, color, bold)
            x = rect.x
            if align == "center":
                x = rect.centerx - image.get_width() // 2
            elif align == "right":
                x = rect.right - image.get_width()
            surface.blit(image, (x, y))
        y += step
    return y - rect.y


def paragraph_height(
    theme: Theme, value: str, width: int, size: str | int = "body", bold: bool = False,
    spacing: float = 1.25,
) -> int:
    return len(wrap(theme, value, width, size, bold)) * int(theme.line_height(size, bold) * spacing)


# ----- colour-blind patterns -----------------------------------------------------------
PATTERNS = ("stripes", "dots", "grid", "diagonal", "cross", "waves", "rows", "checker",
            "backslash", "rings", "bricks", "zigzag")


def pattern(
    surface: pygame.Surface, rect: pygame.Rect, kind: str, color: Any = (255, 255, 255, 110)
) -> None:
    """Overlay a texture on ``rect`` so pieces differ by more than colour."""
    if rect.w > 0 and rect.h > 0:
        surface.blit(_pattern_layer(rect.size, kind, tuple(pygame.Color(color))), rect.topleft)


@lru_cache(maxsize=256)
def _pattern_layer(
    size: tuple[int, int], kind: str, rgba: tuple[int, int, int, int]
) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    ink = pygame.Color(rgba)
    step = max(6, min(w, h) // 4)
    if kind == "stripes":
        for x in range(0, w, step):
            pygame.draw.line(layer, ink, (x, 0), (x, h), 2)
    elif kind == "dots":
        for y in range(step // 2, h, step):
            for x in range(step // 2, w, step):
                pygame.draw.circle(layer, ink, (x, y), max(1, step // 5))
    elif kind == "grid":
        for x in range(0, w, step):
            pygame.draw.line(layer, ink, (x, 0), (x, h), 1)
        for y in range(0, h, step):
            pygame.draw.line(layer, ink, (0, y), (w, y), 1)
    elif kind == "diagonal":
        for x in range(-h, w, step):
            pygame.draw.line(layer, ink, (x, h), (x + h, 0), 2)
    elif kind == "cross":
        for x in range(-h, w, step):
            pygame.draw.line(layer, ink, (x, h), (x + h, 0), 1)
            pygame.draw.line(layer, ink, (x, 0), (x + h, h), 1)
    elif kind == "rows":
        for y in range(0, h, step):
            pygame.draw.line(layer, ink, (0, y), (w, y), 2)
    elif kind == "checker":
        half = max(3, step // 2)
        for y in range(0, h, half):
            for x in range((y // half) % 2 * half, w, 2 * half):
                layer.fill(ink, (x, y, half, half))
    elif kind == "backslash":
        for x in range(0, w + h, step):
            pygame.draw.line(layer, ink, (x, 0), (x - h, h), 2)
    elif kind == "rings":
        for y in range(step // 2, h, step):
            for x in range(step // 2, w, step):
                pygame.draw.circle(layer, ink, (x, y), max(2, step // 3), 1)
    elif kind == "bricks":
        for row, y in enumerate(range(0, h, step)):
            pygame.draw.line(layer, ink, (0, y), (w, y), 1)
            for x in range((row % 2) * step // 2, w, step):
                pygame.draw.line(layer, ink, (x, y), (x, y + step), 1)
    elif kind == "zigzag":
        for y in range(step // 2, h, step):
            points = [(x, y + (3 if (x // 4) % 2 else -3)) for x in range(0, w + 4, 4)]
            pygame.draw.lines(layer, ink, False, points, 1)
    elif kind == "waves":
        for y in range(step // 2, h, step):
            points = [(x, y + int(2 * math.sin(x / 3))) for x in range(0, w + 1, 2)]
            if len(points) > 1:
                pygame.draw.lines(layer, ink, False, points, 1)
    return layer


#: Below this size a chip has no room for a pattern (half-transparent and inset by
#: 2 px, it vanished under 16 px): its symbol alone is drawn, larger, in full ink.
CHIP_PATTERN_MIN = 20


def ink_on(color: pygame.Color | tuple[int, int, int]) -> tuple[int, int, int]:
    """White on a dark or mid colour, near-black on a light one (yellow): a mark or a
    letter must differ from what it is on in lightness, not only in hue, for
    colour-blind eyes (seat chips, Ticket to Ride's cards and cars)."""
    r, g, b = color[0], color[1], color[2]
    luma = 0.299 * r + 0.587 * g + 0.114 * b
    return (255, 255, 255) if luma < 150 else (24, 26, 32)


@lru_cache(maxsize=128)
def _chip_texture(size: tuple[int, int], radius: int, kind: str,
                  ink: tuple[int, int, int]) -> pygame.Surface:
    """A pattern cut to the chip's rounded shape."""
    texture = pygame.Surface(size, pygame.SRCALPHA)
    alpha = 130 if ink == (255, 255, 255) else 150
    pattern(texture, texture.get_rect(), kind, (*ink, alpha))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect().inflate(-4, -4),
                     border_radius=max(0, radius - 2))
    texture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return texture


def _symbol_points(symbol: str, c: float, r: float) -> list[list[tuple[float, float]]]:
    """The seat symbol as polygons around (c, c) within radius r (empty: not a shape)."""
    if symbol == "▲":
        return [[(c, c - r), (c + r * 0.95, c + r * 0.75), (c - r * 0.95, c + r * 0.75)]]
    if symbol == "■":
        a = r * 0.75
        return [[(c - a, c - a), (c + a, c - a), (c + a, c + a), (c - a, c + a)]]
    if symbol == "◆":
        a = r * 0.9
        return [[(c, c - a), (c + a, c), (c, c + a), (c - a, c)]]
    if symbol == "★":
        return [[(c + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                  c - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5))
                 for i in range(10)]]
    if symbol == "✚":
        a, b = r, r * 0.36
        return [[(c - b, c - a), (c + b, c - a), (c + b, c + a), (c - b, c + a)],
                [(c - a, c - b), (c + a, c - b), (c + a, c + b), (c - a, c + b)]]
    return []


@lru_cache(maxsize=128)
def _chip_symbol(size: int, symbol: str, ink: tuple[int, int, int],
                 share: float) -> pygame.Surface | None:
    """A chip's symbol drawn as a shape ``share`` of the chip's size across, always
    centred (4× oversampled, then smoothed down), or None for a symbol that is not one
    of the shapes (the font draws it then)."""
    scale = 4
    big = size * scale
    c, r = big / 2, big * share / 2
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    if symbol == "●":
        pygame.draw.circle(layer, ink, (c, c), r * 0.85)
    else:
        shapes = _symbol_points(symbol, c, r)
        if not shapes:
            return None
        for points in shapes:
            pygame.draw.polygon(layer, ink, points)
    return pygame.transform.smoothscale(layer, (size, size))


def seat_chip(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    colour: int,
    colour_blind: bool,
    radius: int | None = None,
) -> None:
    """A player's colour as a rounded chip; with patterns and symbol in colour-blind mode
    (a small chip, under :data:`CHIP_PATTERN_MIN`, shows its symbol alone, as a shape)."""
    style = theme.seat(colour)
    radius = rect.h // 2 if radius is None else radius
    pygame.draw.rect(surface, style.color, rect, border_radius=radius)
    side = min(rect.w, rect.h)
    if colour_blind and side >= 4:  # (a sliver of a chip has room for no mark)
        ink = ink_on(style.color)
        small = side < CHIP_PATTERN_MIN
        if not small:
            surface.blit(_chip_texture(rect.size, radius, style.pattern, ink), rect.topleft)
        mark = _chip_symbol(side, style.symbol, ink, 0.64 if small else 0.5)
        if mark is not None:
            surface.blit(mark, mark.get_rect(center=rect.center))
        else:  # a symbol the shapes do not know: the font's glyph
            size = side * 3 // 4 if small else side * 5 // 8
            glyph = theme.render(style.symbol, max(8, size), ink, True)
            surface.blit(glyph, glyph.get_rect(center=rect.center))
    pygame.draw.rect(surface, chip_rim(style.color), rect, 1, border_radius=radius)


def chip_rim(color: pygame.Color) -> pygame.Color:
    """The chip's 1-pixel rim: darker than a light colour, lighter than a dark one
    (the black seat's chip would otherwise vanish on the dark panels)."""
    luma = 0.299 * color.r + 0.587 * color.g + 0.114 * color.b
    return color.lerp((255, 255, 255), 0.55) if luma < 90 else color.lerp((0, 0, 0), 0.45)


def beside_rect(size: tuple[int, int], rect: pygame.Rect, area: pygame.Rect,
                avoid: Sequence[pygame.Rect] = (),
                keep: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a box about ``rect`` goes, inside ``area`` and clear of ``rect``: below or
    above it (left-aligned, then right-aligned) or beside it, each moved into ``area`` as
    far as it must (a focus ring reaching into the area's margin left no room under it:
    the box went beside it, over a status line), and the places below and above slid on
    past the texts of ``keep`` they would hide, by its own height at most (a prompt over
    the choices: the box went over it, or beside the choice over the next one; farther,
    it stood far from what it explained); of those clear of ``rect``, the one that hides
    least of ``keep`` (texts that must stay readable: a prompt, a status line, a total),
    then the fewest of ``avoid`` (the controls: a corner of a large board rather than
    two dice and the buttons beside them), then least of them (the first among
    equals)."""
    w, h = size
    gap = 8
    near = [pygame.Rect(corner, size).clamp(area) for corner in (
        (rect.x, rect.bottom + gap), (rect.right - w, rect.bottom + gap),
        (rect.x, rect.y - gap - h), (rect.right - w, rect.y - gap - h),
        (rect.right + gap, rect.y), (rect.x - gap - w, rect.y))]
    slid = [slide_past(place, keep, area, up=index >= 2) for index, place in enumerate(near[:4])]
    places = near + [place for place in slid if place is not None]

    fitting = [p for p in places if area.contains(p) and not p.colliderect(rect)]
    if not fitting:  # a box larger than the room around: as close as the area allows
        return near[0]
    return least_hidden(fitting, keep, avoid)


def slide_past(place: pygame.Rect, keep: Sequence[pygame.Rect], area: pygame.Rect,
               up: bool) -> pygame.Rect | None:
    """``place`` moved up (or down) just past the rects of ``keep`` it meets, if it then
    meets none, still lies in ``area`` and has moved its own height at most; None
    otherwise (and when it met none)."""
    box = place.copy()
    for _ in range(len(keep) + 1):  # each move leaves at least one more behind
        met = [k for k in keep if box.colliderect(k)]
        if not met:
            near = abs(box.y - place.y) <= place.h
            return box if box != place and near and area.contains(box) else None
        if up:
            box.bottom = min(k.top for k in met) - 4
        else:
            box.top = max(k.bottom for k in met) + 4
    return None


def least_hidden(places: Sequence[pygame.Rect], keep: Sequence[pygame.Rect],
                 avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """Of ``places``, the one that hides least of ``keep`` (texts), then the fewest of
    ``avoid`` (controls), then least of them; the first among equals."""
    controls = list(avoid)
    return min(places, key=lambda place: (hidden_area(place, keep),
                                          len(place.collidelistall(controls)),
                                          hidden_area(place, controls)))


def hidden_area(place: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    """How much of ``avoid`` a box at ``place`` would hide (square pixels)."""
    return sum(place.clip(other).w * place.clip(other).h for other in avoid)


def beside_pointer(size: tuple[int, int], pointer: tuple[int, int], area: pygame.Rect,
                   above: bool = False, avoid: Sequence[pygame.Rect] = (),
                   keep: Sequence[pygame.Rect] = (),
                   last: tuple[int, int] | None = None) -> pygame.Rect:
    """Where a box about what is under the pointer goes, inside ``area``: below and
    right of a mouse pointer, or over it if there is no room; above a finger's long
    press (``above``: the hand covers what is below it), or under it if there is none.
    ``keep`` (texts) and ``avoid`` (controls, a route's end cities, the map's captions):
    what the box should leave in sight: of the places around the pointer that fit in
    ``area``, the one that hides least of ``keep``, then least of ``avoid`` (the usual
    one among equals; by area: a route's end cities' dots count twice, as dot and name).
    ``last``: where the box stood from the pointer a frame ago (``topleft`` less the
    pointer), kept while it is one of those places, fits and hides no more than the best
    (moving along a row, the box went from side to side and back as the best place
    changed with the pointer)."""
    x, y = pointer
    box = pygame.Rect((x + 16, y + 18), size)
    if above:
        box.midbottom = (x, y - 36)
    box.clamp_ip(area)
    if box.collidepoint(pointer):
        box.bottom = y - 12
        if above and box.top < area.top:
            box.top = y + 48
        box.clamp_ip(area)
    clear = box.collidelist([*keep, *avoid]) < 0
    if clear and last is None:
        return box
    w, h = size
    below = [(x + 16, y + 18), (x - 16 - w, y + 18), (x - w // 2, y + 18)]
    over = [(x + 16, y - 12 - h), (x - 16 - w, y - 12 - h), (x - w // 2, y - 12 - h)]
    beside = [(x + 16, y - h // 2), (x - 16 - w, y - h // 2)]
    places = [box] + [pygame.Rect(corner, size) for corner in (
        over + below if above else below + over) + beside]

    def hides(place: pygame.Rect) -> tuple[int, int]:
        return hidden_area(place, keep), hidden_area(place, avoid)

    fitting = [p for p in places if area.contains(p) and not p.collidepoint(pointer)]
    best = box if clear else min(fitting, key=hides, default=box)
    kept = next((p for p in fitting if p is not box and (p.x - x, p.y - y) == last), None) \
        if last is not None else None
    return kept if kept is not None and hides(kept) <= hides(best) else best

