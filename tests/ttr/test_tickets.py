"""Drawing destination tickets during the game."""

from __future__ import annotations

from rules.ttr.actions import DrawTickets, KeepTickets
from rules.ttr.state import KEEP_TICKETS, TURN
from tests.ttr.helpers import europe, legal, play, started


def test_draw_three_keep_at_least_one() -> None:
    """«Для этого он тянет из стопки верхние три карты ... Он должен оставить, как минимум,
    одну из этих карт, но может по своему выбору оставить две или три карты маршрутов.»"""
    state = started()
    top_three = state.ticket_deck[-3:]
    held = len(state.tickets[0])
    play(state, 0, DrawTickets())
    assert state.phase == KEEP_TICKETS
    assert sorted(state.pending_tickets[0]) == sorted(top_three)
    options = legal(state)
    assert len(options) == 7  # every non-empty subset of three
    assert all(isinstance(a, KeepTickets) and a.tickets for a in options)
    play(state, 0, options[-1])  # keep all three
    assert len(state.tickets[0]) == held + 3
    assert state.phase == TURN and state.current == 1


def test_returned_tickets_go_under_the_deck() -> None:
    """«Возвращенные карты маршрутов следует поместить под низ стопки карт маршрутов.»
    (The short list of actions says «сбрасываются в отдельную стопку и не участвуют в
    дальнейшей игре»; the detailed section is followed.)"""
    state = started()
    deck = list(state.ticket_deck)
    drawn = deck[-3:][::-1]  # drawn from the top (the end of the list)
    play(state, 0, DrawTickets())
    assert state.pending_tickets[0] == drawn
    keep = KeepTickets((drawn[1],))
    play(state, 0, keep)
    assert state.ticket_deck[:2] == [drawn[2], drawn[0]]
    assert state.ticket_deck[2:] == deck[:-3]
    assert drawn[1] in state.tickets[0]


def test_fewer_than_three_left_draws_them_all() -> None:
    """«(если в ней остается меньше трех карт, игрок берет все оставшиеся)»"""
    state = started()
    state.ticket_deck = state.ticket_deck[:2]
    play(state, 0, DrawTickets())
    assert len(state.pending_tickets[0]) == 2
    assert len(legal(state)) == 3
    play(state, 0, legal(state)[0])
    assert len(state.ticket_deck) == 1


def test_empty_ticket_deck_cannot_be_drawn() -> None:
    """«(если в ней остается меньше трех карт, игрок берет все оставшиеся)» - and with
    none left there is nothing to draw (official rule; the rulebook is silent)."""
    state = started()
    state.ticket_deck = []
    assert DrawTickets() not in legal(state)


def test_tickets_are_secret() -> None:
    """«Карты маршрутов следует держать в секрете от других игроков до конца игры.»"""
    state = started(players=3)
    game = europe()
    seen_by_1 = game.observe(state, 1)
    assert seen_by_1.tickets == tuple(state.tickets[1])
    assert seen_by_1.ticket_counts == tuple(len(t) for t in state.tickets)
    text = repr(seen_by_1)
    other = game.observe(state, 0)
    assert other.tickets != seen_by_1.tickets
    # Changing player 0's tickets does not change what player 1 sees.
    state.tickets[0] = list(reversed(state.tickets[0]))
    assert repr(game.observe(state, 1)) == text
