"""What an agent knows about a Ticket to Ride map before the game starts.

:class:`MapInfo` holds the static facts the heuristics ask about again and again
(adjacency, route lengths and colours, ticket ends, the points table), as plain
tuples so the hot loops index them directly. One instance per game id, cached.

:class:`View` is one player's view of a position: the public board plus that
player's own cards and tickets. It is built from an observation (what agents get)
or, inside a search, from a determinized state the search itself created; either
way it holds only what that player may know, so a heuristic that reads a View
cannot peek.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules.core.registry import get_game
from rules.ttr.engine import TtrGame
from rules.ttr.mapdata import GREY, LOCOMOTIVE
from rules.ttr.observation import TtrObservation
from rules.ttr.state import EMPTY, TtrState

if TYPE_CHECKING:
    from rules.core.game import Observation


class MapInfo:
    """Static facts of one map, as tuples indexed by route, city and ticket id."""

    def __init__(self, game: TtrGame) -> None:
        m = game.map
        self.game = game
        self.game_id = game.id
        self.num_cities = len(m.cities)
        self.num_routes = len(m.routes)
        self.route_a = tuple(r.a for r in m.routes)
        self.route_b = tuple(r.b for r in m.routes)
        self.length = tuple(r.length for r in m.routes)
        self.colour = tuple(r.colour for r in m.routes)
        self.tunnel = tuple(r.tunnel for r in m.routes)
        self.ferry = tuple(r.locomotives for r in m.routes)
        self.parallel = tuple(r.parallel for r in m.routes)
        self.points = tuple(m.route_points[r.length] for r in m.routes)
        self.carts = tuple(getattr(r, "carts", 0) for r in m.routes)
        self.route_points = m.route_points
        self.ticket_a = tuple(t.a for t in m.tickets)
        self.ticket_b = tuple(t.b for t in m.tickets)
        self.ticket_points = tuple(t.points for t in m.tickets)
        self.adjacent: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((r.id, r.other_end(c.id)) for r in m.routes if c.id in (r.a, r.b))
            for c in m.cities
        )
        #: the planning cost of a free route: trains, plus a turn to claim it, plus
        #: the risk of a tunnel and the locomotives a ferry asks for
        self.base_cost = tuple(
            r.length
            + 1.0
            + (0.6 if r.tunnel else 0.0)
            + 0.8 * r.locomotives
            - (0.7 if getattr(r, "carts", 0) else 0.0)  # Amsterdam: merchandise on the way
            for r in m.routes
        )
        self._bonus_costs: dict[float, tuple[float, ...]] = {}
        self.stations_per_player = game.stations_per_player
        self.station_costs = game.station_costs
        self.all_parallel_from = game.all_parallel_tracks_from
        self.trains_per_player = game.trains_per_player
        self.last_round_trains = game.last_round_trains
        self.unused_station_points = game.points_per_unused_station
        self.dead_ends = game.dead_ends()
        self.longest_bonus = 10 if "european_express" in game.bonus_categories else 0
        self.ticket_deck_names = tuple(t.deck for t in m.tickets)
        #: each ticket's planning cost on an empty board (how far apart its cities are)
        self.ticket_distance = tuple(self._empty_board_cost(t.a, t.b) for t in m.tickets)

    def planning_costs(self, long_bonus: float) -> tuple[float, ...]:
        """Base costs that favour long routes: minus ``long_bonus`` per point a route
        scores beyond its length (a 6-route scores 15: 9 beyond), never below 1."""
        if not long_bonus:
            return self.base_cost
        found = self._bonus_costs.get(long_bonus)
        if found is None:
            found = self._bonus_costs[long_bonus] = tuple(
                max(1.0, cost - long_bonus * (self.points[r] - self.length[r]))
                for r, cost in enumerate(self.base_cost)
            )
        return found

    def _empty_board_cost(self, start: int, goal: int) -> float:
        from rules.ai.ttr.plan import shortest_path

        found = shortest_path(self, self.base_cost, start, goal)
        return found[0] if found is not None else float("inf")


_infos: dict[str, MapInfo] = {}


def map_info(game_id: str) -> MapInfo:
    info = _infos.get(game_id)
    if info is None:
        game = get_game(game_id)
        assert isinstance(game, TtrGame), f"{game_id} is not a Ticket to Ride game"
        info = _infos[game_id] = MapInfo(game)
    return info


class View:
    """One player's knowledge of a position (see the module docstring)."""

    __slots__ = (
        "current",
        "face_up",
        "final_turns_left",
        "hand",
        "hand_sizes",
        "info",
        "me",
        "n",
        "pending_colour",
        "pending_route",
        "pending_tickets",
        "phase",
        "route_owner",
        "station_cities",
        "station_owner",
        "stations_left",
        "ticket_counts",
        "ticket_deck_size",
        "tickets",
        "trains",
        "tunnel_extra",
        "turn",
        "variant",
    )

    info: MapInfo
    me: int
    n: int
    phase: int
    current: int
    turn: int
    route_owner: Sequence[int]
    hand: Sequence[int]
    hand_sizes: Sequence[int]
    trains: Sequence[int]
    tickets: Sequence[int]
    ticket_counts: Sequence[int]
    pending_tickets: Sequence[int]
    stations_left: Sequence[int]
    station_owner: Sequence[int]
    station_cities: Sequence[Sequence[int]]
    face_up: Sequence[int]
    ticket_deck_size: int
    final_turns_left: int
    pending_route: int
    pending_colour: int
    tunnel_extra: int
    variant: Sequence[int]

    @classmethod
    def of_observation(cls, observation: Observation) -> View:
        assert isinstance(observation, TtrObservation)
        o = observation
        v = cls()
        v.info = map_info(o.game_id)
        v.me = o.player
        v.n = o.config.num_players
        v.phase = o.phase
        v.current = o.current
        v.turn = o.turn
        v.route_owner = o.route_owner
        v.hand = o.hand
        v.hand_sizes = o.hand_sizes
        v.trains = o.trains
        v.tickets = o.tickets
        v.ticket_counts = o.ticket_counts
        v.pending_tickets = o.pending_tickets
        v.stations_left = o.stations_left
        v.station_owner = o.station_owner
        v.station_cities = o.station_cities
        v.face_up = o.face_up
        v.ticket_deck_size = o.ticket_deck_size
        v.final_turns_left = o.final_turns_left
        v.pending_route = o.pending_route
        v.pending_colour = o.pending_colour
        v.tunnel_extra = o.tunnel_extra
        v.variant = o.variant
        return v

    @classmethod
    def of_state(cls, info: MapInfo, state: TtrState, player: int) -> View:
        """The view of ``player`` in a state the caller owns (a search's own sample).

        Only ``player``'s hand and tickets are read from the state's private parts.
        """
        v = cls()
        v.info = info
        v.me = player
        v.n = state.config.num_players
        v.phase = state.phase
        v.current = state.current
        v.turn = state.turn
        v.route_owner = state.route_owner
        v.hand = state.hands[player]
        v.hand_sizes = [sum(h) for h in state.hands]
        v.trains = state.trains
        v.tickets = state.tickets[player]
        v.ticket_counts = [len(t) for t in state.tickets]
        v.pending_tickets = state.pending_tickets[player]
        v.stations_left = state.stations_left
        v.station_owner = state.station_owner
        v.station_cities = state.station_cities
        v.face_up = state.face_up
        v.ticket_deck_size = len(state.ticket_deck)
        v.final_turns_left = state.final_turns_left
        v.pending_route = state.pending_route
        v.pending_colour = state.pending_colour
        v.tunnel_extra = state.tunnel_extra
        v.variant = state.variant
        return v

    def route_open(self, route: int, player: int | None = None) -> bool:
        """Whether ``player`` (default: me) could still claim ``route`` some day."""
        p = self.me if player is None else player
        owner = self.route_owner
        if owner[route] != EMPTY:
            return False
        few = self.n < self.info.all_parallel_from
        for other in self.info.parallel[route]:
            who = owner[other]
            if who == p or (few and who != EMPTY):
                return False
        return True

    def endgame(self) -> bool:
        """True when the last round has begun or is probably a turn or two away."""
        if self.final_turns_left >= 0:
            return True
        return min(self.trains) <= self.info.last_round_trains + 4


def afford_cards(hand: Sequence[int], length: int, colour: int) -> int:
    """Cards of the best colour plus locomotives available for a route (GREY: any)."""
    best = max(hand[:LOCOMOTIVE]) if colour == GREY else hand[colour]
    return best + hand[LOCOMOTIVE]
