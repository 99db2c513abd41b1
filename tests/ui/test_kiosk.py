"""Kiosk mode: AI-vs-AI attract games cycle; a touch starts a visitor's game; idleness
and errors bring the attract loop back."""

from __future__ import annotations

import pytest

from game.scenes.kiosk import KioskScene
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


@pytest.fixture
def kiosk():
    harness = make_harness(["--kiosk", "--lang", "en"], strict=False)
    harness.services.ai_pace = 0.0
    harness.services.attract_pace = 0.0
    return harness


def test_kiosk_starts_an_attract_game(kiosk):
    kiosk.frame()
    assert kiosk.scene_name == "game"
    play = kiosk.top
    assert play.attract and not play.driver.humans
    assert kiosk.find("menu") is None  # no menu, no settings, no quit


def test_attract_games_end_and_cycle(kiosk):
    kiosk.frame()
    base = kiosk.services.stack.scenes[0]
    assert isinstance(base, KioskScene)
    kiosk.run_until(lambda: kiosk.scene_name == "results", max_frames=3000, dt=0.05)
    kiosk.run_until(lambda: kiosk.scene_name == "game", max_frames=400, dt=0.05)
    assert len(base.games_shown) == 2


def test_touch_starts_a_visitor_game(kiosk):
    kiosk.frame()
    kiosk.tap((400, 400))
    play = kiosk.top
    assert kiosk.scene_name == "game" and not play.attract
    assert play.driver.humans == [0]


def test_idle_returns_to_the_attract_loop():
    kiosk = make_harness(["--kiosk", "--idle", "2"], strict=False)
    kiosk.services.attract_pace = 0.0
    assert kiosk.services.kiosk_idle_seconds == 2.0
    kiosk.frame()
    kiosk.tap((400, 400))
    assert not kiosk.top.attract
    kiosk.frames(30, dt=0.1)
    assert kiosk.top.attract or kiosk.scene_name == "kiosk"


def test_errors_move_on(kiosk):
    kiosk.frame()

    def broken(dt: float) -> None:
        raise RuntimeError("boom")

    kiosk.top.update = broken
    kiosk.frame()
    kiosk.frame()
    assert kiosk.app.errors == 1
    assert kiosk.scene_name == "game" and kiosk.top.attract
