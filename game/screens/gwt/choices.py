"""The GWT screen's choice buttons: every legal choice of the decision as a button, in
a grid whose columns and label sizes suit the labels, a page at a time; the page buttons,
the page keys (``keys.py``) and a finger's swipe turn the page."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.input import Intent
from game.screens.gwt import dock, drawing
from game.screens.gwt.explain import choice_tip, hinted

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen

#: Choices on a page before the first layout has measured them.
PAGE = 6
#: How far a finger drags across the choices to turn their page.
SWIPE = 60
#: The sizes a choice button's label may take, largest first ("small" is 15): one line
#: down to 12 px, then two lines at 13 or 12 (10 px was too small to read on a phone).
CHOICE_SIZES = (15, 13, 12)


def add_choices(screen: GwtScreen) -> None:
    """The decision's choices as a grid of buttons, a page at a time (with the page
    buttons when there are more)."""
    decision = screen.decision
    screen.page_label = ""
    if decision is None:
        return
    area = screen.choice_area
    bottom = area.bottom - 4 - drawing.note_height(screen, decision.note)
    choices = decision.choices
    labels = [c.label for c in choices]
    for paged in (False, True):  # the question as wide as the panel, or beside the page
        # buttons if they show (then as laid out even if that page holds them all)
        prompt_size, prompt_lines = drawing.fit_prompt(screen, decision.prompt, paged)
        top = drawing.grid_top(screen, decision.step, prompt_size, prompt_lines)
        grid_area = pygame.Rect(area.x + 8, top, area.w - 16, bottom - top)
        columns, rows = dock.grid_shape(screen.ctx.theme, labels, grid_area, CHOICE_SIZES)
        if len(choices) <= columns * rows:
            break
    screen.prompt_fit = (decision.prompt, prompt_size, prompt_lines)
    screen.page_size = columns * rows
    pages = max(1, math.ceil(len(choices) / screen.page_size))
    screen.page = min(screen.page, pages - 1)
    shown = choices[screen.page * screen.page_size:(screen.page + 1) * screen.page_size]
    rects = dock.choice_grid(grid_area, len(shown), columns, rows)
    theme = screen.ctx.theme
    styles = ["primary" if hinted(c, screen.hint_action, decision.paths) else c.style
              for c in shown]
    # a long label takes a smaller size rather than be cut short ("Add 2 cards to the
    # market (1 c…"), then two lines rather than a size too small to read on a phone;
    # only one too long even so is cut (every tooltip says it whole). The page's labels
    # share the smallest size one of them needs: a purchase offer read at 15, 13 and 12
    # px side by side in Russian's long breed names.
    common = min((dock.label_lines(theme, c.label, r.w - 18, CHOICE_SIZES,
                                   CHOICE_SIZES[1:], st == "primary")[0]
                  for c, r, st in zip(shown, rects, styles, strict=True)),
                 default=CHOICE_SIZES[0])
    for i, (choice, rect, style) in enumerate(zip(shown, rects, styles, strict=True)):
        size, lines = dock.label_lines(theme, choice.label, rect.w - 18, (common,),
                                       (common,), style == "primary")
        # a tap in the gap beside a choice is its (a finger 2-5 px off a 34 px button
        # took nothing): each takes half the gap round it
        screen.ui.add(screen.ctx.button(rect, "\n".join(lines),
                                        lambda c=choice: screen.pick_choice(c),
                                        id=f"choice-{screen.page * screen.page_size + i}",
                                        size=size, style=style,
                                        tooltip=choice_tip(screen, choice),
                                        reach=rect.inflate(dock.CHOICE_GAP, dock.CHOICE_GAP)))
    if pages > 1:
        label = f"{screen.page + 1}/{pages}"
        y, (w, h) = area.y + 8, dock.PAGE_BUTTON
        screen.ui.add(screen.ctx.button((area.right - 2 * w - 14, y, w, h), "‹",
                                        lambda: turn_page(screen, -1), id="page-prev"))
        screen.ui.add(screen.ctx.button((area.right - w - 8, y, w, h), "›",
                                        lambda: turn_page(screen, 1), id="page-next"))
        screen.page_label = label
    else:
        screen.page_label = ""


def turn_page(screen: GwtScreen, step: int) -> None:
    if screen.decision is None:
        return
    pages = max(1, math.ceil(len(screen.decision.choices) / screen.page_size))
    screen.page = (screen.page + step) % pages
    screen.rebuild()

def swiped(screen: GwtScreen, intent: Intent) -> bool:
    """A finger dragged across the choices turns their page (leftwards: the next),
    as on a phone; the page buttons are small."""
    if intent.kind == "down":
        screen.swipe_from = intent.pos if screen.choice_area.collidepoint(intent.pos) else None
    elif intent.kind == "drop" and screen.swipe_from is not None:
        dx = intent.pos[0] - screen.swipe_from[0]
        screen.swipe_from = None
        if abs(dx) >= SWIPE and screen.ui.find("page-next") is not None:
            turn_page(screen, -1 if dx > 0 else 1)
            return True
    return False
