"""What one player may see of a Ticket to Ride match, and states consistent with it.

Hidden from a player: the other players' cards (their counts are visible) and
tickets (counts visible until the end, when every ticket is shown: «все игроки
показывают свои карты маршрутов»), the order and contents of the train deck, the
ticket deck and the tickets that left the game. Everything else is on the table:
the face-up row, the discard pile (every card in it was seen face up), the board,
trains, stations, the cards laid out for a tunnel and the cards it turned up.

Simplification: a player who returned tickets under the ticket deck knows where
they are; the observation does not record that (determinize may put other tickets
there), which only makes search slightly less informed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.core.game import Observation
from rules.core.rng import Rng
from rules.ttr.mapdata import LOCOMOTIVE
from rules.ttr.state import EMPTY, TUNNEL_PAY, TtrState

if TYPE_CHECKING:
    from rules.ttr.engine import TtrGame


@dataclass(frozen=True)
class TtrObservation(Observation):
    phase: int
    current: int
    first_player: int
    turn: int
    hand: tuple[int, ...]  # own cards, counts per colour (8 = locomotive)
    hand_sizes: tuple[int, ...]
    face_up: tuple[int, ...]  # EMPTY (-1) for an empty slot
    deck_size: int
    discard: tuple[int, ...]  # counts per colour
    trains: tuple[int, ...]
    stations_left: tuple[int, ...]
    route_owner: tuple[int, ...]  # per route: player or EMPTY
    station_owner: tuple[int, ...]  # per city: player or EMPTY
    station_cities: tuple[tuple[int, ...], ...]  # per player, in the order built
    tickets: tuple[int, ...]  # own tickets, in the order kept
    ticket_counts: tuple[int, ...]
    ticket_deck_size: int
    pending_tickets: tuple[int, ...]  # own tickets to choose from
    pending_ticket_counts: tuple[int, ...]
    route_points: tuple[int, ...]
    pending_route: int
    pending_city: int
    pending_colour: int
    pending_locomotives: int
    revealed: tuple[int, ...]
    tunnel_extra: int
    final_turns_left: int
    consecutive_passes: int
    #: every player's tickets, once the game is over (empty before)
    all_tickets: tuple[tuple[int, ...], ...]
    #: public variant data (passengers, bonus cards)
    variant: tuple[int, ...]

    @property
    def is_over(self) -> bool:
        return bool(self.all_tickets)


def observe(game: TtrGame, state: TtrState, player: int) -> TtrObservation:
    over = game.is_over(state)
    return TtrObservation(
        game_id=game.id,
        player=player,
        config=state.config,
        phase=state.phase,
        current=state.current,
        first_player=state.first_player,
        turn=state.turn,
        hand=tuple(state.hands[player]),
        hand_sizes=tuple(sum(h) for h in state.hands),
        face_up=tuple(state.face_up),
        deck_size=len(state.deck),
        discard=tuple(state.discard),
        trains=tuple(state.trains),
        stations_left=tuple(state.stations_left),
        route_owner=tuple(state.route_owner),
        station_owner=tuple(state.station_owner),
        station_cities=tuple(tuple(s) for s in state.station_cities),
        tickets=tuple(state.tickets[player]),
        ticket_counts=tuple(len(t) for t in state.tickets),
        ticket_deck_size=len(state.ticket_deck),
        pending_tickets=tuple(state.pending_tickets[player]),
        pending_ticket_counts=tuple(len(t) for t in state.pending_tickets),
        route_points=tuple(state.route_points),
        pending_route=state.pending_route,
        pending_city=state.pending_city,
        pending_colour=state.pending_colour,
        pending_locomotives=state.pending_locomotives,
        revealed=tuple(state.revealed),
        tunnel_extra=state.tunnel_extra,
        final_turns_left=state.final_turns_left,
        consecutive_passes=state.consecutive_passes,
        all_tickets=tuple(tuple(t) for t in state.tickets) if over else (),
        variant=game.observe_variant(state, player),
    )


def determinize(game: TtrGame, observation: Observation, rng: Rng) -> TtrState:
    """A full state consistent with ``observation``; hidden cards and tickets resampled."""
    assert isinstance(observation, TtrObservation)
    obs = observation
    me = obs.player
    n = obs.config.num_players
    state = game.state_class(obs.config, rng.fork())
    state.phase = obs.phase
    state.current = obs.current
    state.first_player = obs.first_player
    state.turn = obs.turn
    state.face_up = list(obs.face_up)
    state.discard = list(obs.discard)
    state.trains = list(obs.trains)
    state.stations_left = list(obs.stations_left)
    state.route_owner = list(obs.route_owner)
    state.station_owner = list(obs.station_owner)
    state.station_cities = [list(s) for s in obs.station_cities]
    state.route_points = list(obs.route_points)
    state.pending_route = obs.pending_route
    state.pending_city = obs.pending_city
    state.pending_colour = obs.pending_colour
    state.pending_locomotives = obs.pending_locomotives
    state.revealed = list(obs.revealed)
    state.tunnel_extra = obs.tunnel_extra
    state.final_turns_left = obs.final_turns_left
    state.consecutive_passes = obs.consecutive_passes

    # Train cards: whatever is not in sight is in the deck or another player's hand.
    unknown = list(game.card_counts)
    seen = [*obs.face_up, *obs.revealed]
    for card in seen:
        if card != EMPTY:
            unknown[card] -= 1
    for colour in range(9):
        unknown[colour] -= obs.discard[colour] + obs.hand[colour]
    if obs.phase == TUNNEL_PAY:
        length = game.routes[obs.pending_route].length
        if obs.pending_colour != LOCOMOTIVE:
            unknown[obs.pending_colour] -= length - obs.pending_locomotives
        unknown[LOCOMOTIVE] -= obs.pending_locomotives
    pool = [colour for colour in range(9) for _ in range(unknown[colour])]
    rng.shuffle(pool)
    for p in range(n):
        hand = [0] * 9
        if p == me:
            hand = list(obs.hand)
        else:
            for _ in range(obs.hand_sizes[p]):
                hand[pool.pop()] += 1
        state.hands[p] = hand
    if len(pool) != obs.deck_size:
        raise ValueError("observation is inconsistent: the train cards do not add up")
    state.deck = pool

    # Tickets: the deck is drawn from tickets that can be in it, the rest anywhere.
    if obs.all_tickets:
        state.tickets = [list(t) for t in obs.all_tickets]
        known = {t for ts in obs.all_tickets for t in ts} | set(obs.pending_tickets)
    else:
        known = set(obs.tickets) | set(obs.pending_tickets)
    drawable = [t for t in game.drawable_tickets() if t not in known]
    others = [t.id for t in game.map.tickets if t.id not in known and t.id not in drawable]
    rng.shuffle(drawable)
    state.ticket_deck = [drawable.pop() for _ in range(obs.ticket_deck_size)]
    rest = drawable + others
    rng.shuffle(rest)
    for p in range(n):
        if p == me:
            state.pending_tickets[p] = list(obs.pending_tickets)
            if not obs.all_tickets:
                state.tickets[p] = list(obs.tickets)
        else:
            state.pending_tickets[p] = [rest.pop() for _ in range(obs.pending_ticket_counts[p])]
            if not obs.all_tickets:
                state.tickets[p] = [rest.pop() for _ in range(obs.ticket_counts[p])]
    game.determinize_variant(state, obs, rng)
    return state
