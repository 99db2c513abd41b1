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
