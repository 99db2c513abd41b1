"""The agent protocol: decide from an observation and the legal actions, in slices.

``think`` is a generator: it yields every few milliseconds of work (so the browser,
which has no threads, can draw frames between slices) and finally returns the chosen
action (``StopIteration.value``). Agents never see the full state.

How long a slice may be is the caller's to say: the front end's driver runs each step
of an agent inside ``slice_length(seconds)`` (what is left of the frame's budget once
the drawing is paid for), and agents end their slices through :func:`time_slices`,
which reads that length; headless play (the arena, the benchmarks, the command line)
sets nothing and gets :data:`SLICE_SECONDS`.

Agents are created by name through a registry: ``random`` works for every game; each
game registers its own ``easy``/``normal``/``hard`` (and research baselines) under
its game id.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Protocol

from rules.core.errors import ConfigError
from rules.core.game import Action, Observation
from rules.core.rng import Rng

#: How long an agent works before it yields, in seconds (~8 ms), when the caller does
#: not say (see :func:`slice_length`); also the longest slice the driver asks for.
SLICE_SECONDS = 0.008
#: The shortest slice :func:`slice_length` accepts (shorter requests are raised to it).
MIN_SLICE_SECONDS = 0.0005

_slice_length: ContextVar[float] = ContextVar("slice_length", default=SLICE_SECONDS)

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


def slice_seconds() -> float:
    """How long the slice of work now running may be, in seconds."""
    return _slice_length.get()


@contextmanager
def slice_length(seconds: float) -> Iterator[None]:
    """Within this block, agents' slices end after about ``seconds`` of work.

    The driver wraps each step of an agent (``next(thinking)``) in it. Values are
    limited to :data:`MIN_SLICE_SECONDS` … :data:`SLICE_SECONDS`.
    """
    token = _slice_length.set(min(SLICE_SECONDS, max(MIN_SLICE_SECONDS, seconds)))
    try:
        yield
    finally:
        _slice_length.reset(token)


def time_slices(seconds: float | None = None) -> Callable[[], bool]:
    """A helper for agents: returns a function that says True when a slice is used up.

    Call it between small units of work and yield when it says True. Each slice is
    :func:`slice_seconds` long as it stands when the slice starts (the caller's
    :func:`slice_length`; :data:`SLICE_SECONDS` headless), or ``seconds`` if given. It
    says True when what is left of the slice is shorter than the longest unit between
    two calls seen so far (at most a quarter of the slice), so a slice ends just before
    its length rather than one unit after. The first call after a True starts the next
    slice (the time the caller was away does not count), taking one unit as already
    spent.
    """
    clock = time.perf_counter

    def length() -> float:
        return seconds if seconds is not None else _slice_length.get()

    last = clock()
    deadline = last + length()
    longest = 0.0

    def slice_over() -> bool:
        nonlocal deadline, last, longest
        now = clock()
        if last < 0.0:
            span = length()
            longest = min(longest, span / 4)
            deadline = now + span - longest
        elif now - last > longest:
            longest = min(now - last, length() / 4)
        if now + longest >= deadline:
            last = -1.0
            return True
        last = now
        return False

    return slice_over


register_agent("*", "random", RandomAgent)
