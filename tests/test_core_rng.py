"""The PRNG is part of the save format: its output is pinned here forever."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.core.rng import Rng


def test_matches_the_pcg32_reference_sequence() -> None:
    # The reference implementation's demo (pcg32-demo, seed 42, sequence 54) prints
    # these six numbers first; matching them proves the generator is PCG32 exactly.
    rng = Rng.from_seed(42, stream=54)
    assert [rng.next_u32() for _ in range(6)] == [
        0xA15C02B7,
        0x7B47F409,
        0xBA1D3330,
        0x83D2F293,
        0xBFA4784B,
        0xCBED606E,
    ]


def test_default_stream_golden_values() -> None:
    # Pinned on CPython 3.11; the wasm suite re-checks them under Pyodide (3.14).
    rng = Rng.from_seed(1)
    assert [rng.next_u32() for _ in range(4)] == GOLDEN_U32_SEED_1
    rng = Rng.from_seed(2**64 - 1)
    assert rng.next_u64() == GOLDEN_U64_MAX_SEED


def test_shuffle_golden() -> None:
    rng = Rng.from_seed(2026)
    items = list(range(20))
    rng.shuffle(items)
    assert items == GOLDEN_SHUFFLE_2026
    assert rng.randbelow(1000) == GOLDEN_AFTER_SHUFFLE
    assert rng.randint(1, 6) == GOLDEN_DIE
    assert rng.choice("abcdefgh") == GOLDEN_CHOICE
    assert rng.randbelow(10**30) == GOLDEN_WIDE


GOLDEN_U32_SEED_1 = [2258196574, 2312534335, 1313957187, 2269056525]
GOLDEN_U64_MAX_SEED = 14257982015608161381
GOLDEN_SHUFFLE_2026 = [8, 9, 3, 11, 5, 19, 16, 13, 17, 1, 4, 7, 6, 18, 2, 15, 10, 12, 14, 0]
GOLDEN_AFTER_SHUFFLE = 112
GOLDEN_DIE = 5
GOLDEN_CHOICE = "d"
GOLDEN_WIDE = 365630881333572547631212156802


def test_copy_is_independent() -> None:
    rng = Rng.from_seed(7)
    twin = rng.copy()
    assert twin == rng
    first = rng.next_u32()
    assert twin != rng
    assert twin.next_u32() == first


def test_fork_gives_a_different_stream() -> None:
    rng = Rng.from_seed(7)
    child = rng.fork()
    assert [child.next_u32() for _ in range(3)] != [rng.next_u32() for _ in range(3)]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=2**40))
def test_randbelow_stays_in_range(seed: int, bound: int) -> None:
    rng = Rng.from_seed(seed)
    for _ in range(5):
        assert 0 <= rng.randbelow(bound) < bound


def test_randbelow_is_roughly_uniform() -> None:
    rng = Rng.from_seed(99)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.randbelow(6)] += 1
    assert all(9_400 < c < 10_600 for c in counts), counts


def test_shuffle_is_a_permutation_and_every_order_appears() -> None:
    rng = Rng.from_seed(5)
    seen = set()
    for _ in range(600):
        items = [1, 2, 3]
        rng.shuffle(items)
        assert sorted(items) == [1, 2, 3]
        seen.add(tuple(items))
    assert len(seen) == 6


@pytest.mark.parametrize("bad", [0, -3])
def test_bad_bounds_are_refused(bad: int) -> None:
    with pytest.raises(ValueError):
        Rng.from_seed(1).randbelow(bad)
    with pytest.raises(ValueError):
        Rng.from_seed(1).choice([])
    with pytest.raises(ValueError):
        Rng.from_seed(1).randint(5, 4)
