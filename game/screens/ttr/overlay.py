"""What is drawn over the board every frame: routes being filled, highlights (hover,
hint, tickets shown on the map, the longest path at the end), the status line, the
details of the hovered route or city and the final box (the captions of what just
happened are placed in ``captions.py``)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import draw
from game.screens.ttr import cards as K
from game.screens.ttr import panels
from game.screens.ttr.board import passenger_pip
from game.screens.ttr.captions import grid, least_hidden, status_box
from game.screens.ttr.texts import route_name
from rules.ttr.actions import BuildStation, ClaimRoute
from rules.ttr.germany import TAKE_PASSENGER
from rules.ttr.state import (
    CLAIM_PAY,
    KEEP_TICKETS,
    SECOND_DRAW,
    SETUP_TICKETS,
    STATION_PAY,
    TUNNEL_PAY,
    TURN,
)

if TYPE_CHECKING:
    from game.screens.ttr.screen import TtrScreen

TICKET_INK = (255, 236, 140)
CLOSED_INK = (58, 50, 44)  # the strokes across a closed track
HINT_EDGE = (24, 20, 16)  # around the hinted route's outline
GAP = 14  # between the final box's columns (18 left no place clear of Amsterdam's names)


def draw_map_overlays(s: TtrScreen, surface: pygame.Surface) -> None:
    obs, view = s.obs, s.view
    assert obs is not None and view is not None
    painter = s.painter
    clip = surface.get_clip()
    surface.set_clip(s.map_rect.clip(clip) if clip else s.map_rect)
    for fill in s.anim.fills:
        shape = s.layout.routes[fill.route]
        cars = min(len(shape.cars), 1 + int(len(shape.cars) * fill.time / fill.duration))
        painter.paint_claimed(surface, shape, fill.seat, s.ctx.colour_blind, cars,
                              offset=s.map_rect.topleft)
    for route in s.closed_routes():  # 2-3 players: the other track of a double is closed
        for car in s.layout.routes[route].cars:
            a, b, c, d = car.corners
            pygame.draw.line(surface, CLOSED_INK, a, c, 2)
            pygame.draw.line(surface, CLOSED_INK, b, d, 2)
    glow = pulse(s.time)
    accent = s.ctx.theme.c("accent_hi")
    # tickets shown on the map: both ends and the cheapest way to finish
    for ticket in sorted(s.shown_tickets):
        t = s.info.map.tickets[ticket]
        route_ids = s.ticket_path(ticket)
        for route in route_ids:
            mine = obs.route_owner[route] == obs.player or route in s._lent  # a station's
            # colour-blind, the light green and yellow look alike: what is still to claim
            # is outlined thick, what is already there thin
            width = (1 if mine else 3) if s.ctx.colour_blind else 2
            # a dark edge under the pale ink: on a yellow track the ink alone was lost
            painter.outline_route(surface, route, HINT_EDGE, width + 2, 3.5)
            painter.outline_route(surface, route, (120, 230, 140) if mine else TICKET_INK,
                                  width)
        for city in (t.a, t.b):
            painter.ring_city(surface, city, TICKET_INK, 13, 3)
    picker = s.picker
    pointed = pointed_ticket(s)
    if pointed is not None:  # a ticket to keep or return, pointed at: its way and ends
        for route in s.ticket_path(pointed):
            painter.outline_route(surface, route, HINT_EDGE, 5, 3.5)
            painter.outline_route(surface, route, TICKET_INK, 3)
        t = s.info.map.tickets[pointed]
        for city in (t.a, t.b):
            painter.ring_city(surface, city, TICKET_INK, 15, 3)
    if picker is not None:
        if picker.highlight_route >= 0:
            painter.outline_route(surface, picker.highlight_route, accent, 3, 3.5)
        for city in picker.highlight_cities:
            painter.ring_city(surface, city, accent, 12 + int(3 * glow), 3)
    if s.hint is not None:
        if isinstance(s.hint, ClaimRoute):  # a dark edge: orange alone was lost on sand
            painter.outline_route(surface, s.hint.route, HINT_EDGE, 3, 5 + 2 * glow)
            painter.outline_route(surface, s.hint.route, accent, 3, 3 + 2 * glow)
        elif isinstance(s.hint, BuildStation):
            painter.ring_city(surface, s.hint.city, accent, 12 + int(4 * glow), 3)
    if s.hover_route is not None:
        claimable = ClaimRoute(s.hover_route) in s.legal_set
        colour = accent if claimable else (250, 250, 250)
        painter.outline_route(surface, s.hover_route, colour, 2, 3)
    if s.hover_city is not None:
        claimable = BuildStation(s.hover_city) in s.legal_set
        painter.ring_city(surface, s.hover_city, accent if claimable else (250, 250, 250), 12, 2)
    if obs.is_over and s.info.has_stations:  # the track each station borrows, dashed
        for p in range(obs.config.num_players):
            colour = s.ctx.theme.seat(view.colours[p]).color
            for city, route in s.final_outcome(p)[1]:
                painter.outline_route(surface, route, colour, 3, 4.5)
                painter.ring_city(surface, city, colour, 14, 3)
    if obs.is_over and s.longest and s.info.has_stations:  # Europe: the European Express
        best = max(sum(s.info.map.routes[r].length for r in route_ids)
                   for route_ids in s.longest.values())
        for _player, route_ids in s.longest.items():
            length = sum(s.info.map.routes[r].length for r in route_ids)
            if length == best and best > 0:
                for route in route_ids:
                    painter.outline_route(surface, route, accent, 3, 3 + 2 * glow)
    surface.set_clip(clip)


def pointed_ticket(s: TtrScreen) -> int | None:
    """The ticket offered to keep that the pointer (a finger: the last one tapped) or the
    keyboard is on: all their cities were ringed alike, which ticket joined which was
    left to the eye, often under the panel."""
    picker = s.picker
    keep = getattr(picker, "keep_tickets", ()) if picker is not None else ()
    for widget in picker.widgets.widgets if keep else ():
        if widget.id.startswith("keep-ticket-") and (
                widget.hover or picker.widgets.focused is widget):
            return keep[int(widget.id.rsplit("-", 1)[1])]
    return None


def pulse(time: float) -> float:
    return 0.5 + 0.5 * math.sin(time * 5)


# ----- the status line ---------------------------------------------------------------------------
def status_text(s: TtrScreen) -> str:
    obs, view, t = s.obs, s.view, s.ctx.t
    assert obs is not None and view is not None
    if obs.is_over:
        return t("ttr.status.over")
    if not view.legal:
        who = view.to_act[0] if view.to_act else obs.current
        name = view.names[who]
        if who in view.thinking:
            return t("ttr.status.thinking", name=name)
        return t("ttr.status.waiting", name=name)
    phase = obs.phase
    if phase == TURN:
        if obs.turn < obs.config.num_players:  # the first round: where to tap, in words
            if s.info.germany:  # its button names two decks, not "Tickets"
                return t("ttr.status.first_decks")
            key = "ttr.status.first_stations" if s.info.has_stations else "ttr.status.first"
            return t(key, tickets=t("ttr.tickets"))
        if s.info.has_stations:
            return t("ttr.status.turn_stations")
        return t("ttr.status.turn")
    if phase == SECOND_DRAW:
        return t("ttr.status.second")
    if phase in (SETUP_TICKETS, KEEP_TICKETS):
        return t("ttr.status.keep")
    if phase in (CLAIM_PAY, STATION_PAY):
        return t("ttr.status.pay")
    if phase == TUNNEL_PAY:
        return t("ttr.status.tunnel")
    if phase == TAKE_PASSENGER:
        return t("ttr.status.passenger")
    return t("ttr.status.mix")  # Germany's opening mix, or the mix of a turn's tickets
    # (which said "Choose a passenger")


def status_line(s: TtrScreen) -> tuple[str, pygame.Rect]:
    """The status line as drawn (with the final round's count) and its panel."""
    obs, theme = s.obs, s.ctx.theme
    assert obs is not None
    text = status_text(s)
    if obs.final_turns_left >= 0 and not obs.is_over:
        last = s.ctx.t("ttr.status.last_round", count=obs.final_turns_left)
        text += "  ·  " + last
        if theme.text_width(text, "small", True) > s.map_rect.w - 56 and \
                text.startswith(s.ctx.t("ttr.status.turn_short")):
            # the turns left matter more than the list of what a turn may do (Europe's
            # ran out of room: "… build a station · last rou…")
            text = s.ctx.t("ttr.status.turn_short") + "  ·  " + last
    return text, status_box(s, theme.text_width(text, "small", True))


def draw_status(s: TtrScreen, surface: pygame.Surface) -> pygame.Rect:
    """Draw the status line; returns its panel (the captions keep off it)."""
    theme = s.ctx.theme
    text, box = status_line(s)
    mine = bool(s.view and s.view.legal)
    draw.panel(surface, box, (20, 28, 36), 15,
               border=theme.c("accent") if mine else theme.c("line"))
    draw.text(surface, theme, text, box.center, "small", "accent_hi" if mine else "text", True,
              "center", max_width=box.w - 20)
    return box


# ----- the texts tooltips keep clear of ------------------------------------------------------
def text_regions(s: TtrScreen) -> list[pygame.Rect]:
    """The screen's texts that are not controls, which the tooltips of its cards, decks,
    tickets and choices (and the bar's) keep clear of where they can: the status line
    (a face-up card's focused by Tab went left of it, over "Your turn: …"), an open
    choice's title and lines, the scores (under the tickets' deck), the hand's counts
    and the final box."""
    obs = s.obs
    if obs is None or s.view is None:
        return []
    regions = [status_line(s)[1]]
    if s.picker is not None:
        regions.append(s.picker.head_rect())
    heading = panels.column_rects(s.col)["players"]
    last = s.player_row((s.view.viewer - 1) % obs.config.num_players)  # the bottom row
    regions.append(pygame.Rect(heading.x + 6, heading.y, heading.w - 12,
                               last.bottom - heading.y))
    tickets = panels.tickets_rect(s)
    regions.append(pygame.Rect(s.tray.x + 8, s.tray.y + 4, tickets.x - 18 - s.tray.x, 20))
    if obs.is_over:
        regions.append(s.final_rect.copy())
    return regions


def draw_tooltips(s: TtrScreen, surface: pygame.Surface) -> None:
    """The tooltip of the table's control or of an open choice's."""
    s.widgets.draw_tooltip(surface)
    if s.picker is not None:
        s.picker.widgets.draw_tooltip(surface)


# ----- details of what the pointer is on ---------------------------------------------------
#: The widest line of the details box (at 360 a Russian tunnel's note took two lines).
DETAILS_MAX_W = 420


def draw_details(s: TtrScreen, surface: pygame.Surface) -> None:
    obs, view, t, theme = s.obs, s.view, s.ctx.t, s.ctx.theme
    assert obs is not None and view is not None
    lines: list[tuple[str, str]] = []
    pips: tuple[int, ...] = ()
    in_sight: list[pygame.Rect] = []
    if s.hover_route is not None:
        r = s.info.map.routes[s.hover_route]
        # a route's box keeps its end cities in sight (it hid the one below the pointer),
        # their dots before their names (each dot counts twice)
        in_sight = [s.painter.city_rect(r.a), s.painter.city_rect(r.b),
                    s.painter.city_rect(r.a, named=False), s.painter.city_rect(r.b, named=False)]
        lines.append((route_name(s.info.map, r.id), "text"))
        facts = [t("ttr.spaces", count=r.length), K.route_colour_name(t, r.colour),
                 t("ttr.points", count=s.info.route_points(r.length))]
        lines.append(("  ·  ".join(facts), "muted"))
        if r.tunnel:
            lines.append((t("ttr.tunnel"), "muted"))
        if r.locomotives:
            lines.append((t("ttr.ferry", count=r.locomotives), "muted"))
        if r.carts:
            lines.append((t("ttr.cart_route"), "muted"))
        owner = obs.route_owner[r.id]
        if owner >= 0:
            lines.append((t("ttr.claimed_by", name=view.names[owner]), "accent"))
        elif ClaimRoute(r.id) in s.legal_set:
            lines.append((t("ttr.click_to_claim"), "ok"))
    elif s.hover_city is not None:
        city = s.info.map.cities[s.hover_city]
        lines.append((city.name, "text"))
        if city.dead_end:
            lines.append((t("ttr.country"), "muted"))
        owner = obs.station_owner[s.hover_city]
        if owner >= 0:
            lines.append((t("ttr.station_of", name=view.names[owner]), "accent"))
        elif BuildStation(s.hover_city) in s.legal_set:
            lines.append((t("ttr.click_to_build"), "ok"))
        if s.info.germany:
            pips = s.info.city_passengers(obs)[s.hover_city]
            if not sum(pips):
                lines.append((t("ttr.no_passengers"), "muted"))
        mine = [k for k in obs.tickets if s.hover_city in (s.info.map.tickets[k].a,
                                                            s.info.map.tickets[k].b)]
        if mine:
            lines.append((view.whose(t, "ttr.on_your_tickets", "ttr.on_tickets_of",
                                     count=len(mine)), "muted"))
    if not lines:
        s.details_from = None  # (nothing pointed at: the next box starts at the usual place)
        return
    # a long line takes two (a neighbouring country's note in Russian ran off the window)
    lines = [(part, colour) for text, colour in lines
             for part in draw.wrap(theme, text, DETAILS_MAX_W, "small", True)]
    width = max(theme.text_width(text, "small", True) for text, _ in lines) + 24
    height = len(lines) * 20 + 12 + (22 if sum(pips) else 0)
    # and the map's captions ("… Everyone takes a last turn!" hid under a route's box)
    # and its list buttons
    in_sight += [rect for _, rect in s.drawn_captions] + panels.list_buttons(s)
    about = ("route", s.hover_route) if s.hover_route is not None else ("city", s.hover_city)
    last = s.details_from[1] if s.details_from and s.details_from[0] == about else None
    box = draw.beside_pointer((width, height), s.pointer, s.map_rect.inflate(-6, -6), s.held,
                              in_sight, last=None if s.held else last)
    s.details_from = (about, (box.x - s.pointer[0], box.y - s.pointer[1]))
    if s.picker is not None and box.colliderect(s.picker.rect):
        return  # the details never cover an open choice (its panel says what it is)
    draw.panel(surface, box, (16, 22, 28, 235), 8, border=theme.c("line"), shadow=6)
    y = box.y + 8
    for i, (text, colour) in enumerate(lines):
        draw.text(surface, theme, text, (box.x + 12, y), "small", colour, i == 0)
        y += 20
    if sum(pips):
        x = box.x + 12
        for colour, count in enumerate(pips):
            if not count:
                continue
            passenger_pip(surface, colour, (x + 6, y + 9), 6, s.ctx.colour_blind)
            label = f"{count}"
            r = draw.text(surface, theme, label, (x + 16, y + 9), "tiny", "text", True,
                          "midleft")
            x = r.right + 10


def longest_lengths(s: TtrScreen) -> dict[int, int]:
    return {p: sum(s.info.map.routes[r].length for r in route_ids)
            for p, route_ids in s.longest.items()}


def final_bonus(s: TtrScreen, p: int, lengths: dict[int, int], best: int,
                done: list[int]) -> tuple[str, bool]:
    """The right-hand column of the final box, the map's own bonus, and whether ``p``
    holds it: Europe's longest path (the European Express), Germany's Globetrotter (the
    most tickets completed, at least one), Amsterdam's merchandise cards. Only Europe
    scores a longest path; the others showed one all the same."""
    t = s.ctx.t
    if s.info.germany:
        holder = max(done) > 0 and done[p] == max(done)
        return ("★ " + t("score.ttr-germany.globetrotter")) if holder else "", holder
    if s.info.amsterdam:  # the count and its bonus; the top bonus (8) stands out
        obs = s.obs
        top = max(s.info.merchandise_bonus(obs, q) for q in range(obs.config.num_players))
        holder = top > 0 and s.info.merchandise_bonus(obs, p) == top
        count = s.info.merchandise(obs, p)
        text = t("ttr.final_merchandise", count=count, points=s.info.merchandise_bonus(obs, p)) \
            if count else t("ttr.final_merchandise_none")
        return text, holder
    holder = lengths.get(p) == best and best > 0
    return ("★ " if holder else "") + t("ttr.final_path", count=lengths.get(p, 0)), holder


def final_rows(s: TtrScreen) -> tuple[list[tuple[str, str, bool]], int, int, int]:
    """The final box's rows (tickets, bonus, holder) and its columns' widths."""
    view, theme, t = s.view, s.ctx.theme, s.ctx.t
    obs = s.obs
    assert view is not None and obs is not None
    lengths = longest_lengths(s)
    best = max(lengths.values(), default=0)
    n = obs.config.num_players
    word = t("ttr.tickets")
    rows = []
    done = [sum(s.final_outcome(p)[0]) if obs.all_tickets else 0 for p in range(n)]
    for p in range(n):
        if obs.all_tickets:  # scoring tickets of all (stations lending their tracks)
            tickets: int | str = f"{done[p]}/{len(obs.all_tickets[p])}"
        else:
            tickets = obs.ticket_counts[p]
        rows.append((t("ttr.final_tickets", word=word, count=tickets),
                     *final_bonus(s, p, lengths, best, done)))
    # columns as wide as their widest entry, so no language runs one into the next
    name_w = min(120, max(theme.text_width(name, "small", True) for name in view.names[:n]))
    tickets_w = max(theme.text_width(row[0], "tiny") for row in rows)
    path_w = max(theme.text_width(row[1], "tiny", row[2]) for row in rows)
    return rows, name_w, tickets_w, path_w


def final_box(s: TtrScreen, status: pygame.Rect) -> pygame.Rect:
    """Where the final box goes: at the bottom of the map, in the middle, unless a
    place that hides fewer city names is found (searched as for captions, finer)."""
    rows, name_w, tickets_w, path_w = final_rows(s)
    title_w = s.ctx.theme.text_width(s.ctx.t("ttr.final_title"), "small", True)
    # as narrow as its columns: a wider box found no place clear of the names
    width = max(title_w + 28, 36 + name_w + GAP + tickets_w + GAP + path_w + 14)
    box = pygame.Rect(0, 0, min(width, s.map_rect.w - 24), 42 + 22 * len(rows))
    box.midbottom = (s.map_rect.centerx, s.map_rect.bottom - 12)
    key = (s.obs, tuple(box), tuple(status))
    if s._final_box[0] != key:  # the search is a few ms: once per final board
        found = least_hidden(s, [box, *grid(s, box.w, box.h)], [status])
        s._final_box = (key, found[1] if found is not None else box)
    box = s._final_box[1]
    if s.final_folded:  # tapped away: its title only, in the map's corner (the sea)
        return pygame.Rect(s.map_rect.x + 8, s.map_rect.y + 8, title_w + 48, 34)
    return box


def draw_final(s: TtrScreen, surface: pygame.Surface, box: pygame.Rect | None = None) -> None:
    """The end of the game on the map, in ``box`` (:func:`final_box`): every player's
    ticket count and the map's bonus (:func:`final_bonus`), before the results appear."""
    view, theme, t = s.view, s.ctx.theme, s.ctx.t
    assert view is not None
    if box is None:
        box = final_box(s, status_box(s, theme.text_width(status_text(s), "small", True)))
    rows, name_w, _tickets_w, _path_w = final_rows(s)
    draw.panel(surface, box, theme.c("panel"), 12, border=theme.c("accent"), shadow=10)
    draw.text(surface, theme, t("ttr.final_title"), (box.x + 14, box.y + 10), "small", "accent",
              True)
    draw.text(surface, theme, "▸" if s.final_folded else "▾", (box.right - 12, box.y + 10),
              "small", "accent", True, "topright")  # a tap folds or opens it
    if s.final_folded:
        return
    y = box.y + 36
    for p, (tickets_text, path_text, holder) in enumerate(rows):
        s.ctx.seat_chip(surface, pygame.Rect(box.x + 14, y + 2, 14, 14), view.colours[p])
        draw.text(surface, theme, view.names[p], (box.x + 36, y), "small", "text", True,
                  max_width=name_w)
        draw.text(surface, theme, tickets_text, (box.x + 36 + name_w + GAP, y + 2), "tiny",
                  "muted")
        draw.text(surface, theme, path_text, (box.right - 14, y + 2), "tiny",
                  "accent" if holder else "muted", holder, "topright")
        y += 22
