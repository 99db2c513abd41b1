"""Assets: theme data, fonts with Cyrillic, small .ogg sound effects."""

from __future__ import annotations

import json

import pygame
import pytest

from game.sound import EFFECTS, Sound
from game.theme import ASSETS, Theme

pytestmark = pytest.mark.ui


def test_theme_is_complete_data():
    data = json.loads((ASSETS / "theme.json").read_text(encoding="utf-8"))
    theme = Theme(data)
    assert len(theme.seats) >= 5 and len(theme.chart) >= 11
    assert len({s.pattern for s in theme.seats}) == len(theme.seats)  # colour-blind: all differ
    assert len({s.symbol for s in theme.seats}) == len(theme.seats)
    for path in theme.font_paths.values():
        assert path.exists()


def test_fonts_render_russian_and_symbols():
    pygame.init()
    theme = Theme.load()
    for bold in (False, True):
        font = theme.font("body", bold)
        text = "Билет на поезд: Ёлка — «Жёлтые» ★▲●■◆✚‹›…"
        assert all(metric is not None for metric in font.metrics(text)), bold


def test_sound_effects_are_small_oggs_that_load():
    for name in EFFECTS:
        path = ASSETS / "sounds" / f"{name}.ogg"
        assert path.exists() and path.stat().st_size < 20_000
        assert path.read_bytes()[:4] == b"OggS"
    sound = Sound(enabled=True)
    sound.play("click")
    assert sound.played == ["click"]
    assert not list((ASSETS / "sounds").glob("*.wav")) and not list(ASSETS.rglob("*.mp3"))


def test_every_seat_chip_stands_out_on_the_panels():
    """A seat chip is told apart from the panel behind it by its fill or its rim (the
    black seat's fill is close to the dark panels, so its rim is light)."""
    from game.draw import chip_rim

    theme = Theme.load()

    def luma(c: pygame.Color) -> float:
        return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b

    for panel in ("panel", "panel_hi", "panel_lo"):
        back = luma(theme.c(panel))
        for seat in theme.seats:
            contrast = max(abs(luma(seat.color) - back), abs(luma(chip_rim(seat.color)) - back))
            assert contrast >= 50, (seat.id, panel)
