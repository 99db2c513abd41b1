"""The discard pile's button in the hand's corner: drawn 24 px high, it takes a finger's
tap over ``FINGER`` px (a tap just off it went to nothing; the tabs likewise, ``tabs.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.widgets import FINGER, Button

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen


def add_discard_pile(screen: GwtScreen) -> None:
    """The button that opens the viewer's discard pile, drawn 24 px high in the hand's
    bottom right corner; its reach runs from under the cards to the play area's foot
    (48 px) and 4 px either side, short of the choices' panel."""
    view, table, ctx = screen.view, screen.table, screen.ctx
    if view is None:
        return
    discard = len(table.discard[view.viewer]) if table else 0
    label = view.whose(ctx.t, "gwt.show_discard", "gwt.show_discard_of", n=discard)
    hand = screen.hand_area
    w = ctx.theme.text_width(label, "tiny") + 24
    rect = pygame.Rect(hand.right - w - 6, hand.bottom - 28, w, 24)
    bottom = ctx.rect.bottom
    reach = pygame.Rect(rect.x - 4, bottom - FINGER - 4, w + 8, FINGER + 4)
    button = Button(ctx.theme, rect, label, screen.toggle_discard, reach=reach,
                    id="discard-pile", size="tiny", style="ghost", feedback=ctx.feedback)
    # Tab reaches it after every choice and page button: in the hand's corner, level
    # with the choices' last row, reading order put it between two rows
    button.tab_late = True
    screen.ui.add(button)
