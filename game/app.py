"""The app: services, the scene stack and the async main loop (desktop and browser).

``async def main(argv)`` is the entry point for ``python -m game`` and for the browser
build's ``main.py``. Each frame: read input (turned into intents), let the top scene
handle them, update, draw the logical 1280×720 surface, present it, then
``await asyncio.sleep(0)`` so the browser gets control back. Nothing in a frame blocks
for long: AI work gets what the frame has left of ~10 ms once the rest of it (input,
updates, drawing: the most it cost in the last half second) is paid for
(:class:`AIBudget`, given to the game drivers, which pass it on to the agents' slices),
loading a long game is sliced by the loading panel, game screens that need preparing
(a Ticket to Ride map's layout) are prepared in the spare time of frames
(:meth:`App.warm_up`), a new game's scene prepares its first picture in steps while
the app keeps showing the picture before it (:meth:`App.open_up`: a scene with an
``opening`` iterator is shown once it has run out), agent levels are imported at
start-up, and the garbage
collector's full collections wait for a quiet frame between decisions
(``game/collector.py``).

``App.step(dt, intents)`` runs one frame without waiting or reading the OS; tests and
the screenshot command drive the app through it.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import sys
import traceback
from collections import deque
from collections.abc import Callable, Generator, Sequence
from time import perf_counter
from typing import Any

import pygame

from game import draw
from game.collector import Collector
from game.driver import load_agents
from game.i18n import LANGUAGES, I18n, choose_language
from game.input import InputMapper, Intent
from game.platform import Host, Storage
from game.scene import Scene, Services
from game.settings import load_settings
from game.sound import Sound
from game.theme import LOGICAL_SIZE, Theme
from rules.core.record import run_to_end

FPS = 60
PROBE_FRAMES = 120
FADE_SECONDS = 0.16  # a new screen fades in from the backdrop colour
#: Issue 4: no call blocks a frame for more than ~10 ms; a frame's work aims at this.
FRAME_TARGET = 0.010
#: Left free for what the estimate cannot see coming: a slice ending a little late, a
#: young-generation collection, a decision applied after the AI's work.
FRAME_MARGIN = 0.0015
#: AI work a frame gets however costly drawing is (so the game goes on), and at most.
AI_BUDGET_MIN = 0.002
AI_BUDGET_MAX = 0.008
#: The scenes, imported at start-up rather than in the first frame that opens one (the
#: setup screen's import was ~3 ms of a click's frame).
SCENE_MODULES = ("board", "code", "dialog", "handoff", "kiosk", "loading", "play", "results",
                 "rules", "settings", "setup", "title")
#: Frames (about half a second) whose cost, all but the AI's, sets the AI's share.
COST_FRAMES = 30
#: Spare time of a frame spent on work ahead (``App.spare_deadline``): preparing game
#: screens (``play.preparing``; only while no AI is searching) and the top scene's
#: opening steps (``App.open_up``: a step is not started when one as long as the
#: longest of this opening so far would not fit, unless none ran in this frame yet, nor
#: after a step that yielded True). Only when at least WARM_MIN is left; at most WARM_MAX.
WARM_MIN = 0.002
WARM_MAX = 0.006


class AIBudget:
    """How many seconds of AI work the next frame has: :data:`FRAME_TARGET` less the
    most the rest of a frame (everything but the agents' slices) cost in the last
    :data:`COST_FRAMES` frames, less :data:`FRAME_MARGIN`, within
    :data:`AI_BUDGET_MIN` … :data:`AI_BUDGET_MAX`. A slow screen (six Railroad Ink
    boards, a slower browser) leaves less to the AI, a quick one more."""

    def __init__(self) -> None:
        self.costs: deque[float] = deque(maxlen=COST_FRAMES)

    def record(self, frame: float, ai: float) -> None:
        """A frame took ``frame`` seconds, ``ai`` of them in agents' slices."""
        self.costs.append(max(0.0, frame - ai))

    @property
    def seconds(self) -> float:
        rest = max(self.costs, default=0.0)
        share = FRAME_TARGET - rest - FRAME_MARGIN
        return min(AI_BUDGET_MAX, max(AI_BUDGET_MIN, share))


class FrameProbe:
    """Frame times for the F3 overlay: frames per second and the slowest recent frame."""

    def __init__(self) -> None:
        self.work: deque[float] = deque(maxlen=PROBE_FRAMES)
        self.intervals: deque[float] = deque(maxlen=PROBE_FRAMES)

    def record(self, work: float, interval: float) -> None:
        self.work.append(work)
        self.intervals.append(interval)

    @property
    def fps(self) -> float:
        total = sum(self.intervals)
        return len(self.intervals) / total if total > 0 else 0.0

    @property
    def slowest_ms(self) -> float:
        return 1000 * max(self.work, default=0.0)

    @property
    def average_ms(self) -> float:
        return 1000 * sum(self.work) / len(self.work) if self.work else 0.0


class App:
    def __init__(
        self,
        argv: list[str] | None = None,
        *,
        storage: Storage | None = None,
        window: Any | None = None,
        strict: bool = False,
        sound: bool = True,
    ) -> None:
        pygame.init()
        load_agents()  # at start-up, not in the frame that first needs one (~50 ms)
        for module in SCENE_MODULES:
            importlib.import_module(f"game.scenes.{module}")
        self.host = Host(argv, storage, window)
        settings, lost = load_settings(self.host.storage)
        language = choose_language(settings.language, self.host.requested_language,
                                   self.host.system_language())
        theme = Theme.load()
        self.services = Services(theme, I18n(language), settings, self.host,
                                 Sound(enabled=sound), kiosk=self.host.kiosk)
        if self.host.idle_seconds is not None:
            self.services.kiosk_idle_seconds = self.host.idle_seconds
        self.mapper = InputMapper()
        self.collector = Collector()
        # through self.collector, which game.bench and tests may replace
        self.services.collect_after_frame = lambda: self.collector.collect_after_frame()
        self.ai_budget = AIBudget()
        #: Preparing game screens in spare time (see :meth:`warm_up`), and the
        #: colour-blind setting it prepares for.
        self.warming: Generator[None, None, None] | None = None
        self.warmed_for: bool | None = None
        #: What frames are timed with (``game.bench`` sets CPU time).
        self.clock: Callable[[], float] = perf_counter
        self.probe = FrameProbe()
        self.show_probe = False
        self.strict = strict  # tests: let errors through instead of recovering
        self.idle = 0.0
        self.errors = 0
        self.surface = pygame.Surface(LOGICAL_SIZE)
        self.window: pygame.Surface | None = None
        self.veil = pygame.Surface(LOGICAL_SIZE)
        self.veil.fill(theme.c("bg_bottom"))
        self.fade = 0.0
        self.last_top: Scene | None = None
        #: The picture shown while the top scene opens (see :meth:`open_up`): the last
        #: frame before it, kept in one surface made the first time it is needed.
        self.still: pygame.Surface | None = None
        self.still_for: Scene | None = None
        self.drawn = False  # whether a frame has been drawn (what the still would be)
        self.stepping = False  # inside step(): a picture asked for outside is complete
        self.longest_step: tuple[Any, float] = (None, 0.0)  # (opening, its longest step)
        if lost is not None:
            self.services.toast(self.settings_message(lost), "error")
        for option in self.host.bad_options(LANGUAGES):
            self.services.toast(self.services.t("app.bad_option", option=option), "error")
        if self.services.kiosk:
            self.prepare_screens()
        self.start()
        self.rehearse()

    def settings_message(self, lost: tuple[str, ...]) -> str:
        """What the player is told of damaged settings: all reset, or which ones went
        back to their defaults (the others were kept: "reset" alone said otherwise)."""
        t = self.services.t
        if not lost:
            return t("storage.settings_reset")
        labels = (t(f"settings.{name}") for name in lost)
        names = ", ".join(label[:1].lower() + label[1:] for label in labels)
        return t("storage.settings_partly_reset", names=names)

    def rehearse(self) -> None:
        """Draw the first scene once onto a 1×1 surface as part of start-up: nothing
        shows, but the texts and pictures its first draw needs (the title's backdrop
        and tiles: ~12 ms) are made before the first frame."""
        if self.opening() is None:
            self.guard(lambda: self.stack.draw(pygame.Surface((1, 1))))

    @property
    def stack(self):
        return self.services.stack

    # ----- the first scene ------------------------------------------------------------
    def start(self) -> None:
        from game.scenes.code import CodeScene
        from game.scenes.kiosk import KioskScene
        from game.scenes.title import TitleScene

        app = self.services
        if app.kiosk:
            app.stack.reset(KioskScene(app))
            return
        app.stack.reset(TitleScene(app))
        code = self.host.url_code
        if code:
            scene = CodeScene(app, code)
            app.stack.push(scene)
            scene.load()  # opens the game, or shows why not (the code stays in the field)

    # ----- one frame ------------------------------------------------------------------
    def step(self, dt: float, intents: Sequence[Intent] = ()) -> None:
        """One frame, with the collection policy around it (see ``game/collector.py``)
        and the AI's share of it (:class:`AIBudget`)."""
        started = self.clock()
        budget = self.ai_budget.seconds
        for driver in self.drivers():
            driver.budget = budget
            driver.worked = 0.0
        self.collector.begin_frame()
        warmed = 0.0
        self.stepping = True
        try:
            self.frame_work(dt, intents)
        finally:
            self.stepping = False
            drivers = self.drivers()
            searching = any(driver.searching() for driver in drivers)
            warmed = self.open_up(started)
            if not searching:
                warmed += self.warm_up(started)
            spent = self.clock() - started
            self.ai_budget.record(spent - warmed, sum(driver.worked for driver in drivers))
            if self.collector.end_frame(spent, searching):
                for driver in drivers:
                    driver.rest()

    def start_preparing(self) -> Generator[None, None, None]:
        """The game screens' preparation for the current colour-blind setting, as steps."""
        from game.scenes.play import preparing
        from game.screens.registry import prepared_games

        self.warmed_for = self.services.settings.colour_blind
        return preparing(self.services, prepared_games())

    def prepare_screens(self) -> None:
        """Every game screen's preparation at once, as part of start-up: the kiosk
        opens an attract game in its first frame, which would otherwise make a Ticket
        to Ride map's layout and base in it (190 ms for Europe)."""
        self.warming = None
        run_to_end(self.start_preparing())

    def warm_up(self, started: float) -> float:
        """Prepare game screens ahead (a Ticket to Ride map's layout and painted base)
        in what is left of this frame's ~10 ms, so that opening a game later does not
        do it in one frame; again when the colour-blind setting changes. Returns the
        seconds spent."""
        if self.services.settings.colour_blind != self.warmed_for:
            self.warming = self.start_preparing()
        if self.warming is None:
            return 0.0
        now = self.clock()
        deadline = self.spare_deadline(started, now)
        if deadline is None:
            return 0.0
        try:
            while self.clock() < deadline:
                next(self.warming)
        except StopIteration:
            self.warming = None
        except Exception:
            if self.strict:
                raise
            traceback.print_exc(file=sys.stderr)  # the screens prepare when they open
            self.warming = None
        return self.clock() - now

    def opening(self) -> Scene | None:
        """The top scene if it is still making its first picture (``Scene.opening``)."""
        top = self.stack.top
        return top if top is not None and top.opening is not None else None

    @staticmethod
    def spare_deadline(started: float, now: float) -> float | None:
        """Until when work ahead (``warm_up``, ``open_up``) may run in a frame that
        started at ``started``: what is left of the frame target less twice the margin
        (a step may run ~1 ms past it), at most WARM_MAX; None when less than WARM_MIN
        is left."""
        left = FRAME_TARGET - 2 * FRAME_MARGIN - (now - started)
        return now + min(left, WARM_MAX) if left >= WARM_MIN else None

    def open_up(self, started: float) -> float:
        """Run the opening steps of the top scene in what is left of this frame's
        ~10 ms (the scene is shown from the next frame on once they have run out).
        Returns the seconds spent."""
        scene = self.opening()
        if scene is None or scene.opening is None:
            return 0.0
        steps = scene.opening
        now = self.clock()
        deadline = self.spare_deadline(started, now)
        if deadline is None:
            return 0.0
        longest = self.longest_step[1] if self.longest_step[0] is steps else 0.0
        began, ran = now, False
        try:
            while now < deadline and (not ran or now + longest <= deadline):
                long_next = next(steps)
                after = self.clock()
                longest, now, ran = max(longest, after - now), after, True
                if long_next is True:
                    break
        except StopIteration:
            scene.opening = None
        except Exception:
            if self.strict:
                raise
            traceback.print_exc(file=sys.stderr)  # shown as it is: draws make what is missing
            scene.opening = None
        going = scene.opening is not None
        self.longest_step = (steps, longest) if going else (None, 0.0)  # (it holds the scene)
        return self.clock() - began

    def drivers(self) -> list[Any]:
        """The game drivers of the scenes on the stack (the AI work in progress)."""
        from game.scenes.play import PlayScene

        return [scene.driver for scene in self.stack.scenes if isinstance(scene, PlayScene)]

    def frame_work(self, dt: float, intents: Sequence[Intent]) -> None:
        app = self.services
        app.touch = self.mapper.touch  # texts worded for a finger or a mouse and keys
        for intent in intents:
            if intent.kind == "key" and intent.key == "f3":
                self.show_probe = not self.show_probe
                continue
            if intent.kind != "point":
                self.idle = 0.0
            if intent.kind == "hold":
                self.guard(lambda intent=intent: self.answer(intent))
            else:
                self.guard(lambda intent=intent: app.stack.handle(intent))
        self.guard(lambda: app.stack.update(dt))
        app.toasts.update(dt)
        self.fade = max(0.0, self.fade - dt)
        top = app.stack.top
        if top is not self.last_top and self.opening() is None:
            self.last_top = top
            if not getattr(top, "backdrop", None) and app.settings.animation != "off":
                self.fade = FADE_SECONDS
        self.idle += dt
        if app.kiosk and self.idle >= app.kiosk_idle_seconds and not self.attracting():
            self.back_to_kiosk()
        self.render()

    def answer(self, hold: Intent) -> None:
        """A long press goes to the scene; if it shows something, the release does not
        act (see ``InputMapper.answer_hold``)."""
        if self.services.stack.handle(hold):
            self.mapper.answer_hold()

    def render(self) -> None:
        opening = self.opening()
        if opening is not None and not self.stepping:
            # a picture asked for outside the frame loop (a screenshot): no frame to
            # keep short, so the scene opens at once and shows as it will
            self.guard(opening.open_now)
            opening = None
        if opening is not None:
            self.show_still(opening)  # with the veil, toasts and probe it was shown with
            return
        self.still_for = None
        self.guard(lambda: self.stack.draw(self.surface))
        self.drawn = True
        if self.fade > 0:
            self.veil.set_alpha(int(200 * self.fade / FADE_SECONDS))
            self.surface.blit(self.veil, (0, 0))
        top = self.stack.top
        self.services.toasts.draw(self.surface, top.toast_area if top is not None else None)
        if self.show_probe:
            self.draw_probe(self.surface)

    def show_still(self, scene: Scene) -> None:
        """While ``scene`` opens: the picture of the last frame before it (the app's
        background if there was none)."""
        still = self.still = draw.reused(self.still, self.surface.get_size())
        if self.still_for is not scene:
            self.still_for = scene
            if self.drawn:
                still.blit(self.surface, (0, 0))
            else:
                still.blit(self.services.theme.background(), (0, 0))
        self.surface.blit(still, (0, 0))

    def attracting(self) -> bool:
        from game.scenes.kiosk import KioskScene

        top = self.stack.top
        return isinstance(top, KioskScene) or bool(getattr(top, "attract", False))

    def back_to_kiosk(self, skip: bool = False) -> None:
        from game.scenes.kiosk import KioskScene

        kiosk = self.stack.find(KioskScene) or KioskScene(self.services)
        if skip:
            kiosk.skip()
        self.idle = 0.0
        self.stack.reset(kiosk)

    def guard(self, work: Callable[[], object]) -> None:
        """Run scene code; on an error, report it and move to a safe scene."""
        try:
            work()
        except Exception:
            if self.strict:
                raise
            self.errors += 1
            traceback.print_exc(file=sys.stderr)
            self.recover()

    def recover(self) -> None:
        from game.scenes.title import TitleScene

        app = self.services
        app.toast(app.t("app.error"), "error")
        try:
            if app.kiosk:
                self.back_to_kiosk(skip=True)
            else:
                self.stack.reset(TitleScene(app))
        except Exception:
            traceback.print_exc(file=sys.stderr)
            self.stack.scenes.clear()
            self.stack.scenes.append(Scene(app))

    def draw_probe(self, surface: pygame.Surface) -> None:
        theme = self.services.theme
        top = self.stack.top
        lines = [
            f"{self.probe.fps:5.1f} fps",
            f"slowest {self.probe.slowest_ms:5.1f} ms",
            f"average {self.probe.average_ms:5.1f} ms",
            f"scene {top.name if top else '-'}",
        ]
        box = pygame.Rect(8, 8, 190, 18 * len(lines) + 14)
        draw.panel(surface, box, (0, 0, 0, 190), 8)
        for i, line in enumerate(lines):
            colour = "danger" if i == 1 and self.probe.slowest_ms > 16.7 else "ok"
            draw.text(surface, theme, line, (box.x + 10, box.y + 7 + 18 * i), "tiny", colour)

    # ----- the real loop ----------------------------------------------------------------
    def open_window(self) -> None:
        headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
        flags = 0 if self.host.is_browser or headless else pygame.SCALED | pygame.RESIZABLE
        try:
            self.window = pygame.display.set_mode(LOGICAL_SIZE, flags)
        except pygame.error:
            self.window = pygame.display.set_mode(LOGICAL_SIZE)
        pygame.display.set_caption(self.services.t("app.name"))
        pygame.display.set_icon(self.icon())
        self.surface = self.window

    def icon(self) -> pygame.Surface:
        """The window icon: the accent disc with two rails."""
        theme = self.services.theme
        icon = pygame.Surface((32, 32), pygame.SRCALPHA)
        pygame.draw.circle(icon, theme.c("accent"), (16, 16), 15)
        for x in (11, 21):
            pygame.draw.line(icon, theme.c("accent_text"), (x, 6), (x, 26), 2)
        for y in (9, 14, 19, 24):
            pygame.draw.line(icon, theme.c("accent_text"), (8, y), (24, y), 1)
        return icon

    def poll(self) -> list[Intent]:
        intents: list[Intent] = []
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.services.quit_requested = True
            intents.extend(self.mapper.translate(event))
        return intents

    async def run(self) -> None:
        self.open_window()
        clock = pygame.time.Clock()
        dt = 1 / FPS
        # what start-up built lives as long as the app: collected and frozen before the
        # first frame, whose own collections (the kiosk asks for one as it enters) then
        # walk only what was made since (one full collection of it all was ~17 ms)
        self.collector.settle()
        self.step(dt, self.poll())
        self.collector.hold()  # full collections only where the policy runs them
        try:
            while not self.services.quit_requested:
                started = perf_counter()
                self.step(dt, [*self.poll(), *self.mapper.tick(dt)])
                pygame.display.flip()
                self.probe.record(perf_counter() - started, dt)
                await asyncio.sleep(0)
                dt = min(clock.tick(FPS) / 1000, 0.1)
        finally:
            self.collector.release()
            self.collector.thaw()
        pygame.quit()


async def main(argv: list[str] | None = None) -> None:
    """Run Railyard.

    ``--kiosk`` starts the demo loop (``--idle SECONDS`` before it returns after the
    last touch, ``--kiosk-seed N`` to repeat the same run of attract games),
    ``--lang en|ru`` picks the language, ``--code CODE`` opens a save code. In the
    browser the same come from ``?kiosk=1&idle=…&kiosk-seed=…&lang=…`` and ``#code=…``.
    Options that are not understood are reported on screen and ignored.
    """
    app = App(argv)
    await app.run()
