"""Player-board limits (rulebook: step limit, hand limit, certificate limit) and a few
railroad details."""

from __future__ import annotations

from rules.gwt.actions import (
    Appoint,
    Aux,
    EngineTo,
    Immediate,
    TakeDisc,
    TakeHazard,
    Upgrade,
    UseLocal,
)
from rules.gwt.board import certificate_limit_index, gain_certificates, hand_limit, step_limit
from rules.gwt.data import COWBOY, HAZARD_TILE
from tests.gwt.helpers import DATA, at, clear_trail, game, legal, node, play, tile_of, top


def test_step_limits_by_player_count() -> None:
    """«Зависимо от количества игроков, вы начинаете с лимитом в 3 или 4 шага, в течение
    игры лимит может быть увеличен.»"""
    for players, limits in ((2, (3, 4, 5)), (3, (3, 5, 6)), (4, (4, 6, 7))):
        s = game(players)
        assert step_limit(s, DATA, 0) == limits[0]
        s.discs[0] = 1 << DATA.disc("step_dollars")
        assert step_limit(s, DATA, 0) == limits[1]
        s.discs[0] |= 1 << DATA.disc("step_vp")
        assert step_limit(s, DATA, 0) == limits[2]


def test_hand_limit_grows_to_six() -> None:
    """«Каждый игрок начинает партию с лимитом руки в 4 карты и может увеличить его до 6
    карт.»"""
    s = game(2)
    s.discs[0] = (1 << DATA.disc("hand_1")) | (1 << DATA.disc("hand_2"))
    assert hand_limit(s, DATA, 0) == 6


def test_certificate_limit_needs_the_4_spot_first() -> None:
    """«Если вы очищаете место, соответствующее 6 сертификатам, ваш лимит всё ещё остаётся
    3, до тех пор, пока вы не очистите место с 4 сертификатами.»"""
    s = game(2)
    s.discs[0] = 1 << DATA.disc("certificate_6")
    assert certificate_limit_index(s, DATA, 0) == 3
    gain_certificates(s, DATA, 0, 5)
    assert DATA.certificate_track[s.cert[0]] == 3
    s.discs[0] |= 1 << DATA.disc("certificate_4")
    gain_certificates(s, DATA, 0, 5)
    assert DATA.certificate_track[s.cert[0]] == 6


def test_backward_move_onto_a_turnout_allows_an_upgrade() -> None:
    """«Движением назад вы можете заехать на объезд и, если вы там остановитесь, улучшить
    эту станцию по обычным правилам.»"""
    s = game(2)
    s.discs[0] = 1 << DATA.disc("aux_certificate_1")
    s.engine = [5, 0]
    s.money[0] = 5
    at(s, 0, "A")
    play(s, Aux(2, False))
    play(s, EngineTo(DATA.stations[0].position))
    assert top(s) == "upgrade"
    play(s, Upgrade())
    assert s.money[0] == 2


def test_objectives_station_master_gives_a_free_hazard_or_a_trade() -> None:
    """«Либо бесплатно выполните действие устранения угрозы, либо выполните действие
    торговли с индейцами.»"""
    s = game(2)
    clear_trail(s)
    s.tile_at[node("rockfall2")] = tile_of(HAZARD_TILE, 2)
    s.station_master[0] = [m.id for m in DATA.station_masters].index("objectives")
    s.workers[0][COWBOY] = 2
    s.engine[0] = 4
    s.money[0] = 2
    at(s, 0, "G")
    play(s, UseLocal(0, 0))
    play(s, EngineTo(DATA.stations[0].position))
    play(s, Upgrade())
    play(s, TakeDisc(0))
    play(s, Appoint(COWBOY))
    assert Immediate(0) in legal(s) and Immediate(1) not in legal(s)  # no teepee to take
    play(s, Immediate(0))
    play(s, TakeHazard(node("rockfall2")))
    assert s.money[0] == 0 and len(s.hazards[0]) == 1
