"""``python -m game.bench``: busiest-frame draw times, start-up, bundle size; clear errors."""

from __future__ import annotations

import json

import pytest

from game import bench

pytestmark = pytest.mark.ui


def test_frames_are_timed_on_a_busy_position(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench.main(["--section", "frames", "--game", "ttr-amsterdam", "--game", "gwt",
                       "--frames", "3", "--json"])
    out = capsys.readouterr().out
    assert code == 0
    rows = {row["screen"]: row for row in json.loads(out)["frames"]}
    assert set(rows) == {"ttr-amsterdam", "gwt"}
    for row in rows.values():
        assert row["frames"] == 3 and row["target_ms"] == 8.0
        assert 0 < row["median_ms"] <= row["worst_ms"]
        assert row["status"] in ("met", "MISSED", "MISSED (worst)")
    assert rows["ttr-amsterdam"]["players"] == 4
    assert rows["gwt"]["position"].startswith("random play, decision ")


def test_the_busiest_ttr_position_has_every_route_claimed() -> None:
    from rules.core.config import GameConfig
    from rules.core.record import Match

    match = Match(GameConfig.make("ttr-europe", ["random"] * 5), 1)
    bench.ttr_everything_claimed(match)
    state = match.state
    assert all(owner >= 0 for owner in state.route_owner)
    assert all(owner >= 0 for owner in state.station_owner)
    assert sorted(c for cities in state.station_cities for c in cities) == list(
        range(len(state.station_owner)))
    assert match.game.observe(state, 0).route_owner == tuple(state.route_owner)


def test_startup_and_bundle_tables(capsys: pytest.CaptureFixture[str]) -> None:
    code = bench.main(["--section", "startup", "--section", "bundle", "--starts", "1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "process start to first title frame" in out and "== bundle ==" in out


@pytest.mark.parametrize(("argv", "words"), [
    (["--game", "chess"], "no screen benchmark for chess"),
    (["--frames", "0"], "must be positive"),
])
def test_errors_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                             words: str) -> None:
    assert bench.main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


def test_loading_is_timed_frame_by_frame(capsys: pytest.CaptureFixture[str]) -> None:
    from game.scenes import loading

    clock = loading.slice_clock
    code = bench.main(["--section", "loading", "--game", "railroad-ink", "--json"])
    assert code == 0 and loading.slice_clock is clock  # the bench's CPU clock is put back
    (row,) = json.loads(capsys.readouterr().out)["loading"]
    assert row["game"] == "railroad-ink" and row["players"] == 6 and row["decisions"] > 100
    assert row["one_frame_before_ms"] > 0 and row["opening_frame_ms"] > 0
    assert row["target_ms"] == 10.0 and row["status"] in ("met", "MISSED")
    assert (row["loading_frames"] == 0) == (row["slowest_loading_ms"] == 0)


@pytest.mark.parametrize("policy", [True, False])
def test_ai_thinking_frames_are_timed_with_or_without_the_collection_policy(
        capsys: pytest.CaptureFixture[str], policy: bool) -> None:
    import gc

    threshold, enabled = gc.get_threshold(), gc.isenabled()
    argv = ["--section", "thinking", "--game", "gwt", "--think-frames", "4", "--json"]
    assert bench.main(argv + ([] if policy else ["--no-gc-policy"])) == 0
    (row,) = json.loads(capsys.readouterr().out)["thinking"]
    assert row["game"] == "gwt" and row["level"] == "hard" and row["gc_policy"] is policy
    assert row["frames"] == 4 and 0 < row["median_ms"] <= row["slowest_ms"]
    assert row["slowest_driver_ms"] <= row["slowest_ms"]
    assert row["over_target"] <= 4 and row["target_ms"] == 10.0
    assert gc.get_threshold() == threshold and gc.isenabled() == enabled
    assert gc.get_freeze_count() == 0
