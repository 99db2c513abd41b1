"""A scrolling panel's scrollbar works as a desktop one does, and a drag on the text
still drags the text (a finger on a phone). Every drag inside the panel dragged the
text: the thumb dragged down 300 px left the rules at the top, and from the middle a
drag down scrolled them up (a review of the rules screen)."""

from __future__ import annotations

import pygame
import pytest

from game.input import Intent
from game.scenes.rules import RulesScene
from game.theme import Theme
from game.widgets import Button, ScrollPanel
from game.widgets.panels import GRIP_IN, GRIP_OUT, PAGE_DELAY, PAGE_EVERY, SCROLL_STEP
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.init()
    return Theme.load()


def drag(panel: ScrollPanel, start: tuple[int, int], dy: int, steps: int = 5) -> None:
    """A press at ``start`` dragged ``dy`` down in steps, then released."""
    x, y = start
    panel.handle(Intent("down", start))
    for step in range(1, steps + 1):
        panel.handle(Intent("drag", (x, y + dy * step // steps), (0, dy // steps)))
    panel.handle(Intent("drop", (x, y + dy)))


def room(panel: ScrollPanel) -> int:
    """How far the thumb travels from the top of its track to the bottom."""
    return panel.track().h - panel.thumb().h


def test_the_thumb_follows_the_pointer_and_the_text_in_proportion(theme):
    panel = ScrollPanel(theme, (100, 0, 300, 400), 1600)
    assert panel.max_offset == 1200
    thumb = panel.thumb()
    drag(panel, (panel.rect.right - 4, thumb.centery), 100)
    assert panel.offset == round(100 * 1200 / room(panel))  # down, with the thumb
    assert panel.thumb().y == pytest.approx(thumb.y + 100, abs=1)
    middle = panel.offset
    drag(panel, (panel.rect.right - 4, panel.thumb().centery), -40)
    assert panel.offset == pytest.approx(middle - 40 * 1200 / room(panel), abs=1)  # back up
    drag(panel, (panel.rect.right - 4, panel.thumb().centery), 1000)
    assert panel.offset == panel.max_offset  # to the end, no further


def test_the_grip_is_a_fingers_width_mostly_outside_the_text(theme):
    panel = ScrollPanel(theme, (100, 0, 300, 400), 1600)
    assert GRIP_IN + GRIP_OUT >= 44 and GRIP_IN <= 16  # the log's text ends 16 px in
    for x in (panel.rect.right - GRIP_IN, panel.rect.right + GRIP_OUT - 1):
        panel.scroll_to(0)
        drag(panel, (x, panel.thumb().centery), 50)
        assert panel.offset > 0, x
    # just inside it, on the text: a drag drags the text, the other way
    panel.scroll_to(600)
    drag(panel, (panel.rect.right - GRIP_IN - 2, 200), 50)
    assert panel.offset == 550
    # a short thumb is taken a finger's height round it
    long = ScrollPanel(theme, (100, 0, 300, 400), 40000)
    assert long.thumb().h == 30
    drag(long, (long.rect.right + 8, long.thumb().bottom + 6), 100)
    assert long.offset > 0


def test_a_drag_on_the_text_still_drags_the_text(theme):
    clicks = []
    child = Button(theme, (110, 300, 80, 40), "deep", lambda: clicks.append(1))
    panel = ScrollPanel(theme, (100, 0, 300, 400), 1600, [child])
    panel.scroll_to(600)
    drag(panel, (250, 200), 100)
    assert panel.offset == 500  # the text goes down with the finger
    drag(panel, (250, 300), -150)
    assert panel.offset == 650
    panel.scroll_to(0)
    panel.handle(Intent("down", child.rect.center))
    panel.handle(Intent("press", child.rect.center))
    assert clicks == [1]  # a tap on a child still works it


def test_a_press_on_the_track_pages_and_pages_on_while_held(theme):
    panel = ScrollPanel(theme, (100, 0, 300, 400), 3000)
    page = 400 - SCROLL_STEP
    below = (panel.rect.right - 4, 300)
    panel.handle(Intent("down", below))
    assert panel.offset == page  # at once
    panel.update(PAGE_DELAY / 2)
    assert panel.offset == page
    panel.update(PAGE_DELAY / 2)
    assert panel.offset == 2 * page  # held: again
    for _ in range(100):
        panel.update(PAGE_EVERY)
    # until the thumb is under the pointer, and no further
    assert panel.thumb().bottom > below[1] and panel.offset < panel.max_offset
    reached = panel.offset
    panel.handle(Intent("press", below))
    assert panel.offset == reached
    # above the thumb: a page up; released, no more
    above = (panel.rect.right + 10, 6)
    panel.handle(Intent("down", above))
    assert panel.offset == reached - page
    panel.handle(Intent("press", above))
    panel.update(1.0)
    assert panel.offset == reached - page
    # a drag that began on the track does not drag the text
    panel.handle(Intent("down", above))
    paged = panel.offset
    panel.handle(Intent("drag", (above[0], 200), (0, 194)))
    panel.handle(Intent("drop", (above[0], 200)))
    assert panel.offset == paged


def test_no_scrollbar_no_grip(theme):
    panel = ScrollPanel(theme, (100, 0, 300, 400), 300)
    assert not panel.contains((panel.rect.right + 10, 200))
    panel.handle(Intent("down", (panel.rect.right - 4, 20)))
    panel.handle(Intent("press", (panel.rect.right - 4, 20)))
    assert panel.offset == 0


def mouse(harness, kind: int, pos: tuple[int, int]) -> None:
    """A real mouse event through the app's input mapper."""
    harness.frame(*harness.app.mapper.translate(pygame.event.Event(
        kind, pos=pos, button=1, buttons=(1, 0, 0), rel=(0, 0), touch=False)))


def test_the_rules_thumb_dragged_by_a_mouse():
    harness = make_harness(["--lang", "en"])
    harness.services.stack.push(RulesScene(harness.services, "gwt"))
    harness.frames(3)
    panel = harness.top.panel
    assert panel.offset == 0 and panel.max_offset > 300
    x, y = panel.rect.right - 4, panel.thumb().centery
    mouse(harness, pygame.MOUSEBUTTONDOWN, (x, y))
    for step in range(1, 11):
        mouse(harness, pygame.MOUSEMOTION, (x, y + 30 * step))
    mouse(harness, pygame.MOUSEBUTTONUP, (x, y + 300))
    assert panel.offset == min(panel.max_offset, round(300 * panel.max_offset / room(panel)))
    # from the middle, down 100 px: further down (it went back up, 437 to 337)
    panel.scroll_to(panel.max_offset // 2)
    middle, y = panel.offset, panel.thumb().centery
    mouse(harness, pygame.MOUSEBUTTONDOWN, (x, y))
    for step in range(1, 6):
        mouse(harness, pygame.MOUSEMOTION, (x, y + 20 * step))
    mouse(harness, pygame.MOUSEBUTTONUP, (x, y + 100))
    assert panel.offset > middle
    # a finger's drag on the text drags the text
    mapper, (width, height) = harness.app.mapper, harness.app.mapper.size

    def finger(kind: int, pos: tuple[int, int]) -> None:
        harness.frame(*mapper.translate(pygame.event.Event(
            kind, finger_id=1, x=pos[0] / width, y=pos[1] / height, dx=0.0, dy=0.0)))

    before = panel.offset
    finger(pygame.FINGERDOWN, (600, 400))
    for step in range(1, 6):
        finger(pygame.FINGERMOTION, (600, 400 + 20 * step))
    finger(pygame.FINGERUP, (600, 500))
    assert panel.offset == before - 100


def test_a_held_thumb_lets_go_when_the_pointer_moves_with_no_button(theme):
    """A review: the thumb held as the results replaced the game (its release went to
    the new scene) stayed held, and over the final board a mere mouse move scrolled the
    log. A pointer moving with no button down lets it go."""
    panel = ScrollPanel(theme, (100, 0, 300, 400), 3000)
    thumb = panel.thumb()
    panel.handle(Intent("down", (panel.rect.right - 4, thumb.centery)))
    assert panel.grab is not None
    panel.handle(Intent("point", (panel.rect.right - 4, 300)))
    assert panel.grab is None and panel.offset == 0
    panel.handle(Intent("point", (panel.rect.right - 4, 350)))
    assert panel.offset == 0
