"""The rules API as plain functions, dispatching on the game a state belongs to.

>>> from rules.core.api import new_game, to_act, legal_actions, apply  # doctest: +SKIP
"""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.game import Action, Event, Observation, ScoreSheet, State
from rules.core.registry import get_game
from rules.core.rng import Rng


def new_game(config: GameConfig, seed: int) -> State:
    return get_game(config.game).new_game(config, seed)


def to_act(state: State) -> tuple[int, ...]:
    return get_game(state.game_id).to_act(state)


def legal_actions(state: State, player: int) -> list[Action]:
    return get_game(state.game_id).legal_actions(state, player)


def apply(state: State, player: int, action: Action) -> list[Event]:
    return get_game(state.game_id).apply(state, player, action)


def clone(state: State) -> State:
    return get_game(state.game_id).clone(state)


def observe(state: State, player: int) -> Observation:
    return get_game(state.game_id).observe(state, player)


def determinize(observation: Observation, rng: Rng) -> State:
    return get_game(observation.game_id).determinize(observation, rng)


def is_over(state: State) -> bool:
    return get_game(state.game_id).is_over(state)


def score_sheet(state: State) -> ScoreSheet:
    return get_game(state.game_id).score_sheet(state)
