"""A face-up locomotive tapped as the second card of a draw did nothing and said
nothing. The rulebook: «Игрок не может взять открытую карту Локомотива, если до этого
он уже взял одну карту, независимо от того из ряда открытых карт или в темную из
колоды» (a face-up locomotive counts as two cards). The tap now says so, as a tap on a
route between the two draws does."""

from __future__ import annotations

import pytest

from rules.ttr.mapdata import LOCOMOTIVE
from rules.ttr.state import SECOND_DRAW
from tests.ui_ttr.conftest import europe_turn, make_harness

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("lang, word", [("en", "second card"),
                                        ("ru", "второй картой его брать нельзя")])
def test_a_face_up_locomotive_as_the_second_card_says_why_not(lang, word):
    harness = make_harness(lang)
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    state.face_up[0] = LOCOMOTIVE
    state.face_up[1:] = [c if c != LOCOMOTIVE else 0 for c in state.face_up[1:]]
    play.refresh()
    harness.frame()
    harness.click("deck")
    assert screen.obs.phase == SECOND_DRAW
    said: list[str] = []
    screen.anim.caption = lambda text, player: said.append(text)
    hand = sum(state.hands[0])
    harness.tap(harness.find("faceup-0").rect.center)
    assert sum(state.hands[0]) == hand and screen.obs.phase == SECOND_DRAW  # not taken
    assert said == [screen.ctx.t("ttr.why.second_locomotive")] and word in said[0]
    harness.tap(harness.find("faceup-1").rect.center)  # another card is taken
    assert sum(state.hands[0]) == hand + 1


def test_a_face_up_locomotive_as_the_first_card_is_taken_without_a_word():
    harness = make_harness()
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    state.face_up[0] = LOCOMOTIVE
    play.refresh()
    harness.frame()
    said: list[str] = []
    screen.anim.caption = lambda text, player: said.append(text)
    hand = state.hands[0][LOCOMOTIVE]
    harness.tap(harness.find("faceup-0").rect.center)
    assert state.hands[0][LOCOMOTIVE] == hand + 1
    assert screen.ctx.t("ttr.why.second_locomotive") not in said
