"""Playing objective cards from the hand: when it is allowed is the caller's (before
phase A, in phase B around an action, in Kansas City before its income); what a play does
is here, once."""

from __future__ import annotations

from rules.core.game import Action, Event
from rules.gwt.actions import PlayObjective
from rules.gwt.data import Data
from rules.gwt.frames import push
from rules.gwt.state import GwtState


def objective_plays(s: GwtState, data: Data, player: int) -> list[Action]:
    return [PlayObjective(c) for c in sorted(set(s.hand[player])) if data.card_breed[c] < 0]


def play_objective(s: GwtState, data: Data, player: int, card: int, events: list[Event]) -> None:
    s.hand[player].remove(card)
    s.objectives[player].append(card)
    events.append(Event("play_objective", player, {"card": data.card_names[card]}))
    action = data.objectives[card - data.first_objective].action
    if action is None:
        return
    if action.name == "gain_dollars":
        s.money[player] += action.amount  # money rewards are taken in full
    else:
        push(s, ("immediate", "objective", card))
