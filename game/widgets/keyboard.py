"""An on-screen keyboard for a touch player typing into a text field: a phone's browser
shows none for a canvas (pygbag has no virtual keyboard: pygame-web/pygbag issue 65), so
names and save codes could not be typed on a phone.

It covers the bottom of the screen, with a line showing the field's text (the field
itself may be under it). Letters in English or Russian (a key switches), digits, space,
a hyphen, an apostrophe and a full stop, Shift for one capital, Backspace, and Done,
which submits the field as Enter would (the code screen loads the code) or else leaves
it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game import draw
from game.input import Intent
from game.widgets.base import Widget

#: Letter rows per layout; the digits row is shared.
LAYOUTS = {
    "en": ("qwertyuiop", "asdfghjkl", "zxcvbnm"),
    "ru": ("йцукенгшщзхъ", "фывапролджэ", "ячсмитьбюё"),
}
DIGITS = "1234567890"
KEY_W, KEY_H, GAP = 96, 46, 7  # (a finger's 44 px; the code screen's buttons stay clear above)
PREVIEW_H = 44
HEIGHT = PREVIEW_H + 5 * (KEY_H + GAP) + 12
#: The special keys' ids (their labels come from the catalog or are symbols).
SHIFT, BACK, SWITCH, SPACE, DONE = "shift", "backspace", "switch", "space", "done"
#: Backspace held down deletes on its own after this long, then one character a step.
REPEAT_AFTER, REPEAT_EVERY = 0.5, 0.08


class Keyboard(Widget):
    """Keys laid out for ``layout`` ("en" or "ru"); ``field`` receives what they type."""

    def __init__(self, theme: Any, field: Any, layout: str, done_label: str) -> None:
        super().__init__(theme, pygame.Rect(0, 720 - HEIGHT, 1280, HEIGHT), id="keyboard")
        self.field = field
        self.layout = layout if layout in LAYOUTS else "en"
        self.done_label = done_label
        self.shifted = False
        self.pressed: str | None = None
        self.held_for = 0.0  # how long the pressed key has been down
        self.next_repeat = REPEAT_AFTER  # when a held Backspace deletes next

    # ----- layout ---------------------------------------------------------------------
    def keys(self) -> list[tuple[str, pygame.Rect]]:
        """Every key as (what it types or does, where)."""
        out: list[tuple[str, pygame.Rect]] = []
        top = self.rect.y + PREVIEW_H + 8
        rows = (DIGITS, *LAYOUTS[self.layout])
        for index, row in enumerate(rows):
            width = len(row) * (KEY_W + GAP) - GAP
            x = (self.rect.w - width) // 2
            y = top + index * (KEY_H + GAP)
            for char in row:
                out.append((char, pygame.Rect(x, y, KEY_W, KEY_H)))
                x += KEY_W + GAP
            if index == len(rows) - 1:  # Shift left of the last letters, Backspace right
                wide = min(KEY_W * 3 // 2, (self.rect.w - 16 - width) // 2 - GAP)
                left = (self.rect.w - width) // 2 - GAP - wide
                out.append((SHIFT, pygame.Rect(left, y, wide, KEY_H)))
                out.append((BACK, pygame.Rect(x, y, wide, KEY_H)))
        y = top + len(rows) * (KEY_H + GAP)
        x = 104
        for key, width in ((SWITCH, 150), ("-", KEY_W), ("'", KEY_W), (SPACE, 440),
                           (".", KEY_W), (DONE, 160)):  # Mary-Jane, O'Brien, St. Ives
            out.append((key, pygame.Rect(x, y, width, KEY_H)))
            x += width + GAP
        return out

    def key_at(self, pos: tuple[int, int]) -> str | None:
        return next((key for key, rect in self.keys() if rect.collidepoint(pos)), None)

    # ----- input ----------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        """A tap on a key types it (one begun on a key: not a drag onto it); every pointer
        intent on the keyboard stops here."""
        pressed = self.pressed
        if intent.kind in ("press", "drop"):
            self.pressed = None  # no key stays lit
        if not intent.is_pointer or not self.rect.collidepoint(intent.pos):
            return False
        if intent.kind == "down":
            self.pressed, self.held_for = self.key_at(intent.pos), 0.0
            self.next_repeat = REPEAT_AFTER
        elif intent.kind == "press" and pressed is not None:
            key = self.key_at(intent.pos)
            if key is not None:
                self.type(key)
        return True

    def update(self, dt: float) -> None:
        """Backspace held down goes on deleting (one key press deleted one character)."""
        if self.pressed != BACK:
            return
        self.held_for += dt
        while self.held_for >= self.next_repeat:
            self.field.handle(Intent("key", key="backspace"))
            self.next_repeat += REPEAT_EVERY

    def type(self, key: str) -> None:
        field = self.field
        if key == SHIFT:
            self.shifted = not self.shifted
        elif key == BACK:
            field.handle(Intent("key", key="backspace"))
        elif key == SWITCH:
            self.layout = "ru" if self.layout == "en" else "en"
        elif key == DONE:
            if not field.handle(Intent("confirm")):  # nothing to submit: leave the field
                field.set_focus(False)
        else:
            text = " " if key == SPACE else key.upper() if self.shifted else key
            field.handle(Intent("text", text=text))
            self.shifted = False
        self.sound("click")

    # ----- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        draw.panel(surface, self.rect, theme.c("panel_lo"), 0, shadow=10)
        preview = pygame.Rect(200, self.rect.y + 6, 880, PREVIEW_H - 6)
        draw.panel(surface, preview, theme.c("panel"), 8, border=theme.c("accent"))
        draw.text(surface, theme, self.preview_text(preview.w - 24), (preview.x + 12,
                  preview.centery), "body", "text" if self.field.text else "faint",
                  anchor="midleft", max_width=preview.w - 24)
        for key, rect in self.keys():
            lit = key == self.pressed or (key == SHIFT and self.shifted) or key == DONE
            fill = theme.c("accent") if lit else theme.c("panel_hi")
            draw.panel(surface, rect, fill, 8)
            label = self.label(key)
            draw.text(surface, theme, label, rect.center, "h3" if len(label) == 1 else "body",
                      "accent_text" if lit else "text", True, "center")

    def preview_text(self, width: int) -> str:
        """The field's text with the caret at its end, its start left out ("…") if it is
        too long: the end is where the typing goes (the placeholder when empty)."""
        text = self.field.text
        if not text:
            return self.field.placeholder
        shown = f"{text[-120:]}|"  # a pasted page is long: its end is enough
        while len(shown) > 2 and self.theme.text_width(shown, "body") > width:
            shown = shown[1:]
        return shown if shown == f"{text}|" else "…" + shown[1:]

    def label(self, key: str) -> str:
        if key == SHIFT:
            return "⇧"
        if key == BACK:
            return "⌫"
        if key == SWITCH:
            return "abc" if self.layout == "ru" else "абв"
        if key == SPACE:
            return "␣"
        if key == DONE:
            return self.done_label
        return key.upper() if self.shifted else key
