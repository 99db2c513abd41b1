"""A money change's floating badge ("+$1") stays off the board: it floated over the
railroad's top row, where it covered San Francisco's "+9" (player's review)."""

from __future__ import annotations

import pygame
import pytest

from rules.gwt import actions as A
from tests.ui_gwt.helpers import first_turn, my_turn, screen_of

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_money_change_floats_clear_of_the_railroads_cities(language) -> None:
    """The cities look the same in every frame the badge floats as after it is gone."""
    harness = first_turn(language)
    screen = screen_of(harness)
    harness.click("choice-0")  # the first building
    harness.run_until(lambda: my_turn(harness))
    harness.click("tab-rail")
    gain = next(i for i, c in enumerate(screen.decision.choices)
                if isinstance(c.action, A.Aux) and c.action.aux == 0)  # "Gain $1"
    money = screen.table.money[0]
    harness.click(f"choice-{gain}")
    assert screen.table.money[0] == money + 1 and screen.anim.floaters
    harness.app.fade = 0  # (the screen's fade-in veil, left from its opening)
    top_row = screen.rail.cities[0].unionall(screen.rail.cities)
    seen = []
    while screen.anim.floaters:
        harness.app.render()
        seen.append(pygame.image.tobytes(harness.app.surface.subsurface(top_row), "RGB"))
        harness.frame()
    harness.app.render()
    assert screen.tab == "rail" and len(seen) > 30
    after = pygame.image.tobytes(harness.app.surface.subsurface(top_row), "RGB")
    assert all(image == after for image in seen)
