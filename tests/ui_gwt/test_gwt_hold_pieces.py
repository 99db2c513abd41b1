"""GWT on touch: a finger held on a piece whose details the board shows (a building on
the trail, an auxiliary action on the player board) reads them and takes nothing; a long
press moved the cattleman there, or played "Gain $1"."""

from __future__ import annotations

from tests.ui_gwt.helpers import first_turn, my_turn, screen_of


def test_a_long_press_on_a_building_or_an_auxiliary_action_takes_nothing() -> None:
    harness = first_turn()
    screen = screen_of(harness)
    play = harness.top
    decisions = len(play.match.decisions)
    building = next(key for key in screen.spots if key[0] == "node"
                    and screen.decision.targets.get(key))
    harness.long_press(screen.spots[building].center)
    assert screen.hover_key == building  # its box shows
    assert len(play.match.decisions) == decisions  # the cattleman did not move
    harness.tap(screen.spots[building].center)  # a tap places it
    harness.run_until(lambda: my_turn(harness) and screen.decision.kind == "phase_b",
                      max_frames=300)
    harness.click("tab-board")
    decisions = len(play.match.decisions)
    aux = next(key for key in screen.spots if key[0] == "aux"
               and screen.decision.targets.get(key))
    harness.long_press(screen.spots[aux].center)
    assert screen.hover_key == aux and len(play.match.decisions) == decisions


def test_a_held_pieces_details_go_above_the_finger_off_the_trail() -> None:
    harness = first_turn()
    screen = screen_of(harness)
    harness.click("tab-market")
    key = next(key for key in screen.spots if key[0] == "job")
    spot = screen.spots[key]
    harness.long_press(spot.center)
    assert screen.held and screen.hover_key == key
    import pygame

    from game.screens.gwt.drawing import hover_box

    box = hover_box(screen, key, pygame.Rect(0, 0, 300, 80))
    assert box.bottom <= spot.centery - 12 or box.top >= spot.centery + 40
