"""What the score preview shows on the board: networks and their exits, the longest
road and railway as traced lines, and the open ends that count as errors.

Pure functions of a board's cells (variant numbers, EMPTY or CRATER), like
:mod:`rules.railroad_ink.scoring`, whose numbers they illustrate: the totals always
come from the rules' own ``score_board``; this module only finds *where* they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from rules.railroad_ink.scoring import longest_route_line, open_sides, score_board, scored_spaces
from rules.railroad_ink.tiles import (
    EXITS,
    LAKE,
    NEIGHBOURS,
    RAIL,
    ROAD,
    V_GROUPS,
    V_SIDES,
)

_JOINING = (ROAD, RAIL, LAKE)
_EXIT_AT = {(cell, side): kind for cell, side, kind in EXITS}


@dataclass(frozen=True)
class Network:
    cells: frozenset[int]
    exits: tuple[tuple[int, int], ...]  # (cell, side) of each exit it reaches


@dataclass(frozen=True)
class OpenEnd:
    cell: int
    side: int
    crater: bool  # a route end facing a crater (Meteor: worth 2, not an error)


@dataclass(frozen=True)
class Preview:
    points: tuple[int, ...]  # the rules' own score row
    networks: tuple[Network, ...]  # networks with at least one exit, most exits first
    road: tuple[int, ...]  # cells of one longest road, in order
    rail: tuple[int, ...]
    ends: tuple[OpenEnd, ...]
    area: frozenset[int] = frozenset()  # what the expansion's row counts (river, lake, lava)

    @property
    def total(self) -> int:
        return sum(self.points)


def _groups_joined(value: int, side: int) -> list[int]:
    groups = V_GROUPS[value]
    return [o for o in range(4) if o != side and groups[side] >= 0 and groups[o] == groups[side]]


def networks(cells: Sequence[int]) -> list[Network]:
    """Every network that reaches an exit, with its cells and the exits it joins."""
    seen: set[tuple[int, int]] = set()
    found: list[Network] = []
    for cell, side, kind in EXITS:
        value = cells[cell]
        if value < 0 or V_SIDES[value][side] != kind or (cell, side) in seen:
            continue
        seen.add((cell, side))
        stack = [(cell, side)]
        members: set[int] = set()
        exits: list[tuple[int, int]] = []
        while stack:
            here, s = stack.pop()
            members.add(here)
            tile = cells[here]
            side_kind = V_SIDES[tile][s]
            if _EXIT_AT.get((here, s)) == side_kind:
                exits.append((here, s))
            for other in _groups_joined(tile, s):
                if (here, other) not in seen:
                    seen.add((here, other))
                    stack.append((here, other))
            if side_kind in _JOINING:
                neighbour = NEIGHBOURS[here][s]
                if neighbour >= 0 and cells[neighbour] >= 0:
                    back = (s + 2) % 4
                    joined = V_SIDES[cells[neighbour]][back] == side_kind
                    if joined and (neighbour, back) not in seen:
                        seen.add((neighbour, back))
                        stack.append((neighbour, back))
        found.append(Network(frozenset(members), tuple(sorted(set(exits)))))
    found.sort(key=lambda n: (-len(n.exits), min(n.cells)))
    return found


def longest_line(cells: Sequence[int], kind: int) -> tuple[int, ...]:
    """The cells of one longest unbroken ``kind`` line, as the rules walk it."""
    return longest_route_line(cells, kind)


def open_ends(cells: Sequence[int]) -> list[OpenEnd]:
    """Route, river and lava sides that lead nowhere (the rules' errors), and route
    ends facing a crater: the sides the rules' ``open_ends`` counts."""
    return [OpenEnd(cell, side, crater) for cell, side, crater in open_sides(cells)]


@lru_cache(maxsize=32)
def preview(cells: tuple[int, ...], expansion: str) -> Preview:
    """Everything the live score shows for one board (memoized: boards repeat)."""
    return Preview(
        score_board(cells, expansion),
        tuple(networks(cells)),
        longest_line(cells, ROAD),
        longest_line(cells, RAIL),
        tuple(open_ends(cells)),
        scored_spaces(cells, expansion),
    )
