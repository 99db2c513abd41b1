"""Effects about cards: discarding for a reward, the cattle market, drawing and discarding,
and the five auxiliary actions of the player board."""

from __future__ import annotations

from rules.core.game import Action, Event
from rules.gwt import board
from rules.gwt.actions import AddCards, Aux, Buy, Discard, Done, DrawCards
from rules.gwt.data import Data, Effect
from rules.gwt.effects import effect, maximum
from rules.gwt.frames import decision, pop, push, reaction, replace_top
from rules.gwt.state import Frame, GwtState

NO = -1


# ----- discard for a reward ------------------------------------------------------------------
def discard_choices(s: GwtState, data: Data, player: int, card: str) -> list[int]:
    """Cards (codes) that meet a discard requirement; for a pair, one code per breed."""
    hand = s.hand[player]
    if card == "objective":
        return sorted({c for c in hand if data.card_breed[c] < 0})
    if card == "any":
        return sorted({c for c in hand if data.card_breed[c] >= 0})
    if card == "pair":
        out = []
        for breed in range(len(data.breed_names)):
            cards = [c for c in hand if data.card_breed[c] == breed]
            if len(cards) >= 2:
                out.append(cards[0])
        return out
    breed = data.breed_names.index(card)
    return sorted({c for c in hand if data.card_breed[c] == breed})


def _discard_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(discard_choices(s, data, player, eff.card))


@effect("discard_for", _discard_feasible)
def _discard_begin(s: GwtState, data: Data, player: int, eff: Effect,
                   events: list[Event]) -> None:
    choices = discard_choices(s, data, player, eff.card)
    if len(choices) == 1:
        discard_reward(s, data, player, eff, choices[0], events)
    else:
        push(s, ("discard_for", eff))


@decision("discard_for")
def _discard_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return [Discard(c) for c in discard_choices(s, data, player, frame[1].card)]


@reaction("discard_for")
def _discard_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                   events: list[Event]) -> None:
    assert isinstance(action, Discard)
    pop(s)
    discard_reward(s, data, player, frame[1], action.card, events)


def discard_reward(s: GwtState, data: Data, player: int, eff: Effect, card: int,
                   events: list[Event]) -> None:
    board.discard_card(s, player, card)
    if eff.card == "pair":  # one event for both cards (the log said one card went)
        board.discard_card(s, player, next(
            c for c in s.hand[player] if data.card_breed[c] == data.card_breed[card]))
        events.append(Event("discard_pair", player, {"card": data.card_names[card]}))
    else:
        events.append(Event("discard", player, {"card": data.card_names[card]}))
    s.money[player] += eff.dollars
    if eff.certificates:
        board.gain_certificates(s, data, player, eff.certificates)
    if eff.engine:
        push(s, ("engine_fwd", eff.engine, 0, 1))
    if eff.objective_to_hand and (s.display or s.objective_deck):
        push(s, ("take_obj", 1, 1))


# ----- cattle market -----------------------------------------------------------------------------
def buy_options(s: GwtState, data: Data, player: int, cowboys_left: int) -> list[Action]:
    out: list[Action] = []
    money = s.money[player]
    kinds = sorted(set(s.market))
    for index, price in enumerate(data.prices):
        if price.cowboys > cowboys_left or price.dollars > money:
            continue
        fitting = [c for c in kinds if data.card_value[c] == price.value]
        if price.cards == 1:
            out += [Buy(index, c, -1) for c in fitting]
        else:
            for i, a in enumerate(fitting):
                for b in fitting[i:]:
                    if a != b or s.market.count(a) >= 2:
                        out.append(Buy(index, a, b))
    return out


def _buy_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    left = board.cowboys(s, player)
    return bool(buy_options(s, data, player, left)) or bool(s.market_deck)


@effect("buy_cattle", _buy_feasible)
def _buy_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("buy", board.cowboys(s, player)))


@decision("buy")
def _buy_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    left = frame[1]
    out = buy_options(s, data, player, left)
    if left and s.market_deck:
        out.append(AddCards())
    out.append(Done())
    return out


@reaction("buy")
def _buy_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
               events: list[Event]) -> None:
    left = frame[1]
    if isinstance(action, Done):
        pop(s)
        return
    if isinstance(action, AddCards):
        for _ in range(data.cards_per_idle_cowboy):
            if s.market_deck:
                s.market.append(s.market_deck.pop())
        s.market.sort()
        events.append(Event("market_cards", player, reveals=True))
        left -= 1
    else:
        assert isinstance(action, Buy)
        price = data.prices[action.price]
        for card in (action.first, action.second):
            if card >= 0:
                s.market.remove(card)
                s.discard[player].append(card)
        s.money[player] -= price.dollars
        left -= price.cowboys
        events.append(Event("buy", player, {"cards": [action.first, action.second]}))
    if left > 0:
        replace_top(s, ("buy", left))
    else:
        pop(s)


# ----- drawing and discarding --------------------------------------------------------------------
def _draw_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return board.drawable(s, player) > 0 and maximum(s, data, player, eff) > 0


@effect("draw_discard", _draw_feasible)
def _draw_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("draw_count", maximum(s, data, player, eff), 0))


@decision("draw_count")
def _count_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    """Draw "up to N" one card at a time, seeing each before deciding on the next."""
    _, most, drawn = frame
    out: list[Action] = []
    if drawn < most and board.drawable(s, player):
        out.append(DrawCards(1))
    if drawn:
        out.append(Done())
    return out


@reaction("draw_count")
def _count_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                 events: list[Event]) -> None:
    _, most, drawn = frame
    if isinstance(action, DrawCards):
        drawn += board.draw(s, player, action.count, events)
        if drawn < most and board.drawable(s, player):
            replace_top(s, ("draw_count", most, drawn))
            return
    pop(s)
    push(s, ("discard_n", drawn, 0))


@decision("discard_n")
def _discard_n_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    out: list[Action] = [Discard(c) for c in sorted(set(s.hand[player]))]
    if frame[2]:  # removing cards from the game is a reward: it may be forfeited
        out.append(Done())
    return out


@reaction("discard_n")
def _discard_n_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
                     events: list[Event]) -> None:
    _, count, remove = frame
    if isinstance(action, Done):
        pop(s)
        return
    assert isinstance(action, Discard)
    if remove:
        s.hand[player].remove(action.card)
        s.removed[player].append(action.card)
        events.append(Event("remove_card", player, {"card": data.card_names[action.card]}))
    else:
        board.discard_card(s, player, action.card)
        events.append(Event("discard", player, {"card": data.card_names[action.card]}))
    if count > 1 and s.hand[player]:
        replace_top(s, ("discard_n", count - 1, remove))
    else:
        pop(s)


# ----- auxiliary actions -------------------------------------------------------------------------
def aux_feasible(s: GwtState, data: Data, player: int, aux: int, n: int) -> bool:
    if aux == 1:
        return board.drawable(s, player) > 0
    if aux == 2:
        return s.money[player] >= n and board.can_move_back(s, data, player, s.engine[player], n)
    if aux == 3:
        return s.money[player] >= n and bool(
            board.forward_options(s, data, player, s.engine[player]))
    if aux == 4:
        return board.can_move_back(s, data, player, s.engine[player], n)
    return True


def aux_options(s: GwtState, data: Data, player: int, allow_double: bool) -> list[Action]:
    """Single auxiliary actions, or (through a 'single or double' icon) each available
    action in the version its cleared spots give: both spots clear -> double."""
    out: list[Action] = []
    for aux in range(len(data.aux_spots)):
        level = board.aux_level(s, data, player, aux)
        double = allow_double and level == 2
        if level and aux_feasible(s, data, player, aux, 2 if double else 1):
            out.append(Aux(aux, double))
    return out


def run_aux(s: GwtState, data: Data, player: int, action: Aux, events: list[Event]) -> None:
    n = 2 if action.double else 1
    events.append(Event("aux", player, {"aux": action.aux, "double": action.double}))
    if action.aux == 0:
        s.money[player] += n
    elif action.aux == 1:
        drawn = board.draw(s, player, n, events)
        if drawn:
            push(s, ("discard_n", drawn, 0))
    elif action.aux == 2:
        s.money[player] -= n
        board.gain_certificates(s, data, player, n)
        push(s, ("engine_back", n, 0, n))
    elif action.aux == 3:
        s.money[player] -= n
        push(s, ("engine_fwd", n, 0, 0))
    else:
        push(s, ("engine_back", n, 0, n), ("discard_n", n, 1))


def _aux_feasible(s: GwtState, data: Data, player: int, eff: Effect) -> bool:
    return bool(aux_options(s, data, player, True))


@effect("aux", _aux_feasible)
def _aux_begin(s: GwtState, data: Data, player: int, eff: Effect, events: list[Event]) -> None:
    push(s, ("aux_choose",))


@decision("aux_choose")
def _aux_legal(s: GwtState, data: Data, player: int, frame: Frame) -> list[Action]:
    return aux_options(s, data, player, True)


@reaction("aux_choose")
def _aux_apply(s: GwtState, data: Data, player: int, frame: Frame, action: Action,
               events: list[Event]) -> None:
    assert isinstance(action, Aux)
    pop(s)
    run_aux(s, data, player, action, events)


