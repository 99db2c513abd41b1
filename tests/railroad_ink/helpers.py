"""Hand-built Railroad Ink boards for the rule and scoring tests.

Boards are written as ``{(row, col): tile}`` with rows 0-6 from the top (A-G) and
columns 0-6 from the left; a tile is ``v("road_curve", turns)`` — the face as the data
file draws it, turned clockwise ``turns`` quarter turns (and mirrored if asked).
"""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.railroad_ink.board import Board
from rules.railroad_ink.game import RAILROAD_INK, InkState
from rules.railroad_ink.tiles import CELLS, EMPTY, SIZE, variant_of


def v(face: str, turns: int = 0, mirrored: bool = False) -> int:
    return variant_of(face, turns, mirrored)


def at(row: int, col: int) -> int:
    return row * SIZE + col


def cells(tiles: dict[tuple[int, int], int]) -> list[int]:
    out = [EMPTY] * CELLS
    for (row, col), tile in tiles.items():
        out[at(row, col)] = tile
    return out


def board(tiles: dict[tuple[int, int], int]) -> Board:
    return Board.from_cells({at(r, c): tile for (r, c), tile in tiles.items()})


def new_state(players: int = 1, seed: int = 1, expansion: str = "none") -> InkState:
    config = GameConfig.make("railroad-ink", ["human"] * players, {"expansion": expansion})
    state = RAILROAD_INK.new_game(config, seed)
    assert isinstance(state, InkState)
    return state


def with_board(state: InkState, player: int, tiles: dict[tuple[int, int], int]) -> None:
    """Replace a player's drawings, keeping their progress in the round."""
    fresh = board(tiles)
    old = state.boards[player]
    fresh.phase, fresh.dice_used = old.phase, old.dice_used
    fresh.specials_used, fresh.special_this_round = old.specials_used, old.special_this_round
    state.boards[player] = fresh
    state.legal_cache[player] = None
