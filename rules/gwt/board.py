"""Queries and small changes on the board and player boards: trail locations and fees,
the railroad, certificates, discs and limits, cards."""

from __future__ import annotations

from rules.core.game import Event
from rules.gwt.data import (
    COWBOY,
    CRAFTSMAN,
    ENGINEER,
    KANSAS_CITY,
    NEUTRAL,
    PRIVATE,
    Building,
    Data,
)
from rules.gwt.state import GwtState

NO = -1


# ----- trail ------------------------------------------------------------------------------
def is_location(s: GwtState, data: Data, node: int) -> bool:
    kind = data.node_kind[node]
    if kind in (KANSAS_CITY, NEUTRAL):
        return True
    if kind == PRIVATE:
        return s.building_at[node] != NO
    return s.tile_at[node] != NO and kind != 0


def next_locations(s: GwtState, data: Data, node: int) -> list[int]:
    """The locations one step ahead: empty spaces are passed over without a step."""
    found: set[int] = set()
    frontier = list(data.successors[node])
    while frontier:
        nxt = frontier.pop()
        if is_location(s, data, nxt):
            found.add(nxt)
        else:
            frontier.extend(data.successors[nxt])
    return sorted(found)


def building(s: GwtState, data: Data, node: int) -> Building | None:
    code = s.building_at[node]
    return None if code == NO else data.buildings[code]


def building_code(s: GwtState, number: int) -> int:
    """The code of private building ``number`` on the side in play."""
    return 7 + 2 * (number - 1) + (1 if s.sides[number - 1] == "b" else 0)


def craftsmen_needed(s: GwtState, data: Data, number: int, node: int) -> int:
    """The craftsmen building ``number`` at ``node`` takes: its own, less those of the
    player's building it replaces («Вычтите из количества строителей для нового здания
    количество строителей для старого»)."""
    need = data.buildings[building_code(s, number)].craftsmen
    old = s.building_at[node]
    return need if old == NO else max(0, need - data.buildings[old].craftsmen)


def fee(s: GwtState, data: Data, player: int, node: int) -> tuple[int, int]:
    """(dollars, receiver) for entering ``node``; receiver -1 is the bank."""
    green, black = data.fees[s.num_players]
    tile = s.tile_at[node]
    if tile != NO:
        hands = data.tiles[tile].hands
        return hands[0] * green + hands[1] * black, NO
    code = s.building_at[node]
    owner = s.owner_at[node]
    if code != NO and owner not in (NO, player):
        hands = data.buildings[code].hands
        return hands[0] * green + hands[1] * black, owner
    return 0, NO


def pay_fee(s: GwtState, data: Data, player: int, node: int, events: list[Event]) -> None:
    """Fees are paid as far as money allows, never later."""
    due, receiver = fee(s, data, player, node)
    paid = min(due, s.money[player])
    if paid:
        s.money[player] -= paid
        if receiver != NO:
            s.money[receiver] += paid
        events.append(Event("fee", player, {"dollars": paid, "to": receiver}))


def own_buildings(s: GwtState, player: int) -> list[int]:
    return [n for n, owner in enumerate(s.owner_at) if owner == player]


def woods_buildings(s: GwtState, data: Data, player: int) -> int:
    return sum(1 for n in own_buildings(s, player) if data.woods[n])


# ----- railroad --------------------------------------------------------------------------
def occupied(s: GwtState, player: int, position: int) -> bool:
    """Another engine stands there (the start space holds any number of engines)."""
    if position == 0:
        return False
    return s.engine.count(position) > (1 if s.engine[player] == position else 0)


def forward_options(s: GwtState, data: Data, player: int, position: int) -> list[int]:
    """Positions one space ahead; occupied spaces are skipped as if they were not there."""
    found: set[int] = set()
    frontier = list(data.track_next[position])
    while frontier:
        nxt = frontier.pop()
        if occupied(s, player, nxt):
            frontier.extend(data.track_next[nxt])
        else:
            found.add(nxt)
    return sorted(found)


def backward_options(s: GwtState, data: Data, player: int, position: int) -> list[int]:
    found: set[int] = set()
    frontier = list(data.track_prev[position])
    while frontier:
        prv = frontier.pop()
        if occupied(s, player, prv):
            frontier.extend(data.track_prev[prv])
        else:
            found.add(prv)
    return sorted(found)


def can_move_back(s: GwtState, data: Data, player: int, position: int, spaces: int) -> bool:
    if spaces <= 0:
        return True
    return any(can_move_back(s, data, player, q, spaces - 1)
               for q in backward_options(s, data, player, position))


def order(data: Data, position: int) -> int:
    """Track positions in line order: space n -> 2n, the turnout after n -> 2n + 1."""
    if data.track_is_turnout[position]:
        return 2 * data.track_space[position] - 1
    return 2 * position


def transport_cost(data: Data, position: int, city_value: int) -> int:
    """$1 per cross between the engine's nose and the city's value."""
    space = data.track_space[position]
    return sum(1 for n in data.crosses_after if space <= n < city_value)


def upgraded(s: GwtState, player: int, station: int) -> bool:
    return player in s.station_discs[station]


# ----- certificates, discs, limits ---------------------------------------------------------
def cleared(s: GwtState, data: Data, player: int, name: str) -> bool:
    return bool(s.discs[player] >> data.disc(name) & 1)


def certificate_limit_index(s: GwtState, data: Data, player: int) -> int:
    if cleared(s, data, player, "certificate_4"):
        return 5 if cleared(s, data, player, "certificate_6") else 4
    return 3


def certificates(s: GwtState, data: Data, player: int) -> int:
    return data.certificate_track[s.cert[player]]


def permanent_certificates(s: GwtState, data: Data, player: int) -> int:
    return sum(data.station_masters[m].certificates for m in s.masters[player])


def gain_certificates(s: GwtState, data: Data, player: int, steps: int) -> None:
    """Move the marker forward (``steps`` < 0: to the limit), never beyond the limit."""
    limit = certificate_limit_index(s, data, player)
    target = limit if steps < 0 else s.cert[player] + steps
    s.cert[player] = max(s.cert[player], min(limit, target))


def step_limit(s: GwtState, data: Data, player: int) -> int:
    start, with_dollars, with_vp = data.step_limits[s.num_players]
    limit = start
    if cleared(s, data, player, "step_dollars"):
        limit += with_dollars
    if cleared(s, data, player, "step_vp"):
        limit += with_vp
    return limit


def hand_limit(s: GwtState, data: Data, player: int) -> int:
    return data.hand_start + cleared(s, data, player, "hand_1") + cleared(s, data, player,
                                                                           "hand_2")


def aux_level(s: GwtState, data: Data, player: int, aux: int) -> int:
    """How many disc spots of an auxiliary action are clear (0, 1 or 2)."""
    first, second = data.aux_spots[aux]
    mask = s.discs[player]
    return (first == NO or mask >> first & 1) + (second == NO or mask >> second & 1)


def cowboys(s: GwtState, player: int) -> int:
    return s.workers[player][COWBOY]


def craftsmen(s: GwtState, player: int) -> int:
    return s.workers[player][CRAFTSMAN]


def engineers(s: GwtState, player: int) -> int:
    return s.workers[player][ENGINEER]


# ----- cards -----------------------------------------------------------------------------------
def draw(s: GwtState, player: int, count: int, events: list[Event]) -> int:
    """Draw up to ``count`` cards; the discard pile is reshuffled only when the deck is empty."""
    drawn = 0
    hand, deck = s.hand[player], s.deck[player]
    for _ in range(count):
        if not deck:
            if not s.discard[player]:
                break
            deck.extend(s.discard[player])
            s.discard[player].clear()
            s.rng.shuffle(deck)
            events.append(Event("reshuffle", player))
        hand.append(deck.pop())
        drawn += 1
    if drawn:
        hand.sort()
        events.append(Event("draw", player, {"count": drawn}, reveals=True))
    return drawn


def drawable(s: GwtState, player: int) -> int:
    return len(s.deck[player]) + len(s.discard[player])


def discard_card(s: GwtState, player: int, card: int) -> None:
    s.hand[player].remove(card)
    s.discard[player].append(card)


def distinct_breed_value(data: Data, hand: list[int]) -> int:
    seen: dict[int, int] = {}
    for card in hand:
        breed = data.card_breed[card]
        if breed >= 0:
            seen[breed] = data.card_value[card]
    return sum(seen.values())
