"""Ticket to Ride map data: cities, routes, tickets and the route scoring table.

Each map is a JSON file in ``rules/ttr/maps/``, loaded into frozen dataclasses and
checked on load: names resolve, colours and lengths are known, parallel groups are
consistent and the counts the file declares are the counts it holds. A broken file
raises :class:`MapDataError` naming the problem, never a bare ``KeyError``.

Colours are small ints everywhere in the engine: card colours 0-7 in
:data:`CARD_COLOURS` order, :data:`LOCOMOTIVE` (8) for the wild card, and
:data:`GREY` (-1) for a route that any one colour may pay.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: Card colours in their canonical order (part of the save-code format: payments are
#: listed by this order).
CARD_COLOURS: tuple[str, ...] = (
    "red",
    "orange",
    "yellow",
    "green",
    "blue",
    "pink",
    "white",
    "black",
)
NUM_COLOURS = len(CARD_COLOURS)
LOCOMOTIVE = NUM_COLOURS  # 8: the wild card, index 8 of a hand's counts
GREY = -1  # a route colour: pay with any one card colour
CARD_NAMES: tuple[str, ...] = (*CARD_COLOURS, "locomotive")

MAPS_DIR = Path(__file__).with_name("maps")


class MapDataError(ValueError):
    """A map file that does not hold what it must."""


@dataclass(frozen=True, slots=True)
class City:
    id: int
    name: str
    lat: float
    lon: float
    country: str
    #: a neighbouring country (Germany): a ticket path may end here but never pass
    #: through, and two tracks into it are not joined
    dead_end: bool = False


@dataclass(frozen=True, slots=True)
class Route:
    """One printed track between two neighbouring cities.

    ``parallel`` lists the other tracks of a double (or triple) route, by id.
    ``locomotives`` is the number of locomotive symbols on a ferry (0 elsewhere).
    ``carts`` is the number of cart symbols (Amsterdam's merchandise routes; 0 elsewhere).
    """

    id: int
    a: int
    b: int
    length: int
    colour: int  # 0-7 or GREY
    tunnel: bool
    locomotives: int
    parallel: tuple[int, ...]
    carts: int = 0

    def other_end(self, city: int) -> int:
        return self.b if city == self.a else self.a


@dataclass(frozen=True, slots=True)
class Ticket:
    id: int
    a: int
    b: int
    points: int
    deck: str  # which ticket deck: "long", "regular" (Germany: "short", "long")


@dataclass(frozen=True)
class TtrMap:
    name: str
    title: str
    cities: tuple[City, ...]
    routes: tuple[Route, ...]
    tickets: tuple[Ticket, ...]
    #: points for a claimed route, indexed by length (0 where no route has that length)
    route_points: tuple[int, ...]

    def city_id(self, name: str) -> int:
        for city in self.cities:
            if city.name == name:
                return city.id
        raise KeyError(name)

    def route_between(self, a: str, b: str) -> list[Route]:
        """Every track between two cities (by name), in id order."""
        ia, ib = self.city_id(a), self.city_id(b)
        return [r for r in self.routes if {r.a, r.b} == {ia, ib}]

    def route_label(self, route: Route) -> str:
        return f"{self.cities[route.a].name}–{self.cities[route.b].name}"

    def ticket_label(self, ticket: Ticket) -> str:
        return f"{self.cities[ticket.a].name}–{self.cities[ticket.b].name} ({ticket.points})"

    def tickets_in_deck(self, deck: str) -> list[int]:
        return [t.id for t in self.tickets if t.deck == deck]


def _require(condition: bool, where: str, message: str) -> None:
    if not condition:
        raise MapDataError(f"{where}: {message}")


def _field(record: dict[str, Any], key: str, kind: type, where: str) -> Any:
    _require(isinstance(record, dict), where, "must be an object")
    _require(key in record, where, f"missing {key!r}")
    value = record[key]
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if kind is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    _require(ok, where, f"{key!r} must be {kind.__name__}, not {value!r}")
    return value


def _optional(record: dict[str, Any], key: str, kind: type, default: Any, where: str) -> Any:
    """A field that may be left out (then ``default``)."""
    if key not in record:
        return default
    return _field(record, key, kind, where)


def parse_map(raw: dict[str, Any], source: str = "map") -> TtrMap:
    """Build and validate a map from its decoded JSON."""
    _require(isinstance(raw, dict), source, "the file must hold an object")
    _require(raw.get("format") == 1, source, f"unknown format {raw.get('format')!r}")
    name = _field(raw, "map", str, source)
    title = _field(raw, "title", str, source)

    cities: list[City] = []
    by_name: dict[str, int] = {}
    for i, rec in enumerate(_field(raw, "cities", list, source)):
        where = f"{source}: city {i}"
        city_name = _field(rec, "name", str, where)
        _require(city_name not in by_name, where, f"city {city_name!r} appears twice")
        by_name[city_name] = i
        cities.append(
            City(
                i,
                city_name,
                float(_field(rec, "lat", float, where)),
                float(_field(rec, "lon", float, where)),
                _field(rec, "country", str, where),
                _optional(rec, "dead_end", bool, False, where),
            )
        )

    def city(rec: dict[str, Any], key: str, where: str) -> int:
        value = _field(rec, key, str, where)
        _require(value in by_name, where, f"unknown city {value!r}")
        return by_name[value]

    points_raw = _field(raw, "route_points", dict, source)
    longest = max((int(k) for k in points_raw), default=0)
    route_points = [0] * (longest + 1)
    for key, value in points_raw.items():
        _require(key.isdigit() and int(key) > 0, source, f"route length {key!r} is not a number")
        _require(isinstance(value, int) and value > 0, source, f"points for {key} must be > 0")
        route_points[int(key)] = value

    groups: dict[int, list[int]] = {}
    route_recs: list[tuple[int, int, int, int, bool, int, int]] = []
    for i, rec in enumerate(_field(raw, "routes", list, source)):
        where = f"{source}: route {i}"
        a, b = city(rec, "a", where), city(rec, "b", where)
        _require(a != b, where, "a route must join two different cities")
        length = _field(rec, "length", int, where)
        _require(
            0 < length < len(route_points) and route_points[length] > 0,
            where,
            f"no score for length {length}",
        )
        colour_name = _field(rec, "colour", str, where)
        _require(
            colour_name == "grey" or colour_name in CARD_COLOURS,
            where,
            f"unknown colour {colour_name!r}",
        )
        colour = GREY if colour_name == "grey" else CARD_COLOURS.index(colour_name)
        tunnel = _field(rec, "tunnel", bool, where)
        locos = _field(rec, "locomotives", int, where)
        _require(0 <= locos <= length, where, "more locomotive symbols than spaces")
        _require(locos == 0 or colour == GREY, where, "a ferry must be grey")
        carts = _optional(rec, "carts", int, 0, where)
        _require(carts >= 0, where, "carts must not be negative")
        group = rec.get("parallel_group")
        if group is not None:
            _require(isinstance(group, int), where, "parallel_group must be an int or null")
            groups.setdefault(group, []).append(i)
        route_recs.append((a, b, length, colour, tunnel, locos, carts))

    routes: list[Route] = []
    parallel_of: dict[int, tuple[int, ...]] = {}
    for group, members in groups.items():
        _require(len(members) >= 2, source, f"parallel group {group} has only one route")
        ends = {frozenset(route_recs[m][:2]) for m in members}
        lengths = {route_recs[m][2] for m in members}
        _require(len(ends) == 1, source, f"parallel group {group} joins different cities")
        _require(len(lengths) == 1, source, f"parallel group {group} has different lengths")
        for m in members:
            parallel_of[m] = tuple(x for x in members if x != m)
    for i, (a, b, length, colour, tunnel, locos, carts) in enumerate(route_recs):
        routes.append(
            Route(i, a, b, length, colour, tunnel, locos, parallel_of.get(i, ()), carts)
        )

    tickets: list[Ticket] = []
    for i, rec in enumerate(_field(raw, "tickets", list, source)):
        where = f"{source}: ticket {i}"
        a, b = city(rec, "a", where), city(rec, "b", where)
        _require(a != b, where, "a ticket must join two different cities")
        points = _field(rec, "points", int, where)
        _require(points > 0, where, "points must be positive")
        tickets.append(Ticket(i, a, b, points, _field(rec, "deck", str, where)))

    game_map = TtrMap(
        name, title, tuple(cities), tuple(routes), tuple(tickets), tuple(route_points)
    )
    _check_counts(game_map, _field(raw, "counts", dict, source), source)
    return game_map


def _check_counts(game_map: TtrMap, counts: dict[str, Any], source: str) -> None:
    """The counts the file declares must be the counts it holds."""
    actual: dict[str, Any] = {
        "cities": len(game_map.cities),
        "routes": len(game_map.routes),
        "tickets": len(game_map.tickets),
        "ticket_decks": {
            deck: sum(1 for t in game_map.tickets if t.deck == deck)
            for deck in sorted({t.deck for t in game_map.tickets})
        },
        "double_pairs": len({min((r.id, *r.parallel)) for r in game_map.routes if r.parallel}),
        "tunnels": sum(1 for r in game_map.routes if r.tunnel),
        "ferries": sum(1 for r in game_map.routes if r.locomotives),
        "total_length": sum(r.length for r in game_map.routes),
        "cart_routes": sum(1 for r in game_map.routes if r.carts),
        "dead_ends": sum(1 for c in game_map.cities if c.dead_end),
    }
    for key, expected in counts.items():
        _require(key in actual, source, f"unknown count {key!r}")
        _require(
            actual[key] == expected,
            source,
            f"declares {key} = {expected}, but holds {actual[key]}",
        )


_cache: dict[str, TtrMap] = {}


def load_map(name: str) -> TtrMap:
    """The map ``rules/ttr/maps/<name>.json``, validated (cached after the first load)."""
    if name not in _cache:
        path = MAPS_DIR / f"{name}.json"
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            raise MapDataError(f"{path.name}: cannot be read ({error})") from None
        _cache[name] = parse_map(raw, path.name)
    return _cache[name]
