"""The agent protocol: decide from an observation and the legal actions, in slices.

``think`` is a generator: it yields every few milliseconds of work (so the browser,
which has no threads, can draw frames between slices) and finally returns the chosen
action (``StopIteration.value``). Agents never see the full state.

Agents are created by name through a registry: ``random`` works for every game; each
game registers its own ``easy``/``normal``/``hard`` (and research baselines) under
its game id.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from typing import Protocol

from rules.core.errors import ConfigError
from rules.core.game import Action, Observation
from rules.core.rng import Rng

#: How long an agent works before it yields, in seconds (~8 ms).
SLICE_SECONDS = 0.008

Thinking = Generator[None, None, Action]


class Agent(Protocol):
    name: str

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        """Yield between slices of work; return the chosen action (one of ``legal``)."""
        ...


AgentFactory = Callable[[int], Agent]  # seed -> agent

_factories: dict[tuple[str, str], AgentFactory] = {}


class RandomAgent:
    """Uniformly random legal actions: the baseline and the conformance workhorse."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng.from_seed(seed)

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        return self.rng.choice(legal)
        yield  # a generator, like every agent


def register_agent(game_id: str, name: str, factory: AgentFactory) -> None:
    """Register an agent for one game id (``"*"`` for every game)."""
    _factories[(game_id, name)] = factory


def _load_builtin_agents() -> None:
    import rules.ai.gwt
    import rules.ai.ismcts
    import rules.ai.railroad_ink
    import rules.ai.ttr  # noqa: F401  (Ticket to Ride levels and baselines)


def agent_names(game_id: str) -> list[str]:
    _load_builtin_agents()
    names = {name for (gid, name) in _factories if gid in (game_id, "*")}
    order = ["random", "easy", "normal", "hard"]
    return sorted(names, key=lambda n: (order.index(n) if n in order else len(order), n))


def make_agent(game_id: str, name: str, seed: int = 0) -> Agent:
    """An agent by name; a clear ConfigError if the game has no such agent."""
    _load_builtin_agents()
    factory = _factories.get((game_id, name)) or _factories.get(("*", name))
    if factory is None:
        raise ConfigError(
            f"no agent {name!r} for {game_id} (available: {', '.join(agent_names(game_id))})"
        )
    return factory(seed)


def decide(agent: Agent, observation: Observation, legal: list[Action]) -> Action:
    """Run an agent's thinking to the end at once (headless play, tests, the CLI)."""
    thinking = agent.think(observation, legal)
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            action: Action = done.value
            return action


def time_slices(seconds: float = SLICE_SECONDS) -> Callable[[], bool]:
    """A helper for agents: returns a function that says True when a slice is used up.

    Call it between small units of work and yield when it says True. It does so when
    what is left of the slice is shorter than the longest unit between two calls seen
    so far (at most a quarter of the slice), so a slice ends just before ``seconds``
    rather than one unit after. The first call after a True starts the next slice
    (the time the caller was away does not count), taking one unit as already spent.
    """
    clock = time.perf_counter
    cap = seconds / 4
    last = clock()
    deadline = last + seconds
    longest = 0.0

    def slice_over() -> bool:
        nonlocal deadline, last, longest
        now = clock()
        if last < 0.0:
            deadline = now + seconds - longest
        elif now - last > longest:
            longest = min(now - last, cap)
        if now + longest >= deadline:
            last = -1.0
            return True
        last = now
        return False

    return slice_over


register_agent("*", "random", RandomAgent)
