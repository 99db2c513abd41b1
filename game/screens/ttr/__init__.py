"""The Ticket to Ride screen (Europe, Germany, Amsterdam): one screen over the shared
TTR observation and each map's data. Importing this package registers it for every
TTR game whose rules are registered."""

from __future__ import annotations

from functools import partial

from game.screens.registry import register_screen
from game.screens.ttr.board import PASSENGER_RGB
from game.screens.ttr.prepare import preparation
from game.screens.ttr.screen import TtrScreen
from rules.core.registry import all_games

TTR_GAMES = ("ttr-europe", "ttr-germany", "ttr-amsterdam")
PASSENGER_NAMES = ("red", "black", "green", "yellow", "blue", "white")
#: The results chart paints each passenger category in its passenger's colour (black
#: lightened to show on the dark panel); tickets and the Globetrotter move off the
#: blue and green that the passengers now use.
SCORE_COLOURS = {
    **{f"passengers_{name}": PASSENGER_RGB[i] for i, name in enumerate(PASSENGER_NAMES)},
    "passengers_black": (74, 76, 86),
    "tickets": (154, 92, 198),
    "globetrotter": (79, 179, 176),
}


def register() -> None:
    registered = {game.id for game in all_games()}
    for game_id in TTR_GAMES:
        if game_id in registered:
            register_screen(game_id, partial(TtrScreen, game_id=game_id), SCORE_COLOURS,
                            prepare=partial(preparation, game_id=game_id))


register()

__all__ = ["TtrScreen", "register"]
