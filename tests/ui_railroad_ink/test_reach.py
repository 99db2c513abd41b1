"""A finger's reach on the Railroad Ink screen: the board tabs are drawn 36 px high, and
a tap a few pixels above or below one (a finger is ~44 px wide) did nothing."""

from __future__ import annotations

import pytest

from game.widgets import FINGER
from tests.ui.conftest import open_game
from tests.ui_railroad_ink.helpers import make_harness, start

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_board_tab_takes_a_fingers_tap_beside_its_drawing(players):
    harness = make_harness()
    play = start(harness, ["human"] + ["normal"] * (players - 1))
    open_game(harness)
    screen = play.screen
    tabs = [screen.find(f"tab-{player}") for player in range(players)]
    for tab in tabs:
        assert tab.reach.h >= FINGER and tab.reach.contains(tab.rect), tab.reach
        assert tab.rect.h == 36  # drawn as before
    # nothing else answers a tap in a tab's reach: not the next tab, not a board space,
    # not the column's dice and buttons, not the bar above the table
    for i, tab in enumerate(tabs):
        assert not any(tab.reach.colliderect(other.reach) for other in tabs[i + 1:])
        assert not tab.reach.colliderect(screen.layout.rect)
        assert screen.ctx.rect.contains(tab.reach)
        others = [w.rect for w in [*screen.widgets, *screen.buttons, *play.ui.widgets]
                  if w.visible and not w.id.startswith("tab-")]
        assert not [rect for rect in others if rect.colliderect(tab.reach)]
    # a tap just above the last tab's drawing and one just below it both show that board
    last = tabs[-1]
    harness.tap((last.rect.centerx, last.rect.top - 4))
    assert screen.shown == players - 1
    harness.tap((tabs[0].rect.centerx, tabs[0].rect.bottom + 4))
    assert screen.shown is None  # the viewer's own
    harness.tap((last.rect.centerx, last.rect.bottom + 4))
    assert screen.shown == players - 1


@pytest.mark.parametrize("expansion, prefix", [("meteor", "meteor-"), ("lava", "tool-")])
def test_the_meteor_directions_and_the_lava_tools_take_a_fingers_tap(expansion, prefix):
    """The meteor's direction buttons and the Lava's tools were 38 px high, under a
    finger's 44: a tap just above one did nothing. Each takes in the gap over it, drawn
    as before, and nothing else answers a tap there."""
    from game.screens.railroad_ink import panel, tools
    from rules.railroad_ink.actions import Meteor

    harness = make_harness()
    play = start(harness, ["human"], expansion=expansion, seed=3)
    open_game(harness)
    screen = play.screen
    row = [button for button in screen.buttons if button.id.startswith(prefix)]
    assert row
    status = panel.text_regions(screen)[0]
    for button in row:
        assert button.reach.h >= FINGER and button.reach.contains(button.rect), button.reach
        assert button.rect.h == 38  # drawn as before
        # inside the gap over it, short of the score's panel, and clear of the status
        assert button.reach.top > button.rect.top - tools.GAP_ABOVE
        assert not button.reach.colliderect(status)
        others = [w.reach for w in [*screen.widgets, *screen.buttons, *play.ui.widgets]
                  if w.visible and w is not button]
        assert not [rect for rect in others if rect.colliderect(button.reach)], button.id
    first = row[0]
    harness.tap((first.rect.centerx, first.rect.top - 4))
    if expansion == "meteor":
        assert play.driver.actions[-1] == Meteor("nesw".index(first.id[-1]))
    else:
        assert screen.tool == "volcano"
