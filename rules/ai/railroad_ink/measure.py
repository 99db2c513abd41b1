"""Measure a Railroad Ink level: solo games on the arena's seeds, score and CPU time
per round (``time.process_time`` around each round's decisions).

``python -m rules.ai.railroad_ink.measure --level normal --games 100 --seed 1``
plays the same games as ``python -m rules.ai.arena --game railroad-ink --players 1
--agents normal --games 100 --seed 1`` (same game seeds, same agent seeds) and prints
the mean score and the mean / largest CPU seconds per round. ``--first`` skips to a
later game index, so a long run can be split; ``--expansion`` picks the dice;
``--width``, ``--finished``, ``--rollouts``, ``--depth``, ``--prefilter`` and ``--late`` change the
level's budgets (normal and hard) for screening, e.g. on the tuning seeds with
``--seed 7``. Both levels' beams rank by the learned board value
(:mod:`rules.ai.railroad_ink.learned`); ``--static-beam`` switches that off, so they rank
by the static evaluation again.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import time
from dataclasses import dataclass

from rules.ai.agent import Agent, decide, make_agent
from rules.ai.railroad_ink.agents import HARD, NORMAL, PlanningAgent
from rules.ai.railroad_ink.planner import Settings
from rules.core.config import GameConfig
from rules.core.record import Match

#: The level's budgets that can be changed for screening (fields of :class:`Settings`).
BUDGETS = ("width", "finished", "rollouts", "depth", "prefilter", "late")
#: The learned board value's use (see :class:`Settings`), also for screening.
SWITCHES = ("learned_beam",)


@dataclass
class Played:
    seed: int
    score: int
    round_seconds: list[float]


def arena_seed(seed: int, index: int) -> int:
    """The arena's game seed of solo game ``index`` (see ``rules.ai.arena.game_plan``)."""
    return seed * 1_000_003 + index


def play_solo(agent: Agent, game_seed: int, expansion: str = "none") -> Played:
    """One solo game; the CPU time of each round's decisions is summed per round."""
    options = {} if expansion == "none" else {"expansion": expansion}
    match = Match(GameConfig.make("railroad-ink", ["hard"], options), game_seed)
    game = match.game
    rounds: dict[int, float] = {}
    while not match.is_over():
        legal = match.legal_actions(0)
        observation = game.observe(match.state, 0)
        number = int(getattr(match.state, "round", 0))
        start = time.process_time()
        action = decide(agent, observation, legal)
        rounds[number] = rounds.get(number, 0.0) + time.process_time() - start
        match.play(0, action)
    total = game.score_sheet(match.state).totals[0]
    return Played(game_seed, total, [rounds[k] for k in sorted(rounds)])


def screening_agent(level: str, seed: int, changes: dict[str, float]) -> PlanningAgent:
    """The level's planner with some budgets changed (normal and hard only)."""
    levels = {"normal": NORMAL, "hard": HARD}
    if level not in levels:
        raise SystemExit(f"budgets apply to normal and hard, not {level!r}")
    settings: Settings = dataclasses.replace(levels[level], **changes)  # type: ignore[arg-type]
    return PlanningAgent(seed, settings, level)


def parse(argv: list[str] | None) -> tuple[argparse.Namespace, dict[str, float]]:
    """The command line's arguments and the level's settings it changes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--expansion", default="none")
    parser.add_argument("--quiet", action="store_true")
    for budget in BUDGETS:
        parser.add_argument(f"--{budget}", type=int, default=None)
    parser.add_argument("--static-beam", dest="learned_beam", action="store_false",
                        default=None, help="the beam ranks by the static evaluation")
    args = parser.parse_args(argv)
    changes = {
        name: getattr(args, name) for name in (*BUDGETS, *SWITCHES)
        if getattr(args, name) is not None
    }
    return args, changes


def main(argv: list[str] | None = None) -> int:
    args, changes = parse(argv)
    played: list[Played] = []
    for index in range(args.first, args.first + args.games):
        game_seed = arena_seed(args.seed, index)
        agent = make_agent("railroad-ink", args.level, game_seed * 7)
        if changes:
            agent = screening_agent(args.level, game_seed * 7, changes)
        result = play_solo(agent, game_seed, args.expansion)
        played.append(result)
        if not args.quiet:
            print(f"game {index} seed {game_seed}: {result.score} "
                  f"(max {max(result.round_seconds):.2f} s/round)", flush=True)
    scores = [p.score for p in played]
    per_round = [s for p in played for s in p.round_seconds]
    spread = statistics.pstdev(scores) if len(scores) > 1 else 0.0
    print(f"{args.level} {args.expansion} {changes or ''}: {len(scores)} games, "
          f"mean {statistics.mean(scores):.2f} "
          f"(sd {spread:.1f}, {min(scores)}-{max(scores)}); CPU s/round mean "
          f"{statistics.mean(per_round):.3f} max {max(per_round):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
