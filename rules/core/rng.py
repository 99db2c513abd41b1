"""Deterministic pseudo-random numbers whose state lives inside the game state.

The generator is PCG32 (PCG-XSH-RR with 64-bit state, M. E. O'Neill, 2014): small,
fast in pure Python, fully specified, and identical on every Python version, which
the ``random`` module does not promise for ``shuffle``. Saved games replay from a
seed, so the exact sequence of numbers is part of the save format: golden-value
tests pin it.

>>> rng = Rng.from_seed(42, stream=54)
>>> hex(rng.next_u32())
'0xa15c02b7'
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_MULTIPLIER = 6364136223846793005
DEFAULT_STREAM = 0x5261696C79617264  # "Railyard" in ASCII


class Rng:
    """PCG32 generator with shuffle/choice/randint on top.

    ``state`` and ``inc`` are plain ints, so copying the generator is copying two
    numbers (see :meth:`copy`), and a game state that holds one clones cheaply.
    """

    __slots__ = ("inc", "state")

    def __init__(self, state: int, inc: int) -> None:
        self.state = state & _MASK64
        self.inc = (inc | 1) & _MASK64

    @classmethod
    def from_seed(cls, seed: int, stream: int = DEFAULT_STREAM) -> Rng:
        """Seed as the reference ``pcg32_srandom_r(initstate=seed, initseq=stream)``."""
        rng = cls(0, (stream << 1) | 1)
        rng.next_u32()
        rng.state = (rng.state + (seed & _MASK64)) & _MASK64
        rng.next_u32()
        return rng

    def copy(self) -> Rng:
        return Rng(self.state, self.inc)

    def getstate(self) -> tuple[int, int]:
        return (self.state, self.inc)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.getstate() == other.getstate()

    def __hash__(self) -> int:
        return hash(self.getstate())

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x}, inc={self.inc:#x})"

    def next_u32(self) -> int:
        old = self.state
        self.state = (old * _MULTIPLIER + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32

    def next_u64(self) -> int:
        return (self.next_u32() << 32) | self.next_u32()

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError(f"randbelow needs a positive bound, not {n}")
        if n > 1 << 32:
            # Build a wide number from 32-bit words and reject the biased top range.
            words = (n.bit_length() + 31) // 32
            span = 1 << (32 * words)
            limit = span - span % n
            while True:
                value = 0
                for _ in range(words):
                    value = (value << 32) | self.next_u32()
                if value < limit:
                    return value % n
        threshold = ((1 << 32) - n) % n
        # next_u32 written out (this is the hottest call of every engine and agent).
        inc = self.inc
        state = self.state
        while True:
            old = state
            state = (old * _MULTIPLIER + inc) & _MASK64
            xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
            rot = old >> 59
            r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32
            if r >= threshold:
                self.state = state
                return r % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]``, both ends included."""
        if high < low:
            raise ValueError(f"randint needs low <= high, got {low} > {high}")
        return low + self.randbelow(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice from an empty sequence")
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates, from the end)."""
        # randbelow(i + 1) for each i, with the generator step written out (the same
        # numbers, without a method call per card).
        inc = self.inc
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            threshold = ((1 << 32) - n) % n
            while True:
                old = state
                state = (old * _MULTIPLIER + inc) & _MASK64
                xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
                rot = old >> 59
                r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32
                if r >= threshold:
                    break
            j = r % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def fork(self) -> Rng:
        """A new independent generator seeded from this one (advances this one)."""
        return Rng.from_seed(self.next_u64(), stream=self.next_u64())
