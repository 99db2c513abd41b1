"""A fingertip on the map: a city takes taps within 12 px and a track within 10, so a
finger's tap just beside them did nothing. A finger's tap that hits nothing exactly now
lists what lies within its reach when that is more than one thing (nearest first), and
takes the only one there; a tap on a city or a track takes it as a mouse's click does."""

from __future__ import annotations

import math

from game.screens.ttr.choices import FINGER_REACH
from rules.ttr.actions import BuildStation, ClaimRoute
from tests.ui_ttr.conftest import europe_turn, make_harness


def options_at(screen, pos) -> list:
    """What can be done within a finger's reach of ``pos``, nearest first."""
    near = [BuildStation(i) if kind == "city" else ClaimRoute(i)
            for kind, i in screen.layout.near(pos, FINGER_REACH)]
    return [action for action in near if action in screen.legal_set]


def choices_at(screen, pos) -> int:
    options = options_at(screen, pos)
    routes = [a.route for a in options if isinstance(a, ClaimRoute)]
    return len(options) - len(routes) + len(screen._fold_twins(routes)[0])


def crowded_spot(screen) -> tuple[int, int]:
    """A point that is on no city or track exactly, with two things to do or more
    within a finger's reach."""
    x0, y0, w, h = screen.map_rect
    for y in range(y0 + 40, y0 + h - 40, 3):
        for x in range(x0 + 20, x0 + w - 20, 3):
            if screen.layout.city_at((x, y)) is None and screen.layout.route_at((x, y)) is None \
                    and choices_at(screen, (x, y)) > 1:
                return (x, y)
    raise AssertionError("no crowded spot on the map")


def test_a_finger_between_two_things_to_do_gets_the_list_of_them() -> None:
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    pos = crowded_spot(screen)
    harness.finger_tap(pos)
    assert screen.picker is not None
    assert screen.picker.title == screen.ctx.t("ttr.nearby_title")
    aliases = screen.picker.aliases  # a twin alike in every way is listed once
    nearest_first = list(dict.fromkeys(aliases.get(a, a) for a in options_at(screen, pos)))
    assert list(screen.picker.actions) == nearest_first
    decisions = len(play.match.decisions)
    first = screen.picker.actions[0]
    harness.confirm()  # the first (focused): its own choice opens; nothing taken yet
    assert screen.picker is not None and screen.picker.trigger == first
    assert len(play.match.decisions) == decisions


def test_a_mouse_click_there_stays_exact() -> None:
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    harness.tap(crowded_spot(screen))
    assert screen.picker is None  # it hit nothing


def test_a_finger_squarely_on_a_route_or_a_city_takes_it() -> None:
    """The list opened for 40 of 48 taps on a route's own middle in Europe, a nearby
    city's station listed first (regression review): an exact hit is taken at once."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    for action in screen.view.legal:
        if isinstance(action, ClaimRoute):
            harness.finger_tap(screen.route_point(action.route))
            if screen.layout.route_at(screen.route_point(action.route)) == action.route:
                assert screen.picker is not None and screen.picker.trigger == action
            screen.close_picker()
        elif isinstance(action, BuildStation):
            harness.finger_tap(screen.city_point(action.city))
            assert screen.picker is not None and screen.picker.trigger == action
            screen.close_picker()


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
                if screen.layout.city_at(pos) is None and screen.layout.route_at(pos) is None \
                        and choices_at(screen, pos) == 1 and options_at(screen, pos)[0] == action:
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
    taken, pos = next((a.route, screen.route_point(a.route)) for a in screen.view.legal
                      if isinstance(a, ClaimRoute) and not screen.info.map.routes[a.route].parallel
                      and choices_at(screen, screen.route_point(a.route)) > 1
                      and screen.layout.route_at(screen.route_point(a.route)) == a.route)
    state.route_owner[taken] = 1
    state.route_index = None
    play.refresh()
    harness.frame()
    assert ClaimRoute(taken) not in screen.legal_set
    harness.finger_tap(pos)
    assert screen.picker is None
    assert any(screen.why_not(taken) == caption.text for caption in screen.anim.captions)
