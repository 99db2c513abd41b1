"""The atomic decisions of a Ticket to Ride turn.

A turn is one of four actions, some of them in several steps:

* draw cards: :class:`DrawFaceUp` / :class:`DrawBlind`, then (unless a face-up
  locomotive was taken) a second :class:`DrawFaceUp` / :class:`DrawBlind`;
* claim a route: :class:`ClaimRoute`, then :class:`Pay` (the cards); a tunnel then
  reveals three cards and, if more are due, :class:`Pay` again or :class:`DeclineTunnel`;
* draw tickets: :class:`DrawTickets`, then :class:`KeepTickets`;
* build a station: :class:`BuildStation`, then :class:`Pay`.

At the start, every player chooses their tickets with :class:`KeepTickets`.
:class:`Pass` exists only for the (rulebook-silent) position where nothing else is
legal.

Actions compare by their numbers only; ``label`` (city or ticket names for ``str``)
never takes part in equality or hashing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.game import Action
from rules.ttr.mapdata import CARD_NAMES, LOCOMOTIVE


@dataclass(frozen=True, slots=True)
class DrawFaceUp(Action):
    slot: int  # 0-4, left to right
    label: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        card = f" ({self.label})" if self.label else ""
        return f"take face-up card {self.slot + 1}{card}"


@dataclass(frozen=True, slots=True)
class DrawBlind(Action):
    def __str__(self) -> str:
        return "draw the top card of the deck"


@dataclass(frozen=True, slots=True)
class ClaimRoute(Action):
    route: int
    label: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return f"claim route {self.label or self.route}"


@dataclass(frozen=True, slots=True)
class BuildStation(Action):
    city: int
    label: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return f"build a station in {self.label or self.city}"


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """Pay ``locomotives`` locomotives and the rest in ``colour`` cards.

    ``colour`` is a card colour 0-7, or LOCOMOTIVE (8) for a payment made of
    locomotives only.
    """

    colour: int
    locomotives: int
    count: int = field(default=0, compare=False, repr=False)  # total cards, for str

    def __str__(self) -> str:
        if self.colour == LOCOMOTIVE:
            return f"pay {self.locomotives} locomotive{'s' * (self.locomotives != 1)}"
        coloured = self.count - self.locomotives
        text = (
            f"pay {coloured} {CARD_NAMES[self.colour]}"
            if self.count
            else (f"pay {CARD_NAMES[self.colour]}")
        )
        if self.locomotives:
            text += f" + {self.locomotives} locomotive{'s' * (self.locomotives != 1)}"
        return text


@dataclass(frozen=True, slots=True)
class DeclineTunnel(Action):
    def __str__(self) -> str:
        return "decline the tunnel and take the cards back"


@dataclass(frozen=True, slots=True)
class DrawTickets(Action):
    def __str__(self) -> str:
        return "draw destination tickets"


@dataclass(frozen=True, slots=True)
class KeepTickets(Action):
    tickets: tuple[int, ...]  # ticket ids, ascending
    label: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return f"keep tickets {self.label or ', '.join(map(str, self.tickets))}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass (nothing else is possible)"


@dataclass(frozen=True, slots=True)
class DrawTicketMix(Action):
    """Germany: declare a mix of the two ticket decks and draw it.

    ``short`` and ``long`` are the tickets actually taken from each deck (a declared
    mix is cut down to what a deck still holds: «Если карт целей не хватает, игрок
    может взять только оставшиеся»).
    """

    short: int
    long: int

    def __str__(self) -> str:
        return f"draw {self.short} short and {self.long} long tickets"


@dataclass(frozen=True, slots=True)
class TakePassenger(Action):
    """Germany: take one passenger of ``colour`` (a passenger colour index) from ``city``."""

    city: int
    colour: int
    label: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        if self.label:
            return f"take a {self.label}"
        return f"take a passenger of colour {self.colour} in city {self.city}"
