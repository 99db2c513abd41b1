"""The railroad: engine moves (forward, backward, space 39), station upgrades, station
masters, and taking discs from the player board for stations and cities."""

from __future__ import annotations

from rules.core.game import Action, Event
from rules.gwt import board
from rules.gwt.actions import (
    Appoint,
    Decline,
    Deliver,
    EngineTo,
    Stop,
    TakeDisc,
    TakeStationDisc,
    Upgrade,
    UpgradeStation,
)
from rules.gwt.data import Data
from rules.gwt.frames import automatic, decision, pop, push, reaction, replace_top
from rules.gwt.state import Frame, GwtState

NO = -1
CITY, STATION = 0, 1


# ----- discs ---------------------------------------------------------------------------------
def disc_options(
    s: GwtState, data: Data, player: int, any_disc: bool, money: int, exclude: int = NO,
    mandatory: bool = False,
) -> list[Action]:
    """Where the next disc may come from (rulebook: white-cornered discs fit everywhere,
    black-cornered ones only on black spots; only black left -> a black one may go on a
    white spot; none at all -> take one of your discs back from a station)."""
    mask = s.discs[player]
    left = [i for i in range(len(data.disc_ids)) if not mask >> i & 1]
    affordable = [i for i in left if data.disc_cost[i] <= money]
    white = [i for i in affordable if not data.disc_black[i]]
    spots = affordable if any_disc or not white else white
    if spots:
        return [TakeDisc(i) for i in spots]
    stations: list[Action] = [
        TakeStationDisc(st) for st, discs in enumerate(s.station_discs)
        if player in discs and st != exclude
    ]
    if stations or not mandatory:
        return stations
    # Rule silent (FAQ): a delivery must place a disc; pay for a black spot as far as possible.
    return [TakeDisc(i) for i in left]


@decision("disc")
def _disc_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    _, target_kind, target = frame
    if target_kind == CITY:
        return disc_options(s, data, player, data.cities[target].any_disc, s.money[player],
                            mandatory=True)
    return disc_options(s, data, player, data.stations[target].any_disc, s.money[player],
                        exclude=target)


@reaction("disc")
def _disc_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                events: list[Event]) -> None:
    _, target_kind, target = frame
    pop(s)
    if isinstance(action, TakeDisc):
        spot = action.spot
        s.discs[player] |= 1 << spot
        s.money[player] += data.disc_dollars[spot]
        s.money[player] -= min(data.disc_cost[spot], s.money[player])
        events.append(Event("disc", player, {"spot": data.disc_ids[spot]}))
    else:
        assert isinstance(action, TakeStationDisc)
        s.station_discs[action.station].remove(player)
        events.append(Event("disc_from_station", player, {"station": action.station + 1}))
    if target_kind == CITY:
        place_on_city(s, data, player, target, events)
    else:
        s.station_discs[target].append(player)
        events.append(Event("upgrade", player, {"station": target + 1}))
        if s.station_master[target] != NO:
            push(s, ("master", target))


def place_on_city(s: GwtState, data: Data, player: int, city: int, events: list[Event]) -> None:
    s.city_discs[city].append(player)
    s.money[player] += data.cities[city].dollars
    events.append(Event("deliver", player, {"city": data.cities[city].id}))
    for link in data.links:
        if link.objective and city in (link.left, link.right):
            other = link.right if city == link.left else link.left
            if player in s.city_discs[other]:
                push(s, ("link_objective",))


def deliverable(s: GwtState, data: Data, player: int, value: int) -> list[Action]:
    """Cities with value at most ``value`` that may take another disc of this player."""
    return [
        Deliver(c) for c, city in enumerate(data.cities)
        if city.value <= value and (city.repeat or player not in s.city_discs[c])
    ]


# ----- stations --------------------------------------------------------------------------------
def can_upgrade(s: GwtState, data: Data, player: int, station: int) -> bool:
    st = data.stations[station]
    if board.upgraded(s, player, station) or s.money[player] < st.cost:
        return False
    return bool(disc_options(s, data, player, st.any_disc, s.money[player] - st.cost,
                             exclude=station))


def arrive(s: GwtState, data: Data, player: int) -> None:
    """The engine stopped: on a station not yet upgraded, offer the upgrade."""
    station = data.track_station[s.engine[player]]
    if station != NO and not board.upgraded(s, player, station):
        push(s, ("upgrade", station))


@decision("upgrade")
def _upgrade_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return [Upgrade(), Decline()] if can_upgrade(s, data, player, frame[1]) else []


@reaction("upgrade")
def _upgrade_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                   events: list[Event]) -> None:
    pop(s)
    if isinstance(action, Upgrade):
        start_upgrade(s, data, player, frame[1])


def start_upgrade(s: GwtState, data: Data, player: int, station: int) -> None:
    s.money[player] -= data.stations[station].cost
    push(s, ("disc", STATION, station))


@decision("upgrade_pick")
def _pick_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    here = board.order(data, s.engine[player])
    return [
        UpgradeStation(st) for st, station in enumerate(data.stations)
        if board.order(data, station.position) < here and can_upgrade(s, data, player, st)
    ]


@reaction("upgrade_pick")
def _pick_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                events: list[Event]) -> None:
    assert isinstance(action, UpgradeStation)
    pop(s)
    start_upgrade(s, data, player, action.station)


@decision("master")
def _master_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    options: list[Action] = [Appoint(w) for w in range(3) if s.workers[player][w] >= 2]
    return [*options, Decline()] if options else []


@reaction("master")
def _master_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                  events: list[Event]) -> None:
    station = frame[1]
    pop(s)
    if not isinstance(action, Appoint):
        return
    master = s.station_master[station]
    s.workers[player][action.worker] -= 1
    s.station_worker[station] = action.worker
    s.station_master[station] = NO
    s.masters[player].append(master)
    events.append(Event("station_master", player, {"master": data.station_masters[master].id}))
    immediate = data.station_masters[master].immediate
    if len(immediate) == 1 and immediate[0].name == "gain_dollars":
        s.money[player] += immediate[0].amount  # money rewards are taken in full
    elif immediate:
        push(s, ("immediate", "master", master))


# ----- engine moves ----------------------------------------------------------------------------
@decision("engine_fwd")
def _forward_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    _, remaining, moved, forfeit = frame
    out: list[Action] = []
    if remaining > 0:
        out += [EngineTo(q) for q in board.forward_options(s, data, player, s.engine[player])]
    if moved or forfeit:
        out.append(Stop())
    return out


@reaction("engine_fwd")
def _forward_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                   events: list[Event]) -> None:
    _, remaining, moved, forfeit = frame
    if isinstance(action, Stop):
        pop(s)
        if moved:  # a forfeited move ends no movement: no station is reached
            arrive(s, data, player)
        return
    assert isinstance(action, EngineTo)
    s.engine[player] = action.position
    events.append(Event("engine", player, {"position": action.position}))
    if action.position == data.end_space:
        pop(s)
        push(s, ("end39",))
        arrive(s, data, player)  # station 10 may be upgraded first
    elif remaining <= 1:
        pop(s)
        arrive(s, data, player)
    else:
        replace_top(s, ("engine_fwd", remaining - 1, moved + 1, forfeit))


@decision("end39")
def _end_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return [EngineTo(q) for q in range(len(data.track_next))
            if q != data.end_space and not board.occupied(s, player, q)]


@reaction("end39")
def _end_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
               events: list[Event]) -> None:
    assert isinstance(action, EngineTo)
    pop(s)
    s.engine[player] = action.position
    s.money[player] += data.end_dollars
    events.append(Event("engine", player, {"position": action.position}))
    arrive(s, data, player)


@decision("engine_back")
def _back_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    _, remaining, moved, minimum = frame
    out: list[Action] = []
    if remaining > 0:
        need = minimum - moved - 1
        out += [EngineTo(q) for q in board.backward_options(s, data, player, s.engine[player])
                if board.can_move_back(s, data, player, q, need)]
    if moved >= minimum:
        out.append(Stop())
    return out


@reaction("engine_back")
def _back_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                events: list[Event]) -> None:
    _, remaining, moved, minimum = frame
    if isinstance(action, EngineTo):
        s.engine[player] = action.position
        events.append(Event("engine", player, {"position": action.position}))
        if remaining > 1:
            replace_top(s, ("engine_back", remaining - 1, moved + 1, minimum))
            return
    pop(s)
    arrive(s, data, player)


@decision("extra_back")
def _extra_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    _, _count, moved = frame
    out: list[Action] = [EngineTo(q) for q in
                         board.backward_options(s, data, player, s.engine[player])]
    if moved:
        out.append(Stop())
    return out


@reaction("extra_back")
def _extra_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                 events: list[Event]) -> None:
    _, count, moved = frame
    if isinstance(action, EngineTo):
        s.engine[player] = action.position
        events.append(Event("engine", player, {"position": action.position}))
        counted = 0 if data.track_is_turnout[action.position] else 1
        replace_top(s, ("extra_back", count + counted, moved + 1))
        return
    pop(s)
    arrive(s, data, player)  # the upgrade comes after the delivery
    push(s, ("extra_deliver", count))


@decision("extra_deliver")
def _extra_deliver_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return deliverable(s, data, player, frame[1])


@reaction("extra_deliver")
def _extra_deliver_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                         events: list[Event]) -> None:
    assert isinstance(action, Deliver)
    pop(s)
    push(s, ("disc", CITY, action.city))


@automatic("noop")
def _noop(s: GwtState, data: Data, frame: Frame, events: list[Event]) -> None:
    pop(s)
