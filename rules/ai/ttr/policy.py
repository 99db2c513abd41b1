"""Heuristic decisions for every Ticket to Ride decision, parametrised by a style.

One function, :func:`choose`, answers every kind of decision (turn action, second
card, payment, tunnel extra, tickets to keep) from a :class:`View` and the legal
list. A :class:`Style` switches the behaviours on and off; the published baselines
and our own levels are styles (see ``baselines.py``). The same code is the rollout
policy of the search, so it is written for speed: plans are cached per position
by the caller when it can.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.ai.ttr.board import View
from rules.ai.ttr.plan import Plan, cards_short, make_plan, network
from rules.ai.ttr.variants import route_bonus, variant_decision
from rules.core.game import Action
from rules.core.rng import Rng
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    Pay,
)
from rules.ttr.mapdata import GREY, LOCOMOTIVE
from rules.ttr.state import (
    CLAIM_PAY,
    KEEP_TICKETS,
    SECOND_DRAW,
    SETUP_TICKETS,
    STATION_PAY,
    TUNNEL_PAY,
    TURN,
    VARIANT_PHASE,
)


@dataclass(frozen=True)
class Style:
    """How a heuristic player plays. Defaults are the strongest heuristic ("normal")."""

    name: str = "planner"
    #: ticket priority: "points" (most valuable first), "cheap", "given" (as kept)
    order: str = "points"
    #: pursue the tickets one at a time, the first unfinished one (cards and claims
    #: concentrate on one path; measured better than planning all tickets at once)
    one_at_a_time: bool = True
    #: take a face-up locomotive when no face-up card helps (measured: it costs the
    #: second card more often than it pays; the search decides case by case instead)
    face_up_locomotives: bool = False
    #: build stations to rescue blocked tickets
    stations: bool = True
    #: draw more tickets when the plan is finished and this many trains remain
    more_tickets_from: int = 18
    #: keep drawing tickets while the plan still fits (Destination Hungry)
    hungry: bool = False
    #: prefer long routes for their points (Long Route)
    long_routes: bool = False
    #: which wanted route to claim first: "long" (contested, valuable) or "short"
    claim_first: str = "long"
    #: play for points when the end is near (claim the best routes, no new tickets)
    endgame: bool = True
    #: weight of the trains a ticket set needs when choosing tickets
    train_weight: float = 0.25
    #: draw for one ticket's routes at a time (the most valuable first)
    focus_draw: bool = False
    #: take a face-up locomotive only when it is short for a ferry or completes a claim
    careful_locomotives: bool = False
    #: path planning favours long routes: minus this per point a route scores
    #: beyond its length (0: shortest paths in trains and turns). Long routes pay
    #: more points per card, and cards (turns) are what runs out; measured: 0.8
    #: lifts the planner from 25 % to about 36 % in 4-player Europe games against
    #: Route Focus and from 56 % to 62 % in 2-player games
    long_bonus: float = 0.8
    #: chance of a deliberately imperfect choice (easy level)
    noise: float = 0.0


def choose(view: View, legal: Sequence[Action], style: Style, rng: Rng,
           plan: Plan | None = None) -> Action:
    """The style's choice among ``legal`` (never outside it)."""
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    if phase in (SETUP_TICKETS, KEEP_TICKETS):
        return keep_tickets(view, legal, style)
    if phase >= VARIANT_PHASE:
        return variant_decision(view, legal) or legal[0]
    if plan is None:
        plan = style_plan(view, style)
    if style.noise and rng.randbelow(1000) < style.noise * 1000 and phase in (TURN, SECOND_DRAW):
        return _noisy(view, legal, rng)
    if phase == TURN:
        return turn_action(view, legal, style, plan)
    if phase == SECOND_DRAW:
        return draw_card(view, legal, style, plan, second=True)
    if phase in (CLAIM_PAY, STATION_PAY):
        return payment(view, legal, plan)
    if phase == TUNNEL_PAY:
        return tunnel_payment(view, legal, plan)
    return variant_decision(view, legal) or legal[0]


def style_plan(view: View, style: Style) -> Plan:
    limit = 1 if style.one_at_a_time else 0
    return make_plan(view, order=style.order, use_stations=style.stations, limit=limit,
                     long_bonus=style.long_bonus)


def _noisy(view: View, legal: Sequence[Action], rng: Rng) -> Action:
    """A plausible but unplanned move: a random draw or a random affordable claim."""
    draws = [a for a in legal if isinstance(a, DrawFaceUp | DrawBlind)]
    claims = [a for a in legal if isinstance(a, ClaimRoute)]
    pool = draws if draws and (not claims or rng.randbelow(3)) else claims
    return rng.choice(pool or list(legal))


# ----- the turn -------------------------------------------------------------------------
def turn_action(view: View, legal: Sequence[Action], style: Style, plan: Plan) -> Action:
    info = view.info
    me = view.me
    claims: dict[int, Action] = {}
    stations: dict[int, Action] = {}
    tickets: Action | None = None
    for a in legal:
        if isinstance(a, ClaimRoute):
            claims[a.route] = a
        elif isinstance(a, BuildStation):
            stations[a.city] = a
        elif isinstance(a, DrawTickets):
            tickets = a
    length = info.length
    last_turn = view.final_turns_left >= 0
    ending = style.endgame and view.endgame()

    if last_turn and style.endgame:
        best = _best_final_claim(view, claims, plan)
        if best is not None:
            return best
        for city in plan.stations:
            if city in stations:
                return stations[city]
        return draw_card(view, legal, style, plan, second=False)

    if (
        style.hungry
        and tickets is not None
        and view.turn < 4 * view.n
        and plan.trains_needed + 10 < view.trains[me]
        and not plan.lost
    ):
        return tickets
    wanted = [r for r in plan.wanted if r in claims]
    if wanted:
        if style.claim_first == "short":
            route = min(wanted, key=lambda r: (length[r], r))
        else:
            route = max(wanted, key=lambda r: (length[r], _exact_colour(view, r), -r))
        return claims[route]
    for city in plan.stations:
        if city in stations and not plan.wanted:
            return stations[city]
    if style.long_routes and claims and not ending:
        longs = [r for r in claims if length[r] >= 4 and _touches_network(view, r)]
        if longs:
            return claims[max(longs, key=lambda r: (length[r], -r))]
    if plan.finished:
        trains = view.trains[me]
        if (
            tickets is not None
            and trains >= style.more_tickets_from
            and not ending
            and not plan.lost
        ):
            return tickets
        if claims:
            choice = _best_points_claim(view, claims, style, ending)
            if choice is not None:
                return claims[choice]
        if tickets is not None and trains >= style.more_tickets_from and not ending:
            return tickets
    elif ending and claims and _short_of_time(view, plan):
        choice = _best_points_claim(view, claims, style, True)
        if choice is not None:
            return claims[choice]
    return draw_card(view, legal, style, plan, second=False)


def _exact_colour(view: View, route: int) -> int:
    colour = view.info.colour[route]
    return 1 if colour != GREY and view.hand[colour] >= view.info.length[route] else 0


def _touches_network(view: View, route: int) -> bool:
    info = view.info
    owner = view.route_owner
    me = view.me
    ends = (info.route_a[route], info.route_b[route])
    if all(w != me for w in owner):
        return True
    return any(owner[r] == me for city in ends for r, _ in info.adjacent[city])


def _my_cities(view: View) -> set[int]:
    info = view.info
    me = view.me
    mine: set[int] = set()
    for route, who in enumerate(view.route_owner):
        if who == me:
            mine.add(info.route_a[route])
            mine.add(info.route_b[route])
    return mine


def _short_of_time(view: View, plan: Plan) -> bool:
    """The plan cannot be finished before the end: better take points now."""
    short = cards_short(view, plan)
    turns_left = max(1, min(view.trains) // 3)
    return sum(short) / 2 + len(plan.wanted) > turns_left + 1


def _best_points_claim(
    view: View, claims: dict[int, Action], style: Style, ending: bool
) -> int | None:
    info = view.info
    points = info.points
    me = view.me
    trains = view.trains[me]
    mine = _my_cities(view)
    best: int | None = None
    best_key = (-1.0, 0)
    for route in claims:
        length = info.length[route]
        if length > trains:
            continue
        touches = not mine or info.route_a[route] in mine or info.route_b[route] in mine
        value = points[route] + (1.0 if touches else 0.0) + route_bonus(view, route)
        if not ending and length < 3:
            continue
        key = (value, -route)
        if key > best_key:
            best, best_key = route, key
    return best


def _best_final_claim(view: View, claims: dict[int, Action], plan: Plan) -> Action | None:
    """Last turn: the claim worth the most, counting tickets it completes."""
    info = view.info
    best: Action | None = None
    best_value = 0.0
    wanted = set(plan.wanted)
    for route, action in claims.items():
        value = float(info.points[route])
        if route in wanted:
            value += _tickets_completed_by(view, route)
        if value > best_value:
            best, best_value = action, value
    return best


def _tickets_completed_by(view: View, route: int) -> float:
    info = view.info
    comps = network(view)
    find = comps.find
    before = {t for t in view.tickets if find(info.ticket_a[t]) == find(info.ticket_b[t])}
    comps.union(info.route_a[route], info.route_b[route])
    gained = 0.0
    for t in view.tickets:
        if t not in before and comps.find(info.ticket_a[t]) == comps.find(info.ticket_b[t]):
            gained += 2 * info.ticket_points[t]
    return gained


# ----- train cards ------------------------------------------------------------------------
def draw_card(
    view: View, legal: Sequence[Action], style: Style, plan: Plan, *, second: bool
) -> Action:
    face: list[tuple[int, Action]] = []
    blind: Action | None = None
    fallback: Action | None = None
    for a in legal:
        if isinstance(a, DrawFaceUp):
            face.append((view.face_up[a.slot], a))
        elif isinstance(a, DrawBlind):
            blind = a
        elif fallback is None and not isinstance(a, DrawTickets):
            fallback = a
    short = _targets(view, plan, style.focus_draw)
    best: Action | None = None
    best_need = 0
    loco: Action | None = None
    for card, a in face:
        if card == LOCOMOTIVE:
            loco = a
        elif short[card] > best_need:
            best, best_need = a, short[card]
    if best is not None:
        return best
    if loco is not None and not second and style.face_up_locomotives:
        wanted_total = sum(short)
        if style.careful_locomotives:
            if short[LOCOMOTIVE] > 0 or wanted_total == 1 or blind is None:
                return loco
        elif short[LOCOMOTIVE] > 0 or wanted_total >= 2 or blind is None:
            return loco
    if blind is not None:
        return blind
    if face:
        # nothing useful and no deck: the card that helps most, else any
        return max(face, key=lambda fa: (short[fa[0]] if fa[0] != LOCOMOTIVE else 0))[1]
    if fallback is not None:
        return fallback
    return legal[0]


def _targets(view: View, plan: Plan, focus: bool = False) -> list[int]:
    """Cards wanted per colour (index 8: locomotives)."""
    if focus and plan.groups:
        done: list[int] = []
        for group in plan.groups:
            done.extend(group)
            short = cards_short(view, plan, done)
            if any(short):
                return short
    if plan.wanted or plan.stations:
        short = cards_short(view, plan)
        if plan.stations and not any(short):
            short = [1] * 8 + [0]
        return short
    # no plan: collect for the longest routes still open
    info = view.info
    trains = view.trains[view.me]
    short = [0] * 9
    candidates = [
        r for r in range(info.num_routes)
        if info.length[r] <= trains and info.length[r] >= 3 and view.route_open(r)
    ]
    candidates.sort(key=lambda r: -info.length[r])
    for r in candidates[:4]:
        colour = info.colour[r]
        if colour == GREY:
            colour = max(range(8), key=lambda c: (view.hand[c], -c))
        short[colour] = max(short[colour], info.length[r] - view.hand[colour])
    return short


# ----- paying -------------------------------------------------------------------------------
def payment(view: View, legal: Sequence[Action], plan: Plan) -> Action:
    """The payment that leaves the most useful hand: few locomotives, spare colours."""
    info = view.info
    need = list(plan.colour_need)
    pending = view.pending_route
    if view.phase == CLAIM_PAY and pending >= 0 and pending in plan.wanted:
        colour = info.colour[pending]
        if colour != GREY:
            need[colour] -= info.length[pending]
    tunnel = view.phase == CLAIM_PAY and pending >= 0 and info.tunnel[pending]
    best = legal[0]
    best_cost = float("inf")
    for a in legal:
        if not isinstance(a, Pay):
            continue
        cost = 3.0 * a.locomotives
        if a.colour != LOCOMOTIVE:
            coloured = a.count - a.locomotives
            left = view.hand[a.colour] - coloured
            # cards the plan still needs in this colour are dear
            dear = max(0, min(coloured, need[a.colour] - max(0, left)))
            cost += 1.0 * dear + 0.1 * coloured
            if tunnel:
                cost -= 0.3 * min(left, 2)  # spare cards of the colour pay a tunnel's extra
        else:
            cost += 5.0
        if cost < best_cost:
            best, best_cost = a, cost
    return best


def tunnel_payment(view: View, legal: Sequence[Action], plan: Plan) -> Action:
    pays = [a for a in legal if isinstance(a, Pay)]
    decline = next((a for a in legal if isinstance(a, DeclineTunnel)), None)
    if not pays:
        return decline or legal[0]
    cheapest = min(pays, key=lambda a: (a.locomotives, a.colour))
    important = view.pending_route in plan.wanted or view.endgame()
    if important or cheapest.locomotives == 0 or decline is None:
        return cheapest
    return decline


# ----- tickets --------------------------------------------------------------------------------
def keep_tickets(view: View, legal: Sequence[Action], style: Style) -> Action:
    """The subset of tickets with the best expected value for this player's network."""
    info = view.info
    me = view.me
    trains = view.trains[me]
    owned = list(view.tickets)
    base = make_plan(view, owned, order=style.order, use_stations=style.stations,
                     long_bonus=style.long_bonus)
    base_lost = sum(info.ticket_points[t] for t in base.lost)
    turns_left = _turns_left(view)
    best = legal[0]
    best_value = -1e9
    for a in legal:
        if not isinstance(a, KeepTickets):
            continue
        plan = make_plan(view, owned + list(a.tickets), order=style.order,
                         use_stations=style.stations, long_bonus=style.long_bonus)
        reached = set(plan.pursued) | set(plan.done)
        gained = sum(info.ticket_points[t] for t in a.tickets if t in reached)
        lost = sum(info.ticket_points[t] for t in plan.lost) - base_lost
        extra_trains = plan.trains_needed - base.trains_needed
        value = gained - 1.0 * lost - style.train_weight * extra_trains
        if not style.hungry:
            # tight budgets and little time make a plan risky
            slack = trains - plan.trains_needed
            if slack < 6:
                value -= 2.0 * (6 - slack)
            work = plan.trains_needed / 2.0 + len(plan.wanted)
            if work > turns_left:
                value -= 3.0 * (work - turns_left)
        value -= 0.01 * len(a.tickets)  # among equals, keep fewer
        if value > best_value:
            best, best_value = a, value
    return best


def _turns_left(view: View) -> float:
    """A rough count of this player's turns before the game ends."""
    lowest = min(view.trains)
    return max(1.0, lowest / 1.6)
