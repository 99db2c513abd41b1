"""Kiosk mode: AI-vs-AI attract games cycle; a touch starts a visitor's game; idleness
and errors bring the attract loop back."""

from __future__ import annotations

import itertools

import pytest

from game.scenes.kiosk import KioskScene
from tests.ui.conftest import make_harness, open_game, record_texts

pytestmark = pytest.mark.ui


@pytest.fixture
def kiosk():
    harness = make_harness(["--kiosk", "--lang", "en"], strict=False)
    harness.services.ai_pace = 0.0
    harness.services.attract_pace = 0.0
    return harness


def test_kiosk_starts_an_attract_game(kiosk):
    kiosk.frame()
    assert kiosk.scene_name == "game"
    play = kiosk.top
    assert play.attract and not play.driver.humans
    assert kiosk.find("menu") is None  # no menu, no settings, no quit


def test_attract_games_end_and_cycle(kiosk):
    kiosk.frame()
    base = kiosk.services.stack.scenes[0]
    assert isinstance(base, KioskScene)
    kiosk.run_until(lambda: kiosk.scene_name == "results", max_frames=3000, dt=0.05)
    kiosk.run_until(lambda: kiosk.scene_name == "game", max_frames=400, dt=0.05)
    assert len(base.games_shown) == 2


def test_touch_starts_a_visitor_game(kiosk):
    kiosk.frame()
    kiosk.tap((400, 400))
    play = kiosk.top
    assert kiosk.scene_name == "game" and not play.attract
    assert play.driver.humans == [0]


def test_a_long_press_on_an_attract_game_starts_a_visitor_game_too(kiosk):
    """A finger held on the attract game (a visitor unsure where to tap) is a touch: the
    attract game answered the hold, so the release did nothing."""
    kiosk.frame()
    kiosk.long_press((400, 400))
    assert kiosk.scene_name == "game" and not kiosk.top.attract


def test_a_visitors_main_menu_goes_back_to_the_attract_loop(kiosk):
    """In the kiosk the visitor's "Main menu" returns to the attract loop, not to the
    full title with every game's setup."""
    kiosk.frame()
    base = kiosk.services.stack.scenes[0]
    kiosk.tap((400, 400))
    assert kiosk.scene_name == "game" and not kiosk.top.attract
    kiosk.top.to_title()
    assert kiosk.services.stack.scenes[0] is base and kiosk.scene_name == "kiosk"


def test_idle_returns_to_the_attract_loop():
    kiosk = make_harness(["--kiosk", "--idle", "2"], strict=False)
    kiosk.services.attract_pace = 0.0
    assert kiosk.services.kiosk_idle_seconds == 2.0
    kiosk.frame()
    kiosk.tap((400, 400))
    assert not kiosk.top.attract
    kiosk.frames(30, dt=0.1)
    assert kiosk.top.attract or kiosk.scene_name == "kiosk"


def test_errors_move_on(kiosk):
    kiosk.frame()

    def broken(dt: float) -> None:
        raise RuntimeError("boom")

    kiosk.top.update = broken
    kiosk.frame()
    kiosk.frame()
    assert kiosk.app.errors == 1
    assert kiosk.scene_name == "game" and kiosk.top.attract


def attract_plan(seed: int, games: int = 12) -> list:
    kiosk = make_harness(["--kiosk", "--kiosk-seed", str(seed)]).services.stack.scenes[0]
    assert isinstance(kiosk, KioskScene)
    plan = []
    for _ in range(games):
        chosen = kiosk.next_game()
        plan.append(chosen)
        kiosk.games_shown.append(chosen.game_id)
    return plan


def test_the_kiosk_seed_repeats_the_run_and_the_games_vary():
    plan = attract_plan(41)
    assert plan == attract_plan(41)  # the same seed: the same games, seats and deals
    assert plan != attract_plan(42)
    games = make_harness(["--kiosk"]).services.stack.scenes[0].playable()
    rounds = [plan[i:i + len(games)] for i in range(0, len(plan) - len(games) + 1, len(games))]
    for one_round in rounds:  # every game once a round
        assert sorted(chosen.game_id for chosen in one_round) == sorted(games)
    for before, after in itertools.pairwise(plan):
        assert before.game_id != after.game_id and before.seed != after.seed
    assert len({len(chosen.colours) for chosen in plan}) > 1  # seat counts vary too
    for chosen in plan:
        assert len(set(chosen.colours)) == len(chosen.colours)  # distinct colours


def test_the_attract_game_on_screen_is_the_planned_one():
    kiosk = make_harness(["--kiosk", "--kiosk-seed", "7"], strict=False)
    kiosk.services.attract_pace = 0.0
    kiosk.frame()
    expected = attract_plan(7, 1)[0]
    play = kiosk.top
    assert play.attract and play.game_id == expected.game_id
    assert play.match.seed == expected.seed
    assert tuple(look.colour for look in play.looks) == expected.colours


def test_a_bad_kiosk_seed_is_reported_and_ignored():
    kiosk = make_harness(["--kiosk", "--kiosk-seed", "soon", "--fast"], strict=False)
    messages = kiosk.services.toasts.messages
    assert any("--kiosk-seed=soon" in m for m in messages)
    assert any("--fast" in m for m in messages)
    kiosk.frame()
    assert kiosk.scene_name == "game" and kiosk.top.attract  # the kiosk runs on


def test_a_visitors_game_is_not_kept_for_the_next_visitor(kiosk):
    from game.settings import AUTOSAVE_KEY

    kiosk.frame()
    kiosk.tap((400, 400))
    play = kiosk.top
    assert not play.attract
    kiosk.run_until(lambda: bool(play.driver.humans_to_act()), max_frames=600)
    play.choose(play.driver.legal(0)[0])
    assert play.match.decisions
    assert kiosk.storage.get(AUTOSAVE_KEY) is None
    play.to_title()  # back to the attract loop, nothing saved for the next visitor
    assert kiosk.scene_name == "kiosk" and kiosk.storage.get(AUTOSAVE_KEY) is None


@pytest.mark.parametrize("humans", [0, 1])
def test_a_watched_game_names_whose_cards_and_board_are_shown(humans, monkeypatch):
    """In the demo or a game of AIs only, the tray and the board's title name the player
    shown ("Ada's cards", «Поле: Ada»), not "your"; with a player at the device, "your"."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    drawn = record_texts(monkeypatch)
    for language, game_id, players, yours, theirs in (
            ("en", "ttr-europe", 2, "YOUR CARDS", "{NAME}'S CARDS"),
            ("ru", "ttr-amsterdam", 2, "ВАШИ КАРТЫ", "КАРТЫ: {NAME}"),
            ("en", "railroad-ink", 1, "Your board", "{name}'s board"),
            ("ru", "railroad-ink", 1, "Ваше поле", "Поле: {name}")):
        harness = make_harness(["--lang", language])
        app = harness.services
        seats = ["human"] * humans + ["random"] * (players - humans)
        match = Match(GameConfig.make(game_id, seats), 3)
        looks = [SeatLook(name, i) for i, name in enumerate(["Ada", "Brunel"][:players])]
        drawn.clear()
        app.stack.push(PlayScene(app, match, looks))
        harness.frames(30)  # the opening's steps, then the board and the tray
        name = looks[app.stack.top.screen.view.viewer].name  # an AI's game follows its turns
        theirs = theirs.format(name=name, NAME=name.upper())
        assert (yours in drawn, theirs in drawn) == ((True, False) if humans else (False, True))


def test_a_watched_games_city_details_name_whose_tickets_it_is_on(monkeypatch):
    """Hovering a city on the shown player's tickets in a game of AIs only: "On 1 of
    Ada's tickets", not "your tickets"."""
    from game.input import Intent
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match

    drawn = record_texts(monkeypatch)
    harness = make_harness()
    app = harness.services
    looks = [SeatLook("Ada", 0), SeatLook("Brunel", 1)]
    app.stack.push(PlayScene(app, random_match("ttr-europe", 2, 0, 12), looks))
    open_game(harness)  # the opening's steps (more frames on a busy machine)
    harness.frames(3)  # then the board
    screen = app.stack.top.screen
    view = screen.view
    city = screen.info.map.tickets[view.observation.tickets[0]].a
    mine = sum(city in (screen.info.map.tickets[k].a, screen.info.map.tickets[k].b)
               for k in view.observation.tickets)
    point = screen.layout.city(city)
    harness.frame(Intent("point", (round(point[0]), round(point[1]))))
    harness.frames(1)
    name = looks[view.viewer].name
    assert screen.hover_city == city
    assert f"On {mine} of {name}'s tickets" in drawn
    assert not any(value.startswith("On ") and "your" in value for value in drawn)
