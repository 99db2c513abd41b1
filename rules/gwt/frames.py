"""The decision stack: what each kind of frame offers and how it reacts.

A frame is a tuple ``(kind, *args)`` on ``state.stack``; the top one is the decision
asked now. Modules register, per kind, a ``legal`` function (the canonical legal list)
and an ``apply`` function, or an ``auto`` function for steps that need no decision.
A decision frame whose legal list is empty is skipped (nothing can be done there).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.game import Action, Event
from rules.gwt.data import Data
from rules.gwt.state import Frame, GwtState

LegalFn = Callable[[GwtState, Data, int, Frame], list[Action]]
ApplyFn = Callable[[GwtState, Data, int, Frame, Action, list[Event]], None]
AutoFn = Callable[[GwtState, Data, Frame, list[Event]], None]

LEGAL: dict[str, LegalFn] = {}
APPLY: dict[str, ApplyFn] = {}
AUTO: dict[str, AutoFn] = {}


def decision(kind: str) -> Callable[[LegalFn], LegalFn]:
    def register(fn: LegalFn) -> LegalFn:
        LEGAL[kind] = fn
        return fn

    return register


def reaction(kind: str) -> Callable[[ApplyFn], ApplyFn]:
    def register(fn: ApplyFn) -> ApplyFn:
        APPLY[kind] = fn
        return fn

    return register


def automatic(kind: str) -> Callable[[AutoFn], AutoFn]:
    def register(fn: AutoFn) -> AutoFn:
        AUTO[kind] = fn
        return fn

    return register


def replace_top(s: GwtState, frame: Frame) -> None:
    s.stack[-1] = frame


def pop(s: GwtState) -> Frame:
    return s.stack.pop()


def push(s: GwtState, *frames: Frame) -> None:
    """Push frames so that the first one given is decided first (it ends on top)."""
    s.stack.extend(reversed(frames))
