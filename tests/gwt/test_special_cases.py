"""Rulebook sentences about special cases: shared locations, fees never paid later, empty
supplies and displays, permanent certificates, Kansas City's $6, two delivery actions at
once, and a waiting room left with workers only (rulebook «Некоторые определения,
условности и особые случаи» and the sections they come from)."""

from __future__ import annotations

from rules.gwt.actions import (
    AddCards,
    Aux,
    Buy,
    ChooseTile,
    Deliver,
    Done,
    EndPhase,
    PlaceCattleman,
    Step,
    Stop,
    TakeDisc,
    TakeObjective,
    UseCertificates,
    UseLocal,
)
from rules.gwt.data import COWBOY, HAZARD_TILE, WORKER
from rules.gwt.scoring import player_scores
from tests.gwt.helpers import (
    DATA,
    arrive_in_kansas_city,
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

KC, COLORADO, SANTA_FE, ALBUQUERQUE = 0, 3, 4, 5


def test_a_location_may_hold_several_cattlemen() -> None:
    """«Вы можете начать с того же здания, на котором уже расположился другой игрок.»
    «Погонщики других игроков никак вам не мешают, на одной локации может находиться
    несколько погонщиков.»"""
    s = game(2)
    s.cattleman[0], s.first_turn[0] = node("B"), 0
    s.current = 1  # the second player's first turn
    assert PlaceCattleman(node("B")) in legal(s)
    play(s, PlaceCattleman(node("B")))
    assert s.cattleman == [node("B"), node("B")]
    s = game(2)
    clear_trail(s)
    s.cattleman = [node("A"), node("B")]
    turn_of(s, 0, ("start",))
    play(s, Step(node("B")))  # onto the other cattleman, and on past it
    assert Step(node("C")) in legal(s)


def test_fees_are_never_paid_later() -> None:
    """«Вы не должны оплачивать пошлины задним числом, даже если вы получили деньги, стоя на
    локации, за которую вы не смогли заплатить ранее.»"""
    s = game(2)
    clear_trail(s)
    build_at(s, "A-1", "4a", 1)  # the other player's building, black hand: $2
    s.money = [0, 7]
    s.cattleman[0] = node("A")
    turn_of(s, 0, ("start",))
    play(s, Step(node("A-1")))  # $2 due, nothing to pay it with
    play(s, Step(node("B")))
    play(s, Stop())
    assert s.money == [0, 7] and top(s) == "phase_b"
    play(s, Aux(0, False))  # gain $1 at B
    play(s, EndPhase())
    assert s.money == [1, 7] and s.current == 1  # the turn ended; the fee stays unpaid


def test_an_empty_teepee_area_or_objective_supply_offers_nothing() -> None:
    """«Если секция индейской торговли пуста, то вы не можете взять тайл типа.» «Если колода
    карт целей закончилась, то центральный ряд целей не пополняется. Если в ряду карты тоже
    закончились, то вы не можете получать карты целей.»"""
    s = game(2)
    clear_trail(s)  # no teepee left anywhere
    at(s, 0, "D")
    assert UseLocal(0, 0) not in legal(s)  # trade with the Indians is impossible
    s = game(2)
    s.objective_deck = []
    s.display = s.display[:1]
    at(s, 0, "C")
    play(s, UseLocal(0, 1))
    assert legal(s) == [TakeObjective(0)]  # no deck to draw from
    play(s, TakeObjective(0))
    assert s.display == []  # not refilled
    at(s, 0, "C")
    assert UseLocal(0, 1) not in legal(s)


def test_permanent_certificates_add_to_every_herd_value() -> None:
    """«Постоянные сертификаты: ... Каждый из таких тайлов, если он у вас есть,
    автоматически увеличивает общую ценность стада на 1 до конца игры.» «Если бы у неё был
    стационарный зритель с постоянным сертификатом, общая ценность её стада сразу была бы
    равна 9, вместо 8.»"""
    s = game(2)
    s.masters[0] = [[m.id for m in DATA.station_masters].index("hazards")]
    s.hand[0] = sorted([card("dutch_belt"), card("dutch_belt"), card("brown_swiss(2)"),
                        card("holstein(1)")])
    s.money[0] = 0
    s.waiting = [[], [], []]
    arrive_in_kansas_city(s)
    assert legal(s) == [UseCertificates(0)]  # no temporary certificates
    play(s, UseCertificates(0))
    assert s.money[0] == 9


def test_kansas_city_pays_6_dollars_and_costs_6_vp_each_time() -> None:
    """«Если вы размещаете диск в Канзас Сити, немедленно получите 6$ из банка. В конце игры
    вы потеряете 6 ПО за этот диск.» «Начальная станция, Канзас Сити ... Вы можете
    совершать доставку в любой из этих городов, даже если уже делали это ранее.»"""
    s = game(2)
    s.city_discs[KC] = [0]
    s.hand[0] = [card("jersey")]
    s.money[0] = 0
    s.waiting = [[], [], []]
    arrive_in_kansas_city(s)
    play(s, UseCertificates(0))
    assert legal(s) == [Deliver(KC), Deliver(1)]  # herd value 1: Kansas City or Topeka
    play(s, Deliver(KC))
    play(s, legal(s)[0])  # a disc
    assert s.money[0] == 1 + 6 and s.city_discs[KC] == [0, 0]
    assert player_scores(s, DATA, 0)[2] == -12


def test_one_disc_triggering_two_delivery_actions_takes_two_objective_cards() -> None:
    """«Если размещение диска активирует 2 таких действия сразу, вы должны совершить это
    действие дважды. (Основной ряд целей пополняется перед вашим вторым действием.)»"""
    s = game(2)
    s.city_discs[COLORADO] = [0]
    s.city_discs[ALBUQUERQUE] = [0]
    s.hand[0] = sorted([card("holstein(1)"), card("west_highland(4)"), card("jersey")])
    s.waiting = [[], [], []]
    arrive_in_kansas_city(s)
    play(s, UseCertificates(0))
    play(s, Deliver(SANTA_FE))
    play(s, TakeDisc(0))
    first_refill = s.objective_deck[-1]
    assert legal(s) == [TakeObjective(i) for i in range(4)]
    play(s, TakeObjective(2))
    assert s.display[2] == first_refill  # refilled before the second action
    assert legal(s) == [TakeObjective(i) for i in range(4)]
    play(s, TakeObjective(2))
    objectives = [c for c in s.discard[0] if DATA.card_breed[c] < 0]
    assert objectives[0] != first_refill and objectives[1] == first_refill


def test_waiting_room_with_workers_only_is_skipped_after_the_end_is_triggered() -> None:
    """«Если это происходит в подфазе 2, то 3-я подфаза выполняется как обычно, но вы не
    можете выбрать тайл работника для ввода в игру ... Если в зале ожидания в зоне 3 остались
    только тайлы работников, то 3 подфаза пропускается.»"""
    s = game(2)
    s.token_row = 11
    s.job[11 * 4 + 2] = COWBOY
    workers = [t for t, tile in enumerate(DATA.tiles) if tile.kind == WORKER][:3]
    s.waiting = [[tile_of(HAZARD_TILE, 0)], [workers[0]], workers[1:]]
    arrive_in_kansas_city(s)
    play(s, ChooseTile(0, 0))
    play(s, ChooseTile(1, 0))  # the last job-market space: the red arrow
    assert s.token_row == 12 and s.end_by == 0
    assert top(s) == "kc_income"  # subphase 3 offers only workers: skipped
    play(s, UseCertificates(0))
    assert s.waiting[2][:2] == workers[1:]  # left where they were


def test_cattle_come_only_from_the_market_and_an_empty_stack_adds_none() -> None:
    """«Вы можете купить только тех коров, которые представлены на рынке.» «Вы всегда
    вольны решить купить меньше коров, чем можете.» «Если колода коровьего рынка пуста, это
    означает, что больше ни одной коровы на рынке не появится.»"""
    s = game(2)
    s.market = [card("holstein(1)")]
    s.market_deck = []
    s.money[0] = 30
    s.workers[0][COWBOY] = 5
    at(s, 0, "E")
    play(s, UseLocal(1, 0))
    options = legal(s)
    assert {a.first for a in options if isinstance(a, Buy)} == {card("holstein(1)")}
    assert all(a.second < 0 for a in options if isinstance(a, Buy))  # one card to buy
    assert AddCards() not in options and options[-1] == Done()
    play(s, Done())  # buying nothing is allowed
    assert s.market == [card("holstein(1)")] and s.money[0] == 30
    s.token_row = 5  # the yellow arrow below row 6 refills from an empty stack: nothing
    s.job[5 * 4 + 2] = COWBOY
    s.waiting = [[], [next(t for t, tile in enumerate(DATA.tiles) if tile.kind == WORKER)], []]
    arrive_in_kansas_city(s)
    play(s, legal(s)[0])
    assert s.token_row == 6 and s.market == [card("holstein(1)")]
