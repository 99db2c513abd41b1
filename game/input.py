"""The input layer: raw pygame events become intents. Scenes never read raw events.

Intent kinds (positions are logical 1280×720 coordinates):

=========  ===========================================================================
point      the pointer moved (hover); ``pos``
down       a button or finger went down; ``pos``
press      a click or tap: down and up without dragging; ``pos``
drag       the pointer moved while held past a small threshold; ``pos``, ``delta``
drop       the held pointer was released after a drag; ``pos``
scroll     wheel or trackpad; ``pos`` (pointer), ``delta`` (x, y; y > 0 scrolls up)
hold       a finger held still for :data:`HOLD_SECONDS`; ``pos`` (see :meth:`tick`)
back       Escape or the Android back button
confirm    Enter
key        a shortcut key; ``key`` is pygame's key name with ``ctrl+``/``shift+`` prefixes
text       typed text; ``text``
paste      Ctrl+V / Cmd+V (the receiver asks the host for the clipboard)
=========  ===========================================================================

Touch: the first finger acts like a mouse; SDL's mouse events synthesised from touch
are ignored so a tap is not seen twice. A finger put down is also a ``point`` there, as
a mouse moved there first would be: what a board says about the piece under the pointer
(GWT's risk sites, a city's reward, a route's details) shows on a tap too; a touch
player never saw it. A finger held still is a ``hold`` (a long press): what answers
it (a widget's tooltip, a game piece's detail box) makes the finger's release act on
nothing, so a player can ask what a button or a piece does without taking it; touch has
no resting pointer. A scene that takes every intent (a modal) must not take a ``hold``
it does not answer, or a slow tap there would do nothing (:func:`modal_takes`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.theme import LOGICAL_SIZE

DRAG_THRESHOLD = 10
#: A finger held still this long is a long press (``hold``).
HOLD_SECONDS = 0.5


@dataclass(frozen=True)
class Intent:
    kind: str
    pos: tuple[int, int] = (0, 0)
    delta: tuple[int, int] = (0, 0)
    key: str = ""
    text: str = ""

    @property
    def is_pointer(self) -> bool:
        # not a hold: one only asks, and what takes every pointer intent (a panel that
        # swallows clicks) would answer it without showing anything
        return self.kind in ("point", "down", "press", "drag", "drop", "scroll")


def point(pos: tuple[int, int]) -> Intent:
    return Intent("point", pos)


def modal_takes(intent: Intent) -> bool:
    """Whether a modal (a scene or panel that takes every intent) takes ``intent`` that
    nothing in it answered: all but a hold, which then stays a slow tap."""
    return intent.kind != "hold"


class InputMapper:
    """Stateful translator; one per app. ``translate`` returns zero or more intents."""

    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE) -> None:
        self.size = size
        self.held = False
        self.dragging = False
        self.start = (0, 0)
        self.last = (0, 0)
        self.finger: int | None = None
        self.held_time = 0.0  # how long the finger has been held still
        self.hold_sent = False
        self.hold_answered = False  # the release then acts on nothing
        self.touch = False  # the last pointer or key was a finger (texts say "tap")

    def _from_finger(self, event: pygame.event.Event) -> tuple[int, int]:
        return (int(event.x * self.size[0]), int(event.y * self.size[1]))

    def _down(self, pos: tuple[int, int]) -> list[Intent]:
        self.held, self.dragging, self.start, self.last = True, False, pos, pos
        self.held_time, self.hold_sent, self.hold_answered = 0.0, False, False
        return [Intent("down", pos)]

    def tick(self, dt: float) -> list[Intent]:
        """Once a frame: a ``hold`` where a finger has been held still for
        :data:`HOLD_SECONDS` (once per touch; a mouse button held still is a slow
        click, not a question)."""
        if self.finger is None or not self.held or self.dragging or self.hold_sent:
            return []
        self.held_time += dt
        if self.held_time < HOLD_SECONDS:
            return []
        self.hold_sent = True
        return [Intent("hold", self.start)]

    def answer_hold(self) -> None:
        """Something answered the hold: the finger's release, unless it drags first,
        acts on nothing (a drop with nothing dragged), and the tooltip stays until the
        next touch."""
        self.hold_answered = True

    def _move(self, pos: tuple[int, int]) -> list[Intent]:
        delta = (pos[0] - self.last[0], pos[1] - self.last[1])
        self.last = pos
        if self.held:
            if not self.dragging:
                dx, dy = pos[0] - self.start[0], pos[1] - self.start[1]
                if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                    self.dragging = True
                    delta = (dx, dy)
            if self.dragging:
                return [Intent("drag", pos, delta)]
        return [Intent("point", pos)]

    def _up(self, pos: tuple[int, int]) -> list[Intent]:
        if not self.held:
            return []
        self.held = False
        self.last = pos
        if self.hold_answered and not self.dragging:
            return [Intent("drop", pos)]  # nothing was dragged: nothing lands; the tooltip stays
        return [Intent("drop" if self.dragging else "press", pos)]

    def translate(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if getattr(event, "touch", False):
                return []  # the finger events carry it
            pos = (int(event.pos[0]), int(event.pos[1]))
            self.touch = False  # a real mouse (a finger's copies returned above)
            if kind == pygame.MOUSEMOTION:
                return self._move(pos)
            if event.button != 1:
                return []
            return self._down(pos) if kind == pygame.MOUSEBUTTONDOWN else self._up(pos)
        if kind == pygame.MOUSEWHEEL:
            if getattr(event, "touch", False):
                return []
            return [Intent("scroll", self.last, (int(event.x), int(event.y)))]
        if kind == pygame.FINGERDOWN:
            if self.finger is not None:
                return []
            self.finger = event.finger_id
            self.touch = True
            pos = self._from_finger(event)
            return [Intent("point", pos), *self._down(pos)]
        if kind == pygame.FINGERMOTION:
            return self._move(self._from_finger(event)) if event.finger_id == self.finger else []
        if kind == pygame.FINGERUP:
            if event.finger_id != self.finger:
                return []
            self.finger = None
            return self._up(self._from_finger(event))
        if kind == pygame.KEYDOWN:
            if event.key != pygame.K_AC_BACK:  # Android's Back is a phone's, not a keyboard's
                self.touch = False
            return self._key(event)
        if kind == pygame.TEXTINPUT:
            return [Intent("text", text=event.text)] if event.text else []
        return []

    def _key(self, event: pygame.event.Event) -> list[Intent]:
        key = event.key
        mods = event.mod
        ctrl = bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
            return [Intent("back")]
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return [Intent("confirm")]
        if ctrl and key == pygame.K_v:
            return [Intent("paste")]
        name = pygame.key.name(key)
        if not name:
            return []
        prefix = ("ctrl+" if ctrl else "") + ("shift+" if mods & pygame.KMOD_SHIFT else "")
        return [Intent("key", key=prefix + name)]
