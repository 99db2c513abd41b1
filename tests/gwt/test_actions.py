"""The action types of the rulebook's «Действия» section."""

from __future__ import annotations

from rules.core.game import Action
from rules.gwt.actions import (
    AddCards,
    Appoint,
    Aux,
    Build,
    Buy,
    Decline,
    Discard,
    Done,
    EngineTo,
    Hire,
    Immediate,
    Stop,
    TakeDisc,
    TakeHazard,
    TakeObjective,
    TakeTeepee,
    Upgrade,
    UseLocal,
)
from rules.gwt.data import COWBOY, CRAFTSMAN, ENGINEER, HAZARD_TILE, TEEPEE_TILE
from tests.gwt.helpers import (
    DATA,
    NO,
    at,
    build_at,
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


def test_hiring_an_engineer_at_7_then_a_cowboy_at_6_plus_2() -> None:
    """«Так как она не может нанять инженера из ряда с Маркером биржи труда, она платит 7$
    за инженера в предыдущем ряду. Затем она помещает его на самую левую из доступных ячеек
    инженеров ... активируя немедленное действие.» «Так как на иконке второго действия найма
    есть требование увеличения стоимости на 2$, ей придётся оплатить в банк 8$.»

    (The Russian example says she discards a "white" card for $2; the first-edition board's
    third engineer slot shows a Jersey, which is what the data holds.)"""
    s = game(4)
    s.job = [NO] * 48
    s.job[0] = COWBOY  # row 1 costs $6
    s.job[2 * 4 + 1] = ENGINEER  # row 3 costs $7
    s.job[3 * 4 + 0] = ENGINEER  # the token's row: not for hire
    s.token_row = 3
    s.workers[0] = [1, 1, 2]
    s.money[0] = 20
    s.hand[0] = sorted([card("jersey"), card("guernsey"), card("dutch_belt"), card("dutch_belt")])
    at(s, 0, "A")
    play(s, UseLocal(1, 0))
    assert legal(s) == [Hire(0, 0), Hire(2, 1)]
    play(s, Hire(2, 1))
    assert s.money[0] == 13 and s.workers[0][ENGINEER] == 3
    assert legal(s) == [Immediate(0), Decline()]  # slot 3: discard a Jersey for $2
    play(s, Immediate(0))
    assert s.money[0] == 15 and card("jersey") not in s.hand[0]
    play(s, UseLocal(2, 0))
    play(s, Hire(0, 0))
    assert s.money[0] == 7 and s.workers[0][COWBOY] == 2


def test_full_rows_cannot_hire_more() -> None:
    """«Если ряд уже заполнен, вы больше не можете нанимать работников этого типа.»"""
    s = game(2)
    s.job = [NO] * 48
    s.job[2] = COWBOY
    s.workers[0] = [6, 1, 1]
    s.money[0] = 50
    at(s, 0, "A")
    assert UseLocal(1, 0) not in legal(s)


def test_build_costs_two_per_craftsman_and_replacing_pays_the_difference() -> None:
    """«За каждого строителя, необходимого для постройки здания, вы должны оплатить 2$ в
    банк.» «Вычтите из количества строителей для нового здания количество строителей для
    старого, вам потребуется ровно столько работников.»"""
    s = game(2)
    clear_trail(s)
    s.workers[0] = [1, 2, 1]
    s.money[0] = 10
    at(s, 0, "B")
    play(s, UseLocal(1, 0))
    options = legal(s)
    assert Build(4, node("A-1")) in options  # 4a needs 2 craftsmen
    assert Build(5, node("A-1")) not in options  # 5a needs 3
    play(s, Build(4, node("A-1")))
    assert s.money[0] == 6 and s.building_at[node("A-1")] == DATA.building_code("4a")
    s.workers[0] = [1, 3, 1]
    at(s, 0, "B")
    play(s, UseLocal(1, 0))
    assert Build(9, node("A-1")) not in legal(s)  # 9a: 7 - 2 = 5 craftsmen needed
    play(s, Build(6, node("A-1")))  # 6a: 4 - 2 = 2 craftsmen, $4
    assert s.money[0] == 2 and 4 not in s.unbuilt[0] and 6 not in s.unbuilt[0]


def building_1a_replaced(craftsmen: int, money: int, **options: str) -> list[Action]:
    """The buildings and sites offered at building B to a player whose 1a stands at A-1."""
    s = game(2, **options)
    clear_trail(s)
    build_at(s, "A-1", "1a", 0)
    s.unbuilt[0].remove(1)
    s.workers[0] = [1, craftsmen, 1]
    s.money[0] = money
    at(s, 0, "B")
    play(s, UseLocal(1, 0))
    return legal(s)


def test_a_replacement_needs_more_craftsmen_than_the_building_it_replaces() -> None:
    """«…вы можете заместить одно из ваших зданий на поле на более высокоуровневое здание
    из доступных вам. Вычтите из количества строителей для нового здания количество
    строителей для старого…» A higher level is more craftsmen (rules revision 2; the
    official rule): 1a could become 2a, both one craftsman, for nothing."""
    options = building_1a_replaced(craftsmen=2, money=10)
    assert Build(2, node("A-1")) not in options and Build(3, node("A-1")) not in options
    assert Build(4, node("A-1")) in options  # 2 craftsmen: one to add
    assert Build(2, node("A-2")) in options  # an empty site takes it as before


def test_a_game_from_before_the_revision_replays_with_its_rule() -> None:
    """A code written before rules revision 2 replays its game under revision 1 (a higher
    building number), so the decisions it holds stay the ones that were legal."""
    options = building_1a_replaced(craftsmen=1, money=0, revision="1")
    assert options[:2] == [Build(2, node("A-1")), Build(3, node("A-1"))]  # for nothing


def test_craftsman_slot_builds_at_one_dollar() -> None:
    """«Оно имеет дополнительное преимущество, вы должны платить лишь по 1$ за каждого
    использованного строителя, вместо 2$.»"""
    s = game(2)
    s.job = [NO] * 48
    s.job[2] = CRAFTSMAN
    s.workers[0] = [1, 3, 1]
    s.money[0] = 9
    at(s, 0, "A")
    play(s, UseLocal(1, 0))
    play(s, Hire(0, 2))  # $6, 4th craftsman
    assert s.money[0] == 3
    play(s, Immediate(0))
    play(s, Build(5, node("A-1")))  # 3 craftsmen at $1
    assert s.money[0] == 0


def test_take_objective_from_display_or_deck() -> None:
    """«или выберите одну из карт целей с основного ряда целей ... или возьмите верхнюю
    карту из колоды целей. Поместите эту карту лицом вверх в свою стопку сброса. Если вы
    берёте карту из основного ряда целей, то немедленно заполните освободившееся место»"""
    s = game(2)
    at(s, 0, "C")
    play(s, UseLocal(0, 1))
    assert legal(s) == [TakeObjective(i) for i in range(4)] + [TakeObjective(-1)]
    chosen = s.display[1]
    play(s, TakeObjective(1))
    assert s.discard[0] == [chosen] and len(s.display) == 4 and len(s.objective_deck) == 19


def test_engine_skips_occupied_spaces() -> None:
    """«она перемещает свой поезд с деления 1 на деление 5 (так как деление 3 занято поездом
    оппонента, и она его игнорирует). Вместо деления 5 она могла бы заехать на объездную
    ветку, на ж/д станцию.»"""
    s = game(2)
    s.engine = [1, 3]
    s.workers[0] = [1, 1, 3]
    at(s, 0, "C")
    play(s, UseLocal(1, 0))
    assert legal(s) == [EngineTo(2)]
    play(s, EngineTo(2))
    assert legal(s) == [EngineTo(4), Stop()]
    play(s, EngineTo(4))
    turnout = DATA.stations[0].position
    assert legal(s) == [EngineTo(5), EngineTo(turnout), Stop()]
    play(s, EngineTo(turnout))
    assert top(s) == "upgrade"  # stopping on a turnout offers the upgrade


def test_station_upgrade_and_station_master() -> None:
    """«Чтобы улучшить станцию, оплатите цену улучшения ... Затем поместите один из своих
    дисков на место на станции» «выберите самого правого работника в одном из ваших рядов
    работников ... замените им тайл станционного смотрителя»"""
    s = game(2)
    turnout = DATA.stations[0].position
    s.engine[0] = 4
    s.station_master[0] = 0  # "workers" master: gain $2
    s.workers[0] = [1, 2, 1]
    s.money[0] = 5
    at(s, 0, "G")
    play(s, UseLocal(0, 0))
    play(s, EngineTo(turnout))
    assert legal(s) == [Upgrade(), Decline()]
    play(s, Upgrade())
    assert s.money[0] == 3
    options = legal(s)
    assert TakeDisc(DATA.disc("certificate_6")) not in options  # station 1: white only
    play(s, TakeDisc(DATA.disc("aux_engine_1")))
    assert s.station_discs[0] == [0]
    assert legal(s) == [Appoint(CRAFTSMAN), Decline()]  # printed workers never leave
    play(s, Appoint(CRAFTSMAN))
    assert s.workers[0] == [1, 1, 1] and s.masters[0] == [0] and s.money[0] == 5
    assert s.station_worker[0] == CRAFTSMAN and s.station_master[0] == NO


def test_a_slot_emptied_for_a_station_master_acts_again_when_refilled() -> None:
    """«Если вы забираете работника со своего планшета и вам открывается немедленное
    действие, то вы сможете его активировать, когда в следующий раз положите нового
    работника на это место.» The fourth cowboy leaves for a station; the next cowboy
    hired onto that slot offers its immediate action again."""
    s = game(4)
    s.workers[0] = [4, 1, 1]
    s.money[0] = 30
    s.engine[0] = 4
    s.station_master[0] = 0
    turnout = DATA.stations[0].position
    turn_of(s, 0, ("engine_fwd", 1, 0, 0))
    play(s, EngineTo(turnout))
    play(s, Upgrade())
    play(s, legal(s)[0])  # a disc
    play(s, Appoint(COWBOY))
    assert s.workers[0] == [3, 1, 1]
    s.job = [NO] * len(s.job)
    s.job[0] = COWBOY
    s.token_row = 3
    at(s, 0, "A")
    play(s, UseLocal(1, 0))
    play(s, Hire(0, 0))
    assert top(s) == "immediate" and legal(s) == [Immediate(0), Decline()]


def test_each_station_is_upgraded_once_per_player() -> None:
    """«Вы можете улучшить станцию, только если вы не улучшили её до этого»"""
    s = game(2)
    s.station_discs[0] = [0]
    s.engine[0] = 4
    s.money[0] = 10
    at(s, 0, "G")
    play(s, UseLocal(0, 0))
    play(s, EngineTo(DATA.stations[0].position))
    assert top(s) == "phase_b"


def test_last_track_space() -> None:
    """«Если ваш поезд достигает этого места, его перемещение сразу завершается (и вы можете
    улучшить станцию по обычным правилам). Затем вы должны подвинуть ваш поезд назад. ...
    После того как вы это сделали, немедленно получите 3$.»"""
    s = game(2)
    s.engine = [38, 37]
    s.workers[0] = [1, 1, 4]
    s.money[0] = 0
    at(s, 0, "G")
    play(s, UseLocal(0, 0))
    play(s, EngineTo(39))
    assert top(s) == "end39"  # no money for station 10
    options = legal(s)
    assert EngineTo(37) not in options and EngineTo(38) in options and EngineTo(0) in options
    play(s, EngineTo(DATA.stations[8].position))
    assert s.money[0] == 3 and top(s) == "phase_b"  # station 9 costs $5


def test_trade_with_the_indians() -> None:
    """«Зависимо от того, сколько денег нарисовано над тайлом типа, вы незамедлительно
    теряете деньги или получаете их.»"""
    s = game(2)
    clear_trail(s)
    s.tile_at[node("teepee-2")] = tile_of(TEEPEE_TILE, 0)
    s.tile_at[node("teepee+6")] = tile_of(TEEPEE_TILE, 1)
    s.money[0] = 1
    at(s, 0, "D")
    play(s, UseLocal(0, 0))
    assert legal(s) == [TakeTeepee(node("teepee+6"))]  # cannot pay $2
    play(s, TakeTeepee(node("teepee+6")))
    assert s.money[0] == 7 and len(s.teepees[0]) == 1 and s.tile_at[node("teepee+6")] == NO


def test_remove_hazard_with_a_cost() -> None:
    """«Если на иконке обозначена цена действия, то вы обязаны незамедлительно её оплатить в
    банк» «Если все 3 секции опасностей пусты, то вы не можете получить тайл угрозы.»"""
    s = game(2)
    clear_trail(s)
    s.money[0] = 7
    at(s, 0, "F")
    assert UseLocal(1, 0) not in legal(s)
    s.tile_at[node("drought3")] = tile_of(HAZARD_TILE, 1, vp=4)
    play(s, UseLocal(1, 0))
    play(s, TakeHazard(node("drought3")))
    assert s.money[0] == 0 and len(s.hazards[0]) == 1


def test_aux_double_only_through_the_icon_and_when_both_discs_are_cleared() -> None:
    """«Если оба места под диски свободны, то вы используете его как двойное дополнительное
    действие» «Если вы используете эту иконку, чтобы применить 1 единичное дополнительное
    действие в локации (вместо её локального действия), вы не можете его удвоить»"""
    s = game(2)
    s.discs[0] = 1 << DATA.disc("aux_dollars")
    at(s, 0, "G")
    assert Aux(0, False) in legal(s) and Aux(0, True) not in legal(s)
    play(s, UseLocal(1, 0))
    assert Aux(0, True) in legal(s) and Aux(0, False) not in legal(s)
    assert Aux(1, False) in legal(s)  # draw: one spot clear -> single
    play(s, Aux(0, True))
    assert s.money[0] == 8


def test_aux_backward_moves_are_mandatory_in_full() -> None:
    """«Вы не можете продвинуться назад на меньшее количество делений, чем требуется.» «Если
    ваш поезд на начальном делении трека ж/д, то вы не можете применять действия, которые
    требуют от вас продвижения назад.»"""
    s = game(2)
    s.discs[0] = (1 << DATA.disc("aux_certificate_1")) | (1 << DATA.disc("aux_certificate_2"))
    at(s, 0, "G")
    assert Aux(2, False) not in legal(s)  # engine on the start space
    s.engine = [2, 1]
    play(s, UseLocal(1, 0))
    assert Aux(2, True) not in legal(s)  # 2 back skipping space 1: only the start is left
    s.engine = [3, 1]
    assert Aux(2, True) in legal(s)
    play(s, Aux(2, True))
    assert s.money[0] == 4 and s.cert[0] == 2
    assert legal(s) == [EngineTo(2)]
    play(s, EngineTo(2))
    assert legal(s) == [EngineTo(0)]
    play(s, EngineTo(0))
    assert s.engine[0] == 0


def test_aux_cull_removes_hand_cards_from_the_game() -> None:
    """«Подвиньте ваш поезд на 1 деление назад. Затем удалите 1 карту с руки из игры,
    верните её в коробку.»"""
    s = game(2)
    s.discs[0] = 1 << DATA.disc("aux_cull_1")
    s.engine = [5, 0]
    s.hand[0] = sorted([card("jersey"), card("guernsey")])
    at(s, 0, "A")
    play(s, Aux(4, False))
    play(s, EngineTo(4))
    assert legal(s) == [Discard(card("jersey")), Discard(card("guernsey")), Done()]
    play(s, Discard(card("jersey")))
    assert s.removed[0] == [card("jersey")] and s.hand[0] == [card("guernsey")]


def test_buy_cattle_with_cowboys() -> None:
    """«Если у вас только 1 ковбой ... ИЛИ купить 1 карту коровы ценностью 3 за 6$, ИЛИ
    купить 1 коричневую карту за 12$.» «Каждый ваш ковбой, который не задействован в покупке
    коров, может быть использован, чтобы добавить 2 карты коров из колоды на рынок.»"""
    s = game(2)
    s.market = sorted([card("holstein(1)"), card("west_highland(4)"),
                       card("texas_longhorn(6)")])
    s.money[0] = 12
    at(s, 0, "E")
    play(s, UseLocal(1, 0))
    assert legal(s) == [Buy(0, card("holstein(1)"), -1), Buy(3, card("west_highland(4)"), -1),
                        AddCards(), Done()]
    s.workers[0][COWBOY] = 3
    s.stack[-1] = ("buy", 3)
    options = legal(s)
    assert Buy(1, card("holstein(1)"), -1) in options  # 2 cowboys: value 3 for $3
    assert Buy(6, card("texas_longhorn(6)"), -1) in options  # 2 cowboys: purple for $12
    play(s, Buy(1, card("holstein(1)"), -1))
    assert s.money[0] == 9 and s.discard[0] == [card("holstein(1)")]
    deck = len(s.market_deck)
    play(s, AddCards())
    assert len(s.market) == 4 and len(s.market_deck) == deck - 2
    assert top(s) == "phase_b"


def test_extraordinary_delivery() -> None:
    """«продвиньте свой поезд на 1 или больше делений назад. Затем выберите щит города,
    значение которого меньше или равно количеству пройденных вашим поездом делений ... Вы
    не можете и не платите никаких дополнительных транспортных расходов.»"""
    from rules.gwt.actions import Deliver

    s = game(2)
    clear_trail(s)
    build_at(s, "A-1", "9a", 0)
    s.engine = [6, 4]
    s.money[0] = 0
    at(s, 0, "A-1")
    play(s, UseLocal(1, 0))
    play(s, EngineTo(5))
    play(s, EngineTo(DATA.stations[0].position))  # turnouts do not count
    assert legal(s)[-1] == Stop()
    play(s, EngineTo(3))  # space 4 is occupied: skipped, not counted
    play(s, Stop())
    assert legal(s) == [Deliver(0), Deliver(1)]  # value <= 2: Kansas City, Topeka
    play(s, Deliver(1))
    play(s, TakeDisc(0))
    assert s.city_discs[1] == [0] and s.money[0] == 0
