"""The map: every route and city is clickable where it is drawn, and no two hit
areas are ambiguous."""

from __future__ import annotations

import pygame
import pytest

from game.input import Intent
from game.screens.ttr.layout import MapLayout
from game.screens.ttr.screen import COLUMN_W, TRAY_H
from rules.core.registry import get_game
from tests.ui_ttr.conftest import make_harness, start_game

pytestmark = pytest.mark.ui

GAMES = ("ttr-europe", "ttr-germany", "ttr-amsterdam")
MAP_RECT = (16, 76, 928 - COLUMN_W - 8, 628 - TRAY_H - 8)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_car_of_every_route_hits_that_route(game_id):
    layout = MapLayout(get_game(game_id).map, MAP_RECT)
    for shape in layout.routes:
        for car in shape.cars:
            pos = (round(car.centre[0]), round(car.centre[1]))
            if layout.city_at(pos) is not None:
                continue  # a city drawn over a car end wins (checked below)
            assert layout.route_at(pos) == shape.id, (game_id, shape.id)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_route_has_a_clickable_car_and_each_city_its_dot(game_id):
    layout = MapLayout(get_game(game_id).map, MAP_RECT)
    for shape in layout.routes:
        hits = [layout.route_at((round(c.centre[0]), round(c.centre[1]))) == shape.id
                and layout.city_at((round(c.centre[0]), round(c.centre[1]))) is None
                for c in shape.cars]
        assert any(hits), (game_id, shape.id)
    for city, (x, y) in enumerate(layout.cities):
        assert layout.city_at((round(x), round(y))) == city


@pytest.mark.parametrize("game_id", GAMES)
def test_cities_and_routes_stay_inside_the_map(game_id):
    layout = MapLayout(get_game(game_id).map, MAP_RECT)
    area = pygame.Rect(MAP_RECT)
    for x, y in layout.cities:
        assert area.collidepoint(x, y)
    for shape in layout.routes:
        for car in shape.cars:
            assert area.collidepoint(car.centre)
            # a car is at least a few pixels long: the route has room for its cars
            (ax, ay), (bx, by) = car.corners[0], car.corners[1]
            assert ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5 >= 5, (game_id, shape.id)


def test_parallel_tracks_are_side_by_side_and_separately_clickable():
    game = get_game("ttr-germany")
    layout = MapLayout(game.map, MAP_RECT)
    doubles = [r for r in game.map.routes if r.parallel]
    assert doubles
    for r in doubles:
        middle = layout.routes[r.id].cars[len(layout.routes[r.id].cars) // 2].centre
        assert layout.route_at((round(middle[0]), round(middle[1]))) == r.id


def test_clicking_a_claimable_route_opens_its_payment_picker():
    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=4)
    harness.run_until(lambda: play.screen.picker is not None, max_frames=300)
    harness.click("keep")  # opening tickets
    harness.run_until(lambda: bool(play.screen.view.legal) and play.screen.picker is None,
                      max_frames=3000)
    screen = play.screen
    from rules.ttr.actions import ClaimRoute
    claims = [a for a in screen.view.legal if isinstance(a, ClaimRoute)]
    assert claims, "this seeded deal affords a route"
    harness.tap(screen.route_point(claims[0].route))
    assert screen.picker is not None and screen.picker.highlight_route == claims[0].route
    harness.click("cancel")
    assert screen.picker is None
    harness.tap(screen.route_point(claims[0].route))
    before = screen.obs.route_owner[claims[0].route]
    harness.click("pay-0")
    assert before == -1
    assert play.match.decisions  # the claim (and payment) went through


def test_the_details_of_a_route_under_an_open_picker_are_not_drawn_over_it():
    """The pointer that clicked a route stays where it was; once the payment picker
    covers that spot, the route's hover details must not cover the picker."""
    from rules.ttr.actions import ClaimRoute

    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy", "easy"], seed=4)
    harness.run_until(lambda: play.screen.picker is not None, max_frames=300)
    harness.click("keep")
    harness.run_until(lambda: bool(play.screen.view.legal) and play.screen.picker is None,
                      max_frames=3000)
    screen = play.screen
    claims = [a.route for a in screen.view.legal if isinstance(a, ClaimRoute)]
    harness.tap(screen.route_point(claims[0]))
    area = screen.picker.rect.copy()
    harness.click("cancel")
    covered = [r for r in claims if area.collidepoint(screen.route_point(r))]
    assert covered, "this deal has a claimable route under the picker"
    harness.frame(Intent("point", screen.route_point(covered[0])))
    assert screen.hover_route == covered[0]  # before the click: its details show
    harness.tap(screen.route_point(covered[0]))
    assert screen.picker is not None
    if screen.picker.rect.collidepoint(screen.route_point(covered[0])):
        assert screen.hover_route is None and screen.hover_city is None
    else:  # the panel moved off the route it asks about: the route stays in sight
        assert screen.hover_route == covered[0]
    harness.frame(Intent("point", screen.picker.rect.center))
    assert screen.hover_route is None and screen.hover_city is None


@pytest.mark.parametrize("players", [2, 4])
def test_double_routes_closed_with_few_players_are_struck_out(players):
    """2-3 players: once one track of a double route is taken the other is closed; the
    map strikes it out (with 4-5 players both stay open)."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match

    harness = make_harness()
    match = random_match("ttr-europe", players, 2)
    play = PlayScene(harness.services, match,
                     [SeatLook(f"P{i}", i) for i in range(players)])
    harness.services.stack.push(play)
    harness.frame()
    owners = match.state.route_owner
    closed = [r.id for r in match.game.map.routes if r.parallel and owners[r.id] < 0
              and any(owners[o] >= 0 for o in r.parallel)]
    assert closed
    assert play.screen.closed_routes() == (closed if players < 4 else [])


def test_a_tunnel_that_turns_no_card_shows_no_empty_box():
    """With the deck and the discard pile both empty a tunnel turns no card: no empty
    box labelled "+0" (its text wider than the box) is shown over the route."""
    from rules.core.game import Event
    from tests.ui_ttr.conftest import europe_turn

    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    tunnel = next(r for r in screen.info.map.routes if r.tunnel)
    screen.on_events([Event("tunnel_reveal", 1, {"route": tunnel.id, "cards": [], "extra": 0})])
    assert not screen.anim.reveals
    screen.on_events([Event("tunnel_reveal", 1, {"route": tunnel.id, "cards": [1, 2, 3],
                                                 "extra": 1})])
    assert screen.anim.reveals
