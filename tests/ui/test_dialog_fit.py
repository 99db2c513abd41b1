"""A save code's dialog fits the 1280×720 screen: a full game's code (350–380
characters for five players of Ticket to Ride) made a 560-px-wide box of twelve lines,
and a longer one pushed the Close button off the screen."""

from __future__ import annotations

import random

import pygame
import pytest

from game.theme import Theme
from game.widgets.panels import Dialog

pytestmark = pytest.mark.ui

SCREEN = pygame.Rect(0, 0, 1280, 720)
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def code(chars: int) -> str:
    """A code-like text of ``chars`` characters, dashes included (as codes are shown)."""
    rng = random.Random(chars)
    text = "".join(rng.choice(ALPHABET) for _ in range(chars))
    return "-".join(text[i:i + 5] for i in range(0, len(text), 5))[:chars]


@pytest.mark.parametrize("chars", [40, 380, 600, 900])
@pytest.mark.parametrize("lang_message", [
    "The code has been copied to the clipboard. Here it is as well:",
    "Скопируйте этот код вручную (система не дала доступа к буферу обмена):",
])
def test_a_code_dialog_fits_the_screen(chars, lang_message):
    pygame.init()
    theme = Theme.load()
    dialog = Dialog(theme, "Save code", lang_message, [("close", "Close", "primary", lambda: None)],
                    detail=code(chars))
    assert SCREEN.contains(dialog.rect), dialog.rect
    (close,) = dialog.group.widgets
    assert dialog.rect.contains(close.rect)
    if chars <= 400:  # a whole game's code stays in the large type
        assert dialog.detail_size == "h3" and dialog.rect.h <= 480, dialog.rect


def test_a_short_detail_keeps_the_narrow_dialog():
    pygame.init()
    theme = Theme.load()
    dialog = Dialog(theme, "Challenge code", "Here it is:",
                    [("close", "Close", "primary", lambda: None)], detail=code(40))
    assert dialog.rect.w == 560
