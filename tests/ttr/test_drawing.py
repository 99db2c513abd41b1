"""Drawing train cards."""

from __future__ import annotations

import pytest

from rules.core.game import Event
from rules.ttr.actions import ClaimRoute, DrawBlind, DrawFaceUp, DrawTickets, Pay
from rules.ttr.cards import MAX_REDEALS, refill_face_up
from rules.ttr.state import EMPTY, SECOND_DRAW, TURN
from tests.ttr.helpers import (
    BLACK,
    BLUE,
    GREEN,
    LOCO,
    ORANGE,
    PINK,
    RED,
    WHITE,
    YELLOW,
    europe,
    give,
    kinds,
    legal,
    play,
    route,
    started,
)


def test_two_cards_face_up_or_blind_in_any_order() -> None:
    """«Игрок может взять две такие карты. Он вправе в любом порядке выбрать их из 5-ти
    открытых карт, или в темную взять верхние карты из стопки.»"""
    state = started()
    state.face_up = [RED, RED, BLUE, GREEN, WHITE]
    state.deck[-2:] = [ORANGE, YELLOW]  # top card last
    play(state, 0, DrawBlind())
    assert state.phase == SECOND_DRAW and state.current == 0
    assert state.hands[0][YELLOW] >= 1
    play(state, 0, DrawFaceUp(2))
    assert state.phase == TURN and state.current == 1
    assert state.face_up == [RED, RED, ORANGE, GREEN, WHITE]


def test_face_up_card_is_replaced_before_the_second_draw() -> None:
    """«Если игрок взял одну из открытых карт, перед тем как взять вторую, он должен
    положить на место этой карты верхнюю карту из стопки.»"""
    state = started()
    state.face_up = [RED, RED, BLUE, GREEN, WHITE]
    state.deck[-1] = BLACK
    before = list(state.hands[0])
    play(state, 0, DrawFaceUp(0))
    assert state.face_up == [BLACK, RED, BLUE, GREEN, WHITE]
    assert DrawFaceUp(0) in legal(state)  # the new card may be the second one
    play(state, 0, DrawFaceUp(0))
    assert state.hands[0][RED] == before[RED] + 1
    assert state.hands[0][BLACK] == before[BLACK] + 1


def test_face_up_locomotive_is_the_whole_draw() -> None:
    """«Карта Локомотива в ряду открытых карт стоит 2-х простых карт ..., поэтому если
    игрок решает взять ее, то после этого ход немедленно переходит к следующему игроку.»"""
    state = started()
    state.face_up = [LOCO, RED, BLUE, GREEN, WHITE]
    state.deck[-1] = PINK
    play(state, 0, DrawFaceUp(0))
    assert state.phase == TURN and state.current == 1


def test_face_up_locomotive_cannot_be_the_second_card() -> None:
    """«Игрок не может взять открытую карту Локомотива, если до этого он уже взял одну
    карту, независимо от того из ряда открытых карт или в темную из колоды.»"""
    state = started()
    state.face_up = [LOCO, RED, BLUE, GREEN, WHITE]
    state.deck[-1] = PINK
    play(state, 0, DrawBlind())
    second = legal(state)
    assert DrawFaceUp(0) not in second
    assert second == [DrawFaceUp(1), DrawFaceUp(2), DrawFaceUp(3), DrawFaceUp(4), DrawBlind()]


def test_blind_locomotive_still_allows_a_second_card() -> None:
    """«Однако игроку может повезти, и он получит карту Локомотива, взяв ее из колоды
    лежащей рубашкой вверх, при этом он сохраняет свое право на то, чтобы взять еще одну
    карту в этом ходу.»"""
    state = started()
    state.deck[-1] = LOCO
    locos = state.hands[0][LOCO]
    play(state, 0, DrawBlind())
    assert state.hands[0][LOCO] == locos + 1
    assert state.phase == SECOND_DRAW and state.current == 0


def test_three_face_up_locomotives_replace_the_row() -> None:
    """«Если в игре случается ситуация, при которой в ряде открытых карт оказываются
    одновременно три карты Локомотивов, игрок должен сбросить все карты открытого ряда в
    отдельную стопку сыгранных карт и разложить его заново из колоды.»"""
    state = started()
    state.face_up = [LOCO, LOCO, RED, BLUE, GREEN]
    state.deck[-6:] = [RED, RED, RED, RED, RED, LOCO]  # replacement is a third loco
    discard = list(state.discard)
    events = play(state, 0, DrawFaceUp(2))
    assert "face_up_reset" in kinds(events)
    assert state.face_up == [RED] * 5
    assert state.discard[LOCO] == discard[LOCO] + 3
    assert state.discard[BLUE] == discard[BLUE] + 1


def test_three_locomotives_in_the_opening_row_are_dealt_again() -> None:
    """«Если в игре случается ситуация, при которой в ряде открытых карт оказываются
    одновременно три карты Локомотивов ...»: also when the first five are laid out."""
    game = europe()
    state = started()
    deck = [RED] * 10 + [BLUE, BLUE, YELLOW, GREEN, WHITE]
    deck += [LOCO, RED, LOCO, BLUE, LOCO]  # the top five (top card last)
    state.deck = list(deck)
    state.discard = [0] * len(state.discard)
    state.face_up = [EMPTY] * 5
    game.deal_opening_row(state)
    assert state.face_up == [WHITE, GREEN, YELLOW, BLUE, BLUE]
    assert state.discard[LOCO] == 3 and sum(state.discard) == 5
    assert state.deck == [RED] * 10


def test_the_row_is_redealt_as_often_as_needed() -> None:
    """«... сбросить все карты открытого ряда ... и разложить его заново из колоды» -
    again if the new row has three locomotives too."""
    state = started()
    state.face_up = [LOCO, LOCO, RED, BLUE, GREEN]
    state.deck[-11:] = [WHITE] * 5 + [LOCO, LOCO, LOCO, RED, RED] + [LOCO]
    events = play(state, 0, DrawFaceUp(2))
    assert kinds(events).count("face_up_reset") == 2
    assert state.face_up == [WHITE] * 5


def test_endless_redeal_stops_when_no_legal_row_exists() -> None:
    """«... оказываются одновременно три карты Локомотивов, игрок должен сбросить все
    карты открытого ряда ... и разложить его заново из колоды.» Three locomotives and
    too few other cards anywhere: rule choice - the row stays (a redeal could never end
    with at most two locomotives)."""
    state = started()
    game = europe()
    # Nearly every card is in the hands; the deck holds only locomotives.
    state.deck = [LOCO, LOCO]
    state.discard = [0] * 9
    state.face_up = [LOCO, LOCO, RED, BLUE, EMPTY]
    events: list[Event] = []
    refill_face_up(state, events, game.face_up_size)
    assert state.face_up == [LOCO, LOCO, RED, BLUE, LOCO]
    assert "face_up_kept" in kinds(events)
    assert "face_up_reset" not in kinds(events)


def test_a_kept_row_is_redealt_once_cards_reach_the_discard() -> None:
    """«Если в игре случается ситуация, при которой в ряде открытых карт оказываются
    одновременно три карты Локомотивов, игрок должен сбросить все карты открытого ряда
    ... и разложить его заново» - rule choice: a row kept for want of cards is redealt
    at the end of the first turn after which a better row can be dealt."""
    state = started()
    state.deck = []
    state.discard = [0] * 9
    state.face_up = [LOCO, LOCO, LOCO, RED, BLUE]  # only two other cards anywhere
    state.ticket_deck = state.ticket_deck[-3:]
    play(state, 0, DrawTickets())
    events = play(state, 0, legal(state)[0])
    assert not {"face_up_reset", "face_up_kept"} & set(kinds(events))  # nothing changed
    assert state.face_up == [LOCO, LOCO, LOCO, RED, BLUE]
    give(state, 1, black=1)
    play(state, 1, ClaimRoute(route("Amsterdam", "Bruxelles").id))  # black 1
    events = play(state, 1, Pay(BLACK, 0))  # the black card reaches the discard
    assert "face_up_reset" in kinds(events)
    assert sorted(state.face_up) == sorted([RED, BLUE, BLACK, LOCO, LOCO])
    assert state.deck == [LOCO] and state.discard == [0] * 9


def test_redeals_are_capped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Safety net of the rule choice: after MAX_REDEALS redeals in a row the row stays."""
    assert MAX_REDEALS == 50
    monkeypatch.setattr("rules.ttr.cards.MAX_REDEALS", 1)
    state = started()
    state.face_up = [LOCO, LOCO, LOCO, RED, BLUE]
    state.deck[-5:] = [RED, RED, LOCO, LOCO, LOCO]
    events: list[Event] = []
    refill_face_up(state, events, europe().face_up_size)
    assert kinds(events) == ["face_up_reset"]
    assert state.face_up == [LOCO, LOCO, LOCO, RED, RED]


def test_empty_deck_shuffles_the_discard() -> None:
    """«Когда колода карт кончается, игроки должны перемешать стопку сыгранных карт и
    использовать ее, как новую колоду для игры.»"""
    state = started()
    state.deck = []
    state.discard = [0, 0, 0, 0, 0, 3, 0, 0, 0]  # three pink
    events = play(state, 0, DrawBlind())
    assert "reshuffle" in kinds(events)
    assert state.discard == [0] * 9
    assert len(state.deck) == 2 and set(state.deck) == {PINK}


def test_no_cards_anywhere_means_no_drawing() -> None:
    """«В ситуации, когда игровая колода кончилась, а карт в сыгранной стопке все еще нет
    (все карты на руках у игроков), игроки не могут выбрать действие, связанное с
    получением карт Вагонов»."""
    state = started()
    state.deck = []
    state.discard = [0] * 9
    state.face_up = [EMPTY] * 5
    actions = legal(state)
    assert not any(isinstance(a, DrawFaceUp | DrawBlind) for a in actions)


def test_no_second_card_available_ends_the_turn() -> None:
    """«Игрок может взять две такие карты.» Rule choice (the rulebook is silent on a
    second card that is not there): if no card may be taken second, the turn ends
    after the first."""
    state = started()
    state.deck = [RED]
    state.discard = [0] * 9
    state.face_up = [LOCO, LOCO, EMPTY, EMPTY, EMPTY]
    events = play(state, 0, DrawBlind())
    assert "no_second_card" in kinds(events)
    assert state.current == 1 and state.phase == TURN


def test_a_hand_has_no_limit() -> None:
    """«Игрок может иметь неограниченное количество карт Вагонов на руках.»"""
    state = started()
    give(state, 0, red=12, orange=12, yellow=12, green=12, blue=12, pink=12, locomotive=14)
    state.deck[-2:] = [WHITE, BLACK]
    play(state, 0, DrawBlind())
    play(state, 0, DrawBlind())
    assert sum(state.hands[0]) == 88 and state.current == 1


def test_a_blind_draw_shows_its_card_only_to_the_drawer() -> None:
    """Rule choice: a hand of train cards is private, as in the official game (the
    rulebook says it only of tickets: «Карты маршрутов следует держать в секрете»). The
    log tells the others that a card was drawn, not which one."""
    state = started()
    state.deck[-1] = PINK
    events = play(state, 0, DrawBlind())
    drawn = next(e for e in events if e.kind == "draw_blind")
    assert drawn.private and drawn.seen_by(0).details["card"] == PINK
    assert "card" not in drawn.seen_by(1).details
