"""Game id -> the factory of its screen. A game's screen module registers itself:

    register_screen("ttr-europe", TtrScreen)

and may name colours for score categories that stand for a colour of the game
(Germany's passenger colours), which the results chart then uses.

``KNOWN_SCREENS`` names the modules that do so for the shipped games; they are imported
on first lookup when they exist (like the rules registry).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping

from game.screens.base import GameScreen, ScreenContext

ScreenFactory = Callable[[ScreenContext], GameScreen]
RGB = tuple[int, int, int]

KNOWN_SCREENS: dict[str, str] = {
    "ttr-europe": "game.screens.ttr",
    "ttr-germany": "game.screens.ttr",
    "ttr-amsterdam": "game.screens.ttr",
    "railroad-ink": "game.screens.railroad_ink",
    "gwt": "game.screens.gwt",
}

_factories: dict[str, ScreenFactory] = {}
_score_colours: dict[str, Mapping[str, RGB]] = {}
_loaded: set[str] = set()


def register_screen(game_id: str, factory: ScreenFactory,
                    score_colours: Mapping[str, RGB] | None = None) -> None:
    _factories[game_id] = factory
    _score_colours[game_id] = dict(score_colours or {})


def unregister_screen(game_id: str) -> None:
    _factories.pop(game_id, None)
    _score_colours.pop(game_id, None)


def screen_factory(game_id: str) -> ScreenFactory | None:
    module = KNOWN_SCREENS.get(game_id)
    if game_id not in _factories and module and module not in _loaded:
        _loaded.add(module)
        if importlib.util.find_spec(module) is not None:
            importlib.import_module(module)
    return _factories.get(game_id)


def score_colours(game_id: str) -> Mapping[str, RGB]:
    """Score category -> colour, for the categories a game's screen names."""
    screen_factory(game_id)
    return _score_colours.get(game_id, {})
