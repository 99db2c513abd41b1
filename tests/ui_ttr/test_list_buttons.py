"""The lists of what a player may claim or build now open from buttons on the map too:
the C and S keys were their only way in, so a finger or a mouse never found the routes
the tickets need, starred first."""

from __future__ import annotations

from rules.ttr.actions import BuildStation, ClaimRoute
from tests.ui_ttr.conftest import europe_turn, make_harness


def test_a_tap_on_routes_lists_the_routes_to_claim_and_stations_the_cities() -> None:
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    routes, stations = harness.find("route-list"), harness.find("station-list")
    assert routes is not None and stations is not None
    for button in (routes, stations):  # on the map, clear of every city and its name
        assert screen.map_rect.contains(button.rect)
        assert button.rect.collidelist([screen.painter.city_rect(c) for c in
                                        range(len(screen.info.map.cities))]) < 0
    harness.finger_tap(routes.rect.center)
    t = screen.ctx.t
    assert screen.picker is not None and screen.picker.title == t("ttr.route_list_title")
    assert {type(a) for a in screen.picker.actions} == {ClaimRoute}
    harness.back()
    assert screen.picker is None
    harness.finger_tap(harness.find("station-list").rect.center)
    assert screen.picker is not None and screen.picker.title == t("ttr.station_list_title")
    assert {type(a) for a in screen.picker.actions} == {BuildStation}


def test_no_list_buttons_when_the_player_has_nothing_to_claim_or_build() -> None:
    harness = make_harness("en")
    play = europe_turn(harness)
    harness.click("deck")  # the first of two cards: only a second card may follow
    harness.frames(2)
    assert play.screen.view.legal and not any(
        isinstance(a, (ClaimRoute, BuildStation)) for a in play.screen.view.legal)
    assert harness.find("route-list") is None and harness.find("station-list") is None
