"""The players' records on this device: per game, the games finished here, those played
against the computer and won, and the best score (Railroad Ink: per expansion, whose
scores differ), shown on the title's cards and the results.

A game counts when it ends in the play scene with a human at the table: a finished game
opened from a code (someone else's, replayed) does not, and a kiosk keeps no records (a
public device, as it keeps no setup or saved game). A tie for first place is a win.
Stored as JSON under :data:`RECORDS_KEY`; damaged data is dropped and reported once, as
the settings are.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from game.platform import Storage
from rules.core.record import Match

RECORDS_KEY = "records"
#: The option whose choices score differently enough to keep a best score each.
VARIANT_OPTION = {"railroad-ink": "expansion"}


@dataclass(frozen=True)
class Best:
    score: int
    name: str  # who made it (hot seat: one device, several players)
    day: str  # ISO date

    def as_json(self) -> dict[str, Any]:
        return {"score": self.score, "name": self.name, "day": self.day}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Best:
        day = str(data["day"])
        date.fromisoformat(day)  # raises ValueError if damaged
        return cls(int(data["score"]), str(data["name"]), day)


@dataclass
class GameStats:
    played: int = 0
    against_ai: int = 0  # games with at least one AI seat
    won: int = 0  # of those, won by a human at the table
    best: dict[str, Best] = field(default_factory=dict)  # variant -> best score

    def as_json(self) -> dict[str, Any]:
        return {"played": self.played, "against_ai": self.against_ai, "won": self.won,
                "best": {key: best.as_json() for key, best in self.best.items()}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameStats:
        record = cls(int(data["played"]), int(data["against_ai"]), int(data["won"]),
                     {str(key): Best.from_json(best) for key, best in data["best"].items()})
        if not 0 <= record.won <= record.against_ai <= record.played:
            raise ValueError("counts out of order")
        return record


@dataclass(frozen=True)
class Outcome:
    """What a finished game did to its record: the best score before it, and whether
    it set a new one."""

    before: Best | None
    new_best: bool
    reset: bool = False  # the stored records were damaged and started afresh


def variant(match: Match) -> str:
    """The key of a game's best score: its scoring variant (Railroad Ink's expansion)."""
    option = VARIANT_OPTION.get(match.config.game)
    return match.config.option(option) if option else ""


def load_records(storage: Storage) -> tuple[dict[str, GameStats], bool]:
    """The records, and whether stored data was damaged (then it is removed)."""
    text = storage.get(RECORDS_KEY)
    if text is None:
        return {}, False
    try:
        data = json.loads(text)
        return {str(game): GameStats.from_json(record) for game, record in data.items()}, False
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError,
            RecursionError):
        storage.remove(RECORDS_KEY)
        return {}, True


def save_records(storage: Storage, records: dict[str, GameStats]) -> None:
    storage.put(RECORDS_KEY, json.dumps({game: r.as_json() for game, r in records.items()}))


def add_game(storage: Storage, match: Match, names: tuple[str, ...], today: date) -> Outcome:
    """Count the finished ``match`` (with a human seat) in the stored records; a damaged
    store starts afresh (``Outcome.reset``)."""
    records, reset = load_records(storage)
    config = match.config
    record = records.setdefault(config.game, GameStats())
    sheet = match.game.score_sheet(match.state)
    humans = [p for p, seat in enumerate(config.seats) if seat.is_human]
    record.played += 1
    if len(humans) < config.num_players:
        record.against_ai += 1
        record.won += any(sheet.ranks[p] == 1 for p in humans)
    key = variant(match)
    before = record.best.get(key)
    best = max(humans, key=lambda p: sheet.totals[p])
    new_best = before is None or sheet.totals[best] > before.score
    if new_best:
        record.best[key] = Best(sheet.totals[best], names[best], today.isoformat())
    save_records(storage, records)
    return Outcome(before, new_best, reset)
