"""Headless driving of the app, frame by frame, with synthetic intents.

    harness = Harness()            # SDL dummy drivers, memory storage, no AI delay
    harness.click("game-toy")      # a widget by id, at its centre
    harness.run_until(lambda: harness.scene_name == "results")

Tests and the screenshot command use it; it never opens a window.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.app import App
from game.input import Intent
from game.platform import MemoryStorage, Storage

FRAME = 1 / 60


class Harness:
    def __init__(
        self, argv: list[str] | None = None, storage: Storage | None = None,
        pace: float = 0.0, strict: bool = True, window: Any | None = None,
    ) -> None:
        self.storage = storage if storage is not None else MemoryStorage()
        self.app = App(argv, storage=self.storage, strict=strict, sound=False, window=window)
        self.app.services.ai_pace = pace
        self.frames_run = 0

    @property
    def services(self):
        return self.app.services

    @property
    def top(self) -> Any:
        return self.app.stack.top

    @property
    def scene_name(self) -> str:
        top = self.top
        return top.name if top is not None else ""

    def frame(self, *intents: Intent, dt: float = FRAME) -> None:
        self.app.step(dt, intents)
        self.frames_run += 1

    def frames(self, count: int, dt: float = FRAME) -> None:
        for _ in range(count):
            self.frame(dt=dt)

    def run_until(self, done: Callable[[], bool], max_frames: int = 3000, dt: float = FRAME) -> int:
        for count in range(max_frames):
            if done():
                return count
            self.frame(dt=dt)
        raise AssertionError(f"condition not met after {max_frames} frames (at {self.scene_name})")

    def find(self, widget_id: str) -> Any:
        top = self.top
        if top is None:
            return None
        found = top.ui.find(widget_id)
        if found is None and hasattr(top, "screen"):
            found = top.screen.find(widget_id)
        return found

    def tap(self, pos: tuple[int, int]) -> None:
        self.frame(Intent("point", pos), Intent("down", pos), Intent("press", pos))

    def finger_tap(self, pos: tuple[int, int]) -> None:
        """A finger's tap at ``pos`` through the app's real input mapper (so the app
        knows a finger is in use: touch wording, the on-screen keyboard)."""
        self.long_press(pos, seconds=0.0)

    def long_press(self, pos: tuple[int, int], seconds: float = 0.7) -> None:
        """A finger put down at ``pos``, held still for ``seconds`` and lifted, through the
        app's real input mapper (its ``hold`` comes from ``InputMapper.tick``)."""
        mapper = self.app.mapper
        width, height = mapper.size

        def finger(kind: int) -> list[Intent]:
            return mapper.translate(pygame.event.Event(
                kind, finger_id=1, x=pos[0] / width, y=pos[1] / height, dx=0.0, dy=0.0))

        self.frame(*finger(pygame.FINGERDOWN))
        for _ in range(round(seconds / FRAME)):
            self.frame(*mapper.tick(FRAME))
        self.frame(*finger(pygame.FINGERUP))

    def click(self, widget_id: str) -> None:
        widget = self.find(widget_id)
        if widget is None:
            raise AssertionError(f"no widget {widget_id!r} on {self.scene_name}")
        if not widget.enabled:
            raise AssertionError(f"widget {widget_id!r} on {self.scene_name} is disabled")
        self.tap(widget.rect.center)

    def type(self, text: str) -> None:
        self.frame(Intent("text", text=text))

    def key(self, name: str) -> None:
        self.frame(Intent("key", key=name))

    def back(self) -> None:
        self.frame(Intent("back"))

    def confirm(self) -> None:
        self.frame(Intent("confirm"))

    def save_png(self, path: str | Path) -> None:
        self.app.render()
        pygame.image.save(self.app.surface, str(path))
