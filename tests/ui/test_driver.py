"""The game driver: AI thinking in time slices, fallbacks, autosave, undo."""

from __future__ import annotations

import pytest

from game.driver import Driver, best_agent_name
from rules.ai.agent import RandomAgent, register_agent
from rules.core.errors import RulesError
from rules.core.record import replay_decisions
from tests.ui.conftest import toy_match

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


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.003  # every look at the clock costs 3 ms of "work"
        return self.now


def test_ai_thinks_in_slices_within_the_frame_budget():
    agent = SlowAgent(10)
    match = toy_match(["normal", "human"])
    driver = Driver(match, pace=0.0, make=lambda g, n, s: agent, clock=FakeClock())
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
