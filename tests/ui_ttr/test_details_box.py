"""The box of a route's details by a mouse pointer keeps its place along the route (a
review: moving along a route, the box went to the other side of the pointer and back as
the best place changed with the pointer)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from game import draw
from game.input import Intent
from game.screens.ttr import overlay
from tests.ui_ttr.conftest import make_harness, start_game

pytestmark = pytest.mark.ui


def test_a_routes_details_keep_their_place_along_the_route(monkeypatch):
    boxes = []
    original = draw.beside_pointer

    def beside_pointer(size, pointer, *args, **kwargs):
        box = original(size, pointer, *args, **kwargs)
        boxes.append((box.x - pointer[0], box.y - pointer[1]))
        return box

    monkeypatch.setattr(overlay.draw, "beside_pointer", beside_pointer)
    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=4)
    harness.run_until(lambda: play.screen.picker is not None, max_frames=300)
    harness.click("keep")
    harness.run_until(lambda: bool(play.screen.view.legal) and play.screen.picker is None,
                      max_frames=3000)
    screen = play.screen
    route = 8  # (its box went to the other side twice on the way, with this deal)
    cars = [car.centre for car in screen.layout.routes[route].cars]
    places = []
    for (x0, y0), (x1, y1) in pairwise(cars):
        for i in range(8):
            boxes.clear()
            harness.frame(Intent("point", (round(x0 + (x1 - x0) * i / 8),
                                           round(y0 + (y1 - y0) * i / 8))))
            if screen.hover_route == route and boxes:
                places.append(boxes[-1])
    assert len(places) > 16
    jumps = [(a, b) for a, b in pairwise(places)
             if abs(a[0] - b[0]) > 20 or abs(a[1] - b[1]) > 20]
    assert not jumps
