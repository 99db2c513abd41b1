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


def test_the_list_buttons_step_aside_for_an_open_choice_and_a_routes_box(monkeypatch) -> None:
    """A sliver of "Stations" showed beside a tall list (a tap on it replaced the list),
    and a route's box could cover the buttons (regression review)."""
    import math

    import pygame

    from game import draw
    from game.input import Intent
    from game.screens.ttr import overlay

    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    routes = harness.find("route-list")
    harness.click("route-list")
    harness.frame()
    assert screen.picker is not None and not routes.visible
    screen.close_picker()
    harness.frame()
    assert routes.visible
    buttons = routes.rect.union(harness.find("station-list").rect)
    boxes: list[pygame.Rect] = []
    panel = draw.panel
    monkeypatch.setattr(draw, "panel", lambda surface, rect, *a, **k: (
        boxes.append(pygame.Rect(rect)), panel(surface, rect, *a, **k)))
    covered = []
    for shape in screen.layout.routes:
        point = screen.route_point(shape.id)
        if math.dist(point, buttons.center) > 260:
            continue
        harness.frame(Intent("point", point))
        boxes.clear()
        overlay.draw_details(screen, harness.app.surface)
        if screen.hover_route == shape.id and boxes and boxes[-1].colliderect(buttons):
            covered.append(shape.id)
    assert not covered


def test_the_buttons_words_follow_the_hand_at_once() -> None:
    """After a player's first touch the Routes button still said "(key C)" until the
    next decision (regression review)."""
    import pygame

    harness = make_harness("en")
    play = europe_turn(harness)
    assert "(key C)" in harness.find("route-list").tooltip
    harness.app.mapper.translate(pygame.event.Event(pygame.FINGERDOWN, finger_id=1, x=0.99,
                                                    y=0.01, dx=0.0, dy=0.0))
    harness.frame()
    assert play.app.touch
    assert "(key C)" not in harness.find("route-list").tooltip
