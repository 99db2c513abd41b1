"""``python -m rules``: list, play, replay, bench; errors are one line, exit code 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
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
        (["replay", "NOT-A-CODE!"], "cannot appear in a code"),
        (["replay", "8N2WV-40000-00000-00064-JKW7V-TGBGY"], "damaged"),
        (["play", "--game", "chess"], "unknown game"),
        (["play", "--game", "toy", "--players", "7"], "2 to 4 players"),
        (["play", "--game", "toy", "--players", "2", "--agents", "a,b,c"], "needs 2 agents"),
        (["play", "--game", "toy", "--players", "2", "--agents", "wizard"], "no agent"),
        (["play", "--game", "toy", "--players", "2", "--option", "deck"], "name=value"),
    ],
)
def test_errors_are_one_clear_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert words in err
    assert err.count("\n") == 1 and "Traceback" not in err


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
