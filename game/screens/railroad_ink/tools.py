"""The row under the live score: the Meteor's directions, or the Lava's volcano and
erase tools.

They are drawn 38 px high (the status under them needs its lines) and each takes a
finger's tap of 44 px all the same (a button's ``reach``): its reach goes up into the gap
over it, short of the score's panel. A tap a few pixels above a 38 px button did
nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game import draw
from game.screens.railroad_ink.model import direction_label
from game.widgets import FINGER, Button
from rules.railroad_ink.board import METEOR_PHASE

if TYPE_CHECKING:
    from game.screens.railroad_ink.screen import RailroadInkScreen

ROW_H = 38  # the row's drawing
GAP_ABOVE = 8  # between the score's panel and the row, which the targets take in
ARROWS = "↑→↓←"  # north, east, south, west (the meteor die and the buttons)


def reach(drawn: pygame.Rect) -> pygame.Rect:
    """The finger's target of a button of the row drawn at ``drawn``: FINGER high, the
    room it lacks taken from the gap above it."""
    extra = min(GAP_ABOVE - 2, max(0, FINGER - drawn.h))
    return pygame.Rect(drawn.x, drawn.y - extra, drawn.w, drawn.h + extra)


def build(screen: RailroadInkScreen, row: pygame.Rect) -> list[Button]:
    """The row's buttons in ``row`` (its drawing), for the player whose turn it is on
    their own board: the meteor's directions in its first step, else the Lava's tools
    that may be used now; none otherwise."""
    obs, ctx, t = screen.obs, screen.ctx, screen.t
    assert obs is not None
    theme = ctx.theme
    if not (screen.my_turn and screen.shown is None):
        return []

    def button(drawn: pygame.Rect, label: str, on_click: Callable[[], None],
               **kwargs: Any) -> Button:
        return Button(theme, drawn, label, on_click, reach=reach(drawn), feedback=ctx.feedback,
                      **kwargs)

    buttons: list[Button] = []
    if obs.own.phase == METEOR_PHASE and screen.options.meteor:
        directions = sorted(screen.options.meteor)
        w = (row.w - 8 * (len(directions) - 1)) // len(directions)
        for i, direction in enumerate(directions):
            tip = t("ink.describe.meteor", direction=direction_label(t, direction))
            buttons.append(button(pygame.Rect(row.x + i * (w + 8), row.y, w, row.h),
                                  ARROWS[direction], lambda d=direction: screen.meteor(d),
                                  id=f"meteor-{'nesw'[direction]}", size="h3",
                                  style="primary", tooltip=tip))
        return buttons
    half = (row.w - 8) // 2
    # The tool in use looks pressed, and a label too long for half the row ("Стереть
    # маршрут") gets a smaller size rather than being cut short.
    sizes = (15, *draw.LABEL_SIZES)
    tools = (("volcano", bool(screen.options.volcano), "ink.volcano", "ink.volcano_tip"),
             ("erase", bool(screen.options.erase), "ink.erase", "ink.erase_tip"))
    for slot, (tool, offered, name, tip) in enumerate(tools):
        if not offered:
            continue
        label = t(name)
        active = screen.tool == tool
        buttons.append(button(pygame.Rect(row.x + slot * (half + 8), row.y, half, row.h),
                              label, lambda tool=tool: screen.set_tool(tool), id=f"tool-{tool}",
                              size=draw.label_size(theme, label, half - 16, sizes, active),
                              style="primary" if active else "secondary", tooltip=t(tip)))
    return buttons
