"""The atomic decisions of Great Western Trail, as small frozen values.

A turn is a sequence of these: where to step, which local action to use, which worker
to hire, which disc to take... Each decision has its own canonical legal list
(:mod:`rules.gwt.flow`). ``str`` reads well in a game log.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.game import Action
from rules.gwt.data import HAZARD_TYPES, TEEPEE_COLOURS, WORKER, WORKER_TYPES, load

AUX_NAMES = ("gain $", "draw and discard", "certificates", "engine forward", "remove cards")


def _node(node: int) -> str:
    return load().node_ids[node]


def _card(card: int) -> str:
    return load().card_names[card]


@dataclass(frozen=True)
class PlaceCattleman(Action):
    node: int

    def __str__(self) -> str:
        return f"start on neutral building at {_node(self.node)}"


@dataclass(frozen=True)
class Step(Action):
    node: int

    def __str__(self) -> str:
        return f"step to {_node(self.node)}"


@dataclass(frozen=True)
class Stop(Action):
    def __str__(self) -> str:
        return "stop here"


@dataclass(frozen=True)
class UseLocal(Action):
    index: int
    option: int

    def __str__(self) -> str:
        return f"use local action {self.index + 1}" + (f" (option {self.option + 1})"
                                                       if self.option else "")


@dataclass(frozen=True)
class Aux(Action):
    aux: int
    double: bool

    def __str__(self) -> str:
        return f"{'double' if self.double else 'single'} auxiliary action: {AUX_NAMES[self.aux]}"


@dataclass(frozen=True)
class EndPhase(Action):
    def __str__(self) -> str:
        return "finish phase B"


@dataclass(frozen=True)
class PlayObjective(Action):
    card: int

    def __str__(self) -> str:
        return f"play objective card {_card(self.card)}"


@dataclass(frozen=True)
class Hire(Action):
    row: int
    column: int

    def __str__(self) -> str:
        return f"hire worker from job-market row {self.row + 1}, space {self.column + 1}"


@dataclass(frozen=True)
class Build(Action):
    number: int
    node: int

    def __str__(self) -> str:
        return f"build building {self.number} at {_node(self.node)}"


@dataclass(frozen=True)
class TakeObjective(Action):
    slot: int  # display slot, or -1 for the top of the deck

    def __str__(self) -> str:
        return "take the top objective card" if self.slot < 0 else (
            f"take objective card {self.slot + 1} of the display")


@dataclass(frozen=True)
class EngineTo(Action):
    position: int

    def __str__(self) -> str:
        data = load()
        if data.track_is_turnout[self.position]:
            station = data.stations[data.track_station[self.position]]
            return f"move engine to station {station.number}"
        return f"move engine to space {self.position}"


@dataclass(frozen=True)
class Upgrade(Action):
    def __str__(self) -> str:
        return "upgrade the station"


@dataclass(frozen=True)
class Decline(Action):
    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True)
class TakeDisc(Action):
    spot: int

    def __str__(self) -> str:
        return f"take the disc from {load().disc_ids[self.spot]}"


@dataclass(frozen=True)
class TakeStationDisc(Action):
    station: int

    def __str__(self) -> str:
        return f"take back the disc from station {self.station + 1}"


@dataclass(frozen=True)
class Appoint(Action):
    worker: int

    def __str__(self) -> str:
        return f"appoint a {WORKER_TYPES[self.worker]} as station master"


@dataclass(frozen=True)
class TakeTeepee(Action):
    node: int

    def __str__(self) -> str:
        return f"trade with the Indians at {_node(self.node)}"


@dataclass(frozen=True)
class TakeHazard(Action):
    node: int

    def __str__(self) -> str:
        return f"remove the hazard at {_node(self.node)}"


@dataclass(frozen=True)
class Buy(Action):
    price: int
    first: int
    second: int  # -1 when the price row buys one card

    def __str__(self) -> str:
        cards = _card(self.first) + (f" and {_card(self.second)}" if self.second >= 0 else "")
        p = load().prices[self.price]
        return f"buy {cards} with {p.cowboys} cowboy(s) for ${p.dollars}"


@dataclass(frozen=True)
class AddCards(Action):
    def __str__(self) -> str:
        return "use a cowboy to add 2 cards to the cattle market"


@dataclass(frozen=True)
class Done(Action):
    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Discard(Action):
    card: int

    def __str__(self) -> str:
        return f"discard {_card(self.card)}"


@dataclass(frozen=True)
class DrawCards(Action):
    count: int

    def __str__(self) -> str:
        return f"draw {self.count} card(s)"


@dataclass(frozen=True)
class ChooseTile(Action):
    column: int
    index: int

    def __str__(self) -> str:
        return f"take waiting-room tile {self.index + 1} of column {self.column + 1}"


@dataclass(frozen=True)
class UseCertificates(Action):
    count: int

    def __str__(self) -> str:
        return f"spend {self.count} temporary certificate(s)"


@dataclass(frozen=True)
class Deliver(Action):
    city: int

    def __str__(self) -> str:
        return f"deliver to {load().cities[self.city].id}"


@dataclass(frozen=True)
class UseAdjacent(Action):
    node: int

    def __str__(self) -> str:
        return f"use the building at {_node(self.node)}"


@dataclass(frozen=True)
class UpgradeStation(Action):
    station: int

    def __str__(self) -> str:
        return f"upgrade station {self.station + 1}"


@dataclass(frozen=True)
class Immediate(Action):
    option: int

    def __str__(self) -> str:
        return f"use the immediate action (option {self.option + 1})"


def describe_tile(tile: int) -> str:
    t = load().tiles[tile]
    if t.kind == WORKER:
        return WORKER_TYPES[t.sub]
    if t.kind == 1:
        return f"{HAZARD_TYPES[t.sub]} ({t.vp} VP)"
    return f"{TEEPEE_COLOURS[t.sub]} teepee"
