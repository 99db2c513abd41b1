"""Seeded random games of every expansion finish with consistent scores and sound boards."""

from __future__ import annotations

import pytest

from rules.core.config import GameConfig
from rules.core.rng import Rng
from rules.railroad_ink.actions import EndRound
from rules.railroad_ink.board import Board
from rules.railroad_ink.game import EXPANSIONS, RAILROAD_INK, InkState
from rules.railroad_ink.scoring import network_exits, score_board
from rules.railroad_ink.tiles import (
    CELLS,
    EXITS,
    LAKE_FULL,
    NEIGHBOURS,
    NONE,
    V_SIDES,
)

GAME = RAILROAD_INK


def play(expansion: str, seed: int, players: int = 1) -> tuple[InkState, int]:
    config = GameConfig.make("railroad-ink", ["random"] * players, {"expansion": expansion})
    state = GAME.new_game(config, seed)
    assert isinstance(state, InkState)
    rng = Rng.from_seed(seed, stream=11)
    ends = 0
    for _ in range(10_000):
        acting = GAME.to_act(state)
        if not acting:
            break
        player = rng.choice(acting)
        legal = GAME.legal_actions(state, player)
        action = legal[rng.randbelow(len(legal))]
        ends += isinstance(action, EndRound)
        GAME.apply_legal(state, player, action)
    return state, ends


def check_board_is_sound(cells: list[int]) -> None:
    """Nothing touches what it may not, except water the fill rule poured in."""
    for cell in range(CELLS):
        value = cells[cell]
        if value < 0:
            continue
        for side, kind in enumerate(V_SIDES[value]):
            neighbour = NEIGHBOURS[cell][side]
            if neighbour < 0 or cells[neighbour] < 0 or kind == NONE:
                continue
            other = V_SIDES[cells[neighbour]][(side + 2) % 4]
            assert other in (NONE, kind) or LAKE_FULL in (value, cells[neighbour]), (
                f"cell {cell} side {side}: {kind} touches {other}"
            )
    for cell, side, kind in EXITS:
        if cells[cell] >= 0 and cells[cell] != LAKE_FULL:
            assert V_SIDES[cells[cell]][side] in (NONE, kind)


def check_game(expansion: str, seed: int, players: int = 1) -> None:
    state, ends = play(expansion, seed, players)
    assert GAME.is_over(state) and GAME.to_act(state) == ()
    assert ends == state.rounds * players
    sheet = GAME.score_sheet(state)
    assert sheet.final
    for player in range(players):
        row = sheet.points[player]
        observed = GAME.observe(state, player).own
        rebuilt = Board.from_view(observed)
        assert rebuilt.signatures == state.boards[player].signatures
        assert score_board(rebuilt.cells, expansion) == row  # running = from scratch
        cells = state.boards[player].cells
        check_board_is_sound(cells)
        assert sum(network_exits(cells)) <= 12
        assert 0 <= row[3] <= 9 and row[4] <= 0
        assert state.boards[player].specials_used.bit_count() <= 3
        assert sum(row) == sheet.totals[player]


@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_random_games_are_consistent(expansion: str) -> None:
    for seed in range(20):
        check_game(expansion, seed, players=1 + seed % 3)


@pytest.mark.slow
@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_a_thousand_random_games_per_expansion(expansion: str) -> None:
    for seed in range(1000):
        check_game(expansion, 10_000 + seed)
