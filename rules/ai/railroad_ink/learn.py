"""A learned board value: what a good player makes of a board by the end of the game.

The static evaluation (:mod:`rules.ai.railroad_ink.evaluate`) adds hand-tuned terms to
the board's score; the rollouts judge a board by what the crude rollout policy makes of
it. This module fits, per number of rounds played, a linear model of the final score
that normal reaches from a board at the end of a round, on the board's features (the
separate terms the static evaluation computes, the static value itself and the
specials still allowed):

``python -m rules.ai.railroad_ink.learn play --games 600 --seed 11 --out a.csv`` and
``... play --games 400 --first 600 --seed 11 --out b.csv`` play solo games with normal
(its CPU guard off, so reruns match; seeds disjoint from the arena's ``--seed 1`` and the
tuning seeds ``--seed 7``) and write one row per round's end: the game, the rounds
played, the final score of that game and the features (older files also have a
``rollout`` column after the final score; the fit ignores it).
``python -m rules.ai.railroad_ink.learn fit a.csv b.csv`` fits the models by ridge least
squares (normal equations, pure Python) as a correction to the static value: its weight
is 1 and the other terms' weights are shrunk towards 0 (the ridge term is chosen per
round by the error on games left out), so with a large ridge the model ranks boards as
the static evaluation does, and a term normal's games never vary (normal loses no exit
in the first rounds) keeps the static evaluation's weight. It writes
:mod:`rules.ai.railroad_ink.learned_table`; games and folds are seeded counts.
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import math
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import cast

from rules.ai.agent import decide
from rules.ai.railroad_ink.evaluate import WEIGHTS, combine, features
from rules.ai.railroad_ink.learned import NAMES, vector


def solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Solve ``matrix · x = rhs`` by Gaussian elimination with partial pivoting."""
    n = len(rhs)
    a = [[*row, rhs[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            raise ValueError("singular system")
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            if factor:
                for c in range(col, n + 1):
                    a[r][c] -= factor * a[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def fit(
    rows: Sequence[Sequence[float]], targets: Sequence[float], ridge: float,
    free: Sequence[int] = (),
) -> list[float]:
    """Ridge least squares: intercept first, then one weight per column of ``rows``.

    Columns are standardised before the ridge term (``ridge`` × the number of rows, so
    it means the same for any data size) is added; the intercept and the columns in
    ``free`` are not penalised. Weights are returned in the columns' own units.
    """
    count = len(rows)
    width = len(rows[0])
    means = [sum(row[j] for row in rows) / count for j in range(width)]
    scales = []
    for j in range(width):
        spread = math.sqrt(sum((row[j] - means[j]) ** 2 for row in rows) / count)
        scales.append(spread if spread > 1e-9 else 1.0)
    z = [[(row[j] - means[j]) / scales[j] for j in range(width)] for row in rows]
    y_mean = sum(targets) / count
    centred = [t - y_mean for t in targets]
    gram = [[sum(r[i] * r[j] for r in z) for j in range(width)] for i in range(width)]
    for i in range(width):
        if i not in free:
            gram[i][i] += ridge * count
        else:
            gram[i][i] += 1e-9 * count
    moments = [sum(r[i] * t for r, t in zip(z, centred, strict=True)) for i in range(width)]
    standard = solve(gram, moments)
    weights = [standard[j] / scales[j] for j in range(width)]
    intercept = y_mean - sum(w * m for w, m in zip(weights, means, strict=True))
    return [intercept, *weights]


def play(games: int, first: int, seed: int, out: Path) -> None:
    """Append one row per round's end of ``games`` normal solo games to ``out``."""
    from rules.ai.railroad_ink.agents import NORMAL, PlanningAgent
    from rules.ai.railroad_ink.measure import arena_seed
    from rules.ai.railroad_ink.planner import specials_left
    from rules.core.config import GameConfig
    from rules.core.record import Match
    from rules.railroad_ink.game import InkState

    new = not out.exists()
    with out.open("a", newline="") as handle:
        writer = csv.writer(handle)
        if new:
            writer.writerow(["game", "done", "final", *NAMES])
        for index in range(first, first + games):
            game_seed = arena_seed(seed, index)
            # normal with its CPU guard off, so a rerun plays the same games on any load
            agent = PlanningAgent(game_seed * 7, dataclasses.replace(NORMAL, guard_seconds=60.0),
                                  "normal")
            match = Match(GameConfig.make("railroad-ink", ["normal"], {}), game_seed)
            state = cast(InkState, match.state)
            rows: list[list[float]] = []
            while not match.is_over():
                before = state.round
                legal = match.legal_actions(0)
                action = decide(agent, match.game.observe(state, 0), legal)
                match.play(0, action)
                state = cast(InkState, match.state)
                if state.round != before and not match.is_over():
                    board = state.boards[0]
                    left = state.rounds - before
                    f = features(board.cells, "none", WEIGHTS.network_open_cap)
                    specials = specials_left(board, left)
                    static = combine(f, left / state.rounds, specials)
                    rows.append([index, before, 0, *vector(f, static, specials)])
            final = match.game.score_sheet(state).totals[0]
            for row in rows:
                row[2] = final
                writer.writerow(row)
            handle.flush()
            print(f"game {index} seed {game_seed}: {final}", flush=True)


def predict(model: Sequence[float], row: Sequence[float]) -> float:
    return model[0] + sum(w * x for w, x in zip(model[1:], row, strict=True))


def held_out_error(
    rows: Sequence[Sequence[float]], targets: Sequence[float], games: Sequence[int],
    ridge: float, free: Sequence[int], folds: int = 5,
) -> float:
    """Root mean square error of the fit on games left out (``folds`` folds by game)."""
    total = 0.0
    for fold in range(folds):
        train = [i for i, g in enumerate(games) if g % folds != fold]
        test = [i for i, g in enumerate(games) if g % folds == fold]
        model = fit([rows[i] for i in train], [targets[i] for i in train], ridge, free)
        total += sum((predict(model, rows[i]) - targets[i]) ** 2 for i in test)
    return math.sqrt(total / len(targets))


#: The ridge terms the fit chooses from (by the error on games left out); the last one
#: leaves practically only the intercept and the static value.
RIDGES = (0.003, 0.01, 0.03, 0.1, 0.3, 1.0, 1000.0)


def fit_file(paths: Sequence[Path], ridge: float | None, out: Path) -> dict[int, list[float]]:
    """Fit one model per rounds played of the final score from the rows in ``paths``
    (``ridge`` None: the one of :data:`RIDGES` with the least error on games left out)
    and write it (:data:`learned_table.TABLE`). The features are the last columns, so
    older files with a ``rollout`` column after the final score still fit."""
    by_round: dict[int, tuple[list[list[float]], list[float], list[int]]] = {}
    width = len(NAMES)
    for name in paths:
        with name.open(newline="") as handle:
            reader = csv.reader(handle)
            header = next(reader)
            if tuple(header[-width:]) != NAMES:
                raise SystemExit(f"{name}: columns {header[-width:]} are not {NAMES}")
            for line in reader:
                row = [float(v) for v in line[-width:]]
                xs, ys, gs = by_round.setdefault(int(line[1]), ([], [], []))
                xs.append(row)
                ys.append(float(line[2]))
                gs.append(int(line[0]))
    table: dict[int, list[float]] = {}
    chosen: list[str] = []
    for done in sorted(by_round):
        rows_, finals, gs = by_round[done]
        # The static value's weight is 1: the model learns a correction to it.
        xs = [row[1:] for row in rows_]
        ys = [final - row[0] for row, final in zip(rows_, finals, strict=True)]
        errors = {r: held_out_error(xs, ys, gs, r, ()) for r in RIDGES}
        best = min(errors, key=lambda r: errors[r]) if ridge is None else ridge
        correction = fit(xs, ys, best)
        model = [correction[0], 1.0, *correction[1:]]
        table[done] = model
        chosen.append(f"{done}: {best:g}")
        print(f"after round {done}: {len(ys)} rows, ridge {best:g}; error on games left "
              f"out {errors.get(best, float('nan')):.3f}, static value only "
              f"{errors[RIDGES[-1]]:.3f}", flush=True)
    names = ", ".join(p.name for p in paths)
    rows = sum(len(v[1]) for v in by_round.values())
    write_table(table, out, f"{names} ({rows} rows), ridge per round {', '.join(chosen)}")
    return table


def _dict_lines(name: str, comment: str, table: dict[int, list[float]]) -> list[str]:
    lines = [
        *textwrap.wrap(comment, 88, initial_indent="#: ", subsequent_indent="#: "),
        f"{name}: dict[int, tuple[float, ...]] = {{",
    ]
    for done, model in sorted(table.items()):
        lines.append(f"    {done}: (")
        row = "       "
        for number in (f"{w:.5g}" for w in model):
            if len(row) + len(number) + 2 > 92:
                lines.append(row)
                row = "       "
            row += f" {number},"
        lines += [row, "    ),"]
    lines.append("}")
    return lines


def write_table(table: dict[int, list[float]], out: Path, source: str) -> None:
    """Write the fitted models as a Python module (data only: a dict of tuples)."""
    lines = [
        '"""Fitted board values (written by ``python -m rules.ai.railroad_ink.learn fit``;',
        "see :mod:`rules.ai.railroad_ink.learn`): per rounds played, the intercept and one",
        'weight per ``learn.NAMES``."""',
        "",
        *_dict_lines("TABLE", f"The final score, fitted from {source}.", table),
    ]
    out.write_text("\n".join(lines) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    playing = commands.add_parser("play", help="play normal games and write the rows")
    playing.add_argument("--games", type=int, default=1000)
    playing.add_argument("--first", type=int, default=0)
    playing.add_argument("--seed", type=int, default=11)
    playing.add_argument("--out", type=Path, default=Path("railroad_ink_values.csv"))
    fitting = commands.add_parser("fit", help="fit the models and write the table")
    fitting.add_argument("data", type=Path, nargs="+")
    fitting.add_argument("--ridge", type=float, default=None,
                         help="one ridge term for every round (default: chosen)")
    fitting.add_argument("--out", type=Path,
                         default=Path(__file__).with_name("learned_table.py"))
    args = parser.parse_args(argv)
    if args.command == "play":
        if args.seed in (1, 7):
            raise SystemExit("seeds 1 (the arena's) and 7 (tuning) are not for data")
        play(args.games, args.first, args.seed, args.out)
    else:
        try:
            fit_file(args.data, args.ridge, args.out)
        except (OSError, ValueError, IndexError) as error:  # a missing or damaged file
            print(f"error: {error}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
