"""A hand-tuned estimate of each player's final score, for the normal and hard levels.

``estimate(state, player)`` is the score the sheet gives now (every category but money,
which is counted as a resource) plus what the position promises for the rest of the
game: money, workers, own buildings (their actions on the passes left), the engine's
position, certificates, unlocked disc spots, the quality of the herd, the delivery the
current hand prepares and the deliveries still to come (``future_deliveries``: the
cities a hand of the herd's expected value reaches on the visits left). The promises
fade as the job market fills (``remaining``), so late in the game only points count.

``value(state, player)`` is the agent's view of a position: its own estimate, plus its
turns still to come (``clock``), minus the best opponent's estimate. Every weight is a
guess checked in seeded games (README).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rules.ai.gwt.points import points as sheet_points
from rules.core.memo import Cache
from rules.gwt import board
from rules.gwt.data import COWBOY, CRAFTSMAN, ENGINEER, Data, load
from rules.gwt.scoring import player_scores
from rules.gwt.state import GwtState

NO = -1
DATA: Data = load()

#: What each cleared disc spot unlocks, in VP, early in the game (fades with ``remaining``).
#: Highest first: the planner weighs the spots in this order (``candidates.DISC_ORDER``;
#: equal worths keep the order written here).
DISC_UNLOCK = {
    "hand_1": 3.5, "hand_2": 3.0, "step_dollars": 2.5, "aux_cull_1": 1.5,
    "certificate_4": 1.5, "step_vp": 1.5, "certificate_6": 1.5, "aux_certificate_1": 1.2,
    "aux_engine_1": 1.2, "aux_draw": 1.0, "aux_cull_2": 1.0, "aux_certificate_2": 0.8,
    "aux_engine_2": 0.8, "aux_dollars": 0.8,
}


def unlock_values(**changes: float) -> tuple[float, ...]:
    """The VP of each disc spot in the data's order: :data:`DISC_UNLOCK` with ``changes``."""
    values = {**DISC_UNLOCK, **changes}
    return tuple(values[name] for name in DATA.disc_ids)


_UNLOCK = unlock_values()
#: Value of the k-th extra worker of each type, early in the game.
WORKER_VALUE = {COWBOY: (2.6, 2.2, 1.6, 1.0, 0.6), CRAFTSMAN: (2.6, 2.4, 2.0, 1.4, 1.0),
                ENGINEER: (2.4, 2.0, 1.4, 0.8, 0.4)}
#: A player's turns in a whole game (normal against itself in 2-player games: 54.5 turns
#: a game, README); the clock term counts ``remaining`` of them.
TURNS_PER_PLAYER = 27
_WORKER_CUMULATIVE = {
    w: tuple(sum(values[:k]) for k in range(len(values) + 1))
    for w, values in WORKER_VALUE.items()
}


def remaining(s: GwtState) -> float:
    """How much of the game is left, 1.0 at the start to 0.0 when the token leaves."""
    if s.over:
        return 0.0
    start = DATA.token_start_row
    row = min(s.token_row, 12)
    first = DATA.first_column[s.num_players]  # the columns this player count uses
    filled = sum(1 for c in range(first, DATA.columns)
                 if row < 12 and s.job[row * DATA.columns + c] != NO)
    done = (row - start) + filled / (DATA.columns - first)
    return max(0.0, 1.0 - done / (12 - start))


#: Job-market rows a game fills (a Kansas City visit places about two workers).
_ROWS = 12 - DATA.token_start_row
_BREED_VALUE = tuple(
    next((DATA.card_value[c] for c in range(len(DATA.card_breed)) if DATA.card_breed[c] == b), 0)
    for b in range(max(DATA.card_breed) + 1))
_CITY_LINKS = tuple(
    tuple((link.right if c == link.left else link.left, link.vp)
          for link in DATA.links if c in (link.left, link.right))
    for c in range(len(DATA.cities)))
#: $1 per cross from each engine space to each city (the transport cost of a delivery).
_TRANSPORT = tuple(
    tuple(sum(1 for n in DATA.crosses_after if space <= n < city.value) for city in DATA.cities)
    for space in range(max(DATA.track_space) + 1))


def herd_counts(s: GwtState, p: int) -> tuple[int, ...]:
    """How many cards of each breed the player has (hand, deck, discard pile), then how
    many cards in all (objective cards included)."""
    counts = [0] * (len(_BREED_VALUE) + 1)
    breed_of = DATA.card_breed
    for pile in (s.hand[p], s.deck[p], s.discard[p]):
        counts[-1] += len(pile)
        for card in pile:
            breed = breed_of[card]
            if breed >= 0:
                counts[breed] += 1
    return tuple(counts)


def expected_hand(
    s: GwtState, p: int, counts: tuple[int, ...] | None = None, seen: int = 0
) -> float:
    """The mean distinct-breed value of the hand the player delivers: the hand limit's
    size of the best distinct breeds among ``seen`` more cards than that, dealt at
    random from all the player's cards (hand, deck and discard pile; objective cards
    dilute them). With ``seen`` 0 it is a random hand; on a trip a player sees more
    cards than it keeps (the draw-and-discard actions) and keeps the breeds it lacks.

    Buying a breed the herd lacks, removing a surplus Jersey and a larger hand raise it.
    ``counts`` is ``herd_counts(s, p)`` when the caller has it.
    """
    if counts is None:
        counts = herd_counts(s, p)
    limit = board.hand_limit(s, DATA, p)
    key = (*counts, limit, seen)
    found = _hands.get(key)
    if found is None:
        found = _hands.keep(key, _hand_value(counts, limit, seen))
    return found


def _hand_value(counts: tuple[int, ...], limit: int, seen: int) -> float:
    """E[the sum of the ``limit`` highest distinct breed values among ``limit + seen``
    cards drawn without replacement from the herd ``counts``] (see ``expected_hand``).

    Over the breeds, the highest value first: for each number of cards drawn so far and
    distinct breeds found (at most ``limit``: later ones are not kept), the number of
    draws that get there and the sum of their kept values."""
    cards = counts[-1]
    drawn = min(limit + seen, cards)
    if drawn <= 0:
        return 0.0
    breeds = sorted((b for b, k in enumerate(counts[:-1]) if k), key=lambda b: -_BREED_VALUE[b])
    others = cards - sum(counts[:-1])  # objective cards
    table: dict[tuple[int, int], tuple[int, float]] = {(0, 0): (1, 0.0)}
    for breed in breeds:
        count, worth = counts[breed], _BREED_VALUE[breed]
        grown: dict[tuple[int, int], tuple[int, float]] = {}
        for (taken, distinct), (ways, kept) in table.items():
            for k in range(min(count, drawn - taken) + 1):
                choose = math.comb(count, k)
                more = ways * choose
                total = kept * choose
                key = (taken, distinct)
                if k:
                    key = (taken + k, min(distinct + 1, limit))
                    if distinct < limit:  # a breed past the limit is not kept
                        total += worth * more
                old_ways, old_total = grown.get(key, (0, 0.0))
                grown[key] = (old_ways + more, old_total + total)
        table = grown
    expected = 0.0
    for (taken, _), (_, kept) in table.items():
        if drawn - taken <= others:
            expected += kept * math.comb(others, drawn - taken)
    return expected / math.comb(cards, drawn)


#: Herds whose expected hand is remembered (a key is twelve small numbers).
_hands: Cache[tuple[int, ...], float] = Cache(4_096)


def visits_left(s: GwtState, r: float | None = None) -> float:
    """Kansas City visits each player still makes (about two workers a visit); ``r`` is
    ``remaining(s)`` when the caller has it."""
    players = s.num_players
    columns = DATA.columns - DATA.first_column[players]
    return _ROWS * columns / 2 / players * (remaining(s) if r is None else r)


def future_deliveries(s: GwtState, p: int, fallback: float, r: float | None = None,
                      hand: float | None = None) -> float:
    """VP of the player's deliveries still to come: on each visit left, the best city a
    hand of the expected value (``expected_hand`` plus certificates) reaches and the
    player has not delivered to (links to the cities already held count, transport
    costs 0.3 VP a dollar); ``fallback`` when none is in reach (Kansas City is -6 VP, but
    a herd still improves between visits). ``r`` and ``hand`` are ``remaining(s)`` and
    ``expected_hand(s, p)`` when the caller has them."""
    visits = int(visits_left(s, r) + 0.5)
    if visits <= 0:
        return 0.0
    if hand is None:
        hand = expected_hand(s, p)
    reach = (hand + board.permanent_certificates(s, DATA, p)
             + board.certificates(s, DATA, p))
    held = 0
    for c, discs in enumerate(s.city_discs):
        if p in discs:
            held |= 1 << c
    space = DATA.track_space[s.engine[p]]
    # City values are whole numbers: a reach of 9.7 reaches what 9 reaches.
    key = (fallback, ((held * 64 + space) * 8 + visits) * 32 + min(int(reach), 31))
    found = _futures.get(key)
    if found is None:
        found = _futures.keep(key, _future(int(reach), held, _TRANSPORT[space], visits,
                                           fallback))
    return found


#: Situations whose deliveries to come are remembered (a key is five small numbers; the
#: memo is cleared past the limit, about 0.5 MiB).
FUTURES_LIMIT = 4_096
_futures: Cache[tuple[float, int], float] = Cache(FUTURES_LIMIT)


def _future(reach: int, held_mask: int, transport: tuple[int, ...], visits: int,
            fallback: float) -> float:
    held = [bool(held_mask >> c & 1) for c in range(len(DATA.cities))]
    cities = DATA.cities
    total = 0.0
    for _ in range(visits):
        best, chosen = fallback, NO
        for c in range(1, len(cities)):
            city = cities[c]
            if city.value > reach or (held[c] and not city.repeat):
                continue
            gain = city.vp - 0.3 * transport[c]
            if not held[c]:
                for other, vp in _CITY_LINKS[c]:
                    if held[other]:
                        gain += vp
            if gain > best:
                best, chosen = gain, c
        total += best
        if chosen != NO:
            held[chosen] = True
    return total


def delivery_gain(s: GwtState, p: int, herd: int) -> float:
    """VP the best delivery with this herd value would earn now (cities, links, transport)."""
    best = -6.0 + 1.2  # Kansas City: -6 VP, $6
    transport = _TRANSPORT[DATA.track_space[s.engine[p]]]
    discs = s.city_discs
    for c, city in enumerate(DATA.cities):
        if c == 0 or city.value > herd:
            continue
        held = p in discs[c]
        if held and not city.repeat:
            continue
        gain = float(city.vp)
        if not held:
            for other, vp in _CITY_LINKS[c]:
                if p in discs[other]:
                    gain += vp
        gain -= 0.3 * transport[c]
        gain += 0.12 * city.value  # farther cities leave nearer ones for later
        if gain > best:
            best = gain
    return best


@dataclass(frozen=True)
class Weights:
    """The evaluation's hand-tuned weights (VP per unit, early in the game)."""

    money_late: float = 0.2  # $5 = 1 VP at the end
    money_early: float = 0.22  # extra worth of a dollar while there is time to spend it
    # Scales WORKER_VALUE, per worker type (COWBOY, CRAFTSMAN, ENGINEER).
    workers: tuple[float, ...] = (2.2, 2.2, 2.2)
    engine: float = 0.35  # per track space (first 24), early
    certificate: float = 0.45  # per temporary certificate (the next delivery)
    unlocks: tuple[float, ...] = _UNLOCK  # per disc spot (``unlock_values``)
    card: tuple[float, ...] = (0.0, -0.8, 0.0, 1.6, 2.6, 3.6)  # per card, by breeding value
    hand: float = 0.45  # per VP the hand's delivery would earn
    building: float = 5.0  # per own building (its action on every later pass), early
    clock: float = 0.0  # per own turn still to come (value() only: a longer game, README)
    future: float = 0.5  # per VP of the deliveries still to come (future_deliveries)
    future_fallback: float = -2.0  # a visit's VP when no city is in the herd's reach
    seen: int = 0  # cards seen on a trip beyond the hand limit (``expected_hand``)


#: Hard's weights, each checked over the issue's 200 seeded games against normal (README,
#: "Great Western Trail AI"): its deliveries still to come count the hand a trip lets it
#: keep (4 cards seen beyond the hand limit, the best breeds kept), so the hand-size discs
#: and temporary certificates are worth more; it counts its cowboys twice (they buy the
#: cattle that hand is built from) and its craftsmen half (their dollars would buy
#: cattle); the two disc spots that bring certificates are worth nothing of their own
#: (those certificates cost engine spaces and turns).
DEFAULT = Weights(seen=4, certificate=0.9, workers=(4.4, 1.1, 2.2),
                  unlocks=unlock_values(hand_1=8.0, hand_2=6.0, aux_certificate_1=0.0,
                                        certificate_4=0.0))
#: The normal level's weights: the same evaluation without the value of a building's
#: later passes (its VP on the sheet still count). The levels differ in what they
#: understand: in seeded games the hard level's search alone did not beat the normal
#: planner using the full evaluation (README), the building term does.
#: It also counts its own turns still to come (``clock``): normal with the term against
#: normal without it, both players scored 44.6 points a game instead of 40.3 (140 seeded
#: games, README). Hard does not: the term lengthens the game for both players, and
#: without it hard keeps its lead over normal.
NORMAL = Weights(building=0.0, clock=3.0)


def estimate(s: GwtState, p: int, w: Weights = DEFAULT, r: float | None = None) -> float:
    """The player's expected final score, as a float (``r``: ``remaining(s)`` if known)."""
    points = float(sheet_points(s, p))
    if r is None:
        r = remaining(s)
    money = s.money[p]
    points += money * (w.money_late + w.money_early * r)
    # Workers beyond the printed ones.
    workers = s.workers[p]
    for kind in (COWBOY, CRAFTSMAN, ENGINEER):
        extra = min(workers[kind] - 1, 5)
        if extra > 0:
            points += r * w.workers[kind] * _WORKER_CUMULATIVE[kind][extra]
    # Own buildings: their actions on every later pass (and the tasks they fulfil).
    if w.building:
        points += r * w.building * s.owner_at.count(p)
    # Engine: cheaper deliveries and stations ahead.
    space = DATA.track_space[s.engine[p]]
    points += r * w.engine * min(space, 24) + 0.05 * space
    # Certificates (temporary ones feed the next delivery) and unlocked disc spots.
    temporary = board.certificates(s, DATA, p)
    points += w.certificate * temporary * (1 + r)
    mask = s.discs[p]
    for i, unlock in enumerate(w.unlocks):
        if mask >> i & 1:
            points += r * unlock
    # Herd quality: strong cards come back into the hand delivery after delivery.
    herd = 0.0
    counts = [0] * (len(_BREED_VALUE) + 1)
    breed_of, value_of, card_weight = DATA.card_breed, DATA.card_value, w.card
    for pile in (s.hand[p], s.deck[p], s.discard[p]):
        counts[-1] += len(pile)
        for card in pile:
            breed = breed_of[card]
            if breed >= 0:
                counts[breed] += 1
                herd += card_weight[value_of[card]]
    points += r * herd
    # The delivery the hand prepares (counts more on the way to Kansas City).
    if s.cattleman[p] != NO and r > 0:
        value = (board.distinct_breed_value(DATA, s.hand[p]) + temporary
                 + board.permanent_certificates(s, DATA, p))
        points += w.hand * max(0.0, delivery_gain(s, p, value) + 4.8) * min(1.0, 3 * r)
    if w.future:
        hand = expected_hand(s, p, tuple(counts), w.seen)
        points += w.future * future_deliveries(s, p, w.future_fallback, r, hand)
    return points


def value(s: GwtState, player: int, w: Weights = DEFAULT) -> float:
    """The player's estimate minus the best opponent's (final scores once the game is over).

    Only the player's own side counts the turns still to come (``clock``): a Kansas City
    visit moves the job market on and so ends the game sooner for everyone, which the
    difference of two estimates that fade alike does not see. With the term an agent
    stops rushing to Kansas City with weak hands: longer games, more points for both
    players (README, "Great Western Trail AI").
    """
    if s.over:
        totals = [sum(player_scores(s, DATA, q)) for q in range(s.num_players)]
        best_other = max(t for q, t in enumerate(totals) if q != player)
        margin = totals[player] - best_other
        return margin + (30.0 if margin > 0 else -30.0 if margin < 0 else 0.0)
    r = remaining(s)
    mine = estimate(s, player, w, r) + w.clock * TURNS_PER_PLAYER * r
    others = max(estimate(s, q, w, r) for q in range(s.num_players) if q != player)
    return mine - others
