"""The score pad (rulebook «Финальный подсчёт», 11 categories) and objective cards."""

from __future__ import annotations

from rules.gwt.data import BLUE, GREEN, HAZARD_TILE, TEEPEE_TILE
from rules.gwt.rules import GWT
from rules.gwt.scoring import player_scores
from rules.gwt.state import GwtState
from tests.gwt.helpers import DATA, build_at, card, clear_trail, game, tile_of

CATEGORIES = ("money", "buildings", "cities", "stations", "hazards", "cattle", "objectives",
              "station_masters", "workers", "step_disc", "job_market_token")


def bare(players: int = 2) -> GwtState:
    s = game(players)
    clear_trail(s)
    for p in range(players):
        s.hand[p], s.deck[p], s.discard[p] = [], [], []
        s.objectives[p] = []
        s.money[p] = 0
    return s


def scores(s: GwtState, player: int = 0) -> dict[str, int]:
    return dict(zip(CATEGORIES, player_scores(s, DATA, player), strict=True))


def test_the_eleven_categories() -> None:
    """«Возьмите блокнот для подсчёта и пройдитесь по всем 11 пунктам.»"""
    s = game(3)
    sheet = GWT.score_sheet(s)
    assert sheet.categories == CATEGORIES and not sheet.final


def test_money_buildings_cities_stations_hazards_cattle() -> None:
    """«1. Игрок получает по 1 ПО за каждые 5$» «3. ... Любые отрицательные ПО должны тоже
    быть учтены.» «Мэри разблокировала 6 ПО Сакраменто и 4 ПО между Сакраменто и Сан Диего.
    Так как у неё нет диска в Эль Пасо, она не разблокировала 8 ПО.»"""
    s = bare()
    s.money[0] = 14
    build_at(s, "A-1", "4a", 0)
    s.city_discs[7] = [0]  # San Diego
    s.city_discs[8] = [0]  # Sacramento
    s.city_discs[0] = [0, 0]  # Kansas City twice: -12
    s.station_discs[2] = [0]
    s.hazards[0] = [tile_of(HAZARD_TILE, 0, vp=4), tile_of(HAZARD_TILE, 1, vp=2)]
    s.discard[0] = [card("ayrshire(3)"), card("texas_longhorn(7)")]
    got = scores(s)
    assert got["money"] == 2 and got["buildings"] == 3
    assert got["cities"] == 6 + 4 - 12
    assert got["stations"] == 2 and got["hazards"] == 6 and got["cattle"] == 10


def test_a_disc_on_wichita_between_topeka_and_colorado_springs_loses_vp() -> None:
    """«Вместо Альбукерке она могла бы выбрать Санта Фе, Уичито или Канзас Сити ... (не
    Колорадо Спрингз или Топека, так как там уже есть её диски). ... Так же размещение
    диска в Уичито или Санта Фе привело бы к списанию ПО в конце игры или активации
    действия соответственно.» This settles the two Wichita arrows the sources disagree on
    (−3 and −1 against +3 and +3): with both, a Wichita disc must lose VP."""
    s = bare()
    s.city_discs[1] = [0]  # Topeka
    s.city_discs[3] = [0]  # Colorado Springs
    before = scores(s)["cities"]
    s.city_discs[2] = [0]  # Wichita
    assert scores(s)["cities"] - before == -3 - 1


def test_three_objective_example() -> None:
    """«Как минимум 3 построенных здания на поле, Как минимум 3 тайла угроз перед собой,
    Как минимум 1 синее типи перед собой и Как минимум 2 диска на щите Сан Франциско. Если у
    неё есть все эти вещи, то она получит 18 ПО. Если, например, у неё есть только 1 диск в
    Сан Франциско, она получит только 10 ПО (так как одна из карт цели с Сан Франциско
    принесёт -3 ПО).»"""
    s = bare()
    s.objectives[0] = [card("S3"), card("O18"), card("O6"), card("O7")]
    for site in ("A-1", "A-2", "A-3"):
        build_at(s, site, "1a", 0)
    s.hazards[0] = [tile_of(HAZARD_TILE, h) for h in range(3)]
    s.teepees[0] = [tile_of(TEEPEE_TILE, BLUE)]
    s.city_discs[9] = [0, 0]
    assert scores(s)["objectives"] == 18
    s.city_discs[9] = [0]
    assert scores(s)["objectives"] == 10


def test_each_task_counts_for_one_card_only() -> None:
    """«Каждое отдельное выполненное задание может быть засчитано только для одной карты.»"""
    s = bare()
    s.objectives[0] = [card("O6"), card("O7")]
    s.city_discs[9] = [0]
    assert scores(s)["objectives"] == 5 - 3


def test_unplayed_objectives_are_added_only_when_worth_it() -> None:
    """«Игрок ищет все карты целей в колоде. В этот момент он решает, добавить каждую
    конкретную карту в зону личных целей ... или удалить её из игры.» Starting objectives
    cost nothing: «Только ваши стартовые карты целей позволяют не терять ПО».)"""
    s = bare()
    s.objectives[0] = [card("S1")]
    s.deck[0] = [card("O6"), card("O13")]
    s.hazards[0] = [tile_of(HAZARD_TILE, 0)]
    s.discard[0] = [card("texas_longhorn(5)")]
    assert scores(s)["objectives"] == 3  # O13 fulfilled and added; O6 dropped; S1 costs 0


def test_station_master_scoring() -> None:
    """«Получите 1 ПО за каждого работника, который находится на вашем планшете (в том числе
    и за 3 нарисованных стартовых работников).» «Получите 3 ПО за каждую пару тайлов угроз»
    «Получите по 3 ПО за каждую пару тайлов типа, состоящую из синего и зелёного типа.»
    «Получите 3 ПО за каждые 2 сертификата»"""
    s = bare()
    ids = [m.id for m in DATA.station_masters]
    s.masters[0] = [ids.index("workers"), ids.index("hazards"), ids.index("teepees"),
                    ids.index("certificates")]
    s.workers[0] = [2, 1, 3]
    s.hazards[0] = [tile_of(HAZARD_TILE, 0)] * 5
    s.teepees[0] = [tile_of(TEEPEE_TILE, GREEN)] * 3 + [tile_of(TEEPEE_TILE, BLUE)] * 2
    s.cert[0] = 2  # 2 temporary + 3 permanent = 5
    assert scores(s)["station_masters"] == 6 + 6 + 6 + 6


def test_objective_pairs_master_may_make_adding_a_card_worth_it() -> None:
    """«Получите 3 ПО за каждую пару карт целей в вашей личной зоне целей (не зависимо от
    того, выполнены они или нет).»"""
    s = bare()
    s.masters[0] = [[m.id for m in DATA.station_masters].index("objectives")]
    s.objectives[0] = [card("S1")]
    s.deck[0] = [card("O1")]  # unfulfilled, -2, but completes a pair: +3
    got = scores(s)
    assert got["objectives"] == -2 and got["station_masters"] == 3


def test_workers_step_disc_and_token() -> None:
    """«9. Игрок получает 4 ПО за каждого работника, который размещён на 5-ом и 6-ом
    делениях» «10. Игрок получает 3 ПО, если в течении игры убрал диск с соответствующего
    места.» «11. Игрок получает 2 ПО, если у него есть маркер биржи труда.»"""
    s = bare()
    s.workers[0] = [6, 5, 1]
    s.discs[0] = 1 << DATA.disc("step_vp")
    s.token_holder = 0
    got = scores(s)
    assert (got["workers"], got["step_disc"], got["job_market_token"]) == (12, 3, 2)


def test_ties_are_shared() -> None:
    """«В случае ничьи, победа делится между игроками, участвующими в ничье.»"""
    s = bare(3)
    sheet = GWT.score_sheet(s)
    assert sheet.ranks == (1, 1, 1)
