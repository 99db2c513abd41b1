"""The random-play soak: seeded random games with every invariant checked after every
action (see invariants.py for the per-game part).

After each action: the inventory equals the one after setup (nothing created or lost),
running scores equal a recount, the acting player's random viewer's observation is
unchanged by changing what that player may not see, and a clone made before the action
and given the same action is equal to the original afterwards: the same events and
the same state, field by field (generator included; only caches derived from other
fields are left out). At random points (about one action in ``CODE_EVERY``) and at
the end, the save code of the game so far loads to an equal state and score sheet.

Seeds make every game reproducible: seed ``s`` of a game id always plays the same
game, and a failure names game id, table, seed and action. :func:`run_soak` plays a
seed range of several game ids, in worker processes if asked (test tooling only: the
rules core never starts a process). From the command line::

    python -m tests.reliability.soak --games 10000 --jobs 2            # every game id
    python -m tests.reliability.soak gwt --first 4200 --games 1        # one seed again
"""

from __future__ import annotations

import functools
import itertools
import signal
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from rules.core.config import GameConfig
from rules.core.game import Game, State
from rules.core.record import Match
from rules.core.registry import all_games, get_game
from rules.core.rng import Rng
from rules.core.savecode import encode_match, load
from tests.reliability.invariants import CHECKS, GENERIC, ink_drawn_cells, ink_drawn_kept

#: About one save-code replay per this many actions (and one at the end).
CODE_EVERY = 600
#: Caches a state keeps of values derived from its other fields (a clone or a loaded
#: game may not have filled them yet); every other field must be equal.
DERIVED = frozenset({"route_index", "station_index", "legal_cache"})
#: Seeds per task handed to a worker process.
CHUNK = 25


class SoakFailure(AssertionError):
    """An invariant broke or the engine raised: the message names game, seed and action."""


def soak_cases(game: Game) -> list[tuple[int, dict[str, str]]]:
    """Every player count with every combination of the options' choices (the first
    player aside; a default choice is left out of the options given), the count
    changing fastest. Seed ``s`` plays case ``s % len(cases)``."""
    counts = range(game.min_players, game.max_players + 1)
    specs = [spec for spec in game.options if spec.name != "first_player"]
    variants = [
        {spec.name: choice for spec, choice in zip(specs, choices, strict=True)
         if choice != spec.default}
        for choices in itertools.product(*(spec.choices for spec in specs))
    ]
    return [(players, options) for options in variants for players in counts]


# ----- equality of whole states -------------------------------------------------------------


@functools.cache
def _slots(kind: type) -> tuple[str, ...]:
    return tuple(n for cls in kind.__mro__ for n in getattr(cls, "__slots__", ()))


def _fields(value: object) -> list[tuple[str, object]]:
    names = set(_slots(type(value))).union(getattr(value, "__dict__", ())) - DERIVED
    return [(n, getattr(value, n)) for n in sorted(names)]


def _same(a: object, b: object) -> bool:
    if a == b:  # ints, tuples, lists of ints, frozen dataclasses, generators: C-speed
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(map(_same, a, b))  # type: ignore[arg-type]
    fields_a = _fields(a)
    return bool(fields_a) and all(
        _same(x, y) for (_, x), (_, y) in zip(fields_a, _fields(b), strict=True))


def state_difference(a: State, b: State) -> str | None:
    """The first field in which two states differ (None: equal everywhere)."""
    fields_a, fields_b = _fields(a), _fields(b)
    if fields_a == fields_b:  # one comparison in C when every field compares by value
        return None
    for (name, x), (_, y) in zip(fields_a, fields_b, strict=True):
        if not _same(x, y):
            return name
    return None


# ----- one game -----------------------------------------------------------------------------


class Place:
    """Where a soak game is (table, seed, action), written out only for a failure."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.steps = 0
        self.action: object = None
        self.end = False

    def __str__(self) -> str:
        if self.end:
            return f"{self.where}, end"
        if self.action is None:
            return f"{self.where}, setup"
        return f"{self.where}, action {self.steps} ({self.action})"


def soak_game(game_id: str, seed: int) -> int:
    """One seeded random game with every check after every action; its decision count.

    Raises :class:`SoakFailure` naming game, table, seed and action.
    """
    game = get_game(game_id)
    cases = soak_cases(game)
    players, options = cases[seed % len(cases)]
    at = Place(f"{game_id} {players}p {options} seed {seed}")
    try:
        return _soak(game, players, options, seed, at)
    except SoakFailure:
        raise
    except Exception as error:  # the engine itself raised
        last = traceback.extract_tb(error.__traceback__)[-1]
        raise SoakFailure(f"{type(error).__name__}: {error} ({last.filename}:{last.lineno}) "
                          f"at {at}") from error


def _soak(game: Game, players: int, options: dict[str, str], seed: int, at: Place) -> int:
    checks = CHECKS.get(game.id, GENERIC)
    match = Match(GameConfig.make(game.id, ["random"] * players, options), seed)
    state = match.state
    rng = Rng.from_seed(seed, stream=21)
    start = checks.inventory(game, state)
    watch_drawn = game.id == "railroad-ink"
    drawn = ink_drawn_cells(state) if watch_drawn else []
    while not match.is_over():
        acting = match.to_act()
        player = rng.choice(acting)
        legal = match.legal_actions(player)
        action = legal[rng.randbelow(len(legal))]
        twin = game.clone(state)
        at.steps += 1
        at.action = action
        events = match.play(player, action)
        _check(game.apply(twin, player, action) == events, "clone: other events", at)
        differs = state_difference(twin, state)
        _check(differs is None, "clone differs in", at, differs)
        inventory = checks.inventory(game, state)
        start = inventory if start is None else start
        _check(inventory in (start, None), "something created or lost", at)
        if checks.running_scores is not None:
            checks.running_scores(game, state)
        viewer = rng.randbelow(players)
        seen = game.observe(state, viewer)
        for other in checks.hidden_twins(game, state, viewer, rng):
            _check(game.observe(other, viewer) == seen, "an observation shows hidden items",
                   at, f"player {viewer + 1}")
        if watch_drawn:
            now = ink_drawn_cells(state)
            _check(ink_drawn_kept(drawn, now, player, action), "a drawn space became empty", at)
            drawn = now
        if rng.randbelow(CODE_EVERY) == 0:
            check_code(game, match, at)
        _check(at.steps < 100_000, "the game does not end", at)
    at.end = True
    check_code(game, match, at)
    sheet = game.score_sheet(state)
    _check(sheet.final and len(sheet.points) == players, "no final score sheet", at)
    return at.steps


def _check(ok: bool, what: str, at: Place, detail: object = "") -> None:
    if not ok:
        raise SoakFailure(f"{what} {detail} at {at}".replace("  ", " "))


def check_code(game: Game, match: Match, at: Place) -> None:
    """The save code of the game so far loads to an equal state and score sheet."""
    again = load(encode_match(match))
    differs = state_difference(again.state, match.state)
    _check(differs is None, "the save code loads a game that differs in", at, differs)
    _check(game.score_sheet(again.state) == game.score_sheet(match.state),
           "the save code loads another score sheet", at)


# ----- many games, in worker processes if asked ---------------------------------------------


@dataclass
class Tally:
    """What a run of one game id did: games, decisions, CPU seconds, failures, and
    which seeds (ranges ``first, stop``)."""

    games: int = 0
    decisions: int = 0
    cpu: float = 0.0
    failures: list[str] = field(default_factory=list)
    seeds: list[tuple[int, int]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.decisions += other.decisions
        self.cpu += other.cpu
        self.failures += other.failures
        self.seeds += other.seeds

    def seed_ranges(self) -> str:
        """The seeds played, as merged ranges ("0-4999, 5025-5049")."""
        merged: list[list[int]] = []
        for first, stop in sorted(self.seeds):
            if merged and merged[-1][1] == first:
                merged[-1][1] = stop
            else:
                merged.append([first, stop])
        return ", ".join(f"{a}-{b - 1}" for a, b in merged) or "none"


def soak_seeds(task: tuple[str, int, int]) -> tuple[str, Tally]:
    """Seeds ``first`` to ``stop - 1`` of one game id; failures are kept, not raised."""
    game_id, first, stop = task
    tally = Tally()
    began = time.process_time()
    for seed in range(first, stop):
        try:
            tally.decisions += soak_game(game_id, seed)
        except SoakFailure as failure:
            tally.failures.append(str(failure))
        tally.games += 1
    tally.cpu = time.process_time() - began
    tally.seeds.append((first, stop))
    return game_id, tally


def tasks(game_ids: list[str], first: int, games: int) -> list[tuple[str, int, int]]:
    """Seed ranges of ``CHUNK``, the game ids taken in turn (a run stopped early has
    played about as many games of each)."""
    ranges = [(start, min(start + CHUNK, first + games)) for start in range(first, first + games,
                                                                            CHUNK)]
    return [(game_id, a, b) for a, b in ranges for game_id in game_ids]


Progress = Callable[[Tally, dict[str, Tally]], None]


def run_soak(game_ids: list[str], games: int, first: int = 0, jobs: int = 1,
             progress: Progress | None = None) -> dict[str, Tally]:
    """Seeds ``first`` … ``first + games - 1`` of each game id, on ``jobs`` processes;
    ``progress`` hears of every finished range of seeds."""
    totals = {game_id: Tally() for game_id in game_ids}
    work = tasks(game_ids, first, games)
    if jobs <= 1:
        _collect(map(soak_seeds, work), totals, progress)
        return totals
    import multiprocessing  # test tooling only; never in the browser

    # The platform's default start method (fork on Linux: workers inherit games
    # registered at run time, such as the tests' toy game).
    with multiprocessing.Pool(jobs, initializer=_worker_signals) as pool:
        _collect(pool.imap_unordered(soak_seeds, work), totals, progress)
    return totals


def _collect(results: Iterator[tuple[str, Tally]], totals: dict[str, Tally],
             progress: Progress | None) -> None:
    for game_id, tally in results:
        totals[game_id].add(tally)
        if progress:
            progress(tally, totals)


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _worker_signals() -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # the pool ends its workers with SIGTERM
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the main process decides


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tests.reliability.soak",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("game_ids", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--games", type=int, default=30, help="seeds per game id")
    parser.add_argument("--first", type=int, default=0, help="first seed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)
    game_ids = args.game_ids or [game.id for game in all_games()]
    began = time.monotonic()
    seen: dict[str, Tally] = {}
    shown = [began]  # when the last line was printed

    def report(chunk: Tally, totals: dict[str, Tally]) -> None:
        seen.update(totals)
        for failure in chunk.failures:
            print(f"FAILED {failure}", flush=True)
        failures = sum(len(t.failures) for t in totals.values())
        if time.monotonic() - shown[0] >= 60:  # a line a minute
            shown[0] = time.monotonic()
            done = ", ".join(f"{g} {t.games}" for g, t in totals.items())
            print(f"[{shown[0] - began:6.0f} s] games so far: {done}; failures {failures}",
                  flush=True)

    signal.signal(signal.SIGTERM, _stop)  # `kill PID` stops a long run with its summary
    try:
        totals = run_soak(game_ids, args.games, args.first, args.jobs, report)
        status = "finished"
    except KeyboardInterrupt:  # stopped early: say what did run
        totals = seen
        status = "STOPPED EARLY"
    print(f"{status}: seeds {args.first}..{args.first + args.games - 1} asked, "
          f"{args.jobs} job(s), wall {time.monotonic() - began:.0f} s")
    for game_id, tally in totals.items():
        per_game = 1000 * tally.cpu / max(1, tally.games)
        print(f"{game_id:14} {tally.games:6} games {tally.decisions:10} decisions "
              f"CPU {tally.cpu:8.1f} s ({per_game:.0f} ms/game) failures {len(tally.failures)}"
              f"; seeds {tally.seed_ranges()}")
        for failure in tally.failures:
            print(f"  FAILED {failure}")
    failed = any(t.failures for t in totals.values())
    return 1 if failed or status != "finished" else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
