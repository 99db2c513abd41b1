"""Which routes a player wants: shortest paths for the tickets, planned together.

A plan is computed from a :class:`View` only. Tickets are taken in priority order;
each one's cheapest path is found with Dijkstra over the routes the player owns
(free), routes already in the plan (free) and routes still open (their planning
cost: trains, a turn, tunnel risk, ferry locomotives). Tracks held by others are
closed, except that one of them may be borrowed with a station (Europe) when that
saves enough or is the only way. A ticket whose path would need more trains than
the player has left is given up (``lost``), so the plan never asks for the
impossible.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass, field

from rules.ai.ttr.board import MapInfo, View
from rules.ttr.mapdata import GREY, LOCOMOTIVE
from rules.ttr.scoring import UnionFind
from rules.ttr.state import EMPTY

INF = float("inf")
#: planning cost of borrowing a track with a station (cards plus the 4 points lost)
STATION_COST = 7.0


@dataclass
class Plan:
    wanted: list[int] = field(default_factory=list)  # open routes to claim
    trains_needed: int = 0
    done: list[int] = field(default_factory=list)  # tickets already connected
    pursued: list[int] = field(default_factory=list)  # tickets the plan completes
    lost: list[int] = field(default_factory=list)  # tickets given up
    stations: list[int] = field(default_factory=list)  # cities where a station is wanted
    colour_need: list[int] = field(default_factory=lambda: [0] * 9)  # cards per colour
    grey_need: list[int] = field(default_factory=list)  # lengths of grey routes wanted
    cost: float = 0.0  # planning cost of the wanted routes
    groups: list[list[int]] = field(default_factory=list)  # wanted routes per pursued ticket

    @property
    def finished(self) -> bool:
        return not self.wanted and not self.stations


def network(view: View, player: int | None = None) -> UnionFind:
    """A player's connected cities: own tracks, plus tracks next to own stations."""
    info = view.info
    p = view.me if player is None else player
    comps = UnionFind(info.num_cities)
    owner = view.route_owner
    ra, rb = info.route_a, info.route_b
    for route, who in enumerate(owner):
        if who == p:
            comps.union(ra[route], rb[route])
    for city in view.station_cities[p]:
        for route, other in info.adjacent[city]:
            if owner[route] != EMPTY and owner[route] != p:
                comps.union(city, other)
    return comps


def route_costs(
    view: View, player: int | None = None, long_bonus: float = 0.0
) -> list[float]:
    """Per route: 0 for the player's own, planning cost if open, INF if closed.

    ``long_bonus``: see :meth:`MapInfo.planning_costs`.
    """
    info = view.info
    p = view.me if player is None else player
    owner = view.route_owner
    few = view.n < info.all_parallel_from
    parallel = info.parallel
    base = info.planning_costs(long_bonus)
    costs = [INF] * info.num_routes
    for route, who in enumerate(owner):
        if who == p:
            costs[route] = 0.0
        elif who == EMPTY:
            ok = True
            for other in parallel[route]:
                w = owner[other]
                if w == p or (few and w != EMPTY):
                    ok = False
                    break
            if ok:
                costs[route] = base[route]
    return costs


def shortest_path(
    info: MapInfo, costs: Sequence[float], start: int, goal: int
) -> tuple[float, list[int]] | None:
    """Cheapest path from ``start`` to ``goal``: (cost, route ids), or None."""
    dist = [INF] * info.num_cities
    via = [-1] * info.num_cities
    dist[start] = 0.0
    heap = [(0.0, start)]
    adjacent = info.adjacent
    while heap:
        d, city = heapq.heappop(heap)
        if city == goal:
            break
        if d > dist[city]:
            continue
        for route, other in adjacent[city]:
            c = costs[route]
            if c == INF:
                continue
            nd = d + c
            if nd < dist[other]:
                dist[other] = nd
                via[other] = route
                heapq.heappush(heap, (nd, other))
    if dist[goal] == INF:
        return None
    path: list[int] = []
    city = goal
    ra, rb = info.route_a, info.route_b
    while city != start:
        route = via[city]
        path.append(route)
        city = rb[route] if ra[route] == city else ra[route]
    return dist[goal], path


def path_with_station(
    view: View, costs: Sequence[float], start: int, goal: int
) -> tuple[float, list[int], int] | None:
    """Cheapest path that may borrow one track of another player through a new station.

    Returns (cost, open routes on the path, city of the station) or None.
    """
    info = view.info
    owner = view.route_owner
    stations = view.station_owner
    size = info.num_cities
    dist = [INF] * (2 * size)
    via = [-1] * (2 * size)
    prev = [-1] * (2 * size)
    station_at = [-1] * (2 * size)
    dist[start] = 0.0
    heap = [(0.0, start)]
    adjacent = info.adjacent
    me = view.me
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist[node]:
            continue
        city, used = node % size, node // size
        if city == goal and used:
            break
        for route, other in adjacent[city]:
            c = costs[route]
            if c != INF:
                target = other + used * size
                nd = d + c
                if nd < dist[target]:
                    dist[target], via[target], prev[target] = nd, route, node
                    station_at[target] = station_at[node]
                    heapq.heappush(heap, (nd, target))
            elif not used and owner[route] != EMPTY and owner[route] != me:
                # borrow this track: a station at either end that is still free
                here = city if stations[city] == EMPTY else other
                if stations[here] != EMPTY:
                    continue
                target = other + size
                nd = d + STATION_COST
                if nd < dist[target]:
                    dist[target], via[target], prev[target] = nd, -1, node
                    station_at[target] = here
                    heapq.heappush(heap, (nd, target))
    end = goal + size
    if dist[end] == INF:
        return None
    path: list[int] = []
    node = end
    while node != start:
        route = via[node]
        if route >= 0:
            path.append(route)
        node = prev[node]
    return dist[end], path, station_at[end]


def ticket_order(view: View, tickets: Sequence[int], mode: str) -> list[int]:
    info = view.info
    if mode == "given":
        return list(tickets)
    if mode == "cheap":
        return sorted(tickets, key=lambda t: (info.ticket_points[t], t))
    return sorted(tickets, key=lambda t: (-info.ticket_points[t], t))


def make_plan(
    view: View,
    tickets: Sequence[int] | None = None,
    *,
    order: str = "points",
    use_stations: bool = True,
    margin: int = 0,
    limit: int = 0,
    long_bonus: float = 0.0,
) -> Plan:
    """The plan for ``tickets`` (default: the view's own), see the module docstring.

    ``limit``: stop after this many pursued tickets (0: no limit); tickets after
    that are neither pursued nor lost.
    """
    info = view.info
    me = view.me
    tickets = view.tickets if tickets is None else tickets
    comps = network(view)
    plan = Plan()
    todo: list[int] = []
    for t in tickets:
        if _connected(info, comps, t):
            plan.done.append(t)
        else:
            todo.append(t)
    if not todo:
        return plan
    costs = route_costs(view, long_bonus=long_bonus)
    length = info.length
    budget = view.trains[me] - margin
    stations_left = view.stations_left[me] if use_stations and info.stations_per_player else 0
    wanted: list[int] = []
    for t in ticket_order(view, todo, order):
        if limit and len(plan.pursued) >= limit:
            break
        a, b = info.ticket_a[t], info.ticket_b[t]
        found = shortest_path(info, costs, a, b)
        station_city = -1
        if stations_left > len(plan.stations) and (
            found is None or found[0] > info.ticket_distance[t] + 6.0
        ):
            alt = path_with_station(view, costs, a, b)
            if alt is not None and (found is None or found[0] - alt[0] > 5.0):
                found = (alt[0], alt[1])
                station_city = alt[2]
        if found is None:
            plan.lost.append(t)
            continue
        extra = [r for r in found[1] if costs[r] > 0.0]
        trains = sum(length[r] for r in extra)
        if plan.trains_needed + trains > budget:
            plan.lost.append(t)
            continue
        plan.trains_needed += trains
        plan.pursued.append(t)
        plan.cost += found[0]
        for r in extra:
            costs[r] = 0.0
            wanted.append(r)
        plan.groups.append(extra)
        if station_city >= 0 and station_city not in plan.stations:
            plan.stations.append(station_city)
    plan.wanted = wanted
    plan.colour_need, plan.grey_need = colour_needs(info, wanted)
    return plan


def _connected(info: MapInfo, comps: UnionFind, ticket: int) -> bool:
    """Whether a ticket's cities are joined in the network.

    Approximation for Germany's dead ends (countries a path may end in but not pass
    through): the network joins them like any city, so a path through a country
    counts here; the engine's final scoring is exact.
    """
    return comps.find(info.ticket_a[ticket]) == comps.find(info.ticket_b[ticket])


def colour_needs(info: MapInfo, routes: Sequence[int]) -> tuple[list[int], list[int]]:
    """(cards per colour with locomotives at 8, lengths of grey routes) for ``routes``."""
    need = [0] * 9
    grey: list[int] = []
    for r in routes:
        colour = info.colour[r]
        if colour == GREY:
            grey.append(info.length[r])
            need[LOCOMOTIVE] += info.ferry[r]
        else:
            need[colour] += info.length[r]
    return need, grey


def cards_short(
    view: View, plan: Plan, routes: Sequence[int] | None = None
) -> list[int]:
    """Per colour (and locomotives, index 8) how many more cards the plan needs.

    Grey routes are assigned to the colours the hand holds most of, after the
    coloured routes took theirs. ``routes``: only these wanted routes.
    """
    hand = view.hand
    if routes is None:
        colour_need, grey_need = plan.colour_need, plan.grey_need
    else:
        colour_need, grey_need = colour_needs(view.info, routes)
    spare = [hand[c] - colour_need[c] for c in range(8)]
    short = [max(0, -s) for s in spare]
    spare = [max(0, s) for s in spare]
    for length in sorted(grey_need, reverse=True):
        best = max(range(8), key=lambda c: (spare[c], -c))
        if spare[best] >= length:
            spare[best] -= length
        else:
            short[best] += length - spare[best]
            spare[best] = 0
    locos = hand[LOCOMOTIVE] - colour_need[LOCOMOTIVE]
    total_short = sum(short)
    short.append(max(0, -locos))
    # spare locomotives cover coloured shortfalls
    if locos > 0 and total_short:
        cover = min(locos, total_short)
        for c in sorted(range(8), key=lambda c: -short[c]):
            if not cover:
                break
            take = min(cover, short[c])
            short[c] -= take
            cover -= take
    return short
