"""Payment options against a plain enumeration of every way to pay."""

from __future__ import annotations

import pytest

from rules.core.rng import Rng
from rules.ttr.cards import can_afford, payment_options
from rules.ttr.mapdata import GREY, LOCOMOTIVE


def every_payment(
    hand: list[int], length: int, colour: int, min_locos: int
) -> set[tuple[int, int]]:
    """All (colour, locomotives) pays: one colour of cards plus locomotives (wild)."""
    found: set[tuple[int, int]] = set()
    colours = range(8) if colour == GREY else [colour] if colour != LOCOMOTIVE else []
    for c in colours:
        for locos in range(min_locos, length):
            if hand[LOCOMOTIVE] >= locos and hand[c] >= length - locos:
                found.add((c, locos))
    if hand[LOCOMOTIVE] >= length:
        found.add((LOCOMOTIVE, length))
    return found


@pytest.mark.parametrize("seed", range(200))
def test_payment_options_are_complete_distinct_and_sorted(seed: int) -> None:
    rng = Rng.from_seed(seed)
    hand = [rng.randbelow(5) for _ in range(9)]
    length = rng.choice([1, 2, 3, 4, 6, 8])
    colour = rng.choice([GREY, GREY, *range(8)])
    min_locos = rng.randbelow(3) if colour == GREY else 0
    min_locos = min(min_locos, length)
    options = payment_options(hand, length, colour, min_locos)
    assert set(options) == every_payment(hand, length, colour, min_locos)
    assert options == sorted(options) and len(set(options)) == len(options)
    assert can_afford(hand, length, colour, min_locos) == bool(options)
