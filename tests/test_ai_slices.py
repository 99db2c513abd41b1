"""The shared slice clock of every agent (``rules.ai.agent``): how long a slice of
thinking may be is the caller's to say, and ``time_slices`` ends slices in time.

Checked on a stand-in clock (every reading a fixed step later), never on the machine's.
"""

from __future__ import annotations

import pytest

import rules.ai.agent
from rules.ai.agent import (
    MIN_SLICE_SECONDS,
    SLICE_SECONDS,
    slice_length,
    slice_seconds,
    time_slices,
)
from tests.clocks import SteppingClock


def slice_ends(clock: SteppingClock, slices: int, length: float | None) -> list[float]:
    """Work in units (one clock reading each) for ``slices`` slices, each started
    inside ``slice_length(length)`` as the driver does (None: headless); the clock at
    the end of every slice, counted from its start."""
    spans: list[float] = []
    slice_over = None
    for _ in range(slices):
        began = clock.now
        if length is None:
            slice_over = slice_over or time_slices()
            while not slice_over():
                pass
        else:
            with slice_length(length):
                slice_over = slice_over or time_slices()
                while not slice_over():
                    pass
        spans.append(clock.now - began)
    return spans


def test_headless_slices_are_the_default_length(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = SteppingClock(0.0005)
    monkeypatch.setattr(rules.ai.agent, "time", clock)
    spans = slice_ends(clock, 5, None)
    assert slice_seconds() == SLICE_SECONDS
    # each slice ends before its 8 ms, within one unit of it
    assert all(SLICE_SECONDS - 0.001 <= span <= SLICE_SECONDS + 1e-9 for span in spans[1:])


def test_the_callers_length_bounds_each_slice(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = SteppingClock(0.0005)
    monkeypatch.setattr(rules.ai.agent, "time", clock)
    spans = slice_ends(clock, 6, 0.003)
    assert all(0.002 <= span <= 0.003 + 1e-9 for span in spans)


def test_the_length_is_read_when_each_slice_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    """One timer across steps of different lengths (the frame has more or less left)."""
    clock = SteppingClock(0.0005)
    monkeypatch.setattr(rules.ai.agent, "time", clock)
    with slice_length(0.006):
        slice_over = time_slices()
    spans = []
    for length in (0.006, 0.002, 0.005, 0.0015):
        began = clock.now
        with slice_length(length):
            while not slice_over():
                pass
        spans.append((length, clock.now - began))
    assert all(span <= length + 1e-9 for length, span in spans)
    assert all(span >= length - 0.001 - 1e-9 for length, span in spans)


def test_a_slow_unit_ends_the_slice_one_unit_early(monkeypatch: pytest.MonkeyPatch) -> None:
    """Units of 1 ms in a 4 ms slice started at 1 ms: at 4 ms less than a unit is left,
    so the slice ends there (not at 5 ms, one unit past its length)."""
    clock = SteppingClock(0.001)
    monkeypatch.setattr(rules.ai.agent, "time", clock)
    with slice_length(0.004):
        slice_over = time_slices()
        while not slice_over():
            pass
    assert clock.now == pytest.approx(0.004)


def test_lengths_are_kept_within_limits_and_restored() -> None:
    with slice_length(1.0):
        assert slice_seconds() == SLICE_SECONDS
        with slice_length(0.0):
            assert slice_seconds() == MIN_SLICE_SECONDS
        with slice_length(-3.0):
            assert slice_seconds() == MIN_SLICE_SECONDS
        assert slice_seconds() == SLICE_SECONDS
    with slice_length(0.004):
        assert slice_seconds() == 0.004
    assert slice_seconds() == SLICE_SECONDS


def test_a_fixed_length_ignores_the_callers(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = SteppingClock(0.0005)
    monkeypatch.setattr(rules.ai.agent, "time", clock)
    with slice_length(0.002):
        slice_over = time_slices(0.006)
        while not slice_over():
            pass
    assert 0.005 <= clock.now <= 0.006 + 1e-9
