"""Positions for the Amsterdam rule tests (see tests/ttr/helpers.py)."""

from __future__ import annotations

from tests.ttr.helpers import Positions, give, hand, kinds

__all__ = ["amsterdam", "claim", "contract", "give", "hand", "kinds", "legal", "new_state",
           "play", "route", "started"]

AMSTERDAM = Positions("ttr-amsterdam")
amsterdam = AMSTERDAM.game
new_state, started, route = AMSTERDAM.new_state, AMSTERDAM.started, AMSTERDAM.route
contract, claim, play, legal = AMSTERDAM.ticket, AMSTERDAM.claim, AMSTERDAM.play, AMSTERDAM.legal
