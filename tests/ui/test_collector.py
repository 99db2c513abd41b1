"""The garbage collection policy: no full collection inside a frame, one at a safe moment,
and one after a rest frame when no safe moment comes (counted with gc callbacks, never
timed)."""

from __future__ import annotations

import gc

import pytest

from game.collector import Collector, keeps_old_threshold
from game.driver import Driver
from tests.ui.conftest import make_harness, open_game, toy_match

pytestmark = pytest.mark.ui


@pytest.fixture
def started():
    """Generations of the collections that start while the test runs."""
    seen: list[int] = []

    def note(phase, info):
        if phase == "start":
            seen.append(info["generation"])

    gc.collect()
    gc.callbacks.append(note)
    yield seen
    gc.callbacks.remove(note)


def survivors(count: int) -> list[list]:
    """Objects that live on (like a search tree), each in a reference cycle."""
    kept = []
    for n in range(count):
        node = [n]
        node.append(node)
        kept.append(node)
    return kept


def test_this_much_allocation_starts_full_collections_without_the_policy(started):
    tree = survivors(300_000)
    assert 2 in started  # so the tests below can see the policy hold them back
    del tree


def test_a_frame_leaves_the_collector_as_it_found_it():
    collector = Collector()
    threshold, enabled = gc.get_threshold(), gc.isenabled()
    collector.begin_frame()
    collector.end_frame(0.0, searching=True)
    assert gc.get_threshold() == threshold and gc.isenabled() == enabled
    assert collector.depth == 0


def test_no_full_collection_inside_frames_then_one_at_the_safe_point(started):
    collector = Collector(full_after=3, force_after=10**9, quiet_work=1e9)
    collector.hold()  # as the app's loop does for the whole run
    try:
        trees = []
        for _ in range(20):
            collector.begin_frame()
            trees.append(survivors(30_000))  # an agent searching
            assert not collector.end_frame(0.0, searching=True)
        assert 2 not in started and collector.young >= 3
        trees.clear()  # the search is over
        collector.begin_frame()
        collector.end_frame(0.0, searching=False)
        assert started.count(2) == 1 and collector.young == 0 and collector.full == 1
    finally:
        collector.release()


def test_a_busy_frame_is_no_safe_point(started):
    collector = Collector(full_after=0, quiet_work=0.004)
    collector.begin_frame()
    collector.end_frame(0.5, searching=False)  # the frame's work took half a second
    assert 2 not in started
    collector.begin_frame()
    collector.end_frame(0.001, searching=False)
    assert 2 in started


def test_an_overdue_collection_waits_for_a_rest_frame(started):
    collector = Collector(full_after=0, force_after=0, quiet_work=1e9)
    collector.begin_frame()
    assert collector.end_frame(0.0, searching=True)  # asks the app for a frame without AI
    assert 2 not in started
    collector.begin_frame()
    assert not collector.end_frame(0.0, searching=True)
    assert started.count(2) == 1


class IncrementalGC:
    """What the policy can see of CPython 3.14's incremental collector: two generations,
    a third threshold that is ignored and reads 0, ``collect(0)`` for the young one."""

    def __init__(self) -> None:
        self.threshold = (2000, 10, 0)
        self.enabled = True
        self.young = 0
        self.collections: list[int] = []
        self.callbacks: list = []

    def get_threshold(self):
        return self.threshold

    def set_threshold(self, young, old=10, *ignored):
        self.threshold = (young, old, 0)

    def get_count(self):
        return (self.young, 0, 0)

    def isenabled(self):
        return self.enabled

    def enable(self):
        self.enabled = True

    def disable(self):
        self.enabled = False

    def collect(self, generation=2):
        for callback in list(self.callbacks):
            callback("start", {"generation": generation})
        self.collections.append(generation)
        self.young = 0
        for callback in list(self.callbacks):
            callback("stop", {"generation": generation})
        return 0


def test_the_collector_kind_is_found_by_what_it_does():
    assert not keeps_old_threshold(IncrementalGC())
    generational = keeps_old_threshold(gc)
    assert generational == (gc.get_threshold()[2] != 0)


def test_with_the_incremental_collector_frames_collect_only_the_young_generation():
    fake = IncrementalGC()
    collector = Collector(fake, full_after=2, quiet_work=1e9)
    assert not collector.generational
    for _ in range(3):
        collector.begin_frame()
        assert not fake.enabled  # no automatic collection (nor old increment) in a frame
        fake.young = 2500  # the frame allocated past the young threshold
        collector.end_frame(0.0, searching=True)
        assert fake.enabled
    assert fake.collections == [0, 0, 0]
    collector.begin_frame()
    collector.end_frame(0.0, searching=False)
    assert fake.collections == [0, 0, 0, 2] and collector.young == 0


class TreeAgent:
    """Searches for ``slices`` slices, building a tree of cyclic nodes it holds until
    it decides."""

    name = "tree"

    def __init__(self, slices: int) -> None:
        self.slices = slices

    def think(self, observation, legal):
        tree = []
        for _ in range(self.slices):
            tree.append(survivors(20_000))
            yield
        return legal[0]


def test_the_app_holds_full_collections_while_an_agent_searches(started):
    harness = make_harness()
    collector = harness.app.collector = Collector(full_after=2, force_after=10**9,
                                                  quiet_work=1e9)
    collector.hold()  # as the app's loop does for the whole run
    from game.scenes.play import PlayScene

    harness.services.agent_maker = lambda game, level, seed: TreeAgent(25)
    harness.services.ai_pace = 0.0
    scene = PlayScene(harness.services, toy_match(["normal", "human"]))
    harness.services.stack.push(scene)
    open_game(harness)
    del started[:]
    searching_frames = 0
    while scene.driver.searching() or searching_frames == 0:
        harness.frame()
        searching_frames += 1
        assert searching_frames < 200
        if scene.driver.searching():
            assert 2 not in started
    harness.frames(2)  # the agent decided: its tree is garbage, the moment is safe
    collector.release()
    assert 2 in started and collector.full >= 1


def test_an_overdue_collection_gives_the_driver_a_frame_off(started):
    harness = make_harness()
    harness.app.collector = Collector(full_after=0, force_after=0, quiet_work=1e9)
    agent = TreeAgent(10_000)  # never done in this test
    driver = Driver(toy_match(["normal", "human"]), make=lambda g, n, s: agent)
    from game.scenes.play import PlayScene

    scene = PlayScene(harness.services, toy_match(["normal", "human"]))
    scene.driver = driver
    harness.services.stack.push(scene)
    open_game(harness)
    harness.frame()  # the game's first frame on screen (this driver was not told to rest)
    assert driver.searching() and driver.resting  # asked to rest in the next frame
    rounds = driver.rounds
    del started[:]
    harness.frame()
    assert driver.rounds == rounds  # no AI work in the rest frame
    assert 2 in started


def test_the_real_loop_holds_for_the_whole_run_and_leaves_everything_as_it_was():
    import asyncio

    from game.platform import MemoryStorage

    harness = make_harness(storage=MemoryStorage())
    app = harness.app
    threshold, enabled = gc.get_threshold(), gc.isenabled()
    seen = []
    poll = app.poll

    def polled():
        seen.append((app.collector.depth, gc.get_freeze_count() > 0))
        app.services.quit_requested = len(seen) >= 5
        return poll()

    app.poll = polled
    asyncio.run(app.run())
    # between frames (where poll runs) the loop's own hold is on and start-up is frozen
    assert seen[1:] == [(1, True)] * (len(seen) - 1)
    assert gc.get_threshold() == threshold and gc.isenabled() == enabled
    assert gc.get_freeze_count() == 0 and app.collector.depth == 0
