"""The information about a hovered piece of the trail stays off the piece: it went to
the board's bottom-left corner always, over the rockfall spaces below E, so hovering
one of them hid it under its own description."""

from __future__ import annotations

import pygame
import pytest

from game import draw
from game.screens.gwt import drawing
from game.screenshot import parse, stage

pytestmark = pytest.mark.ui


def test_the_hover_box_never_covers_the_hovered_trail_piece(monkeypatch) -> None:
    harness = stage(parse(["--scene", "game", "--game", "gwt", "--players", "4", "--moves",
                           "200", "--seed", "5", "--out", "x"]))
    screen = harness.top.screen
    screen.choose_tab("trail")
    boxes: list[pygame.Rect] = []
    panel = draw.panel
    monkeypatch.setattr(draw, "panel", lambda surface, rect, *rest, **named: (
        boxes.append(pygame.Rect(rect)), panel(surface, rect, *rest, **named))[1])
    surface = pygame.Surface((1280, 720))
    covered, shown = [], 0
    for key, spot in screen.spots.items():
        if key[0] != "node":
            continue
        screen.hover_key, screen.pointer = key, spot.center
        boxes.clear()
        drawing.draw_hover(screen, surface)
        if not boxes:
            continue  # nothing to say about this place
        shown += 1
        if boxes[0].colliderect(spot):
            covered.append(screen.data.node_ids[key[1]])
    assert shown > 40
    assert covered == [], covered


def test_the_pair_discard_says_a_pair_in_russian() -> None:
    """The neutral building's discard of a pair read «Сбросить две одной породы» (two
    of what?): now «пару одной породы», as short (it is a choice button's label)."""
    from tests.ui.conftest import make_harness
    from tests.ui_gwt.helpers import screen_of, start_gwt

    harness = make_harness(["--lang", "ru"])
    start_gwt(harness)
    screen = screen_of(harness)
    pair = next(options[0] for b in screen.data.buildings for options in b.actions
                if options[0].name == "discard_for" and options[0].card == "pair")
    label = screen.names.effect(pair)
    assert "пару одной породы" in label, label


@pytest.mark.parametrize("language", ["en", "ru"])
def test_an_objective_on_display_is_described_in_words(language: str) -> None:
    """Hovering an objective card of the display said "objective O15" (lower case) and
    its action only: now also its tasks and what it is worth."""
    from game.screens.gwt.drawing import info_lines
    from rules.gwt.data import TASKS
    from tests.ui.conftest import make_harness
    from tests.ui_gwt.helpers import screen_of, start_gwt

    harness = make_harness(["--lang", language])
    start_gwt(harness)
    screen = screen_of(harness)
    data, table = screen.data, screen.table
    card = table.display[0]
    objective = data.objectives[card - data.first_objective]
    lines = info_lines(screen, ("objective", 0))
    assert lines[0][:1].isupper(), lines
    text = " ".join(lines)
    for task in objective.tasks:
        assert screen.names.tasks[TASKS[task]] in text, (TASKS[task], text)
    assert f"{objective.vp}" in text and f"−{objective.penalty}" in text, text


def test_a_finger_on_a_piece_shows_what_the_board_says_about_it() -> None:
    """The board's boxes about a piece (a risk site's action, a hazard's fee) followed
    the mouse only: a touch player, who has no pointer moving over the board, never saw
    them. A finger put down is now a point there too."""
    from game.input import InputMapper
    from tests.ui_gwt.helpers import make_harness, screen_of, start_gwt

    harness = make_harness()
    start_gwt(harness)
    screen = screen_of(harness)
    key, rect = next(iter(screen.spots.items()))
    mapper = InputMapper()
    x, y = rect.center
    down = pygame.event.Event(pygame.FINGERDOWN, finger_id=1, x=x / 1280, y=y / 720,
                              dx=0, dy=0)
    harness.frame(*mapper.translate(down))
    assert screen.hover_key == key
