"""The beam over a round's decisions: which drawings get the static evaluation (the
prefilter) and what it does past the CPU-time guard."""

from __future__ import annotations

from collections import Counter

import pytest

import rules.ai.railroad_ink.planner as planner_module
from rules.ai.railroad_ink.planner import Clock, Node, Settings, beam_round, worth_evaluating
from rules.core.config import GameConfig
from rules.core.game import Action
from rules.railroad_ink.actions import EndRound, Place, PlaceSpecial
from rules.railroad_ink.game import EXPANSIONS, RAILROAD_INK, InkState
from tests.clocks import SteppingClock

GAME = RAILROAD_INK


def _start(seed: int, expansion: str = "none") -> InkState:
    options = {} if expansion == "none" else {"expansion": expansion}
    state = GAME.new_game(GameConfig.make("railroad-ink", ["hard"], options), seed)
    assert isinstance(state, InkState)
    return state


def _group(action: Action) -> int | None:
    if isinstance(action, Place):
        return action.die
    if isinstance(action, PlaceSpecial):
        return -1
    return None


@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_the_prefilter_keeps_the_best_drawings_of_each_die(expansion: str) -> None:
    state = _start(5, expansion)
    legal = GAME.legal_actions(state, 0)
    assert worth_evaluating(state, 0) == legal
    kept = worth_evaluating(state, 3)
    assert [a for a in legal if a in kept] == kept  # a subset, in legal order
    per_group = Counter(_group(a) for a in kept)
    for group, count in Counter(_group(a) for a in legal).items():
        assert per_group[group] == (count if group is None else min(count, 3))
    # Every die keeps drawings: the best one of each by the static evaluation may differ,
    # but no die is left out.
    assert {_group(a) for a in kept} == {_group(a) for a in legal}


def test_a_wide_filtered_beam_finishes_the_round_legally() -> None:
    state = _start(8)
    out: list[Node] = []
    list(beam_round(state, Settings(width=12, finished=4, prefilter=4), Clock(), out))
    assert 1 <= len(out) <= 4
    for node in out:
        trial = GAME.clone(state)
        for action in node.actions:
            GAME.apply(trial, 0, action)  # raises on an illegal decision
        assert isinstance(node.actions[-1], EndRound)


class GuardPassedAfterFirstStep(Clock):
    """A stand-in clock: within the guard when the first step ends, past it after."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def out_of_time(self) -> bool:
        self.asked += 1
        return self.asked > 1


def test_past_the_guard_a_step_expands_only_the_best_node(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _start(8)
    expanded: list[InkState] = []
    real = planner_module.worth_evaluating

    def counted(state: InkState, keep: int) -> list[Action]:
        expanded.append(state)
        return real(state, keep)

    monkeypatch.setattr(planner_module, "worth_evaluating", counted)
    out: list[Node] = []
    list(beam_round(state, Settings(width=8, finished=3), GuardPassedAfterFirstStep(), out))
    # The first step left 8 nodes; the guard passed, the second step expands the best
    # one only, and so on: each expanded position has one drawing more than the last,
    # and the plan still ends the round.
    drawn = [sum(1 for c in s.boards[0].cells if c >= 0) for s in expanded]
    assert drawn == list(range(drawn[0], drawn[0] + len(drawn)))
    assert isinstance(out[0].actions[-1], EndRound)
    expanded.clear()
    list(beam_round(state, Settings(width=8, finished=3), Clock(), []))
    assert len(expanded) > len(drawn)  # with time, the beam is wider


def test_the_planner_slices_as_long_as_the_caller_allows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The front end's driver gives each step what is left of the frame
    (``slice_length``); the planner's clock ends its slices within it, not after its
    own 8 ms (Railroad Ink's AI frames ran 13-14 ms when it kept its own clock)."""
    import rules.ai.agent as agent_module
    from rules.ai.agent import slice_length

    fake = SteppingClock(0.0005)
    monkeypatch.setattr(agent_module, "time", fake)
    monkeypatch.setattr(planner_module, "time", fake)
    for allowed in (0.002, 0.005):
        with slice_length(allowed):
            clock = Clock()
            began = fake.now
            while not clock.due():
                pass
        assert fake.now - began <= allowed + 1e-9
