"""Game log lines from rules events, in the viewer's language, hiding what they may not see.

The text of an event is the catalog entry ``event.<game>.<kind>`` formatted with the
event's details and ``{player}`` (the player's name). If another player's event has a
``event.<game>.<kind>.others`` entry, the viewer sees that one instead (it must not
name private details). Events without an entry get a generic phrase that shows no
details at all, so nothing private leaks through a missing translation.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from itertools import groupby
from typing import Protocol, TypeVar

from rules.core.game import Event


class _Logged(Protocol):
    @property
    def event(self) -> Event: ...


Entry = TypeVar("Entry", bound=_Logged)


Line = TypeVar("Line", bound=Hashable)


def runs(lines: Sequence[Line]) -> list[tuple[Line, int]]:
    """Each line with how many times it comes in a row: a player's seven "Bo drew a
    route" in a Railroad Ink round are one line, ×7 (:func:`counted`)."""
    return [(line, len(list(same))) for line, same in groupby(lines)]


def counted(text: str, count: int) -> str:
    return text if count == 1 else f"{text} ×{count}"


def without_preludes(entries: Sequence[Entry], preludes: frozenset[str]) -> list[Entry]:
    """``entries`` less the events of the kinds ``preludes`` (announcements of a decision
    still being made: "Ada is claiming Wien–Zagrab") that a later event of their player
    follows (it tells how it went, and names it too: the log said "is claiming", then
    "claimed", for every claim)."""
    later: set[int | None] = set()  # players with an event after the one looked at
    kept: list[Entry] = []
    for entry in reversed(entries):
        event = entry.event
        if event.kind in preludes and event.player in later:
            continue
        later.add(event.player)
        kept.append(entry)
    kept.reverse()
    return kept


def format_event(
    t: Callable[..., str],
    has: Callable[[str], bool],
    game_id: str,
    event: Event,
    viewer: int | None,
    names: Sequence[str],
    fields: Callable[[Event], Mapping[str, object]] | None = None,
) -> str:
    """The log line; ``fields`` (a game screen's ``event_fields``) may turn raw details
    into readable names before they fill the template."""
    player = names[event.player] if event.player is not None and event.player < len(names) else ""
    key = f"event.{game_id}.{event.kind}"
    if event.player is not None and event.player != viewer and has(f"{key}.others"):
        key = f"{key}.others"
    if has(key):
        details = event.details if fields is None else fields(event)
        values = {str(k): v for k, v in details.items()}
        return t(key, player=player, **values)
    kind = event.kind.replace("_", " ")
    if player:
        return t("event.generic", player=player, kind=kind)
    return t("event.generic_table", kind=kind)
