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


@pytest.mark.parametrize("top", [60, 70, 100, 113])
def test_rows_of_buttons_closer_than_60_px_are_read_row_by_row(top):
    """Reading rows were fixed 60 px bands: two rows of buttons 40 px apart could share
    one (y 60 and 100) and Tab went 0, 2, 1, 3, down a column and back up."""
    from game.theme import Theme
    from game.widgets import Button, WidgetGroup

    theme = Theme.load()
    group = WidgetGroup(theme)
    for i in range(6):
        row, column = divmod(i, 2)
        group.add(Button(theme, (400 + 220 * column, top + 40 * row, 200, 34), f"{i}",
                         lambda: None, id=f"b{i}"))
    assert [w.id for w in group.focus_order()] == [f"b{i}" for i in range(6)]
