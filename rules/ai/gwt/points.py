"""The score sheet's points without money, computed fast for the evaluation.

The same arithmetic as :func:`rules.gwt.scoring.player_scores` (a test compares them on
many positions), done in one pass over plain tables, with the best assignment of
objective cards remembered per distinct situation: the search asks for it thousands of
times per decision and the answer rarely changes.
"""

from __future__ import annotations

from rules.core.memo import Cache
from rules.gwt import board
from rules.gwt.data import BLUE, GREEN, Data, load
from rules.gwt.scoring import best_objectives
from rules.gwt.state import GwtState

NO = -1
DATA: Data = load()
_BUILDING_VP = tuple(b.vp for b in DATA.buildings)
_CARD_VP = DATA.card_vp
_CARD_VALUE = DATA.card_value
_CARD_BREED = DATA.card_breed
_TILE_VP = tuple(t.vp for t in DATA.tiles)
_TILE_SUB = tuple(t.sub for t in DATA.tiles)
_STATION_VP = tuple(st.vp for st in DATA.stations)
_CITY_VP = tuple(c.vp for c in DATA.cities)
_LINKS = tuple((k.left, k.right, k.vp) for k in DATA.links)
_SF = len(DATA.cities) - 1
_DISC_VP = tuple((i, vp) for i, vp in enumerate(DATA.disc_vp) if vp)
_SLOT_VP = tuple(sum(DATA.slot_vp[:k]) for k in range(len(DATA.slot_vp) + 1))
_MASTERS = DATA.station_masters

#: Situations whose objective assignment is remembered; the memo is cleared past it.
#: An entry takes about 370 bytes, so 12,000 stay under the 5 MiB a cache may hold in a
#: kiosk that plays for days (tests/reliability/test_kiosk_soak.py); a game adds ~200.
OBJECTIVES_LIMIT = 12_000
_memo: Cache[tuple[object, ...], tuple[int, int]] = Cache(OBJECTIVES_LIMIT)


def objectives(resources: tuple[int, ...], committed: tuple[int, ...],
               optional: tuple[int, ...], pair_bonus: int) -> tuple[int, int]:
    key = (resources, committed, optional, pair_bonus)
    found = _memo.get(key)
    if found is None:
        found = _memo.keep(key, best_objectives(DATA, resources, list(committed),
                                                list(optional), pair_bonus))
    return found


def points(s: GwtState, p: int) -> int:
    """Everything on the score sheet but the money category."""
    total = 0
    buildings = 0
    for node, owner in enumerate(s.owner_at):
        if owner == p:
            buildings += 1
            total += _BUILDING_VP[s.building_at[node]]
    city_discs = s.city_discs
    for c, discs in enumerate(city_discs):
        if p in discs:
            total += _CITY_VP[c] * discs.count(p)
    for left, right, vp in _LINKS:
        if p in city_discs[left] and p in city_discs[right]:
            total += vp
    stations = 0
    for st, discs in enumerate(s.station_discs):
        if p in discs:
            stations += 1
            total += _STATION_VP[st]
    hazards = s.hazards[p]
    for t in hazards:
        total += _TILE_VP[t]
    value_3 = value_4 = value_5 = 0
    optional: list[int] = []
    for pile in (s.hand[p], s.deck[p], s.discard[p]):
        for card in pile:
            if _CARD_BREED[card] < 0:
                optional.append(card)
                continue
            total += _CARD_VP[card]
            v = _CARD_VALUE[card]
            if v == 3:
                value_3 += 1
            elif v == 4:
                value_4 += 1
            elif v == 5:
                value_5 += 1
    greens = sum(1 for t in s.teepees[p] if _TILE_SUB[t] == GREEN)
    blues = sum(1 for t in s.teepees[p] if _TILE_SUB[t] == BLUE)
    resources = (buildings, greens, blues, len(hazards), stations, value_3, value_4, value_5,
                 city_discs[_SF].count(p))
    masters = [_MASTERS[m] for m in s.masters[p]]
    pair_bonus = sum(m.vp for m in masters if m.scoring == "objective_pairs")
    optional.sort()
    objective_points, area = objectives(resources, tuple(s.objectives[p]), tuple(optional),
                                        pair_bonus)
    total += objective_points
    for m in masters:
        if m.scoring == "workers":
            total += m.vp * sum(s.workers[p])
        elif m.scoring == "objective_pairs":
            total += m.vp * (area // 2)
        elif m.scoring == "hazard_pairs":
            total += m.vp * (len(hazards) // 2)
        elif m.scoring == "teepee_pairs":
            total += m.vp * min(greens, blues)
        elif m.scoring == "certificate_pairs":
            certificates = (board.certificates(s, DATA, p)
                            + board.permanent_certificates(s, DATA, p))
            total += m.vp * (certificates // 2)
    for count in s.workers[p]:
        total += _SLOT_VP[count]
    mask = s.discs[p]
    for i, vp in _DISC_VP:
        if mask >> i & 1:
            total += vp
    if s.token_holder == p:
        total += DATA.token_vp
    return total
