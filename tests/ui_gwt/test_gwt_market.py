"""The cattle market's cards take clicks: while buying is offered a card's purchase is
made (or its purchases are picked from), else the screen says why it cannot be bought."""

from __future__ import annotations

import pytest

from rules.gwt import actions as A
from tests.ui_gwt.helpers import open_match, screen_of

pytestmark = pytest.mark.ui

# The market of seed 1: cards 4, 5, 5, 7 (value 3), 9 (value 4), 10, 12 (value 5).
THREE, FOUR, FIVE = 4, 9, 10


def buying(cowboys: int, money: int = 6):
    """The app with Ada buying cattle with ``cowboys`` cowboys and ``money`` dollars."""
    harness, play = open_match(lambda s, data: None)
    state = play.match.state
    state.money[0] = money
    state.stack.append(("buy", cowboys))
    play.refresh()
    harness.frames(2)
    screen = screen_of(harness)
    assert screen.decision.kind == "buy" and screen.tab == "market"
    assert {THREE, FOUR, FIVE} <= set(state.market)
    return harness, play, screen


def card_id(screen, card: int) -> str:
    return f"cattle-{screen.data.card_names[card]}"


def test_a_card_with_several_purchases_narrows_the_choices_to_them() -> None:
    harness, play, screen = buying(2)
    everything = [c.label for c in screen.decision.choices]
    harness.click(card_id(screen, THREE))
    decision = screen.decision
    buys = [c.action for c in decision.choices if c.action is not None]
    assert buys and all(isinstance(a, A.Buy) and THREE in (a.first, a.second) for a in buys)
    assert {(a.price, a.second) for a in buys} == {(0, -1), (1, -1)}  # 1♞ $6, 2♞ $3
    assert decision.prompt.startswith("Buy ") and "choose the price" in decision.prompt
    assert decision.choices[-1].label == "All purchases"
    harness.click(f"choice-{len(decision.choices) - 1}")
    assert [c.label for c in screen.decision.choices] == everything
    harness.click(card_id(screen, THREE))
    before = len(play.match.decisions)
    harness.click("choice-1")  # 2 cowboys, $3
    assert len(play.match.decisions) == before + 1
    assert play.match.state.money[0] == 3 and THREE in play.match.state.discard[0]


def test_a_card_with_one_purchase_is_bought_at_once() -> None:
    harness, play, screen = buying(1)
    before = len(play.match.decisions)
    harness.click(card_id(screen, THREE))  # 1 cowboy, $6: the only purchase
    assert len(play.match.decisions) == before + 1
    assert play.match.state.money[0] == 0 and THREE in play.match.state.discard[0]


def test_a_card_that_cannot_be_bought_says_why() -> None:
    harness, play, screen = buying(1)
    before = len(play.match.decisions)
    harness.click(card_id(screen, FIVE))  # 2 or 4 cowboys
    assert screen.message == "Not enough cowboys: this card needs 2♞, 1 left."
    harness, play, screen = buying(2)
    harness.click(card_id(screen, FOUR))  # 1 cowboy and $12, or 3 cowboys
    assert screen.message == "Not enough money: this card costs at least $12, you have $6."
    assert len(play.match.decisions) == before
    harness.frames(2)
    harness.app.render()  # the message is drawn over the board
    harness.frames(400)
    assert screen.message_time == 0


def test_outside_buying_a_card_click_says_how_cattle_are_bought() -> None:
    harness, play = open_match(lambda s, data: None)
    screen = screen_of(harness)
    assert screen.decision.kind != "buy"
    harness.click("tab-market")
    before = len(play.match.decisions)
    harness.click(card_id(screen, THREE))
    assert len(play.match.decisions) == before
    assert screen.message == screen.ctx.t("gwt.cattle.not_now")
