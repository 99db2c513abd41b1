"""Helpers shared by the Great Western Trail screen's tests: starting a game through the
title and setup scenes, reading the screen, and clicking through decisions."""

from __future__ import annotations

from collections.abc import Iterator

from game.screens.gwt.screen import GwtScreen
from game.testing import Harness
from rules.core.rng import Rng
from tests.ui.conftest import make_harness, open_game


def start_gwt(harness: Harness, controllers: tuple[str, ...] = ("human", "easy")) -> None:
    harness.click("game-gwt")
    assert harness.scene_name == "setup"
    setup = harness.top
    setup.count = len(controllers)
    for index, controller in enumerate(controllers):
        setup.seats[index].controller = controller
    harness.click("start")
    assert harness.scene_name in ("game", "handoff")


def first_turn(lang: str = "en") -> Harness:
    """A new two-seat game (a human and an easy AI) at the human's first decision."""
    harness = make_harness(["--lang", lang])
    start_gwt(harness)
    open_game(harness)
    harness.run_until(lambda: my_turn(harness))
    return harness


def screen_of(harness: Harness) -> GwtScreen:
    screen = harness.top.screen
    assert isinstance(screen, GwtScreen)
    return screen


def my_turn(harness: Harness) -> bool:
    return harness.scene_name == "game" and bool(screen_of(harness).view.legal) and \
        screen_of(harness).goal is None


def choice_ids(harness: Harness) -> list[str]:
    screen = screen_of(harness)
    return [w.id for w in screen.ui.widgets if w.id.startswith("choice-") and w.enabled]


def play_one(harness: Harness, rng: Rng) -> None:
    """One click of a player who picks among the choices on offer (sometimes the board)."""
    screen = screen_of(harness)
    decision = screen.decision
    assert decision is not None
    spots = [w.id for w in screen.ui.widgets if w.id.startswith(("node-", "track-", "city-",
                                                                  "job-", "disc-", "hand-"))]
    if spots and rng.randbelow(3) == 0:
        harness.click(spots[rng.randbelow(len(spots))])
        return
    if harness.find("page-next") is not None and rng.randbelow(3) == 0:
        harness.click("page-next")
        return
    ids = choice_ids(harness)
    assert ids, decision.prompt
    harness.click(ids[rng.randbelow(len(ids))])


def play_until(harness: Harness, done, seed: int = 4, limit: int = 6000) -> None:
    """Random clicks on the choices until ``done()`` holds on the human's turn."""
    rng = Rng.from_seed(seed)
    for _ in range(limit):
        if harness.scene_name == "results":
            break
        if my_turn(harness):
            if done():
                return
            ids = choice_ids(harness)
            harness.click(ids[rng.randbelow(len(ids))])
        else:
            harness.frame()
    raise AssertionError("the moment never came")


def walk_choices(harness: Harness, seed: int, frames: int) -> Iterator[list]:
    """The choice buttons at each of the human's decisions on a walk of random clicks
    (within ``frames`` frames, or to the results)."""
    rng = Rng.from_seed(seed)
    for _ in range(frames):
        if harness.scene_name == "results":
            return
        if not my_turn(harness):
            harness.frame()
            continue
        yield [w for w in screen_of(harness).ui.widgets if w.id.startswith("choice-")]
        ids = choice_ids(harness)
        harness.click(ids[rng.randbelow(len(ids))])


def open_match(mutate, controllers=("human", "easy"), lang: str = "en"
               ) -> tuple[Harness, object]:
    """The app showing a fresh match whose state ``mutate(state, data)`` changed first
    (in ``lang``)."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match
    from rules.gwt.data import load

    # (some tests put their own make_harness here, taking no arguments)
    harness = make_harness() if lang == "en" else make_harness(["--lang", lang])
    harness.app.fade = 0
    match = Match(GameConfig.make("gwt", list(controllers), names=["Ada", "Brunel"]), 1)
    mutate(match.state, load())
    play = PlayScene(harness.services, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    harness.services.stack.push(play)
    harness.run_until(lambda: my_turn(harness), max_frames=300)
    return harness, play
