"""Scoring a board, category by category, from scratch.

Every function takes the board's cells (variant numbers, EMPTY or CRATER; see
:mod:`rules.railroad_ink.tiles`) and nothing else, so each is exact and testable on a
hand-built board. The game's running score is these functions applied to the board
as it stands.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from rules.railroad_ink.tiles import (
    CELLS,
    CENTRAL,
    CRATER,
    EXITS,
    LAKE,
    LAVA,
    NEIGHBOURS,
    NETWORK_POINTS,
    NONE,
    RAIL,
    RIVER,
    ROAD,
    V_GROUPS,
    V_SIDES,
)

Cells = Sequence[int]


def _same_group() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """SAME_GROUP[variant][side] -> the other sides joined to it inside the space."""
    return tuple(
        tuple(
            tuple(
                other for other in range(4)
                if other != side and groups[side] >= 0 and groups[other] == groups[side]
            )
            for side in range(4)
        )
        for groups in V_GROUPS
    )


def _turns(kind: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """TURNS[variant][entry] -> the ``kind`` sides a line may leave by after entering by
    ``entry`` (joined to it, not itself); entry 4 means the line starts in the space."""
    table = []
    for sides, groups in zip(V_SIDES, V_GROUPS, strict=True):
        row = []
        for entry in range(5):
            row.append(tuple(
                side for side in range(4)
                if sides[side] == kind and side != entry and (
                    entry == 4 or (sides[entry] == kind and groups[side] == groups[entry])
                )
            ))
        table.append(tuple(row))
    return tuple(table)


_SAME_GROUP = _same_group()
_TURNS = {ROAD: _turns(ROAD), RAIL: _turns(RAIL)}
_JOINING = (ROAD, RAIL, LAKE)  # side kinds that join networks across an edge
_EXIT_KIND = [NONE] * (CELLS * 4)
for _cell, _side, _kind in EXITS:
    _EXIT_KIND[_cell * 4 + _side] = _kind


# ----- networks ------------------------------------------------------------------------
def network_exits(cells: Cells) -> list[int]:
    """Exits per network (networks with at least one exit), largest first.

    A network is routes joined to each other: through stations (a station joins road
    and rail inside its space), never through an overpass or bridge (separate groups),
    and, with the Lake, through lakes reached by piers ("Сети, подключенные к одному
    и тому же озеру (причалами), также связаны друг с другом").
    """
    seen = [False] * (CELLS * 4)
    counts = []
    for cell, side, kind in EXITS:
        value = cells[cell]
        start = cell * 4 + side
        if value < 0 or V_SIDES[value][side] != kind or seen[start]:
            continue
        seen[start] = True
        stack = [start]
        count = 0
        while stack:
            node = stack.pop()
            here, side_ = node >> 2, node & 3
            tile = cells[here]
            kind_ = V_SIDES[tile][side_]
            if kind_ == _EXIT_KIND[node]:
                count += 1
            for other in _SAME_GROUP[tile][side_]:
                if not seen[here * 4 + other]:
                    seen[here * 4 + other] = True
                    stack.append(here * 4 + other)
            if kind_ in _JOINING:
                neighbour = NEIGHBOURS[here][side_]
                if neighbour >= 0 and cells[neighbour] >= 0:
                    back = (side_ + 2) & 3
                    if V_SIDES[cells[neighbour]][back] == kind_ and not seen[neighbour * 4 + back]:
                        seen[neighbour * 4 + back] = True
                        stack.append(neighbour * 4 + back)
        counts.append(count)
    return sorted(counts, reverse=True)


def network_points(cells: Cells) -> int:
    """"Для каждой сети подсчитайте количество подключенных к ней выходов": 2→4 … 12→45."""
    return sum(NETWORK_POINTS[min(count, 12)] for count in network_exits(cells))


# ----- longest routes ----------------------------------------------------------------------
def longest_route(cells: Cells, kind: int) -> int:
    """Spaces in the longest unbroken line of joined ``kind`` (ROAD or RAIL) routes.

    "Самое длинное шоссе — это самая длинная непрерывная полоса смежных и соединенных
    шоссейных маршрутов. Станции не прерывают ваше шоссе. Одно место может быть
    засчитано дважды, если используются разные маршруты."

    A line never forks. Inside a space it goes from the side it entered by to another
    side of the same kind joined to it (a station's road sides are joined through the
    station, so stations never break a line). A line visits a space once, except a
    4-way crossing of its kind, which it may visit twice; it never uses a side twice.

    Choice: only a 4-way crossing can be counted twice, and only once the line has used
    all four of its sides (both its routes: the "different routes" of the rule); a T
    junction or a curve passed again would reuse its one drawn route, and a line that
    only leaves a crossing and comes back into it by another side (a loop, two sides)
    drew through it once.
    """
    return _longest(cells, kind, None)[0]


def longest_route_line(cells: Cells, kind: int) -> tuple[int, ...]:
    """The spaces of one longest line of :func:`longest_route`, in the order it goes
    (a crossing it visits twice appears twice): what a screen traces."""
    return _longest(cells, kind, [])[1]


def _longest(cells: Cells, kind: int, path: list[int] | None) -> tuple[int, tuple[int, ...]]:
    """The longest line's length and, when ``path`` is a list to walk with, its spaces."""
    turns = _TURNS[kind]
    # link[cell * 4 + side] -> the neighbour's side it joins (both of ``kind``), or -1
    link = [-1] * (CELLS * 4)
    limit = [0] * CELLS  # how often a line may visit the space
    starts = []
    for cell in range(CELLS):
        value = cells[cell]
        if value < 0 or not turns[value][4]:
            continue
        starts.append(cell)
        limit[cell] = 2 if len(turns[value][4]) == 4 else 1
        for side in turns[value][4]:
            neighbour = NEIGHBOURS[cell][side]
            if neighbour >= 0 and cells[neighbour] >= 0:
                back = (side + 2) & 3
                if V_SIDES[cells[neighbour]][back] == kind:
                    link[cell * 4 + side] = neighbour * 4 + back
    visits = [0] * CELLS
    used = [False] * (CELLS * 4)
    crossings = 2 in limit
    sides = [0] * CELLS  # the sides of each crossing the line has used
    best_line: list[tuple[int, ...]] = [()]
    record = [0]  # the longest found so far (its line kept when ``path`` is walked)

    def walk(cell: int, exits: tuple[int, ...], length: int) -> int:
        best = length
        if path is not None and length > record[0]:
            record[0], best_line[0] = length, tuple(path)
        for side in exits:
            here = cell * 4 + side
            there = link[here]
            if there < 0 or used[here] or used[there]:
                continue
            neighbour = there >> 2
            if visits[neighbour] >= limit[neighbour]:
                continue
            used[here] = used[there] = True
            gain = 1
            if crossings:  # a new space counts; a crossing again when its 4th side is used
                sides[cell] += 1
                sides[neighbour] += 1
                gain = (visits[neighbour] == 0) + (limit[cell] == 2 and sides[cell] == 4) + (
                    limit[neighbour] == 2 and sides[neighbour] == 4)
            visits[neighbour] += 1
            if path is not None:
                path.append(neighbour)
            found = walk(neighbour, turns[cells[neighbour]][there & 3], length + gain)
            if path is not None:
                path.pop()
            visits[neighbour] -= 1
            if crossings:
                sides[cell] -= 1
                sides[neighbour] -= 1
            used[here] = used[there] = False
            if found > best:
                best = found
        return best

    best = 0
    for start in starts:
        visits[start] = 1
        if path is not None:
            path.append(start)
        best = max(best, walk(start, turns[cells[start]][4], 1))
        if path is not None:
            path.pop()
        visits[start] = 0
    return best, best_line[0]


# ----- centre and errors --------------------------------------------------------------------
def central_points(cells: Cells) -> int:
    """"Вы получаете 1 очко за каждую центральную ячейку, на которой вы что-либо нарисовали."

    Every drawing counts (:func:`drawn`): water the Lake filled in, the Lava's first
    volcano and a meteor's crater too.
    """
    return sum(1 for cell in CENTRAL if drawn(cells[cell]))


def drawn(value: int) -> bool:
    """A space the player has drawn something in: a route, water, lava, or a crater
    ("В начале раунда нарисуйте кратер в месте падения Метеора": the player draws it;
    an earlier reading took a crater for no drawing, against these words)."""
    return value >= 0 or value == CRATER


@dataclass(frozen=True)
class Ends:
    """Open sides of a board: errors, and the routes with an end that leads into a crater."""

    errors: int
    crater_routes: int


def open_sides(cells: Cells) -> Iterator[tuple[int, int, bool]]:
    """Every route, river and lava side that is not joined: ``(cell, side, crater)``,
    ``crater`` when a route end faces a crater (see :func:`open_ends`)."""
    for cell in range(CELLS):
        value = cells[cell]
        if value < 0:
            continue
        for side, kind in enumerate(V_SIDES[value]):
            if kind not in (ROAD, RAIL, RIVER, LAVA):
                continue
            neighbour = NEIGHBOURS[cell][side]
            if neighbour < 0:
                continue  # the outer edge, with or without an exit
            other = cells[neighbour]
            if other >= 0 and V_SIDES[other][(side + 2) % 4] == kind:
                continue
            yield cell, side, other == CRATER and kind in (ROAD, RAIL)


def open_ends(cells: Cells) -> Ends:
    """"Каждый конец маршрута (шоссе или железная дорога), который не соединен с другим
    маршрутом или внешним краем (выход или простой край), считается ошибкой."

    Also counted as errors: river ends not joined to a river or the edge, and open lava
    sides (not facing lava or the edge). Open water is never an error. A route end
    facing a crater is not an error (Meteor); its route (the drawing in its space) is
    counted once in ``crater_routes``, however many of its ends face craters.
    Choice: a route end that the Lake's fill rule walled in with water is an error (it
    is joined to no route; only piers join lakes).
    """
    crater_routes: set[int] = set()
    errors = 0
    for cell, _, crater in open_sides(cells):
        if crater:
            crater_routes.add(cell)
        else:
            errors += 1
    return Ends(errors, len(crater_routes))


# ----- expansions ---------------------------------------------------------------------------
#: KIND_SIDES[kind][variant] -> the sides of that kind. No face has two separate groups
#: of one kind (checked below), so a space's sides of a kind are always joined inside it.
_KIND_SIDES = {
    kind: tuple(tuple(s for s in range(4) if sides[s] == kind) for sides in V_SIDES)
    for kind in (RIVER, LAKE, LAVA)
}
for _sides, _groups in zip(V_SIDES, V_GROUPS, strict=True):
    for _k in (RIVER, LAKE, LAVA):
        if len({_groups[s] for s in range(4) if _sides[s] == _k}) > 1:
            raise ValueError("a face joins two separate groups of one kind")


def _areas(cells: Cells, kind: int) -> list[list[int]]:
    """Spaces holding ``kind`` (river, lake or lava) grouped by joined sides of that kind."""
    kind_sides = _KIND_SIDES[kind]
    seen = [False] * CELLS
    areas = []
    for start in range(CELLS):
        value = cells[start]
        if value < 0 or seen[start] or not kind_sides[value]:
            continue
        seen[start] = True
        area = [start]
        todo = [start]
        while todo:
            cell = todo.pop()
            for side in kind_sides[cells[cell]]:
                neighbour = NEIGHBOURS[cell][side]
                if neighbour < 0 or seen[neighbour]:
                    continue
                other = cells[neighbour]
                if other >= 0 and V_SIDES[other][(side + 2) & 3] == kind:
                    seen[neighbour] = True
                    area.append(neighbour)
                    todo.append(neighbour)
        areas.append(area)
    return areas


def _rivers(cells: Cells) -> list[tuple[int, list[int]]]:
    """Each river with its points: a point a space, and 3 more when both its ends reach
    the board's edge."""
    rivers = []
    for area in _areas(cells, RIVER):
        ends = edge_ends = 0
        for cell in area:
            for side, kind in enumerate(V_SIDES[cells[cell]]):
                if kind != RIVER:
                    continue
                neighbour = NEIGHBOURS[cell][side]
                if neighbour < 0:
                    ends += 1
                    edge_ends += 1
                elif not (
                    cells[neighbour] >= 0 and V_SIDES[cells[neighbour]][(side + 2) % 4] == RIVER
                ):
                    ends += 1
        rivers.append((len(area) + (3 if ends == 2 and edge_ends == 2 else 0), area))
    return rivers


def river_points(cells: Cells) -> int:
    """"За 1 из ваших рек вы получаете 1 очко за каждую клетку реки и дополнительные
    3 очка, если оба конца соединяются с внешним краем."

    Choice: the player's best river is scored; a river that closes into a ring has no
    ends and gets no bonus.
    """
    return max((points for points, _ in _rivers(cells)), default=0)


def lake_points(cells: Cells) -> int:
    """"Вы получаете 1 очко за каждое место, занятое вашим самым маленьким озером."

    No lake scores 0 (the rulebook is silent; every implementation we know does this).
    """
    areas = _areas(cells, LAKE)
    return min((len(area) for area in areas), default=0)


def _lava_lakes(cells: Cells) -> list[tuple[bool, list[int]]]:
    """Each lava lake, and whether it is closed: a lava side is closed by lava beside it
    or by the board's edge (our choice: the edge ends lava as it ends routes)."""
    lakes = []
    for area in _areas(cells, LAVA):
        open_sides = 0
        for cell in area:
            for side, kind in enumerate(V_SIDES[cells[cell]]):
                if kind != LAVA:
                    continue
                neighbour = NEIGHBOURS[cell][side]
                if neighbour >= 0 and not (
                    cells[neighbour] >= 0 and V_SIDES[cells[neighbour]][(side + 2) % 4] == LAVA
                ):
                    open_sides += 1
        lakes.append((open_sides == 0, area))
    return lakes


def lava_points(cells: Cells) -> int:
    """"Вы получаете 5 очков за каждое Лавовое озеро без открытых сторон. Вы получаете
    1 очко за каждую клетку, занятую вашим самым большим лавовым озером."
    """
    lakes = _lava_lakes(cells)
    return 5 * sum(closed for closed, _ in lakes) + max((len(a) for _, a in lakes), default=0)


def scored_spaces(cells: Cells, expansion: str) -> frozenset[int]:
    """The spaces the expansion's points count, for a screen to show them: the river
    scored (the best), the smallest lake, or the largest lava lake and the closed ones
    (nothing for the base game and the Meteor)."""
    if expansion == "river":
        rivers = _rivers(cells)
        return frozenset(max(rivers, key=lambda river: river[0])[1]) if rivers else frozenset()
    if expansion == "lake":
        lakes = _areas(cells, LAKE)
        if not lakes:
            return frozenset()
        smallest = min(lakes, key=len)
        return frozenset(smallest)
    if expansion == "lava":
        lava = _lava_lakes(cells)
        if not lava:
            return frozenset()
        largest = max((area for _, area in lava), key=len)
        return frozenset(largest).union(*(area for closed, area in lava if closed))
    return frozenset()


def meteor_points(cells: Cells) -> int:
    """"Вы получаете 2 балла за каждый Маршрут, у которого есть открытый конец, ведущий
    к Кратеру (эти открытые концы не считаются Ошибками)."

    Per route (the drawing in one space, as in "Каждый маршрут, который вы рисуете"),
    not per end: a route with two ends into craters scores 2 once.
    """
    return 2 * open_ends(cells).crater_routes


EXPANSION_POINTS = {
    "river": river_points,
    "lake": lake_points,
    "meteor": meteor_points,
    "lava": lava_points,
}


def score_board(cells: Cells, expansion: str) -> tuple[int, ...]:
    """Points by category: networks, longest highway, longest railway, centre,
    errors (negative), then the expansion's points if one is in play.
    """
    row = [
        network_points(cells),
        longest_route(cells, ROAD),
        longest_route(cells, RAIL),
        central_points(cells),
        -open_ends(cells).errors,
    ]
    if expansion != "none":
        row.append(EXPANSION_POINTS[expansion](cells))
    return tuple(row)
