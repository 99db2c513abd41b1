"""Claiming routes: payment, ferries, double routes, trains and the score table.
(Tunnels are in test_tunnels.py.)"""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.ttr.actions import ClaimRoute, Pay
from rules.ttr.state import CLAIM_PAY, TURN, TtrState
from tests.ttr.helpers import (
    BLACK,
    BLUE,
    GREEN,
    LOCO,
    RED,
    claim,
    give,
    legal,
    play,
    route,
    started,
)


def claims(state: TtrState) -> set[int]:
    return {a.route for a in legal(state) if isinstance(a, ClaimRoute)}


def test_pay_matching_colour_and_length() -> None:
    """«Чтобы проложить железнодорожный путь, соединяющий два соседних города, игрок должен
    сыграть набор одинаковых карт Вагонов, соответствующий по количеству и цвету отрезкам
    пути между этими двумя городами.»"""
    state = started()
    berlin_frankfurt = route("Berlin", "Frankfurt", 0)  # black, 3
    give(state, 0, black=2, red=3)
    assert berlin_frankfurt.id not in claims(state)
    give(state, 0, black=3, red=3)
    assert berlin_frankfurt.id in claims(state)
    play(state, 0, ClaimRoute(berlin_frankfurt.id))
    assert state.phase == CLAIM_PAY
    assert legal(state) == [Pay(BLACK, 0)]
    discard = list(state.discard)
    play(state, 0, Pay(BLACK, 0))
    assert state.route_owner[berlin_frankfurt.id] == 0
    assert state.hands[0][BLACK] == 0 and state.hands[0][RED] == 3
    assert state.discard[BLACK] == discard[BLACK] + 3  # «сбрасываются в стопку сыгранных карт»
    assert state.trains[0] == 42
    assert state.route_points[0] == 4
    assert state.phase == TURN and state.current == 1


def test_locomotives_are_wild() -> None:
    """«Карты Локомотивов выступают в роли джокера и могут быть сыграны вместо карт
    вагонов любого цвета.»"""
    state = started()
    berlin_frankfurt = route("Berlin", "Frankfurt", 0)  # black, 3
    give(state, 0, black=2, locomotive=3)
    play(state, 0, ClaimRoute(berlin_frankfurt.id))
    assert legal(state) == [Pay(BLACK, 1), Pay(BLACK, 2), Pay(LOCO, 3)]
    play(state, 0, Pay(BLACK, 2))
    assert state.hands[0] == [0] * 7 + [1, 1]


def test_grey_route_any_one_colour() -> None:
    """«Некоторые пути, окрашенные в серый цвет, могут быть проложены при использовании
    карт любого одного цвета.»"""
    state = started()
    marseille_paris = route("Marseille", "Paris")  # grey, 4
    give(state, 0, red=2, green=2, blue=4)
    play(state, 0, ClaimRoute(marseille_paris.id))
    assert legal(state) == [Pay(BLUE, 0)]  # two colours cannot be mixed
    give(state, 0, red=2, green=3, locomotive=1)
    assert legal(state) == [Pay(GREEN, 1)]


def test_ferry_needs_one_locomotive_per_symbol() -> None:
    """«Для создания паромной переправы, игрок должен сыграть одну карту локомотива за
    каждый символ локомотива на маршруте и плюс к этому необходимое количество карт
    Вагонов одного любого цвета за оставшиеся отрезки пути.»"""
    state = started()
    palermo_smyrna = route("Palermo", "Smyrna")  # 6, two locomotive symbols
    give(state, 0, red=6, locomotive=1)
    assert palermo_smyrna.id not in claims(state)
    give(state, 0, red=4, locomotive=2)
    assert palermo_smyrna.id in claims(state)
    play(state, 0, ClaimRoute(palermo_smyrna.id))
    assert legal(state) == [Pay(RED, 2)]
    play(state, 0, Pay(RED, 2))
    assert state.route_points[0] == 15 and state.hands[0] == [0] * 9


def test_one_player_never_takes_both_tracks_of_a_double_route() -> None:
    """«Один игрок не вправе занимать оба пути.»"""
    state = started(players=4)
    claim(state, 0, "Berlin", "Frankfurt", 0)
    give(state, 0, red=3)
    assert route("Berlin", "Frankfurt", 1).id not in claims(state)
    state.current = 1
    give(state, 1, red=3)
    assert route("Berlin", "Frankfurt", 1).id in claims(state)


@pytest.mark.parametrize("players", [2, 3])
def test_with_two_or_three_players_only_one_track_of_a_double_is_used(players: int) -> None:
    """«При игре 2-х или 3-х участников, может быть использован любой один из двух путей,
    соединяющих два города. При создании маршрута по одному из этих путей, другой
    становится закрытым и не может быть использован.»"""
    state = started(players=players)
    claim(state, 1, "Berlin", "Frankfurt", 0)
    give(state, 0, red=3, black=3)
    assert route("Berlin", "Frankfurt", 1).id not in claims(state)


def test_not_enough_trains_means_no_claim() -> None:
    """«На проложенном пути игрок устанавливает фигурки вагонов своего цвета (по одному
    вагончику на каждый отрезок пути).» and «Путь обязан быть построен полностью за один
    ход.» - so a player with fewer trains than spaces cannot claim the route."""
    state = started()
    give(state, 0, black=3)
    state.trains[0] = 2
    assert route("Berlin", "Frankfurt", 0).id not in claims(state)
    state.trains[0] = 3
    assert route("Berlin", "Frankfurt", 0).id in claims(state)


def test_a_claimed_route_cannot_be_claimed_again() -> None:
    """«Прокладывать можно свободные маршруты, то есть те, что еще не заняты вагонами
    других игроков.»"""
    state = started()
    claim(state, 1, "Amsterdam", "Bruxelles")
    give(state, 0, black=1)
    with pytest.raises(IllegalAction, match="Amsterdam–Bruxelles"):
        play(state, 0, ClaimRoute(route("Amsterdam", "Bruxelles").id))


@pytest.mark.parametrize(
    ("a", "b", "length", "points"),
    [
        ("Amsterdam", "Bruxelles", 1, 1),
        ("Dieppe", "Brest", 2, 2),
        ("Brest", "Paris", 3, 4),
        ("Berlin", "Danzig", 4, 7),
        ("Budapest", "Kyiv", 6, 15),
        ("Petrograd", "Stockholm", 8, 21),
    ],
)
def test_score_table(a: str, b: str, length: int, points: int) -> None:
    """Score by the table 1→1, 2→2, 3→4, 4→7, 6→15, 8→21 («Затем игрок подсчитывает
    очки за созданный путь»)."""
    state = started()
    r = route(a, b)
    assert r.length == length
    state.deck[-3:] = [GREEN, GREEN, GREEN]  # a tunnel reveals no match for a black claim
    give(state, 0, black=8, orange=2, locomotive=2)
    play(state, 0, ClaimRoute(r.id))
    colour = BLACK if r.colour < 0 else r.colour
    pay = next(a for a in legal(state) if isinstance(a, Pay) and a.colour == colour)
    play(state, 0, pay)
    assert state.route_points[0] == points


def test_payments_are_listed_in_canonical_order() -> None:
    """Payments by card colour (red, orange, yellow, green, blue, pink, white, black),
    fewest locomotives first, then all locomotives. (Part of the save-code format.)"""
    state = started()
    give(state, 0, red=2, blue=3, locomotive=3)
    play(state, 0, ClaimRoute(route("Brest", "Paris").id))  # black 3: only black or locos
    assert legal(state) == [Pay(LOCO, 3)]
    state.phase = TURN
    play(state, 0, ClaimRoute(route("Kyiv", "Wilno").id))  # grey 2
    assert legal(state) == [
        Pay(RED, 0),
        Pay(RED, 1),
        Pay(BLUE, 0),
        Pay(BLUE, 1),
        Pay(LOCO, 2),
    ]
    assert [str(a) for a in legal(state)][:2] == ["pay 2 red", "pay 1 red + 1 locomotive"]
