"""The theme: colours, fonts, sizes and spacing, read from assets/theme.json.

Fonts are loaded by path from assets/ (pygbag cannot use system fonts). Rendered text
is cached, so scenes can draw every frame without re-rendering glyphs.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

ASSETS = Path(__file__).resolve().parent.parent / "assets"
LOGICAL_SIZE = (1280, 720)
_TEXT_CACHE_SIZE = 600


@dataclass(frozen=True)
class SeatStyle:
    id: str
    color: pygame.Color
    pattern: str
    symbol: str


class Theme:
    def __init__(self, data: dict[str, Any], assets: Path = ASSETS) -> None:
        self.assets = assets
        self.colors = {name: pygame.Color(value) for name, value in data["colors"].items()}
        self.font_paths = {name: assets / path for name, path in data["fonts"].items()}
        self.sizes: dict[str, int] = dict(data["sizes"])
        self.spacing: dict[str, int] = dict(data["spacing"])
        self.seats = [
            SeatStyle(s["id"], pygame.Color(s["color"]), s["pattern"], s["symbol"])
            for s in data["seats"]
        ]
        self.games: dict[str, dict[str, str]] = dict(data["games"])
        self.chart = [pygame.Color(c) for c in data["chart"]]
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: OrderedDict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = (
            OrderedDict()
        )
        self._background: pygame.Surface | None = None
        self.wraps: dict[tuple[str, int, str | int, bool], list[str]] = {}  # draw.wrap's memo

    @classmethod
    def load(cls, assets: Path = ASSETS) -> Theme:
        with open(assets / "theme.json", encoding="utf-8") as handle:
            return cls(json.load(handle), assets)

    # ----- values ---------------------------------------------------------------
    def c(self, name: str) -> pygame.Color:
        return self.colors[name]

    def size(self, size: str | int) -> int:
        return size if isinstance(size, int) else self.sizes[size]

    def sp(self, name: str) -> int:
        return self.spacing[name]

    def seat(self, index: int) -> SeatStyle:
        return self.seats[index % len(self.seats)]

    def game_accent(self, game_id: str) -> pygame.Color:
        entry = self.games.get(game_id) or self.games["default"]
        return pygame.Color(entry["accent"])

    def game_emblem(self, game_id: str) -> str:
        entry = self.games.get(game_id) or self.games["default"]
        return entry["emblem"]

    # ----- type -----------------------------------------------------------------
    def font(self, size: str | int, bold: bool = False) -> pygame.font.Font:
        px = self.size(size)
        key = (px, bold)
        font = self._fonts.get(key)
        if font is None:
            path = self.font_paths["bold" if bold else "regular"]
            font = pygame.font.Font(str(path), px)
            self._fonts[key] = font
        return font

    def render(
        self, text: str, size: str | int = "body", color: Any = "text", bold: bool = False
    ) -> pygame.Surface:
        rgba = pygame.Color(self.colors[color] if isinstance(color, str) else color)
        text = text.replace("\0", "")  # the font cannot draw a NUL (ValueError)
        key = (text, self.size(size), bold, tuple(rgba))
        surface = self._texts.get(key)
        if surface is None:
            surface = self.font(size, bold).render(text, True, rgba)
            if rgba.a < 255:
                surface.set_alpha(rgba.a)
            self._texts[key] = surface
            if len(self._texts) > _TEXT_CACHE_SIZE:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(key)
        return surface

    def text_width(self, text: str, size: str | int = "body", bold: bool = False) -> int:
        return self.font(size, bold).size(text.replace("\0", ""))[0]

    def line_height(self, size: str | int = "body", bold: bool = False) -> int:
        return self.font(size, bold).get_linesize()

    # ----- background -------------------------------------------------------------
    def background(self) -> pygame.Surface:
        """The shared backdrop: a vertical gradient with faint railway sleepers."""
        if self._background is None:
            w, h = LOGICAL_SIZE
            surface = pygame.Surface((w, h))
            top, bottom = self.c("bg_top"), self.c("bg_bottom")
            for y in range(h):
                surface.fill(top.lerp(bottom, y / (h - 1)), (0, y, w, 1))
            line = self.c("bg_line")
            for x in range(-h, w, 46):
                pygame.draw.line(surface, line, (x, h), (x + h // 2, 0), 1)
            if pygame.display.get_surface() is not None:
                surface = surface.convert()
            self._background = surface
        return self._background
