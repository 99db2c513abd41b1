"""Benchmarks of the rules core: ``python -m rules bench``.

Sections (all by default, or ``--section NAME`` repeated):

* ``engine``  complete seeded random games per second, per game and table size, and
  the mean cost of ``legal_actions`` and ``apply``;
* ``scoring`` milliseconds for ``score_sheet`` on finished random games (worst case);
* ``codes``   save-code length for full games and its gap to the information bound;
* ``ai``      think time per move of each agent level (mean and max) against its budget.

``--json`` prints machine-readable results; ``--seed`` makes runs reproducible.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import asdict, dataclass
from typing import Any

from rules.ai.agent import RandomAgent, agent_names, make_agent
from rules.cli_format import table
from rules.core.config import GameConfig
from rules.core.game import Game
from rules.core.record import Match
from rules.core.registry import all_games, get_game
from rules.core.savecode import code_bits, encode_match, information_bits

SECTIONS = ("engine", "scoring", "codes", "ai")

#: The table sizes and options measured for each game (others: solo, 2 and 4 players).
BENCH_CASES: dict[str, list[tuple[int, dict[str, str]]]] = {
    "railroad-ink": [
        (1, {}),
        (1, {"expansion": "river"}),
        (1, {"expansion": "lake"}),
        (1, {"expansion": "meteor"}),
        (1, {"expansion": "lava"}),
        (4, {}),
    ],
}


def bench_cases(game: Game) -> list[tuple[int, dict[str, str]]]:
    if game.id in BENCH_CASES:
        return BENCH_CASES[game.id]
    counts = [n for n in (1, 2, 4) if game.min_players <= n <= game.max_players]
    return [(n, {}) for n in counts or [game.min_players]]


def case_label(players: int, options: dict[str, str]) -> str:
    extra = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{players}p" + (f" {extra}" if extra else "")


def random_game(game: Game, players: int, options: dict[str, str], seed: int) -> Match:
    match = Match(GameConfig.make(game.id, ["random"] * players, options), seed)
    agent = RandomAgent(seed)
    while not match.is_over():
        player = match.to_act()[0]
        match.play_index(player, agent.rng.randbelow(len(match.legal_actions(player))))
    return match


@dataclass
class EngineResult:
    game: str
    case: str
    games: int
    games_per_second: float
    decisions_per_game: float
    legal_us: float
    apply_us: float


def bench_engine(
    game: Game, players: int, options: dict[str, str], seconds: float, seed: int
) -> EngineResult:
    """Random games for about ``seconds``; times legal_actions and apply separately."""
    agent = RandomAgent(seed)
    games = decisions = 0
    legal_time = apply_time = 0.0
    clock = time.perf_counter
    start = clock()
    while games == 0 or clock() - start < seconds:
        config = GameConfig.make(game.id, ["random"] * players, options)
        state = game.new_game(config, seed + games)
        while not game.is_over(state):
            player = game.to_act(state)[0]
            t0 = clock()
            legal = game.legal_actions(state, player)
            t1 = clock()
            action = legal[agent.rng.randbelow(len(legal))]
            t2 = clock()
            game.apply_legal(state, player, action)
            legal_time += t1 - t0
            apply_time += clock() - t2
            decisions += 1
        games += 1
    elapsed = clock() - start
    return EngineResult(
        game.id,
        case_label(players, options),
        games,
        games / elapsed,
        decisions / games,
        1e6 * legal_time / max(decisions, 1),
        1e6 * apply_time / max(decisions, 1),
    )


@dataclass
class ScoringResult:
    game: str
    case: str
    mean_ms: float
    max_ms: float


def bench_scoring(
    game: Game, players: int, options: dict[str, str], games: int, seed: int
) -> ScoringResult:
    times = []
    for n in range(games):
        state = random_game(game, players, options, seed + n).state
        t0 = time.perf_counter()
        game.score_sheet(state)
        times.append(1000 * (time.perf_counter() - t0))
    return ScoringResult(
        game.id, case_label(players, options), sum(times) / len(times), max(times)
    )


@dataclass
class CodeResult:
    game: str
    case: str
    mean_chars: float
    max_chars: int
    decisions: float
    max_gap_bits: float


def bench_codes(
    game: Game, players: int, options: dict[str, str], games: int, seed: int
) -> CodeResult:
    lengths, gaps, decisions = [], [], []
    for n in range(games):
        match = random_game(game, players, options, seed + n)
        code = encode_match(match)
        lengths.append(len(code.replace("-", "")))
        gaps.append(code_bits(code) - information_bits(match.record))
        decisions.append(len(match.decisions))
    return CodeResult(
        game.id,
        case_label(players, options),
        sum(lengths) / games,
        max(lengths),
        sum(decisions) / games,
        max(gaps),
    )


@dataclass
class AiResult:
    game: str
    agent: str
    moves: int
    mean_ms: float
    max_ms: float


def bench_ai(game: Game, agent_name: str, moves: int, seed: int) -> AiResult:
    """Time an agent's decisions in a game it plays against random opponents."""
    players = max(2, game.min_players) if game.max_players >= 2 else 1
    match = Match(GameConfig.make(game.id, ["random"] * players), seed)
    agent = make_agent(game.id, agent_name, seed)
    other = RandomAgent(seed)
    times: list[float] = []
    while not match.is_over() and len(times) < moves:
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        if player == 0 and len(legal) > 1:
            thinking = agent.think(match.game.observe(match.state, player), legal)
            t0 = time.perf_counter()
            while True:
                try:
                    next(thinking)
                except StopIteration as done:
                    action = done.value
                    break
            times.append(1000 * (time.perf_counter() - t0))
        else:
            action = legal[other.rng.randbelow(len(legal))]
        match.play(player, action)
    times = times or [0.0]
    return AiResult(game.id, agent_name, len(times), sum(times) / len(times), max(times))


def run_bench(args: argparse.Namespace) -> int:
    games = [get_game(g) for g in args.game] if args.game else all_games()
    sections = args.section or list(SECTIONS)
    results: dict[str, list[Any]] = {}
    if "engine" in sections:
        results["engine"] = [
            bench_engine(game, n, options, args.seconds, args.seed)
            for game in games
            for n, options in bench_cases(game)
        ]
    if "scoring" in sections:
        results["scoring"] = [
            bench_scoring(game, n, options, args.games, args.seed)
            for game in games
            for n, options in bench_cases(game)
        ]
    if "codes" in sections:
        results["codes"] = [
            bench_codes(game, n, options, args.games, args.seed)
            for game in games
            for n, options in bench_cases(game)
        ]
    if "ai" in sections:
        results["ai"] = [
            bench_ai(game, name, args.moves, args.seed)
            for game in games
            for name in agent_names(game.id)
        ]
    if args.json:
        print(json.dumps({k: [asdict(r) for r in v] for k, v in results.items()}, indent=2))
        return 0
    for section, rows in results.items():
        print(f"\n== {section} ==")
        header = list(asdict(rows[0]).keys())
        body = [[_cell(value) for value in asdict(row).values()] for row in rows]
        print(table([header, *body], right_align_from=2))
    return 0


def _cell(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.2f}" if value < 100 else f"{value:.0f}"
    return str(value)
