"""The generic ISMCTS agent: legal, reproducible, time-sliced, blind to hidden information."""

from __future__ import annotations

import itertools

import pytest

import rules.ai.agent
import rules.ai.ismcts
from rules.ai.agent import SLICE_SECONDS, RandomAgent, decide, slice_length
from rules.ai.ismcts import ISMCTSAgent
from rules.core.config import GameConfig
from rules.core.game import Action
from rules.core.record import Match
from tests.clocks import SteppingClock
from tests.toy_game import ToyState


def play(seed: int, hard_seat: int, iterations: int = 150) -> Match:
    match = Match(GameConfig.make("toy", ["hard", "random"]), seed)
    agents = {hard_seat: ISMCTSAgent(seed, iterations=iterations),
              1 - hard_seat: RandomAgent(seed)}
    while not match.is_over():
        player = match.to_act()[0]
        observation = match.game.observe(match.state, player)
        legal = match.legal_actions(player)
        action = decide(agents[player], observation, legal)
        assert action in legal
        match.play(player, action)
    return match


def test_search_beats_random_play() -> None:
    wins = 0
    for seed in range(30):
        seat = seed % 2
        match = play(seed, seat)
        wins += match.game.score_sheet(match.state).ranks[seat] == 1
    assert wins >= 22, wins


def test_same_seed_same_decisions() -> None:
    assert play(4, 0).decisions == play(4, 0).decisions


def test_decision_ignores_hidden_information() -> None:
    """Changing only what the agent cannot see leaves its choice unchanged."""
    match = Match(GameConfig.make("toy", ["hard", "random", "random"]), 8)
    state = match.state
    assert isinstance(state, ToyState)
    observation = match.game.observe(state, 0)
    legal = match.legal_actions(0)
    first = decide(ISMCTSAgent(1, iterations=200), observation, legal)
    # Swap the other players' hidden cards and reverse the deck.
    state.hands[1], state.hands[2] = state.hands[2], state.hands[1]
    state.deck.reverse()
    assert match.game.observe(state, 0) == observation
    again = decide(ISMCTSAgent(1, iterations=200), match.game.observe(state, 0), legal)
    assert first == again


def think_on_a_stepping_clock(
    monkeypatch: pytest.MonkeyPatch, slice_seconds: float | None,
) -> tuple[ISMCTSAgent, list[float], Action | None]:
    """One decision with 0.15 s of budget, every step inside ``slice_length`` (as the
    driver runs it) unless ``slice_seconds`` is None: the agent, the clock at each
    yield, and the action."""
    clock = SteppingClock()
    monkeypatch.setattr(rules.ai.ismcts, "time", clock)
    monkeypatch.setattr(rules.ai.agent, "time", clock)  # the shared slice timer
    match = Match(GameConfig.make("toy", ["hard", "random"]), 2)
    agent = ISMCTSAgent(0, seconds=0.15)
    thinking = agent.think(match.game.observe(match.state, 0), match.legal_actions(0))
    yields = [clock.now]
    result: Action | None = None
    while True:
        try:
            if slice_seconds is None:
                next(thinking)
            else:
                with slice_length(slice_seconds):
                    next(thinking)
            yields.append(clock.now)
        except StopIteration as done:
            result = done.value
            break
    assert result in match.legal_actions(0)
    return agent, yields, result


def test_thinking_yields_in_slices_and_stops_at_its_time_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    agent, yields, _ = think_on_a_stepping_clock(monkeypatch, None)
    # A yield after every SLICE_SECONDS of work (8 clock steps, give or take the
    # bookkeeping calls), and the search ends when its 0.15 s are used up.
    gaps = [later - earlier for earlier, later in itertools.pairwise(yields)]
    assert len(gaps) >= 10 and max(gaps) <= SLICE_SECONDS + 0.003
    assert agent.last.seconds == pytest.approx(0.15, abs=0.0025)
    assert agent.last.iterations > 0


def test_thinking_slices_are_as_long_as_the_caller_says(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The driver's slice length (here 4 ms) bounds every slice; the total time budget
    is the same."""
    agent, yields, _ = think_on_a_stepping_clock(monkeypatch, 0.004)
    gaps = [later - earlier for earlier, later in itertools.pairwise(yields)]
    _, default_yields, _ = think_on_a_stepping_clock(monkeypatch, None)
    # the first slice also pays for setting the search up (two clock steps here)
    assert gaps[0] <= 0.004 + 0.002 and max(gaps[1:]) <= 0.004 + 1e-9
    assert len(yields) > 1.5 * len(default_yields)
    assert agent.last.seconds == pytest.approx(0.15, abs=0.0025)
