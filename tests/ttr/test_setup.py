"""Setup: pieces, cards, tickets and the first player."""

from __future__ import annotations

import pytest

from rules.core.config import GameConfig
from rules.core.errors import ConfigError
from rules.ttr.actions import KeepTickets
from rules.ttr.state import SETUP_TICKETS, TURN
from tests.ttr.helpers import europe, legal, new_state, play


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_pieces_and_cards(players: int) -> None:
    """«Каждый игрок получает набор из сорока пяти пластиковых вагонов, трех станций»;
    «сдаем каждому из игроков по четыре карты ... рядом выложим ряд из пяти открытых
    лицом вверх карт»; «в колоде 110 карт ... (96 карт Вагонов и 14 карт Локомотивов)»."""
    state = new_state(players)
    assert state.trains == [45] * players
    assert state.stations_left == [3] * players
    assert all(sum(h) == 4 for h in state.hands)
    assert len(state.face_up) == 5
    total = [0] * 9
    for h in state.hands:
        total = [t + c for t, c in zip(total, h, strict=True)]
    for card in [*state.deck, *state.face_up]:
        total[card] += 1
    total = [t + d for t, d in zip(total, state.discard, strict=True)]
    assert total == [12] * 8 + [14]
    assert sum(total) == 110


def test_opening_tickets_one_long_and_three_regular() -> None:
    """«Перетасуем карты длинных маршрутов и сдадим случайным образом каждому из игроков
    по одной карте. Оставшиеся карты можно убрать назад в коробку» and «сдаем каждому
    из игроков по три карты, а оставшиеся кладем стопкой»."""
    state = new_state(4)
    tickets = europe().map.tickets
    for pending in state.pending_tickets:
        assert [tickets[t].deck for t in pending] == ["long", "regular", "regular", "regular"]
    assert len(state.ticket_deck) == 40 - 12
    assert all(tickets[t].deck == "regular" for t in state.ticket_deck)


def test_keep_at_least_two_opening_tickets_and_the_rest_leave_the_game() -> None:
    """«каждый игрок просматривает свои карты маршрутов и оставляет у себя минимум два
    маршрута (хотя может и больше). Остальные убираются в коробку»."""
    state = new_state(2)
    assert state.phase == SETUP_TICKETS
    options = legal(state)
    assert all(isinstance(a, KeepTickets) and len(a.tickets) >= 2 for a in options)
    assert len(options) == 6 + 4 + 1  # 4 tickets: keep 2, 3 or 4
    dealt = list(state.pending_tickets[0])
    deck_before = list(state.ticket_deck)
    two = next(a for a in options if isinstance(a, KeepTickets) and len(a.tickets) == 2)
    play(state, 0, two)
    assert sorted(state.tickets[0]) == sorted(two.tickets)
    returned = set(dealt) - set(two.tickets)
    assert not returned & set(state.ticket_deck)
    assert state.ticket_deck == deck_before
    assert state.current == 1 and state.phase == SETUP_TICKETS
    play(state, 1, legal(state)[-1])
    assert state.phase == TURN and state.current == 0


def test_long_and_regular_opening_tickets_may_both_be_returned() -> None:
    """«Можно отказаться как от простых, так и от длинных маршрутов. Выбранные же карты
    маршрутов останутся с игроками до конца игры.»"""
    state = new_state(2)
    tickets = europe().map.tickets
    decks = [
        sorted(tickets[t].deck for t in a.tickets)
        for a in legal(state)
        if isinstance(a, KeepTickets)
    ]
    assert ["regular", "regular", "regular"] in decks  # the long ticket returned
    assert ["long", "regular"] in decks  # two regular tickets returned
    keep_regular = next(
        a
        for a in legal(state)
        if isinstance(a, KeepTickets) and all(tickets[t].deck == "regular" for t in a.tickets)
    )
    play(state, 0, keep_regular)
    assert sorted(state.tickets[0]) == sorted(keep_regular.tickets)


def test_scores_start_at_zero() -> None:
    """«... соответствующую фишку для подсчета очков, которую он ставит на клетку "1"
    счетчика» - rule choice: the start space, 0 points (the "1" is the callout of the
    lost picture; Amsterdam's rulebook says «Маркеры игроков поставьте на старт»)."""
    state = new_state(3)
    assert state.route_points == [0, 0, 0]
    assert europe().score_sheet(state).totals == (0, 0, 0)


def test_first_player_can_be_chosen() -> None:
    """Starting player rule: «Участник, посетивший ... наибольшее количество европейских
    стран, начинает игру первым» becomes a setup choice (random by default)."""
    assert new_state(3, first="2").current == 1
    firsts = {new_state(4, seed=s, first="random").first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_first_player_must_exist() -> None:
    config = GameConfig.make("ttr-europe", ["human"] * 3, {"first_player": "4"})
    with pytest.raises(ConfigError, match="player 4"):
        europe().new_game(config, 1)


def test_setup_is_reproducible_from_the_seed() -> None:
    a, b = new_state(3, seed=9), new_state(3, seed=9)
    assert a.deck == b.deck and a.pending_tickets == b.pending_tickets
    assert new_state(3, seed=10).deck != a.deck
