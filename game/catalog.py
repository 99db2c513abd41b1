"""The games the title screen offers: the five of Railyard, then any other registered
game that has a screen (the test game). A game is playable when its rules are
registered and it has a screen; otherwise it is shown as "coming soon"."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.screens.registry import screen_factory
from rules.core.config import GameConfig
from rules.core.game import Game
from rules.core.registry import KNOWN_GAMES, all_games, get_game

#: Seats the setup form has room for (Railroad Ink's six).
MAX_SEATS = 6
#: Player counts shown for games whose rules are not registered yet.
EXPECTED_PLAYERS: dict[str, tuple[int, int]] = {
    "ttr-europe": (2, 5),
    "ttr-germany": (2, 5),
    "ttr-amsterdam": (2, 4),
    "railroad-ink": (1, 6),
    "gwt": (2, 4),
}


@dataclass(frozen=True)
class GameEntry:
    id: str
    rules: Game | None
    has_screen: bool

    @property
    def available(self) -> bool:
        return self.rules is not None and self.has_screen

    @property
    def players(self) -> tuple[int, int]:
        """The player counts a table can be set up for (the setup form has room for
        ``MAX_SEATS``)."""
        low, high = ((self.rules.min_players, self.rules.max_players) if self.rules is not None
                     else EXPECTED_PLAYERS.get(self.id, (2, 4)))
        return low, min(high, MAX_SEATS)

    def fallback_title(self) -> str:
        return self.rules.title if self.rules is not None else self.id


def entries() -> list[GameEntry]:
    registered = {game.id: game for game in all_games()}
    result = [
        GameEntry(game_id, registered.get(game_id), screen_factory(game_id) is not None)
        for game_id in KNOWN_GAMES
    ]
    for game_id, game in registered.items():
        if game_id not in KNOWN_GAMES and screen_factory(game_id) is not None:
            result.append(GameEntry(game_id, game, True))
    return result


def entry(game_id: str) -> GameEntry:
    for item in entries():
        if item.id == game_id:
            return item
    registered = {game.id: game for game in all_games()}
    return GameEntry(game_id, registered.get(game_id), screen_factory(game_id) is not None)


def game_title(t: Callable[..., str], game_id: str) -> str:
    """The translated title of a game (the rules' own title if the catalog lacks it)."""
    return t(f"game.{game_id}.title", entry(game_id).fallback_title())


def score_note(t: Callable[..., str], game_id: str, category: str,
               option_values: Iterable[str] = ()) -> str:
    """What a score category counts (``score.<game>.<category>.about``), a variant's own
    where one of ``option_values`` has one (Railroad Ink's errors with lava or rivers);
    "" for a category without a note."""
    key = f"score.{game_id}.{category}.about"
    for value in option_values:
        note = t(f"{key}.{value}", "")
        if note:
            return note
    return t(key, "")


def latest_rules(config: GameConfig) -> GameConfig:
    """``config`` for a new game: its hidden options (a rules revision) at their defaults,
    also when the game it comes from was an old code's, played by earlier rules."""
    hidden = {spec.name: spec.default for spec in get_game(config.game).options if spec.hidden}
    return GameConfig(config.game, config.seats,
                      tuple((name, hidden.get(name, value)) for name, value in config.options))
