"""Kiosk / demo mode: an attract loop of AI-vs-AI games, cycling through the games.

The kiosk scene sits at the bottom of the stack. Each time it comes back to the top it
starts the next attract game (all seats AI, a watchable pace), whose results show for a
few seconds. A touch starts a game for the visitor (the visitor against one AI) of the
game on show. The app brings the kiosk back after some minutes without input, and
after any error. There is no quit and no settings in kiosk mode.

Every choice of the loop comes from one generator seeded by ``--kiosk-seed N`` /
``?kiosk-seed=N`` (a fresh seed when not given): the order of the games (each round
shows every game once, in a shuffled order, never the same game twice in a row), the
number of seats, their colours and each match's seed. The same kiosk seed replays the
same run of attract games; consecutive games differ.

Each time the kiosk comes back to the top (a game has just left the stack) it lets go
of what the finished game left behind:

* the rules' and the AIs' memos (:func:`rules.core.memo.forget_all`): each is bounded,
  but together they went on filling for a hundred games and more, several MiB of the
  200-game soak's growth; emptied, they hold one game's work at most;
* the finished game's scene, in reference cycles, which would otherwise keep its
  screen's surfaces alive until the next full collection, which an AI that searches
  all the time puts off for several games: the kiosk asks for a full garbage
  collection at the end of that frame (``Services.collect_after_frame``,
  ``game/collector.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game import catalog, draw
from game.scene import Scene, Services
from game.settings import SeatLook
from rules.core import memo
from rules.core.config import GameConfig
from rules.core.record import Match

#: Seats at an attract game (as far as the game allows): enough to be lively, few
#: enough that a game fits a visitor's attention.
ATTRACT_PLAYERS = (2, 3)


@dataclass(frozen=True)
class AttractGame:
    """What the next attract game will be."""

    game_id: str
    colours: tuple[int, ...]  # theme seat colour per seat; its length is the seat count
    seed: int


class KioskScene(Scene):
    name = "kiosk"

    def __init__(self, app: Services, seed: int | None = None) -> None:
        super().__init__(app)
        self.rng = random.Random(seed if seed is not None else app.host.kiosk_seed)
        self.queue: list[str] = []  # games still to show this round
        self.games_shown: list[str] = []
        self.pending = True

    def playable(self) -> list[str]:
        return [item.id for item in catalog.entries() if item.available]

    def enter(self) -> None:
        super().enter()
        self.let_go()  # after a visitor's game, say (the app resets the stack)

    def resume(self) -> None:
        self.let_go()  # the attract game just ended

    def let_go(self) -> None:
        """A game has left the stack: forget its memos, collect its scene, start the next."""
        self.pending = True
        memo.forget_all()
        self.app.collect_after_frame()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pending:
            self.pending = False
            self.start_attract()

    def skip(self) -> None:
        """Move on to the next game (after an error, say)."""
        self.pending = True

    def next_game(self) -> AttractGame | None:
        """Choose the next attract game (None if no game can be shown)."""
        games = self.playable()
        if not games:
            return None
        self.queue = [game_id for game_id in self.queue if game_id in games]
        if not self.queue:
            order = list(games)
            self.rng.shuffle(order)
            if len(order) > 1 and self.games_shown and order[0] == self.games_shown[-1]:
                order.append(order.pop(0))  # never the same game twice in a row
            self.queue = order
        game_id = self.queue.pop(0)
        rules = catalog.entry(game_id).rules
        assert rules is not None
        low = max(rules.min_players, ATTRACT_PLAYERS[0])
        high = max(low, min(rules.max_players, ATTRACT_PLAYERS[1]))
        count = self.rng.randint(low, high)
        colours = self.rng.sample(range(len(self.theme.seats)), count)
        return AttractGame(game_id, tuple(colours), self.rng.getrandbits(64))

    def start_attract(self) -> None:
        from game.scenes.play import PlayScene

        chosen = self.next_game()
        if chosen is None:
            return  # nothing to show: the kiosk card stays up
        count = len(chosen.colours)
        names = [self.t("kiosk.bot_name", n=i + 1) for i in range(count)]
        config = GameConfig.make(chosen.game_id, ["normal"] * count, names=names)
        match = Match(config, chosen.seed)
        looks = [SeatLook(names[i], colour) for i, colour in enumerate(chosen.colours)]
        self.games_shown.append(chosen.game_id)
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
