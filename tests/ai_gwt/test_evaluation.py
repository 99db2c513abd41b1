"""The evaluation's fast score sheet agrees with the rules' score pad."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rules.ai.gwt.fastcopy import COPIED, copy_state
from rules.ai.gwt.points import points
from rules.gwt.data import load
from rules.gwt.rules import GWT
from rules.gwt.scoring import player_scores
from rules.gwt.state import FIELDS, GwtState
from tests.ai_gwt import opening
from tests.playout import random_match

if TYPE_CHECKING:
    from rules.ai.gwt.evaluate import Weights


def estimate_gain(before: GwtState, after: GwtState, weights: Weights) -> float:
    """How much ``after`` raises player 0's estimate over ``before``."""
    from rules.ai.gwt.evaluate import estimate

    return estimate(after, 0, weights) - estimate(before, 0, weights)


def test_fast_points_equal_the_score_pad_without_money() -> None:
    data = load()
    checked = 0
    for seed in range(3):
        players = 2 + seed % 3
        for moves in (0, 150, 400, None):
            state = random_match("gwt", players, seed, moves).state
            assert isinstance(state, GwtState)
            for p in range(players):
                rows = player_scores(state, data, p)
                assert points(state, p) == sum(rows) - rows[0]
                checked += 1
            assert GWT.is_over(state) or moves is not None
    assert checked > 25


def test_the_fast_copy_copies_every_field_independently() -> None:
    assert COPIED == FIELDS
    state = random_match("gwt", 3, 5, 200).state
    assert isinstance(state, GwtState)
    copy = copy_state(state)
    assert copy.snapshot() == state.snapshot() and copy.rng == state.rng
    copy.hand[0].append(0)
    copy.stack.append(("noop",))
    copy.money[1] += 1
    assert copy.snapshot() != state.snapshot()
    assert GWT.clone(state).snapshot() == state.snapshot()


def test_an_own_building_is_worth_more_early_than_late() -> None:
    """A building placed by the player adds its sheet VP plus the value of its action on
    the passes left: more while the job market is empty, only the VP once it is full."""
    from rules.ai.gwt.evaluate import DEFAULT, remaining

    data = load()
    state = opening()
    site = next(n for n in data.private_sites if state.building_at[n] == -1)
    number = state.unbuilt[0][0]
    code = next(i for i, b in enumerate(data.buildings)
                if b.number == number and b.side == state.sides[number - 1])
    built = copy_state(state)
    built.building_at[site] = code
    built.owner_at[site] = 0
    early = estimate_gain(state, built, DEFAULT)
    sheet = points(built, 0) - points(state, 0)  # the building's VP (and any objective)
    assert sheet >= data.buildings[code].vp
    assert remaining(state) > 0.9
    assert early == pytest.approx(sheet + remaining(state) * DEFAULT.building)
    for s in (state, built):  # fill the job market: no passes are left
        s.job = [0] * len(s.job)
        s.token_row = 11
    late = estimate_gain(state, built, DEFAULT)
    assert remaining(state) == 0.0
    assert late == pytest.approx(points(built, 0) - points(state, 0))
    assert early > late


def test_the_game_clock_counts_only_the_columns_this_player_count_uses() -> None:
    """With two players only the two rightmost job-market columns fill (the token's row
    is full after two workers), so each worker placed is half a row of the game."""
    from rules.ai.gwt.evaluate import remaining

    data = load()
    state = opening()
    row = state.token_row
    first = data.first_column[2]
    assert data.columns - first == 2
    empty = copy_state(state)
    for c in range(data.columns):
        empty.job[row * data.columns + c] = -1
    half = copy_state(empty)
    half.job[row * data.columns + first] = 0
    next_row = copy_state(empty)
    next_row.token_row = row + 1
    for c in range(data.columns):
        next_row.job[next_row.token_row * data.columns + c] = -1
    step = remaining(empty) - remaining(next_row)
    assert step > 0
    assert remaining(empty) - remaining(half) == pytest.approx(step / 2)


def test_only_the_players_own_side_counts_its_turns_to_come() -> None:
    """The clock term: a worker placed in the job market (a Kansas City visit) costs the
    player its share of the game's turns, and the opponent's estimate has no such term."""
    from dataclasses import replace

    from rules.ai.gwt.evaluate import NORMAL, TURNS_PER_PLAYER, remaining, value

    data = load()
    state = opening()
    assert NORMAL.clock > 0
    without = replace(NORMAL, clock=0.0)
    for player in (0, 1):
        gained = value(state, player, NORMAL) - value(state, player, without)
        assert gained == pytest.approx(NORMAL.clock * TURNS_PER_PLAYER * remaining(state))
    later = copy_state(state)
    row = later.token_row
    column = next(c for c in range(data.first_column[2], data.columns)
                  if later.job[row * data.columns + c] == -1)
    later.job[row * data.columns + column] = 0
    assert remaining(later) < remaining(state)
    cost = (value(state, 0, NORMAL) - value(state, 0, without)) - (
        value(later, 0, NORMAL) - value(later, 0, without))
    assert cost > 0


def test_hard_counts_cowboys_twice_craftsmen_half_and_normal_every_worker_alike() -> None:
    """A worker hired early adds its place in WORKER_VALUE, fading with the game. Hard
    counts a cowboy twice (cowboys buy the cattle its kept hand is built from), a
    craftsman half (the dollars go to cattle instead), an engineer once; normal counts
    every worker once."""
    from rules.ai.gwt.evaluate import DEFAULT, NORMAL, WORKER_VALUE, remaining
    from rules.gwt.data import COWBOY, CRAFTSMAN, ENGINEER

    state = opening()
    r = remaining(state)
    assert r > 0.9
    for kind, hard_scale in ((COWBOY, 2.0), (CRAFTSMAN, 0.5), (ENGINEER, 1.0)):
        hired = copy_state(state)
        hired.workers[0][kind] += 1
        worth = WORKER_VALUE[kind][state.workers[0][kind] - 1]  # the next extra worker
        for weights, scale in ((DEFAULT, hard_scale), (NORMAL, 1.0)):
            gain = estimate_gain(state, hired, weights)
            assert gain == pytest.approx(r * 2.2 * scale * worth)


@pytest.mark.parametrize("spot", ["aux_certificate_1", "certificate_4"])
def test_hard_gives_the_certificate_disc_spots_no_worth_of_their_own(spot: str) -> None:
    """Clearing a disc spot adds its DISC_UNLOCK worth, fading with the game; hard gives
    the two certificate spots none (its score went against clearing them early: the
    certificates they bring cost engine spaces and turns), normal the table's."""
    from dataclasses import replace

    from rules.ai.gwt.evaluate import DEFAULT, DISC_UNLOCK, NORMAL, remaining

    index = load().disc(spot)
    state = opening()
    cleared = copy_state(state)
    cleared.discs[0] |= 1 << index
    r = remaining(state)
    unlocks = list(DEFAULT.unlocks)
    unlocks[index] = DISC_UNLOCK[spot]
    with_table = replace(DEFAULT, unlocks=tuple(unlocks))

    assert estimate_gain(state, cleared, DEFAULT) == pytest.approx(
        estimate_gain(state, cleared, with_table) - r * DISC_UNLOCK[spot])
    assert DEFAULT.unlocks[index] == 0
    assert NORMAL.unlocks[index] == DISC_UNLOCK[spot] > 0


def test_the_planner_weighs_the_disc_spots_worth_most_first() -> None:
    """The planner keeps only the first few disc spots (``KEEP``), in ``DISC_ORDER``,
    which follows what the evaluation's table says each spot unlocks, highest first: a
    delivery to a city that takes any disc offers all 14 spots, and the planner weighs
    the two hand-size spots and the step spot's dollars."""
    from rules.ai.gwt.candidates import DISC_ORDER, KEEP, kind, ordered
    from rules.ai.gwt.evaluate import DISC_UNLOCK
    from rules.core.rng import Rng
    from rules.gwt import flow
    from rules.gwt.actions import TakeDisc
    from rules.gwt.railway import CITY

    data = load()
    assert sorted(DISC_ORDER) == sorted(data.disc_ids)
    worth = [DISC_UNLOCK[name] for name in DISC_ORDER]
    assert worth == sorted(worth, reverse=True)

    match = random_match("gwt", 2, 3, 0)
    rng = Rng.from_seed(3, stream=9)
    while kind(match.state) != "disc":  # the game's first delivery
        player = match.to_act()[0]
        match.play_index(player, rng.randbelow(len(match.legal_actions(player))))
    state = copy_state(match.state)
    player = state.current
    any_disc = next(c for c, city in enumerate(data.cities) if city.any_disc)
    state.stack[-1] = ("disc", CITY, any_disc)  # as if delivering there
    state.money[player] = 20
    legal = flow.legal(state, player)
    assert len(legal) == len(data.disc_ids)
    kept = [data.disc_ids[a.spot] for a in ordered(state, player, legal)
            if isinstance(a, TakeDisc)]
    assert kept == list(DISC_ORDER[:KEEP["disc"]]) == ["hand_1", "hand_2", "step_dollars"]
