"""Undo through the screen (a click that made two decisions, a route or a city then
its payment, is taken back whole), the opening tickets' hint, and colour-blind
passengers."""

from __future__ import annotations

import pygame
import pytest

from game.screens.ttr.board import PASSENGER_RGB, passenger_pip
from rules.ttr.actions import BuildStation, KeepTickets
from tests.ui_ttr.conftest import europe_turn, first_claimable, make_harness, start_game

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("kind", ["claim", "station"])
def test_undo_takes_back_a_claim_or_a_station_with_its_payment(kind):
    harness = make_harness()
    play = europe_turn(harness)
    play.driver.pace = 1e9  # the opponent waits, so undo is possible
    screen = play.screen
    hand, decisions = screen.obs.hand, len(play.match.decisions)
    if kind == "claim":
        route = first_claimable(screen)
        harness.tap(screen.route_point(route))
    else:
        city = next(a.city for a in screen.view.legal if isinstance(a, BuildStation))
        harness.tap(screen.city_point(city))
    harness.click("pay-0")
    assert len(play.match.decisions) == decisions + 2
    harness.click("undo")
    # not left half done, with a payment choice that cannot be cancelled
    assert len(play.match.decisions) == decisions
    assert screen.picker is None and screen.obs.hand == hand
    assert screen.obs.pending_route < 0 and screen.obs.pending_city < 0
    assert not harness.find("undo").enabled


def test_the_hint_for_the_opening_tickets_points_at_the_keep_button():
    """The suggestion is often the choice shown already (keep them all): the focused
    Keep button shows the hint arrived (its caption is hidden under the choice)."""
    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=7)
    screen = play.screen
    harness.run_until(lambda: screen.picker is not None and bool(screen.view.legal),
                      max_frames=4000)
    keep = next(a for a in screen.view.legal if isinstance(a, KeepTickets)
                and len(a.tickets) == len(screen.obs.pending_tickets))
    screen.show_hint(keep)
    assert screen.picker.widgets.focused_id() == "keep"
    assert screen.keep_choice == set(keep.tickets)


def test_colour_blind_passengers_wear_their_colours_marks():
    harness = make_harness()
    play = start_game(harness, "ttr-germany", ["human", "easy"], seed=6)
    screen = play.screen
    city = next(c for c, counts in enumerate(screen.info.city_passengers(screen.obs))
                if sum(counts))
    pictures = []
    for colour_blind in (False, True):
        surface = pygame.Surface(screen.ctx.rect.size)
        screen.painter.paint_passengers(surface, city, screen.info.city_passengers(
            screen.obs)[city], colour_blind)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] != pictures[1]
    # in the score panel and the city details too
    surface = pygame.Surface((40, 20))
    passenger_pip(surface, 0, (10, 10), 6, True)
    assert surface.get_at((10, 10))[:3] != PASSENGER_RGB[0]
