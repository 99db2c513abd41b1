"""Drawing train cards on the Germany map (the engine's rules, checked against the
Germany rulebook's own words)."""

from __future__ import annotations

from rules.ttr.actions import DrawBlind, DrawFaceUp
from rules.ttr.state import EMPTY, SECOND_DRAW, TURN
from tests.ttr.germany.helpers import give, kinds, legal, play, started
from tests.ttr.helpers import BLUE, GREEN, LOCO, PINK, RED, WHITE, YELLOW


def test_face_up_locomotive_ends_the_draw() -> None:
    """«Если среди открытых карт вагонов есть локомотив и игрок берет его, то на этом
    его ход заканчивается и вторую карту он не получает.»"""
    state = started()
    state.face_up = [LOCO, RED, BLUE, GREEN, WHITE]
    state.deck[-1] = PINK
    play(state, 0, DrawFaceUp(0))
    assert state.phase == TURN and state.current == 1


def test_blind_locomotive_keeps_the_second_card() -> None:
    """«Если локомотив был взят из колоды карт вагонов, то игрок не обязан об этом
    кого-либо уведомлять и может взять вторую карту либо из 5 открытых, либо из
    колоды.»"""
    state = started()
    state.face_up = [RED, RED, BLUE, GREEN, WHITE]
    state.deck[-1] = LOCO
    events = play(state, 0, DrawBlind())
    assert state.phase == SECOND_DRAW
    blind = next(e for e in events if e.kind == "draw_blind")
    assert blind.private and blind.seen_by(1).details == {}


def test_locomotive_turned_up_after_the_first_card_may_not_be_taken() -> None:
    """«Если после взятия первой карты вскрылась карта локомотива, то игрок не имеет
    права ее брать, он может выбирать либо из 4х открытых (кроме локомотива), либо из
    верха колоды.»"""
    state = started()
    state.face_up = [RED, RED, BLUE, GREEN, WHITE]
    state.deck[-1] = LOCO
    play(state, 0, DrawFaceUp(0))
    assert state.face_up[0] == LOCO
    assert legal(state) == [DrawFaceUp(1), DrawFaceUp(2), DrawFaceUp(3), DrawFaceUp(4), DrawBlind()]


def test_three_face_up_locomotives_reset_the_row() -> None:
    """«Если среди открытых карт оказалось 3 локомотива, то все 5 открытых карт тут же
    сбрасываются и из колоды выкладываются 5 новых.»"""
    state = started()
    state.face_up = [LOCO, LOCO, BLUE, GREEN, WHITE]
    state.deck[-6:] = [RED, RED, YELLOW, YELLOW, PINK, LOCO]  # top card last
    events = play(state, 0, DrawFaceUp(2))
    assert "face_up_reset" in kinds(events)
    assert state.face_up == [PINK, YELLOW, YELLOW, RED, RED]
    assert state.discard[LOCO] == 3


def test_an_exhausted_deck_is_made_again_from_the_discard() -> None:
    """«Когда колода исчерпана, сброс нужно перемешать и сформировать новую колоду
    вагонов.»"""
    state = started()
    state.deck = []
    state.discard = [0, 0, 0, 0, 0, 0, 2, 0, 0]  # two white
    events = play(state, 0, DrawBlind())
    assert "reshuffle" in kinds(events)
    assert state.deck == [WHITE] and state.discard == [0] * 9


def test_no_cards_anywhere_means_no_drawing() -> None:
    """«В маловероятном случае, когда нет ни сброса, ни колоды вагонов, ни лежащих в
    открытую карт вагонов, то игрок не может совершать действие по добиранию в руку
    карт вагонов.» While face-up cards lie there, they may still be taken."""
    state = started()
    state.deck = []
    state.discard = [0] * 9
    state.face_up = [RED, EMPTY, EMPTY, EMPTY, EMPTY]
    assert [a for a in legal(state) if isinstance(a, DrawFaceUp | DrawBlind)] == [DrawFaceUp(0)]
    state.face_up = [EMPTY] * 5
    assert not [a for a in legal(state) if isinstance(a, DrawFaceUp | DrawBlind)]


def test_a_hand_has_no_limit() -> None:
    """«У игрока может быть любое количество карт в руке в любое время.»"""
    state = started()
    give(state, 0, red=12, orange=12, yellow=12, green=12, blue=12, locomotive=14)
    state.face_up = [RED, RED, BLUE, GREEN, WHITE]
    play(state, 0, DrawFaceUp(4))
    play(state, 0, DrawBlind())
    assert sum(state.hands[0]) == 76 and state.current == 1
