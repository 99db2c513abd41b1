"""The registry of effects: every effect named in the data, implemented once.

Each effect has ``feasible`` (its requirements and costs can be met in full now) and
``begin`` (carry it out, pushing decision frames for any choice it needs). Building
actions, risk actions, worker-slot actions, station masters and objective cards all
name effects from this registry. The effects themselves live in ``effects_cards``
(cards, market, auxiliary actions) and ``effects_places`` (everything on the board);
importing :mod:`rules.gwt.flow` registers them all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.core.game import Action, Event
from rules.gwt import board
from rules.gwt.actions import (
    Decline,
    Immediate,
)
from rules.gwt.data import Data, Effect
from rules.gwt.frames import decision, pop, reaction
from rules.gwt.state import Frame, GwtState

NO = -1
Feasible = Callable[[GwtState, Data, int, Effect], bool]
Begin = Callable[[GwtState, Data, int, Effect, list[Event]], None]


@dataclass(frozen=True)
class EffectImpl:
    feasible: Feasible
    begin: Begin


EFFECTS: dict[str, EffectImpl] = {}


def effect(name: str, feasible: Feasible) -> Callable[[Begin], Begin]:
    def register(begin: Begin) -> Begin:
        EFFECTS[name] = EffectImpl(feasible, begin)
        return begin

    return register


def feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return EFFECTS[eff.name].feasible(s, data, player, eff)


def begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    EFFECTS[eff.name].begin(s, data, player, eff, events)


def always(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return True


def maximum(s: GwtState, data: Data, player: int, eff: Effect) -> int:
    if eff.max_from == "engineers":
        return board.engineers(s, player)
    if eff.max_from == "woods_buildings":
        return board.woods_buildings(s, data, player)
    if eff.max_from == "cowboys":
        return board.cowboys(s, player)
    return eff.max


# ----- optional immediate actions (worker slots, station masters, objective cards) ---------------
def immediate_effects(data: Data, frame: Frame) -> tuple[Effect, ...]:
    _, source, key = frame
    if source == "slot":
        slot_effect = data.slot_actions[key // 6][key % 6]
        return () if slot_effect is None else (slot_effect,)
    if source == "master":
        return data.station_masters[key].immediate
    action = data.objectives[key - data.first_objective].action
    return () if action is None else (action,)


@decision("immediate")
def _immediate_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    options: list[Action] = [
        Immediate(i) for i, eff in enumerate(immediate_effects(data, frame))
        if feasible(s, data, player, eff)
    ]
    return [*options, Decline()] if options else []


@reaction("immediate")
def _immediate_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                     events: list[Event]) -> None:
    pop(s)
    if isinstance(action, Immediate):
        begin(s, data, player, immediate_effects(data, frame)[action.option], events)


