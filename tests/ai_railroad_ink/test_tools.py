"""The measuring and tuning helpers: the arena's games, per-round CPU time, weights."""

from __future__ import annotations

import pytest

from rules.ai.arena import ArenaSpec, game_plan
from rules.ai.railroad_ink.agents import HARD, NORMAL, EasyAgent
from rules.ai.railroad_ink.evaluate import WEIGHTS
from rules.ai.railroad_ink.measure import arena_seed, play_solo, screening_agent
from rules.ai.railroad_ink.tune import parse_changes, with_changes


def test_measure_plays_the_arenas_games() -> None:
    spec = ArenaSpec("railroad-ink", 1, ("easy",), 5, 3)
    assert [arena_seed(3, i) for i in range(5)] == [game_plan(spec, i)[0] for i in range(5)]


def test_play_solo_times_every_round_and_is_reproducible() -> None:
    seed = arena_seed(1, 0)
    one = play_solo(EasyAgent(seed * 7), seed)
    two = play_solo(EasyAgent(seed * 7), seed)
    assert len(one.round_seconds) == 7  # the base game's rounds
    assert all(seconds >= 0 for seconds in one.round_seconds)
    assert one.score == two.score


def test_weight_changes_are_checked() -> None:
    changed = with_changes(WEIGHTS, parse_changes("merge=0.5,frontier_cap=3.0"))
    assert changed.merge == 0.5 and changed.frontier_cap == 3
    assert isinstance(changed.frontier_cap, int)
    with pytest.raises(SystemExit, match="unknown weight"):
        with_changes(WEIGHTS, {"nonsense": 1.0})
    with pytest.raises(SystemExit, match="not a number"):
        parse_changes("merge=lots")


def test_screening_changes_only_the_named_budgets() -> None:
    agent = screening_agent("hard", 5, {"rollouts": 3, "depth": 2})
    assert agent.settings.rollouts == 3 and agent.settings.depth == 2
    assert agent.settings.width == HARD.width and agent.name == "hard"
    unfiltered = screening_agent("normal", 5, {"prefilter": 0})
    assert unfiltered.settings.prefilter == 0 != NORMAL.prefilter
    with pytest.raises(SystemExit, match="normal and hard"):
        screening_agent("easy", 5, {"width": 2})
