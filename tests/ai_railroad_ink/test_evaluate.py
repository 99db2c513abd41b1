"""The static evaluation: its exact part is the rulebook's score, on every board."""

from __future__ import annotations

import pytest

from rules.ai.railroad_ink.evaluate import features, longest_line, value
from rules.core.config import GameConfig
from rules.core.rng import Rng
from rules.railroad_ink.actions import Place, PlaceSpecial
from rules.railroad_ink.game import EXPANSIONS, RAILROAD_INK
from rules.railroad_ink.scoring import longest_route, score_board
from rules.railroad_ink.tiles import RAIL, ROAD

GAME = RAILROAD_INK


def boards(expansion: str, seed: int) -> list[list[int]]:
    """Every board of a random game that mostly draws (so boards fill up)."""
    state = GAME.new_game(GameConfig.make("railroad-ink", ["random"],
                                          {"expansion": expansion}), seed)
    rng = Rng.from_seed(seed, stream=5)
    seen = []
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state, 0)
        drawings = [a for a in legal if isinstance(a, Place | PlaceSpecial)]
        action = rng.choice(drawings) if drawings and rng.randbelow(6) else rng.choice(legal)
        GAME.apply(state, 0, action)
        seen.append(list(state.boards[0].cells))  # type: ignore[attr-defined]
    return seen


@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_exact_part_is_the_score(expansion: str) -> None:
    for seed in range(3):
        for cells in boards(expansion, seed):
            row = score_board(cells, expansion)
            found = features(cells, expansion)
            assert found.score == sum(row)
            assert (found.networks, found.highway, found.railway, found.centre,
                    -found.errors) == row[:5]
            assert value(cells, expansion, 0.0, 3) == sum(row)  # a final board


@pytest.mark.parametrize("expansion", ["none", "lava"])
def test_longest_line_matches_the_rules(expansion: str) -> None:
    for seed in range(4):
        for cells in boards(expansion, seed):
            for kind in (ROAD, RAIL):
                assert longest_line(cells, kind) == longest_route(cells, kind)
