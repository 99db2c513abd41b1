"""The Ticket to Ride screen (Europe, Germany, Amsterdam): one screen over the shared
TTR observation and each map's data. Importing this package registers it for every
TTR game whose rules are registered."""

from __future__ import annotations

from functools import partial

from game.screens.registry import register_screen
from game.screens.ttr.screen import TtrScreen
from rules.core.registry import all_games

TTR_GAMES = ("ttr-europe", "ttr-germany", "ttr-amsterdam")


def register() -> None:
    registered = {game.id for game in all_games()}
    for game_id in TTR_GAMES:
        if game_id in registered:
            register_screen(game_id, partial(TtrScreen, game_id=game_id))


register()

__all__ = ["TtrScreen", "register"]
