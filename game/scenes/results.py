"""Results: the score sheet per category, ranks, and a bar chart of the totals."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

import pygame

from game import catalog, draw
from game.i18n import day_label, join_names
from game.input import modal_takes
from game.records import Outcome
from game.scene import Scene, Services
from game.screens.registry import score_colours
from game.settings import SeatLook
from rules.core.game import ScoreSheet
from rules.core.record import Match

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

TABLE_W = 660  # the score table's width for up to five players
COLUMN_SIXTH = 60  # what a sixth player's column takes from the chart
ATTRACT_SECONDS = 8.0
COLUMN_MIN = 72  # a player's column in the score table, at its narrowest
#: A player's name in the table and the chart: "small" bold, stepping down to fit.
NAME_SIZES = (15, 13, 12, 11)
#: The width the row of buttons may take (from the right margin leftwards).
BUTTON_ROW_W = 1200


def daily_day(match: Match) -> date | None:
    """The day if ``match`` is that day's daily challenge, else None."""
    from game.scenes.setup import daily_challenge

    module = daily_challenge(match.config.game)
    return module.is_daily(match.config, match.seed) if module else None


def panels(players: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The score table and the chart beside it (a sixth column makes the table wider)."""
    table_w = TABLE_W + COLUMN_SIXTH * max(0, players - 5)
    return (pygame.Rect(40, 140, table_w, 490),
            pygame.Rect(64 + table_w, 140, 1176 - table_w, 490))



#: The chart legend's swatch: at 12 px two patterns (the grid and the bricks, the dots
#: and the rings) looked alike in colour-blind mode.
LEGEND_SWATCH = 16

class ResultsScene(Scene):
    name = "results"

    def __init__(
        self, app: Services, match: Match, looks: list[SeatLook], *, attract: bool = False,
        on_touch: Callable[[str], None] | None = None, on_done: Callable[[], None] | None = None,
        board: PlayScene | None = None, outcome: Outcome | None = None,
    ) -> None:
        super().__init__(app)
        self.match, self.looks = match, looks
        self.outcome = outcome  # what the game did to the records (None: not counted)
        self.board = board  # the finished table, to look at again
        self.game_id = match.config.game
        self.day = daily_day(match)  # a daily challenge's day (None: any other game)
        self.sheet: ScoreSheet = match.game.score_sheet(match.state)
        self.order = sorted(range(len(looks)), key=lambda p: (self.sheet.ranks[p], p))
        named = score_colours(self.game_id)
        chart = self.theme.chart
        self.colours = [pygame.Color(named[category]) if category in named
                        else chart[index % len(chart)]
                        for index, category in enumerate(self.sheet.categories)]
        self.attract, self.on_touch, self.on_done = attract, on_touch, on_done
        self.time = 0.0
        self.table, self.chart = panels(len(looks))

    def build(self) -> None:
        if self.attract:
            return
        buttons = [
            ("to-title", "results.to_title", self.to_title, "ghost"),
            *([("board", "results.board", self.show_board, "secondary")]
              if self.board is not None else []),
            ("challenge", "play.challenge", self.copy_challenge, "secondary"),
            ("savecode", "play.save_code", self.copy_save, "secondary"),
            ("new-game", "results.new_game", self.new_game, "secondary"),
            ("again", "ink.daily.again" if self.day else "results.play_again",
             self.play_again, "primary"),
        ]
        self.add_row_notes()
        labels = [self.t(key) for _, key, _, _ in buttons]
        # the row's words a size smaller when at body size it would run off the left edge
        # (Russian with the final board's button and a daily's "again" did, by 107 px)
        for size, least in (("body", 150), ("small", 120)):
            widths = [max(least, self.theme.text_width(label, size, True) + 44)
                      for label in labels]
            if sum(widths) + 12 * (len(widths) - 1) <= BUTTON_ROW_W:
                break
        x = 1240
        for (widget_id, _, callback, style), label, w in reversed(
                list(zip(buttons, labels, widths, strict=True))):
            self.button((x - w, 650, w, 50), label, callback, style=style, id=widget_id,
                        size=size)
            x -= w + 12

    def rows(self) -> tuple[int, int]:
        """The table's first category row's top and the rows' height."""
        top = self.table.y + 20 + 92
        count = max(1, len(self.sheet.categories))
        return top, min(44, (self.table.bottom - top - 70) // count)

    def add_row_notes(self) -> None:
        """What each score row counts, shown when the pointer rests on it (the catalog's
        ``score.<game>.<category>.about``; eleven bare names were all Great Western
        Trail's results said)."""
        from game.widgets.base import Widget

        top, row_h = self.rows()
        values = [value for _, value in self.match.config.options]
        for index, category in enumerate(self.sheet.categories):
            about = catalog.score_note(self.t, self.game_id, category, values)
            if about:
                rect = (self.table.x + 8, top + index * row_h, self.table.w - 16, row_h)
                note = Widget(self.theme, rect, tooltip=about, id=f"row-{category}")
                note.notes = True
                note.focusable = True  # Tab reads it too (its note shows beside it),
                note.tab_late = True  # after the buttons (Play again, Main menu...)
                self.ui.add(note)

    def text_regions(self) -> list[pygame.Rect]:
        """The texts a row's note should leave readable: the headline and the game's
        name, the players above the rows, the "Total" row under them and the chart
        (a note under the last row hid the totals)."""
        top, row_h = self.rows()
        table = self.table
        total_top = top + row_h * len(self.sheet.categories)
        return [pygame.Rect(40, 20, 1200, 90),
                pygame.Rect(table.x, table.y, table.w, top - table.y),
                pygame.Rect(table.x + 8, total_top, table.w - 16, 64),
                self.chart.copy()]

    # ----- actions ------------------------------------------------------------------
    def names(self) -> list[str]:
        return [look.name for look in self.looks]

    def play_again(self) -> None:
        """The same setup with new dice or cards; a daily challenge with the day's dice
        again (new ones made it an ordinary game, no longer the one friends compare)."""
        from game.scenes.play import PlayScene

        seed = self.match.seed if self.day else random.getrandbits(64)
        config = catalog.latest_rules(self.match.config)
        self.app.stack.replace(PlayScene(self.app, Match(config, seed), self.looks))

    def show_board(self) -> None:
        from game.scenes.board import FinalBoardScene

        if self.board is not None:
            self.app.stack.push(FinalBoardScene(self.app, self.board))

    def new_game(self) -> None:
        from game.scenes.setup import SetupScene

        self.app.stack.replace(SetupScene(self.app, self.game_id))

    def to_title(self) -> None:
        self.pop()

    def copy_save(self) -> None:
        from game.scenes.dialog import share_code

        share_code(self.app, self.match)

    def copy_challenge(self) -> None:
        from game.scenes.dialog import share_code

        share_code(self.app, self.match, challenge=True)

    def handle(self, intent) -> bool:
        if self.attract:
            if intent.kind in ("press", "confirm") and self.on_touch is not None:
                self.on_touch(self.game_id)
            return modal_takes(intent)  # a visitor's long press is a touch too
        if super().handle(intent):
            return True
        if intent.kind == "confirm":
            self.play_again()
            return True
        if intent.kind == "key" and intent.key in ("up", "down", "left", "right"):
            return self.ui.focus_toward(intent.key)  # arrows walk the cards and buttons
        return False

    def back(self) -> bool:
        self.to_title()
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        if self.attract and self.time >= ATTRACT_SECONDS and self.on_done is not None:
            done, self.on_done = self.on_done, None
            done()

    # ----- drawing --------------------------------------------------------------------
    def headline(self) -> str:
        winners = self.sheet.winners
        names = self.names()
        if not self.sheet.final:
            return self.t("results.in_progress")
        if len(names) == 1:  # a solo game (Railroad Ink) has a score, not a winner
            return self.t("results.solo", name=names[0], points=self.sheet.totals[0])
        if len(winners) == 1:
            return self.t("results.winner", name=names[winners[0]])
        return self.t("results.tie", names=join_names(self.t, [names[w] for w in winners]))

    def subtitle(self) -> str:
        """The game's name; for a daily challenge also its day, which players need to
        compare their scores ("Railroad Ink · Daily challenge · 22 November 2026")."""
        title = catalog.game_title(self.t, self.game_id)
        if self.day is None:
            return title
        return f"{title} · {self.t('ink.daily.banner', date=day_label(self.t, self.day))}"

    def record_line(self) -> str:
        """A new best score, or the best this one did not beat (for this game's dice)."""
        outcome = self.outcome
        if outcome is None or outcome.before is None:  # not counted, or the first game
            return ""
        if outcome.new_best:
            return self.t("results.new_best")
        before = outcome.before
        return self.t("results.best", score=before.score, name=before.name,
                      date=day_label(self.t, date.fromisoformat(before.day)))

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        title = self.subtitle()
        draw.text(surface, theme, self.headline(), (40, 34), "h1", "text", True, max_width=1200)
        draw.text(surface, theme, title, (42, 82), "body", "muted")
        record = self.record_line()
        if record:
            new = self.outcome is not None and self.outcome.new_best
            draw.text(surface, theme, record, (1240, 82), "body", "accent" if new else "muted",
                      new, "topright")
        pygame.draw.line(surface, theme.c("line"), (40, 116), (1240, 116), 1)
        self.draw_table(surface)
        self.draw_chart(surface)
        if self.attract:
            draw.text(surface, theme, self.t("kiosk.touch_to_play"), (640, 676), "h2", "accent",
                      True, "center")

    def category_label(self, category: str) -> str:
        return self.t(f"score.{self.game_id}.{category}", category.replace("_", " ").capitalize())

    def draw_table(self, surface: pygame.Surface) -> None:
        theme, table = self.theme, self.table
        draw.panel(surface, table, theme.c("panel_lo"), 14)
        players = self.order
        # the labels get the room their longest one needs; the players share the rest
        needed = 42 + max((theme.text_width(self.category_label(c), "body")
                           for c in self.sheet.categories), default=0)
        col_w = max(COLUMN_MIN, min(120, (table.w - 24 - max(230, needed)) //
                                    max(1, len(players))))
        label_w = table.w - 24 - col_w * len(players)
        x0 = table.x + 16 + label_w
        y = table.y + 20
        for column, player in enumerate(players):
            cx = x0 + column * col_w + col_w // 2
            rank = self.sheet.ranks[player]
            chip = pygame.Rect(0, 0, 28, 28)
            chip.center = (cx, y + 14)
            draw.seat_chip(surface, theme, chip, self.looks[player].colour,
                           self.app.settings.colour_blind)
            solo = len(players) == 1  # a score, not a place (no "1st place" and star)
            if rank == 1 and self.sheet.final and not solo:
                draw.text(surface, theme, "★", (cx + 20, y), "body", "accent", True, "center")
            # A long name steps down in size, then takes two lines, before it is cut short.
            size, lines = draw.one_or_two_lines(theme, self.looks[player].name, col_w - 8,
                                                NAME_SIZES[:2], NAME_SIZES[1:], bold=True)
            draw.text_lines(surface, theme, lines, (cx, y + 44 if len(lines) == 1 else y + 37),
                            size, size + 1, "text", True, "center", col_w - 8)
            if not solo:
                draw.text(surface, theme, self.t("results.rank", rank=rank), (cx, y + 66),
                          "tiny", "muted", anchor="center")
        categories = self.sheet.categories
        y, row_h = self.rows()
        for index, category in enumerate(categories):
            if index % 2 == 0:
                band = pygame.Rect(table.x + 8, y, table.w - 16, row_h)
                draw.panel(surface, band, theme.c("panel"), 8)
            self.swatch(surface, pygame.Rect(table.x + 20, y + row_h // 2 - 6, 12, 12), index)
            draw.text(surface, theme, self.category_label(category), (table.x + 42, y + row_h // 2),
                      "body", "text", anchor="midleft", max_width=label_w - 34)
            for column, player in enumerate(players):
                cx = x0 + column * col_w + col_w // 2
                value = self.sheet.points[player][index]
                draw.text(surface, theme, f"{value:+d}" if value < 0 else str(value),
                          (cx, y + row_h // 2), "body", "danger" if value < 0 else "text",
                          anchor="center")
            y += row_h
        pygame.draw.line(surface, theme.c("line"), (table.x + 16, y + 8),
                         (table.right - 16, y + 8), 2)
        draw.text(surface, theme, self.t("results.total"), (table.x + 42, y + 36), "h3", "text",
                  True, "midleft")
        for column, player in enumerate(players):
            cx = x0 + column * col_w + col_w // 2
            draw.text(surface, theme, str(self.sheet.totals[player]), (cx, y + 36), "h2", "accent",
                      True, "center")

    def draw_chart(self, surface: pygame.Surface) -> None:
        theme, chart = self.theme, self.chart
        draw.panel(surface, chart, theme.c("panel_lo"), 14)
        draw.text(surface, theme, self.t("results.chart"), (chart.x + 20, chart.y + 26), "small",
                  "muted", True, "midleft")
        legend = self.legend_layout()
        legend_top = chart.bottom - 18 - 22 * (max(y for _, _, y, _ in legend) + 1 if legend else 0)
        points = self.sheet.points
        players = self.order
        most = max([sum(v for v in points[p] if v > 0) for p in players] + [1])
        least = max([sum(-v for v in points[p] if v < 0) for p in players] + [0])
        area = pygame.Rect(chart.x + 130, chart.y + 60, chart.w - 210, legend_top - chart.y - 70)
        scale = area.w / (most + least)
        zero = area.x + int(least * scale)
        bar_h = min(52, area.h // max(1, len(players)) - 18)
        grow = min(1.0, self.time / 0.8) if self.app.settings.animation != "off" else 1.0
        for row, player in enumerate(players):
            y = area.y + row * (area.h // max(1, len(players))) + 8
            size, lines = draw.fitted_lines(theme, self.looks[player].name, 104, 2,
                                            NAME_SIZES, bold=True)
            line_y = y + bar_h // 2 - (size + 1) * (len(lines) - 1) // 2
            draw.text_lines(surface, theme, lines, (chart.x + 20, line_y), size, size + 1,
                            "text", True, "midleft", 104)
            right, left = zero, zero
            for index, value in enumerate(points[player]):
                width = int(abs(value) * scale * grow)
                if width <= 0:
                    continue
                colour = self.colours[index]
                if value > 0:
                    rect = pygame.Rect(right, y, width, bar_h)
                    right += width
                else:
                    left -= width
                    rect = pygame.Rect(left, y, width, bar_h)
                pygame.draw.rect(surface, colour, rect)
                if self.app.settings.colour_blind:
                    draw.pattern(surface, rect, draw.PATTERNS[index % len(draw.PATTERNS)],
                                 (0, 0, 0, 90))
            draw.text(surface, theme, str(self.sheet.totals[player]), (right + 10, y + bar_h // 2),
                      "body", "accent", True, "midleft")
        # the zero line runs along the bars, not on down an empty chart (one or two players)
        step = area.h // max(1, len(players))
        last_bar = area.y + (len(players) - 1) * step + 8 + bar_h
        pygame.draw.line(surface, theme.c("muted"), (zero, area.y), (zero, last_bar + 8), 1)
        for index, label, row, x in legend:
            y = legend_top + 22 * row + 10
            self.swatch(surface, pygame.Rect(x, y - LEGEND_SWATCH // 2, LEGEND_SWATCH,
                                             LEGEND_SWATCH), index)
            draw.text(surface, theme, label, (x + LEGEND_SWATCH + 6, y), "tiny", "muted",
                      anchor="midleft")

    def swatch(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        """A category's colour, with its pattern in colour-blind mode."""
        pygame.draw.rect(surface, self.colours[index], rect, border_radius=3)
        if self.app.settings.colour_blind:
            draw.pattern(surface, rect, draw.PATTERNS[index % len(draw.PATTERNS)], (0, 0, 0, 120))

    def legend_layout(self) -> list[tuple[int, str, int, int]]:
        """(category index, label, row, x) for the chart's legend, wrapped to its width."""
        result, chart = [], self.chart
        x, row = chart.x + 20, 0
        for index, category in enumerate(self.sheet.categories):
            label = self.category_label(category)
            width = LEGEND_SWATCH + 6 + self.theme.text_width(label, "tiny") + 18
            if x + width > chart.right - 12 and x > chart.x + 20:
                x, row = chart.x + 20, row + 1
            result.append((index, label, row, x))
            x += width
        return result
