"""``python -m rules``: list, play, replay, bench; errors are one line, exit code 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rules.__main__ import main
from rules.core.savecode import encode_match
from tests.playout import random_match

ROOT = Path(__file__).resolve().parent.parent


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_shows_games_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "list")
    assert code == 0
    assert "toy" in out and "deck=small|large" in out
    assert "agents (--agents):" in out and "random, easy, normal, hard" in out
    code, out, _ = run(capsys, "list", "--json")
    games = {g["id"]: g for g in json.loads(out)}
    assert games["toy"]["max_players"] == 4


def test_play_prints_a_full_score_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "--game", "toy", "--players", "3",
                       "--agents", "random,random,random", "--seed", "1")
    assert code == 0
    for word in ("cards", "bets", "total", "rank", "save code:"):
        assert word in out


def test_play_json_is_machine_readable_and_its_code_replays(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out, _ = run(capsys, "play", "--game", "toy", "--players", "2", "--seed", "4",
                    "--option", "deck=large", "--json")
    result = json.loads(out)
    assert result["final"] and result["options"] == {"deck": "large"}
    _, out, _ = run(capsys, "replay", result["code"], "--json")
    again = json.loads(out)
    assert [p["total"] for p in again["players"]] == [p["total"] for p in result["players"]]


def test_replay_prints_the_current_score_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    code_text = encode_match(random_match("toy", 2, 5, moves=3))
    code, out, _ = run(capsys, "replay", code_text)
    assert code == 0 and "in progress after 3 decisions" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["replay", "NOT-A-CODE!?X"], "cannot appear in a code"),
        (["replay", "8N2WV-40000-00000-00064-JKW7V-TGBGY"], "damaged"),
        (["play", "--game", "chess"], "unknown game"),
        (["play", "--game", "toy", "--players", "7"], "2 to 4 players"),
        (["play", "--game", "toy", "--players", "2", "--agents", "a,b,c"], "needs 2 agents"),
        (["play", "--game", "toy", "--players", "2", "--agents", "wizard"], "no agent"),
        (["play", "--game", "toy", "--players", "2", "--option", "deck"], "name=value"),
        (["play", "--game", "toy", "--option", "colour=red"], "no option 'colour'"),
    ],
)
def test_errors_are_one_clear_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert words in err
    assert err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["play", "--game", "toy", "--players", "x"], "--players: 'x' is not a whole number"),
        (["play", "--game", "toy", "--players", "-3"], "--players: '-3' is not a positive"),
        (["play", "--game", "toy", "--seed", "-1"], "--seed: -1 is not a seed from 0 to 2**64-1"),
        (["play", "--game", "toy", "--seed", str(2**64)], "is not a seed from 0"),
        (["play"], "required: --game"),
        (["frob"], "invalid choice: 'frob'"),
        ([], "required: COMMAND"),
        (["bench", "--section", "nope"], "invalid choice: 'nope'"),
    ],
)
def test_command_line_mistakes_are_one_line_too(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    _, err = capsys.readouterr()
    assert exit_info.value.code == 2
    assert words in err and "--help" in err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_help_names_every_command_and_option(capsys: pytest.CaptureFixture[str]) -> None:
    for argv, words in (
        ([], ("list", "play", "replay", "bench")),
        (["play"], ("--game ID", "--players N", "--agents", "--seed", "--option", "--json")),
        (["replay"], ("CODE", "--json", "exits with 2")),
        (["bench"], ("--section", "--wasm", "--seed", "--game ID")),
    ):
        with pytest.raises(SystemExit) as exit_info:
            main([*argv, "--help"])
        out, _ = capsys.readouterr()
        assert exit_info.value.code == 0
        assert all(word in out for word in words), (argv, out)
        assert "``" not in out


def test_replay_shows_each_seats_player_kind_and_the_setup(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from rules.core.config import GameConfig
    from rules.core.savecode import challenge_code

    code = challenge_code(GameConfig.make("toy", ["human", "hard"], {"deck": "large"}), 77)
    status, out, _ = run(capsys, "replay", code)
    assert status == 0
    assert "not started" in out and "seed 77, deck=large" in out
    assert "1:human" in out and "2:hard" in out
    played = random_match("toy", 3, 5)
    status, out, _ = run(capsys, "replay", encode_match(played), "--json")
    result = json.loads(out)
    assert result["over"] and result["seed"] == 5 and result["options"] == {"deck": "small"}
    assert [p["name"] for p in result["players"]] == ["1:random", "2:random", "3:random"]


def test_output_into_a_closed_pipe_is_not_a_traceback() -> None:
    """``python -m rules list | head -1``: the reader has gone before the output is written."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "rules", "list"],
            stdout=write_end, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env, timeout=60,
        )
    finally:
        os.close(write_end)
    assert result.returncode == 1
    assert result.stderr == ""


def test_bench_measures_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bench", "--game", "toy", "--seconds", "0.05", "--games", "3",
                       "--section", "engine", "--section", "codes", "--section", "scoring",
                       "--json")
    result = json.loads(out)
    assert code == 0 and {r["case"] for r in result["engine"]} == {"2p", "4p"}
    assert all(r["games_per_second"] > 0 for r in result["engine"])
    assert all(0 < r["max_gap_bits"] <= 64 for r in result["codes"])
    assert all(r["max_ms"] >= r["mean_ms"] > 0 for r in result["scoring"])
    code, out, _ = run(capsys, "bench", "--game", "toy", "--section", "ai", "--moves", "1")
    assert code == 0 and "random" in out and "hard" in out


def test_bench_shows_targets_next_to_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    from rules.ai import bench

    assert bench.engine_target("ttr-europe", 4) == 200
    assert bench.engine_target("ttr-amsterdam", 2) is None
    assert bench.engine_target("railroad-ink", 1) == 500
    assert bench.engine_target("gwt", 2) == 20 and bench.engine_target("gwt", 4) is None
    cases = {bench.case_label(n, o) for n, o in bench.bench_cases(bench.get_game("railroad-ink"))}
    assert {"1p", "1p expansion=river", "1p expansion=lake", "1p expansion=meteor",
            "1p expansion=lava"} <= cases
    code, out, _ = run(capsys, "bench", "--game", "toy", "--section", "codes", "--games", "2")
    assert code == 0 and "target" in out and "met" in out and "64.00" in out
    code, out, _ = run(capsys, "bench", "--game", "toy", "--section", "ai", "--moves", "2",
                       "--json")
    rows = {row["agent"]: row for row in json.loads(out)["ai"]}
    assert rows["random"]["budget_ms"] is None and rows["random"]["status"] == "-"
    hard = rows["hard"]
    assert hard["budget_ms"] > 0 and hard["moves"] == 2
    assert hard["max_ms"] >= hard["mean_ms"] > 0
    assert 0 < hard["max_slice_cpu_ms"] <= hard["max_cpu_ms"]
    assert hard["status"].startswith(("met", "MISSED"))
    assert bench.budget_verdict(90.0, 10.0, 100.0) == "met"
    assert bench.budget_verdict(500.0, 60.0, 100.0) == "met on CPU"
    assert bench.budget_verdict(500.0, 120.0, 100.0) == "MISSED"
    assert bench.budget_verdict(500.0, 120.0, None) == "-"


def test_timed_think_measures_the_longest_slice() -> None:
    from rules.ai.bench import timed_think

    class Slow:
        def think(self, observation: object, legal: list[object]):  # type: ignore[no-untyped-def]
            for pause in (0.001, 0.02, 0.001):
                end = time.process_time() + pause  # CPU work, as an agent does
                while time.process_time() < end:
                    pass
                yield
            return legal[-1]

    thought = timed_think(Slow(), None, ["a", "b"])
    assert thought.action == "b"
    assert thought.longest_slice_ms >= 20
    assert thought.wall_ms >= thought.cpu_ms - 1 and thought.cpu_ms >= thought.longest_slice_ms


def test_bench_wasm_without_node_is_a_clear_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    monkeypatch.setattr(shutil, "which", lambda name: None)
    code, _, err = run(capsys, "bench", "--game", "toy", "--seconds", "0.01", "--wasm")
    assert code == 2 and "Node.js" in err and "Traceback" not in err
    code, _, err = run(capsys, "bench", "--game", "toy", "--games", "0")
    assert code == 2 and "--games must be positive" in err


@pytest.mark.slow
def test_bench_wasm_reports_the_ratio_to_native(capsys: pytest.CaptureFixture[str]) -> None:
    import shutil

    if shutil.which("node") is None or not (ROOT / "tests/wasm/node_modules/pyodide").is_dir():
        pytest.skip("Node.js and Pyodide (npm ci --prefix tests/wasm) are needed")
    code, out, err = run(capsys, "bench", "--game", "ttr-amsterdam", "--seconds", "0.2",
                         "--wasm", "--json")
    assert code == 0, err
    rows = json.loads(out)["wasm"]
    assert {r["case"] for r in rows} == {"2p", "4p"}
    for row in rows:
        assert row["wasm_games_per_second"] > 0 and row["target"] == 2.5
        assert row["ratio"] == pytest.approx(
            row["native_games_per_second"] / row["wasm_games_per_second"])


def test_as_a_real_process_a_damaged_code_exits_2_without_traceback() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-m", "rules", "replay", "ZZZZZ-ZZZZZ-ZZZZZ"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("error: ") and "Traceback" not in result.stderr
    listing = subprocess.run(
        [sys.executable, "-m", "rules", "list"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=60,
    )
    assert listing.returncode == 0 and "game" in listing.stdout
    # The toy game proves the API in tests only: outside them it is not a game at all.
    games_table = listing.stdout.split("\n\n")[0].splitlines()[2:]
    listed = {line.split()[0] for line in games_table}
    assert listed == {"ttr-europe", "ttr-germany", "ttr-amsterdam", "railroad-ink", "gwt"}
