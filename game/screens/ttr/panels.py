"""The table around the map: the face-up row and the decks, the players' public
counts with a score track (right column), and the viewer's hand and tickets (tray)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import draw
from game.screens.ttr import cards as K
from game.screens.ttr.board import passenger_pip
from game.screens.ttr.spots import Spot
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTicketMix,
    DrawTickets,
)
from rules.ttr.amsterdam import MERCHANDISE_POINTS
from rules.ttr.mapdata import LOCOMOTIVE
from rules.ttr.state import SECOND_DRAW

if TYPE_CHECKING:
    from game.screens.ttr.screen import TtrScreen

CARD_W, CARD_H = 88, 56
HAND_W, HAND_H, HAND_STEP = 50, 80, 54
#: The ticket list's rows: 24 px to tap and a 2 px gap (18 px was too small a target for
#: a finger), four in the tray's height; with fewer tickets taller, up to 28 px.
TICKET_ROW, TICKET_ROW_MOST = 26, 30
TICKET_ROWS = 4
TICKET_TOP = 21  # the rows' top, below the list's heading
LIST_H = 34  # the map's list buttons
LIST_IDS = ("route-list", "station-list")


def column_rects(col: pygame.Rect) -> dict[str, pygame.Rect]:
    rects = {}
    for slot in range(6):
        row, side = divmod(slot, 2)
        rects[f"slot{slot}"] = pygame.Rect(col.x + 6 + side * (CARD_W + 4), col.y + 28 + row * 62,
                                           CARD_W, CARD_H)
    rects["tickets"] = pygame.Rect(col.x + 6, col.y + 238, col.w - 12, 42)
    rects["players"] = pygame.Rect(col.x, col.y + 290, col.w, col.h - 290)
    return rects


def build_column(s: TtrScreen) -> None:
    theme, view, obs = s.ctx.theme, s.view, s.obs
    assert view is not None and obs is not None
    rects = column_rects(s.col)
    legal = s.legal_set
    for slot in range(len(obs.face_up)):
        action = next((a for a in view.legal if isinstance(a, DrawFaceUp) and a.slot == slot),
                      None)
        def painter(surf, sp, slot=slot):
            paint_face_up(s, surf, sp, slot)

        spot = Spot(theme, rects[f"slot{slot}"], painter,
                    (lambda a=action: s.choose(a)) if action is not None else None,
                    refused_face_up(s, obs.face_up[slot]) if action is None else None,
                    id=f"faceup-{slot}", enabled=action is not None,
                    tooltip=face_up_tip(s, obs.face_up[slot]))
        s.widgets.add(spot)
    blind = DrawBlind() in legal
    s.widgets.add(Spot(theme, rects["slot5"], lambda surf, sp: paint_deck(s, surf, sp),
                       (lambda: s.choose(DrawBlind())) if blind else None, id="deck",
                       enabled=blind, tooltip=s.ctx.t("ttr.deck_tip")))
    for p in range(obs.config.num_players):
        row = Spot(theme, s.player_row(p), lambda surf, sp: None, None, id=f"player-{p}",
                   tooltip=player_tip(s, p))
        row.focusable, row.notes = False, True
        s.widgets.add(row)
    draw_tickets = DrawTickets() in legal
    mixes = [a for a in view.legal if isinstance(a, DrawTicketMix)]
    if draw_tickets:
        click = lambda: s.choose(DrawTickets())  # noqa: E731
    elif mixes:
        click = s.open_mix_picker
    else:
        click = None
    tip = s.ctx.t("ttr.do.tickets")
    s.widgets.add(Spot(theme, rects["tickets"], lambda surf, sp: paint_ticket_deck(s, surf, sp),
                       click, id="ticket-deck", enabled=click is not None,
                       tooltip=tip[:1].upper() + tip[1:]))


def build_lists(s: TtrScreen) -> None:
    """Buttons in the map's lower right corner (sea on every map) for the lists of what
    the player may claim or build now: the C and S keys were their only way in, so a
    finger or a mouse never found the routes the tickets need, starred."""
    view, t = s.view, s.ctx.t
    assert view is not None
    lists = [(LIST_IDS[0], ClaimRoute, t("ttr.route_list_button"),
              t("ttr.route_list_button_tip"), s.open_route_list),
             (LIST_IDS[1], BuildStation, t("ttr.station_list_button"),
              t("ttr.station_list_button_tip"), s.open_station_list)]
    x = s.map_rect.right - 8
    for widget_id, kind, label, tip, opens in reversed(lists):
        if not any(isinstance(a, kind) for a in view.legal):
            continue
        w = s.ctx.theme.text_width(label, "small", True) + 28
        x -= w
        s.widgets.add(s.ctx.button((x, s.map_rect.bottom - 8 - LIST_H, w, LIST_H), label,
                                   opens, id=widget_id, size="small", tooltip=tip))
        x -= 8


def list_buttons(s: TtrScreen) -> list[pygame.Rect]:
    """Where the list buttons in sight are (captions and a route's box keep off them)."""
    return [w.rect for w in s.widgets.widgets if w.id in LIST_IDS and w.visible]


def refused_face_up(s: TtrScreen, card: int):
    """What a tap on a face-up locomotive as the second card says (it did nothing):
    «Игрок не может взять открытую карту Локомотива, если до этого он уже взял одну
    карту» (it counts as both cards of the turn)."""
    obs, view = s.obs, s.view
    if card != LOCOMOTIVE or obs is None or view is None or not view.legal or \
            obs.phase != SECOND_DRAW:
        return None
    return lambda: s.anim.caption(s.ctx.t("ttr.why.second_locomotive"), None)


def face_up_tip(s: TtrScreen, card: int) -> str:
    """What taking a face-up card does (a long press asks without taking it)."""
    if card < 0:
        return ""
    name = K.card_names(s.ctx.t)[card]
    key = "ttr.face_up_tip.wild" if card == LOCOMOTIVE else "ttr.face_up_tip"
    return s.ctx.t(key, card=name)


def player_tip(s: TtrScreen, p: int) -> str:
    """A player's public counts in words (the tooltip of their row)."""
    obs, view, t = s.obs, s.view, s.ctx.t
    assert obs is not None and view is not None
    parts = [t("ttr.stat_cards", count=obs.hand_sizes[p]),
             t("ttr.stat_tickets", count=obs.ticket_counts[p] + obs.pending_ticket_counts[p]),
             t("ttr.stat_trains", count=obs.trains[p])]
    if s.info.has_stations:
        parts.append(t("ttr.stat_stations", count=obs.stations_left[p]))
    if s.info.amsterdam:
        parts.append(t("ttr.stat_merchandise", count=s.info.merchandise(obs, p)))
        if s.info.merchandise(obs, p):
            parts.append(t("ttr.stat_merchandise_bonus",
                           points=s.info.merchandise_bonus(obs, p)))
    if s.info.germany:
        parts.append(t("ttr.stat_passengers", count=sum(s.info.player_passengers(obs, p))))
    return f"{view.names[p]}: " + ", ".join(parts)


def paint_face_up(s: TtrScreen, surface: pygame.Surface, spot: Spot, slot: int) -> None:
    obs = s.obs
    if obs is None or slot >= len(obs.face_up):
        return
    card = obs.face_up[slot]
    rect = spot.rect.move(0, 1) if spot.held else spot.rect
    if card < 0 or s.anim.hides_face_up(slot):
        pygame.draw.rect(surface, s.ctx.theme.c("line"), rect, 1, border_radius=8)
        return
    acting = bool(s.view and s.view.legal)
    K.paint_card(surface, s.ctx.theme, rect, card, s.ctx.colour_blind,
                 dim=acting and not spot.enabled,
                 lit=spot.lit or (spot.hover and spot.enabled))


def paint_deck(s: TtrScreen, surface: pygame.Surface, spot: Spot) -> None:
    obs = s.obs
    theme = s.ctx.theme
    if obs is None:
        return
    rect = spot.rect.move(0, 1) if spot.held else spot.rect
    paint_back(surface, theme, rect, spot.lit or (spot.hover and spot.enabled),
               dim=not obs.deck_size and not any(obs.discard))
    draw.text(surface, theme, s.ctx.t("ttr.deck"), (rect.centerx, rect.y + 16), "tiny",
              (250, 240, 220), True, "center")
    draw.text(surface, theme, str(obs.deck_size), (rect.centerx, rect.bottom - 16), "body",
              (250, 240, 220), True, "center")


def paint_back(surface: pygame.Surface, theme, rect: pygame.Rect, lit: bool,
               dim: bool = False) -> None:
    surface.blit(draw.shadow_for(rect.size, 8), (rect.x - 8, rect.y - 8))
    base = pygame.Color(58, 72, 104) if not dim else pygame.Color(48, 56, 66)
    pygame.draw.rect(surface, base, rect, border_radius=8)
    inner = rect.inflate(-8, -8)
    pygame.draw.rect(surface, base.lerp((255, 255, 255), 0.18), inner, 1, border_radius=6)
    for x in range(inner.x + 6, inner.right - 2, 10):
        pygame.draw.line(surface, base.lerp((0, 0, 0), 0.25), (x, inner.y + 3),
                         (x, inner.bottom - 3), 1)
    if lit:
        pygame.draw.rect(surface, theme.c("accent_hi"), rect.inflate(6, 6), 3, border_radius=10)


def paint_ticket_deck(s: TtrScreen, surface: pygame.Surface, spot: Spot) -> None:
    obs, theme, t = s.obs, s.ctx.theme, s.ctx.t
    if obs is None:
        return
    rect = spot.rect.move(0, 1) if spot.held else spot.rect
    lit = spot.lit or (spot.hover and spot.enabled)
    surface.blit(draw.shadow_for(rect.size, 8), (rect.x - 8, rect.y - 8))
    fill = pygame.Color(226, 212, 178) if spot.enabled or not (s.view and s.view.legal) \
        else pygame.Color(150, 144, 128)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, (120, 96, 60), rect.inflate(-6, -6), 1, border_radius=6)
    ink = (60, 40, 20)
    if s.info.germany:  # the two decks side by side, each named in full over its count
        # (one line read «Коротк. 45 · Длин. 30»)
        half = rect.w // 2
        pygame.draw.line(surface, (120, 96, 60), (rect.centerx, rect.y + 8),
                         (rect.centerx, rect.bottom - 8))
        for i, (key, count) in enumerate((("ttr.ticket_deck_short", obs.ticket_deck_size),
                                          ("ttr.ticket_deck_long", s.info.long_deck_size(obs)))):
            x = rect.x + half * i + half // 2
            draw.text(surface, theme, t(key), (x, rect.y + 13), "tiny", ink, True, "center",
                      max_width=half - 10)
            draw.text(surface, theme, str(count), (x, rect.bottom - 13), "small", ink, True,
                      "center")
    else:
        label = f"{t('ttr.tickets')}  ·  {obs.ticket_deck_size}"
        size = "small" if theme.text_width(label, "small", True) <= rect.w - 16 else "tiny"
        draw.text(surface, theme, label, rect.center, size, ink, True, "center",
                  max_width=rect.w - 12)
    if lit:
        pygame.draw.rect(surface, theme.c("accent_hi"), rect.inflate(6, 6), 3, border_radius=10)


def paint_column(s: TtrScreen, surface: pygame.Surface) -> None:
    """The column's frame, titles and the players (the spots paint themselves)."""
    theme, obs, view, t = s.ctx.theme, s.obs, s.view, s.ctx.t
    assert obs is not None and view is not None
    col = s.col
    draw.panel(surface, col, theme.c("panel"), 12)
    discard = draw.text(surface, theme, t("ttr.discard", count=sum(obs.discard)),
                        (col.right - 10, col.y + 8), "tiny", "muted", anchor="topright")
    title, room = t("ttr.train_cards"), discard.x - 8 - (col.x + 10)
    size = draw.label_size(theme, title, room, bold=True)
    draw.text(surface, theme, title, (col.x + 10, col.y + 8 + 13 - size), size, "muted", True,
              max_width=room)
    rect = column_rects(col)["players"]
    # the heading is painted into the layer: a language switch mid-game repaints it
    key = (obs, view, tuple(round(x) for x in s.anim.shown_scores), s.ctx.colour_blind,
           scores_heading(s))
    if key != s._players_key or s._players_layer is None:
        layer = draw.reused(s._players_layer, rect.size, alpha=True)
        layer.fill((0, 0, 0, 0))
        paint_players(s, layer, layer.get_rect())
        s._players_layer, s._players_key = layer, key
    surface.blit(s._players_layer, rect.topleft)


def scores_heading(s: TtrScreen) -> str:
    """The scores column's heading. Its numbers are the score track, the routes' points:
    on the final board, beside totals that count tickets and bonuses (the results), it
    says so (a player with 60 there had lost with 31)."""
    obs = s.obs
    return s.ctx.t("ttr.scores_routes" if obs is not None and obs.is_over else "ttr.scores")


def row_lines(row: pygame.Rect, passengers: bool) -> tuple[int, int, pygame.Rect]:
    """A player's row in the scores: the middles of its stats line and of its passenger
    line (Germany), and its score track along the bottom. In a 5-player row (58 px) the
    two lines move up so that the passenger counts stay clear of the track (they were
    drawn across it)."""
    track = pygame.Rect(row.x + 6, row.bottom - 6, row.w - 12, 3)
    stats_y, passengers_y = row.y + 32, row.y + 48
    if passengers:
        passengers_y = min(passengers_y, track.y - 8)
        stats_y = min(stats_y, passengers_y - 14)
    return stats_y, passengers_y, track


def paint_players(s: TtrScreen, surface: pygame.Surface, area: pygame.Rect) -> None:
    theme, obs, view = s.ctx.theme, s.obs, s.view
    assert obs is not None and view is not None
    n = obs.config.num_players
    pygame.draw.line(surface, theme.c("line"), (area.x + 10, area.y - 4),
                     (area.right - 10, area.y - 4), 1)
    draw.text(surface, theme, scores_heading(s), (area.x + 10, area.y + 2), "tiny", "muted",
              True)
    top = area.y + 20
    row_h = min(72, (area.bottom - top - 4) // n)
    leader = max(max(s.anim.shown_scores), 1)
    scale = max(track_scale(s), leader)
    order = [(view.viewer + i) % n for i in range(n)]
    for index, p in enumerate(order):
        row = pygame.Rect(area.x + 6, top + index * row_h, area.w - 12, row_h - 4)
        acting = p in view.to_act
        draw.panel(surface, row, theme.c("panel_hi") if acting else theme.c("panel_lo"), 8,
                   border=theme.c("accent") if acting else None)
        chip = pygame.Rect(row.x + 6, row.y + 6, 16, 16)
        s.ctx.seat_chip(surface, chip, view.colours[p])
        room = row.w - 76
        size = draw.label_size(theme, view.names[p], room, (15, 13, 12), True)
        draw.text(surface, theme, view.names[p], (chip.right + 6, chip.centery), size, "text",
                  True, "midleft", max_width=room)
        score = round(s.anim.shown_scores[p])
        draw.text(surface, theme, str(score), (row.right - 8, chip.centery), "h3", "accent", True,
                  "midright")
        stats = [("▮", obs.hand_sizes[p]),
                 ("✉", obs.ticket_counts[p] + obs.pending_ticket_counts[p]),
                 ("≡", obs.trains[p])]
        if s.info.has_stations:
            stats.append(("⌂", obs.stations_left[p]))
        if s.info.amsterdam:
            stats.append(("✦", s.info.merchandise(obs, p)))
        passengers = s.info.germany and row_h >= 58
        y, passengers_y, track = row_lines(row, passengers)
        x = row.x + 8
        for glyph, value in stats:
            r = draw.text(surface, theme, glyph, (x, y), "tiny", "muted", True, "midleft")
            r = draw.text(surface, theme, str(value), (r.right + 3, y), "tiny", "text", True,
                          "midleft")
            x = r.right + 9
        if passengers:
            paint_passenger_counts(s, surface, row, passengers_y,
                                   s.info.player_passengers(obs, p))
        pygame.draw.rect(surface, theme.c("panel"), track, border_radius=2)
        filled = track.copy()
        filled.w = int(track.w * max(0.0, min(1.0, s.anim.shown_scores[p] / scale)))
        if filled.w > 0:
            pygame.draw.rect(surface, theme.seat(view.colours[p]).color, filled, border_radius=2)


def track_scale(s: TtrScreen) -> int:
    """The score a full track stands for: 100 with 45 trains, as many fewer as a map has
    fewer pieces (Amsterdam's 16 carts score some 30 for routes: on a 100 track its
    leader's bar was a sliver)."""
    return round(100 * s.info.trains_per_player / 45)


def paint_passenger_counts(s: TtrScreen, surface: pygame.Surface, row: pygame.Rect, y: int,
                           counts: tuple[int, ...]) -> None:
    """Germany: a pip and a count per passenger colour across a player's row, spaced by
    what the counts need (six «10»s ran each into the next pip at a fixed 28 px step);
    the pips shrink a little when the row is that full."""
    theme = s.ctx.theme
    widths = [theme.text_width(str(count), "tiny") for count in counts]
    room = row.w - 12

    def needed(radius: int) -> int:
        return sum(2 * radius + 2 + 2 + w for w in widths)

    radius = 4 if needed(4) + 3 * (len(counts) - 1) <= room else 3
    gap = (room - needed(radius)) / max(1, len(counts) - 1)
    x = float(row.x + 6)
    for colour, (count, w) in enumerate(zip(counts, widths, strict=True)):
        pip = 2 * radius + 2
        passenger_pip(surface, colour, (round(x + pip / 2), y), radius, s.ctx.colour_blind)
        draw.text(surface, theme, str(count), (round(x + pip + 2), y), "tiny", "text",
                  anchor="midleft")
        x += pip + 2 + w + gap


# ----- the tray: the viewer's hand and tickets ------------------------------------------------
def hand_rect(s: TtrScreen, index: int) -> pygame.Rect:
    return pygame.Rect(s.tray.x + 10 + index * HAND_STEP, s.tray.y + 40, HAND_W, HAND_H)


def hand_kinds(s: TtrScreen) -> int:
    """How many kinds of card a hand can hold on this map (9 in Europe and Germany, 7 in
    Amsterdam): the hand's widest row."""
    return sum(1 for count in s.info.game.card_counts if count)


def tickets_rect(s: TtrScreen) -> pygame.Rect:
    """The ticket list, right of the widest hand the map allows (Amsterdam's seven kinds
    of card leave its contracts 108 px more than Europe's nine)."""
    left = 18 + hand_kinds(s) * HAND_STEP
    return pygame.Rect(s.tray.x + left, s.tray.y + 6, s.tray.w - left - 6, s.tray.h - 12)


def build_tray(s: TtrScreen) -> None:
    obs, theme = s.obs, s.ctx.theme
    assert obs is not None
    area = tickets_rect(s)
    tickets = obs.tickets
    start = min(s.ticket_scroll, max(0, len(tickets) - TICKET_ROWS))
    s.ticket_scroll = start
    if len(tickets) > TICKET_ROWS:
        # drawn 64 x 20; a finger's target takes in the tray's margin above and right
        # of it, down to the first row (it was 20 px high)
        reach = pygame.Rect(area.right - 64, s.tray.y, 64 + (s.tray.right - area.right),
                            area.y + TICKET_TOP - s.tray.y)
        pager = Spot(theme, reach, lambda surf, sp: None, s.next_ticket_page,
                     id="ticket-page", tooltip=s.ctx.t("ttr.more_tickets"))
        s.widgets.add(pager)
    if s.info.amsterdam:  # the counts above the hand: what merchandise scores at the end
        counts = Spot(theme, (s.tray.x + 120, s.tray.y + 4, area.x - 10 - s.tray.x - 120, 22),
                      lambda surf, sp: None, None, id="merchandise", tooltip=merchandise_tip(s))
        counts.focusable, counts.notes = False, True
        s.widgets.add(counts)
    step = ticket_step(area, len(tickets))
    for row, index in enumerate(range(start, min(len(tickets), start + TICKET_ROWS))):
        ticket = tickets[index]
        rect = pygame.Rect(area.x + 4, area.y + TICKET_TOP + row * step, area.w - 8, step - 2)
        s.widgets.add(Spot(theme, rect, lambda surf, sp, tk=ticket: paint_ticket_row(s, surf, sp,
                                                                                    tk),
                           lambda tk=ticket: s.toggle_ticket(tk), id=f"ticket-{index}",
                           tooltip=s.ctx.t("ttr.show_on_map_tip")))


def ticket_step(area: pygame.Rect, count: int) -> int:
    """The step of the ticket rows: as tall as the list's height gives the rows shown,
    at least :data:`TICKET_ROW`, at most :data:`TICKET_ROW_MOST`."""
    rows = max(1, min(count, TICKET_ROWS))
    return max(TICKET_ROW, min(TICKET_ROW_MOST, (area.h - TICKET_TOP) // rows))


def ticket_label(s: TtrScreen, ticket: int) -> str:
    info, names = s.info.map.tickets[ticket], s.info.map.cities
    return f"{names[info.a].name} – {names[info.b].name}"


def ticket_label_room(rect: pygame.Rect) -> int:
    """The width a ticket row leaves its two cities' names (mark left, points right)."""
    return rect.w - 52


def paint_tray(s: TtrScreen, surface: pygame.Surface) -> None:
    theme, obs, t = s.ctx.theme, s.obs, s.ctx.t
    assert obs is not None
    tray = s.tray
    draw.panel(surface, tray, theme.c("panel"), 12)
    me = obs.player
    whose = s.view.whose(t, "ttr.your_cards", "ttr.cards_of").upper()
    title = draw.text(surface, theme, whose, (tray.x + 12, tray.y + 8), "tiny", "muted", True)
    pieces = [t("ttr.trains_left", count=obs.trains[me])]
    if s.info.amsterdam:
        pieces.append(merchandise_text(s, me))
    if s.info.has_stations:
        pieces.append(t("ttr.stations_left", count=obs.stations_left[me]))
    if s.info.germany:
        pieces.append(t("ttr.passengers_count", count=sum(s.info.player_passengers(obs, me))))
    area = tickets_rect(s)
    counts, right = "  ·  ".join(pieces), area.x - 10
    room = right - title.right - 12  # Amsterdam's hand row is narrower than Europe's
    draw.text(surface, theme, counts, (right, title.bottom), draw.label_size(theme, counts, room,
              bold=True), "text", True, "bottomright", max_width=room)
    held = [(colour, n) for colour, n in enumerate(obs.hand) if n > 0]
    wanted = s.cards_for_hover()
    if not held:  # wrapped within the hand's side: Amsterdam's narrower hand ran it past
        # the divider into the contracts
        room = area.x - 16 - (tray.x + 14)
        size, lines = draw.fitted_lines(theme, t("ttr.no_cards"), room, 3, (15, 14, 13))
        draw.text_lines(surface, theme, lines, (tray.x + 14, tray.y + 50), size, size + 5,
                        "faint", max_width=room)
    for index, (colour, count) in enumerate(held):
        rect = hand_rect(s, index)
        if s.anim.arriving(colour):
            rect = rect.move(0, -6)
        K.paint_card(surface, theme, rect, colour, s.ctx.colour_blind, count=count,
                     lit=colour in wanted)
    pygame.draw.line(surface, theme.c("line"), (area.x - 6, tray.y + 10),
                     (area.x - 6, tray.bottom - 10), 1)
    done = sum(1 for tk in obs.tickets if s.ticket_done(tk))
    heading = f"{t('ttr.tickets')}  {done}/{len(obs.tickets)}"
    draw.text(surface, theme, heading, (area.x + 6, area.y + 2),
              "tiny", "muted", True)
    if len(obs.tickets) > TICKET_ROWS:
        last = min(len(obs.tickets), s.ticket_scroll + TICKET_ROWS)
        pager = pygame.Rect(area.right - 64, area.y, 64, 20)
        pygame.draw.rect(surface, theme.c("panel_hi"), pager, border_radius=6)
        draw.text(surface, theme, f"{s.ticket_scroll + 1}–{last} ▾", pager.center, "tiny",
                  "text", True, "center")
    if not obs.tickets:
        draw.text(surface, theme, t("ttr.no_tickets"), (area.x + 6, area.y + 30), "small", "faint")


def merchandise_text(s: TtrScreen, p: int) -> str:
    """Amsterdam: a player's merchandise cards and what they are worth at the end by
    the rulebook's table («1 ый +8 ...»), so far or, once over, for good: the count
    alone said nothing of the 8, 6, 4 or 2 points it decides."""
    obs, t = s.obs, s.ctx.t
    assert obs is not None
    count = s.info.merchandise(obs, p)
    if not count:
        return t("ttr.merchandise_count", count=count)
    return t("ttr.merchandise_bonus", count=count, points=s.info.merchandise_bonus(obs, p))


def merchandise_tip(s: TtrScreen) -> str:
    """The rulebook's merchandise table for this many players, in words."""
    obs = s.obs
    assert obs is not None
    table = ", ".join(f"+{points}" for points in MERCHANDISE_POINTS[obs.config.num_players])
    return s.ctx.t("ttr.merchandise_tip", table=table)


def paint_ticket_row(s: TtrScreen, surface: pygame.Surface, spot: Spot, ticket: int) -> None:
    theme = s.ctx.theme
    info = s.info.map.tickets[ticket]
    shown = ticket in s.shown_tickets
    done = s.ticket_done(ticket)
    rect = spot.rect
    fill = theme.c("panel_hi") if shown or spot.hover else theme.c("panel_lo")
    pygame.draw.rect(surface, fill, rect, border_radius=5)
    if shown:
        pygame.draw.rect(surface, theme.c("accent"), rect, 1, border_radius=5)
    mark = "✓" if done else ("◉" if shown else "○")
    draw.text(surface, theme, mark, (rect.x + 10, rect.centery), "tiny", "ok" if done else "muted",
              True, "center")
    label, room = ticket_label(s, ticket), ticket_label_room(rect)
    size = draw.label_size(theme, label, room)
    draw.text(surface, theme, label, (rect.x + 20, rect.centery), size,
              "ok" if done else "text", False, "midleft", max_width=room)
    draw.text(surface, theme, str(info.points), (rect.right - 6, rect.centery), "tiny", "accent",
              True, "midright")
