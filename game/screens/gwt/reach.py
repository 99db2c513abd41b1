"""Buttons drawn smaller than a finger that take a tap over a larger reach (at least
``FINGER`` px high): the tabs (``tabs.py``) and the discard pile's button in the hand's
corner (drawn 24 px high, a finger's tap just off it went to nothing)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.widgets import Button

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen

#: A finger's tap: how high a control's reach is at least.
FINGER = 44


class Reaching(Button):
    """A button drawn at ``rect`` that takes a click or a tap anywhere in ``reach``."""

    def __init__(self, theme: Any, rect: Any, label: str, on_click: Callable[[], None],
                 reach: pygame.Rect, **kwargs: Any) -> None:
        super().__init__(theme, rect, label, on_click, **kwargs)
        self.reach = reach.union(self.rect)

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.reach.collidepoint(pos)

    def move(self, dx: int, dy: int) -> None:
        super().move(dx, dy)
        self.reach.move_ip(dx, dy)


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
    screen.ui.add(Reaching(ctx.theme, rect, label, screen.toggle_discard, reach,
                           id="discard-pile", size="tiny", style="ghost",
                           feedback=ctx.feedback))
