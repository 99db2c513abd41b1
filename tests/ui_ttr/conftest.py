"""TTR screen tests: the app headless, AI opponents that decide at once, and a
player who acts only through synthetic taps on what the screen shows."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

from game.testing import Harness
from rules.ai.agent import RandomAgent, make_agent
from rules.core.config import GameConfig
from rules.core.record import Match
from rules.ttr.actions import BuildStation, ClaimRoute, DrawTicketMix, DrawTickets

if TYPE_CHECKING:
    from game.scenes.play import PlayScene


def fast_agent(game_id: str, level: str, seed: int):
    """Opponents: the easy TTR agent where it is quick, else random."""
    try:
        return make_agent(game_id, "one_step", seed)
    except Exception:  # pragma: no cover - a game without that baseline
        return RandomAgent(seed)


def make_harness(lang: str = "en", **kwargs) -> Harness:
    harness = Harness(["--lang", lang], **kwargs)
    harness.services.agent_maker = fast_agent
    harness.services.settings.animation = "fast"
    return harness


@pytest.fixture
def harness() -> Harness:
    return make_harness()


def start_game(harness: Harness, game_id: str, controllers: list[str], seed: int = 3):
    """Open the play scene for a new match (as the setup screen would)."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook

    names = ["Anna", "Boris", "Clara", "Dmitri", "Eva"][: len(controllers)]
    match = Match(GameConfig.make(game_id, controllers, names=names), seed)
    looks = [SeatLook(names[i], i) for i in range(len(controllers))]
    harness.services.stack.push(PlayScene(harness.services, match, looks))
    harness.frame()
    return harness.top


class ClickingPlayer:
    """Plays the viewer's turns by tapping: pickers first, else a route, a card, the
    deck or the tickets. Never calls ``choose`` itself."""

    PICKER_BUTTONS = ("keep", "pay-0", "passenger-0", "mix-0", "pass", "notice-ok")

    def __init__(self, harness: Harness, seed: int = 1) -> None:
        self.harness = harness
        self.rng = random.Random(seed)
        self.taps = 0
        self.claims = 0
        self.prefer = lambda route: 0  # a route's priority when claiming (higher first)

    @property
    def screen(self):
        return self.harness.top.screen

    def act(self) -> bool:
        """One tap if it is the viewer's decision; False otherwise."""
        h = self.harness
        if h.scene_name == "handoff":
            h.click("ready")
            return True
        if h.scene_name != "game":
            return False
        screen = self.screen
        view = screen.view
        if view is None or not view.legal:
            return False
        self.taps += 1
        picker = screen.picker
        if picker is not None and not screen.picker_local:
            if h.find("decline") is not None and self.rng.random() < 0.3:
                h.click("decline")
                return True
            for widget_id in self.PICKER_BUTTONS:
                widget = h.find(widget_id)
                if widget is not None and widget.enabled:
                    h.click(widget_id)
                    return True
            raise AssertionError(f"no usable button in the {picker.title!r} picker")
        if picker is not None:  # our own claim/station picker
            h.click("pay-0")
            return True
        legal = view.legal
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        stations = [a for a in legal if isinstance(a, BuildStation)]
        if claims and self.rng.random() < 0.7:
            route = max(claims, key=lambda a: (self.prefer(a.route),
                                               screen.info.map.routes[a.route].length)).route
            h.tap(screen.route_point(route))
            assert screen.picker is not None, f"route {route} did not open its picker"
            self.claims += 1
            return True
        if stations and self.rng.random() < 0.05:
            h.tap(screen.city_point(stations[0].city))
            return True
        cards = [w for w in (h.find(f"faceup-{i}") for i in range(5)) if w is not None
                 and w.enabled]
        deck = h.find("deck")
        if any(isinstance(a, DrawTickets | DrawTicketMix) for a in legal) and \
                self.rng.random() < 0.04 and len(screen.obs.tickets) < 6:
            h.click("ticket-deck")
            if h.find("mix-0") is not None:
                h.click("mix-0")
            return True
        if cards and (self.rng.random() < 0.5 or not deck.enabled):
            h.tap(self.rng.choice(cards).rect.center)
            return True
        if deck is not None and deck.enabled:
            h.click("deck")
            return True
        if claims:
            h.tap(screen.route_point(claims[0].route))
            return True
        if stations:
            h.tap(screen.city_point(stations[0].city))
            return True
        if any(isinstance(a, DrawTickets | DrawTicketMix) for a in legal):
            h.click("ticket-deck")
            if h.find("mix-0") is not None:
                h.click("mix-0")
            return True
        raise AssertionError(f"nothing to tap for {legal[:4]}")


def first_claimable(screen) -> int:
    """The first route the player may claim now."""
    from rules.ttr.actions import ClaimRoute

    return next(a.route for a in screen.view.legal if isinstance(a, ClaimRoute))


def europe_turn(harness: Harness) -> PlayScene:
    """Europe, two players (seed 3): the human has kept the opening tickets and is to
    act; returns the play scene."""
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=3)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal),
                      max_frames=4000)
    harness.confirm()  # keep the opening tickets
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal)
                      and play.viewer in play.match.to_act(), max_frames=4000)
    return play


def germany_after_opening(harness: Harness, mix: str) -> PlayScene:
    """Germany, two players (seed 6): the human took the opening mix whose button is
    ``mix`` and kept every ticket; returns the play scene."""
    play = start_game(harness, "ttr-germany", ["human", "easy"], seed=6)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal))
    harness.click(mix)
    harness.click("keep")
    return play


def play_to_results(harness: Harness, player: ClickingPlayer, max_frames: int = 20000) -> None:
    for _ in range(max_frames):
        if harness.scene_name == "results":
            return
        if not player.act():
            harness.frame()
    raise AssertionError(f"the game did not end (at {harness.scene_name})")
