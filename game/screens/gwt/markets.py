"""The markets tab: the job market (rows with their costs, the token, the arrows), the
cattle market with its price table, the objective display and the Kansas City waiting
room with the three supplies."""

from __future__ import annotations

import pygame

from game import draw
from game.screens.gwt import hazards, look
from game.screens.gwt.names import Names
from game.screens.gwt.table import Table
from game.theme import Theme
from rules.gwt.data import TASKS, Data

CELL = (30, 22)


class MarketLayout:
    def __init__(self, data: Data, rect: pygame.Rect, table: Table) -> None:
        self.rect = rect
        # (the job market's token ends 237 px in: 6 px of its panel went to the middle
        # ones, so the waiting room's tiles have room for «Строитель»)
        self.job_panel = pygame.Rect(rect.x + 8, rect.y + 8, 244, rect.h - 16)
        middle = self.job_panel.right + 8
        self.cattle_panel = pygame.Rect(middle, rect.y + 8, 310, 252)
        self.waiting_panel = pygame.Rect(middle, self.cattle_panel.bottom + 8, 310,
                                         rect.bottom - 8 - self.cattle_panel.bottom - 8)
        right = self.cattle_panel.right + 8
        self.objective_panel = pygame.Rect(right, rect.y + 8, rect.right - 8 - right,
                                           rect.h - 16)
        self.jobs: dict[tuple[int, int], pygame.Rect] = {}
        for row in range(12):
            for column in range(data.columns):
                self.jobs[(row, column)] = pygame.Rect(
                    self.job_panel.x + 60 + column * (CELL[0] + 6),
                    self.job_panel.y + 34 + row * (CELL[1] + 5), *CELL)
        self.objectives: dict[int, pygame.Rect] = {}
        w = (self.objective_panel.w - 20 - 2 * 6) // 3
        h = (self.objective_panel.h - 40 - 6) // 2
        for slot in [*range(len(table.display)), -1]:
            index = len(table.display) if slot < 0 else slot
            row, column = divmod(index, 3)
            self.objectives[slot] = pygame.Rect(self.objective_panel.x + 10 + column * (w + 6),
                                                self.objective_panel.y + 32 + row * (h + 6),
                                                w, h)
        self.waiting: dict[tuple[int, int], pygame.Rect] = {}
        for column, tiles in enumerate(table.waiting):
            for index in range(len(tiles)):
                self.waiting[(column, index)] = pygame.Rect(
                    self.waiting_panel.x + 6 + column * 100,
                    self.waiting_panel.y + 30 + index * 40, 98, 36)
        self.market_cards: list[tuple[int, pygame.Rect]] = []
        kinds = sorted(set(table.market))
        for i, card in enumerate(kinds):
            row, column = divmod(i, 3)
            self.market_cards.append((card, pygame.Rect(
                self.cattle_panel.x + 8 + column * 100, self.cattle_panel.y + 30 + row * 44,
                96, 41)))


def paint(surface: pygame.Surface, theme: Theme, data: Data, table: Table, lay: MarketLayout,
          names: Names, colours: tuple[int, ...], colour_blind: bool, viewer: int) -> None:
    t = names.t
    draw.panel(surface, lay.rect, (30, 36, 44), 12)
    # ----- job market
    panel = lay.job_panel
    draw.panel(surface, panel, (40, 48, 58), 10)
    draw.text(surface, theme, t("gwt.job_market"), (panel.x + 10, panel.y + 7), "small",
              "text", True)
    first = data.first_column[table.num_players]
    for row in range(12):
        y = lay.jobs[(row, 0)].centery
        open_row = row < min(table.token_row, 12)
        ink = "text" if open_row else "faint"
        draw.text(surface, theme, f"${data.row_costs[row]}", (panel.x + 12, y), "small", ink,
                  True, "midleft")
        for column in range(data.columns):
            cell = lay.jobs[(row, column)]
            worker = table.job[row * data.columns + column]
            if column < first:
                pygame.draw.rect(surface, (34, 38, 44), cell, border_radius=4)
                continue
            if worker >= 0:
                look.worker_chip(surface, theme, cell, worker)
            else:
                pygame.draw.rect(surface, (58, 66, 78), cell, 1, border_radius=4)
        arrow = data.arrows[row]
        if arrow != "plain":
            colour = (230, 200, 60) if arrow == "yellow" else (220, 70, 60)
            x = lay.jobs[(row, data.columns - 1)].right + 8
            pygame.draw.polygon(surface, colour, [(x, y - 6), (x + 12, y - 6), (x + 6, y + 6)])
            if arrow != "yellow":  # the last round's arrow ends in a bar: red and yellow
                # differ by hue alone, which some eyes do not see
                pygame.draw.line(surface, colour, (x, y + 8), (x + 12, y + 8), 3)
    token_row = table.token_row
    if token_row < 12:
        cell = lay.jobs[(token_row, data.columns - 1)]
        centre = (cell.right + 30, cell.centery)
        pygame.draw.circle(surface, look.GOLD, centre, 9)
        pygame.draw.circle(surface, (40, 30, 10), centre, 9, 2)
    elif table.token_holder >= 0:
        chip = pygame.Rect(panel.x + 10, panel.bottom - 22, 16, 16)
        draw.seat_chip(surface, theme, chip, colours[table.token_holder], colour_blind)
        draw.text(surface, theme, t("gwt.token_taken"), (chip.right + 6, chip.centery), "tiny",
                  "muted", anchor="midleft")
    # ----- cattle market
    panel = lay.cattle_panel
    draw.panel(surface, panel, (40, 48, 58), 10)
    draw.text(surface, theme, t("gwt.cattle_market"), (panel.x + 10, panel.y + 7), "small",
              "text", True)
    draw.text(surface, theme, t("gwt.market_deck", n=len(table.market_deck)),
              (panel.right - 10, panel.y + 9), "tiny", "muted", anchor="topright")
    for card, box in lay.market_cards:
        cattle_card(surface, theme, data, names, card, box, table.market.count(card))
    y = panel.y + 30 + 3 * 44 + 1
    draw.text(surface, theme, t("gwt.prices"), (panel.x + 10, y), "tiny", "muted", True)
    y += 17
    for i, price in enumerate(data.prices):
        x = panel.x + 10 + (i // 4) * 146
        row_y = y + (i % 4) * 16
        count = "×2" if price.cards == 2 else ""
        draw.text(surface, theme, f"{price.value}{count}", (x, row_y), "tiny", look.GOLD, True)
        draw.text(surface, theme, t("gwt.price_row", cowboys=price.cowboys,
                                    dollars=price.dollars),
                  (x + 36, row_y), "tiny", "text")
    # ----- objective display
    panel = lay.objective_panel
    draw.panel(surface, panel, (40, 48, 58), 10)
    draw.text(surface, theme, t("gwt.objective_display"), (panel.x + 10, panel.y + 7), "small",
              "text", True)
    for slot, box in lay.objectives.items():
        if slot < 0:
            draw.panel(surface, box, (60, 52, 40), 8, border=(150, 130, 90))
            draw.text(surface, theme, "★", (box.centerx, box.centery - 20), "h1", (110, 96, 70),
                      True, "center")
            draw.paragraph(surface, theme, t("gwt.objective_stack", n=len(table.objective_deck)),
                           pygame.Rect(box.x + 8, box.centery + 8, box.w - 16, 40), "tiny",
                           "muted", align="center")
        else:
            objective_card(surface, theme, data, names, table.display[slot], box)
    # ----- waiting room
    panel = lay.waiting_panel
    draw.panel(surface, panel, (40, 48, 58), 10)
    draw.text(surface, theme, t("gwt.waiting_room"), (panel.x + 10, panel.y + 7), "small",
              "text", True)
    size = tile_label_size(theme, data, names, [table.waiting[c][i] for c, i in lay.waiting],
                           min((box.w for box in lay.waiting.values()), default=0))
    for (column, index), box in lay.waiting.items():
        tile_box(surface, theme, data, names, table.waiting[column][index], box, size)
    counts = " · ".join(str(len(pile)) for pile in table.supply)
    draw.text(surface, theme, t("gwt.supplies", counts=counts), (panel.right - 10, panel.y + 9),
              "tiny", "muted", anchor="topright")


def cattle_card(surface: pygame.Surface, theme: Theme, data: Data, names: Names, card: int,
                box: pygame.Rect, count: int = 1) -> None:
    breed = data.breed_names[data.card_breed[card]]
    pygame.draw.rect(surface, look.breed_colour(breed), box, border_radius=6)
    pygame.draw.rect(surface, (245, 240, 230), box, 1, border_radius=6)
    ink = look.breed_ink(breed)
    draw.text(surface, theme, str(data.card_value[card]), (box.x + 6, box.y + 2), "small", ink,
              True)
    if data.card_vp[card]:
        draw.text(surface, theme, names.t("gwt.vp", n=data.card_vp[card]),
                  (box.right - 5, box.y + 3), "tiny", ink, True, "topright")
    room = box.w - 10
    if count > 1:
        room -= draw.text(surface, theme, f"×{count}", (box.right - 5, box.bottom - 2), "tiny",
                          ink, True, "bottomright").w + 4
    # the whole name on one line if it fits at a size that reads, else the short name
    # ("Brown Swiss" went to two lines of 10 px beside its neighbours' 13), else two lines
    label = names.breeds[breed]
    if draw.fitted_size(theme, label, room, draw.LABEL_SIZES[:2]) is None:
        label = names.breeds_short[breed]
    size, lines = draw.one_or_two_lines(theme, label, room, draw.LABEL_SIZES, (10,))
    bottom = box.bottom - 2 - (size + 1) * (len(lines) - 1)
    draw.text_lines(surface, theme, lines, (box.x + 6, bottom), size, size + 1, ink,
                    anchor="bottomleft", max_width=room)


def objective_card(surface: pygame.Surface, theme: Theme, data: Data, names: Names, card: int,
                   box: pygame.Rect, progress: tuple[int, ...] | None = None) -> None:
    """An objective card: its tasks (with what is met, when ``progress`` is given), its
    points and penalty, and its immediate action."""
    objective = data.objectives[card - data.first_objective]
    draw.panel(surface, box, (236, 226, 200), 8, border=look.GOLD)
    ink = (40, 30, 20)
    draw.text(surface, theme, objective.id, (box.x + 6, box.y + 4), "tiny", ink, True)
    right = box.right - 6
    if objective.penalty:
        right = draw.text(surface, theme, f"−{objective.penalty}", (right, box.y + 5), "tiny",
                          (170, 50, 40), True, "topright").x - 4
    draw.text(surface, theme, f"{objective.vp}", (right, box.y + 2), "small",
              (30, 110, 50), True, "topright")
    need: dict[int, int] = {}
    for task in objective.tasks:
        need[task] = need.get(task, 0) + 1
    y = box.y + 24
    for task, count in need.items():
        label = names.tasks[TASKS[task]]
        text = f"{count}× {label}" if count > 1 else label
        colour = ink
        if progress is not None:
            colour = (30, 120, 50) if progress[task] >= count else (170, 50, 40)
        y += 1 + draw.paragraph(surface, theme, text, pygame.Rect(box.x + 6, y, box.w - 10, 40),
                                "tiny", colour, spacing=1.0)
    if objective.action is not None and y < box.bottom - 20:
        look.effect_icon(surface, theme, objective.action, (box.x + 13, box.bottom - 13), 18)
        text = names.effect(objective.action)
        size, lines = draw.fitted_lines(theme, text, box.w - 32, 3)
        if box.h > 120:
            step = size + 2
            draw.text_lines(surface, theme, lines, (box.x + 26, box.bottom - 4 - len(lines) * step),
                            size, step, (90, 70, 40), max_width=box.w - 30)


#: A waiting-room tile's label starts this far in, after its picture (the worker's chip
#: had 24 px and 7 to spare, the tiles were 93 px: «Строитель» shrank to 10 px beside
#: «Ковбой» at 13; now it has 68 px, 12 px type, and "Craftsman" 13).
TILE_LABEL_X = 28


def tile_label(names: Names, data: Data, tile: int) -> str:
    info = data.tiles[tile]
    return names.tile(tile) if info.kind != 1 else names.hazards[info.sub]


def tile_label_size(theme: Theme, data: Data, names: Names, tiles: list[int],
                    width: int) -> int:
    """The size every label of the waiting room takes: the largest at which each fits
    its tile in at most two lines (side by side, «Строитель» at 12 px and «Ковбой» at 13
    looked like a mistake)."""
    sizes = [draw.fitted_lines(theme, tile_label(names, data, tile),
                               width - TILE_LABEL_X - 2, 2)[0] for tile in tiles]
    return int(min(sizes, default=draw.LABEL_SIZES[0]))


def tile_box(surface: pygame.Surface, theme: Theme, data: Data, names: Names, tile: int,
             box: pygame.Rect, size: int | None = None) -> None:
    info = data.tiles[tile]
    draw.panel(surface, box, (232, 222, 200), 7)
    centre = (box.x + 14, box.centery)
    if info.kind == 0:
        look.worker_chip(surface, theme, pygame.Rect(box.x + 3, box.y + 7, 22, 22), info.sub)
    elif info.kind == 1:
        hazards.disc(surface, theme, centre, 12, info.sub, info.vp)
    else:
        look.teepee(surface, centre, 20, look.TEEPEE[info.sub])
    label = tile_label(names, data, tile)
    room = box.w - TILE_LABEL_X - 2
    if size is None:
        size = tile_label_size(theme, data, names, [tile], box.w)
    _, lines = draw.fitted_lines(theme, label, room, 2, (size,))
    step = size + 3
    draw.text_lines(surface, theme, lines, (box.x + TILE_LABEL_X,
                                            box.centery - step * len(lines) // 2), size,
                    step, (40, 30, 20), max_width=room)
    if sum(info.hands):
        look.hands(surface, (box.x + 4, box.bottom - 10), *info.hands, size=8)
