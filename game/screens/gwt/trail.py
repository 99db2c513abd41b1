"""The trail as a path diagram: three bands that wind left, right and left again from
the start to Kansas City, with the branches side by side. Drawn from the data: roads,
building sites (woods, risk marks), neutral and private buildings with their action
icons and fee hands, hazards, teepees and the cattlemen."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import draw
from game.screens.gwt import hazards, look
from game.screens.gwt.table import Table
from game.theme import Theme
from rules.gwt.data import HAZARD_TILE, KANSAS_CITY, NEUTRAL, PRIVATE, TEEPEE, Data

#: Node id -> (column, lane) on the diagram (the drawing scales these to the board).
GRID: dict[str, tuple[float, float]] = {
    "start": (0.2, 1.0), "A": (1.3, 1.0),
    "A-1": (3.0, 0.0), "A-2": (4.6, 0.0), "A-3": (6.2, 0.0),
    "flood1": (2.5, 2.0), "flood2": (3.4, 2.0), "flood3": (4.3, 2.0), "flood4": (5.2, 2.0),
    "flood_risk1": (6.1, 2.0), "flood_risk2": (7.0, 2.0),
    "B": (8.1, 1.0),
    "B-1": (9.4, 0.0), "B-2": (10.7, 0.0), "B-3": (12.0, 0.0),
    "drought1": (9.2, 2.0), "drought2": (10.1, 2.0), "drought3": (11.0, 2.0),
    "drought4": (11.9, 2.0), "drought_risk1": (12.8, 2.0),
    "C": (14.0, 1.8),
    "C-1-1": (12.0, 3.3), "C-1-2": (9.4, 3.3),
    "C-2": (12.9, 4.3), "D": (8.6, 4.3),
    "teepee+1": (11.9, 5.3), "teepee+2": (11.0, 5.3), "teepee+4": (10.1, 5.3),
    "teepee+6": (9.2, 5.3), "teepee+8": (8.3, 5.3), "teepee+10": (7.4, 5.3),
    "teepee-1": (12.8, 5.3), "teepee-2": (13.6, 5.3), "teepee-3": (14.4, 5.3),
    "trade_risk1": (6.4, 5.3), "trade_risk2": (5.4, 5.3),
    "E": (3.9, 4.5),
    "E-1": (5.6, 6.4), "E-2": (7.2, 6.4),
    "rockfall1": (4.6, 8.1), "rockfall2": (5.5, 8.1), "rockfall3": (6.4, 8.1),
    "rockfall4": (7.3, 8.1), "rockfall_risk1": (8.2, 8.1), "rockfall_risk2": (9.1, 8.1),
    "F": (10.2, 7.25), "F-1": (11.0, 6.4), "F-2": (11.0, 8.1), "G": (11.9, 7.25),
    "G-1": (12.8, 6.4), "G-2": (12.8, 8.1), "kansas_city": (13.95, 7.25),
}
RADIUS = 17  # round spaces (hazards, teepees, empty sites)
BOX = 38  # building tiles


def layout(data: Data, rect: pygame.Rect) -> dict[int, tuple[int, int]]:
    """Trail node -> pixel centre inside ``rect``."""
    sx = (rect.w - 70) / 14.4
    sy = (rect.h - 56) / 8.1
    out = {}
    for node, ident in enumerate(data.node_ids):
        gx, gy = GRID[ident]
        out[node] = (int(rect.x + 34 + gx * sx), int(rect.y + 26 + gy * sy))
    return out


#: The hazards' areas in the order of their kinds (``hazards.FLOOD`` ...), as the risk
#: sites' ids name them ("flood_risk1").
RISK_AREAS = ("flood", "drought", "rockfall")


def node_rect(data: Data, node: int, centre: tuple[int, int]) -> pygame.Rect:
    kind = data.node_kind[node]
    if kind == KANSAS_CITY:
        size = (84, 48)
    elif kind in (NEUTRAL, PRIVATE):
        size = (BOX, BOX)
    else:
        size = (2 * RADIUS, 2 * RADIUS)
    box = pygame.Rect((0, 0), size)
    box.center = centre
    return box


def paint_static(surface: pygame.Surface, theme: Theme, data: Data, rect: pygame.Rect,
                 pos: dict[int, tuple[int, int]], labels: dict[str, str],
                 sites: Callable[[int], str]) -> None:
    """Ground, roads and the names of the stretches (cached by the screen)."""
    draw.panel(surface, rect, look.GRASS, 12)
    for band, (y0, y1) in enumerate(((0, 2.5), (3.0, 5.8), (6.0, 8.6))):
        sy = (rect.h - 56) / 8.1
        top = int(rect.y + 26 + y0 * sy) - 22
        bottom = int(rect.y + 26 + y1 * sy) + 6
        shade = pygame.Rect(rect.x + 8, top, rect.w - 16, bottom - top)
        draw.panel(surface, shade, (255, 255, 255, 8 if band % 2 else 14), 10)
    for node, follow in enumerate(data.successors):
        for nxt in follow:
            a, b = pos[node], pos[nxt]
            pygame.draw.line(surface, look.TRAIL_EDGE, a, b, 9)
            pygame.draw.line(surface, look.TRAIL, a, b, 5)
    for node in data.teepee_spaces:
        if data.node_ids[node] in ("teepee-1", "teepee-2", "teepee-3"):
            pygame.draw.circle(surface, look.TRAIL_EDGE, pos[node], RADIUS + 2, 1)
    for node, kind in enumerate(data.node_kind):
        centre = pos[node]
        if kind == PRIVATE:
            box = node_rect(data, node, centre)
            pygame.draw.rect(surface, (54, 74, 58), box, border_radius=7)
            pygame.draw.rect(surface, (110, 130, 110), box, 1, border_radius=7)
            if data.woods[node]:
                tree = (box.right - 7, box.y + 8)
                pygame.draw.polygon(surface, (40, 110, 60), [(tree[0], tree[1] - 6),
                                    (tree[0] - 5, tree[1] + 4), (tree[0] + 5, tree[1] + 4)])
            if data.risk[node] is not None:
                draw.text(surface, theme, "!", (box.x + 6, box.y + 2), "tiny", (230, 120, 90),
                          True)
            area, risk, number = data.node_ids[node].partition("_risk")
            if risk:  # what it lies by, drawn (letters took a legend): the hazard's
                # symbol or a teepee, then its number
                mark = (box.centerx - 7, box.bottom - 11)
                if area == "trade":
                    look.teepee(surface, mark, 12, (150, 170, 150))
                else:
                    hazards.symbol(surface, RISK_AREAS.index(area), mark, 14, (150, 170, 150))
                draw.text(surface, theme, number, (box.centerx + 8, box.bottom - 3), "tiny",
                          (150, 170, 150), anchor="midbottom")
            else:
                draw.text(surface, theme, sites(node), (box.centerx, box.bottom - 3),
                          "tiny", (150, 170, 150), anchor="midbottom")
        elif kind in (3, TEEPEE):
            pygame.draw.circle(surface, (50, 66, 54), centre, RADIUS)
            if kind == 3:  # an empty hazard space: its kind's symbol in its colour
                sub = next(i for i, a in enumerate(data.hazard_spaces) if node in a)
                pygame.draw.circle(surface, look.HAZARD[sub], centre, RADIUS, 1)
                hazards.symbol(surface, sub, centre, 16, look.HAZARD[sub])
            else:
                pygame.draw.circle(surface, (90, 110, 96), centre, RADIUS, 1)
                draw.text(surface, theme, f"{data.teepee_value[node]:+d}", centre, "tiny",
                          (150, 170, 150), anchor="center")
    legend = pygame.Rect(rect.x + 14, rect.bottom - 78, 250, 68)
    x, y = legend.x + 4, legend.y + 4
    draw.text(surface, theme, "!", (x + 4, y), "tiny", (230, 120, 90), True)
    draw.text(surface, theme, labels["risk"], (x + 22, y), "tiny", (170, 190, 170))
    y += 20
    pygame.draw.polygon(surface, (40, 110, 60), [(x + 7, y + 2), (x + 2, y + 13), (x + 12, y + 13)])
    draw.text(surface, theme, labels["woods"], (x + 22, y), "tiny", (170, 190, 170))
    y += 20
    look.hands(surface, (x, y + 3), 1, 1, size=8)
    right = draw.text(surface, theme, labels["fee"], (x + 22, y), "tiny", (170, 190, 170)).right
    green, black = labels["fees"].split()
    look.hands(surface, (right + 8, y + 3), 1, 0, size=9)
    right = draw.text(surface, theme, f"${green}", (right + 21, y), "tiny", "text", True).right
    look.hands(surface, (right + 8, y + 3), 0, 1, size=9)
    draw.text(surface, theme, f"${black}", (right + 21, y), "tiny", "text", True)
    start = pygame.Rect(0, 0, 46, 30)
    start.center = pos[data.start]
    draw.panel(surface, start, (70, 60, 44), 8, border=(160, 140, 100))
    draw.text(surface, theme, labels["start"], start.center, "tiny", "text", True, "center")


def paint_pieces(surface: pygame.Surface, theme: Theme, data: Data, table: Table,
                 pos: dict[int, tuple[int, int]], colours: tuple[int, ...], colour_blind: bool,
                 names: dict[str, str]) -> None:
    """Buildings, tiles and cattlemen as they stand now."""
    for node, kind in enumerate(data.node_kind):
        centre = pos[node]
        code = table.building_at[node]
        if code >= 0:
            building(surface, theme, data, code, table.owner_at[node], centre, colours,
                     colour_blind)
        tile = table.tile_at[node]
        if tile >= 0:
            board_tile(surface, theme, data, tile, centre)
        if kind == KANSAS_CITY:
            box = node_rect(data, node, centre)
            draw.panel(surface, box, (120, 60, 48), 10, border=look.GOLD, width=2)
            size, lines = draw.fitted_lines(theme, names["kansas_city"], box.w - 8, 2, bold=True)
            step = size + 3
            top = box.centery - step * len(lines) // 2
            draw.text_lines(surface, theme, lines, (box.centerx, top), size, step, "text", True,
                            "midtop", box.w - 6)
    here: dict[int, list[int]] = {}
    for p, node in enumerate(table.cattleman):
        if node >= 0:
            here.setdefault(node, []).append(p)
    for node, players in here.items():
        for i, p in enumerate(players):
            cattleman(surface, theme, pawn_centre(pos[node], i, colour_blind), colours[p],
                      colour_blind)


#: In colour-blind mode a cattleman's head is a disc of this radius that carries its
#: seat's symbol at SYMBOL_SIZE, a glyph of 10-12 px with a ring of the seat's colour
#: round it (a 10 px font on the small body read as ~6 px and ran over its edges; 16 px
#: touched the rim). The wider heads stand further apart on a shared place.
HEAD = 10
SYMBOL_SIZE = 15


def pawn_step(colour_blind: bool) -> int:
    return 2 * HEAD + 2 if colour_blind else 12


def pawn_centre(centre: tuple[int, int], index: int,
                colour_blind: bool = False) -> tuple[int, int]:
    """Where the ``index``-th cattleman standing on the place at ``centre`` is drawn."""
    x, y = centre
    return x - 12 + pawn_step(colour_blind) * index, y - 24


def pawns_rect(centre: tuple[int, int], players: int, colour_blind: bool = False) -> pygame.Rect:
    """What the cattlemen standing on a place may cover (up to ``players`` of them)."""
    (x0, y0), (x1, _) = (pawn_centre(centre, 0, colour_blind),
                         pawn_centre(centre, players - 1, colour_blind))
    if colour_blind:  # the head's disc, centred 6 px over the body's top
        return pygame.Rect(x0 - HEAD - 1, y0 - 6 - HEAD - 1, x1 - x0 + 2 * HEAD + 2,
                           HEAD + 18)
    return pygame.Rect(x0 - 7, y0 - 8, x1 - x0 + 14, 18)


def building(surface: pygame.Surface, theme: Theme, data: Data, code: int, owner: int,
             centre: tuple[int, int], colours: tuple[int, ...], colour_blind: bool) -> None:
    b = data.buildings[code]
    box = pygame.Rect(0, 0, BOX, BOX)
    box.center = centre
    if b.neutral:
        draw.panel(surface, box, look.NEUTRAL_FILL, 7, border=(210, 180, 130))
        draw.text(surface, theme, b.id, (box.centerx, box.y + 1), "small", "text", True,
                  "midtop")
    else:
        seat = theme.seat(colours[owner])
        fill = seat.color.lerp((30, 30, 30), 0.25)
        draw.panel(surface, box, fill, 7, border=seat.color.lerp((255, 255, 255), 0.5))
        if colour_blind:
            draw.pattern(surface, box.inflate(-4, -4), seat.pattern, (255, 255, 255, 70))
        draw.text(surface, theme, b.id, (box.centerx, box.y + 1), "tiny", look.ink_on(fill),
                  True, "midtop")
        look.hands(surface, (box.x + 2, box.y - 6), *b.hands, size=8)
    icons = [options[0] for options in b.actions]
    size = 13 if len(icons) > 2 else 15
    step = size + 1
    x = box.centerx - (step * len(icons)) // 2 + step // 2
    for eff in icons:
        look.effect_icon(surface, theme, eff, (x, box.bottom - size // 2 - 3), size)
        x += step


def board_tile(surface: pygame.Surface, theme: Theme, data: Data, tile: int,
               centre: tuple[int, int]) -> None:
    info = data.tiles[tile]
    if info.kind == HAZARD_TILE:
        hazards.disc(surface, theme, centre, RADIUS - 1, info.sub, info.vp, (240, 236, 226),
                     -4)
    else:
        pygame.draw.circle(surface, (232, 220, 196), centre, RADIUS - 1)
        look.teepee(surface, (centre[0], centre[1] - 3), 16, look.TEEPEE[info.sub])
    hand_w = 9 * sum(info.hands) + 2 * (sum(info.hands) - 1)
    look.hands(surface, (centre[0] - hand_w // 2, centre[1] + 6), *info.hands, size=8)


def cattleman(surface: pygame.Surface, theme: Theme, at: tuple[int, int], colour: int,
              colour_blind: bool) -> None:
    """A player's cattleman: a round-headed pawn with a dark outline."""
    seat = theme.seat(colour)
    x, y = at
    body = [(x - 7, y + 10), (x + 7, y + 10), (x + 4, y), (x - 4, y)]
    pygame.draw.polygon(surface, seat.color, body)
    pygame.draw.polygon(surface, (15, 15, 15), body, 1)
    if not colour_blind:
        pygame.draw.circle(surface, seat.color, (x, y - 3), 5)
        pygame.draw.circle(surface, (15, 15, 15), (x, y - 3), 5, 1)
        return
    head = (x, y - 6)  # a big head that carries the seat's symbol (see HEAD)
    pygame.draw.circle(surface, seat.color, head, HEAD)
    pygame.draw.circle(surface, (15, 15, 15), head, HEAD, 1)
    symbol_on(surface, theme, seat.symbol, head, SYMBOL_SIZE, look.ink_on(seat.color))


def symbol_on(surface: pygame.Surface, theme: Theme, symbol: str, centre: tuple[int, int],
              size: int, colour: object) -> pygame.Rect:
    """``symbol`` with its glyph (not its line of text) centred on ``centre``; returns
    where the glyph's pixels are."""
    glyph = theme.render(symbol, size, colour, True).get_bounding_rect()
    at = pygame.Rect(0, 0, glyph.w, glyph.h)
    at.center = centre
    draw.text(surface, theme, symbol, (at.x - glyph.x, at.y - glyph.y), size, colour, True)
    return at
