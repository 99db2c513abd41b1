"""A turn is exactly one of four actions; the legal list is canonical."""

from __future__ import annotations

from rules.core.record import Match
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    Pass,
)
from rules.ttr.state import EMPTY, OVER, TURN, TtrState
from tests.ttr.helpers import europe, give, kinds, legal, play, started


def test_one_of_four_actions_in_canonical_order() -> None:
    """«В течение хода каждый игрок должен произвести одно из четырех возможных действий.»
    Order: face-up cards by slot, the deck, tickets, routes by id, stations by city."""
    state = started()
    give(state, 0, red=3, locomotive=1)
    actions = legal(state)
    order = [type(a) for a in actions]
    assert order[:7] == [DrawFaceUp] * 5 + [DrawBlind, DrawTickets]
    claims = [a.route for a in actions if isinstance(a, ClaimRoute)]
    assert claims == sorted(claims) and claims
    cities = [a.city for a in actions if isinstance(a, BuildStation)]
    assert cities == list(range(47))
    kinds_in_order = [
        order.index(k) for k in (DrawFaceUp, DrawBlind, DrawTickets, ClaimRoute, BuildStation)
    ]
    assert kinds_in_order == sorted(kinds_in_order)


def test_only_one_route_per_turn() -> None:
    """«В течение хода игрок не может построить больше одного пути.»"""
    state = started()
    give(state, 0, black=2)
    play(state, 0, ClaimRoute(0))  # Amsterdam–Bruxelles, black 1
    play(state, 0, legal(state)[0])
    assert state.current == 1 and state.route_owner[0] == 0


def test_pass_only_when_nothing_else_is_possible_and_the_game_ends_when_nobody_can_act() -> None:
    """Rule choice (the rulebook is silent): a player with no legal action passes; when
    every player in turn had to pass, the game ends."""
    state = started()
    state.deck = []
    state.discard = [0] * 9
    state.face_up = [EMPTY] * 5
    state.ticket_deck = []
    state.hands = [[0] * 9, [0] * 9]
    state.stations_left = [0, 0]
    assert legal(state) == [Pass()]
    play(state, 0, Pass())
    assert state.phase == TURN and state.current == 1
    events = play(state, 1, Pass())
    assert state.phase == OVER
    assert events[-1].details["reason"] == "nobody_can_act"


def test_blind_draws_and_ticket_draws_cannot_be_undone() -> None:
    """Decisions that showed hidden cards are marked as revealing (undo stops there)."""
    state = started()
    events = play(state, 0, DrawBlind())
    assert any(e.reveals for e in events)
    events = play(state, 0, DrawFaceUp(0))
    assert any(e.reveals for e in events)  # the replacement card came from the deck
    events = play(state, 1, DrawTickets())
    assert any(e.reveals for e in events) and "draw_tickets" in kinds(events)


def test_choosing_a_route_can_be_taken_back() -> None:
    """Choosing a route before paying reveals nothing, so a player may take it back."""
    match = Match(started().config, 1)
    game = europe()
    assert isinstance(match.state, TtrState)
    while match.state.phase != TURN:
        match.play_index(match.to_act()[0], 0)
    player = match.to_act()[0]
    choice = next(a for a in match.legal_actions(player) if isinstance(a, BuildStation))
    match.play(player, choice)
    assert match.can_undo(player)
    match.undo(player)
    assert isinstance(match.state, TtrState)
    assert match.state.phase == TURN
    assert game.legal_actions(match.state, player)
