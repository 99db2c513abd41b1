"""UI test setup: the toy game's screen is registered and AI seats play instantly."""

from __future__ import annotations

import pygame
import pytest

import tests.ui.toy_screen  # noqa: F401  (registers the toy screen)
from game.testing import Harness
from rules.ai.agent import RandomAgent
from rules.core.config import GameConfig
from rules.core.record import Match


def fast_agent(game_id: str, level: str, seed: int) -> RandomAgent:
    return RandomAgent(seed)


def make_harness(argv: list[str] | None = None, **kwargs: object) -> Harness:
    harness = Harness(argv if argv is not None else ["--lang", "en"], **kwargs)  # type: ignore[arg-type]
    harness.services.agent_maker = fast_agent
    return harness


@pytest.fixture
def harness() -> Harness:
    return make_harness()


def record_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string ``draw.text`` draws from now on, in order (the list fills as frames
    are drawn)."""
    from game import draw

    drawn: list[str] = []
    text = draw.text

    def recording(surface, theme, value, *rest, **named):
        drawn.append(value)
        return text(surface, theme, value, *rest, **named)

    monkeypatch.setattr(draw, "text", recording)
    return drawn


def record_cut(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text drawn cut short ("…") from now on (the list fills as frames are
    drawn)."""
    from game import draw

    found: list[str] = []
    ellipsize = draw.ellipsize

    def recording(theme, value, *rest, **named):
        shown = ellipsize(theme, value, *rest, **named)
        if shown != value:
            found.append(value)
        return shown

    monkeypatch.setattr(draw, "ellipsize", recording)
    return found


def record_text_rects(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every string ``draw.text`` draws from now on, with where it went, in order."""
    from game import draw

    drawn: list[tuple[str, pygame.Rect]] = []
    text = draw.text

    def recording(surface, theme, value, *rest, **named):
        rect = text(surface, theme, value, *rest, **named)
        drawn.append((value, rect))
        return rect

    monkeypatch.setattr(draw, "text", recording)
    return drawn


def open_game(harness: Harness, max_frames: int = 200) -> int:
    """Frames until the game on top has opened (its opening steps run in the spare time
    of frames, so how many frames that takes depends on the machine); returns them."""
    return harness.run_until(lambda: getattr(harness.top, "opening", None) is None,
                             max_frames=max_frames)


def toy_match(controllers: list[str], seed: int = 5, names: list[str] | None = None) -> Match:
    names = names or ["Ada", "Brunel", "Casey", "Dora"][: len(controllers)]
    return Match(GameConfig.make("toy", controllers, names=names), seed)
