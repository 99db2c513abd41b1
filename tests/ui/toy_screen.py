"""A small screen for the toy game (tests only): the viewer's cards and one button per
legal action. It shows how a game screen plugs into the host."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

import tests.toy_game  # noqa: F401  (registers the toy game)
from game import draw
from game.input import Intent
from game.screens import GameScreen, ScreenContext, View, register_screen
from game.widgets import WidgetGroup
from rules.core.game import Action, Event
from tests.toy_game import ToyObservation


class ToyScreen(GameScreen):
    def __init__(self, ctx: ScreenContext) -> None:
        super().__init__(ctx)
        self.buttons = WidgetGroup(ctx.theme)
        self.events: list[Event] = []
        self.hinted: Action | None = None

    def set_view(self, view: View) -> None:
        super().set_view(view)
        self.hinted = None
        self.buttons.clear()
        rect = self.ctx.rect
        for i, action in enumerate(view.legal):
            box = (rect.x + 40 + i * 190, rect.bottom - 90, 170, 50)
            style = "primary" if i == 0 else "secondary"
            self.buttons.add(self.ctx.button(box, str(action),
                                             lambda a=action: self.ctx.choose(a),
                                             id=f"action-{i}", style=style))

    def on_events(self, events: Sequence[Event]) -> None:
        self.events.extend(events)

    def handle(self, intent: Intent) -> bool:
        return self.buttons.handle(intent)

    def update(self, dt: float) -> None:
        self.buttons.update(dt)

    def show_hint(self, action: Action) -> bool:
        self.hinted = action
        return False

    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        if view is None:
            return
        obs = view.observation
        assert isinstance(obs, ToyObservation)
        theme, rect = self.ctx.theme, self.ctx.rect
        draw.text(surface, theme, f"Round {obs.round} of 3 · deck {obs.deck_size}",
                  (rect.x + 40, rect.y + 30), "h3", bold=True)
        draw.text(surface, theme, f"{view.names[view.viewer]}'s cards", (rect.x + 40, rect.y + 90),
                  "body", "muted")
        for i, card in enumerate(obs.hand):
            box = pygame.Rect(rect.x + 40 + i * 90, rect.y + 130, 76, 108)
            draw.panel(surface, box, theme.c("text"), 10, shadow=6)
            draw.text(surface, theme, str(card), box.center, "h1", "toast_text", True, "center")
        if obs.pending is not None:
            box = pygame.Rect(rect.x + 40, rect.y + 290, 76, 108)
            draw.panel(surface, box, theme.c("accent"), 10, shadow=6)
            draw.text(surface, theme, str(obs.pending), box.center, "h1", "accent_text", True,
                      "center")
            draw.text(surface, theme, "drawn: keep it?", (box.right + 20, box.centery), "body",
                      anchor="midleft")
        for p, bet in enumerate(obs.bets):
            draw.text(surface, theme, f"{view.names[p]}: {obs.hand_sizes[p]} cards, bet {bet}",
                      (rect.right - 40, rect.y + 90 + 30 * p), "small", "muted", anchor="topright")
        self.buttons.draw(surface)

    def find(self, widget_id: str) -> object:
        return self.buttons.find(widget_id)


def register() -> None:
    register_screen("toy", ToyScreen)


register()
