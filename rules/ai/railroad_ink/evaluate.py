"""A static evaluation of one Railroad Ink board: exact points plus what is still open.

The exact part is the rulebook's score of the board as it stands (networks, longest
highway and railway, centre, errors, the expansion's points), computed in one pass
over the board for the network and error parts and with the rules core's longest-route
search. The rest values what later rounds can still make of the board, and fades to
nothing when no round is left, so a finished board is valued at exactly its score:

* ``open_credit``: each route end that faces an empty space counts as an error in the
  exact part; while rounds remain, part of that error is forgiven (it may be joined);
* ``network_open``: a network that already reaches an exit and still has open ends
  can grow to more exits (capped per network);
* ``frontier``: empty spaces a road (rail) end points at, so later dice have places;
* ``dead_exit``: an exit whose space holds a drawing that does not reach it is lost;
* ``special_left``: each special route still allowed later is worth something;
* ``merge``: networks with open ends valued as if they all joined, with the free exits
  (those a route end already points at counting more);
* ``one_away``: networks valued as if every join one drawing away were made (groups
  that face the same empty space, a free exit whose space a group faces);
* ``line_open``: open ends of the groups holding the longest highway and railway.

The longest lines are searched per joined group and remembered per group
(:func:`longest_line`), since a placement changes one group at a time.

The weights were tuned on simulated games (see :data:`WEIGHTS` and README's
"Railroad Ink AI" section); they scale with the share of rounds still to come.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.core.memo import Cache
from rules.railroad_ink.scoring import EXPANSION_POINTS, central_points, longest_route
from rules.railroad_ink.tiles import (
    CELLS,
    CRATER,
    EMPTY,
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

_ERROR_KINDS = (ROAD, RAIL, RIVER, LAVA)
_JOINING = (ROAD, RAIL, LAKE)
_ROUTE_KINDS = (ROAD, RAIL)
#: EXIT_AT[cell * 4 + side] -> the exit's kind there (NONE if there is no exit).
_EXIT_AT = [NONE] * (CELLS * 4)
for _cell, _side, _kind in EXITS:
    _EXIT_AT[_cell * 4 + _side] = _kind
_EXIT_CELLS = tuple((cell, side, kind) for cell, side, kind in EXITS)
#: Per variant: for each side, the sides joined to it inside the space (itself first).
_SIDE_GROUP: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(o for o in range(4) if groups[s] >= 0 and groups[o] == groups[s])
        for s in range(4)
    )
    for groups in V_GROUPS
)
_BACK = (2, 3, 0, 1)
#: _ENDS[cell][variant] -> (neighbour, neighbour's side, kind) of each side that can be
#: an error (road, rail, river, lava) and does not face the board's edge.
_ENDS: tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...] = tuple(
    tuple(
        tuple(
            (NEIGHBOURS[cell][side], _BACK[side], kind)
            for side, kind in enumerate(sides)
            if kind in _ERROR_KINDS and NEIGHBOURS[cell][side] >= 0
        )
        for sides in V_SIDES
    )
    for cell in range(CELLS)
)


#: Per variant and kind: the sides of that kind.
_KIND_SIDES: dict[int, tuple[tuple[int, ...], ...]] = {
    kind: tuple(tuple(s for s in range(4) if sides[s] == kind) for sides in V_SIDES)
    for kind in _ROUTE_KINDS
}
#: About 230 bytes an entry: 16,384 entries stay under 4 MiB (a kiosk plays for days).
#: A hard game meets about 14,000 groups, a normal one about 2,700.
_CACHE_LIMIT = 1 << 14
_LONGEST_CACHE: Cache[tuple[int, ...], int] = Cache(_CACHE_LIMIT)


def longest_line(cells: Sequence[int], kind: int) -> int:
    """The rules core's longest highway/railway, searched per joined group of spaces
    and remembered per group: a placement changes one group, so the rest is a look-up.

    Equal to :func:`rules.railroad_ink.scoring.longest_route` (tests compare them).
    """
    return longest_line_and_ends(cells, kind)[0]


def longest_line_and_ends(cells: Sequence[int], kind: int) -> tuple[int, int]:
    """The longest line and the open ends (facing an empty space) of its group."""
    kind_sides = _KIND_SIDES[kind]
    neighbours = NEIGHBOURS
    v_sides = V_SIDES
    seen = [False] * CELLS
    best = best_open = 0
    cache = _LONGEST_CACHE
    for start in range(CELLS):
        value = cells[start]
        if value < 0 or seen[start] or not kind_sides[value]:
            continue
        seen[start] = True
        group = [start]
        stack = [start]
        opened = 0
        while stack:
            cell = stack.pop()
            for side in kind_sides[cells[cell]]:
                neighbour = neighbours[cell][side]
                if neighbour < 0:
                    continue
                other = cells[neighbour]
                if other == EMPTY:
                    opened += 1
                elif not seen[neighbour] and other >= 0 and v_sides[other][_BACK[side]] == kind:
                    seen[neighbour] = True
                    group.append(neighbour)
                    stack.append(neighbour)
        if len(group) == 1:
            if best < 1 or (best == 1 and opened > best_open):
                best, best_open = 1, opened
            continue
        group.sort()
        key = (kind, *(cell << 8 | cells[cell] for cell in group))
        known = cache.get(key)
        if known is None:
            only = [EMPTY] * CELLS
            for cell in group:
                only[cell] = cells[cell]
            found = cache.keep(key, longest_route(only, kind))
        else:
            found = known
        if found > best or (found == best and opened > best_open):
            best, best_open = found, opened
    return best, best_open


def _root(parent: list[int], item: int) -> int:
    while parent[item] != item:
        parent[item] = parent[parent[item]]
        item = parent[item]
    return item


@dataclass(frozen=True)
class Weights:
    """Weights of the open-board terms, at the start of the game (they fade to 0).

    Tuned by a seeded local search over simulated solo games (the planner with a small
    look-ahead on fixed seeds, 10 games per trial), from hand-set starting values.
    """

    open_credit: float = 0.4  # per route end facing an empty space (forgiven error)
    network_open: float = 0.45  # per open end of a network with an exit (at most cap)
    network_open_cap: int = 3
    frontier: float = 0.1  # per empty space a road (rail) end points at (at most cap)
    frontier_cap: int = 4
    dead_exit: float = 4.17  # per exit whose space holds a drawing that misses it
    special_left: float = 1.5  # per special route still allowed in later rounds
    loose_exit_bonus: float = 0.0  # per one-exit network with open ends
    merge: float = 0.62  # share of the "open networks all join up" bonus
    free_exit: float = 0.8  # how much an exit with an empty space counts towards it
    near_exit: float = 0.37  # extra when a route end of its kind points at that space
    one_away: float = 0.25  # share of the points of joins one drawing away
    line_open: float = 0.5  # per open end of the longest lines' groups
    future_power: float = 1.0  # the terms scale with (share of rounds to come) ** this


WEIGHTS = Weights()


@dataclass(frozen=True)
class Features:
    """What one pass over a board finds (exact score parts and open-board counts)."""

    networks: int
    highway: int
    railway: int
    centre: int
    errors: int
    expansion: int
    open_ends: int  # route/river/lava ends facing an empty space (inside ``errors``)
    network_open: int  # sum over networks with an exit of min(open ends, cap)
    road_frontier: int  # empty spaces a road end points at
    rail_frontier: int
    dead_exits: int
    exit_open_links: int  # networks of one exit with open ends (can still pair up)
    open_exits: int  # exits of networks that still have open ends
    closed_points: int  # network points of networks without open ends
    free_exits: int  # exits whose space is still empty
    near_exits: int  # of those, exits whose space a route end of the exit's kind faces
    one_away: int  # network points if every join one drawing away were made
    line_open: int  # open ends (at most 2 each) of the longest highway's and railway's groups

    @property
    def score(self) -> int:
        return (
            self.networks + self.highway + self.railway + self.centre - self.errors
            + self.expansion
        )


def features(cells: Sequence[int], expansion: str = "none", cap: int = 3) -> Features:
    """Exact score parts and open-board counts of ``cells`` (see the module docstring)."""
    neighbours = NEIGHBOURS
    v_sides = V_SIDES
    errors = open_ends = 0
    road_front: set[int] = set()
    rail_front: set[int] = set()
    # Error and open-end pass (the rulebook's errors; see scoring.open_ends).
    for cell, ends in enumerate(_ENDS):
        value = cells[cell]
        if value < 0:
            continue
        for neighbour, back, kind in ends[value]:
            other = cells[neighbour]
            if other >= 0:
                if v_sides[other][back] != kind:
                    errors += 1
                continue
            if other == CRATER:
                if kind != ROAD and kind != RAIL:
                    errors += 1
                continue
            errors += 1
            open_ends += 1
            if kind == ROAD:
                road_front.add(neighbour)
            elif kind == RAIL:
                rail_front.add(neighbour)
    # Networks: walk joined sides from every exit that a drawing reaches, then the
    # routes that reach no exit yet (they may still link networks).
    seen = [False] * (CELLS * 4)
    side_group = _SIDE_GROUP
    networks = network_open = dead_exits = loose = open_exits = closed_points = 0
    free_exits = near_exits = 0
    free_exit_cells: list[int] = []
    starts: list[int] = []
    for cell, side, kind in _EXIT_CELLS:
        value = cells[cell]
        if value < 0:
            if value == EMPTY:
                free_exits += 1
                free_exit_cells.append(cell)
                if cell in (road_front if kind == ROAD else rail_front):
                    near_exits += 1
            continue
        if v_sides[value][side] != kind:
            dead_exits += 1
            continue
        starts.append(cell * 4 + side)
    with_exits = len(starts)
    for cell in road_front | rail_front:  # floating routes beside open spaces
        for neighbour in neighbours[cell]:
            if neighbour >= 0 and cells[neighbour] >= 0:
                for side, kind in enumerate(v_sides[cells[neighbour]]):
                    if kind in (ROAD, RAIL):
                        starts.append(neighbour * 4 + side)
    # frontier cell -> the first group touching it; groups joined through one space
    touching: dict[int, int] = {}
    parent: list[int] = []
    group_exits: list[int] = []
    for number, start in enumerate(starts):
        if seen[start]:
            continue
        exits = opened = 0
        stack = [start]
        seen[start] = True
        group = len(parent)
        parent.append(group)
        while stack:
            node = stack.pop()
            here = node >> 2
            side_ = node & 3
            tile = cells[here]
            kind_ = v_sides[tile][side_]
            if kind_ == _EXIT_AT[node]:
                exits += 1
            for other in side_group[tile][side_]:
                key = here * 4 + other
                if not seen[key]:
                    seen[key] = True
                    stack.append(key)
            if kind_ in _JOINING:
                neighbour = neighbours[here][side_]
                if neighbour < 0:
                    continue
                other_tile = cells[neighbour]
                if other_tile >= 0:
                    back = _BACK[side_]
                    if v_sides[other_tile][back] == kind_:
                        key = neighbour * 4 + back
                        if not seen[key]:
                            seen[key] = True
                            stack.append(key)
                elif other_tile == EMPTY and kind_ != LAKE:
                    opened += 1
                    first = touching.setdefault(neighbour, group)
                    if first != group:
                        a, b = _root(parent, first), _root(parent, group)
                        if a != b:
                            parent[max(a, b)] = min(a, b)
                elif other_tile != CRATER and kind_ != LAKE:
                    opened += 1
        group_exits.append(exits)
        if number >= with_exits:
            continue
        points = NETWORK_POINTS[min(exits, 12)]
        networks += points
        if opened:
            open_exits += exits
        else:
            closed_points += points
        network_open += min(opened, cap)
        if exits == 1 and opened:
            loose += 1
    # One space away: groups that face the same open space join, and a free exit whose
    # space a group faces joins it.
    merged = [0] * len(parent)
    for group, exits in enumerate(group_exits):
        merged[_root(parent, group)] += exits
    for cell in free_exit_cells:
        facing = touching.get(cell)
        if facing is not None:
            merged[_root(parent, facing)] += 1
    one_away = sum(NETWORK_POINTS[min(exits, 12)] for exits in merged if exits)
    highway, highway_open = longest_line_and_ends(cells, ROAD)
    railway, railway_open = longest_line_and_ends(cells, RAIL)
    centre = central_points(cells)
    extra = EXPANSION_POINTS[expansion](cells) if expansion != "none" else 0
    return Features(
        networks,
        highway,
        railway,
        centre,
        errors,
        extra,
        open_ends,
        network_open,
        len(road_front),
        len(rail_front),
        dead_exits,
        loose,
        open_exits,
        closed_points,
        free_exits,
        near_exits,
        one_away,
        min(highway_open, 2) + min(railway_open, 2),
    )


def value(
    cells: Sequence[int],
    expansion: str,
    future: float,
    specials_left: int,
    weights: Weights = WEIGHTS,
) -> float:
    """Exact score plus the open-board terms scaled by ``future`` (share of rounds still
    to come after the plans being compared, 0 when the board is final)."""
    return combine(features(cells, expansion, weights.network_open_cap), future,
                   specials_left, weights)


def merge_gain(f: Features, weights: Weights = WEIGHTS) -> float:
    """Network points if the open networks and the free exits all joined up, beyond
    the points the networks give now (free exits counted by ``free_exit``/``near_exit``)."""
    w = weights
    hoped = f.open_exits + w.free_exit * f.free_exits + w.near_exit * f.near_exits
    whole = int(hoped)
    top = min(whole, 12)
    joined = NETWORK_POINTS[top] + (
        (hoped - whole) * (NETWORK_POINTS[min(top + 1, 12)] - NETWORK_POINTS[top])
    )
    return f.closed_points + joined - f.networks


def combine(f: Features, future: float, specials_left: int, weights: Weights = WEIGHTS) -> float:
    """:func:`value` from the board's :class:`Features` (computed once)."""
    score = float(f.score)
    if future <= 0:
        return score
    w = weights
    if w.future_power != 1.0:
        future = future**w.future_power
    cap = w.frontier_cap
    return score + future * (
        w.merge * merge_gain(f, w)
        + w.one_away * (f.one_away - f.networks)
        + w.line_open * f.line_open
        + w.open_credit * f.open_ends
        + w.network_open * f.network_open
        + w.frontier * (min(f.road_frontier, cap) + min(f.rail_frontier, cap))
        - w.dead_exit * f.dead_exits
        + w.special_left * specials_left
        + w.loose_exit_bonus * f.exit_open_links
    )
