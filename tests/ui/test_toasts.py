"""Where toasts go: under the top bar on the menus, over the log in a game (under the top
bar they covered a game's own tabs, status line and round number)."""

from __future__ import annotations

import pytest

from game.scenes.play import PlayScene
from game.settings import SeatLook
from game.widgets.text import Toasts
from rules.core.config import GameConfig
from rules.core.record import Match
from tests.ui.conftest import make_harness, open_game


def drawn_toasts(monkeypatch: pytest.MonkeyPatch) -> list:
    places: list = []
    draw = Toasts.draw

    def recording(self, surface, area=None):
        rects = draw(self, surface, area)
        places.extend(rects)
        return rects

    monkeypatch.setattr(Toasts, "draw", recording)
    return places


def test_a_toast_in_a_game_goes_over_the_log_not_the_board(monkeypatch):
    from game.scenes.side import SIDE_RECT

    places = drawn_toasts(monkeypatch)
    harness = make_harness(["--lang", "ru"])
    config = GameConfig.make("gwt", ["human", "normal"], {}, ["Ada", "Brunel"])
    play = PlayScene(harness.services, Match(config, 3),
                     [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    harness.services.stack.push(play)
    open_game(harness)
    harness.services.toast("Подсказка: взять карту из колоды и посмотреть, что выйдет дальше")
    harness.frame()
    assert places
    for rect in places:
        assert SIDE_RECT.contains(rect), rect
        assert rect.top >= play.log_panel.rect.top  # the players' list stays in sight


def test_a_toast_on_the_title_stays_under_the_top_bar(monkeypatch):
    places = drawn_toasts(monkeypatch)
    harness = make_harness(["--lang", "en"])
    harness.frame()
    harness.services.toast("Your saved game could not be read, so it has been cleared.")
    harness.frame()
    assert places and places[-1].top == 84
    assert places[-1].centerx == harness.app.surface.get_width() // 2


def five_player_game():
    """A Russian five-player Ticket to Ride game, whose log's area holds few toasts."""
    harness = make_harness(["--lang", "ru"])
    names = ["Ada", "Bo", "Cy", "Di", "Ed"]
    config = GameConfig.make("ttr-europe", ["human"] + ["normal"] * 4, {}, names)
    play = PlayScene(harness.services, Match(config, 3), [SeatLook(n, i) for i, n in
                                                          enumerate(names)])
    harness.services.stack.push(play)
    open_game(harness)
    return harness, play


def test_toasts_that_no_longer_fit_over_the_log_go_under_the_top_bar(monkeypatch):
    """With five or six players the log's area holds one or two toasts: the third ran off
    the bottom of the screen."""
    places = drawn_toasts(monkeypatch)
    harness, play = five_player_game()
    for i in range(3):
        harness.services.toast(f"Подсказка {i}: взять карту из колоды, а затем ещё одну карту")
    places.clear()
    harness.frame()
    assert len(places) == 3
    area = play.toast_area
    for rect in places:
        assert area.contains(rect) or (rect.top >= 84 and rect.bottom <= 720), rect
    assert area.contains(places[0])  # the newest is over the log


def test_the_empty_logs_placeholder_gives_way_to_a_toast(monkeypatch):
    """"Decision taken back" faded in and out over "Moves will appear here."."""
    from tests.ui.conftest import record_texts

    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    play = harness.top
    play.log_lines = []  # the log before the first move
    drawn = record_texts(monkeypatch)
    harness.frame()
    placeholder = harness.services.t("play.log_empty")
    assert placeholder in drawn
    harness.services.toast("Decision taken back")
    drawn.clear()
    harness.frame()
    assert placeholder not in drawn


def test_a_toast_going_gives_way_to_the_next_at_once(monkeypatch):
    """While "Decision taken back" faded out over the log, the next toast came in on its
    place and pushed it down, half drawn, over the log's lines (with five players, on to
    under the top bar): the one going is gone; one still shown stays, under the new."""
    places = drawn_toasts(monkeypatch)
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    toasts = harness.services.toasts
    harness.services.toast("Decision taken back")
    life = toasts.items[-1].life
    harness.frames(round((life - 0.2) * 60))  # halfway out (of 0.4 s)
    assert toasts.messages == ["Decision taken back"]
    harness.services.toast("Hint: keep the card you drew")
    places.clear()
    harness.frame()
    assert toasts.messages == ["Hint: keep the card you drew"] and len(places) == 1
    assert places[0].top == harness.top.toast_area.top
    harness.services.toast("Nothing to take back")  # the hint is still being read
    places.clear()
    harness.frame()
    assert len(places) == 2 and places[1].top > places[0].bottom


def test_toasts_under_the_top_bar_in_a_game_keep_left_of_the_side_panel(monkeypatch):
    """A long toast that no longer fit over the log went under the top bar centred on the
    screen, and its right end ran into the side panel's players."""
    from game.scenes.side import SIDE_RECT

    places = drawn_toasts(monkeypatch)
    harness, play = five_player_game()
    for i in range(3):
        harness.services.toast(f"Сообщение {i}: сохранённая игра не прочиталась, поэтому "
                               "она удалена, а настройки и запомненные партии остались")
    places.clear()
    harness.frame()
    under_bar = [rect for rect in places if not play.toast_area.contains(rect)]
    assert under_bar and any(rect.w > 600 for rect in under_bar)
    for rect in under_bar:
        assert rect.right < SIDE_RECT.left and rect.left >= 0, rect
