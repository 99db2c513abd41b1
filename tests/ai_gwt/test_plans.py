"""The hard level's game plans: constructed positions where each plan must prefer its own
option, the opponents judged by the shared weights, and a chooser that reads only the
observation."""

from __future__ import annotations

import pytest

from rules.ai.gwt.evaluate import DEFAULT, estimate, remaining, value
from rules.ai.gwt.fastcopy import copy_state
from rules.ai.gwt.hard import HardAgent
from rules.ai.gwt.plans import PLANS, SCHEDULE, choose
from rules.gwt import board
from rules.gwt.data import COWBOY, CRAFTSMAN, ENGINEER, load
from rules.gwt.info import observe
from rules.gwt.state import GwtState
from tests.ai_gwt.test_agents import hidden_variant
from tests.playout import random_match

DATA = load()


def opening() -> GwtState:
    state = random_match("gwt", 2, 4, 0).state
    assert isinstance(state, GwtState)
    return state


def gain(before: GwtState, after: GwtState, plan: str) -> float:
    return estimate(after, 0, PLANS[plan]) - estimate(before, 0, PLANS[plan])


def hired(state: GwtState, worker: int) -> GwtState:
    out = copy_state(state)
    out.workers[0][worker] += 1
    return out


@pytest.mark.parametrize(("plan", "own"), [("cattle", COWBOY), ("builder", CRAFTSMAN),
                                           ("engine", ENGINEER)])
def test_each_plan_hires_its_own_worker_first(plan: str, own: int) -> None:
    state = opening()
    gains = {w: gain(state, hired(state, w), plan) for w in (COWBOY, CRAFTSMAN, ENGINEER)}
    assert max(gains, key=lambda w: gains[w]) == own
    # ... and values it more than the shared weights do.
    assert gains[own] > gain(state, hired(state, own), "balanced")


def test_the_engine_plan_values_the_train_most() -> None:
    state = opening()
    ahead = copy_state(state)
    ahead.engine[0] = DATA.track_space.index(8)
    gains = {plan: gain(state, ahead, plan) for plan in PLANS}
    assert max(gains, key=lambda plan: gains[plan]) == "engine"


def test_the_builder_values_a_big_building_most_and_the_cattle_plan_any_least() -> None:
    """Building 10 (13 VP) instead of building 1 (1 VP) on the same site: only the
    builder counts more than the sheet's 12 VP; a building at all counts least for the
    cattle plan (it builds little)."""
    state = opening()
    site = next(node for node in DATA.private_sites if state.building_at[node] == -1)
    small, big = copy_state(state), copy_state(state)
    for s, number in ((small, 1), (big, 10)):
        s.building_at[site] = board.building_code(s, number)
        s.owner_at[site] = 0
    margin = {plan: gain(small, big, plan) for plan in PLANS}
    assert max(margin, key=lambda plan: margin[plan]) == "builder"
    assert margin["builder"] > margin["balanced"] + 5.0
    built = {plan: gain(state, small, plan) for plan in PLANS}
    assert min(built, key=lambda plan: built[plan]) == "cattle"


def test_the_cattle_plan_values_strong_cattle_and_a_larger_hand_most() -> None:
    state = opening()
    longhorn = copy_state(state)
    longhorn.discard[0].append(next(c for c in range(len(DATA.card_breed))
                                    if DATA.card_breed[c] >= 0 and DATA.card_value[c] == 5))
    larger = copy_state(state)
    larger.discs[0] |= 1 << DATA.disc("hand_1")
    for better in (longhorn, larger):
        gains = {plan: gain(state, better, plan) for plan in PLANS}
        assert max(gains, key=lambda plan: gains[plan]) == "cattle"


def test_a_plan_judges_the_opponents_by_the_shared_weights() -> None:
    """Hard's evaluation: its own side by the plan, the opponent's by ``DEFAULT`` (an
    opponent's engineer costs what the shared weights say, whatever the plan)."""
    state = opening()
    rival = copy_state(state)
    rival.workers[1][ENGINEER] += 1
    shared = estimate(rival, 1) - estimate(state, 1)
    assert shared > 0
    for plan in ("cattle", "builder", "engine"):
        agent = HardAgent(1, plan=plan)
        agent.weights = PLANS[plan]
        lost = agent.evaluate(state, 0) - agent.evaluate(rival, 0)
        assert lost == pytest.approx(shared)
        assert agent.evaluate(state, 0) == value(state, 0, PLANS[plan], DEFAULT)


def test_the_chooser_follows_the_schedule_by_the_share_of_the_game_left() -> None:
    seen = set()
    for seed, moves in ((61, 0), (62, 100), (62, 200), (63, 300), (63, 400), (64, 700)):
        state = random_match("gwt", 2, seed, moves).state
        assert isinstance(state, GwtState)
        left = remaining(state)
        expected = next(plan for at_least, plan in SCHEDULE if left >= at_least)
        assert choose(observe(state, 0)) == expected == choose(observe(state, 1))
        seen.add(expected)
    assert seen == {plan for _, plan in SCHEDULE} <= set(PLANS)
    assert SCHEDULE[-1][0] == 0.0  # every position has a plan


def test_the_chooser_reads_only_the_observation() -> None:
    """The same plan for positions that differ only in what the player cannot see, and
    for the same observation twice."""
    for seed, moves in ((71, 0), (72, 150), (73, 450), (74, 900)):
        state = random_match("gwt", 2, seed, moves).state
        assert isinstance(state, GwtState)
        other = hidden_variant(state, 0)
        assert observe(other, 0) == observe(state, 0)
        assert choose(observe(state, 0)) == choose(observe(other, 0))
        assert choose(observe(state, 1)) == choose(observe(state, 1))
