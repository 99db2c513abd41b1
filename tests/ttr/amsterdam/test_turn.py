"""An Amsterdam turn: transport cards, claiming (with merchandise), contracts, the
end of the game and the final scoring."""

from __future__ import annotations

import pytest

from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    Pay,
)
from rules.ttr.amsterdam import AmsterdamState, merchandise_bonus
from rules.ttr.state import KEEP_TICKETS, OVER, SECOND_DRAW, TURN
from tests.ttr.amsterdam.helpers import (
    amsterdam,
    claim,
    contract,
    give,
    kinds,
    legal,
    play,
    route,
    started,
)
from tests.ttr.helpers import BLACK, BLUE, GREEN, LOCO, PINK, RED, YELLOW

WILD = LOCO


def claims(state: AmsterdamState, player: int | None = None) -> set[int]:
    return {a.route for a in legal(state, player) if isinstance(a, ClaimRoute)}


def test_one_of_three_actions_and_no_stations() -> None:
    """«В свой ход можно выполнить только одно из трех действий: взять карты
    Перевозчиков, проложить путь доставки товаров или взять карты Контрактов.»"""
    state = started()
    give(state, 0, red=4, blue=4, locomotive=2)
    kinds_offered = {type(a) for a in legal(state)}
    assert kinds_offered == {DrawFaceUp, DrawBlind, DrawTickets, ClaimRoute}
    assert not any(isinstance(a, BuildStation) for a in legal(state))


# ----- transport cards ---------------------------------------------------------------
def test_two_cards_face_up_replaced_at_once_or_blind_in_any_mix() -> None:
    """«Карту Перевозчика можно взять из 5 открытых карт, сразу положив на ее место новую
    из колоды, либо взять карту вслепую из колоды. Можно брать обе карты Перевозчиков
    одинаковым способом или по-разному.»"""
    state = started()
    state.face_up = [RED, BLUE, GREEN, PINK, BLACK]
    state.deck[-3:] = [YELLOW, BLACK, RED]  # top card last
    before = list(state.hands[0])
    play(state, 0, DrawFaceUp(1))
    assert state.face_up == [RED, RED, GREEN, PINK, BLACK] and state.phase == SECOND_DRAW
    play(state, 0, DrawBlind())
    assert state.hands[0][BLUE] == before[BLUE] + 1
    assert state.hands[0][BLACK] == before[BLACK] + 1
    assert state.current == 1
    play(state, 1, DrawFaceUp(0))  # both face up: the replacement may be the second
    assert state.face_up[0] == YELLOW
    play(state, 1, DrawFaceUp(0))
    assert state.hands[1][YELLOW] >= 1 and state.current == 0


def test_an_exhausted_deck_is_made_again_from_the_discard() -> None:
    """«Когда колода закончится, перетасуйте сброшенные карты, чтобы сформировать новую
    колоду карт Перевозчиков.»"""
    state = started()
    state.deck = []
    state.discard = [3, 0, 0, 0, 0, 0, 0, 0, 0]  # three red
    events = play(state, 0, DrawBlind())
    assert "reshuffle" in kinds(events)
    assert state.deck == [RED, RED] and state.discard == [0] * 9


def test_a_hand_has_no_limit() -> None:
    """«Игрок может иметь на руке любое количество карт Перевозчиков в любой момент
    игры.»"""
    state = started()
    give(state, 0, red=6, yellow=6, green=6, blue=6, pink=6, locomotive=8)
    state.deck[-2:] = [BLACK, BLACK]
    play(state, 0, DrawBlind())
    play(state, 0, DrawBlind())
    assert sum(state.hands[0]) == 40 and state.current == 1


def test_face_up_wild_is_the_whole_draw_and_never_the_second_card() -> None:
    """«Однако если Вы взяли из 5 открытых карт джокера, то вторую карту взять уже
    нельзя, также нельзя брать открытую карту джокера в качестве второй карты.»"""
    state = started()
    state.face_up = [WILD, RED, BLUE, GREEN, PINK]
    state.deck[-1] = YELLOW
    play(state, 0, DrawFaceUp(0))
    assert state.phase == TURN and state.current == 1
    state.face_up = [WILD, RED, BLUE, GREEN, PINK]
    play(state, 1, DrawBlind())
    assert state.phase == SECOND_DRAW
    assert DrawFaceUp(0) not in legal(state)


def test_three_face_up_wilds_in_play_are_discarded() -> None:
    """«Если в любой момент игры три из пяти открытых карт оказываются джокерами,
    немедленно сбросьте все пять карт и им на замену выложите 5 новых из колоды.»"""
    state = started()
    state.face_up = [WILD, WILD, RED, BLUE, GREEN]
    state.deck[-6:] = [RED, RED, YELLOW, YELLOW, BLACK, WILD]  # top card last
    events = play(state, 0, DrawFaceUp(2))
    assert "face_up_reset" in kinds(events)
    assert state.face_up == [BLACK, YELLOW, YELLOW, RED, RED]
    assert state.discard[WILD] == 3


# ----- claiming -----------------------------------------------------------------------
def test_grey_takes_any_one_colour_and_wilds_are_any_colour() -> None:
    """«Разыгрываемые карты Перевозчиков должны по цвету соответствовать цвету
    прокладываемой дороги. Серые пути могут быть проложены картами Перевозчиков любого
    одного цвета.» Wilds «при построении пути доставки товаров они будут считаться за
    любой нужный цвет»."""
    state = started()
    grey = route("Zeemagazijn", "Muiderpoort")  # grey, 4
    give(state, 0, red=2, blue=2)
    assert grey.id not in claims(state)
    give(state, 0, red=2, blue=3, locomotive=1)
    assert grey.id in claims(state)
    play(state, 0, ClaimRoute(grey.id))
    assert legal(state) == [Pay(BLUE, 1)]
    discard = list(state.discard)
    play(state, 0, Pay(BLUE, 1))
    assert state.route_owner[grey.id] == 0 and state.route_points[0] == 7
    assert state.hands[0] == [2, 0, 0, 0, 0, 0, 0, 0, 0]
    # «Сыгранные карты Перевозчиков уходят в сброс.»
    assert state.discard[BLUE] == discard[BLUE] + 3
    assert state.discard[WILD] == discard[WILD] + 1


def test_route_score_table() -> None:
    """«За построенный отрезок пути игрок получает количество очков, согласно таблице на
    поле» - the board's table is not public; rule choice (the map's note): 1 cart 1
    point, 2 carts 2, 3 carts 4, 4 carts 7."""
    points = amsterdam().map.route_points
    assert {n: points[n] for n in range(1, len(points))} == {1: 1, 2: 2, 3: 4, 4: 7}
    assert {r.length for r in amsterdam().map.routes} == {1, 2, 3, 4}


def test_not_enough_carts_no_claim() -> None:
    """«Нельзя построить Путь доставки, если у игрока недостаточно для него
    пластиковых Повозок.»"""
    state = started()
    grey = route("Zeemagazijn", "Muiderpoort")  # 4
    give(state, 0, red=4)
    state.trains[0] = 3
    assert grey.id not in claims(state)
    state.trains[0] = 4
    assert grey.id in claims(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_double_routes(players: int) -> None:
    """«Один игрок не может использовать оба пути двойной дороги. Примечание: При игре
    вдвоем может быть проложен только один путь двойной дороги.»"""
    state = started(players=players)
    first, second = route("Westerkerk", "Dam", 0), route("Westerkerk", "Dam", 1)
    for p in range(players):
        give(state, p, blue=2, black=2)
    claim(state, 0, "Westerkerk", "Dam", 0)
    assert second.id not in claims(state, 0)
    state.current = 1
    assert (second.id in claims(state, 1)) == (players > 2)
    assert first.id not in claims(state, 1)


def test_any_free_route_even_unconnected_and_one_route_a_turn() -> None:
    """«Игрок может проложить любой незанятый путь доставки товаров на поле, даже если он
    не соединяется с путями, проложенными им ранее. Нельзя проложить больше 1 пути за 1
    ход.»"""
    state = started()
    gate = route("Haarlemmerpoort", "Westelijke Eilanden")  # grey 2, north-west
    amstel = route("Amstelhof", "Utrechtsepoort")  # yellow 2, south-east
    assert not {gate.a, gate.b} & {amstel.a, amstel.b}
    give(state, 0, green=2, yellow=2)
    assert {gate.id, amstel.id} <= claims(state)
    play(state, 0, ClaimRoute(gate.id))
    play(state, 0, Pay(GREEN, 0))
    assert state.route_owner[gate.id] == 0
    # the turn is over with one route, though the cards for another are in hand
    assert state.phase == TURN and state.current == 1 and state.hands[0][YELLOW] == 2
    give(state, 1, green=2)
    assert gate.id not in claims(state, 1)  # no longer free
    play(state, 1, DrawBlind())
    play(state, 1, DrawBlind())
    assert amstel.id in claims(state, 0)  # joins none of player 0's routes
    play(state, 0, ClaimRoute(amstel.id))
    play(state, 0, Pay(YELLOW, 0))
    assert state.route_owner[amstel.id] == 0


def test_a_cart_route_gives_one_public_merchandise_card() -> None:
    """«Если на построенном игроком отрезке пути изображены символы повозки, то он
    также получает за него 1 карту Бонусных Товаров из колоды (1 карту за 1
    проложенный путь, независимо от длины этого пути). Полученные карты Бонусных
    товаров игрок должен выкладывать в открытую перед собой, чтобы другие игроки могли
    их видеть.»"""
    game = amsterdam()
    state = started()
    gate = route("Haarlemmerpoort", "Westelijke Eilanden")  # grey 2, carts
    assert gate.carts
    give(state, 0, green=2)
    play(state, 0, ClaimRoute(gate.id))
    events = play(state, 0, Pay(GREEN, 0))
    assert "merchandise" in kinds(events)
    assert state.variant == [1, 0, 15]
    assert game.observe(state, 1).variant == (1, 0, 15)
    inner = route("Jordaan", "Noorderkerk")  # pink 1, no carts
    assert not inner.carts
    give(state, 1, pink=1)
    play(state, 1, ClaimRoute(inner.id))
    events = play(state, 1, Pay(PINK, 0))
    assert "merchandise" not in kinds(events)
    assert state.variant == [1, 0, 15]


def test_one_merchandise_card_per_cart_route_whatever_its_length() -> None:
    """«Если на построенном игроком отрезке пути изображены символы повозки, то он
    также получает за него 1 карту Бонусных Товаров из колоды (1 карту за 1
    проложенный путь, независимо от длины этого пути).»"""
    state = started()
    short = route("Haarlemmerpoort", "Westelijke Eilanden")  # grey 2, carts
    long = route("Schreierstoren", "Zeemagazijn")  # red 4, carts
    assert short.carts and long.carts and (short.length, long.length) == (2, 4)
    give(state, 0, red=4)
    play(state, 0, ClaimRoute(long.id))
    events = play(state, 0, Pay(RED, 0))
    assert kinds(events).count("merchandise") == 1
    assert state.variant == [1, 0, 15]
    give(state, 1, green=2)
    play(state, 1, ClaimRoute(short.id))
    events = play(state, 1, Pay(GREEN, 0))
    assert kinds(events).count("merchandise") == 1
    assert state.variant == [1, 1, 14]


def test_an_empty_merchandise_deck_gives_nothing() -> None:
    """«... он также получает за него 1 карту Бонусных Товаров из колоды» - rule choice
    5: the board has fewer cart routes than cards, so the deck never runs out in play;
    in a position set up with it empty, a cart route is still claimed and scored, and
    gives no card."""
    state = started()
    long = route("Schreierstoren", "Zeemagazijn")  # red 4, carts
    state.variant = [3, 13, 0]
    give(state, 0, red=4)
    play(state, 0, ClaimRoute(long.id))
    events = play(state, 0, Pay(RED, 0))
    assert "merchandise" not in kinds(events)
    assert state.route_owner[long.id] == 0 and state.route_points[0] == 7
    assert state.variant == [3, 13, 0]
    assert state.phase == TURN and state.current == 1


# ----- contracts ---------------------------------------------------------------------
def test_draw_two_contracts_keep_at_least_one_rejected_under_the_deck() -> None:
    """«он берет 2 карты сверху колоды Контрактов и должен оставить себе хотя бы одну из
    них, но может оставить и обе. Отвергнутые игроком карты помещаются вниз колоды
    карт Контрактов. Нельзя сбросить карту Контракта, взятую в предыдущие ходы.»"""
    state = started()
    before = list(state.tickets[0])
    play(state, 0, DrawTickets())
    assert state.phase == KEEP_TICKETS
    a, b = state.pending_tickets[0]
    keeps = legal(state)
    assert keeps == [KeepTickets((a,)), KeepTickets((b,)), KeepTickets(tuple(sorted((a, b))))]
    assert all(isinstance(k, KeepTickets) and set(k.tickets) <= {a, b} for k in keeps)
    play(state, 0, KeepTickets((b,)))
    assert state.ticket_deck[0] == a
    assert state.tickets[0] == [*before, b]


def test_contracts_held_have_no_limit() -> None:
    """«Количество карт Контрактов у игрока не ограничено.»"""
    state = started()
    state.tickets[0] += state.ticket_deck[4:]
    state.ticket_deck = state.ticket_deck[:4]
    held = len(state.tickets[0])
    assert held == 18  # of the 24 contracts; the other player holds 2
    play(state, 0, DrawTickets())
    play(state, 0, legal(state)[-1])  # keeps both
    assert len(state.tickets[0]) == held + 2
    play(state, 1, DrawBlind())
    play(state, 1, DrawBlind())
    assert DrawTickets() in legal(state)
    play(state, 0, DrawTickets())
    play(state, 0, legal(state)[-1])
    assert len(state.tickets[0]) == held + 4 == 24 - len(state.tickets[1])


def test_a_lone_last_contract_must_be_kept() -> None:
    """«Если в колоде осталась только одна карта Контракта, игрок все равно может
    выполнить это действие, но от нее нельзя будет отказаться.»"""
    state = started()
    state.ticket_deck = state.ticket_deck[-1:]
    play(state, 0, DrawTickets())
    only = state.pending_tickets[0][0]
    assert legal(state) == [KeepTickets((only,))]
    play(state, 0, KeepTickets((only,)))
    assert DrawTickets() not in legal(state)  # the deck is empty


def test_contracts_are_secret() -> None:
    """«Взятые карты Контрактов и прогресс их выполнения должны храниться игроками в
    тайне до конца игры.»"""
    game = amsterdam()
    state = started(players=3)
    seen = game.observe(state, 1)
    assert seen.tickets == tuple(state.tickets[1])
    assert seen.ticket_counts == tuple(len(t) for t in state.tickets)
    state.tickets[0] = [t for t in state.ticket_deck[:2]]  # other contracts, same count
    assert game.observe(state, 1) == seen
    state.phase = OVER
    assert game.observe(state, 1).all_tickets == tuple(tuple(t) for t in state.tickets)


# ----- the end ---------------------------------------------------------------------
def test_two_carts_left_give_everyone_one_last_turn() -> None:
    """«Когда у игрока в запасе остается две или меньше пластиковых Повозки, каждый
    игрок (включая этого игрока) совершает свой последний ход. После чего игра
    заканчивается»"""
    state = started(players=3)
    state.trains[0] = 4
    give(state, 0, blue=2, black=2)
    play(state, 0, ClaimRoute(route("Westerkerk", "Dam", 0).id))
    events = play(state, 0, Pay(BLUE, 0))
    assert "last_round" in kinds(events)
    for player in (1, 2, 0):
        assert state.current == player and state.phase == TURN
        play(state, player, DrawBlind())
        play(state, player, DrawBlind())
    assert state.phase == OVER


def test_merchandise_bonus_table() -> None:
    """«4 Игрока: +8 +6 +4 +2; 3 Игрока: +8 +5 +2; 2 Игрока: +8 +4» «Игроки, не
    собравшие ни одной карты Бонусных Товаров, бонусов не получают.»"""
    assert merchandise_bonus([4, 3, 2, 1]) == [8, 6, 4, 2]
    assert merchandise_bonus([1, 3, 2]) == [2, 8, 5]
    assert merchandise_bonus([0, 5]) == [0, 8]
    assert merchandise_bonus([2, 0, 0, 1]) == [8, 0, 0, 6]


def test_merchandise_ties_share_the_place() -> None:
    """«В случае, если несколько игроков собрали одинаковое количество карт Бонусных
    Товаров, они получают одинаковое количество бонусных очков, соответствующее
    таблице.» Rule choice: the tied players get the points of the best place they
    share; the next player takes the place after them."""
    assert merchandise_bonus([5, 5, 3, 1]) == [8, 8, 4, 2]
    assert merchandise_bonus([5, 3, 3, 1]) == [8, 6, 6, 2]
    assert merchandise_bonus([2, 2, 2]) == [8, 8, 8]
    assert merchandise_bonus([1, 1]) == [8, 8]


def test_final_scores_and_tie_break() -> None:
    """«Затем игроки раскрывают свои карты Контрактов, добавляя к своему счету
    стоимость выполненных и вычитают стоимость невыполненных ими Контрактов.» «В случае
    ничьей побеждает тот из соперников, у кого выполнено большее количество Контрактов.
    Если и теперь не удалось определить победителя, то игроки с наибольшим количеством
    очков разделяют первое место.»"""
    game = amsterdam()
    state = started()
    state.route_owner = [-1] * len(state.route_owner)
    state.tickets = [[contract("Dam", "Montelbaanstoren")], []]
    claim(state, 0, "Dam", "Oost-Indisch Huis")
    claim(state, 0, "Oost-Indisch Huis", "Montelbaanstoren")
    state.route_points = [4, 8]
    state.variant = [0, 0, 16]
    state.phase = OVER
    sheet = game.score_sheet(state)
    assert sheet.categories == ("routes", "tickets", "merchandise")
    assert sheet.points == ((4, 4, 0), (8, 0, 0))
    assert sheet.ranks == (1, 2)  # 8 each: the first player completed a contract
    state.tickets = [[], []]
    state.route_points = [8, 8]
    assert game.score_sheet(state).ranks == (1, 1)
    state.variant = [1, 2, 13]
    assert game.score_sheet(state).points == ((8, 0, 4), (8, 0, 8))
