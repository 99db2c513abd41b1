"""Command line: ``python -m rules list | play | replay | bench``.

Errors are one clear line on stderr and exit code 2; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, NoReturn

from rules.ai.agent import agent_names, decide, make_agent
from rules.ai.bench import SECTIONS, run_bench
from rules.cli_format import score_table, table
from rules.core import savecode
from rules.core.config import CONTROLLERS, GameConfig
from rules.core.errors import RulesError
from rules.core.record import Match
from rules.core.registry import all_games, get_game

DESCRIPTION = (
    "Railyard's rules core without a window: list the games, play AI-vs-AI games, "
    "replay save codes, measure speed."
)
SEED_LIMIT = 1 << 64  # save codes carry a 64-bit seed


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake on the command line is one line on stderr (exit 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message} (see {self.prog} --help)\n")


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number")
    return value


def seed_value(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"{text} is not a seed from 0 to 2**64-1")
    return value


def _parse_options(items: list[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name or not value:
            raise RulesError(f"--option takes name=value, not {item!r}")
        options[name.strip()] = value.strip()
    return options


def command_list(args: argparse.Namespace) -> int:
    games = all_games()
    if args.json:
        print(json.dumps([_game_info(game) for game in games], indent=2))
        return 0
    rows = [["game", "title", "players", "options"]]
    agents: dict[str, list[str]] = {}  # agent list -> the games that have it
    for game in games:
        info = _game_info(game)
        options = "; ".join(
            f"{o['name']}={'|'.join(o['choices'])} (default {o['default']})"
            for o in info["options"]
        )
        rows.append([game.id, game.title, f"{game.min_players}-{game.max_players}", options or "-"])
        agents.setdefault(", ".join(info["agents"]), []).append(game.id)
    print(table(rows, right_align_from=99))
    print("\nagents (--agents):")
    for names, game_ids in agents.items():
        print(f"  {', '.join(game_ids)}: {names}")
    return 0


def _game_info(game: Any) -> dict[str, Any]:
    return {
        "id": game.id,
        "title": game.title,
        "min_players": game.min_players,
        "max_players": game.max_players,
        "options": [
            {"name": o.name, "choices": list(o.choices), "default": o.default}
            for o in game.options
        ],
        "agents": agent_names(game.id),
    }


def play_match(
    game_id: str, agents: list[str], seed: int, options: dict[str, str]
) -> Match:
    """Play a whole game headless with the named agents, one per seat."""
    controllers = [name if name in CONTROLLERS else "random" for name in agents]
    match = Match(GameConfig.make(game_id, controllers, options), seed)
    players = [make_agent(game_id, name, seed + seat) for seat, name in enumerate(agents)]
    while not match.is_over():
        acting = match.to_act()
        if not acting:
            raise RulesError(f"{game_id}: no player to act before the end (engine bug)")
        player = acting[0]
        observation = match.game.observe(match.state, player)
        action = decide(players[player], observation, match.legal_actions(player))
        match.play(player, action)
    return match


def command_play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    # one agent with no --players plays the game's fewest seats (one seat of a two-player
    # game was refused before the options were even looked at)
    players = args.players or (len(agents) if len(agents) > 1 else game.min_players)
    if len(agents) == 1:
        agents *= players
    if len(agents) != players:
        raise RulesError(f"--players {players} needs {players} agents, got {len(agents)}")
    match = play_match(game.id, agents, args.seed, _parse_options(args.option))
    sheet = game.score_sheet(match.state)
    names = [f"{n + 1}:{agent}" for n, agent in enumerate(agents)]
    code = savecode.encode_match(match)
    if args.json:
        result = sheet.as_dict(names)
        result.update(
            game=game.id,
            seed=args.seed,
            options=dict(match.config.options),
            decisions=len(match.decisions),
            code=code,
        )
        print(json.dumps(result, indent=2))
    else:
        print(f"{game.title} - seed {args.seed}, {len(match.decisions)} decisions")
        if match.config.options:
            print("options: " + ", ".join(f"{k}={v}" for k, v in match.config.options))
        print(score_table(sheet, names))
        print(f"save code: {code}")
    return 0


def command_replay(args: argparse.Namespace) -> int:
    match = savecode.load(args.code)
    sheet = match.game.score_sheet(match.state)
    # Codes carry each seat's controller, not its name (see rules/core/savecode.py).
    names = [f"{n + 1}:{seat.controller}" for n, seat in enumerate(match.config.seats)]
    if args.json:
        result = sheet.as_dict(names)
        result.update(
            game=match.game.id,
            seed=match.seed,
            options=dict(match.config.options),
            decisions=len(match.decisions),
            over=match.is_over(),
        )
        print(json.dumps(result, indent=2))
        return 0
    if match.is_over():
        status = f"finished after {len(match.decisions)} decisions"
    elif match.decisions:
        status = f"in progress after {len(match.decisions)} decisions"
    else:
        status = "not started (a challenge code, or a game saved before the first move)"
    print(f"{match.game.title} - {status}")
    print(f"seed {match.seed}" + "".join(f", {k}={v}" for k, v in match.config.options))
    print(score_table(sheet, names))
    return 0


def command_bench(args: argparse.Namespace) -> int:
    return run_bench(args)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="python -m rules", description=DESCRIPTION)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("list", help="games, player counts, options and agents")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(run=command_list)

    p = sub.add_parser(
        "play",
        help="play a full game headless and print the score sheet and its save code",
        description="Play a whole game with AI agents and print the score sheet and the "
        "game's save code. Example: python -m rules play --game ttr-europe --players 4 "
        "--agents random,random,easy,normal --seed 7",
    )
    p.add_argument("--game", required=True, metavar="ID", help="game id (see: list)")
    p.add_argument("--players", type=positive_int, default=0, metavar="N",
                   help="number of players (default: one per agent; with one agent "
                        "the game's fewest)")
    p.add_argument("--agents", default="random", metavar="A,B,...",
                   help="agent per seat, comma-separated; one name plays every seat "
                        "(default: random; see: list)")
    p.add_argument("--seed", type=seed_value, default=1,
                   help="0 to 2**64-1; the same seed plays the same game (default: 1)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a variant option (repeatable; see: list)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(run=command_play)

    p = sub.add_parser(
        "replay",
        help="replay a save or challenge code and print its score sheet",
        description="Replay a save or challenge code (or a link with #code=...) and print "
        "the final or current score sheet. A damaged code is reported and exits with 2.",
    )
    p.add_argument("code", metavar="CODE", help="the code; dashes, spaces and case are ignored")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(run=command_replay)

    p = sub.add_parser(
        "bench",
        help="engine, scoring, save-code and AI benchmarks",
        description="Measure the rules core: engine games per second, scoring time, "
        "save-code size, AI think time; each figure next to its target.",
    )
    p.add_argument("--game", action="append", default=[], metavar="ID",
                   help="only this game (repeatable)")
    p.add_argument("--section", action="append", choices=SECTIONS,
                   help="only this part (repeatable)")
    p.add_argument("--seconds", type=float, default=2.0, help="engine: time per case")
    p.add_argument("--games", type=int, default=10, help="scoring/codes: games per case")
    p.add_argument("--moves", type=int, default=5, help="ai: decisions timed per agent")
    p.add_argument("--seed", type=seed_value, default=1, help="seed of the first game")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--wasm", action="store_true",
                   help="also run the engine section in Pyodide (Node.js) and show the ratio")
    p.set_defaults(run=command_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.run(args)
        sys.stdout.flush()  # a closed pipe shows up here, inside the handler below
        return code
    except RulesError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (``... | head``): stop quietly, as other tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
