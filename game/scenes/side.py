"""The play scene's side panel: the players (who is to act, who is thinking, each
seat's kind of player) and the game log's lines."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import draw

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

SIDE_RECT = pygame.Rect(960, 76, 304, 628)
PLAYER_ROW = 58
LOG_GLOW_SECONDS = 1.5  # new log lines glow this long


def status(scene: PlayScene, player: int) -> str:
    if scene.driver.is_over():
        return ""
    if player in scene.thinking():
        dots = "." * (1 + int(scene.time * 3) % 3)
        return scene.t("play.thinking") + dots
    if player in scene.match.to_act():
        return scene.t("play.your_turn") if player == scene.viewer and \
            scene.driver.is_human(player) and not scene.attract else scene.t("play.to_act")
    return ""


def seat_label(scene: PlayScene, player: int) -> str:
    seat = scene.driver.seats[player]
    if seat.controller == "human":
        return scene.t("seat.human")
    label = scene.t(f"seat.ai_{seat.controller}", seat.controller)
    if seat.agent != seat.controller:
        label = f"{label} · {scene.t('seat.plays_as', agent=scene.t(f'agent.{seat.agent}'))}"
    return label


def you_mark(scene: PlayScene, player: int, name: str) -> bool:
    """Whether the seat's name gets "(you)": the one human at the table, unless the name
    says so already (a seat named "You" read "You (you)")."""
    if player != scene.viewer or not scene.driver.is_human(player) \
            or len(scene.driver.humans) != 1:
        return False
    return name.strip().casefold() != scene.t("play.you").casefold()


def draw_side(scene: PlayScene, surface: pygame.Surface) -> None:
    theme = scene.theme
    draw.panel(surface, SIDE_RECT, theme.c("panel_lo"), 14)
    draw.text(surface, theme, scene.t("play.players"), (SIDE_RECT.x + 18, SIDE_RECT.y + 26),
              "small", "muted", True, "midleft")
    y = SIDE_RECT.y + 48
    acting = scene.match.to_act()
    for player, look in enumerate(scene.looks):
        row = pygame.Rect(SIDE_RECT.x + 8, y, SIDE_RECT.w - 16, PLAYER_ROW - 6)
        if player in acting and not scene.driver.is_over():
            draw.panel(surface, row, theme.c("panel_hi"), 10, border=theme.c("accent"))
        chip = pygame.Rect(row.x + 10, row.centery - 15, 30, 30)
        draw.seat_chip(surface, theme, chip, look.colour, scene.app.settings.colour_blind)
        name = look.name + (f" ({scene.t('play.you')})" if you_mark(scene, player, look.name)
                            else "")
        draw.text(surface, theme, name, (chip.right + 12, row.y + 7), "body", "text", True,
                  max_width=row.w - 60)
        state = status(scene, player)
        sub_w = row.w - 62 - (theme.text_width(state, "tiny", True) + 12 if state else 0)
        draw.text(surface, theme, seat_label(scene, player), (chip.right + 12, row.y + 31),
                  "tiny", "muted", max_width=sub_w)
        if state:
            draw.text(surface, theme, state, (row.right - 10, row.y + 38), "tiny", "accent",
                      True, "midright")
        y += PLAYER_ROW
    top = scene.log_panel.rect.y - 30
    pygame.draw.line(surface, theme.c("line"), (SIDE_RECT.x + 16, top - 10),
                     (SIDE_RECT.right - 16, top - 10), 1)
    draw.text(surface, theme, scene.t("play.log"), (SIDE_RECT.x + 18, top + 10), "small",
              "muted", True, "midleft")
    if not scene.log_lines and not scene.app.toasts.messages:  # (a toast goes there,
        # fading in and out over the placeholder: "Decision taken back" on "Moves will…")
        draw.text(surface, theme, scene.t("play.log_empty"), (SIDE_RECT.x + 18, top + 36),
                  "small", "faint")


def paint_log(scene: PlayScene, surface: pygame.Surface, top: int) -> None:
    """The log lines that show in the panel (those scrolled out of it are neither
    rendered nor drawn: a loaded game has up to 120 entries)."""
    theme = scene.theme
    y = top + 4
    step = scene.log_step()
    x = scene.log_panel.rect.x
    shown = scene.log_panel.rect
    glow = max(0.0, 1.0 - scene.fresh_time / LOG_GLOW_SECONDS)
    for index, (player, text) in enumerate(scene.log_lines):
        lines = draw.wrap(theme, text, SIDE_RECT.w - 58, "small")
        height = step * len(lines)
        if y + height <= shown.top or y >= shown.bottom:
            y += height
            continue
        if index >= scene.fresh_from and glow > 0:
            band = pygame.Rect(x + 4, y, scene.log_panel.rect.w - 16, height)
            draw.panel(surface, band, theme.c("panel_lo").lerp(theme.c("accent"),
                                                               0.25 * glow), 6)
        if player is not None:  # a small seat chip, with a rim that a dark seat shows
            # against the panel (the black seat's dot or star was 1.5:1 on it)
            chip = pygame.Rect(0, 0, 12, 12) if scene.app.settings.colour_blind else \
                pygame.Rect(0, 0, 9, 9)
            chip.center = (x + 14, y + step // 2)
            draw.seat_chip(surface, theme, chip, scene.looks[player].colour,
                           scene.app.settings.colour_blind)
        draw.text_lines(surface, theme, lines, (x + 26, y), "small", step)
        y += height
