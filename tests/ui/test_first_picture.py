"""A game's first picture is prepared in steps over several frames (issue 4: no frame
over ~10 ms): meanwhile the app shows the picture before, no AI works, and the first
frame that shows the game makes nothing its opening should have made. Steps and cache
misses are counted, never timed (the app's clock is a stand-in)."""

from __future__ import annotations

import pygame
import pytest

import game.screens.railroad_ink.analysis as analysis
from game.app import FRAME_TARGET
from game.bench import late_random_position
from game.scenes.play import PlayScene
from game.settings import SeatLook
from rules.core.config import GameConfig
from rules.core.record import Match
from tests.clocks import SteppingClock
from tests.ui.conftest import make_harness, open_game, toy_match

pytestmark = pytest.mark.ui


def late_scene(harness, game_id: str, players: int, seed: int = 1) -> PlayScene:
    """The viewer (seat 0, human) late in a seeded random game against random seats."""
    names = [f"P{n + 1}" for n in range(players)]
    match = Match(GameConfig.make(game_id, ["human"] + ["random"] * (players - 1),
                                  names=names), seed)
    late_random_position(match, seed, match.play_index)
    harness.services.ai_pace = 1e9  # nobody moves while the picture is checked
    return PlayScene(harness.services, match, [SeatLook(n, i) for i, n in enumerate(names)])


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def opened_in_steps(harness, scene: PlayScene) -> int:
    """Push ``scene`` and run frames until it shows; every frame until then shows the
    picture from before and stays within the frame target on the stand-in clock."""
    clock = harness.app.clock
    before = pixels(harness.app.surface)
    harness.services.stack.push(scene)
    frames = 0
    while scene.opening is not None:
        began = clock.now
        harness.frame()
        frames += 1
        assert frames < 200
        # the frame's own readings and its steps stay within ~10 ms, give or take the
        # reading that ends the last step
        assert clock.now - began <= FRAME_TARGET + 0.0011
        if scene.opening is not None:
            assert pixels(harness.app.surface) == before  # still the picture before
    return frames


def new_texts(harness, before: set) -> set[str]:
    return {key[0] for key in set(harness.services.theme._texts) - before}


def thinking(harness) -> set[str]:
    """The status of an AI seat that starts thinking in the first frame that shows the
    game (the one text the opening cannot know)."""
    word = harness.services.t("play.thinking")
    return {word + "." * n for n in (1, 2, 3)}


@pytest.fixture
def stepping():
    harness = make_harness()
    harness.app.clock = SteppingClock(0.001)  # every reading 1 ms after the one before
    harness.frames(3)  # the title, shown
    return harness


def test_six_railroad_ink_boards_are_prepared_over_frames_then_drawn_from_caches(stepping):
    scene = late_scene(stepping, "railroad-ink", 6)
    assert opened_in_steps(stepping, scene) >= 3  # spread, not done in one frame
    screen = scene.screen
    misses = analysis.preview.cache_info().misses
    tiles = len(screen.art._tiles)
    texts = set(stepping.services.theme._texts)
    stepping.frame()  # the first frame that shows the game
    assert analysis.preview.cache_info().misses == misses  # every board's score ready
    assert len(screen.art._tiles) == tiles  # every tile picture ready
    assert new_texts(stepping, texts) <= thinking(stepping)  # every text rendered
    assert pixels(stepping.app.surface) != pixels(stepping.services.theme.background())


def test_the_great_western_trail_layers_are_painted_before_the_first_update(stepping,
                                                                             monkeypatch):
    scene = late_scene(stepping, "gwt", 4)
    opened_in_steps(stepping, scene)
    screen = scene.screen
    assert not screen.dirty and screen.layer is not None and screen.dock_layer is not None
    painted: list[str] = []
    monkeypatch.setattr(screen, "paint_layer", lambda: painted.append("layer"))
    monkeypatch.setattr(screen, "paint_dock", lambda: painted.append("dock"))
    stepping.frame()
    assert painted == []  # the first update and draw paint nothing


def test_a_late_ticket_to_ride_map_is_painted_before_the_first_draw(stepping, monkeypatch):
    scene = late_scene(stepping, "ttr-europe", 5)
    opened_in_steps(stepping, scene)
    painter = scene.screen.painter
    claimed: list[int] = []
    real = painter.paint_claimed
    monkeypatch.setattr(painter, "paint_claimed",
                        lambda *args, **kwargs: claimed.append(1) or real(*args, **kwargs))
    texts = set(stepping.services.theme._texts)
    stepping.frame()
    assert claimed == []  # every claimed route was painted while the game opened
    assert new_texts(stepping, texts) <= thinking(stepping)
    obs = scene.screen.obs
    assert obs is not None and sum(owner >= 0 for owner in obs.route_owner) > 20


def test_input_while_a_game_opens_opens_it_at_once_and_is_handled(harness):
    from game.input import Intent

    harness.services.ai_pace = 1e9
    scene = PlayScene(harness.services, toy_match(["human", "easy"]))
    harness.services.stack.push(scene)
    assert scene.opening is not None and not scene.log_lines
    scene.handle(Intent("point", harness.find("action-0").rect.center))
    assert scene.opening is not None  # pointer movement alone leaves it opening
    harness.click("action-0")  # a press: the scene opens at once, then acts
    assert scene.opening is None and len(scene.match.decisions) == 1
    assert scene.log_lines  # its log was worded when it opened


def test_a_game_opens_from_setup_from_a_code_and_in_the_kiosk():
    from game.scenes.code import CodeScene
    from rules.core.savecode import encode_match

    harness = make_harness()  # from setup: Start, then the opening
    harness.click("game-toy")
    harness.click("start")
    assert harness.scene_name == "game" and harness.top.opening is not None
    open_game(harness)
    assert harness.top.screen.view is not None and harness.find("action-0") is not None

    match = toy_match(["human", "easy"])  # from a code
    for _ in range(6):
        match.play_index(match.to_act()[0], 0)
    harness = make_harness()
    harness.services.stack.push(CodeScene(harness.services, encode_match(match)))
    harness.frames(3)
    harness.click("load")
    harness.run_until(lambda: harness.scene_name == "game")
    open_game(harness)
    assert harness.top.match.decisions == match.decisions
    assert len(harness.top.log_lines) >= 6

    harness = make_harness(["--lang", "en", "--kiosk", "--kiosk-seed", "3"])  # the kiosk
    harness.frame()
    assert harness.scene_name == "game" and harness.top.attract
    open_game(harness)
    harness.frames(2)
    assert harness.top.screen.view is not None


def test_the_menu_shows_once_its_picture_of_the_game_is_made(stepping):
    stepping.services.ai_pace = 1e9
    scene = PlayScene(stepping.services, toy_match(["human", "easy"]))
    stepping.services.stack.push(scene)
    open_game(stepping)
    stepping.frames(20)  # the fade-in is over
    shown = pixels(stepping.app.surface)
    stepping.back()  # the menu
    dialog = stepping.top
    assert dialog.name == "dialog"
    frames = 0
    while dialog.opening is not None:
        assert dialog.backdrop is None and pixels(stepping.app.surface) == shown
        stepping.frame()
        frames += 1
        assert frames < 20
    stepping.frame()
    assert dialog.backdrop is not None and pixels(stepping.app.surface) != shown
    stepping.click("resume")
    assert stepping.top is scene


@pytest.mark.parametrize("game_id, players", [("railroad-ink", 6), ("ttr-europe", 5)])
def test_a_screens_warm_steps_leave_its_first_draw_nothing_costly_to_make(
        harness, monkeypatch, game_id, players):
    """The screen's own steps (without the host's rehearsal) make the costly parts:
    every board's score preview and tile art, every claimed route of the map."""
    scene = late_scene(harness, game_id, players)
    harness.services.stack.push(scene)
    scene.opening = None  # the host's steps are left out
    screen = scene.screen
    steps = sum(1 for _ in screen.warm_steps())
    misses = analysis.preview.cache_info().misses
    made: list[int] = []
    if game_id == "railroad-ink":
        assert steps >= players + 1  # the sheet, then one board a step, then tiles
        real_tile = screen.art.tile
        monkeypatch.setattr(screen.art, "tile", lambda variant, size: made.extend(
            [] if (variant, size) in screen.art._tiles else [(variant, size)])
            or real_tile(variant, size))
    else:
        assert steps >= 3  # claimed routes, a few dozen a step
        real = screen.painter.paint_claimed
        monkeypatch.setattr(screen.painter, "paint_claimed",
                            lambda *args, **kwargs: made.append(1) or real(*args, **kwargs))
    screen.draw(pygame.Surface((1, 1)))
    assert made == [] and analysis.preview.cache_info().misses == misses


def test_a_picture_asked_for_outside_the_frame_loop_shows_the_scene_complete(tmp_path):
    """The screenshot command draws once, outside any frame: a scene still opening (here
    the loading panel, staged half-way through its replay) opens at once for it."""
    from game import screenshot

    harness = screenshot.stage(screenshot.parse([
        "--scene", "loading", "--game", "toy", "--seed", "3", "--out", "unused.png",
        "--import", "tests.ui.toy_screen"]))
    panel = harness.top
    assert panel.opening is not None and panel.backdrop is None
    harness.save_png(tmp_path / "loading.png")
    assert panel.opening is None and panel.backdrop is not None
    assert harness.scene_name == "loading"
