"""rules.core.memo: every cache can be forgotten at once, and forgetting changes no result."""

import gc

from rules.core import memo
from rules.railroad_ink.actions import PLACE_TABLES
from rules.railroad_ink.game import RAILROAD_INK
from rules.railroad_ink.tiles import LEGAL
from tests.railroad_ink.helpers import new_state


def test_forget_all_empties_memos_and_plain_caches() -> None:
    squares = memo.Memo(lambda key: key * key, limit=8)
    seen: memo.Cache[str, int] = memo.Cache()
    assert squares[3] == 9
    seen["a"] = 1
    memo.forget_all()
    assert len(squares) == 0 and len(seen) == 0
    assert all(len(cache) == 0 for cache in memo._ALIVE.values())
    assert squares[4] == 16  # it computes again


def test_a_memo_forgets_everything_past_its_limit() -> None:
    squares = memo.Memo(lambda key: key * key, limit=3)
    for key in range(3):
        squares[key]
    assert len(squares) == 3
    squares[10]
    assert dict(squares) == {10: 100}


def test_a_dead_cache_is_not_kept_alive() -> None:
    before = len(memo._ALIVE)
    extra: list[memo.Cache[int, int]] = [memo.Cache() for _ in range(5)]
    assert len(memo._ALIVE) == before + 5
    del extra
    gc.collect()
    assert len(memo._ALIVE) == before


def test_forgetting_changes_no_railroad_ink_placement() -> None:
    state = new_state(seed=3)
    first = [str(action) for action in RAILROAD_INK.legal_actions(state, 0)]
    assert len(first) > 10 and len(PLACE_TABLES) > 0 and len(LEGAL) > 0
    memo.forget_all()
    assert len(PLACE_TABLES) == 0 and len(LEGAL) == 0
    assert [str(action) for action in RAILROAD_INK.legal_actions(state, 0)] == first
