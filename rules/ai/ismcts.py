"""Information-set Monte Carlo tree search, for every game of the rules API.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): each iteration samples
a full state consistent with the agent's observation (``determinize``), walks one
shared tree whose edges are actions, choosing among the actions available in that
sample by UCB1 with availability counts, expands one node, then finishes with a
rollout policy up to a depth cut-off where a value function takes over. The move
played is the most visited root action.

Games tune it with three hooks: ``policy`` (rollout moves), ``value`` (per-player
utilities of a non-final position) and ``prior`` (not needed by the default). The
search is a generator: it yields whenever a slice of work is done (``time_slices``:
the caller's slice length, ~8 ms headless).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from rules.ai.agent import Thinking, register_agent, time_slices
from rules.core.game import Action, Game, Observation, ScoreSheet, State
from rules.core.registry import get_game
from rules.core.rng import Rng

Policy = Callable[[Game, State, int, list[Action], Rng], Action]
Value = Callable[[Game, State], list[float]]


def random_policy(game: Game, state: State, player: int, legal: list[Action], rng: Rng) -> Action:
    return rng.choice(legal)


def utilities_from_scores(sheet: ScoreSheet) -> list[float]:
    """Per-player utility in [0, 1]: mostly winning, partly the score margin."""
    totals = sheet.totals
    winners = sheet.winners
    spread = max(totals) - min(totals) or 1
    low = min(totals)
    return [
        0.75 * (1.0 / len(winners) if p in winners else 0.0)
        + 0.25 * (totals[p] - low) / spread
        for p in range(len(totals))
    ]


def score_value(game: Game, state: State) -> list[float]:
    """Default value of a position: the running score sheet as utilities."""
    return utilities_from_scores(game.score_sheet(state))


@dataclass
class _Node:
    player: int = -1  # who chose the action leading here
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[Action, _Node] = field(default_factory=dict)


@dataclass
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0
    root_visits: dict[str, int] = field(default_factory=dict)


class ISMCTSAgent:
    """ISMCTS with a budget of iterations (reproducible) or of seconds (default)."""

    name = "ismcts"

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int | None = None,
        seconds: float = 1.5,
        depth: int = 60,
        exploration: float = 0.7,
        policy: Policy = random_policy,
        value: Value = score_value,
    ) -> None:
        self.rng = Rng.from_seed(seed, stream=0x15C7)
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.exploration = exploration
        self.policy = policy
        self.value = value
        self.last = SearchStats()

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        if len(legal) == 1:
            return legal[0]
        game = get_game(observation.game_id)
        root = _Node()
        start = time.perf_counter()
        slice_over = time_slices()
        done = 0
        while True:
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif time.perf_counter() - start >= self.seconds:
                break
            for _ in self._iterate(game, observation, root, legal):
                if slice_over():
                    yield
            done += 1
            if slice_over():
                yield
        choices = [(root.children[a].visits, -i, a) for i, a in enumerate(legal)
                   if a in root.children]
        self.last = SearchStats(
            done,
            time.perf_counter() - start,
            {str(a): root.children[a].visits for a in legal if a in root.children},
        )
        if not choices:
            return legal[0]
        return max(choices, key=lambda c: (c[0], c[1]))[2]

    def _iterate(
        self, game: Game, observation: Observation, root: _Node, legal: list[Action]
    ) -> Generator[None, None, None]:
        state = game.determinize(observation, self.rng)
        path: list[_Node] = [root]
        node = root
        depth = 0
        # Selection and expansion.
        while not game.is_over(state) and depth < self.depth:
            acting = game.to_act(state)
            player = acting[0] if len(acting) == 1 else self.rng.choice(acting)
            actions = legal if node is root else game.legal_actions(state, player)
            for action in actions:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = self.rng.choice(untried)
                child = _Node(player=player, available=1)
                node.children[action] = child
                game.apply_legal(state, player, action)
                path.append(child)
                depth += 1
                break
            action = self._select(node, actions)
            node = node.children[action]
            game.apply_legal(state, player, action)
            path.append(node)
            depth += 1
        # Rollout.
        while not game.is_over(state) and depth < self.depth:
            acting = game.to_act(state)
            player = acting[0] if len(acting) == 1 else self.rng.choice(acting)
            actions = game.legal_actions(state, player)
            game.apply_legal(state, player, self.policy(game, state, player, actions, self.rng))
            depth += 1
            if depth % 16 == 0:
                yield
        rewards = self.value(game, state)
        for visited in path:
            visited.visits += 1
            if visited.player >= 0:
                visited.reward += rewards[visited.player]

    def _select(self, node: _Node, actions: list[Action]) -> Action:
        best: Action = actions[0]
        best_score = -math.inf
        c = self.exploration
        for action in actions:
            child = node.children[action]
            score = child.reward / child.visits + c * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
            if score > best_score:
                best, best_score = action, score
        return best


def _generic_level(seconds: float) -> Callable[[int], ISMCTSAgent]:
    def make(seed: int) -> ISMCTSAgent:
        return ISMCTSAgent(seed, seconds=seconds)

    return make


# Every game gets search-based levels at once; a game that registers its own
# easy/normal/hard (with its heuristics) under its id takes precedence.
GENERIC_LEVEL_SECONDS = {"easy": 0.05, "normal": 0.3, "hard": 1.5}
for _level, _seconds in GENERIC_LEVEL_SECONDS.items():
    register_agent("*", _level, _generic_level(_seconds))
