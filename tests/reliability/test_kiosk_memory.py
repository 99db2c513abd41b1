"""The kiosk lets go of each finished attract game at once: found by the 200-game kiosk
soak (``test_kiosk_soak.py``), where a finished game's scene (garbage in reference
cycles, holding its screen's surfaces) waited for the next full collection, and with
the AI searching all the time that came about every other game; and where the rules'
and the AIs' memos went on filling for a hundred games. Counted with gc callbacks,
weak references and the memos' sizes, never timed."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from game.collector import Collector
from game.scenes.kiosk import KioskScene
from game.scenes.play import PlayScene
from game.testing import Harness
from rules.ai.agent import RandomAgent
from rules.core import memo

pytestmark = pytest.mark.ui


@pytest.fixture
def full_collections() -> Iterator[list[int]]:
    """Full collections that start while the test runs (one entry each)."""
    seen: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2:
            seen.append(1)

    gc.collect()
    gc.callbacks.append(note)
    yield seen
    gc.callbacks.remove(note)


def test_a_wanted_collection_runs_after_the_frame_but_not_while_an_agent_searches(
        full_collections: list[int]) -> None:
    policy = Collector(full_after=10**9, force_after=10**9, quiet_work=0.0)
    policy.begin_frame()
    policy.collect_after_frame()
    policy.end_frame(1.0, searching=True)
    assert not full_collections and policy.wanted
    policy.begin_frame()
    policy.end_frame(1.0, searching=False)  # however long the frame's work took
    assert len(full_collections) == 1 and not policy.wanted
    policy.begin_frame()
    policy.end_frame(0.0, searching=False)
    assert len(full_collections) == 1  # once per request


def test_a_finished_attract_game_is_freed_in_the_frame_it_leaves(
        full_collections: list[int]) -> None:
    harness = Harness(["--kiosk", "--lang", "en"], strict=True)
    # instant AI; not tests.ui's harness, whose toy game would join the kiosk's rounds
    harness.services.agent_maker = lambda game_id, level, seed: RandomAgent(seed)
    harness.services.ai_pace = 0.0
    harness.services.attract_pace = 0.0
    policy = harness.app.collector
    policy.full_after = policy.force_after = 10**9  # no full collection but the kiosk's
    kiosk = harness.services.stack.scenes[0]
    assert isinstance(kiosk, KioskScene)
    harness.frame()
    play = harness.top
    assert isinstance(play, PlayScene) and play.attract
    gone = weakref.ref(play)
    del play
    harness.run_until(lambda: harness.scene_name == "results", max_frames=3000, dt=0.05)
    left_over: memo.Cache[int, int] = memo.Cache()
    left_over[1] = 1  # as the finished game's memos hold what it computed
    harness.run_until(lambda: harness.top is kiosk, max_frames=400, dt=0.05)
    assert full_collections, "the kiosk asked for no collection"
    assert gone() is None, "the finished game's scene outlived the frame it left in"
    assert not left_over, "the finished game's memos were kept"
    harness.frame()
    assert len(kiosk.games_shown) == 2  # and the next game starts
