"""A player board: money, certificates and limits, workers by row (with the slots'
actions and points), the auxiliary actions, the discs with what each cleared spot
unlocked, buildings still to place, played objectives with their tasks' progress, and
the hazards, teepees and station masters collected. The same drawing serves the
viewer's own board and, more compactly, the public boards of the others."""

from __future__ import annotations

import pygame

from game import draw
from game.screens.gwt import hazards, look
from game.screens.gwt.names import Names
from game.screens.gwt.table import Table
from game.theme import Theme
from rules.gwt import board
from rules.gwt.data import BLUE, GREEN, TASKS, Data
from rules.gwt.scoring import best_objectives, task_resources


class BoardLayout:
    def __init__(self, data: Data, rect: pygame.Rect) -> None:
        self.rect = rect
        self.stats = pygame.Rect(rect.x + 8, rect.y + 46, 200, rect.h - 54)
        self.workers = pygame.Rect(self.stats.right + 8, rect.y + 46, 270, 118)
        self.aux = pygame.Rect(self.workers.x, self.workers.bottom + 8, 270,
                               rect.bottom - 8 - self.workers.bottom - 8)
        self.discs_panel = pygame.Rect(self.workers.right + 8, rect.y + 46,
                                       rect.right - 8 - self.workers.right - 8, 176)
        self.lower = pygame.Rect(self.discs_panel.x, self.discs_panel.bottom + 8,
                                 self.discs_panel.w, rect.bottom - 8 - self.discs_panel.bottom - 8)
        self.discs: dict[int, pygame.Rect] = {}
        w = (self.discs_panel.w - 20 - 6 * 4) // 5
        for spot in range(len(data.disc_ids)):
            row, column = divmod(spot, 5)
            self.discs[spot] = pygame.Rect(self.discs_panel.x + 10 + column * (w + 6),
                                           self.discs_panel.y + 28 + row * 49, w, 45)
        self.aux_rows: dict[int, pygame.Rect] = {}
        for aux in range(len(data.aux_spots)):
            self.aux_rows[aux] = pygame.Rect(self.aux.x + 8, self.aux.y + 30 + aux * 38,
                                             self.aux.w - 16, 34)
        self.tabs = pygame.Rect(rect.x + 8, rect.y + 6, rect.w - 16, 34)


def paint(surface: pygame.Surface, theme: Theme, data: Data, table: Table, lay: BoardLayout,
          names: Names, p: int, colours: tuple[int, ...], colour_blind: bool,
          own: bool, hand: tuple[int, ...]) -> None:
    t = names.t
    draw.panel(surface, lay.rect, (30, 36, 44), 12)
    seat = theme.seat(colours[p])
    # ----- statistics
    panel = lay.stats
    draw.panel(surface, panel, (40, 48, 58), 10, border=seat.color)
    y = panel.y + 10
    lines = [
        (t("gwt.money"), f"${table.money[p]}"),
        (t("gwt.certificates"), t("gwt.cert_value", n=table.certificates(p),
                                  limit=table.certificate_limit(p))),
        (t("gwt.permanent"), str(table.permanent_certificates(p))),
        (t("gwt.step_limit"), str(table.step_limit(p))),
        (t("gwt.hand_limit"), str(table.hand_limit(p))),
        (t("gwt.hand"), str(len(hand) if own else table.obs.hand_sizes[p])),
        (t("gwt.deck"), str(len(table.deck[p]) - (0 if own else table.obs.hand_sizes[p]))),
        (t("gwt.discard"), str(len(table.discard[p]))),
        (t("gwt.removed"), str(len(table.removed[p]))),
    ]
    for label, value in lines:
        draw.text(surface, theme, label, (panel.x + 10, y), "tiny", "muted",
                  max_width=panel.w - 60)
        draw.text(surface, theme, value, (panel.right - 10, y), "small", "text", True,
                  "topright")
        y += 20
    y += 4
    draw.text(surface, theme, t("gwt.collected"), (panel.x + 10, y), "tiny", "muted", True)
    y += 20
    x = panel.x + 12
    for tile in table.hazards[p]:
        info = data.tiles[tile]
        hazards.disc(surface, theme, (x + 11, y + 9), 11, info.sub, info.vp)
        x += 25
        if x > panel.right - 24:
            x, y = panel.x + 12, y + 22
    colours_t = [data.tiles[tile].sub for tile in table.teepees[p]]
    for colour, count in ((GREEN, colours_t.count(GREEN)), (BLUE, colours_t.count(BLUE))):
        if count:
            look.teepee(surface, (x + 8, y + 9), 16, look.TEEPEE[colour])
            draw.text(surface, theme, f"×{count}", (x + 18, y + 2), "tiny", "text")
            x += 44
    y += 24
    masters(surface, theme, names, table.masters[p], pygame.Rect(
        panel.x + 10, y, panel.w - 20, panel.bottom - 4 - y))
    # ----- workers
    panel = lay.workers
    draw.panel(surface, panel, (40, 48, 58), 10)
    draw.text(surface, theme, t("gwt.workers"), (panel.x + 10, panel.y + 6), "tiny", "muted",
              True)
    for slot in range(6):  # the points of a column head it, as printed (a slot with an
        if data.slot_vp[slot]:  # action of its own scores them too)
            draw.text(surface, theme, t("gwt.vp", n=data.slot_vp[slot]),
                      (panel.x + 28 + slot * 42, panel.y + 6), "tiny", "muted", anchor="midtop")
    for w in range(3):
        y = panel.y + 28 + w * 29
        count = table.workers[p][w]
        for slot in range(6):
            cell = pygame.Rect(panel.x + 10 + slot * 42, y, 36, 25)
            if slot < count:
                look.worker_chip(surface, theme, cell, w)
            else:
                pygame.draw.rect(surface, (58, 66, 78), cell, 1, border_radius=4)
                eff = data.slot_actions[w][slot]
                if eff is not None:
                    look.effect_icon(surface, theme, eff, cell.center, 18)
    # ----- auxiliary actions
    panel = lay.aux
    draw.panel(surface, panel, (40, 48, 58), 10)
    draw.text(surface, theme, t("gwt.aux_actions"), (panel.x + 10, panel.y + 6), "tiny",
              "muted", True)
    for aux, row in lay.aux_rows.items():
        level = table.aux_level(p, aux)
        ink = "text" if level else "faint"
        draw.text(surface, theme, names.aux(aux, level == 2) if level else names.aux(aux, False),
                  (row.x + 4, row.centery), "tiny", ink, anchor="midleft", max_width=row.w - 40)
        for i in range(2):
            dot = (row.right - 26 + i * 14, row.centery)
            pygame.draw.circle(surface, (200, 190, 160) if level > i else (70, 76, 86), dot, 5)
    # ----- discs
    panel = lay.discs_panel
    draw.panel(surface, panel, (40, 48, 58), 10)
    draw.text(surface, theme, t("gwt.discs"), (panel.x + 10, panel.y + 6), "tiny", "muted",
              True)
    for spot, box in lay.discs.items():
        cleared = table.cleared(p, spot)
        fill = (64, 96, 70) if cleared else (52, 58, 68)
        draw.panel(surface, box, fill, 6)
        corner = (20, 20, 20) if data.disc_black[spot] else (240, 240, 240)
        pygame.draw.polygon(surface, corner, [(box.x, box.y), (box.x + 9, box.y),
                                              (box.x, box.y + 9)])
        if not cleared:
            disc = pygame.Rect(box.right - 15, box.bottom - 15, 12, 12)
            look.disc_chip(surface, theme, disc, colours[p], colour_blind)
        label = names.discs[data.disc_ids[spot]]
        size, label_lines = draw.fitted_lines(theme, label, box.w - 12, 2)
        draw.text_lines(surface, theme, label_lines, (box.x + 8, box.y + 3), size, size + 2,
                        "text" if cleared else "muted", max_width=box.w - 10)
    # ----- buildings to place and objectives
    panel = lay.lower
    draw.panel(surface, panel, (40, 48, 58), 10)
    draw.text(surface, theme, t("gwt.to_build"), (panel.x + 10, panel.y + 6), "tiny", "muted",
              True)
    x = panel.x + 10
    for number in table.unbuilt[p]:
        code = board.building_code(table, number)  # type: ignore[arg-type]
        b = data.buildings[code]
        box = pygame.Rect(x, panel.y + 25, 36, 32)
        draw.panel(surface, box, seat.color.lerp((30, 30, 30), 0.3), 6)
        draw.text(surface, theme, b.id, (box.centerx, box.y + 1), "tiny", "text", True, "midtop")
        draw.text(surface, theme, f"{b.craftsmen}⚒", (box.centerx, box.bottom - 1), "tiny",
                  "text", anchor="midbottom")
        x += 40
    label = draw.text(surface, theme, t("gwt.objectives_played"), (panel.x + 10, panel.y + 61),
                      "tiny", "muted", True)
    played = table.objectives[p]
    shares = objective_shares(data, task_progress(table, data, p, own, hand), played)
    row_w = (panel.w - 26) // 2
    for i, card in enumerate(played):  # two rows of two; more are counted by the label
        row, column = divmod(i, 2)
        box = pygame.Rect(panel.x + 10 + column * (row_w + 6), panel.y + 79 + row * 37, row_w,
                          35)
        if box.bottom > panel.bottom - 2:
            draw.text(surface, theme, f"+{len(played) - i}", (label.right + 8, label.y), "tiny",
                      "text", True)
            break
        objective_row(surface, theme, data, names, card, box, shares[i])


def masters(surface: pygame.Surface, theme: Theme, names: Names, taken: list[int] | tuple[int, ...],
            box: pygame.Rect) -> None:
    """The station masters a player took, one short line each under a heading (as one
    sentence each, "Station master: per 2 objectives: 3 VP each at the end", they took
    three lines of the narrow panel and the third was cut). If more are taken than the
    panel has lines for, the last line counts the rest."""
    if not taken:
        return
    step = theme.line_height("tiny") - 1
    draw.text(surface, theme, names.t("gwt.masters_heading"), box.topleft, "tiny", "muted",
              max_width=box.w)
    room = max(1, (box.h - step) // step)
    shown = list(taken) if len(taken) <= room else list(taken[:room - 1])
    y = box.y + step
    for master in shown:
        draw.text(surface, theme, names.master_score(master), (box.x + 6, y), "tiny",
                  look.GOLD, max_width=box.w - 6)
        y += step
    if len(shown) < len(taken):
        draw.text(surface, theme, f"+{len(taken) - len(shown)}", (box.x + 6, y), "tiny",
                  look.GOLD, True)


def objective_row(surface: pygame.Surface, theme: Theme, data: Data, names: Names, card: int,
                  box: pygame.Rect, progress: tuple[int, ...]) -> None:
    """A played objective in one wide row: its points, then each task, green once met
    (``progress``: the items the card is given, see :func:`objective_shares`)."""
    objective = data.objectives[card - data.first_objective]
    draw.panel(surface, box, (236, 226, 200), 7, border=look.GOLD)
    ink = (40, 30, 20)
    head = f"{objective.id}  {objective.vp}" + (f"/−{objective.penalty}" if objective.penalty
                                                 else "")
    draw.text(surface, theme, head, (box.x + 6, box.y + 2), "tiny", ink, True)
    need: dict[int, int] = {}
    for task in objective.tasks:
        need[task] = need.get(task, 0) + 1
    x, y = box.x + 6, box.y + 18
    for task, count in need.items():
        met = progress[task] >= count
        colour = (30, 120, 50) if met else (170, 50, 40)
        x += look.task_icon(surface, theme, TASKS[task], (x, y - 1),
                            names.t("gwt.task.san_francisco_short")) + 2
        x += draw.text(surface, theme, f"{min(progress[task], count)}/{count}", (x, y), "tiny",
                       colour, True).w + 10


def task_progress(table: Table, data: Data, p: int, own: bool,
                  hand: tuple[int, ...]) -> tuple[int, ...]:
    """What a player has towards objective tasks (cards: all their cattle, which are public
    for everyone as a multiset)."""

    class _View:
        pass

    view = _View()
    for name in ("teepees", "hazards", "station_discs", "city_discs", "owner_at"):
        setattr(view, name, getattr(table, name))
    # own hand is listed separately; for others the deck holds hand + deck (sorted)
    view.hand = [list(hand) if own else [] for _ in range(table.num_players)]  # type: ignore
    view.deck = [list(d) for d in table.deck]  # type: ignore[attr-defined]
    view.discard = [list(d) for d in table.discard]  # type: ignore[attr-defined]
    if not own:
        view.hand = [[] for _ in range(table.num_players)]  # type: ignore[attr-defined]
    return task_resources(view, data, p)  # type: ignore[arg-type]


def objective_shares(data: Data, resources: tuple[int, ...],
                     played: tuple[int, ...] | list[int]) -> list[tuple[int, ...]]:
    """Per played objective, the task items it is given: every item serves one card only,
    so the cards the rules' scoring (:func:`best_objectives`) fulfils take their items
    first, in order, and a card it leaves unmet shows what is left over. One building
    wanted by two cards counts for one of them, as the score does."""
    played = list(played)

    def points(left: tuple[int, ...], cards: list[int]) -> int:
        return best_objectives(data, left, cards, [], 0)[0]

    needs = [_needs(data, card) for card in played]
    met = []
    left = resources
    for i, card in enumerate(played):
        rest = tuple(have - n for n, have in zip(needs[i], left, strict=True))
        vp = data.objectives[card - data.first_objective].vp
        if min(rest) >= 0 and vp + points(rest, played[i + 1:]) == points(left, played[i:]):
            met.append(i)
            left = rest
    return [needs[i] if i in met else tuple(min(n, have) for n, have in zip(
        needs[i], left, strict=True)) for i in range(len(played))]


def _needs(data: Data, card: int) -> tuple[int, ...]:
    need = [0] * len(TASKS)
    for task in data.objectives[card - data.first_objective].tasks:
        need[task] += 1
    return tuple(need)
