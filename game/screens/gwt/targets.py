"""Where the GWT screen's clickable pieces are (the places, track spaces, stations,
cities, job-market and waiting-room tiles, the cattle market's cards, disc spots and
hand cards of the tab shown) and the widget id each one gets."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.screens.gwt import dock, markets, playerboard, trail
from game.screens.gwt.decision import Key
from rules.gwt.data import Data

#: How far below a city's crest its transport cost's pill reaches (a city's tap area
#: takes it in; its target ring does not: the ring crossed the link pills between cities).
COST_PILL = 21

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen


def target_rects(screen: GwtScreen) -> dict[Key, pygame.Rect]:
    """Every clickable piece on the current tab and in the hand."""
    out: dict[Key, pygame.Rect] = {}
    table, view = screen.table, screen.view
    if table is None or view is None:
        return out
    data = screen.data
    if screen.tab == "trail":
        for node, centre in screen.trail_pos.items():
            out[("node", node)] = trail.node_rect(data, node, centre).inflate(6, 6)
    elif screen.tab == "rail":
        for position, box in screen.rail.track.items():
            out[("track", position)] = box.inflate(6, 6)
        for st, box in enumerate(screen.rail.stations):
            out[("station", st)] = box
        for c, box in enumerate(screen.rail.cities):  # with the transport cost's pill
            out[("city", c)] = box.union(box.move(0, COST_PILL))
        for index, pill in enumerate(screen.rail.links):  # what a link's pill means (it
            out[("link", index)] = pill  # was explained nowhere)
    elif screen.tab == "market":
        lay = markets.MarketLayout(data, screen.board_rect, table)
        for (row, column), box in lay.jobs.items():
            out[("job", row, column)] = box
        for slot, box in lay.objectives.items():
            out[("objective", slot)] = box
        for (column, index), box in lay.waiting.items():
            out[("waiting", column, index)] = box
        for card, box in lay.market_cards:
            out[("cattle", card)] = box
    elif screen.tab == "board" and screen.shown_player() == view.viewer:
        lay_b = playerboard.BoardLayout(data, screen.board_rect)
        for spot, box in lay_b.discs.items():
            out[("disc", spot)] = box
        for aux, box in lay_b.aux_rows.items():
            out[("aux", aux)] = box
    hand = table.hand[view.viewer]
    screen.hand_boxes = list(zip(hand, dock.hand_rects(screen.hand_area, len(hand)),
                               strict=True))
    for card, box in reversed(screen.hand_boxes):
        out.setdefault(("hand", card), box)
    return out


def spot_id(data: Data, key: Key) -> str:
    kind = key[0]
    if kind == "node":
        return f"node-{data.node_ids[key[1]]}"
    if kind == "city":
        return f"city-{data.cities[key[1]].id}"
    if kind == "disc":
        return f"disc-{data.disc_ids[key[1]]}"
    if kind in ("hand", "cattle"):
        return f"{kind}-{data.card_names[key[1]]}"
    return "-".join(str(k) for k in key)
