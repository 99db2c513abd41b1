"""The rollout policy's local score of a drawing: a table look-up per variant, cell
and what the neighbours show (the cell's signature).

Joins to routes are good; route ends against a blank side (errors for good), blank
sides against a route end and sides that close an exit are bad. It is crude but about
a hundred times cheaper than the static evaluation: the rollouts play whole games by
it, and the beam uses it to pick which drawings are worth the static evaluation.
"""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)
class SideScores:
    """Points of one side of a drawing by what it faces (see :func:`local_score`)."""

    join: float  # a road (rail) side against the same route: joined
    exit: float  # a road (rail) side against an exit of its kind
    error: float  # a route side against a blank side (an error for good)
    open: float  # a route side against an empty space
    block: float  # a blank side against a route end (that end becomes an error)
    edge: float  # a route side against the plain edge of the board
    dead: float  # a blank side (or water) against an exit: the exit is lost
    centre: float  # per drawing in a central space


#: Which drawings the beam evaluates (``Settings.prefilter``). Tuned by the rollout
#: policy's own mean score over 600 solo games when it was the rollouts' table too
#: (25.4 with hand-set values, 35.6 with these; 29.2 with exit 1, 33.8 with centre 1:
#: a bonus for exits or the centre made the greedy policy rush there).
PREFILTER = SideScores(join=1.0, exit=0.0, error=-1.5, open=-0.3, block=-1.05,
                       edge=-0.4, dead=-2.0, centre=0.0)
#: The rollouts before the last round, and in the last round (an open end left then is
#: an error, a blank side against a route end changes nothing). Tuned from PREFILTER by
#: a coordinate search over the policy's mean score in 1,500 solo games (35.6 -> 36.9;
#: 35.8 -> 36.5 on 2,000 games with other dice).
ROLLOUT = SideScores(join=1.2, exit=0.5, error=-1.5, open=0.2, block=-0.85,
                     edge=-0.4, dead=-1.5, centre=0.0)
LAST_ROUND = SideScores(join=1.2, exit=0.0, error=-1.5, open=-1.0, block=0.0,
                        edge=-0.4, dead=-2.0, centre=0.0)
#: local_score's ``table`` argument picks one of these.
TABLES = (PREFILTER, ROLLOUT, LAST_ROUND)
PREFILTER_TABLE, ROLLOUT_TABLE, LAST_ROUND_TABLE = range(3)
#: A special is drawn when its local score reaches this (or when it must be now).
SPECIAL_THRESHOLD = 0.0

_CENTRAL = frozenset(CENTRAL)
#: About 88 bytes an entry: 32,768 stay under 3 MiB (a Railroad Ink game adds about
#: 2,500 new ones per table; a kiosk plays for days).
LOCAL_LIMIT = 1 << 15
_LOCAL: Cache[int, float] = Cache(LOCAL_LIMIT)


def _side_score(kind: int, code: int, scores: SideScores) -> float:
    if kind in (ROAD, RAIL):
        if code == F_ROAD + kind - ROAD:
            return scores.join
        if code == (F_EXIT_ROAD if kind == ROAD else F_EXIT_RAIL):
            return scores.exit
        if code == F_BLANK:
            return scores.error
        if code == F_EMPTY:
            return scores.open
        if code == F_EDGE:
            return scores.edge
        return 0.0
    if kind == NONE and code in (F_ROAD, F_RAIL):
        return scores.block
    if code in (F_EXIT_ROAD, F_EXIT_RAIL):  # a blank side (or water) closes the exit
        return scores.dead
    return 0.0


def local_score(variant: int, cell: int, signature: int, table: int = PREFILTER_TABLE) -> float:
    """The score of drawing ``variant`` at ``cell`` by one of :data:`TABLES` (memoized)."""
    key = table << 29 | variant << 22 | cell << 16 | signature
    known = _LOCAL.get(key)
    if known is not None:
        return known
    scores = TABLES[table]
    found = scores.centre if cell in _CENTRAL else 0.0
    for side, kind in enumerate(V_SIDES[variant]):
        found += _side_score(kind, signature >> (4 * side) & 15, scores)
    return _LOCAL.keep(key, found)


__all__ = [
    "LAST_ROUND_TABLE",
    "LOCAL_LIMIT",
    "PREFILTER_TABLE",
    "ROLLOUT_TABLE",
    "SPECIAL_THRESHOLD",
    "TABLES",
    "SideScores",
    "local_score",
]
