"""Engine benchmark: seeded random games per second for every registered game.

``python -m rules bench [--game ID] [--seconds S] [--seed N] [--json]``
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import asdict, dataclass

from rules.ai.agent import RandomAgent
from rules.cli_format import table
from rules.core.config import GameConfig
from rules.core.game import Game
from rules.core.registry import all_games, get_game


@dataclass
class BenchResult:
    game: str
    players: int
    games: int
    games_per_second: float
    decisions_per_game: float
    legal_us: float  # mean microseconds per legal_actions call
    apply_us: float  # mean microseconds per apply call


def player_counts(game: Game) -> list[int]:
    """The table sizes worth measuring: solo if allowed, 2 and 4 where allowed."""
    wanted = [1, 2, 4]
    counts = [n for n in wanted if game.min_players <= n <= game.max_players]
    return counts or [game.min_players]


def bench_game(game: Game, players: int, seconds: float, seed: int) -> BenchResult:
    """Play random games for about ``seconds`` and time legal_actions and apply."""
    agent = RandomAgent(seed)
    games = decisions = 0
    legal_time = apply_time = 0.0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        config = GameConfig.make(game.id, ["random"] * players)
        state = game.new_game(config, seed + games)
        while not game.is_over(state):
            player = game.to_act(state)[0]
            t0 = time.perf_counter()
            legal = game.legal_actions(state, player)
            t1 = time.perf_counter()
            action = agent.rng.choice(legal)
            t2 = time.perf_counter()
            game.apply_legal(state, player, action)
            t3 = time.perf_counter()
            legal_time += t1 - t0
            apply_time += t3 - t2
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return BenchResult(
        game.id,
        players,
        games,
        games / elapsed,
        decisions / games,
        1e6 * legal_time / max(decisions, 1),
        1e6 * apply_time / max(decisions, 1),
    )


def run_bench(args: argparse.Namespace) -> int:
    games = [get_game(g) for g in args.game] if args.game else all_games()
    results = [
        bench_game(game, players, args.seconds, args.seed)
        for game in games
        for players in player_counts(game)
    ]
    if args.json:
        print(json.dumps([asdict(r) for r in results], indent=2))
        return 0
    rows = [["game", "players", "games", "games/s", "decisions/game", "legal µs", "apply µs"]]
    for r in results:
        rows.append(
            [
                r.game,
                str(r.players),
                str(r.games),
                f"{r.games_per_second:.1f}",
                f"{r.decisions_per_game:.0f}",
                f"{r.legal_us:.1f}",
                f"{r.apply_us:.1f}",
            ]
        )
    print(table(rows))
    return 0
