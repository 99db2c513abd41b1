"""The Railroad Ink levels, and the hint ("what would the hard AI do this round?").

* easy — greedy per die: the dice in their order, each drawn where the static
  evaluation likes it best (specials only in the last round).
* normal — a beam over the round's decisions (orderings of the dice and the special)
  ranked by the static evaluation keeps a few finished rounds; only the drawings of
  each die that the rollout policy's local score likes best are evaluated, so the beam
  can be wide. Each finished round is played on to the end of the game by the fast
  rollout policy for a few sampled dice rolls, and the best mean final score is played
  (see :mod:`rules.ai.railroad_ink.rollout`).
* hard — the same with a much wider beam, many more finished rounds and many more
  rollouts in all; once half the game or less is to come, the beam doubles and each
  finished round gets more rollouts for the same rollout work (they play fewer rounds).

In the base game the beams of normal and hard rank by the learned board value
(:mod:`rules.ai.railroad_ink.learned`) instead of the static evaluation.

normal and hard plan once per round, then play the plan decision by decision; if the
observation is not what the plan expected (a new round, a decision taken elsewhere, an
undo), they plan again. Budgets are counts (beam widths, rollouts), so play is
reproducible; a CPU-time guard narrows the beam to its best node and stops the
rollouts early on a slow machine.
"""

from __future__ import annotations

from collections.abc import Generator

from rules.ai.agent import Thinking
from rules.ai.railroad_ink.evaluate import WEIGHTS
from rules.ai.railroad_ink.planner import (
    Clock,
    Node,
    Settings,
    best_single,
    observed_key,
)
from rules.ai.railroad_ink.rollout import plan_round
from rules.core.game import Action, Observation
from rules.core.rng import Rng
from rules.railroad_ink.actions import Place, PlaceSpecial
from rules.railroad_ink.game import InkObservation

#: Per level: the search settings (see :class:`Settings`).
NORMAL = Settings(width=24, finished=6, rollouts=8, prefilter=6, guard_seconds=0.25,
                  learned_beam=True)
HARD = Settings(width=96, finished=24, rollouts=9, prefilter=8, late=2, guard_seconds=2.6,
                learned_beam=True)


def _observation(observation: Observation) -> InkObservation:
    if not isinstance(observation, InkObservation):
        raise TypeError("not a Railroad Ink observation")
    return observation


class EasyAgent:
    """Greedy per die, in die order."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        obs = _observation(observation)
        if len(legal) == 1:
            return legal[0]
        dice = [a.die for a in legal if isinstance(a, Place)]
        last_round = obs.round >= obs.rounds
        if dice:
            first = min(dice)
            choice = best_single(
                obs, legal, WEIGHTS,
                lambda a: (isinstance(a, Place) and a.die == first)
                or (last_round and isinstance(a, PlaceSpecial)),
            )
        else:
            choice = best_single(
                obs, legal, WEIGHTS,
                lambda a: last_round or not isinstance(a, PlaceSpecial),
            )
        yield
        return choice


class PlanningAgent:
    """Plans the rest of the round once, then plays it decision by decision."""

    name = "planner"

    def __init__(self, seed: int = 0, settings: Settings = NORMAL, name: str = "") -> None:
        self.rng = Rng.from_seed(seed, stream=0x1A4C)
        self.settings = settings
        if name:
            self.name = name
        self.plan: list[Action] = []
        self.keys: list[tuple[object, ...]] = []
        self.round = 0
        self.last_plan_seconds = 0.0

    def planned(self, obs: InkObservation, legal: list[Action]) -> Action | None:
        """The plan's next decision if the observation is where the plan expects."""
        if obs.round != self.round or not self.plan:
            return None
        key = observed_key(obs)
        for index, expected in enumerate(self.keys):
            if expected == key:
                action = self.plan[index]
                if action in legal:
                    return action
                return None
        return None

    def make_plan(self, obs: InkObservation) -> Generator[None, None, Node]:
        clock = Clock(self.settings.guard_seconds)
        out: list[Node] = []
        yield from plan_round(obs, self.settings, self.rng, clock, out)
        self.last_plan_seconds = clock.elapsed()
        return out[0]

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        obs = _observation(observation)
        if len(legal) == 1:
            return legal[0]
        action = self.planned(obs, legal)
        if action is None:
            node = yield from self.make_plan(obs)
            self.plan, self.keys, self.round = node.actions, node.keys, obs.round
            action = self.planned(obs, legal)
        if action is None:  # pragma: no cover - plans are built from legal actions
            action = best_single(obs, legal, self.settings.weights)
        return action


def hint(
    observation: Observation, seed: int = 0, settings: Settings = HARD
) -> Generator[None, None, list[Action]]:
    """What the hard AI would do with the rest of this round (EndRound last).

    A generator like ``think``: it yields between slices and returns the plan.
    """
    obs = _observation(observation)
    agent = PlanningAgent(seed, settings, "hard")
    node = yield from agent.make_plan(obs)
    return list(node.actions)


def normal_agent(seed: int) -> PlanningAgent:
    return PlanningAgent(seed, NORMAL, "normal")


def hard_agent(seed: int) -> PlanningAgent:
    return PlanningAgent(seed, HARD, "hard")


__all__ = ["HARD", "NORMAL", "EasyAgent", "PlanningAgent", "hard_agent", "hint", "normal_agent"]
