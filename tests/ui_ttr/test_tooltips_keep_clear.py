"""The tooltips of the table's controls and of an open choice keep clear of the texts
that say what is going on: the right-hand face-up card's, focused by Tab, went left of
it over the status line's end (Russian: over «…или на «Маршруты»»), the left-hand
one's over its middle; the tickets' deck's under it over the scores; a payment's above
it over the choice's title and lines."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.play import PLAY_RECT
from game.screens.ttr import overlay, panels
from game.screens.ttr.captions import status_box
from game.widgets import WidgetGroup
from tests.ui.conftest import open_game
from tests.ui_ttr.conftest import europe_turn, first_claimable, make_harness

pytestmark = pytest.mark.ui


def record_tooltips(monkeypatch) -> list[tuple[WidgetGroup, pygame.Rect]]:
    """Every tooltip box placed from now on (by ``WidgetGroup.tooltip_box``, which
    ``draw_tooltip`` draws), with its group."""
    placed: list[tuple[WidgetGroup, pygame.Rect]] = []
    original = WidgetGroup.tooltip_box

    def recording(self, clip):
        shown = original(self, clip)
        if shown is not None:
            placed.append((self, shown[0]))
        return shown

    monkeypatch.setattr(WidgetGroup, "tooltip_box", recording)
    return placed


def tab_to(harness, group: WidgetGroup, widget_id: str) -> None:
    for _ in range(40):
        if group.focused_id() == widget_id:
            return
        harness.key("tab")
    raise AssertionError(f"Tab never reached {widget_id}")


def status_panel(screen) -> pygame.Rect:
    return status_box(screen, screen.ctx.theme.text_width(overlay.status_text(screen), "small",
                                                          True))


def scores_panel(screen) -> pygame.Rect:
    """The scores' heading and the players' rows under it (two players)."""
    area = panels.column_rects(screen.col)["players"]
    return pygame.Rect(area.x, area.y, area.w, screen.player_row(1).bottom - area.y)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("widget_id, text", [("faceup-0", status_panel),
                                             ("faceup-1", status_panel),
                                             ("ticket-deck", scores_panel)])
def test_a_focused_cards_tooltip_leaves_the_status_and_the_scores_readable(
        lang, widget_id, text, monkeypatch):
    harness = make_harness(lang)
    play = europe_turn(harness)
    open_game(harness)
    screen = play.screen
    tab_to(harness, screen.widgets, widget_id)
    placed = record_tooltips(monkeypatch)
    harness.frames(40)  # the tooltip's wait
    boxes = [box for group, box in placed if group is screen.widgets]
    assert boxes, "no tooltip shown"
    box = boxes[-1]
    widget = screen.find(widget_id)
    assert not box.colliderect(text(screen)), (box, text(screen))
    assert not box.colliderect(widget.rect.inflate(8, 8))  # nor its focus ring
    assert PLAY_RECT.contains(box)  # and inside the game's area


def test_a_payments_tooltip_leaves_the_choices_title_and_lines_readable(monkeypatch):
    """A payment focused by Tab: its tooltip ("Pay locomotive ×1") went above it, over
    the lines that say which route is being paid for."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    harness.tap(screen.route_point(first_claimable(screen)))
    picker = screen.picker
    assert picker is not None
    tab_to(harness, picker.widgets, "pay-0")
    placed = record_tooltips(monkeypatch)
    harness.frames(40)
    boxes = [box for group, box in placed if group is screen.picker.widgets]
    assert boxes, "no tooltip shown"
    rect = screen.picker.rect
    head = pygame.Rect(rect.x + 12, rect.y + 8, rect.w - 24, screen.picker.body_top - rect.y - 12)
    assert not boxes[-1].colliderect(head), (boxes[-1], head)
    assert not boxes[-1].colliderect(screen.find("pay-0").rect.inflate(8, 8))


def test_the_bar_keeps_clear_of_the_status_line_too():
    """The play scene's bar (Undo, Hint) weighs the same texts: the screen declares its
    status line."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    regions = [pygame.Rect(r) for r in play.text_regions()]
    assert status_panel(screen) in regions
