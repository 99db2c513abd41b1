"""Players' names on the setup screen: only characters our fonts draw (an emoji showed
as a box), and no two players with the same name (the log and the results could not
tell them apart)."""

from __future__ import annotations

import json

import pygame
import pytest

from game.input import Intent
from game.theme import Theme
from game.widgets import TextField
from game.widgets.text import drawable
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui

LOCOMOTIVE = "\U0001F682"  # not in DejaVu Sans: drawn as a box


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.init()
    return Theme.load()


def open_setup(argv: list[str] | None = None):
    harness = make_harness(argv)
    harness.click("game-toy")
    assert harness.scene_name == "setup"
    return harness


def test_the_glyph_check_knows_what_our_fonts_draw(theme):
    assert drawable(theme, "Ada Lovelace")
    assert drawable(theme, "Зоя Борисовна, O'Brien-Smith, Zoë, Łukasz, Ærø")
    for undrawable in (LOCOMOTIVE, "中", "\U0001F44D", "\ue000", "\u200d", "\t", "\x00"):
        assert not drawable(theme, undrawable), repr(undrawable)
        assert not drawable(theme, "Ada" + undrawable)


def test_a_character_our_fonts_cannot_draw_is_refused_as_it_is_typed():
    harness = open_setup()
    harness.click("name-0")
    harness.type("Ada")
    harness.type(LOCOMOTIVE)
    harness.type("中")
    field = harness.find("name-0")
    assert field.text == "Ada" and harness.top.seats[0].name == "Ada"
    assert harness.services.t("setup.name_not_drawable") in harness.services.toasts.messages
    harness.type("!")  # typing goes on as before
    assert harness.top.seats[0].name == "Ada!"


def test_a_paste_with_such_a_character_changes_nothing_and_says_why():
    harness = open_setup(["--lang", "ru"])
    harness.click("name-1")
    field = harness.find("name-1")
    field.paste_source = lambda: f"Зоя {LOCOMOTIVE}"
    harness.frame(Intent("paste"))
    assert field.text == "" and harness.top.seats[1].name == ""
    message = harness.services.toasts.messages[-1]
    assert message == harness.services.t("setup.name_not_drawable")
    assert any("а" <= ch <= "я" for ch in message.lower())  # said in Russian
    field.paste_source = lambda: "Зоя"
    harness.frame(Intent("paste"))
    assert harness.top.seats[1].name == "Зоя"


def test_a_stored_name_with_such_a_character_is_not_restored():
    harness = make_harness()
    stored = {"count": 2, "seats": [["human", f"Ada{LOCOMOTIVE}", 0], ["easy", "Bo", 1]],
              "options": {}}
    harness.storage.put("setup.toy", json.dumps(stored))
    harness.click("game-toy")
    assert [seat.name for seat in harness.top.seats[:2]] == ["", "Bo"]
    assert harness.top.config().seats[0].name == "Player 1"


@pytest.mark.parametrize("second", ["Ada", " ada ", "ADA"])
def test_two_players_with_the_same_name_cannot_start(second):
    harness = open_setup()
    harness.click("name-0")
    harness.type("Ada")
    harness.click("name-1")
    harness.type(second)
    harness.click("start")
    assert harness.scene_name == "setup"  # nothing started, nothing saved
    assert harness.storage.get("autosave") is None
    message = harness.services.toasts.messages[-1]
    assert message == ("Players 1 and 2 are both called “Ada”. Give each player a different "
                       "name, so that the log and the results can tell them apart.")
    assert harness.top.ui.focused is harness.find("name-1")  # where to fix it
    harness.key("backspace")
    harness.key("backspace")
    harness.type("l")
    harness.click("start")
    assert harness.scene_name == "game"
    assert len({name.casefold() for name in harness.top.names}) == 2


def test_a_typed_name_may_not_be_another_seats_default_name():
    harness = open_setup(["--lang", "ru"])
    harness.click("name-0")
    harness.type("игрок 2")  # seat 2 is left blank: "Игрок 2"
    harness.confirm()
    assert harness.scene_name == "setup"
    assert harness.services.toasts.messages[-1] == harness.services.t(
        "setup.same_name", name="игрок 2", first=1, later=2)


def test_the_text_before_the_caret_is_measured_once_a_frame(theme, monkeypatch):
    field = TextField(theme, (0, 0, 200, 44), "Ada Lovelace")
    field.handle(Intent("press", (10, 10)))
    field.handle(Intent("key", key="left"))
    measured: list[str] = []
    width = theme.text_width

    def counting(text, *rest, **named):
        measured.append(text)
        return width(text, *rest, **named)

    monkeypatch.setattr(theme, "text_width", counting)
    field.draw(pygame.Surface((300, 100)))
    assert measured.count("Ada Lovelac") == 1
