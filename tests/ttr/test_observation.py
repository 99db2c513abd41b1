"""What a player sees: own cards and tickets, counts of everyone else's."""

from __future__ import annotations

from rules.core.rng import Rng
from rules.ttr.actions import ClaimRoute, Pay
from rules.ttr.observation import TtrObservation
from rules.ttr.state import OVER
from tests.playout import random_match
from tests.ttr.helpers import PINK, RED, europe, give, play, route, started


def test_other_hands_are_counts_and_the_deck_is_hidden() -> None:
    """The deck lies «рубашкой вверх»; other hands are seen only as counts."""
    state = started(players=3)
    game = europe()
    seen = game.observe(state, 0)
    assert isinstance(seen, TtrObservation)
    assert seen.hand == tuple(state.hands[0])
    assert seen.hand_sizes == tuple(sum(h) for h in state.hands)
    assert seen.deck_size == len(state.deck)
    # Other cards in player 1's hand and another deck order: player 0 sees the same.
    size = sum(state.hands[1])
    state.hands[1] = [0] * 9
    state.hands[1][PINK] = size
    state.deck.reverse()
    assert game.observe(state, 0) == seen
    assert game.observe(state, 0).hand == seen.hand
    assert game.observe(state, 0).hand_sizes == seen.hand_sizes
    assert game.observe(state, 0).deck_size == seen.deck_size


def test_tunnel_reveal_is_public() -> None:
    """«После чего игрок открывает три верхние карты из колоды» - for everyone to see."""
    state = started()
    state.deck[-3:] = [PINK, RED, RED]
    give(state, 0, pink=4)
    play(state, 0, ClaimRoute(route("Marseille", "Zürich").id))
    play(state, 0, Pay(PINK, 0))
    seen = europe().observe(state, 1)
    assert seen.revealed == (RED, RED, PINK)
    assert seen.tunnel_extra == 1


def test_tickets_are_shown_at_the_end() -> None:
    """«После этого все игроки показывают свои карты маршрутов.»"""
    state = started()
    assert europe().observe(state, 1).all_tickets == ()
    state.phase = OVER
    assert europe().observe(state, 1).all_tickets == tuple(tuple(t) for t in state.tickets)


def test_determinize_agrees_with_the_observation_throughout_a_game() -> None:
    """A state built from what a player sees looks the same to that player."""
    game = europe()
    for moves in range(0, 400, 23):
        match = random_match("ttr-europe", 4, 5, moves=moves)
        for player in range(4):
            seen = game.observe(match.state, player)
            guess = game.determinize(seen, Rng.from_seed(moves, stream=player))
            assert game.observe(guess, player) == seen
            if player in game.to_act(match.state):
                assert game.legal_actions(guess, player) == game.legal_actions(match.state, player)
