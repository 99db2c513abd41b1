"""Registers Great Western Trail (first edition) under the id ``gwt``."""

from __future__ import annotations

from rules.core.registry import register
from rules.gwt.rules import GWT

register(GWT)

__all__ = ["GWT"]
