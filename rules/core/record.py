"""A match as a record of decisions: replay, undo, and the live wrapper the front end drives.

A :class:`GameRecord` is everything a save code carries: config, seed and the
decisions as indices into the legal-action lists. Replaying it rebuilds the state
exactly, because all randomness comes from the seeded generator in the state.

A :class:`Match` is a live game: the state plus its record, plus which decisions
revealed hidden information (needed for undo).

:func:`replaying` rebuilds a match step by step: a generator that yields after every
decision (so a caller can spread a long replay over several frames) and returns the
match with each decision's :class:`Step` (who was to act, the action, its events).
:func:`replay_decisions` runs it to the end in one go.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TypeVar

from rules.core.config import GameConfig
from rules.core.errors import IllegalAction
from rules.core.game import Action, Event, Game, State
from rules.core.registry import get_game

MASK64 = (1 << 64) - 1


@dataclass(frozen=True)
class Decision:
    """One decision: who decided, and the index of the action in their legal list."""

    player: int
    index: int


@dataclass(frozen=True)
class Step:
    """One decision as it was made: who was to act then, the action, what happened."""

    acting: tuple[int, ...]
    action: Action
    events: list[Event]


#: What a step-by-step replay yields after each decision: (decisions done, decisions in all).
Progress = tuple[int, int]


@dataclass
class GameRecord:
    """Config, seed and decisions: a whole match, or (``challenge``) just its start.

    A challenge record carries no decisions: everyone who loads it gets the same
    deck or dice.
    """

    config: GameConfig
    seed: int
    decisions: list[Decision] = field(default_factory=list)
    challenge: bool = False

    @property
    def game(self) -> Game:
        return get_game(self.config.game)


class Match:
    """A game in progress with its history. The front end and the CLI drive this."""

    def __init__(self, config: GameConfig, seed: int) -> None:
        self.game = get_game(config.game)
        self.seed = seed & MASK64
        self.state: State = self.game.new_game(config, self.seed)
        self.config = self.state.config  # validated, options filled in
        self.decisions: list[Decision] = []
        self.revealed: list[bool] = []

    @property
    def record(self) -> GameRecord:
        return GameRecord(self.config, self.seed, list(self.decisions))

    def challenge_record(self) -> GameRecord:
        return GameRecord(self.config, self.seed, [], challenge=True)

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def legal_actions(self, player: int) -> list[Action]:
        return self.game.legal_actions(self.state, player)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def play(self, player: int, action: Action) -> list[Event]:
        """Apply a decision and record it. Raises IllegalAction (nothing changes)."""
        legal = self.game.legal_actions(self.state, player)
        if player not in self.game.to_act(self.state) or action not in legal:
            self.game.check_legal(self.state, player, action)  # raises with a message
            raise IllegalAction(f"{action} is not legal now")  # pragma: no cover
        return self._play_index(player, legal.index(action), legal)

    def play_index(self, player: int, index: int) -> list[Event]:
        return self.play_step(player, index).events

    def play_step(self, player: int, index: int) -> Step:
        """Apply the ``index``-th legal action of ``player`` and record it; the step
        tells who was to act, the action and its events. Raises IllegalAction (nothing
        changes) if it is not ``player``'s decision or there is no such action."""
        acting = self.game.to_act(self.state)
        if player not in acting:
            raise IllegalAction(
                f"it is not {self.config.player_name(player)}'s decision now"
            )
        legal = self.game.legal_actions(self.state, player)
        if not 0 <= index < len(legal):
            raise IllegalAction(
                f"action number {index} does not exist ({len(legal)} legal actions)"
            )
        return Step(acting, legal[index], self._play_index(player, index, legal))

    def _play_index(self, player: int, index: int, legal: list[Action]) -> list[Event]:
        before = self.state.rng.getstate()
        events = self.game.apply_legal(self.state, player, legal[index])
        chance = self.state.rng.getstate() != before
        self.decisions.append(Decision(player, index))
        self.revealed.append(chance or any(event.reveals for event in events))
        return events

    # ----- undo ---------------------------------------------------------------
    def undo_point(self, player: int) -> int:
        """How many decisions must stay if ``player`` takes back all they may.

        A player may take back only their own latest decisions, never past another
        player's decision and never past one that revealed hidden information (a
        blind draw, a reveal, a die roll): undo must not let anyone peek and retry.
        """
        keep = len(self.decisions)
        while (
            keep > 0
            and self.decisions[keep - 1].player == player
            and not self.revealed[keep - 1]
        ):
            keep -= 1
        return keep

    def can_undo(self, player: int) -> bool:
        return self.undo_point(player) < len(self.decisions)

    def undo(self, player: int) -> None:
        """Take back ``player``'s latest decision, if the rules of undo allow it."""
        if not self.can_undo(player):
            raise IllegalAction(
                f"{self.config.player_name(player)} has no decision that can be taken back"
            )
        self.rewind(len(self.decisions) - 1)

    def rewind(self, keep: int) -> None:
        """Replay the first ``keep`` decisions from the start (exact, by the seed)."""
        replayed = replay_decisions(self.config, self.seed, self.decisions[:keep])
        self.state = replayed.state
        self.decisions = replayed.decisions
        self.revealed = replayed.revealed


@dataclass
class Replayed:
    """A match rebuilt from its decisions, with every decision's step."""

    match: Match
    steps: list[Step]


def replaying(
    config: GameConfig, seed: int, decisions: list[Decision]
) -> Generator[Progress, None, Replayed]:
    """Rebuild a match from its decisions, yielding ``(done, total)`` after each one.

    Raises IllegalAction on a bad decision (naming it), at the step where it comes.
    """
    match = Match(config, seed)
    steps: list[Step] = []
    total = len(decisions)
    for number, decision in enumerate(decisions, start=1):
        if match.is_over():
            raise IllegalAction(f"decision {number} comes after the end of the game")
        try:
            steps.append(match.play_step(decision.player, decision.index))
        except IllegalAction as error:
            raise IllegalAction(f"decision {number}: {error}") from None
        yield number, total
    return Replayed(match, steps)


Result = TypeVar("Result")


def run_to_end(work: Generator[object, None, Result]) -> Result:
    """Run a step-by-step job (:func:`replaying`, ``savecode.loading``, a screen's
    preparation) in one go; its return value."""
    while True:
        try:
            next(work)
        except StopIteration as finished:
            result: Result = finished.value
            return result


def replay_decisions(config: GameConfig, seed: int, decisions: list[Decision]) -> Match:
    """Rebuild a match from its decisions. Raises IllegalAction on a bad decision."""
    return run_to_end(replaying(config, seed, decisions)).match


def replay(record: GameRecord) -> Match:
    """The match a record describes."""
    return replay_decisions(record.config, record.seed, record.decisions)
