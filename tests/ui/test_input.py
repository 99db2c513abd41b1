"""The input layer turns synthetic pygame events into intents."""

from __future__ import annotations

import pygame
import pytest

from game.input import InputMapper

pytestmark = pytest.mark.ui


def ev(kind: int, **fields: object) -> pygame.event.Event:
    return pygame.event.Event(kind, **fields)


def kinds(mapper: InputMapper, *events: pygame.event.Event) -> list[str]:
    return [intent.kind for event in events for intent in mapper.translate(event)]


def test_click_is_down_then_press():
    mapper = InputMapper()
    assert kinds(mapper,
                 ev(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0)),
                 ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1),
                 ev(pygame.MOUSEBUTTONUP, pos=(12, 11), button=1)) == ["point", "down", "press"]


def test_drag_past_the_threshold_is_not_a_click():
    mapper = InputMapper()
    out = [i for e in (ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1),
                       ev(pygame.MOUSEMOTION, pos=(40, 10), rel=(30, 0), buttons=(1, 0, 0)),
                       ev(pygame.MOUSEMOTION, pos=(50, 12), rel=(10, 2), buttons=(1, 0, 0)),
                       ev(pygame.MOUSEBUTTONUP, pos=(50, 12), button=1))
           for i in mapper.translate(e)]
    assert [i.kind for i in out] == ["down", "drag", "drag", "drop"]
    assert out[1].delta == (30, 0) and out[2].delta == (10, 2)


def test_touch_acts_like_a_mouse_in_logical_coordinates():
    mapper = InputMapper()
    out = [i for e in (ev(pygame.FINGERDOWN, finger_id=3, x=0.5, y=0.5, dx=0, dy=0),
                       ev(pygame.FINGERDOWN, finger_id=4, x=0.1, y=0.1, dx=0, dy=0),
                       ev(pygame.FINGERUP, finger_id=3, x=0.5, y=0.5, dx=0, dy=0))
           for i in mapper.translate(e)]
    assert [(i.kind, i.pos) for i in out] == [("point", (640, 360)), ("down", (640, 360)),
                                              ("press", (640, 360))]


def test_mouse_events_made_from_touch_are_ignored():
    mapper = InputMapper()
    assert kinds(mapper, ev(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1, touch=True)) == []


def test_wheel_and_right_button():
    mapper = InputMapper()
    out = mapper.translate(ev(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert out[0].kind == "scroll" and out[0].delta == (0, -2)
    assert mapper.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=3)) == []


@pytest.mark.parametrize(("key", "mod", "kind", "name"), [
    (pygame.K_ESCAPE, 0, "back", ""),
    (pygame.K_AC_BACK, 0, "back", ""),
    (pygame.K_RETURN, 0, "confirm", ""),
    (pygame.K_v, pygame.KMOD_LCTRL, "paste", ""),
    (pygame.K_z, pygame.KMOD_LCTRL, "key", "ctrl+z"),
    (pygame.K_F3, 0, "key", "f3"),
    (pygame.K_h, 0, "key", "h"),
])
def test_keys(key, mod, kind, name):
    out = InputMapper().translate(ev(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    assert out[0].kind == kind and out[0].key == name


def test_text():
    out = InputMapper().translate(ev(pygame.TEXTINPUT, text="Ж"))
    assert out[0].kind == "text" and out[0].text == "Ж"


def finger(kind: int, x: float = 0.5, y: float = 0.5) -> pygame.event.Event:
    return ev(kind, finger_id=1, x=x, y=y, dx=0, dy=0)


def held(mapper: InputMapper, seconds: float) -> list[str]:
    return [intent.kind for _ in range(round(seconds * 60)) for intent in mapper.tick(1 / 60)]


def test_a_finger_held_still_is_one_hold_and_answered_its_release_acts_on_nothing():
    """Touch has no resting pointer: a long press asks what is under the finger."""
    from game.input import HOLD_SECONDS

    mapper = InputMapper()
    mapper.translate(finger(pygame.FINGERDOWN))
    assert held(mapper, HOLD_SECONDS - 0.1) == []
    assert held(mapper, 1.0) == ["hold"]  # once
    mapper.answer_hold()
    out = mapper.translate(finger(pygame.FINGERUP))
    assert [(i.kind, i.pos) for i in out] == [("drop", (640, 360))]


def test_a_slow_tap_nothing_answered_is_still_a_tap():
    mapper = InputMapper()
    mapper.translate(finger(pygame.FINGERDOWN))
    assert held(mapper, 1.0) == ["hold"]
    assert kinds(mapper, finger(pygame.FINGERUP)) == ["press"]
    mapper.translate(finger(pygame.FINGERDOWN))  # the next touch starts afresh
    assert kinds(mapper, finger(pygame.FINGERUP)) == ["press"]


def test_no_hold_for_a_mouse_or_a_dragging_finger():
    mapper = InputMapper()
    mapper.translate(ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert held(mapper, 1.0) == []  # a slow click
    assert kinds(mapper, ev(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)) == ["press"]
    mapper.translate(finger(pygame.FINGERDOWN))
    assert kinds(mapper, finger(pygame.FINGERMOTION, 0.6, 0.5)) == ["drag"]
    assert held(mapper, 1.0) == []


def test_the_last_input_says_whether_a_finger_is_in_use():
    """A finger sets touch mode; a real mouse's motion or a key ends it, but not Android's
    Back button (a phone's) nor the mouse events SDL copies from a finger."""
    mapper = InputMapper()
    mapper.translate(finger(pygame.FINGERDOWN))
    assert mapper.touch
    mapper.translate(ev(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1), buttons=(0, 0, 0),
                        touch=True))
    mapper.translate(ev(pygame.KEYDOWN, key=pygame.K_AC_BACK, mod=0))
    assert mapper.touch
    mapper.translate(ev(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1), buttons=(0, 0, 0)))
    assert not mapper.touch
    mapper.translate(finger(pygame.FINGERUP))
    mapper.translate(finger(pygame.FINGERDOWN))
    mapper.translate(ev(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    assert not mapper.touch
