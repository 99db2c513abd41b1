"""Final scoring for the Ticket to Ride engine, as a mixin of :class:`TtrGame`.

Routes score as they are claimed (the running score); at the end tickets score with
the best use of the stations, and the variant adds its bonus categories
(``final_bonus``) and tie-breaks (``tie_break_keys``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rules.core.game import ScoreSheet, State, rank_players
from rules.ttr.mapdata import Route, TtrMap
from rules.ttr.scoring import best_ticket_outcome, longest_continuous_path
from rules.ttr.state import EMPTY, OVER, TtrState


class FinalScoring:
    """Scoring hooks; the engine supplies the map and the variant the bonuses."""

    map: TtrMap
    routes: tuple[Route, ...]
    city_routes: tuple[tuple[int, ...], ...]
    bonus_categories: ClassVar[tuple[str, ...]] = ()
    points_per_unused_station: ClassVar[int] = 0

    def recompute_route_points(self, state: TtrState) -> list[int]:
        """Route points from the board alone (the running score must equal this)."""
        points = [0] * state.num_players
        for route, who in enumerate(state.route_owner):
            if who != EMPTY:
                points[who] += self.map.route_points[self.routes[route].length]
        return points

    def dead_ends(self) -> frozenset[int]:
        return frozenset()

    def ticket_outcome(self, state: TtrState, player: int) -> tuple[int, tuple[bool, ...]]:
        """(ticket points, completed per ticket) with the best use of the stations."""
        points, completed, _ = self.tickets_scored(
            state.route_owner, state.station_cities[player], state.tickets[player], player)
        return points, completed

    def tickets_scored(
        self, owner: Sequence[int], stations: Sequence[int], tickets: Sequence[int],
        player: int,
    ) -> tuple[int, tuple[bool, ...], tuple[tuple[int, int], ...]]:
        """The final count of ``player``'s ``tickets`` from the board (``owner`` per route)
        and the player's station cities: (ticket points, completed per ticket, the
        (city, route) each station borrows, for those that borrow one). The screen shows
        the end of a game with it, so what it ticks is what was scored."""
        routes = self.routes
        own = [(routes[r].a, routes[r].b) for r, who in enumerate(owner) if who == player]
        candidates = [[r for r in self.city_routes[city] if owner[r] not in (EMPTY, player)]
                      for city in stations]
        outcome = best_ticket_outcome(
            len(self.map.cities), own,
            [[(routes[r].a, routes[r].b) for r in options] for options in candidates],
            [(self.map.tickets[t].a, self.map.tickets[t].b, self.map.tickets[t].points)
             for t in tickets],
            self.dead_ends())
        borrowed = tuple((city, options[index]) for city, options, index
                         in zip(stations, candidates, outcome.assignment, strict=True)
                         if index >= 0)
        return outcome.points, outcome.completed, borrowed

    def longest_path(self, state: TtrState, player: int) -> int:
        routes = self.routes
        return longest_continuous_path(
            [
                (routes[r].a, routes[r].b, routes[r].length)
                for r, who in enumerate(state.route_owner)
                if who == player
            ]
        )

    def final_bonus(self, state: TtrState) -> list[tuple[int, ...]]:
        """Points per player in ``bonus_categories`` order (variants override)."""
        return [() for _ in range(state.num_players)]

    def tie_break_keys(
        self, state: TtrState, completed: list[int], bonus: list[tuple[int, ...]]
    ) -> list[tuple[int, ...]]:
        """Sort keys after the total (larger is better). Variants override."""
        return [(completed[p],) for p in range(state.num_players)]

    def score_sheet(self, state: State) -> ScoreSheet:
        assert isinstance(state, TtrState)
        n = state.num_players
        categories = ("routes", "tickets", *self.bonus_categories)
        final = state.phase == OVER
        if not final:
            # While playing, only route points are public; the rest is scored at the end.
            rows = tuple(
                (state.route_points[p], 0, *(0 for _ in self.bonus_categories)) for p in range(n)
            )
            keys: list[tuple[int, ...]] = [(sum(row),) for row in rows]
            return ScoreSheet(categories, rows, rank_players(keys), False)
        outcomes = [self.ticket_outcome(state, p) for p in range(n)]
        bonus = self.final_bonus(state)
        rows = tuple((state.route_points[p], outcomes[p][0], *bonus[p]) for p in range(n))
        completed = [sum(outcomes[p][1]) for p in range(n)]
        tie = self.tie_break_keys(state, completed, bonus)
        final_keys = [(sum(rows[p]), *tie[p]) for p in range(n)]
        return ScoreSheet(categories, rows, rank_players(final_keys), True)
