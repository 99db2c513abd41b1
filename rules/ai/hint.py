"""Hints: what the strongest agent would do in the player's place.

``best_action(observation)`` is what the UI's hint button asks: it runs the game's
strongest agent (``hard`` where it exists) on the player's own observation, so a
hint knows exactly what the player knows and no more. ``hint_thinking`` is the
same as a time-sliced generator for the browser's frame loop.

>>> from rules.core.config import GameConfig
>>> from rules.core.registry import get_game
>>> game = get_game("ttr-europe")
>>> state = game.new_game(GameConfig.make("ttr-europe", ["human", "human"]), 1)
>>> observation = game.observe(state, state.current)
>>> best_action(observation, iterations=8) in game.legal_actions(state, state.current)
True
"""

from __future__ import annotations

from rules.ai.agent import Agent, Thinking, agent_names, decide, make_agent
from rules.core.errors import RulesError
from rules.core.game import Action, Observation
from rules.core.registry import get_game
from rules.core.rng import Rng

#: strongest first
PREFERENCE = ("hard", "normal", "easy", "random")


def hint_agent(
    game_id: str, seed: int = 0, *, seconds: float | None = None, iterations: int | None = None
) -> Agent:
    """The strongest agent of a game, with an optional budget of its own."""
    names = agent_names(game_id)
    name = next((n for n in PREFERENCE if n in names), "random")
    agent = make_agent(game_id, name, seed)
    if iterations is not None and hasattr(agent, "iterations"):
        agent.iterations = iterations
    if seconds is not None and hasattr(agent, "seconds"):
        agent.seconds = seconds
    return agent


def legal_for(observation: Observation) -> list[Action]:
    """The observing player's legal actions, from the observation alone.

    Legal actions depend only on what the player sees (their own cards and the
    table), so any state consistent with the observation lists the same ones.
    """
    game = get_game(observation.game_id)
    state = game.determinize(observation, Rng.from_seed(0))
    legal = game.legal_actions(state, observation.player)
    if not legal:
        raise RulesError("there is nothing to hint: it is not this player's decision")
    return legal


def hint_thinking(
    observation: Observation,
    legal: list[Action] | None = None,
    *,
    seed: int = 0,
    seconds: float | None = None,
    iterations: int | None = None,
) -> Thinking:
    """The hint as a generator that yields between slices (for the frame loop)."""
    agent = hint_agent(observation.game_id, seed, seconds=seconds, iterations=iterations)
    return agent.think(observation, legal if legal is not None else legal_for(observation))


def best_action(
    observation: Observation,
    legal: list[Action] | None = None,
    *,
    seed: int = 0,
    seconds: float | None = None,
    iterations: int | None = None,
) -> Action:
    """The strongest agent's choice for the observing player, computed at once."""
    agent = hint_agent(observation.game_id, seed, seconds=seconds, iterations=iterations)
    return decide(agent, observation, legal if legal is not None else legal_for(observation))
