"""The turn: before phase A (objective cards), phase A (movement and fees), phase B
(local actions or one single auxiliary action), phase C (refill the hand), and the end
of the game. Also the top-level ``legal`` / ``apply`` over the decision stack."""

from __future__ import annotations

from rules.core.errors import RulesError
from rules.core.game import Action, Event
from rules.gwt import (  # noqa: F401  (registers their frames)
    board,
    effects_places,
    kansas,
    railway,
)
from rules.gwt.actions import (
    Aux,
    Done,
    EndPhase,
    PlaceCattleman,
    PlayObjective,
    Step,
    Stop,
    UseLocal,
)
from rules.gwt.data import NEUTRAL, Data, Effect, load
from rules.gwt.effects import begin, feasible
from rules.gwt.effects_cards import aux_options, run_aux
from rules.gwt.frames import (
    APPLY,
    AUTO,
    LEGAL,
    automatic,
    decision,
    pop,
    push,
    reaction,
    replace_top,
)
from rules.gwt.objective_cards import objective_plays, play_objective
from rules.gwt.state import Frame, GwtState

NO = -1
#: A guard: a game that somehow has not ended after this many turns ends anyway
#: (seeded soak tests assert it is never reached).
MAX_TURNS = 2000
NORMAL, FREE_BEFORE_A, FREE_IN_B = range(3)
#: Decisions that always offer something (not checked for skipping, which saves time).
NEVER_EMPTY = frozenset(("start", "move", "phase_b", "adjacent", "buy", "kc_income"))


# ----- top level -----------------------------------------------------------------------------
def legal(s: GwtState, player: int) -> list[Action]:
    if s.over or player != s.current or not s.stack:
        return []
    frame = s.stack[-1]
    return LEGAL[frame[0]](s, load(), player, frame)


def apply(s: GwtState, player: int, action: Action) -> list[Event]:
    data = load()
    frame = s.stack[-1]
    events: list[Event] = []
    APPLY[frame[0]](s, data, player, frame, action, events)
    settle(s, data, events)
    return events


def settle(s: GwtState, data: Data, events: list[Event]) -> None:
    """Run automatic steps and skip decisions that offer nothing, until a real decision."""
    while not s.over:
        if not s.stack:
            raise RulesError("gwt: the decision stack ran empty (engine bug)")
        frame = s.stack[-1]
        kind = frame[0]
        if kind in AUTO:
            AUTO[kind](s, data, frame, events)
        elif kind not in NEVER_EMPTY and not LEGAL[kind](s, data, s.current, frame):
            pop(s)
        else:
            return


# ----- before phase A and phase A ---------------------------------------------------------------
@decision("start")
def _start_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    out = objective_plays(s, data, player)
    if s.first_turn[player]:
        out += [PlaceCattleman(n) for n in data.neutral_sites]
    else:
        out += [Step(n) for n in board.next_locations(s, data, s.cattleman[player])]
    return out


@reaction("start")
def _start_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                 events: list[Event]) -> None:
    if isinstance(action, PlayObjective):
        play_objective(s, data, player, action.card, events)
    elif isinstance(action, PlaceCattleman):
        pop(s)
        s.cattleman[player] = action.node
        s.first_turn[player] = 0
        events.append(Event("cattleman", player, {"node": data.node_ids[action.node]}))
        begin_phase_b(s, data, action.node)
    else:
        assert isinstance(action, Step)
        replace_top(s, ("move", board.step_limit(s, data, player), 0, NORMAL))
        _move_apply(s, data, player, s.stack[-1], action, events)


@decision("move")
def _move_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    _, remaining, moved, mode = frame
    out: list[Action] = []
    if remaining > 0:
        out += [Step(n) for n in board.next_locations(s, data, s.cattleman[player])
                if mode == NORMAL or n != data.kansas_city]
    if moved:
        out.append(Stop())
    return out


@reaction("move")
def _move_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                events: list[Event]) -> None:
    _, remaining, moved, mode = frame
    if isinstance(action, Step):
        s.cattleman[player] = action.node
        events.append(Event("step", player, {"node": data.node_ids[action.node]}))
        if mode == NORMAL:
            board.pay_fee(s, data, player, action.node, events)
        if remaining > 1 and action.node != data.kansas_city:
            replace_top(s, ("move", remaining - 1, moved + 1, mode))
            return
    pop(s)
    if mode == FREE_BEFORE_A:
        return  # the reached location is not used; phase A starts from there
    while s.stack[-1][0] in ("phase_b", "adjacent"):
        pop(s)  # the place left behind offers nothing more
    if mode == NORMAL:
        begin_phase_b(s, data, s.cattleman[player])


def begin_phase_b(s: GwtState, data: Data, node: int) -> None:
    if node == data.kansas_city:
        kansas.enter_kansas_city(s)
    else:
        push(s, ("phase_b", node, 0, 0))


# ----- phase B ------------------------------------------------------------------------------------
def local_actions(s: GwtState, data: Data, player: int, node: int,
                  with_risk: bool = True) -> tuple[tuple[Effect, ...], ...]:
    """The local actions a player may use at ``node``: a neutral building's, or their own
    building's plus the risk action printed at its site; none anywhere else."""
    code = s.building_at[node]
    if code == NO:
        return ()
    owner = s.owner_at[node]
    if data.node_kind[node] != NEUTRAL and owner != player:
        return ()
    actions = data.buildings[code].actions
    risk = data.risk[node]
    if with_risk and risk is not None:
        actions = (*actions, (risk,))
    return actions


def _local_options(s: GwtState, data: Data, player: int,
                   actions: tuple[tuple[Effect, ...], ...], used: int) -> list[Action]:
    out: list[Action] = []
    for i, options in enumerate(actions):
        if used >> i & 1:
            continue
        out += [UseLocal(i, j) for j, eff in enumerate(options) if feasible(s, data, player, eff)]
    return out


@decision("phase_b")
def _phase_b_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    _, node, used, acted = frame
    out: list[Action] = []
    if acted != 2:
        out += _local_options(s, data, player, local_actions(s, data, player, node), used)
    if acted == 0:
        out += aux_options(s, data, player, False)
    out += objective_plays(s, data, player)
    if acted:
        out.append(EndPhase())
    return out


@reaction("phase_b")
def _phase_b_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                   events: list[Event]) -> None:
    _, node, used, _acted = frame
    if isinstance(action, UseLocal):
        replace_top(s, ("phase_b", node, used | 1 << action.index, 1))
        eff = local_actions(s, data, player, node)[action.index][action.option]
        events.append(_local_event(s, player, node, action, eff))
        begin(s, data, player, eff, events)
    elif isinstance(action, Aux):
        replace_top(s, ("phase_b", node, used, 2))
        run_aux(s, data, player, action, events)
    elif isinstance(action, PlayObjective):
        play_objective(s, data, player, action.card, events)
    else:
        assert isinstance(action, EndPhase)
        pop(s)


@decision("adjacent")
def _adjacent_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    _, node, used = frame
    actions = data.buildings[s.building_at[node]].actions
    return [*_local_options(s, data, player, actions, used), Done()]


@reaction("adjacent")
def _adjacent_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                    events: list[Event]) -> None:
    _, node, used = frame
    if isinstance(action, Done):
        pop(s)
        return
    assert isinstance(action, UseLocal)
    replace_top(s, ("adjacent", node, used | 1 << action.index))
    eff = data.buildings[s.building_at[node]].actions[action.index][action.option]
    events.append(_local_event(s, player, node, action, eff))
    begin(s, data, player, eff, events)


def _local_event(s: GwtState, player: int, node: int, action: UseLocal, eff: Effect) -> Event:
    """A local action used: the effect's name, and which one exactly (the building at the
    place then, the action and the option; an index past the building's actions is the
    site's risk action), since several buildings share an effect's name with other
    numbers (A's hire costs $2 more, 2a pays $4 for a Guernsey, not $2)."""
    return Event("local_action", player, {
        "effect": eff.name, "source": s.building_at[node], "place": node,
        "action": action.index, "option": action.option})


# ----- phase C and the end of the turn ------------------------------------------------------------
@automatic("turn_end")
def _turn_end(s: GwtState, data: Data, frame: Frame, events: list[Event]) -> None:
    player = s.current
    missing = board.hand_limit(s, data, player) - len(s.hand[player])
    if missing > 0:
        board.draw(s, player, missing, events)
    s.turns += 1
    if s.end_by != NO:
        s.final_left -= 1
    if (s.end_by != NO and s.final_left <= 0) or s.turns >= MAX_TURNS:
        s.over = 1
        s.stack = []
        events.append(Event("game_over", None, {"turn_limit": s.turns >= MAX_TURNS}))
        return
    s.current = (player + 1) % s.num_players
    s.stack = [("turn_end",), ("start",)]
