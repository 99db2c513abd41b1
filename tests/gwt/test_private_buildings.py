"""Private buildings' local actions (rulebook «Локальные действия с тайлов личных зданий»),
worker-slot immediate actions and player-board disc spots."""

from __future__ import annotations

from rules.gwt.actions import (
    Decline,
    Deliver,
    DrawCards,
    EngineTo,
    Hire,
    Immediate,
    Stop,
    TakeDisc,
    TakeHazard,
    TakeObjective,
    TakeTeepee,
    UpgradeStation,
    UseAdjacent,
    UseLocal,
)
from rules.gwt.board import hand_limit, step_limit
from rules.gwt.data import BLUE, COWBOY, CRAFTSMAN, ENGINEER, GREEN, HAZARD_TILE, TEEPEE_TILE
from rules.gwt.state import GwtState
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
)


def board_b(players: int = 2) -> GwtState:
    s = game(players)
    s.sides = "b" * 10
    clear_trail(s)
    return s


def test_1b_moves_the_engine_back_1_or_2_for_3_dollars() -> None:
    """«Передвиньте свой поезд на 1 или 2 деления назад и получите 3$.»"""
    s = board_b()
    build_at(s, "A-1", "1b", 0)
    s.engine = [6, 0]
    s.money[0] = 0
    at(s, 0, "A-1")
    play(s, UseLocal(1, 0))
    assert s.money[0] == 3
    assert legal(s) == [EngineTo(5)]
    play(s, EngineTo(5))
    assert EngineTo(4) in legal(s) and Stop() in legal(s)


def test_2b_engine_reward_may_be_forfeited() -> None:
    """«Вы в праве отказаться от награды или её части, если вы удовлетворяете
    требованиям.»"""
    s = board_b()
    build_at(s, "A-1", "2b", 0)
    s.hand[0] = [card("jersey")]
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))
    assert legal(s) == [EngineTo(1), Stop()]
    play(s, Stop())
    assert s.engine[0] == 0 and top(s) == "phase_b"


def test_a_forfeited_engine_move_reaches_no_station() -> None:
    """«Если вы завершаете перемещение вашего поезда на ж/д станции, вы должны
    незамедлительно решить, будете вы улучшать её или нет.» An engine that does not move
    ends no movement: standing on a station it did not upgrade, it is not offered again."""
    s = board_b()
    build_at(s, "A-1", "2b", 0)
    s.hand[0] = [card("jersey")]
    turnout = DATA.stations[0].position
    s.engine = [turnout, 0]
    s.money[0] = 10
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))
    play(s, Stop())
    assert s.engine[0] == turnout and s.station_discs[0] == [] and top(s) == "phase_b"


def test_4b_draws_up_to_the_cowboys() -> None:
    """The rulebook prints 4b as icons only (reference buildings.json: draw up to one card
    per cowboy, then discard as many); «Когда мы говорим о СБРОСЕ КАРТ, это всегда значит,
    что вы должны переместить карту/ы с руки лицом вверх в вашу личную стопку сброса.»"""
    s = board_b()
    build_at(s, "A-1", "4b", 0)
    s.workers[0][COWBOY] = 3
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))
    for _ in range(3):
        play(s, DrawCards(1))
    assert top(s) == "discard_n" and len(s.hand[0]) == 7  # at most 3 cowboys: 3 cards


def test_6b_objective_card_goes_to_the_hand() -> None:
    """Icons only in the rulebook (reference: discard any cattle card, gain $3 and take an
    objective card into the hand); «Если же вы должны получить $ в качестве награды, вы
    обязаны получить всю сумму целиком.»"""
    s = board_b()
    build_at(s, "A-1", "6b", 0)
    s.hand[0] = [card("jersey")]
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))
    assert s.money[0] == 9
    chosen = s.display[0]
    play(s, TakeObjective(0))
    assert s.hand[0] == [chosen]


def test_7a_pays_per_teepee_pair_and_7b_moves_per_woods_building() -> None:
    """«Здание считается находящимся в деревьях, если хотя бы одна из его граней касается
    любых деревьев.» «Вы не можете продвинуть маркер дальше вашего лимита сертификатов
    (3 в начале игры).» (7a and 7b themselves are icons; reference buildings.json.)"""
    s = game(2)
    clear_trail(s)
    build_at(s, "A-1", "7a", 0)
    s.teepees[0] = [tile_of(TEEPEE_TILE, GREEN)] * 2 + [tile_of(TEEPEE_TILE, BLUE)] * 3
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))
    assert s.money[0] == 10 and s.cert[0] == 3  # 4 certificates, capped at the limit 3
    s = board_b()
    build_at(s, "B-1", "7b", 0)
    build_at(s, "E-1", "1b", 0)
    at(s, 0, "B-1")
    play(s, UseLocal(0, 0))
    play(s, EngineTo(1))
    play(s, EngineTo(2))
    assert s.engine[0] == 2 and top(s) == "phase_b"


def test_8b_uses_an_adjacent_building() -> None:
    """Icons only in the rulebook (reference: use the local actions of a building next to
    this one on the trail); «Вы можете выполнить каждое из представленных действий 1 раз.»"""
    s = board_b()
    build_at(s, "A-1", "8b", 0)
    s.hand[0] = [card("guernsey")]
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))
    assert legal(s) == [UseAdjacent(node("A"))]
    play(s, UseAdjacent(node("A")))
    play(s, UseLocal(0, 0))  # neutral A: discard a Guernsey for $2
    assert s.money[0] == 8


def test_9b_upgrades_a_station_behind_the_engine() -> None:
    """Icons only in the rulebook (reference: upgrade one station behind the engine);
    «Чтобы улучшить станцию, оплатите цену улучшения, изображённую справа от неё. Затем
    поместите один из своих дисков на место на станции»."""
    s = board_b()
    build_at(s, "A-1", "9b", 0)
    s.engine[0] = 12
    s.money[0] = 4
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))
    assert legal(s) == [UpgradeStation(0), UpgradeStation(1), UpgradeStation(2)]
    play(s, UpgradeStation(2))
    play(s, TakeDisc(0))
    assert s.station_discs[2] == [0] and s.money[0] == 0


def test_10a_certificates_to_the_limit_and_4a_hazard_for_5() -> None:
    """«Вы можете продвигать его пока доступны свободные деления. Вы не можете продвинуть
    маркер дальше вашего лимита сертификатов» (10a: to the limit); «Если на иконке
    обозначена цена действия, то вы обязаны незамедлительно её оплатить в банк» (4a: $5)."""
    s = game(2)
    clear_trail(s)
    build_at(s, "A-1", "10a", 0)
    build_at(s, "A-2", "4a", 0)
    s.discs[0] = 1 << DATA.disc("certificate_4")
    at(s, 0, "A-1")
    play(s, UseLocal(0, 0))
    assert s.cert[0] == 4
    s.tile_at[node("flood1")] = tile_of(HAZARD_TILE, 0)
    s.money[0] = 5
    at(s, 0, "A-2")
    play(s, UseLocal(0, 0))
    play(s, TakeHazard(node("flood1")))
    assert s.money[0] == 0 and len(s.hazards[0]) == 1


def test_worker_slot_actions() -> None:
    """«Если на месте, куда вы кладёте вашего работника изображено немедленное действие, то
    вы можете выбрать: применить это действие незамедлительно или отказаться от него.»"""
    s = game(2)
    clear_trail(s)
    s.tile_at[node("flood1")] = tile_of(HAZARD_TILE, 0)
    s.tile_at[node("teepee+4")] = tile_of(TEEPEE_TILE, GREEN)
    s.job = [NO] * 48
    s.job[2] = s.job[3] = COWBOY
    s.workers[0] = [3, 1, 3]
    s.money[0] = 30
    at(s, 0, "A")
    play(s, UseLocal(1, 0))
    play(s, Hire(0, 2))  # 4th cowboy: remove a hazard for free
    assert legal(s) == [Immediate(0), Decline()]
    play(s, Immediate(0))
    play(s, TakeHazard(node("flood1")))
    assert s.money[0] == 24
    s.workers[0][COWBOY] = 5
    play(s, UseLocal(2, 0))
    play(s, Hire(0, 3))  # 6th cowboy: trade with the Indians
    play(s, Immediate(0))
    play(s, TakeTeepee(node("teepee+4")))
    assert s.money[0] == 24 - 8 + 4
    s.job[8] = ENGINEER
    s.job[9] = CRAFTSMAN
    s.token_row = 5
    at(s, 0, "A")
    play(s, UseLocal(1, 0))
    play(s, Hire(2, 0))  # 4th engineer: hire at row cost - 2
    play(s, Immediate(0))
    before = s.money[0]
    play(s, Hire(2, 1))
    assert s.money[0] == before - 5


def test_step_and_hand_disc_spots() -> None:
    """«Если вы берёте диск с левого места – немедленно получите 3$» «Когда вы очищаете одно
    из этих мест – вы должны немедленно заплатить 5$. Если вы не можете этого сделать –
    значит вы не можете очистить это место.»"""
    s = game(3)
    assert step_limit(s, DATA, 0) == 3 and hand_limit(s, DATA, 0) == 4
    s.hand[0] = [card("jersey")]
    s.money[0] = 0
    s.discs[0] = sum(1 << i for i, black in enumerate(DATA.disc_black) if not black)
    s.cattleman[0] = node("G-1")
    from rules.gwt.actions import Step, UseCertificates
    from tests.gwt.helpers import turn_of

    s.waiting = [[], [], []]
    turn_of(s, 0, ("start",))
    play(s, Step(node("kansas_city")))
    play(s, UseCertificates(0))
    play(s, Deliver(1))
    spots = [a.spot for a in legal(s) if isinstance(a, TakeDisc)]
    assert DATA.disc("hand_1") not in spots  # $1 only
    play(s, TakeDisc(DATA.disc("step_dollars")))
    assert s.money[0] == 1 + 3 and step_limit(s, DATA, 0) == 5


def rich_position(side: str, building: str) -> GwtState:
    s = game(2)
    s.sides = side * 10
    clear_trail(s)
    s.tile_at[node("flood1")] = tile_of(HAZARD_TILE, 0)
    s.tile_at[node("teepee+4")] = tile_of(TEEPEE_TILE, GREEN)
    build_at(s, "A-1", building, 0)
    build_at(s, "B-1", "1a" if side == "a" else "1b", 0)  # a building in the woods
    s.workers[0] = [3, 3, 3]
    s.money[0] = 50
    s.engine = [12, 0]
    s.job[0] = COWBOY
    s.teepees[0] = [tile_of(TEEPEE_TILE, GREEN), tile_of(TEEPEE_TILE, BLUE)]
    s.hand[0] = sorted(card(c) for c in ("jersey", "dutch_belt", "black_angus", "guernsey",
                                         "holstein(1)", "holstein(1)", "O1"))
    s.discs[0] = (1 << 14) - 1 - (1 << DATA.disc("certificate_4"))  # all auxiliary actions
    s.station_discs = [[0] for _ in s.station_discs]
    s.station_discs[2] = []  # station 3 lies behind the engine
    return s


def test_every_private_building_offers_all_its_local_actions() -> None:
    """«Вы можете выполнить каждое из представленных действий 1 раз.» Every one of the 20
    sides, with the means to pay, offers each of its local actions (and each option)."""
    for number in range(1, 11):
        for side in "ab":
            name = f"{number}{side}"
            s = rich_position(side, name)
            at(s, 0, "A-1")
            offered = {(a.index, a.option) for a in legal(s) if isinstance(a, UseLocal)}
            actions = DATA.buildings[DATA.building_code(name)].actions
            expected = {(i, j) for i, options in enumerate(actions) for j in range(len(options))}
            assert offered == expected, name
            for i, j in sorted(expected):  # and each one can be carried out
                copy = rich_position(side, name)
                at(copy, 0, "A-1")
                play(copy, UseLocal(i, j))
                for _ in range(200):
                    if top(copy) == "phase_b" and copy.cattleman[0] == node("A-1"):
                        break
                    if top(copy) != "phase_b" and top(copy) != "start":
                        play(copy, legal(copy)[0])
                    else:
                        break


def test_aux_engine_and_draw() -> None:
    """«Заплатите 2$ и продвиньте ваш поезд на 2 деления вперёд.» «Возьмите 1 карту из
    личной колоды, затем сбросьте 1 карту.»"""
    s = game(2)
    s.discs[0] = (1 << DATA.disc("aux_engine_1")) | (1 << DATA.disc("aux_engine_2"))
    at(s, 0, "G")
    from rules.gwt.actions import Aux

    play(s, UseLocal(1, 0))
    play(s, Aux(3, True))
    assert s.money[0] == 4
    play(s, EngineTo(1))
    play(s, EngineTo(2))
    assert s.engine[0] == 2 and top(s) == "phase_b"
    s = game(2)
    at(s, 0, "A")
    play(s, Aux(1, False))
    assert len(s.hand[0]) == 5 and top(s) == "discard_n"
    from rules.gwt.actions import Discard

    play(s, Discard(s.hand[0][0]))
    assert len(s.hand[0]) == 4 and len(s.discard[0]) == 1


def test_building_moves_go_as_far_as_the_tile_says() -> None:
    """«Продвиньте ваш поезд на 1 или 2 деления вперёд.» (8a) «Совершите вашим погонщиком до
    3 шагов вперёд по тропе. На достигнутой локации повторите фазу Б.» (4b) «Совершите до 4
    шагов вперёд по тропе своим погонщиком.» (10b)"""
    from rules.gwt.actions import Step

    s = game(2)
    clear_trail(s)
    build_at(s, "A-1", "8a", 0)
    at(s, 0, "A-1")
    play(s, UseLocal(1, 0))
    play(s, EngineTo(1))
    assert Stop() in legal(s)  # one space is enough
    play(s, EngineTo(2))
    assert s.engine[0] == 2 and top(s) == "phase_b"  # and two is the most
    for name, steps in (("4b", 3), ("10b", 4)):
        s = board_b()
        build_at(s, "A-1", name, 0)
        at(s, 0, "A-1")
        play(s, UseLocal(1 if name == "4b" else 2, 0))
        for _ in range(steps):
            assert top(s) == "move"
            play(s, next(a for a in legal(s) if isinstance(a, Step)))
        assert top(s) == "phase_b" and s.cattleman[0] != node("A-1"), name  # no 4th/5th
