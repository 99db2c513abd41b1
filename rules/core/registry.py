"""Which games exist: game id -> the ``Game`` that implements it.

The five games of Railyard are listed with the module that registers each one. A game
whose module does not exist yet is simply absent; a module that exists but fails to
import is a bug and its error is not hidden.
"""

from __future__ import annotations

import importlib
import importlib.util

from rules.core.errors import ConfigError
from rules.core.game import Game

#: Game id -> module that registers it, in the order the title screen lists them.
KNOWN_GAMES: dict[str, str] = {
    "ttr-europe": "rules.ttr.europe",
    "ttr-germany": "rules.ttr.germany",
    "ttr-amsterdam": "rules.ttr.amsterdam",
    "railroad-ink": "rules.railroad_ink.game",
    "gwt": "rules.gwt.game",
}

_games: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    """Add a game (idempotent for the same object). Ids and code numbers are unique."""
    existing = _games.get(game.id)
    if existing is game:
        return game
    if existing is not None:
        raise ValueError(f"game id {game.id!r} is registered twice")
    for other in _games.values():
        if other.code_number == game.code_number:
            raise ValueError(
                f"{game.id!r} and {other.id!r} share save-code number {game.code_number}"
            )
    if not 0 <= game.code_number < 32:
        raise ValueError(f"{game.id!r}: code_number must be 0-31")
    _games[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Remove a game (tests register throwaway games)."""
    _games.pop(game_id, None)


def _load_known() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in KNOWN_GAMES.values():
        try:
            found = importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:  # the parent package does not exist yet
            found = False
        if found:
            importlib.import_module(module)


def all_games() -> list[Game]:
    """Registered games: the known ones in their listed order, then any others."""
    _load_known()
    order = list(KNOWN_GAMES)
    return sorted(
        _games.values(),
        key=lambda g: (order.index(g.id) if g.id in order else len(order), g.id),
    )


def get_game(game_id: str) -> Game:
    _load_known()
    game = _games.get(game_id)
    if game is None:
        known = ", ".join(g.id for g in all_games()) or "none"
        raise ConfigError(f"unknown game {game_id!r} (available: {known})")
    return game


def game_by_code_number(number: int) -> Game | None:
    _load_known()
    for game in _games.values():
        if game.code_number == number:
            return game
    return None
