"""Railroad Ink's buttons and spots say what they do: the turn and mirror buttons, the
specials (one a round, three a game), the score rows. Their tooltips were set but never
drawn (the screen handled its buttons one by one, with no group to show them); they
show for a resting pointer, and for a finger held still (a long press), which then does
not act."""

from __future__ import annotations

from game.input import Intent
from tests.ui.conftest import open_game, record_texts
from tests.ui_railroad_ink.helpers import make_harness, start


def shown(drawn: list[str], tooltip: str) -> bool:
    """The tooltip's first words were drawn (it is wrapped into lines)."""
    return " ".join(tooltip.split()[:3]) in " ".join(drawn)


def test_a_resting_pointer_shows_what_a_button_does(monkeypatch) -> None:
    harness = make_harness(["--lang", "en"])
    start(harness, ["human"])
    open_game(harness)
    drawn = record_texts(monkeypatch)
    for widget_id in ("rotate", "special-2", "score-errors"):
        widget = harness.find(widget_id)
        assert widget.tooltip
        harness.frame(Intent("point", widget.rect.center))
        drawn.clear()
        harness.frames(50)  # longer than the tooltip's delay
        assert shown(drawn, widget.tooltip), widget_id


def test_a_long_press_on_turn_shows_its_tooltip_and_turns_nothing(monkeypatch) -> None:
    harness = make_harness(["--lang", "ru"])
    play = start(harness, ["human"])
    open_game(harness)
    screen = play.screen
    drawn = record_texts(monkeypatch)
    rotate = harness.find("rotate")
    harness.long_press(rotate.rect.center)
    harness.frames(2)
    assert shown(drawn, rotate.tooltip)
    assert screen.rotation == 0  # the held button did not act
    harness.tap(rotate.rect.center)
    assert screen.rotation == 1  # a tap still turns


def test_a_score_row_says_what_it_counts_and_what_a_tap_does() -> None:
    harness = make_harness(["--lang", "ru"])
    start(harness, ["human"], expansion="lava")
    open_game(harness)
    t = harness.services.t
    for category in ("networks", "errors", "lava"):
        tip = harness.find(f"score-{category}").tooltip
        about = f"score.railroad-ink.{category}.about"  # the expansion's own, if any
        assert tip.startswith(t(f"{about}.lava", t(about)))
        # a mouse and keys: «Выберите» (it said «Нажмите»); a finger: «Коснитесь»
        assert tip.endswith("Выберите строку (или S), чтобы показать на поле.")


def test_a_long_press_tooltip_stays_once_the_finger_is_lifted(monkeypatch) -> None:
    """The finger covers the screen while held: the tooltip stays after it is lifted,
    until the next touch (it vanished with the finger)."""
    harness = make_harness(["--lang", "en"])
    start(harness, ["human"])
    open_game(harness)
    row = harness.find("score-networks")
    harness.long_press(row.rect.center)
    drawn = record_texts(monkeypatch)
    harness.frames(30)
    assert shown(drawn, row.tooltip)
    harness.tap((100, 100))  # a touch elsewhere puts it away
    drawn.clear()
    harness.frames(5)
    assert not shown(drawn, row.tooltip)


def test_each_special_names_its_route() -> None:
    """The six specials shared one tooltip; each now says which route it is."""
    from game.screens.railroad_ink.words import special_name

    harness = make_harness(["--lang", "ru"])
    play = start(harness, ["human"])
    open_game(harness)
    tips = [harness.find(f"special-{s}").tooltip for s in range(6)]
    assert len(set(tips)) == 6
    for special, tip in enumerate(tips):
        assert special_name(play.screen, special) in tip and "трёх за игру" in tip


def test_a_long_press_tooltip_goes_above_the_finger() -> None:
    """Drawn below and right of the finger, it was hidden under the hand while held."""
    harness = make_harness(["--lang", "en"])
    play = start(harness, ["human"])
    open_game(harness)
    group = play.screen.ui
    clip = harness.app.surface.get_rect()
    end_round = harness.find("end-round")
    harness.long_press(end_round.rect.center)
    box, _ = group.tooltip_box(clip)
    assert box.bottom <= end_round.rect.centery - 30
    harness.frame(Intent("point", end_round.rect.center))  # a mouse: beside the pointer
    harness.frame(Intent("point", harness.find("rotate").rect.center))
    harness.frames(50)
    box, _ = group.tooltip_box(clip)
    assert box.top > harness.find("rotate").rect.centery


def test_a_message_goes_where_it_hides_neither_its_space_nor_most_green_spaces() -> None:
    """"Turned to fit here" covered row G's green spaces for three seconds."""
    from types import SimpleNamespace

    from game.screens.railroad_ink.panel import message_at_top

    def screen(cell, strong):
        return SimpleNamespace(message_cell=cell, targets=lambda: (dict.fromkeys(strong), {}))

    row_g, row_a = [6 * 7 + c for c in range(3)], [c for c in range(2)]
    assert message_at_top(screen(24, row_g + row_a))  # G holds more: over the top
    assert not message_at_top(screen(24, row_a))
    assert message_at_top(screen(6 * 7 + 3, row_a))  # never over its own space
    assert not message_at_top(screen(3, row_g))
    assert not message_at_top(screen(None, []))  # the bottom by default


def test_the_final_board_explains_a_score_row_on_a_long_press() -> None:
    """The final board passed only pointer intents to the game's screen, and a hold is
    none: a touch player got no tooltip there."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match

    harness = make_harness(["--lang", "en"])
    play = PlayScene(harness.services, random_match("railroad-ink", 1, 5), [SeatLook("Ada", 0)])
    harness.services.stack.push(play)
    harness.run_until(lambda: harness.scene_name == "results", max_frames=300, dt=0.1)
    harness.click("board")
    assert harness.scene_name == "board"
    row = play.screen.find("score-networks")
    harness.long_press(row.rect.center)
    assert play.screen.ui.tooltip_box(harness.app.surface.get_rect()) is not None


def test_the_final_boards_s_key_shows_a_score_line() -> None:
    """"Click a line (or press S) to see it on the board": S did nothing on the final
    board, which passed the screen no keys (a keyboard review)."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match

    harness = make_harness(["--lang", "en"])
    play = PlayScene(harness.services, random_match("railroad-ink", 1, 5), [SeatLook("Ada", 0)])
    harness.services.stack.push(play)
    harness.run_until(lambda: harness.scene_name == "results", max_frames=300, dt=0.1)
    harness.click("board")
    before = play.screen.focus
    harness.key("s")
    assert harness.scene_name == "board" and play.screen.focus != before


def paragraphs(harness, monkeypatch) -> list[str]:
    """The paragraphs a frame draws."""
    from game import draw

    found: list[str] = []
    paragraph = draw.paragraph
    monkeypatch.setattr(draw, "paragraph", lambda surface, theme, value, *a, **k: (
        found.append(value), paragraph(surface, theme, value, *a, **k))[1])
    harness.frames(2)
    monkeypatch.setattr(draw, "paragraph", paragraph)
    return found


def test_with_six_dice_the_dice_tell_the_turn_hint_that_has_no_room(monkeypatch) -> None:
    """With five or six dice the hint beside the turn buttons had no room and the game
    never said how to draw (a player review): the dice say it for a resting pointer."""
    harness = make_harness(["--lang", "en"])
    play = start(harness, ["human"], expansion="lava")
    open_game(harness)
    assert len(play.screen.obs.dice) > 4
    hint = harness.services.t("ink.turn_hint")
    assert hint not in paragraphs(harness, monkeypatch)  # no room beside the turn buttons
    die = harness.find("die-0")
    assert die.tooltip == hint
    drawn = record_texts(monkeypatch)
    harness.frame(Intent("point", die.rect.center))
    drawn.clear()
    harness.frames(50)
    assert shown(drawn, hint)


def test_with_four_dice_the_hint_stands_beside_the_turn_buttons(monkeypatch) -> None:
    harness = make_harness(["--lang", "en"])
    start(harness, ["human"])
    open_game(harness)
    assert harness.services.t("ink.turn_hint") in paragraphs(harness, monkeypatch)
    assert harness.find("die-0").tooltip == ""  # said once is enough
