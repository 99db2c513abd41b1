"""Where the GWT screen draws plain texts (not controls) that tooltips keep clear of where
they can (``GameScreen.text_regions``, ``WidgetGroup.keep_clear``): the question over
the choices (a first choice focused by Tab had its tooltip over "Your turn: pick a
destination"), Kansas City's steps, a decision's note and the page number; the hand's
header; the money, certificates and steps beside the tabs (under the bar's Undo and
Hint); the open discard pile's title and how to close it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import draw
from game.screens.gwt import dock, drawing

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen


def text_regions(screen: GwtScreen) -> list[pygame.Rect]:
    view, table = screen.view, screen.table
    if view is None or table is None:
        return []
    return [*panel_texts(screen), *hand_texts(screen), *bar_texts(screen),
            *discard_texts(screen)]


def line_rect(screen: GwtScreen, text: str, pos: tuple[int, int], size: int | str,
              bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """The rect of one line of text as ``draw.text`` puts it."""
    rect = pygame.Rect((0, 0), screen.ctx.theme.font(size, bold).size(text))
    setattr(rect, anchor, pos)
    return rect


def lines_rect(screen: GwtScreen, lines: list[str], pos: tuple[int, int], size: int | str,
               step: int, bold: bool = False) -> pygame.Rect:
    """The rect of lines drawn from ``pos`` down, ``step`` apart (``draw.text_lines``)."""
    theme = screen.ctx.theme
    width = max((theme.text_width(line, size, bold) for line in lines), default=0)
    return pygame.Rect(pos, (width, step * (len(lines) - 1) + theme.line_height(size, bold)))


def panel_texts(screen: GwtScreen) -> list[pygame.Rect]:
    """The decision panel's: the question as drawn, Kansas City's steps, the note under
    the choices, the page number by the page buttons."""
    theme, area, decision = screen.ctx.theme, screen.choice_area, screen.decision
    _colour, size, lines = drawing.prompt_shown(screen)
    step = decision.step if decision is not None else 0
    out = [lines_rect(screen, lines, (area.x + 12, drawing.prompt_y(screen, step)), size,
                      theme.line_height(size, True), True)]
    if step:  # the five dots (10 px round, 26 apart) and their name
        x, y = area.x + 22, area.y + 20
        label = line_rect(screen, screen.ctx.t("gwt.kc_steps"), (x + 5 * 26 - 4, y), "tiny",
                          anchor="midleft")
        out.append(pygame.Rect(x - 10, y - 10, label.right - x + 10, 20).union(label))
    if decision is not None and decision.note:
        size, note = draw.fitted_lines(theme, decision.note, area.w - 24, 2)
        out.append(lines_rect(screen, note, (area.x + 12, area.bottom - 8 - (size + 3) *
                                             len(note)), size, size + 3))
    if screen.page_label:
        right = area.right - 2 * dock.PAGE_BUTTON[0] - 22
        out.append(line_rect(screen, screen.page_label, (right, area.y + 25), "tiny",
                             anchor="midright"))
    return out


def hand_texts(screen: GwtScreen) -> list[pygame.Rect]:
    """The hand's header (as ``dock.paint_hand_header`` writes it) and, with no cards,
    the words saying so."""
    t, hand, table = screen.ctx.t, screen.hand_area, screen.table
    assert table is not None and screen.view is not None
    p = screen.view.viewer
    title = line_rect(screen, t("gwt.your_hand"), (hand.x + 8, hand.y + 4), "small", True)
    herd = line_rect(screen, t("gwt.herd_value", n=table.herd_value(table.hand[p])),
                     (title.right + 14, hand.y + 5), "tiny", True)
    piles = line_rect(screen, t("gwt.piles", deck=len(table.deck[p]),
                                discard=len(table.discard[p])),
                      (hand.right - 8, hand.y + 5), "tiny", anchor="topright")
    out = [title.union(herd), piles]
    if not table.hand[p]:
        out.append(line_rect(screen, t("gwt.hand_empty"), hand.center, "small",
                             anchor="center"))
    return out


def bar_texts(screen: GwtScreen) -> list[pygame.Rect]:
    """The money, certificates and steps beside the tabs, as last drawn."""
    summary = screen.summary_rect
    return [summary.copy()] if summary.w > 0 else []


def discard_texts(screen: GwtScreen) -> list[pygame.Rect]:
    """The open discard pile's title and how to close it (as ``drawing.draw_discard``
    writes them)."""
    view, table = screen.view, screen.table
    if not screen.show_discard or view is None or table is None:
        return []
    box = drawing.discard_box(screen)
    title = view.whose(screen.ctx.t, "gwt.discard_title", "gwt.discard_title_of",
                       n=len(table.discard[view.viewer]))
    return [line_rect(screen, title, (box.x + 16, box.y + 12), "h3", True),
            line_rect(screen, screen.ctx.t("gwt.discard_close"), (box.right - 16, box.y + 18),
                      "tiny", anchor="topright")]
