"""Choices that need more than a click on the table, as small panels over the map:
paying for a route or station, a tunnel's extra cards, keeping tickets, Germany's
ticket mix and passengers, and passing. Every option offered is a legal action."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import draw
from game.input import Intent
from game.screens.ttr import cards as K
from game.screens.ttr.board import PASSENGER_RGB
from game.screens.ttr.spots import Spot
from game.widgets import WidgetGroup
from rules.ttr.actions import Pay

if TYPE_CHECKING:
    from game.screens.ttr.screen import TtrScreen

MINI_W, MINI_H = 26, 38
OPTION_H = 58
STATUS_CLEAR = 36  # the status line's height and a gap


class Picker:
    """A panel with a title, a few lines of text, options and buttons."""

    kind = "picker"

    def __init__(self, screen: TtrScreen, title: str, lines: Sequence[str] = (),
                 width: int = 470) -> None:
        self.s = screen
        self.theme = screen.ctx.theme
        self.title = title
        self.lines = list(lines)
        widest = screen.map_rect.w - 40
        self.width = min(widest, max(width, self.theme.text_width(title, "h3", True) + 40))
        self.asked = self.width  # place() may take it narrower, beside what it is about
        self.widgets = WidgetGroup(self.theme)
        self.rect = pygame.Rect(0, 0, width, 120)
        self.body_top = 0
        self.wrapped: list[str] = list(self.lines)
        self.cards_row: list[int] = []  # cards shown above the options (a tunnel's reveal)
        self.highlight_route = -1
        self.highlight_cities: tuple[int, ...] = ()
        self.options: list[tuple[Any, ...]] = []
        self.buttons: list[tuple[Any, ...]] = []
        self.actions: list[Any] = []
        self.option_w, self.option_h = 128, OPTION_H
        self.page = 0
        self.pages: list[list[int]] = [[]]
        self.aliases: dict[Any, Any] = {}  # an action shown by another's option (a twin)
        self.modal = False  # a notice: nothing on the table reacts until it is seen
        self.on_back: Callable[[], None] | None = None  # what Back does (a notice: seen)

    # ----- building ---------------------------------------------------------------------
    def layout(self, options: Sequence[tuple[str, int, Callable[[pygame.Surface, Spot], None],
                                             Callable[[], None]]],
               buttons: Sequence[tuple[str, str, str, Callable[[], None] | None]],
               option_w: int = 128, option_h: int = OPTION_H,
               actions: Sequence[Any] = ()) -> None:
        """``options``: (id, width, painter, on_click); ``buttons``: (id, label, style,
        on_click or None for disabled); ``actions``: the action behind each option (for
        hints and Enter), in the order of ``options``.

        The panel stays inside the map: when the options do not fit (a big hand offers
        dozens of payments for a grey route) it widens to the map's width, and when
        they still do not fit it shows them a page at a time with a page button."""
        self.options = list(options)
        self.buttons = list(buttons)
        self.option_w, self.option_h = option_w, option_h
        self.actions = list(actions)
        self.page = 0
        self.place()

    def _rows(self, inner: int) -> list[list[int]]:
        """Option indices in rows that fit ``inner`` pixels."""
        rows: list[list[int]] = [[]]
        x = 0
        for index, option in enumerate(self.options):
            w = option[1] or self.option_w
            if rows[-1] and x + w > inner:
                rows.append([])
                x = 0
            rows[-1].append(index)
            x += w + 8
        if not rows[-1]:
            rows.pop()
        return rows

    def _head(self) -> int:
        theme = self.theme
        line_h = theme.line_height("small") + 2
        self.wrapped = [part for line in self.lines
                        for part in draw.wrap(theme, line, self.width - 32, "small")]
        return 44 + len(self.wrapped) * line_h + (MINI_H + 14 if self.cards_row else 0)

    def _plan(self, width: int) -> tuple[int, list[list[list[int]]], int]:
        """The panel ``width`` wide: its head's height, its option rows page by page
        (pages when they do not fit the map's height) and its height."""
        self.width = width
        head = self._head()
        step = self.option_h + 8
        limit = self.s.map_rect.h - 16
        rows = self._rows(width - 32)

        def height(count: int, buttons: bool) -> int:
            return head + count * step + (54 if buttons else 8) + 8

        pages = [rows]
        if height(len(rows), bool(self.buttons)) > limit:
            fit = max(1, (limit - head - 54 - 8) // step)
            pages = [rows[i:i + fit] for i in range(0, len(rows), fit)]
        most = max(len(page) for page in pages)  # every page as tall as the fullest
        return head, pages, height(most, bool(self.buttons) or len(pages) > 1)

    def _least_hiding(self, size: tuple[int, int]) -> tuple[pygame.Rect, int]:
        """Where a panel of ``size`` hides least of what it is about (the city of a
        station, a route's cars): below the middle of the map, else above it, else in
        a corner or beside it (the station's box hid its city in the map's middle)."""
        map_rect = self.s.map_rect
        w, h = size
        # below the status line when it fits, else from the top of the map
        top = map_rect.y + 8 + (STATUS_CLEAR if h <= map_rect.h - 18 - STATUS_CLEAR else 0)
        bottom = max(top, map_rect.bottom - 10 - h)
        xs = (map_rect.centerx - w // 2, map_rect.x + 20, map_rect.right - 20 - w)
        places = [pygame.Rect(x, y, w, h) for y, x in ((bottom, xs[0]), (top, xs[0]),
                                                       (bottom, xs[1]), (bottom, xs[2]),
                                                       (top, xs[1]), (top, xs[2]))]
        avoid = self._avoid()
        if avoid:
            near = avoid[0].unionall(avoid[1:])
            area = pygame.Rect(map_rect.x + 8, top, map_rect.w - 16, map_rect.bottom - 8 - top)
            for x, y in ((near.x - 8 - w, near.centery - h // 2), (near.right + 8,
                         near.centery - h // 2), (near.centerx - w // 2, near.y - 8 - h),
                         (near.centerx - w // 2, near.bottom + 8)):
                places.append(pygame.Rect(x, y, w, h).clamp(area))
        hidden = [draw.hidden_area(place, avoid) for place in places]
        best = hidden.index(min(hidden))
        return places[best], hidden[best]

    def place(self) -> None:
        theme = self.theme
        option_h = self.option_h
        map_rect = self.s.map_rect
        step = option_h + 8
        widest = map_rect.w - 40
        head, pages, h = self._plan(self.asked)
        if len(pages) > 1 and self.width < widest:
            head, pages, h = self._plan(widest)
        width = self.width
        self.rect, hidden = self._least_hiding((width, h))
        if hidden:  # narrower, beside what it is about (when no more pages need)
            clear = map_rect.h - 18 - STATUS_CLEAR
            narrowest = max(self.narrowest(len(pages) > 1), 280)
            for narrower in sorted({max(narrowest, width * 3 // 4),
                                    max(narrowest, width * 3 // 5)}, reverse=True):
                if narrower >= width:
                    continue
                plan = self._plan(narrower)
                if len(plan[1]) > len(pages) or plan[2] > clear >= h:
                    continue  # no more pages, and the status line stays in sight
                rect, covered = self._least_hiding((narrower, plan[2]))
                if covered < hidden:
                    width, hidden, self.rect = narrower, covered, rect
            head, pages, h = self._plan(width)
        buttons = list(self.buttons)
        if len(pages) > 1:
            self.page %= len(pages)
            buttons.append(("more", f"{self.page + 1}/{len(pages)}  ›", "secondary",
                            self.next_page))
        self.pages = [[i for row in page for i in row] for page in pages]
        shown = pages[self.page]
        self.body_top = self.rect.y + head
        self.widgets = WidgetGroup(theme)
        self.widgets.keep_clear = self.s.text_regions  # (its tooltips keep clear of them)
        y = self.body_top
        for row in shown:
            total = sum((self.options[i][1] or self.option_w) for i in row) + 8 * (len(row) - 1)
            x = self.rect.centerx - total // 2
            for index in row:
                option_id, w, painter, click = self.options[index]
                w = w or self.option_w
                spot = Spot(theme, (x, y, w, option_h), painter, click, id=option_id)
                if index < len(self.actions):
                    spot.action = self.actions[index]
                    if isinstance(spot.action, Pay):  # the cards in words: a card and
                        # "×2" alone left red and green alike to some eyes
                        words = self.s.describe(spot.action)
                        spot.tooltip = words[:1].upper() + words[1:]
                self.widgets.add(spot)
                x += w + 8
            y += step
        if buttons:
            widths = [max(120, theme.text_width(label, "small", True) + 40)
                      for _, label, _, _ in buttons]
            total = sum(widths) + 10 * (len(buttons) - 1)
            x = self.rect.centerx - total // 2
            for (button_id, label, style, click), w in zip(buttons, widths, strict=True):
                button = self.s.ctx.button((x, self.rect.bottom - 52, w, 40), label,
                                           click or (lambda: None), id=button_id, style=style,
                                           size="small")
                button.enabled = click is not None
                self.widgets.add(button)
                x += w + 10

    def head_rect(self) -> pygame.Rect:
        """Its title, lines and cards shown (a tunnel's), above the options: what the
        choice is about, which tooltips keep clear of where they can."""
        top = self.rect.y + 8
        return pygame.Rect(self.rect.x + 12, top, self.rect.w - 24, max(0, self.body_top - top - 4))

    def narrowest(self, paged: bool) -> int:
        """The least width its title, its widest option and its buttons need."""
        theme = self.theme
        labels = [label for _, label, _, _ in self.buttons] + (["0/0  ›"] if paged else [])
        buttons = sum(max(120, theme.text_width(label, "small", True) + 40)
                      for label in labels) + 10 * max(0, len(labels) - 1)
        options = max((option[1] or self.option_w for option in self.options), default=0)
        return max(theme.text_width(self.title, "h3", True), buttons, options) + 40

    def _avoid(self) -> list[pygame.Rect]:
        """What the panel should leave in sight: the highlighted cities with their names
        (a dot twice: it counts more), the route's cars and its end cities."""
        painter = self.s.painter
        avoid = [found for c in self.highlight_cities
                 for found in (painter.city_rect(c), painter.city_rect(c, named=False))]
        return avoid + painter.route_marks(self.highlight_route)

    def next_page(self) -> None:
        self.page = (self.page + 1) % max(1, len(self.pages))
        self.place()

    def show_action(self, action: Any) -> Any:
        """The option widget of ``action``, turning to its page if needed."""
        action = self.aliases.get(action, action)
        if action in self.actions:
            index = self.actions.index(action)
            for page, indices in enumerate(self.pages):
                if index in indices and page != self.page:
                    self.page = page
                    self.place()
        for widget in self.widgets.widgets:
            if getattr(widget, "action", None) == action:
                return widget
        return None

    # ----- per frame ----------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if self.widgets.handle(intent):
            return True
        if intent.kind == "back" and self.on_back is not None:
            self.on_back()
            return True
        if intent.kind == "confirm" and self.widgets.focused is None:
            # Enter takes the main button (keep tickets, pass) or the only option
            options = [w for w in self.widgets.widgets if w.enabled and (
                getattr(w, "style", "") == "primary" or getattr(w, "action", None))]
            if len(options) == 1:
                options[0].activate()
                return True
        # the panel itself swallows clicks (nothing behind it reacts; nothing at all
        # behind a notice)
        return intent.is_pointer and intent.kind != "point" and (
            self.modal or self.rect.collidepoint(intent.pos))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        draw.panel(surface, self.rect, theme.c("panel"), 14, border=theme.c("accent"), shadow=14)
        draw.text(surface, theme, self.title, (self.rect.x + 16, self.rect.y + 12), "h3", "text",
                  True, max_width=self.rect.w - 32)
        y = self.rect.y + 42
        for line in self.wrapped:
            draw.text(surface, theme, line, (self.rect.x + 16, y), "small", "muted",
                      max_width=self.rect.w - 32)
            y += theme.line_height("small") + 2
        if self.cards_row:
            total = len(self.cards_row) * (MINI_W + 8) - 8
            x = self.rect.centerx - total // 2
            for card in self.cards_row:
                K.paint_card(surface, theme, pygame.Rect(x, y + 4, MINI_W, MINI_H), card,
                             self.s.ctx.colour_blind)
                x += MINI_W + 8
        self.widgets.draw(surface)


# ----- painters ----------------------------------------------------------------------------------
def option_frame(s: TtrScreen, surface: pygame.Surface, spot: Spot) -> pygame.Rect:
    theme = s.ctx.theme
    rect = spot.rect.move(0, 1) if spot.held else spot.rect
    hot = spot.hover or spot.lit
    draw.panel(surface, rect, theme.c("panel_hi") if hot else theme.c("panel_lo"), 10,
               border=theme.c("accent") if hot else theme.c("line"))
    return rect


def payment_painter(s: TtrScreen, colour: int, locomotives: int, count: int):
    """Mini cards: the coloured ones with their count, then the locomotives."""

    def paint(surface: pygame.Surface, spot: Spot) -> None:
        rect = option_frame(s, surface, spot)
        parts = []
        if colour != K.LOCOMOTIVE and count - locomotives > 0:
            parts.append((colour, count - locomotives))
        if locomotives:
            parts.append((K.LOCOMOTIVE, locomotives))
        total = len(parts) * (MINI_W + 30) - 30 + 4
        x = rect.centerx - total // 2 - 6
        for card, n in parts:
            K.paint_card(surface, s.ctx.theme, pygame.Rect(x, rect.y + 10, MINI_W, MINI_H), card,
                         s.ctx.colour_blind)
            draw.text(surface, s.ctx.theme, f"×{n}", (x + MINI_W + 4, rect.centery), "body",
                      "text", True, "midleft")
            x += MINI_W + 34

    return paint


def label_painter(s: TtrScreen, text: str, sub: str = "", swatch: tuple[int, int, int] | None
                  = None):
    def paint(surface: pygame.Surface, spot: Spot) -> None:
        rect = option_frame(s, surface, spot)
        theme = s.ctx.theme
        x = rect.x + 12
        if swatch is not None:
            pygame.draw.circle(surface, (16, 16, 18), (x + 8, rect.centery), 10)
            pygame.draw.circle(surface, swatch, (x + 8, rect.centery), 8)
            x += 26
        room = rect.right - x - 8
        if sub and "–" in text and theme.text_width(text, "small", True) > room:
            # two places' names too long for one line (Amsterdam's «Montelbaanstoren–
            # Portugese Synagoge» was cut to «Montelbaanstoren-Portuges…»): one a line
            first, second = text.split("–", 1)
            lines = (first + "–", second)
            size = min(draw.label_size(theme, line, room, (13, 12, 11), True) for line in lines)
            for line, dy in zip(lines, (-17, -2), strict=True):
                draw.text(surface, theme, line, (x, rect.centery + dy), size, "text", True,
                          "midleft", max_width=room)
            draw.text(surface, theme, sub, (x, rect.centery + 15), "tiny", "muted",
                      anchor="midleft", max_width=room)
        elif sub:
            draw.text(surface, theme, text, (x, rect.centery - 9), "small", "text", True,
                      "midleft", max_width=room)
            draw.text(surface, theme, sub, (x, rect.centery + 11), "tiny", "muted",
                      anchor="midleft", max_width=room)
        else:
            draw.text(surface, theme, text, (x, rect.centery), "small", "text", True, "midleft",
                      max_width=room)

    return paint


def ticket_painter(s: TtrScreen, ticket: int, chosen: Callable[[], bool]):
    def paint(surface: pygame.Surface, spot: Spot) -> None:
        theme = s.ctx.theme
        rect = spot.rect.move(0, 1) if spot.held else spot.rect
        on = chosen()
        paper = pygame.Color(236, 224, 192) if on else pygame.Color(150, 144, 128)
        surface.blit(draw.shadow_for(rect.size, 8), (rect.x - 8, rect.y - 8))
        pygame.draw.rect(surface, paper, rect, border_radius=8)
        pygame.draw.rect(surface, theme.c("accent") if on else (90, 84, 70), rect,
                         3 if on else 1, border_radius=8)
        info = s.info.map.tickets[ticket]
        names = s.info.map.cities
        ink = (50, 34, 18)
        draw.text(surface, theme, names[info.a].name, (rect.x + 10, rect.y + 8), "small", ink,
                  True, max_width=rect.w - 48)
        draw.text(surface, theme, names[info.b].name, (rect.x + 10, rect.y + 28), "small", ink,
                  True, max_width=rect.w - 48)
        badge = pygame.Rect(rect.right - 38, rect.y + 8, 30, 30)
        pygame.draw.ellipse(surface, (200, 80, 50) if on else (120, 90, 70), badge)
        draw.text(surface, theme, str(info.points), badge.center, "small", (255, 250, 240), True,
                  "center")
        deck = s.ctx.t("ttr.long_ticket") if info.deck == "long" else ""
        status = "✓ " + s.ctx.t("ttr.keep") if on else s.ctx.t("ttr.return")
        draw.text(surface, theme, status, (rect.x + 10, rect.bottom - 10), "tiny", ink, True,
                  "midleft")
        if deck:
            draw.text(surface, theme, deck, (rect.right - 8, rect.bottom - 10), "tiny", ink,
                      anchor="midright")

    return paint


def passenger_name(t, colour: int) -> str:
    return (t("ttr.passenger.red"), t("ttr.passenger.black"), t("ttr.passenger.green"),
            t("ttr.passenger.yellow"), t("ttr.passenger.blue"), t("ttr.passenger.white"))[colour]


def passenger_swatch(colour: int) -> tuple[int, int, int]:
    return PASSENGER_RGB[colour]
