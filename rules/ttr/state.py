"""The mutable state of a Ticket to Ride match: plain ints and lists, cheap to copy.

Cards are colour indices (0-7, LOCOMOTIVE = 8). A hand and the discard pile are
kept as counts per colour (nine ints): the discard is face up and its order never
matters, because it is shuffled before it is used again. The deck is a list whose
top card is its last element.
"""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.game import State
from rules.core.rng import Rng
from rules.ttr.actions import BuildStation

# Phases: what the player to act is being asked.
SETUP_TICKETS = 0  # keep at least the minimum of the opening tickets
TURN = 1  # choose one of the four actions
SECOND_DRAW = 2  # take the second train card
CLAIM_PAY = 3  # pay for the chosen route
TUNNEL_PAY = 4  # pay the extra cards a tunnel asks for, or decline
STATION_PAY = 5  # pay for the chosen station
KEEP_TICKETS = 6  # keep at least one of the tickets just drawn
OVER = 7
#: Phases from this number on belong to a variant (say, Germany's choice of ticket
#: decks); the engine hands them to the variant's hooks.
VARIANT_PHASE = 16

PHASE_NAMES = (
    "choosing opening tickets",
    "choosing an action",
    "drawing a second card",
    "paying for a route",
    "paying extra cards for a tunnel",
    "paying for a station",
    "choosing tickets to keep",
    "game over",
)

EMPTY = -1  # an empty face-up slot; also "nobody" for owners


class TtrState(State):
    """Everything about a match. Fields are public for the engine and for tests."""

    __slots__ = (
        "consecutive_passes",
        "current",
        "deck",
        "discard",
        "face_up",
        "final_turns_left",
        "first_player",
        "hands",
        "pending_city",
        "pending_colour",
        "pending_locomotives",
        "pending_route",
        "pending_tickets",
        "phase",
        "revealed",
        "route_index",
        "route_owner",
        "route_points",
        "station_cities",
        "station_index",
        "station_owner",
        "stations_left",
        "ticket_deck",
        "tickets",
        "trains",
        "tunnel_extra",
        "turn",
        "variant",
    )

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        super().__init__(config, rng)
        n = config.num_players
        self.phase = SETUP_TICKETS
        self.current = 0
        self.first_player = 0
        self.turn = 0  # completed turns (setup choices not counted)
        self.deck: list[int] = []
        self.discard: list[int] = [0] * 9
        self.face_up: list[int] = []
        self.hands: list[list[int]] = [[0] * 9 for _ in range(n)]
        self.trains: list[int] = [0] * n
        self.stations_left: list[int] = [0] * n
        self.route_owner: list[int] = []
        self.station_owner: list[int] = []
        self.station_cities: list[list[int]] = [[] for _ in range(n)]
        self.tickets: list[list[int]] = [[] for _ in range(n)]
        self.ticket_deck: list[int] = []  # top = last
        self.pending_tickets: list[list[int]] = [[] for _ in range(n)]
        # Every score marker starts at the start space, 0 points: Germany «помещает свой
        # счетный маркер в начало траектории подсчета очков», Amsterdam «поставьте на
        # старт». Rule choice: Europe's «ставит на клетку "1" счетчика» is read the
        # same way (the "1" is the callout of the lost picture, as Amsterdam's
        # «на старт **1**»; the official board's track starts at 0).
        self.route_points: list[int] = [0] * n
        self.pending_route = EMPTY
        self.pending_city = EMPTY
        self.pending_colour = EMPTY  # colour of the cards laid out for a tunnel
        self.pending_locomotives = 0
        self.revealed: list[int] = []  # the cards a tunnel turned up
        self.tunnel_extra = 0
        self.final_turns_left = -1  # -1: the last round has not begun
        self.consecutive_passes = 0
        #: Variant data (Germany's passengers, Amsterdam's bonus cards): a list of
        #: ints the variant module owns; copied by clone.
        self.variant: list[int] = []
        #: Caches the engine derives from ``route_owner`` and ``station_owner`` (see
        #: :mod:`rules.ttr.claiming`): each holds the list it was computed from, so a
        #: change made anywhere, even straight to the lists, is noticed. Never mutated
        #: in place, so copies share them.
        self.route_index: tuple[list[int], tuple[int, ...]] | None = None
        self.station_index: tuple[list[int], tuple[BuildStation, ...]] | None = None

    def copy(self) -> TtrState:
        other = type(self).__new__(type(self))
        other.config = self.config
        other.rng = self.rng.copy()
        other.phase = self.phase
        other.current = self.current
        other.first_player = self.first_player
        other.turn = self.turn
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.face_up = self.face_up[:]
        other.hands = [h[:] for h in self.hands]
        other.trains = self.trains[:]
        other.stations_left = self.stations_left[:]
        other.route_owner = self.route_owner[:]
        other.station_owner = self.station_owner[:]
        other.station_cities = [s[:] for s in self.station_cities]
        other.tickets = [t[:] for t in self.tickets]
        other.ticket_deck = self.ticket_deck[:]
        other.pending_tickets = [t[:] for t in self.pending_tickets]
        other.route_points = self.route_points[:]
        other.pending_route = self.pending_route
        other.pending_city = self.pending_city
        other.pending_colour = self.pending_colour
        other.pending_locomotives = self.pending_locomotives
        other.revealed = self.revealed[:]
        other.tunnel_extra = self.tunnel_extra
        other.final_turns_left = self.final_turns_left
        other.consecutive_passes = self.consecutive_passes
        other.variant = self.variant[:]
        other.route_index = self.route_index
        other.station_index = self.station_index
        return other
