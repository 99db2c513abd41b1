"""Painting a Ticket to Ride map: a generated landscape, the routes as rows of cars,
cities and their labels (the static layer, drawn once), then claimed routes,
stations, passengers and carts (redrawn only when they change).

The static layer and the labels' places depend only on the map, its rectangle, the
label font and the colour-blind setting: they are made once per process and shared
by every screen (:data:`_statics`). :meth:`BoardPainter.static_steps` makes them in
small steps (about a millisecond each), so the play scene can spread them over frames
(``game/screens/ttr/prepare.py``); otherwise the first draw makes them at once.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field

import pygame

from game import draw
from game.screens.ttr import cards as K
from game.screens.ttr.layout import CITY_RADIUS, Label, MapLayout, RouteShape
from game.theme import Theme
from rules.core.record import run_to_end

SEA = (38, 64, 86)
SEA_LINE = (54, 86, 110)
SHORE = (120, 134, 120)
LAND = (184, 172, 134)
LAND_DARK = (166, 154, 116)
COUNTRY = (150, 136, 150)
TRACK_EDGE = (28, 26, 24)
LABEL_SIZE = 12
#: Germany's passenger colours (rules.ttr.germany.PASSENGER_COLOURS order)
PASSENGER_RGB = ((214, 64, 52), (36, 36, 40), (72, 160, 70), (236, 200, 56), (56, 116, 204),
                 (240, 240, 234))
#: the train card colour whose mark (cards.MARKS) a passenger colour wears
PASSENGER_CARD = (0, 7, 3, 2, 4, 6)
#: Steps of the static layer: texture pixels and open routes painted per step.
TEXTURE_STEP = 1200
ROUTES_STEP = 12


@dataclass
class Statics:
    """What a map looks like before play: label places, the label layer, the base."""

    labels: list[Label] | None = None
    label_layer: pygame.Surface | None = None
    base: dict[bool, pygame.Surface] = field(default_factory=dict)  # by colour-blindness


#: (map name, rect, label font, landscape seed) -> its static layer, shared by every
#: screen (three maps, one rectangle: a few megabytes of surfaces at most).
_statics: dict[tuple[str, tuple[int, int, int, int], str, int], Statics] = {}


class BoardPainter:
    def __init__(self, theme: Theme, layout: MapLayout, seed: int = 7) -> None:
        self.theme = theme
        self.layout = layout
        self.map = layout.map
        x, y, w, h = layout.rect
        self.origin = (x, y)
        self.size = (w, h)
        self.seed = seed
        self._board_key: object = None
        self._board: pygame.Surface | None = None
        key = (layout.map.name, tuple(layout.rect), str(theme.font_paths["bold"]), seed)
        self.statics = _statics.setdefault(key, Statics())

    @property
    def labels(self) -> list[Label]:
        if self.statics.labels is None:
            run_to_end(self.label_steps())
        assert self.statics.labels is not None
        return self.statics.labels

    def measure(self, text: str) -> tuple[int, int]:
        return (self.theme.text_width(text, LABEL_SIZE, True) + 4,
                self.theme.line_height(LABEL_SIZE, True))

    def label_steps(self) -> Generator[None, None, None]:
        labels = yield from self.layout.label_steps(self.measure)
        self.statics.labels = labels

    def ready(self, colour_blind: bool) -> bool:
        """Whether the static layer for ``colour_blind`` is made."""
        return colour_blind in self.statics.base

    def static_steps(self, colour_blind: bool) -> Generator[None, None, None]:
        """Make the labels' places, the label layer and the base for ``colour_blind``
        (what is not made yet), yielding after every small step."""
        if self.statics.labels is None:
            yield from self.label_steps()
        if self.statics.label_layer is None:
            yield from self.label_layer_steps()
        if colour_blind not in self.statics.base:
            yield from self.base_steps(colour_blind)

    # ----- coordinates --------------------------------------------------------------
    def local(self, p: tuple[float, float]) -> tuple[float, float]:
        return (p[0] - self.origin[0], p[1] - self.origin[1])

    # ----- the static layer -----------------------------------------------------------
    def base(self, colour_blind: bool) -> pygame.Surface:
        if colour_blind not in self.statics.base:
            run_to_end(self.static_steps(colour_blind))
        return self.statics.base[colour_blind]

    def base_steps(self, colour_blind: bool) -> Generator[None, None, None]:
        surface = pygame.Surface(self.size)
        yield from self.paint_landscape(surface)
        for first in range(0, len(self.layout.routes), ROUTES_STEP):
            for shape in self.layout.routes[first:first + ROUTES_STEP]:
                self.paint_open_route(surface, shape, colour_blind)
            yield
        self.paint_cities(surface)
        self.statics.base[colour_blind] = surface.convert() if pygame.display.get_surface() \
            else surface

    def paint_landscape(self, surface: pygame.Surface) -> Generator[None, None, None]:
        """Sea, then land grown around the cities and the overland tracks (yielding
        between parts of the texture)."""
        w, h = self.size
        surface.fill(SEA)
        rng = random.Random(self.seed)
        for _ in range(w * h // 2600):
            x, y = rng.randrange(w), rng.randrange(h)
            pygame.draw.arc(surface, SEA_LINE, (x, y, 14, 8), 0.3, 2.8, 1)
        cities = [self.local(p) for p in self.layout.cities]
        overland = [r for r in self.map.routes if not r.locomotives]
        for colour, grow in ((SHORE, 7), (LAND, 0)):
            for r in overland:
                a, b = cities[r.a], cities[r.b]
                pygame.draw.line(surface, colour, a, b, 2 * (30 + grow))
            for (cx, cy), city in zip(cities, self.map.cities, strict=True):
                radius = 44 + grow + (city.id * 7) % 11
                pygame.draw.circle(surface, colour, (cx, cy), radius)
        yield
        # a soft texture so the land is not flat
        for index in range(w * h // 90):
            x, y = rng.randrange(w), rng.randrange(h)
            if surface.get_at((x, y))[:3] == LAND:
                surface.set_at((x, y), LAND_DARK)
            if index % TEXTURE_STEP == TEXTURE_STEP - 1:
                yield
        for _ in range(w * h // 5000):
            x, y = rng.randrange(w), rng.randrange(h)
            if surface.get_at((x, y))[:3] == LAND:
                pygame.draw.circle(surface, LAND_DARK, (x, y), rng.randrange(6, 16), 1)
        pygame.draw.rect(surface, (20, 30, 40), surface.get_rect(), 2)

    def car_points(self, shape: RouteShape, index: int) -> list[tuple[float, float]]:
        return [self.local(p) for p in shape.cars[index].corners]

    def paint_open_route(self, surface: pygame.Surface, shape: RouteShape,
                         colour_blind: bool) -> None:
        route = self.map.routes[shape.id]
        fill = pygame.Color(*K.rgb(route.colour)).lerp(LAND, 0.18)
        for i, car in enumerate(shape.cars):
            points = _grown(self.car_points(shape, i), self.local(car.centre), -0.8)
            pygame.draw.polygon(surface, fill, points)
            edge_width = 2 if route.tunnel else 1
            pygame.draw.polygon(surface, TRACK_EDGE, points, edge_width)
            centre = self.local(car.centre)
            if route.tunnel:
                # tunnels: dark dashed ends, like the printed board's hatching
                for j in (0, 2):
                    pa, pb = points[j], points[j + 1]
                    mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
                    pygame.draw.line(surface, TRACK_EDGE, pa, mid, 2)
            if i < route.locomotives:
                self.paint_ferry_symbol(surface, centre)
            elif route.carts and i < route.carts:
                self.paint_cart(surface, centre)
            elif colour_blind and route.colour >= 0:
                K.mark(surface, route.colour, centre, 6)

    def paint_ferry_symbol(self, surface: pygame.Surface, centre: tuple[float, float]) -> None:
        """A locomotive symbol: a white disc with a tiny engine."""
        cx, cy = centre
        pygame.draw.circle(surface, (250, 250, 246), (cx, cy), 5)
        pygame.draw.circle(surface, TRACK_EDGE, (cx, cy), 5, 1)
        pygame.draw.rect(surface, TRACK_EDGE, (cx - 3, cy - 1, 6, 3))
        pygame.draw.rect(surface, TRACK_EDGE, (cx - 3, cy - 3, 2, 2))

    def paint_cart(self, surface: pygame.Surface, centre: tuple[float, float]) -> None:
        """Amsterdam's cart symbol: a small hand cart on a pale disc."""
        cx, cy = centre
        pygame.draw.circle(surface, (250, 240, 210), (cx, cy), 6)
        pygame.draw.circle(surface, (90, 60, 30), (cx, cy), 6, 1)
        pygame.draw.rect(surface, (120, 72, 32), (cx - 4, cy - 3, 8, 4))
        pygame.draw.circle(surface, (50, 34, 20), (cx - 2, cy + 2), 1.6)
        pygame.draw.circle(surface, (50, 34, 20), (cx + 2, cy + 2), 1.6)

    def paint_cities(self, surface: pygame.Surface) -> None:
        for city in self.map.cities:
            cx, cy = self.local(self.layout.cities[city.id])
            if city.dead_end:
                box = pygame.Rect(0, 0, 22, 16)
                box.center = (int(cx), int(cy))
                pygame.draw.rect(surface, COUNTRY, box, border_radius=4)
                pygame.draw.rect(surface, TRACK_EDGE, box, 2, border_radius=4)
            else:
                pygame.draw.circle(surface, TRACK_EDGE, (cx, cy), CITY_RADIUS + 1)
                pygame.draw.circle(surface, (226, 90, 60), (cx, cy), CITY_RADIUS - 1)
                pygame.draw.circle(surface, (250, 240, 220), (cx, cy), CITY_RADIUS - 3)
        surface.blit(self.label_layer(), (0, 0))

    def label_layer(self) -> pygame.Surface:
        """City names with a light halo, on a transparent layer (blitted over claimed
        trains too, so names stay readable)."""
        if self.statics.label_layer is None:
            run_to_end(self.label_layer_steps())
        assert self.statics.label_layer is not None
        return self.statics.label_layer

    def label_layer_steps(self) -> Generator[None, None, None]:
        theme = self.theme
        layer = pygame.Surface(self.size, pygame.SRCALPHA)
        for index, label in enumerate(self.labels):
            name = self.map.cities[label.city].name
            x, y = self.local(label.pos)
            halo = theme.render(name, LABEL_SIZE, (250, 244, 228), True)
            ink = theme.render(name, LABEL_SIZE, (30, 26, 22), True)
            rect = ink.get_rect(center=(int(x), int(y)))
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1),
                           (-1, 1)):
                layer.blit(halo, rect.move(dx, dy))
            layer.blit(ink, rect)
            if index % 8 == 7:
                yield
        self.statics.label_layer = draw.optimized(layer)

    # ----- the changing layer -----------------------------------------------------------
    def board(
        self, colour_blind: bool, owners: Sequence[int], seat_colours: Sequence[int],
        stations: Sequence[int], hidden: frozenset[int] = frozenset(),
    ) -> pygame.Surface:
        """The map with claimed routes (except ``hidden`` ones, being animated) and
        stations. New routes and stations are painted onto the last board; it is
        rebuilt from the base only when something was taken away (undo)."""
        shown = tuple(o if r not in hidden else -1 for r, o in enumerate(owners))
        stations = tuple(stations)
        style = (colour_blind, tuple(seat_colours))
        old = self._board_key
        incremental = (
            self._board is not None and isinstance(old, tuple) and old[0] == style
            and all(was < 0 or was == now for was, now in zip(old[1], shown, strict=True))
            and all(was < 0 or was == now for was, now in zip(old[2], stations, strict=True))
        )
        if incremental and old == (style, shown, stations):
            assert self._board is not None
            return self._board
        if incremental:
            assert self._board is not None and isinstance(old, tuple)
            board = self._board
            before_routes, before_stations = old[1], old[2]
        else:
            board = self.base(colour_blind).copy()
            before_routes, before_stations = (-1,) * len(shown), (-1,) * len(stations)
        for route, owner in enumerate(shown):
            if owner >= 0 and before_routes[route] < 0:
                self.paint_claimed(board, self.layout.routes[route], seat_colours[owner],
                                   colour_blind)
        if any(o >= 0 and before_routes[r] < 0 for r, o in enumerate(shown)) or any(
                o >= 0 and before_stations[c] < 0 for c, o in enumerate(stations)):
            board.blit(self.label_layer(), (0, 0))
            # stations over the names, beside their city where its name is not (a
            # station at Smolensk stood under «Smolensk», a red corner of it showing)
            for city, owner in enumerate(stations):
                if owner >= 0:
                    self.paint_station(board, self.station_spot(city), seat_colours[owner],
                                       colour_blind)
        self._board, self._board_key = board, (style, shown, stations)
        return board

    def paint_claimed(self, surface: pygame.Surface, shape: RouteShape, seat: int,
                      colour_blind: bool, cars: int | None = None, offset=(0, 0)) -> None:
        """A claimed route: train cars in the owner's colour (``cars`` of them, for the
        filling animation). ``offset`` is added to local coordinates."""
        style = self.theme.seat(seat)
        body = style.color
        top = body.lerp((255, 255, 255), 0.35)
        ox, oy = offset
        count = len(shape.cars) if cars is None else cars
        for i in range(count):
            car = shape.cars[i]
            cx, cy = self.local(car.centre)
            centre = (cx + ox, cy + oy)
            base = [(x + ox, y + oy) for x, y in self.car_points(shape, i)]
            outer = _grown(base, centre, 3.6)
            points = _grown(base, centre, 1.9)
            pygame.draw.polygon(surface, (10, 10, 12), [(x + 1, y + 2) for x, y in outer])
            pygame.draw.polygon(surface, (250, 248, 240), outer)
            pygame.draw.polygon(surface, body, points)
            pa, pb = points[0], points[1]
            pygame.draw.line(surface, top, ((pa[0] * 3 + points[3][0]) / 4,
                                            (pa[1] * 3 + points[3][1]) / 4),
                             ((pb[0] * 3 + points[2][0]) / 4, (pb[1] * 3 + points[2][1]) / 4), 2)
            pygame.draw.polygon(surface, body.lerp((0, 0, 0), 0.5), points, 1)
        if colour_blind and count == len(shape.cars):
            # the owner's symbol on a badge of their colour, dark on a light colour (white
            # on yellow was 1.7:1, and red and green cars look alike to some eyes)
            cx, cy = self.local(shape.middle)
            centre = (int(cx + ox), int(cy + oy))
            pygame.draw.circle(surface, style.color, centre, 8)
            pygame.draw.circle(surface, (16, 16, 18), centre, 8, 1)
            glyph = self.theme.render(style.symbol, 11, draw.ink_on(style.color), True)
            surface.blit(glyph, glyph.get_rect(center=centre))

    def name_rect(self, city: int) -> pygame.Rect | None:
        """Where a city's name is written on the screen (None: it has none)."""
        label = next((item for item in self.labels if item.city == city), None)
        if label is None:
            return None
        w, h = self.measure(self.map.cities[city].name)
        lx, ly = label.pos
        return pygame.Rect(round(lx - w / 2), round(ly - h / 2), round(w), round(h))

    def city_rect(self, city: int, named: bool = True) -> pygame.Rect:
        """A city's dot with its name (``named``): what a box should not hide."""
        x, y = self.layout.cities[city]
        dot = pygame.Rect(0, 0, 2 * CITY_RADIUS + 6, 2 * CITY_RADIUS + 6)
        dot.center = (round(x), round(y))
        name = self.name_rect(city) if named else None
        return dot if name is None else dot.union(name)

    def route_marks(self, route: int) -> list[pygame.Rect]:
        """What a box about ``route`` should leave in sight: its end cities with their
        names, then a spot on each of its cars."""
        if not 0 <= route < len(self.layout.routes):
            return []
        marks = [self.city_rect(self.map.routes[route].a), self.city_rect(self.map.routes[route].b)]
        for car in self.layout.routes[route].cars:
            spot = pygame.Rect(0, 0, 14, 14)
            spot.center = (round(car.centre[0]), round(car.centre[1]))
            marks.append(spot)
        return marks

    def station_spot(self, city: int) -> tuple[float, float]:
        """Where a station stands (local coordinates): at a corner of its city clear of
        the city's name, up and right when every corner touches it."""
        x, y = self.local(self.layout.cities[city])
        spots = [(x + dx, y + dy) for dx, dy in ((9, -9), (-9, -9), (9, 9), (-9, 9))]
        name = self.name_rect(city)
        if name is None:
            return spots[0]
        name.move_ip(-self.origin[0], -self.origin[1])
        for cx, cy in spots:
            if not station_rect((cx, cy)).colliderect(name):
                return (cx, cy)
        return spots[0]

    def paint_station(self, surface: pygame.Surface, centre: tuple[float, float], seat: int,
                      colour_blind: bool) -> None:
        """A station house centred on ``centre`` (see :meth:`station_spot`)."""
        style = self.theme.seat(seat)
        cx, cy = centre
        pygame.draw.polygon(surface, (250, 248, 240), [  # a light edge: seen on any track
            (cx - 8, cy + 7), (cx - 8, cy - 3), (cx, cy - 10), (cx + 8, cy - 3), (cx + 8, cy + 7)])
        house = [(cx - 6, cy + 5), (cx - 6, cy - 2), (cx, cy - 8), (cx + 6, cy - 2),
                 (cx + 6, cy + 5)]
        pygame.draw.polygon(surface, style.color, house)
        pygame.draw.polygon(surface, (16, 16, 18), house, 1)
        if colour_blind:
            glyph = self.theme.render(style.symbol, 8, draw.ink_on(style.color), True)
            surface.blit(glyph, glyph.get_rect(center=(int(cx), int(cy))))

    def paint_passengers(self, surface: pygame.Surface, city: int, counts: tuple[int, ...],
                         colour_blind: bool = False) -> None:
        """Germany: one coloured pip per passenger, in an arc on the side of the city
        away from its name (screen coordinates: drawn every frame, as passengers leave;
        always above, they covered the names written there, "Magdeburg"); colour-blind,
        larger and with their colour's mark."""
        pips = [c for c, n in enumerate(counts) for _ in range(n)]
        if not pips:
            return
        cx, cy = self.layout.cities[city]
        name = self.name_rect(city)
        away = -math.pi / 2 if name is None else math.atan2(cy - name.centery, cx - name.centerx)
        total = len(pips)
        radius = 5 if colour_blind else 3
        for i, colour in enumerate(pips):
            spread = math.pi * 0.7 * ((i + 0.5) / total - 0.5) if total > 1 else 0.0
            angle = away + spread
            x = cx + math.cos(angle) * (CITY_RADIUS + 3 + radius)
            y = cy + math.sin(angle) * (CITY_RADIUS + 3 + radius)
            passenger_pip(surface, colour, (x, y), radius, colour_blind)

    # ----- highlights (every frame) -------------------------------------------------------
    def outline_route(self, surface: pygame.Surface, route: int, colour, width: int = 2,
                      grow: float = 2.5) -> None:
        shape = self.layout.routes[route]
        for car in shape.cars:
            points = _grown(car.corners, car.centre, grow)
            pygame.draw.polygon(surface, colour, points, width)

    def ring_city(self, surface: pygame.Surface, city: int, colour, radius: int = 12,
                  width: int = 3) -> None:
        x, y = self.layout.cities[city]
        pygame.draw.circle(surface, colour, (x, y), radius, width)


def _grown(corners, centre, grow: float) -> list[tuple[float, float]]:
    cx, cy = centre
    out = []
    for x, y in corners:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy) or 1
        out.append((x + dx / d * grow, y + dy / d * grow))
    return out


def passenger_pip(surface: pygame.Surface, colour: int, centre: tuple[float, float],
                  radius: int, colour_blind: bool) -> None:
    """A passenger's disc; in colour-blind mode with its colour's mark (as on the cards)."""
    pygame.draw.circle(surface, (16, 16, 18), centre, radius + 1)
    pygame.draw.circle(surface, PASSENGER_RGB[colour], centre, radius)
    if colour_blind:
        card = PASSENGER_CARD[colour]
        K.mark(surface, card, centre, radius * 1.3, draw.ink_on(K.rgb(card)))


def station_rect(centre: tuple[float, float]) -> pygame.Rect:
    """The box a station house covers around ``centre`` (its light edge included)."""
    return pygame.Rect(round(centre[0]) - 8, round(centre[1]) - 10, 17, 18)
