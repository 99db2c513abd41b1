"""The railroad and the cities: the delivery line of ten cities along the top (value,
discs, money and points, the link arrows between neighbours), then the track in two rows
(spaces 0-19 and 20-39) with the crosses that cost transport money, the turnouts with
their stations (cost, points, discs, station masters) and every engine."""

from __future__ import annotations

from typing import Any

import pygame

from game import draw
from game.screens.gwt import look
from game.screens.gwt.table import Table
from game.theme import Theme
from rules.gwt.data import Data

SPACE = 30
CITY_H = 88


class RailLayout:
    """Where everything of the railroad tab sits, for drawing and hit-testing."""

    def __init__(self, data: Data, rect: pygame.Rect) -> None:
        self.rect = rect
        self.cities: list[pygame.Rect] = []
        width = (rect.w - 24) // len(data.cities)
        for c in range(len(data.cities)):
            self.cities.append(pygame.Rect(rect.x + 12 + c * width + 3, rect.y + 10,
                                           width - 6, CITY_H))
        #: the pills between two cities' crests: the VP (and objective) of a disc in both
        self.links: list[pygame.Rect] = []
        for link in data.links:
            a, b = self.cities[link.left], self.cities[link.right]
            pill = pygame.Rect(0, 0, 34, 18)
            pill.midtop = ((a.right + b.x) // 2, a.bottom + 3)
            self.links.append(pill)
        self.row_y = (rect.y + 214, rect.y + 344)
        self.step = (rect.w - 60) // 19
        self.track: dict[int, pygame.Rect] = {}
        for position in range(data.end_space + 1):
            row, column = divmod(position, 20)
            box = pygame.Rect(0, 0, SPACE, SPACE)
            box.center = (rect.x + 30 + column * self.step, self.row_y[row])
            self.track[position] = box
        self.stations: list[pygame.Rect] = []
        for st, station in enumerate(data.stations):
            if data.track_is_turnout[station.position]:
                after = data.track_space[station.position] - 1
                a, b = self.track[after], self.track[after + 1]
                turnout = pygame.Rect(0, 0, SPACE - 4, SPACE - 4)
                turnout.center = ((a.centerx + b.centerx) // 2, a.centery - 36)
                self.track[station.position] = turnout
            else:
                turnout = self.track[station.position]
            box = pygame.Rect(0, 0, 84, 40)
            box.midbottom = (turnout.centerx, turnout.y - 5)
            if st == len(data.stations) - 1:
                box.midbottom = (turnout.centerx - 30, turnout.y - 8)
            self.stations.append(box)


def disc_rows(theme: Theme, discs: Any, width: int) -> list[list[tuple[int, int]]]:
    """A city's discs as (player, count) chips in rows that each fit ``width`` (Kansas
    City takes many: with 4 players one row ran out of the box)."""
    rows: list[list[tuple[int, int]]] = [[]]
    used = 0
    for p in sorted(set(discs)):
        count = discs.count(p)
        need = 15 + (theme.text_width(str(count), "tiny", True) + 3 if count > 1 else 0)
        if rows[-1] and used + need > width:
            rows.append([])
            used = 0
        rows[-1].append((p, count))
        used += need
    return rows if rows[0] else []


def paint(surface: pygame.Surface, theme: Theme, data: Data, table: Table,
          lay: RailLayout, colours: tuple[int, ...], colour_blind: bool,
          city_names: list[str], viewer: int, show_cost: bool, t: Any) -> None:
    rect = lay.rect
    draw.panel(surface, rect, (30, 36, 44), 12)
    # ----- cities and links
    for c, city in enumerate(data.cities):
        box = lay.cities[c]
        fill = (88, 60, 44) if city.any_disc else (72, 64, 56)
        draw.panel(surface, box, fill, 8, border=(170, 140, 100))
        draw.text(surface, theme, str(city.value), (box.x + 8, box.y + 4), "h3", look.GOLD, True)
        extra = []
        if city.dollars:
            extra.append(f"+${city.dollars}")
        if city.vp:
            extra.append(f"{city.vp:+d}")
        if extra:
            draw.text(surface, theme, " ".join(extra), (box.right - 6, box.y + 8), "tiny",
                      (240, 200, 150), True, "topright")
        rows = disc_rows(theme, table.city_discs[c], box.w - 18)
        if len(rows) > 1:  # the name on one line leaves room for a second row of discs
            lines = [city_names[c]]
            size = draw.label_size(theme, city_names[c], box.w - 10)
        else:
            size, lines = draw.fitted_lines(theme, city_names[c], box.w - 10, 2)
        draw.text_lines(surface, theme, lines, (box.x + 6, box.y + 28), size, size + 2,
                        max_width=box.w - 10)
        if not city.any_disc:
            pygame.draw.rect(surface, (240, 240, 240), (box.right - 9, box.bottom - 9, 6, 6))
        for r, row in enumerate(rows):
            x = box.x + 6
            y = box.bottom - 18 - (len(rows) - 1 - r) * 15
            for p, count in row:
                chip = pygame.Rect(x, y, 13, 13)
                look.disc_chip(surface, theme, chip, colours[p], colour_blind)
                x += 15
                if count > 1:
                    x += draw.text(surface, theme, str(count), (x, chip.centery), "tiny",
                                   "text", True, "midleft").w + 3
        if show_cost:
            cost = table.transport_cost(viewer, c)
            label = f"−${cost}" if cost else "$0"
            pill = pygame.Rect(0, 0, theme.text_width(label, "tiny", True) + 10, 17)
            pill.midtop = (box.centerx, box.bottom + 3)
            draw.panel(surface, pill, (60, 30, 28) if cost else (30, 60, 36), 8)
            draw.text(surface, theme, label, pill.center, "tiny", "danger" if cost else "ok",
                      True, "center")
    for link, pill in zip(data.links, lay.links, strict=True):
        colour = (70, 140, 80) if link.vp >= 0 else (150, 70, 60)
        draw.panel(surface, pill, colour, 9, border=(230, 230, 230))
        label = f"{link.vp:+d}" if link.vp else "0"
        if link.objective:
            label += "★"
        draw.text(surface, theme, label, pill.center, "tiny", "text", True, "center")
    # ----- track
    for row in range(2):
        first, last = lay.track[row * 20 if row else 0], lay.track[min(19 + row * 20, 39)]
        pygame.draw.line(surface, look.RAIL, first.center, last.center, 4)
    corner_a, corner_b = lay.track[19].center, lay.track[20].center
    pygame.draw.lines(surface, (90, 90, 100), False, [
        corner_a, (corner_a[0] + 16, corner_a[1]), (corner_a[0] + 16, corner_a[1] + 52),
        (corner_b[0] - 16, corner_b[1] - 86), (corner_b[0] - 16, corner_b[1]), corner_b], 2)
    for position, box in lay.track.items():
        if data.track_is_turnout[position]:
            after = data.track_space[position] - 1
            left, right = lay.track[after].center, lay.track[after + 1].center
            pygame.draw.line(surface, look.RAIL, left, box.center, 3)
            pygame.draw.line(surface, look.RAIL, box.center, right, 3)
    for position, box in lay.track.items():
        turnout = data.track_is_turnout[position]
        fill = (60, 66, 78) if not turnout else (86, 70, 56)
        pygame.draw.rect(surface, fill, box, border_radius=5)
        pygame.draw.rect(surface, (150, 150, 160), box, 1, border_radius=5)
        if not turnout and position:
            draw.text(surface, theme, str(position), (box.centerx, box.bottom + 2), "tiny",
                      "muted", anchor="midtop")
    for n in data.crosses_after:
        a, b = lay.track[n], lay.track[n + 1]
        if a.centery != b.centery:
            continue
        x, y = (a.right + b.x) // 2, a.centery
        pygame.draw.line(surface, (220, 90, 80), (x - 4, y - 4), (x + 4, y + 4), 2)
        pygame.draw.line(surface, (220, 90, 80), (x - 4, y + 4), (x + 4, y - 4), 2)
    # ----- stations
    for st, station in enumerate(data.stations):
        box = lay.stations[st]
        draw.panel(surface, box, (56, 48, 40), 6, border=(190, 160, 120))
        number = draw.text(surface, theme, f"{station.number}", (box.x + 5, box.y + 2), "tiny",
                           look.GOLD, True)
        price = f"${station.cost} · " + t("gwt.vp", n=station.vp)
        if theme.text_width(price, "tiny") > box.right - 4 - number.right - 4:
            price = price.replace(" · ", "·")  # station 10's two digits touched its price
        draw.text(surface, theme, price, (box.right - 4, box.y + 2), "tiny", "text",
                  anchor="topright")
        if not station.any_disc:
            pygame.draw.rect(surface, (240, 240, 240), (box.x + 4, box.bottom - 8, 5, 5))
        x = box.x + 12
        for p in table.station_discs[st]:
            chip = pygame.Rect(x, box.bottom - 18, 13, 13)
            look.disc_chip(surface, theme, chip, colours[p], colour_blind)
            x += 15
        master = table.station_master[st]
        if master >= 0:
            badge = pygame.Rect(box.right - 31, box.bottom - 20, 28, 17)
            draw.panel(surface, badge, look.GOLD, 4)
            draw.text(surface, theme, t("gwt.master_badge"), badge.center, "tiny", (30, 20, 10),
                      True, "center")
        worker = table.station_worker[st]
        if worker >= 0:
            chip = pygame.Rect(box.right - 22, box.bottom - 20, 18, 16)
            look.worker_chip(surface, theme, chip, worker)
    # ----- engines
    at: dict[int, list[int]] = {}
    for p, position in enumerate(table.engine):
        at.setdefault(position, []).append(p)
    for position, players in at.items():
        box = lay.track[position]
        for i, p in enumerate(players):
            seat = theme.seat(colours[p])
            if len(players) > 2:
                centre = (box.centerx + (i % 2) * 20 - 4, box.centery - 10 + (i // 2) * 18)
            else:
                centre = (box.centerx + (i - (len(players) - 1) / 2) * 18, box.centery - 1)
            look.train(surface, (int(centre[0]), int(centre[1])), 20, seat.color)
            if colour_blind:
                draw.text(surface, theme, seat.symbol, (int(centre[0]), centre[1] - 2), 10,
                          look.ink_on(seat.color), True, "center")
