"""Phase A: moving the cattleman along the trail, and the fees (rulebook «Фаза А»)."""

from __future__ import annotations

import pytest

from rules.gwt.actions import PlaceCattleman, Step, Stop
from rules.gwt.data import HAZARD_TILE, TEEPEE_TILE
from tests.gwt.helpers import (
    DATA,
    build_at,
    clear_trail,
    game,
    legal,
    node,
    play,
    tile_of,
    top,
    turn_of,
)


def test_first_turn_starts_on_any_neutral_building() -> None:
    """«В свой самый первый ход в игре разместите погонщика на любом нейтральном здании и
    сразу приступите к фазе Б.»"""
    s = game(3)
    assert legal(s) == [PlaceCattleman(n) for n in DATA.neutral_sites]
    play(s, PlaceCattleman(node("E")))
    assert s.cattleman[0] == node("E") and top(s) == "phase_b"


def test_only_tiles_are_locations() -> None:
    """«Места без тайлов считаются простой дорогой и НЕ ЯВЛЯЮТСЯ локациями!»"""
    s = game(2)
    clear_trail(s)
    s.cattleman[0] = node("A")
    turn_of(s, 0, ("start",))
    assert legal(s) == [Step(node("B"))]
    build_at(s, "A-2", "1a", 1)
    assert legal(s) == [Step(node("A-2")), Step(node("B"))]


def test_at_least_one_step_at_most_the_step_limit() -> None:
    """«Вы обязаны переместить своего погонщика хотя бы на 1 шаг, а так же вы не можете
    двигаться дальше своего лимита шагов.»"""
    s = game(2)
    clear_trail(s)
    s.cattleman[0] = node("A")
    turn_of(s, 0, ("start",))
    assert Stop() not in legal(s)
    play(s, Step(node("B")))
    assert Stop() in legal(s)
    play(s, Step(node("C")))
    play(s, Step(node("D")))  # 2 players: step limit 3
    assert top(s) == "phase_b" and s.cattleman[0] == node("D")


def test_choose_at_branches_and_stop_at_kansas_city() -> None:
    """«Если тропа разделяется – выберите любое из направлений.» «Вы не можете пройти за
    Канзас Сити, поэтому, как только вы достигаете этого города, вы прекращаете движение.»"""
    s = game(4)
    clear_trail(s)
    build_at(s, "G-1", "1a", 0)
    s.cattleman[0] = node("F")
    turn_of(s, 0, ("start",))
    assert legal(s) == [Step(node("G"))]
    play(s, Step(node("G")))
    assert legal(s) == [Step(node("G-1")), Step(node("kansas_city")), Stop()]
    play(s, Step(node("kansas_city")))
    assert top(s) == "kc_waiting"


def test_marys_fees_in_a_four_player_game() -> None:
    """«Игра на четверых, у Мэри осталось 2$. Если она перемещает своего погонщика по
    верхнему пути, она должна будет заплатить 2$ Майку ... Далее, она проходит через здание
    Питера, на котором изображена зелёная рука, но Мэри нечем платить, поэтому она просто
    идёт дальше. ... нижний путь: 1$ в банк за первый тайл угрозы (с зелёной рукой) и
    последний 1$ за второй тайл угрозы (с чёрной рукой)»"""
    for path, mike, bank in ((("A-1", "A-2", "B"), 2, 0), (("flood1", "flood2", "B"), 0, 2)):
        s = game(4)
        clear_trail(s)
        build_at(s, "A-1", "4a", 1)  # Mike: black hand
        build_at(s, "A-2", "1a", 2)  # Peter: green hand
        s.tile_at[node("flood1")] = tile_of(HAZARD_TILE, 0, hands=(1, 0))
        s.tile_at[node("flood2")] = tile_of(HAZARD_TILE, 0, hands=(0, 1))
        s.money = [2, 7, 8, 9]
        s.cattleman[0] = node("A")
        turn_of(s, 0, ("start",))
        for site in path:
            play(s, Step(node(site)))
        assert s.money[0] == 0
        assert s.money[1] == 7 + mike and s.money[2] == 8
        assert sum(s.money) == 26 - bank


def test_fees_on_teepees_go_to_the_bank_and_own_buildings_are_free() -> None:
    """«Если это рука на тайле типа, то пошлина платится в банк. Если это рука на личном
    здании другого игрока, то пошлина платится ему.»"""
    s = game(3)
    clear_trail(s)
    s.tile_at[node("teepee+1")] = tile_of(TEEPEE_TILE, 1)  # blue: black hand, $1 with 3
    build_at(s, "C-2", "1a", 0)  # own building: no fee
    s.cattleman[0] = node("C")
    s.money[0] = 5
    turn_of(s, 0, ("start",))
    play(s, Step(node("C-2")))
    assert s.money[0] == 5
    play(s, Step(node("teepee+1")))
    assert s.money[0] == 4


@pytest.mark.parametrize(("players", "green", "black"), [(2, 2, 2), (3, 2, 1), (4, 1, 2)])
def test_a_hands_fee_depends_on_the_player_count(players: int, green: int, black: int) -> None:
    """«При игре вдвоём.» «При игре троём.» «При игре четвером.» (the fee table's pictures,
    lost from the text: 2 players $2 a green hand and $2 a black one, 3 players $2 and $1,
    4 players $1 and $2, as the reference's three sources agree), paid to the building's
    owner."""
    s = game(players)
    clear_trail(s)
    build_at(s, "A-1", "1a", 1)
    build_at(s, "A-2", "4a", 1)
    hands = [DATA.buildings[s.building_at[node(site)]].hands for site in ("A-1", "A-2")]
    assert hands == [(1, 0), (0, 1)]  # 1a a green hand, 4a a black one
    s.money[0], s.money[1] = 20, 0
    s.cattleman[0] = node("A")
    turn_of(s, 0, ("start",))
    play(s, Step(node("A-1")))
    assert s.money == [20 - green, green, *s.money[2:]]
    play(s, Step(node("A-2")))
    assert s.money[:2] == [20 - green - black, green + black]
