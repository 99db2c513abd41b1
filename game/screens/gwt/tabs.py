"""The GWT screen's two rows of tabs: the board's (trail, railroad and cities, markets,
player boards) and, on the player boards, the players'. Each tab is drawn as before
(34 and 32 px high) but takes a finger's tap over at least 44 px: from the play area's
top, or the board's, down to what lies under the row, and half the gap to its
neighbours (a tap just above or below a 34 px tab went to nothing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.screens.gwt import playerboard
from game.widgets import Button

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen

TABS = ("trail", "rail", "market", "board")
#: The gap between two tabs of a row (half of it is each one's to take a tap in).
GAP = 6


def add_tabs(screen: GwtScreen) -> None:
    """The board's tabs, in the bar over it; a tap reaches from the play area's top to
    the board's."""
    ctx, t = screen.ctx, screen.ctx.t
    bar = screen.tab_bar
    top, bottom = ctx.rect.y, screen.board_rect.y
    x = bar.x
    labels = (t("gwt.tab.trail"), t("gwt.tab.rail"), t("gwt.tab.market"), t("gwt.tab.board"))
    for tab, label in zip(TABS, labels, strict=True):
        w = max(104, ctx.theme.text_width(label, "small", True) + 30)
        reach = pygame.Rect(x - GAP // 2, top, w + GAP, bottom - top)
        screen.ui.add(Button(ctx.theme, (x, bar.y, w, bar.h), label,
                             lambda tab=tab: screen.choose_tab(tab), reach=reach,
                             id=f"tab-{tab}", size="small",
                             style="primary" if tab == screen.tab else "ghost",
                             feedback=ctx.feedback))
        x += w + GAP
    screen.tabs_right = x


def add_board_switch(screen: GwtScreen) -> None:
    """On the player boards, a tab for each player's board; a tap reaches from the
    board's top down to its panels."""
    view = screen.view
    if view is None or screen.tab != "board" or screen.show_discard:
        return  # (the open discard pile covers them: they drew over its title)
    ctx = screen.ctx
    lay = playerboard.BoardLayout(screen.data, screen.board_rect)
    top, bottom = screen.board_rect.y, lay.stats.y
    x = lay.tabs.x
    for p, name in enumerate(view.names):
        label = name if p != view.viewer else ctx.t("gwt.you", name=name)
        w = min(220, ctx.theme.text_width(label, "small", True) + 44)
        chosen = p == (view.viewer if screen.board_player < 0 else screen.board_player)
        reach = pygame.Rect(x - GAP // 2, top, w + GAP, bottom - top)
        screen.ui.add(Button(ctx.theme, (x, lay.tabs.y, w, 32), label,
                             lambda p=p: screen.choose_board(p), reach=reach, id=f"board-{p}",
                             size="small", style="secondary" if chosen else "ghost",
                             feedback=ctx.feedback))
        x += w + GAP
