"""Kiosk / demo mode: an attract loop of AI-vs-AI games, cycling through the games.

The kiosk scene sits at the bottom of the stack. Each time it comes back to the top it
starts the next attract game (all seats AI, a watchable pace), whose results show for a
few seconds. A touch starts a game for the visitor (the visitor against one AI) of the
game on show. The app brings the kiosk back after some minutes without input, and
after any error. There is no quit and no settings in kiosk mode.
"""

from __future__ import annotations

import random

import pygame

from game import catalog, draw
from game.scene import Scene, Services
from game.settings import SeatLook
from rules.core.config import GameConfig
from rules.core.record import Match

ATTRACT_PLAYERS = 3


class KioskScene(Scene):
    name = "kiosk"

    def __init__(self, app: Services, start_index: int = 0) -> None:
        super().__init__(app)
        self.index = start_index
        self.rng = random.Random()
        self.games_shown: list[str] = []
        self.pending = True

    def playable(self) -> list[str]:
        return [item.id for item in catalog.entries() if item.available]

    def enter(self) -> None:
        super().enter()
        self.pending = True

    def resume(self) -> None:
        self.pending = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pending:
            self.pending = False
            self.start_attract()

    def skip(self) -> None:
        """Move on to the next game (after an error, say)."""
        self.index += 1
        self.pending = True

    def start_attract(self) -> None:
        from game.scenes.play import PlayScene

        games = self.playable()
        if not games:
            return  # nothing to show: the kiosk card stays up
        game_id = games[self.index % len(games)]
        self.index += 1
        rules = catalog.entry(game_id).rules
        assert rules is not None
        count = max(rules.min_players, min(ATTRACT_PLAYERS, rules.max_players))
        names = [self.t("kiosk.bot_name", n=i + 1) for i in range(count)]
        config = GameConfig.make(game_id, ["normal"] * count, names=names)
        match = Match(config, self.rng.getrandbits(64))
        looks = [SeatLook(names[i], i) for i in range(count)]
        self.games_shown.append(game_id)
        self.app.stack.push(PlayScene(self.app, match, looks, attract=True,
                                      on_touch=self.start_visitor))

    def start_visitor(self, game_id: str) -> None:
        """A visitor touched the screen: a new game of what was on show, against one AI."""
        from game.scenes.play import PlayScene

        rules = catalog.entry(game_id).rules
        assert rules is not None
        count = max(rules.min_players, 2) if rules.max_players >= 2 else 1
        controllers = ["human"] + ["normal"] * (count - 1)
        names = [self.t("kiosk.visitor")] + [self.t("kiosk.bot_name", n=i) for i in range(1, count)]
        match = Match(GameConfig.make(game_id, controllers, names=names),
                      self.rng.getrandbits(64))
        looks = [SeatLook(names[i], i) for i in range(count)]
        self.app.stack.truncate(self)  # the attract game simply ends
        self.app.stack.push(PlayScene(self.app, match, looks))

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        draw.text(surface, theme, self.t("app.name"), (640, 300), "display", "text", True,
                  "center")
        draw.text(surface, theme, self.t("title.tagline"), (640, 370), "body", "muted",
                  anchor="center")
        if not self.playable():
            draw.text(surface, theme, self.t("kiosk.no_games"), (640, 430), "body", "faint",
                      anchor="center")
