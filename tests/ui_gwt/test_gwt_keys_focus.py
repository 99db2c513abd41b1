"""The keyboard's place on the GWT screen (a keyboard player's review): Tab went to
"Your discard pile" between two rows of choices (it sits in the hand's corner, level
with the last row), and a choice picked with its digit key left no focus ring, so the
next decision began with no place for Enter or the arrows."""

from __future__ import annotations

import pytest

from tests.ui_gwt.helpers import first_turn, my_turn, screen_of, start_gwt

pytestmark = pytest.mark.ui


def focused(harness) -> str:
    focus = screen_of(harness).ui.focused
    return focus.id if focus is not None else ""


@pytest.mark.parametrize("language", ["en", "ru"])
def test_tab_reaches_the_discard_pile_after_every_choice(language) -> None:
    harness = first_turn(language)
    screen = screen_of(harness)
    assert len([w for w in screen.ui.widgets if w.id.startswith("choice-")]) == 7
    visited: list[str] = []
    for _ in range(40):
        harness.key("tab")
        if focused(harness) in visited:
            break
        visited.append(focused(harness))
    choices = [i for i, name in enumerate(visited) if name.startswith("choice-")]
    assert len(choices) == 7 and "discard-pile" in visited, visited
    assert visited.index("discard-pile") > max(choices), visited


def test_a_choice_picked_by_its_digit_leaves_the_focus_on_the_next_choices() -> None:
    harness = first_turn()
    screen = screen_of(harness)
    before = len(harness.top.match.decisions)
    harness.key("2")  # start at building B
    assert len(harness.top.match.decisions) == before + 1
    harness.run_until(lambda: my_turn(harness))
    assert screen.decision.kind != "start"
    assert focused(harness).startswith("choice-"), focused(harness)
    harness.app.fade = 0
    harness.app.render()  # the ring is drawn round it
    ring = screen.ui.focused.rect.inflate(8, 8)
    assert harness.app.surface.get_at((ring.centerx, ring.y)) == \
        screen.ctx.theme.c("accent_hi")
    harness.confirm()  # and Enter works it
    assert len(harness.top.match.decisions) == before + 2


def test_the_focus_waits_through_the_other_seats_turn_for_the_next_choices() -> None:
    """The turn ended with a digit: while the AI plays there are no choices, and the
    human's next decision begins with the ring on its first choice."""
    from rules.gwt import actions as A

    harness = first_turn()
    screen = screen_of(harness)
    harness.key("1")
    turns = screen.table.turns
    for kind in (A.Aux, A.EndPhase):  # gain $1, then end the turn
        harness.run_until(lambda: my_turn(harness))
        pick = next(i for i, c in enumerate(screen.decision.choices)
                    if isinstance(c.action, kind))
        assert pick < min(9, screen.page_size)
        harness.key(str(pick + 1))
    harness.run_until(lambda: my_turn(harness) and screen.table.turns != turns)
    assert focused(harness) == "choice-0", focused(harness)


def test_a_click_meanwhile_takes_the_waiting_focus_away() -> None:
    """The pointer takes over from the keyboard: a click during the other seats' turn
    leaves the next choices without a ring, as a click does with the focus shown."""
    from rules.gwt import actions as A

    harness = first_turn()
    screen = screen_of(harness)
    harness.key("1")
    turns = screen.table.turns
    for kind in (A.Aux, A.EndPhase):
        harness.run_until(lambda: my_turn(harness))
        pick = next(i for i, c in enumerate(screen.decision.choices)
                    if isinstance(c.action, kind))
        harness.key(str(pick + 1))
    assert not screen.view.legal  # the other seat's turn
    harness.tap(screen.board_rect.center)
    harness.run_until(lambda: my_turn(harness) and screen.table.turns != turns)
    assert focused(harness) == "", focused(harness)


def test_the_next_player_at_the_table_does_not_take_over_the_keyboards_place() -> None:
    """Hot seat: the first player picked by digit keys, and the second player's first
    view opened with a focus ring and its tooltip on their first choice (a regression
    review); the top bar's place was already dropped at the hand-over."""
    from game.scenes.play import PlayScene
    from tests.ui.conftest import make_harness

    harness = make_harness(["--lang", "en"])
    start_gwt(harness, ("human", "human"))
    play = harness.services.stack.find(PlayScene)
    harness.run_until(lambda: harness.scene_name == "handoff")
    harness.click("ready")  # the first player takes the device
    harness.frames(2)
    first = play.viewer
    for _ in range(300):  # and plays by digit keys until the device goes on
        if harness.scene_name == "handoff":
            break
        if my_turn(harness):
            harness.key("1")
        harness.frames(2)
    assert harness.scene_name == "handoff"
    harness.click("ready")
    harness.frames(2)
    assert play.viewer != first
    assert focused(harness) == "" and screen_of(harness).focus_waiting == ""
