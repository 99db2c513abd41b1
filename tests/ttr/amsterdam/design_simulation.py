"""Design checks for the original Amsterdam board (rules/ttr/maps/amsterdam.json).

The official board is not public, so Railyard's board is an original design; this
script checks it the way the issue asks and prints the figures that the map's
``notes`` report:

* the graph: every location reachable, every contract's points equal to the
  shortest route (in carts) between its ends and completable with 16 carts;
* AI-vs-AI games (the heuristic agents of rules.ai.ttr, read-only use): turns per
  game, scores by category, contracts completed, how contested the cart routes are.

Run: ``python -m tests.ttr.amsterdam.design_simulation [games per player count]``.
"""

from __future__ import annotations

import heapq
import math
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass

from rules.ai.agent import Agent, Thinking, decide, make_agent
from rules.core.config import GameConfig
from rules.core.game import Action, Observation
from rules.core.registry import get_game
from rules.ttr.actions import ClaimRoute
from rules.ttr.engine import TtrGame
from rules.ttr.mapdata import TtrMap
from rules.ttr.state import TtrState

AGENTS = ("normal", "route_focus", "one_step", "destination_hungry", "long_route")


def shortest(game_map: TtrMap, start: int) -> list[int]:
    """Carts on the shortest route from ``start`` to every location."""
    dist = [10**9] * len(game_map.cities)
    dist[start] = 0
    queue = [(0, start)]
    while queue:
        d, city = heapq.heappop(queue)
        if d > dist[city]:
            continue
        for r in game_map.routes:
            if city in (r.a, r.b):
                other = r.other_end(city)
                if d + r.length < dist[other]:
                    dist[other] = d + r.length
                    heapq.heappush(queue, (d + r.length, other))
    return dist


def _xy(game_map: TtrMap, city: int) -> tuple[float, float]:
    c = game_map.cities[city]
    return (c.lon * math.cos(math.radians(c.lat)), c.lat)


def outer_ring(game_map: TtrMap) -> list[int]:
    """The locations around the board's outer face, walking the drawn routes.

    From the westernmost location, always take the next route clockwise from the
    one we came along (the first step as if we came from the west): that walks the
    outer face of a board whose routes do not cross.
    """
    neighbours: dict[int, set[int]] = {c.id: set() for c in game_map.cities}
    for r in game_map.routes:
        neighbours[r.a].add(r.b)
        neighbours[r.b].add(r.a)

    def angle(v: int, w: int) -> float:
        (x0, y0), (x1, y1) = _xy(game_map, v), _xy(game_map, w)
        return math.atan2(y1 - y0, x1 - x0)

    start = min(neighbours, key=lambda c: _xy(game_map, c))
    ring = [start]
    came_from: int | None = None
    here = start
    for _ in range(len(game_map.cities) * 2):
        back = math.pi if came_from is None else angle(here, came_from)

        def turn(w: int, here: int = here, back: float = back) -> float:
            step = (angle(here, w) - back) % (2 * math.pi)
            return step if step > 1e-12 else 2 * math.pi

        came_from, here = here, min(neighbours[here], key=turn)
        if here == start:
            break
        ring.append(here)
    return ring


def crossing_routes(game_map: TtrMap) -> list[tuple[str, str]]:
    """Pairs of routes (with four different ends) whose straight lines cross."""

    def side(p: tuple[float, float], q: tuple[float, float], r: tuple[float, float]) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    found = []
    routes = game_map.routes
    for i, r in enumerate(routes):
        for s in routes[i + 1 :]:
            if {r.a, r.b} & {s.a, s.b}:
                continue
            a, b = _xy(game_map, r.a), _xy(game_map, r.b)
            c, d = _xy(game_map, s.a), _xy(game_map, s.b)
            if side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0:
                found.append((game_map.route_label(r), game_map.route_label(s)))
    return found


def graph_report(game_map: TtrMap) -> dict[str, object]:
    dist = shortest(game_map, 0)
    reachable = sum(1 for d in dist if d < 10**9)
    off = [
        (game_map.ticket_label(t), shortest(game_map, t.a)[t.b])
        for t in game_map.tickets
        if shortest(game_map, t.a)[t.b] != t.points
    ]
    degree = Counter(c for r in game_map.routes for c in (r.a, r.b))
    on_contracts = Counter(c for t in game_map.tickets for c in (t.a, t.b))
    ring = outer_ring(game_map)
    ring_edges = {frozenset(pair) for pair in zip(ring, ring[1:] + ring[:1], strict=True)}
    carts = [r for r in game_map.routes if r.carts]
    return {
        "locations": len(game_map.cities),
        "crossing_routes": crossing_routes(game_map),
        "outer_ring": len(ring),
        "cart_routes_on_outer_ring": sum(1 for r in carts if frozenset((r.a, r.b)) in ring_edges),
        "cart_routes_touching_outer_ring": sum(1 for r in carts if {r.a, r.b} & set(ring)),
        "reachable": reachable,
        "routes": len(game_map.routes),
        "cart_routes": sum(1 for r in game_map.routes if r.carts),
        "lengths": dict(sorted(Counter(r.length for r in game_map.routes).items())),
        "degree_min_max": (min(degree.values()), max(degree.values())),
        "contract_points_off_shortest": off,
        "longest_contract": max(t.points for t in game_map.tickets),
        "contracts_per_location": dict(sorted(Counter(on_contracts.values()).items())),
        "locations_without_contract": len(game_map.cities) - len(on_contracts),
    }


class Merchant:
    """A heuristic agent that also goes for merchandise: whenever it may claim a route
    with cart symbols it does (the agents of rules.ai.ttr do not value the cards)."""

    def __init__(self, game: TtrGame, inner: Agent) -> None:
        self.game = game
        self.inner = inner
        self.name = f"merchant+{inner.name}"

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        carts = [
            a for a in legal if isinstance(a, ClaimRoute) and self.game.routes[a.route].carts
        ]
        if carts:
            return max(carts, key=lambda a: self.game.routes[a.route].length)
        return (yield from self.inner.think(observation, legal))


@dataclass
class GameResult:
    turns: int
    points: tuple[tuple[int, ...], ...]  # per player: routes, contracts, merchandise
    completed: int  # contracts completed, all players
    held: int  # contracts held, all players
    cart_routes: list[int]  # cart routes claimed
    merchandise: list[int]  # cards per player
    first_seat_won: bool  # seat 1 (the merchant, when there is one) ranked first


def play(game: TtrGame, players: int, seed: int, merchants: int = 0) -> GameResult:
    names = [AGENTS[(seed + i) % len(AGENTS)] for i in range(players)]
    config = GameConfig.make(game.id, ["random"] * players)
    state = game.new_game(config, seed)
    assert isinstance(state, TtrState)
    agents: list[Agent] = [
        make_agent(game.id, name, seed * 10 + i) for i, name in enumerate(names)
    ]
    for i in range(merchants):
        agents[i] = Merchant(game, agents[i])
    while not game.is_over(state):
        player = game.to_act(state)[0]
        legal = game.legal_actions(state, player)
        game.apply(state, player, decide(agents[player], game.observe(state, player), legal))
    sheet = game.score_sheet(state)
    return GameResult(
        turns=state.turn,
        points=sheet.points,
        completed=sum(sum(game.ticket_outcome(state, p)[1]) for p in range(players)),
        held=sum(len(t) for t in state.tickets),
        cart_routes=[r.id for r in game.routes if r.carts and state.route_owner[r.id] >= 0],
        merchandise=[state.variant[p] for p in range(players)],
        first_seat_won=sheet.ranks[0] == 1,
    )


def summary(results: list[GameResult], players: int, cart_routes: list[int]) -> dict[str, object]:
    turns = [r.turns for r in results]
    games = len(results)
    claimed = Counter(route for r in results for route in r.cart_routes)
    holders = Counter(sum(1 for m in r.merchandise if m > 0) for r in results)
    tied = sum(
        1 for r in results if max(r.merchandise) > 0 and r.merchandise.count(max(r.merchandise)) > 1
    )
    rows = [row for r in results for row in r.points]
    return {
        "turns_mean": round(statistics.mean(turns), 1),
        "turns_min_max": [min(turns), max(turns)],
        "turns_per_player": round(statistics.mean(turns) / players, 1),
        "mean_points_routes_contracts_merchandise": [
            round(statistics.mean(row[c] for row in rows), 1) for c in range(3)
        ],
        "mean_total": round(statistics.mean(sum(row) for row in rows), 1),
        "contracts_completed": f"{sum(r.completed for r in results)}/"
        f"{sum(r.held for r in results)}",
        "cart_routes_claimed_per_game": round(sum(claimed.values()) / games, 1),
        "least_claimed_cart_route_share": round(min(claimed[r] for r in cart_routes) / games, 2),
        "players_holding_merchandise": dict(sorted(holders.items())),
        "most_merchandise_tied_share": round(tied / games, 2),
        "seat_1_win_share": round(sum(r.first_seat_won for r in results) / games, 2),
    }


def simulate(games: int) -> None:
    game = get_game("ttr-amsterdam")
    assert isinstance(game, TtrGame)
    print("graph:", graph_report(game.map))
    cart_routes = [r.id for r in game.routes if r.carts]
    for players, merchants in ((2, 0), (3, 0), (4, 0), (2, 2), (3, 3), (4, 4), (4, 1)):
        start = time.perf_counter()
        results = [play(game, players, seed, merchants) for seed in range(games)]
        seconds = time.perf_counter() - start
        print(
            f"{players} players, {merchants} merchants, {games} games "
            f"({seconds / games:.3f} s each):",
            summary(results, players, cart_routes),
        )


if __name__ == "__main__":
    simulate(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
