"""Seeded random Germany games: the running score equals a recount from the board,
and the trains, cards, tickets and passengers always add up."""

from __future__ import annotations

import pytest

from rules.ttr.germany import GermanyState, city_passengers
from tests.ttr.germany.helpers import GERMANY, germany
from tests.ttr.helpers import cards_in_play


def check_invariants(state: GermanyState) -> None:
    game = germany()
    n = state.num_players
    assert state.route_points == game.recompute_route_points(state)
    for p in range(n):
        laid = sum(r.length for r in game.routes if state.route_owner[r.id] == p)
        assert state.trains[p] == 45 - laid
    cards = cards_in_play(state)
    assert cards == [12] * 8 + [14]
    tickets = [
        *state.ticket_deck,
        *state.long_deck,
        *state.set_aside,
        *(t for ts in state.tickets for t in ts),
        *(t for ts in state.pending_tickets for t in ts),
    ]
    assert sorted(tickets) == list(range(89))
    short = set(game.map.tickets_in_deck("short"))
    assert set(state.ticket_deck) <= short and not set(state.long_deck) & short
    per_colour = [0] * 6
    for c in range(len(game.map.cities)):
        on_city = city_passengers(state.variant, c)
        per_colour = [a + b for a, b in zip(per_colour, on_city, strict=True)]
    for p in range(n):
        held = game.passengers_of(state, p)
        per_colour = [a + b for a, b in zip(per_colour, held, strict=True)]
    assert per_colour == [10] * 6


def play_random(seed: int, players: int, check_every_step: bool) -> GermanyState:
    game = germany()
    state = GERMANY.random_game(seed, players, check_invariants, check_every_step)
    assert isinstance(state, GermanyState)
    sheet = game.score_sheet(state)
    assert sheet.final and len(sheet.categories) == 9
    completed = [sum(game.ticket_outcome(state, p)[1]) for p in range(players)]
    for p in range(players):
        routes, tickets, globetrotter, *passengers = sheet.points[p]
        assert routes == state.route_points[p]
        assert abs(tickets) <= sum(game.map.tickets[t].points for t in state.tickets[p])
        assert globetrotter == (15 if completed[p] == max(completed) > 0 else 0)
        assert all(points in (0, 10, 20) for points in passengers)
    for c in range(6):
        column = [sheet.points[p][3 + c] for p in range(players)]
        if column.count(20) > 1:
            assert 10 not in column  # «но никому больше ничего не начисляется»
    best = max(sheet.totals)
    for rank, total in zip(sheet.ranks, sheet.totals, strict=True):
        assert rank > 1 or total == best
    return state


@pytest.mark.parametrize("seed", range(10))
def test_random_games_keep_every_invariant_at_every_step(seed: int) -> None:
    """«60 миплов Пассажиров»: the passengers, the 110 cards and the 89 tickets are
    all somewhere at every step, and the route score is the recount of the board."""
    play_random(seed, 2 + seed % 4, check_every_step=True)


@pytest.mark.slow
def test_a_thousand_random_games_score_consistently() -> None:
    """1,000 seeded 2-5 player games: running score = recount; scores add up."""
    for seed in range(1000):
        play_random(20_000 + seed, 2 + seed % 4, check_every_step=False)
