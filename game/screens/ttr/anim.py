"""Feedback in motion: cards flying to hands, trains filling a claimed route, scores
ticking up, and a caption telling what just happened (readable during AI turns).
Durations follow the animation setting; "off" shows every result at once."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game import draw
from game.screens.ttr import cards as K
from game.screens.ttr.panels import paint_back
from game.theme import Theme

SPEED = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}
FLIGHT = 0.45
FILL_PER_CAR = 0.09
CAPTION = 2.6


@dataclass
class Flight:
    card: int  # a card colour, -1 for a card back, -2 for a ticket
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    time: float = 0.0

    @property
    def progress(self) -> float:
        return max(0.0, min(1.0, (self.time - self.delay) / self.duration))


@dataclass
class Fill:
    route: int
    seat: int
    duration: float
    time: float = 0.0


@dataclass
class Reveal:
    cards: list[int]
    at: tuple[float, float]
    text: str
    duration: float
    time: float = 0.0
    marks: Sequence[pygame.Rect] = ()  # the tunnel's cars and end cities, left in sight
    extra: int = 0  # the cards due, which ``text`` says (it is worded again with it)


@dataclass
class Caption:
    text: str
    player: int | None
    time: float = 0.0
    duration: float = CAPTION
    base: str = ""
    repeats: int = 1
    #: a hint's caption, known as such rather than by its words: those were compared
    #: with the hint worded anew, and after a switch of language it escaped
    hint: bool = False


@dataclass
class Animator:
    theme: Theme
    players: int
    speed: float = 1.0
    flights: list[Flight] = field(default_factory=list)
    fills: list[Fill] = field(default_factory=list)
    reveals: list[Reveal] = field(default_factory=list)
    captions: list[Caption] = field(default_factory=list)
    shown_scores: list[float] = field(default_factory=list)
    landed: dict[int, float] = field(default_factory=dict)  # card colour -> bump time left

    def __post_init__(self) -> None:
        self.shown_scores = [0.0] * self.players

    def set_speed(self, setting: str) -> None:
        self.speed = SPEED.get(setting, 1.0)

    def reset(self) -> None:
        self.flights.clear()
        self.fills.clear()
        self.reveals.clear()
        self.landed.clear()

    def sync_scores(self, scores: list[int]) -> None:
        self.shown_scores = [float(s) for s in scores]

    # ----- starting ------------------------------------------------------------------------
    def fly(self, card: int, start, end, delay: float = 0.0) -> None:
        if self.speed <= 0:
            return
        self.flights.append(Flight(card, start, end, FLIGHT * self.speed, delay * self.speed))

    def fill(self, route: int, seat: int, cars: int) -> None:
        if self.speed <= 0:
            return
        self.fills = [f for f in self.fills if f.route != route]
        self.fills.append(Fill(route, seat, max(0.25, cars * FILL_PER_CAR) * self.speed))

    def reveal(self, cards: list[int], at, text: str,
               marks: Sequence[pygame.Rect] = (), extra: int = 0) -> None:
        if self.speed <= 0:
            return
        self.reveals = [Reveal(cards, at, text, 2.2 * self.speed, marks=marks, extra=extra)]

    def caption(self, text: str, player: int | None, hint: bool = False) -> None:
        duration = CAPTION * max(0.6, self.speed)
        last = self.captions[-1] if self.captions else None
        if last is not None and last.base == text and last.player == player \
                and last.hint == hint:
            last.repeats += 1
            last.text = f"{text}  ×{last.repeats}"
            last.time = min(last.time, 0.15)
            return
        self.captions.append(Caption(text, player, duration=duration, base=text, hint=hint))
        del self.captions[:-2]

    # ----- queries -------------------------------------------------------------------------
    def filling(self) -> frozenset[int]:
        return frozenset(f.route for f in self.fills)

    def hides_face_up(self, slot: int) -> bool:
        return False

    def arriving(self, colour: int) -> bool:
        return self.landed.get(colour, 0.0) > 0

    @property
    def busy(self) -> bool:
        return bool(self.flights or self.fills or self.reveals)

    # ----- per frame -------------------------------------------------------------------------
    def update(self, dt: float, scores: list[int]) -> None:
        for flight in self.flights:
            flight.time += dt
            if flight.progress >= 1.0 and flight.card >= 0:
                self.landed[flight.card] = 0.25
        self.flights = [f for f in self.flights if f.progress < 1.0]
        for fill in self.fills:
            fill.time += dt
        self.fills = [f for f in self.fills if f.time < f.duration]
        for reveal in self.reveals:
            reveal.time += dt
        self.reveals = [r for r in self.reveals if r.time < r.duration]
        for caption in self.captions:
            caption.time += dt
        self.captions = [c for c in self.captions if c.time < c.duration]
        self.landed = {c: t - dt for c, t in self.landed.items() if t - dt > 0}
        if len(self.shown_scores) != len(scores):
            self.shown_scores = [float(s) for s in scores]
        rate = 30.0 / max(0.3, self.speed) if self.speed > 0 else 1e9
        for p, target in enumerate(scores):
            shown = self.shown_scores[p]
            if shown < target:
                self.shown_scores[p] = min(float(target), shown + max(rate * dt, 0.0))
            elif shown > target:
                self.shown_scores[p] = float(target)

    def draw_flights(self, surface: pygame.Surface, colour_blind: bool) -> None:
        for flight in self.flights:
            p = flight.progress
            if flight.time < flight.delay:
                continue
            ease = 1 - (1 - p) ** 3
            x = flight.start[0] + (flight.end[0] - flight.start[0]) * ease
            y = flight.start[1] + (flight.end[1] - flight.start[1]) * ease - 40 * (1 - (2 * p - 1)
                                                                                   ** 2)
            rect = pygame.Rect(0, 0, 44, 30)
            rect.center = (int(x), int(y))
            if flight.card >= 0:
                K.paint_card(surface, self.theme, rect, flight.card, colour_blind)
            elif flight.card == -2:
                rect = pygame.Rect(0, 0, 40, 28)
                rect.center = (int(x), int(y))
                pygame.draw.rect(surface, (230, 216, 182), rect, border_radius=5)
                pygame.draw.rect(surface, (120, 96, 60), rect, 1, border_radius=5)
            else:
                paint_back(surface, self.theme, rect, False)

    def draw_reveals(self, surface: pygame.Surface, colour_blind: bool, area: pygame.Rect,
                     blocked: Sequence[pygame.Rect] = (),
                     names: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
        """The turned cards of a tunnel, inside ``area`` (the map), off ``blocked`` (the
        open panel, the status line, the final box) and the city ``names`` where they
        can be (see :func:`reveal_place`); returns where they went."""
        drawn = []
        for reveal in self.reveals:
            count = max(1, len(reveal.cards))
            box = reveal_place((count * 40 + 24, 84), reveal.at, area, blocked,
                               (reveal.marks, names))
            drawn.append(box)
            draw.panel(surface, box, self.theme.c("panel"), 10, border=self.theme.c("accent"),
                       shadow=8)
            for i, card in enumerate(reveal.cards):
                K.paint_card(surface, self.theme, pygame.Rect(box.x + 12 + i * 40, box.y + 8, 32,
                                                              46), card, colour_blind)
            draw.text(surface, self.theme, reveal.text, (box.centerx, box.bottom - 14), "tiny",
                      "accent", True, "center")
        return drawn


#: Between a tunnel's middle and its turned cards, and between them and a panel.
REVEAL_GAP = 12


def reveal_place(size: tuple[int, int], at: tuple[float, float], area: pygame.Rect,
                 blocked: Sequence[pygame.Rect],
                 keep: Sequence[Sequence[pygame.Rect]] = ()) -> pygame.Rect:
    """Where a tunnel's turned cards show, inside ``area``: beside the tunnel's middle
    (above it, below, left, right, then at its corners), the place that hides none of
    ``blocked`` and least of ``keep`` (groups, the first most important: the tunnel's
    cars and end cities, then the city names); with none of these clear of
    ``blocked``, just outside a panel in the way, in line with the tunnel: of those
    places the one hiding least of the tunnel's own marks, then the nearest; with no
    place clear, the one hiding least of ``blocked``.

    The choice when an opponent's tunnel turns its cards under an open panel (the
    viewer's "tunnel not claimed" notice waits there through the opponent's turn, and
    the two overlapped, the "+1 extra" line showing below the notice): the cards give
    way and the panel stays put. The panel waits to be read and answered, and one that
    jumped or closed by itself while read would lose the player's place; the cards are
    news of the moment, shown for two seconds, and what matters is that they are seen
    whole, so they step aside to the nearest clear place, by their tunnel if they can."""
    w, h = size
    x, y = round(at[0]), round(at[1])
    gap = REVEAL_GAP
    inside = area.inflate(-2 * gap, -2 * gap)
    left, right, above, below = x - gap - w, x + gap, y - gap - h, y + gap
    near = [(x - w // 2, above), (x - w // 2, below), (left, y - h // 2), (right, y - h // 2),
            (left, above), (right, above), (left, below), (right, below)]
    places = [pygame.Rect(px, py, w, h).clamp(inside) for px, py in near]
    best = min(places, key=lambda place: (draw.hidden_area(place, blocked),
                                          hidden_marks(place, keep)))
    if not draw.hidden_area(best, blocked):
        return best
    beside = [place.clamp(inside) for panel in blocked for place in (
        pygame.Rect(x - w // 2, panel.y - gap // 2 - h, w, h),
        pygame.Rect(x - w // 2, panel.bottom + gap // 2, w, h),
        pygame.Rect(panel.x - gap // 2 - w, y - h // 2, w, h),
        pygame.Rect(panel.right + gap // 2, y - h // 2, w, h))]
    return min([best, *beside], key=lambda place: (
        draw.hidden_area(place, blocked), hidden_marks(place, keep[:1]),
        (place.centerx - x) ** 2 + (place.centery - y) ** 2))


def hidden_marks(place: pygame.Rect, keep: Sequence[Sequence[pygame.Rect]]) -> tuple[int, ...]:
    """How much of each group of ``keep`` ``place`` hides (square pixels; a tuple that
    compares as the groups rank)."""
    return tuple(draw.hidden_area(place, group) for group in keep)
