"""A fingertip on the map: on a phone the map's tracks lie a few pixels apart and a
city takes taps within 12 px, so a tap between two routes opened the one a hair nearer
and a tap just beside a lone route did nothing. A finger's tap now lists what lies
within its reach when that is more than one thing, and takes the only one there when
the tap hit nothing exactly; a mouse's click stays exact."""

from __future__ import annotations

import math

from game.screens.ttr.choices import FINGER_REACH
from rules.ttr.actions import BuildStation, ClaimRoute
from tests.ui_ttr.conftest import europe_turn, make_harness


def options_at(screen, pos) -> tuple[list[int], list[int]]:
    cities, routes = screen.layout.near(pos, FINGER_REACH)
    return ([c for c in cities if BuildStation(c) in screen.legal_set],
            [r for r in routes if ClaimRoute(r) in screen.legal_set])


def crowded_spot(screen) -> tuple[int, int]:
    """A car of a claimable route with another claimable route (not its twin alike in
    every way) or a city for a station within a finger's reach."""
    for action in screen.view.legal:
        if not isinstance(action, ClaimRoute):
            continue
        for car in screen.layout.routes[action.route].cars:
            pos = (round(car.centre[0]), round(car.centre[1]))
            cities, routes = options_at(screen, pos)
            if len(cities) + len(screen._fold_twins(routes)[0]) > 1:
                return pos
    raise AssertionError("no crowded spot on the map")


def test_a_finger_between_two_things_to_do_gets_the_list_of_them() -> None:
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    pos = crowded_spot(screen)
    harness.finger_tap(pos)
    assert screen.picker is not None
    assert screen.picker.title == screen.ctx.t("ttr.nearby_title")
    cities, routes = options_at(screen, pos)
    listed = set(screen.picker.actions)
    assert {BuildStation(c) for c in cities} <= listed
    assert {screen.picker.aliases.get(ClaimRoute(r), ClaimRoute(r)) for r in routes} == {
        a for a in listed if isinstance(a, ClaimRoute)}
    decisions = len(play.match.decisions)
    first = screen.picker.actions[0]
    harness.confirm()  # the first (focused): its own choice opens; nothing taken yet
    assert screen.picker is not None and screen.picker.trigger == first
    assert len(play.match.decisions) == decisions


def test_a_mouse_click_there_stays_exact() -> None:
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    pos = crowded_spot(screen)
    harness.tap(pos)
    assert screen.picker is None or screen.picker.title != screen.ctx.t("ttr.nearby_title")


def test_a_finger_just_beside_a_lone_route_takes_it() -> None:
    """Nothing hit exactly and one thing to do within reach: that one opens."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    for action in screen.view.legal:
        if not isinstance(action, ClaimRoute):
            continue
        shape = screen.layout.routes[action.route]
        (ax, ay), (bx, by) = shape.start, shape.end
        length = math.hypot(bx - ax, by - ay)
        nx, ny = -(by - ay) / length, (bx - ax) / length  # across the track
        for car in shape.cars:
            for side in (1, -1):
                pos = (round(car.centre[0] + side * nx * 18), round(car.centre[1] + side * ny * 18))
                cities, routes = options_at(screen, pos)
                if screen.layout.city_at(pos) is None and screen.layout.route_at(pos) is None \
                        and not cities and screen._fold_twins(routes)[0] == [action.route]:
                    harness.finger_tap(pos)
                    assert screen.picker is not None
                    assert screen.picker.trigger == ClaimRoute(action.route)
                    return
    raise AssertionError("no lone route found")


def test_a_finger_exactly_on_a_track_taken_gets_its_reason_not_a_list() -> None:
    """The tap hit a track someone else owns: it says so (as a mouse's click does),
    though routes to claim lie within the finger's reach."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    pos = crowded_spot(screen)
    taken = screen.layout.route_at(pos)
    assert taken is not None
    state.route_owner[taken] = 1
    state.route_index = None
    play.refresh()
    harness.frame()
    assert ClaimRoute(taken) not in screen.legal_set
    harness.finger_tap(pos)
    assert screen.picker is None or screen.picker.title != screen.ctx.t("ttr.nearby_title")
    assert any(screen.why_not(taken) == caption.text for caption in screen.anim.captions)
