"""One player's board: what is drawn where, and that player's progress in the round.

A :class:`Board` is mutable and cheap to copy (a few lists of ints). It keeps each
cell's *signature* (what the four neighbours show towards it, see
:mod:`rules.railroad_ink.tiles`) up to date, so legal placements are table look-ups.
A :class:`BoardView` is the same content frozen, for observations and snapshots.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.railroad_ink.tiles import (
    CELLS,
    CRATER,
    EMPTY,
    EMPTY_SIGNATURES,
    F_CRATER,
    F_EMPTY,
    F_LAKE,
    LAKE_FULL,
    NEIGHBOURS,
    SIZE,
    V_SIDES,
)

#: Phases of a player's round.
METEOR_PHASE, PLACE_PHASE, DONE_PHASE = 0, 1, 2


@dataclass(frozen=True)
class BoardView:
    """A board frozen as plain values (observations compare these by value)."""

    cells: tuple[int, ...]  # variant number, EMPTY or CRATER
    drawn_in: tuple[int, ...]  # round number each cell was drawn in (0: never / setup)
    specials_used: int  # bit s: special s has been drawn (or spent on a meteor)
    special_this_round: bool
    dice_used: int  # bit i: die i of this round has been drawn
    phase: int
    meteor_cell: int  # the last impact (the centre before the first)
    volcano_this_round: bool
    lava_this_round: int  # lava dice drawn this round


class Board:
    __slots__ = (
        "cells",
        "dice_used",
        "drawn_in",
        "lava_this_round",
        "meteor_cell",
        "phase",
        "signatures",
        "special_this_round",
        "specials_used",
        "volcano_this_round",
    )

    def __init__(self) -> None:
        self.cells: list[int] = [EMPTY] * CELLS
        self.drawn_in: list[int] = [0] * CELLS
        self.signatures: list[int] = list(EMPTY_SIGNATURES)
        self.specials_used = 0
        self.special_this_round = False
        self.dice_used = 0
        self.phase = PLACE_PHASE
        self.meteor_cell = SIZE * SIZE // 2
        self.volcano_this_round = False
        self.lava_this_round = 0

    # ----- copying ------------------------------------------------------------------
    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.cells = list(self.cells)
        other.drawn_in = list(self.drawn_in)
        other.signatures = list(self.signatures)
        other.specials_used = self.specials_used
        other.special_this_round = self.special_this_round
        other.dice_used = self.dice_used
        other.phase = self.phase
        other.meteor_cell = self.meteor_cell
        other.volcano_this_round = self.volcano_this_round
        other.lava_this_round = self.lava_this_round
        return other

    def view(self) -> BoardView:
        return BoardView(
            tuple(self.cells), tuple(self.drawn_in), self.specials_used,
            self.special_this_round, self.dice_used, self.phase, self.meteor_cell,
            self.volcano_this_round, self.lava_this_round,
        )

    @classmethod
    def from_view(cls, view: BoardView) -> Board:
        board = cls()
        for cell, value in enumerate(view.cells):
            if value != EMPTY:
                board.put(cell, value, view.drawn_in[cell])
        board.specials_used = view.specials_used
        board.special_this_round = view.special_this_round
        board.dice_used = view.dice_used
        board.phase = view.phase
        board.meteor_cell = view.meteor_cell
        board.volcano_this_round = view.volcano_this_round
        board.lava_this_round = view.lava_this_round
        return board

    @classmethod
    def from_cells(cls, cells: dict[int, int]) -> Board:
        """A hand-built board (tests, examples): cell -> variant number or CRATER."""
        board = cls()
        for cell, value in cells.items():
            board.put(cell, value, 1)
        return board

    # ----- drawing ------------------------------------------------------------------
    def put(self, cell: int, value: int, round_number: int) -> None:
        """Set a cell (variant, EMPTY or CRATER) and update the neighbours' signatures."""
        self.cells[cell] = value
        self.drawn_in[cell] = round_number if value >= 0 else 0
        sides = V_SIDES[value] if value >= 0 else None
        signatures = self.signatures
        for side, neighbour in enumerate(NEIGHBOURS[cell]):
            if neighbour < 0:
                continue
            if sides is not None:
                code = 1 + sides[side]
            else:
                code = F_CRATER if value == CRATER else F_EMPTY
            shift = 4 * ((side + 2) % 4)
            signatures[neighbour] = (signatures[neighbour] & ~(15 << shift)) | (code << shift)

    def fill_lakes(self, start: int, round_number: int) -> list[int]:
        """Lake: fill every empty space touched by open water on three sides.

        "Если пустое пространство с трех сторон примыкает к открытой воде, оно должно
        быть немедленно заполнено водой." Filling can make a neighbour qualify in turn.
        Returns the filled cells in the order they filled.
        """
        filled: list[int] = []
        todo = [n for n in NEIGHBOURS[start] if n >= 0]
        while todo:
            cell = todo.pop(0)
            if self.cells[cell] != EMPTY:
                continue
            sig = self.signatures[cell]
            if sum(1 for side in range(4) if (sig >> (4 * side)) & 15 == F_LAKE) < 3:
                continue
            self.put(cell, LAKE_FULL, round_number)
            filled.append(cell)
            todo.extend(n for n in NEIGHBOURS[cell] if n >= 0)
        return filled

    def start_round(self, meteor: bool) -> None:
        self.special_this_round = False
        self.dice_used = 0
        self.phase = METEOR_PHASE if meteor else PLACE_PHASE
        self.volcano_this_round = False
        self.lava_this_round = 0
