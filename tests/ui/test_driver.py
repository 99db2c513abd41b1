"""The game driver: AI thinking in time slices, fallbacks, autosave, undo."""

from __future__ import annotations

import pytest

from game.app import (
    AI_BUDGET_MAX,
    AI_BUDGET_MIN,
    COST_FRAMES,
    FRAME_MARGIN,
    FRAME_TARGET,
    AIBudget,
)
from game.driver import Driver, best_agent_name
from rules.ai.agent import SLICE_SECONDS, RandomAgent, register_agent, slice_seconds
from rules.core.errors import RulesError
from rules.core.record import replay_decisions
from tests.clocks import SteppingClock
from tests.ui.conftest import open_game, toy_match

pytestmark = pytest.mark.ui


class SlowAgent:
    """Thinks for ``steps`` slices, then plays the last legal action."""

    name = "slow"

    def __init__(self, steps: int) -> None:
        self.steps = steps
        self.slices = 0

    def think(self, observation, legal):
        for _ in range(self.steps):
            self.slices += 1
            yield
        return legal[-1]


def test_ai_thinks_in_slices_within_the_frame_budget():
    agent = SlowAgent(10)
    match = toy_match(["normal", "human"])
    clock = SteppingClock(0.003)  # every look at the clock costs 3 ms of "work"
    driver = Driver(match, pace=0.0, make=lambda g, n, s: agent, clock=clock)
    frames = 0
    while match.to_act() == (0,):
        driver.update(1 / 60)
        frames += 1
        assert frames < 50
    assert agent.slices == 10
    assert frames >= 4  # ~8 ms of work a frame: a few slices each, not all at once
    assert driver.log and driver.log[0].event.player == 0


def test_pace_makes_ai_moves_watchable():
    match = toy_match(["normal", "human"])
    driver = Driver(match, pace=0.5, make=lambda g, n, s: RandomAgent(s))
    driver.update(0.1)
    assert len(match.decisions) == 0 and driver.thinking() == [0]
    for _ in range(6):
        driver.update(0.1)
    assert len(match.decisions) >= 1


def test_missing_level_falls_back_to_the_best_available():
    register_agent("toy-only", "easy", RandomAgent)
    assert best_agent_name("toy-only", "easy") == "easy"
    assert best_agent_name("toy", "hard") in ("hard", "random")
    match = toy_match(["hard", "human"])
    driver = Driver(match, make=lambda g, n, s: RandomAgent(s))
    assert driver.seats[0].controller == "hard"
    assert driver.seats[0].agent == best_agent_name("toy", "hard")


def test_human_choices_autosave_and_undo():
    saves = []
    match = toy_match(["human", "human"])
    driver = Driver(match, saver=lambda m: saves.append(len(m.decisions)))
    legal = driver.legal(0)
    bet = next(a for a in legal if "bet" in str(a))
    driver.choose(0, bet)
    assert saves == [1]
    assert driver.can_undo(0) and not driver.can_undo(1)
    driver.undo(0)
    assert len(match.decisions) == 0 and driver.log == [] and saves == [1, 0]
    with pytest.raises(RulesError):
        driver.choose(1, bet)  # not player 2's decision


def test_hint_runs_in_slices_and_is_taken_once():
    match = toy_match(["human", "human"])
    driver = Driver(match, make=lambda g, n, s: SlowAgent(3))
    driver.start_hint(0)
    results = []
    for _ in range(5):
        driver.update(1 / 60)
        results.append(driver.take_hint())
    found = [r for r in results if r is not None]
    assert len(found) == 1 and found[0][0] == 0
    assert found[0][1] == driver.legal(0)[-1]


def test_a_match_loaded_with_decisions_brings_its_log_and_undo_history():
    live = Driver(toy_match(["human", "human"]))
    for _ in range(4):
        player = live.match.to_act()[0]
        live.choose(player, live.legal(player)[-1])
    assert live.log
    loaded = Driver(replay_decisions(live.match.config, live.match.seed,
                                     live.match.decisions))
    assert [(e.decision, e.event) for e in loaded.log] == \
        [(e.decision, e.event) for e in live.log]
    assert loaded.acting_at == live.acting_at and loaded.actions == live.actions
    player = live.match.decisions[-1].player
    assert loaded.can_undo(player) == live.can_undo(player)
    if loaded.can_undo(player):
        loaded.undo(player)
        assert all(e.decision <= len(loaded.match.decisions) for e in loaded.log)


class LengthAgent:
    """Records the slice length it is given at each step (``rules.ai.agent``)."""

    name = "length"

    def __init__(self, steps: int) -> None:
        self.steps = steps
        self.lengths: list[float] = []

    def think(self, observation, legal):
        for _ in range(self.steps):
            self.lengths.append(slice_seconds())
            yield
        return legal[-1]


def test_each_step_is_told_what_is_left_of_the_budget():
    agent = LengthAgent(50)
    match = toy_match(["normal", "human"])
    clock = SteppingClock(0.003)  # 3 ms a reading
    driver = Driver(match, pace=0.0, make=lambda g, n, s: agent, clock=clock)
    driver.budget = 0.008
    driver.update(1 / 60)
    # deadline at the first reading + 8 ms; the first step starts a reading later (5 ms
    # left), takes one reading (3 ms: its last slice), and no second one fits in 2 ms
    assert agent.lengths == [pytest.approx(0.005)]
    assert driver.worked == pytest.approx(0.003)
    assert slice_seconds() == SLICE_SECONDS  # outside the driver's steps: the default
    driver.update(1 / 60, budget=0.020)
    # 17, 14, 11, 8 and 5 ms left before each step; never more than SLICE_SECONDS
    assert agent.lengths[1:] == [pytest.approx(x) for x in (0.008, 0.008, 0.008, 0.008, 0.005)]


def test_the_ai_gets_what_the_frame_has_left():
    budget = AIBudget()
    assert budget.seconds == AI_BUDGET_MAX  # nothing known yet
    budget.record(0.009, 0.006)  # 3 ms besides the AI's slices
    assert budget.seconds == pytest.approx(FRAME_TARGET - 0.003 - FRAME_MARGIN)
    budget.record(0.030, 0.0)  # a costly frame (a new screen opened): the least
    assert budget.seconds == AI_BUDGET_MIN
    for _ in range(COST_FRAMES - 1):
        budget.record(0.001, 0.0)
    assert budget.seconds == AI_BUDGET_MIN  # the costly frame is still in view
    budget.record(0.001, 0.0)
    assert budget.seconds == pytest.approx(FRAME_TARGET - 0.001 - FRAME_MARGIN)


def test_the_app_gives_the_agents_the_frames_share(harness):
    """One clock for the app and the driver, a reading 1 ms later than the one before:
    the AI's share of a frame follows what the frame's other work cost before, and
    every step of the agent is told no more than what is left of it."""
    from game.scenes.play import PlayScene

    agent = LengthAgent(10_000)
    harness.services.agent_maker = lambda game, level, seed: agent
    harness.services.ai_pace = 0.0
    clock = SteppingClock(0.001)
    harness.app.clock = clock
    scene = PlayScene(harness.services, toy_match(["normal", "human"]))
    scene.driver.clock = clock
    harness.services.stack.push(scene)
    open_game(harness)
    harness.frames(2)  # the first frame showing a game does no AI work; the second does
    for _ in range(5):
        share = harness.app.ai_budget.seconds
        seen = len(agent.lengths)
        began = clock.now
        harness.frame()
        # the frame's other work: three readings (the frame's start, the driver's
        # deadline, its first look before a step); each step is one reading
        assert share == pytest.approx(FRAME_TARGET - 0.003 - FRAME_MARGIN)
        assert scene.driver.budget == share
        assert agent.lengths[seen:] == [pytest.approx(x) for x in (0.0045, 0.0035, 0.0025,
                                                                   0.0015)]
        assert clock.now - began <= FRAME_TARGET


def test_the_ai_starts_in_the_frame_after_the_game_shows(harness):
    """While a game opens (its first picture prepared in steps) and in the frame it
    first shows in, no AI work; from the next frame on, the AI thinks."""
    from game.scenes.play import PlayScene

    agent = SlowAgent(50)
    harness.services.agent_maker = lambda game, level, seed: agent
    harness.services.ai_pace = 0.0
    scene = PlayScene(harness.services, toy_match(["normal", "human"]))
    harness.services.stack.push(scene)
    assert open_game(harness) >= 1 and agent.slices == 0
    harness.frame()  # the first frame that shows the game
    assert agent.slices == 0
    harness.frame()
    assert agent.slices > 0


def test_a_hint_outlives_an_opponents_move_in_a_simultaneous_round():
    """Railroad Ink: the AI places its dice while the human waits for a hint. Its moves
    do not change the human's choices, so they must not drop the hint (they did: the
    'looking for a good move' toast came and nothing followed)."""
    from rules.core.config import GameConfig
    from rules.core.record import Match

    match = Match(GameConfig.make("railroad-ink", ["human", "normal"]), 7)
    made: list[SlowAgent] = []

    def make(game_id, name, seed):
        made.append(SlowAgent(1 if not made else 30))  # the seat first, then the hint
        return made[-1]

    driver = Driver(match, pace=0.0, make=make)
    assert set(match.to_act()) == {0, 1}
    driver.start_hint(0)
    found = None
    for _ in range(200):
        driver.update(1 / 60)
        found = driver.take_hint() or found
        if found is not None:
            break
    assert any(decision.player == 1 for decision in match.decisions)
    assert found is not None and found[0] == 0
    assert found[1] in driver.legal(0)
