"""Where Great Western Trail agents' points come from: seeded games, per score-pad category.

``python -m rules.ai.gwt.categories --agents hard,normal --games 20 --seed 14
--iterations 160`` plays the arena's games (the same deals and seat rotations as
``python -m rules.ai.arena`` with that seed, so its games are the first games of an arena
run) and prints, per agent, the mean points of each of the 11 score-pad categories, how
often it delivered, the mean value of the cities it delivered to, how often it
delivered to Kansas City (-6 VP) and the mean city value of its first, second, ...
delivery (how far the herd reaches as the game goes on). With two agents it also prints
the mean score difference with its standard error over the games (each deal is played
with the seats swapped, so the comparison is paired).

A measuring tool for tuning the agents (README, "Great Western Trail AI"); the agents
never use it.
"""

from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass, field

from rules.ai.agent import decide, make_agent
from rules.ai.arena import ArenaSpec, configure, game_plan, seat_agents
from rules.core.config import GameConfig
from rules.core.errors import RulesError
from rules.core.record import Match
from rules.gwt.data import Data, load

GAME = "gwt"


@dataclass
class SeatResult:
    """One agent's sheet in one game."""

    agent: str
    categories: list[int]
    cities: list[int] = field(default_factory=list)  # value of each city delivered to

    @property
    def total(self) -> int:
        return sum(self.categories)


def play(spec: ArenaSpec, index: int, data: Data) -> list[SeatResult]:
    """Game ``index`` of the arena run ``spec``: every seat's categories and deliveries."""
    seed, seats = game_plan(spec, index)
    match = Match(GameConfig.make(GAME, ["random"] * spec.players), seed)
    agents = [configure(make_agent(GAME, name, seed * 7 + seat), spec)
              for seat, name in enumerate(seats)]
    value_of = {city.id: city.value for city in data.cities}
    results = [SeatResult(name, []) for name in seats]
    while not match.is_over():
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        observation = match.game.observe(match.state, player)
        action = decide(agents[player], observation, legal) if len(legal) > 1 else legal[0]
        for event in match.play(player, action):
            if event.kind == "deliver" and event.player is not None:
                results[event.player].cities.append(value_of[event.details["city"]])
    sheet = match.game.score_sheet(match.state)
    for seat, result in enumerate(results):
        result.categories = list(sheet.points[seat])
    return results


def by_delivery(rows: list[SeatResult]) -> list[tuple[float, int]]:
    """(mean city value, how many seats made it) of each seat's first, second, ...
    delivery."""
    out = []
    for k in range(max((len(r.cities) for r in rows), default=0)):
        values = [r.cities[k] for r in rows if len(r.cities) > k]
        out.append((sum(values) / len(values), len(values)))
    return out


def summary(games: list[list[SeatResult]], data: Data) -> str:
    """Mean categories per agent, deliveries, and the paired difference of two agents."""
    names = list(dict.fromkeys(r.agent for game in games for r in game))
    lines = [f"{len(games)} games"]
    for name in names:
        rows = [r for game in games for r in game if r.agent == name]
        means = [sum(r.categories[k] for r in rows) / len(rows)
                 for k in range(len(data.scoring_categories))]
        cities = [v for r in rows for v in r.cities]
        lines.append(f"{name}: total {sum(means):.1f}")
        lines.append("  " + ", ".join(f"{category} {mean:.1f}" for category, mean
                                      in zip(data.scoring_categories, means, strict=True)))
        lines.append(
            f"  deliveries {len(cities) / len(rows):.1f} per game, mean city value "
            f"{sum(cities) / max(1, len(cities)):.1f}, to Kansas City "
            f"{cities.count(0) / len(rows):.1f} per game")
        lines.append("  city value by delivery: " + ", ".join(
            f"{mean:.1f} ({count})" for mean, count in by_delivery(rows)))
    if len(names) == 2:
        first, second = names
        diffs = []
        for game in games:
            mine = [r.total for r in game if r.agent == first]
            theirs = [r.total for r in game if r.agent == second]
            if mine and theirs:
                diffs.append(sum(mine) / len(mine) - sum(theirs) / len(theirs))
        if diffs:
            mean = sum(diffs) / len(diffs)
            spread = (math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
                                / len(diffs)) if len(diffs) > 1 else 0.0)
            lines.append(f"{first} - {second}: {mean:+.1f} points a game "
                         f"(standard error {spread:.1f}, {len(diffs)} games)")
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rules.ai.gwt.categories",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--agents", required=True, help="comma-separated, one per seat")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, help="search budget per move (reproducible)")
    parser.add_argument("--quiet", action="store_true", help="no per-game progress")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if not 2 <= args.players <= 4:
            raise RulesError("Great Western Trail is played by 2-4")
        if args.games < 1:
            raise RulesError("--games must be at least 1")
        agents = tuple(a.strip() for a in args.agents.split(",") if a.strip())
        spec = ArenaSpec(GAME, args.players, seat_agents(agents, args.players), args.games,
                         args.seed, args.iterations)
        for name in set(spec.agents):
            make_agent(GAME, name, 0)  # fail early on an unknown name
    except RulesError as error:  # ConfigError is one
        print(f"error: {error}", file=sys.stderr)
        return 2
    data = load()
    games = []
    for index in range(args.games):
        game = play(spec, index, data)
        games.append(game)
        if not args.quiet:
            print(f"game {index + 1}/{args.games}: "
                  + ", ".join(f"{r.agent} {r.total}" for r in game), flush=True)
    print(summary(games, data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
