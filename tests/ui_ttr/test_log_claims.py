"""The log tells a claim once: it said "Anna is claiming Wien–Zagrab", then "Anna
claimed Wien–Zagrab" for every claim. The announcement stays only while the claim is
being paid for."""

from __future__ import annotations

from game.driver import LogEntry
from game.eventlog import without_preludes
from rules.core.game import Event
from rules.ttr.actions import ClaimRoute
from tests.ui_ttr.conftest import europe_turn, make_harness


def test_a_claims_announcement_goes_once_the_claim_is_made():
    harness = make_harness("en")
    play = europe_turn(harness)
    claim = next(a for a in play.screen.view.legal if isinstance(a, ClaimRoute))
    play.choose(claim)
    harness.frame()
    lines = [text for _, text in play.log_lines]
    assert "is claiming" in lines[-1]  # the payment is still to choose
    play.choose(play.screen.view.legal[0])  # pay
    harness.frame()
    mine = [text for player, text in play.log_lines if player == play.viewer]
    assert not any("is claiming" in line for line in mine), mine
    assert "claimed" in mine[-1], mine


def test_an_announcement_stays_until_its_own_player_goes_on():
    log = [LogEntry(0, Event("choose_route", 0, {"route": 1})),
           LogEntry(1, Event("draw_card", 1, {})),
           LogEntry(1, Event("claim_route", 0, {"route": 1})),
           LogEntry(2, Event("choose_station", 1, {"city": 4}))]
    preludes = frozenset({"choose_route", "choose_station"})
    kinds = [entry.event.kind for entry in without_preludes(log, preludes)]
    assert kinds == ["draw_card", "claim_route", "choose_station"]
