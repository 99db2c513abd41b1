"""The Railroad Ink table: the viewer's board, the dice, the specials, the live score.

A player picks a die (tap it, press 1-6, or drag it onto the board), turns and mirrors
it (the buttons, R / M, or tap the picked die again), and taps a highlighted space.
Spaces where the die fits only in another orientation are outlined: a tap there
turns the die to fit and shows it, and a second tap draws it. A refused drawing says
why. The host's Undo takes back drawings of the current round until "End round".
Tabs above the board show the other players' boards as they were when the round
began (in hot-seat nobody sees a drawing before the round is over).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import date
from typing import Any

import pygame

from game import draw
from game.input import Intent
from game.screens.base import GameScreen, ScreenContext, View
from game.screens.railroad_ink import daily, keys, panel, pointer, stops, words
from game.screens.railroad_ink.analysis import preview
from game.screens.railroad_ink.art import TileArt
from game.screens.railroad_ink.board import BoardLayout, BoardPainter
from game.screens.railroad_ink.model import (
    Options,
    Pick,
    orientation,
    oriented,
    refusal,
    representative,
    volcano_refusal,
)
from game.screens.railroad_ink.tray import Hotspot
from rules.core.game import Action, Event
from rules.railroad_ink.actions import Place, PlaceSpecial
from rules.railroad_ink.board import DONE_PHASE, METEOR_PHASE, Board
from rules.railroad_ink.game import InkObservation, meteor_target

CELL = 72


class RailroadInkScreen(GameScreen):
    def __init__(self, ctx: ScreenContext) -> None:
        super().__init__(ctx)
        self.art = TileArt()
        self.painter = BoardPainter(ctx.theme, self.art)
        rect = ctx.rect
        self.layout = BoardLayout((rect.x + 12 + 31, rect.y + 50 + 31), CELL)
        self.column = pygame.Rect(self.layout.frame.right + 16, rect.y + 10,
                                  rect.right - 12 - self.layout.frame.right - 16, rect.h - 20)
        self.obs: InkObservation | None = None
        self.options = Options()
        self.board = Board()
        self.pick: Pick | None = None
        self.rotation = 0
        self.mirrored = False
        self.pending: int | None = None  # a cell where the picked die is shown turned to fit
        self.tool: str | None = None  # "volcano" or "erase" (Lava)
        self.shown: int | None = None  # whose board is shown large (None: the viewer's)
        self.focus: str | None = None  # a score category traced on the board
        self.cursor = stops.HOME
        self.keyboard = False
        self.hover_cell: int | None = None
        self.dragging: Pick | None = None
        self.drag_pos = (0, 0)
        self.press_pick: Pick | None = None
        self.message_cell: int | None = None  # the space the message is about
        self.hinted: Action | None = None
        self.time = 0.0
        self.roll_time = 9.0
        self.pops: dict[int, float] = {}
        self.widgets: list[Hotspot] = []
        self.buttons: list = []
        # both, for their tooltips (a resting pointer or a long press), the buttons'
        # clicks and the Tab stops (see stops); the hotspots' taps are the screen's own
        self.ui = stops.InkWidgets(ctx.theme)
        # tooltips keep clear of the status and the turn hint (a long press's goes above
        # the finger all the same: WidgetGroup.tooltip_box)
        self.ui.keep_clear = self.text_regions
        self.board_stop = stops.BoardStop(self)  # the board's one Tab stop
        # the day, when this game is a daily challenge (shown above the board)
        self.daily: date | None = (
            daily.is_daily(ctx.config, ctx.seed)
            if ctx.config is not None and ctx.seed is not None else None
        )

    # ----- the view ----------------------------------------------------------------------
    def t(self, key: str, default: str | None = None, **fields: object) -> str:
        return self.ctx.t(key, default, **fields)

    def set_view(self, view: View) -> None:
        previous = self.view
        super().set_view(view)
        obs = view.observation
        assert isinstance(obs, InkObservation)
        new_round = self.obs is None or self.obs.round != obs.round
        viewer_changed = previous is None or previous.viewer != view.viewer
        if self.obs is None and obs.round == 1 and not (obs.own.dice_used or obs.own.specials_used):
            self.roll_time = 0.0  # the first dice roll too when the game is first shown
        self.obs = obs
        self.options = Options.build(view.legal)
        self.board = Board.from_view(obs.own)
        pending = self.pending
        self.pending = None
        if viewer_changed or new_round:
            self.pick, self.rotation, self.mirrored = None, 0, False
            self.shown = None
            self.tool = None
        if self.tool == "volcano" and not self.options.volcano:
            self.tool = None
        if self.tool == "erase" and not self.options.erase:
            self.tool = None
        if self.pick is not None and not self.pick_available(self.pick):
            self.pick = None
        if self.pick is None:
            self.pick = self.first_pick()
        if pending is not None and not (viewer_changed or new_round):
            # another player's move must not drop the die shown turned to fit here
            if pending in (self.tool_cells() if self.tool else self.targets()[0]):
                self.pending = pending
            else:
                self.hinted = None
        self.rebuild()

    def pick_available(self, pick: Pick) -> bool:
        obs = self.obs
        if obs is None:
            return False
        kind, index = pick
        if kind == "die":
            if index >= len(obs.dice) or obs.own.dice_used >> index & 1:
                return False
            return self.options.usable("die", representative(obs, index))
        return self.options.usable("special", index)

    def first_pick(self) -> Pick | None:
        if self.obs is None:
            return None
        for die in range(len(self.obs.dice)):
            if self.pick_available(("die", die)):
                return ("die", die)
        return None

    def rebuild(self) -> None:
        """Hotspots and buttons for the current view (called on every change)."""
        focused = self.ui.focused
        self.widgets, self.buttons = panel.build(self)
        hovered = self.ui.hovered  # the same place's tooltip goes on showing
        self.ui.widgets = [self.board_stop, *self.widgets, *self.buttons]
        if hovered is not None:
            self.ui.hovered = next((w for w in self.ui.widgets if w.id == hovered.id), None)
        stops.keep_focus(self, focused)

    # ----- what is shown -------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        return bool(self.view and self.view.legal)

    def current_variant(self) -> int | None:
        if self.obs is None or self.pick is None:
            return None
        return oriented(self.obs, self.pick, self.rotation, self.mirrored)

    def rules_pick(self) -> tuple[str, int] | None:
        """The die or special as the rules list it (dice showing one face share a die)."""
        if self.obs is None or self.pick is None:
            return None
        kind, index = self.pick
        return (kind, representative(self.obs, index) if kind == "die" else index)

    def targets(self) -> tuple[dict[int, Action], dict[int, list[int]]]:
        """Cells legal for the picked die as turned now, and cells legal in any turn."""
        picked = self.rules_pick()
        variant = self.current_variant()
        if picked is None or variant is None or self.shown is not None:
            return {}, {}
        return (self.options.cells_for(picked[0], picked[1], variant),
                self.options.cells_any(picked[0], picked[1]))

    # ----- acting ----------------------------------------------------------------------------
    def say(self, text: str, cell: int | None = None) -> None:
        """Show ``text`` over the board (at its top when it is about ``cell`` in the
        lowest rows, which the message would cover)."""
        super().say(text)
        self.message_cell = cell

    def select(self, pick: Pick) -> None:
        if not self.my_turn or self.obs is None:
            return
        kind, index = pick
        if self.obs.own.phase == METEOR_PHASE:
            if kind == "special" and index in self.options.ignore:
                self.message_time = 0.0  # "First the meteor must fall…" is answered
                self.ctx.choose(self.options.ignore[index])
                return
            self.say(words.meteor_first(self))
            return
        if not self.pick_available(pick):
            if kind == "die" and self.obs.own.dice_used >> index & 1:
                self.say(self.t("ink.why.die_used"))
            elif kind == "special":
                own = self.obs.own
                if own.specials_used >> index & 1:
                    self.say(self.t("ink.why.special_used"))
                elif own.special_this_round:
                    self.say(self.t("ink.why.one_special_per_round"))
                elif own.specials_used.bit_count() >= 3:
                    self.say(self.t("ink.why.three_specials"))
                else:
                    self.say(self.t("ink.why.fits_nowhere"))
            else:
                self.say(self.t("ink.why.fits_nowhere"))
            return
        if self.pick == pick and self.tool is None:
            self.rotate(1)
            return
        if self.pick != pick:
            self.pick, self.rotation, self.mirrored = pick, 0, False
        tool, self.pending, self.tool = self.tool, None, None
        if tool is not None:
            self.rebuild()  # the tool's button no longer looks in use
        self.ctx.sound("click")

    def rotate(self, step: int) -> None:
        if self.pick is None:
            return
        self.rotation = (self.rotation + step) % 4
        self.follow_pending()

    def mirror(self) -> None:
        if self.pick is None:
            return
        self.mirrored = not self.mirrored
        self.follow_pending()

    def follow_pending(self) -> None:
        """After a turn, the ghost stays where it was only while it still fits there."""
        if self.pending is None:
            return
        strong, _ = self.targets()
        if self.pending not in strong:
            self.pending = None

    def tool_cells(self) -> Mapping[int, Action]:
        return self.options.volcano if self.tool == "volcano" else self.options.erase

    def set_tool(self, tool: str) -> None:
        self.tool = None if self.tool == tool else tool
        self.pending = None
        self.rebuild()  # the tool's button shows whether it is in use

    def tap_cell(self, cell: int) -> None:
        obs = self.obs
        if obs is None:
            return
        if self.shown is not None:
            self.shown = None
            self.rebuild()
            return
        if not self.my_turn:
            self.say(self.t("ink.why.finished") if obs.own.phase == DONE_PHASE
                     else self.t("ink.why.not_now"))
            return
        if obs.own.phase == METEOR_PHASE:
            # a tap (or Space on the keyboard cursor) on a space the meteor would hit
            # from one of the directions drops it there
            for direction, landing in sorted(self.meteor_preview().items()):
                if landing == cell:
                    self.meteor(direction)
                    return
            self.say(words.meteor_first(self), cell)
            return
        if self.tool == "volcano":
            action = self.options.volcano.get(cell)
            if action is None:
                self.say(volcano_refusal(self.t, self.board, cell), cell)
                return
            self.tool = None
            self.ctx.choose(action)
            return
        if self.tool == "erase":
            action = self.options.erase.get(cell)
            if action is None:
                self.say(self.t("ink.why.erase"), cell)
                return
            self.tool = None
            self.ctx.choose(action)
            return
        if self.pick is None:
            # nothing left to pick: "Pick a die first" sent the player looking for one
            self.say(self.t("ink.can_end") if self.options.end_round is not None
                     else words.need_tool(self) or self.t("ink.why.pick_first"))
            return
        strong, anywhere = self.targets()
        if cell in strong:
            self.place(strong[cell])
            return
        if cell in anywhere:
            variants = anywhere[cell]
            variant = variants[0]
            self.rotation, self.mirrored = orientation(variant)
            self.pending = cell
            # a keyboard player was told to "tap the space again"
            self.say(self.t("ink.turned_to_fit_key" if self.keyboard else "ink.turned_to_fit"),
                     cell)
            return
        variant = self.current_variant()
        assert variant is not None
        self.say(refusal(self.t, obs, self.pick, variant, cell, self.board), cell)
        self.ctx.sound("error")

    def place(self, action: Action) -> None:
        self.pending = None
        self.message_time = 0.0  # "turned to fit: tap again" is done with (and hid the board)
        if isinstance(action, Place | PlaceSpecial):
            self.pops[action.cell] = 0.0
        self.ctx.choose(action)

    def end_round(self) -> None:
        if self.options.end_round is not None:
            self.ctx.choose(self.options.end_round)
        elif self.my_turn:
            self.say(self.t("ink.why.dice_left"))

    def meteor(self, direction: int) -> None:
        action = self.options.meteor.get(direction)
        if action is not None:
            self.ctx.choose(action)

    def show_board(self, player: int | None) -> None:
        view = self.view
        self.shown = None if view is None or player == view.viewer else player
        self.pending = None
        self.rebuild()

    def set_focus(self, category: str) -> None:
        self.focus = None if self.focus == category else category

    # ----- GameScreen -------------------------------------------------------------------------
    def on_events(self, events: Sequence[Event]) -> None:
        view = self.view
        if view is None:
            return
        for event in events:
            if event.kind == "dice_rolled":
                self.roll_time = 0.0
                self.ctx.sound("roll")
            elif event.player == view.viewer and event.kind in ("drawn", "volcano"):
                cell = event.details.get("cell")
                if isinstance(cell, int):
                    self.pops[cell] = 0.0
            elif event.player == view.viewer and event.kind == "lake_filled":
                for cell in event.details.get("cells", ()):
                    self.pops[int(cell)] = 0.0
            elif event.player == view.viewer and event.kind == "meteor":
                cell = event.details.get("cell")
                if isinstance(cell, int):
                    self.pops[cell] = -0.2
            elif event.kind == "die_skipped" and event.player == view.viewer:
                self.say(self.t("ink.skipped"))

    def on_undo(self) -> None:
        self.pops.clear()
        self.pending = None
        self.dragging = None
        self.hinted = None

    def focus_step(self, direction: int) -> bool:
        return self.ui.focus_step(direction)  # (the stops: see stops)

    def hand_over(self) -> None:
        stops.hand_over(self)

    def text_regions(self) -> list[pygame.Rect]:
        return panel.text_regions(self)

    def banner(self) -> str:
        """The last round, beside the title and on the hot-seat cover (the column's
        "Round 7 of 7" is hidden behind the cover)."""
        obs = self.obs
        if obs is None or obs.round != obs.rounds:
            return ""
        return self.t("ink.last_round")

    def show_hint(self, action: Action) -> bool:
        return words.show_hint(self, action)

    def warm_steps(self) -> Iterator[None]:
        return panel.warm_steps(self)

    def describe(self, action: Action) -> str:
        return words.describe(self, action)

    def event_fields(self, event: Event) -> Mapping[str, Any]:
        return words.event_fields(self, event)

    def find(self, widget_id: str) -> object:
        if widget_id == "board":
            return self.board_stop
        for widget in [*self.widgets, *self.buttons]:
            if widget.id == widget_id:
                return widget
        if widget_id.startswith("cell-"):
            cell = int(widget_id[5:])
            return Hotspot(self.ctx.theme, self.layout.cell_rect(cell), widget_id)
        return None

    # ----- input --------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if self.ui.handle(intent):
            return True
        kind = intent.kind
        if kind == "key":
            return self.handle_key(intent.key)
        if kind == "confirm":
            if self.pending is not None:
                self.tap_cell(self.pending)
                return True
            if self.keyboard:
                self.tap_cell(self.cursor)
                return True
            return False
        if not intent.is_pointer:
            return False
        return pointer.handle(self, intent)

    def activate(self, widget_id: str) -> None:
        name, _, rest = widget_id.partition("-")
        if name in ("die", "special"):
            self.select((name, int(rest)))
        elif name == "tab":
            self.show_board(int(rest))
        elif name == "score":
            self.set_focus(rest)

    def handle_key(self, key: str) -> bool:
        return keys.handle_key(self, key)

    # ----- per frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        speed = {"slow": 0.6, "fast": 1.8, "off": 100.0}.get(self.ctx.animation, 1.0)
        self.roll_time += dt * speed
        self.age_message(dt)
        for cell in list(self.pops):
            self.pops[cell] += dt * speed
            if self.pops[cell] > 0.6:
                del self.pops[cell]
        self.ui.update(dt)

    def meteor_preview(self) -> dict[int, int]:
        """direction -> where the meteor would land, for the legal directions."""
        obs = self.obs
        if obs is None or obs.meteor is None or obs.own.phase != METEOR_PHASE:
            return {}
        landing = {}
        for direction in self.options.meteor:
            target = meteor_target(list(obs.own.cells), obs.own.meteor_cell, direction,
                                   obs.meteor[1])
            if target is not None:
                landing[direction] = target
        return landing

    def draw(self, surface: pygame.Surface) -> None:
        obs, view = self.obs, self.view
        if obs is None or view is None:
            return
        layout = self.layout
        painter = self.painter
        if self.shown is not None:
            shown = obs.boards[self.shown]
            painter.board(surface, layout, shown.cells, shown.drawn_in)
            info = preview(shown.cells, obs.expansion)
            painter.networks(surface, layout, info, self.focus == "networks",
                             self.ctx.colour_blind)
            panel.draw_focus(self, surface, info, shown.cells)
        else:
            own = obs.own
            painter.board(surface, layout, own.cells, own.drawn_in, obs.round)
            info = preview(own.cells, obs.expansion)
            painter.networks(surface, layout, info, self.focus == "networks",
                             self.ctx.colour_blind)
            panel.draw_focus(self, surface, info, own.cells)
            self.draw_targets(surface)
        panel.draw_header(self, surface)
        panel.draw_column(self, surface)
        for button in self.buttons:
            if button.visible:
                button.draw(surface)
        stops.draw_ring(self, surface)
        panel.draw_message(self, surface)
        if self.dragging is not None:
            panel.draw_dragged(self, surface)
        else:
            self.ui.draw_tooltip(surface)

    def draw_targets(self, surface: pygame.Surface) -> None:
        obs = self.obs
        assert obs is not None
        layout, painter = self.layout, self.painter
        if self.my_turn and obs.own.phase == METEOR_PHASE:
            arrows: dict[int, str] = {}  # two directions may land on one space (a bounce)
            for direction, cell in sorted(self.meteor_preview().items()):
                arrows[cell] = arrows.get(cell, "") + "↑→↓←"[direction]
            for cell, label in arrows.items():
                rect = layout.cell_rect(cell)
                surface.blit(painter.overlay("tint", CELL, (214, 90, 74, 90)), rect)
                pygame.draw.circle(surface, (214, 90, 74), rect.center, CELL // 3, 4)
                draw.text(surface, self.ctx.theme, label, rect.center,
                          "h2" if len(label) == 1 else "h3", (214, 90, 74), True, "center")
        elif self.tool is not None:
            cells = self.tool_cells()
            painter.highlights(surface, layout, cells, ())
            if self.pending in cells:  # the hint's space
                pygame.draw.rect(surface, self.ctx.theme.c("accent"),
                                 layout.cell_rect(self.pending), 4, border_radius=8)
        elif self.my_turn:
            strong, anywhere = self.targets()
            painter.highlights(surface, layout, strong, [c for c in anywhere if c not in strong])
            variant = self.current_variant()
            ghost_at = self.pending
            if ghost_at is None and self.hover_cell in strong:
                ghost_at = self.hover_cell
            if ghost_at is None and self.keyboard and self.cursor in strong:
                ghost_at = self.cursor
            if ghost_at is not None and variant is not None and self.dragging is None:
                painter.ghost(surface, layout, ghost_at, variant,
                              200 if ghost_at == self.pending else 140)
        if self.keyboard:
            surface.blit(painter.overlay("cursor", CELL), layout.cell_rect(self.cursor))
        for cell, age in self.pops.items():
            if age < 0:
                continue
            rect = layout.cell_rect(cell)
            grow = int(age * 40)
            alpha = max(0, 255 - int(age * 420))
            pygame.draw.rect(surface, (245, 192, 94, alpha), rect.inflate(grow, grow), 3,
                             border_radius=8)
