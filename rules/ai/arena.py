"""Arena: seeded tournaments between agents, for any game of the rules API.

``python -m rules.ai.arena --game ttr-europe --players 2 --agents hard,route_focus
--games 200 --seed 1 --jobs 2`` plays 200 games and prints, per agent, the win rate
with its 95 % confidence interval (Wilson), the mean score, the mean and longest
think time per decision and the mean think time per game, and writes the result as
JSON (``--out``).

Fairness: games come in groups of ``players`` that share one deal (the same game
seed) with the seats rotated, so every agent plays every seat of every deal once.
With fewer agents than seats the last one fills the rest (``hard,route_focus`` at 4
players is hard against three Route Focus agents).

Reproducibility: every agent is seeded from the game seed and its seat, and
``--iterations N`` gives search agents a budget of iterations instead of seconds, so
a run is the same on every machine and with any ``--jobs``. ``--seconds S`` sets a
time budget instead. ``--jobs`` runs games in parallel processes when the platform
has them (never in the browser; this is a command-line tool) and sequentially
otherwise.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from typing import Any

from rules.ai.agent import Agent, decide, make_agent
from rules.core.config import CONTROLLERS, GameConfig
from rules.core.errors import RulesError
from rules.core.record import Match
from rules.core.registry import get_game


@dataclass(frozen=True)
class ArenaSpec:
    game: str
    players: int
    agents: tuple[str, ...]  # one per seat before rotation
    games: int
    seed: int
    iterations: int | None = None
    seconds: float | None = None
    options: tuple[tuple[str, str], ...] = ()
    first: int = 0  # the index of the first game played (a later part of a long run)


@dataclass
class GameResult:
    index: int
    seed: int
    seats: list[str]  # agent name per seat
    scores: list[int]
    ranks: list[int]
    decisions: int
    think_seconds: list[float]  # per seat, total
    think_moves: list[int]  # per seat, decisions with a real choice
    max_move_seconds: list[float]
    illegal: int = 0


@dataclass
class AgentSummary:
    agent: str
    seats_played: int
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float
    mean_score: float
    mean_move_ms: float
    max_move_ms: float
    mean_game_s: float


@dataclass
class ArenaResult:
    spec: dict[str, Any]
    summaries: list[AgentSummary]
    games: list[GameResult] = field(default_factory=list)
    wall_seconds: float = 0.0


def seat_agents(agents: tuple[str, ...], players: int) -> tuple[str, ...]:
    if not agents:
        raise RulesError("--agents needs at least one agent")
    if len(agents) > players:
        raise RulesError(f"{len(agents)} agents for {players} seats")
    return agents + (agents[-1],) * (players - len(agents))


def game_plan(spec: ArenaSpec, index: int) -> tuple[int, list[str]]:
    """(game seed, agent per seat) of game ``index``: deals shared by seat rotations."""
    deal, rotation = divmod(index, spec.players)
    seats = [spec.agents[(seat - rotation) % spec.players] for seat in range(spec.players)]
    return spec.seed * 1_000_003 + deal, seats


def configure(agent: Agent, spec: ArenaSpec) -> Agent:
    """Apply the arena's budget to agents that have one (search agents)."""
    if spec.iterations is not None and hasattr(agent, "iterations"):
        agent.iterations = spec.iterations
    if spec.seconds is not None and hasattr(agent, "seconds"):
        agent.seconds = spec.seconds
        if spec.iterations is None and hasattr(agent, "iterations"):
            agent.iterations = None
    return agent


def play_game(spec: ArenaSpec, index: int) -> GameResult:
    seed, seats = game_plan(spec, index)
    controllers = [name if name in CONTROLLERS else "random" for name in seats]
    match = Match(GameConfig.make(spec.game, controllers, dict(spec.options)), seed)
    agents = [
        configure(make_agent(spec.game, name, seed * 7 + seat), spec)
        for seat, name in enumerate(seats)
    ]
    n = spec.players
    think = [0.0] * n
    moves = [0] * n
    longest = [0.0] * n
    illegal = 0
    clock = time.perf_counter
    while not match.is_over():
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        observation = match.game.observe(match.state, player)
        start = clock()
        action = decide(agents[player], observation, legal)
        spent = clock() - start
        if len(legal) > 1:
            think[player] += spent
            moves[player] += 1
            longest[player] = max(longest[player], spent)
        if action not in legal:
            illegal += 1
            action = legal[0]
        match.play(player, action)
    sheet = match.game.score_sheet(match.state)
    return GameResult(
        index,
        seed,
        seats,
        list(sheet.totals),
        list(sheet.ranks),
        len(match.decisions),
        think,
        moves,
        longest,
        illegal,
    )


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def summarise(spec: ArenaSpec, results: Iterable[GameResult]) -> list[AgentSummary]:
    names = list(dict.fromkeys(spec.agents))
    rows: dict[str, dict[str, float]] = {
        name: {"seats": 0, "wins": 0.0, "score": 0.0, "think": 0.0, "moves": 0, "max": 0.0,
               "games": 0}
        for name in names
    }
    for result in results:
        winners = [s for s, rank in enumerate(result.ranks) if rank == 1]
        played: set[str] = set()
        for seat, name in enumerate(result.seats):
            row = rows[name]
            row["seats"] += 1
            row["score"] += result.scores[seat]
            row["think"] += result.think_seconds[seat]
            row["moves"] += result.think_moves[seat]
            row["max"] = max(row["max"], result.max_move_seconds[seat])
            if seat in winners:
                row["wins"] += 1.0 / len(winners)
            played.add(name)
        for name in played:
            rows[name]["games"] += 1
    summaries = []
    for name in names:
        row = rows[name]
        seats = int(row["seats"])
        # wins counted per seat; for an agent in several seats, per game it plays
        games = int(row["games"])
        low, high = wilson(row["wins"], games)
        summaries.append(
            AgentSummary(
                name,
                seats,
                row["wins"],
                row["wins"] / games if games else 0.0,
                low,
                high,
                row["score"] / seats if seats else 0.0,
                1000 * row["think"] / row["moves"] if row["moves"] else 0.0,
                1000 * row["max"],
                row["think"] / seats if seats else 0.0,
            )
        )
    return summaries


def _play_one(job: tuple[ArenaSpec, int]) -> GameResult:
    return play_game(*job)


def run_games(spec: ArenaSpec, jobs: int) -> Iterator[GameResult]:
    """Results in game order; parallel processes when available and asked for."""
    work = [(spec, index) for index in range(spec.first, spec.first + spec.games)]
    pool_module: Any = None
    if jobs > 1:
        try:
            # Imported by name and only here: the browser has no processes, and this
            # command-line path is never taken there.
            pool_module = importlib.import_module("multiprocessing")
        except ImportError:
            pool_module = None
    if pool_module is None:
        for job in work:
            yield _play_one(job)
        return
    with pool_module.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_play_one, work)


def run_arena(
    spec: ArenaSpec, jobs: int = 1, progress: Callable[[GameResult], None] | None = None
) -> ArenaResult:
    start = time.perf_counter()
    results: list[GameResult] = []
    for result in run_games(spec, jobs):
        results.append(result)
        if progress is not None:
            progress(result)
    spec_dict = asdict(spec)
    spec_dict["agents"] = list(spec.agents)
    spec_dict["options"] = dict(spec.options)
    return ArenaResult(
        spec_dict, summarise(spec, results), results, time.perf_counter() - start
    )


def format_result(result: ArenaResult) -> str:
    spec = result.spec
    budget = (
        f"{spec['iterations']} iterations/move"
        if spec["iterations"] is not None
        else f"{spec['seconds']} s/move" if spec["seconds"] is not None else "default budgets"
    )
    lines = [
        f"{spec['game']}, {spec['players']} players, {len(result.games)} games, "
        f"seed {spec['seed']}, {budget}, {result.wall_seconds:.0f} s wall",
        f"{'agent':<20} {'win rate':>9} {'95% CI':>15} {'mean score':>11} "
        f"{'ms/move':>8} {'max ms':>8} {'s/game':>7}",
    ]
    for s in result.summaries:
        lines.append(
            f"{s.agent:<20} {100 * s.win_rate:8.1f}% "
            f"{f'[{100 * s.ci_low:.1f}, {100 * s.ci_high:.1f}]':>15} "
            f"{s.mean_score:11.1f} {s.mean_move_ms:8.1f} {s.max_move_ms:8.0f} "
            f"{s.mean_game_s:7.2f}"
        )
    illegal = sum(g.illegal for g in result.games)
    lines.append(f"illegal moves: {illegal}")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rules.ai.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--agents", required=True, help="comma-separated, one per seat")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=int, help="search budget per move (reproducible)")
    budget.add_argument("--seconds", type=float, help="search time per move")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--first", type=int, default=0,
                        help="index of the first game: --games 100 --first 100 plays the "
                        "second half of a 200-game run")
    parser.add_argument("--out", help="JSON result file (default: arena-<game>-<...>.json)")
    parser.add_argument("--quiet", action="store_true", help="no per-game progress")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        game = get_game(args.game)
        agents = tuple(a.strip() for a in args.agents.split(",") if a.strip())
        options: dict[str, str] = {}
        for item in args.option:
            name, sep, value = item.partition("=")
            if not sep:
                raise RulesError(f"--option takes name=value, not {item!r}")
            options[name] = value
        if args.first < 0 or args.games < 1:
            raise RulesError("--first must be 0 or more and --games at least 1")
        if not game.min_players <= args.players <= game.max_players:
            raise RulesError(f"{game.id} is played by {game.min_players}-{game.max_players}")
        spec = ArenaSpec(
            game.id,
            args.players,
            seat_agents(agents, args.players),
            args.games,
            args.seed,
            args.iterations,
            args.seconds,
            tuple(sorted(options.items())),
            args.first,
        )
        for name in set(spec.agents):
            make_agent(game.id, name, 0)  # fail early on an unknown name

        def progress(result: GameResult) -> None:
            if not args.quiet:
                winners = [result.seats[s] for s, r in enumerate(result.ranks) if r == 1]
                print(
                    f"game {result.index + 1}/{spec.first + spec.games}: "
                    + ", ".join(f"{n} {s}" for n, s in zip(result.seats, result.scores,
                                                           strict=True))
                    + f" -> {'/'.join(winners)}",
                    file=sys.stderr,
                    flush=True,
                )

        result = run_arena(spec, args.jobs, progress)
    except RulesError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(format_result(result))
    out = args.out or (
        f"arena-{spec.game}-{spec.players}p-{'-'.join(dict.fromkeys(spec.agents))}"
        f"-s{spec.seed}.json"
    )
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(asdict(result), handle, indent=1)
    print(f"result written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
