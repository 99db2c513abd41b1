"""Seeded random Amsterdam games: the running score equals a recount from the board,
and the carts, cards, contracts and merchandise always add up."""

from __future__ import annotations

import pytest

from rules.core.config import GameConfig
from rules.core.rng import Rng
from rules.ttr.amsterdam import AmsterdamState
from rules.ttr.cards import better_row_possible
from rules.ttr.state import EMPTY
from tests.ttr.amsterdam.helpers import amsterdam


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
    cards = [0] * 9
    for hand in state.hands:
        assert min(hand) >= 0
        cards = [c + h for c, h in zip(cards, hand, strict=True)]
    for card in [*state.deck, *state.face_up]:
        if card != EMPTY:
            cards[card] += 1
    cards = [c + d for c, d in zip(cards, state.discard, strict=True)]
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
    state = game.new_game(GameConfig.make("ttr-amsterdam", ["random"] * players), seed)
    assert isinstance(state, AmsterdamState)
    rng = Rng.from_seed(seed, stream=11)
    steps = 0
    while not game.is_over(state):
        player = game.to_act(state)[0]
        legal = game.legal_actions(state, player)
        game.apply(state, player, legal[rng.randbelow(len(legal))])
        steps += 1
        assert steps < 5_000
        if check_every_step:
            check_invariants(state)
    check_invariants(state)
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
