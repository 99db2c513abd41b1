"""The mutable state of a Great Western Trail match: plain ints and lists, cheap to clone.

Per-player facts are lists indexed by player. The board is a handful of lists indexed
by trail node, station, city or job-market space. Decisions in progress live on
``stack``: a list of immutable frames (tuples whose first item names the decision),
the top one being the decision asked now (see :mod:`rules.gwt.flow`).

Which fields are hidden from whom is declared here too (``HIDDEN``), so observation
and determinization follow one list.
"""

from __future__ import annotations

from typing import Any

from rules.core.config import GameConfig
from rules.core.game import State
from rules.core.rng import Rng

Frame = tuple[Any, ...]

#: Field name -> nesting depth of lists (0: int/str/tuple, 1: list, 2: list of lists).
FIELDS: dict[str, int] = {
    # players
    "money": 1,
    "cattleman": 1,  # trail node, -1 before the first placement
    "engine": 1,  # track position
    "cert": 1,  # index on the certificate track
    "discs": 1,  # bit mask of cleared disc spots
    "workers": 2,  # per player: cowboys, craftsmen, engineers (printed ones included)
    "unbuilt": 2,  # per player: building numbers not yet placed (ascending)
    "hand": 2,  # card codes, kept sorted
    "deck": 2,  # draw pile, top = last
    "discard": 2,  # discard pile, in the order cards arrived
    "hazards": 2,  # hazard tile ids collected
    "teepees": 2,  # teepee tile ids collected
    "objectives": 2,  # objective cards in the personal objective area
    "masters": 2,  # station masters taken
    "removed": 2,  # cattle cards removed from the game (culled)
    "first_turn": 1,  # 1 until the player has placed the cattleman
    # board
    "building_at": 1,  # per trail node: building code or -1
    "owner_at": 1,  # per trail node: owner of a private building or -1
    "tile_at": 1,  # per trail node: hazard/teepee tile id or -1
    "station_discs": 2,  # per station: players who upgraded it
    "station_master": 1,  # per station: master index or -1
    "station_worker": 1,  # per station: worker type left there or -1
    "city_discs": 2,  # per city: players' discs (one entry per disc)
    "job": 1,  # 12 rows x 4 columns: worker type or -1
    "token_row": 0,  # row of the job-market token; 12 once it left over the red arrow
    "token_holder": 0,  # player who took the token, -1
    "waiting": 2,  # Kansas City waiting room: 3 columns of tile ids
    "supply": 2,  # the three face-down supplies, top = last
    "supply_known": 1,  # per supply: how many tiles at the bottom are known (sent back)
    "gone": 1,  # tiles removed from the game (no free space)
    "market": 1,  # cattle market, sorted
    "market_deck": 1,
    "display": 1,  # objective display
    "objective_deck": 1,
    "sides": 0,  # private building side per number 1-10: "a"/"b" string of 10
    "neutral_layout": 0,
    # flow
    "current": 0,
    "end_by": 0,  # player who took the job-market token, -1
    "final_left": 0,  # players still to take their final turn
    "over": 0,
    "stack": 1,
    "turns": 0,
}

#: The hidden option naming the rules revision a game is played by (see ``rules.py``).
REVISION = "revision"
#: What each revision corrected; a code written before it replays under the earlier rule.
REVISIONS = {
    "2": "replacing a building takes one that needs more craftsmen (revision 1: a higher "
         "number, so 1a could become 2a for no craftsman and no dollar)",
    "3": "objective cards may be played in Kansas City before its income subphase, while "
         "the hand is held (revisions 1-2: not from its first subphase to its last)",
}


def revision(s: GwtState) -> int:
    """The rules revision ``s`` is played by."""
    return int(s.config.option(REVISION))


#: Fields hidden from some players: handled by observe/determinize.
HIDDEN = ("hand", "deck", "supply", "market_deck", "objective_deck")


class GwtState(State):
    game_id = "gwt"
    __slots__ = tuple(FIELDS)

    money: list[int]
    cattleman: list[int]
    engine: list[int]
    cert: list[int]
    discs: list[int]
    workers: list[list[int]]
    unbuilt: list[list[int]]
    hand: list[list[int]]
    deck: list[list[int]]
    discard: list[list[int]]
    hazards: list[list[int]]
    teepees: list[list[int]]
    objectives: list[list[int]]
    masters: list[list[int]]
    removed: list[list[int]]
    first_turn: list[int]
    building_at: list[int]
    owner_at: list[int]
    tile_at: list[int]
    station_discs: list[list[int]]
    station_master: list[int]
    station_worker: list[int]
    city_discs: list[list[int]]
    job: list[int]
    token_row: int
    token_holder: int
    waiting: list[list[int]]
    supply: list[list[int]]
    supply_known: list[int]
    gone: list[int]
    market: list[int]
    market_deck: list[int]
    display: list[int]
    objective_deck: list[int]
    sides: str
    neutral_layout: tuple[int, ...]
    current: int
    end_by: int
    final_left: int
    over: int
    stack: list[Frame]
    turns: int

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        super().__init__(config, rng)

    def copy(self) -> GwtState:
        other = GwtState.__new__(GwtState)
        other.config = self.config
        other.rng = self.rng.copy()
        for name, depth in FIELDS.items():
            value = getattr(self, name)
            if depth == 1:
                value = list(value)
            elif depth == 2:
                value = [list(inner) for inner in value]
            setattr(other, name, value)
        return other

    def snapshot(self) -> tuple[Any, ...]:
        """Every field as immutable values (lists become tuples), in FIELDS order."""
        out: list[Any] = []
        for name, depth in FIELDS.items():
            value = getattr(self, name)
            if depth == 1:
                value = tuple(value)
            elif depth == 2:
                value = tuple(tuple(inner) for inner in value)
            out.append(value)
        return tuple(out)

    @classmethod
    def restore(cls, config: GameConfig, rng: Rng, values: tuple[Any, ...]) -> GwtState:
        state = cls.__new__(cls)
        state.config = config
        state.rng = rng
        for (name, depth), value in zip(FIELDS.items(), values, strict=True):
            if depth == 1:
                value = list(value)
            elif depth == 2:
                value = [list(inner) for inner in value]
            setattr(state, name, value)
        return state
