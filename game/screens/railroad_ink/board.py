"""The 7×7 board as on the paper sheet: exits on the edge, the centre nine shaded,
drawn routes with the round they were drawn in, and what the screen lays over it
(legal cells, a ghost tile, the score preview's networks, longest lines and errors).

:class:`BoardLayout` maps cells to pixels; :class:`BoardPainter` paints from plain
values and keeps the static sheet cached. Nothing here changes any state.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from game import draw
from game.screens.railroad_ink.analysis import Preview
from game.screens.railroad_ink.art import GRID, INK, PAPER, PAPER_DARK, TileArt
from game.theme import Theme
from rules.railroad_ink.scoring import drawn
from rules.railroad_ink.tiles import CELLS, CENTRAL, CENTRE, CRATER, EXITS, SIZE, cell_name

NETWORK_COLOURS = ("#e8a838", "#4fb3b0", "#c665b5", "#6cbf7a", "#a1887f", "#7d8cf0")
ROAD_TRACE = pygame.Color(232, 168, 56, 200)
RAIL_TRACE = pygame.Color(79, 179, 176, 210)
ERROR = pygame.Color("#d0402f")
AREA = pygame.Color(198, 101, 181)  # the spaces an expansion's score row counts
LEGAL = pygame.Color(108, 191, 122)
#: A legal space's outline: dark enough to see on the paper in any colour vision (the
#: light green was 1.8:1 on it, and the hint names no colour).
LEGAL_EDGE = pygame.Color(40, 120, 70)
CRATER_TAG = pygame.Color(132, 210, 140)  # a route's end at a crater: +2, not an error
COORDINATE = pygame.Color("#665a40")  # the rows' letters and columns' numbers (4.9:1 on the border)
ROUND_CHIP = 16  # the paper chip with the round number, top left in a drawn space


@dataclass(frozen=True)
class BoardLayout:
    origin: tuple[int, int]  # top-left of cell A1
    cell: int

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.cell * SIZE, self.cell * SIZE))

    @property
    def frame(self) -> pygame.Rect:
        return self.rect.inflate(self.margin * 2, self.margin * 2)

    @property
    def margin(self) -> int:
        return self.cell * 3 // 8 + 4

    def cell_rect(self, cell: int) -> pygame.Rect:
        row, col = divmod(cell, SIZE)
        x, y = self.origin
        return pygame.Rect(x + col * self.cell, y + row * self.cell, self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        if 0 <= x < self.cell * SIZE and 0 <= y < self.cell * SIZE:
            return (y // self.cell) * SIZE + x // self.cell
        return None

    def side_point(self, cell: int, side: int, inset: float = 0.0) -> tuple[int, int]:
        rect = self.cell_rect(cell)
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[side]
        reach = self.cell / 2 - inset * self.cell
        return (int(rect.centerx + dx * reach), int(rect.centery + dy * reach))


class BoardPainter:
    def __init__(self, theme: Theme, art: TileArt) -> None:
        self.theme = theme
        self.art = art
        self._sheets: dict[tuple[tuple[int, int], int], pygame.Surface] = {}
        self._thumbs: dict[tuple[tuple[int, ...], int], pygame.Surface] = {}
        self._overlays: dict[tuple[str, int, int], pygame.Surface] = {}

    # ----- the sheet ------------------------------------------------------------------
    def sheet(self, layout: BoardLayout) -> pygame.Surface:
        """The empty paper board with exits and the centre marked (cached)."""
        key = (layout.origin, layout.cell)
        found = self._sheets.get(key)
        if found is None:
            found = self._paint_sheet(layout)
            self._sheets[key] = found
        return found

    def _paint_sheet(self, layout: BoardLayout) -> pygame.Surface:
        frame = layout.frame
        surface = pygame.Surface(frame.size, pygame.SRCALPHA)
        local = BoardLayout((layout.margin, layout.margin), layout.cell)
        draw.panel(surface, surface.get_rect(), PAPER_DARK, 14)
        pygame.draw.rect(surface, PAPER, local.rect, border_radius=4)
        for cell in CENTRAL:
            surface.fill(PAPER_DARK, local.cell_rect(cell))
        centre = local.cell_rect(CENTRE)
        for i in range(SIZE + 1):
            x = local.origin[0] + i * layout.cell
            y = local.origin[1] + i * layout.cell
            pygame.draw.line(surface, GRID, (x, local.rect.y), (x, local.rect.bottom), 1)
            pygame.draw.line(surface, GRID, (local.rect.x, y), (local.rect.right, y), 1)
        central = local.cell_rect(CENTRAL[0]).union(local.cell_rect(CENTRAL[-1]))
        pygame.draw.rect(surface, INK, central, 2)
        pygame.draw.circle(surface, GRID, centre.center, layout.cell // 8)
        pygame.draw.rect(surface, INK, local.rect, 2, border_radius=4)
        for cell, side, kind in EXITS:
            stub = self.art.exit_stub(kind, layout.cell)
            stub = pygame.transform.rotate(stub, -90 * side)
            x, y = local.side_point(cell, side)
            rect = stub.get_rect()
            if side == 0:
                rect.midbottom = (x, y)
            elif side == 1:
                rect.midleft = (x, y)
            elif side == 2:
                rect.midtop = (x, y)
            else:
                rect.midright = (x, y)
            surface.blit(stub, rect)
        if layout.cell >= 40:
            self._paint_coordinates(surface, local)
        return draw.optimized(surface)

    def _paint_coordinates(self, surface: pygame.Surface, local: BoardLayout) -> None:
        """Rows A–G down the left edge and columns 1–7 along the top, by each space's
        near corner (clear of the exits at the middles): the log and the hints name
        spaces so ("a straight railway on B1"), and nothing on the board said which
        space that was."""
        margin, cell = local.margin, local.cell
        for index in range(SIZE):
            near = local.origin[0] + index * cell + cell // 6
            draw.text(surface, self.theme, cell_name(index * SIZE)[0], (margin // 2, near),
                      12, COORDINATE, True, "center")
            draw.text(surface, self.theme, str(index + 1), (near, margin // 2), 12, COORDINATE,
                      True, "center")

    # ----- drawing a board ---------------------------------------------------------------
    def board(self, surface: pygame.Surface, layout: BoardLayout, cells: Sequence[int],
              drawn_in: Sequence[int], current_round: int = 0) -> None:
        surface.blit(self.sheet(layout), layout.frame.topleft)
        theme = self.theme
        for cell in range(CELLS):
            value = cells[cell]
            if value == -1:
                continue
            rect = layout.cell_rect(cell)
            if value == CRATER:
                surface.blit(self.art.crater(layout.cell), rect)
                continue
            if current_round and drawn_in[cell] == current_round:
                surface.blit(self.overlay("fresh", layout.cell), rect)
            surface.blit(self.art.tile(value, layout.cell), rect)
            if drawn_in[cell] and layout.cell >= 40:
                # the round number on a paper chip, readable over water and lava
                chip = pygame.Rect(rect.x + 2, rect.y + 2, ROUND_CHIP, ROUND_CHIP)
                surface.blit(self.overlay("chip", ROUND_CHIP), chip)
                draw.text(surface, theme, str(drawn_in[cell]), chip.center, 12, INK, True,
                          "center")

    def overlay(self, kind: str, size: int, colour: tuple[int, int, int, int] = (0, 0, 0, 0)
                ) -> pygame.Surface:
        key = (kind + str(colour), size, 0)
        found = self._overlays.get(key)
        if found is None:
            found = pygame.Surface((size, size), pygame.SRCALPHA)
            inner = found.get_rect().inflate(-4, -4)
            if kind == "fresh":
                found.fill((232, 168, 56, 46))
            elif kind == "legal":
                pygame.draw.rect(found, (*LEGAL[:3], 70), inner, border_radius=6)
                pygame.draw.rect(found, (*LEGAL_EDGE[:3], 235), inner, 3, border_radius=6)
            elif kind == "maybe":
                for x in range(inner.x, inner.right, 8):
                    found.fill((*LEGAL_EDGE[:3], 190), (x, inner.y, 4, 2))
                    found.fill((*LEGAL_EDGE[:3], 190), (x, inner.bottom - 2, 4, 2))
                for y in range(inner.y, inner.bottom, 8):
                    found.fill((*LEGAL_EDGE[:3], 190), (inner.x, y, 2, 4))
                    found.fill((*LEGAL_EDGE[:3], 190), (inner.right - 2, y, 2, 4))
            elif kind == "chip":
                pygame.draw.rect(found, (*PAPER[:3], 225), found.get_rect(), border_radius=5)
            elif kind == "tint":
                found.fill(colour)
            elif kind == "cursor":
                pygame.draw.rect(found, (245, 192, 94, 255), inner, 3, border_radius=6)
            self._overlays[key] = found
        return found

    def highlights(self, surface: pygame.Surface, layout: BoardLayout, strong: Iterable[int],
                   faint: Iterable[int]) -> None:
        for cell in faint:
            surface.blit(self.overlay("maybe", layout.cell), layout.cell_rect(cell))
        for cell in strong:
            surface.blit(self.overlay("legal", layout.cell), layout.cell_rect(cell))

    def ghost(self, surface: pygame.Surface, layout: BoardLayout, cell: int, variant: int,
              alpha: int = 170) -> None:
        rect = layout.cell_rect(cell)
        image = self.art.tile(variant, layout.cell).copy()
        image.set_alpha(alpha)
        surface.blit(self.overlay("tint", layout.cell, (255, 250, 235, 150)), rect)
        surface.blit(image, rect)
        pygame.draw.rect(surface, (245, 192, 94), rect.inflate(-2, -2), 3, border_radius=6)

    # ----- score preview overlays ------------------------------------------------------
    def networks(self, surface: pygame.Surface, layout: BoardLayout, preview: Preview,
                 tint: bool, colour_blind: bool = False) -> None:
        """Each network with two exits or more: its exits' badges with the count (and
        its spaces tinted, ``tint``); colour-blind, each network's badges have a shape
        of their own (two networks of two exits differed only by their tint)."""
        theme = self.theme
        for index, network in enumerate(preview.networks):
            if len(network.exits) < 2:
                continue
            colour = pygame.Color(NETWORK_COLOURS[index % len(NETWORK_COLOURS)])
            if tint:
                for cell in network.cells:
                    surface.blit(self.overlay("tint", layout.cell, (*colour[:3], 70)),
                                 layout.cell_rect(cell))
            for cell, side in network.exits:
                x, y = layout.side_point(cell, side)
                dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[side]
                centre = (x + dx * layout.margin // 2, y + dy * layout.margin // 2)
                radius = max(8, layout.cell // 7)
                badge(surface, centre, radius, colour, index % 6 if colour_blind else 0)
                draw.text(surface, theme, str(len(network.exits)), centre,
                          max(10, radius + 2), INK, True, "center")

    def trace(self, surface: pygame.Surface, layout: BoardLayout, cells: Sequence[int],
              colour: pygame.Color, width: int) -> None:
        if len(cells) < 2:
            if cells:
                pygame.draw.circle(surface, colour, layout.cell_rect(cells[0]).center, width)
            return
        points = [layout.cell_rect(cell).center for cell in cells]
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.lines(layer, colour, False, points, width)
        for point in points:
            pygame.draw.circle(layer, colour, point, width // 2)
        surface.blit(layer, (0, 0))

    def errors(self, surface: pygame.Surface, layout: BoardLayout, preview: Preview,
               strong: bool, shaped: bool = False) -> None:
        """The open ends; ``strong`` when the Errors row is traced. ``shaped`` (colour-blind
        mode) marks each with "!" in an ink ring, since a red dot on orange lava or
        among lava's speckles is told apart by its colour only."""
        strong = strong or shaped
        radius = max(5, layout.cell // (8 if strong else 12))
        for end in preview.ends:
            if end.crater:
                self.crater_badge(surface, layout, end.cell, end.side)
                continue
            point = layout.side_point(end.cell, end.side, 0.1)
            pygame.draw.circle(surface, ERROR, point, radius)
            pygame.draw.circle(surface, PAPER, point, radius, 2 if strong else 1)
            if shaped:
                pygame.draw.circle(surface, INK, point, radius + 1, 1)
            if strong:
                draw.text(surface, self.theme, "!", point, radius * 2 - 2, PAPER, True, "center")

    def crater_badge(self, surface: pygame.Surface, layout: BoardLayout, cell: int,
                     side: int) -> pygame.Rect:
        """A route's open end at a crater (Meteor: 2 points, not an error): "+2" on a
        green tag astride the edge between the route and the crater. The "+2" once sat
        on a dot narrower than itself, dark on dark road, and could not be read."""
        point = layout.side_point(cell, side)
        size = max(11, layout.cell // 6)
        width = self.theme.text_width("+2", size, True)
        height = self.theme.line_height(size)
        tag = pygame.Rect(0, 0, width + 8, height + 4)
        tag.center = point
        pygame.draw.rect(surface, CRATER_TAG, tag, border_radius=5)
        pygame.draw.rect(surface, INK, tag, 1, border_radius=5)
        draw.text(surface, self.theme, "+2", tag.center, size, INK, True, "center")
        return tag

    def centre(self, surface: pygame.Surface, layout: BoardLayout, cells: Sequence[int]) -> None:
        for cell in CENTRAL:
            rect = layout.cell_rect(cell)
            colour = (108, 191, 122, 90) if drawn(cells[cell]) else (214, 90, 74, 60)
            surface.blit(self.overlay("tint", layout.cell, colour), rect)

    def area(self, surface: pygame.Surface, layout: BoardLayout, cells: Iterable[int]) -> None:
        """The spaces an expansion's score row counts (the river, lake or lava lake)."""
        for cell in cells:
            rect = layout.cell_rect(cell)
            surface.blit(self.overlay("tint", layout.cell, (*AREA[:3], 70)), rect)
            pygame.draw.rect(surface, AREA, rect.inflate(-4, -4), 3, border_radius=6)

    # ----- thumbnails ----------------------------------------------------------------------
    def thumbnail(self, cells: Sequence[int], size: int) -> pygame.Surface:
        """A small picture of a whole board (cached by content)."""
        key = (tuple(cells), size)
        found = self._thumbs.get(key)
        if found is None:
            if len(self._thumbs) > 24:
                self._thumbs.clear()
            cell = max(4, size // SIZE)
            found = pygame.Surface((cell * SIZE, cell * SIZE), pygame.SRCALPHA)
            found.fill(PAPER)
            for index, value in enumerate(cells):
                row, col = divmod(index, SIZE)
                if value == CRATER:
                    found.blit(self.art.crater(cell), (col * cell, row * cell))
                elif value >= 0:
                    found.blit(self.art.tile(value, cell), (col * cell, row * cell))
            pygame.draw.rect(found, INK, found.get_rect(), 1)
            found = draw.optimized(found)
            self._thumbs[key] = found
        return found


def badge(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: pygame.Color,
          shape: int) -> None:
    """A network's exit badge, filled with ``colour`` and outlined in ink: a disc
    (shape 0), a square (1), a diamond (2), a triangle (3), a triangle upside down (4) or
    a cross (5), one for each of the six network colours."""
    x, y = centre
    if shape == 0:
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, INK, centre, radius, 1)
        return
    r = radius + 2
    if shape == 1:
        side = radius - 1
        points = [(x - side, y - side), (x + side, y - side), (x + side, y + side),
                  (x - side, y + side)]
    elif shape == 2:
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    elif shape in (3, 4):
        up = 1 if shape == 3 else -1
        points = [(x, y - up * (r + 1)), (x + r + 1, y + up * (r - 2)),
                  (x - r - 1, y + up * (r - 2))]
    else:
        arm = radius // 2
        points = [(x - arm, y - r), (x + arm, y - r), (x + arm, y - arm), (x + r, y - arm),
                  (x + r, y + arm), (x + arm, y + arm), (x + arm, y + r), (x - arm, y + r),
                  (x - arm, y + arm), (x - r, y + arm), (x - r, y - arm), (x - arm, y - arm)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, INK, points, 1)
