"""Errors raised by the rules core.

Every error is a ``ValueError`` whose message a player can read: it names the input
and the situation, never an internal detail.
"""

from __future__ import annotations


class RulesError(ValueError):
    """Base of every error the rules core raises on purpose."""


class IllegalAction(RulesError):
    """An action that is not legal for this player in this position."""


class ConfigError(RulesError):
    """A game configuration that the game does not accept (players, seats, options)."""


class SaveCodeError(RulesError):
    """A save or challenge code that cannot be loaded. The game in progress is untouched."""
