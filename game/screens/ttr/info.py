"""Reading a TTR observation for the screen: the map's variant pieces (Germany's
passengers and two ticket decks, Amsterdam's merchandise), ticket status and the
cost of the next station - all from public information and the viewer's own."""

from __future__ import annotations

from dataclasses import dataclass

from game.screens.ttr import paths
from rules.ttr.amsterdam import merchandise_bonus
from rules.ttr.observation import TtrObservation

PASSENGER_COLOURS = 6


@dataclass(frozen=True)
class TicketView:
    id: int
    a: int
    b: int
    points: int
    deck: str
    done: bool


class TableInfo:
    """What the screen needs to know about one game (static) and one observation."""

    def __init__(self, game) -> None:
        self.game = game
        self.game_id: str = game.id
        self.map = game.map
        self.cities = len(self.map.cities)
        self.germany = self.game_id == "ttr-germany"
        self.amsterdam = self.game_id == "ttr-amsterdam"
        self.stations_per_player: int = getattr(game, "stations_per_player", 0)
        self.station_costs: tuple[int, ...] = getattr(game, "station_costs", ())
        self.has_stations = self.stations_per_player > 0
        self.trains_per_player: int = game.trains_per_player

    # ----- variant pieces ---------------------------------------------------------------
    def city_passengers(self, obs: TtrObservation) -> list[tuple[int, ...]]:
        if not self.germany:
            return []
        v = obs.variant
        return [tuple(v[c * PASSENGER_COLOURS:(c + 1) * PASSENGER_COLOURS])
                for c in range(self.cities)]

    def player_passengers(self, obs: TtrObservation, player: int) -> tuple[int, ...]:
        if not self.germany:
            return ()
        start = (self.cities + player) * PASSENGER_COLOURS
        return tuple(obs.variant[start:start + PASSENGER_COLOURS])

    def pending_passenger_city(self, obs: TtrObservation) -> int:
        """Germany: the city whose passenger is being chosen (-1 when none)."""
        if not self.germany:
            return -1
        n = obs.config.num_players
        return obs.variant[(self.cities + n) * PASSENGER_COLOURS]

    def long_deck_size(self, obs: TtrObservation) -> int:
        if not self.germany:
            return 0
        n = obs.config.num_players
        return obs.variant[(self.cities + n) * PASSENGER_COLOURS + 2]

    def merchandise(self, obs: TtrObservation, player: int) -> int:
        return obs.variant[player] if self.amsterdam else 0

    def merchandise_left(self, obs: TtrObservation) -> int:
        return obs.variant[obs.config.num_players] if self.amsterdam else 0

    def merchandise_bonus(self, obs: TtrObservation, player: int) -> int:
        """The merchandise bonus ``player`` would score if the game ended now (the final
        one once it has): the rules' own table and ties, from the public counts."""
        if not self.amsterdam:
            return 0
        counts = [self.merchandise(obs, p) for p in range(obs.config.num_players)]
        return merchandise_bonus(counts)[player]

    # ----- tickets --------------------------------------------------------------------
    def ticket(self, obs: TtrObservation, ticket_id: int, player: int) -> TicketView:
        t = self.map.tickets[ticket_id]
        done = paths.connected(self.map, obs.route_owner, player, t.a, t.b)
        return TicketView(t.id, t.a, t.b, t.points, t.deck, done)

    def own_tickets(self, obs: TtrObservation) -> list[TicketView]:
        return [self.ticket(obs, t, obs.player) for t in obs.tickets]

    def final_tickets(self, obs: TtrObservation, player: int
                      ) -> tuple[tuple[bool, ...], tuple[tuple[int, int], ...]]:
        """Once the game is over: which of ``player``'s tickets scored and the (city,
        route) each of their stations borrows, as the rules' final count has them."""
        tickets = obs.all_tickets[player] if obs.all_tickets else ()
        stations = obs.station_cities[player] if obs.station_cities else ()
        _, completed, borrowed = self.game.tickets_scored(obs.route_owner, stations, tickets,
                                                          player)
        return completed, borrowed

    def station_cost(self, obs: TtrObservation, player: int) -> int:
        left = obs.stations_left[player]
        if not left or not self.station_costs:
            return 0
        return self.station_costs[self.stations_per_player - left]

    def route_points(self, length: int) -> int:
        table = self.map.route_points
        return table[length] if length < len(table) else 0
