"""The dock under the board: the viewer's hand (breed colours, values, points, the herd
value of distinct breeds, live), deck and discard counts, and the decision panel with
the question asked now and its choices."""

from __future__ import annotations

import pygame

from game import draw
from game.screens.gwt import look
from game.screens.gwt.names import Names
from game.theme import Theme
from rules.gwt.data import TASKS, Data

CARD = (76, 92)


def hand_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Card rects in the hand area, overlapping when there are many."""
    if not count:
        return []
    room = area.w - 12
    step = min(CARD[0] + 6, (room - CARD[0]) // max(1, count - 1)) if count > 1 else 0
    return [pygame.Rect(area.x + 6 + i * step, area.y + 30, *CARD) for i in range(count)]


def paint_card(surface: pygame.Surface, theme: Theme, data: Data, names: Names, card: int,
               box: pygame.Rect, lifted: bool = False, visible: int | None = None) -> None:
    """One card; ``visible``: how much of its width the next card in a crowded hand
    leaves showing (its points and breed name are then written inside that strip: a
    seven-card hand cut "Guernsey" to "Guernse" and hid the Longhorns' points)."""
    if lifted:
        box = box.move(0, -8)
    surface.blit(draw.shadow_for(box.size, 8), (box.x - 8, box.y - 8))
    if data.card_breed[card] < 0:
        objective = data.objectives[card - data.first_objective]
        draw.panel(surface, box, (236, 226, 200), 8, border=look.GOLD, width=2)
        draw.text(surface, theme, objective.id, (box.x + 6, box.y + 5), "small",
                  (60, 40, 10), True)
        if objective.action is not None:  # what playing it does at once
            look.effect_icon(surface, theme, objective.action, (box.right - 14, box.y + 14), 18)
        paint_tasks(surface, theme, objective.tasks, box,
                    names.t("gwt.task.san_francisco_short"))
        draw.text(surface, theme, f"{objective.vp}/−{objective.penalty}",
                  (box.centerx, box.bottom - 6), "tiny", (60, 40, 10), True, "midbottom")
        return
    breed = data.breed_names[data.card_breed[card]]
    colour = look.breed_colour(breed)
    ink = look.breed_ink(breed)
    draw.panel(surface, box, colour, 8, border=(245, 240, 230), width=2)
    draw.text(surface, theme, str(data.card_value[card]), (box.x + 7, box.y + 3), "h2", ink,
              True)
    covered = visible is not None and visible < box.w
    if data.card_vp[card] and covered:  # under the value, in the strip left showing
        draw.text(surface, theme, f"{data.card_vp[card]} {names.t('gwt.vp_short')}",
                  (box.x + 7, box.y + 30), "tiny", ink, True)
    elif data.card_vp[card]:
        draw.text(surface, theme, f"{data.card_vp[card]}", (box.right - 7, box.y + 6), "small",
                  ink, True, "topright")
        draw.text(surface, theme, names.t("gwt.vp_short"), (box.right - 7, box.y + 24), "tiny", ink,
                  anchor="topright")
    size, lines, left, inner = name_place(theme, names.breeds[breed], box, visible)
    if any(line.endswith("…") or theme.text_width(line, size) > inner for line in lines):
        # too long for the card or its strip: the short name, whole («Голландс… поясная»
        # in a hand of six)
        size, lines, left, inner = name_place(theme, names.breeds_short[breed], box, visible)
    step = size + 2
    draw.text_lines(surface, theme, lines, (left, box.bottom - 5 - step * len(lines)), size,
                    step, ink, max_width=inner)


def name_place(theme: Theme, name: str, box: pygame.Rect,
               visible: int | None = None) -> tuple[int, list[str], int, int]:
    """A breed name's text size, lines, left x and width on a card: inside the card's
    border with room to spare ("Dutch Belt" ran into the right edge), or the whole width
    for a word that needs it («Голландская»); within the strip a crowded hand leaves
    showing (``visible``)."""
    strip = visible if visible is not None and visible < box.w else None
    widths = (strip - 10, strip - 6) if strip is not None else (box.w - 14, box.w - 8)
    for inner in widths:
        size, lines = draw.fitted_lines(theme, name, inner, 2, draw.LABEL_SIZES)
        if all(theme.text_width(line, size) <= inner for line in lines) \
                and not lines[-1].endswith("…"):
            break
    left = box.x + (strip - inner) // 2 if strip is not None else box.centerx - inner // 2
    return size, lines, left, inner


def paint_tasks(surface: pygame.Surface, theme: Theme, tasks: tuple[int, ...],
                box: pygame.Rect, short_sf: str) -> None:
    """An objective card's tasks in the hand: each item's picture and how many, two a row
    (what the card asks for must be seen before it is played)."""
    need: dict[int, int] = {}
    for task in tasks:
        need[task] = need.get(task, 0) + 1
    for i, (task, count) in enumerate(need.items()):
        row, column = divmod(i, 2)
        x, y = box.x + 5 + column * 35, box.y + 30 + row * 20
        if row > 1:  # no card has more than three kinds of task
            break
        if count > 1:
            x += draw.text(surface, theme, f"{count}", (x, y + 1), "tiny", (60, 40, 10),
                           True).w + 1
        look.task_icon(surface, theme, TASKS[task], (x, y), short_sf)


def paint_hand_header(surface: pygame.Surface, theme: Theme, area: pygame.Rect, names: Names,
                      herd: int, deck: int, discard: int) -> list[pygame.Rect]:
    """The hand's title, its herd value and the piles' counts; the rects written."""
    t = names.t
    title = draw.text(surface, theme, t("gwt.your_hand"), (area.x + 8, area.y + 4), "small",
                      "text", True)
    herd_value = draw.text(surface, theme, t("gwt.herd_value", n=herd),
                           (title.right + 14, area.y + 5), "tiny", look.GOLD, True)
    piles = draw.text(surface, theme, t("gwt.piles", deck=deck, discard=discard),
                      (area.right - 8, area.y + 5), "tiny", "muted", anchor="topright")
    return [title.union(herd_value), piles]


#: A choice button's height at most and at least, and the gap between buttons.
CHOICE_H, CHOICE_MIN_H, CHOICE_GAP = 34, 30, 6
#: The page buttons' size (36 x 28 was small for a finger), and the width they and the
#: page number take from the prompt beside them.
PAGE_BUTTON = (44, 34)
PAGES_W = 2 * PAGE_BUTTON[0] + 14 + 34


def grid_shape(theme: Theme, labels: list[str], area: pygame.Rect,
               sizes: tuple[int, ...]) -> tuple[int, int]:
    """Columns and rows of the choice grid in ``area``: as many rows as fit with the
    buttons a little lower if need be (a two-line question left room for two rows of
    34 px, three px short of three), and the columns the labels read best in: two when
    they all fit at the second size or larger, or one page holds them no other way;
    else one, full width, when one page of rows holds them (the station master's long
    "Take: give up a Builder" was 10 px beside an empty half panel); else three when
    the labels fit a third of the width (seven places to go were split over two pages,
    the objective card to play alone on the second), four when more than three columns
    of rows are asked and the labels fit a quarter."""
    rows = max(1, (area.h + CHOICE_GAP) // (CHOICE_MIN_H + CHOICE_GAP))

    def readable(columns: int) -> bool:
        w = (area.w - (columns - 1) * CHOICE_GAP) // columns - 18
        if columns == 4:  # a site over its price is read whole ("Rockfall risk 2 · $2")
            return all(draw.fitted_size(theme, label, w, sizes[:2]) or
                       place_over_price(theme, label, w, sizes[1:]) for label in labels)
        return all(draw.fitted_size(theme, label, w, sizes[:2]) for label in labels)

    if len(labels) <= 2 * rows and (readable(2) or len(labels) > rows):
        return 2, rows
    if len(labels) <= rows:
        return 1, rows
    if len(labels) > 3 * rows and readable(4):  # short labels, many pages: a building's
        return 4, rows  # sites ("A-1 · $2") went to six pages of four (or four of six)
    return (3 if readable(3) else 2), rows


def place_over_price(theme: Theme, label: str, width: int, sizes: tuple[int, ...],
                     bold: bool = False) -> tuple[int, list[str]] | None:
    """A place and its price ("Flood risk 1 · $2") as two lines, the place over the
    price, at the largest of ``sizes`` where both fit ``width``; None for another label
    or if they do not fit."""
    if label.count(" · ") != 1:
        return None
    parts = label.split(" · ")
    size = next((size for size in sizes if all(theme.text_width(part, size, bold) <= width
                                                 for part in parts)), None)
    return (size, parts) if size else None


def label_lines(theme: Theme, label: str, width: int, one: tuple[int, ...],
                two: tuple[int, ...], bold: bool = False) -> tuple[int, list[str]]:
    """A choice's label on one line at the largest of ``one`` that fits ``width``; else a
    place over its price at the largest of ``two`` (a word's wrap split "Drought risk" from
    its "1"); else as :func:`draw.one_or_two_lines` wraps it."""
    over = None if draw.fitted_size(theme, label, width, one, bold) else place_over_price(
        theme, label, width, two, bold)
    return over or draw.one_or_two_lines(theme, label, width, one, two, bold)


def choice_grid(area: pygame.Rect, count: int, columns: int = 2,
                rows: int = 0) -> list[pygame.Rect]:
    """Button rects for up to a page of choices (``rows``: how many the page has)."""
    gap = CHOICE_GAP
    w = (area.w - gap * (columns - 1)) // columns
    h = CHOICE_H if rows <= 0 else max(CHOICE_MIN_H,
                                       min(CHOICE_H, (area.h - gap * (rows - 1)) // rows))
    out = []
    for i in range(count):
        row, column = divmod(i, columns)
        out.append(pygame.Rect(area.x + column * (w + gap), area.y + row * (h + gap), w, h))
    return out


def paint_kc_steps(surface: pygame.Surface, theme: Theme, pos: tuple[int, int], step: int,
                   names: Names) -> pygame.Rect:
    """Kansas City's five subphases as a row of numbered dots; ``step`` is lit. The rect
    of the dots and their name."""
    x, y = pos
    for n in range(1, 6):
        done = n < step
        colour = look.GOLD if n == step else ((110, 150, 110) if done else (70, 78, 90))
        pygame.draw.circle(surface, colour, (x, y), 10)
        draw.text(surface, theme, str(n), (x, y), "tiny", (20, 20, 20) if n == step else "text",
                  True, "center")
        x += 26
    label = draw.text(surface, theme, names.t("gwt.kc_steps"), (x - 4, y), "tiny", "muted",
                      anchor="midleft")
    return pygame.Rect(pos[0] - 10, pos[1] - 10, label.x - pos[0], 20).union(label)
