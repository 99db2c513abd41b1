"""Playing objective cards (rulebook «Карты целей») and phase C («Фаза В»)."""

from __future__ import annotations

from rules.gwt.actions import (
    Aux,
    Decline,
    Discard,
    Done,
    DrawCards,
    EndPhase,
    EngineTo,
    Immediate,
    PlayObjective,
    Step,
    Stop,
    UseLocal,
)
from rules.gwt.data import HAZARD_TILE
from tests.gwt.helpers import (
    DATA,
    at,
    card,
    clear_trail,
    game,
    legal,
    node,
    play,
    tile_of,
    top,
    turn_of,
)


def test_objective_before_phase_a_gains_2_dollars() -> None:
    """«В свой ход, если у вас есть 1 или несколько карт целей в руке, вы можете сыграть их
    Или до фазы А, Или до или после совершения любого одного действия в фазе Б.»
    «Получите 2$.»"""
    s = game(2)
    s.cattleman[0] = node("A")
    s.hand[0] = sorted([card("O1"), card("jersey")])
    turn_of(s, 0, ("start",))
    assert legal(s)[0] == PlayObjective(card("O1"))
    play(s, PlayObjective(card("O1")))
    assert s.money[0] == 8 and s.objectives[0][-1] == card("O1")
    assert top(s) == "start"


def test_objective_between_actions_but_not_during_one() -> None:
    """«Это означает, что вы не можете сыграть эти карты ни в процессе выполнения действия,
    ни когда вы уже приступили к фазе С.»"""
    s = game(2)
    s.hand[0] = sorted([card("O1"), card("guernsey")])
    s.job[2] = 0
    at(s, 0, "A")
    assert PlayObjective(card("O1")) in legal(s)
    play(s, UseLocal(1, 0))  # hire: choosing the worker is part of the action
    assert not any(isinstance(a, PlayObjective) for a in legal(s))


def test_free_move_ignores_fees_and_cannot_reach_kansas_city() -> None:
    """«Продвиньте своего погонщика на 1-3 шага вперёд по тропе, игнорируя зелёные и чёрные
    руки. Вы не можете использовать локацию, на которой остановились. Таким образом, если
    вы совершили это действие до фазы А, вы после этого начинаете обычную фазу движения,
    начиная с этой локации.» «Вы не можете попасть в Канзас Сити при помощи этого
    действия.»"""
    s = game(2)
    clear_trail(s)
    s.tile_at[node("flood1")] = tile_of(HAZARD_TILE, 0, hands=(0, 1))
    s.cattleman[0] = node("A")
    s.hand[0] = [card("O20")]
    turn_of(s, 0, ("start",))
    play(s, PlayObjective(card("O20")))
    play(s, Immediate(0))
    play(s, Step(node("flood1")))
    assert s.money[0] == 6
    play(s, Stop())
    assert top(s) == "start" and s.cattleman[0] == node("flood1")
    s.cattleman[0] = node("G")
    s.hand[0] = [card("O21")]
    play(s, PlayObjective(card("O21")))
    assert top(s) == "start"  # only Kansas City lies ahead: the move cannot be made


def test_free_move_after_the_location_was_used_ends_phase_b() -> None:
    """«Если вы совершили это действие после того, как использовали текущую локацию в фазе
    Б, вы автоматически переходите к фазе С, как только ваш погонщик достигнет новой
    локации.»"""
    s = game(2)
    clear_trail(s)
    s.hand[0] = [card("O22")]
    at(s, 0, "A")
    play(s, Aux(0, False))
    play(s, PlayObjective(card("O22")))
    play(s, Immediate(0))
    play(s, Step(node("B")))
    play(s, Stop())
    assert s.current == 1  # phase C done, next player's turn


def test_draw_and_discard_engine_and_aux_objectives() -> None:
    """«Возьмите до 3 карт из вашей колоды, а затем сбросьте столько же карт, сколько
    взяли.» «Продвиньте свой поезд на 1-2 или 1-3 деления вперёд.» «Совершите 1 единичное
    или двойное дополнительное действие.»"""
    s = game(2)
    s.hand[0] = [card("O10"), card("O15"), card("O6")]
    s.deck[0] = [card("jersey")] * 5
    at(s, 0, "A")
    play(s, PlayObjective(card("O10")))
    assert legal(s) == [Immediate(0), Decline()]
    play(s, Immediate(0))
    assert legal(s) == [DrawCards(1)]  # one at a time, each seen before the next
    play(s, DrawCards(1))
    assert legal(s) == [DrawCards(1), Done()]
    play(s, DrawCards(1))
    play(s, Done())
    assert len(s.hand[0]) == 4 and top(s) == "discard_n"
    play(s, Discard(card("jersey")))
    play(s, Discard(card("jersey")))
    assert len(s.hand[0]) == 2 and len(s.discard[0]) == 2
    play(s, PlayObjective(card("O15")))
    play(s, Immediate(0))
    play(s, EngineTo(1))
    play(s, EngineTo(2))
    assert s.engine[0] == 2 and top(s) == "phase_b"
    s.discs[0] = 1 << DATA.disc("aux_dollars")
    play(s, PlayObjective(card("O6")))
    play(s, Immediate(0))
    assert Aux(0, True) in legal(s)


def test_phase_c_refills_to_the_hand_limit_reshuffling_only_when_empty() -> None:
    """«На данный момент лимит карт Мэри равен 5 ... Так как у неё осталось 3 карты, она
    должна добрать 2 карты, чтобы стало 5. Так как в её персональной колоде осталось только 2
    карты, она забирает их. ... только когда ваша колода закончилась, вы сможете перемешать
    стопку сброса»"""
    s = game(2)
    s.discs[0] = 1 << DATA.disc("hand_1")
    s.hand[0] = sorted([card("jersey")] * 3)
    s.deck[0] = [card("guernsey")]
    s.discard[0] = [card("dutch_belt"), card("dutch_belt")]
    at(s, 0, "A")
    play(s, Aux(0, False))
    play(s, EndPhase())
    assert len(s.hand[0]) == 5 and card("guernsey") in s.hand[0]
    assert len(s.deck[0]) == 1 and s.discard[0] == []


def test_a_shrinking_deck_is_allowed() -> None:
    """«Если в какой-то момент вам не будет хватать карт для пополнения руки, то вы просто
    будете играть с меньшей рукой»"""
    s = game(2)
    s.hand[0] = [card("jersey")]
    s.deck[0], s.discard[0] = [], [card("guernsey")]
    at(s, 0, "A")
    play(s, Aux(0, False))
    play(s, EndPhase())
    assert len(s.hand[0]) == 2


def test_discard_requirement_card_choice() -> None:
    """«Когда на действии показаны 1 или 2 карты с красной стрелкой, вы должны сбросить
    соответствующие карты с руки»: with several fitting cards the player picks which."""
    s = game(2)
    s.hand[0] = sorted([card("O1"), card("O2"), card("jersey")])
    s.sides = "b" * 10
    from tests.gwt.helpers import build_at

    clear_trail(s)
    build_at(s, "A-1", "1b", 0)
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))  # discard an objective card: 2 certificates
    assert legal(s) == [Discard(card("O1")), Discard(card("O2"))]
    play(s, Discard(card("O2")))
    assert s.cert[0] == 2


def kansas_city_income(revision: str = "3"):  # type: ignore[no-untyped-def]
    """Player 0 arrives in Kansas City holding O1 (+$2), O10 (draw 3) and two cattle, and
    chooses its three waiting-room tiles: the income subphase is asked next."""
    from tests.gwt.helpers import arrive_in_kansas_city

    s = game(2, revision=revision)
    clear_trail(s)
    s.hand[0] = sorted([card("O1"), card("O10"), card("jersey"), card("guernsey")])
    arrive_in_kansas_city(s)
    while top(s) == "kc_waiting":
        play(s, legal(s)[0])
    assert top(s) == "kc_income"
    return s


def test_objective_in_kansas_city_before_the_income() -> None:
    """«В свой ход, если у вас есть 1 или несколько карт целей в руке, вы можете сыграть их
    … Или до или после совершения любого одного действия в фазе Б.» Kansas City's five
    subphases are its phase B: a card still in the hand at the income may be played (rules
    revision 3), before the hand goes to the discard pile."""
    from rules.gwt.actions import UseCertificates

    s = kansas_city_income()
    assert PlayObjective(card("O1")) in legal(s) and PlayObjective(card("O10")) in legal(s)
    money = s.money[0]
    play(s, PlayObjective(card("O1")))
    assert s.money[0] == money + 2 and card("O1") in s.objectives[0]
    assert top(s) == "kc_income" and legal(s)[-1] == PlayObjective(card("O10"))
    play(s, PlayObjective(card("O10")))  # draw up to 3: the income counts the new hand
    assert top(s) == "immediate"
    play(s, Immediate(0))
    assert top(s) == "draw_count"
    play(s, DrawCards(1))
    play(s, Done())  # one card drawn, so one discarded
    assert top(s) == "discard_n"
    play(s, Discard(card("jersey")))
    assert top(s) == "kc_income" and not any(isinstance(a, PlayObjective) for a in legal(s))
    play(s, UseCertificates(0))
    assert card("jersey") in s.discard[0] and top(s) == "kc_delivery"


def test_objective_not_in_kansas_city_under_an_old_revision() -> None:
    """Codes of before rules revision 3 replay as their games were played: no objective
    card in Kansas City (a card held on arrival went with the hand)."""
    s = kansas_city_income(revision="2")
    assert not any(isinstance(a, PlayObjective) for a in legal(s))
