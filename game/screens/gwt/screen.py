"""The Great Western Trail screen: four tabs (trail, railroad and cities, markets, player
boards) over a dock with the hand and the decision panel.

The decision stack drives everything: the top frame says what is asked, the screen
switches to the tab that shows it, lights the pieces that answer it (reachable trail
spaces with the fees of their cheapest path, track spaces, stations, cities, job-market
workers, disc spots, objective cards, waiting-room tiles, hand cards) and lists every
legal choice as a button too. A destination several steps away is walked step by step
(one decision per step, as the rules ask)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pygame

from game import draw
from game.input import Intent
from game.screens.base import GameScreen, ScreenContext, View
from game.screens.gwt import (
    cattle,
    choices,
    dock,
    drawing,
    markets,
    playerboard,
    railroad,
    reach,
    tabs,
    targets,
    trail,
)
from game.screens.gwt.anim import Animations
from game.screens.gwt.decision import Decision, Describer, Key, action_key
from game.screens.gwt.explain import banner, hint_words, note_discs
from game.screens.gwt.keys import handle_key
from game.screens.gwt.names import Names
from game.screens.gwt.table import Table
from game.widgets import WidgetGroup
from game.widgets.base import Pressable
from rules.core.game import Action, Event
from rules.gwt import actions as A
from rules.gwt.data import load
from rules.gwt.info import GwtObservation


class Hotspot(Pressable):
    """An invisible clickable piece of the board (the board draws its highlight). Not a
    keyboard stop: every target is also one of the choice buttons."""

    focusable = False


class GwtScreen(GameScreen):
    def __init__(self, ctx: ScreenContext) -> None:
        super().__init__(ctx)
        self.data = load()
        rect = ctx.rect
        self.tab_bar = pygame.Rect(rect.x + 6, rect.y + 6, rect.w - 12, 34)
        self.board_rect = pygame.Rect(rect.x + 6, rect.y + 44, rect.w - 12, 392)
        dock_top = self.board_rect.bottom + 6
        self.hand_area = pygame.Rect(rect.x + 6, dock_top, 420, rect.bottom - 6 - dock_top)
        self.choice_area = pygame.Rect(self.hand_area.right + 8, dock_top,
                                       rect.right - 6 - self.hand_area.right - 8,
                                       rect.bottom - 6 - dock_top)
        self.trail_pos = trail.layout(self.data, self.board_rect)
        #: Where the "you are here" label goes, by place and label size (drawing.here_pill).
        self.here_pills: dict[tuple[int, int, tuple[int, int]], pygame.Rect] = {}
        self.rail = railroad.RailLayout(self.data, self.board_rect)
        self.ui = WidgetGroup(ctx.theme)
        # the tooltips of the screen's controls keep clear of its texts where they can
        # (a focused first choice's went over the question)
        self.ui.keep_clear = self.text_regions
        #: a choice's place the keyboard had when the choices went (another seat's turn):
        #: the next decision's first choice takes it (see refocus)
        self.focus_waiting = ""
        self.tab = "trail"
        self.tab_chosen = False  # the player picked a tab during this decision
        self.board_player = -1  # whose board the board tab shows (-1: the viewer)
        self.table: Table | None = None
        self.names = Names(ctx.t, self.data)
        self.describer = Describer(self.names, self.data)
        self.decision: Decision | None = None
        self.decision_sig: tuple[Any, ...] = ()
        self.build_number: int | None = None
        self.cattle: int | None = None  # the market card whose purchases the choices show
        self.page = 0
        self.swipe_from: tuple[int, int] | None = None  # a finger down on the choices
        self.path: list[int] = []
        self.goal: int | None = None
        self.hint_key: Key | None = None
        self.hint_action: Action | None = None
        self.hover_key: Key | None = None
        self.held = False  # a finger's long press asked for the details (shown above it)
        self.show_discard = False
        #: the board the board tab showed before the discard pile opened (see open_discard)
        self.board_before_discard: int | None = None
        self.time = 0.0
        self.layer: pygame.Surface | None = None
        self.dock_layer: pygame.Surface | None = None
        self.scratch: pygame.Surface | None = None
        self.static_trail: pygame.Surface | None = None
        self.dirty = True
        self.anim = Animations(ctx.theme)
        #: id of a disc event -> (the event, whether it brought the double auxiliary action)
        self.disc_doubles: dict[int, tuple[Event, bool]] = {}
        self.hand_boxes: list[tuple[int, pygame.Rect]] = []
        self.spots: dict[Key, pygame.Rect] = {}
        self.language = ""
        self.pointer = (0, 0)
        self.page_label = ""
        self.page_size = choices.PAGE
        #: the question, its size and lines as the choices were laid out under it (and
        #: as it is drawn)
        self.prompt_fit: tuple[str, int | str, list[str]] = ("", "small", [])
        self.tabs_right = self.tab_bar.x
        self.summary_rect = pygame.Rect(self.tab_bar.right, self.tab_bar.y, 0, 0)  # (drawing)
        # the plain texts as last written (see text_regions)
        self.dock_texts: list[pygame.Rect] = []
        self.discard_texts: list[pygame.Rect] = []
        self.page_label_rect = pygame.Rect(0, 0, 0, 0)

    # ----- the view ---------------------------------------------------------------------
    def set_view(self, view: View) -> None:
        previous = self.table
        if self.view is not None and self.view.viewer != view.viewer:
            previous = None  # another player's view: nothing to animate from
            self.close_discard()  # the pile shown was the last player's
        super().set_view(view)
        obs = view.observation
        assert isinstance(obs, GwtObservation)
        language = self.ctx.t("gwt.tab.trail")
        if language != self.language:
            self.language = language
            self.names = Names(self.ctx.t, self.data)
            self.describer = Describer(self.names, self.data)
            self.static_trail = None
        self.table = Table(obs, self.data)
        if previous is not None:
            self.anim.compare(previous, self.table, self)
        table = self.table
        sig = (table.frame, len(view.legal), tuple(table.cattleman), table.turns)
        if sig != self.decision_sig:
            self.decision_sig = sig
            self.page = 0
            self.hint_key = None
            self.cattle = None
            if not any(isinstance(a, A.Build) for a in view.legal):
                self.build_number = None
        if not view.legal:
            self.path, self.goal = [], None
        self.refresh_decision(follow=True)

    def refresh_decision(self, follow: bool = False) -> None:
        view, table = self.view, self.table
        if view is None or table is None:
            return
        if view.legal:
            decision = self.describer.decide(table, view.legal, view.viewer, self.build_number)
            cattle.focus(self, decision)
            changed = self.decision is None or self.decision.kind != decision.kind
            self.decision = decision
            if follow and decision.tab and (changed or not self.tab_chosen) and not self.path:
                self.tab = decision.tab
                self.tab_chosen = False
                if decision.tab == "board":
                    self.board_player = -1
                    self.board_before_discard = None  # (the viewer's board is asked for)
        else:
            self.decision = None
            self.tab_chosen = False
        self.dirty = True
        self.rebuild()

    # ----- widgets ---------------------------------------------------------------------
    def rebuild(self) -> None:
        ctx = self.ctx
        focused = self.ui.focused_id() or self.focus_waiting
        self.ui.clear()
        tabs.add_tabs(self)
        self.spots = targets.target_rects(self)
        if self.hover_key not in self.spots:
            self.hover_key = None
        decision = self.decision
        if decision is not None:
            for key, action in decision.targets.items():
                rect = self.spots.get(key)
                if rect is not None:
                    self.ui.add(Hotspot(ctx.theme, rect, lambda a=action, k=key: self.pick(k, a),
                                        id=targets.spot_id(self.data, key), feedback=ctx.feedback))
        for key, rect in self.spots.items():  # a card not for sale now says why
            if key[0] == "cattle" and (decision is None or key not in decision.targets):
                self.ui.add(Hotspot(ctx.theme, rect, lambda c=key[1]: cattle.click(self, c),
                                    id=targets.spot_id(self.data, key), feedback=ctx.feedback))
        tabs.add_board_switch(self)
        choices.add_choices(self)
        self.dirty = True
        reach.add_discard_pile(self)
        if focused:
            self.refocus(focused)

    def refocus(self, focused: str) -> None:
        """Keep the keyboard's place when the buttons are made again (after every
        decision): the same button, else the first choice if a choice had it; with no
        choices now (the other seats' turns), the first of the next ones."""
        gone = self.ui.find(focused) is None and focused.startswith("choice-")
        self.ui.refocus("choice-0" if gone else focused)
        waits = self.ui.focused is None and focused.startswith("choice-")
        self.focus_waiting = "choice-0" if waits else ""

    def focus_step(self, direction: int) -> bool:
        """Tab through the tabs, the boards' names, the choices and the discard pile
        (the board's hotspots are choices too)."""
        return self.ui.focus_step(direction)

    # ----- reacting -------------------------------------------------------------------
    def choose_tab(self, tab: str) -> None:
        self.close_discard()
        self.tab = tab
        self.tab_chosen = True
        self.message_time = 0.0  # a refusal about the last tab covered the next one's foot
        self.dirty = True
        self.rebuild()

    def choose_board(self, player: int) -> None:
        self.board_player = player
        self.dirty = True
        self.rebuild()

    def toggle_discard(self) -> None:
        if self.show_discard:
            self.close_discard()
        else:
            self.open_discard()
        self.rebuild()

    def open_discard(self) -> None:
        """Show the viewer's own discard pile: the one pile a player may always look
        through (the rulebook's "you may always look at your discard pile"), so the
        button and the title say "Your". Over an opponent's board, the pile read as
        theirs ("Your discard pile" over Brunel's board), so the board tab turns to the
        viewer's own board behind it while it is open, and back when it closes."""
        self.show_discard = True
        if self.tab == "board" and self.board_player >= 0:
            self.board_before_discard = self.board_player
            self.board_player = -1
            self.dirty = True

    def close_discard(self) -> None:
        self.show_discard = False
        if self.board_before_discard is not None:
            self.board_player = self.board_before_discard
            self.board_before_discard = None
            self.dirty = True

    def pick_choice(self, choice: Any) -> None:
        if choice.action is None and choice.group == cattle.ALL:  # every purchase again
            self.cattle = None
            self.refresh_decision()
            return
        if choice.action is None:  # a building number, or back to the numbers
            self.build_number = None if choice.group == -1 else choice.group
            self.page = 0
            self.refresh_decision()
            return
        if isinstance(choice.group, tuple) and choice.group[0] == "path":
            self.walk(choice.group[1])
            return
        self.act(choice.action)

    def pick(self, key: Key, action: Action) -> None:
        decision = self.decision
        if decision is not None and key[0] == "node" and key[1] in decision.paths:
            self.walk(key[1])
            return
        if key[0] == "cattle":
            cattle.click(self, key[1])
            return
        self.act(action)

    def walk(self, node: int) -> None:
        """Go to ``node`` along the cheapest path, one step decision at a time."""
        decision = self.decision
        if decision is None or node not in decision.paths:
            return
        path = decision.paths[node][1]
        self.path, self.goal = list(path[1:]), node
        self.act(A.Step(path[0]))

    def act(self, action: Action, walking: bool = False) -> None:
        """Make a decision; ``walking``: the next step (or the stop) of the walk a click
        began, which Undo takes back with it."""
        view = self.view
        if view is None or action not in view.legal:
            return
        self.hint_action = None
        self.count_decision(same_click=walking)
        self.ctx.choose(action)

    def text_regions(self) -> list[pygame.Rect]:
        """The plain texts as last written, which tooltips keep clear of where they can:
        the question over the choices (a first choice focused by Tab had its tooltip over
        "Your turn: pick a destination"), Kansas City's steps, a decision's note and the
        page number; the hand's header; the money, certificates and steps beside the tabs
        (under the bar's Undo and Hint); the open discard pile's title and how to close
        it."""
        if self.view is None or self.table is None:
            return []
        out = [*self.dock_texts]
        if self.summary_rect.w > 0:
            out.append(self.summary_rect)
        if self.page_label:
            out.append(self.page_label_rect)
        if self.show_discard:
            out += self.discard_texts
        return out

    def banner(self) -> str:
        """The final turns (the job market is full), long after the log line that said so
        has scrolled away."""
        return banner(self.ctx.t, self.table, self.view.viewer if self.view else None)

    def on_events(self, events: Sequence[Event]) -> None:
        note_discs(self, events)
        self.anim.events(events, self)

    def hand_over(self) -> None:
        self.ui.focus(None)
        self.focus_waiting = ""  # (it would ring the next player's first choice)

    def on_undo(self) -> None:
        self.anim.clear()
        self.path, self.goal = [], None
        self.build_number = self.cattle = None

    def show_hint(self, action: Action) -> bool:
        if self.cattle is not None:  # every purchase, so the hinted one shows
            self.cattle = None
            self.refresh_decision()
        decision = self.decision
        if decision is None:
            return False
        self.hint_action = action
        self.hint_key = action_key(action)
        if isinstance(action, A.Step) and decision.paths:
            self.hint_key = ("node", action.node)
        if self.hint_key is not None and self.hint_key in decision.targets and decision.tab:
            self.tab = decision.tab
        if isinstance(action, A.Build):
            self.build_number = action.number
            self.refresh_decision()
        for i, choice in enumerate(decision.choices):
            if choice.action == action:
                self.page = i // self.page_size
        self.rebuild()
        return False  # the host also says it in words

    def event_fields(self, event: Event) -> Mapping[str, Any]:
        return drawing.event_fields(self, event)

    def describe(self, action: Action) -> str:
        return hint_words(self, action)  # (the hint's words)

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("down", "press") and intent.is_pointer:
            self.focus_waiting = ""  # the pointer takes over from the keyboard (as the
            # widgets' focus does)
        if intent.kind == "point":
            self.hover_key = self.key_at(intent.pos)
            self.pointer, self.held = intent.pos, False
        if choices.swiped(self, intent):
            return True
        if self.show_discard and (intent.kind == "back" or (
                intent.kind == "press" and self.board_rect.collidepoint(intent.pos))):
            self.toggle_discard()  # Esc closes it too (it opened the game menu)
            return True
        if self.ui.handle(intent):
            return True
        if intent.kind == "hold" and not self.show_discard:  # a long press on a piece with
            # a detail box only reads it (the discard viewer covers the board's pieces)
            key = self.key_at(intent.pos)
            self.held = key is not None and bool(drawing.info_lines(self, key))
            return self.held
        if handle_key(self, intent):
            return True
        return intent.is_pointer and self.ctx.rect.collidepoint(intent.pos) and \
            intent.kind in ("down", "press")

    def update(self, dt: float) -> None:
        self.time += dt
        self.ui.update(dt)
        self.anim.update(dt)
        self.age_message(dt)
        # nothing to paint before the first view: a hot-seat table is covered (viewer
        # None) while AI seats play before the first human's turn
        if self.dirty and self.view is not None and self.table is not None:
            self.layer = self.paint_layer()
            self.dock_layer = self.paint_dock()
            self.dirty = False
        self.continue_walk()

    def continue_walk(self) -> None:
        view, table = self.view, self.table
        if view is None or table is None or self.goal is None or not view.legal:
            return
        if self.path:
            step = A.Step(self.path[0])
            if step in view.legal:
                self.path.pop(0)
                self.act(step, walking=True)
                return
            self.path, self.goal = [], None
            return
        if table.cattleman[view.viewer] == self.goal and A.Stop() in view.legal and \
                table.frame[0] == "move":
            self.goal = None
            self.act(A.Stop(), walking=True)
            return
        self.goal = None

    # ----- geometry ---------------------------------------------------------------------
    def key_at(self, pos: tuple[int, int]) -> Key | None:
        for key, rect in self.spots.items():
            if rect.collidepoint(pos) and key[0] != "hand":
                return key
        return None

    def shown_player(self) -> int:
        view = self.view
        if view is None:
            return 0
        return view.viewer if self.board_player < 0 else self.board_player

    # ----- drawing --------------------------------------------------------------------
    def scratch_surface(self) -> pygame.Surface:
        """One reusable surface the size of the play area's reach, for painting layers."""
        size = (self.ctx.rect.right, self.ctx.rect.bottom)
        if self.scratch is None or self.scratch.get_size() != size:
            self.scratch = pygame.Surface(size)
        return self.scratch

    def paint_layer(self) -> pygame.Surface:
        """The current tab's board as it stands (redrawn only when something changed)."""
        scratch = self.scratch_surface()
        scratch.fill(self.ctx.theme.c("panel_lo"), self.board_rect)
        table, view = self.table, self.view
        theme, data, ctx = self.ctx.theme, self.data, self.ctx
        if table is None or view is None:
            return self.cut(self.layer, self.board_rect)
        if self.tab == "trail":
            static = self.static_trail or self.paint_static_trail(table)
            scratch.blit(static, self.board_rect.topleft)
            trail.paint_pieces(scratch, theme, data, table, self.trail_pos, view.colours,
                               ctx.colour_blind, self.names.cities)
        elif self.tab == "rail":
            railroad.paint(scratch, theme, data, table, self.rail, view.colours, ctx.colour_blind,
                           [self.names.city(c) for c in range(len(data.cities))], view.viewer,
                           True, ctx.t)
        elif self.tab == "market":
            lay = markets.MarketLayout(data, self.board_rect, table)
            markets.paint(scratch, theme, data, table, lay, self.names, view.colours,
                          ctx.colour_blind, view.viewer)
        else:
            p = self.shown_player()
            own = p == view.viewer
            playerboard.paint(scratch, theme, data, table,
                              playerboard.BoardLayout(data, self.board_rect), self.names, p,
                              view.colours, ctx.colour_blind, own,
                              table.hand[p] if own else ())
        return self.cut(self.layer, self.board_rect)

    def paint_static_trail(self, table: Table) -> pygame.Surface:
        """The trail's unchanging picture (tiles, legend), painted once per language."""
        scratch, data, ctx = self.scratch_surface(), self.data, self.ctx
        green, black = data.fees[table.num_players]
        labels = {"start": ctx.t("gwt.place.start"), "risk": ctx.t("gwt.legend.risk"),
                  "woods": ctx.t("gwt.legend.woods"),
                  "fee": ctx.t("gwt.legend.fee"), "fees": f"{green} {black}"}
        trail.paint_static(scratch, ctx.theme, data, self.board_rect, self.trail_pos, labels,
                           self.names.site)
        self.static_trail = self.cut(None, self.board_rect)
        return self.static_trail

    def warm_steps(self) -> Iterator[bool | None]:
        """The layers the first ``update`` would paint, one at a time (a 4-player late
        game's were ~11 ms in one frame): the scratch surface, the trail's static
        picture, the current tab's layer, the dock; each a few ms, so each asks for a
        frame of its own (a step that yields True: see ``App.open_up``)."""
        view, table = self.view, self.table
        if view is None or table is None or not self.dirty:
            return
        self.scratch_surface()
        yield True
        if self.tab == "trail" and self.static_trail is None:
            self.paint_static_trail(table)
            yield True
        self.layer = self.paint_layer()
        yield True
        self.dock_layer = self.paint_dock()
        if self.view is view:  # nothing changed meanwhile: the layers are current
            self.dirty = False

    def paint_dock(self) -> pygame.Surface:
        """The dock and the status line, cached between changes."""
        scratch = self.scratch_surface()
        region = self.dock_region()
        scratch.fill(self.ctx.theme.c("panel_lo"), region)
        drawing.draw_status(self, scratch)
        drawing.draw_dock(self, scratch)
        return self.cut(self.dock_layer, region)

    def cut(self, layer: pygame.Surface | None, region: pygame.Rect) -> pygame.Surface:
        """``region`` of the scratch surface, copied into ``layer`` (reused when it has
        the size: see :func:`draw.reused`)."""
        assert self.scratch is not None
        layer = draw.reused(layer, region.size)
        layer.blit(self.scratch, (0, 0), region)
        return layer

    def dock_region(self) -> pygame.Rect:
        top = self.tab_bar.union(self.hand_area)
        return pygame.Rect(self.ctx.rect.x + 6, top.y, self.ctx.rect.w - 12, top.h).clip(
            self.ctx.rect)

    def draw(self, surface: pygame.Surface) -> None:
        view, table = self.view, self.table
        if view is None or table is None:
            return
        theme = self.ctx.theme
        sliding = self.anim.card_lift()[1] > 0
        if self.dock_layer is not None and not sliding:
            region = self.dock_region()
            surface.blit(self.dock_layer, region.topleft,
                         pygame.Rect(0, 0, region.w, self.board_rect.y - region.y))
            surface.blit(self.dock_layer, (region.x, self.hand_area.y),
                         pygame.Rect(0, self.hand_area.y - region.y, region.w,
                                     region.bottom - self.hand_area.y))
        else:
            drawing.draw_status(self, surface)
            drawing.draw_dock(self, surface)
        if self.layer is not None:
            surface.blit(self.layer, self.board_rect.topleft)
        drawing.draw_here(self, surface)
        drawing.draw_targets(self, surface)
        drawing.draw_hover(self, surface)
        self.anim.draw(surface)
        if self.show_discard:
            drawing.draw_discard(self, surface)
        drawing.draw_message(self, surface)
        self.ui.draw(surface)
        if self.page_label:
            right = self.choice_area.right - 2 * dock.PAGE_BUTTON[0] - 22  # by the buttons
            self.page_label_rect = draw.text(surface, theme, self.page_label,
                                             (right, self.choice_area.y + 25), "tiny", "muted",
                                             anchor="midright")
        self.ui.draw_tooltip(surface)

    def anchor(self, kind: str, value: Any = None) -> tuple[int, int]:
        """Where a kind of change shows on screen (for floating numbers)."""
        if kind == "node" and self.tab == "trail" and value in self.trail_pos:
            return self.trail_pos[value]
        if kind == "track" and self.tab == "rail" and value in self.rail.track:
            return self.rail.track[value].center
        if kind == "hand":
            return (self.hand_area.centerx, self.hand_area.y + 70)
        if kind == "money":
            return self.money_anchor(str(value))
        return (self.tab_bar.right - 2, self.tab_bar.bottom + 8)

    def money_anchor(self, text: str) -> tuple[int, int]:
        """Where a money change's badge floats: in the tab bar, beside the summary that
        says the money (drawing.summary_form leaves it that room: over the summary's end
        it covered Russian words), else, with no room left even for the short summary,
        over the summary's end. (Under the bar it covered the railroad's top row: San
        Francisco's "+9".) The badge rises 8 px while it fades and stays inside the bar."""
        badge = self.ctx.theme.text_width(text, "body", True) + 16
        y = self.tab_bar.centery - 4
        if self.summary_rect.x - 12 - badge >= self.tabs_right:  # (room for a digit more)
            return (self.summary_rect.x - 20, y)  # (the badge reaches 8 px past its text)
        return (self.tab_bar.right - 10, y)

    def find(self, widget_id: str) -> Any:
        return self.ui.find(widget_id)
