"""The rollout policy's local score of a drawing: a table look-up per variant, cell
and what the neighbours show (the cell's signature).

Joins to routes are good; route ends against a blank side (errors for good), blank
sides against a route end and sides that close an exit are bad. It is crude but about
a hundred times cheaper than the static evaluation: the rollouts play whole games by
it, and the beam uses it to pick which drawings are worth the static evaluation.
"""

from __future__ import annotations

from rules.core.memo import Cache
from rules.railroad_ink.tiles import (
    CENTRAL,
    F_BLANK,
    F_EDGE,
    F_EMPTY,
    F_EXIT_RAIL,
    F_EXIT_ROAD,
    F_RAIL,
    F_ROAD,
    NONE,
    RAIL,
    ROAD,
    V_SIDES,
)

#: Local score of one side of a drawing: (own side's kind, facing code) -> points.
#: Tuned by the policy's own mean score over 300 solo games (25.4 with hand-set values,
#: 35.6 with these over 600; 29.2 with EXIT = 1, 33.8 with CENTRE = 1): a bonus for
#: exits or the centre makes the greedy policy rush there and leave routes unjoined.
JOIN, EXIT, ERROR, OPEN, BLOCK, EDGE, DEAD, CENTRE = 1.0, 0.0, -1.5, -0.3, -1.05, -0.4, -2.0, 0.0
#: A special is drawn when its local score reaches this (or when it must be now).
SPECIAL_THRESHOLD = 0.0

_CENTRAL = frozenset(CENTRAL)
_LOCAL: Cache[int, float] = Cache()
#: About 88 bytes an entry: 32,768 stay under 3 MiB (a Railroad Ink game adds about
#: 2,500 new ones; a kiosk plays for days).
LOCAL_LIMIT = 1 << 15


def _side_score(kind: int, code: int) -> float:
    if kind in (ROAD, RAIL):
        if code == F_ROAD + kind - ROAD:
            return JOIN
        if code == (F_EXIT_ROAD if kind == ROAD else F_EXIT_RAIL):
            return EXIT
        if code == F_BLANK:
            return ERROR
        if code == F_EMPTY:
            return OPEN
        if code == F_EDGE:
            return EDGE
        return 0.0
    if kind == NONE and code in (F_ROAD, F_RAIL):
        return BLOCK
    if code in (F_EXIT_ROAD, F_EXIT_RAIL):  # a blank side (or water) closes the exit
        return DEAD
    return 0.0


def local_score(variant: int, cell: int, signature: int) -> float:
    """The rollout policy's score of drawing ``variant`` at ``cell`` (memoized)."""
    key = variant << 22 | cell << 16 | signature
    known = _LOCAL.get(key)
    if known is not None:
        return known
    found = CENTRE if cell in _CENTRAL else 0.0
    for side, kind in enumerate(V_SIDES[variant]):
        found += _side_score(kind, signature >> (4 * side) & 15)
    if len(_LOCAL) >= LOCAL_LIMIT:
        _LOCAL.clear()
    _LOCAL[key] = found
    return found


__all__ = ["LOCAL_LIMIT", "SPECIAL_THRESHOLD", "local_score"]
