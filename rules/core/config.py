"""Game configuration: who sits at the table and which variant options are on.

A config is a value (frozen, hashable). It is checked against the game's declared
facts (player counts, options) by :func:`validate_config`, which raises
:class:`ConfigError` with a message that names the problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.core.errors import ConfigError
from rules.core.rng import Rng

#: Who controls a seat. The order is part of the save-code format: append only.
CONTROLLERS: tuple[str, ...] = ("human", "random", "easy", "normal", "hard")
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Seat:
    """One place at the table: a human or an AI of some level, with a display name."""

    controller: str = "human"
    name: str = ""

    @property
    def is_human(self) -> bool:
        return self.controller == "human"


@dataclass(frozen=True)
class OptionSpec:
    """A variant option: a name, its choices (in save-code order) and the default.

    ``since`` is the save-code format version that first carried the option: a code of
    an older format has no digit for it and gets ``before``, what every game played
    before the option did (the default, unless a new game plays otherwise: a rules
    revision). A ``hidden`` option is no player's choice: the setup screen does not
    offer it, and new games take its default. ``added`` names choices appended in a later
    format (choice, version): a code of an older format has a digit of fewer choices.
    """

    name: str
    choices: tuple[str, ...]
    default: str
    description: str = ""
    since: int = 1
    before: str = ""  # what codes older than ``since`` get ("": the default)
    hidden: bool = False
    added: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        if self.default not in self.choices:
            raise ValueError(f"option {self.name!r}: default {self.default!r} is not a choice")
        if self.before and self.before not in self.choices:
            raise ValueError(f"option {self.name!r}: {self.before!r} is not a choice")
        later = [self.choices.index(c) if c in self.choices else -1 for c, _ in self.added]
        if later != list(range(len(self.choices) - len(later), len(self.choices))):
            raise ValueError(f"option {self.name!r}: added choices must be its last ones")

    def choices_in(self, version: int) -> tuple[str, ...]:
        """The choices a code of format ``version`` carries (those added later left out)."""
        return tuple(c for c in self.choices if dict(self.added).get(c, 0) <= version)

    @property
    def format(self) -> int:
        """The oldest save-code format that carries every choice."""
        return max([self.since, *(version for _, version in self.added)])

    @property
    def older(self) -> str:
        """The value of a code written before the option existed."""
        return self.before or self.default


#: The option for a rulebook's «who starts» rule (see :func:`first_player_option`).
FIRST_PLAYER = "first_player"


def first_player_option(max_players: int, default: str = "random", since: int = 1) -> OptionSpec:
    """Who takes the first turn: a seat number ("1" is the first seat) or "random"."""
    seats = tuple(str(seat) for seat in range(1, max_players + 1))
    return OptionSpec(FIRST_PLAYER, ("random", *seats), default, "who takes the first turn",
                      since)


def first_player(config: GameConfig, rng: Rng) -> int:
    """The seat (from 0) that the validated ``config``'s ``first_player`` option names,
    a random one (one draw from ``rng``), or the first seat when the game has no such
    option."""
    first = dict(config.options).get(FIRST_PLAYER, "1")
    if first == "random":
        return rng.randbelow(config.num_players)
    return int(first) - 1


@dataclass(frozen=True)
class GameConfig:
    """Which game, the seats in turn order, and the chosen options (name -> choice)."""

    game: str
    seats: tuple[Seat, ...]
    options: tuple[tuple[str, str], ...] = field(default=())

    @classmethod
    def make(
        cls,
        game: str,
        controllers: list[str] | tuple[str, ...],
        options: Mapping[str, str] | None = None,
        names: list[str] | tuple[str, ...] | None = None,
    ) -> GameConfig:
        names = list(names or [])
        seats = tuple(
            Seat(controller, names[i] if i < len(names) else "")
            for i, controller in enumerate(controllers)
        )
        return cls(game, seats, tuple(sorted((options or {}).items())))

    @property
    def num_players(self) -> int:
        return len(self.seats)

    def option(self, name: str) -> str:
        for key, value in self.options:
            if key == name:
                return value
        raise KeyError(name)

    def player_name(self, player: int) -> str:
        seat = self.seats[player]
        return seat.name or f"Player {player + 1}"


def validate_config(
    config: GameConfig,
    game_id: str,
    min_players: int,
    max_players: int,
    options: tuple[OptionSpec, ...],
) -> GameConfig:
    """Check a config against a game's facts; return it with every option filled in."""
    if config.game != game_id:
        raise ConfigError(f"this config is for {config.game!r}, not {game_id!r}")
    count = len(config.seats)
    if not min_players <= count <= max_players:
        allowed = (
            f"exactly {min_players}"
            if min_players == max_players
            else f"{min_players} to {max_players}"
        )
        raise ConfigError(f"{game_id} is played by {allowed} players, not {count}")
    for i, seat in enumerate(config.seats):
        if seat.controller not in CONTROLLERS:
            raise ConfigError(
                f"seat {i + 1}: unknown player type {seat.controller!r} "
                f"(choose from {', '.join(CONTROLLERS)})"
            )
    specs = {spec.name: spec for spec in options}
    given: dict[str, str] = {}
    for name, value in config.options:
        if name in given:
            raise ConfigError(f"option {name!r} is given twice")
        spec = specs.get(name)
        if spec is None:
            known = ", ".join(specs) or "none"
            raise ConfigError(f"{game_id} has no option {name!r} (its options: {known})")
        if value not in spec.choices:
            raise ConfigError(
                f"option {name!r} cannot be {value!r} (choose from {', '.join(spec.choices)})"
            )
        given[name] = value
    filled = tuple(sorted((spec.name, given.get(spec.name, spec.default)) for spec in options))
    first = dict(filled).get(FIRST_PLAYER, "random")
    if first.isdigit() and int(first) > count:  # a seat that is not at the table
        raise ConfigError(
            f"player {first} cannot take the first turn: there are only {count} players"
        )
    return GameConfig(config.game, config.seats, filled)
