"""The hard level: information-set Monte Carlo search over whole turns.

At the first decision of a turn the agent

1. builds a state consistent with its observation and lets the turn planner find the
   best few complete turns that differ in their early choices (the candidates: whole
   action sequences, the "moves" of this search);
2. samples states consistent with the observation (``determinize``: the opponents'
   hands, every deck order and the face-down supplies drawn afresh each time) and
   plays every surviving candidate in each sample (common random numbers: the
   differences between candidates come from the turns, not from the luck of the
   sample): the candidate's turn (finished by the default policy if a draw made the
   sequence impossible), then the opponents' turns played by a cheap normal agent
   (the same planner with a small budget), then the player's own next turn searched
   by the planner: the value of the sample is the best next turn's evaluation. The
   samples are spread by sequential halving: after each phase the worse half of the
   candidates is dropped, so the best ones get most samples;
3. plays the candidate with the best mean value and keeps the rest of it as a plan,
   exactly like the normal agent; if the plan breaks (a draw showed other cards), the
   rest of the turn is planned again by the normal planner.

The search tree is the set of candidate turns under the root information set (one
level of whole turns); the turns after it are the rollout. With the few hundred
rollouts 2 s allow, deeper levels of turns would stay nearly empty.

Budget: ``iterations`` rollouts (reproducible) or ``seconds`` of thinking (default 2 s,
candidates included); the search yields every slice (the caller's slice length, ~8 ms
headless). A time budget is aimed at :data:`TIME_SHARE` of ``seconds`` (1.8 s of 2 s):
a round of rollouts starts only if it is expected to end by then, and the candidate
search and the planner's searches finish their unsearched branches with the default
policy once that time is up, so a slow machine or a loaded one still decides within
``seconds``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Generator

from rules.ai.agent import Thinking, time_slices
from rules.ai.gwt.evaluate import NORMAL, value
from rules.ai.gwt.fastcopy import copy_state
from rules.ai.gwt.normal import NORMAL_LEAVES, PlannedTurn
from rules.ai.gwt.turns import Tick, TurnPlan, finish_turn, never, search_turn, top_turns
from rules.core.game import Action, Observation
from rules.core.rng import Rng
from rules.gwt import flow
from rules.gwt.info import GwtObservation, determinize
from rules.gwt.state import GwtState

#: Leaves the candidate search looks at (twice the normal planner's), and how many
#: candidates it keeps.
CANDIDATE_LEAVES = 2 * NORMAL_LEAVES
CANDIDATES = 6
#: The rollout: the opponents' turns (a cheap normal agent: the planner with normal's
#: weights, :func:`opponent_value`), then the player's next turn (hard's weights).
OPPONENT_LEAVES = 6
MAX_OPPONENT_TURNS = 3
NEXT_TURN_LEAVES = 24
#: The share of a time budget the search aims to use (the rest is the margin).
TIME_SHARE = 0.9
#: A round of rollouts still running at this share is cut short (its searches finish
#: with the default policy) and not counted.
LATE_SHARE = 0.95


class HardAgent:
    """ISMCTS over turns with a cheap normal agent as rollout policy."""

    name = "hard"

    def __init__(self, seed: int = 0, *, iterations: int | None = None,
                 seconds: float = 2.0) -> None:
        self.rng = Rng.from_seed(seed, stream=0x4A5D)
        self.iterations = iterations
        self.seconds = seconds
        self.plan = PlannedTurn()
        self.last_iterations = 0
        self.last_means: list[tuple[float, int]] = []

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        assert isinstance(observation, GwtObservation)
        planned = self.plan.next_action(observation, legal)
        if planned is not None:
            return planned
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        tick = time_slices()
        stop = self.deadline(start)
        player = observation.player
        root = determinize(observation, self.rng)
        if self.plan_started_turn(root, player):
            candidates = yield from top_turns(root, player, CANDIDATE_LEAVES, CANDIDATES, tick,
                                              stop=stop)
            best = yield from self.search(observation, candidates, start, tick)
        else:  # the rest of a turn whose plan broke: the normal planner
            best = yield from search_turn(root, player, NORMAL_LEAVES, tick, stop=stop)
        if tick():
            yield
        self.plan.record(root, player, best.actions)
        action = self.plan.next_action(observation, legal)
        return action if action is not None else legal[0]

    def deadline(self, start: float, share: float = TIME_SHARE) -> Tick:
        """True once ``share`` of the time budget is used (never with an iteration budget)."""
        if self.iterations is not None:
            return never
        end = start + share * self.seconds
        return lambda: time.perf_counter() >= end

    @staticmethod
    def plan_started_turn(s: GwtState, player: int) -> bool:
        """True at the first decision of a turn (nothing of it decided yet)."""
        return len(s.stack) == 2 and s.stack[-1][0] == "start"

    def search(self, observation: GwtObservation, candidates: list[TurnPlan], start: float,
               tick: Tick) -> Generator[None, None, TurnPlan]:
        """Sequential halving over the candidates, every survivor played in the same
        sampled states (common random numbers: differences come from the turns)."""
        if len(candidates) == 1:
            return candidates[0]
        player = observation.player
        totals = [0.0] * len(candidates)
        visits = [0] * len(candidates)
        survivors = list(range(len(candidates)))
        phases = max(1, math.ceil(math.log2(len(candidates))) - 1)
        done = 0
        late = self.deadline(start, LATE_SHARE)
        per_rollout = 0.0
        phase_rounds = 0
        rounds_in_phase = 0
        while True:
            if phase_rounds == 0:  # a new phase: its share of what is left of the budget
                if self.iterations is not None:
                    left = self.iterations - done
                else:
                    spent = time.perf_counter() - start
                    left = (int((TIME_SHARE * self.seconds - spent) / per_rollout)
                            if per_rollout else 1)
                phase_rounds = max(1, left // (phases * len(survivors)))
                rounds_in_phase = 0
            if self.iterations is not None:
                if done + len(survivors) > self.iterations:
                    break
            elif (time.perf_counter() - start + 1.3 * per_rollout * len(survivors)
                  >= TIME_SHARE * self.seconds):
                break  # (before the first round, only if the candidates took it all)
            began = time.perf_counter()
            sample = determinize(observation, self.rng)
            if tick():
                yield
            rewards = []
            for i in survivors:
                reward = yield from self.rollout(copy_state(sample), player,
                                                 candidates[i].actions, tick, late)
                rewards.append(reward)
            if done and late():
                break  # the round ran late: its rollouts were cut short, not compared
            for i, reward in zip(survivors, rewards, strict=True):
                totals[i] += reward
                visits[i] += 1
                done += 1
            took = (time.perf_counter() - began) / len(survivors)
            per_rollout = took if not per_rollout else 0.7 * per_rollout + 0.3 * took
            rounds_in_phase += 1
            if rounds_in_phase >= phase_rounds and len(survivors) > 2:
                survivors.sort(key=lambda i: (-totals[i] / visits[i], i))
                survivors = sorted(survivors[:max(2, (len(survivors) + 1) // 2)])
                phases = max(1, phases - 1)
                phase_rounds = 0
        self.last_iterations = done
        self.last_means = [(totals[i] / visits[i] if visits[i] else -math.inf, visits[i])
                           for i in range(len(candidates))]
        if not done:
            return candidates[0]
        best = max(survivors, key=lambda i: (totals[i] / visits[i] if visits[i] else -math.inf,
                                             -i))
        return candidates[best]

    def rollout(self, s: GwtState, player: int, actions: list[Action],
                tick: Tick, stop: Tick = never) -> Generator[None, None, float]:
        for action in actions:
            if s.over or s.current != player:
                break
            if action not in flow.legal(s, player):
                break
            flow.apply(s, player, action)
        finish_turn(s, player)
        if tick():
            yield
        # The opponents' turns, played by a cheap normal agent.
        for _ in range(MAX_OPPONENT_TURNS):
            if s.over or s.current == player:
                break
            found = yield from search_turn(s, s.current, OPPONENT_LEAVES, tick,
                                           opponent_value, stop)
            assert found.state is not None
            s = found.state
        if s.over or s.current != player:
            return value(s, player)
        # The player's next turn: the value of the position is the best turn found there.
        found = yield from search_turn(s, player, NEXT_TURN_LEAVES, tick, stop=stop)
        return found.value


def opponent_value(s: GwtState, player: int) -> float:
    """How the rollouts' opponents judge their turns: as the normal agent does. Until 26
    November they used hard's own weights; normal's gave hard +0.65 and +0.41 points a
    game (standard errors 0.49 and 0.46) over 200 seeded games each (README)."""
    return value(s, player, NORMAL)
