"""Train cards: the deck, the discard pile, the face-up row and payments.

Hands and the discard pile are counts per colour (index 8 is the locomotive), the
deck is a list with its top card last, and the face-up row is a list of cards with
``EMPTY`` for a slot that could not be filled.
"""

from __future__ import annotations

from rules.core.game import Event
from rules.ttr.mapdata import GREY, LOCOMOTIVE
from rules.ttr.state import EMPTY, TtrState

#: Three or more face-up locomotives send the whole row to the discard.
FACE_UP_LOCOMOTIVE_LIMIT = 3
#: Safety net for the three-locomotive rule (see refill_face_up): after this many
#: redeals in a row the row is left as it is.
MAX_REDEALS = 50


def draw_card(state: TtrState, events: list[Event]) -> int:
    """The top card of the deck, or EMPTY when the deck and the discard are both empty.

    Rulebook: «Когда колода карт кончается, игроки должны перемешать стопку
    сыгранных карт и использовать ее, как новую колоду для игры.» The discard is
    shuffled into a new deck the moment a card is needed and the deck is empty.
    """
    deck = state.deck
    if not deck:
        discard = state.discard
        total = sum(discard)
        if total == 0:
            return EMPTY
        for colour in range(9):
            deck.extend([colour] * discard[colour])
            discard[colour] = 0
        state.rng.shuffle(deck)
        events.append(Event("reshuffle", None, {"cards": total}))
    return deck.pop()


def cards_available(state: TtrState) -> bool:
    """True when a blind draw is possible (deck or discard holds a card)."""
    return bool(state.deck) or any(state.discard)


def refill_face_up(state: TtrState, events: list[Event], size: int) -> None:
    """Fill the empty face-up slots, then apply the three-locomotive rule.

    Rulebook: «Если в игре случается ситуация, при которой в ряде открытых карт
    оказываются одновременно три карты Локомотивов, игрок должен сбросить все карты
    открытого ряда в отдельную стопку сыгранных карт и разложить его заново из колоды.»

    Rule choice (the rulebook is silent; published playtests found the loop): when
    the cards left in the row, the deck and the discard cannot make a row with at
    most two locomotives (fewer than ``row - 2`` non-locomotive cards among them),
    the row is left as it is, three locomotives and all, until a better row can be
    dealt: the engine checks again at the end of every turn (Amsterdam's rulebook:
    «Если в любой момент игры три из пяти открытых карт оказываются джокерами,
    немедленно сбросьте все пять карт»). As a safety net the row is also left after
    MAX_REDEALS redeals in a row. A slot stays EMPTY while no card can fill it.
    """
    row = state.face_up
    if EMPTY in row:
        deck = state.deck
        dealt: list[int] = []
        for slot in range(size):
            if row[slot] == EMPTY:
                card = deck.pop() if deck else draw_card(state, events)
                if card == EMPTY:
                    break
                row[slot] = card
                dealt.append(card)
        if dealt:
            events.append(Event("face_up_dealt", None, {"cards": dealt}, reveals=True))
    if row.count(LOCOMOTIVE) >= FACE_UP_LOCOMOTIVE_LIMIT:
        _redeal_locomotives(state, events, size)


def better_row_possible(state: TtrState, size: int) -> bool:
    """Whether the cards in the row, the deck and the discard together could make a
    row of ``size`` (or of all of them, when fewer) with at most two locomotives."""
    in_row = [card for card in state.face_up if card != EMPTY]
    pool = len(in_row) + len(state.deck) + sum(state.discard)
    non_locomotives = (
        sum(1 for card in in_row if card != LOCOMOTIVE)
        + sum(1 for card in state.deck if card != LOCOMOTIVE)
        + sum(state.discard)
        - state.discard[LOCOMOTIVE]
    )
    return non_locomotives >= min(size, pool) - (FACE_UP_LOCOMOTIVE_LIMIT - 1)


def _redeal_locomotives(state: TtrState, events: list[Event], size: int) -> None:
    """The three-locomotive rule of :func:`refill_face_up`."""
    row = state.face_up
    redeals = 0
    while row.count(LOCOMOTIVE) >= FACE_UP_LOCOMOTIVE_LIMIT and redeals < MAX_REDEALS:
        if not better_row_possible(state, size):
            events.append(Event("face_up_kept", None, {"reason": "too_few_cards"}))
            break
        in_row = [card for card in row if card != EMPTY]
        for card in in_row:
            state.discard[card] += 1
        for slot in range(size):
            row[slot] = EMPTY
        dealt: list[int] = []
        for slot in range(size):
            card = draw_card(state, events)
            if card == EMPTY:
                break
            row[slot] = card
            dealt.append(card)
        redeals += 1
        events.append(
            Event("face_up_reset", None, {"discarded": in_row, "dealt": dealt}, reveals=True)
        )


def can_afford(hand: list[int], length: int, colour: int, min_locomotives: int) -> bool:
    """Whether ``hand`` can pay ``length`` cards of ``colour`` (GREY: any one colour)
    with at least ``min_locomotives`` locomotives."""
    locomotives = hand[LOCOMOTIVE]
    if locomotives < min_locomotives:
        return False
    if locomotives >= length:
        return True
    have = max(hand[:LOCOMOTIVE]) if colour == GREY else hand[colour]
    return have + locomotives >= length


def payment_options(
    hand: list[int], length: int, colour: int, min_locomotives: int
) -> list[tuple[int, int]]:
    """Every distinct way to pay, as (colour, locomotives), in canonical order.

    Colours in CARD_COLOURS order (only ``colour`` unless GREY), each with at least
    one card of that colour and the locomotives from fewest to most; then, last,
    the payment of locomotives only, as (LOCOMOTIVE, length). ``colour`` may be
    LOCOMOTIVE itself: then only the all-locomotive payment exists.
    """
    options: list[tuple[int, int]] = []
    locomotives = hand[LOCOMOTIVE]
    if colour == GREY:
        colours: range | tuple[int, ...] = range(LOCOMOTIVE)
    elif colour == LOCOMOTIVE:
        colours = ()
    else:
        colours = (colour,)
    top = min(length - 1, locomotives)
    for c in colours:
        have = hand[c]
        if have == 0:
            continue
        for k in range(max(min_locomotives, length - have), top + 1):
            options.append((c, k))
    if locomotives >= length:
        options.append((LOCOMOTIVE, length))
    return options


def take_from_hand(hand: list[int], colour: int, locomotives: int, count: int) -> None:
    """Remove a payment (``count`` cards, ``locomotives`` of them wild) from a hand."""
    if colour != LOCOMOTIVE:
        hand[colour] -= count - locomotives
    hand[LOCOMOTIVE] -= locomotives


def add_cards(counts: list[int], colour: int, locomotives: int, count: int) -> None:
    """Add a payment to a hand or to the discard counts."""
    if colour != LOCOMOTIVE:
        counts[colour] += count - locomotives
    counts[LOCOMOTIVE] += locomotives
