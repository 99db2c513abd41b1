"""Tests of the Great Western Trail AI; :func:`opening` is the position most of them
change."""

from __future__ import annotations

from rules.gwt.state import GwtState
from tests.playout import random_match


def opening() -> GwtState:
    """A 2-player game before its first move (the job market empty)."""
    state = random_match("gwt", 2, 3, 0).state
    assert isinstance(state, GwtState)
    return state
