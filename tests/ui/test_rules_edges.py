"""The rules text keeps clear of its panel's top and bottom edges at every scroll
position: it ran to 8 px of them, lines cut in half against the edge; now it stops
16 px inside and fades under the edge."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.rules import RulesScene
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui

GAMES = ("ttr-europe", "ttr-germany", "ttr-amsterdam", "railroad-ink", "gwt")


def band_ink(surface: pygame.Surface, top: int, bottom: int, colour: pygame.Color) -> int:
    """Pixels in rows top..bottom (text columns only) that are not the panel's colour."""
    count = 0
    for y in range(top, bottom):
        for x in range(200, 1050, 2):
            pixel = surface.get_at((x, y))
            if max(abs(pixel.r - colour.r), abs(pixel.g - colour.g),
                   abs(pixel.b - colour.b)) > 12:
                count += 1
    return count


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_text_touches_the_panels_edges(game_id, lang):
    harness = make_harness(["--lang", lang])
    harness.frame()
    scene = RulesScene(harness.services, game_id)
    harness.services.stack.push(scene)
    harness.frames(2)
    harness.app.fade = 0
    panel = scene.panel
    assert panel.max_offset > 0  # every game's rules scroll at 1280×720
    colour = harness.services.theme.c("panel_lo")
    # the 12 rows inside the panel's top edge (y 132) and its bottom edge (y 704)
    top, bottom = 132, 704
    for offset in range(0, panel.max_offset + 1, 9):
        panel.scroll_to(offset)
        harness.app.render()
        surface = harness.app.surface
        assert band_ink(surface, top, top + 12, colour) == 0, (offset, "top")
        assert band_ink(surface, bottom - 12, bottom, colour) == 0, (offset, "bottom")


def test_keys_still_scroll_to_both_ends():
    harness = make_harness(["--lang", "ru"])
    harness.click("rules-gwt")
    panel = harness.top.panel
    harness.key("page down")
    assert panel.offset > 0
    harness.key("end")
    assert panel.offset == panel.max_offset
    harness.key("up")
    assert panel.offset == panel.max_offset - 40
    harness.key("home")
    assert panel.offset == 0
