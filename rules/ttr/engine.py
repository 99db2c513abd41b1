"""One engine for the Ticket to Ride family.

:class:`TtrGame` plays the common rules: train cards, claiming routes (with ferries
and tunnels when a map has them), tickets, stations (when a variant has them), the
last round and the final scoring. A map is data (``maps/<name>.json``) plus a small
variant module that subclasses :class:`TtrGame`, sets the class attributes below and
overrides the hooks it needs (python-chess style):

* class attributes - cards (``card_counts``), trains, stations and their costs, hand
  and face-up sizes, tickets per draw, the last-round threshold, double-route rule;
  ``options = (first_player_option(max_players),)`` for the rulebook's «who starts»;
* ``deal_opening_row`` - the first face-up row (Amsterdam: three wilds go back into
  the deck);
* ``deal_opening_tickets`` / ``opening_keep_at_least`` - the opening tickets;
  ``begin_opening`` / ``return_opening_tickets`` / ``finish_opening`` - each player's
  opening choice, where returned opening tickets go, the end of the opening
  (Germany: declare a mix first, returned tickets wait, decks reshuffled);
* ``ticket_draw_actions`` / ``draw_tickets`` / ``return_drawn_tickets`` - the
  draw-tickets action and where returned tickets go (Germany: two decks);
* ``parallel_route_open`` - double (and triple) routes with few players;
* ``after_claim`` - what claiming a route also does (passengers, merchandise); it may
  keep the turn going in a variant phase by returning True;
* ``setup_variant`` / ``observe_variant`` / ``determinize_variant`` - variant pieces,
  kept as ints in ``state.variant``;
* ``variant_legal_actions`` / ``variant_apply`` - variant phases (``VARIANT_PHASE`` and
  up) and variant actions;
* ``final_bonus`` / ``bonus_categories`` / ``tie_break_keys`` - end-of-game categories
  (European Express, stations; passengers, Globetrotter; merchandise);
* ``dead_ends`` - cities a ticket path may end in but not pass through (countries).

Legal actions, in canonical order (part of the save-code format):

* opening tickets / tickets drawn: ``KeepTickets`` for every allowed subset, by the
  bit mask of the kept positions (in dealt order), ascending;
* start of a turn: ``DrawFaceUp`` by slot, ``DrawBlind``, ``DrawTickets``,
  ``ClaimRoute`` by route id, ``BuildStation`` by city id; ``Pass`` only when nothing
  else is legal;
* second card: ``DrawFaceUp`` (not a locomotive) by slot, then ``DrawBlind``;
* paying: ``Pay`` in :func:`rules.ttr.cards.payment_options` order; for a tunnel's
  extra cards the same order, then ``DeclineTunnel``.

Event kinds (stable keys for the UI; ``details`` in brackets; * = ``reveals``):
``keep_tickets`` [kept, returned], ``first_turn``, ``draw_face_up`` [slot, card],
``draw_blind``* [card - private to the drawer], ``face_up_dealt``* [cards],
``face_up_reset``* [discarded, dealt], ``face_up_kept`` [reason], ``reshuffle`` [cards],
``no_second_card``, ``choose_route`` [route], ``tunnel_reveal``* [route, cards, extra],
``tunnel_extra_paid`` [route, cards], ``tunnel_abandoned`` [route, reason: declined |
cannot_pay], ``claim_route`` [route, points], ``choose_station`` [city],
``build_station`` [city, colour, locomotives], ``draw_tickets``* [count], ``pass``,
``last_round`` [trains], ``game_over`` [reason: last_round_done | nobody_can_act].
"""

from __future__ import annotations

from typing import ClassVar

from rules.core.config import GameConfig, first_player
from rules.core.errors import IllegalAction
from rules.core.game import Action, Event, Game, Observation, State
from rules.core.memo import Cache
from rules.core.rng import Rng
from rules.ttr import cards as C
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    Pass,
    Pay,
)
from rules.ttr.claiming import ClaimRules
from rules.ttr.final_scoring import FinalScoring
from rules.ttr.mapdata import CARD_NAMES, LOCOMOTIVE, NUM_COLOURS, TtrMap, load_map
from rules.ttr.observation import TtrObservation, determinize, observe
from rules.ttr.state import (
    CLAIM_PAY,
    EMPTY,
    KEEP_TICKETS,
    OVER,
    PHASE_NAMES,
    SECOND_DRAW,
    SETUP_TICKETS,
    STATION_PAY,
    TUNNEL_PAY,
    TURN,
    VARIANT_PHASE,
    TtrState,
)

DRAW_BLIND = DrawBlind()
DRAW_TICKETS = DrawTickets()
PASS = Pass()

class TtrGame(ClaimRules, FinalScoring, Game):
    """The rules common to every Ticket to Ride map. Variants subclass it."""

    map_name: ClassVar[str]
    state_class: ClassVar[type[TtrState]] = TtrState
    #: cards of each colour in the deck, then locomotives (index 8)
    card_counts: ClassVar[tuple[int, ...]] = (12,) * NUM_COLOURS + (14,)
    trains_per_player: ClassVar[int] = 45
    starting_hand: ClassVar[int] = 4
    face_up_size: ClassVar[int] = 5
    tickets_per_draw: ClassVar[int] = 3
    keep_at_least: ClassVar[int] = 1
    #: the last round begins when a player ends a turn with this many trains or fewer
    last_round_trains: ClassVar[int] = 2

    def __init__(self) -> None:
        self.map: TtrMap = load_map(self.map_name)
        m = self.map
        self.routes = m.routes
        self._parallel = tuple(r.parallel for r in m.routes)
        self._ticket_labels = tuple(m.ticket_label(t) for t in m.tickets)
        self._claim = tuple(ClaimRoute(r.id, m.route_label(r)) for r in m.routes)
        self._station = tuple(BuildStation(c.id, c.name) for c in m.cities)
        self._face_up = tuple(
            tuple(DrawFaceUp(slot, CARD_NAMES[card]) for card in range(9))
            for slot in range(self.face_up_size)
        )
        self._pay_cache: Cache[tuple[int, int, int], Pay] = Cache()
        self._pay_lists: Cache[tuple[object, ...], tuple[Action, ...]] = Cache()
        self._keep_subsets: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}
        self._keep_cache: Cache[tuple[int, ...], KeepTickets] = Cache()
        self.city_routes: tuple[tuple[int, ...], ...] = tuple(
            tuple(r.id for r in m.routes if city.id in (r.a, r.b)) for city in m.cities
        )
        self._build_claim_tables()

    # ----- setup ------------------------------------------------------------------------
    def setup(self, config: GameConfig, rng: Rng) -> TtrState:
        state = self.state_class(config, rng)
        n = config.num_players
        for colour, count in enumerate(self.card_counts):
            state.deck.extend([colour] * count)
        rng.shuffle(state.deck)
        for p in range(n):
            for _ in range(self.starting_hand):
                state.hands[p][state.deck.pop()] += 1
            state.trains[p] = self.trains_per_player
            state.stations_left[p] = self.stations_per_player
        state.face_up = [EMPTY] * self.face_up_size
        self.deal_opening_row(state)
        state.route_owner = [EMPTY] * len(self.map.routes)
        state.station_owner = [EMPTY] * len(self.map.cities)
        self.deal_opening_tickets(state)
        state.first_player = first_player(state.config, state.rng)
        state.current = state.first_player
        state.phase = SETUP_TICKETS
        self.setup_variant(state)
        return state

    def deal_opening_row(self, state: TtrState) -> None:
        """Turn up the first face-up row (Amsterdam redeals three wilds differently)."""
        C.refill_face_up(state, [], self.face_up_size)

    def deal_opening_tickets(self, state: TtrState) -> None:
        """Fill ``state.pending_tickets`` and ``state.ticket_deck``. Override per map."""
        deck = [t.id for t in self.map.tickets]
        state.rng.shuffle(deck)
        for pending in state.pending_tickets:
            pending.extend(deck.pop() for _ in range(self.tickets_per_draw))
        state.ticket_deck = deck

    def opening_keep_at_least(self, state: TtrState) -> int:
        return self.keep_at_least

    def setup_variant(self, state: TtrState) -> None:
        """Variant pieces (passengers, bonus cards) after the common setup."""

    # ----- whose turn -------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        assert isinstance(state, TtrState)
        return () if state.phase == OVER else (state.current,)

    def is_over(self, state: State) -> bool:
        assert isinstance(state, TtrState)
        return state.phase == OVER

    def describe_situation(self, state: State, player: int) -> str:
        assert isinstance(state, TtrState)
        if state.phase < len(PHASE_NAMES):
            return PHASE_NAMES[state.phase]
        return "choosing"  # a variant phase (variants name theirs)

    # ----- legal actions ----------------------------------------------------------------
    def legal_actions(self, state: State, player: int) -> list[Action]:
        assert isinstance(state, TtrState)
        if state.phase == OVER or player != state.current:
            return []
        phase = state.phase
        if phase == TURN:
            actions = self._turn_actions(state, player)
            return actions if actions else [PASS]
        if phase == SECOND_DRAW:
            return self._second_draw_actions(state)
        if phase >= VARIANT_PHASE:
            return self.variant_legal_actions(state, player)
        if phase in (SETUP_TICKETS, KEEP_TICKETS):
            return self._keep_actions(state, player)
        return list(self._pay_actions(state, player))

    def _turn_actions(self, state: TtrState, player: int) -> list[Action]:
        face_up = self._face_up
        actions: list[Action] = [
            face_up[slot][card] for slot, card in enumerate(state.face_up) if card != EMPTY
        ]
        if state.deck or any(state.discard):  # C.cards_available
            actions.append(DRAW_BLIND)
        actions += self.ticket_draw_actions(state, player)
        hand = state.hands[player]
        locomotives = hand[LOCOMOTIVE]
        best = max(hand[:LOCOMOTIVE])
        actions.extend(self._claimable(state, player, hand, locomotives, best))
        left = state.stations_left[player]
        if left:
            cost = self.station_costs[self.stations_per_player - left]
            if best + locomotives >= cost:
                actions += self._station_actions(state)
        return actions

    def ticket_draw_actions(self, state: TtrState, player: int) -> list[Action]:
        return [DRAW_TICKETS] if state.ticket_deck else []

    def _second_draw_actions(self, state: TtrState) -> list[Action]:
        face_up = self._face_up
        actions: list[Action] = [
            face_up[slot][card]
            for slot, card in enumerate(state.face_up)
            if card != EMPTY and card != LOCOMOTIVE
        ]
        if C.cards_available(state):
            actions.append(DRAW_BLIND)
        return actions

    def _keep_minimum(self, state: TtrState) -> int:
        if state.phase == SETUP_TICKETS:
            return self.opening_keep_at_least(state)
        return self.keep_at_least

    def _keep_actions(self, state: TtrState, player: int) -> list[Action]:
        pending = state.pending_tickets[player]
        minimum = min(self._keep_minimum(state), len(pending))
        key = (len(pending), minimum)
        subsets = self._keep_subsets.get(key)
        if subsets is None:
            # Positions (in dealt order) of each allowed subset, by ascending bit mask.
            subsets = self._keep_subsets[key] = tuple(
                tuple(i for i in range(len(pending)) if mask >> i & 1)
                for mask in range(1, 1 << len(pending))
                if mask.bit_count() >= minimum
            )
        cache = self._keep_cache
        if len(cache) > 65536:
            cache.clear()
        actions: list[Action] = []
        for positions in subsets:
            kept = tuple(sorted([pending[i] for i in positions]))
            action = cache.get(kept)
            if action is None:
                labels = self._ticket_labels
                action = cache[kept] = KeepTickets(kept, ", ".join(labels[t] for t in kept))
            actions.append(action)
        return actions

    # ----- fast legality check -----------------------------------------------------------
    def check_legal(self, state: State, player: int, action: Action) -> None:
        assert isinstance(state, TtrState)
        if state.phase == OVER:
            raise IllegalAction(f"{action} is not possible: the game is over")
        if player != state.current:
            raise IllegalAction(
                f"{action} is not possible: it is not {state.config.player_name(player)}'s "
                f"decision now"
            )
        if not self._is_legal(state, player, action):
            raise IllegalAction(
                f"{self._named(action)} is not a legal action for "
                f"{state.config.player_name(player)} now "
                f"({self.describe_situation(state, player)})"
            )

    def _is_legal(self, state: TtrState, player: int, action: Action) -> bool:
        phase = state.phase
        kind = type(action)
        if kind is DrawFaceUp:
            assert isinstance(action, DrawFaceUp)
            if phase not in (TURN, SECOND_DRAW) or not 0 <= action.slot < len(state.face_up):
                return False
            card = state.face_up[action.slot]
            return card != EMPTY and (phase == TURN or card != LOCOMOTIVE)
        if kind is DrawBlind:
            return phase in (TURN, SECOND_DRAW) and C.cards_available(state)
        if kind is ClaimRoute:
            assert isinstance(action, ClaimRoute)
            return phase == TURN and self._can_claim(state, player, action.route)
        if kind is BuildStation:
            assert isinstance(action, BuildStation)
            return phase == TURN and self._can_build_station(state, player, action.city)
        if kind is DrawTickets or kind is Pass:
            return phase == TURN and action in self._turn_legal(state, player)
        if kind is Pay or kind is DeclineTunnel:
            return phase in (CLAIM_PAY, STATION_PAY, TUNNEL_PAY) and action in self._pay_actions(
                state, player
            )
        if kind is KeepTickets:
            return phase in (SETUP_TICKETS, KEEP_TICKETS) and action in self._keep_actions(
                state, player
            )
        # Variant actions: the slow, always-right check.
        return action in self.legal_actions(state, player)

    def _named(self, action: Action) -> Action:
        """The action with its names filled in, for messages."""
        if isinstance(action, ClaimRoute) and 0 <= action.route < len(self._claim):
            return self._claim[action.route]
        if isinstance(action, BuildStation) and 0 <= action.city < len(self._station):
            return self._station[action.city]
        return action

    def _turn_legal(self, state: TtrState, player: int) -> list[Action]:
        actions = self._turn_actions(state, player)
        return actions if actions else [PASS]

    # ----- applying -----------------------------------------------------------------------
    def apply_legal(self, state: State, player: int, action: Action) -> list[Event]:
        assert isinstance(state, TtrState)
        events: list[Event] = []
        kind = type(action)
        if kind is DrawFaceUp:
            assert isinstance(action, DrawFaceUp)
            self._draw_face_up(state, player, action.slot, events)
        elif kind is DrawBlind:
            self._draw_blind(state, player, events)
        elif kind is ClaimRoute:
            assert isinstance(action, ClaimRoute)
            state.pending_route = action.route
            state.phase = CLAIM_PAY
            events.append(Event("choose_route", player, {"route": action.route}))
        elif kind is Pay:
            assert isinstance(action, Pay)
            self._pay(state, player, action, events)
        elif kind is DeclineTunnel:
            self._decline_tunnel(state, player, events, "declined")
        elif kind is BuildStation:
            assert isinstance(action, BuildStation)
            state.pending_city = action.city
            state.phase = STATION_PAY
            events.append(Event("choose_station", player, {"city": action.city}))
        elif kind is DrawTickets:
            self.draw_tickets(state, player, action, events)
        elif kind is KeepTickets:
            assert isinstance(action, KeepTickets)
            self._keep_tickets(state, player, action.tickets, events)
        elif kind is Pass:
            events.append(Event("pass", player))
            self._end_turn(state, events, passed=True)
        else:
            self.variant_apply(state, player, action, events)
        return events

    # drawing train cards
    def _draw_face_up(self, state: TtrState, player: int, slot: int, events: list[Event]) -> None:
        """Rulebook: «Если игрок взял одну из открытых карт, перед тем как взять вторую,
        он должен положить на место этой карты верхнюю карту из стопки.»"""
        row = state.face_up
        card = row[slot]
        row[slot] = EMPTY
        state.hands[player][card] += 1
        events.append(Event("draw_face_up", player, {"slot": slot, "card": card}))
        C.refill_face_up(state, events, self.face_up_size)
        if state.phase == TURN and card != LOCOMOTIVE:
            self._after_first_draw(state, events)
        else:
            # A face-up locomotive is the whole draw; a second card ends the turn.
            self._end_turn(state, events)

    def _draw_blind(self, state: TtrState, player: int, events: list[Event]) -> None:
        """Rulebook: «... получит карту Локомотива, взяв ее из колоды лежащей рубашкой
        вверх, при этом он сохраняет свое право на то, чтобы взять еще одну карту»."""
        card = C.draw_card(state, events)
        state.hands[player][card] += 1
        events.append(Event("draw_blind", player, {"card": card}, reveals=True, private=True))
        if state.phase == TURN:
            self._after_first_draw(state, events)
        else:
            self._end_turn(state, events)

    def _after_first_draw(self, state: TtrState, events: list[Event]) -> None:
        state.phase = SECOND_DRAW
        row = state.face_up
        # Whether _second_draw_actions has anything: a face-up card that is neither
        # empty nor a locomotive, or a card to draw blind.
        takeable = len(row) - row.count(EMPTY) - row.count(LOCOMOTIVE)
        if not (takeable or C.cards_available(state)):
            # Rule choice (silent rulebook): with no card left to take, the turn ends.
            events.append(Event("no_second_card", state.current))
            self._end_turn(state, events)

    # tickets
    def draw_tickets(
        self, state: TtrState, player: int, action: Action, events: list[Event]
    ) -> None:
        """Rulebook: «Для этого он тянет из стопки верхние три карты (если в ней остается
        меньше трех карт, игрок берет все оставшиеся).»"""
        deck = state.ticket_deck
        drawn = [deck.pop() for _ in range(min(self.tickets_per_draw, len(deck)))]
        state.pending_tickets[player] = drawn
        state.phase = KEEP_TICKETS
        events.append(Event("draw_tickets", player, {"count": len(drawn)}, reveals=True))

    def _keep_tickets(
        self, state: TtrState, player: int, kept: tuple[int, ...], events: list[Event]
    ) -> None:
        pending = state.pending_tickets[player]
        returned = [t for t in pending if t not in kept]
        state.tickets[player].extend(t for t in pending if t in kept)
        state.pending_tickets[player] = []
        events.append(Event("keep_tickets", player, {"kept": len(kept), "returned": len(returned)}))
        if state.phase == SETUP_TICKETS:
            self.return_opening_tickets(state, player, returned)
            nxt = (player + 1) % state.num_players
            state.current = nxt
            if nxt == state.first_player:
                self.finish_opening(state, events)
                state.phase = TURN
                events.append(Event("first_turn", nxt))
            else:
                self.begin_opening(state, nxt)
            return
        self.return_drawn_tickets(state, player, returned)
        self._end_turn(state, events)

    def return_opening_tickets(self, state: TtrState, player: int, returned: list[int]) -> None:
        """Where opening tickets a player did not keep go (Europe: out of the game).

        Rulebook: «Остальные убираются в коробку и в дальнейшем не участвуют в игре.»"""

    def begin_opening(self, state: TtrState, player: int) -> None:
        """``player`` is next to choose opening tickets (Germany: declare a mix first)."""

    def finish_opening(self, state: TtrState, events: list[Event]) -> None:
        """Every player has chosen opening tickets; play is about to begin."""

    def return_drawn_tickets(self, state: TtrState, player: int, returned: list[int]) -> None:
        """Rulebook (detailed section): «Возвращенные карты маршрутов следует поместить
        под низ стопки карт маршрутов.» (Its short list of actions says they leave the
        game; the detailed section wins.) They go under the deck in the order drawn."""
        state.ticket_deck[0:0] = returned[::-1]

    # end of a turn
    def _end_turn(self, state: TtrState, events: list[Event], passed: bool = False) -> None:
        """Rulebook: «Когда в конце хода любого игрока, у него в запасе остается два или
        меньше пластиковых вагона, то каждый игрок получает по одному последнему ходу»."""
        row = state.face_up
        if EMPTY in row or (
            row.count(LOCOMOTIVE) >= C.FACE_UP_LOCOMOTIVE_LIMIT
            and C.better_row_possible(state, self.face_up_size)
        ):
            # Rule choice: slots left empty for want of cards fill as soon as cards
            # reach the discard, and a row kept with three locomotives (no better row
            # could be dealt) is redealt as soon as one can be - checked at the end of
            # every turn (see rules.ttr.cards.refill_face_up).
            C.refill_face_up(state, events, self.face_up_size)
        player = state.current
        n = len(state.trains)  # the number of players, without two property calls
        state.turn += 1
        state.phase = TURN
        state.consecutive_passes = state.consecutive_passes + 1 if passed else 0
        if state.final_turns_left > 0:
            state.final_turns_left -= 1
            if state.final_turns_left == 0:
                self._game_over(state, events, "last_round_done")
                return
        elif state.final_turns_left < 0 and state.trains[player] <= self.last_round_trains:
            state.final_turns_left = n
            events.append(Event("last_round", player, {"trains": state.trains[player]}))
        if state.consecutive_passes >= n:
            # Rule choice (silent rulebook): when every player in turn had to pass,
            # nobody can ever act again, and the game ends.
            self._game_over(state, events, "nobody_can_act")
            return
        state.current = (player + 1) % n

    def _game_over(self, state: TtrState, events: list[Event], reason: str) -> None:
        state.phase = OVER
        events.append(Event("game_over", None, {"reason": reason}))

    # ----- variant actions ------------------------------------------------------------------
    def variant_legal_actions(self, state: TtrState, player: int) -> list[Action]:
        """Legal actions in a variant phase (``phase >= VARIANT_PHASE``). Variant actions
        at the start of a turn come through ``ticket_draw_actions``."""
        return []

    def variant_apply(
        self, state: TtrState, player: int, action: Action, events: list[Event]
    ) -> None:
        """Carry out a legal variant action (one the engine does not know)."""
        raise IllegalAction(f"{action} is not an action of {self.title}")

    # ----- copying ------------------------------------------------------------------------
    def clone(self, state: State) -> TtrState:
        assert isinstance(state, TtrState)
        return state.copy()

    # ----- information (see rules.ttr.observation) ----------------------------------------
    def drawable_tickets(self) -> list[int]:
        """Tickets that can be in the draw deck after the setup (for determinize)."""
        return [t.id for t in self.map.tickets]

    def observe_variant(self, state: TtrState, player: int) -> tuple[int, ...]:
        """The public part of ``state.variant`` (variants with hidden parts override)."""
        return tuple(state.variant)

    def determinize_variant(self, state: TtrState, observation: Observation, rng: Rng) -> None:
        assert isinstance(observation, TtrObservation)
        state.variant = list(observation.variant)

    def observe(self, state: State, player: int) -> TtrObservation:
        assert isinstance(state, TtrState)
        return observe(self, state, player)

    def determinize(self, observation: Observation, rng: Rng) -> TtrState:
        return determinize(self, observation, rng)
