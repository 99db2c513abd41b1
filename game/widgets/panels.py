"""Containers and cards: a scrolling panel, a modal dialog box and a card-like tile."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import draw
from game.input import Intent, modal_takes
from game.widgets.base import Pressable, Widget, WidgetGroup
from game.widgets.controls import Button

Painter = Callable[[pygame.Surface, int], None]  # (surface, y of the content's top)

SCROLL_STEP = 48
TILE_MARGIN = 14  # room for a tile's shadow around it
#: The scrollbar's grip, the strip a press or a drag takes as the scrollbar's rather than
#: the text's: this far inside the panel's right edge (the gutter its users leave clear:
#: the log's text ends 16 px before it, the rules' 40 px; a finger's drag on the text
#: still drags the text) and this far outside it, over the panel's margin, where nothing
#: else is to drag (the log's reaches the screen's edge): 44 px for a finger, with the
#: drawn bar at its inner third.
GRIP_IN, GRIP_OUT = 12, 32
#: The thumb takes a press this tall at least, round its middle (it is drawn 30 px tall
#: at least; a finger needs more).
THUMB_REACH = 44
#: A press held on the track pages again after PAGE_DELAY, then every PAGE_EVERY seconds,
#: until the thumb reaches the pointer (as desktop scrollbars do).
PAGE_DELAY, PAGE_EVERY = 0.4, 0.08


class ScrollPanel(Widget):
    """Content taller than its rect, scrolled by wheel or drag.

    Children are laid out in absolute coordinates as if the offset were 0; the panel
    moves them as it scrolls. ``paint`` draws the non-widget content.

    A drag on the content drags it (as a finger does on a phone). The scrollbar at the
    right edge takes a press within its grip (:data:`GRIP_IN` inside the edge,
    :data:`GRIP_OUT` outside): on the thumb, the thumb follows the pointer and the
    content with it; on the track above or below it, the content pages that way, and on
    while held. A child widget in the grip's strip inside the edge is out of reach.
    """

    def __init__(
        self, theme: Any, rect: Any, content_height: int,
        children: Sequence[Widget] = (), paint: Painter | None = None, **kwargs: Any,
    ) -> None:
        super().__init__(theme, rect, **kwargs)
        self.content_height = content_height
        self.group = WidgetGroup(theme, list(children))
        self.paint = paint
        self.offset = 0
        self.dragging = False  # the content, by a press on it
        #: the thumb held, as the pointer's distance from its top (None: not held)
        self.grab: float | None = None
        #: a press held on the track: -1 above the thumb, 1 below (0: none); the pointer
        #: there and the time to the next page
        self.paging = 0
        self.page_at = (0, 0)
        self.page_wait = 0.0
        self.grip_hover = False  # the pointer over the grip: the thumb shows wider

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.h)

    @property
    def reach(self) -> pygame.Rect:
        """The panel, with its scrollbar's grip out over its margin while it scrolls."""
        if not self.max_offset:
            return self.rect
        return self.rect.union(self.grip())

    def grip(self) -> pygame.Rect:
        """Where a press takes the scrollbar (see :data:`GRIP_IN`)."""
        return pygame.Rect(self.rect.right - GRIP_IN, self.rect.y, GRIP_IN + GRIP_OUT,
                           self.rect.h)

    def track(self) -> pygame.Rect:
        """The scrollbar's drawn track."""
        return pygame.Rect(self.rect.right - 6, self.rect.y + 4, 4, self.rect.h - 8)

    def thumb(self) -> pygame.Rect:
        """The scrollbar's drawn thumb (as wide as the track)."""
        track = self.track()
        size = min(track.h, max(30, track.h * self.rect.h // max(1, self.content_height)))
        y = track.y + (track.h - size) * self.offset // max(1, self.max_offset)
        return pygame.Rect(track.x, y, track.w, size)

    def thumb_reach(self) -> pygame.Rect:
        """Where a press takes the thumb: across the grip, and :data:`THUMB_REACH` tall
        at least."""
        thumb, grip = self.thumb(), self.grip()
        reach = pygame.Rect(grip.x, thumb.y, grip.w, max(thumb.h, THUMB_REACH))
        reach.centery = thumb.centery
        return reach

    def scroll_to(self, offset: int) -> None:
        offset = max(0, min(self.max_offset, int(offset)))
        if offset != self.offset:
            self.group.move(0, self.offset - offset)
            self.offset = offset

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        inside = self.contains(intent.pos)
        if intent.is_pointer:
            self.grip_hover = bool(self.max_offset) and self.grip().collidepoint(intent.pos)
        if intent.kind == "scroll" and inside:
            self.scroll_to(self.offset - intent.delta[1] * SCROLL_STEP)
            return True
        if intent.kind == "down":
            self.grab, self.paging = None, 0
            self.dragging = inside and not self.grip_hover
            if inside and self.grip_hover:
                self.press_bar(intent.pos)
                return True
        if self.grab is not None or self.paging:  # the scrollbar's until released
            if intent.kind == "drag":
                self.drag_bar(intent.pos)
            elif intent.kind in ("press", "drop", "point"):  # (a pointer moving with no
                self.grab, self.paging = None, 0  # button: released elsewhere, unseen)
            return intent.kind in ("drag", "press", "drop")
        if intent.kind == "drag" and self.dragging:
            self.scroll_to(self.offset - intent.delta[1])
            return True
        if intent.kind == "drop" and self.dragging:
            self.dragging = False
            return True
        if intent.is_pointer and not inside and intent.kind != "point":
            return False
        return self.group.handle(intent)

    def press_bar(self, pos: tuple[int, int]) -> None:
        """A press on the grip: on the thumb it holds it; above or below, a page that way."""
        thumb = self.thumb()
        if self.thumb_reach().collidepoint(pos):
            # from where the offset puts it exactly: taken and not moved, it stays put
            room = self.track().h - thumb.h
            self.grab = pos[1] - self.track().y - room * self.offset / max(1, self.max_offset)
            return
        self.paging = -1 if pos[1] < thumb.centery else 1
        self.page_at, self.page_wait = pos, PAGE_DELAY
        self.page()

    def drag_bar(self, pos: tuple[int, int]) -> None:
        """The held pointer moved: a held thumb follows it (the content in proportion);
        a held track pages towards where it now is."""
        if self.paging:
            self.page_at = pos
            return
        assert self.grab is not None  # (the thumb held: see handle)
        track, thumb = self.track(), self.thumb()
        room = track.h - thumb.h
        if room > 0:
            self.scroll_to(round((pos[1] - self.grab - track.y) * self.max_offset / room))

    def page(self) -> None:
        """One page towards the held pointer, unless the thumb has reached it."""
        thumb = self.thumb()
        y = self.page_at[1]
        if (self.paging < 0 and y >= thumb.top) or (self.paging > 0 and y < thumb.bottom):
            return
        self.scroll_to(self.offset + self.paging * max(SCROLL_STEP, self.rect.h - SCROLL_STEP))

    def update(self, dt: float) -> None:
        if self.paging:
            self.page_wait -= dt
            if self.page_wait <= 0:
                self.page_wait += PAGE_EVERY
                self.page()
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        if self.paint is not None:
            self.paint(surface, self.rect.y - self.offset)
        self.group.draw(surface)
        surface.set_clip(clip)
        if self.max_offset:
            track = self.track()
            pygame.draw.rect(surface, self.theme.c("panel_lo"), track, border_radius=2)
            thumb = self.thumb()
            colour = "line"
            if self.grab is not None or self.grip_hover:  # it can be taken: wider, lighter
                thumb.inflate_ip(4, 0)
                thumb.right = track.right
                colour = "muted"
            pygame.draw.rect(surface, self.theme.c(colour), thumb, border_radius=thumb.w // 2)

    def find(self, widget_id: str) -> Widget | None:
        return super().find(widget_id) or self.group.find(widget_id)

    def move(self, dx: int, dy: int) -> None:
        super().move(dx, dy)
        self.group.move(dx, dy)


#: A detail (a save code) longer than this widens the dialog to DETAIL_WIDE: at 560 px
#: a full game's code of ~380 characters made a box taller than the screen.
DETAIL_WIDE_FROM = 120
DETAIL_WIDE = 900
#: The tallest a dialog may be (the logical screen is 720 px high).
DIALOG_MAX_H = 680


class Dialog(Widget):
    """A modal box: title, message and a row of buttons; consumes every intent.

    ``buttons`` are (id, label, style, callback). ``cancel`` runs on Back. Tab and the
    arrows focus a button, Enter takes the focused one (else the rightmost).
    """

    def __init__(
        self, theme: Any, title: str, message: str,
        buttons: Sequence[tuple[str, str, str, Callable[[], None]]],
        cancel: Callable[[], None] | None = None, width: int = 560,
        feedback: Any = None, detail: str = "", scrim: bool = True,
    ) -> None:
        widths = [max(130, theme.text_width(label, "body", True) + 48)
                  for _, label, _, _ in buttons]
        width = max(width, sum(widths) + 12 * (len(widths) - 1) + 64)
        if len(detail) > DETAIL_WIDE_FROM:
            width = max(width, DETAIL_WIDE)  # a long save code: wide lines, not a tower
        body_w = width - 64
        height = 76 + draw.paragraph_height(theme, message, body_w) + 24 + 46 + 30
        #: the detail's type: "h3", or "body" when that would not fit on the screen
        self.detail_size = "h3"
        if detail:
            extra = draw.paragraph_height(theme, detail, body_w - 24, "h3", True) + 24 + 12
            if height + extra > DIALOG_MAX_H:
                self.detail_size = "body"
                extra = draw.paragraph_height(theme, detail, body_w - 24, "body", True) + 24 + 12
            height += extra
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (640, 360)
        super().__init__(theme, rect, feedback=feedback)
        self.title, self.message, self.detail, self.cancel = title, message, detail, cancel
        self.scrim = scrim
        self.group = WidgetGroup(theme)
        x = rect.right - 32
        for widget_id, label, style, callback in reversed(buttons):
            w = max(130, theme.text_width(label, "body", True) + 48)
            self.group.add(Button(theme, (x - w, rect.bottom - 32 - 46, w, 46), label, callback,
                                  style=style, id=widget_id, feedback=feedback))
            x -= w + 12

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "back" and self.cancel is not None:
            self.cancel()
            return True
        if intent.kind == "key" and intent.key in ("left", "right"):
            # the arrows walk the row of buttons like Tab (a button has no value to step)
            self.group.move_focus(-1 if intent.key == "left" else 1)
            return True
        if intent.kind == "confirm" and self.group.widgets:
            # the button Tab or an arrow went to, else the rightmost: the main choice
            focused = self.group.focused
            button = focused if focused in self.group.widgets else self.group.widgets[0]
            if isinstance(button, Button):
                button.activate()
            return True
        return self.group.handle(intent) or modal_takes(intent)  # a modal

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        if self.scrim:
            draw.scrim(surface, theme.c("scrim"))
        draw.panel(surface, self.rect, theme.c("panel"), 16, border=theme.c("line"), shadow=18)
        inner = self.rect.inflate(-64, 0)
        draw.text(surface, theme, self.title, (inner.x, self.rect.y + 28), "h2", bold=True)
        y = self.rect.y + 76
        y += draw.paragraph(surface, theme, self.message,
                            pygame.Rect(inner.x, y, inner.w, 1000), "body", "muted")
        if self.detail:
            size = self.detail_size
            box_h = draw.paragraph_height(theme, self.detail, inner.w - 24, size, True) + 24
            box = pygame.Rect(inner.x, y + 8, inner.w, box_h)
            draw.panel(surface, box, theme.c("field"), 8, border=theme.c("line"))
            draw.paragraph(surface, theme, self.detail, box.inflate(-24, -24), size, "accent",
                           True)
        self.group.draw(surface)

    def find(self, widget_id: str) -> Widget | None:
        return self.group.find(widget_id)


class Tile(Pressable):
    """A card: emblem, title, a short blurb, a note line (the title's records), a footer
    line and an optional badge."""

    def __init__(
        self, theme: Any, rect: Any, title: str, blurb: str, footer: str,
        on_click: Callable[[], None] | None, *, accent: Any, emblem: str = "",
        badge: str = "", badge_lit: bool = False, warmup: int = 0, note: str = "",
        **kwargs: Any,
    ) -> None:
        super().__init__(theme, rect, on_click, **kwargs)
        self.title, self.blurb, self.footer, self.note = title, blurb, footer, note
        self.accent, self.emblem, self.badge = accent, emblem, badge
        self.badge_lit = badge_lit  # a highlighted badge (the saved game's), not a muted one
        self.images: dict[tuple[object, ...], pygame.Surface] = {}
        self.warmup = warmup  # frames to wait before caching the look

    def render(self, lift: int) -> pygame.Surface:
        """The tile in one state, on a transparent surface with room for its shadow."""
        surface = pygame.Surface((self.rect.w + 2 * TILE_MARGIN, self.rect.h + 2 * TILE_MARGIN),
                                 pygame.SRCALPHA)
        self.paint(surface, pygame.Rect(TILE_MARGIN, TILE_MARGIN + lift, *self.rect.size), lift)
        return draw.optimized(surface)

    def paint(self, surface: pygame.Surface, rect: pygame.Rect, lift: int) -> None:
        theme = self.theme
        fill = theme.c("panel_hi") if self.hover and self.enabled else theme.c("panel")
        draw.panel(surface, rect, fill, 14, shadow=10 if lift else 6)
        accent = pygame.Color(self.accent)
        if not self.enabled:
            accent = accent.lerp(theme.c("panel"), 0.65)
        band = pygame.Rect(rect.x, rect.y, rect.w, 8)
        pygame.draw.rect(surface, accent, band, border_top_left_radius=14,
                         border_top_right_radius=14)
        if self.hover and self.enabled:
            pygame.draw.rect(surface, accent, rect, 2, border_radius=14)
        pad = 20
        medal = pygame.Rect(rect.x + pad, rect.y + 26, 48, 48)
        pygame.draw.rect(surface, accent, medal, border_radius=24)
        draw.text(surface, theme, self.emblem, medal.center, "h2",
                  "text" if self.enabled else "muted", True, "center")
        ink = "text" if self.enabled else "muted"
        title_w = rect.right - medal.right - 14 - pad
        _, lines = draw.fitted_lines(theme, self.title, title_w, 2, ("h3",), True)
        step = theme.line_height("h3", True)
        top = medal.centery - step * len(lines) // 2
        draw.text_lines(surface, theme, lines, (medal.right + 14, top), "h3", step, ink, True,
                        max_width=title_w)
        body = pygame.Rect(rect.x + pad, medal.bottom + 16, rect.w - 2 * pad, rect.h - 150)
        # lines close enough for a four-line Russian blurb above a note
        draw.paragraph(surface, theme, self.blurb, body, "small",
                       "muted" if self.enabled else "faint", spacing=1.15)
        if self.note:
            draw.text(surface, theme, self.note, (rect.x + pad, rect.bottom - 52), "small",
                      "text", anchor="midleft", max_width=rect.w - 2 * pad)
        footer = draw.text(surface, theme, self.footer, (rect.x + pad, rect.bottom - 26),
                           "small", "accent" if self.enabled else "faint", True, "midleft")
        if self.badge:
            w = theme.text_width(self.badge, "tiny", True) + 20
            pill = pygame.Rect(footer.right + 12, footer.centery - 13, w, 26)
            if self.badge_lit:
                draw.panel(surface, pill, theme.c("panel_lo"), 13, border=theme.c("accent"))
                draw.text(surface, theme, self.badge, pill.center, "tiny", "accent", True,
                          "center")
            else:
                draw.panel(surface, pill, theme.c("panel_lo"), 13, border=theme.c("line"))
                draw.text(surface, theme, self.badge, pill.center, "tiny", "muted", True,
                          "center")

    @property
    def lift(self) -> int:
        return -3 if self.hover and self.enabled and not self.held else 0

    def state(self) -> tuple[object, ...]:
        return (self.lift, self.hover, self.enabled, self.title, self.blurb, self.footer,
                self.note, self.badge, self.rect.size)

    def update(self, dt: float) -> None:
        """Cache the current look, one tile a frame (``warmup`` staggers the tiles)."""
        if self.warmup > 0:
            self.warmup -= 1
            return
        key = self.state()
        if key not in self.images:
            self.images[key] = self.render(self.lift)

    def draw(self, surface: pygame.Surface) -> None:
        key = self.state()
        image = self.images.get(key)
        if image is None:  # not cached yet: paint directly this frame
            self.paint(surface, self.rect.move(0, self.lift), self.lift)
            return
        surface.blit(image, (self.rect.x - TILE_MARGIN, self.rect.y - TILE_MARGIN))
