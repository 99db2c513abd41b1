"""Tile pictures: every face of every die in every orientation, drawn from the rules'
own side and connection data and cached per (variant, size).

A picture is transparent except for what is drawn, so it sits on a board cell, a die
or a highlight alike. Roads are wide grey bands with a dashed centre line; railways
are thin black lines on sleepers; stations are black squares; an overpass or bridge
lifts the road (or railway) over the other line on a pale casing. Water and lava fill
the part of the space their sides open onto. Drawn at twice the size and smoothed
down, so lines stay clean at phone sizes.
"""

from __future__ import annotations

import itertools
import math

import pygame

from rules.railroad_ink.tiles import (
    FACES,
    LAKE,
    LAVA,
    RAIL,
    RIVER,
    ROAD,
    V_FACE,
    V_GROUPS,
    V_SIDES,
    VOLCANO_FACE,
)

PAPER = pygame.Color("#f3ecda")
PAPER_DARK = pygame.Color("#e4dac1")
GRID = pygame.Color("#c7bb9d")
INK = pygame.Color("#262a31")
ROAD_FILL = pygame.Color("#4a4f58")
ROAD_DASH = pygame.Color("#f3ecda")
RIVER_FILL = pygame.Color("#3f93cf")
RIVER_LIGHT = pygame.Color("#9bd0f0")
LAKE_FILL = pygame.Color("#6fb4e2")
LAKE_SHORE = pygame.Color("#2f78b0")
LAVA_FILL = pygame.Color("#e2582a")
LAVA_LIGHT = pygame.Color("#f7a23b")
LAVA_DARK = pygame.Color("#8f2c17")
CRATER_FILL = pygame.Color("#a59a84")
CRATER_RIM = pygame.Color("#6d6455")

_MID = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))
_CORNER = {frozenset({0, 1}): (1.0, 0.0), frozenset({1, 2}): (1.0, 1.0),
           frozenset({2, 3}): (0.0, 1.0), frozenset({3, 0}): (0.0, 0.0)}
_DRAW_ORDER = (RIVER, RAIL, ROAD)
SUPERSAMPLE = 2

Point = tuple[float, float]


def _strokes(variant: int) -> list[tuple[int, list[Point], bool]]:
    """(side kind, polyline in unit coordinates, is a straight crossing) per line."""
    sides, groups = V_SIDES[variant], V_GROUPS[variant]
    face = FACES[V_FACE[variant]]
    lines: list[tuple[int, list[Point], bool]] = []
    by_group: dict[int, list[int]] = {}
    for side in range(4):
        if sides[side] in (ROAD, RAIL, RIVER):
            by_group.setdefault(groups[side], []).append(side)
    crossing = len(by_group) >= 2
    for members in by_group.values():
        kinds = {sides[s] for s in members}
        if len(members) == 2 and len(kinds) == 1 and not face.station:
            a, b = members
            kind = sides[a]
            if (a + 2) % 4 == b:
                lines.append((kind, [_MID[a], _MID[b]], crossing))
            else:
                lines.append((kind, _arc(a, b), False))
            continue
        for side in members:  # spokes into the middle (junctions, stations, piers)
            end = (0.5, 0.5)
            lines.append((sides[side], [_MID[side], end], False))
    lines.sort(key=lambda line: _DRAW_ORDER.index(line[0]))
    return lines


def _arc(a: int, b: int, steps: int = 14) -> list[Point]:
    cx, cy = _CORNER[frozenset({a, b})]
    (ax, ay), (bx, by) = _MID[a], _MID[b]
    start = math.atan2(ay - cy, ax - cx)
    end = math.atan2(by - cy, bx - cx)
    delta = (end - start + math.pi) % (2 * math.pi) - math.pi
    return [(cx + 0.5 * math.cos(start + delta * i / steps),
             cy + 0.5 * math.sin(start + delta * i / steps)) for i in range(steps + 1)]


def _scaled(points: list[Point], size: int) -> list[tuple[float, float]]:
    return [(x * size, y * size) for x, y in points]


def _band(surface: pygame.Surface, points: list[tuple[float, float]], width: float,
          colour: pygame.Color) -> None:
    w = max(1, round(width))
    pygame.draw.lines(surface, colour, False, points, w)
    for x, y in points[1:-1]:
        pygame.draw.circle(surface, colour, (x, y), w / 2)


def _walk(points: list[tuple[float, float]], step: float) -> list[tuple[float, ...]]:
    """Points every ``step`` along a polyline: (x, y, unit dx, unit dy)."""
    out = []
    carry = step / 2
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = math.hypot(x1 - x0, y1 - y0)
        if length == 0:
            continue
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        pos = carry
        while pos < length:
            out.append((x0 + ux * pos, y0 + uy * pos, ux, uy))
            pos += step
        carry = pos - length
    return out


def _draw_line(surface: pygame.Surface, kind: int, points: list[tuple[float, float]],
               size: int, lifted: bool) -> None:
    if lifted:  # a pale casing where it passes over the other line
        (x0, y0), (x1, y1) = points[0], points[-1]
        inner = [(x0 + (x1 - x0) * 0.2, y0 + (y1 - y0) * 0.2),
                 (x0 + (x1 - x0) * 0.8, y0 + (y1 - y0) * 0.8)]
        width = (0.40 if kind == ROAD else 0.34) * size
        _band(surface, inner, width, PAPER)
        for offset in (-1, 1):  # bridge rails
            nx, ny = -(y1 - y0), (x1 - x0)
            norm = math.hypot(nx, ny) or 1
            dx, dy = nx / norm * width / 2 * offset, ny / norm * width / 2 * offset
            pygame.draw.line(surface, INK, (inner[0][0] + dx, inner[0][1] + dy),
                             (inner[1][0] + dx, inner[1][1] + dy), max(1, size // 40))
    if kind == ROAD:
        _band(surface, points, 0.30 * size, ROAD_FILL)
        for x, y, ux, uy in _walk(points, 0.16 * size)[::1]:
            half = 0.045 * size
            pygame.draw.line(surface, ROAD_DASH, (x - ux * half, y - uy * half),
                             (x + ux * half, y + uy * half), max(1, round(0.035 * size)))
    elif kind == RAIL:
        for x, y, ux, uy in _walk(points, 0.13 * size):
            half = 0.12 * size
            pygame.draw.line(surface, INK, (x - uy * half, y + ux * half),
                             (x + uy * half, y - ux * half), max(1, round(0.035 * size)))
        _band(surface, points, 0.07 * size, INK)
    elif kind == RIVER:
        _band(surface, points, 0.26 * size, RIVER_FILL)
        _band(surface, points, 0.06 * size, RIVER_LIGHT)


def _area(surface: pygame.Surface, sides: tuple[int, ...], kind: int, size: int) -> None:
    """Fill the part of the space that lake or lava sides open onto."""
    open_sides = [s for s in range(4) if sides[s] == kind]
    if not open_sides:
        return
    fill, edge = (LAKE_FILL, LAKE_SHORE) if kind == LAKE else (LAVA_FILL, LAVA_DARK)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    half = size // 2
    if len(open_sides) == 4:
        layer.fill(fill)
    elif len(open_sides) == 1:
        side = open_sides[0]
        box = pygame.Rect(0, 0, int(size * 0.9), int(size * 0.9))
        box.center = (int(_MID[side][0] * size), int(_MID[side][1] * size))
        pygame.draw.ellipse(layer, fill, box)
    elif len(open_sides) == 2 and (open_sides[0] + 2) % 4 == open_sides[1]:
        band = int(size * 0.72)
        if open_sides[0] == 0:
            layer.fill(fill, ((size - band) // 2, 0, band, size))
        else:
            layer.fill(fill, (0, (size - band) // 2, size, band))
    else:
        for side in open_sides:
            rect = {0: (0, 0, size, half), 1: (half, 0, size - half, size),
                    2: (0, half, size, size - half), 3: (0, 0, half, size)}[side]
            layer.fill(fill, rect)
        pygame.draw.circle(layer, fill, (half, half), int(size * 0.36))
        for side in range(4):  # round off the dry corners a little
            if side not in open_sides:
                rect = {0: (0, 0, size, int(size * 0.16)), 1: (int(size * 0.84), 0, size, size),
                        2: (0, int(size * 0.84), size, size), 3: (0, 0, int(size * 0.16), size)}
                layer.fill((0, 0, 0, 0), rect[side])
    # a shore line: the fill's outline, one ring inwards
    mask = pygame.mask.from_surface(layer)
    outline = mask.outline()
    edge_points = [p for p in outline if 1 < p[0] < size - 2 and 1 < p[1] < size - 2]
    surface.blit(layer, (0, 0))
    for point in edge_points[::1]:
        surface.fill(edge, (point[0] - 1, point[1] - 1, 3, 3))
    if kind == LAVA:
        rng = [(0.3, 0.3), (0.7, 0.35), (0.45, 0.7), (0.8, 0.8), (0.2, 0.75), (0.55, 0.15)]
        for fx, fy in rng:
            if layer.get_at((int(fx * size), int(fy * size))).a:
                pygame.draw.circle(surface, LAVA_LIGHT, (fx * size, fy * size), size * 0.045)
    else:
        for fx, fy in ((0.3, 0.35), (0.68, 0.62)):
            if layer.get_at((int(fx * size), int(fy * size))).a:
                x, y = fx * size, fy * size
                pygame.draw.arc(surface, LAKE_SHORE, (x - size * 0.08, y, size * 0.16,
                                                      size * 0.1), 0.3, 2.8, max(1, size // 60))


def _paint(variant: int, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    sides = V_SIDES[variant]
    face = FACES[V_FACE[variant]]
    _area(surface, sides, LAKE, size)
    _area(surface, sides, LAVA, size)
    if V_FACE[variant] == VOLCANO_FACE:
        cone = [(0.5 * size, 0.2 * size), (0.82 * size, 0.78 * size), (0.18 * size, 0.78 * size)]
        pygame.draw.polygon(surface, LAVA_DARK, cone)
        pygame.draw.polygon(surface, INK, cone, max(1, size // 40))
        pygame.draw.circle(surface, LAVA_LIGHT, (0.5 * size, 0.26 * size), size * 0.07)
    lines = _strokes(variant)
    crossings = [line for line in lines if line[2]]
    lifted_kind = crossings[-1][0] if len(crossings) >= 2 else None
    for kind, points, crossing in lines:
        lifted = crossing and kind == lifted_kind
        _draw_line(surface, kind, _scaled(points, size), size, lifted)
    has_route = any(s in (ROAD, RAIL) for s in sides)
    if face.station:
        box = pygame.Rect(0, 0, int(size * 0.34), int(size * 0.34))
        box.center = (size // 2, size // 2)
        pygame.draw.rect(surface, INK, box, border_radius=max(1, size // 40))
        pygame.draw.rect(surface, PAPER, box.inflate(-size * 0.14, -size * 0.14))
        pygame.draw.rect(surface, INK, box.inflate(-size * 0.2, -size * 0.2))
    elif face.kind == "lake" and has_route:  # a pier: a little landing stage
        box = pygame.Rect(0, 0, int(size * 0.24), int(size * 0.24))
        box.center = (size // 2, size // 2)
        pygame.draw.rect(surface, PAPER, box)
        pygame.draw.rect(surface, INK, box, max(1, size // 40))
    elif sum(1 for s in sides if s in (ROAD, RAIL)) >= 3 and max(V_GROUPS[variant]) == 0:
        kind = ROAD if ROAD in sides else RAIL
        radius = size * (0.15 if kind == ROAD else 0.06)
        pygame.draw.circle(surface, ROAD_FILL if kind == ROAD else INK, (size / 2, size / 2),
                           radius)
    return surface


class TileArt:
    """Cached pictures of faces, dice, craters and exits."""

    def __init__(self) -> None:
        self._tiles: dict[tuple[int, int], pygame.Surface] = {}
        self._misc: dict[tuple[str, int], pygame.Surface] = {}

    def tile(self, variant: int, size: int) -> pygame.Surface:
        key = (variant, size)
        found = self._tiles.get(key)
        if found is None:
            big = _paint(variant, size * SUPERSAMPLE)
            found = pygame.transform.smoothscale(big, (size, size))
            found = _optimized(found)
            self._tiles[key] = found
        return found

    def crater(self, size: int) -> pygame.Surface:
        key = ("crater", size)
        found = self._misc.get(key)
        if found is None:
            big = size * SUPERSAMPLE
            surface = pygame.Surface((big, big), pygame.SRCALPHA)
            pygame.draw.circle(surface, CRATER_FILL, (big / 2, big / 2), big * 0.36)
            pygame.draw.circle(surface, CRATER_RIM, (big / 2, big / 2), big * 0.36, big // 14)
            pygame.draw.circle(surface, CRATER_RIM, (big * 0.42, big * 0.44), big * 0.1)
            pygame.draw.circle(surface, CRATER_RIM, (big * 0.6, big * 0.6), big * 0.06)
            found = _optimized(pygame.transform.smoothscale(surface, (size, size)))
            self._misc[key] = found
        return found

    def exit_stub(self, kind: int, size: int) -> pygame.Surface:
        """An exit on the board's edge, pointing north (rotate for other sides)."""
        key = (f"exit{kind}", size)
        found = self._misc.get(key)
        if found is None:
            big = size * SUPERSAMPLE
            h = big * 3 // 8
            surface = pygame.Surface((big, h), pygame.SRCALPHA)
            points = [(big / 2, 0.0), (big / 2, float(h))]
            if kind == ROAD:
                _band(surface, points, 0.30 * big, ROAD_FILL)
                pygame.draw.line(surface, ROAD_DASH, (big / 2, h * 0.25), (big / 2, h * 0.65),
                                 max(1, round(0.035 * big)))
            else:
                for y in (h * 0.25, h * 0.6):
                    pygame.draw.line(surface, INK, (big * 0.38, y), (big * 0.62, y),
                                     max(1, round(0.035 * big)))
                _band(surface, points, 0.07 * big, INK)
            found = _optimized(pygame.transform.smoothscale(surface, (size, size * 3 // 8)))
            self._misc[key] = found
        return found


def _optimized(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface
