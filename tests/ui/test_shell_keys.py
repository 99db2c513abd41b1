"""The shell scenes by keyboard and their small layout promises: a dialog's buttons by
Tab, focus kept when a scene rebuilds, one colour per seat, a long name read from its
start, the rules' Home and End."""

from __future__ import annotations

import pytest

from game.settings import SeatLook, load_autosave, write_autosave
from rules.core.config import GameConfig
from rules.core.record import Match
from tests.ui.conftest import make_harness, open_game

pytestmark = pytest.mark.ui


def saved_harness():
    harness = make_harness()
    match = Match(GameConfig.make("toy", ["human", "normal"], names=["Ada", "Bo"]), 3)
    write_autosave(harness.storage, match, [SeatLook("Ada", 0), SeatLook("Bo", 1)])
    harness.top.relayout()
    return harness


def test_tab_and_enter_on_keep_saved_keep_the_saved_game():
    """Tab did nothing in a dialog (its scene's group had nothing to focus and took the
    key), so Enter after Tab to "Keep saved" still took the main choice and replaced it."""
    harness = saved_harness()
    harness.click("game-toy")
    harness.click("start")
    assert harness.scene_name == "dialog"
    harness.key("tab")
    assert harness.top.dialog.group.focused is harness.find("keep-saved")
    harness.confirm()
    assert harness.scene_name == "setup"
    assert load_autosave(harness.storage)[0] is not None


def test_arrows_walk_a_dialogs_buttons_and_enter_takes_the_focused_one():
    harness = saved_harness()
    harness.click("game-toy")
    harness.click("start")
    harness.key("right")  # from nothing: the first button
    harness.key("right")
    assert harness.top.dialog.group.focused is harness.find("replace")
    harness.key("left")
    assert harness.top.dialog.group.focused is harness.find("keep-saved")
    harness.key("shift+tab")  # round to the last
    harness.confirm()
    assert harness.scene_name == "game"


def test_enter_without_focus_still_takes_the_main_choice():
    harness = saved_harness()
    harness.click("game-toy")
    harness.click("start")
    harness.confirm()
    assert harness.scene_name == "game"


def test_a_new_seat_never_takes_a_colour_already_at_the_table():
    harness = make_harness()
    harness.click("game-toy")
    harness.click("colour-0")  # seat 1 skips seat 2's colour to the third one
    harness.tap(harness.find("count").segment(1).center)  # a third seat
    colours = [seat.colour for seat in harness.top.seats[: harness.top.count]]
    assert len(set(colours)) == 3
    harness.click("start")
    assert len({look.colour for look in harness.top.looks}) == 3


def test_a_stored_setup_with_one_colour_twice_is_seated_apart():
    from game.settings import save_last_setup

    harness = make_harness()
    save_last_setup(harness.storage, "toy", 3, [("human", "A", 4), ("normal", "B", 4),
                                                ("easy", "C", 4)], {})
    harness.click("game-toy")
    assert len({seat.colour for seat in harness.top.seats[:3]}) == 3


def test_choosing_the_count_by_arrows_keeps_the_focus():
    harness = make_harness()
    harness.click("game-toy")
    harness.top.ui.focus(harness.find("count"))
    harness.key("right")
    assert harness.top.count == 3
    assert harness.top.ui.focused is harness.find("count")
    harness.key("tab")
    assert harness.top.ui.focused is not harness.find("back")


def test_choosing_the_language_by_arrows_keeps_the_focus():
    harness = make_harness()
    harness.click("settings")
    harness.top.ui.focus(harness.find("language"))
    harness.key("right")
    assert harness.services.i18n.language == "ru"
    assert harness.top.ui.focused is harness.find("language")
    harness.key("tab")
    assert harness.top.ui.focused is harness.find("sound")


def test_a_long_name_reads_from_its_start_once_the_field_is_left():
    harness = make_harness()
    harness.click("game-toy")
    harness.click("name-0")
    harness.type("W" * 16)
    field = harness.find("name-0")
    inner = field.rect.inflate(-24, 0).w
    assert field.shift(inner) > 0  # typing: the caret in sight
    harness.tap((640, 700))  # somewhere else
    assert not field.focused and field.shift(inner) == 0


def test_rules_home_and_end():
    harness = make_harness()
    harness.services.i18n.set_language("en")
    harness.click("rules-ttr-europe")
    panel = harness.top.panel
    assert panel.max_offset > 0
    harness.key("end")
    assert panel.offset == panel.max_offset
    harness.key("home")
    assert panel.offset == 0


def test_the_first_player_is_named_as_the_seat():
    """Ticket to Ride's first player showed a bare "2"; it names the seat, and follows
    the name as it is typed."""
    harness = make_harness()
    harness.click("game-ttr-europe")
    picker = harness.find("option-first_player")
    labels = dict(picker.choices)
    assert labels["1"] == "Player 1" and labels["2"] == "Player 2"
    assert labels["random"] == "Random"
    harness.click("name-1")
    harness.type("Brunel")
    assert dict(harness.find("option-first_player").choices)["2"] == "Brunel"


def test_tab_from_a_clicked_text_field_goes_on_to_the_next_control():
    harness = make_harness()
    harness.click("load")  # the code field has the caret from the start
    harness.type("abc")
    harness.key("tab")
    assert harness.top.ui.focused is harness.find("clear")
    harness.click("back")
    harness.click("game-toy")
    harness.click("name-0")
    harness.key("tab")
    assert harness.top.ui.focused is harness.find("controller-0")
    harness.click("name-0")
    harness.key("shift+tab")
    assert harness.top.ui.focused is harness.find("colour-0")


def test_tab_finishes_the_players_before_the_options():
    harness = make_harness()
    harness.click("game-gwt")
    harness.tap(harness.find("count").segment(2).center)  # four seats
    order = [widget.id for widget in harness.top.ui.focus_order()]
    seats = [f"{part}-{i}" for i in range(4) for part in ("colour", "name", "controller")]
    assert order == ["back", "count", *seats, "option-neutral_buildings",
                     "option-private_buildings", "option-first_player", "rules", "start"]


def finished(game_id: str, controllers: list[str]) -> Match:
    from rules.ai.agent import RandomAgent, decide

    match = Match(GameConfig.make(game_id, controllers, names=["Ada", "Bo"][:len(controllers)]),
                  7)
    agent = RandomAgent(7)
    while not match.is_over():
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        action = decide(agent, match.game.observe(match.state, player), legal)
        match.play_step(player, legal.index(action))
    return match


@pytest.mark.parametrize("seats", [1, 2])
def test_a_solo_score_sheet_gives_no_place(monkeypatch, seats):
    """A solo Railroad Ink game has a score, not a winner: its column said "1st place"
    under a star."""
    from game.scenes.results import ResultsScene
    from tests.ui.conftest import record_texts

    harness = make_harness()
    match = finished("railroad-ink", ["human", "normal"][:seats])
    looks = [SeatLook(name, i) for i, name in enumerate(["Ada", "Bo"][:seats])]
    harness.services.stack.push(ResultsScene(harness.services, match, looks))
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert ("#1" in drawn) == (seats > 1)
    assert ("★" in drawn) == (seats > 1)


def test_space_works_the_focused_toggle_as_enter_does():
    """Space flipped nothing: only Enter worked a focused toggle or button (on the web
    both do)."""
    harness = make_harness()
    harness.click("settings")
    group = harness.top.ui
    for _ in range(20):
        harness.key("tab")
        if group.focused is harness.find("sound"):
            break
    assert group.focused is harness.find("sound")
    before = harness.services.settings.sound
    harness.key("space")
    assert harness.services.settings.sound is not before
    harness.key("space")
    assert harness.services.settings.sound is before


def test_space_keeps_its_own_meaning_on_the_rules_and_in_a_game():
    """The rules page down by Space and Railroad Ink draws at its cursor: after a Tab
    put the focus on a button, Space worked that button instead (Back, the game menu)."""
    harness = make_harness()
    harness.click("rules-gwt")
    panel = harness.top.panel
    harness.key("tab")
    assert harness.top.ui.focused is not None
    harness.key("space")
    assert harness.scene_name == "rules" and panel.offset > 0
    from tests.ui_railroad_ink.helpers import start

    play = start(harness, ["human"])
    open_game(harness)
    for _ in range(40):  # Tab goes round the game's own controls and the top bar
        harness.key("tab")
        if play.ui.focused is not None:
            break
    assert play.ui.focused is not None  # a button of the bar (the game menu first)
    harness.key("space")
    assert harness.top is play  # no game menu: Space went to the board's cursor


def test_space_takes_no_move_in_a_game():
    """Space drew a face-up card (which cannot be taken back) or took a GWT choice when
    Tab had focused it: in a game only Enter works a focused card or choice."""
    from tests.ui_gwt.helpers import my_turn, screen_of, start_gwt
    from tests.ui_ttr.conftest import europe_turn
    from tests.ui_ttr.conftest import make_harness as ttr_harness

    harness = ttr_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    before = len(play.match.decisions)
    screen.widgets.focus(harness.find("faceup-0"))
    harness.key("space")
    assert len(play.match.decisions) == before
    harness = make_harness()
    start_gwt(harness)
    open_game(harness)
    harness.run_until(lambda: my_turn(harness))
    gwt = screen_of(harness)
    before = len(harness.top.match.decisions)
    gwt.ui.focus(harness.find("choice-0"))
    harness.key("space")
    assert len(harness.top.match.decisions) == before
    harness.confirm()  # Enter still takes it
    harness.run_until(lambda: len(harness.top.match.decisions) > before, max_frames=30)


def test_the_pause_menus_first_tab_stop_does_not_leave_the_game():
    """The pause menu's first Tab stop was "Main menu", so Tab and Enter left the game."""
    harness = make_harness()
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    harness.back()
    assert harness.scene_name == "dialog"
    harness.key("tab")
    assert harness.top.dialog.group.focused is not harness.find("to-title")
    harness.confirm()
    assert harness.scene_name != "title"
    assert any(scene.name == "game" for scene in harness.app.stack.scenes)


def test_the_hot_seat_hint_speaks_of_what_the_game_hides(monkeypatch):
    """Railroad Ink's setup with two humans said the game hides "each player's cards and
    tickets" (a Railroad Ink player's review): a game may have its own words."""
    from game import draw

    harness = make_harness(["--lang", "en"])
    harness.click("game-railroad-ink")
    setup = harness.top
    setup.count = max(setup.count, 2)
    setup.set_controller(0, "human")
    setup.set_controller(1, "human")
    paragraphs: list[str] = []
    paragraph = draw.paragraph
    monkeypatch.setattr(draw, "paragraph", lambda surface, theme, value, *a, **k: (
        paragraphs.append(value), paragraph(surface, theme, value, *a, **k))[1])
    harness.frame()
    t = harness.services.t
    assert t("setup.hotseat_hint.railroad-ink") in paragraphs
    assert t("setup.hotseat_hint") not in paragraphs


@pytest.mark.parametrize("page", ["rules", "settings"])
def test_the_rules_and_settings_from_the_pause_menu_close_back_to_it(page):
    """Pause, Rules, Escape went straight back into the game (a keyboard review): a page
    opened from the menu closes back to the menu, which then resumes the game."""
    harness = make_harness()
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    harness.back()
    harness.frames(2)
    harness.click(page)
    harness.frames(2)
    assert harness.scene_name == page
    harness.back()
    harness.frames(2)
    assert harness.scene_name == "dialog" and harness.find("resume") is not None
    assert harness.top.dialog.group.focused_id() == page  # the keyboard's place kept
    harness.click("resume")
    harness.frames(2)
    assert harness.scene_name == "game"
    harness.frames(5)  # and the menu stays closed
    assert harness.scene_name == "game"


@pytest.mark.parametrize("picker", ["count", "controller-1", "option-first_player"])
def test_enter_on_a_focused_setup_picker_starts_the_game_as_the_tip_says(picker):
    """The tip says "Enter starts the game", but Enter on a focused picker turned it (a
    keyboard review); the arrows and Space still turn it."""
    harness = make_harness()
    harness.click("game-gwt")
    setup = harness.top
    setup.ui.focus(harness.find(picker))
    value = harness.find(picker).value
    harness.key("space")
    assert harness.find(picker).value != value
    turned = harness.find(picker).value
    harness.confirm()
    harness.frames(2)
    assert harness.scene_name in ("game", "loading")
    assert setup.ui.find(picker).value == turned
