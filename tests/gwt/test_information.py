"""Hidden information: «вам запрещено просматривать вашу личную колоду»; other players'
hands and decks and the face-down supplies are hidden; discard piles, money, boards and
played objectives are public."""

from __future__ import annotations

from rules.core.rng import Rng
from rules.gwt.rules import GWT
from tests.gwt.helpers import game
from tests.playout import random_match


def test_own_deck_order_and_others_hands_are_hidden() -> None:
    """«Вы всегда можете просматривать вашу стопку сброса, но вам запрещено просматривать
    вашу личную колоду.»"""
    s = game(3, seed=4)
    obs = GWT.observe(s, 0)
    other = GWT.clone(s)
    other.deck[0].reverse()  # own deck order
    other.hand[1], other.deck[1] = other.deck[1][:4], other.hand[1] + other.deck[1][4:]
    other.supply[1].reverse()
    other.market_deck.reverse()
    other.objective_deck.reverse()
    assert GWT.observe(other, 0) == obs
    other.discard[1].append(other.deck[1].pop())  # a discard pile is public
    assert GWT.observe(other, 0) != obs


def test_own_hand_money_and_boards_are_seen() -> None:
    s = game(2)
    obs = GWT.observe(s, 0)
    assert obs.get("hand")[0] == tuple(s.hand[0]) and obs.get("hand")[1] == ()
    assert obs.get("money") == (6, 7)
    assert obs.hand_sizes == (4, 4)


def test_determinize_is_consistent_mid_game() -> None:
    for players in (2, 3, 4):
        match = random_match("gwt", players, seed=players, moves=300)
        state = match.state
        for p in range(players):
            obs = GWT.observe(state, p)
            guess = GWT.determinize(obs, Rng.from_seed(9))
            assert GWT.observe(guess, p) == obs
            assert GWT.legal_actions(guess, p) == GWT.legal_actions(state, p)
