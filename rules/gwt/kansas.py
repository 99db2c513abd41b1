"""Kansas City: the five subphases (three waiting-room choices, income, delivery), the job
market and its token, then back to the start and the waiting room refilled."""

from __future__ import annotations

from rules.core.game import Action, Event
from rules.gwt import board
from rules.gwt.actions import ChooseTile, Deliver, PlayObjective, UseCertificates
from rules.gwt.data import WORKER, Data
from rules.gwt.frames import automatic, decision, pop, push, reaction, replace_top
from rules.gwt.objective_cards import objective_plays, play_objective
from rules.gwt.railway import CITY, deliverable
from rules.gwt.setup import place_board_tile, refill_market, refill_waiting_room
from rules.gwt.state import Frame, GwtState, revision

NO = -1
CLOSED = 12  # token_row once the token left over the red arrow


def enter_kansas_city(s: GwtState) -> None:
    push(s, ("kc_waiting", 0), ("kc_waiting", 1), ("kc_waiting", 2), ("kc_income",),
         ("kc_delivery", NO), ("kc_finish",))


@decision("kc_waiting")
def _waiting_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    column = frame[1]
    out: list[Action] = []
    seen = set()
    for index, tile in enumerate(s.waiting[column]):
        t = data.tiles[tile]
        if t.kind == WORKER and s.token_row >= CLOSED:
            continue  # no job-market space is left for workers
        if t not in seen:
            seen.add(t)
            out.append(ChooseTile(column, index))
    return out


@reaction("kc_waiting")
def _waiting_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                   events: list[Event]) -> None:
    assert isinstance(action, ChooseTile)
    pop(s)
    tile = s.waiting[action.column].pop(action.index)
    if data.tiles[tile].kind == WORKER:
        place_worker(s, data, player, data.tiles[tile].sub, events)
    elif place_board_tile(s, data, tile):
        events.append(Event("tile_placed", player, {"tile": tile}))
    else:
        s.gone.append(tile)  # no free space: out of the game
        events.append(Event("tile_gone", player, {"tile": tile}))


def place_worker(s: GwtState, data: Data, player: int, worker: int, events: list[Event]) -> None:
    """Fill the token's row left to right within the player-count columns; the token's
    own space comes last, and then the token moves down over its arrow."""
    row = s.token_row
    first = data.first_column[s.num_players]
    last = data.columns - 1
    for column in range(first, last):
        if s.job[row * data.columns + column] == NO:
            s.job[row * data.columns + column] = worker
            events.append(Event("job_market", player, {"row": row + 1, "worker": worker}))
            return
    s.job[row * data.columns + last] = worker
    events.append(Event("job_market", player, {"row": row + 1, "worker": worker}))
    arrow = data.arrows[row]
    s.token_row = row + 1
    if arrow == "yellow":
        refill_market(s, data)
        events.append(Event("market_refilled", player, reveals=True))
    elif arrow == "red":
        s.token_row = CLOSED
        s.token_holder = player
        s.end_by = player
        s.final_left = s.num_players  # this turn, then one final turn for each other player
        events.append(Event("game_end_triggered", player))


def temporary_options(s: GwtState, data: Data, player: int) -> list[int]:
    """How many temporary certificates may be spent (the marker lands on a track space)."""
    have = board.certificates(s, data, player)
    return [have - v for v in reversed(data.certificate_track) if v <= have]


@decision("kc_income")
def _income_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    out: list[Action] = [UseCertificates(k) for k in temporary_options(s, data, player)]
    plays = objective_plays(s, data, player)
    if plays and revision(s) >= 3:  # (the option parsed only with a card to play)
        out += plays
    return out


@reaction("kc_income")
def _income_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                  events: list[Event]) -> None:
    """«В свой ход, если у вас есть 1 или несколько карт целей в руке, вы можете сыграть
    их … до или после совершения любого одного действия в фазе Б»: in Kansas City, whose
    five subphases are its phase B, objective cards are offered with the income (rules
    revision 3), the last moment the hand is held; played earlier, between the waiting
    room's subphases, a card would do the same (its immediate actions do not touch the
    waiting room), so the choice is asked once, not four times."""
    if isinstance(action, PlayObjective):
        play_objective(s, data, player, action.card, events)
        return
    assert isinstance(action, UseCertificates)
    pop(s)
    value = herd_value(s, data, player, action.count)
    have = board.certificates(s, data, player)
    s.cert[player] = data.certificate_track.index(have - action.count)
    s.money[player] += value
    s.discard[player].extend(s.hand[player])
    s.hand[player].clear()
    events.append(Event("income", player, {"dollars": value}))
    replace_top(s, ("kc_delivery", value))


def herd_value(s: GwtState, data: Data, player: int, spent: int) -> int:
    """Distinct breeds in hand, plus temporary certificates spent, plus permanent ones."""
    return (board.distinct_breed_value(data, s.hand[player]) + spent
            + board.permanent_certificates(s, data, player))


@decision("kc_delivery")
def _delivery_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return deliverable(s, data, player, frame[1])


@reaction("kc_delivery")
def _delivery_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                    events: list[Event]) -> None:
    assert isinstance(action, Deliver)
    pop(s)
    push(s, ("disc", CITY, action.city), ("kc_transport", action.city))


@automatic("kc_transport")
def _transport(s: GwtState, data: Data, frame: Frame, events: list[Event]) -> None:
    pop(s)
    player = s.current
    cost = board.transport_cost(data, s.engine[player], data.cities[frame[1]].value)
    cost = min(cost, s.money[player])
    if cost:
        s.money[player] -= cost
        events.append(Event("transport_cost", player, {"dollars": cost}))


@automatic("kc_finish")
def _finish(s: GwtState, data: Data, frame: Frame, events: list[Event]) -> None:
    pop(s)
    s.cattleman[s.current] = data.start
    refill_waiting_room(s)
    events.append(Event("waiting_room_refilled", s.current, reveals=True))
