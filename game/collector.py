"""When Python's cyclic garbage collector may run: never a full collection inside a frame.

Why: a full collection walks every tracked object. While an AI searches, that is its
whole search (Ticket to Ride and Railroad Ink hard keep tens of thousands of nodes and
boards alive), so one full collection took 11–28 ms of CPU natively and landed in
whichever frame was thinking at the time (README, Performance). Between decisions, with
the start-up objects frozen, a full collection walks only what the game keeps: 0.3–2.7
ms measured.

The policy (one :class:`Collector`, owned by the app, which calls :meth:`begin_frame`
and :meth:`end_frame` around each frame's work):

* Inside a frame no full collection starts. How that is done depends on the
  collector the interpreter has, which is *tested* (:func:`keeps_old_threshold`), not
  guessed from the version:

  - the generational collector (CPython 3.11–3.13, and any later build that brings it
    back) keeps a third threshold that we set: during the frame it is raised out of
    reach, so the automatic young and middle collections (≤ 3 ms) go on as usual and
    only the full one waits;
  - the incremental collector (CPython 3.14, the browser's Pyodide 314: two generations,
    ``set_threshold`` ignores the third value and ``get_threshold()[2]`` reads 0) has
    no full collection of its own, but each automatic collection also scans an
    *increment* of the old generation, and in Pyodide those took 17.7–24.6 ms while hard
    AIs searched. So during the frame automatic collection is off, and after the frame's
    work the young generation alone is collected (``gc.collect(0)``: 1.1–5.1 ms there)
    once it has grown past the interpreter's own young threshold. (Raising the second
    threshold instead, which slows the old generation's scan, still let 9–11 ms pauses
    through.)

* A full collection (``gc.collect()``) runs after a frame when one is due (after
  :data:`FULL_AFTER` young collections since the last one, about what CPython's
  default thresholds do) and the moment is safe: no agent is in the middle of a search
  and the frame's own work left room (at most :data:`QUIET_WORK`).

* A scene that has just let go of a lot (the kiosk, when a finished attract game leaves
  the stack) asks for a full collection at the end of the frame
  (``Services.collect_after_frame``, which the app points at
  :meth:`Collector.collect_after_frame`); it runs there unless an agent is searching (then it
  waits for the next frame in which none is). A finished game's scene is garbage in
  reference cycles (its widgets' callbacks point back at it) and holds its screen's
  surfaces, megabytes of C memory the collector's counts never see: with the AI
  searching all the time (the kiosk soak runs with no pacing) full collections came
  about every other game, and the dead scenes in between raised peak memory.

* Memory stays bounded: if no safe moment comes for :data:`FORCE_AFTER` young
  collections (AI seats that never stop thinking), :meth:`end_frame` asks for a rest:
  the app lets no agent work in the next frame, and the collection runs at its end.

:meth:`settle` (once, after start-up, in the real loop only) collects and then freezes
what start-up built (modules, rules data, fonts), so later full collections do not walk
it again; what is built after start-up stays collectable.
"""

from __future__ import annotations

import gc
from types import ModuleType
from typing import Any

#: Young collections since the last full collection after which a full one is due.
FULL_AFTER = 100
#: ... after which it runs even while an agent searches (in a frame without AI work).
FORCE_AFTER = 400
#: A full collection joins a frame only if the frame's own work took at most this long.
QUIET_WORK = 0.004
_OUT_OF_REACH = 1 << 30


def keeps_old_threshold(collector: Any = gc) -> bool:
    """Whether the interpreter's collector honours a third (oldest-generation) threshold:
    True for the generational collector, False for the incremental one."""
    saved = collector.get_threshold()
    probe = saved[2] + 7 if len(saved) > 2 else 7
    collector.set_threshold(saved[0], saved[1], probe)
    kept = len(collector.get_threshold()) > 2 and collector.get_threshold()[2] == probe
    collector.set_threshold(*saved)
    return kept


class Collector:
    """The frame-by-frame collection policy described in the module docstring."""

    def __init__(self, collector: ModuleType | Any = gc, full_after: int = FULL_AFTER,
                 force_after: int = FORCE_AFTER, quiet_work: float = QUIET_WORK,
                 active: bool = True) -> None:
        self.gc = collector
        self.active = active  # False: leave the collector alone (``game.bench`` compares)
        self.generational = keeps_old_threshold(collector)
        self.full_after, self.force_after = full_after, force_after
        self.quiet_work = quiet_work
        self.young = 0  # young collections seen since the last full one (while held)
        self.full = 0  # full collections seen (while held)
        self.resting = False  # a rest frame was asked for: collect at its end
        self.wanted = False  # a scene asked for a collection (collect_after_frame)
        self.depth = 0  # nesting of hold()
        self._saved: tuple[int, ...] = ()
        self._was_enabled = True

    # ----- holding full collections back ------------------------------------------
    def hold(self) -> None:
        """No automatic full collection (nor an old-generation increment) from now until
        the matching :meth:`release`. Nests: the real loop holds for the whole run, and
        each frame holds again (tests drive frames without the loop)."""
        self.depth += 1
        if self.depth > 1 or not self.active:
            return
        self.gc.callbacks.append(self._seen)
        if self.generational:
            self._saved = tuple(self.gc.get_threshold())
            self.gc.set_threshold(self._saved[0], self._saved[1], _OUT_OF_REACH)
        else:
            self._was_enabled = self.gc.isenabled()
            self.gc.disable()

    def release(self) -> None:
        if self.depth == 0:
            return
        self.depth -= 1
        if self.depth > 0 or not self.active:
            return
        self.gc.callbacks.remove(self._seen)
        if self.generational:
            self.gc.set_threshold(*self._saved)
        elif self._was_enabled:
            self.gc.enable()

    # ----- around a frame ------------------------------------------------------------
    def begin_frame(self) -> None:
        self.hold()

    def end_frame(self, work: float, searching: bool) -> bool:
        """Close the frame; ``work`` is how long its work took (seconds), ``searching``
        whether an agent is in the middle of a search. Runs the young and full
        collections that are due and safe; returns True when the next frame should do
        no AI work so that an overdue full collection can run at its end."""
        if self.depth == 0:
            return False
        try:
            return self.active and self._collect_due(work, searching)
        finally:
            self.release()

    def _collect_due(self, work: float, searching: bool) -> bool:
        if not self.generational and self.gc.get_count()[0] > self.gc.get_threshold()[0]:
            self.gc.collect(0)
        if self.resting or (self.wanted and not searching):
            self.resting = self.wanted = False
            self.gc.collect()
        elif self.young >= self.full_after and not searching and work <= self.quiet_work:
            self.gc.collect()
        elif self.young >= self.force_after:
            if searching:
                self.resting = True
                return True
            self.gc.collect()
        return False

    def collect_after_frame(self) -> None:
        """Ask for a full collection at the end of the current frame (or of the first
        frame after it in which no agent searches)."""
        self.wanted = True

    def _seen(self, phase: str, info: dict[str, int]) -> None:
        if phase != "stop":
            return
        if info.get("generation", 0) >= 2:
            self.young = 0
            self.full += 1
        else:
            self.young += 1

    # ----- once --------------------------------------------------------------------
    def settle(self) -> None:
        """After start-up: collect, then freeze what is left (it lives as long as the
        app), so full collections later walk only what was built since."""
        if not self.active:
            return
        self.gc.collect()
        self.gc.freeze()

    def thaw(self) -> None:
        """When the app ends: what :meth:`settle` froze is collectable again (tests run
        the app's loop inside a longer process)."""
        if self.active:
            self.gc.unfreeze()
