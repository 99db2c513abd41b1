"""The hard level: information-set Monte Carlo search with heuristic rollouts.

At each real decision (a turn's action, or which tickets to keep; the second card,
payments, tunnel extras and Germany's passenger colours follow the heuristic) the
agent

1. lists a handful of candidates: first the planner's own choice (the *default*),
   then every claim on its plan, the draws (the deck, a face-up locomotive, a
   face-up card), stations on its plan, blocking claims next to the opponents'
   networks, the most valuable long route and new tickets; for tickets, every
   legal subset, the planner's favourite first;
2. samples full states consistent with its observation (``determinize``) and redraws
   the opponents' hidden tickets in proportion to how well they fit the networks
   those opponents have built (inference from public play, never a peek);
3. plays every surviving candidate in the same samples (common random numbers) and
   finishes the game with the heuristic policy for every player, scoring the real
   final score sheet (tickets, stations, longest path, passengers, merchandise): the
   value is winning plus the margin over the best opponent in units of 25 points.
   ``max_turns`` cuts rollouts short with the heuristic value of ``evaluate.py``;
   by default they run to the end, which is affordable and exact;
4. races the candidates: after each round the weaker half of the challengers (by
   their mean difference to the default in the shared samples) drops out, so the
   budget goes to the best ones. The most visited challenger left is played when it
   beats the default by ``confidence`` standard errors of that paired difference
   (new tickets while the plan still wants routes: ``EARLY_TICKETS_CONFIDENCE``);
   otherwise the default is. Search therefore changes the heuristic's move only on
   evidence, which is what makes it block, take a face-up locomotive, skip or take
   tickets late, or build a station when that pays.

The budget is a number of rollouts (``iterations``, reproducible) or seconds
(``seconds``, default 1.5: the whole decision, checked at the end of every slice and of
every rollout, so it is honoured within a slice). The search looks at the slice clock
after every rollout step and yields before a slice (~8 ms) would run over
(``time_slices``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Generator, Mapping
from dataclasses import dataclass, field

from rules.ai.agent import Thinking, time_slices
from rules.ai.ttr.baselines import NORMAL
from rules.ai.ttr.board import MapInfo, View
from rules.ai.ttr.evaluate import estimated_scores
from rules.ai.ttr.plan import Plan, route_costs, shortest_path
from rules.ai.ttr.policy import Style, choose, draw_card, style_plan
from rules.ai.ttr.variants import route_bonus
from rules.core.game import Action, Observation
from rules.core.rng import Rng
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
)
from rules.ttr.cards import can_afford
from rules.ttr.engine import TtrGame
from rules.ttr.mapdata import LOCOMOTIVE
from rules.ttr.state import EMPTY, KEEP_TICKETS, OVER, SETUP_TICKETS, TURN, TtrState

DRAW_BLIND = DrawBlind()
#: standard errors by which drawing new tickets must beat the planner's move while the
#: plan still wants routes. The race rated the 29 such draws it played in 100 games
#: 0.86 above the planner's move (in the value of ``outcome_value``), at 1.5-3.9
#: standard errors; played out against Route Focus from the real position they came
#: out 0.30 below it (README)
EARLY_TICKETS_CONFIDENCE = 4.0
#: the policy every player follows inside the rollouts
ROLLOUT = Style(name="rollout", stations=True)


class PlanCache:
    """Plans within one rollout, kept while they stay valid.

    Another player's claim changes nothing in a plan unless it takes a route the
    plan wants (shortest paths that avoid a route stay shortest when it closes), so
    a plan is recomputed only when one of its routes is taken, or its owner's own
    tracks, tickets or stations change.
    """

    __slots__ = ("plans",)

    def __init__(self) -> None:
        self.plans: dict[int, tuple[tuple[int, int, int], Plan]] = {}

    def plan(self, view: View, style: Style, state: TtrState) -> Plan:
        me = view.me
        owner = state.route_owner
        key = (owner.count(me), len(view.tickets), state.stations_left[me])
        found = self.plans.get(me)
        if found is not None and found[0] == key:
            plan = found[1]
            if all(owner[r] == EMPTY for r in plan.wanted):
                return plan
        plan = style_plan(view, style)
        self.plans[me] = (key, plan)
        return plan


def rollout_step(
    game: TtrGame, info: MapInfo, state: TtrState, style: Style, rng: Rng, cache: PlanCache
) -> None:
    """One decision of the current player by the rollout policy."""
    if state.phase == TURN and fast_turn(game, info, state, style, rng, cache):
        return
    player = state.current
    legal = game.legal_actions(state, player)
    if len(legal) == 1:
        game.apply_legal(state, player, legal[0])
        return
    view = View.of_state(info, state, player)
    plan = None
    if state.phase not in (SETUP_TICKETS, KEEP_TICKETS):
        plan = cache.plan(view, style, state)
    game.apply_legal(state, player, choose(view, legal, style, rng, plan))


def fast_turn(
    game: TtrGame, info: MapInfo, state: TtrState, style: Style, rng: Rng, cache: PlanCache
) -> bool:
    """The policy's turn action without listing every legal action, when that is easy.

    Mid-game, with routes still to build, the policy either claims a route of its
    plan it can afford or draws a card; both are checked here directly (the checks
    are the engine's rules for claiming and drawing). Returns False when the turn
    needs the full legal list (ending, tickets, stations).
    """
    player = state.current
    view = View.of_state(info, state, player)
    plan = cache.plan(view, style, state)
    if not plan.wanted or plan.stations or state.final_turns_left >= 0 or view.endgame():
        return False
    hand = state.hands[player]
    trains = state.trains[player]
    length = info.length
    best = -1
    best_key = (-1, -1, 0)
    for route in plan.wanted:
        if length[route] <= trains and view.route_open(route) and can_afford(
            hand, length[route], info.colour[route], info.ferry[route]
        ):
            key = (length[route], _exact(info, hand, route), -route)
            if key > best_key:
                best, best_key = route, key
    if best >= 0:
        game.apply_legal(state, player, ClaimRoute(best))
        return True
    options: list[Action] = [
        DrawFaceUp(slot) for slot, card in enumerate(state.face_up) if card != EMPTY
    ]
    if state.deck or any(state.discard):
        options.append(DRAW_BLIND)
    if not options:
        return False
    game.apply_legal(state, player, draw_card(view, options, style, plan, second=False))
    return True


def _exact(info: MapInfo, hand: list[int], route: int) -> int:
    colour = info.colour[route]
    return 1 if colour >= 0 and hand[colour] >= info.length[route] else 0


@dataclass
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0
    candidates: list[str] = field(default_factory=list)
    visits: dict[str, int] = field(default_factory=dict)
    means: dict[str, float] = field(default_factory=dict)


class TtrSearchAgent:
    """Hard: determinized search over candidate actions with heuristic rollouts."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        *,
        iterations: int | None = None,
        seconds: float = 1.5,
        max_turns: int = 400,
        style: Style = ROLLOUT,
        max_candidates: int = 8,
        confidence: float = 1.5,
    ) -> None:
        self.seed = seed
        self.rng = Rng.from_seed(seed, stream=0x4A7D)
        self.iterations = iterations
        self.seconds = seconds
        self.max_turns = max_turns
        self.style = style
        self.max_candidates = max_candidates
        self.confidence = confidence
        self.last = SearchStats()

    # ----- the decision --------------------------------------------------------------------
    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        view = View.of_observation(observation)
        if view.phase not in (TURN, SETUP_TICKETS, KEEP_TICKETS):
            return choose(view, legal, NORMAL, self.rng)
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            return candidates[0]
        bars = self.evidence_needed(view, candidates)
        game = view.info.game
        weights: dict[int, list[float]] = {}
        for player in range(view.n):
            if player != view.me:
                weights[player] = opponent_ticket_weights(view, player)
                yield
        action = yield from self._halving(game, view.info, observation, candidates, bars,
                                          weights, start)
        return action

    def _halving(
        self,
        game: TtrGame,
        info: MapInfo,
        observation: Observation,
        candidates: list[Action],
        bars: list[float],
        weights: dict[int, list[float]],
        start: float,
    ) -> Generator[None, None, Action]:
        """A race of the candidates against the heuristic's choice (candidate 0).

        Every round plays the surviving candidates in the same fresh samples; after a
        round the weaker half of the challengers (by their mean difference to the
        default in the shared samples) is dropped. The best challenger left is
        played if it beats the default by its bar (``bars``, in standard errors),
        else the default.
        """
        count = len(candidates)
        results: list[dict[int, float]] = [{} for _ in range(count)]
        alive = list(range(count))
        rounds = max(1, math.ceil(math.log2(count)))
        budget = self.iterations
        done = 0
        sample_id = 0
        slice_over = time_slices()
        per_rollout = 0.0
        out_of_time = False
        # the whole decision, candidates and all, must fit the time budget; keep a
        # little for the bookkeeping after the search
        deadline = None if budget is not None else start + 0.97 * self.seconds
        for round_index in range(rounds):
            if budget is not None:
                left = budget - done
                samples = max(1, left // (len(alive) * (rounds - round_index)))
            elif per_rollout <= 0.0:
                samples = 1
            else:
                remaining = self.seconds - (time.perf_counter() - start)
                share = remaining / (rounds - round_index)
                samples = max(1, int(share / (per_rollout * len(alive))))
            for _ in range(samples):
                sample = game.determinize(observation, self.rng)
                reweight_opponent_tickets(info, sample, observation.player, weights, self.rng)
                seed = self.rng.next_u64()
                for index in alive:
                    t0 = time.perf_counter()
                    state = sample.copy()
                    value: float | None = 0.0
                    for step in self._rollout(game, info, state, observation.player,
                                              candidates[index], seed):
                        value = step
                        if slice_over():
                            if deadline is not None and time.perf_counter() >= deadline:
                                value = None  # out of time: this rollout does not count
                                out_of_time = True
                                break
                            yield
                    if value is None:
                        break
                    if deadline is not None and time.perf_counter() >= deadline:
                        out_of_time = True  # this rollout counts; the search stops
                    results[index][sample_id] = value
                    done += 1
                    spent = time.perf_counter() - t0
                    per_rollout = spent if per_rollout == 0.0 else 0.8 * per_rollout + 0.2 * spent
                    if out_of_time:
                        break
                sample_id += 1
                if out_of_time:
                    break
            if out_of_time:
                break
            if len(alive) > 2 and round_index < rounds - 1:
                challengers = sorted(
                    (i for i in alive if i != 0),
                    key=lambda i: (-paired(results[i], results[0])[0], i),
                )
                alive = [0, *sorted(challengers[: max(1, (len(alive) - 1) // 2)])]
        best = winner(results, alive, bars)
        self.last = SearchStats(
            done,
            time.perf_counter() - start,
            [str(c) for c in candidates],
            {str(candidates[i]): len(results[i]) for i in range(count)},
            {
                str(candidates[i]): sum(results[i].values()) / max(len(results[i]), 1)
                for i in range(count)
            },
        )
        return candidates[best]

    def _rollout(
        self, game: TtrGame, info: MapInfo, state: TtrState, me: int, first: Action, seed: int
    ) -> Generator[float, None, None]:
        """Play ``first``, finish the game by the policy; yields progress, last the value."""
        rng = Rng.from_seed(seed, stream=0x9E1)
        cache = PlanCache()
        style = self.style
        game.apply_legal(state, me, first)
        turns = 0
        last_turn = state.turn
        steps = 0
        while state.phase != OVER:
            rollout_step(game, info, state, style, rng, cache)
            steps += 1
            if state.turn != last_turn:
                last_turn = state.turn
                turns += 1
                if turns >= self.max_turns:
                    break
            yield 0.0
        yield outcome_value(game, info, state, me)

    # ----- candidates --------------------------------------------------------------------------
    def evidence_needed(self, view: View, candidates: list[Action]) -> list[float]:
        """Standard errors by which each challenger must beat the default (index 0)."""
        early_tickets = any(isinstance(a, DrawTickets) for a in candidates) and not (
            style_plan(view, NORMAL).finished
        )
        return [
            EARLY_TICKETS_CONFIDENCE
            if early_tickets and isinstance(a, DrawTickets)
            else self.confidence
            for a in candidates
        ]

    def candidates(self, view: View, legal: list[Action]) -> list[Action]:
        """A short list of sensible actions (see the module docstring)."""
        if view.phase in (SETUP_TICKETS, KEEP_TICKETS):
            default = choose(view, legal, NORMAL, self.rng)
            return [default, *(a for a in legal if a != default)]
        plan = style_plan(view, NORMAL)
        chosen: list[Action] = []

        def add(action: Action | None) -> None:
            if action is not None and action not in chosen and action in legal_set:
                chosen.append(action)

        legal_set = set(legal)
        add(choose(view, legal, NORMAL, self.rng, plan))
        info = view.info
        claims = {a.route: a for a in legal if isinstance(a, ClaimRoute)}
        for route in sorted((r for r in plan.wanted if r in claims),
                            key=lambda r: -info.length[r]):
            add(claims[route])
        for city in plan.stations:
            add(next((a for a in legal if isinstance(a, BuildStation) and a.city == city), None))
        # drawing: a useful face-up card, a face-up locomotive, the deck
        face = [a for a in legal if isinstance(a, DrawFaceUp)]
        locos = [a for a in face if view.face_up[a.slot] == LOCOMOTIVE]
        add(next((a for a in legal if isinstance(a, DrawBlind)), None))
        if locos:
            add(locos[0])
        # blocking and points: routes the opponents are likely to need, long routes
        threats = blocking_routes(view, claims)
        for route in threats[:2]:
            add(claims[route])
        # map-specific: the claim with the most passengers (Germany) or a merchandise
        # card (Amsterdam) on it
        bonus = [(route_bonus(view, r), -r) for r in claims]
        if bonus and max(bonus)[0] > 0.0:
            add(claims[-max(bonus)[1]])
        longs = sorted(claims, key=lambda r: (-info.points[r], r))
        for route in longs[:1]:
            if info.length[route] >= 4:
                add(claims[route])
        if view.trains[view.me] >= 6:
            add(next((a for a in legal if isinstance(a, DrawTickets)), None))
        colours = sorted(
            (a for a in face if view.face_up[a.slot] != LOCOMOTIVE),
            key=lambda a: a.slot,
        )
        if colours and len(chosen) < self.max_candidates:
            add(colours[0])
        return chosen[: self.max_candidates]


def winner(results: list[dict[int, float]], alive: list[int], bars: list[float]) -> int:
    """The challenger in ``alive`` that beats the default (0) by the most, among those
    that beat it by their bar in standard errors; 0 when none does."""
    best = 0
    best_gain = 0.0
    for i in alive:
        if i == 0:
            continue
        gain, error = paired(results[i], results[0])
        if gain > bars[i] * error and gain > best_gain:
            best, best_gain = i, gain
    return best


def paired(values: dict[int, float], default: dict[int, float]) -> tuple[float, float]:
    """Mean difference to the default over the samples both played, and its standard error."""
    diffs = [v - default[k] for k, v in values.items() if k in default]
    if not diffs:
        return 0.0, math.inf
    mean = sum(diffs) / len(diffs)
    if len(diffs) < 2:
        return mean, math.inf
    variance = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean, math.sqrt(variance / len(diffs))


# ----- outcome -----------------------------------------------------------------------------
def outcome_value(game: TtrGame, info: MapInfo, state: TtrState, me: int) -> float:
    """My standing at the end of a rollout: winning, plus the margin (in units of 25)."""
    totals: list[float]
    if state.phase == OVER:
        sheet = game.score_sheet(state)
        totals = [float(t) for t in sheet.totals]
        win = 1.0 if sheet.ranks[me] == 1 else 0.0
    else:
        totals = estimated_scores(info, state)
        best_other = max(t for p, t in enumerate(totals) if p != me)
        win = 1.0 if totals[me] > best_other else 0.0
    best_other = max(t for p, t in enumerate(totals) if p != me)
    margin = totals[me] - best_other
    return win + margin / 25.0


# ----- what the opponents are probably after -----------------------------------------------------
def opponent_ticket_weights(view: View, player: int) -> list[float]:
    """A weight per ticket: how much ``player``'s network already serves it.

    Progress is the planning cost the player's own tracks save on the ticket's
    cheapest path (an opponent with no tracks yet: every ticket equally likely).
    """
    info = view.info
    if player not in view.route_owner:
        return [1.0] * len(info.ticket_points)
    costs = route_costs(view, player)
    row = []
    for t in range(len(info.ticket_points)):
        found = shortest_path(info, costs, info.ticket_a[t], info.ticket_b[t])
        if found is None:
            row.append(0.3)
            continue
        progress = info.ticket_distance[t] - found[0]
        row.append(math.exp(min(progress, 20.0) / 4.0))
    return row


def reweight_opponent_tickets(
    info: MapInfo, state: TtrState, me: int, weights: dict[int, list[float]], rng: Rng
) -> None:
    """Redraw the opponents' hidden tickets in proportion to ``weights`` (in place).

    The pool is every ticket the sample put in an opponent's hand; the ticket deck and
    what left the game are left as the sample made them.
    """
    pool: list[int] = []
    for p in weights:
        pool.extend(state.tickets[p])
    if not pool:
        return
    for p in sorted(weights):
        count = len(state.tickets[p])
        row = weights[p]
        chosen: list[int] = []
        for _ in range(count):
            total = sum(row[t] for t in pool)
            pick = rng.randbelow(1 << 30) / (1 << 30) * total
            index = len(pool) - 1
            acc = 0.0
            for position, t in enumerate(pool):
                acc += row[t]
                if acc >= pick:
                    index = position
                    break
            chosen.append(pool.pop(index))
        state.tickets[p] = chosen


def blocking_routes(view: View, claims: Mapping[int, Action]) -> list[int]:
    """Claimable routes that lie next to an opponent's network, most valuable first.

    A route that touches an opponent's tracks at a city with few other open ways
    out is the kind a blocker takes; the search decides whether it pays.
    """
    info = view.info
    owner = view.route_owner
    scores: list[tuple[float, int]] = []
    for route in claims:
        a, b = info.route_a[route], info.route_b[route]
        score = 0.0
        for p in range(view.n):
            if p == view.me:
                continue
            for city in (a, b):
                if any(owner[r] == p for r, _ in info.adjacent[city]):
                    exits = sum(1 for r, _ in info.adjacent[city] if owner[r] == EMPTY)
                    score += 2.0 / max(exits, 1)
        if score > 0.0:
            scores.append((score + 0.1 * info.length[route], route))
    scores.sort(key=lambda s: (-s[0], s[1]))
    return [route for _, route in scores]
