"""Tab on the title goes card by card: each game's card, then its own "Rules" button
(it went through a whole row of cards first, then the row's Rules buttons)."""

from __future__ import annotations

import pytest

from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


def tab_ids(harness, count: int) -> list[str]:
    seen = []
    for _ in range(count):
        harness.key("tab")
        seen.append(harness.top.ui.focused_id())
    return seen


def test_each_cards_rules_button_follows_its_card():
    harness = make_harness(["--lang", "en"])
    harness.frame()
    order = tab_ids(harness, 20)
    cards = [i for i in order if i.startswith("game-")]
    assert cards and "rules-ttr-europe" in order
    for card in cards:
        rules = "rules-" + card[len("game-"):]
        if rules in order:
            assert order.index(rules) == order.index(card) + 1, order
    # the cards themselves still go in reading order
    assert cards[:3] == ["game-ttr-europe", "game-ttr-germany", "game-ttr-amsterdam"]


def test_enter_on_a_focused_rules_button_opens_that_games_rules():
    harness = make_harness(["--lang", "en"])
    harness.frame()
    while harness.top.ui.focused_id() != "rules-ttr-germany":
        harness.key("tab")
    harness.confirm()
    harness.frames(2)
    assert harness.scene_name == "rules" and harness.top.game_id == "ttr-germany"
