"""One caret at a time: the text field clicked into has it, and Tab goes on from there.

Player 1's name clicked and typed, then Player 2's: both kept the orange border and a
caret, and Tab went to Player 1's "Played by" (a review of the setup screen). A group
stopped a press at the field it landed on, so a field before it never saw the press
that should have taken its caret away.
"""

from __future__ import annotations

import pygame
import pytest

from game.input import Intent
from game.theme import Theme
from game.widgets import Button, TextField, WidgetGroup
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.init()
    return Theme.load()


def click(group: WidgetGroup, pos: tuple[int, int]) -> None:
    group.handle(Intent("down", pos))
    group.handle(Intent("press", pos))


def test_a_field_clicked_takes_the_caret_from_the_others(theme):
    first = TextField(theme, (10, 10, 200, 40), id="first")
    after = Button(theme, (220, 10, 100, 40), "Go", lambda: None, id="go")
    second = TextField(theme, (10, 60, 200, 40), id="second")
    group = WidgetGroup(theme, [first, after, second])
    click(group, first.rect.center)
    assert first.focused and not second.focused
    click(group, second.rect.center)
    assert second.focused and not first.focused  # (both had it)
    group.handle(Intent("text", text="x"))
    assert (first.text, second.text) == ("", "x")
    click(group, first.rect.center)
    assert first.focused and not second.focused  # and back
    # Tab goes on from the field clicked into
    click(group, second.rect.center)
    group.handle(Intent("key", key="tab"))
    assert group.focused is first  # round again: the field after it is the first
    assert not second.focused


def test_a_button_pressed_leaves_the_caret_where_it_is(theme):
    """The code screen's Clear and Paste: typing goes on into the field after them."""
    field = TextField(theme, (10, 10, 200, 40), id="field")
    button = Button(theme, (220, 10, 100, 40), "Clear", lambda: field.set_text(""))
    group = WidgetGroup(theme, [field, button])
    click(group, field.rect.center)
    click(group, button.rect.center)
    assert field.focused


def test_setup_names_one_caret_and_tab_goes_on_from_the_one_clicked():
    harness = make_harness(["--lang", "en"])
    harness.click("game-ttr-europe")
    harness.frames(3)
    harness.click("name-0")
    harness.type("Ada")
    harness.click("name-1")
    harness.type("Bob")
    fields = [w for w in harness.top.ui.widgets if isinstance(w, TextField)]
    assert [w.id for w in fields if w.focused] == ["name-1"]
    assert (harness.find("name-0").text, harness.find("name-1").text) == ("Ada", "Bob")
    harness.key("tab")
    assert harness.top.ui.focused_id() == "controller-1"  # was Player 1's, controller-0
    assert not any(w.focused for w in fields)


def test_a_finger_moves_the_on_screen_keyboard_to_the_field_tapped():
    harness = make_harness(["--lang", "en"])
    harness.click("game-ttr-europe")
    harness.frames(3)
    harness.finger_tap(harness.find("name-0").rect.center)
    assert harness.top.keyboard().field is harness.find("name-0")
    harness.finger_tap(harness.find("name-1").rect.center)
    assert harness.top.keyboard().field is harness.find("name-1")
    assert not harness.find("name-0").focused
