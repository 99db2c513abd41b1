"""The Great Western Trail screen with four seats: the viewer's own pieces stay in sight."""

from __future__ import annotations

import pytest

from game.screens.gwt import drawing, trail
from game.screenshot import parse, stage

pytestmark = pytest.mark.ui

#: Places where every spot off the viewer's cattleman hides part of another place: there
#: the other places' labels win (test_the_you_are_here_label_leaves_the_other_places_...).
CROWDED = {"drought4", "teepee+2", "teepee+10", "trade_risk1"}


def test_the_you_are_here_label_does_not_hide_the_viewers_cattleman() -> None:
    harness = stage(parse(["--scene", "game", "--game", "gwt", "--players", "4", "--moves",
                           "500", "--seed", "3", "--colour-blind", "--out", "x"]))
    screen = harness.top.screen
    hidden = set()
    for node, (x, y) in screen.trail_pos.items():
        ring = trail.node_rect(screen.data, node, (x, y)).inflate(12, 12)
        # "You are here" on one line, then on two (as in test_gwt_screen)
        pill = drawing.here_pill(screen, node, ring, [(94, 20), (58, 32)])
        if pill.colliderect(trail.pawns_rect((x, y), 1)):  # the first cattleman there
            hidden.add(screen.data.node_ids[node])
    assert hidden <= CROWDED, sorted(hidden - CROWDED)


def test_the_two_teepee_kinds_differ_by_more_than_colour() -> None:
    """Blue and green look alike to some eyes: the blue teepee wears a light band."""
    import pygame

    from game.screens.gwt import look

    def light_pixels(colour: tuple[int, int, int]) -> int:
        surface = pygame.Surface((30, 30))
        surface.fill((0, 0, 0))
        look.teepee(surface, (15, 15), 20, colour)
        return sum(1 for x in range(30) for y in range(30)
                   if min(surface.get_at((x, y))[:3]) > 200)

    assert light_pixels(look.TEEPEE[1]) > 10 and light_pixels(look.TEEPEE[0]) == 0
