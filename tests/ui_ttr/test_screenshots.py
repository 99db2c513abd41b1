"""The screenshot command renders TTR tables (start, mid-game, end) at 1280×720."""

from __future__ import annotations

import pygame
import pytest

from game import screenshot

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("game_id, moves, extra", [
    ("ttr-europe", "0", []),
    ("ttr-germany", "40", ["--lang", "ru"]),
    ("ttr-amsterdam", "100000", ["--colour-blind", "--players", "4"]),
])
def test_screenshot_of_a_ttr_table(tmp_path, game_id, moves, extra):
    out = tmp_path / f"{game_id}.png"
    assert screenshot.main(["--scene", "game", "--game", game_id, "--seed", "3",
                            "--moves", moves, "--out", str(out), *extra]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    # the map is drawn: many distinct colours in the play area
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(30, 730, 17)
               for y in range(90, 540, 17)}
    assert len(colours) > 40
