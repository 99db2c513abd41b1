"""Where things are on a Ticket to Ride map: cities projected from their real
coordinates, then nudged apart for legibility; routes as rows of car-sized spaces;
hit-testing for routes and cities.

The projection is equirectangular around the map's mean latitude, fitted into the
map rectangle (a little stretch is allowed so a map fills its area). A short
relaxation then pushes cities apart where a route has too little room for its cars,
and away from tracks that pass too close, while a spring keeps every city near its
projected place. Everything is deterministic and pure (no pygame surfaces).

The relaxation and the label placement take tens of milliseconds for a large map, so
each also comes as a generator that yields after every small step (a round, a city):
:func:`build_layout` and :meth:`MapLayout.label_steps` let the play scene spread them
over frames (see ``game/screens/ttr/prepare.py``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator
from dataclasses import dataclass

from rules.core.record import run_to_end
from rules.ttr.mapdata import TtrMap

Point = tuple[float, float]
Measure = Callable[[str], tuple[int, int]]  # a label's text -> its (w, h)

CITY_RADIUS = 7
CAR_WIDTH = 9
CAR_GAP = 2
TRACK_SPACING = 11  # between the centre lines of parallel tracks
MIN_CAR = 15  # the shortest car the relaxation aims for
CITY_HIT = 12  # a finger: as wide as no route's car centre falls inside (13 hid one)
ROUTE_HIT = 10  # parallel tracks 11 px apart: the nearest car wins
MAX_STRETCH = 1.7  # how much wider/taller than true the map may be drawn


@dataclass(frozen=True)
class Car:
    centre: Point
    corners: tuple[Point, Point, Point, Point]


@dataclass(frozen=True)
class RouteShape:
    id: int
    start: Point  # the centre line, from end a to end b (offset for parallel tracks)
    end: Point
    cars: tuple[Car, ...]
    angle: float  # degrees, for rotated symbols

    @property
    def middle(self) -> Point:
        return ((self.start[0] + self.end[0]) / 2, (self.start[1] + self.end[1]) / 2)


@dataclass(frozen=True)
class Label:
    city: int
    pos: Point  # the label's centre
    anchor: str


class MapLayout:
    """Positions of cities and route cars inside ``rect`` (x, y, w, h)."""

    def __init__(self, game_map: TtrMap, rect: tuple[int, int, int, int],
                 cities: list[Point] | None = None) -> None:
        """``cities``: the relaxed positions when already computed (:func:`build_layout`)."""
        self.map = game_map
        self.rect = rect
        self.projected = project(game_map, rect)
        self.cities = cities if cities is not None else relax(game_map, self.projected, rect)
        self.routes = tuple(self._route_shape(r.id) for r in game_map.routes)

    # ----- geometry -----------------------------------------------------------------
    def city(self, city: int) -> Point:
        return self.cities[city]

    def _route_shape(self, route_id: int) -> RouteShape:
        route = self.map.routes[route_id]
        a, b = self.cities[route.a], self.cities[route.b]
        if route.a > route.b:  # parallel tracks must share one direction for offsets
            a, b = b, a
        dx, dy = b[0] - a[0], b[1] - a[1]
        dist = math.hypot(dx, dy) or 1.0
        ux, uy = dx / dist, dy / dist
        nx, ny = -uy, ux
        group = sorted((route.id, *route.parallel))
        offset = (group.index(route.id) - (len(group) - 1) / 2) * TRACK_SPACING
        start = (a[0] + ux * (CITY_RADIUS + 2) + nx * offset,
                 a[1] + uy * (CITY_RADIUS + 2) + ny * offset)
        span = max(4.0, dist - 2 * (CITY_RADIUS + 2))
        step = span / route.length
        car_len = max(3.0, step - CAR_GAP)
        cars = []
        hw, hl = CAR_WIDTH / 2, car_len / 2
        for i in range(route.length):
            t = step * (i + 0.5)
            cx, cy = start[0] + ux * t, start[1] + uy * t
            corners = (
                (cx - ux * hl - nx * hw, cy - uy * hl - ny * hw),
                (cx + ux * hl - nx * hw, cy + uy * hl - ny * hw),
                (cx + ux * hl + nx * hw, cy + uy * hl + ny * hw),
                (cx - ux * hl + nx * hw, cy - uy * hl + ny * hw),
            )
            cars.append(Car((cx, cy), corners))
        end = (start[0] + ux * span, start[1] + uy * span)
        angle = -math.degrees(math.atan2(dy, dx))
        return RouteShape(route_id, start, end, tuple(cars), angle)

    # ----- hit-testing --------------------------------------------------------------
    def city_at(self, pos: tuple[int, int]) -> int | None:
        best, best_d = None, float(CITY_HIT)
        for index, (x, y) in enumerate(self.cities):
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= best_d:
                best, best_d = index, d
        return best

    def route_at(self, pos: tuple[int, int]) -> int | None:
        """The route under ``pos``: among tracks within reach, the one with a car
        nearest to the point (so crossing or touching tracks stay distinct)."""
        best, best_d = None, float("inf")
        for shape in self.routes:
            if segment_distance(pos, shape.start, shape.end) >= ROUTE_HIT:
                continue
            d = min(math.hypot(pos[0] - c.centre[0], pos[1] - c.centre[1]) for c in shape.cars)
            if d < best_d:
                best, best_d = shape.id, d
        return best

    def near(self, pos: tuple[int, int], reach: float) -> list[tuple[str, int]]:
        """The cities and the routes (a car of theirs) within ``reach`` of ``pos``,
        nearest first, as ("city", index) and ("route", id): what a fingertip there may
        have meant."""
        def distance(xy: Point) -> float:
            return math.hypot(pos[0] - xy[0], pos[1] - xy[1])
        found = [(distance(xy), "city", c) for c, xy in enumerate(self.cities)]
        found += [(min(distance(car.centre) for car in shape.cars), "route", shape.id)
                  for shape in self.routes]
        return [(kind, index) for d, kind, index in sorted(found) if d <= reach]

    def labels(self, measure: Measure) -> list[Label]:
        """City labels placed where they cover the fewest cities, tracks and labels.

        ``measure(text) -> (w, h)`` gives a label's size."""
        return run_to_end(self.label_steps(measure))

    def label_steps(self, measure: Measure) -> Generator[None, None, list[Label]]:
        """:meth:`labels`, yielding after each city's label."""
        self._route_boxes = [
            (min(sh.start[0], sh.end[0]), min(sh.start[1], sh.end[1]),
             max(sh.start[0], sh.end[0]), max(sh.start[1], sh.end[1])) for sh in self.routes]
        placed: list[tuple[float, float, float, float]] = []
        result = []
        order = sorted(range(len(self.cities)), key=lambda c: self.cities[c][1])
        for city in order:
            x, y = self.cities[city]
            w, h = measure(self.map.cities[city].name)
            best = None
            for anchor, (ox, oy) in _LABEL_SPOTS:
                cx = x + ox * (w / 2 + CITY_RADIUS + 2)
                cy = y + oy * (h / 2 + CITY_RADIUS + 1)
                box = (cx - w / 2, cy - h / 2, w, h)
                cost = self._label_cost(box, placed, city)
                if best is None or cost < best[0]:
                    best = (cost, anchor, (cx, cy), box)
            assert best is not None
            placed.append(best[3])
            result.append(Label(city, best[2], best[1]))
            yield
        return result

    def _label_cost(self, box, placed, city) -> float:
        x, y, w, h = box
        left, top, right, bottom = self.rect[0], self.rect[1], (self.rect[0] + self.rect[2]), (
            self.rect[1] + self.rect[3])
        cost = 0.0
        if x < left or y < top or x + w > right or y + h > bottom:
            cost += 1000
        span = right - left
        if y < top + 40 and x + w > left + span * 0.15 and x < left + span * 0.85:
            cost += 500  # under the status line
        for other in placed:
            cost += 300 * _overlap(box, other)
        for index, (cx, cy) in enumerate(self.cities):
            if index != city and x - 8 < cx < x + w + 8 and y - 8 < cy < y + h + 8:
                cost += 400
        reach = CAR_WIDTH / 2 + 1
        near = [shape for shape, (x0, y0, x1, y1) in zip(self.routes, self._route_boxes,
                                                         strict=True)
                if x0 - reach < x + w and x1 + reach > x and y0 - reach < y + h
                and y1 + reach > y]
        if near:
            for i in range(5):
                for j in range(3):
                    point = (x + w * i / 4, y + h * j / 2)
                    for shape in near:
                        if segment_distance(point, shape.start, shape.end) < reach:
                            cost += 6
        return cost


_LABEL_SPOTS = (
    ("below", (0, 1)), ("above", (0, -1)), ("right", (1, 0)), ("left", (-1, 0)),
    ("below-right", (0.8, 0.9)), ("above-right", (0.8, -0.9)),
    ("below-left", (-0.8, 0.9)), ("above-left", (-0.8, -0.9)),
)


def _overlap(a, b) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h) / max(1.0, a[2] * a[3]) if w > 0 and h > 0 else 0.0


def segment_distance(p: Point | tuple[int, int], a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy)
                                            / length2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def project(game_map: TtrMap, rect: tuple[int, int, int, int], margin: int = 48,
            top_margin: int = 54) -> list[Point]:
    """Equirectangular projection of the cities, fitted into ``rect``."""
    lats = [c.lat for c in game_map.cities]
    lons = [c.lon for c in game_map.cities]
    k = math.cos(math.radians(sum(lats) / len(lats)))
    xs = [lon * k for lon in lons]
    ys = [-lat for lat in lats]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    w, h = rect[2] - 2 * margin, rect[3] - margin - top_margin
    sx, sy = w / max(1e-9, x1 - x0), h / max(1e-9, y1 - y0)
    s = min(sx, sy)
    sx, sy = min(sx, s * MAX_STRETCH), min(sy, s * MAX_STRETCH)
    used_w, used_h = (x1 - x0) * sx, (y1 - y0) * sy
    ox = rect[0] + margin + (w - used_w) / 2
    oy = rect[1] + top_margin + (h - used_h) / 2
    return [(ox + (x - x0) * sx, oy + (y - y0) * sy) for x, y in zip(xs, ys, strict=True)]


def build_layout(game_map: TtrMap, rect: tuple[int, int, int, int],
                 ) -> Generator[None, None, MapLayout]:
    """The same :class:`MapLayout` as ``MapLayout(game_map, rect)``, yielding after each
    round of the relaxation (about 0.3 ms each for Europe)."""
    cities = yield from relax_steps(game_map, project(game_map, rect), rect)
    return MapLayout(game_map, rect, cities)


def relax(game_map: TtrMap, start: list[Point], rect: tuple[int, int, int, int],
          rounds: int = 140) -> list[Point]:
    """Nudge cities apart where routes are too short for their cars, and away from
    tracks passing close by; a spring holds each city near its projected place."""
    return run_to_end(relax_steps(game_map, start, rect, rounds))


def relax_steps(game_map: TtrMap, start: list[Point], rect: tuple[int, int, int, int],
                rounds: int = 140) -> Generator[None, None, list[Point]]:
    """:func:`relax`, yielding after each round."""
    xs = [p[0] for p in start]
    ys = [p[1] for p in start]
    n = len(xs)
    wants: dict[tuple[int, int], float] = {}
    for r in game_map.routes:
        key = (min(r.a, r.b), max(r.a, r.b))
        wants[key] = max(wants.get(key, 0), r.length * MIN_CAR + 2 * CITY_RADIUS + 8)
    pairs = list(wants.items())
    left, top = rect[0] + 22, rect[1] + 48
    right, bottom = rect[0] + rect[2] - 22, rect[1] + rect[3] - 18
    spacing = 34.0
    clear = 24.0
    hypot = math.hypot
    for round_ in range(rounds):
        mx = [0.0] * n
        my = [0.0] * n
        for (a, b), want in pairs:
            dx, dy = xs[b] - xs[a], ys[b] - ys[a]
            d = hypot(dx, dy)
            if d < want:
                if d < 1e-6:
                    dx, dy, d = 1.0, 0.0, 1.0
                shift = (want - d) / 4 / d
                mx[a] -= dx * shift
                my[a] -= dy * shift
                mx[b] += dx * shift
                my[b] += dy * shift
        for a in range(n):
            xa, ya = xs[a], ys[a]
            for b in range(a + 1, n):
                dx, dy = xs[b] - xa, ys[b] - ya
                if -spacing < dx < spacing and -spacing < dy < spacing:
                    d = hypot(dx, dy)
                    if d < spacing:
                        if d < 1e-6:
                            dx, dy, d = 1.0, 0.0, 1.0
                        shift = (spacing - d) / 4 / d
                        mx[a] -= dx * shift
                        my[a] -= dy * shift
                        mx[b] += dx * shift
                        my[b] += dy * shift
        if round_ % 2 == 0:
            for (a, b), _ in pairs:
                ax, ay, bx, by = xs[a], ys[a], xs[b], ys[b]
                x0, x1 = (ax, bx) if ax < bx else (bx, ax)
                y0, y1 = (ay, by) if ay < by else (by, ay)
                sx, sy = bx - ax, by - ay
                length2 = sx * sx + sy * sy or 1.0
                length = math.sqrt(length2)
                for c in range(n):
                    cx, cy = xs[c], ys[c]
                    if c in (a, b) or cx < x0 - clear or cx > x1 + clear or \
                            cy < y0 - clear or cy > y1 + clear:
                        continue
                    t = max(0.0, min(1.0, ((cx - ax) * sx + (cy - ay) * sy) / length2))
                    px, py = cx - ax - t * sx, cy - ay - t * sy
                    d = hypot(px, py)
                    if d < clear:
                        nx, ny = -sy / length, sx / length
                        sign = 1.0 if px * nx + py * ny >= 0 else -1.0
                        mx[c] += sign * nx * (clear - d)
                        my[c] += sign * ny * (clear - d)
        for i in range(n):
            x = xs[i] + mx[i] + (start[i][0] - xs[i]) * 0.015
            y = ys[i] + my[i] + (start[i][1] - ys[i]) * 0.015
            xs[i] = right if x > right else left if x < left else x
            ys[i] = bottom if y > bottom else top if y < top else y
        yield
    return [(round(x, 1), round(y, 1)) for x, y in zip(xs, ys, strict=True)]
