"""Effects on the board: gains, hiring, building, objective cards, teepees and hazards,
buildings that use other places, and engine and cattleman moves."""

from __future__ import annotations

from rules.core.game import Action, Event
from rules.gwt import board
from rules.gwt.actions import (
    Build,
    Decline,
    Hire,
    TakeHazard,
    TakeObjective,
    TakeTeepee,
    UseAdjacent,
)
from rules.gwt.data import BLUE, CRAFTSMAN, GREEN, Data, Effect
from rules.gwt.effects import always, effect, feasible, maximum
from rules.gwt.frames import decision, pop, push, reaction, replace_top
from rules.gwt.railway import can_upgrade
from rules.gwt.state import Frame, GwtState, revision

NO = -1


# ----- simple gains ------------------------------------------------------------------------------
def per_count(s: GwtState, data: Data, player: int, per: str) -> int:
    if per == "woods_buildings":
        return board.woods_buildings(s, data, player)
    if per == "engineers":
        return board.engineers(s, player)
    return 1


@effect("gain_dollars", always)
def _gain_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    s.money[player] += eff.amount * per_count(s, data, player, eff.per)


def _cert_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return s.cert[player] < board.certificate_limit_index(s, data, player)


@effect("certificates", _cert_feasible)
def _cert_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    board.gain_certificates(s, data, player, eff.steps)


def teepee_pairs(s: GwtState, data: Data, player: int) -> int:
    colours = [data.tiles[t].sub for t in s.teepees[player]]
    return min(colours.count(GREEN), colours.count(BLUE))


def _pairs_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return teepee_pairs(s, data, player) > 0


@effect("teepee_pairs", _pairs_feasible)
def _pairs_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    pairs = teepee_pairs(s, data, player)
    board.gain_certificates(s, data, player, eff.certificates * pairs)
    s.money[player] += eff.dollars * pairs


# ----- hiring ------------------------------------------------------------------------------------
def hire_cost(data: Data, row: int, modifier: int) -> int:
    """What a hire from job-market ``row`` costs: the row's price and the hire's
    ``modifier`` (building A's second hire +$2, an engineer's slot -$2)."""
    return data.row_costs[row] + modifier


def hire_options(s: GwtState, data: Data, player: int, modifier: int) -> list[Action]:
    out: list[Action] = []
    for row in range(min(s.token_row, 12)):
        if hire_cost(data, row, modifier) > s.money[player]:
            continue
        seen: set[int] = set()
        for column in range(data.columns):
            worker = s.job[row * data.columns + column]
            if worker != NO and worker not in seen and s.workers[player][worker] < 6:
                seen.add(worker)
                out.append(Hire(row, column))
    return out


def _hire_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(hire_options(s, data, player, eff.modifier))


@effect("hire", _hire_feasible)
def _hire_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("hire", eff.modifier))


@decision("hire")
def _hire_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return hire_options(s, data, player, frame[1])


@reaction("hire")
def _hire_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                events: list[Event]) -> None:
    assert isinstance(action, Hire)
    pop(s)
    space = action.row * data.columns + action.column
    worker = s.job[space]
    s.job[space] = NO
    s.money[player] -= hire_cost(data, action.row, frame[1])
    s.workers[player][worker] += 1
    slot = s.workers[player][worker] - 1
    events.append(Event("hire", player, {"worker": worker, "row": action.row + 1}))
    slot_action = data.slot_actions[worker][slot]
    if slot_action is not None and feasible(s, data, player, slot_action):
        push(s, ("immediate", "slot", worker * 6 + slot))


# ----- building ----------------------------------------------------------------------------------
def build_options(s: GwtState, data: Data, player: int, per: int,
                  first: bool = False) -> list[Action]:
    """Every (building, site) the player may build or replace with; ``first``: stop at one."""
    out: list[Action] = []
    have = s.workers[player][CRAFTSMAN]
    money = s.money[player]
    for number in s.unbuilt[player]:
        for node in data.private_sites:
            code = s.building_at[node]
            if code != NO and (s.owner_at[node] != player or not _higher(
                    s, data, code, board.building_code(s, number))):
                continue  # only an empty site, or one's own lower building to replace
            extra = board.craftsmen_needed(s, data, number, node)
            if extra <= have and extra * per <= money:
                out.append(Build(number, node))
                if first:
                    return out
    return out


def _higher(s: GwtState, data: Data, old: int, new: int) -> bool:
    """Whether the building ``new`` may replace one's own ``old`` (building codes).

    «…вы можете заместить одно из ваших зданий на поле на более высокоуровневое здание
    из доступных вам. Вычтите из количества строителей для нового здания количество
    строителей для старого…» Choice (rules revision 2): a higher level is more craftsmen,
    as the official rule has it ("one requiring more craftsmen") and as the subtraction
    implies; revision 1 took the higher building number, so 1a became 2a for nothing.
    """
    old_building, new_building = data.buildings[old], data.buildings[new]
    if revision(s) < 2:  # (asked only for one's own built site: off the hot path)
        return new_building.number > old_building.number
    return new_building.craftsmen > old_building.craftsmen


def _build_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(build_options(s, data, player, eff.per_craftsman, first=True))


@effect("build", _build_feasible)
def _build_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("build", eff.per_craftsman))


@decision("build")
def _build_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return build_options(s, data, player, frame[1])


@reaction("build")
def _build_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                 events: list[Event]) -> None:
    assert isinstance(action, Build)
    pop(s)
    code = board.building_code(s, action.number)
    # the replaced tile, if any, leaves the game
    s.money[player] -= board.craftsmen_needed(s, data, action.number, action.node) * frame[1]
    s.building_at[action.node] = code
    s.owner_at[action.node] = player
    s.unbuilt[player].remove(action.number)
    events.append(Event("build", player, {"building": data.buildings[code].id,
                                          "site": data.node_ids[action.node]}))


# ----- objective cards ---------------------------------------------------------------------
def _objective_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(s.display or s.objective_deck)


@effect("take_objective", _objective_feasible)
def _objective_begin(s: GwtState, data: Data, player: int, eff: Effect,
                     events: list[Event]) -> None:
    push(s, ("take_obj", 1, 0))


@decision("take_obj")
def _take_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    out: list[Action] = [TakeObjective(i) for i in range(len(s.display))]
    if frame[1] and s.objective_deck:
        out.append(TakeObjective(-1))
    if frame[2] and out:  # a card to the hand is a reward: it may be forfeited
        out.append(Decline())
    return out


@reaction("take_obj")
def _take_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                events: list[Event]) -> None:
    pop(s)
    if isinstance(action, Decline):
        return
    assert isinstance(action, TakeObjective)
    revealed = bool(s.objective_deck)  # the stack's top card comes to light
    if action.slot < 0:
        card = s.objective_deck.pop()
    else:
        card = s.display.pop(action.slot)
        if s.objective_deck:
            s.display.insert(action.slot, s.objective_deck.pop())
    if frame[2]:
        s.hand[player].append(card)
        s.hand[player].sort()
    else:
        s.discard[player].append(card)
    events.append(Event("objective", player, {"card": data.card_names[card]}, reveals=revealed))


@decision("link_objective")
def _link_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return [TakeObjective(i) for i in range(len(s.display))]


@reaction("link_objective")
def _link_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                events: list[Event]) -> None:
    replace_top(s, ("take_obj", 0, 0))
    _take_apply(s, data, player, ("take_obj", 0, 0), action, events)


# ----- teepees and hazards -----------------------------------------------------------------------
def teepee_options(s: GwtState, data: Data, player: int) -> list[Action]:
    return [TakeTeepee(n) for n in data.teepee_spaces
            if s.tile_at[n] != NO and s.money[player] + data.teepee_value[n] >= 0]


def _teepee_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(teepee_options(s, data, player))


@effect("trade_teepee", _teepee_feasible)
def _teepee_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("teepee",))


@decision("teepee")
def _teepee_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return teepee_options(s, data, player)


@reaction("teepee")
def _teepee_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                  events: list[Event]) -> None:
    assert isinstance(action, TakeTeepee)
    pop(s)
    s.teepees[player].append(s.tile_at[action.node])
    s.tile_at[action.node] = NO
    s.money[player] += data.teepee_value[action.node]
    events.append(Event("teepee", player, {"value": data.teepee_value[action.node]}))


def hazard_options(s: GwtState, data: Data, player: int, cost: int) -> list[Action]:
    if s.money[player] < cost:
        return []
    return [TakeHazard(n) for area in data.hazard_spaces for n in area if s.tile_at[n] != NO]


def _hazard_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(hazard_options(s, data, player, eff.cost))


@effect("remove_hazard", _hazard_feasible)
def _hazard_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("hazard", eff.cost))


@decision("hazard")
def _hazard_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return hazard_options(s, data, player, frame[1])


@reaction("hazard")
def _hazard_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                  events: list[Event]) -> None:
    assert isinstance(action, TakeHazard)
    pop(s)
    s.money[player] -= frame[1]
    s.hazards[player].append(s.tile_at[action.node])
    s.tile_at[action.node] = NO
    events.append(Event("hazard", player, {"site": data.node_ids[action.node]}))


# ----- buildings that use other places ------------------------------------------------------------
def adjacent_buildings(s: GwtState, data: Data, player: int) -> list[int]:
    here = s.cattleman[player]
    near = set(data.successors[here]) | set(data.predecessors[here])
    return sorted(n for n in near if s.building_at[n] != NO
                  and data.buildings[s.building_at[n]].id != "8b")


def _adjacent_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(adjacent_buildings(s, data, player))


@effect("use_adjacent", _adjacent_feasible)
def _adjacent_begin(s: GwtState, data: Data, player: int, eff: Effect,
                    events: list[Event]) -> None:
    push(s, ("adjacent_choose",))


@decision("adjacent_choose")
def _adjacent_choose_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return [UseAdjacent(n) for n in adjacent_buildings(s, data, player)]


@reaction("adjacent_choose")
def _adjacent_choose_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                           events: list[Event]) -> None:
    assert isinstance(action, UseAdjacent)
    replace_top(s, ("adjacent", action.node, 0))


def _behind_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    here = board.order(data, s.engine[player])
    return any(board.order(data, st.position) < here and can_upgrade(s, data, player, i)
               for i, st in enumerate(data.stations))


@effect("upgrade_behind", _behind_feasible)
def _behind_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("upgrade_pick",))


# ----- engine and cattleman moves ----------------------------------------------------------------
def _forward_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return (s.money[player] >= eff.cost and maximum(s, data, player, eff) > 0
            and bool(board.forward_options(s, data, player, s.engine[player])))


@effect("engine_forward", _forward_feasible)
def _forward_begin(s: GwtState, data: Data, player: int, eff: Effect,
                   events: list[Event]) -> None:
    s.money[player] -= eff.cost
    push(s, ("engine_fwd", maximum(s, data, player, eff), 0, 0))


def _backward_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return board.can_move_back(s, data, player, s.engine[player], eff.min)


@effect("engine_backward_for", _backward_feasible)
def _backward_begin(s: GwtState, data: Data, player: int, eff: Effect,
                    events: list[Event]) -> None:
    s.money[player] += eff.dollars
    push(s, ("engine_back", eff.max, 0, eff.min))


def _extra_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(board.backward_options(s, data, player, s.engine[player]))


@effect("extraordinary_delivery", _extra_feasible)
def _extra_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("extra_back", 0, 0))


@effect("move_cattleman", always)
def _move_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("move", eff.max, 0, 0))


def _free_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    here = s.cattleman[player]
    return here != NO and any(n != data.kansas_city for n in board.next_locations(s, data, here))


@effect("free_move", _free_feasible)
def _free_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    mode = 1 if s.stack[-1][0] == "start" else 2
    push(s, ("move", eff.max, 0, mode))


