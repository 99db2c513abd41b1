"""Tune the evaluation's weights by a seeded local search over simulated solo games.

``python -m rules.ai.railroad_ink.tune --games 30 --trials 40`` plays the planner
(normal's settings unless ``--width`` says otherwise) on fixed game seeds for each
trial set of weights and keeps a change when the mean score over the same seeds
improves. Budgets are counts (games, trials), so a run is reproducible; it prints each
trial and the best weights found, to be copied into :data:`evaluate.WEIGHTS` by hand.
``--try name=value,...`` only measures the given changes against the current weights.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys

from rules.ai.railroad_ink.agents import NORMAL, PlanningAgent
from rules.ai.railroad_ink.evaluate import WEIGHTS, Weights
from rules.ai.railroad_ink.measure import arena_seed, play_solo
from rules.ai.railroad_ink.planner import Settings
from rules.core.rng import Rng


def mean_score(weights: Weights, settings: Settings, seeds: list[int]) -> float:
    total = 0
    for seed in seeds:
        agent = PlanningAgent(seed * 7, dataclasses.replace(settings, weights=weights))
        total += play_solo(agent, seed).score
    return total / len(seeds)


def parse_changes(text: str) -> dict[str, float]:
    changes: dict[str, float] = {}
    for item in text.split(","):
        if not item:
            continue
        name, _, number = item.partition("=")
        try:
            changes[name.strip()] = float(number)
        except ValueError:
            raise SystemExit(f"not a number: {item!r} (expected name=value)") from None
    return changes


def with_changes(weights: Weights, changes: dict[str, float]) -> Weights:
    """``weights`` with some fields changed (whole-number fields rounded); unknown names
    are refused with the list of known ones."""
    kinds = {f.name: f.type for f in dataclasses.fields(Weights)}
    for name in changes:
        if name not in kinds:
            raise SystemExit(f"unknown weight {name!r}; known: {', '.join(kinds)}")
    fields: dict[str, object] = {
        name: round(number) if kinds[name] in ("int", int) else number
        for name, number in changes.items()
    }
    changed: Weights = dataclasses.replace(weights, **fields)  # type: ignore[arg-type]
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--trials", type=int, default=40)
    parser.add_argument("--width", type=int, default=NORMAL.width)
    parser.add_argument("--finished", type=int, default=NORMAL.finished)
    parser.add_argument("--rollouts", type=int, default=NORMAL.rollouts)
    parser.add_argument("--start", default="", help="name=value,... applied first")
    parser.add_argument("--try", dest="tries", action="append", default=[])
    parser.add_argument("--known", type=float, default=None,
                        help="the starting weights' mean score, if already measured")
    args = parser.parse_args(argv)
    seeds = [arena_seed(args.seed, index) for index in range(args.games)]
    settings = dataclasses.replace(NORMAL, width=args.width, finished=args.finished,
                                   rollouts=args.rollouts, guard_seconds=60.0)
    best = with_changes(WEIGHTS, parse_changes(args.start))
    best_score = args.known if args.known is not None else mean_score(best, settings, seeds)
    print(f"start {best_score:.2f} {best}", flush=True)
    if args.tries:
        for text in args.tries:
            trial = with_changes(best, parse_changes(text))
            print(f"try {text}: {mean_score(trial, settings, seeds):.2f}", flush=True)
        return 0
    rng = Rng.from_seed(args.seed, stream=0x7E)
    names = [f.name for f in dataclasses.fields(Weights) if f.type in ("float", float)]
    for trial_number in range(args.trials):
        name = names[rng.randbelow(len(names))]
        old = float(getattr(best, name))
        factor = (0.6, 0.8, 1.25, 1.6)[rng.randbelow(4)]
        new = old * factor if old else 0.2 * factor
        trial = with_changes(best, {name: round(new, 3)})
        found = mean_score(trial, settings, seeds)
        kept = found > best_score
        print(f"trial {trial_number} {name} {old} -> {new:.3f}: {found:.2f}"
              f"{' kept' if kept else ''}", flush=True)
        if kept:
            best, best_score = trial, found
    print(f"best {best_score:.2f} {best}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
