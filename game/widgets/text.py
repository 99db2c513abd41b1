"""Text: a static label, a text field for typing or pasting, and toasts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game import draw
from game.input import Intent
from game.theme import Theme
from game.widgets.base import Widget

TOAST_SECONDS = 2.8  # the shortest time a toast stays up
TOAST_FADE_IN = 0.15  # seconds a toast takes to appear
TOAST_FADE_OUT = 0.4  # and to go
TOASTS_TOP = 84  # the first toast's top: under the top bar
READING_CHARS_PER_SECOND = 18  # longer messages stay until they can be read
#: A noncharacter: no font maps it, so it measures and draws as the font's "missing
#: glyph" box. pygame-ce's Font.metrics does not return None for a missing glyph (2.5.8,
#: DejaVu: it gives the box's metrics), so a character is missing when it measures and
#: draws exactly like this one.
NO_GLYPH = "\uffff"
_glyphs: dict[tuple[str, str], bool] = {}  # (font file, character) -> drawable


NAME_MAX = 16  # the longest player name


def one_line(text: str) -> str:
    """Text as a one-line field holds it: line breaks become spaces and other control
    characters go (a NUL typed, pasted or in a link's ?code= could not be drawn)."""
    text = text.replace("\r", "").replace("\n", " ")
    return "".join(ch for ch in text if ch.isprintable())


def clean_name(theme: Theme, raw: object) -> str:
    """A stored or shared player name as a game shows it: spaces squeezed, at most
    :data:`NAME_MAX` characters; "" (the seat's default) for anything that is not text
    our fonts draw (an emoji kept by an older autosave showed as a box)."""
    if not isinstance(raw, str) or not drawable(theme, raw):
        return ""
    return " ".join(raw.split())[:NAME_MAX]


def drawable(theme: Theme, text: str) -> bool:
    """Whether the theme's fonts (regular and bold: names show in both) draw every
    character of ``text``, rather than a box. Control and format characters (an emoji's
    joiner) count as not drawable."""
    return all(_has_glyph(theme, ch, bold) for ch in text for bold in (False, True))


def _has_glyph(theme: Theme, ch: str, bold: bool) -> bool:
    key = (str(theme.font_paths["bold" if bold else "regular"]), ch)
    known = _glyphs.get(key)
    if known is None:
        known = _glyphs[key] = ch.isprintable() and _not_the_box(theme.font("body", bold), ch)
    return known


def _not_the_box(font: pygame.font.Font, ch: str) -> bool:
    metrics = font.metrics(ch)
    if not metrics or metrics[0] is None:
        return False
    if metrics != font.metrics(NO_GLYPH):
        return True
    white = (255, 255, 255)
    return (pygame.image.tobytes(font.render(ch, True, white), "RGBA")
            != pygame.image.tobytes(font.render(NO_GLYPH, True, white), "RGBA"))


class Label(Widget):
    """Static text, wrapped to its rect."""

    def __init__(
        self, theme: Any, rect: Any, text: str, *, size: str | int = "body",
        color: Any = "text", bold: bool = False, align: str = "left", **kwargs: Any,
    ) -> None:
        super().__init__(theme, rect, **kwargs)
        self.text, self.size, self.color, self.bold, self.align = text, size, color, bold, align

    def draw(self, surface: pygame.Surface) -> None:
        draw.paragraph(surface, self.theme, self.text, self.rect, self.size, self.color,
                       self.bold, self.align)


class TextField(Widget):
    """A one-line field. Focus by clicking or Tab; type, paste (Ctrl+V), Enter submits.

    With ``allow``, typed or pasted text that it refuses changes nothing and goes to
    ``on_refused`` (to say why), so the field only ever holds what ``allow`` accepts.
    Text past ``max_length`` is left out and ``on_full`` told (to say so).
    """

    focusable = True

    def __init__(
        self, theme: Any, rect: Any, text: str = "", *, placeholder: str = "",
        max_length: int = 40, on_change: Callable[[str], None] | None = None,
        on_submit: Callable[[str], None] | None = None,
        paste: Callable[[], str | None] | None = None, monospace: bool = False,
        allow: Callable[[str], bool] | None = None,
        on_refused: Callable[[str], None] | None = None, latin: bool = False,
        on_full: Callable[[], None] | None = None, **kwargs: Any,
    ) -> None:
        super().__init__(theme, rect, **kwargs)
        text = one_line(text)
        self.text, self.placeholder, self.max_length = text, placeholder, max_length
        self.on_change, self.on_submit, self.paste_source = on_change, on_submit, paste
        self.focused = False
        self.caret = len(text)
        self.blink = 0.0
        self.monospace = monospace
        self.allow, self.on_refused = allow, on_refused
        self.latin = latin  # an on-screen keyboard starts with Latin letters (save codes)
        self.on_full = on_full

    def set_focus(self, focused: bool) -> None:
        self.focused = focused and self.enabled
        self.caret = len(self.text)

    def set_text(self, text: str) -> None:
        text = one_line(text)[: self.max_length]
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)
        self.caret = min(self.caret, len(self.text))

    def insert(self, value: str) -> None:
        value = one_line(value)
        if self.allow is not None and not self.allow(value):
            if self.on_refused is not None:
                self.on_refused(value)
            return
        room = self.max_length - len(self.text)
        if len(value) > room and self.on_full is not None:
            self.on_full()
        value = value[: max(0, room)]
        before, after = self.text[: self.caret], self.text[self.caret :]
        self.caret += len(value)
        self.set_text(before + value + after)

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        if intent.kind in ("down", "press"):
            inside = self.contains(intent.pos)
            if intent.kind == "press":
                self.focused = inside and self.enabled
                if inside:
                    self.caret = len(self.text)
                    self.blink = 0.0
            return inside
        if not self.focused:
            return False
        if intent.kind == "text":
            self.insert(intent.text)
            self.blink = 0.0
            return True
        if intent.kind == "paste":
            pasted = self.paste_source() if self.paste_source else None
            if pasted:
                self.insert(pasted.strip())
            return True
        if intent.kind == "confirm":
            if self.on_submit is None:
                return False  # Enter goes on to the scene (start the game, say)
            self.on_submit(self.text)
            return True
        if intent.kind == "key":
            return self._edit(intent.key)
        return False

    def _edit(self, key: str) -> bool:
        self.blink = 0.0
        if key == "backspace" and self.caret > 0:
            self.caret -= 1
            self.set_text(self.text[: self.caret] + self.text[self.caret + 1 :])
        elif key == "delete":
            self.set_text(self.text[: self.caret] + self.text[self.caret + 1 :])
        elif key == "left":
            self.caret = max(0, self.caret - 1)
        elif key == "right":
            self.caret = min(len(self.text), self.caret + 1)
        elif key == "home":
            self.caret = 0
        elif key == "end":
            self.caret = len(self.text)
        elif key in ("tab", "shift+tab", "f3"):
            return False
        return True  # other keys are typing, not shortcuts, while focused

    def shift(self, width: int, before: int | None = None) -> int:
        """How far the text is scrolled left in a box ``width`` wide: to keep the caret in
        sight while typing; none without the focus, so that a long name reads from its
        start (it showed its end, cut off at the left). ``before``: the width of the text
        before the caret, when the caller has measured it already."""
        if not self.focused:
            return 0
        if before is None:
            before = self.theme.text_width(self.text[: self.caret], "body")
        return max(0, before - width + 4)

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        border = theme.c("accent") if self.focused else theme.c(
            "muted" if self.hover else "line")
        draw.panel(surface, self.rect, theme.c("field"), 8, border=border,
                   width=2 if self.focused else 1)
        inner = self.rect.inflate(-24, 0)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        size = "body"
        if self.text:
            before = theme.text_width(self.text[: self.caret], size)
            shift = self.shift(inner.w, before)
            draw.text(surface, theme, self.text, (inner.x - shift, inner.centery), size,
                      anchor="midleft")
            caret_x = inner.x + before - shift
        else:
            draw.text(surface, theme, self.placeholder, (inner.x, inner.centery), size, "faint",
                      anchor="midleft")
            caret_x = inner.x
        if self.focused and self.blink < 0.55:
            h = theme.line_height(size)
            pygame.draw.line(surface, theme.c("accent"), (caret_x + 1, inner.centery - h // 2),
                             (caret_x + 1, inner.centery + h // 2), 2)
        surface.set_clip(clip)


@dataclass
class Toast:
    message: str
    kind: str
    age: float = 0.0
    life: float = TOAST_SECONDS

    def fading(self) -> bool:
        """Whether it is going (its last fraction of a second)."""
        return self.life - self.age < TOAST_FADE_OUT

    def shown(self) -> float:
        """How much of it shows: 0 to 1, fading in and out."""
        return max(0.0, min(1.0, self.age / TOAST_FADE_IN,
                            (self.life - self.age) / TOAST_FADE_OUT))


class Toasts:
    """Short messages near the top of the screen (under the top bar), above every scene."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.items: list[Toast] = []

    def show(self, message: str, kind: str = "info", life: float | None = None) -> None:
        """Show ``message``; it stays long enough to be read (``life`` seconds if given)."""
        if self.items and self.items[-1].message == message:
            self.items[-1].age = 0.0
            return
        if life is None:
            life = max(TOAST_SECONDS, 1.0 + len(message) / READING_CHARS_PER_SECOND)
        # one already going gives way at once: moved down under the new one (or, with no
        # room left over the log, to under the top bar) as it faded, it was still in sight
        # half drawn over what was behind and beside the new one coming in
        self.items = [t for t in self.items if not t.fading()]
        self.items.append(Toast(message, kind, life=life))
        del self.items[:-3]

    def dismiss(self, message: str) -> None:
        self.items = [t for t in self.items if t.message != message]

    def clear(self) -> None:
        self.items = []

    def update(self, dt: float) -> None:
        for toast in self.items:
            toast.age += dt
        self.items = [t for t in self.items if t.age < t.life]

    @property
    def messages(self) -> list[str]:
        return [t.message for t in self.items]

    def draw(self, surface: pygame.Surface,
             area: pygame.Rect | None = None) -> list[pygame.Rect]:
        """Newest on top, just under the top bar, so they never cover a player's hand;
        or from the top of ``area``, as wide as it at most (a game's side panel: under
        the top bar they covered a game's tabs and status line), and under the top bar
        those that no longer fit in it (a 6-player log area holds one or two). Returns
        where each went."""
        theme = self.theme
        drawn: list[pygame.Rect] = []
        y = TOASTS_TOP if area is None else area.y
        side = area  # the panel those under the top bar keep left of
        for toast in reversed(self.items):
            rect, lines = self.place(surface, toast.message, area, y)
            if area is not None and rect.bottom > area.bottom:
                area, y = None, TOASTS_TOP  # this one and older ones under the top bar
                rect, lines = self.place(surface, toast.message, area, y)
            if area is None and side is not None and rect.right > side.x - 16:
                # (a long one ran into the side panel, towards the toasts over the log)
                rect.right = max(side.x - 16, rect.w + 16)
            fade = toast.shown()
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            fill = theme.c("danger") if toast.kind == "error" else theme.c("toast")
            pygame.draw.rect(box, fill, box.get_rect(), border_radius=12)
            ink = "text" if toast.kind == "error" else "toast_text"
            ty = 12
            for line in lines:
                image = theme.render(line, "body", ink)
                box.blit(image, ((rect.w - image.get_width()) // 2, ty))
                ty += theme.line_height("body")
            box.set_alpha(int(255 * fade))
            shadow = draw.shadow_for(rect.size)
            if fade < 1.0:  # (at full strength it showed as a dark box round a faint one)
                shadow = shadow.copy()
                shadow.set_alpha(int(255 * fade))
            surface.blit(shadow, (rect.x - 8, rect.y - 8))
            surface.blit(box, rect)
            drawn.append(rect)
            y = rect.bottom + 10
        return drawn

    def place(self, surface: pygame.Surface, message: str, area: pygame.Rect | None,
              y: int) -> tuple[pygame.Rect, list[str]]:
        """A toast's box from ``y`` down (in ``area``'s width, or the screen's middle)
        and its lines."""
        theme = self.theme
        most = 640 if area is None else area.w - 48
        lines = draw.wrap(theme, message, most, "body")
        width = max(theme.text_width(line, "body") for line in lines) + 48
        height = len(lines) * theme.line_height("body") + 24
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (surface.get_width() // 2 if area is None else area.centerx, y)
        return rect, lines
