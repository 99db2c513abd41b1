"""The Railroad Ink levels: legal moves only, observations only, plans, the hint."""

from __future__ import annotations

import pytest

from rules.ai.agent import decide, make_agent
from rules.ai.railroad_ink import hint
from rules.ai.railroad_ink.agents import EasyAgent, PlanningAgent
from rules.ai.railroad_ink.planner import Settings
from rules.core.config import GameConfig
from rules.core.game import Action, State
from rules.core.record import Match
from rules.core.rng import Rng
from rules.railroad_ink.actions import EndRound, Place
from rules.railroad_ink.game import EXPANSIONS, RAILROAD_INK, InkState

GAME = RAILROAD_INK
#: Small budgets so the suite stays fast; the levels' real budgets are measured by hand.
SMALL_HARD = Settings(width=2, finished=2, rollouts=1)


def small_agents(seed: int) -> list[EasyAgent | PlanningAgent]:
    return [EasyAgent(seed), PlanningAgent(seed, Settings(width=1)),
            PlanningAgent(seed, SMALL_HARD, "hard")]


def play(match: Match, agents: list[EasyAgent | PlanningAgent]) -> None:
    """Play to the end; Match.play raises IllegalAction on any illegal decision."""
    while not match.is_over():
        for player in match.to_act():
            legal = match.legal_actions(player)
            action = decide(agents[player], GAME.observe(match.state, player), legal)
            assert action in legal
            match.play(player, action)


def test_levels_are_registered() -> None:
    assert isinstance(make_agent("railroad-ink", "easy", 1), EasyAgent)
    normal = make_agent("railroad-ink", "normal", 1)
    hard = make_agent("railroad-ink", "hard", 1)
    assert isinstance(normal, PlanningAgent) and normal.name == "normal"
    assert isinstance(hard, PlanningAgent) and hard.name == "hard"


def test_three_levels_play_a_game_together() -> None:
    """Easy, normal-like and hard-like opponents, each on their own board."""
    match = Match(GameConfig.make("railroad-ink", ["easy", "normal", "hard"]), 5)
    play(match, small_agents(3))
    sheet = GAME.score_sheet(match.state)
    assert sheet.final
    # Planning beats blind luck: every AI board scores above a random board's usual few.
    assert min(sheet.totals) > 0


@pytest.mark.parametrize("expansion", EXPANSIONS[1:])
def test_every_expansion_gets_only_legal_moves(expansion: str) -> None:
    config = GameConfig.make("railroad-ink", ["easy", "hard"], {"expansion": expansion})
    match = Match(config, 5)
    play(match, [EasyAgent(3), PlanningAgent(3, Settings(width=1, finished=2, rollouts=1))])
    assert GAME.score_sheet(match.state).final


def test_solo_normal_game_scores_reasonably() -> None:
    match = Match(GameConfig.make("railroad-ink", ["normal"]), 11)
    play(match, [PlanningAgent(11, Settings(width=2))])
    assert GAME.score_sheet(match.state).totals[0] >= 25


def _round_decisions(state: State, agent: PlanningAgent, player: int) -> list[Action]:
    """The decisions ``agent`` makes for ``player`` until it ends the round (on a copy)."""
    state = GAME.clone(state)
    chosen: list[Action] = []
    while True:
        legal = GAME.legal_actions(state, player)
        action = decide(agent, GAME.observe(state, player), legal)
        chosen.append(action)
        GAME.apply(state, player, action)
        if isinstance(action, EndRound):
            return chosen


def test_decisions_do_not_depend_on_hidden_information() -> None:
    """Two games that look the same to player 0 (the other player has drawn different
    things this round, the future dice differ) get the same decisions from it."""
    config = GameConfig.make("railroad-ink", ["hard", "hard"])
    match = Match(config, 8)
    agents = small_agents(2)
    for _ in range(2):  # two rounds of ordinary play first
        while match.state.round < 3:  # type: ignore[attr-defined]
            for player in match.to_act():
                legal = match.legal_actions(player)
                match.play(player, decide(agents[1], GAME.observe(match.state, player), legal))
    first = match.state
    assert isinstance(first, InkState)
    second = GAME.clone(first)
    second.rng = Rng.from_seed(99)  # different future dice
    other = GAME.legal_actions(second, 1)
    GAME.apply(second, 1, next(a for a in other if isinstance(a, Place)))  # a hidden drawing
    assert GAME.observe(first, 0) == GAME.observe(second, 0)
    one = _round_decisions(first, PlanningAgent(4, SMALL_HARD), 0)
    two = _round_decisions(second, PlanningAgent(4, SMALL_HARD), 0)
    assert one == two


def test_the_plan_survives_a_replan_and_the_hint_is_legal() -> None:
    match = Match(GameConfig.make("railroad-ink", ["hard"]), 21)
    state = match.state
    thinking = hint(GAME.observe(state, 0), settings=SMALL_HARD)
    plan: list[Action] = []
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            plan = done.value
            break
    assert isinstance(plan[-1], EndRound)
    copy = GAME.clone(state)
    for action in plan:
        GAME.apply(copy, 0, action)  # raises if the plan is not legal
    assert copy.round == 2  # type: ignore[attr-defined]
    # An agent whose plan is interrupted (a fresh agent mid-round) plans again.
    GAME.apply(state, 0, plan[0])
    legal = GAME.legal_actions(state, 0)
    assert decide(PlanningAgent(1, SMALL_HARD), GAME.observe(state, 0), legal) in legal


def test_thinking_is_sliced() -> None:
    """think() yields while it plans."""
    match = Match(GameConfig.make("railroad-ink", ["hard"]), 2)
    state = match.state
    agent = PlanningAgent(1, Settings(width=4, finished=3, rollouts=2))
    thinking = agent.think(GAME.observe(state, 0), GAME.legal_actions(state, 0))
    slices = 0
    while True:
        try:
            next(thinking)
        except StopIteration:
            break
        slices += 1
    assert slices > 1  # slice lengths are measured by `python -m rules bench`
