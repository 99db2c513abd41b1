"""The decisions a Railroad Ink player makes, as small frozen values.

A round is a sequence of atomic decisions per player; the legal list is, in order:

1. (Meteor only, the first decision of each round, and then nothing else)
   :class:`Meteor` for each direction the direction die allows (N, E, S, W), then
   :class:`IgnoreMeteor` for each special route still free (while fewer than 3 are used).
2. :class:`Place` by die (0-5; the first undrawn die showing a given face stands for
   every die showing it), then by cell (0-48, row by row), then by variant number;
3. :class:`PlaceSpecial` by special (0-5), cell, variant — while no special was drawn
   this round and fewer than 3 in the game;
4. (Lava) :class:`Volcano` by cell, then :class:`EraseRoute` by cell;
5. :class:`EndRound`, last, when the rules allow finishing the round: no undrawn route
   die fits anywhere, and (Lava) a lava die was drawn or nothing could bring lava.

Variant numbers follow :data:`rules.railroad_ink.tiles.VARIANTS`: per face, turns 0-3
unmirrored, then turns 0-3 mirrored, duplicates left out.

Place actions are memoized per die, face, cell and the cell's signature, so building
legal lists is a few look-ups.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core.game import Action
from rules.core.memo import Memo
from rules.railroad_ink.tiles import (
    DIRECTION_NAMES,
    FACES,
    LEGAL,
    SPECIALS,
    VARIANTS,
    cell_name,
)


def describe_variant(variant: int) -> str:
    info = VARIANTS[variant]
    text = FACES[info.face].id.replace("_", " ")
    turns = []
    if info.rotation:
        turns.append(f"turned {90 * info.rotation}°")
    if info.mirrored:
        turns.append("mirrored")
    return f"{text} ({', '.join(turns)})" if turns else text


@dataclass(frozen=True)
class Place(Action):
    """Draw the face of die ``die`` (0-2 route dice, 3 junction die, 4-5 expansion dice)
    in orientation ``variant`` at ``cell`` (row * 7 + column)."""

    die: int
    variant: int
    cell: int

    def __str__(self) -> str:
        shown = describe_variant(self.variant)
        return f"draw die {self.die + 1}: {shown} at {cell_name(self.cell)}"


@dataclass(frozen=True)
class PlaceSpecial(Action):
    """Draw special route ``special`` (0-5) in orientation ``variant`` at ``cell``."""

    special: int
    variant: int
    cell: int

    def __str__(self) -> str:
        return (
            f"draw special route {describe_variant(self.variant)} at {cell_name(self.cell)}"
        )


@dataclass(frozen=True)
class Volcano(Action):
    """Lava: open a new volcano at ``cell`` (not next to any lava)."""

    cell: int

    def __str__(self) -> str:
        return f"open a volcano at {cell_name(self.cell)}"


@dataclass(frozen=True)
class EraseRoute(Action):
    """Lava: erase the route at ``cell`` to make room for lava."""

    cell: int

    def __str__(self) -> str:
        return f"erase the route at {cell_name(self.cell)} to make room for lava"


@dataclass(frozen=True)
class Meteor(Action):
    """Meteor: let this round's meteor fly in ``direction`` (0 N, 1 E, 2 S, 3 W)."""

    direction: int

    def __str__(self) -> str:
        return f"the meteor flies {DIRECTION_NAMES[self.direction]}"


@dataclass(frozen=True)
class IgnoreMeteor(Action):
    """Meteor: cross off special route ``special`` to ignore this round's meteor."""

    special: int

    def __str__(self) -> str:
        name = FACES[SPECIALS[self.special]].id.replace("_", " ")
        return f"cross off {name} to ignore the meteor"


@dataclass(frozen=True)
class EndRound(Action):
    """Finish drawing for this round."""

    def __str__(self) -> str:
        return "finish the round"


#: One object per (die, variant, cell) and (special, variant, cell): at most a few
#: thousand, shared by every memo entry below.
_PLACE_OBJECTS = Memo(lambda key: Place(key >> 13, (key >> 6) & 127, key & 63), limit=1 << 20)
_SPECIAL_OBJECTS = Memo(
    lambda key: PlaceSpecial(key >> 13, (key >> 6) & 127, key & 63), limit=1 << 20
)
#: Memo sizes: big enough that a game's look-ups hit, small enough for a browser tab.
#: Each die-and-face (at most 6 dice x 6 faces) and each special has its own table of
#: at most _MEMO_LIMIT entries.
_MEMO_LIMIT = 1 << 12


def _place_table(die: int, face: int) -> Memo:
    """``table[cell << 16 | signature]`` -> the Place actions of ``face`` from ``die``."""
    return Memo(_placements(_PLACE_OBJECTS, die << 13, face << 16), limit=_MEMO_LIMIT)


def _special_table(special: int) -> Memo:
    """``table[cell << 16 | signature]`` -> the PlaceSpecial actions of ``special``."""
    return Memo(
        _placements(_SPECIAL_OBJECTS, special << 13, SPECIALS[special] << 16),
        limit=_MEMO_LIMIT,
    )


def _placements(objects: Memo, base: int, face_key: int) -> Callable[[int], tuple[Any, ...]]:
    """The computation behind a placement table (a miss costs little: most are empty)."""

    def compute(key: int) -> tuple[Any, ...]:
        variants = LEGAL[face_key | key & 0xFFFF]
        if not variants:
            return ()
        cell = key >> 16
        return tuple([objects[base | variant << 6 | cell] for variant in variants])

    return compute


#: PLACE_TABLES[die << 6 | face][cell << 16 | signature] -> the Place actions there.
#: One table per die and face, so a legal list maps a board's keys through it directly.
PLACE_TABLES = Memo(lambda unit: _place_table(unit >> 6, unit & 63), limit=1 << 12)
#: SPECIAL_TABLES[special][cell << 16 | signature] -> the PlaceSpecial actions there.
SPECIAL_TABLES = tuple(_special_table(special) for special in range(len(SPECIALS)))


def places(die: int, face: int, cell: int, signature: int) -> tuple[Place, ...]:
    """Every legal way to draw ``face`` from die ``die`` at ``cell``."""
    found: tuple[Place, ...] = PLACE_TABLES[die << 6 | face][cell << 16 | signature]
    return found


def special_places(special: int, cell: int, signature: int) -> tuple[PlaceSpecial, ...]:
    """Every legal way to draw special route ``special`` at ``cell``."""
    found: tuple[PlaceSpecial, ...] = SPECIAL_TABLES[special][cell << 16 | signature]
    return found


END_ROUND = EndRound()
