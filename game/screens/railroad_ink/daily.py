"""The daily challenge: one solo game a day whose dice everybody shares.

The day (in UTC, so it is the same day for everyone at once) decides everything: the
dice seed and the expansion, which rotates through the base game and the four
expansions day by day. The seed carries its day: the low 32 bits are the day's
ordinal and the high 32 bits a hash of it, so a game (from an autosave or a code) can
tell that it is a daily challenge and of which day, and an ordinary random seed is
taken for one only about once in four billion games.

    >>> day = date(2026, 11, 22)
    >>> day_of(seed_for(day)) == day
    True

Nothing here reads the clock except :func:`utc_today`; callers pass the day in, so
tests choose it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime

from rules.core.config import GameConfig
from rules.core.record import Match

GAME_ID = "railroad-ink"
#: The expansion of day ``n`` is ``ROTATION[n % 5]`` (n: the day's proleptic ordinal).
ROTATION = ("none", "river", "lake", "meteor", "lava")
_LOW = (1 << 32) - 1
_MASK64 = (1 << 64) - 1


def utc_today() -> date:
    """Today in UTC (the only place that reads the clock)."""
    return datetime.now(UTC).date()


def _day_hash(ordinal: int) -> int:
    """32 well-mixed bits from the day (the SplitMix64 finaliser; no imports needed in
    the browser)."""
    z = (ordinal * 0x9E3779B97F4A7C15 + 0x5261696C) & _MASK64  # "Rail"
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK64
    z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK64
    return (z ^ (z >> 31)) >> 32


def seed_for(day: date) -> int:
    """The dice seed of ``day``'s challenge (64 bits; the day can be read back)."""
    ordinal = day.toordinal()
    return _day_hash(ordinal) << 32 | ordinal


def day_of(seed: int) -> date | None:
    """The day whose challenge uses ``seed``, or None for any other seed."""
    ordinal = seed & _LOW
    if ordinal < 1 or ordinal > date.max.toordinal() or seed >> 32 != _day_hash(ordinal):
        return None
    return date.fromordinal(ordinal)


def expansion_for(day: date) -> str:
    return ROTATION[day.toordinal() % len(ROTATION)]


def config_for(day: date, name: str = "") -> GameConfig:
    """One human seat, the day's expansion."""
    return GameConfig.make(GAME_ID, ["human"], {"expansion": expansion_for(day)}, [name])


def match_for(day: date, name: str = "") -> Match:
    return Match(config_for(day, name), seed_for(day))


def is_daily(config: GameConfig, seed: int) -> date | None:
    """The day if a game of ``config`` and ``seed`` is that day's challenge as
    :func:`match_for` sets it up (started from setup, an autosave or a shared code)."""
    day = day_of(seed) if config.game == GAME_ID else None
    if day is None or config.num_players != 1 or not config.seats[0].is_human:
        return None
    if config.option("expansion") != expansion_for(day):
        return None
    return day


def dice_label(t: Callable[..., str], expansion: str) -> str:
    """Which dice the day's challenge rolls, for the setup screen."""
    labels = {
        "none": t("ink.daily.dice.none"),
        "river": t("ink.daily.dice.river"),
        "lake": t("ink.daily.dice.lake"),
        "meteor": t("ink.daily.dice.meteor"),
        "lava": t("ink.daily.dice.lava"),
    }
    return labels.get(expansion, expansion)
