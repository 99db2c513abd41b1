"""How the viewer's tickets stand, for the Ticket to Ride screen: finished or not as the
rules would count them now (at the end with the stations' borrowed tracks), the cheapest
way to finish one, and the double routes' tracks closed in smaller games; each cached
until the board, the stations or the tickets change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.screens.ttr import paths
from rules.ttr.observation import TtrObservation

if TYPE_CHECKING:
    from game.screens.ttr.screen import TtrScreen


class ProgressMixin:
    """The tickets' progress for :class:`TtrScreen` (its caches are set up there)."""

    def ticket_done(self: TtrScreen, ticket: int) -> bool:
        """Whether the viewer's ``ticket`` counts as finished now."""
        obs = self.obs
        if obs is None:
            return False
        cache = self._counted(obs)
        if ticket not in cache:
            t = self.info.map.tickets[ticket]
            cache[ticket] = paths.connected(self.info.map, obs.route_owner, obs.player, t.a, t.b)
        return cache[ticket]

    def _counted(self: TtrScreen, obs: TtrObservation) -> dict[int, bool]:
        """The viewer's tickets as the rules would count them now (cached until the board,
        the stations or the tickets change), and the tracks their stations borrow."""
        key = (obs.route_owner, obs.player, obs.is_over, obs.station_owner, obs.tickets)
        if self._done_cache[0] == key:
            return self._done_cache[1]
        cache: dict[int, bool] = {}
        lent: tuple[tuple[int, int], ...] = ()
        if obs.is_over:  # the final count: stations lend their tracks
            completed, lent = self.final_outcome(obs.player)
            cache.update(zip(obs.all_tickets[obs.player], completed, strict=True))
        elif obs.station_cities and obs.station_cities[obs.player]:
            # a station built to finish a ticket: the count as it would end now (the
            # mark stayed open until the game was over)
            _, completed, lent = self.game.tickets_scored(
                obs.route_owner, obs.station_cities[obs.player], obs.tickets, obs.player)
            cache.update(zip(obs.tickets, completed, strict=True))
        self._done_cache = (key, cache)
        self._lent = frozenset(route for _, route in lent)
        return cache

    def final_outcome(self: TtrScreen, player: int,
                      ) -> tuple[tuple[bool, ...], tuple[tuple[int, int], ...]]:
        """At the end: ``player``'s scoring tickets and the tracks their stations borrow."""
        obs = self.obs
        assert obs is not None and obs.is_over
        if self._final[0] is not obs:
            self._final = (obs, {})
        found = self._final[1]
        if player not in found:
            found[player] = self.info.final_tickets(obs, player)
        return found[player]

    def closed_routes(self: TtrScreen) -> list[int]:
        """Open tracks of double routes closed because the other track is taken (games
        of fewer players than the map's ``all_parallel_tracks_from``)."""
        obs = self.obs
        if obs is None:
            return []
        few = getattr(self.game, "all_parallel_tracks_from", 4)
        if obs.config.num_players >= few:
            return []
        owners = obs.route_owner
        if self._closed[0] != owners:
            self._closed = (owners, [r.id for r in self.info.map.routes if r.parallel
                                     and owners[r.id] < 0
                                     and any(owners[o] >= 0 for o in r.parallel)])
        return self._closed[1]

    def ticket_path(self: TtrScreen, ticket: int) -> list[int]:
        """The cheapest way to finish ``ticket`` now (cached until the board, or the
        tracks the viewer's stations borrow, change)."""
        obs = self.obs
        assert obs is not None
        done = self.ticket_done(ticket)  # first: it brings the borrowed tracks up to date
        key = (obs.route_owner, obs.player, ticket, obs.station_owner, self._lent)
        cached = self._paths.get(key)
        if cached is None:
            if len(self._paths) > 64:
                self._paths.clear()
            t = self.info.map.tickets[ticket]
            owners = obs.route_owner
            if done and self._lent:  # the way through a station's
                owners = tuple(obs.player if r in self._lent else o  # borrowed track
                               for r, o in enumerate(owners))
            cached = paths.best_path(self.info.map, owners, obs.player, t.a, t.b)
            self._paths[key] = cached
        return cached
