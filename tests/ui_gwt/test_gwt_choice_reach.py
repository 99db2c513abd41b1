"""A choice takes a finger's tap in the gap beside it (a touch review: the 34 px choices
stand 6 px apart, and a tap 2-5 px below one took nothing): each takes half the gap round
it, and no two choices' taps meet over the same spot."""

from __future__ import annotations

import pytest

from tests.ui_gwt.helpers import first_turn, screen_of

pytestmark = pytest.mark.ui


def test_a_tap_in_the_gap_below_a_choice_takes_it():
    harness = first_turn("en")
    screen = screen_of(harness)
    choices = [w for w in screen.ui.widgets if w.id.startswith("choice-") and w.visible]
    assert len(choices) >= 3
    for i, one in enumerate(choices):
        assert one.reach.contains(one.rect)
        assert not any(one.reach.colliderect(other.reach) for other in choices[i + 1:])
    first = choices[0]
    picked = []
    screen.pick_choice = picked.append
    harness.finger_tap((first.rect.centerx, first.rect.bottom + 2))  # in the gap
    assert [choice.label for choice in picked] == [" ".join(first.label.split("\n"))]
