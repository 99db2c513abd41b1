"""Claiming routes and building stations, as a mixin of :class:`TtrGame`.

A claim is two decisions (choose the route, then the payment); a tunnel adds a third
(pay the extra cards or decline). A station is likewise chosen, then paid for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rules.core.game import Action, Event
from rules.ttr import cards as C
from rules.ttr.actions import BuildStation, ClaimRoute, DeclineTunnel, Pay
from rules.ttr.mapdata import GREY, LOCOMOTIVE, Route, TtrMap
from rules.ttr.state import (
    CLAIM_PAY,
    EMPTY,
    STATION_PAY,
    TUNNEL_PAY,
    TtrState,
)

DECLINE_TUNNEL = DeclineTunnel()


class ClaimRules:
    """Routes, payments, tunnels and stations; the engine supplies the turn flow."""

    map: TtrMap
    routes: tuple[Route, ...]
    _parallel: tuple[tuple[int, ...], ...]
    _claim: tuple[ClaimRoute, ...]
    _station: tuple[BuildStation, ...]
    _pay_cache: dict[tuple[int, int, int], Pay]
    _pay_lists: dict[tuple[object, ...], tuple[Action, ...]]
    stations_per_player: ClassVar[int] = 0
    #: cards of one colour for the 1st, 2nd, 3rd station
    station_costs: ClassVar[tuple[int, ...]] = ()
    #: with fewer players than this, only one track of a double (or, in Germany, triple)
    #: route may be used; from this many on, every track is open to a player holding
    #: none of the others (a triple route to three different players; see
    #: rules.ttr.germany, rule choice 9)
    all_parallel_tracks_from: ClassVar[int] = 4

    def _end_turn(self, state: TtrState, events: list[Event], passed: bool = False) -> None:
        raise NotImplementedError  # the engine's turn flow

    def _build_claim_tables(self) -> None:
        """Per-map tables for :meth:`_claimable`, built once when the game loads.

        Routes are bits of an int (bit ``r`` is route ``r``). ``_colour_tables[c][cap][m]``
        holds the routes of colour ``c`` at most ``cap`` long that ask for at most ``m``
        locomotives, ``_grey_table[cap][m]`` the same for grey routes;
        ``_claim_chunks[k][byte]`` the ClaimRoute actions of the routes whose bits are
        set in byte ``k`` of a mask, in route order.
        """
        routes = self.routes
        self._max_length = max((r.length for r in routes), default=0)
        self._max_min_locos = max((r.locomotives for r in routes), default=0)
        longest, most_locos = self._max_length, self._max_min_locos
        cells = [
            [[0] * (most_locos + 1) for _ in range(longest + 1)] for _ in range(LOCOMOTIVE + 1)
        ]
        for r in routes:
            by_cap = cells[LOCOMOTIVE if r.colour == GREY else r.colour]
            for cap in range(r.length, longest + 1):
                row = by_cap[cap]
                for m in range(r.locomotives, most_locos + 1):
                    row[m] |= 1 << r.id
        tables = [tuple(tuple(row) for row in by_cap) for by_cap in cells]
        self._colour_tables = tuple(tables[:LOCOMOTIVE])
        self._grey_table = tables[LOCOMOTIVE]
        # Every coloured route at most ``cap`` long: what locomotives alone reach.
        any_colour = [[0] * (most_locos + 1) for _ in range(longest + 1)]
        for by_cap in cells[:LOCOMOTIVE]:
            for cap in range(longest + 1):
                for m in range(most_locos + 1):
                    any_colour[cap][m] |= by_cap[cap][m]
        self._any_colour_table = tuple(tuple(row) for row in any_colour)
        self._claim_bytes = (len(routes) + 7) // 8
        claim = self._claim
        chunks = []
        for k in range(self._claim_bytes):
            # A byte's actions: its lowest bit's route, then those of the other bits.
            chunk: list[tuple[ClaimRoute, ...]] = [()]
            for byte in range(1, 256):
                low = 8 * k + (byte & -byte).bit_length() - 1
                first = (claim[low],) if low < len(claim) else ()
                chunk.append(first + chunk[byte & (byte - 1)])
            chunks.append(tuple(chunk))
        self._claim_chunks = tuple(chunks)
        self._parallel_routes = tuple(r.id for r in routes if r.parallel)

    def _route_index(self, state: TtrState) -> tuple[int, ...]:
        """Per player, the mask of routes that are free and not closed to them by a
        claimed parallel track (:meth:`parallel_route_open`), from ``state.route_owner``.

        Kept in ``state.route_index`` with a copy of the owners it was computed from;
        a claim updates it (:meth:`_index_claim`), anything else rebuilds it here.
        """
        owner = state.route_owner
        index = state.route_index
        if index is not None and index[0] == owner:
            return index[1]
        free = 0
        for route, who in enumerate(owner):
            if who == EMPTY:
                free |= 1 << route
        open_to = [free] * state.num_players
        self._close_parallel(state, open_to, self._parallel_routes)
        state.route_index = (owner[:], tuple(open_to))
        return state.route_index[1]

    def _close_parallel(self, state: TtrState, open_to: list[int], routes: tuple[int, ...]) -> None:
        """Clear in ``open_to[p]`` each free route of ``routes`` that a claimed parallel
        track closes to player ``p``."""
        owner = state.route_owner
        few_players = self.closes_parallel_tracks(state.num_players)
        parallel_of = self._parallel
        for route in routes:
            if owner[route] != EMPTY:
                continue
            parallel = parallel_of[route]
            for p in range(len(open_to)):
                if not self.parallel_route_open(state, p, parallel, few_players):
                    open_to[p] &= ~(1 << route)

    def _index_claim(self, state: TtrState, route: int) -> None:
        """Bring ``state.route_index`` up to date after ``route`` was claimed: the route
        is no longer free, and its parallel tracks may have closed. (A claim only ever
        closes routes, so nothing else changes.)"""
        index = state.route_index
        if index is None:
            return
        owner = state.route_owner
        snapshot = index[0][:]
        snapshot[route] = owner[route]
        if snapshot != owner:  # changed elsewhere as well: rebuild when next asked
            state.route_index = None
            return
        taken = ~(1 << route)
        open_to = [mask & taken for mask in index[1]]
        parallel = self._parallel[route]
        if parallel:
            self._close_parallel(state, open_to, parallel)
        state.route_index = (snapshot, tuple(open_to))

    def _claimable(
        self, state: TtrState, player: int, hand: list[int], locomotives: int, best: int
    ) -> list[Action]:
        """ClaimRoute for every route the player may claim and afford, by route id.

        A route is affordable when it is no longer than the player's trains, its
        locomotive symbols are covered, and cards of its colour (grey: the best
        colour) plus locomotives reach its length (:func:`rules.ttr.cards.can_afford`);
        the tables of :meth:`_build_claim_tables` give those routes colour by colour.
        """
        trains = state.trains[player]
        limit = trains if trains < self._max_length else self._max_length
        if limit <= 0:
            return []
        m = locomotives if locomotives < self._max_min_locos else self._max_min_locos
        cap = best + locomotives
        mask = self._grey_table[cap if cap < limit else limit][m]
        # Locomotives alone reach the same routes in every colour; a colour held adds
        # the longer ones it reaches.
        mask |= self._any_colour_table[locomotives if locomotives < limit else limit][m]
        for table, have in zip(self._colour_tables, hand, strict=False):  # hand[8]: locos
            if have:
                cap = have + locomotives
                mask |= table[cap if cap < limit else limit][m]
        mask &= self._route_index(state)[player]
        actions: list[Action] = []
        if mask:
            chunks = self._claim_chunks
            for k, byte in enumerate(mask.to_bytes(self._claim_bytes, "little")):
                if byte:
                    actions += chunks[k][byte]
        return actions

    def _station_actions(self, state: TtrState) -> tuple[BuildStation, ...]:
        """BuildStation for every city without a station, by city id (cached in
        ``state.station_index`` with a copy of the owners it was computed from)."""
        owner = state.station_owner
        index = state.station_index
        if index is not None and index[0] == owner:
            return index[1]
        station = self._station
        free = tuple(station[city] for city, who in enumerate(owner) if who < 0)
        state.station_index = (owner[:], free)
        return free

    def _can_claim(self, state: TtrState, player: int, route_id: int) -> bool:
        if not 0 <= route_id < len(self.routes) or state.route_owner[route_id] != EMPTY:
            return False
        route = self.routes[route_id]
        if route.length > state.trains[player]:
            return False
        if not C.can_afford(state.hands[player], route.length, route.colour, route.locomotives):
            return False
        few_players = self.closes_parallel_tracks(state.num_players)
        return not route.parallel or self.parallel_route_open(
            state, player, route.parallel, few_players
        )

    def _can_build_station(self, state: TtrState, player: int, city: int) -> bool:
        left = state.stations_left[player]
        if not left or not 0 <= city < len(state.station_owner):
            return False
        if state.station_owner[city] != EMPTY:
            return False
        cost = self.station_costs[self.stations_per_player - left]
        return C.can_afford(state.hands[player], cost, GREY, 0)

    def closes_parallel_tracks(self, num_players: int) -> bool:
        """Whether, at this table, a claimed track of a double or triple route closes
        the others."""
        return num_players < self.all_parallel_tracks_from

    def parallel_route_open(
        self, state: TtrState, player: int, parallel: tuple[int, ...], few_players: bool
    ) -> bool:
        """Whether the other tracks of a double or triple route let ``player`` claim
        this one."""
        return not self.parallel_block(state.route_owner, player, parallel, few_players)

    @staticmethod
    def parallel_block(
        route_owner: Sequence[int], player: int, parallel: tuple[int, ...], few_players: bool
    ) -> str:
        """What the other tracks of a double or triple route say against ``player``
        claiming this one: "own" (they hold one: «Один игрок не вправе занимать оба
        пути.»), "closed" (another player holds one at a table of 2-3: «При игре 2-х или
        3-х участников, может быть использован любой один из двух путей ... другой
        становится закрытым и не может быть использован.»), or "" (nothing)."""
        owners = [route_owner[other] for other in parallel]
        if player in owners:
            return "own"
        if few_players and any(who != EMPTY for who in owners):
            return "closed"
        return ""

    def _payment_due(self, state: TtrState, player: int) -> tuple[int, int, int]:
        """(cards, colour, minimum locomotives) the current payment asks for."""
        if state.phase == CLAIM_PAY:
            route = self.routes[state.pending_route]
            return route.length, route.colour, route.locomotives
        if state.phase == STATION_PAY:
            built = self.stations_per_player - state.stations_left[player]
            return self.station_costs[built], GREY, 0
        return state.tunnel_extra, state.pending_colour, 0  # TUNNEL_PAY

    def _pay_actions(self, state: TtrState, player: int) -> list[Action]:
        count, colour, min_locos = self._payment_due(state, player)
        hand = state.hands[player]
        # The options depend only on the cards that may pay (``colour``, or every
        # colour for grey, and locomotives), each only up to ``count`` cards, so the
        # list is cached by those counts clipped at ``count``.
        tunnel = state.phase == TUNNEL_PAY
        locomotives = hand[LOCOMOTIVE]
        if locomotives > count:
            locomotives = count
        if colour == GREY:
            key: tuple[object, ...] = (
                tunnel, count, colour, min_locos, locomotives,
                *[h if h < count else count for h in hand],
            )
        elif colour == LOCOMOTIVE:
            key = (tunnel, count, colour, min_locos, locomotives)
        else:
            have = hand[colour]
            key = (tunnel, count, colour, min_locos, locomotives, have if have < count else count)
        cached = self._pay_lists.get(key)
        if cached is None:
            options = C.payment_options(hand, count, colour, min_locos)
            actions: list[Action] = [self._pay_action(c, k, count) for c, k in options]
            if tunnel:
                actions.append(DECLINE_TUNNEL)
            if len(self._pay_lists) > 65536:
                self._pay_lists.clear()
            cached = self._pay_lists[key] = tuple(actions)
        return list(cached)

    def _pay_action(self, colour: int, locomotives: int, count: int) -> Pay:
        key = (colour, locomotives, count)
        action = self._pay_cache.get(key)
        if action is None:
            action = self._pay_cache[key] = Pay(colour, locomotives, count)
        return action

    def _pay(self, state: TtrState, player: int, pay: Pay, events: list[Event]) -> None:
        hand = state.hands[player]
        # The amount comes from the situation, never from the action's label fields.
        count = self._payment_due(state, player)[0]
        if state.phase == STATION_PAY:
            C.take_from_hand(hand, pay.colour, pay.locomotives, count)
            C.add_cards(state.discard, pay.colour, pay.locomotives, count)
            city = state.pending_city
            state.station_owner[city] = player
            state.station_cities[player].append(city)
            state.stations_left[player] -= 1
            state.pending_city = EMPTY
            events.append(
                Event(
                    "build_station",
                    player,
                    {"city": city, "colour": pay.colour, "locomotives": pay.locomotives},
                )
            )
            self._end_turn(state, events)
            return
        route = self.routes[state.pending_route]
        C.take_from_hand(hand, pay.colour, pay.locomotives, count)
        if state.phase == TUNNEL_PAY:
            C.add_cards(state.discard, pay.colour, pay.locomotives, count)
            C.add_cards(
                state.discard, state.pending_colour, state.pending_locomotives, route.length
            )
            events.append(Event("tunnel_extra_paid", player, {"route": route.id, "cards": count}))
            self._finish_tunnel(state)
            self._complete_claim(state, player, route.id, events)
            return
        if not route.tunnel:
            C.add_cards(state.discard, pay.colour, pay.locomotives, count)
            self._complete_claim(state, player, route.id, events)
            return
        self._try_tunnel(state, player, pay, count, events)

    def _try_tunnel(
        self, state: TtrState, player: int, pay: Pay, count: int, events: list[Event]
    ) -> None:
        """Rulebook: «При попытке строительства туннеля, игрок сначала выкладывает карты,
        требуемые для его строительства. После чего игрок открывает три верхние карты из
        колоды карт Вагонов. За каждую из этих трех карт, совпавшую по цвету с картами,
        использованными для строительства туннеля, игрок должен выложить дополнительную
        карту Вагона того же цвета (или использовать карту Локомотива).»

        «Карта Локомотива, вытянутая из колоды во время попытки строительства туннеля,
        автоматически совпадет по цвету с картами игрока»; after an all-locomotive
        payment only locomotives match and only locomotives may pay the extra.
        Fewer than three cards available: reveal what there is; none: no risk.
        """
        route = self.routes[state.pending_route]
        state.pending_colour = pay.colour
        state.pending_locomotives = pay.locomotives
        revealed: list[int] = []
        for _ in range(3):
            card = C.draw_card(state, events)
            if card == EMPTY:
                break
            revealed.append(card)
        state.revealed = revealed
        extra = sum(1 for card in revealed if card == LOCOMOTIVE or card == pay.colour)
        state.tunnel_extra = extra
        events.append(
            Event(
                "tunnel_reveal",
                player,
                {"route": route.id, "cards": revealed, "extra": extra},
                reveals=True,
            )
        )
        if extra == 0:
            C.add_cards(state.discard, pay.colour, pay.locomotives, count)
            self._finish_tunnel(state)
            self._complete_claim(state, player, route.id, events)
            return
        if not C.payment_options(state.hands[player], extra, pay.colour, 0):
            # Rule choice: a player who cannot pay the extra cards declines at once.
            self._decline_tunnel(state, player, events, "cannot_pay")
            return
        state.phase = TUNNEL_PAY

    def _finish_tunnel(self, state: TtrState) -> None:
        """«В конце хода, все три открытые карты вагонов сбрасываются в отдельную стопку.»"""
        for card in state.revealed:
            state.discard[card] += 1
        state.revealed = []
        state.tunnel_extra = 0
        state.pending_colour = EMPTY
        state.pending_locomotives = 0

    def _decline_tunnel(self, state: TtrState, player: int, events: list[Event], why: str) -> None:
        """«Если игрок не сможет выложить дополнительные карты (или он решит не тратить
        их), то он должен забрать свои карты, выложенные для строительства туннеля,
        назад в руку, и на этом его ход заканчивается.»"""
        route = self.routes[state.pending_route]
        C.add_cards(
            state.hands[player], state.pending_colour, state.pending_locomotives, route.length
        )
        events.append(Event("tunnel_abandoned", player, {"route": route.id, "reason": why}))
        self._finish_tunnel(state)
        state.pending_route = EMPTY
        self._end_turn(state, events)

    def _complete_claim(
        self, state: TtrState, player: int, route: int, events: list[Event]
    ) -> None:
        length = self.routes[route].length
        state.route_owner[route] = player
        self._index_claim(state, route)
        state.trains[player] -= length
        points = self.map.route_points[length]
        state.route_points[player] += points
        state.pending_route = EMPTY
        events.append(Event("claim_route", player, {"route": route, "points": points}))
        if not self.after_claim(state, player, route, events):
            self._end_turn(state, events)

    def after_claim(
        self, state: TtrState, player: int, route: int, events: list[Event]
    ) -> bool | None:
        """Variant effects of claiming a route (Germany's passengers, Amsterdam's carts).

        Return True when the turn goes on in a variant phase (the variant then ends the
        turn itself with ``_end_turn``); anything else ends the turn now.
        """
        return None

    # tickets
