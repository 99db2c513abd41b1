"""Seeded random Amsterdam games: the running score equals a recount from the board,
and the carts, cards, contracts and merchandise always add up."""

from __future__ import annotations

import pytest

from rules.ttr.amsterdam import AmsterdamState
from rules.ttr.cards import better_row_possible
from tests.ttr.amsterdam.helpers import AMSTERDAM, amsterdam
from tests.ttr.helpers import cards_in_play


def check_invariants(state: AmsterdamState) -> None:
    game = amsterdam()
    n = state.num_players
    assert state.route_points == game.recompute_route_points(state)
    cart_routes = [0] * n
    for p in range(n):
        laid = sum(r.length for r in game.routes if state.route_owner[r.id] == p)
        assert state.trains[p] == 16 - laid
        cart_routes[p] = sum(1 for r in game.routes if r.carts and state.route_owner[r.id] == p)
    assert state.variant == [*cart_routes, 16 - sum(cart_routes)]
    cards = cards_in_play(state)
    assert cards == [6, 0, 6, 6, 6, 6, 0, 6, 8]
    # «Если в любой момент игры три из пяти открытых карт оказываются джокерами,
    # немедленно сбросьте все пять карт»: three wilds stay only when no better row
    # can be dealt (rule choice, rules.ttr.cards.refill_face_up).
    if state.face_up.count(8) >= 3:
        assert not better_row_possible(state, 5)
    contracts = [
        *state.ticket_deck,
        *(t for ts in state.tickets for t in ts),
        *(t for ts in state.pending_tickets for t in ts),
    ]
    assert sorted(contracts) == list(range(24))  # none ever leaves the game


def play_random(seed: int, players: int, check_every_step: bool) -> AmsterdamState:
    game = amsterdam()
    state = AMSTERDAM.random_game(
        seed, players, check_invariants, check_every_step, max_steps=5_000)
    assert isinstance(state, AmsterdamState)
    sheet = game.score_sheet(state)
    assert sheet.final and sheet.categories == ("routes", "tickets", "merchandise")
    table = {2: (8, 4), 3: (8, 5, 2), 4: (8, 6, 4, 2)}[players]
    for p in range(players):
        routes, tickets, merchandise = sheet.points[p]
        assert routes == state.route_points[p]
        assert abs(tickets) <= sum(game.map.tickets[t].points for t in state.tickets[p])
        assert merchandise in (0, *table)
        assert (merchandise == 0) == (state.variant[p] == 0)
    return state


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_every_invariant_at_every_step(seed: int) -> None:
    """«Очки за проложенные пути доставки уже должны быть учтены игроками в процессе
    игры. Во избежание ошибок их можно пересчитать заново.» The running score is the
    recount, and cards, contracts and merchandise add up at every step."""
    play_random(seed, 2 + seed % 3, check_every_step=True)


@pytest.mark.slow
def test_a_thousand_random_games_score_consistently() -> None:
    """1,000 seeded 2-4 player games: running score = recount; scores add up."""
    for seed in range(1000):
        play_random(30_000 + seed, 2 + seed % 3, check_every_step=False)
