"""Making a Ticket to Ride map ready before its screen opens, a small step at a time.

The first screen of a map in a process would otherwise spend about 85 ms in one frame
on the map's layout (the relaxation of the city positions), the labels' places and the
painted base. :func:`preparation` does the same work as a generator of steps of about
a millisecond or less, which the play scene runs a few milliseconds a frame
(``game/scenes/play.py``); the results are kept for the process (``screen._layouts``,
``board._statics``), so the screen built afterwards finds them ready.
"""

from __future__ import annotations

from collections.abc import Generator

from game.screens.base import ScreenContext
from game.screens.ttr import screen as ttr_screen
from game.screens.ttr.board import BoardPainter
from game.screens.ttr.info import TableInfo
from game.screens.ttr.layout import build_layout
from rules.core.registry import get_game


def preparation(ctx: ScreenContext, game_id: str) -> Generator[None, None, None] | None:
    """The steps that make ``game_id``'s map ready for a screen in ``ctx`` (its layout,
    labels and base for ``ctx.colour_blind``), or None if nothing is left to do."""
    game_map = TableInfo(get_game(game_id)).map
    area = ttr_screen.map_rect(ctx.rect)
    rect = (area.x, area.y, area.w, area.h)
    key = (game_map.name, rect)
    layout = ttr_screen._layouts.get(key)
    if layout is not None and BoardPainter(ctx.theme, layout).ready(ctx.colour_blind):
        return None
    return _steps(ctx, game_map, rect)


def _steps(ctx: ScreenContext, game_map, rect) -> Generator[None, None, None]:
    key = (game_map.name, rect)
    layout = ttr_screen._layouts.get(key)
    if layout is None:
        layout = yield from build_layout(game_map, rect)
        ttr_screen._layouts[key] = layout
    yield from BoardPainter(ctx.theme, layout).static_steps(ctx.colour_blind)
