"""The Ticket to Ride screen for every map: the board, the table around it and the
choices of a turn, built only from the viewer's observation and legal actions."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

import pygame

from game.input import Intent
from game.screens.base import GameScreen, ScreenContext, View
from game.screens.ttr import captions, notice, overlay, panels, paths, reasons
from game.screens.ttr import cards as K
from game.screens.ttr.anim import Animator
from game.screens.ttr.board import BoardPainter
from game.screens.ttr.choices import ChoiceMixin
from game.screens.ttr.info import TableInfo
from game.screens.ttr.layout import MapLayout
from game.screens.ttr.progress import ProgressMixin
from game.screens.ttr.texts import describe, event_fields, map_words
from game.widgets import WidgetGroup
from rules.core.game import Action, Event
from rules.core.registry import get_game
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTicketMix,
    DrawTickets,
    KeepTickets,
    Pay,
    TakePassenger,
)
from rules.ttr.observation import TtrObservation

COLUMN_W = 192
TRAY_H = 136
ROUTES_PER_STEP = 40  # claimed routes painted per opening step (~1 ms natively)
_layouts: dict[tuple[str, tuple[int, int, int, int]], MapLayout] = {}


def layout_for(game_map, rect: tuple[int, int, int, int]) -> MapLayout:
    """The map's layout in ``rect`` (computed once per map and size)."""
    key = (game_map.name, rect)
    if key not in _layouts:
        _layouts[key] = MapLayout(game_map, rect)
    return _layouts[key]


def map_rect(play: pygame.Rect) -> pygame.Rect:
    """Where the map goes in the screen's rectangle ``play``."""
    return pygame.Rect(play.x, play.y, play.w - COLUMN_W - 8, play.h - TRAY_H - 8)


class TtrScreen(ChoiceMixin, ProgressMixin, GameScreen):
    #: seconds the final board stays up (longest path shown) before the results
    end_delay = 3.5
    #: "Ada is claiming Wien–Zagrab": shown while the claim is paid for, not after
    log_preludes = frozenset({"choose_route", "choose_station"})

    def __init__(self, ctx: ScreenContext, game_id: str = "ttr-europe") -> None:
        super().__init__(replace(ctx, t=map_words(ctx.t, game_id)))
        self.game = get_game(game_id)
        self.info = TableInfo(self.game)
        r = ctx.rect
        self.map_rect = map_rect(r)
        self.col = pygame.Rect(r.right - COLUMN_W, r.y, COLUMN_W, r.h)
        self.tray = pygame.Rect(r.x, r.bottom - TRAY_H, self.map_rect.w, TRAY_H)
        self.layout = layout_for(self.info.map, tuple(self.map_rect))
        self.painter = BoardPainter(ctx.theme, self.layout)
        self.widgets = WidgetGroup(ctx.theme)
        self.widgets.keep_clear = self.text_regions  # its tooltips keep clear of them
        self.anim = Animator(ctx.theme, 0)
        self.obs: TtrObservation | None = None
        self.legal_set: set[Action] = set()
        self.picker: Any = None
        self.picker_local = False  # opened by a click (cancellable), not forced by the phase
        self.notices = notice.Notices()  # what the engine decided for a player (a tunnel)
        self.hover_route: int | None = None
        self.hover_city: int | None = None
        self.held = False  # a finger's long press asked for the details (shown above it)
        self.pointer = (-1, -1)
        #: the route or city whose details a mouse showed last and where their box stood
        #: from the pointer, kept the next frame where it can (draw.beside_pointer)
        self.details_from: tuple[tuple[str, int | None], tuple[int, int]] | None = None
        self.shown_tickets: set[int] = set()
        self.ticket_scroll = 0
        self._drag_rest = 0.0  # a drag on the ticket list not yet a whole row
        self.hint: Action | None = None
        self.time = 0.0
        self.longest: dict[int, list[int]] = {}
        self.keep_choice: set[int] = set()
        self.keep_for: tuple[int, ...] = ()
        self._done_cache: tuple[object, dict[int, bool]] = (None, {})
        self._lent: frozenset[int] = frozenset()  # tracks the viewer's stations borrow
        self._final: tuple[object, dict[int, tuple]] = (None, {})
        self._closed: tuple[object, list[int]] = (None, [])
        self._paths: dict[tuple[object, ...], list[int]] = {}
        self._players_key: object = None
        self._players_layer: pygame.Surface | None = None
        self.drawn_captions: list[tuple[str, pygame.Rect]] = []  # what the last draw showed
        self._final_box: tuple[object, pygame.Rect] = (None, pygame.Rect(0, 0, 0, 0))
        self.final_folded = False  # the final box tapped down to its title
        self.final_rect = pygame.Rect(0, 0, 0, 0)  # where the last draw put it
        # the city names' boxes and where each caption went (see captions.py)
        self.label_boxes: tuple[object, list[pygame.Rect]] = (None, [])
        self.caption_places: dict[object, tuple[int, pygame.Rect] | None] = {}

    # ----- the view -----------------------------------------------------------------------
    def set_view(self, view: View) -> None:
        super().set_view(view)
        obs = view.observation
        assert isinstance(obs, TtrObservation)
        first = self.obs is None
        self.obs = obs
        if first or len(self.anim.shown_scores) != obs.config.num_players:
            self.anim = Animator(self.ctx.theme, obs.config.num_players)
            self.anim.sync_scores(list(obs.route_points))
        self.anim.set_speed(self.ctx.animation)
        self.legal_set = set(view.legal)
        self.drop_hint()
        self.shown_tickets &= set(obs.tickets)
        self.rebuild()
        if obs.is_over and not self.longest:
            self.longest = {p: paths.longest_path(self.info.map, obs.route_owner, p)
                            for p in range(obs.config.num_players)}
        if self.anim.speed <= 0:
            self.end_delay = 1.4

    def drop_hint(self) -> None:
        """Forget the hint, and its caption: «Hint: claim …» stayed on the map over the
        contracts the player drew instead."""
        if self.hint is not None:
            self.anim.captions = [c for c in self.anim.captions if not c.hint]
        self.hint = None

    def reword(self) -> None:
        """The texts are in another language: the map's captions, worded in the old one,
        go («Brunel drew a card from the deck» stayed in English over the Russian screen
        until it faded). They only tell what just happened, which the log, worded anew,
        still tells; a hint asked for goes at the next view in any case (``drop_hint``).
        A tunnel's turned cards stay, their line said again in the new language."""
        self.anim.captions.clear()
        for reveal in self.anim.reveals:
            reveal.text = self.ctx.t("ttr.tunnel_extra", count=reveal.extra)

    def rebuild(self) -> None:
        focused = self.widgets.focused_id()  # the keyboard keeps its place (after the
        self.widgets.clear()  # first card drawn nothing had focus, so Enter did nothing)
        panels.build_column(self)
        panels.build_tray(self)
        panels.build_lists(self)
        self.sync_picker()
        kept = self.widgets.find(focused) if focused else None
        if kept is not None and kept.enabled and self.picker is None:
            self.widgets.focus(kept)

    def hand_over(self) -> None:
        self.widgets.focus(None)

    def text_regions(self) -> list[pygame.Rect]:
        return overlay.text_regions(self)

    @property
    def seats(self) -> tuple[int, ...]:
        return self.view.colours if self.view else ()

    def choose(self, action: Action | None, same_click: bool = False) -> None:
        if action is not None and action in self.legal_set:
            self.drop_hint()
            self.count_decision(same_click)
            self.notices.chose(action)
            self.ctx.choose(action)

    def banner(self) -> str:
        """The last round, for the top bar and the hot-seat cover (its log line scrolls
        away; the cover's recap may have lost it)."""
        obs = self.obs
        if obs is None or obs.final_turns_left < 0 or obs.is_over:
            return ""
        return self.ctx.t("ttr.last_round_banner")

    def next_ticket_page(self) -> None:
        """Touch-friendly paging through a long ticket list (the wheel scrolls too)."""
        count = len(self.obs.tickets) if self.obs else 0
        self.ticket_scroll = self.ticket_scroll + panels.TICKET_ROWS
        if self.ticket_scroll >= count:
            self.ticket_scroll = 0
        self.rebuild()

    def drag_tickets(self, dy: int) -> bool:
        """A finger drawn up or down the ticket list moves it a row per row's height
        (touch has no wheel; the list only paged by its small button)."""
        self._drag_rest += dy
        rows = int(self._drag_rest / panels.TICKET_ROW)
        if rows:
            self._drag_rest -= rows * panels.TICKET_ROW
            self.ticket_scroll = max(0, self.ticket_scroll - rows)
            self.rebuild()
        return True

    def toggle_ticket(self, ticket: int) -> None:
        self.shown_tickets ^= {ticket}

    # ----- events and animation -----------------------------------------------------------
    def event_fields(self, event: Event) -> Mapping[str, Any]:
        return event_fields(self.info.map, event, self.ctx.t)

    def has_text(self, key: str) -> bool:
        return self.ctx.t(key, "\x00") != "\x00"

    def event_text(self, event: Event) -> str:
        view = self.view
        viewer = view.viewer if view else None
        event = event.seen_by(viewer)
        key = f"event.{self.info.game_id}.{event.kind}"
        if event.player is not None and event.player != viewer and self.has_text(f"{key}.others"):
            key += ".others"
        if not self.has_text(key):
            return ""
        name = view.names[event.player] if view and event.player is not None else ""
        return self.ctx.t(key, player=name, **{str(k): v for k, v in
                                                self.event_fields(event).items()})

    def on_events(self, events: Sequence[Event]) -> None:
        view, obs = self.view, self.obs
        if view is None or obs is None:
            return
        rects = panels.column_rects(self.col)
        for event in events:
            event = event.seen_by(view.viewer)
            d = event.details
            p = event.player
            if event.kind in ("claim_route", "build_station", "draw_tickets", "tunnel_abandoned",
                              "take_passenger", "merchandise", "last_round", "pass",
                              "tunnel_reveal") or (p is not None and p != view.viewer and
                                                   event.kind in ("draw_face_up", "draw_blind")):
                text = self.event_text(event)
                if text:
                    self.anim.caption(text, p)
            if event.kind == "draw_face_up" and p is not None:
                start = rects[f"slot{d['slot']}"].center
                self.anim.fly(d["card"], start, self.hand_target(p))
                self.ctx.sound("card")
            elif event.kind == "draw_blind" and p is not None:
                self.anim.fly(d.get("card", -1), rects["slot5"].center, self.hand_target(p))
                self.ctx.sound("card")
            elif event.kind == "draw_tickets" and p is not None:
                for i in range(int(d.get("count", 0))):
                    self.anim.fly(-2, rects["tickets"].center, self.hand_target(p, tickets=True),
                                  delay=0.12 * i)
            elif event.kind == "claim_route" and p is not None:
                route = d["route"]
                self.anim.fill(route, view.colours[p], self.info.map.routes[route].length)
                self.ctx.sound("score")
            elif event.kind == "tunnel_reveal" and d.get("cards") and (
                    p != view.viewer or not d.get("extra")):  # nothing turned: no box
                shape = self.layout.routes[d["route"]]
                label = self.ctx.t("ttr.tunnel_extra", count=d.get("extra", 0))
                self.anim.reveal(list(d.get("cards", [])), shape.middle, label,
                                 self.painter.route_marks(d["route"]), d.get("extra", 0))
        if obs.is_over:
            self.anim.caption(self.ctx.t("ttr.game_over"), None)
        self.notices.after(self, events)

    def hand_target(self, player: int, tickets: bool = False) -> tuple[int, int]:
        view = self.view
        if view is not None and player == view.viewer:
            if tickets:
                return panels.tickets_rect(self).center
            return panels.hand_rect(self, 4).center
        return self.player_row(player).center

    def player_row(self, player: int) -> pygame.Rect:
        obs, view = self.obs, self.view
        area = panels.column_rects(self.col)["players"]
        n = obs.config.num_players if obs else 1
        top = area.y + 20
        row_h = min(72, (area.bottom - top - 4) // n)
        index = (player - (view.viewer if view else 0)) % n
        return pygame.Rect(area.x + 6, top + index * row_h, area.w - 12, row_h - 4)

    def on_undo(self) -> None:
        self.anim.reset()
        # the captions told of the move taken back («Boris gained a merchandise card»
        # beside «Merchandise: 0») or were meant for the player who handed over
        self.anim.captions.clear()
        self.picker = None
        self.picker_local = False
        if self.obs is not None:
            self.anim.sync_scores(list(self.obs.route_points))

    def show_hint(self, action: Action) -> bool:
        if self.picker is not None and self.picker.modal:  # a notice: the hint in words
            return False  # (lit behind it, the card could not be taken)
        self.hint = action
        self.anim.caption(self.ctx.t("ttr.hint", action=self.describe(action)), None, hint=True)
        if isinstance(action, KeepTickets) and self.picker is not None:
            self.keep_choice = set(action.tickets)
            self.open_keep_picker()
            # the choice may be the one shown already: the button says it is the hint
            self.picker.widgets.refocus("keep")
        for widget in self.all_spots():
            widget.lit = False
        target = self.hint_widget(action)
        if target is not None:
            target.lit = True
        return True

    def hint_widget(self, action: Action) -> Any:
        if self.picker is not None:
            found = self.picker.show_action(action)
            if found is not None or not self.picker_local:
                return found
            # a choice opened by a tap (a route's payments) and a hint for the table:
            # the card or deck it names is lit beside it (only the caption told)
        if isinstance(action, DrawFaceUp):
            return self.widgets.find(f"faceup-{action.slot}")
        if isinstance(action, DrawBlind):
            return self.widgets.find("deck")
        if isinstance(action, DrawTickets | DrawTicketMix):
            return self.widgets.find("ticket-deck")
        return None

    def all_spots(self) -> list[Any]:
        found = list(self.widgets.widgets)
        if self.picker is not None:
            found += self.picker.widgets.widgets
        return found

    def describe(self, action: Action) -> str:
        return describe(self.ctx.t, self.info.map, action)

    # ----- input ------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if intent.is_pointer:
            self.pointer = intent.pos
            self.held = self.held and intent.kind == "drop"  # a long press's release keeps it
            self.update_hover()
        if self.picker is not None:
            if self.picker.handle(intent):
                return True
            if intent.kind == "back" and self.picker_local:
                self.close_picker()
                return True
        if intent.kind == "back" and self.held:  # Back puts a long press's details away
            self.held, self.hover_route, self.hover_city = False, None, None  # (it paused)
            return True
        if self.widgets.handle(intent):
            return True
        if intent.kind == "hold":  # a long press on a route or city only shows its details
            self.pointer = intent.pos
            self.update_hover()
            self.held = self.hover_route is not None or self.hover_city is not None
            return self.held
        if intent.kind == "key" and intent.key in ("c", "s") and self.obs is not None \
                and not self.obs.is_over and (self.picker is None or self.picker_local):
            # the keyboard's way to the map: the routes to claim, the cities for a station
            (self.open_route_list if intent.key == "c" else self.open_station_list)()
            return True
        if intent.kind == "scroll" and panels.tickets_rect(self).collidepoint(intent.pos):
            self.ticket_scroll = max(0, self.ticket_scroll - intent.delta[1])
            self.rebuild()
            return True
        if intent.kind == "drag" and panels.tickets_rect(self).collidepoint(intent.pos):
            return self.drag_tickets(intent.delta[1])
        if intent.kind == "press" and self.obs is not None and self.obs.is_over and \
                self.final_rect.collidepoint(intent.pos):
            # the final box hid the cities under it (Germany's Berlin): a tap folds it
            self.final_folded = not self.final_folded
            return True
        if intent.kind == "press" and self.map_rect.collidepoint(intent.pos):
            return self.click_map(intent.pos)
        return False

    def focus_step(self, direction: int) -> bool:
        """Tab through an open choice, else the cards, decks and tickets."""
        return (self.picker.widgets if self.picker is not None else self.widgets).focus_step(
            direction)

    def update_hover(self) -> None:
        pos = self.pointer
        self.hover_city = self.hover_route = None
        if not self.map_rect.collidepoint(pos):
            return
        if self.picker is not None and self.picker.rect.collidepoint(pos):
            return
        self.hover_city = self.layout.city_at(pos)
        if self.hover_city is None:
            self.hover_route = self.layout.route_at(pos)

    def click_map(self, pos: tuple[int, int]) -> bool:
        if self.picker is not None and not self.picker_local:
            return True  # a forced choice is open: the map only shows
        if self.ctx.touch() and self.finger_tap(pos):
            return True
        city = self.layout.city_at(pos)
        if city is not None:
            if BuildStation(city) in self.legal_set:
                self.open_station_picker(city)
                return True
            if self.picker_local:
                self.close_picker()
            why = reasons.city_reason(self, city)  # a tapped city said nothing
            if why:
                self.anim.caption(why, None)
            return True
        route = self.layout.route_at(pos)
        if route is None:
            if self.picker_local:
                self.close_picker()
            return False
        if ClaimRoute(route) not in self.legal_set:
            # a finger cannot pick one of two tracks a few pixels apart: the twin that
            # can be claimed opens, its colour named in the panel
            route = next((twin for twin in self.info.map.routes[route].parallel
                          if ClaimRoute(twin) in self.legal_set), route)
        if ClaimRoute(route) in self.legal_set:
            self.open_claim_picker(route)
        else:
            if self.picker_local:
                self.close_picker()
            why = self.why_not(route)
            if why:
                self.anim.caption(why, None)
        return True

    def why_not(self, route: int) -> str:
        return reasons.route_reason(self, route)

    # ----- per frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        obs = self.obs
        if obs is not None:
            self.anim.update(dt, list(obs.route_points))
        self.widgets.update(dt)
        if self.picker is not None:
            self.picker.widgets.update(dt)
        for widget in self.widgets.widgets:  # the list buttons: not beside an open choice
            if widget.id in panels.LIST_IDS:  # (a sliver showed by a tall one)
                widget.visible = self.picker is None

    def cards_for_hover(self) -> set[int]:
        """Hand colours that could pay for the hovered route (lit in the tray)."""
        obs = self.obs
        if obs is None or self.hover_route is None:
            return set()
        r = self.info.map.routes[self.hover_route]
        if obs.route_owner[r.id] >= 0:
            return set()
        wanted = {K.LOCOMOTIVE}
        if r.colour >= 0:
            wanted.add(r.colour)
        else:
            best = max(range(8), key=lambda c: obs.hand[c])
            if obs.hand[best]:
                wanted.add(best)
        return wanted

    def draw(self, surface: pygame.Surface) -> None:
        obs, view = self.obs, self.view
        if obs is None or view is None:
            return
        board = self.painter.board(self.ctx.colour_blind, obs.route_owner, view.colours,
                                   obs.station_owner, self.anim.filling())
        surface.blit(board, self.map_rect.topleft)
        for city, counts in enumerate(self.info.city_passengers(obs)):
            self.painter.paint_passengers(surface, city, counts, self.ctx.colour_blind)
        overlay.draw_map_overlays(self, surface)
        panels.paint_column(self, surface)
        panels.paint_tray(self, surface)
        self.widgets.draw(surface)
        status = overlay.draw_status(self, surface)
        blocked = [status, *panels.list_buttons(self)]
        if self.picker is not None:
            blocked.append(self.picker.rect)
        final = overlay.final_box(self, status) if obs.is_over else None
        if final is not None:
            blocked.append(final)
            self.final_rect = final
        # a tunnel's turned cards step aside from an open panel (a notice waiting to
        # be seen) rather than go under it: see anim.reveal_place
        reveals = self.anim.draw_reveals(surface, self.ctx.colour_blind, self.map_rect,
                                         blocked, captions.label_rects(self))
        if self.picker is not None:
            self.picker.draw(surface)
        # beside an open choice too (a hint asked during a tunnel's choice), and off a
        # tunnel's turned cards (the caption telling them went over their "+1 extra")
        self.drawn_captions = captions.draw_captions(self, surface, blocked + reveals)
        self.anim.draw_flights(surface, self.ctx.colour_blind)
        if final is not None:
            overlay.draw_final(self, surface, final)
        overlay.draw_details(self, surface)
        overlay.draw_tooltips(self, surface)

    def warm_steps(self) -> Iterator[None]:
        """The map as the first draw shows it, a few claimed routes a step (a late
        5-player Europe painted ~4 ms of routes at once): the painter adds routes to the
        board it painted last, so each step paints only its own."""
        obs, view = self.obs, self.view
        if obs is None or view is None:
            return
        owners, stations = obs.route_owner, obs.station_owner
        hidden = self.anim.filling()
        colour_blind = self.ctx.colour_blind
        for end in range(0, len(owners), ROUTES_PER_STEP):
            later = frozenset(range(end, len(owners)))
            self.painter.board(colour_blind, owners, view.colours, [-1] * len(stations),
                               hidden | later)
            yield
        self.painter.board(colour_blind, owners, view.colours, stations, hidden)

    # ----- for tests ----------------------------------------------------------------------------
    def find(self, widget_id: str) -> Any:
        if self.picker is not None:
            found = self.picker.widgets.find(widget_id)
            if found is not None:
                return found
        return self.widgets.find(widget_id)

    def route_point(self, route: int) -> tuple[int, int]:
        """Where to click a route: the middle of its middle car."""
        shape = self.layout.routes[route]
        x, y = shape.cars[len(shape.cars) // 2].centre
        return (round(x), round(y))

    def city_point(self, city: int) -> tuple[int, int]:
        x, y = self.layout.cities[city]
        return (round(x), round(y))


__all__ = ["Pay", "TakePassenger", "TtrScreen"]
