"""Game id -> the factory of its screen. A game's screen module registers itself:

    register_screen("ttr-europe", TtrScreen)

and may name colours for score categories that stand for a colour of the game
(Germany's passenger colours), which the results chart then uses, and a preparation:
``prepare(ctx)`` returns None when the screen can be built and drawn at once, or a
generator of small steps (a millisecond or so each) that makes it so (a Ticket to Ride
map's layout and painted base, the first time in a process). The app runs those steps
in the spare time of its frames from start-up on, and the loading panel after a
replay (``game.scenes.play.preparing``), so no frame is held up by them.

``KNOWN_SCREENS`` names the modules that do so for the shipped games; they are imported
on first lookup when they exist (like the rules registry).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Generator, Mapping

from game.screens.base import GameScreen, ScreenContext

ScreenFactory = Callable[[ScreenContext], GameScreen]
ScreenPreparation = Callable[[ScreenContext], Generator[None, None, None] | None]
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
_preparations: dict[str, ScreenPreparation] = {}
_loaded: set[str] = set()


def register_screen(game_id: str, factory: ScreenFactory,
                    score_colours: Mapping[str, RGB] | None = None,
                    prepare: ScreenPreparation | None = None) -> None:
    _factories[game_id] = factory
    _score_colours[game_id] = dict(score_colours or {})
    if prepare is None:
        _preparations.pop(game_id, None)
    else:
        _preparations[game_id] = prepare


def unregister_screen(game_id: str) -> None:
    _factories.pop(game_id, None)
    _score_colours.pop(game_id, None)
    _preparations.pop(game_id, None)


def screen_factory(game_id: str) -> ScreenFactory | None:
    module = KNOWN_SCREENS.get(game_id)
    if game_id not in _factories and module and module not in _loaded:
        _loaded.add(module)
        if importlib.util.find_spec(module) is not None:
            importlib.import_module(module)
    return _factories.get(game_id)


def prepared_games() -> list[str]:
    """The game ids whose screens have a preparation (the shipped screens loaded first)."""
    for game_id in KNOWN_SCREENS:
        screen_factory(game_id)
    return [game_id for game_id in _factories if game_id in _preparations]


def screen_preparation(game_id: str, ctx: ScreenContext) -> Generator[None, None, None] | None:
    """The steps still needed before ``game_id``'s screen opens in ``ctx`` (None: none)."""
    screen_factory(game_id)
    prepare = _preparations.get(game_id)
    return prepare(ctx) if prepare is not None else None


def score_colours(game_id: str) -> Mapping[str, RGB]:
    """Score category -> colour, for the categories a game's screen names."""
    screen_factory(game_id)
    return _score_colours.get(game_id, {})
