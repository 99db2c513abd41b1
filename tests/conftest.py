"""Shared test setup: the toy game is registered for every test session."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import tests.toy_game  # noqa: F401  (registers the "toy" game)
