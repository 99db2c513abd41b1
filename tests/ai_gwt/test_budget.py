"""The hard level's time budget: a search told its time is up stops searching.

No test here measures time: a deadline is a ``stop`` function, and the tests hand the
searches ones that already say True (or check that an iteration budget has none).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

from rules.ai.agent import decide, make_agent
from rules.ai.gwt.fastcopy import copy_state
from rules.ai.gwt.hard import LATE_SHARE, TIME_SHARE, HardAgent
from rules.ai.gwt.turns import finish_turn, search_turn, top_turns
from rules.core.config import GameConfig
from rules.core.game import Action
from rules.core.record import Match
from rules.gwt.rules import GWT
from rules.gwt.state import GwtState

T = TypeVar("T")


def midgame_state(seed: int, decisions: int = 40) -> tuple[GwtState, int]:
    match = Match(GameConfig.make("gwt", ["human"] * 2), seed)
    agents = [make_agent("gwt", "easy", 1), make_agent("gwt", "easy", 2)]
    for _ in range(decisions):
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        match.play(player, decide(agents[player], GWT.observe(match.state, player), legal))
    state = match.state
    assert isinstance(state, GwtState)
    return state, match.to_act()[0]


def run(generator: Generator[None, None, T]) -> T:
    """Drive a search generator to its result (its yields are time slices)."""
    try:
        while True:
            next(generator)
    except StopIteration as done:
        result: T = done.value
        return result


def test_a_search_past_its_deadline_plays_the_default_turn() -> None:
    state, player = midgame_state(21)
    default = copy_state(state)
    actions: list[Action] = []
    finish_turn(default, player, actions)
    stopped = run(search_turn(state, player, 480, stop=lambda: True))
    assert stopped.leaves == 1
    assert stopped.actions == actions
    searched = run(search_turn(state, player, 480))  # its first leaf is the default turn
    assert searched.leaves > 1
    assert searched.value >= stopped.value


def test_candidates_past_the_deadline_are_one_default_turn_per_first_choice() -> None:
    state, player = midgame_state(22)
    plans = run(top_turns(state, player, 960, 6, stop=lambda: True))
    assert plans and all(plan.leaves == 1 for plan in plans)


def test_only_a_time_budget_has_a_deadline_and_it_keeps_a_margin() -> None:
    assert 0.0 < TIME_SHARE < LATE_SHARE < 1.0
    timed = HardAgent(1, seconds=2.0)
    assert not timed.deadline(0.0 + 10**9)()  # a start in the far future: time is left
    assert timed.deadline(-10.0)()  # started ten seconds ago: over
    counted = HardAgent(1, iterations=40)
    assert not counted.deadline(-10.0)()
