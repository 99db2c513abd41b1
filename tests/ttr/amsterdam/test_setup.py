"""Amsterdam's setup: carts, transport cards, the first face-up row, contracts and
the merchandise deck."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.core.config import GameConfig
from rules.core.errors import ConfigError
from rules.ttr.actions import KeepTickets
from rules.ttr.state import EMPTY, TURN
from tests.ttr.amsterdam.helpers import amsterdam, legal, new_state, play
from tests.ttr.helpers import BLACK, BLUE, GREEN, LOCO, PINK, RED, YELLOW

WILD = LOCO


def test_carts_cards_and_face_up_row() -> None:
    """«Каждый игрок получает набор из 16 пластиковых Повозок» «Перемешайте карты
    Перевозчиков и раздайте каждому игроку по 2 карты ... Затем вскройте верхние 5 карт
    и выложите их в ряд» «44 карты Перевозчиков (8 многоцветных карт джокеров и по 6
    карт следующих цветов: желтый, красный, розовый, зеленый, синий и чёрный)»"""
    state = new_state(players=4)
    assert state.trains == [16] * 4
    assert [sum(h) for h in state.hands] == [2] * 4
    assert len(state.face_up) == 5 and EMPTY not in state.face_up
    cards = Counter(state.deck) + Counter(state.face_up)
    for h in state.hands:
        cards.update({c: n for c, n in enumerate(h) if n})
    assert cards == {RED: 6, YELLOW: 6, GREEN: 6, BLUE: 6, PINK: 6, BLACK: 6, WILD: 8}


def test_three_wilds_in_the_first_row_go_back_into_the_deck() -> None:
    """«Если 3 из 5 открытых карт - джокеры, замешайте все 5 карт обратно в колоду и
    выложите ряд заново.» (In the setup nothing goes to the discard.)"""
    game = amsterdam()
    state = new_state()
    deck = [RED] * 5 + [YELLOW] * 6 + [GREEN] * 6 + [BLUE] * 5 + [WILD] * 5
    deck += [WILD, WILD, RED, WILD, BLUE]  # the top five, three of them wild
    state.deck = list(deck)
    state.face_up = [EMPTY] * 5
    game.deal_opening_row(state)
    assert state.face_up.count(WILD) < 3
    assert sum(state.discard) == 0
    assert len(state.deck) + 5 == len(deck)
    assert sorted(state.deck + state.face_up) == sorted(deck)


def test_contracts_two_dealt_keep_at_least_one_rejected_under_the_deck() -> None:
    """«Перетасуйте колоду карт Контрактов и сдайте по 2 каждому игроку. ... Игрок
    должен оставить как минимум 1 карту, но может оставить обе. Если игрок
    отказывается от 1 Контракта, то должен положить его карту вниз колоды
    Контрактов.»"""
    state = new_state()
    assert [len(p) for p in state.pending_tickets] == [2, 2]
    assert len(state.ticket_deck) == 20
    first, second = state.pending_tickets[0]
    assert legal(state) == [
        KeepTickets((first,)),
        KeepTickets((second,)),
        KeepTickets(tuple(sorted((first, second)))),
    ]
    play(state, 0, KeepTickets((first,)))
    assert state.ticket_deck[0] == second
    assert state.tickets[0] == [first]
    play(state, 1, legal(state)[-1])
    assert state.phase == TURN and state.current == 0


def test_merchandise_deck_is_public_and_empty_handed_at_the_start() -> None:
    """«Колоду карт Бонусных Товаров положите рядом с полем.» (16 cards)"""
    game = amsterdam()
    state = new_state(players=3)
    assert state.variant == [0, 0, 0, 16]
    assert game.observe(state, 1).variant == (0, 0, 0, 16)


def test_first_player_is_a_setup_choice_then_play_goes_clockwise() -> None:
    """«Первым ходит самый младший игрок, передавая ход по часовой стрелке.» Rule
    choice: the first player is an option of the setup (random by default)."""
    state = new_state(players=3, first="2")
    order = []
    while state.phase != TURN:
        order.append(state.current)
        play(state, state.current, legal(state)[-1])
    assert order == [1, 2, 0] and state.current == 1
    firsts = {new_state(players=4, seed=s, first="random").first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    config = GameConfig.make("ttr-amsterdam", ["human"] * 3, {"first_player": "4"})
    with pytest.raises(ConfigError, match="player 4"):
        amsterdam().new_game(config, 1)
