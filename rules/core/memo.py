"""Remembered results that a long session can forget all at once.

The rules and the AIs remember what they computed (the legal drawings of a Railroad Ink
face in a space, the longest line of a group of spaces, the best objectives of a Great
Western Trail hand, the payments of a Ticket to Ride route) because the same questions
come back thousands of times in a game. Each such memo is a :class:`Cache` (or a
:class:`Memo`, which computes its own missing values) with its own limit, but together
they go on filling for as long as the process lives: over a kiosk's 200 attract games
they grew the resident size by several MiB. :func:`forget_all` empties every one of
them; the kiosk calls it each time a finished game leaves the screen, so what they hold
is one game's work at most.

Forgetting never changes a result, only how soon it comes again (tests compare).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")

#: Every cache alive, by its id (weakly held: a table made per die and face goes when it
#: goes; a dict has no hash of its own, so not a WeakSet).
_ALIVE: weakref.WeakValueDictionary[int, Cache[Any, Any]] = weakref.WeakValueDictionary()


class Cache(dict[K, V]):
    """A dict that :func:`forget_all` empties and that stays within ``limit`` entries:
    :meth:`keep` forgets everything first when it is full, so memory stays bounded
    however long a session runs (a plain dict in every other way)."""

    __slots__ = ("__weakref__", "limit")

    def __init__(self, limit: int = 1 << 18) -> None:
        super().__init__()
        self.limit = limit
        _ALIVE[id(self)] = self

    def keep(self, key: K, value: V) -> V:
        """Remember ``value`` for ``key`` (emptied first if full); returns ``value``."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value


class Memo(Cache[int, Any]):
    """A cache that computes a missing value once (``memo[key]`` is one C-level look-up)."""

    __slots__ = ("compute",)

    def __init__(self, compute: Callable[[int], Any], limit: int = 1 << 18) -> None:
        super().__init__(limit)
        self.compute = compute

    def __missing__(self, key: int) -> Any:
        return self.keep(key, self.compute(key))


def forget_all() -> None:
    """Empty every cache."""
    for cache in list(_ALIVE.values()):
        cache.clear()


__all__ = ["Cache", "Memo", "forget_all"]
