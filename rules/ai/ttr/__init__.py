"""Ticket to Ride agents: published baselines, easy/normal/hard levels, the hint.

Importing this package registers, for every Ticket to Ride game id, the agents
``easy``, ``normal``, ``hard`` and the baselines ``destination_hungry``,
``route_focus``, ``one_step`` and ``long_route`` (see ``baselines.py`` and
``search.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.ai.agent import Agent, register_agent
from rules.ai.ttr.baselines import BASELINES, EASY, NORMAL, HeuristicAgent
from rules.ai.ttr.policy import Style

#: The Ticket to Ride games these agents play (registered or still being written).
TTR_GAMES = ("ttr-europe", "ttr-germany", "ttr-amsterdam")


def _heuristic(style: Style) -> Callable[[int], Agent]:
    def make(seed: int) -> Agent:
        return HeuristicAgent(style, seed)

    return make


def _hard(seed: int) -> Agent:
    from rules.ai.ttr.search import TtrSearchAgent

    return TtrSearchAgent(seed)


def register() -> None:
    for game_id in TTR_GAMES:
        register_agent(game_id, "easy", _heuristic(EASY))
        register_agent(game_id, "normal", _heuristic(NORMAL))
        register_agent(game_id, "hard", _hard)
        for name, style in BASELINES.items():
            register_agent(game_id, name, _heuristic(style))


register()
