"""Ticket to Ride: Europe - the Europe map plus its rules: stations, tunnels, ferries,
long tickets and the European Express. Registered as ``ttr-europe``.

Rule choices where the rulebook (../shared/seeds/001_9de093bb324f2eb2.txt) is silent
are written next to the code that makes them; the list for the rules reference:

1. The first player is chosen in the setup (option ``first_player``, random by
   default) instead of «Участник, посетивший ... наибольшее количество европейских
   стран»; players choose their opening tickets one after another from the first
   player on.
2. Tickets returned during play go under the ticket deck (the detailed section),
   not out of the game (the short list of actions); opening tickets returned leave
   the game, as the setup section says.
3. Three face-up locomotives: the row is redealt until it holds at most two; when
   the row, deck and discard together cannot make such a row, the row stays as it
   is (also after 50 redeals in a row) until, at the end of a later turn, they can.
   Empty slots refill at the end of a turn.
4. A player who cannot take a second card (no card left that may be taken) ends
   the turn after the first.
5. A player who cannot pay a tunnel's extra cards takes the cards back at once;
   one who can may pay or decline.
6. Stations: the owner's tracks plus one borrowed track per station, chosen for the
   most ticket points, then the most completed tickets.
7. The European Express goes to every player with the longest path, provided it is
   at least one train long.
8. If every player in turn can do nothing but pass, the game ends.
9. Score markers start at 0 («ставит на клетку "1" счетчика» is read as the
   picture's callout for the start space; see rules.ttr.state).
10. «Когда колода карт кончается, игроки должны перемешать стопку сыгранных карт»:
    the discard is shuffled when a card is next needed from the empty deck
    (``cards.draw_card``), so cards discarded meanwhile go into the new deck.
11. With the deck and the discard both empty, the face-up cards left may still be
    taken; only with none at all is drawing train cards impossible.
12. The opening tickets being chosen in turn (choice 1), how many each player kept is
    public before the next chooses, as every later ticket draw is.
"""

from __future__ import annotations

from rules.core.config import first_player_option
from rules.core.registry import register
from rules.ttr.engine import TtrGame
from rules.ttr.state import TtrState

EUROPEAN_EXPRESS_POINTS = 10


class EuropeState(TtrState):
    game_id = "ttr-europe"


class EuropeGame(TtrGame):
    id = "ttr-europe"
    code_number = 0
    title = "Ticket to Ride: Europe"
    min_players = 2
    max_players = 5
    # «Участник, посетивший в течение своей жизни наибольшее количество европейских
    # стран, начинает игру первым» - rule choice 1.
    options = (first_player_option(max_players),)
    map_name = "europe"
    state_class = EuropeState
    # «Каждый игрок получает набор из сорока пяти пластиковых вагонов, трех станций»
    trains_per_player = 45
    stations_per_player = 3
    # «Для строительства первой станции игрок должен отдать одну карту вагона любого
    # цвета. Для строительства второй станции он должен использовать две карты одного
    # цвета. И для строительства третьей станции, он должен использовать три карты»
    station_costs = (1, 2, 3)
    # «За каждую оставшуюся у игрока в запасе железнодорожную станцию к его счету
    # добавляется четыре очка.»
    points_per_unused_station = 4
    # The score sheet in the rulebook's order of «Подсчет очков»: routes, tickets, the
    # stations kept, then the European Express.
    bonus_categories = ("stations", "european_express")
    opening_long_tickets = 1
    opening_regular_tickets = 3
    opening_keep = 2

    def deal_opening_tickets(self, state: TtrState) -> None:
        """Rulebook: «Перетасуем карты длинных маршрутов и сдадим случайным образом
        каждому из игроков по одной карте. Оставшиеся карты можно убрать назад в коробку»
        and «перетасуем карты обычных маршрутов ... и сдаем каждому из игроков по три
        карты, а оставшиеся кладем стопкой рубашкой вверх рядом с игровым полем.»"""
        rng = state.rng
        long_deck = self.map.tickets_in_deck("long")
        rng.shuffle(long_deck)
        regular = self.map.tickets_in_deck("regular")
        rng.shuffle(regular)
        for pending in state.pending_tickets:
            pending.extend(long_deck.pop() for _ in range(self.opening_long_tickets))
            pending.extend(regular.pop() for _ in range(self.opening_regular_tickets))
        state.ticket_deck = regular

    def opening_keep_at_least(self, state: TtrState) -> int:
        # «каждый игрок просматривает свои карты маршрутов и оставляет у себя минимум
        # два маршрута»
        return self.opening_keep

    def drawable_tickets(self) -> list[int]:
        return self.map.tickets_in_deck("regular")

    def final_bonus(self, state: TtrState) -> list[tuple[int, ...]]:
        """Unused stations and the European Express.

        «Игрок, проложивший самый длинный непрерывный маршрут, получает карту
        "Европейского Экспресса", которая добавляет десять очков к его итоговой сумме.
        В случае равенства этого результата у нескольких игроков, каждый из них
        получает десять очков.»
        """
        lengths = [self.longest_path(state, p) for p in range(state.num_players)]
        longest = max(lengths)
        return [
            (
                self.points_per_unused_station * state.stations_left[p],
                EUROPEAN_EXPRESS_POINTS if longest > 0 and lengths[p] == longest else 0,
            )
            for p in range(state.num_players)
        ]

    def tie_break_keys(
        self, state: TtrState, completed: list[int], bonus: list[tuple[int, ...]]
    ) -> list[tuple[int, ...]]:
        """«... победителем становится тот, кто выполнил больше заданий карт маршрутов.
        Если и после этого будет выявлено равенство, то для победы учитывается
        количество станций, оставшихся у игроков. ... им становится игрок, получивший
        карту "Европейского экспресса".»"""
        return [
            (completed[p], state.stations_left[p], 1 if bonus[p][1] else 0)
            for p in range(state.num_players)
        ]


EUROPE = register(EuropeGame())
