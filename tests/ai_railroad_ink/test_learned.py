"""The learned board value: the fit, the stored table and its use by the planner."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from rules.ai.railroad_ink.agents import NORMAL, PlanningAgent
from rules.ai.railroad_ink.evaluate import features
from rules.ai.railroad_ink.learn import fit, fit_file, main, solve
from rules.ai.railroad_ink.learned import NAMES, learned_value
from rules.ai.railroad_ink.learned_table import TABLE
from rules.ai.railroad_ink.planner import board_value
from rules.core.rng import Rng
from rules.railroad_ink.tiles import CELLS, EMPTY, variant_of
from tests.ai_railroad_ink.test_agents import play
from tests.ai_railroad_ink.test_evaluate import boards


def test_solve_finds_the_solution_of_a_small_system() -> None:
    x = solve([[0.0, 2.0, 1.0], [1.0, 1.0, 0.0], [3.0, 0.0, 1.0]], [5.0, 3.0, 6.0])
    assert x == pytest.approx([1.4, 1.6, 1.8])


def test_the_fit_recovers_known_weights_from_synthetic_data() -> None:
    rng = Rng.from_seed(3)
    rows = [[float(rng.randbelow(20)), float(rng.randbelow(7)), rng.randbelow(100) / 10]
            for _ in range(400)]
    targets = [4.0 + 1.5 * a - 2.0 * b + 0.25 * c + (rng.randbelow(11) - 5) / 100
               for a, b, c in rows]
    model = fit(rows, targets, ridge=1e-6)
    assert model == pytest.approx([4.0, 1.5, -2.0, 0.25], abs=0.02)
    # A large ridge shrinks the penalised weights but not the free one.
    shrunk = fit(rows, targets, ridge=100.0, free=[0])
    assert shrunk[1] == pytest.approx(1.5, abs=0.05)
    assert abs(shrunk[2]) < 0.1 and abs(shrunk[3]) < 0.05


def test_the_fit_writes_a_table_per_round_from_data_files(tmp_path: Path) -> None:
    rng = Rng.from_seed(5)
    # An old file still has a "rollout" column after the final score; a new one has not.
    files = [tmp_path / "old.csv", tmp_path / "new.csv"]
    for number, data in enumerate(files):
        old = number == 0
        lines = [("game,done,final,rollout," if old else "game,done,final,") + ",".join(NAMES)]
        for index in range(60 * number, 60 * number + 60):
            for done in (1, 2):
                xs = [rng.randbelow(30) for _ in NAMES]
                final = 10 * done + xs[0] + 0.5 * xs[1] - xs[2]
                # Old rows had a rollouts' mean (or nothing, without ``--rollouts``).
                sampled = ([str(final - 3) if index % 2 else ""]) if old else []
                lines.append(",".join(str(v) for v in (index, done, final, *sampled, *xs)))
        data.write_text("\n".join(lines) + "\n")
    out = tmp_path / "table.py"
    table = fit_file(files, 1e-6, out)
    assert sorted(table) == [1, 2]
    for done, model in table.items():
        assert model[0] == pytest.approx(10 * done, abs=0.05)
        # The static value (first column) keeps weight 1; the rest is the correction.
        assert model[1:4] == pytest.approx([1.0, 0.5, -1.0], abs=0.01)
        assert model[4:] == pytest.approx([0.0] * (len(NAMES) - 3), abs=0.01)
    # Each file alone gives the same fit: the old file's rollout column is not a feature.
    for data in files:
        alone = fit_file([data], 1e-6, tmp_path / "alone.py")
        for model in alone.values():
            assert model[1:4] == pytest.approx([1.0, 0.5, -1.0], abs=0.01), data.name
    written: dict[str, object] = {}
    exec(out.read_text(), written)
    assert written["TABLE"] == {
        done: pytest.approx(model, rel=1e-4, abs=1e-4) for done, model in table.items()
    }
    assert [name for name in written if not name.startswith("__")] == ["TABLE"]


def test_a_data_file_with_other_columns_is_refused(tmp_path: Path) -> None:
    data = tmp_path / "other.csv"
    header = ",".join(("game", "done", "final", *NAMES[1:], "extra"))
    data.write_text(header + "\n0,1,5" + ",0" * len(NAMES) + "\n")
    with pytest.raises(SystemExit, match=r"other\.csv"):
        fit_file([data], 1e-6, tmp_path / "table.py")


def _board(drawings: list[tuple[int, str, int]]) -> list[int]:
    cells = [EMPTY] * CELLS
    for cell, face, rotation in drawings:
        cells[cell] = variant_of(face, rotation)
    return cells


def test_a_missing_data_file_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "table.py"
    assert main(["fit", str(tmp_path / "missing.csv"), "--out", str(out)]) == 2
    assert "missing.csv" in capsys.readouterr().err
    assert not out.exists()


def test_the_table_has_a_model_for_every_round_but_the_last() -> None:
    assert sorted(TABLE) == [1, 2, 3, 4, 5, 6]
    assert all(len(model) == len(NAMES) + 1 for model in TABLE.values())


def test_a_board_reaching_its_exits_is_worth_more_than_one_closing_them() -> None:
    # Both boards score -1 so far: two roads from the top exits into the board (two
    # open ends), against one road across the first top exit's space (the exit lost).
    good = _board([(1, "road_straight", 1), (5, "road_straight", 1)])
    bad = _board([(1, "road_straight", 0)])
    assert features(good).score == features(bad).score == -1
    assert features(bad).dead_exits == 1
    # Only the early rounds' models are asked: boards of one or two drawings after 4
    # rounds are far from anything normal's games showed the later models (they value
    # such boards the other way round: see README, "Railroad Ink AI").
    for done in (1, 2, 3):
        model = TABLE[done]
        future = (7 - done) / 7
        assert learned_value(good, "none", future, 2, model) > learned_value(
            bad, "none", future, 2, model
        ), done


def test_a_finished_board_is_valued_at_its_score() -> None:
    for cells in boards("none", 1)[-3:]:
        score = features(cells).score
        assert learned_value(cells, "none", 0.0, 0, TABLE[6]) == score
        assert board_value(cells, "none", 0.0, 0, NORMAL, 7, True) == score


def test_other_dice_keep_the_static_evaluation() -> None:
    cells = boards("river", 2)[20]
    static = board_value(cells, "river", 0.5, 1, NORMAL, 3, False)
    assert board_value(cells, "river", 0.5, 1, NORMAL, 3, True) == static
    base = boards("none", 2)[20]
    assert board_value(base, "none", 0.5, 1, NORMAL, 3, True) == learned_value(
        base, "none", 0.5, 1, TABLE[3]
    )


@pytest.mark.parametrize(
    "changes",
    [{"learned_beam": True}, {"learned_beam": False}, {"depth": 1}],
)
def test_learned_settings_play_legal_reproducible_games(changes: dict[str, object]) -> None:
    from rules.core.config import GameConfig
    from rules.core.record import Match

    settings = dataclasses.replace(NORMAL, width=6, finished=3, rollouts=2,
                                   guard_seconds=60.0, **changes)  # type: ignore[arg-type]
    totals = []
    for _ in range(2):
        match = Match(GameConfig.make("railroad-ink", ["normal"], {}), 41)
        play(match, [PlanningAgent(9, settings)])
        assert match.is_over()
        totals.append(match.game.score_sheet(match.state).totals[0])
    assert totals[0] == totals[1]


def test_the_measuring_tool_switches_the_learned_beam_off() -> None:
    from rules.ai.railroad_ink.agents import HARD
    from rules.ai.railroad_ink.measure import SWITCHES, parse, screening_agent

    assert NORMAL.learned_beam and HARD.learned_beam  # the default of both levels
    args, changes = parse(["--level", "hard", "--static-beam", "--width", "12"])
    assert changes == {"learned_beam": False, "width": 12}
    agent = screening_agent(args.level, 5, changes)
    assert not agent.settings.learned_beam and agent.settings.width == 12
    assert agent.settings.finished == HARD.finished
    assert parse(["--level", "hard"])[1] == {}  # the level as it is
    assert set(SWITCHES) <= {f.name for f in dataclasses.fields(agent.settings)}
