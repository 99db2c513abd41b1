"""A faster copy of a Great Western Trail state for the search (same result as
``GwtState.copy``, field by field written out instead of looped over by name).

The search copies states thousands of times per decision; the generic copy spends most
of its time in ``getattr``/``setattr``. ``COPIED`` must list every field of
:data:`rules.gwt.state.FIELDS` with its depth; a test checks it, so a new field in the
engine fails loudly here instead of being shared between copies.
"""

from __future__ import annotations

from rules.gwt.state import GwtState

COPIED: dict[str, int] = {
    "token_row": 0, "token_holder": 0, "sides": 0, "neutral_layout": 0, "current": 0,
    "end_by": 0, "final_left": 0, "over": 0, "turns": 0,
    "money": 1, "cattleman": 1, "engine": 1, "cert": 1, "discs": 1, "first_turn": 1,
    "building_at": 1, "owner_at": 1, "tile_at": 1, "station_master": 1, "station_worker": 1,
    "job": 1, "supply_known": 1, "gone": 1, "market": 1, "market_deck": 1, "display": 1,
    "objective_deck": 1, "stack": 1,
    "workers": 2, "unbuilt": 2, "hand": 2, "deck": 2, "discard": 2, "hazards": 2,
    "teepees": 2, "objectives": 2, "masters": 2, "removed": 2, "station_discs": 2,
    "city_discs": 2, "waiting": 2, "supply": 2,
}


def copy_state(s: GwtState) -> GwtState:
    o = GwtState.__new__(GwtState)
    o.config = s.config
    o.rng = s.rng.copy()
    o.token_row = s.token_row
    o.token_holder = s.token_holder
    o.sides = s.sides
    o.neutral_layout = s.neutral_layout
    o.current = s.current
    o.end_by = s.end_by
    o.final_left = s.final_left
    o.over = s.over
    o.turns = s.turns
    o.money = s.money[:]
    o.cattleman = s.cattleman[:]
    o.engine = s.engine[:]
    o.cert = s.cert[:]
    o.discs = s.discs[:]
    o.first_turn = s.first_turn[:]
    o.building_at = s.building_at[:]
    o.owner_at = s.owner_at[:]
    o.tile_at = s.tile_at[:]
    o.station_master = s.station_master[:]
    o.station_worker = s.station_worker[:]
    o.job = s.job[:]
    o.supply_known = s.supply_known[:]
    o.gone = s.gone[:]
    o.market = s.market[:]
    o.market_deck = s.market_deck[:]
    o.display = s.display[:]
    o.objective_deck = s.objective_deck[:]
    o.stack = s.stack[:]
    o.workers = [x[:] for x in s.workers]
    o.unbuilt = [x[:] for x in s.unbuilt]
    o.hand = [x[:] for x in s.hand]
    o.deck = [x[:] for x in s.deck]
    o.discard = [x[:] for x in s.discard]
    o.hazards = [x[:] for x in s.hazards]
    o.teepees = [x[:] for x in s.teepees]
    o.objectives = [x[:] for x in s.objectives]
    o.masters = [x[:] for x in s.masters]
    o.removed = [x[:] for x in s.removed]
    o.station_discs = [x[:] for x in s.station_discs]
    o.city_discs = [x[:] for x in s.city_discs]
    o.waiting = [x[:] for x in s.waiting]
    o.supply = [x[:] for x in s.supply]
    return o
