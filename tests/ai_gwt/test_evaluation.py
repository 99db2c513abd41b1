"""The evaluation's fast score sheet agrees with the rules' score pad."""

from __future__ import annotations

from rules.ai.gwt.fastcopy import COPIED, copy_state
from rules.ai.gwt.points import points
from rules.gwt.data import load
from rules.gwt.rules import GWT
from rules.gwt.scoring import player_scores
from rules.gwt.state import FIELDS, GwtState
from tests.playout import random_match


def test_fast_points_equal_the_score_pad_without_money() -> None:
    data = load()
    checked = 0
    for seed in range(3):
        players = 2 + seed % 3
        for moves in (0, 150, 400, None):
            state = random_match("gwt", players, seed, moves).state
            assert isinstance(state, GwtState)
            for p in range(players):
                rows = player_scores(state, data, p)
                assert points(state, p) == sum(rows) - rows[0]
                checked += 1
            assert GWT.is_over(state) or moves is not None
    assert checked > 25


def test_the_fast_copy_copies_every_field_independently() -> None:
    assert COPIED == FIELDS
    state = random_match("gwt", 3, 5, 200).state
    assert isinstance(state, GwtState)
    copy = copy_state(state)
    assert copy.snapshot() == state.snapshot() and copy.rng == state.rng
    copy.hand[0].append(0)
    copy.stack.append(("noop",))
    copy.money[1] += 1
    assert copy.snapshot() != state.snapshot()
    assert GWT.clone(state).snapshot() == state.snapshot()
