"""The play scene's game log: its entries worded for the viewer (once each), repeats
run together, laid out in the side panel under the players, new lines marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import draw
from game.driver import LogEntry
from game.eventlog import counted, format_event, runs, without_preludes
from game.scenes.side import PLAYER_ROW, SIDE_RECT

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

LOG_LINES = 120  # the log shows the last this many entries


class LogMixin:
    """The log of :class:`PlayScene` (its state is set up there)."""

    def layout_log(self: PlayScene) -> None:
        rows = len(self.looks)
        top = SIDE_RECT.y + 52 + rows * PLAYER_ROW + 52
        # whole lines: scrolled to its end (as it is kept), the log's top line showed cut
        # in half under the heading unless the height is 4 px more than a multiple of a line
        step = self.log_step()
        height = (SIDE_RECT.bottom - top - 10 - 4) // step * step + 4
        rect = pygame.Rect(SIDE_RECT.x + 8, top, SIDE_RECT.w - 16, height)
        self.log_panel.rect = rect
        # toasts over the log: under the top bar they covered the game's own tabs, status
        # line and round (the players' list above stays in sight)
        self.toast_area = rect.copy()
        self.log_panel.content_height = self.log_height()
        self.log_panel.scroll_to(self.log_panel.max_offset)

    def log_height(self: PlayScene) -> int:
        return sum(self.line_count(text) for _, text in self.log_lines) * self.log_step() + 8

    def log_step(self: PlayScene) -> int:
        return self.theme.line_height("small") + 2

    def line_count(self: PlayScene, text: str) -> int:
        return len(draw.wrap(self.theme, text, SIDE_RECT.w - 58, "small"))

    def refresh_log(self: PlayScene) -> None:
        """The log's lines for the viewer (worded once each: see :meth:`log_text`)."""
        viewer = self.viewer
        if viewer is None:
            return
        log = self.driver.log
        new = {id(entry) for entry in log[self.log_total:]}
        self.log_total = len(log)
        shown = self.shown_log()
        added = sum(1 for entry in shown if id(entry) in new)
        if added:
            self.fresh_time = 0.0
        entries = shown[-LOG_LINES:]
        lines = runs([(entry.event.player, self.log_text(entry, viewer)) for entry in entries])
        self.log_lines = [(player, counted(text, count)) for (player, text), count in lines]
        kept = {id(entry) for entry in entries}
        for key in [key for key in self.worded if key not in kept]:
            del self.worded[key]
        if added:  # the lines the new entries are in (a repeat counts on an old line)
            first_new, line = len(entries) - added, 0
            for index, (_, count) in enumerate(lines):
                if line + count > first_new:
                    self.fresh_from = index
                    break
                line += count
        self.layout_log()
        self.sync_buttons()

    def shown_log(self: PlayScene) -> list[LogEntry]:
        """The log's entries less the announcements their outcome follows."""
        return without_preludes(self.driver.log, self.screen.log_preludes)

    def log_text(self: PlayScene, entry: LogEntry, viewer: int) -> str:
        """An entry's log line as ``viewer`` may read it, worded once per viewer and
        language (a loaded game's 120 lines cost ~4 ms natively to word again). Once the
        game is over nothing is secret: every line is worded as its own player reads it
        (a hot-seat Railroad Ink log kept saying "B drew a route" on the final board)."""
        over = self.driver.is_over()
        key = (viewer, self.app.i18n.language, over)
        if key != self.worded_for:
            self.worded.clear()
            self.worded_for = key
        found = self.worded.get(id(entry))
        if found is not None and found[0] is entry:
            return found[1]
        reader = entry.event.player if over and entry.event.player is not None else viewer
        text = format_event(self.t, self.app.i18n.has, self.game_id, entry.event, reader,
                            self.names, self.screen.event_fields)
        self.worded[id(entry)] = (entry, text)
        return text
