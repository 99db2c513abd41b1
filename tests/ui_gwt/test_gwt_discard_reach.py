"""The "Your discard pile" button in the hand's corner is drawn 24 px high as before but
takes a finger's tap over at least 44 px (a tap just off it went to nothing), from under
the cards to the play area's foot, covering no other control nor a card at 1280x720."""

from __future__ import annotations

import pytest

from tests.ui_gwt.helpers import first_turn, screen_of
from tests.ui_gwt.test_gwt_tab_reach import FINGER, assert_alone

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_discard_piles_button_takes_a_fingers_tap(language):
    harness = first_turn(language)
    screen = screen_of(harness)
    button = harness.find("discard-pile")
    rect, area = button.rect, button.reach
    assert rect.h == 24 and area.h >= FINGER and area.contains(rect)  # drawn as before
    assert screen.hand_area.left <= area.left and area.right <= screen.hand_area.right
    assert_alone(harness, screen, ["discard-pile"])
    for _card, box in screen.hand_boxes:  # (a card to discard is lifted 8 px: still clear)
        assert not area.colliderect(box)
    for y in (area.y, area.bottom - 1):  # a finger just over the drawn button, then under
        assert y < rect.y or y >= rect.bottom
        harness.finger_tap((rect.centerx, y))
        assert screen.show_discard, y
        harness.finger_tap((rect.centerx, y))  # and again: closed
        assert not screen.show_discard, y
