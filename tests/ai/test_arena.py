"""The arena: seats rotate over shared deals, results are reproducible, JSON is written."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from rules.ai.arena import ArenaSpec, game_plan, main, run_arena, seat_agents, wilson
from rules.core.errors import RulesError


def spec(games: int = 4, agents: tuple[str, ...] = ("normal", "route_focus")) -> ArenaSpec:
    return ArenaSpec("ttr-europe", 2, seat_agents(agents, 2), games, seed=5, iterations=4)


def test_seats_rotate_over_a_shared_deal() -> None:
    s = ArenaSpec("ttr-europe", 4, seat_agents(("hard", "route_focus"), 4), 8, 1)
    plans = [game_plan(s, i) for i in range(8)]
    assert plans[0][1] == ["hard", "route_focus", "route_focus", "route_focus"]
    assert [p[1].index("hard") for p in plans[:4]] == [0, 1, 2, 3]
    assert len({p[0] for p in plans[:4]}) == 1  # one deal for the four rotations
    assert plans[4][0] != plans[0][0]


def test_too_many_agents_is_an_error() -> None:
    with pytest.raises(RulesError):
        seat_agents(("a", "b", "c"), 2)


def test_wilson_interval() -> None:
    low, high = wilson(75, 100)
    assert 0.65 < low < 0.67 and 0.82 < high < 0.84
    assert wilson(0, 0) == (0.0, 1.0)


def test_runs_are_reproducible_and_legal() -> None:
    first = run_arena(spec())
    again = run_arena(spec())
    assert [g.scores for g in first.games] == [g.scores for g in again.games]
    assert all(g.illegal == 0 for g in first.games)
    wins = sum(s.wins for s in first.summaries)
    assert wins == pytest.approx(4)
    assert {s.agent for s in first.summaries} == {"normal", "route_focus"}


def test_a_later_part_plays_the_same_games_as_the_whole_run() -> None:
    whole = run_arena(spec(games=4))
    part = run_arena(dataclasses.replace(spec(games=2), first=2))
    assert [g.index for g in part.games] == [2, 3]
    assert [(g.seed, g.seats, g.scores) for g in part.games] == [
        (g.seed, g.seats, g.scores) for g in whole.games[2:]
    ]


def test_a_wrong_first_game_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--game", "ttr-europe", "--agents", "normal", "--first", "-1", "--quiet"])
    assert code == 2
    assert "--first" in capsys.readouterr().err


def test_command_line_prints_and_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                            ) -> None:
    out = tmp_path / "result.json"
    code = main(["--game", "ttr-europe", "--players", "2", "--agents", "hard,one_step",
                 "--games", "2", "--seed", "2", "--iterations", "4", "--quiet",
                 "--out", str(out)])
    assert code == 0
    printed = capsys.readouterr().out
    assert "win rate" in printed and "hard" in printed
    data = json.loads(out.read_text())
    assert data["spec"]["iterations"] == 4
    assert len(data["games"]) == 2
    assert {s["agent"] for s in data["summaries"]} == {"hard", "one_step"}


def test_unknown_agent_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "ttr-europe", "--agents", "nobody", "--games", "1"]) == 2
    assert "nobody" in capsys.readouterr().err
