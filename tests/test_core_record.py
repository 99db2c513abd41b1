"""Match records: exact replay and the limits of undo."""

from __future__ import annotations

import pytest

from rules.core.config import GameConfig
from rules.core.errors import IllegalAction
from rules.core.record import Decision, Match, replay, replaying
from tests.toy_game import Bet, Draw, Keep, Pass


def new_match() -> Match:
    return Match(GameConfig.make("toy", ["human", "human", "human"]), seed=11)


def test_replay_rebuilds_the_same_state() -> None:
    match = new_match()
    match.play(0, Bet(1))
    match.play(1, Draw())
    match.play(1, Keep(True))
    again = replay(match.record)
    assert again.decisions == match.decisions
    for p in range(3):
        assert again.game.observe(again.state, p) == match.game.observe(match.state, p)
    assert again.state.rng == match.state.rng


def test_player_may_take_back_own_decision() -> None:
    match = new_match()
    before = match.game.observe(match.state, 0)
    match.play(0, Bet(2))
    assert match.undo_point(0) == 0
    match.undo(0)
    assert match.decisions == []
    assert match.game.observe(match.state, 0) == before


def test_undo_never_passes_another_players_decision() -> None:
    match = new_match()
    match.play(0, Bet(1))
    match.play(1, Pass())
    assert match.undo_point(0) == 2
    assert not match.can_undo(0)
    with pytest.raises(IllegalAction, match="no decision that can be taken back"):
        match.undo(0)
    assert match.can_undo(1)


def test_undo_never_passes_a_decision_that_revealed_hidden_information() -> None:
    match = new_match()
    match.play(0, Draw())  # a blind draw shows the player a card
    assert match.undo_point(0) == 1
    match.play(0, Keep(False))  # discarding it can be taken back...
    assert match.undo_point(0) == 1
    match.undo(0)
    assert len(match.decisions) == 1  # ...but not the draw itself
    assert not match.can_undo(0)


def test_illegal_action_changes_nothing_and_says_why() -> None:
    match = new_match()
    with pytest.raises(IllegalAction, match="not Player 2's decision"):
        match.play(1, Pass())
    with pytest.raises(IllegalAction, match="keep the card is not a legal action"):
        match.play(0, Keep(True))
    with pytest.raises(IllegalAction, match="does not exist"):
        match.play_index(0, 99)
    assert match.decisions == []


def test_illegal_action_is_a_value_error() -> None:
    assert issubclass(IllegalAction, ValueError)


def test_private_event_details_reach_only_their_player() -> None:
    from rules.core.game import Event

    event = Event("draw_blind", 1, {"card": 3}, reveals=True, private=True)
    assert event.seen_by(1).details == {"card": 3}
    assert event.seen_by(0).details == {}
    assert event.seen_by(None).details == {}
    assert event.seen_by(0).kind == "draw_blind" and event.seen_by(0).player == 1
    public = Event("claim_route", 0, {"route": 5})
    assert public.seen_by(2) is public


def test_replaying_yields_after_each_decision_and_returns_its_steps() -> None:
    match = new_match()
    live = [match.play_step(0, 1), match.play_step(1, 0)]
    live.append(match.play_step(match.to_act()[0], 0))
    work = replaying(match.config, match.seed, match.decisions)
    assert next(work) == (1, 3)
    assert next(work) == (2, 3)
    assert next(work) == (3, 3)
    with pytest.raises(StopIteration) as end:
        next(work)
    replayed = end.value.value
    assert replayed.steps == live
    assert replayed.match.decisions == match.decisions
    assert replayed.match.state.rng == match.state.rng
    assert live[0].acting == (0,) and live[0].events


def test_replaying_names_a_bad_decision_when_it_comes() -> None:
    match = new_match()
    match.play(0, Bet(1))
    work = replaying(match.config, match.seed, [*match.decisions, Decision(0, 0)])
    assert next(work) == (1, 2)
    with pytest.raises(IllegalAction, match="decision 2: it is not"):
        next(work)
