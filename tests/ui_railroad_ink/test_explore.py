"""Problems found by playing the screen as a demanding player (one test each)."""

from __future__ import annotations

import pytest

from tests.ui_railroad_ink.helpers import make_harness, start

pytestmark = pytest.mark.ui


def test_the_note_over_another_board_is_not_cut_in_russian(monkeypatch):
    """'Поле игрока Dora на начало раунда 1 — коснитесь, чтобы вернуться' was drawn on
    one line and cut to '…коснитесь, что…': it now takes two lines when it must."""
    from tests.ui.conftest import record_texts

    harness = make_harness(["--lang", "ru"])
    play = start(harness, ["human", "easy", "easy", "easy"], seed=4)
    screen = play.screen
    harness.click("tab-3")
    assert screen.shown == 3
    drawn = record_texts(monkeypatch)
    harness.frame()  # one frame: each line once
    note = harness.services.t("ink.board_as_of", name="Dora", round=1)
    pieces = [text for text in drawn if " " in text and text in note]
    assert " ".join(pieces) == note
    room = screen.layout.frame.w - 80 - 24
    theme = harness.services.theme
    assert all(theme.text_width(piece, "small") <= room for piece in pieces)


def move_cursor(harness, screen, cell: int) -> None:
    from rules.railroad_ink.tiles import SIZE

    harness.key("right")  # the keyboard takes over (the cursor shows)
    while screen.cursor % SIZE < cell % SIZE:
        harness.key("right")
    while screen.cursor % SIZE > cell % SIZE:
        harness.key("left")
    while screen.cursor // SIZE < cell // SIZE:
        harness.key("down")
    while screen.cursor // SIZE > cell // SIZE:
        harness.key("up")
    assert screen.cursor == cell


def test_the_meteor_falls_from_the_keyboard_or_a_tap_on_where_it_lands():
    """The meteor's direction was only the four buttons (no key, not in the Tab order):
    a keyboard-only player was stuck at the start of every Meteor round, and a tap on
    the space marked with the arrow only said "First the meteor must fall". Space on
    the keyboard cursor (or a tap) on a marked space now drops the meteor there."""
    from rules.railroad_ink.actions import Meteor
    from rules.railroad_ink.board import METEOR_PHASE

    for use_keys in (True, False):
        harness = make_harness()
        play = start(harness, ["human"], expansion="meteor", seed=3)
        screen = play.screen
        assert screen.obs.own.phase == METEOR_PHASE
        landing = screen.meteor_preview()
        direction, cell = sorted(landing.items())[-1]
        if use_keys:
            move_cursor(harness, screen, cell)
            harness.key("space")
        else:
            harness.click(f"cell-{cell}")
        assert play.driver.actions[-1] == Meteor(direction)
        assert play.match.state.boards[0].meteor_cell == cell


def test_specials_tools_and_boards_from_the_keyboard():
    """Shift+1-6 picks a special route (ignores the meteor with it in its first step),
    B shows the next player's board (and one's own after the last)."""
    from rules.railroad_ink.actions import IgnoreMeteor

    harness = make_harness()
    play = start(harness, ["human"], seed=4)
    screen = play.screen
    harness.key("shift+2")
    assert screen.pick == ("special", 1)

    harness = make_harness()
    play = start(harness, ["human", "easy", "easy"], expansion="meteor", seed=3)
    screen = play.screen
    harness.key("b")
    assert screen.shown == 1
    harness.key("b")
    assert screen.shown == 2
    harness.key("b")
    assert screen.shown is None
    harness.key("shift+3")
    mine = [action for decision, action in zip(play.match.decisions, play.driver.actions,
                                                strict=True) if decision.player == 0]
    assert mine == [IgnoreMeteor(2)]


def test_a_message_about_a_space_in_the_lowest_rows_does_not_cover_it(monkeypatch):
    """The message line sits over the bottom of the board: the hint's "Suggested drawing
    shown — tap it to draw" hid the suggested drawing when it was in row G, and a refusal
    there hid the space tapped. Such messages now go to the top of the board."""
    from game import draw

    harness = make_harness()
    play = start(harness, ["human"], seed=2)
    screen = play.screen
    boxes = []
    panel = draw.panel

    def recording(surface, rect, *rest, **named):
        if named.get("shadow") == 8:
            boxes.append(rect)
        return panel(surface, rect, *rest, **named)

    monkeypatch.setattr(draw, "panel", recording)
    for cell in (48, 0):  # G7 and A1: nothing there joins an exit
        boxes.clear()
        harness.click(f"cell-{cell}")
        assert screen.message == harness.services.t("ink.why.not_connected")
        harness.frame()
        assert boxes and not boxes[-1].colliderect(screen.layout.cell_rect(cell))


def test_the_lava_tools_fit_in_russian_and_show_which_is_in_use(monkeypatch):
    """"Стереть маршрут" was cut to "Стереть марш…" on its half-row button, and a tool
    in use looked like one not in use."""
    from tests.ui.conftest import record_texts

    harness = make_harness(["--lang", "ru"])
    play = start(harness, ["human"], expansion="lava", seed=1)
    screen = play.screen
    for _ in range(400):  # draw at random until the erase tool is offered
        if screen.options.erase:
            break
        legal = [a for a in screen.view.legal if type(a).__name__ in ("Place", "PlaceSpecial")]
        play.choose(legal[len(legal) // 2] if legal else screen.view.legal[-1])
        harness.frame()
    assert screen.options.erase
    harness.key("x")
    assert screen.tool == "erase"
    button = harness.find("tool-erase")
    assert button.style == "primary"
    label = harness.services.t("ink.erase")
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert label in drawn
    theme = harness.services.theme
    assert theme.text_width(label, button.size, True) <= button.rect.w - 16
    harness.key("1")
    assert screen.tool is None and harness.find("tool-erase").style == "secondary"


def test_the_status_line_over_the_meteor_buttons_is_whole_in_russian(monkeypatch):
    """"Сначала метеор: выберите направление или специальный марш…" was cut: the text
    takes the size at which it fits above the four direction buttons."""
    from game import draw

    harness = make_harness(["--lang", "ru"])
    start(harness, ["human"], expansion="meteor", seed=3)
    assert harness.find("meteor-n") is not None
    cut = []
    ellipsize = draw.ellipsize
    monkeypatch.setattr(draw, "ellipsize", lambda *a, **k: cut.append(a[1]) or ellipsize(*a, **k))
    harness.frame()
    text = harness.services.t("ink.meteor_choose")
    assert not [value for value in cut if value in text]
