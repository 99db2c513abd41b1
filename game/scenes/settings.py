"""Settings: language, sound, animation speed and colour-blind patterns."""

from __future__ import annotations

import pygame

from game import draw
from game.scene import Scene
from game.settings import ANIMATION_SPEEDS, LANGUAGES
from game.widgets import Segmented, Toggle

ROWS_X = 300
ROWS_W = 680


class SettingsScene(Scene):
    name = "settings"

    def build(self) -> None:
        theme, settings = self.theme, self.app.settings
        self.back_button()
        languages = [(lang, self.t(f"language.{lang}")) for lang in LANGUAGES]
        self.ui.add(Segmented(theme, self.row_choices(170, languages, "body"), languages,
                              self.app.i18n.language, self.app.set_language, size="body",
                              id="language", feedback=self.app.feedback))
        self.ui.add(Toggle(theme, (ROWS_X, 250, ROWS_W, 56), self.t("settings.sound"),
                           settings.sound, self.set_sound, id="sound",
                           feedback=self.app.feedback))
        speeds = [(speed, self.t(f"settings.speed.{speed}")) for speed in ANIMATION_SPEEDS]
        self.ui.add(Segmented(theme, self.row_choices(334, speeds, "small"), speeds,
                              settings.animation,
                              self.set_animation, size="small", id="animation",
                              feedback=self.app.feedback))
        self.ui.add(Toggle(theme, (ROWS_X, 414, ROWS_W, 56), self.t("settings.colour_blind"),
                           settings.colour_blind, self.set_colour_blind, id="colour-blind",
                           feedback=self.app.feedback))

    def row_choices(self, y: int, choices: list[tuple[str, str]], size: str) -> pygame.Rect:
        """Room for a row's choices at its right end: equal segments wide enough for
        the longest label in this language."""
        segment = max(self.theme.text_width(label, size, True) for _, label in choices) + 18
        width = max(350, segment * len(choices))
        return pygame.Rect(ROWS_X + ROWS_W - width, y, width, 48)

    def set_sound(self, value: bool) -> None:
        self.app.settings.sound = value
        self.app.save_settings()

    def set_animation(self, value: str) -> None:
        self.app.settings.animation = value
        self.app.save_settings()

    def set_colour_blind(self, value: bool) -> None:
        self.app.settings.colour_blind = value
        self.app.save_settings()

    def relayout(self) -> None:
        """Rebuild (the language changed, say), keeping the keyboard focus where it was."""
        focused = self.ui.focused_id()
        super().relayout()
        self.ui.refocus(focused)

    def handle(self, intent) -> bool:
        if super().handle(intent):
            return True
        if intent.kind == "key" and intent.key in ("up", "down"):
            # row to row, stopping at either end (left and right change a row's value)
            current = self.ui.focused
            if not self.ui.focus_step(-1 if intent.key == "up" else 1) and current is not None:
                self.ui.focus(current)
            return True
        return False

    def back(self) -> bool:
        self.pop()
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        self.header(surface, self.t("settings.title"), self.t("settings.subtitle"))
        draw.panel(surface, pygame.Rect(ROWS_X - 24, 146, ROWS_W + 48, 440), theme.c("panel_lo"),
                   16)
        draw.text(surface, theme, self.t("settings.language"), (ROWS_X + 12, 194), "body",
                  anchor="midleft")
        draw.text(surface, theme, self.t("settings.animation"), (ROWS_X + 12, 358), "body",
                  anchor="midleft")
        draw.paragraph(surface, theme, self.t("settings.colour_blind_text"),
                       pygame.Rect(ROWS_X + 12, 478, 420, 60), "small", "muted")
        for i in range(len(theme.seats)):
            chip = pygame.Rect(ROWS_X + 470 + i * 36, 490, 30, 30)
            draw.seat_chip(surface, theme, chip, i, self.app.settings.colour_blind)
        draw.paragraph(surface, theme, self.t("settings.saved_where",
                                              where=self.t("settings.where_browser")
                                              if self.app.host.is_browser
                                              else self.t("settings.where_desktop")),
                       pygame.Rect(ROWS_X - 4, 604, ROWS_W + 20, 60), "small", "faint",
                       align="center")
