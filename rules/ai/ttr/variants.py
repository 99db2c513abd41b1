"""Map-specific knowledge: Germany's passengers, Amsterdam's merchandise.

The engine is shared, so the agents are too; what differs per map is what a route
is worth beyond its points (passengers to take in Germany, a merchandise card in
Amsterdam) and the variant decisions (Germany's ticket mix and passenger colour).
Everything here reads the public part of the observation (``variant``), never a
hidden one.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.ai.ttr.board import View
from rules.core.game import Action
from rules.ttr.actions import DrawTicketMix, TakePassenger
from rules.ttr.germany import NUM_PASSENGER_COLOURS, passenger_majority

#: Amsterdam: what one merchandise card is worth on average (first place 8 points)
MERCHANDISE_VALUE = 3.0


def route_bonus(view: View, route: int) -> float:
    """Points a claim of ``route`` is worth beyond its route points, on this map."""
    game_id = view.info.game_id
    if game_id == "ttr-amsterdam":
        return MERCHANDISE_VALUE if view.info.carts[route] else 0.0
    if game_id == "ttr-germany":
        info = view.info
        return passenger_value(view, info.route_a[route]) + passenger_value(
            view, info.route_b[route]
        )
    return 0.0


def _passengers(view: View) -> tuple[list[list[int]], list[list[int]]] | None:
    """(passengers per city by colour, passengers per player by colour) or None."""
    info = view.info
    variant = view.variant
    k = NUM_PASSENGER_COLOURS
    cities = info.num_cities * k
    if len(variant) < cities + view.n * k:
        return None
    on_cities = [list(variant[c * k : (c + 1) * k]) for c in range(info.num_cities)]
    held = [list(variant[cities + p * k : cities + (p + 1) * k]) for p in range(view.n)]
    return on_cities, held


def colour_gain(held: list[list[int]], me: int, colour: int) -> float:
    """What one more passenger of ``colour`` is worth to ``me`` (points, roughly)."""
    counts = [held[p][colour] for p in range(len(held))]
    before = passenger_majority(counts)
    counts[me] += 1
    after = passenger_majority(counts)
    # denying the others counts a little too; a lead that grows is still worth a bit
    others = sum(after) - after[me]
    others_before = sum(before) - before[me]
    return (after[me] - before[me]) + 0.3 * (others_before - others) + 0.5


def passenger_value(view: View, city: int) -> float:
    found = _passengers(view)
    if found is None:
        return 0.0
    on_cities, held = found
    colours = [c for c in range(NUM_PASSENGER_COLOURS) if on_cities[city][c]]
    if not colours:
        return 0.0
    return max(colour_gain(held, view.me, c) for c in colours) * 0.5


def variant_decision(view: View, legal: Sequence[Action]) -> Action | None:
    """The choice in a variant phase, or None to leave it to the caller."""
    mixes = [a for a in legal if isinstance(a, DrawTicketMix)]
    if mixes:
        return _ticket_mix(view, mixes)
    takes = [a for a in legal if isinstance(a, TakePassenger)]
    if takes:
        found = _passengers(view)
        if found is None:
            return takes[0]
        held = found[1]
        return max(takes, key=lambda a: (colour_gain(held, view.me, a.colour), -a.colour))
    return None


def _ticket_mix(view: View, mixes: list[DrawTicketMix]) -> Action:
    """Long tickets early (they are worth more and the trains are there), short late."""
    trains = view.trains[view.me]
    wanted_long = 1 if trains >= 30 else 0
    return min(mixes, key=lambda a: (abs(a.long - wanted_long), a.long))
