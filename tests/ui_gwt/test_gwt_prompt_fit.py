"""The question over the choices and the choices' grid agree: the grid was laid out for
the question measured at 15 px (beside the page buttons, always), where it could be
drawn at 13 px (two lines too long at 15) or at the panel's whole width (no page
buttons); its choices then stood 2 to 16 px off from where they belonged."""

from __future__ import annotations

import pygame
import pytest

from game import draw
from tests.ui_gwt.helpers import first_turn, screen_of

pytestmark = pytest.mark.ui

QUESTION = ("Pick where the cattleman goes next and what he does there, then say whether "
            "the herd is sold in Kansas City today or the hand is kept for a better "
            "delivery later on")
WORDS = QUESTION.split(" ")


def drawn_prompt(screen, monkeypatch) -> tuple[int, list[str], int, int]:
    """The question as the dock draws it: its size, lines, first line's top, and step."""
    calls = []
    real = draw.text_lines

    def record(surface, theme, lines, pos, size, step, color="text", *args, **kwargs):
        calls.append((size, list(lines), pos[1], step, color))
        return real(surface, theme, lines, pos, size, step, color, *args, **kwargs)

    monkeypatch.setattr(draw, "text_lines", record)
    from game.screens.gwt import drawing

    drawing.draw_dock(screen, pygame.Surface((1280, 720)))
    monkeypatch.undo()
    size, lines, y, step, _ = next(c for c in calls if c[4] == "accent")
    return size, lines, y, step


def test_the_choices_stand_under_the_question_as_drawn(monkeypatch) -> None:
    harness = first_turn()
    screen = screen_of(harness)
    theme = screen.ctx.theme
    gaps, kinds = set(), set()
    for count in range(3, len(WORDS) + 1, 2):  # one line at 15, two at 15, two at 13
        screen.decision.prompt = " ".join(WORDS[:count])
        screen.rebuild()
        assert harness.find("page-next") is None  # (the panel's whole width is drawn)
        size, lines, y, step = drawn_prompt(screen, monkeypatch)
        first = harness.find("choice-0").rect
        gaps.add(first.y - (y + step * len(lines)))
        kinds.add((theme.size(size), len(lines)))
        assert all(theme.text_width(line, size, True) <= screen.choice_area.w - 24
                   for line in lines)
    assert {(15, 1), (15, 2), (13, 2)} <= kinds, kinds  # each way a question is drawn
    assert gaps == {22}, gaps  # the same room under one line at 15 px or two at 13
