"""Seeded random games: the running score always equals a recomputation from the board,
and the pieces and cards always add up."""

from __future__ import annotations

import pytest

from rules.ttr.cards import better_row_possible
from rules.ttr.state import TUNNEL_PAY, TtrState
from tests.ttr.helpers import EUROPE, cards_in_play, europe


def check_invariants(state: TtrState) -> None:
    game = europe()
    assert state.route_points == game.recompute_route_points(state)
    for p in range(state.num_players):
        laid = sum(r.length for r in game.routes if state.route_owner[r.id] == p)
        assert state.trains[p] == 45 - laid
        assert state.stations_left[p] == 3 - len(state.station_cities[p])
    cards = cards_in_play(state)
    if state.phase == TUNNEL_PAY:
        length = game.routes[state.pending_route].length
        if state.pending_colour != 8:
            cards[state.pending_colour] += length - state.pending_locomotives
        cards[8] += state.pending_locomotives
    assert cards == [12] * 8 + [14]
    # «... оказываются одновременно три карты Локомотивов, игрок должен сбросить все
    # карты открытого ряда ... и разложить его заново»: three stay only when no better
    # row can be dealt (rule choice, rules.ttr.cards.refill_face_up).
    if state.face_up.count(8) >= 3:
        assert not better_row_possible(state, 5)


def play_random(seed: int, players: int, check_every_step: bool) -> TtrState:
    game = europe()
    state = EUROPE.random_game(seed, players, check_invariants, check_every_step)
    assert isinstance(state, TtrState)
    sheet = game.score_sheet(state)
    assert sheet.final
    for p in range(players):
        routes, tickets, stations, express = sheet.points[p]
        assert routes == state.route_points[p]
        assert stations == 4 * state.stations_left[p]
        assert express in (0, 10)
        assert abs(tickets) <= sum(game.map.tickets[t].points for t in state.tickets[p])
    assert any(row[3] == 10 for row in sheet.points) or all(
        state.route_owner[r] < 0 for r in range(len(game.routes))
    )
    return state


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_every_invariant_at_every_step(seed: int) -> None:
    """«Во время игры участники с помощью своих маркеров сразу отмечают очки, полученные
    за прокладку маршрутов, но вы можете еще раз их пересчитать, если хотите убедиться,
    что в подсчеты не вкралась ошибка.» The running score equals the recount."""
    play_random(seed, 2 + seed % 4, check_every_step=True)


@pytest.mark.slow
def test_a_thousand_random_games_score_consistently() -> None:
    """1,000 seeded 2-5 player games: running score = recount; scores add up."""
    for seed in range(1000):
        play_random(10_000 + seed, 2 + seed % 4, check_every_step=False)
