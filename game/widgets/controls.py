"""Buttons, toggles and pickers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import draw
from game.input import Intent
from game.widgets.base import Pressable, Widget

STYLES = {
    # style: (fill, fill when hovered, text colour, border)
    "primary": ("accent", "accent_hi", "accent_text", None),
    "secondary": ("panel_hi", "line", "text", "line"),
    "ghost": (None, "panel_hi", "text", None),
    "danger": ("danger", "danger", "text", None),
}


class Button(Pressable):
    """A labelled button; ``on_click`` runs on a click or tap released over it."""

    def __init__(
        self,
        theme: Any,
        rect: Any,
        label: str,
        on_click: Callable[[], None] | None = None,
        *,
        style: str = "secondary",
        size: str | int = "body",
        icon: str = "",
        **kwargs: Any,
    ) -> None:
        super().__init__(theme, rect, on_click, **kwargs)
        self.label = label
        self.style = style
        self.size = size
        self.icon = icon

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        fill, fill_hover, ink, border = STYLES.get(self.style, STYLES["secondary"])
        rect = self.rect.move(0, 1) if self.held else self.rect
        colour = fill_hover if self.hover and self.enabled else fill
        radius = min(theme.sp("radius"), rect.h // 2)
        if colour is not None:
            base = pygame.Color(theme.c(colour))
            if not self.enabled:
                base = base.lerp(theme.c("panel"), 0.6)
            draw.panel(surface, rect, base, radius, shadow=4 if self.style == "primary" else 0)
        if border is not None:
            edge = theme.c("accent") if self.hover and self.enabled else theme.c(border)
            pygame.draw.rect(surface, edge, rect, 1, border_radius=radius)
        text_colour = pygame.Color(theme.c(ink))
        if not self.enabled:
            text_colour = theme.c("faint")
        label = self.label
        if self.icon:
            label = f"{self.icon}  {label}" if label else self.icon
        bold = self.style == "primary"
        if "\n" in label:  # a label on two lines (GWT's long choices, at a readable size)
            lines = label.split("\n")
            # the size's own line height (less one) as far as the button allows, at most 3
            # px closer (closer still, "$2" ran into "Flood risk 1" over it)
            height = theme.line_height(self.size, bold)
            step = max(height - 3, min(height - 1, (rect.h - 2) // len(lines)))
            top = rect.centery - (step * (len(lines) - 1) + height) // 2
            draw.text_lines(surface, theme, lines, (rect.centerx, top), self.size, step,
                            text_colour, bold, "midtop", max_width=rect.w - 16)
            return
        draw.text(surface, theme, label, rect.center, self.size, text_colour, bold,
                  anchor="center", max_width=rect.w - 16)


#: A finger's tap at 1280x720: how high a control's target is at least.
FINGER = 44


class Toggle(Widget):
    """An on/off switch with its label on the left; the whole row is clickable."""

    focusable = True

    def __init__(
        self, theme: Any, rect: Any, label: str, value: bool,
        on_change: Callable[[bool], None] | None = None, **kwargs: Any,
    ) -> None:
        super().__init__(theme, rect, **kwargs)
        self.label, self.value, self.on_change = label, value, on_change

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        if intent.kind == "down" and self.contains(intent.pos):
            return True
        if intent.kind == "press" and self.contains(intent.pos):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        if self.enabled:
            self.value = not self.value
            self.sound("click")
            if self.on_change:
                self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        if self.hover:
            draw.panel(surface, self.rect, theme.c("panel_hi"), 8)
        draw.text(surface, theme, self.label, (self.rect.x + 12, self.rect.centery), "body",
                  "text" if self.enabled else "faint", anchor="midleft",
                  max_width=self.rect.w - 90)
        track = pygame.Rect(0, 0, 52, 28)
        track.midright = (self.rect.right - 12, self.rect.centery)
        colour = theme.c("accent") if self.value else theme.c("line")
        pygame.draw.rect(surface, colour, track, border_radius=14)
        knob_x = track.right - 14 if self.value else track.x + 14
        pygame.draw.circle(surface, theme.c("text"), (knob_x, track.centery), 11)


class Segmented(Widget):
    """A row of mutually exclusive choices (value, label); the chosen one is lit."""

    focusable = True

    def __init__(
        self, theme: Any, rect: Any, choices: Sequence[tuple[Any, str]], value: Any,
        on_change: Callable[[Any], None] | None = None, size: str | int = "small",
        **kwargs: Any,
    ) -> None:
        super().__init__(theme, rect, **kwargs)
        self.choices = list(choices)
        self.value, self.on_change, self.size = value, on_change, size
        self.hover_index = -1

    def segment(self, index: int) -> pygame.Rect:
        count = len(self.choices)
        x0 = self.rect.x + self.rect.w * index // count
        x1 = self.rect.x + self.rect.w * (index + 1) // count
        return pygame.Rect(x0, self.rect.y, x1 - x0, self.rect.h)

    def index_at(self, pos: tuple[int, int]) -> int:
        for i in range(len(self.choices)):
            if self.segment(i).collidepoint(pos):
                return i
        return -1

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        self.hover_index = self.index_at(intent.pos) if self.hover else -1
        if intent.kind == "down" and self.contains(intent.pos):
            return True
        if intent.kind == "press" and self.contains(intent.pos):
            index = self.index_at(intent.pos)
            if self.enabled and index >= 0:
                self.choose(self.choices[index][0])
            return True
        return False

    def step(self, direction: int) -> None:
        values = [value for value, _ in self.choices]
        index = values.index(self.value) if self.value in values else 0
        self.choose(values[(index + direction) % len(values)])

    def activate(self) -> None:
        self.step(1)

    def choose(self, value: Any) -> None:
        if value != self.value:
            self.value = value
            self.sound("click")
            if self.on_change:
                self.on_change(value)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        radius = min(10, self.rect.h // 2)
        draw.panel(surface, self.rect, theme.c("field"), radius, border=theme.c("line"))
        for i, (value, label) in enumerate(self.choices):
            seg = self.segment(i).inflate(-6, -6)
            chosen = value == self.value
            if chosen:
                draw.panel(surface, seg, theme.c("accent"), radius - 2)
            elif i == self.hover_index and self.enabled:
                draw.panel(surface, seg, theme.c("panel_hi"), radius - 2)
            ink = "accent_text" if chosen else ("text" if self.enabled else "faint")
            draw.text(surface, theme, label, seg.center, self.size, ink, chosen,
                      anchor="center", max_width=seg.w - 8)


class Stepper(Segmented):
    """One value shown between ‹ and › arrows; compact for long lists of choices."""

    def handle(self, intent: Intent) -> bool:
        Widget.handle(self, intent)
        if intent.kind == "down" and self.contains(intent.pos):
            return True
        if intent.kind == "press" and self.contains(intent.pos):
            if self.enabled:
                step = -1 if intent.pos[0] < self.rect.x + self.rect.w // 3 else 1
                self.step(step)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        radius = min(10, self.rect.h // 2)
        fill = theme.c("panel_hi") if self.hover and self.enabled else theme.c("field")
        draw.panel(surface, self.rect, fill, radius, border=theme.c("line"))
        label = next((text for value, text in self.choices if value == self.value), "")
        ink = "text" if self.enabled else "faint"
        arrow = "accent" if self.enabled else "faint"
        r = self.rect
        draw.text(surface, theme, "‹", (r.x + 16, r.centery - 2), "h2", arrow, True, "center")
        draw.text(surface, theme, "›", (r.right - 16, r.centery - 2), "h2", arrow, True, "center")
        draw.text(surface, theme, label, r.center, self.size, ink, anchor="center",
                  max_width=r.w - 64)
