"""A tunnel whose extra cards the player cannot pay is given up at once (the rules'
choice): the three turned cards showed only in passing captions and nothing said why
the claim ended. Now a panel like the tunnel's choice shows them and the reason until
the player says it was seen, and at a hot-seat table only to that player."""

from __future__ import annotations

import pytest

from game.scenes.play import PlayScene
from rules.ttr.mapdata import GREY
from tests.ui.conftest import record_texts
from tests.ui_ttr.conftest import europe_turn, make_harness, start_game

pytestmark = pytest.mark.ui

RED, PINK = 0, 5
TURNED = [RED, RED, PINK]  # the deck's last three: two more red cards are due


def refuse_a_tunnel(harness, play) -> int:
    """The viewer holds two red cards only and pays them for a grey 2-space tunnel
    whose turned cards ask for two more red: returns the tunnel."""
    screen, state = play.screen, play.match.state
    state.hands[play.viewer][:] = [2, 0, 0, 0, 0, 0, 0, 0, 0]
    state.deck[-3:] = TURNED
    play.refresh()
    harness.frame()
    route = next(r.id for r in screen.info.map.routes if r.tunnel and r.length == 2
                 and r.colour == GREY and state.route_owner[r.id] < 0)
    harness.tap(screen.route_point(route))
    harness.click("pay-0")
    assert state.route_owner[route] < 0  # given up by the engine at once
    return route


@pytest.mark.parametrize("lang, words", [("en", ("red\u00a0×2", "not claimed")),
                                         ("ru", ("красная\u00a0×2", "не построен"))])
def test_a_tunnel_that_cannot_be_paid_shows_the_turned_cards_until_seen(lang, words,
                                                                       monkeypatch):
    harness = make_harness(lang)
    play = europe_turn(harness)
    screen = play.screen
    route = refuse_a_tunnel(harness, play)
    drawn = record_texts(monkeypatch)
    harness.frames(30)  # the opponent plays meanwhile: the panel stays
    picker = screen.picker
    assert picker is not None and picker.highlight_route == route
    assert sorted(picker.cards_row) == sorted(TURNED)
    assert any(words[0] in line and words[1] in line for line in picker.lines), picker.lines
    assert any(words[1] in text for text in drawn)  # painted, not only kept
    # nothing else on the table reacts before it is seen (a face-up card)
    harness.run_until(lambda: bool(screen.view.legal), max_frames=2000)
    hand = sum(play.match.state.hands[0])
    harness.tap(harness.find("faceup-0").rect.center)
    assert sum(play.match.state.hands[0]) == hand
    assert harness.find("notice-ok") is not None
    harness.click("notice-ok")
    assert screen.picker is None
    harness.tap(harness.find("deck").rect.center)  # and then the turn goes on
    assert sum(play.match.state.hands[0]) == hand + 1


def test_back_or_enter_says_the_notice_was_seen():
    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    refuse_a_tunnel(harness, play)
    assert screen.picker is not None and harness.find("notice-ok") is not None
    harness.back()
    assert screen.picker is None and harness.find("notice-ok") is None
    assert not screen.notices.waiting  # seen: it does not come back
    harness.frames(30)
    assert harness.find("notice-ok") is None
    harness.run_until(lambda: bool(screen.view.legal), max_frames=2000)
    refuse_a_tunnel(harness, play)  # and Enter takes its one button
    assert harness.find("notice-ok") is not None
    harness.confirm()
    assert harness.find("notice-ok") is None


def _keep_opening(harness, play) -> None:
    harness.run_until(lambda: play.screen.view is not None and bool(play.screen.view.legal))
    harness.click("keep")


def test_at_a_hot_seat_table_the_notice_waits_for_its_own_player(monkeypatch):
    """Anna's refused tunnel goes under the cover: Boris sees nothing of it (her
    payment, the reason), and Anna finds it on her next turn."""
    harness = make_harness()
    start_game(harness, "ttr-europe", ["human", "human"], seed=3)
    play = harness.services.stack.find(PlayScene)
    screen = play.screen
    harness.click("ready")
    _keep_opening(harness, play)  # Anna
    harness.click("ready")
    _keep_opening(harness, play)  # Boris
    harness.click("ready")
    harness.run_until(lambda: bool(screen.view.legal))
    assert play.viewer == 0
    refuse_a_tunnel(harness, play)
    assert harness.scene_name == "handoff"
    drawn = record_texts(monkeypatch)
    harness.click("ready")
    harness.frames(3)
    assert play.viewer == 1
    assert screen.picker is None and harness.find("notice-ok") is None
    assert not any("cannot pay" in text or "not claimed" in text for text in drawn), drawn
    harness.click("deck")
    harness.click("deck")  # Boris's turn
    assert harness.scene_name == "handoff"
    harness.click("ready")
    harness.frames(3)
    assert play.viewer == 0
    assert harness.find("notice-ok") is not None
    assert sorted(screen.picker.cards_row) == sorted(TURNED)


def test_a_hint_asked_under_a_notice_comes_in_words(monkeypatch):
    """H behind the notice lit a card on the table that could not be taken until the
    notice was seen (a regression review): the hint comes as a message instead."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    refuse_a_tunnel(harness, play)
    harness.run_until(lambda: bool(screen.view.legal), max_frames=2000)
    assert screen.picker is not None and screen.picker.modal
    action = screen.view.legal[0]
    assert screen.show_hint(action) is False
    assert screen.hint is None and not any(getattr(w, "lit", False) for w in screen.all_spots())
