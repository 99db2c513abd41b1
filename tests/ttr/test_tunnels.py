"""Tunnels: pay, reveal three cards, pay extra for matches or take the cards back."""

from __future__ import annotations

from rules.ttr.actions import ClaimRoute, DeclineTunnel, Pay
from rules.ttr.state import TUNNEL_PAY, TURN
from tests.ttr.helpers import (
    BLUE,
    GREEN,
    LOCO,
    PINK,
    RED,
    WHITE,
    YELLOW,
    give,
    kinds,
    legal,
    play,
    route,
    started,
)

MARSEILLE_ZURICH = route("Marseille", "Zürich")  # pink tunnel, 2
PARIS_ZURICH = route("Paris", "Zürich")  # grey tunnel, 3


def test_no_match_builds_the_tunnel() -> None:
    """«... игрок открывает три верхние карты из колоды карт Вагонов.» No match, nothing
    more to pay. «В конце хода, все три открытые карты вагонов сбрасываются в отдельную
    стопку.»"""
    state = started()
    state.deck[-3:] = [RED, GREEN, BLUE]
    give(state, 0, pink=2)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    discard = list(state.discard)
    events = play(state, 0, Pay(PINK, 0))
    assert "tunnel_reveal" in kinds(events)
    assert state.route_owner[MARSEILLE_ZURICH.id] == 0
    # «В конце хода, все три открытые карты вагонов сбрасываются в отдельную стопку.»
    for colour in (RED, GREEN, BLUE):
        assert state.discard[colour] == discard[colour] + 1
    assert state.discard[PINK] == discard[PINK] + 2


def test_each_matching_card_asks_one_more_card_of_the_colour_or_a_locomotive() -> None:
    """«За каждую из этих трех карт, совпавшую по цвету с картами, использованными для
    строительства туннеля, игрок должен выложить дополнительную карту Вагона того же
    цвета (или использовать карту Локомотива).»"""
    state = started()
    state.deck[-3:] = [PINK, RED, PINK]
    give(state, 0, pink=4, red=5, locomotive=1)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    play(state, 0, Pay(PINK, 0))
    assert state.phase == TUNNEL_PAY and state.tunnel_extra == 2
    assert legal(state) == [Pay(PINK, 0), Pay(PINK, 1), DeclineTunnel()]
    play(state, 0, Pay(PINK, 1))
    assert state.route_owner[MARSEILLE_ZURICH.id] == 0
    assert state.hands[0] == [5, 0, 0, 0, 0, 1, 0, 0, 0]  # 2 + 1 pink and 1 locomotive paid


def test_revealed_locomotives_always_match() -> None:
    """«Карта Локомотива, вытянутая из колоды во время попытки строительства туннеля,
    автоматически совпадет по цвету с картами игрока, и ему в данном случае потребуется
    выложить дополнительную карту.»"""
    state = started()
    state.deck[-3:] = [LOCO, WHITE, WHITE]
    give(state, 0, yellow=4)
    play(state, 0, ClaimRoute(PARIS_ZURICH.id))
    play(state, 0, Pay(YELLOW, 0))
    assert state.tunnel_extra == 1
    assert legal(state) == [Pay(YELLOW, 0), DeclineTunnel()]


def test_a_colour_and_locomotive_payment_matches_the_colour_and_locomotives() -> None:
    """«За каждую из этих трех карт, совпавшую по цвету с картами, использованными для
    строительства туннеля ...» and a revealed locomotive always matches: paid with a
    pink and a locomotive, a pink and a locomotive turned up ask two more."""
    state = started()
    state.deck[-3:] = [PINK, RED, LOCO]
    give(state, 0, pink=3, locomotive=2)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    play(state, 0, Pay(PINK, 1))
    assert state.phase == TUNNEL_PAY and state.tunnel_extra == 2
    assert Pay(PINK, 0) in legal(state) and Pay(PINK, 1) in legal(state)


def test_all_locomotive_payment_needs_locomotives_as_extra() -> None:
    """«Если игрок решает построить туннель, используя при этом лишь одни карты
    Локомотивов, и среди вытянутых карт из колоды также окажется карта Локомотива, то
    ему придется сыграть в качестве дополнительной исключительно карту Локомотива.»"""
    state = started()
    state.deck[-3:] = [PINK, LOCO, PINK]
    give(state, 0, pink=5, locomotive=3)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    play(state, 0, Pay(LOCO, 2))
    assert state.tunnel_extra == 1  # the pink cards do not match a locomotive payment
    assert legal(state) == [Pay(LOCO, 1), DeclineTunnel()]


def test_all_locomotive_payment_without_locomotives_left_fails() -> None:
    """«... ему придется сыграть в качестве дополнительной исключительно карту
    Локомотива.» Pink cards in hand do not help."""
    state = started()
    state.deck[-3:] = [PINK, LOCO, PINK]
    give(state, 0, pink=5, locomotive=2)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    events = play(state, 0, Pay(LOCO, 2))
    assert "tunnel_abandoned" in kinds(events)
    assert state.hands[0] == [0, 0, 0, 0, 0, 5, 0, 0, 2]


def test_declining_takes_the_cards_back_and_ends_the_turn() -> None:
    """«Если игрок не сможет выложить дополнительные карты (или он решит не тратить их),
    то он должен забрать свои карты, выложенные для строительства туннеля, назад в руку,
    и на этом его ход заканчивается.»"""
    state = started()
    state.deck[-3:] = [PINK, RED, GREEN]
    give(state, 0, pink=3)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    play(state, 0, Pay(PINK, 0))
    assert state.hands[0][PINK] == 1  # two laid out
    discard = list(state.discard)
    play(state, 0, DeclineTunnel())
    assert state.hands[0][PINK] == 3
    assert state.route_owner[MARSEILLE_ZURICH.id] == -1
    assert state.trains[0] == 45
    assert state.phase == TURN and state.current == 1
    assert state.discard[PINK] == discard[PINK] + 1  # the revealed cards are discarded
    assert state.discard[RED] == discard[RED] + 1


def test_a_player_who_cannot_pay_takes_the_cards_back_at_once() -> None:
    """«Если игрок не сможет выложить дополнительные карты ... он должен забрать свои
    карты ... назад в руку» (rule choice: at once, without a decision)."""
    state = started()
    state.deck[-3:] = [PINK, RED, GREEN]
    give(state, 0, pink=2)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    events = play(state, 0, Pay(PINK, 0))
    assert "tunnel_abandoned" in kinds(events)
    assert state.hands[0][PINK] == 2 and state.current == 1


def test_fewer_than_three_cards_reveal_what_there_is() -> None:
    """«В редких случаях, если карт в колоде и сброшенных карт оказывается меньше трех,
    то открываются лишь оставшиеся карты.»"""
    state = started()
    state.deck = [PINK]
    state.discard = [0, 0, 0, 0, 0, 0, 0, 0, 0]
    state.discard[RED] = 1
    give(state, 0, pink=3)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    events = play(state, 0, Pay(PINK, 0))
    reveal = next(e for e in events if e.kind == "tunnel_reveal")
    assert sorted(reveal.details["cards"]) == sorted([PINK, RED])
    assert state.tunnel_extra == 1


def test_no_cards_at_all_means_no_risk() -> None:
    """«Если же абсолютно все карты находятся на руках у игроков, и тянуть для проверки
    свойства туннеля нечего, то он строится без проверки и риска дополнительными
    картами.»"""
    state = started()
    state.deck = []
    state.discard = [0] * 9
    give(state, 0, pink=2)
    play(state, 0, ClaimRoute(MARSEILLE_ZURICH.id))
    play(state, 0, Pay(PINK, 0))
    assert state.route_owner[MARSEILLE_ZURICH.id] == 0


def test_grey_tunnel_matches_the_colour_paid() -> None:
    """«За каждую из этих трех карт, совпавшую по цвету с картами, использованными для
    строительства туннеля» - on a grey tunnel, the colour the player paid."""
    state = started()
    state.deck[-3:] = [GREEN, GREEN, RED]
    give(state, 0, green=5)
    play(state, 0, ClaimRoute(PARIS_ZURICH.id))
    play(state, 0, Pay(GREEN, 0))
    assert state.tunnel_extra == 2
    assert legal(state) == [Pay(GREEN, 0), DeclineTunnel()]
