"""The one rules API every game implements.

The split follows OpenSpiel (a stateless ``Game`` object holding the static facts and
the rules, a mutable ``State`` per match) and python-chess (small frozen values for
actions; the state is the board). The module-level functions in :mod:`rules.core.api`
dispatch to the right ``Game`` by ``state.game_id``, so callers never need to know
which game they hold.

Conventions every game keeps:

* ``legal_actions`` is complete and in a canonical, deterministic order. The order is
  part of the save-code format: saves store indices into these lists.
* ``apply`` validates and raises :class:`IllegalAction` for anything not in
  ``legal_actions``; the state is unchanged when it raises.
* All randomness comes from ``state.rng`` (:class:`rules.core.rng.Rng`).
* ``observe`` returns everything one player may see and nothing else; observations
  compare by value, so "nothing leaks" is testable by equality.
"""

from __future__ import annotations

import abc
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.core.config import GameConfig, OptionSpec, validate_config
from rules.core.errors import IllegalAction
from rules.core.rng import Rng


class Action:
    """Marker base for actions. Games define small frozen dataclasses that inherit it.

    ``str(action)`` should read well in a log ("draw face-up card 3").
    """

    __slots__ = ()


#: Marks "no details given" in :class:`Event` (each event then gets its own empty dict).
_NO_DETAILS: Any = object()


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened, for the game log and for animation.

    ``kind`` names a message template (``event.<game>.<kind>`` in the UI catalogs);
    ``details`` fills it. ``reveals`` marks events that showed hidden information
    (a blind draw, a tunnel reveal, a die roll): decisions that produced such an event
    cannot be undone. ``private`` marks events whose details only ``player`` may see
    (the card a blind draw gave them): everyone else gets :meth:`seen_by`'s copy
    without details.
    """

    kind: str
    player: int | None = None
    details: Mapping[str, Any] = field(default_factory=dict)
    reveals: bool = False
    private: bool = False

    def __init__(
        self,
        kind: str,
        player: int | None = None,
        details: Mapping[str, Any] = _NO_DETAILS,
        reveals: bool = False,
        private: bool = False,
    ) -> None:
        # Engines build an event or two per decision: filling the instance dict
        # directly is several times cheaper than the generated frozen ``__init__``
        # (one ``object.__setattr__`` per field). Same fields, defaults and result.
        values = self.__dict__
        values["kind"] = kind
        values["player"] = player
        values["details"] = {} if details is _NO_DETAILS else details
        values["reveals"] = reveals
        values["private"] = private

    def seen_by(self, viewer: int | None) -> Event:
        """The event as ``viewer`` may see it (None: a spectator who sees no secrets)."""
        if not self.private or viewer == self.player:
            return self
        return Event(self.kind, self.player, {}, self.reveals, self.private)


@dataclass(frozen=True)
class ScoreSheet:
    """Scores broken down by category, as the rulebook's scoring section lists them.

    ``categories`` are stable keys (the UI translates ``score.<game>.<key>``);
    ``points[p][c]`` is player p's points in category c. ``ranks[p]`` is 1 for the
    winner(s) after the game's tie-breaks; tied players share a rank. ``final`` is
    True only when the game is over.
    """

    categories: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]
    final: bool

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(row) for row in self.points)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(p for p, rank in enumerate(self.ranks) if rank == 1)

    def as_dict(self, names: list[str] | None = None) -> dict[str, Any]:
        names = names or [f"Player {p + 1}" for p in range(len(self.points))]
        return {
            "final": self.final,
            "categories": list(self.categories),
            "players": [
                {
                    "name": names[p],
                    "points": dict(zip(self.categories, row, strict=True)),
                    "total": sum(row),
                    "rank": self.ranks[p],
                }
                for p, row in enumerate(self.points)
            ],
        }


def rank_players(keys: list[tuple[int, ...]]) -> tuple[int, ...]:
    """Competition ranks (1, 1, 3, …) from per-player sort keys, larger is better."""
    return tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)


class State:
    """Base of every game's mutable state.

    Subclasses add their own fields; ``config`` and ``rng`` are always present.
    """

    game_id: ClassVar[str] = ""

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        self.config = config
        self.rng = rng

    @property
    def num_players(self) -> int:
        return self.config.num_players


@dataclass(frozen=True)
class Observation:
    """Base of every game's observation: what ``player`` may see, as plain values."""

    game_id: str
    player: int
    config: GameConfig


class Game(abc.ABC):
    """A game's static facts and its rules. One instance per game, held by the registry.

    The static facts are class attributes, declared as data (OpenSpiel's GameType).
    """

    id: ClassVar[str]
    #: Stable small number (0-31) naming the game inside save codes. Never reuse one.
    code_number: ClassVar[int]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]] = ()

    # ----- setup --------------------------------------------------------------
    def validate(self, config: GameConfig) -> GameConfig:
        """Check a config; return it with defaults filled in. Raises ConfigError."""
        return validate_config(
            config, self.id, self.min_players, self.max_players, self.options
        )

    def new_game(self, config: GameConfig, seed: int) -> State:
        """A new match. ``seed`` is any integer; only its low 64 bits are used."""
        config = self.validate(config)
        return self.setup(config, Rng.from_seed(seed & ((1 << 64) - 1)))

    @abc.abstractmethod
    def setup(self, config: GameConfig, rng: Rng) -> State:
        """Build the starting state from a validated config."""

    # ----- play ---------------------------------------------------------------
    @abc.abstractmethod
    def to_act(self, state: State) -> tuple[int, ...]:
        """Players whose decision is pending (empty when the game is over)."""

    @abc.abstractmethod
    def legal_actions(self, state: State, player: int) -> list[Action]:
        """Every legal action of ``player`` now, in canonical order (empty if not to act)."""

    @abc.abstractmethod
    def apply_legal(self, state: State, player: int, action: Action) -> list[Event]:
        """Carry out an action already known to be legal."""

    def apply(self, state: State, player: int, action: Action) -> list[Event]:
        """Validate and carry out an action; raise IllegalAction if it is not legal."""
        self.check_legal(state, player, action)
        return self.apply_legal(state, player, action)

    def check_legal(self, state: State, player: int, action: Action) -> None:
        """Raise IllegalAction naming the action and the situation unless it is legal.

        Games may override this with a faster check; the default compares with the
        legal list, which is always right.
        """
        if self.is_over(state):
            raise IllegalAction(f"{action} is not possible: the game is over")
        if player not in self.to_act(state):
            raise IllegalAction(
                f"{action} is not possible: it is not {state.config.player_name(player)}'s "
                f"decision now"
            )
        if action not in self.legal_actions(state, player):
            raise IllegalAction(
                f"{action} is not a legal action for {state.config.player_name(player)} "
                f"now ({self.describe_situation(state, player)})"
            )

    def describe_situation(self, state: State, player: int) -> str:
        """A short phrase for error messages: what the player is being asked to do."""
        count = len(self.legal_actions(state, player))
        return f"{count} legal action{'s' if count != 1 else ''}"

    @abc.abstractmethod
    def clone(self, state: State) -> State:
        """An independent copy; changing one never changes the other."""

    # ----- information ----------------------------------------------------------
    @abc.abstractmethod
    def observe(self, state: State, player: int) -> Observation:
        """Everything ``player`` may see and nothing else."""

    @abc.abstractmethod
    def determinize(self, observation: Observation, rng: Rng) -> State:
        """A full state consistent with ``observation``; unknowns drawn from ``rng``."""

    # ----- outcome ------------------------------------------------------------
    @abc.abstractmethod
    def is_over(self, state: State) -> bool:
        """True once the game has ended."""

    @abc.abstractmethod
    def score_sheet(self, state: State) -> ScoreSheet:
        """Running or final scores by category (``final`` only when the game is over)."""
