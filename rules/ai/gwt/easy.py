"""The easy level: a few plain rules, no lookahead.

Movement: of the locations the remaining steps reach, go to the one whose actions
look most useful now (a discard that pays, cattle it can afford, a worker, a
building), or to Kansas City once the hand is worth delivering; farther counts a
little more. Phase B: use the useful local actions, else take a dollar. Every other
choice (which card, which site, which disc, which city) takes the first action
:mod:`rules.ai.gwt.candidates` keeps, which prefers cheap, valuable and far.
"""

from __future__ import annotations

from rules.ai.agent import Thinking
from rules.ai.gwt.candidates import DATA, kind, ordered
from rules.core.game import Action, Observation
from rules.core.rng import Rng
from rules.gwt import board
from rules.gwt.actions import Aux, EndPhase, PlaceCattleman, Step, Stop, UseLocal
from rules.gwt.data import Effect
from rules.gwt.effects import feasible
from rules.gwt.flow import local_actions
from rules.gwt.info import GwtObservation, determinize
from rules.gwt.state import GwtState

NO = -1


def effect_use(s: GwtState, p: int, eff: Effect) -> float:
    """How useful one local action looks now (0: not worth it)."""
    if not feasible(s, DATA, p, eff):
        return 0.0
    money = s.money[p]
    name = eff.name
    if name == "discard_for":
        return 3.0 + eff.dollars * 0.5 + eff.certificates
    if name == "buy_cattle":
        return 3.0 if money >= 6 else 0.0
    if name == "hire":
        return 2.5 if money >= 8 + eff.modifier else 0.0
    if name == "build":
        return 3.0
    if name in ("certificates", "teepee_pairs", "upgrade_behind", "extraordinary_delivery"):
        return 1.5
    if name == "engine_forward":
        return 1.5 if not eff.cost else 0.5
    if name == "gain_dollars":
        return 1.0 + eff.amount * 0.3
    if name == "remove_hazard":
        return 2.0 if money >= eff.cost + 2 else 0.0
    if name == "trade_teepee":
        return 1.0
    if name in ("aux", "take_objective", "draw_discard"):
        return 0.8
    return 0.0  # moving the cattleman again, using a neighbour: not for beginners


def place_use(s: GwtState, p: int, node: int) -> float:
    """How good a place is to stop at (fees count against it)."""
    if node == DATA.kansas_city:
        herd = board.distinct_breed_value(DATA, s.hand[p]) + board.certificates(s, DATA, p)
        return 2.0 + 0.6 * herd
    due, _ = board.fee(s, DATA, p, node)
    best = 0.0
    total = 0.0
    for options in local_actions(s, DATA, p, node):
        use = max(effect_use(s, p, eff) for eff in options)
        best = max(best, use)
        total += use
    return best + 0.3 * total - 0.5 * due


def reachable(s: GwtState, p: int, steps: int) -> dict[int, tuple[int, int]]:
    """Location -> (first step, distance) for every location within ``steps`` steps."""
    out: dict[int, tuple[int, int]] = {}
    frontier = [(n, n, 1) for n in board.next_locations(s, DATA, s.cattleman[p])]
    while frontier:
        node, first, distance = frontier.pop()
        if node not in out or distance > out[node][1]:
            out[node] = (first, distance)
        if distance < steps and node != DATA.kansas_city:
            frontier += [(n, first, distance + 1) for n in board.next_locations(s, DATA, node)]
    return out


def choose_move(s: GwtState, p: int, legal: list[Action]) -> Action:
    top = s.stack[-1]
    steps = top[1] if top[0] == "move" else board.step_limit(s, DATA, p)
    places = reachable(s, p, steps) if steps > 0 else {}
    best: Action | None = None
    best_score = -1e9
    for node, (first, distance) in sorted(places.items()):
        score = place_use(s, p, node) + 0.4 * distance
        if Step(first) in legal and score > best_score:
            best, best_score = Step(first), score
    if Stop() in legal and place_use(s, p, s.cattleman[p]) >= best_score - 0.4:
        return Stop()
    return best if best is not None else legal[0]


def choose_phase_b(s: GwtState, p: int, legal: list[Action]) -> Action:
    node = s.stack[-1][1] if s.stack[-1][0] == "phase_b" else NO
    actions = local_actions(s, DATA, p, node) if node != NO else ()
    best: Action | None = None
    best_score = 0.0
    for a in legal:
        if isinstance(a, UseLocal) and node != NO:
            score = effect_use(s, p, actions[a.index][a.option])
            if score > best_score:
                best, best_score = a, score
    if best is not None:
        return best
    if EndPhase() in legal:
        return EndPhase()
    for a in legal:
        if isinstance(a, Aux) and a.aux == 0:
            return a
    return ordered(s, p, legal)[0]


class EasyAgent:
    """Plain rules: sensible movement, buy and deliver."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng.from_seed(seed, stream=0xEA5)

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        if len(legal) == 1:
            return legal[0]
        assert isinstance(observation, GwtObservation)
        s = determinize(observation, self.rng)
        p = observation.player
        k = kind(s)
        if k == "start" and isinstance(legal[-1], PlaceCattleman):
            places = [a for a in legal if isinstance(a, PlaceCattleman)]
            return max(places, key=lambda a: (place_use(s, p, a.node), -a.node))
        if k in ("start", "move"):
            return choose_move(s, p, legal)
        if k == "phase_b":
            return choose_phase_b(s, p, legal)
        return ordered(s, p, legal)[0]
        yield  # a generator, like every agent
