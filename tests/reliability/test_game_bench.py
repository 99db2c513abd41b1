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
