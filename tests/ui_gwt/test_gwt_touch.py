"""GWT on a phone: a finger dragged across the choices turns their page, and the page
buttons are big enough for a finger (they were 36×28 and 4 px apart); a message goes
when the player turns to another tab."""

from __future__ import annotations

from game.input import Intent
from tests.ui.conftest import make_harness, open_game
from tests.ui_gwt.helpers import play_until, screen_of, start_gwt


def swipe(harness, start: tuple[int, int], dx: int) -> None:
    x, y = start
    harness.frame(Intent("down", start))
    harness.frame(Intent("drag", (x + dx, y), (dx, 0)))
    harness.frame(Intent("drop", (x + dx, y)))


def test_a_swipe_across_the_choices_turns_their_page() -> None:
    harness = make_harness(["--lang", "en"])
    start_gwt(harness)
    open_game(harness)
    play_until(harness, lambda: harness.find("page-next") is not None)
    screen = screen_of(harness)
    decisions = len(harness.top.match.decisions)
    pages = -(-len(screen.decision.choices) // screen.page_size)
    middle = screen.choice_area.center
    swipe(harness, middle, -120)
    assert screen.page == 1
    swipe(harness, middle, 120)
    assert screen.page == 0
    swipe(harness, middle, 120)  # back from the first: the last, as the ‹ button does
    assert screen.page == pages - 1
    swipe(harness, middle, -30)  # too short: a wobble, not a swipe
    assert screen.page == pages - 1
    assert len(harness.top.match.decisions) == decisions  # nothing was chosen
    back, forward = harness.find("page-prev").rect, harness.find("page-next").rect
    assert min(back.w, back.h, forward.w, forward.h) >= 34 and forward.x - back.right >= 6
    harness.finger_tap(forward.center)
    assert screen.page == 0


def test_a_message_goes_when_the_player_turns_to_another_tab() -> None:
    """A refusal about the trail sat over the foot of the player boards' auxiliary list."""
    harness = make_harness(["--lang", "en"])
    start_gwt(harness)
    open_game(harness)
    screen = screen_of(harness)
    screen.say("That place is too far.")
    assert screen.message_time > 0
    harness.click("tab-board")
    assert screen.message_time == 0


def test_a_slow_tap_on_the_open_discard_viewer_closes_it() -> None:
    """A hold there was answered by the trail's piece hidden under the viewer, so the
    viewer stayed open."""
    harness = make_harness(["--lang", "en"])
    start_gwt(harness)
    open_game(harness)
    screen = screen_of(harness)
    screen.toggle_discard()
    assert screen.show_discard
    under = next(rect.center for key, rect in screen.spots.items() if key[0] == "node")
    harness.long_press(under)  # a trail place under the viewer
    assert not screen.show_discard


def test_a_long_choice_takes_two_lines_rather_than_a_tiny_size() -> None:
    """Choice labels shrank to 10-11 px, 6 px on a phone; now one line down to 12 px,
    then two lines."""
    from tests.ui_gwt.helpers import walk_choices

    harness = make_harness(["--lang", "ru"])
    start_gwt(harness)
    open_game(harness)
    two_lines = 0
    for buttons in walk_choices(harness, 3, 1500):
        for button in buttons:
            assert button.size >= 12 or "\n" in button.label, button.label
            two_lines += "\n" in button.label
    assert two_lines  # the walk met long labels
