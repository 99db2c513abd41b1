"""The shared rules API, PRNG, configs, records and save codes."""

from rules.core.api import (
    apply,
    clone,
    determinize,
    is_over,
    legal_actions,
    new_game,
    observe,
    score_sheet,
    to_act,
)
from rules.core.config import AI_LEVELS, CONTROLLERS, GameConfig, OptionSpec, Seat
from rules.core.errors import ConfigError, IllegalAction, RulesError, SaveCodeError
from rules.core.game import Action, Event, Game, Observation, ScoreSheet, State, rank_players
from rules.core.record import Decision, GameRecord, Match, replay
from rules.core.registry import all_games, get_game, register
from rules.core.rng import Rng

__all__ = [
    "AI_LEVELS",
    "CONTROLLERS",
    "Action",
    "ConfigError",
    "Decision",
    "Event",
    "Game",
    "GameConfig",
    "GameRecord",
    "IllegalAction",
    "Match",
    "Observation",
    "OptionSpec",
    "Rng",
    "RulesError",
    "SaveCodeError",
    "ScoreSheet",
    "Seat",
    "State",
    "all_games",
    "apply",
    "clone",
    "determinize",
    "get_game",
    "is_over",
    "legal_actions",
    "new_game",
    "observe",
    "rank_players",
    "register",
    "replay",
    "score_sheet",
    "to_act",
]
