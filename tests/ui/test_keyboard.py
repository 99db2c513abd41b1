"""The on-screen keyboard: a touch player types names and save codes with it (a phone's
browser shows no keyboard for a canvas); a mouse and keyboard player never sees it."""

from __future__ import annotations

import pygame
import pytest

from game.widgets.keyboard import Keyboard
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


def type_keys(harness, keyboard: Keyboard, keys: list[str]) -> None:
    for key in keys:
        harness.finger_tap(dict(keyboard.keys())[key].center)


def test_a_touch_player_types_a_name_on_the_keyboard_and_leaves_it_with_done() -> None:
    harness = make_harness(["--lang", "en"])
    harness.finger_tap(harness.find("game-toy").rect.center)
    setup = harness.top
    assert setup.keyboard() is None
    harness.finger_tap(harness.find("name-0").rect.center)
    keyboard = setup.keyboard()
    assert keyboard is not None and keyboard.layout == "en"
    type_keys(harness, keyboard, ["shift", "a", "d", "a", "space", "l", "x", "backspace", "o"])
    assert setup.seats[0].name == "Ada lo"
    type_keys(harness, keyboard, ["switch"])  # the Russian letters
    type_keys(harness, keyboard, ["я"])
    assert setup.seats[0].name == "Ada loя"
    type_keys(harness, keyboard, ["done"])
    assert setup.keyboard() is None and harness.scene_name == "setup"


def test_done_on_the_code_screen_loads_the_code() -> None:
    from rules.core.savecode import encode_match
    from tests.ui.conftest import toy_match

    harness = make_harness(["--lang", "ru"])
    harness.finger_tap(harness.find("load").rect.center)
    code_scene = harness.top
    keyboard = code_scene.keyboard()
    # the field starts focused; a code is in Latin letters whatever the language
    assert keyboard is not None and keyboard.layout == "en"
    # the screen's buttons stay clear of it (it covered their lower 12 px; a touch review)
    for widget_id in ("clear", "paste", "load"):
        button = harness.find(widget_id)
        assert button is None or not button.rect.colliderect(keyboard.rect), widget_id
    code = encode_match(toy_match(["human", "easy"])).lower().replace("-", "")
    type_keys(harness, keyboard, list(code))
    assert code_scene.field.text == code
    type_keys(harness, keyboard, ["done"])
    harness.run_until(lambda: harness.scene_name in ("game", "loading"), max_frames=200)


def test_no_keyboard_for_a_mouse_and_keyboard_player() -> None:
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("name-0")
    assert harness.top.keyboard() is None


@pytest.mark.parametrize("layout", ["en", "ru"])
def test_every_key_is_on_screen_apart_and_big_enough_for_a_finger(layout) -> None:
    from game.widgets.text import drawable

    harness = make_harness(["--lang", layout])
    keyboard = Keyboard(harness.services.theme, object(), layout, "Done")
    keys = keyboard.keys()
    screen = pygame.Rect(0, 0, 1280, 720)
    for index, (key, rect) in enumerate(keys):
        assert screen.contains(rect) and rect.w >= 44 and rect.h >= 44, key
        assert all(not rect.colliderect(other) for _, other in keys[index + 1:]), key
        assert drawable(harness.services.theme, keyboard.label(key)), key
    letters = {key for key, _ in keys if len(key) == 1}
    assert ("ё" in letters and "ъ" in letters) if layout == "ru" else "q" in letters


def test_a_slow_key_press_types_and_a_drag_onto_a_key_does_not() -> None:
    """A hold on the keyboard was answered by a tooltip of what it covers (the release
    then typed nothing); a key stayed lit after a drag."""
    from game.input import Intent

    harness = make_harness(["--lang", "en"])
    harness.finger_tap(harness.find("game-railroad-ink").rect.center)
    harness.finger_tap(harness.find("name-0").rect.center)
    setup = harness.top
    keyboard = setup.keyboard()
    keys = dict(keyboard.keys())
    for key in ("o", "'", "b"):
        harness.long_press(keys[key].center)
    assert setup.seats[0].name == "o'b"
    start, end = keys["q"].center, keys["w"].center
    harness.frame(Intent("down", start))
    harness.frame(Intent("drag", end, (end[0] - start[0], 0)))
    harness.frame(Intent("drop", end))
    assert setup.seats[0].name == "o'b" and keyboard.pressed is None
    daily = harness.find("daily")
    assert daily.tooltip and keyboard.rect.colliderect(daily.rect)  # under the keyboard
    harness.long_press(daily.rect.center)
    assert setup.ui.tooltip_box(harness.app.surface.get_rect()) is None
    assert harness.top is setup and setup.keyboard() is keyboard


def test_a_bad_code_says_why_above_the_keyboard_and_back_only_puts_it_away() -> None:
    """The error was drawn under the keyboard (Done seemed to do nothing); Back left the
    screen and lost the code typed so far; the preview showed the start of a long code,
    not where the typing goes."""
    harness = make_harness(["--lang", "en"])
    harness.finger_tap(harness.find("load").rect.center)
    code_scene = harness.top
    keyboard = code_scene.keyboard()
    type_keys(harness, keyboard, [*"abc12", "done"])
    assert code_scene.error and code_scene.keyboard() is None  # the message shows
    harness.finger_tap(code_scene.field.rect.center)
    keyboard = code_scene.keyboard()
    type_keys(harness, keyboard, list("7" * 110 + "9"))
    assert keyboard.preview_text(856).endswith("79|") and keyboard.preview_text(856)[0] == "…"
    harness.back()
    assert harness.top is code_scene and code_scene.keyboard() is None
    assert code_scene.field.text == "abc12" + "7" * 110 + "9"


def test_backspace_held_down_goes_on_deleting() -> None:
    """One press deleted one character, however long the finger stayed on it."""
    harness = make_harness(["--lang", "en"])
    harness.finger_tap(harness.find("game-toy").rect.center)
    harness.finger_tap(harness.find("name-0").rect.center)
    setup = harness.top
    keyboard = setup.keyboard()
    type_keys(harness, keyboard, list("abcdefghij"))
    harness.long_press(dict(keyboard.keys())["backspace"].center, seconds=1.0)
    left = setup.seats[0].name
    assert "abcdefghij".startswith(left) and len(left) <= 10 - 5  # about 7 a second, and one
    harness.finger_tap(dict(keyboard.keys())["a"].center)
    assert setup.seats[0].name == left + "a"  # the repeat stopped with the finger
