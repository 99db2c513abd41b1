"""Ticket to Ride: Amsterdam - 16 carts, contracts and merchandise bonus cards on an
original board of 17th-century Amsterdam. Registered as ``ttr-amsterdam``.

The rulebook is ../shared/seeds/004_e9ec8d4517695b50.txt. The official board is not
public: ``maps/amsterdam.json`` is an original design in the same spirit (its
``note`` says how it was made and what the simulations found). In engine terms:
transport cards are train cards (the wild is the engine's locomotive, index 8),
carts are trains, contracts are tickets (one deck), locations are cities.

``state.variant`` (public): the merchandise bonus cards each player holds, then the
cards left in the merchandise deck.

Event kinds added to the engine's: ``merchandise`` [route] (a card for a cart route).

Rule choices where the rulebook is silent or unclear (for the rules reference):

1. Card colours: the component list («желтый, красный, розовый, зеленый, синий и
   чёрный») is used; the card-drawing section names «оранжевые» instead of red.
   The engine's red, yellow, green, blue, pink and black cards are used, 6 each;
   orange and white have no cards.
2. The first player is chosen in the setup (option ``first_player``, random by
   default) instead of «самый младший игрок».
3. Three face-up wilds during play: the engine's rule (discard the row, deal five
   new; the row is kept when the cards left cannot make a better one). In the setup
   the five go back into the deck, which is shuffled, and five are dealt again.
4. Merchandise bonus ties: tied players all get the points of the best place they
   share, and the next player takes the place after the tied ones (4 players with
   5, 5, 3, 1 cards: 8, 8, 4, 2). A player without cards gets nothing.
5. A route with cart symbols gives one card whatever the number of symbols («1 карту
   за 1 проложенный путь, независимо от длины этого пути»); the board has fewer
   cart routes than the 16 cards, so the deck never runs out. Were it empty (only a
   position set up by hand), a cart route would still be claimed and scored, and give
   no card.
6. The shared engine rules as for Europe: no second card, nobody able to act (see
   rules.ttr.europe).
"""

from __future__ import annotations

from typing import ClassVar

from rules.core.config import first_player_option
from rules.core.game import Event
from rules.core.registry import register
from rules.ttr import cards as C
from rules.ttr.engine import TtrGame
from rules.ttr.mapdata import LOCOMOTIVE
from rules.ttr.state import TtrState

WILD = LOCOMOTIVE
MERCHANDISE_CARDS = 16
#: Merchandise bonus by place, per player count: «4 Игрока +8 +6 +4 +2, 3 Игрока
#: +8 +5 +2, 2 Игрока +8 +4».
MERCHANDISE_POINTS: dict[int, tuple[int, ...]] = {
    4: (8, 6, 4, 2),
    3: (8, 5, 2),
    2: (8, 4),
}
#: Safety net for the setup's three-wild redeal (see deal_opening_row).
MAX_OPENING_REDEALS = 50


class AmsterdamState(TtrState):
    game_id = "ttr-amsterdam"


class AmsterdamGame(TtrGame):
    id = "ttr-amsterdam"
    code_number = 2
    title = "Ticket to Ride: Amsterdam"
    min_players = 2
    max_players = 4
    # «Первым ходит самый младший игрок» - rule choice 2.
    options = (first_player_option(max_players),)
    map_name = "amsterdam"
    state_class = AmsterdamState
    # «44 карты Перевозчиков (8 многоцветных карт джокеров и по 6 карт следующих
    # цветов: желтый, красный, розовый, зеленый, синий и чёрный)», in CARD_COLOURS
    # order: red, orange, yellow, green, blue, pink, white, black, wild.
    card_counts: ClassVar[tuple[int, ...]] = (6, 0, 6, 6, 6, 6, 0, 6, 8)
    # «Каждый игрок получает набор из 16 пластиковых Повозок»
    trains_per_player = 16
    # «раздайте каждому игроку по 2 карты ... вскройте верхние 5 карт»
    starting_hand = 2
    face_up_size = 5
    # «берет 2 карты сверху колоды Контрактов и должен оставить себе хотя бы одну»
    tickets_per_draw = 2
    keep_at_least = 1
    # «При игре вдвоем может быть проложен только один путь двойной дороги.»
    all_parallel_tracks_from = 3
    bonus_categories: ClassVar[tuple[str, ...]] = ("merchandise",)

    # ----- setup -----------------------------------------------------------------------
    def deal_opening_row(self, state: TtrState) -> None:
        """«Затем вскройте верхние 5 карт и выложите их в ряд. Если 3 из 5 открытых карт -
        джокеры, замешайте все 5 карт обратно в колоду и выложите ряд заново.»"""
        row = state.face_up
        for _ in range(MAX_OPENING_REDEALS):
            for slot in range(self.face_up_size):
                row[slot] = state.deck.pop()
            if row.count(WILD) < C.FACE_UP_LOCOMOTIVE_LIMIT:
                return
            state.deck.extend(row)
            state.rng.shuffle(state.deck)

    def return_opening_tickets(self, state: TtrState, player: int, returned: list[int]) -> None:
        """«Если игрок отказывается от 1 Контракта, то должен положить его карту вниз
        колоды Контрактов.»"""
        state.ticket_deck[0:0] = returned[::-1]

    def setup_variant(self, state: TtrState) -> None:
        state.variant = [0] * state.num_players + [MERCHANDISE_CARDS]

    # ----- merchandise -----------------------------------------------------------------
    def after_claim(
        self, state: TtrState, player: int, route: int, events: list[Event]
    ) -> bool | None:
        """«Если на построенном игроком отрезке пути изображены символы повозки, то он
        также получает за него 1 карту Бонусных Товаров из колоды (1 карту за 1
        проложенный путь, независимо от длины этого пути). Полученные карты Бонусных
        товаров игрок должен выкладывать в открытую перед собой»"""
        n = state.num_players
        # An empty merchandise deck gives nothing (rule choice 5; never happens in play).
        if self.routes[route].carts and state.variant[n] > 0:
            state.variant[player] += 1
            state.variant[n] -= 1
            events.append(Event("merchandise", player, {"route": route}))
        return None

    def merchandise_of(self, state: TtrState, player: int) -> int:
        return state.variant[player]

    # ----- scoring ---------------------------------------------------------------------
    def final_bonus(self, state: TtrState) -> list[tuple[int, ...]]:
        counts = [state.variant[p] for p in range(state.num_players)]
        return [(points,) for points in merchandise_bonus(counts)]


def merchandise_bonus(counts: list[int]) -> list[int]:
    """Merchandise bonus points per player from their card counts.

    «Игроки, не собравшие ни одной карты Бонусных Товаров, бонусов не получают. В
    случае, если несколько игроков собрали одинаковое количество карт Бонусных
    Товаров, они получают одинаковое количество бонусных очков, соответствующее
    таблице.» Rule choice: a player's place is one more than the number of players
    with more cards (tied players share the best place; the next takes the place
    after them).
    """
    table = MERCHANDISE_POINTS[len(counts)]
    points = []
    for mine in counts:
        place = sum(1 for other in counts if other > mine)
        points.append(table[place] if mine > 0 and place < len(table) else 0)
    return points


AMSTERDAM = register(AmsterdamGame())
