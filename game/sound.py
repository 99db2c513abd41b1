"""Sound effects: a few short .ogg files, loaded once; silent if audio is unavailable."""

from __future__ import annotations

import contextlib

import pygame

from game.theme import ASSETS

EFFECTS = ("click", "card", "place", "score")


class Sound:
    def __init__(self, enabled: bool = True) -> None:
        self.effects: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # names, for tests
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in EFFECTS:
                path = ASSETS / "sounds" / f"{name}.ogg"
                if path.exists():
                    self.effects[name] = pygame.mixer.Sound(str(path))
                    self.effects[name].set_volume(0.6)
        except pygame.error:
            self.effects = {}

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-20]
        effect = self.effects.get(name)
        if effect is not None:
            with contextlib.suppress(pygame.error):
                effect.play()
