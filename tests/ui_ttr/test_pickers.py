"""Pickers stay on the map and offer every legal choice: a big hand's dozens of ways
to pay for a grey route are shown a page at a time, and a panel moves off the city or
route it asks about."""

from __future__ import annotations

import pytest

from rules.ttr.actions import ClaimRoute, Pay, TakePassenger
from rules.ttr.mapdata import GREY
from tests.ui_ttr.conftest import (
    ClickingPlayer,
    europe_turn,
    germany_after_opening,
    make_harness,
)
from tests.ui_ttr.test_turns import advance_to

pytestmark = pytest.mark.ui


def test_a_big_hand_pays_a_grey_route_from_pages_that_stay_on_the_map():
    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    play.match.state.hands[0][:] = [3, 3, 3, 3, 3, 3, 3, 3, 4]  # 28 cards: a late hand
    play.refresh()
    game_map = screen.info.map
    route = next(r for r in game_map.routes if r.colour == GREY and r.length == 4
                 and not r.tunnel and not r.locomotives)
    state = play.match.game.clone(play.match.state)
    play.match.game.apply(state, 0, ClaimRoute(route.id))
    legal = {a for a in play.match.game.legal_actions(state, 0) if isinstance(a, Pay)}
    assert len(legal) > 20
    harness.tap(screen.route_point(route.id))
    picker = screen.picker
    assert picker is not None
    seen: set[Pay] = set()
    for _ in range(10):
        assert screen.map_rect.contains(picker.rect)
        for widget in picker.widgets.widgets:
            assert picker.rect.contains(widget.rect), widget.id
            if isinstance(getattr(widget, "action", None), Pay):
                seen.add(widget.action)
        assert harness.find("cancel").enabled
        if seen == legal:
            break
        harness.click("more")
    assert seen == legal
    # a payment on a later page: the hint turns to it
    last = [a for a in picker.actions if isinstance(a, Pay)][-1]
    assert screen.hint_widget(last) is not None and screen.hint_widget(last).action == last
    harness.tap(screen.find(next(w.id for w in picker.widgets.widgets
                                 if getattr(w, "action", None) == last)).rect.center)
    assert play.match.state.route_owner[route.id] == 0
    assert play.match.state.hands[0][8] == 0  # paid with the four locomotives


def test_the_passenger_picker_leaves_its_city_in_sight():
    harness = make_harness()
    play = germany_after_opening(harness, "mix-1")
    screen = play.screen
    player = ClickingPlayer(harness, seed=9)
    player.rng.random = lambda: 0.0
    assert advance_to(harness, play, lambda legal: isinstance(legal[0], TakePassenger), player)
    city = screen.picker.highlight_cities[0]
    assert screen.info.map.cities[city].name == "München"  # at the bottom of the map
    assert not screen.picker.rect.collidepoint(screen.city_point(city))
