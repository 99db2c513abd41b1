"""Ticket to Ride: Germany with passengers - the Germany map, two ticket decks,
passenger majorities and the Globetrotter. Registered as ``ttr-germany``.

The rulebook is ../shared/seeds/000_781308568835348e.txt. What this module adds to
the engine:

* Two ticket decks, short (blue backs) and long (brown backs). Drawing tickets in
  play is the engine's ``DrawTickets``, then :class:`DrawTicketMix` (phase
  :data:`DECLARE_MIX`: the declared mix, cut down to what the decks still hold), then
  ``KeepTickets`` (at least 1). In the setup every player starts with
  :class:`DrawTicketMix` (phase :data:`DECLARE_OPENING`, a mix of 4) and keeps at
  least 2.
* Passengers: 60 meeples of 6 colours on the cities (:data:`PASSENGERS_PER_CITY`).
  After a claim the player takes one passenger from each end city that still has any,
  choosing the colour with :class:`TakePassenger` (phase :data:`TAKE_PASSENGER`).
* Neighbouring countries are dead ends for tickets (``dead_end`` cities in the map).
* Final scoring: tickets, the Globetrotter (15) and per passenger colour 20 / 10.

``state.variant`` (public, ints) holds, in this order: the passengers on each city
(``6 * cities``, per city its 6 colour counts), each player's passengers (``6 *
players``) and the cities a claim still lets the player take a passenger from (2,
``EMPTY`` when none). Use :func:`city_passengers` and :func:`player_passengers`.
The observation's ``variant`` adds the public counts of hidden tickets: the long
deck's size, the short and long tickets set aside during the setup, and per player
the long tickets held and pending (the backs show which deck a card is from); read
them with :meth:`GermanyGame.ticket_backs`.

Legal actions added to the engine's, in canonical order (part of the save format):
``DrawTicketMix`` by the number of long tickets declared, 0 to 4 (mixes that would
take the same cards listed once, at the first such number); ``TakePassenger`` by
passenger colour, in :data:`PASSENGER_COLOURS` order.

Event kinds added to the engine's: ``draw_tickets``* [count, short, long] (for the
mix; the engine's ``DrawTickets`` step itself says nothing), ``take_passenger`` [city,
colour], ``ticket_decks_shuffled`` [returned] (end of the opening choices).

Rule choices where the rulebook is silent (for the rules reference):

1. The first player is chosen in the setup (option ``first_player``, random by
   default) instead of «самый старый игрок».
2. Opening tickets: players declare and choose one after another from the first
   player on; the tickets they return wait beside the board until everyone has
   chosen, then go back to their decks and both decks are reshuffled
   («Оставшиеся карты возвращаются в свои колоды, затем колоды заново
   перемешиваются») - so nobody can draw a ticket another player just returned.
3. A declared mix takes 4 tickets while the two decks hold 4 («должен взять 4»), so a
   deck running short offers only the mixes the other deck makes up; with fewer than
   4 left, what is left; mixes that would take the same cards are offered once; an
   empty pair of decks offers none.
4. Tickets returned in play go under their own deck in the order drawn.
5. Passengers: from the route's first end city, then the second; when a city holds
   passengers of one colour only, that one is taken without asking. «может взять»
   is read as "takes" (the issue's action model has no refusal): a passenger never
   lowers its taker's score (more of a colour never worsens a majority, and more
   passengers win the second tie-break), so refusing could only ever hurt others.
6. Globetrotter: needs at least one completed ticket. Passenger majorities: a colour
   nobody holds scores nothing; second place needs at least one passenger.
7. Passenger colours: red, black, green, yellow, blue, white, 10 each (marked
   uncertain in ../shared/reference/ttr/germany.json; the rulebook gives no colours).
8. The shared engine rules as for Europe: three face-up locomotives, no second card,
   nobody able to act (see rules.ttr.europe).
9. Triple routes (Dortmund-Düsseldorf, Düsseldorf-Köln): the rulebook limits a player,
   not a route - «Некоторые города могут быть соединены между собой несколькими
   маршрутами, Игрок может занять только один из них, и никогда два.» - and closes
   the other tracks only at a table of 2-3 («при игре для 2х или 3х игроков, никогда
   не может быть построено больше одного маршрута между одними и те ми же двумя
   городами»). So with 4-5 players each track of a triple route is open to every
   player who holds none of the others: three different players may take one each
   (:attr:`GermanyGame.all_parallel_tracks_from`).
10. Tickets running short: «Если карт целей не хватает, игрок может взять только
   оставшиеся и на этом его ход закончится.» is read as "the draw is cut down to what
   the decks hold" (rule choice 3), not "every ticket of the short draw is kept": the
   player still looks at the short draw and keeps at least 1 of it, returning the
   rest («Оставить нужно не менее 1ой, но можно и все»), and the turn ends with that
   choice as after any ticket draw (:meth:`GermanyGame._draw_mix`).
"""

from __future__ import annotations

from typing import ClassVar, NamedTuple

from rules.core.config import GameConfig, first_player_option
from rules.core.game import Action, Event, Observation, State
from rules.core.memo import Cache
from rules.core.registry import register
from rules.core.rng import Rng
from rules.ttr.actions import DrawTicketMix, TakePassenger
from rules.ttr.engine import DRAW_TICKETS, TtrGame
from rules.ttr.observation import TtrObservation
from rules.ttr.state import (
    EMPTY,
    KEEP_TICKETS,
    SETUP_TICKETS,
    VARIANT_PHASE,
    TtrState,
)

#: Phase: the player to act declares the mix of their opening tickets.
DECLARE_OPENING = VARIANT_PHASE
#: Phase: the player who just claimed a route chooses a passenger's colour.
TAKE_PASSENGER = VARIANT_PHASE + 1
#: Phase: the player who chose to draw tickets declares the mix.
DECLARE_MIX = VARIANT_PHASE + 2

PASSENGER_COLOURS: tuple[str, ...] = ("red", "black", "green", "yellow", "blue", "white")
NUM_PASSENGER_COLOURS = len(PASSENGER_COLOURS)
PASSENGERS_PER_COLOUR = 10
#: «Берлин – 5 шт., Гамбург – 4 шт., Лейпциг – 3шт., Кёльн – 4 шт., Франкфурт – 4шт.,
#: Штутгарт – 3 шт., Мюнхен – 4 шт., все остальные города/страны – 1 шт.»
PASSENGERS_PER_CITY: dict[str, int] = {
    "Berlin": 5,
    "Hamburg": 4,
    "Leipzig": 3,
    "Köln": 4,
    "Frankfurt": 4,
    "Stuttgart": 3,
    "München": 4,
}
GLOBETROTTER_POINTS = 15
MOST_PASSENGERS_POINTS = 20
SECOND_PASSENGERS_POINTS = 10
TICKETS_PER_DRAW = 4


class TicketBacks(NamedTuple):
    """What the card backs show of hidden tickets (public): the long deck's size, the
    opening tickets set aside by deck, and per player the long tickets held and
    pending (the short deck's size and the totals are in the observation itself)."""

    long_deck: int
    set_aside_short: int
    set_aside_long: int
    long_held: tuple[int, ...]
    long_pending: tuple[int, ...]


class GermanyState(TtrState):
    """``ticket_deck`` is the short deck; ``long_deck`` the long one (top = last);
    ``set_aside`` the opening tickets returned until every player has chosen."""

    game_id = "ttr-germany"
    __slots__ = ("long_deck", "set_aside")

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        super().__init__(config, rng)
        self.long_deck: list[int] = []
        self.set_aside: list[int] = []

    def copy(self) -> GermanyState:
        other = super().copy()
        assert isinstance(other, GermanyState)
        other.long_deck = self.long_deck[:]
        other.set_aside = self.set_aside[:]
        return other


def city_passengers(variant: tuple[int, ...] | list[int], city: int) -> tuple[int, ...]:
    """Passengers per colour on ``city``, from ``state.variant`` or an observation's."""
    start = city * NUM_PASSENGER_COLOURS
    return tuple(variant[start : start + NUM_PASSENGER_COLOURS])


def player_passengers(
    variant: tuple[int, ...] | list[int], cities: int, player: int
) -> tuple[int, ...]:
    """Passengers per colour ``player`` holds (``cities``: the map's city count)."""
    start = (cities + player) * NUM_PASSENGER_COLOURS
    return tuple(variant[start : start + NUM_PASSENGER_COLOURS])


class GermanyGame(TtrGame):
    id = "ttr-germany"
    code_number = 1
    title = "Ticket to Ride: Germany"
    min_players = 2
    max_players = 5
    # «Первым ходит самый старый игрок» - rule choice 1.
    options = (first_player_option(max_players),)
    map_name = "germany"
    state_class = GermanyState
    # «Каждый игрок получает набор из 45 поездов своего цвета.»
    trains_per_player = 45
    # «раздайте каждому игроку по 4. Вскройте верхние 5 карт»
    starting_hand = 4
    face_up_size = 5
    tickets_per_draw = TICKETS_PER_DRAW
    # «Оставить нужно не менее 1ой, но можно и все.» - also when the decks ran short
    # (rule choice 10).
    keep_at_least = 1
    opening_keep = 2
    # «Некоторые города могут быть соединены между собой несколькими маршрутами, Игрок
    # может занять только один из них, и никогда два.» «(Примечание: при игре для 2х
    # или 3х игроков, никогда не может быть построено больше одного маршрута между
    # одними и те ми же двумя городами, считается, что пути заблокированы.)» Rule
    # choice 9: from 4 players every track of a double or triple route is open to a
    # player who holds none of the others, so three players may share a triple route.
    all_parallel_tracks_from = 4
    bonus_categories: ClassVar[tuple[str, ...]] = (
        "globetrotter",
        *(f"passengers_{colour}" for colour in PASSENGER_COLOURS),
    )

    def __init__(self) -> None:
        super().__init__()
        m = self.map
        self.num_cities = len(m.cities)
        self._short = frozenset(m.tickets_in_deck("short"))
        self._dead_ends = frozenset(c.id for c in m.cities if c.dead_end)
        self._mix = {
            (s, lg): DrawTicketMix(s, lg)
            for s in range(TICKETS_PER_DRAW + 1)
            for lg in range(TICKETS_PER_DRAW + 1 - s)
        }
        self._mix_cache: Cache[tuple[int, int], tuple[Action, ...]] = Cache()
        self._take = tuple(
            tuple(
                TakePassenger(city.id, colour, f"{name} passenger in {city.name}")
                for colour, name in enumerate(PASSENGER_COLOURS)
            )
            for city in m.cities
        )
        self.initial_passengers = tuple(
            PASSENGERS_PER_CITY.get(city.name, 1) for city in m.cities
        )
        assert sum(self.initial_passengers) == PASSENGERS_PER_COLOUR * NUM_PASSENGER_COLOURS

    # ----- layout of state.variant -----------------------------------------------------
    def _player_offset(self, player: int) -> int:
        return (self.num_cities + player) * NUM_PASSENGER_COLOURS

    def _pending_offset(self, state: TtrState) -> int:
        return self._player_offset(state.num_players)

    def passengers_of(self, state: TtrState, player: int) -> tuple[int, ...]:
        return player_passengers(state.variant, self.num_cities, player)

    # ----- setup ---------------------------------------------------------------------
    def deal_opening_tickets(self, state: TtrState) -> None:
        """«Разделите карты целей на две колоды – коротких целей (синие) и длинных
        (коричневые). Перемешайте обе колоды.»"""
        assert isinstance(state, GermanyState)
        short = self.map.tickets_in_deck("short")
        long = self.map.tickets_in_deck("long")
        state.rng.shuffle(short)
        state.rng.shuffle(long)
        state.ticket_deck = short
        state.long_deck = long

    def opening_keep_at_least(self, state: TtrState) -> int:
        # «Оставить нужно не менее 2х, но можно и все.»
        return self.opening_keep

    def setup_variant(self, state: TtrState) -> None:
        """«Поместите 60 миплов Пассажиров в мешочек и перемешайте их. Затем доставайте
        Пассажиров из мешочка в случайном порядке и размещайте их на карте в
        соответствии с диаграммой»"""
        bag = [c for c in range(NUM_PASSENGER_COLOURS) for _ in range(PASSENGERS_PER_COLOUR)]
        state.rng.shuffle(bag)
        variant = [0] * (self._pending_offset(state) + 2)
        for city, count in enumerate(self.initial_passengers):
            for _ in range(count):
                variant[city * NUM_PASSENGER_COLOURS + bag.pop()] += 1
        offset = self._pending_offset(state)
        variant[offset] = variant[offset + 1] = EMPTY
        state.variant = variant
        # «каждый игрок должен взять 4 карты цели ... но он должен сначала объявить
        # какую комбинацию карт он берет»
        state.phase = DECLARE_OPENING

    def begin_opening(self, state: TtrState, player: int) -> None:
        state.phase = DECLARE_OPENING

    def return_opening_tickets(self, state: TtrState, player: int, returned: list[int]) -> None:
        assert isinstance(state, GermanyState)
        state.set_aside.extend(returned)

    def finish_opening(self, state: TtrState, events: list[Event]) -> None:
        """«Оставшиеся карты возвращаются в свои колоды, затем колоды заново
        перемешиваются и помещаются рядом с полем.»"""
        assert isinstance(state, GermanyState)
        short = self._short
        returned = state.set_aside
        state.ticket_deck.extend(t for t in returned if t in short)
        state.long_deck.extend(t for t in returned if t not in short)
        state.set_aside = []
        state.rng.shuffle(state.ticket_deck)
        state.rng.shuffle(state.long_deck)
        events.append(Event("ticket_decks_shuffled", None, {"returned": len(returned)}))

    # ----- tickets ---------------------------------------------------------------------
    def _mix_actions(self, state: GermanyState) -> list[Action]:
        """One action per distinct draw a declared mix of 4 gives, by long tickets
        declared (0-4). «Игрок может составить любую комбинацию из двух типов карт
        целей, но он должен сначала объявить какую комбинацию карт он берет.»

        «Игрок должен взять 4 карты цели ... Если карт целей не хватает, игрок может
        взять только оставшиеся»: a mix must take 4 tickets while the two decks hold 4;
        only when they hold fewer does the player take what is left. (Until 27 November
        a mix was cut down to what its own deck held, so with one deck empty a player
        could draw a single ticket while the other held dozens.)"""
        short_left = min(len(state.ticket_deck), TICKETS_PER_DRAW)
        long_left = min(len(state.long_deck), TICKETS_PER_DRAW)
        key = (short_left, long_left)
        cached = self._mix_cache.get(key)
        if cached is not None:
            return list(cached)
        actions: list[Action] = []
        seen: set[tuple[int, int]] = set()
        for declared_long in range(TICKETS_PER_DRAW + 1):
            draw = (
                min(TICKETS_PER_DRAW - declared_long, short_left),
                min(declared_long, long_left),
            )
            if sum(draw) < min(TICKETS_PER_DRAW, short_left + long_left) or draw in seen:
                continue
            seen.add(draw)
            actions.append(self._mix[draw])
        self._mix_cache[key] = tuple(actions)
        return actions

    def ticket_draw_actions(self, state: TtrState, player: int) -> list[Action]:
        assert isinstance(state, GermanyState)
        return [DRAW_TICKETS] if state.ticket_deck or state.long_deck else []

    def draw_tickets(
        self, state: TtrState, player: int, action: Action, events: list[Event]
    ) -> None:
        """«Взять 4 карты цели. ... он должен сначала объявить какую комбинацию карт он
        берет»: the next decision is the mix."""
        state.phase = DECLARE_MIX

    def _draw_mix(
        self, state: GermanyState, player: int, mix: DrawTicketMix, events: list[Event]
    ) -> None:
        """«Взять 4 карты цели ... Если карт целей не хватает, игрок может взять только
        оставшиеся и на этом его ход закончится.» Rule choice 10: a short draw is kept
        like a full one - the next decision is ``KeepTickets`` (at least 1), and the
        turn ends with it."""
        drawn = [state.ticket_deck.pop() for _ in range(mix.short)]
        drawn += [state.long_deck.pop() for _ in range(mix.long)]
        state.pending_tickets[player] = drawn
        state.phase = SETUP_TICKETS if state.phase == DECLARE_OPENING else KEEP_TICKETS
        events.append(
            Event(
                "draw_tickets",
                player,
                {"count": len(drawn), "short": mix.short, "long": mix.long},
                reveals=True,
            )
        )

    def return_drawn_tickets(self, state: TtrState, player: int, returned: list[int]) -> None:
        """«Оставшиеся карты возвращаются под низ соответствующей колоды.»"""
        assert isinstance(state, GermanyState)
        short = [t for t in returned if t in self._short]
        long = [t for t in returned if t not in self._short]
        state.ticket_deck[0:0] = short[::-1]
        state.long_deck[0:0] = long[::-1]

    # ----- passengers ------------------------------------------------------------------
    def after_claim(
        self, state: TtrState, player: int, route: int, events: list[Event]
    ) -> bool | None:
        """«Затем игрок может взять по одному пассажиру любого цвета по выбору игрока из
        каждого города участка пути, который только что построил. Если пассажиров в
        городе нет, то игрок ничего не получает из этого города.» Rule choice 5 (see
        the module): a passenger is always taken; the player chooses its colour."""
        r = self.routes[route]
        offset = self._pending_offset(state)
        state.variant[offset] = r.a
        state.variant[offset + 1] = r.b
        return self._offer_passengers(state, player, events)

    def _offer_passengers(self, state: TtrState, player: int, events: list[Event]) -> bool:
        """Take passengers until a colour must be chosen (True) or none are left (False)."""
        variant = state.variant
        offset = self._pending_offset(state)
        while variant[offset] != EMPTY:
            city = variant[offset]
            base = city * NUM_PASSENGER_COLOURS
            colours = [c for c in range(NUM_PASSENGER_COLOURS) if variant[base + c]]
            if len(colours) > 1:
                state.phase = TAKE_PASSENGER
                return True
            if colours:
                self._take_passenger(state, player, city, colours[0], events)
            else:
                self._next_pending_city(state)
        return False

    def _next_pending_city(self, state: TtrState) -> None:
        offset = self._pending_offset(state)
        state.variant[offset] = state.variant[offset + 1]
        state.variant[offset + 1] = EMPTY

    def _take_passenger(
        self, state: TtrState, player: int, city: int, colour: int, events: list[Event]
    ) -> None:
        variant = state.variant
        variant[city * NUM_PASSENGER_COLOURS + colour] -= 1
        variant[self._player_offset(player) + colour] += 1
        self._next_pending_city(state)
        events.append(Event("take_passenger", player, {"city": city, "colour": colour}))

    # ----- variant actions -------------------------------------------------------------
    def variant_legal_actions(self, state: TtrState, player: int) -> list[Action]:
        assert isinstance(state, GermanyState)
        if state.phase in (DECLARE_OPENING, DECLARE_MIX):
            return self._mix_actions(state)
        city = state.variant[self._pending_offset(state)]
        base = city * NUM_PASSENGER_COLOURS
        take = self._take[city]
        return [
            take[c] for c in range(NUM_PASSENGER_COLOURS) if state.variant[base + c]
        ]

    def variant_apply(
        self, state: TtrState, player: int, action: Action, events: list[Event]
    ) -> None:
        assert isinstance(state, GermanyState)
        if isinstance(action, DrawTicketMix):
            self._draw_mix(state, player, action, events)
            return
        assert isinstance(action, TakePassenger)
        self._take_passenger(state, player, action.city, action.colour, events)
        if not self._offer_passengers(state, player, events):
            self._end_turn(state, events)

    def _is_legal(self, state: TtrState, player: int, action: Action) -> bool:
        """The engine's fast check, with Germany's actions checked without listing
        every legal action."""
        assert isinstance(state, GermanyState)
        if type(action) is DrawTicketMix:
            return state.phase in (DECLARE_OPENING, DECLARE_MIX) and action in (
                self._mix_actions(state))
        if type(action) is TakePassenger:
            return state.phase == TAKE_PASSENGER and action in self.variant_legal_actions(
                state, player
            )
        return super()._is_legal(state, player, action)

    def describe_situation(self, state: State, player: int) -> str:
        assert isinstance(state, TtrState)
        if state.phase == DECLARE_OPENING:
            return "declaring the mix of opening tickets"
        if state.phase == TAKE_PASSENGER:
            return "choosing a passenger"
        if state.phase == DECLARE_MIX:
            return "declaring the mix of tickets to draw"
        return super().describe_situation(state, player)

    # ----- information -----------------------------------------------------------------
    def observe_variant(self, state: TtrState, player: int) -> tuple[int, ...]:
        """Passengers, plus the public counts of hidden tickets by deck (card backs)."""
        assert isinstance(state, GermanyState)
        short = self._short
        set_aside_short = sum(1 for t in state.set_aside if t in short)
        return (
            *state.variant,
            len(state.long_deck),
            set_aside_short,
            len(state.set_aside) - set_aside_short,
            *(sum(1 for t in held if t not in short) for held in state.tickets),
            *(sum(1 for t in held if t not in short) for held in state.pending_tickets),
        )

    def ticket_backs(self, observation: TtrObservation) -> TicketBacks:
        """The ticket counts by deck an observation shows (see :class:`TicketBacks`)."""
        n = observation.config.num_players
        start = self._player_offset(n) + 2
        values = observation.variant[start:]
        return TicketBacks(
            long_deck=values[0],
            set_aside_short=values[1],
            set_aside_long=values[2],
            long_held=tuple(values[3 : 3 + n]),
            long_pending=tuple(values[3 + n : 3 + 2 * n]),
        )

    def determinize_variant(self, state: TtrState, observation: Observation, rng: Rng) -> None:
        """Passengers as seen; hidden tickets redealt deck by deck, keeping every count
        the card backs show."""
        assert isinstance(state, GermanyState)
        assert isinstance(observation, TtrObservation)
        obs = observation
        n = state.num_players
        state.variant = list(obs.variant[: self._pending_offset(state) + 2])
        backs = self.ticket_backs(obs)
        me = obs.player
        known = set(obs.pending_tickets)
        for tickets in obs.all_tickets or (obs.tickets,):
            known.update(tickets)
        unknown_short = [t for t in sorted(self._short) if t not in known]
        unknown_long = [
            t.id for t in self.map.tickets if t.id not in self._short and t.id not in known
        ]
        rng.shuffle(unknown_short)
        rng.shuffle(unknown_long)

        def deal(shorts: int, longs: int) -> list[int]:
            if shorts > len(unknown_short) or longs > len(unknown_long):
                raise ValueError("observation is inconsistent: the tickets do not add up")
            return [unknown_short.pop() for _ in range(shorts)] + [
                unknown_long.pop() for _ in range(longs)
            ]

        state.ticket_deck = deal(obs.ticket_deck_size, 0)
        state.long_deck = deal(0, backs.long_deck)
        state.set_aside = deal(backs.set_aside_short, backs.set_aside_long)
        for p in range(n):
            if p == me:
                continue
            pending, long_pending = obs.pending_ticket_counts[p], backs.long_pending[p]
            state.pending_tickets[p] = deal(pending - long_pending, long_pending)
            if not obs.all_tickets:
                held, long_held = obs.ticket_counts[p], backs.long_held[p]
                state.tickets[p] = deal(held - long_held, long_held)
        if unknown_short or unknown_long:
            raise ValueError("observation is inconsistent: tickets left over")

    # ----- scoring ---------------------------------------------------------------------
    def dead_ends(self) -> frozenset[int]:
        """«Каждый маршрут, ведущий в одну из этих стран, является тупиком. Более того,
        разные маршруты, ведущие в одну и ту же страну не считаются объединенными.»"""
        return self._dead_ends

    def final_bonus(self, state: TtrState) -> list[tuple[int, ...]]:
        n = state.num_players
        completed = [sum(self.ticket_outcome(state, p)[1]) for p in range(n)]
        most = max(completed)
        # «Игрок, который выполнил больше всех целей получает бонус-карту Globetrotter и
        # 15 ПО. В случае равенства все игроки, набравшие больше остальных целей,
        # получают 15 ПО.» Rule choice: at least one completed ticket is needed.
        globetrotter = [
            GLOBETROTTER_POINTS if most > 0 and completed[p] == most else 0 for p in range(n)
        ]
        majorities = [
            passenger_majority([self.passengers_of(state, p)[c] for p in range(n)])
            for c in range(NUM_PASSENGER_COLOURS)
        ]
        return [
            (globetrotter[p], *(majorities[c][p] for c in range(NUM_PASSENGER_COLOURS)))
            for p in range(n)
        ]

    def tie_break_keys(
        self, state: TtrState, completed: list[int], bonus: list[tuple[int, ...]]
    ) -> list[tuple[int, ...]]:
        """«В случае равенства выигрывает тот, кто выполнил больше карт целей. Если и
        здесь равенство, то выигрывает игрок, у которого больше миплов Пассажиров,
        независимо от их цветом. Если оба условия не сработали, то оба игрока
        разделяют победу.»"""
        return [
            (completed[p], sum(self.passengers_of(state, p))) for p in range(state.num_players)
        ]


def passenger_majority(counts: list[int]) -> list[int]:
    """Points per player for one passenger colour.

    «Для каждого цвета миплов Пассажиров игроку, который набрал Пассажиров этого цвета
    больше всех начисляется 20 ПО, второму игроку – 10 ПО. Если больше всех набрало
    несколько игроков, то каждому из них начисляется 20 ПО, но никому больше ничего не
    начисляется. Если на втором месте находится несколько игроков, то каждому из них
    начисляется 10 ПО.» Rule choice: nobody scores for holding none of a colour.
    """
    most = max(counts)
    if most == 0:
        return [0] * len(counts)
    leaders = [p for p, c in enumerate(counts) if c == most]
    points = [MOST_PASSENGERS_POINTS if c == most else 0 for c in counts]
    if len(leaders) > 1:
        return points
    second = max((c for c in counts if c < most), default=0)
    if second > 0:
        points = [
            SECOND_PASSENGERS_POINTS if c == second else p
            for c, p in zip(counts, points, strict=True)
        ]
    return points


GERMANY = register(GermanyGame())
