"""Kiosk soak: the attract loop plays AI-vs-AI games of every game headlessly, with no
exception and flat memory.

The default run plays ``DEFAULT_GAMES`` attract games (marked slow; CI runs it);
``RAILYARD_KIOSK_GAMES=200 python -m pytest tests/reliability/test_kiosk_soak.py -m slow -s``
plays the issue's 200. Peak RSS is taken after the first game, after each round of
every game (printed with ``-s``) and at the end. The target is on the growth from the
peak after two rounds (imports, fonts, each screen's art and the text caches are in
place by then; the rules' and the AIs' memos are emptied each time a game leaves) to
the end: under 10 %. The growth from the first game is printed too. The kiosk's own agents and
settings play (``normal`` for every seat); only the on-screen pacing is removed, and
the kiosk's generator is seeded so a run can be repeated.

What the soak found is kept by tests that fail fast (``test_kiosk_memory.py`` and the
cache budgets below): two Railroad Ink AI caches took 15 and 22 MiB at their limits, a
finished game's scene waited for a full collection that the searching AI put off for
several games, and the memos, each bounded, together filled for a hundred games. With
``-s`` the resident size now is printed next to the peak: the gap is what the last
game's busiest moment added.
"""

from __future__ import annotations

import os
import resource
import sys
from collections.abc import Callable
from typing import Any

import pytest

from game.scenes.kiosk import KioskScene
from game.testing import Harness

DEFAULT_GAMES = 15
RSS_GROWTH_LIMIT = 0.10
DT = 0.05  # seconds of game time per frame: results screens pass quickly


def kiosk_games() -> int:
    text = os.environ.get("RAILYARD_KIOSK_GAMES", "")
    try:
        return int(text) if text else DEFAULT_GAMES
    except ValueError:
        raise pytest.UsageError(f"RAILYARD_KIOSK_GAMES must be a number, not {text!r}") from None


def peak_rss_kib() -> int:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak  # bytes on macOS


def rss_now_kib() -> int | None:
    """The resident size now (Linux only; None elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def finished(kiosk: KioskScene) -> int:
    """Attract games played to their end (the kiosk starts the next one after each)."""
    return max(0, len(kiosk.games_shown) - 1)


@pytest.mark.ui
@pytest.mark.slow
def test_the_attract_loop_plays_every_game_with_flat_memory() -> None:
    harness = Harness(["--kiosk", "--lang", "en"], strict=True)
    harness.services.ai_pace = 0.0
    harness.services.attract_pace = 0.0
    kiosk = harness.services.stack.scenes[0]
    assert isinstance(kiosk, KioskScene)
    kiosk.rng.seed(1)
    shown_by_kiosk = kiosk.playable  # the test's toy game, registered when tests/ui is
    kiosk.playable = lambda: [g for g in shown_by_kiosk() if g != "toy"]  # collected, too
    games = kiosk.playable()
    assert len(games) >= 5, f"the kiosk shows only {games}"
    warm = 2 * len(games)
    target = max(kiosk_games(), warm + 1)
    peaks: dict[int, int] = {}  # games finished -> peak RSS (KiB) then
    harness.frame()
    frames = 1
    while finished(kiosk) < target:
        harness.frame(dt=DT)
        frames += 1
        done = finished(kiosk)
        if done and done not in peaks and (done == 1 or done % len(games) == 0):
            peaks[done] = peak_rss_kib()
            now = rss_now_kib()
            print(f"\n{done} games, peak RSS {peaks[done] / 1024:.1f} MiB"
                  + (f" (now {now / 1024:.1f})" if now else ""), flush=True)
        assert frames < 400_000, f"the attract loop is stuck at {harness.scene_name}"
        assert harness.app.errors == 0
    final = peak_rss_kib()
    first, baseline = peaks[1], peaks[warm]
    growth = (final - baseline) / baseline
    shown = kiosk.games_shown[:target]
    print(f"\nkiosk soak: {target} attract games ({', '.join(sorted(set(shown)))}), "
          f"{frames} frames; peak RSS {first / 1024:.1f} MiB after the first game "
          f"({100 * (final - first) / first:.1f} % growth from there), "
          f"{baseline / 1024:.1f} MiB after the first {warm}, "
          f"{final / 1024:.1f} MiB at the end: growth {100 * growth:.1f} %")
    assert set(shown) == set(games), "every game is shown"
    assert harness.app.errors == 0
    assert growth < RSS_GROWTH_LIMIT


#: What one cache may hold at its limit: half the growth the kiosk is allowed over the
#: ~100 MiB it has after warming up.
CACHE_BUDGET_MIB = 5.0


def test_the_railroad_ink_ai_cache_fits_the_kiosk_memory_budget() -> None:
    """Found by the 200-game kiosk soak (peak RSS +15.0 %): the Railroad Ink AI's
    longest-line cache kept up to 65,536 board groups, about 15 MiB."""
    from rules.ai.railroad_ink import evaluate
    from tests.playout import random_match

    cache = evaluate._LONGEST_CACHE
    saved = dict(cache)
    cache.clear()
    try:
        for seed in range(20):  # groups of mid-game boards, as the AI meets them
            for board in random_match("railroad-ink", 2, seed, moves=60).state.boards:
                for kind in evaluate._ROUTE_KINDS:
                    evaluate.longest_line(board.cells, kind)
        small = range(-5, 257)  # ints Python keeps once for all
        entry = sum(sys.getsizeof(key) + sum(sys.getsizeof(x) for x in key if x not in small)
                    for key in cache) / len(cache) + 100  # + the dict's slot and the value
    finally:
        cache.clear()
        cache.update(saved)
    at_limit = entry * evaluate._CACHE_LIMIT / 2**20
    assert at_limit <= CACHE_BUDGET_MIB, f"{at_limit:.1f} MiB at its limit"


def memo_mib_at_limit(memo: dict[Any, Any], fill: Callable[[], object], limit: int) -> float:
    """MiB a memo would hold at ``limit`` entries: ``fill()`` makes entries from an empty
    memo under tracemalloc (the memo's own contents are put back afterwards)."""
    import tracemalloc

    saved = dict(memo)
    memo.clear()
    tracemalloc.start()
    try:
        fill()
        entries = len(memo)
        used = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
        memo.clear()
        memo.update(saved)
    assert entries > 100, f"only {entries} entries made"
    return used / entries * limit / 2**20


def test_the_railroad_ink_rollout_memo_fits_the_kiosk_memory_budget() -> None:
    """Found by the second 200-game kiosk soak (peak RSS +28.4 %): the rollout policy's
    score memo kept up to 262,144 entries, about 22 MiB."""
    from rules.ai.railroad_ink import policy
    from rules.railroad_ink.tiles import V_SIDES

    def fill() -> None:
        for variant in range(len(V_SIDES)):
            for cell in range(49):
                for signature in range(0, 1 << 16, 4099):  # spread over the signatures
                    policy.local_score(variant, cell, signature)

    at_limit = memo_mib_at_limit(policy._LOCAL, fill, policy.LOCAL_LIMIT)
    assert at_limit <= CACHE_BUDGET_MIB, f"{at_limit:.1f} MiB at its limit"


def test_the_great_western_trail_objectives_memo_fits_the_kiosk_memory_budget() -> None:
    """Found by the 25 November kiosk trace: the GWT evaluation's objectives memo gains
    ~200 entries a game and was cleared only at 50,000 (about 18 MiB)."""
    import random

    from rules.ai.gwt import points

    rng = random.Random(1)
    cards = range(len(points.DATA.objectives))
    situations = [  # as points() builds them: counts on the player's board, cards held
        (tuple(rng.randrange(12) for _ in range(9)),
         tuple(sorted(rng.sample(cards, rng.randrange(1, 4)))),
         tuple(sorted(rng.sample(cards, rng.randrange(0, 3)))), rng.randrange(0, 6, 3))
        for _ in range(2000)
    ]

    def fill() -> None:
        for situation in situations:
            points.objectives(*situation)

    at_limit = memo_mib_at_limit(points._memo, fill, points.OBJECTIVES_LIMIT)
    assert at_limit <= CACHE_BUDGET_MIB, f"{at_limit:.1f} MiB at its limit"
