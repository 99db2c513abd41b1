"""The rules reference: our own concise summary of a game's rules, in both languages.

The text is the catalog entry ``rules.<game>.body``; lines starting with ``# `` are
headings, lines starting with ``- `` are bullets, other lines are paragraphs.
"""

from __future__ import annotations

import pygame

from game import catalog, draw
from game.scene import Scene, Services
from game.widgets import ScrollPanel

#: The panel, and the text scrolling inside it 16 px clear of its top and bottom (the
#: text ran to 8 px of the panel's edges, lines cut in half against them).
PANEL = pygame.Rect(180, 132, 920, 572)
TEXT = pygame.Rect(200, PANEL.y + 16, 880, PANEL.h - 32)
EDGE = 16  # the fade over text scrolled under the panel's top or bottom


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app: Services, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.ui.space_activates = False  # Space pages down, also with Back focused

    def blocks(self) -> list[tuple[str, str]]:
        body = self.t(f"rules.{self.game_id}.body", self.t("rules.missing"))
        # every game: how a finger asks and takes, and what a game's own screen adds
        body += "\n" + self.t("rules.touch_screen")
        body += "\n" + self.t(f"rules.{self.game_id}.touch_screen", "")
        result = []
        for line in body.split("\n"):
            line = line.strip()
            if not line:
                continue
            if line.startswith("# "):
                result.append(("heading", line[2:]))
            elif line.startswith("- "):
                result.append(("bullet", line[2:]))
            else:
                result.append(("text", line))
        return result

    def measure(self, kind: str, text: str) -> int:
        if kind == "heading":
            return draw.paragraph_height(self.theme, text, TEXT.w - 40, "h3", True) + 22
        indent = 28 if kind == "bullet" else 0
        return draw.paragraph_height(self.theme, text, TEXT.w - 40 - indent, "body") + 10

    def build(self) -> None:
        self.back_button()
        self.content = self.blocks()
        height = sum(self.measure(kind, text) for kind, text in self.content) + 16
        self.panel = ScrollPanel(self.theme, TEXT, height, paint=self.paint, id="rules-text")
        self.ui.add(self.panel)

    def back(self) -> bool:
        self.pop()
        return True

    def handle(self, intent) -> bool:
        if super().handle(intent):
            return True
        keys = {"down": 1, "page down": 8, "up": -1, "page up": -8, "space": 8,
                "shift+space": -8}
        if intent.kind == "key" and intent.key in keys:
            self.panel.scroll_to(self.panel.offset + keys[intent.key] * 40)
            return True
        if intent.kind == "key" and intent.key in ("home", "end"):
            self.panel.scroll_to(0 if intent.key == "home" else self.panel.max_offset)
            return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        title = catalog.game_title(self.t, self.game_id)
        self.header(surface, self.t("rules.title"), title)
        draw.panel(surface, PANEL, self.theme.c("panel_lo"), 14)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        panel = self.panel
        if panel.offset > 0:  # text above: it fades under the top edge
            surface.blit(self.fade(True), (TEXT.x, TEXT.y))
        if panel.offset < panel.max_offset:
            surface.blit(self.fade(False), (TEXT.x, TEXT.bottom - EDGE))

    def fade(self, top: bool) -> pygame.Surface:
        """A strip of the panel's colour, opaque at the edge, clear towards the text."""
        cached = getattr(self, "fades", None)
        if cached is None:
            colour = self.theme.c("panel_lo")
            cached = {}
            for edge in (True, False):
                strip = pygame.Surface((TEXT.w - 12, EDGE), pygame.SRCALPHA)
                for row in range(EDGE):
                    alpha = 255 * (EDGE - row) // EDGE
                    strip.fill((colour.r, colour.g, colour.b, alpha),
                               (0, row if edge else EDGE - 1 - row, TEXT.w - 12, 1))
                cached[edge] = strip
            self.fades = cached
        return cached[top]

    def paint(self, surface: pygame.Surface, top: int) -> None:
        theme = self.theme
        y = top + 4
        for kind, text in self.content:
            height = self.measure(kind, text)
            if y + height >= TEXT.y - 40 and y <= TEXT.bottom:
                if kind == "heading":
                    draw.paragraph(surface, theme, text, pygame.Rect(TEXT.x, y + 8, TEXT.w - 40,
                                   height), "h3", "accent", True)
                elif kind == "bullet":
                    pygame.draw.circle(surface, theme.c("accent"),
                                       (TEXT.x + 10, y + theme.line_height("body") // 2 + 1), 4)
                    draw.paragraph(surface, theme, text, pygame.Rect(TEXT.x + 28, y,
                                   TEXT.w - 68, height), "body")
                else:
                    draw.paragraph(surface, theme, text, pygame.Rect(TEXT.x, y, TEXT.w - 40,
                                   height), "body", "muted")
            y += height
