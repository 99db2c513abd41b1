"""Ticket to Ride hard level: how the race of candidates decides (constructed cases)."""

from __future__ import annotations

import math
from collections.abc import Generator
from typing import Any

from rules.ai.agent import decide
from rules.ai.ttr.baselines import NORMAL
from rules.ai.ttr.board import View
from rules.ai.ttr.policy import style_plan
from rules.ai.ttr.search import TtrSearchAgent, paired
from rules.core.game import Action
from rules.core.record import Match
from rules.ttr.actions import DrawTickets
from rules.ttr.state import TtrState
from tests.ai.test_ttr_agents import position


def test_paired_counts_only_the_samples_from_since_on() -> None:
    default = {k: 0.0 for k in range(6)}
    values = {0: 4.0, 1: 4.0, 2: 0.5, 3: -0.5, 4: 0.5, 5: -0.5}
    gain, error = paired(values, default)
    assert gain == (8.0 / 6) and 0.0 < error < math.inf
    gain, error = paired(values, default, since=2)
    assert gain == 0.0
    assert error == math.sqrt((4 * 0.25 / 3) / 4)
    # fewer than two shared samples: no evidence
    assert paired(values, default, since=5)[1] == math.inf
    assert paired({7: 1.0}, default)[1] == math.inf


class _Scripted(TtrSearchAgent):
    """The search with scripted rollout values instead of played-out games.

    The first challenger wins big in every sample until the last cut and ties the
    planner's move after it; every other challenger loses. A search that tested the
    survivors on the samples that chose them would play that first challenger.
    """

    def __init__(self) -> None:
        super().__init__(3, iterations=40)
        self.listed: list[Action] = []
        self.calls: dict[Action, int] = {}

    def candidates(self, view: View, legal: list[Action], *args: Any) -> list[Action]:
        self.listed = super().candidates(view, legal, *args)
        return self.listed

    def _rollout(
        self, game: Any, info: Any, state: Any, me: int, first: Action, seed: int
    ) -> Generator[float, None, None]:
        played = self.calls.get(first, 0)
        self.calls[first] = played + 1
        if first == self.listed[0]:
            yield 0.0
        elif first == self.listed[1]:
            # rounds of 8 candidates and 40 rollouts: samples 0-4 precede the last cut
            yield 3.0 if played < 5 else (0.01 if played % 2 else -0.01)
        else:
            yield -1.0


def test_a_challenger_must_win_in_samples_drawn_after_the_last_cut() -> None:
    match = position(21, 40)
    hard = _Scripted()
    action = decide(hard, match.game.observe(match.state, 0), match.legal_actions(0))
    assert len(hard.listed) == 8  # three rounds: cuts after samples 0 and 4
    assert hard.calls[hard.listed[1]] > 5  # it survived every cut...
    assert hard.last.means[str(hard.listed[1])] > 1.0  # ...and leads over all samples
    assert action == hard.listed[0]  # but not in the fresh ones: the planner's move


def _hard_candidates(match: Match) -> tuple[list[Action], bool]:
    observation = match.game.observe(match.state, 0)
    view = View.of_observation(observation)
    finished = style_plan(view, NORMAL).finished
    return TtrSearchAgent(1).candidates(view, match.legal_actions(0)), finished


def test_new_tickets_are_a_candidate_only_once_the_plan_is_built() -> None:
    match = position(21, 40)
    assert any(isinstance(a, DrawTickets) for a in match.legal_actions(0))
    chosen, finished = _hard_candidates(match)
    assert not finished
    assert not any(isinstance(a, DrawTickets) for a in chosen)
    # the same position with the player's tickets done (none left to connect)
    state = match.state
    assert isinstance(state, TtrState)
    state.tickets[0] = []
    chosen, finished = _hard_candidates(match)
    assert finished
    assert any(isinstance(a, DrawTickets) for a in chosen)
