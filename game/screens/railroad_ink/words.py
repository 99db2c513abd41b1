"""What the Railroad Ink screen says about actions: the hint shown on the board, an
action in words (the hint toast when it cannot be shown), and the log's fields.

Functions of the screen, kept here so the screen module keeps the model and the input.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.screens.railroad_ink.model import direction_label, orientation
from rules.core.game import Action, Event
from rules.railroad_ink.actions import (
    EraseRoute,
    IgnoreMeteor,
    Meteor,
    Place,
    PlaceSpecial,
    Volcano,
)
from rules.railroad_ink.tiles import CELLS, FACES, SPECIALS, cell_name

if TYPE_CHECKING:
    from game.screens.railroad_ink.screen import RailroadInkScreen


def face_name(screen: RailroadInkScreen, face_id: str) -> str:
    return screen.t(f"event.railroad-ink.face.{face_id}", face_id)


def special_name(screen: RailroadInkScreen, special: int) -> str:
    return face_name(screen, FACES[SPECIALS[special]].id)


def show_hint(screen: RailroadInkScreen, action: Action) -> bool:
    """Show the suggested ``action`` on the board; False when only words can say it."""
    if screen.obs is None:
        return False
    if isinstance(action, Place):
        screen.pick = ("die", action.die)
    elif isinstance(action, PlaceSpecial):
        screen.pick = ("special", action.special)
    elif isinstance(action, Volcano | EraseRoute):
        # The Lava's tools: the tool is taken up and the suggested space marked
        # (it used to be the toast "Hint: Volcano(cell=17)", the action's repr).
        screen.shown = None
        screen.tool = "volcano" if isinstance(action, Volcano) else "erase"
        screen.pending = action.cell
        screen.hinted = action
        key = "ink.hint_tool_key" if screen.keyboard else "ink.hint_tool"
        screen.say(screen.t(key, action=describe(screen, action)), action.cell)
        screen.rebuild()  # the tool's button looks in use
        return True
    else:
        screen.hinted = action
        return False
    screen.shown = None
    screen.tool = None
    screen.rotation, screen.mirrored = orientation(action.variant)
    screen.pending = action.cell
    screen.hinted = action
    screen.say(screen.t("ink.hint_shown_key" if screen.keyboard else "ink.hint_shown"),
               action.cell)
    return True


def describe(screen: RailroadInkScreen, action: Action) -> str:
    t = screen.t
    if isinstance(action, Meteor):
        return t("ink.describe.meteor", direction=direction_label(t, action.direction))
    if isinstance(action, IgnoreMeteor):
        # which special route to cross off, not just "a special route"
        return t("ink.describe.ignore_with", special=special_name(screen, action.special))
    if isinstance(action, Volcano):
        return t("ink.describe.volcano", cell=cell_name(action.cell))
    if isinstance(action, EraseRoute):
        return t("ink.describe.erase", cell=cell_name(action.cell))
    if screen.options.end_round is action:
        return t("ink.describe.end_round")
    return str(action)


def event_fields(screen: RailroadInkScreen, event: Event) -> Mapping[str, Any]:
    """Faces by name and spaces as on the sheet (rows A-G, columns 1-7)."""
    values: dict[str, Any] = dict(event.details)
    for name in ("face", "special", "erased"):
        value = values.get(name)
        if isinstance(value, str):
            values[name] = face_name(screen, value)
    cell = values.get("cell")
    if isinstance(cell, int) and 0 <= cell < CELLS:
        values["cell"] = cell_name(cell)
    return values


def need_tool(screen: RailroadInkScreen) -> str:
    """What to do when no die can be picked, the round may not end yet and only a new
    volcano or an erased route can bring the lava the round needs ("…вы должны либо
    открыть новый вулкан, либо стереть Путь"); "" when that is not the case."""
    options = screen.options
    if screen.pick is not None or options.end_round is not None:
        return ""
    if options.volcano and options.erase:
        return screen.t("ink.why.need_tool")
    if options.volcano:
        return screen.t("ink.why.need_volcano")
    if options.erase:
        return screen.t("ink.why.need_erase")
    return ""


def meteor_first(screen: RailroadInkScreen, status: bool = False) -> str:
    """The Meteor's first step, in the status line or as a refusal. It offered a special
    route to ignore the meteor when all three were used (the rules allow only "доступный
    Специальный маршрут"): then only the direction is spoken of."""
    if status and len(screen.options.meteor) == 1:  # its dice leave one direction: "pick
        # its direction" asked for a choice there was not
        return screen.t("ink.meteor_one" if screen.options.ignore
                        else "ink.meteor_one_no_special")
    if screen.options.ignore:
        return screen.t("ink.meteor_choose" if status else "ink.why.meteor_first")
    return screen.t("ink.meteor_choose_no_special" if status
                    else "ink.why.meteor_first_no_special")
