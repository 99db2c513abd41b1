"""Graph questions the screen asks about the board, from public information only:
is a ticket connected, what is the cheapest way to finish it, and which tracks form
a player's longest continuous path (to highlight it at the end)."""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from rules.ttr.mapdata import TtrMap

EMPTY = -1


_adjacencies: dict[str, list[list[tuple[int, int]]]] = {}


def _adjacency(game_map: TtrMap) -> list[list[tuple[int, int]]]:
    """(route, other city) per city; built once per map."""
    adjacency = _adjacencies.get(game_map.name)
    if adjacency is None:
        adjacency = [[] for _ in game_map.cities]
        for r in game_map.routes:
            adjacency[r.a].append((r.id, r.b))
            adjacency[r.b].append((r.id, r.a))
        _adjacencies[game_map.name] = adjacency
    return adjacency


def connected(game_map: TtrMap, owners: Sequence[int], player: int, a: int, b: int) -> bool:
    """Whether ``player``'s own tracks join cities ``a`` and ``b`` (dead-end cities,
    Germany's countries, may end a path but not be passed through)."""
    adjacency = _adjacency(game_map)
    seen = {a}
    stack = [a]
    while stack:
        city = stack.pop()
        if city == b:
            return True
        if city != a and game_map.cities[city].dead_end:
            continue
        for route, other in adjacency[city]:
            if owners[route] == player and other not in seen:
                seen.add(other)
                stack.append(other)
    return False


def best_path(game_map: TtrMap, owners: Sequence[int], player: int, a: int,
              b: int) -> list[int]:
    """Routes of the cheapest way from ``a`` to ``b`` for ``player``: own tracks are
    free, open tracks cost their length, other players' tracks are closed."""
    adjacency = _adjacency(game_map)
    best = {a: 0}
    back: dict[int, tuple[int, int]] = {}
    heap = [(0, a)]
    while heap:
        cost, city = heapq.heappop(heap)
        if city == b:
            break
        if cost > best.get(city, 1 << 30):
            continue
        if city != a and game_map.cities[city].dead_end:
            continue
        for route, other in adjacency[city]:
            owner = owners[route]
            if owner not in (EMPTY, player):
                continue
            step = 0 if owner == player else game_map.routes[route].length
            if cost + step < best.get(other, 1 << 30):
                best[other] = cost + step
                back[other] = (route, city)
                heapq.heappush(heap, (cost + step, other))
    if b not in back:
        return []
    path = []
    city = b
    while city != a:
        route, city = back[city]
        path.append(route)
    return path[::-1]


def longest_path(game_map: TtrMap, owners: Sequence[int], player: int,
                 budget: int = 200_000) -> list[int]:
    """Routes of ``player``'s longest continuous path (a trail: no track twice)."""
    mine = [r for r in game_map.routes if owners[r.id] == player]
    if not mine:
        return []
    adjacency: dict[int, list[tuple[int, int, int]]] = {}
    for r in mine:
        adjacency.setdefault(r.a, []).append((r.id, r.b, r.length))
        adjacency.setdefault(r.b, []).append((r.id, r.a, r.length))
    best: tuple[int, list[int]] = (0, [])
    used: set[int] = set()
    trail: list[int] = []
    steps = 0

    def walk(city: int, total: int) -> None:
        nonlocal best, steps
        steps += 1
        if total > best[0]:
            best = (total, trail[:])
        if steps > budget:
            return
        for route, other, length in adjacency[city]:
            if route not in used:
                used.add(route)
                trail.append(route)
                walk(other, total + length)
                trail.pop()
                used.discard(route)

    starts = [c for c, edges in adjacency.items() if len(edges) % 2 == 1] or list(adjacency)
    for city in starts:
        walk(city, 0)
    return best[1]
