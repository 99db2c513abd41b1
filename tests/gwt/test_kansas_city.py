"""Kansas City: the five subphases, the job market and its token (rulebook «Канзас Сити»)."""

from __future__ import annotations

from rules.gwt.actions import ChooseTile, Deliver, TakeDisc, TakeObjective, UseCertificates
from rules.gwt.data import COWBOY, ENGINEER, HAZARD_TILE, TEEPEE_TILE, WORKER
from rules.gwt.rules import GWT
from tests.gwt.helpers import (
    DATA,
    NO,
    card,
    clear_trail,
    game,
    legal,
    node,
    play,
    tile_of,
    top,
)
from tests.gwt.helpers import (
    arrive_in_kansas_city as arrive,
)

KC = 0
TOPEKA, WICHITA, COLORADO, SANTA_FE, ALBUQUERQUE = 1, 2, 3, 4, 5


def worker_tiles(kind: int) -> list[int]:
    return [t for t, tile in enumerate(DATA.tiles) if tile.kind == WORKER and tile.sub == kind]


def test_waiting_room_teepee_and_hazard_placement() -> None:
    """«Если это тайл типа, разместите его ... на свободном месте с наименьшим значением над
    ним.» «Если это тайл угрозы, поместите его ... на свободное место с минимальным номером
    (1 - 4). Если там не осталось свободных мест, удалите тайл угрозы из игры»"""
    s = game(2)
    clear_trail(s)
    s.tile_at[node("teepee-3")] = tile_of(TEEPEE_TILE, 0)
    for n in DATA.hazard_spaces[2]:
        s.tile_at[n] = tile_of(HAZARD_TILE, 2)
    teepee, rockfall = tile_of(TEEPEE_TILE, 1), tile_of(HAZARD_TILE, 2, vp=3)
    s.waiting[0] = [teepee, rockfall]
    arrive(s)
    assert top(s) == "kc_waiting"
    play(s, ChooseTile(0, 0))
    assert s.tile_at[node("teepee-2")] == teepee
    s.waiting[1] = [rockfall, s.waiting[1][1]]  # arrange a hazard in column 2 for the test
    play(s, ChooseTile(1, 0))
    assert rockfall in s.gone


def test_workers_fill_the_token_row_left_to_right_and_the_token_moves() -> None:
    """«Тайл всегда размещается в том же ряду, что и маркер биржи труда.» «Последним всегда
    заполняется место, которое занимает маркер биржи труда. Если вам надо разместить тайл
    работника на этом месте, то сдвиньте маркер по стрелке»"""
    s = game(3)  # 3 players: columns 2-4
    assert s.job[4:8] == [NO, s.job[5], s.job[6], NO]
    s.job[5] = s.job[6] = NO
    cowboy, engineer = worker_tiles(COWBOY)[0], worker_tiles(ENGINEER)[0]
    s.waiting[1] = [cowboy, cowboy]
    s.waiting[2] = [engineer, engineer]
    arrive(s)
    play(s, ChooseTile(0, 0))
    play(s, ChooseTile(1, 0))
    assert s.job[5] == COWBOY and s.token_row == 1
    play(s, ChooseTile(2, 0))
    assert s.job[6] == ENGINEER and s.token_row == 1
    s.job[6] = NO  # once more, then the token's own space
    s.waiting = [[], [cowboy], [engineer]]
    arrive(s)
    play(s, ChooseTile(1, 0))
    play(s, ChooseTile(2, 0))
    assert s.job[7] == ENGINEER and s.token_row == 2


def test_yellow_arrow_refills_the_cattle_market() -> None:
    """«Если маркер движется вдоль жёлтой стрелки, вы должны незамедлительно пополнить
    коровий рынок.» «Если вы должны пополнить коровий рынок, но на нём карт столько же,
    сколько и в начале игры или больше, то просто не делайте этого.»"""
    s = game(2)
    s.token_row = 5  # row 6 has the yellow arrow
    s.job[5 * 4 + 2] = COWBOY
    s.market = s.market[:3]
    s.waiting[1] = [worker_tiles(COWBOY)[0]]
    arrive(s)
    for column in range(2):
        options = legal(s)
        play(s, options[0])
        assert column == 1 or top(s) == "kc_waiting"
    assert s.token_row == 6 and len(s.market) == 7


def test_income_counts_distinct_breeds_plus_certificates() -> None:
    """«У Мэри на руке есть 4 карты. Так как две из них зелёные, то у неё имеется только 3
    различных породы коров: зелёная (2), красная (3) и жёлтая (3) – итого 8 очков.» «Она
    решает потратить 2 из них ... теперь она равна 10.»"""
    s = game(2)
    s.hand[0] = sorted([card("dutch_belt"), card("dutch_belt"), card("brown_swiss(2)"),
                        card("holstein(1)")])
    s.cert[0] = 3
    s.money[0] = 0
    s.waiting = [[], [], []]
    arrive(s)
    assert legal(s) == [UseCertificates(k) for k in range(4)]
    play(s, UseCertificates(2))
    assert s.money[0] == 10 and s.cert[0] == 1 and s.hand[0] == [] and len(s.discard[0]) == 4


def test_the_albuquerque_delivery_example() -> None:
    """«При общей ценности в 10, Мэри может совершить доставку в любой город вплоть до
    Альбукерке. ... Наконец, она платит налог 3$ ... Вместо Альбукерке она могла бы выбрать
    Санта Фе, Уичито или Канзас Сити для доставки (не Колорадо Спрингз или Топека, так как
    там уже есть её диски).»"""
    for city, cost in ((ALBUQUERQUE, 3), (SANTA_FE, 2), (WICHITA, 0), (KC, 0)):
        s = game(2)
        s.city_discs[TOPEKA] = [0]
        s.city_discs[COLORADO] = [0]
        s.discs[0] = (1 << DATA.disc("aux_engine_1")) | (1 << DATA.disc("aux_engine_2"))
        s.engine[0] = 5
        s.hand[0] = sorted([card("dutch_belt"), card("dutch_belt"), card("brown_swiss(2)"),
                            card("holstein(1)")])
        s.cert[0] = 3
        s.money[0] = 0
        s.waiting = [[], [], []]
        arrive(s)
        play(s, UseCertificates(2))
        assert legal(s) == [Deliver(KC), Deliver(WICHITA), Deliver(SANTA_FE),
                            Deliver(ALBUQUERQUE)]
        play(s, Deliver(city))
        play(s, legal(s)[0])  # a disc
        while top(s) in ("link_objective", "take_obj"):
            play(s, legal(s)[0])
        expected = 10 - cost + (6 if city == KC else 0)
        assert s.money[0] == expected, city
        assert s.cattleman[0] == DATA.start  # «Переместите своего погонщика в начало пути»
        assert [len(c) for c in s.waiting] == [2, 2, 2]  # «Заполните каждое из мест»


def test_green_arrow_action_takes_an_objective_card() -> None:
    """«Действие доставки с картинки активируется, когда вы помещаете диск на один смежный
    с ним щит, в то время как другой смежный щит уже занят вашим диском. Теперь вы должны
    незамедлительно выбрать 1 карту цели из основного ряда целей»"""
    s = game(2)
    s.city_discs[COLORADO] = [0]
    s.hand[0] = sorted([card("holstein(1)"), card("west_highland(4)"), card("jersey")])
    s.waiting = [[], [], []]
    arrive(s)
    play(s, UseCertificates(0))
    play(s, Deliver(SANTA_FE))
    play(s, TakeDisc(0))
    assert legal(s) == [TakeObjective(i) for i in range(4)]  # display only
    play(s, TakeObjective(0))
    assert len(s.discard[0]) == 4 and DATA.card_breed[s.discard[0][-1]] < 0


def test_white_and_black_disc_spots() -> None:
    """«Диск с места с белыми углами может быть размещён на любое место для дисков на поле.
    Диск с места с чёрными углами может быть размещён только на соответствующих местах тоже
    с чёрными углами.» «Когда вы очищаете одно из этих мест – вы должны немедленно
    заплатить 5$.»"""
    s = game(2)
    s.hand[0] = sorted([card("texas_longhorn(7)"), card("west_highland(4)"),
                        card("holstein(1)"), card("dutch_belt")])
    s.money[0] = 0
    s.engine[0] = 20
    s.waiting = [[], [], []]
    arrive(s)
    play(s, UseCertificates(0))  # 14 dollars
    play(s, Deliver(ALBUQUERQUE))
    spots = [a.spot for a in legal(s) if isinstance(a, TakeDisc)]
    assert DATA.disc("hand_1") in spots and DATA.disc("step_dollars") in spots
    play(s, TakeDisc(DATA.disc("hand_1")))
    assert s.money[0] == 9
    from rules.gwt.board import hand_limit

    assert hand_limit(s, DATA, 0) == 5


def test_only_black_discs_left_may_go_on_a_white_city() -> None:
    """«Если вам надо забрать диск с места с белыми углами, а остались только диски на
    местах с чёрными углами, вам позволяется выставить диск с места с чёрными углами на
    место с белыми углами.»"""
    s = game(2)
    white = [i for i, black in enumerate(DATA.disc_black) if not black]
    s.discs[0] = sum(1 << i for i in white)
    s.waiting = [[], [], []]
    s.money[0] = 0
    s.hand[0] = []  # no income: the $5 hand spots are out of reach
    arrive(s)
    play(s, UseCertificates(0))
    play(s, Deliver(KC))
    spots = [a.spot for a in legal(s) if isinstance(a, TakeDisc)]
    assert spots == [DATA.disc("certificate_6"), DATA.disc("step_dollars"), DATA.disc("step_vp")]


def test_no_disc_left_takes_one_from_a_station() -> None:
    """«Если вам надо выставить диск, но вы не можете этого сделать ..., то просто снимите
    диск с одной из станций по своему выбору и используйте для размещения его.»"""
    from rules.gwt.actions import TakeStationDisc

    s = game(2)
    s.discs[0] = (1 << 14) - 1
    s.station_discs[3] = [1, 0]
    s.waiting = [[], [], []]
    arrive(s)
    play(s, UseCertificates(0))
    play(s, Deliver(KC))
    assert legal(s) == [TakeStationDisc(3)]
    play(s, TakeStationDisc(3))
    assert s.station_discs[3] == [1] and s.city_discs[KC] == [0]


def test_red_arrow_ends_the_game_after_one_final_turn_each() -> None:
    """«Это заставляет маркер биржи труда продвинуться по красной стрелке, текущий игрок
    немедленно забирает маркер» «Затем остальные игроки делают по последнему, финальному
    ходу» «вы не можете выбрать тайл работника для ввода в игру (так как для них не
    осталось мест)»"""
    s = game(3)
    s.token_row = 11
    s.job[11 * 4 + 1] = s.job[11 * 4 + 2] = COWBOY
    cowboy = worker_tiles(COWBOY)[0]
    s.waiting = [[], [cowboy, cowboy], [cowboy, tile_of(TEEPEE_TILE, 0)]]
    s.cattleman = [node("A")] * 3
    arrive(s, 1)
    play(s, ChooseTile(1, 0))
    assert s.token_row == 12 and s.token_holder == 1 and s.end_by == 1
    assert legal(s) == [ChooseTile(2, 1)]  # workers can no longer be chosen
    turns = 0
    while not GWT.is_over(s):
        if top(s) == "start" and s.current != 1:
            turns += 1
        play(s, legal(s)[-1] if top(s) == "start" else legal(s)[0])
    assert turns == 2 and s.current == 0
    assert GWT.score_sheet(s).points[1][-1] == 2


def test_transport_costs_from_the_start() -> None:
    """«оплатите в банк по 1$ за каждое перекрестье, которое расположено между носом вашего
    паровоза и значением города под щитом.»"""
    from rules.gwt.board import transport_cost

    costs = [transport_cost(DATA, 0, city.value) for city in DATA.cities]
    assert costs == [0, 0, 1, 3, 4, 5, 7, 8, 9, 11]
    assert transport_cost(DATA, 20, 18) == 0  # at or beyond the city: nothing to pay
