"""Render any scene to a PNG for visual review (headless).

    python -m game.screenshot --scene title --out title.png
    python -m game.screenshot --scene game --game ttr-europe --seed 7 --moves 20 --out g.png
    python -m game.screenshot --scene results --import tests.ui.toy_screen --game toy --out r.png
    python -m game.screenshot --scene game --game railroad-ink --option expansion=lava --out l.png

Scenes: title, setup, game, results, rules, settings, code (and board, handoff, kiosk,
loading: a finished game's save code half replayed behind the loading panel).
For ``game``, ``results`` and ``board`` (the final board opened from the results) the
game is set up with the seed and K random legal decisions are played first
(``results`` and ``board`` play to the end unless ``--moves`` is given). ``--import``
loads modules that register more games or screens.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import sys

from game.testing import Harness
from rules.ai.agent import RandomAgent, decide
from rules.core.config import GameConfig
from rules.core.errors import RulesError
from rules.core.record import Match, Step
from rules.core.savecode import encode_match

SCENES = ("title", "setup", "game", "results", "board", "rules", "settings", "code", "handoff",
          "kiosk", "loading")


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game.screenshot",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--scene", choices=SCENES, required=True)
    parser.add_argument("--game", default="")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=None)
    parser.add_argument("--players", type=int, default=0)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--colour-blind", action="store_true")
    parser.add_argument("--option", dest="options", action="append", default=[],
                        metavar="NAME=VALUE", help="a variant option (repeatable)")
    parser.add_argument("--import", dest="imports", action="append", default=[])
    parser.add_argument("--out", required=True)
    return parser.parse_args(argv)


def played_match(game_id: str, seed: int, moves: int | None, players: int, humans: int,
                 options: dict[str, str] | None = None) -> tuple[Match, list[Step]]:
    """A match after ``moves`` random decisions (None: to the end), with their steps."""
    from rules.core.registry import get_game

    game = get_game(game_id)
    count = players or max(game.min_players, min(3, game.max_players))
    controllers = ["human"] * humans + ["normal"] * (count - humans)
    names = ["Ada", "Brunel", "Casey", "Dora", "Ellis", "Fenna"][:count]
    match = Match(GameConfig.make(game_id, controllers, options, names=names), seed)
    agent = RandomAgent(seed)
    steps: list[Step] = []
    while not match.is_over() and (moves is None or len(steps) < moves):
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        action = decide(agent, match.game.observe(match.state, player), legal)
        steps.append(match.play_step(player, legal.index(action)))
    return match, steps


def first_available() -> str:
    from game import catalog

    ready = [item.id for item in catalog.entries() if item.available]
    if not ready:
        raise SystemExit("no game has rules and a screen yet: pass --import and --game")
    return ready[0]


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    harness = stage(args)
    harness.save_png(args.out)
    print(f"wrote {args.out} ({args.scene})")
    return 0


def stage(args: argparse.Namespace) -> Harness:
    """The app headless with the scene of ``args`` on top, its animations settled."""
    for module in args.imports:
        importlib.import_module(module)
    harness = Harness(["--lang", args.lang], strict=True)
    app = harness.services
    app.settings.colour_blind = args.colour_blind
    from game import catalog
    from game.scenes import board, code, handoff, kiosk, play, results, rules, settings, setup
    from game.settings import SeatLook

    game_id = args.game
    if game_id and catalog.entry(game_id).rules is None:
        known = ", ".join(item.id for item in catalog.entries() if item.rules is not None)
        raise SystemExit(f"unknown game {game_id!r} (known: {known})")
    if args.scene in ("setup", "game", "results", "board", "loading") and not game_id:
        game_id = first_available()
    if args.scene in ("game", "results", "board", "loading") and \
            not catalog.entry(game_id).available:
        raise SystemExit(f"{game_id} cannot be shown in play yet: it needs registered rules "
                         f"and a screen (--import a module that registers them)")
    if args.scene == "setup":
        app.stack.push(setup.SetupScene(app, game_id))
    elif args.scene == "rules":
        app.stack.push(rules.RulesScene(app, game_id or "ttr-europe"))
    elif args.scene == "settings":
        app.stack.push(settings.SettingsScene(app))
    elif args.scene == "code":
        scene = code.CodeScene(app, "1A2B3-C4D5E-F6G7H")
        app.stack.push(scene)
        scene.load()  # shows how a damaged code is reported
    elif args.scene == "handoff":
        app.stack.push(handoff.HandoffScene(app, "Ada", 1, lambda: None, on_leave=lambda: None))
    elif args.scene == "kiosk":
        app.stack.reset(kiosk.KioskScene(app, seed=args.seed))  # the same attract game
    elif args.scene in ("game", "results", "board", "loading"):
        moves = args.moves if args.moves is not None or args.scene != "game" else 12
        options = dict(item.split("=", 1) for item in args.options if "=" in item)
        try:
            match, steps = played_match(game_id, args.seed, moves, args.players, humans=1,
                                        options=options)
        except RulesError as error:  # a player count or option the game does not have
            raise SystemExit(f"cannot set up {game_id}: {error}") from None
        looks = [SeatLook(match.config.player_name(i), i) for i in range(match.config.num_players)]
        if args.scene == "loading":
            stage_loading(harness, encode_match(match))
            return harness
        if args.scene == "game":
            scene = play.PlayScene(app, match, looks, history=steps)
            app.stack.push(scene)
            scene.refresh()
        else:  # the results of the table as it ended, with its final board
            finished = play.PlayScene(app, match, looks, history=steps)
            finished.enter()
            app.stack.push(results.ResultsScene(app, match, looks, board=finished))
            if args.scene == "board":
                app.stack.push(board.FinalBoardScene(app, finished))
    harness.frames(45)  # let animations settle
    return harness


def stage_loading(harness: Harness, code: str) -> None:
    """The code scene with ``code`` being loaded, stopped half-way through the replay."""
    from game.scenes.code import CodeScene
    from game.scenes.loading import LOAD_BUDGET, LoadingScene, open_replayed
    from rules.core.savecode import loading

    app = harness.services
    scene = CodeScene(app, code)
    app.stack.push(scene)
    harness.frames(30)  # the code scene faded in, as the player saw it
    ticks = itertools.count()
    # a stand-in clock on which every decision uses a whole slice: one per advance()
    job = open_replayed(app, loading(code), scene.loaded, scene.failed,
                        clock=lambda: next(ticks) * LOAD_BUDGET)
    if not isinstance(app.stack.top, LoadingScene):
        raise SystemExit("that game replays in one slice: nothing to show (try more --moves)")
    while job.done < job.total // 2:
        job.advance()


if __name__ == "__main__":
    sys.exit(main())
