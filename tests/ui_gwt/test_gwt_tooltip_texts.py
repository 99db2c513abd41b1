"""Tooltips leave GWT's plain texts readable (``GameScreen.text_regions`` through
``WidgetGroup.keep_clear``): the first choice focused by Tab had its tooltip over the
question above it ("First turn: place your cattleman…"), and the bar's Hint had its
tooltip over the money, certificates and steps beside the tabs."""

from __future__ import annotations

import pygame
import pytest

from game.screens.gwt import drawing
from game.widgets.base import TOOLTIP_DELAY
from tests.ui_gwt.helpers import first_turn, screen_of

pytestmark = pytest.mark.ui


def question_rect(screen) -> pygame.Rect:
    """The question over the choices, as the panel draws it (its lines, from its top)."""
    decision = screen.decision
    prompt, size, lines = screen.prompt_fit
    assert prompt == decision.prompt and lines
    theme = screen.ctx.theme
    width = max(theme.text_width(line, size, True) for line in lines)
    return pygame.Rect(screen.choice_area.x + 12, drawing.prompt_y(screen, decision.step),
                       width, theme.line_height(size, True) * len(lines))


def tooltip_after_wait(harness, group) -> pygame.Rect:
    harness.frames(int(TOOLTIP_DELAY * 60) + 5)
    shown = group.tooltip_box(harness.app.surface.get_rect())
    assert shown is not None
    return shown[0]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_first_choice_focused_by_tab_leaves_the_question_readable(language):
    harness = first_turn(language)
    screen = screen_of(harness)
    for _ in range(30):  # Tab through the tabs and the board to the first choice
        harness.key("tab")
        if screen.ui.focused_id() == "choice-0":
            break
    first = harness.find("choice-0")
    assert screen.ui.focused is first and first.tooltip
    box = tooltip_after_wait(harness, screen.ui)
    question = question_rect(screen)
    assert not box.colliderect(question), (box, question)
    assert not box.colliderect(first.rect.inflate(8, 8))  # nor its focus ring
    assert question in screen.text_regions()


def test_the_bars_hint_leaves_the_money_and_steps_readable():
    harness = first_turn()
    screen, play = screen_of(harness), harness.top
    summary = screen.summary_rect  # (as drawn: "$13 · 0 certificates · 3 steps")
    assert summary.w > 0
    hint = harness.find("hint")
    play.ui.focus(hint)
    box = tooltip_after_wait(harness, play.ui)
    assert not box.colliderect(summary), (box, summary)  # (under the Hint, it covered it)
    assert not box.colliderect(hint.rect)
    assert summary in screen.text_regions()


def test_the_open_discard_piles_title_and_closing_words_are_declared():
    harness = first_turn()
    screen = screen_of(harness)
    before = screen.text_regions()
    harness.click("discard-pile")
    regions = screen.text_regions()
    box = drawing.discard_box(screen)
    added = [r for r in regions if r not in before]
    assert len(added) == 2 and all(box.contains(r) for r in added)
    assert all(r.y < box.y + 48 for r in added)  # over the cards: the title and the note
