"""Draw Railyard's site icons (favicon, home-screen icons) into web/.

The PNGs are committed; run this only to change the artwork:

    python web/make_icons.py

The icon is two rails with sleepers curving through a rounded square, drawn at 512 px
with pygame and scaled down for the smaller sizes.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

import pygame

WEB = Path(__file__).resolve().parent
BACKGROUND = (32, 58, 48)
RAIL = (226, 214, 182)
SLEEPER = (140, 92, 56)
SIZE = 512

# file -> (size in pixels, safe-zone padding for maskable icons)
ICONS = {
    "favicon.png": (32, False),
    "static/icons/icon-192.png": (192, False),
    "static/icons/icon-512.png": (512, False),
    "static/icons/icon-maskable-512.png": (512, True),
    "static/icons/apple-touch-icon.png": (180, True),
}


def track_points(scale: float, offset: float) -> list[tuple[float, float]]:
    """Points along a gentle S-curve from the bottom-left to the top-right corner."""
    points = []
    for step in range(101):
        t = step / 100
        x = 0.12 + 0.76 * t
        y = 0.80 - 0.60 * t + 0.07 * math.sin(t * math.tau)
        points.append((offset + x * scale, offset + y * scale))
    return points


def normals(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    result = []
    for index in range(len(points)):
        nx, ny = points[min(index + 1, len(points) - 1)]
        px, py = points[max(index - 1, 0)]
        dx, dy = nx - px, ny - py
        length = math.hypot(dx, dy) or 1.0
        result.append((-dy / length, dx / length))
    return result


def draw_icon(maskable: bool) -> pygame.Surface:
    surface = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    if maskable:
        surface.fill(BACKGROUND)
        inner, offset = SIZE * 0.72, SIZE * 0.14
    else:
        pygame.draw.rect(surface, BACKGROUND, surface.get_rect(), border_radius=SIZE // 6)
        inner, offset = float(SIZE), 0.0
    points = track_points(inner, offset)
    gauge = inner * 0.075
    travelled, next_sleeper, previous = 0.0, inner * 0.05, points[0]
    for (x, y), (nx, ny) in zip(points, normals(points), strict=True):
        travelled += math.dist(previous, (x, y))
        previous = (x, y)
        if travelled >= next_sleeper:
            next_sleeper += inner * 0.1
            start = (x - nx * gauge * 1.6, y - ny * gauge * 1.6)
            end = (x + nx * gauge * 1.6, y + ny * gauge * 1.6)
            pygame.draw.line(surface, SLEEPER, start, end, max(2, int(inner * 0.035)))
    for side in (-1, 1):
        rail = [
            (x + nx * gauge * side, y + ny * gauge * side)
            for (x, y), (nx, ny) in zip(points, normals(points), strict=True)
        ]
        width = max(2, int(inner * 0.03))
        pygame.draw.lines(surface, RAIL, False, rail, width)
        for point in rail:  # round the joints so the thick polyline has no notches
            pygame.draw.circle(surface, RAIL, point, width / 2)
    return surface


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    artwork = {False: draw_icon(maskable=False), True: draw_icon(maskable=True)}
    for name, (size, maskable) in ICONS.items():
        target = WEB / name
        target.parent.mkdir(parents=True, exist_ok=True)
        image = pygame.transform.smoothscale(artwork[maskable], (size, size))
        pygame.image.save(image, str(target))
        print(f"wrote {target.relative_to(WEB)} ({size}x{size})")


if __name__ == "__main__":
    main()
