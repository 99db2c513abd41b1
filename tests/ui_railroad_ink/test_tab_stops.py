"""Tab on the Railroad Ink screen (a keyboard review): Tab went round the top bar's
buttons only, so the dice and the board were reached by their own keys alone (1-6, the
arrows). Now, as on the other games' screens, Tab and Shift+Tab go through the board
tabs, the board (its focus is the keyboard cursor), each die and the buttons, Enter works
the one focused, and one ring shows at a time."""

from __future__ import annotations

import pytest

from game.screens.railroad_ink.stops import HOME
from rules.railroad_ink.actions import Place
from rules.railroad_ink.tiles import SIZE
from tests.ui.conftest import open_game
from tests.ui_railroad_ink.helpers import make_harness, start

pytestmark = pytest.mark.ui


def focused(play) -> str:
    return play.screen.ui.focused_id()


def ring_shown(harness, rect) -> bool:
    """The focus ring's colour on the middle of its top edge (round ``rect``)."""
    harness.app.fade = 0
    harness.app.render()
    ring = rect.inflate(8, 8)
    colour = harness.services.theme.c("accent_hi")
    return harness.app.surface.get_at((ring.centerx, ring.y)) == colour


def test_tab_goes_to_the_board_then_each_die_and_enter_picks_the_die_focused():
    harness = make_harness()
    play = start(harness, ["human"])
    open_game(harness)
    harness.frames(40)  # the dice have rolled
    screen = play.screen
    harness.key("tab")
    assert focused(play) == "board" and screen.keyboard  # the cursor is its ring
    visited = []
    for _ in range(4):
        harness.key("tab")
        visited.append(focused(play))
        assert not screen.keyboard  # one ring: the die's, no cursor beside it
    assert visited == ["die-0", "die-1", "die-2", "die-3"]
    assert ring_shown(harness, screen.find("die-3").rect)
    harness.key("shift+tab")
    assert focused(play) == "die-2"
    assert screen.pick == ("die", 0)  # (the first die is picked to begin with)
    harness.confirm()
    assert screen.pick == ("die", 2) and focused(play) == "die-2"
    assert not play.match.decisions  # (Enter picked; nothing was drawn)
    # on through the column and into the bar: the screen's ring goes
    for _ in range(30):
        harness.key("tab")
        if play.ui.focused is not None:
            break
    assert play.ui.focused is not None and focused(play) == "" and not screen.keyboard
    harness.key("shift+tab")  # back into the screen, on its last stop
    assert play.ui.focused is None and focused(play) == "special-5"


def test_the_board_stop_hands_over_to_the_cursor_keys_and_enter_draws_there():
    harness = make_harness()
    play = start(harness, ["human"])
    open_game(harness)
    harness.frames(40)
    screen = play.screen
    for _ in range(3):
        harness.key("tab")
    assert focused(play) == "die-1"
    harness.confirm()
    assert screen.pick == ("die", 1)
    target = min(screen.targets()[0])
    harness.key("left")  # the arrows take the focus to the board: its cursor shows
    assert focused(play) == "board" and screen.keyboard
    assert not ring_shown(harness, screen.find("die-1").rect)
    while screen.cursor % SIZE != target % SIZE:
        harness.key("right" if screen.cursor % SIZE < target % SIZE else "left")
    while screen.cursor != target:
        harness.key("down" if screen.cursor < target else "up")
    harness.confirm()
    drawn = play.driver.actions[-1]
    assert isinstance(drawn, Place) and drawn.cell == target
    assert screen.obs.own.dice_used >> 1 & 1
    harness.key("shift+tab")  # the keyboard's place stayed on the board
    assert focused(play) == ""  # (before the board: the bar, one player has no tabs)
    harness.key("tab")
    assert focused(play) == "board"
    harness.key("tab")
    assert focused(play) == "die-0"  # the drawn die is no stop now
    harness.key("3")  # a digit picks a die: the ring goes with the pick
    assert screen.pick == ("die", 2) and focused(play) == "die-2"


def test_a_stop_that_goes_leaves_the_focus_on_the_board():
    """End round pressed from the keyboard: the button is disabled in the next round, and
    the keyboard's place is the board, not nowhere (Enter did nothing)."""
    harness = make_harness()
    play = start(harness, ["human"])
    open_game(harness)
    screen = play.screen
    while screen.options.end_round is None:
        legal = [a for a in screen.view.legal if isinstance(a, Place)]
        screen.ctx.choose(legal[0])
        harness.frame()
    for _ in range(30):
        harness.key("tab")
        if focused(play) == "end-round":
            break
    assert focused(play) == "end-round"
    round_now = screen.obs.round
    harness.confirm()
    harness.run_until(lambda: screen.obs.round == round_now + 1, max_frames=50)
    assert focused(play) == "board" and screen.keyboard


def test_the_next_player_at_the_table_does_not_take_over_the_movers_focus():
    """The mover's cursor (and a ring in the column) stayed for the next player at the
    table, where the mover had left it."""
    harness = make_harness()
    play = start(harness, ["human", "human"], seed=3)
    assert harness.scene_name == "handoff"
    harness.click("ready")
    screen = play.screen
    mover = play.viewer
    harness.key("right")  # the cursor moves away from the centre
    assert screen.keyboard and screen.cursor != HOME
    while screen.options.end_round is None:
        legal = [a for a in screen.view.legal if isinstance(a, Place)]
        screen.ctx.choose(legal[0])
        harness.frame()
    harness.key("tab")  # from the board on to the column (End round)
    assert screen.keyboard or focused(play) not in ("", "board")  # the mover's place
    harness.key("e")  # the mover ends the round from the keyboard
    harness.run_until(lambda: harness.scene_name == "handoff", max_frames=50)
    harness.click("ready")
    assert play.viewer != mover
    assert focused(play) == "" and not screen.keyboard and screen.cursor == HOME
    harness.key("tab")
    assert focused(play) == "tab-0"  # the walk starts again at the first stop


@pytest.mark.parametrize("expansion, stop, seed", [
    ("meteor", "meteor-n", 3), ("meteor", "meteor-w", 11), ("meteor", "meteor-w", 5),
    ("lava", "tool-volcano", 3)])
def test_a_focused_buttons_tooltip_leaves_the_status_readable(expansion, stop, seed):
    """The tooltip of a meteor direction or a Lava tool focused by Tab went under it,
    over the status that says what to do now ("First the meteor: press its arrow…")."""
    from game.screens.railroad_ink import panel

    harness = make_harness()
    play = start(harness, ["human"], expansion=expansion, seed=seed)
    open_game(harness)
    screen = play.screen
    for _ in range(30):
        harness.key("tab")
        if focused(play) == stop:
            break
    assert focused(play) == stop
    harness.frames(40)  # the tooltip's wait
    shown = screen.ui.tooltip_box(harness.app.surface.get_rect())
    assert shown is not None
    box, _ = shown
    status = panel.text_regions(screen)[0]
    assert not box.colliderect(status), (box, status)
    assert not box.colliderect(screen.find(stop).rect.inflate(8, 8))  # nor its ring


def test_space_on_a_focused_die_draws_that_die_at_the_cursor():
    """A review: the cursor on a space where the dice fit, Tab to die 2 (its ring shows,
    the cursor hides, die 0 is still the one picked), Space: die 0 was drawn. The ring says
    "this one": Space draws die 2 there."""
    harness = make_harness()
    play = start(harness, ["human"], seed=11)
    open_game(harness)
    harness.frames(40)
    screen = play.screen
    harness.key("3")
    target = min(screen.targets()[0])  # where die 2 fits
    harness.key("1")
    while screen.cursor % SIZE != target % SIZE:
        harness.key("right" if screen.cursor % SIZE < target % SIZE else "left")
    while screen.cursor != target:
        harness.key("down" if screen.cursor < target else "up")
    while focused(play) != "die-2":
        harness.key("tab")
    assert screen.pick == ("die", 0)
    harness.key("space")
    drawn = play.driver.actions[-1]
    assert isinstance(drawn, Place) and drawn.die == 2 and drawn.cell == target
