"""The memo tables behind Railroad Ink's legal lists give exactly the variants the
tile rules allow, with the right die, special and cell, also after a table has
forgotten everything (it clears itself when full)."""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.rng import Rng
from rules.railroad_ink import actions as A
from rules.railroad_ink.game import RAILROAD_INK, InkState
from rules.railroad_ink.tiles import (
    CELLS,
    EXPANSION_DICE,
    JUNCTION_DIE,
    ROUTE_DIE,
    SPECIALS,
    _legal,
)

Position = tuple[list[int], list[int]]


def boards_from_play(expansion: str, seed: int, decisions: int) -> list[Position]:
    """(cells, signatures) of one board after each of the first ``decisions`` decisions."""
    config = GameConfig.make("railroad-ink", ["random"], {"expansion": expansion})
    state = RAILROAD_INK.new_game(config, seed)
    assert isinstance(state, InkState)
    rng = Rng.from_seed(seed, stream=3)
    seen: list[Position] = []
    for _ in range(decisions):
        if RAILROAD_INK.is_over(state):
            break
        legal = RAILROAD_INK.legal_actions(state, 0)
        RAILROAD_INK.apply_legal(state, 0, legal[rng.randbelow(len(legal))])
        board = state.boards[0]
        seen.append((list(board.cells), list(board.signatures)))
    return seen


def test_place_tables_match_the_tile_rules_for_every_die_face_and_free_cell() -> None:
    faces = sorted({*ROUTE_DIE, *JUNCTION_DIE, *EXPANSION_DICE["lake"], *EXPANSION_DICE["lava"]})
    checked = 0
    for cells, signatures in boards_from_play("lava", 4, 30)[::6]:
        for cell in range(CELLS):
            if cells[cell] >= 0:
                continue
            for die in (0, 3, 5):
                for face in faces:
                    found = A.places(die, face, cell, signatures[cell])
                    assert [p.variant for p in found] == list(_legal(face, signatures[cell]))
                    assert all(p.die == die and p.cell == cell for p in found)
                    checked += len(found)
            for special, face in enumerate(SPECIALS):
                found_special = A.special_places(special, cell, signatures[cell])
                assert [p.variant for p in found_special] == list(_legal(face, signatures[cell]))
                assert all(p.special == special and p.cell == cell for p in found_special)
    assert checked > 100


def test_a_full_table_forgets_and_still_answers_right() -> None:
    table = A.PLACE_TABLES[0 << 6 | ROUTE_DIE[0]]
    limit = table.limit
    try:
        table.limit = 4
        table.clear()  # what earlier tests left would answer without a miss
        cells, signatures = boards_from_play("none", 2, 8)[-1]
        free = [cell for cell in range(CELLS) if cells[cell] < 0]
        for cell in free:
            found = A.places(0, ROUTE_DIE[0], cell, signatures[cell])
            assert [p.variant for p in found] == list(_legal(ROUTE_DIE[0], signatures[cell]))
            assert len(table) <= 4
    finally:
        table.limit = limit
