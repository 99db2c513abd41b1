"""Phase B: local actions, the single auxiliary action, and what each place offers."""

from __future__ import annotations

from rules.gwt.actions import Aux, EndPhase, Stop, UseLocal
from tests.gwt.helpers import DATA, at, build_at, card, clear_trail, game, legal, play, top


def test_local_actions_once_each_in_any_order_or_one_single_aux() -> None:
    """«Вы можете выполнить каждое из представленных действий 1 раз.» «Если вы не
    совершаете ни одного локального действия на достигнутом тайле, тогда, и только тогда,
    вместо этого вы можете совершить 1 единичное дополнительное действие.»"""
    s = game(2)
    s.hand[0] = sorted([card("dutch_belt"), card("jersey"), card("jersey"), card("guernsey")])
    at(s, 0, "B")
    options = legal(s)
    assert UseLocal(0, 0) in options and Aux(0, False) in options and Aux(1, False) in options
    assert EndPhase() not in options  # phase B is not skipped (official FAQ: do something)
    play(s, UseLocal(0, 0))  # discard the Dutch Belt: $2
    assert s.money[0] == 8
    options = legal(s)
    assert UseLocal(0, 0) not in options
    assert not any(isinstance(a, Aux) for a in options)
    assert EndPhase() in options


def test_single_aux_instead_ends_the_local_actions() -> None:
    """«Если вы не совершаете ни одного локального действия на достигнутом тайле, тогда, и
    только тогда, вместо этого вы можете совершить 1 единичное дополнительное действие.»"""
    s = game(2)
    at(s, 0, "B")
    play(s, Aux(0, False))
    assert s.money[0] == 7
    assert legal(s) == [EndPhase()]


def test_other_places_offer_one_single_auxiliary_action_only() -> None:
    """«На тайлах зданий других игроков, тайлах угроз и тайлах типа вам доступна только 1
    опция: Использовать единичное дополнительное действие»"""
    s = game(2)
    clear_trail(s)
    build_at(s, "A-1", "2a", 1)
    s.hand[0] = [card("guernsey")] * 4
    at(s, 0, "A-1")
    assert legal(s) == [Aux(0, False), Aux(1, False)]


def test_own_building_offers_its_risk_action() -> None:
    """«Если тайл вашего здания расположен на таком месте, рискованное действие становится
    одним из локальных действий тайла»"""
    s = game(2)
    clear_trail(s)
    build_at(s, "flood_risk1", "1a", 0)
    s.hand[0] = [card("jersey")] * 4
    at(s, 0, "flood_risk1")
    assert UseLocal(1, 0) in legal(s)  # 1a's action is index 0, the risk action index 1
    play(s, UseLocal(1, 0))
    assert s.cert[0] == 1 and s.money[0] == 8
    build_at(s, "flood_risk2", "1a", 1)
    at(s, 0, "flood_risk2")
    assert not any(isinstance(a, UseLocal) for a in legal(s))  # not the owner


def test_slash_means_either_or() -> None:
    """«На некоторых тайлах изображены действия через белую косую черту в рамках 1
    локального действия, Вы можете выбрать только одно из них для выполнения.»"""
    s = game(2)
    at(s, 0, "C")
    assert UseLocal(0, 0) in legal(s) and UseLocal(0, 1) in legal(s)
    play(s, UseLocal(0, 0))  # certificate
    assert s.cert[0] == 1
    assert not any(isinstance(a, UseLocal) and a.index == 0 for a in legal(s))


def test_requirements_must_be_met_in_full() -> None:
    """«если на действии изображена цена или требования, вы должны оплатить её целиком или
    полностью соответствовать требованиям, чтобы получить награды этого действия»"""
    s = game(2)
    s.money[0] = 6
    at(s, 0, "F")
    s.hand[0] = [card("jersey"), card("dutch_belt"), card("guernsey"), card("black_angus")]
    assert UseLocal(0, 0) not in legal(s)
    assert UseLocal(1, 0) not in legal(s)  # $7 to remove a hazard, only $6


def test_pair_discard() -> None:
    """«Сбросьте две карты коров одного типа — Получите 4$» (neutral building F)."""
    s = game(2)
    s.hand[0] = sorted([card("jersey"), card("jersey"), card("guernsey"), card("guernsey")])
    at(s, 0, "F")
    play(s, UseLocal(0, 0))
    assert top(s) == "discard_for"  # which pair
    from rules.gwt.actions import Discard

    events = play(s, Discard(card("guernsey")))
    assert s.hand[0] == [card("jersey")] * 2 and s.money[0] == 10
    # one event tells of both cards (the log said "discards Guernsey", as for one card)
    told = [(e.kind, e.details.get("card")) for e in events if "discard" in e.kind]
    assert told == [("discard_pair", "guernsey")]


def test_cattleman_move_repeats_phase_b() -> None:
    """«В локации, на которой вы остановились, вы обязаны ещё раз провести фазу Б хода.
    Запомните, вы не пополняете руку перед повтором фазы Б.»"""
    from rules.gwt.actions import Step

    s = game(2)
    clear_trail(s)
    build_at(s, "A-1", "3a", 0)
    at(s, 0, "A-1")
    play(s, UseLocal(1, 0))
    assert legal(s) == [Step(DATA.node("B"))]
    hand = list(s.hand[0])
    play(s, Step(DATA.node("B")))
    assert top(s) == "phase_b" and s.stack[-1][1] == DATA.node("B")
    assert s.hand[0] == hand
    assert Stop() not in legal(s)


def test_money_per_engineer_and_woods() -> None:
    """5b: «Получите столько $, сколько у вас есть инженеров.» 1a: «Если тайл 1a сам
    находится в деревьях, то он тоже учитывается при подсчёте награды.»"""
    s = game(2, private_buildings="a")
    s.sides = "ab" * 5
    clear_trail(s)
    build_at(s, "A-1", "5b", 0)
    s.workers[0] = [1, 1, 3]
    at(s, 0, "A-1")
    play(s, UseLocal(1, 0))
    assert s.money[0] == 6 + 3
    s = game(2)
    clear_trail(s)
    build_at(s, "B-1", "1a", 0)  # woods
    build_at(s, "C-1-1", "2a", 0)  # woods
    build_at(s, "A-1", "3a", 0)
    at(s, 0, "B-1")
    play(s, UseLocal(0, 0))
    assert s.money[0] == 6 + 4


def test_an_illegal_choice_is_refused_and_changes_nothing() -> None:
    """«Но если на действии изображена цена или требования, вы должны оплатить её целиком
    или полностью соответствовать требованиям»: a local action whose requirement is not
    met (no Dutch Belt in hand at B), an action of another player, or a used action is
    refused with a message naming the action and the situation, and the state stays."""
    import pytest

    from rules.core.errors import IllegalAction
    from rules.gwt.rules import GWT

    s = game(2)
    s.hand[0] = sorted([card("jersey"), card("jersey")])
    at(s, 0, "B")
    before = s.snapshot()
    with pytest.raises(IllegalAction, match="phase B"):
        GWT.apply(s, 0, UseLocal(0, 0))
    with pytest.raises(IllegalAction, match="not"):
        GWT.apply(s, 1, Aux(0, False))
    assert s.snapshot() == before
    play(s, Aux(0, False))
    with pytest.raises(IllegalAction):
        GWT.apply(s, 0, Aux(0, False))  # one single auxiliary action only
    assert legal(s) == [EndPhase()]
