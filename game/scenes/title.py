"""The title screen: the game picker with the five games, and the way to everything else."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import catalog, draw
from game.records import GameStats, load_records
from game.scene import Scene
from game.scenes.loading import open_replayed
from game.settings import clear_autosave, offered_autosave
from game.widgets import Tile
from rules.core.record import Replayed, replaying

GRID_TOP = 168
GRID_GAP = 24


class TitleScene(Scene):
    name = "title"

    def build(self) -> None:
        app = self.app
        self.games = catalog.entries()
        self.autosave, damaged = offered_autosave(app.host.storage, app.kiosk,
                                                  len(self.theme.seats))
        if damaged:
            app.toast(self.t("storage.autosave_reset"), "error")
        elif self.autosave is not None and self.autosave.repaired:
            app.toast(self.t("storage.autosave_looks_reset"), "error")
        # a kiosk keeps no records (a public device)
        records, lost = ({}, False) if app.kiosk else load_records(app.host.storage)
        if lost:
            app.toast(self.t("storage.records_reset"), "error")
        if self.autosave is not None and not catalog.entry(self.autosave.config.game).available:
            # a game this version does not have (or cannot show): say so once and clear it
            app.toast(self.t("storage.autosave_unknown_game", game=self.autosave.config.game),
                      "error")
            clear_autosave(app.host.storage)
            self.autosave = None
        # top-right actions
        x = 1240
        actions: list[tuple[str, str, Callable[[], None], str]] = []
        if not app.kiosk:
            if not app.host.is_browser:
                actions.append(("quit", self.t("title.quit"), self.quit, "ghost"))
            actions.append(("settings", self.t("title.settings"), self.open_settings, "secondary"))
            actions.append(("load", self.t("title.load_code"), self.open_code, "secondary"))
        if self.autosave is not None:
            actions.append(("continue", self.t("title.continue"), self.continue_game, "primary"))
        saved_game = self.autosave.config.game if self.autosave is not None else ""
        # the saved game's card says so too: the button's tooltip is never seen on touch
        saved_title = catalog.game_title(self.t, saved_game) if saved_game else ""
        for widget_id, label, callback, style in actions:
            w = max(120, self.theme.text_width(label, "body", True) + 44)
            tip = saved_title if widget_id == "continue" else ""
            self.button((x - w, 40, w, 46), label, callback, id=widget_id, style=style,
                        tooltip=tip)
            x -= w + 12
        self.title_right = x
        # the game grid
        count = len(self.games)
        columns = 3
        rows = (count + columns - 1) // columns
        width = (1200 - GRID_GAP * (columns - 1)) // columns
        height = (720 - 40 - GRID_TOP - GRID_GAP * (rows - 1)) // rows
        for i, item in enumerate(self.games):
            col, row = i % columns, i // columns
            in_row = min(columns, count - row * columns)
            left = 40 + (columns - in_row) * (width + GRID_GAP) // 2  # centre a short last row
            top = GRID_TOP + row * (height + GRID_GAP)
            rect = pygame.Rect(left + col * (width + GRID_GAP), top, width, height)
            low, high = item.players
            players = (self.t("title.players_one", count=low) if low == high
                       else self.t("title.players_range", low=low, high=high))
            title = catalog.game_title(self.t, item.id)
            blurb = self.t(f"game.{item.id}.blurb", "")
            self.ui.add(Tile(
                self.theme, rect, title, blurb, players,
                (lambda gid=item.id: self.open_setup(gid)),
                accent=self.theme.game_accent(item.id), emblem=self.theme.game_emblem(item.id),
                badge=(self.t("title.coming_soon") if not item.available else
                       self.t("title.saved_badge") if item.id == saved_game else ""),
                badge_lit=item.id == saved_game,
                enabled=item.available, id=f"game-{item.id}", feedback=app.feedback,
                warmup=i + 1, note=self.record_note(records.get(item.id)),
            ))
            if self.app.i18n.has(f"rules.{item.id}.body"):
                label = self.t("title.rules")
                w = self.theme.text_width(label, "small", True) + 32
                # 44 px tall: a finger aiming at it opened the setup under it
                self.button((rect.right - 16 - w, rect.bottom - 48, w, 44), label,
                            (lambda gid=item.id: self.open_rules(gid)), style="ghost",
                            size="small", id=f"rules-{item.id}")

    def record_note(self, record: GameStats | None) -> str:
        """The card's line on the games played here: wins against the AI (if any were
        played) and the best score (Railroad Ink: of any dice)."""
        if record is None or not record.best:
            return ""
        best = max(b.score for b in record.best.values())
        if record.against_ai:
            return self.t("title.record_won", won=record.won, against_ai=record.against_ai,
                          best=best)
        return self.t("title.record", played=record.played, best=best)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        draw.text(surface, theme, self.t("app.name"), (40, 36), "display", "text", True)
        draw.text(surface, theme, self.t("title.tagline"), (44, 110), "body", "muted",
                  max_width=1196)
        # a little locomotive-red rule under the name
        pygame.draw.rect(surface, theme.c("accent"), (44, 100, 60, 4), border_radius=2)

    # ----- navigation -------------------------------------------------------------
    def open_setup(self, game_id: str) -> None:
        from game.scenes.setup import SetupScene

        self.app.stack.push(SetupScene(self.app, game_id))

    def open_rules(self, game_id: str) -> None:
        from game.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, game_id))

    def open_settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def open_code(self) -> None:
        from game.scenes.code import CodeScene

        self.app.stack.push(CodeScene(self.app))

    def continue_game(self) -> None:
        """Replay the autosave (in slices behind a loading panel when it is long)."""
        from game.scenes.play import PlayScene

        saved = self.autosave
        if saved is None:
            return

        def opened(replayed: Replayed) -> None:
            self.app.stack.push(PlayScene(self.app, replayed.match, saved.looks,
                                          history=replayed.steps, clicks=saved.clicks))

        open_replayed(self.app, replaying(saved.config, saved.seed, saved.decisions),
                      opened, self.unplayable)

    def unplayable(self, error: ValueError) -> None:
        self.app.toast(self.t("storage.autosave_unplayable"), "error")
        clear_autosave(self.app.host.storage)
        self.relayout()

    def quit(self) -> None:
        self.app.quit_requested = True

    def handle(self, intent) -> bool:
        if super().handle(intent):
            return True
        if intent.kind == "key" and intent.key in ("up", "down", "left", "right"):
            return self.ui.focus_toward(intent.key)  # arrows walk the cards and buttons
        return False

    def back(self) -> bool:
        return True  # the title is the bottom of the stack

    def resume(self) -> None:
        self.relayout()  # an autosave may have appeared or gone
