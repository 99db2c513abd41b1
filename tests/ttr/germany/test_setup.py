"""Germany's setup: pieces, cards, passengers from the bag, opening tickets from two
decks in a declared mix."""

from __future__ import annotations

from collections import Counter

from rules.ttr.actions import DrawTicketMix, KeepTickets
from rules.ttr.germany import (
    DECLARE_OPENING,
    NUM_PASSENGER_COLOURS,
    PASSENGERS_PER_CITY,
    city_passengers,
)
from rules.ttr.state import EMPTY, SETUP_TICKETS, TURN
from tests.ttr.germany.helpers import germany, legal, new_state, play
from tests.ttr.helpers import BLUE, GREEN, LOCO, RED, WHITE, YELLOW


def test_trains_cards_and_face_up_row() -> None:
    """«Каждый игрок получает набор из 45 поездов своего цвета.» «Перемешайте карты
    вагонов и раздайте каждому игроку по 4. Вскройте верхние 5 карт из колоды вагонов
    лицевой стороной вверх»; «Есть 8 типов карт вагонов и локомотивы» (110 cards:
    12 of each colour and 14 locomotives)."""
    state = new_state(players=5)
    assert state.trains == [45] * 5
    assert [sum(h) for h in state.hands] == [4] * 5
    assert len(state.face_up) == 5
    cards = Counter(state.deck) + Counter(state.face_up)
    for h in state.hands:
        cards.update({c: n for c, n in enumerate(h)})
    assert [cards[c] for c in range(9)] == [12] * 8 + [14]


def test_three_locomotives_in_the_first_row_are_discarded_and_dealt_again() -> None:
    """«Вскройте верхние 5 карт из колоды вагонов лицевой стороной вверх» - and the
    first five are face-up cards like any: «Если среди открытых карт оказалось 3
    локомотива, то все 5 открытых карт тут же сбрасываются и из колоды выкладываются 5
    новых.»"""
    game = germany()
    state = new_state()
    deck = [RED] * 10 + [BLUE, BLUE, YELLOW, GREEN, WHITE]
    deck += [LOCO, RED, LOCO, BLUE, LOCO]  # the top five (top card last)
    state.deck = list(deck)
    state.discard = [0] * 9
    state.face_up = [EMPTY] * 5
    game.deal_opening_row(state)
    assert state.face_up == [WHITE, GREEN, YELLOW, BLUE, BLUE]
    assert state.discard[LOCO] == 3 and sum(state.discard) == 5
    assert state.deck == [RED] * 10


def test_passengers_are_drawn_from_the_bag_onto_the_cities() -> None:
    """«Поместите 60 миплов Пассажиров в мешочек и перемешайте их. Затем доставайте
    Пассажиров из мешочка в случайном порядке и размещайте их на карте в соответствии
    с диаграммой (Берлин – 5 шт., Гамбург – 4 шт., Лейпциг – 3шт., Кёльн – 4 шт.,
    Франкфурт – 4шт., Штутгарт – 3 шт., Мюнхен – 4 шт., все остальные города/страны –
    1 шт.).»"""
    game = germany()
    layouts = set()
    for seed in range(5):
        state = new_state(seed=seed)
        per_colour = [0] * NUM_PASSENGER_COLOURS
        for c in game.map.cities:
            on_city = city_passengers(state.variant, c.id)
            assert sum(on_city) == PASSENGERS_PER_CITY.get(c.name, 1), c.name
            per_colour = [a + b for a, b in zip(per_colour, on_city, strict=True)]
        assert per_colour == [10] * 6  # 60 meeples, 10 of each of 6 colours
        layouts.add(tuple(state.variant))
    assert len(layouts) == 5  # drawn at random


def test_each_player_declares_a_mix_then_keeps_at_least_two() -> None:
    """«В начале игры, каждый игрок должен взять 4 карты цели. Игрок может составить
    любую комбинацию из двух типов карт целей, но он должен сначала объявить какую
    комбинацию карт он берет. ... Оставить нужно не менее 2х, но можно и все.»"""
    game = germany()
    state = new_state()
    assert state.phase == DECLARE_OPENING and state.current == 0
    assert legal(state) == [DrawTicketMix(4 - k, k) for k in range(5)]
    play(state, 0, DrawTicketMix(3, 1))
    assert state.phase == SETUP_TICKETS
    pending = state.pending_tickets[0]
    assert [game.map.tickets[t].deck for t in pending] == ["short"] * 3 + ["long"]
    keeps = legal(state)
    assert all(isinstance(a, KeepTickets) and len(a.tickets) >= 2 for a in keeps)
    assert len(keeps) == 6 + 4 + 1  # pairs, triples, all four


def test_returned_opening_tickets_wait_then_go_back_and_decks_are_shuffled() -> None:
    """«Затем каждый игрок смотрит на свои карты целей и решает, какие из них он хочет
    оставить. ... Оставшиеся карты возвращаются в свои колоды, затем колоды заново
    перемешиваются и помещаются рядом с полем.» (Rule choice: they wait until every
    player has chosen, so nobody draws a ticket another just returned.)"""
    state = new_state(players=2)
    play(state, 0, DrawTicketMix(2, 2))
    first = list(state.pending_tickets[0])
    play(state, 0, KeepTickets(tuple(sorted(first[:2]))))
    assert sorted(state.set_aside) == sorted(first[2:])
    assert len(state.ticket_deck) == 53 and len(state.long_deck) == 32
    assert state.phase == DECLARE_OPENING and state.current == 1
    play(state, 1, DrawTicketMix(4, 0))
    assert not set(state.pending_tickets[1]) & set(first)
    short_deck_before = list(state.ticket_deck)
    play(state, 1, KeepTickets(tuple(sorted(state.pending_tickets[1][:3]))))
    assert state.phase == TURN and state.current == 0
    assert state.set_aside == []
    assert len(state.ticket_deck) == 55 - 2 - 3 and len(state.long_deck) == 34
    assert set(first[2:]) <= set(state.ticket_deck) | set(state.long_deck)
    assert state.ticket_deck[: len(short_deck_before)] != short_deck_before  # reshuffled
    held = {t for ts in state.tickets for t in ts}
    assert len(held) + len(state.ticket_deck) + len(state.long_deck) == 89


def test_opening_choices_go_round_from_the_first_player() -> None:
    """«Первым ходит самый старый игрок. Затем ход передается по часовой стрелке.»
    (Rule choice: the first player is a setup option.)"""
    state = new_state(players=3, first="2")
    order = []
    while state.phase != TURN:
        order.append(state.current)
        play(state, state.current, DrawTicketMix(0, 4))
        play(state, state.current, legal(state)[-1])
    assert order == [1, 2, 0]
    assert state.current == 1
