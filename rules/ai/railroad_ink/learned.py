"""The learned board value at play time: a linear model per rounds played of the final
score a good player reaches from a board (fitted by :mod:`rules.ai.railroad_ink.learn`,
stored in :mod:`rules.ai.railroad_ink.learned_table`)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.ai.railroad_ink.evaluate import WEIGHTS, Features, Weights, combine, features
from rules.ai.railroad_ink.evaluate import merge_gain as merge_term

#: The model's inputs, in order (the intercept is not listed; it comes first in a row of
#: weights). ``static`` is the static evaluation's value of the board.
NAMES = (
    "static", "networks", "highway", "railway", "centre", "errors", "open_ends",
    "network_open", "road_frontier", "rail_frontier", "dead_exits", "exit_open_links",
    "open_exits", "closed_points", "free_exits", "near_exits", "one_away", "line_open",
    "merge_gain", "specials_left",
)


def vector(f: Features, static: float, specials_left: int) -> list[float]:
    """The model's inputs for a board with features ``f`` (see :data:`NAMES`)."""
    return [
        static, f.networks, f.highway, f.railway, f.centre, f.errors, f.open_ends,
        f.network_open, f.road_frontier, f.rail_frontier, f.dead_exits,
        f.exit_open_links, f.open_exits, f.closed_points, f.free_exits, f.near_exits,
        f.one_away, f.line_open, merge_term(f), specials_left,
    ]


def learned_value(
    cells: Sequence[int], expansion: str, future: float, specials_left: int,
    model: Sequence[float], weights: Weights = WEIGHTS,
) -> float:
    """The model's prediction of the final score (``model``: intercept, then one weight
    per :data:`NAMES`); a finished board (``future`` 0) is valued at its score."""
    f = features(cells, expansion, weights.network_open_cap)
    static = combine(f, future, specials_left, weights)
    if future <= 0:
        return static
    total = model[0]
    for weight, x in zip(model[1:], vector(f, static, specials_left), strict=True):
        total += weight * x
    return total
