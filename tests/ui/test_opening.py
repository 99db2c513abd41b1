"""Opening a game without a long frame: a Ticket to Ride map's layout and painted base
are made in small steps (the app's spare time, or the loading panel), and the screen
built afterwards finds them ready. Steps are counted, never timed."""

from __future__ import annotations

import pygame
import pytest

import game.screens.ttr.board as board_module
import game.screens.ttr.screen as screen_module
from game.scenes.play import PLAY_RECT, PlayScene, preparing, screen_context
from game.screens.registry import prepared_games, screen_preparation
from game.screens.ttr.board import BoardPainter
from game.screens.ttr.layout import MapLayout, build_layout
from game.settings import SeatLook
from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.registry import get_game
from rules.core.savecode import encode_match
from tests.clocks import SteppingClock
from tests.ui.conftest import make_harness, open_game

pytestmark = pytest.mark.ui


@pytest.fixture
def cold(monkeypatch):
    """A process that has prepared no map yet."""
    monkeypatch.setattr(screen_module, "_layouts", {})
    monkeypatch.setattr(board_module, "_statics", {})


def steps_of(generator) -> int:
    count = 0
    for _ in generator:
        count += 1
    return count


def test_the_layout_made_in_steps_is_the_layout_made_at_once():
    game_map = get_game("ttr-europe").map
    rect = (16, 76, 728, 484)
    steps = build_layout(game_map, rect)
    count = 0
    while True:
        try:
            next(steps)
            count += 1
        except StopIteration as done:
            made = done.value
            break
    at_once = MapLayout(game_map, rect)
    assert count == 140  # one step per round of the relaxation
    assert made.cities == at_once.cities and made.routes == at_once.routes

    def measure(text: str) -> tuple[int, int]:
        return (7 * len(text), 14)

    labels = made.label_steps(measure)
    assert steps_of(labels) == len(game_map.cities)  # one step per city
    assert made.labels(measure) == at_once.labels(measure)


def test_a_prepared_map_opens_without_making_anything(cold):
    harness = make_harness()
    app = harness.services
    context = screen_context(app)
    steps = screen_preparation("ttr-germany", context)
    assert steps is not None and steps_of(steps) > 150
    assert screen_preparation("ttr-germany", context) is None  # ready: nothing left to do
    layout = screen_module._layouts[("germany", (PLAY_RECT.x, PLAY_RECT.y, 728, 484))]
    painter = BoardPainter(app.theme, layout)
    base = painter.base(False)
    assert BoardPainter(app.theme, layout).base(False) is base  # shared, made once
    # the screen of a game uses what was prepared
    match = Match(GameConfig.make("ttr-germany", ["human", "random"], names=["A", "B"]), 3)
    scene = PlayScene(app, match, [SeatLook("A", 0), SeatLook("B", 1)])
    assert scene.screen.layout is layout
    assert scene.screen.painter.base(False) is base
    # colour-blind players get a base of their own, prepared in steps too
    app.settings.colour_blind = True
    again = screen_preparation("ttr-germany", screen_context(app))
    assert again is not None and 0 < steps_of(again) < 60


def test_the_app_prepares_the_maps_in_its_spare_time(cold):
    harness = make_harness()
    clock = harness.app.clock = SteppingClock()
    assert prepared_games() == ["ttr-europe", "ttr-germany", "ttr-amsterdam"]
    frames = 0
    while harness.app.warming is not None or frames == 0:
        began = clock.now
        harness.frame()
        frames += 1
        # the frame's readings and its spare-time steps stay within ~10 ms (give or
        # take one reading where the sums of milliseconds round)
        assert clock.now - began <= 0.0111
        assert frames < 500
    assert frames > 20  # spread over many frames, not done in one
    context = screen_context(harness.services)
    assert all(screen_preparation(g, context) is None for g in prepared_games())
    harness.services.settings.colour_blind = True  # a new setting: prepared again
    harness.frame()
    assert harness.app.warming is not None


def test_no_spare_time_work_while_an_agent_searches(cold):
    from tests.ui.conftest import toy_match
    from tests.ui.test_collector import TreeAgent

    harness = make_harness()
    harness.services.agent_maker = lambda game, level, seed: TreeAgent(10_000)
    harness.services.ai_pace = 0.0
    scene = PlayScene(harness.services, toy_match(["normal", "human"]))
    harness.services.stack.push(scene)
    open_game(harness)
    harness.frames(3)
    assert scene.driver.searching()
    first = next(iter(prepared_games()))
    assert screen_preparation(first, screen_context(harness.services)) is not None


def test_a_code_loaded_before_the_map_was_prepared_prepares_it_behind_the_panel(cold):
    from game.scenes.code import CodeScene

    match = Match(GameConfig.make("ttr-amsterdam", ["human", "random"], names=["A", "B"]), 4)
    for _ in range(30):
        player = match.to_act()[0]
        match.play_index(player, 0)
    harness = make_harness()
    harness.app.warming = None  # as if the app had had no spare time yet
    harness.app.warmed_for = harness.services.settings.colour_blind
    scene = CodeScene(harness.services, encode_match(match))
    harness.services.stack.push(scene)
    harness.click("load")
    assert harness.scene_name == "loading"
    harness.run_until(lambda: harness.scene_name != "loading", max_frames=400)
    assert harness.scene_name == "game"
    context = screen_context(harness.services)
    assert screen_preparation("ttr-amsterdam", context) is None
    assert steps_of(preparing(harness.services, ["ttr-amsterdam"])) == 0


def test_the_log_draws_only_the_lines_it_shows(harness):
    from tests.ui.conftest import toy_match

    match = toy_match(["human", "human"])
    scene = PlayScene(harness.services, match)
    harness.services.stack.push(scene)
    scene.log_lines = [(0, f"line {n}") for n in range(200)]
    scene.layout_log()
    drawn: list[str] = []
    import game.scenes.play as play_module

    real_text = play_module.draw.text

    def text(surface, theme, line, *args, **kwargs):
        if line.startswith("line "):
            drawn.append(line)
        return real_text(surface, theme, line, *args, **kwargs)

    play_module.draw.text = text
    try:
        scene.log_panel.draw(pygame.Surface((1280, 720)))
    finally:
        play_module.draw.text = real_text
    assert drawn and drawn[-1] == "line 199"  # scrolled to the end
    assert len(drawn) * scene.log_step() <= scene.log_panel.rect.h + 2 * scene.log_step()


def test_a_kiosk_prepares_every_screen_before_its_first_frame(cold):
    """The attract loop opens a game in its first frame: the maps are ready by then."""
    harness = make_harness(["--lang", "en", "--kiosk", "--kiosk-seed", "3"])
    context = screen_context(harness.services)
    assert all(screen_preparation(g, context) is None for g in prepared_games())
    assert harness.app.warming is None
