"""Drawing tickets in play from Germany's two decks."""

from __future__ import annotations

from rules.ttr.actions import DrawTicketMix, DrawTickets, KeepTickets
from rules.ttr.germany import DECLARE_MIX, GermanyState
from rules.ttr.state import KEEP_TICKETS, TURN
from tests.ttr.germany.helpers import germany, legal, new_state, play, started


def mixes(state: GermanyState) -> list[DrawTicketMix]:
    """The mixes the player to act could declare after choosing to draw tickets."""
    if DrawTickets() not in legal(state):
        return []
    trial = germany().clone(state)
    assert isinstance(trial, GermanyState)
    play(trial, trial.current, DrawTickets())
    found = [a for a in legal(trial) if isinstance(a, DrawTicketMix)]
    assert found == legal(trial)
    return found


def test_declare_a_mix_take_four_keep_at_least_one() -> None:
    """«Взять 4 карты цели. – Игрок должен взять 4 карты цели. Игрок может составить
    любую комбинацию из двух типов карт целей, но он должен сначала объявить какую
    комбинацию карт он берет. Затем игрок смотрит на свои карты целей и решает, какие
    из них он хочет оставить. Оставить нужно не менее 1ой, но можно и все.»"""
    game = germany()
    state = started()
    play(state, 0, DrawTickets())
    assert state.phase == DECLARE_MIX and state.current == 0
    assert legal(state) == [DrawTicketMix(4 - k, k) for k in range(5)]
    play(state, 0, DrawTicketMix(1, 3))
    assert state.phase == KEEP_TICKETS
    drawn = state.pending_tickets[0]
    assert [game.map.tickets[t].deck for t in drawn] == ["short", "long", "long", "long"]
    keeps = [a for a in legal(state) if isinstance(a, KeepTickets)]
    assert len(keeps) == len(legal(state)) == 15
    assert min(len(a.tickets) for a in keeps) == 1


def test_returned_tickets_go_under_their_own_decks() -> None:
    """«Оставшиеся карты возвращаются под низ соответствующей колоды.»"""
    state = started()
    play(state, 0, DrawTickets())
    play(state, 0, DrawTicketMix(2, 2))
    short_a, short_b, long_a, long_b = state.pending_tickets[0]
    play(state, 0, KeepTickets(tuple(sorted((short_a, long_a)))))
    assert state.ticket_deck[0] == short_b
    assert state.long_deck[0] == long_b
    assert sorted(state.tickets[0][-2:]) == sorted((short_a, long_a))
    assert state.phase == TURN and state.current == 1


def test_a_deck_running_short_gives_what_remains() -> None:
    """«Игрок должен взять 4 карты цели ... Если карт целей не хватает, игрок может взять
    только оставшиеся и на этом его ход закончится.» While the two decks hold 4 tickets
    a mix takes 4, whichever deck runs short; only then the player takes what is left."""
    state = started()
    state.ticket_deck = state.ticket_deck[:2]
    assert mixes(state) == [DrawTicketMix(2, 2), DrawTicketMix(1, 3), DrawTicketMix(0, 4)]
    state.ticket_deck = []
    assert mixes(state) == [DrawTicketMix(0, 4)]  # not 1, 2 or 3 of the long ones
    state.long_deck = state.long_deck[:2]
    assert mixes(state) == [DrawTicketMix(0, 2)]
    play(state, 0, DrawTickets())
    play(state, 0, DrawTicketMix(0, 2))
    assert len(state.pending_tickets[0]) == 2 and state.long_deck == []
    play(state, 0, legal(state)[-1])  # keeps both
    assert state.phase == TURN and state.current == 1
    assert DrawTickets() not in legal(state)  # both decks empty: no ticket action


def test_a_short_draw_is_still_chosen_from_and_ends_the_turn() -> None:
    """«Если карт целей не хватает, игрок может взять только оставшиеся и на этом его
    ход закончится.» Rule choice 10 (rules.ttr.germany): the player takes what is left,
    still keeps any of it but at least 1 («Оставить нужно не менее 1ой, но можно и
    все»), returns the rest under its deck, and the turn ends with that choice."""
    state = started()
    state.ticket_deck = state.ticket_deck[:1]
    state.long_deck = state.long_deck[:2]
    (short,), (long_a, long_b) = state.ticket_deck, state.long_deck
    play(state, 0, DrawTickets())
    assert legal(state) == [DrawTicketMix(1, 2)]
    play(state, 0, DrawTicketMix(1, 2))
    assert sorted(state.pending_tickets[0]) == sorted((short, long_a, long_b))
    keeps = legal(state)
    assert all(isinstance(a, KeepTickets) for a in keeps)
    assert sorted(len(a.tickets) for a in keeps) == [1, 1, 1, 2, 2, 2, 3]
    held = list(state.tickets[0])
    play(state, 0, KeepTickets((long_b,)))
    assert state.tickets[0] == [*held, long_b]
    assert state.ticket_deck == [short] and state.long_deck == [long_a]
    assert state.phase == TURN and state.current == 1


def test_ticket_backs_are_public() -> None:
    """The short tickets have blue backs and the long ones brown («коротких целей
    (синие) и длинных (коричневые)»): everyone sees how many of each a player holds,
    never which ones."""
    game = germany()
    state = started()
    play(state, 0, DrawTickets())
    play(state, 0, DrawTicketMix(0, 4))
    play(state, 0, legal(state)[-1])  # keeps all four long tickets
    seen_by_other = game.observe(state, 1)
    backs = game.ticket_backs(seen_by_other)
    assert backs.long_deck == 30 and backs.long_held == (4, 0)
    assert set(seen_by_other.tickets).isdisjoint(state.tickets[0])


def test_opening_tickets_of_others_stay_secret() -> None:
    """«Игроки должны держать свои цели в секрете до конца игры.» Others see how many
    tickets of each deck a player drew, never which."""
    game = germany()
    state = new_state()
    play(state, 0, DrawTicketMix(1, 3))
    mine, theirs = game.observe(state, 0), game.observe(state, 1)
    assert mine.pending_tickets == tuple(state.pending_tickets[0])
    assert theirs.pending_tickets == () and theirs.pending_ticket_counts == (4, 0)
    assert game.ticket_backs(theirs).long_pending == (3, 0)
