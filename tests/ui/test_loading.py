"""Opening a save code or the autosave: the replay runs in slices behind a loading panel,
ends exactly as a one-shot load, and Back cancels it without changing anything."""

from __future__ import annotations

import pytest

import game.scenes.loading as loading_module
from game.driver import Driver
from game.scenes.loading import SlicedJob
from game.settings import AUTOSAVE_KEY, SeatLook, write_autosave
from rules.core.errors import SaveCodeError
from rules.core.record import Match
from rules.core.savecode import encode_match, load, loading
from tests.clocks import SteppingClock
from tests.ui.conftest import toy_match

pytestmark = pytest.mark.ui


def played(moves: int = 8) -> Match:
    """A toy match after ``moves`` decisions (it lasts 12 when everyone draws)."""
    match = toy_match(["human", "easy"])
    for _ in range(moves):
        match.play_index(match.to_act()[0], 0)
    return match


@pytest.fixture
def one_move_a_frame(monkeypatch):
    """Slices so short that each frame replays a single decision."""
    monkeypatch.setattr(loading_module, "LOAD_BUDGET", 0.0)
    monkeypatch.setattr(loading_module, "FIRST_SLICE", 0.0)


def test_a_job_stops_when_its_slice_is_used_up():
    match = played()
    job = SlicedJob(loading(encode_match(match)), SteppingClock(0.003))
    assert not job.advance(0.008)  # ~3 decisions of 3 ms fit in 8 ms
    assert 0 < job.done < len(match.decisions) and job.total == len(match.decisions)
    while not job.advance(0.008):
        pass
    assert job.error is None and job.result.match.decisions == match.decisions


def test_a_long_code_loads_over_several_frames_and_ends_as_a_one_shot_load(
        harness, one_move_a_frame):
    match = played()
    code = encode_match(match)
    harness.click("load")
    harness.top.set_text(code)
    harness.click("load")
    assert harness.scene_name == "loading"
    frames = harness.run_until(lambda: harness.scene_name == "game")
    assert frames >= len(match.decisions) // 2  # spread over frames, not all at once
    driver = harness.top.driver
    once = Driver(load(code))  # everything replayed in one go
    assert driver.match.decisions == once.match.decisions == match.decisions
    assert driver.match.state.rng == once.match.state.rng
    assert driver.observe(0) == once.observe(0) and driver.observe(1) == once.observe(1)
    assert [(e.decision, e.event) for e in driver.log] == \
        [(e.decision, e.event) for e in once.log]
    assert driver.acting_at == once.acting_at and driver.actions == once.actions
    assert driver.match.revealed == once.match.revealed


def test_back_while_loading_cancels_and_changes_nothing(harness, one_move_a_frame):
    mine = played(1)
    write_autosave(harness.storage, mine, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    saved = harness.storage.get(AUTOSAVE_KEY)
    harness.top.relayout()
    harness.click("load")
    code_scene = harness.top
    code = encode_match(played())
    code_scene.set_text(code)
    harness.click("load")
    assert harness.scene_name == "loading"
    job = harness.top.job
    harness.back()
    assert harness.top is code_scene and code_scene.text == code and not code_scene.error
    assert job.finished and job.done < job.total
    harness.frames(5)
    assert harness.top is code_scene and harness.storage.get(AUTOSAVE_KEY) == saved


def test_other_input_while_loading_is_ignored(harness, one_move_a_frame):
    harness.click("load")
    harness.top.set_text(encode_match(played()))
    harness.click("load")
    loading_scene = harness.top
    harness.tap((60, 56))  # where the code scene's Back button is, under the panel
    harness.key("z")
    assert harness.top is loading_scene and not loading_scene.job.finished
    harness.run_until(lambda: harness.scene_name == "game")


def test_continuing_the_autosave_replays_it_in_slices(harness, one_move_a_frame):
    match = played()
    write_autosave(harness.storage, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    harness.top.relayout()
    harness.click("continue")
    assert harness.scene_name == "loading"
    harness.run_until(lambda: harness.scene_name == "game")
    assert harness.top.match.decisions == match.decisions
    assert harness.top.looks[0].name == "Ada"
    assert len(harness.top.driver.log) == len(Driver(load(encode_match(match))).log)


def test_a_code_damaged_part_way_reports_after_loading_and_changes_nothing(harness):
    from game.scenes.code import explain_code_error
    from tests.test_core_savecode import _forge, _toy_header

    code = _forge([*_toy_header(), (9, 32), (500, 512)])  # moves past the game's end
    with pytest.raises(SaveCodeError) as at_once:
        load(code)
    harness.click("load")
    scene = harness.top
    scene.set_text(code)
    harness.click("load")
    harness.run_until(lambda: harness.top is scene)
    assert scene.error == explain_code_error(harness.services.t, "en", str(at_once.value))
    assert harness.storage.get(AUTOSAVE_KEY) is None


def test_a_long_code_in_the_launch_options_loads_behind_the_panel(one_move_a_frame):
    from tests.ui.conftest import make_harness

    match = played()
    harness = make_harness(["--lang", "en", "--code", encode_match(match)])
    assert harness.scene_name == "loading"
    harness.run_until(lambda: harness.scene_name == "game")
    assert harness.top.match.decisions == match.decisions
    assert [scene.name for scene in harness.services.stack.scenes] == ["title", "game"]
