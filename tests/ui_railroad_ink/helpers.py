"""Driving the Railroad Ink screen with synthetic input only: taps on dice, spaces and
buttons, the way a player on a phone would."""

from __future__ import annotations

from game.scenes.play import PlayScene
from game.settings import SeatLook
from game.testing import Harness
from rules.core.config import GameConfig
from rules.core.record import Match
from tests.ui.conftest import make_harness

__all__ = ["make_harness", "play_one", "start", "tap_cell"]


def start(harness: Harness, controllers: list[str], expansion: str = "none",
          seed: int = 7) -> PlayScene:
    names = ["Ada", "Brunel", "Casey", "Dora", "Emil", "Fenna"][: len(controllers)]
    config = GameConfig.make("railroad-ink", controllers, {"expansion": expansion}, names)
    match = Match(config, seed)
    looks = [SeatLook(names[i], i) for i in range(len(controllers))]
    play = PlayScene(harness.services, match, looks)
    harness.services.stack.push(play)
    return play


def tap_cell(harness: Harness, cell: int) -> None:
    harness.click(f"cell-{cell}")


def play_one(harness: Harness, play: PlayScene, special: bool = False) -> str:
    """One step of the viewing human's round, by taps only; returns what it did."""
    screen = play.screen
    if harness.find("meteor-n") or harness.find("meteor-e") or harness.find("meteor-s") \
            or harness.find("meteor-w"):
        for name in ("meteor-n", "meteor-e", "meteor-s", "meteor-w"):
            if harness.find(name) is not None:
                harness.click(name)
                return "meteor"
    if special:
        for index in range(6):
            spot = harness.find(f"special-{index}")
            if spot is not None and spot.enabled:
                harness.click(f"special-{index}")
                break
    strong, anywhere = screen.targets()
    if strong:
        tap_cell(harness, min(strong))
        return "place"
    if anywhere:
        cell = min(anywhere)
        tap_cell(harness, cell)  # turns the die to fit and shows it
        assert screen.pending == cell
        tap_cell(harness, cell)
        return "place-turned"
    end = harness.find("end-round")
    if end is not None and end.enabled:
        harness.click("end-round")
        return "end"
    for tool in ("tool-volcano", "tool-erase"):
        if harness.find(tool) is not None:
            harness.click(tool)
            options = screen.options.volcano if tool == "tool-volcano" else screen.options.erase
            tap_cell(harness, min(options))
            return tool
    for die in range(6):
        spot = harness.find(f"die-{die}")
        if spot is not None and spot.enabled:
            harness.click(f"die-{die}")
            return "pick"
    raise AssertionError(f"nothing to do: {screen.view.legal if screen.view else None}")
