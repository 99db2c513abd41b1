"""A building's sites to choose from: each was "Build at A-1 · $2", half a row, four to
a page: a first building had six pages of them (player's review). The question says
what is built; the buttons say where and for how much, four to a row (a risk site's
name, "Flood risk 1", over its price when the two do not fit one line)."""

from __future__ import annotations

import pygame
import pytest

from game import draw
from rules.gwt import actions as A
from rules.gwt.data import CRAFTSMAN
from tests.ui.conftest import make_harness
from tests.ui_gwt.helpers import open_match, screen_of

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_first_buildings_sites_take_three_pages_each_button_readable(language,
                                                                       monkeypatch) -> None:
    def builder(state, data) -> None:
        state.workers[0][CRAFTSMAN] = 4
        state.money[0] = 30
        state.stack.append(("build", 2))  # build, $2 a craftsman

    monkeypatch.setattr("tests.ui_gwt.helpers.make_harness",
                        lambda: make_harness(["--lang", language]))
    harness, _ = open_match(builder)
    screen = screen_of(harness)
    harness.click("choice-0")  # the first building
    sites = [c for c in screen.decision.choices if isinstance(c.action, A.Build)]
    assert len(sites) >= 20  # every empty site of the trail
    pages = set()
    for _ in range(10):
        buttons = [w for w in screen.ui.widgets if w.id.startswith("choice-")]
        pages.add(screen.page)
        for button in buttons:
            assert screen.choice_area.contains(button.rect)
            lines = button.label.split("\n")  # one line, or a risk site over its price
            assert len(lines) == 1 or (len(lines) == 2 and lines[1].startswith("$")), lines
            assert all(draw.fitted_size(screen.ctx.theme, line, button.rect.w - 18,
                                        (15, 13) if len(lines) == 1 else (13, 12))
                       for line in lines), button.label
        harness.click("page-next")
        if screen.page == 0:
            break
    assert len(pages) <= 3, len(pages)
    for choice in sites:  # where, and for how much
        site = screen.names.site(choice.action.node)
        assert choice.label.startswith(site) and "$" in choice.label, choice.label
        assert site in screen.describe(choice.action)  # the hint says it whole


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_risk_sites_name_over_its_price_is_spaced_clear_of_it(language, monkeypatch) -> None:
    """"Flood risk 1" over "$2": the shared button's lines, 3 px closer than the font's
    line, ran the "$" into the name; a choice's two lines take the line height (less one)
    as far as the button allows, inside it."""
    def builder(state, data) -> None:
        state.workers[0][CRAFTSMAN] = 4
        state.money[0] = 30
        state.stack.append(("build", 2))

    monkeypatch.setattr("tests.ui_gwt.helpers.make_harness",
                        lambda: make_harness(["--lang", language]))
    harness, _ = open_match(builder)
    screen = screen_of(harness)
    harness.click("choice-0")  # the first building: the floods' risk sites on page one
    theme = screen.ctx.theme
    button = next(w for w in screen.ui.widgets if w.id.startswith("choice-")
                  and w.label.count("\n") == 1)
    drawn = []
    real = draw.text_lines

    def record(surface, theme, lines, pos, size, step, *args, **kwargs):
        drawn.append((list(lines), pos[1], size, step))
        return real(surface, theme, lines, pos, size, step, *args, **kwargs)

    monkeypatch.setattr(draw, "text_lines", record)
    button.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    lines, top, size, step = drawn[0]
    assert lines == button.label.split("\n") and lines[1].startswith("$")
    height = theme.line_height(size)
    assert step >= height - 1, (step, height)
    assert button.rect.y <= top and top + step + height <= button.rect.bottom
