"""Whole turns: enumerate a player's complete action sequences on a determinized state.

A Great Western Trail turn is many atomic decisions (objective cards, each step, the
local actions and their sub-choices, Kansas City). :func:`search_turn` walks them depth
first on copies of a state the agent built from its observation, keeping at each
decision the few actions :mod:`rules.ai.gwt.candidates` finds worth a look. A budget of
leaves (finished turns) is split evenly between the actions of each decision; a branch
whose share is used up is finished with the cheap default policy. Every finished turn
is scored with :func:`rules.ai.gwt.evaluate.value` once the next player is to act.
An optional ``stop`` (the caller's deadline) makes every branch not yet searched be
finished by the default policy at once, so a search ends soon after its time is up.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass

from rules.ai.gwt.candidates import ordered
from rules.ai.gwt.evaluate import value
from rules.ai.gwt.fastcopy import copy_state
from rules.core.game import Action
from rules.gwt import flow
from rules.gwt.state import GwtState

#: A guard against a turn that never ends (no real turn comes near it).
MAX_TURN_DECISIONS = 200

Tick = Callable[[], bool]


@dataclass
class TurnPlan:
    """A complete turn: its actions (forced ones included) and the value it reached."""

    actions: list[Action]
    value: float
    leaves: int = 0
    state: GwtState | None = None  # where the turn ended (the search's own copy)


def never() -> bool:
    """A tick or stop that never fires (no slices, no deadline)."""
    return False


def finish_turn(s: GwtState, player: int, actions: list[Action] | None = None) -> None:
    """Play the rest of ``player``'s turn on ``s`` with the cheap default policy."""
    for _ in range(MAX_TURN_DECISIONS):
        if s.over or s.current != player:
            return
        legal = flow.legal(s, player)
        action = legal[0] if len(legal) == 1 else ordered(s, player, legal)[0]
        flow.apply(s, player, action)
        if actions is not None:
            actions.append(action)


def search_turn(
    s: GwtState, player: int, budget: int, tick: Tick = never,
    evaluate: Callable[[GwtState, int], float] = value, stop: Tick = never,
) -> Generator[None, None, TurnPlan]:
    """The best complete turn found within ``budget`` leaves (``s`` is not changed).

    Yields whenever ``tick()`` says a time slice is used up; once ``stop()`` says True
    the branches not yet searched are only finished by the default policy.
    """
    found = yield from _search(copy_state(s), player, max(1, budget), [], tick, evaluate,
                               stop)
    return found


def _search(
    s: GwtState, player: int, budget: int, path: list[Action], tick: Tick,
    evaluate: Callable[[GwtState, int], float], stop: Tick = never,
) -> Generator[None, None, TurnPlan]:
    """``s`` is owned by this call (it is changed)."""
    path = list(path)
    for _ in range(MAX_TURN_DECISIONS):
        if s.over or s.current != player:
            if tick():
                yield
            return TurnPlan(path, evaluate(s, player), 1, s)
        legal = flow.legal(s, player)
        choices = legal if len(legal) == 1 else ordered(s, player, legal)
        if budget <= 1 or len(choices) == 1 or stop():
            flow.apply(s, player, choices[0])
            path.append(choices[0])
            continue
        tried = choices[:budget]
        share, extra = divmod(budget, len(tried))
        best: TurnPlan | None = None
        leaves = 0
        for i, action in enumerate(tried):
            child = copy_state(s)
            flow.apply(child, player, action)
            found = yield from _search(child, player, share + (1 if i < extra else 0),
                                       [*path, action], tick, evaluate, stop)
            leaves += found.leaves
            if best is None or found.value > best.value:
                best = found
        assert best is not None
        best.leaves = leaves
        return best
    finish_turn(s, player, path)
    return TurnPlan(path, evaluate(s, player), 1, s)


def top_turns(
    s: GwtState, player: int, budget: int, keep: int, tick: Tick = never,
    evaluate: Callable[[GwtState, int], float] = value, stop: Tick = never,
) -> Generator[None, None, list[TurnPlan]]:
    """Up to ``keep`` good turns that differ in their first real decision(s).

    The search above keeps only the best leaf per branch; here the root decisions
    (and the decisions they lead to while only one action is forced) are expanded one
    level further, so the candidates are the best turn under each early choice.
    """
    plans: list[TurnPlan] = []
    frontier: list[tuple[GwtState, list[Action]]] = [(copy_state(s), [])]
    # Expand the first branching decisions until there are enough branches.
    while frontier and len(frontier) < keep:
        state, path = frontier.pop(0)
        while not state.over and state.current == player:
            legal = flow.legal(state, player)
            if len(legal) > 1:
                break
            flow.apply(state, player, legal[0])
            path = [*path, legal[0]]
        if state.over or state.current != player:
            plans.append(TurnPlan(path, evaluate(state, player), 1, state))
            continue
        legal = flow.legal(state, player)
        for action in ordered(state, player, legal):
            child = copy_state(state)
            flow.apply(child, player, action)
            frontier.append((child, [*path, action]))
            if tick():
                yield
    if frontier:
        share = max(1, budget // len(frontier))
        for state, path in frontier:
            found = yield from _search(state, player, share, path, tick, evaluate, stop)
            plans.append(found)
    plans.sort(key=lambda plan: -plan.value)
    return plans[:keep]
