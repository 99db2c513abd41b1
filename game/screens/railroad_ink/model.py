"""What the viewer may do now, indexed for the screen: the legal actions grouped by
die or special and orientation, and the reason a drawing is refused.

Built from a :class:`View` only (the observation and the legal list), so the screen
never needs the state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rules.core.game import Action
from rules.railroad_ink.actions import (
    EndRound,
    EraseRoute,
    IgnoreMeteor,
    Meteor,
    Place,
    PlaceSpecial,
    Volcano,
)
from rules.railroad_ink.board import METEOR_PHASE, Board
from rules.railroad_ink.game import MAX_SPECIALS, InkObservation
from rules.railroad_ink.tiles import (
    EMPTY,
    FACES,
    KIND_OF_FACE,
    LAVA,
    NEIGHBOURS,
    RAIL,
    ROAD,
    SPECIALS,
    V_HAS_LAVA,
    V_SIDES,
    VARIANTS,
    VOLCANO,
    anchored,
    fits,
    variant_of,
)

Pick = tuple[str, int]  # ("die", index) or ("special", index)


@dataclass
class Options:
    """The viewer's legal actions, grouped the way the screen asks for them."""

    places: dict[tuple[str, int, int], dict[int, Action]] = field(default_factory=dict)
    volcano: dict[int, Action] = field(default_factory=dict)
    erase: dict[int, Action] = field(default_factory=dict)
    meteor: dict[int, Action] = field(default_factory=dict)
    ignore: dict[int, Action] = field(default_factory=dict)
    end_round: Action | None = None

    @classmethod
    def build(cls, legal: tuple[Action, ...]) -> Options:
        options = cls()
        for action in legal:
            if isinstance(action, Place):
                key = ("die", action.die, action.variant)
                options.places.setdefault(key, {})[action.cell] = action
            elif isinstance(action, PlaceSpecial):
                key = ("special", action.special, action.variant)
                options.places.setdefault(key, {})[action.cell] = action
            elif isinstance(action, Volcano):
                options.volcano[action.cell] = action
            elif isinstance(action, EraseRoute):
                options.erase[action.cell] = action
            elif isinstance(action, Meteor):
                options.meteor[action.direction] = action
            elif isinstance(action, IgnoreMeteor):
                options.ignore[action.special] = action
            elif isinstance(action, EndRound):
                options.end_round = action
        return options

    def cells_for(self, source: str, index: int, variant: int) -> dict[int, Action]:
        return self.places.get((source, index, variant), {})

    def cells_any(self, source: str, index: int) -> dict[int, list[int]]:
        """cell -> the variants of this die or special that may go there."""
        found: dict[int, list[int]] = {}
        for (kind, number, variant), cells in self.places.items():
            if kind == source and number == index:
                for cell in cells:
                    found.setdefault(cell, []).append(variant)
        return found

    def usable(self, source: str, index: int) -> bool:
        return any(kind == source and number == index for kind, number, _ in self.places)


def face_of(obs: InkObservation, pick: Pick) -> int:
    kind, index = pick
    return obs.dice[index] if kind == "die" else SPECIALS[index]


def representative(obs: InkObservation, die: int) -> int:
    """The die the rules list for this one: the first undrawn die showing the same face."""
    used = obs.own.dice_used
    face = obs.dice[die]
    for other, other_face in enumerate(obs.dice):
        if other_face == face and not used >> other & 1:
            return other
    return die


def oriented(obs: InkObservation, pick: Pick, rotation: int, mirrored: bool) -> int:
    return variant_of(FACES[face_of(obs, pick)].id, rotation, mirrored)


def orientation(variant: int) -> tuple[int, bool]:
    info = VARIANTS[variant]
    return info.rotation, info.mirrored


def refusal(t: Callable[..., str], obs: InkObservation, pick: Pick, variant: int, cell: int,
            board: Board) -> str:
    """The text that says why ``variant`` may not be drawn at ``cell``."""
    kind, index = pick
    own = obs.own
    if own.phase == METEOR_PHASE:
        return t("ink.why.meteor_first")
    if kind == "die" and own.dice_used >> index & 1:
        return t("ink.why.die_used")
    if kind == "special":
        if own.specials_used >> index & 1:
            return t("ink.why.special_used")
        if own.special_this_round:
            return t("ink.why.one_special_per_round")
        if own.specials_used.bit_count() >= MAX_SPECIALS:
            return t("ink.why.three_specials")
    if board.cells[cell] >= 0:
        return t("ink.why.occupied")
    signature = board.signatures[cell]
    if not fits(variant, signature):
        # Only what this game has: the base game's refusal spoke of water and lava.
        sides = V_SIDES[variant]
        expansion = obs.expansion
        if ROAD in sides or RAIL in sides:
            if expansion in ("river", "lake"):
                return t("ink.why.mismatch_route_water")
            if expansion == "lava":
                return t("ink.why.mismatch_route_lava")
            return t("ink.why.mismatch")
        return t("ink.why.mismatch_lava") if expansion == "lava" else t("ink.why.mismatch_water")
    face_kind = KIND_OF_FACE[face_of(obs, pick)]
    if face_kind == "route" and not anchored(variant, signature, (ROAD, RAIL)):
        return t("ink.why.not_connected")
    if face_kind == "lava" and not anchored(variant, signature, (LAVA,)):
        return t("ink.why.lava_not_connected")
    return t("ink.why.not_now")


def volcano_refusal(t: Callable[..., str], board: Board, cell: int) -> str:
    """Why a new volcano may not go on ``cell`` (the one reason "no lava next to it" was
    given for a space beside an exit, where no lava was anywhere near)."""
    if board.cells[cell] != EMPTY:
        return t("ink.why.occupied")
    if any(n >= 0 and board.cells[n] >= 0 and V_HAS_LAVA[board.cells[n]]
           for n in NEIGHBOURS[cell]):
        return t("ink.why.volcano")
    if not fits(VOLCANO, board.signatures[cell]):
        return t("ink.why.volcano_route")
    return t("ink.why.not_now")


def direction_label(t: Callable[..., str], direction: int) -> str:
    """N, E, S or W in the player's language."""
    labels = (t("ink.dir.n"), t("ink.dir.e"), t("ink.dir.s"), t("ink.dir.w"))
    return labels[direction]
