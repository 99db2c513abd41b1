"""The final board, opened from the results: the finished table as its last player saw
it (longest path, final scores, the whole game log), to look at as long as one likes.

Nothing can be played here: the table's own buttons are covered by this scene's bar,
and the match is over, so the play scene takes no decision. The pointer reaches the game
screen for its hover details and its own views (tabs, other players' boards); the wheel
scrolls the log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import catalog, draw
from game.input import Intent
from game.scene import Scene, Services

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

BAR = pygame.Rect(0, 0, 1280, 68)


class FinalBoardScene(Scene):
    name = "board"

    def __init__(self, app: Services, play: PlayScene) -> None:
        super().__init__(app)
        self.play = play
        play.open_now()  # a table shown again is complete (it opened long ago in play)

    def build(self) -> None:
        label = self.t("results.back_to_results")
        w = max(150, self.theme.text_width(label, "small", True) + 48)
        self.to_results = self.button((1264 - w, 12, w, 44), label, self.pop, icon="‹",
                                      style="primary", size="small", id="to-results")

    def handle(self, intent: Intent) -> bool:
        if self.ui.handle(intent):
            return True
        if intent.kind == "back":
            self.pop()
            return True
        if intent.is_pointer and self.play.log_panel.handle(intent):
            return True  # the log scrolls by the wheel or a drag (touch: it did not)
        if intent.kind in ("hold", "key"):  # a long press reads a piece's or a button's
            # details; a key the screen's views answer (Railroad Ink's S and B: "press S"
            # did nothing here)
            return self.play.screen.handle(intent)
        if intent.is_pointer:
            # hover details of routes, cities, tiles, and the screen's own views: its
            # tabs (GWT's trail, railroad, markets, boards; Railroad Ink's players'
            # boards). Nothing is played: the match is over, so the play scene takes
            # no decision the screen may still ask for.
            self.play.screen.handle(intent)
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.play.screen.update(dt)
        self.play.log_panel.update(dt)  # (a press held on its scrollbar pages on)

    def draw(self, surface: pygame.Surface) -> None:
        self.play.draw(surface)
        surface.blit(self.theme.background(), BAR.topleft, BAR)  # the table's buttons
        title = f"{catalog.game_title(self.t, self.play.game_id)} · {self.t('results.board')}"
        draw.text(surface, self.theme, title, (24, 34), "h3", "text", True, "midleft",
                  max_width=self.to_results.rect.x - 48)
        self.ui.draw(surface)
        self.ui.draw_tooltip(surface)
