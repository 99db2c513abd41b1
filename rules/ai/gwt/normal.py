"""The normal level: one turn of lookahead over the turn's complete action sequences.

At the first decision of a turn the agent builds one full state consistent with its
observation (``determinize``), searches that turn's action sequences
(:func:`rules.ai.gwt.turns.search_turn`), plays the first decision of the best one and
keeps the rest as a plan. Each later decision of the turn follows the plan while the
observation is exactly the one the plan expected (and the planned action is legal);
anything else (a card draw showed other cards, say) makes it plan the rest again.
"""

from __future__ import annotations

from rules.ai.agent import Thinking, time_slices
from rules.ai.gwt.evaluate import NORMAL, Weights, value
from rules.ai.gwt.turns import TurnPlan, search_turn
from rules.core.game import Action, Observation
from rules.core.rng import Rng
from rules.gwt.info import GwtObservation, determinize, observe
from rules.gwt.rules import GWT
from rules.gwt.state import GwtState

#: Finished turns looked at when planning a turn (480 scored 4.0 points a game more than
#: 120 in 160 seeded games against the 120-turn planner; README).
NORMAL_LEAVES = 480


class PlannedTurn:
    """The rest of a planned turn: (observation expected, action to play) pairs."""

    def __init__(self) -> None:
        self.steps: list[tuple[GwtObservation, Action]] = []

    def record(self, state: GwtState, player: int, actions: list[Action]) -> None:
        """Replay ``actions`` on a copy of ``state``, noting what the player would see."""
        s = state.copy()
        self.steps = []
        for action in actions:
            if s.over or s.current != player:
                break
            self.steps.append((observe(s, player), action))
            GWT.apply_legal(s, player, action)

    def next_action(self, observation: Observation, legal: list[Action]) -> Action | None:
        """The planned action for this exact observation, dropping the steps before it."""
        for i, (expected, action) in enumerate(self.steps):
            if expected == observation:
                self.steps = self.steps[i + 1:]
                return action if action in legal else None
        self.steps = []
        return None

    def clear(self) -> None:
        self.steps = []


class NormalAgent:
    """One-turn lookahead with a hand-tuned evaluation (see :mod:`.evaluate`)."""

    name = "normal"

    def __init__(self, seed: int = 0, leaves: int = NORMAL_LEAVES,
                 weights: Weights = NORMAL) -> None:
        self.rng = Rng.from_seed(seed, stream=0x6E6F726D)
        self.leaves = leaves
        self.weights = weights
        self.plan = PlannedTurn()
        self.last: TurnPlan | None = None

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        assert isinstance(observation, GwtObservation)
        planned = self.plan.next_action(observation, legal)
        if planned is not None:
            return planned
        if len(legal) == 1:
            return legal[0]
        player = observation.player
        state = determinize(observation, self.rng)
        found = yield from search_turn(state, player, self.leaves, time_slices(),
                                       self.evaluate)
        self.last = found
        self.plan.record(state, player, found.actions)
        action = self.plan.next_action(observation, legal)
        return action if action is not None else legal[0]

    def evaluate(self, state: GwtState, player: int) -> float:
        return value(state, player, self.weights)
