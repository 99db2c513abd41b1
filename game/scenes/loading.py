"""Opening a game that must be replayed (a save code, the autosave) a slice at a time.

A save code or the autosave holds decisions, not a position: the match is rebuilt by
replaying every decision, which takes up to ~11 ms natively for a finished 4-player
Great Western Trail (about twice that in the browser). :class:`SlicedJob` runs such a
step-by-step job (``savecode.loading``, ``record.replaying``) for at most
:data:`LOAD_BUDGET` a frame; :func:`open_replayed` runs the first slice at once (a short
game is open in the same frame) and otherwise shows :class:`LoadingScene`, a small
panel with a progress bar over the screen the player came from.

After the replay, the panel also does what the game's screen still needs before it can
open at once (``game.scenes.play.preparing``: a Ticket to Ride map's layout and painted
base, if the app has not prepared them in spare time yet, as when a ``#code=`` link is
opened at start-up).

The panel's picture of the screen below is made in the frames after Load was pressed
(``game.scenes.dialog.backdrop_steps``, the app showing the frame before meanwhile); the
replay goes on once it shows.

Input while loading: Back (Escape, Android back) or the Cancel button stops the job and
returns to that screen unchanged (the partly replayed match is dropped; nothing was
saved); everything else is ignored.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from typing import Any

import pygame

from game import draw
from game.input import modal_takes
from game.scene import Scene, Services
from game.scenes.dialog import backdrop_steps

#: Seconds of replay work per frame (the panel's frame takes ~2 ms more: within ~10 ms).
LOAD_BUDGET = 0.007
#: The slice in the frame Load is pressed in, which may also take the panel's picture.
FIRST_SLICE = 0.002
#: What slices are measured with: the wall clock (in the browser, the page's own time);
#: ``game.bench`` sets CPU time, so that other work on a shared machine does not shrink them.
slice_clock: Callable[[], float] = time.perf_counter
PANEL = pygame.Rect(0, 0, 560, 214)
PANEL.center = (640, 360)


class SlicedJob:
    """A step-by-step job (a generator that yields ``(done, total)`` and returns its
    result) advanced a time slice at a time. A ``ValueError`` it raises (every error of
    the rules core is one) ends it and is kept in :attr:`error`."""

    def __init__(self, work: Generator[tuple[int, int], None, Any],
                 clock: Callable[[], float] | None = None) -> None:
        self.work = work
        self.clock = clock or slice_clock
        self.done = 0
        self.total = 0
        self.finished = False
        self.result: Any = None
        self.error: ValueError | None = None

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 0.0

    def advance(self, budget: float | None = None) -> bool:
        """Work until ``budget`` seconds (:data:`LOAD_BUDGET`) have passed or the job
        ends; True once it ended. At least one step is done."""
        deadline = self.clock() + (LOAD_BUDGET if budget is None else budget)
        while not self.finished:
            try:
                self.done, self.total = next(self.work)
            except StopIteration as end:
                self.finished, self.result = True, end.value
            except ValueError as error:
                self.finished, self.error = True, error
            else:
                if self.clock() >= deadline:
                    break
        return self.finished

    def cancel(self) -> None:
        self.work.close()
        self.finished = True


def open_replayed(
    app: Services, work: Generator[tuple[int, int], None, Any],
    on_done: Callable[[Any], None], on_error: Callable[[ValueError], None],
    clock: Callable[[], float] | None = None,
) -> SlicedJob:
    """Run ``work``: a first short slice now (a short game opens in this frame; most of
    the frame is left for the panel's first picture), the rest behind a
    :class:`LoadingScene`; then ``on_done(result)`` or ``on_error(error)`` (the loading
    panel is closed by then). Cancelling calls neither."""
    job = SlicedJob(then_prepared(app, work), clock)
    if job.advance(FIRST_SLICE):
        finish(job, on_done, on_error)
    else:
        app.stack.push(LoadingScene(app, job, on_done, on_error))
    return job


def then_prepared(app: Services, work: Generator[tuple[int, int], None, Any],
                  ) -> Generator[tuple[int, int], None, Any]:
    """``work``, then the preparation of the screen of the game it returns (a result
    with a ``match``), in steps that repeat the last progress."""
    progress = (0, 0)
    try:
        while True:
            try:
                progress = next(work)
            except StopIteration as end:
                result = end.value
                break
            yield progress
    finally:
        work.close()
    match = getattr(result, "match", None)
    if match is not None:
        from game.scenes.play import preparing

        for _ in preparing(app, [match.config.game]):
            yield progress
    return result


def finish(job: SlicedJob, on_done: Callable[[Any], None],
           on_error: Callable[[ValueError], None]) -> None:
    if job.error is not None:
        on_error(job.error)
    else:
        on_done(job.result)


class LoadingScene(Scene):
    """The loading panel over a still, darkened picture of the screen below. Once the
    panel shows, each frame does one slice of the job; the game opens in the frame
    after the last slice."""

    name = "loading"

    def __init__(self, app: Services, job: SlicedJob, on_done: Callable[[Any], None],
                 on_error: Callable[[ValueError], None]) -> None:
        super().__init__(app)
        self.job = job
        self.on_done, self.on_error = on_done, on_error
        #: The picture of the screen below, made while the panel opens (its
        #: ``opening``; the frame it was pushed in already did a slice; the frame the
        #: job ends in opens nothing: the game, or the error, comes next frame).
        self.backdrop: pygame.Surface | None = None

    def enter(self) -> None:
        self.opening = backdrop_steps(self)
        super().enter()

    def build(self) -> None:
        label = self.t("loading.cancel")
        w = max(130, self.theme.text_width(label, "body") + 48)
        self.button((PANEL.right - 32 - w, PANEL.bottom - 30 - 46, w, 46), label, self.cancel,
                    style="secondary", id="cancel")

    def cancel(self) -> None:
        self.job.cancel()
        if self.app.stack.top is self:
            self.app.stack.pop()

    def back(self) -> bool:
        self.cancel()
        return True

    def handle(self, intent: Any) -> bool:
        if self.opening is not None:  # not shown yet: only Back acts
            if intent.kind == "back":
                self.back()
            return True
        # nothing reaches the screen below while it loads
        return super().handle(intent) or modal_takes(intent)

    def update(self, dt: float) -> None:
        if self.opening is not None:
            return  # the frames go to the panel's picture (App.open_up)
        super().update(dt)
        job = self.job
        if not job.finished:
            job.advance()
            return
        if self.app.stack.top is not self:
            return  # cancelled
        self.app.stack.pop()
        finish(job, self.on_done, self.on_error)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
        draw.panel(surface, PANEL, theme.c("panel"), 16, border=theme.c("line"), shadow=18)
        inner = PANEL.inflate(-64, 0)
        draw.text(surface, theme, self.t("loading.title"), (inner.x, PANEL.y + 28), "h2",
                  bold=True, max_width=inner.w)
        job = self.job
        status = (self.t("loading.progress", done=job.done, total=job.total) if job.total
                  else self.t("loading.checking"))
        draw.text(surface, theme, status, (inner.x, PANEL.y + 76), "body", "muted",
                  max_width=inner.w)
        bar = pygame.Rect(inner.x, PANEL.y + 112, inner.w, 12)
        draw.panel(surface, bar, theme.c("field"), 6, border=theme.c("line"))
        filled = bar.copy()
        filled.w = max(12, round(bar.w * job.fraction))
        draw.panel(surface, filled, theme.c("accent"), 6)
        self.ui.draw(surface)
        self.ui.draw_tooltip(surface)
