"""A Railroad Ink challenge code, as the friend who receives it plays it.

A challenge code carries the game, the config (each seat's controller: human or an AI
level; no names) and the seed: "the same dice for everyone" (DESIGN.md, save codes).
It opened as the sender's table: a hot-seat challenge came up as a hot-seat game of
the sender's players. The receiver wants to roll the same dice themselves.

Our choice: the sender's human seats (the people at the sender's device) become one
seat, the receiver's, where the first of them sat; the AI seats stay, each at its level.
The code carries the controllers on purpose (the config is part of a challenge in
DESIGN.md), so the receiver meets the opponents the sender met, with the same dice: a
fair comparison. A code with no human seat (a game of AIs, watched) seats the receiver
first, in front of them (in place of the first AI when the table is full). Railroad
Ink's dice come from the game's random numbers alone, whoever sits at the table, so
the seats can change without changing a single die (a test checks it).
"""

from __future__ import annotations

from rules.core.config import GameConfig, Seat
from rules.core.record import Match
from rules.core.registry import get_game


def receiver_seat(config: GameConfig) -> int:
    """Where the receiver sits at the table :func:`receiver_config` makes."""
    humans = [i for i, seat in enumerate(config.seats) if seat.is_human]
    return humans[0] if humans else 0


def receiver_config(config: GameConfig, name: str = "") -> GameConfig:
    """``config`` with the sender's human seats replaced by one for the receiver
    (named ``name``; "" for the default) and its AI seats kept."""
    me = Seat("human", name)
    seats = list(config.seats)
    if any(seat.is_human for seat in seats):
        first = receiver_seat(config)
        seats = [me if i == first else seat for i, seat in enumerate(seats)
                 if i == first or not seat.is_human]
    elif len(seats) < get_game(config.game).max_players:
        seats.insert(0, me)
    else:
        seats[0] = me
    return GameConfig(config.game, tuple(seats), config.options)


def receiver_match(match: Match, name: str = "") -> Match:
    """The challenge's game as the receiver starts it: same seed, dice and expansion."""
    return Match(receiver_config(match.config, name), match.seed)
