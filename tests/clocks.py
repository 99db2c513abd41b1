"""A stand-in clock for tests of time slices and budgets.

Every reading is ``step`` seconds later than the one before, so time depends only on
how often the code under test looks at the clock (its work), never on the machine or
its load. Use it where a clock function is injected (``clock()``) or in place of the
``time`` module (``perf_counter()``, and ``process_time()``, which reads without
advancing).
"""

from __future__ import annotations


class SteppingClock:
    def __init__(self, step: float = 0.001) -> None:
        self.step = step
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now

    def perf_counter(self) -> float:
        return self()

    def process_time(self) -> float:
        return self.now
