"""Cues that do not rest on hue alone, and text that can be read (a review with
simulated colour-vision deficiencies and measured contrast)."""

from __future__ import annotations

import pygame

from game import draw
from game.screens.gwt.look import contrast
from tests.ui.conftest import make_harness


def test_faint_and_muted_text_can_be_read_on_the_panels() -> None:
    """"Faint" was 2.9:1 on a panel and carried information (TTR's discard count,
    Railroad Ink's score note, GWT's worker VP): those are muted now, and faint itself
    is lighter."""
    theme = make_harness().services.theme
    for ground in ("panel", "panel_lo", "bg_top"):
        assert contrast(theme.c("muted"), theme.c(ground)) >= 4.5
        assert contrast(theme.c("faint"), theme.c(ground)) >= 3.8


def test_railroad_inks_legal_spaces_stand_out_from_the_paper() -> None:
    """The light green outline was 1.8:1 on the paper, and the hint said "a green space"."""
    from game.screens.railroad_ink.art import PAPER, PAPER_DARK
    from game.screens.railroad_ink.board import COORDINATE, LEGAL_EDGE

    assert contrast(LEGAL_EDGE, PAPER) >= 4.5
    assert contrast(COORDINATE, PAPER_DARK) >= 4.5  # the rows' letters (2.9:1 before)
    assert contrast((255, 255, 255), LEGAL_EDGE) >= 4.5  # a finished player's tick
    harness = make_harness(["--lang", "en"])
    for key in ("ink.turn_hint", "ink.turn_hint.touch"):
        assert "green" not in harness.services.i18n.t(key)


def test_each_network_has_its_own_badge_shape_for_colour_blind_eyes(monkeypatch) -> None:
    """Two networks of two exits differed only by their tint."""
    import dataclasses
    from types import SimpleNamespace

    from game.screens.railroad_ink import board
    from game.screens.railroad_ink.analysis import preview
    from rules.railroad_ink.tiles import CELLS
    from tests.ui_railroad_ink.helpers import start

    shapes: list[int] = []
    monkeypatch.setattr(board, "badge", lambda surface, centre, radius, colour, shape:
                        shapes.append(shape))
    harness = make_harness()
    play = start(harness, ["human"])
    harness.run_until(lambda: getattr(harness.top, "opening", None) is None)
    six = [SimpleNamespace(exits=[(3, 0), (21, 3)], cells=[3]) for _ in range(6)]
    info = dataclasses.replace(preview(tuple([0] * CELLS), "none"), networks=six)
    surface = pygame.Surface((1280, 720))
    play.screen.painter.networks(surface, play.screen.layout, info, False, colour_blind=True)
    assert len(shapes) == 12 and len(set(shapes)) == 6  # a shape per network, as many as
    # the colours (networks 1 and 5 were both discs)
    shapes.clear()
    play.screen.painter.networks(surface, play.screen.layout, info, False)
    assert set(shapes) == {0}


def test_a_claimed_routes_owner_mark_is_dark_on_a_light_seat_colour() -> None:
    """White on the yellow seat's cars was 1.7:1."""
    yellow = make_harness().services.theme.seat(3).color
    assert contrast(draw.ink_on(yellow), yellow) >= 4.5


def test_the_logs_seat_marks_are_chips_with_a_rim(monkeypatch) -> None:
    """The black seat's dot (or star) was 1.5:1 on the panel: each log line's mark is now
    a small seat chip, whose rim a dark seat shows against the panel."""
    from tests.ui.conftest import open_game

    chips: list[int] = []
    chip = draw.seat_chip
    monkeypatch.setattr(draw, "seat_chip", lambda surface, theme, rect, colour, *rest: (
        chips.append(colour), chip(surface, theme, rect, colour, *rest))[1])
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    play = harness.top
    play.log_lines = [(0, "Ada bets"), (1, "Brunel bets")]
    chips.clear()
    harness.frame()
    assert {play.looks[0].colour, play.looks[1].colour} <= set(chips)
    black = make_harness().services.theme
    darkest = min(range(len(black.seats)), key=lambda i: sum(black.seat(i).color[:3]))
    assert contrast(draw.chip_rim(black.seat(darkest).color), black.c("panel")) >= 3
