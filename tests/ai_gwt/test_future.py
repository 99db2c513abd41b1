"""The evaluation's deliveries still to come: constructed positions where the term must
prefer one herd, one engine position or one set of cities over another."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from rules.ai.gwt.evaluate import (
    DEFAULT,
    NORMAL,
    _hand_value,
    estimate,
    expected_hand,
    future_deliveries,
    remaining,
    visits_left,
)
from rules.ai.gwt.fastcopy import copy_state
from rules.gwt.data import load
from tests.ai_gwt import opening

DATA = load()
FALLBACK = -2.0


def card_of(value: int) -> int:
    """A cattle card of this breeding value."""
    return next(c for c in range(len(DATA.card_breed))
                if DATA.card_breed[c] >= 0 and DATA.card_value[c] == value)


def city(name: str) -> int:
    return next(i for i, c in enumerate(DATA.cities) if c.id == name)


def test_a_two_player_game_has_five_and_a_half_visits_each_in_all() -> None:
    """Eleven job-market rows, two columns, about two workers a visit: 5.5 visits a
    player in a whole game, the share of it left now."""
    state = opening()
    assert remaining(state) > 0.9
    assert visits_left(state) == pytest.approx(5.5 * remaining(state))
    state.over = True
    assert visits_left(state) == 0.0
    assert future_deliveries(state, 0, FALLBACK) == 0.0


def test_a_bought_breed_the_herd_lacks_raises_the_expected_hand() -> None:
    """The starting herd (Jersey 1, three breeds of 2) deals hands worth at most 7; a
    Texas Longhorn (5) in the discard pile raises the mean, a sixth Jersey lowers it."""
    state = opening()
    before = expected_hand(state, 0)
    assert 4.0 < before < 7.0
    longhorn = copy_state(state)
    longhorn.discard[0].append(card_of(5))
    jersey = copy_state(state)
    jersey.discard[0].append(card_of(1))
    assert expected_hand(longhorn, 0) > before + 1.0
    assert expected_hand(jersey, 0) < before


def test_removing_a_jersey_and_a_larger_hand_raise_the_expected_hand() -> None:
    state = opening()
    before = expected_hand(state, 0)
    culled = copy_state(state)
    pile = culled.deck[0] if card_of(1) in culled.deck[0] else culled.hand[0]
    pile.remove(card_of(1))
    assert expected_hand(culled, 0) > before
    larger = copy_state(state)
    larger.discs[0] |= 1 << DATA.disc("hand_1")
    assert expected_hand(larger, 0) > before


def test_a_stronger_herd_reaches_cities_worth_more() -> None:
    """With the starting herd no city of value 8 or more is in reach; with three strong
    breeds and six certificates the far cities and their links are, and the term (and
    so the estimate) prefers that herd."""
    state = opening()
    strong = copy_state(state)
    strong.discard[0].extend([card_of(5), card_of(5), card_of(4), card_of(4), card_of(3)])
    strong.cert[0] = len(DATA.certificate_track) - 1
    weak_future = future_deliveries(state, 0, FALLBACK)
    strong_future = future_deliveries(strong, 0, FALLBACK)
    assert strong_future > weak_future + 5.0
    gained = estimate(strong, 0, NORMAL) - estimate(state, 0, NORMAL)
    off = replace(NORMAL, future=0.0)
    without = estimate(strong, 0, off) - estimate(state, 0, off)
    assert gained - without == pytest.approx(NORMAL.future * (strong_future - weak_future))


def test_an_engine_farther_along_makes_far_deliveries_cheaper() -> None:
    state = opening()
    state.discard[0].extend([card_of(5), card_of(5), card_of(4), card_of(4), card_of(3)])
    state.cert[0] = len(DATA.certificate_track) - 1
    far = copy_state(state)
    far.engine[0] = DATA.track_space.index(17)
    assert future_deliveries(far, 0, FALLBACK) > future_deliveries(state, 0, FALLBACK)


def test_a_held_neighbour_makes_the_linked_city_worth_its_link() -> None:
    """One visit left: a disc on Albuquerque makes the delivery to El Paso complete the
    +6 VP link; a disc on Santa Fe does not: the term prefers Albuquerque."""
    state = opening()
    state.discard[0].extend([card_of(5), card_of(4), card_of(3)])
    state.cert[0] = len(DATA.certificate_track) - 1
    state.engine[0] = DATA.track_space.index(17)
    state.token_row = 10
    for column in range(DATA.columns):
        state.job[10 * DATA.columns + column] = -1
    assert int(visits_left(state) + 0.5) == 1
    albuquerque = copy_state(state)
    albuquerque.city_discs[city("albuquerque")].append(0)
    santa_fe = copy_state(state)
    santa_fe.city_discs[city("santa_fe")].append(0)
    assert (future_deliveries(albuquerque, 0, FALLBACK)
            >= future_deliveries(santa_fe, 0, FALLBACK) + 6.0)


def breed_value(breed: int) -> int:
    return next(DATA.card_value[c] for c in range(len(DATA.card_breed))
                if DATA.card_breed[c] == breed)


def brute_force_hand(counts: tuple[int, ...], limit: int, seen: int) -> float:
    """Every draw of ``limit + seen`` cards, the ``limit`` best distinct breeds kept."""
    cards = [b for b, k in enumerate(counts[:-1]) for _ in range(k)]
    cards += [-1] * (counts[-1] - len(cards))  # objective cards
    draws = list(itertools.combinations(cards, min(limit + seen, len(cards))))
    total = 0
    for draw in draws:
        values = sorted((breed_value(b) for b in set(draw) if b >= 0), reverse=True)
        total += sum(values[:limit])
    return total / len(draws)


@pytest.mark.parametrize("seen", [0, 2, 4])
def test_the_expected_hand_is_the_mean_over_every_draw(seen: int) -> None:
    """A random hand (``seen`` 0), or the best ``limit`` distinct breeds of ``seen``
    more cards: the memoized count equals the mean over every possible draw."""
    herd = (2, 1, 2, 0, 1, 0, 1, 0, 1)  # per breed, Jersey (1) first, Texas Longhorn (5) last
    assert len(herd) == max(DATA.card_breed) + 1
    counts = (*herd, sum(herd) + 2)  # and two objective cards
    assert _hand_value(counts, 3, seen) == pytest.approx(brute_force_hand(counts, 3, seen))


def test_hard_counts_the_hand_a_trip_lets_it_keep_and_normal_a_random_one() -> None:
    """Seeing cards beyond the hand limit and keeping the best breeds can only raise the
    hand; hard's weights count it (and value the hand-size discs more), normal's not."""
    state = opening()
    random_hand = expected_hand(state, 0)
    assert NORMAL.seen == 0 < DEFAULT.seen
    assert expected_hand(state, 0, seen=DEFAULT.seen) > random_hand + 0.5
    hand_1 = DATA.disc("hand_1")
    assert DEFAULT.unlocks[hand_1] > NORMAL.unlocks[hand_1]


def test_with_no_city_in_reach_each_visit_counts_the_fallback() -> None:
    """Every city a weak herd reaches already holds the player's disc: what is left is
    the fallback once per visit (never Kansas City's full -6 VP)."""
    state = opening()
    for name in ("topeka", "wichita", "colorado_springs", "santa_fe"):
        state.city_discs[city(name)].append(0)
    assert expected_hand(state, 0) < DATA.cities[city("albuquerque")].value
    visits = int(visits_left(state) + 0.5)
    assert future_deliveries(state, 0, FALLBACK) == pytest.approx(FALLBACK * visits)


def test_both_levels_count_the_deliveries_to_come() -> None:
    assert NORMAL.future > 0 and DEFAULT.future > 0
