"""A finger's tap on the setup screen's colour swatches: drawn 40 px, a tap 2 px beside
one did nothing though the tip says "tap a player's colour" (a touch review)."""

from __future__ import annotations

import pytest

from game.widgets import FINGER
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


def test_a_colour_swatch_takes_a_fingers_tap_beside_it_and_nothing_else_does():
    harness = make_harness(["--lang", "en"])
    harness.click("game-ttr-europe")
    setup = harness.top
    swatch = harness.find("colour-0")
    assert swatch.rect.h == 40 and swatch.reach.h >= FINGER and swatch.reach.w >= FINGER
    others = [w for w in setup.ui.widgets if w is not swatch and w.visible]
    assert not [w.id for w in others if w.reach.colliderect(swatch.reach)]
    before = setup.seats[0].colour
    harness.finger_tap((swatch.rect.right + 3, swatch.rect.centery))
    assert setup.seats[0].colour != before
    after = setup.seats[0].colour
    harness.finger_tap((swatch.rect.centerx, swatch.rect.bottom + 4))
    assert setup.seats[0].colour != after
