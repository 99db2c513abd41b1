"""The discard pile viewer and the keyboard's arrows, found playing 3- and 4-seat games:
the open pile was drawn under the boards' name buttons, ran out of room for a late
game's pile, and Esc opened the game menu instead of closing it; the arrows did nothing
on the choices, so a keyboard player had to Tab through every button; and the first
turn's seven places were split over two pages of four."""

from __future__ import annotations

import re

import pytest

from tests.ui.conftest import make_harness, record_texts
from tests.ui_gwt.helpers import my_turn, open_match, screen_of, start_gwt

pytestmark = pytest.mark.ui


def big_pile(state, data) -> None:
    """37 cards: 14 + 9 cattle kinds twice (some copies) and two objective cards."""
    state.discard[0].extend([0] * 6 + [1] * 4 + [2] * 4 + [3] * 3 + list(range(4, 13)) * 2
                            + [data.first_objective, data.first_objective + 5])


def test_the_open_discard_pile_is_not_covered_by_the_boards_name_buttons() -> None:
    harness, play = open_match(big_pile, ("human", "easy", "easy", "easy"))
    harness.click("tab-board")
    screen = play.screen
    assert harness.find("board-2") is not None
    harness.click("discard-pile")
    assert screen.show_discard
    from game.screens.gwt.drawing import discard_box

    box = discard_box(screen)
    over = [w.id for w in screen.ui.widgets if w.visible and w.rect.colliderect(box)]
    assert over == [], over  # (the names drew over the pile's title)
    harness.click("discard-pile")  # closed again: the names are back
    assert not screen.show_discard and harness.find("board-2") is not None


def test_a_late_discard_pile_shows_every_card_counted(monkeypatch) -> None:
    """One card per kind with its copies (×6): the 37 cards one by one ran past the box
    and the last ones were silently left out."""
    harness, play = open_match(big_pile)
    drawn = record_texts(monkeypatch)
    harness.click("discard-pile")
    drawn.clear()
    harness.app.render()  # one frame
    counts = [int(m.group(1)) for m in (re.fullmatch(r"×(\d+)", s) for s in drawn) if m]
    pile = play.screen.table.discard[0]
    assert len(pile) == 37
    assert sum(counts) == len(pile), counts
    assert "Your discard pile (37 cards)" in drawn


def test_escape_closes_the_discard_pile_not_opens_the_menu() -> None:
    harness, play = open_match(big_pile)
    harness.click("discard-pile")
    assert play.screen.show_discard
    harness.back()
    assert not play.screen.show_discard
    assert harness.scene_name == "game"
    harness.back()  # with the pile closed, Esc is the menu again
    assert harness.scene_name != "game"


def test_the_arrows_move_the_focus_through_the_grid_of_choices() -> None:
    harness = make_harness()
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)

    def focused() -> str:
        return screen.ui.focused.id if screen.ui.focused is not None else ""

    while focused() != "choice-0":
        harness.key("tab")
    moves = []
    for key in ("right", "down", "left", "up", "right", "right", "right"):
        harness.key(key)
        moves.append(focused())
    # the first turn's seven places in three columns: 0 1 2 / 3 4 5 / 6; Right in the
    # right column stays
    assert moves == ["choice-1", "choice-4", "choice-3", "choice-0", "choice-1", "choice-2",
                     "choice-2"]
    harness.key("up")
    harness.key("up")
    assert focused().startswith(("tab-", "page-")), focused()
    harness.key("down")
    assert focused().startswith("choice-"), focused()
    before = len(harness.top.match.decisions)
    harness.confirm()
    assert len(harness.top.match.decisions) == before + 1


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_first_turns_seven_places_fit_one_page(language: str) -> None:
    """Seven neutral buildings to start at, under a question of two lines: the grid had
    room for two rows of two (three px short of three rows), so the places were split
    over two pages. Now the rows are a little lower if need be, and short labels take
    three columns: one page, each label at 13 px or more, inside the panel."""
    from game import draw

    harness = make_harness(["--lang", language])
    start_gwt(harness, ("human", "easy", "easy", "easy"))
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)
    assert screen.decision.kind == "start" and len(screen.decision.choices) == 7
    assert harness.find("page-next") is None
    buttons = [w for w in screen.ui.widgets if w.id.startswith("choice-")]
    assert len(buttons) == 7
    for button in buttons:
        assert screen.choice_area.contains(button.rect), button.id
        assert draw.fitted_size(screen.ctx.theme, button.label, button.rect.w - 18, (15, 13))


def test_tab_visits_the_choices_in_their_order() -> None:
    """The group's reading rows were 60 px bands, the choice rows 40 px apart: on some
    decisions two rows shared a band and Tab went 0, 2, 1, 3 (the rows are now found
    from the buttons themselves: tests/ui/test_focus_order.py)."""
    from tests.ui_gwt.helpers import play_until

    harness = make_harness()
    start_gwt(harness)

    def many_choices() -> bool:
        return sum(1 for w in screen_of(harness).ui.widgets if w.id.startswith("choice-")) >= 5

    play_until(harness, many_choices, seed=3)
    screen = screen_of(harness)
    count = sum(1 for w in screen.ui.widgets if w.id.startswith("choice-"))
    seen: list[int] = []
    for _ in range(40):
        harness.key("tab")
        focused = screen.ui.focused
        if focused is not None and focused.id.startswith("choice-"):
            index = int(focused.id.split("-")[1])
            if index in seen:
                break
            seen.append(index)
    assert seen == sorted(seen) and len(seen) == count, seen


def test_the_open_discard_pile_closes_when_the_device_passes_on() -> None:
    """Hot seat: the pile one player left open greeted the next player over the board."""
    from rules.core.rng import Rng
    from tests.ui_gwt.helpers import choice_ids

    harness = make_harness()
    start_gwt(harness, ("human", "human"))
    harness.run_until(lambda: harness.scene_name == "handoff" or my_turn(harness))
    if harness.scene_name == "handoff":
        harness.confirm()
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)
    first = screen.view.viewer
    harness.click("discard-pile")
    assert screen.show_discard
    rng = Rng.from_seed(1)
    for _ in range(300):
        if harness.scene_name == "handoff":
            break
        if my_turn(harness):
            ids = choice_ids(harness)
            harness.click(ids[rng.randbelow(len(ids))])
        else:
            harness.frame()
    harness.confirm()
    harness.run_until(lambda: my_turn(harness))
    assert screen.view.viewer != first
    assert not screen.show_discard


@pytest.mark.parametrize("language,yours", [("en", "Your"), ("ru", "Ваш")])
def test_the_discard_pile_opened_over_an_opponents_board_shows_the_viewers_board(
        language, yours, monkeypatch) -> None:
    """"Your discard pile" was opened over Brunel's board and read as his: the button
    says the pile is yours, the board behind it turns to your own while it is open and
    back to Brunel's when it closes."""
    monkeypatch.setattr("tests.ui_gwt.helpers.make_harness",
                        lambda: make_harness(["--lang", language]))
    harness, play = open_match(big_pile)
    screen = play.screen
    harness.click("tab-board")
    harness.click("board-1")
    assert screen.shown_player() == 1
    assert harness.find("discard-pile").label.startswith(yours)
    harness.click("discard-pile")
    assert screen.show_discard and screen.shown_player() == screen.view.viewer == 0
    harness.back()  # Esc closes it
    assert not screen.show_discard and screen.shown_player() == 1
    harness.click("discard-pile")
    harness.click("tab-trail")  # another tab closes it too
    harness.click("tab-board")
    assert not screen.show_discard and screen.shown_player() == 1
