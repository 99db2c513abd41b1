"""Which of the legal actions are worth a look, best guess first.

Some decisions offer dozens of actions that differ little (which of 22 sites takes a
building, which of 14 disc spots, where the engine goes back to from space 39). The
turn planner looks only at the few this module keeps, in this order; the first one is
also what the cheap default policy plays. Everything here reads the state the agent
built from its own observation (a determinization), never a real state.
"""

from __future__ import annotations

from rules.ai.gwt.evaluate import DISC_UNLOCK
from rules.core.game import Action
from rules.gwt import board
from rules.gwt.actions import (
    AddCards,
    Aux,
    Build,
    Buy,
    ChooseTile,
    Decline,
    Deliver,
    Discard,
    Done,
    DrawCards,
    EndPhase,
    EngineTo,
    Hire,
    PlayObjective,
    Stop,
    TakeDisc,
    TakeHazard,
    TakeObjective,
    TakeStationDisc,
    TakeTeepee,
    UseCertificates,
    UseLocal,
)
from rules.gwt.data import HAZARD_TILE, TEEPEE_TILE, WORKER, Data, load
from rules.gwt.state import GwtState

NO = -1
DATA: Data = load()

#: Disc spots in the order they are worth clearing first: by what the evaluation's table
#: says each unlocks, highest first. The planner weighs only the first few (``KEEP``), so
#: a spot worth more must not come later: with an earlier hand-written order (``hand_2``
#: 7th) normal scored 2.35 points a game less (README, "Great Western Trail AI").
DISC_ORDER = tuple(sorted(DISC_UNLOCK, key=lambda name: -DISC_UNLOCK[name]))
_DISC_RANK = {DATA.disc_ids.index(name): rank for rank, name in enumerate(DISC_ORDER)}
#: Most actions kept per decision kind (the planner's branching factor).
KEEP = {"build": 3, "hire": 3, "buy": 4, "disc": 3, "end39": 3, "hazard": 3, "teepee": 3,
        "take_obj": 3, "discard_n": 3, "discard_for": 2, "engine_fwd": 3, "engine_back": 2,
        "extra_back": 3, "kc_delivery": 4, "link_objective": 3}


def kind(s: GwtState) -> str:
    return str(s.stack[-1][0]) if s.stack else ""


def card_keep_value(card: int) -> float:
    """How much a card is worth keeping in the hand (objective cards count low)."""
    if DATA.card_breed[card] < 0:
        return 0.5
    return DATA.card_value[card] + 0.3 * DATA.card_vp[card]


def _hand_duplicates(hand: list[int], card: int) -> int:
    breed = DATA.card_breed[card]
    return sum(1 for c in hand if DATA.card_breed[c] == breed)


def _order_discards(s: GwtState, p: int, cards: list[int]) -> list[int]:
    """Duplicates and low cards first: they add nothing to the herd value."""
    hand = s.hand[p]
    return sorted(cards, key=lambda c: (-(_hand_duplicates(hand, c) > 1), card_keep_value(c), c))


def _tile_rank(tile: int) -> float:
    t = DATA.tiles[tile]
    if t.kind == WORKER:
        return 0.0
    if t.kind == TEEPEE_TILE:
        return 2.0
    assert t.kind == HAZARD_TILE
    return 1.0


def ordered(s: GwtState, p: int, legal: list[Action]) -> list[Action]:
    """The legal actions worth trying, best guess first (never empty)."""
    k = kind(s)
    out = _order(s, p, k, legal)
    keep = KEEP.get(k)
    if keep is not None:
        out = out[:keep]
    return out or legal[:1]


def _order(s: GwtState, p: int, k: str, legal: list[Action]) -> list[Action]:
    if k in ("start", "move", "phase_b", "adjacent"):
        return _order_turn(s, p, legal)
    if k == "build":
        return _order_builds(s, p, legal)
    if k == "hire":
        return _order_hires(s, p, legal)
    if k == "buy":
        return _order_buys(s, p, legal)
    if k == "disc":
        return sorted(legal, key=_disc_key)
    if k in ("discard_n", "discard_for"):
        discards = [a for a in legal if isinstance(a, Discard)]
        order = _order_discards(s, p, [a.card for a in discards])
        rest = [a for a in legal if not isinstance(a, Discard)]
        if k == "discard_n" and s.stack[-1][2]:  # removing cards: only weak ones, else stop
            weak = [Discard(c) for c in order if DATA.card_breed[c] >= 0
                    and DATA.card_value[c] <= 2 and DATA.card_vp[c] == 0]
            return weak + rest
        return [Discard(c) for c in order] + rest
    if k in ("engine_fwd",):
        forward: list[Action] = sorted((a for a in legal if isinstance(a, EngineTo)),
                                       key=lambda a: _engine_key(s, p, _position(a)))
        return forward + [a for a in legal if isinstance(a, Stop)]
    if k in ("engine_back", "extra_back"):
        stop: list[Action] = [a for a in legal if isinstance(a, Stop)]
        moves: list[Action] = sorted((a for a in legal if isinstance(a, EngineTo)),
                                     key=lambda a: -board.order(DATA, _position(a)))
        return (stop + moves) if k == "engine_back" else (moves + stop)
    if k == "end39":
        return sorted(legal, key=lambda a: _end39_key(s, p, a))
    if k == "kc_delivery" or k == "extra_deliver":
        return sorted(legal, key=lambda a: -DATA.cities[a.city].value
                      if isinstance(a, Deliver) else 0)
    if k == "kc_income":  # the 3 largest spends of certificates, then objective cards
        spends = sorted((a for a in legal if isinstance(a, UseCertificates)),
                        key=lambda a: -a.count)
        return [*spends[:3], *(a for a in legal if isinstance(a, PlayObjective))]
    if k == "kc_waiting":
        return sorted(legal, key=lambda a: _tile_rank(s.waiting[a.column][a.index])
                      if isinstance(a, ChooseTile) else 0)
    if k == "hazard":
        return sorted(legal, key=lambda a: -DATA.tiles[s.tile_at[a.node]].vp
                      if isinstance(a, TakeHazard) else 0)
    if k == "teepee":
        return sorted(legal, key=lambda a: -DATA.teepee_value[a.node]
                      if isinstance(a, TakeTeepee) else 0)
    if k in ("upgrade", "master", "immediate"):
        return [a for a in legal if not isinstance(a, Decline)] + [
            a for a in legal if isinstance(a, Decline)]
    if k == "draw_count":
        return [a for a in legal if isinstance(a, DrawCards)] + [
            a for a in legal if not isinstance(a, DrawCards)]
    if k in ("take_obj", "link_objective"):
        take = [a for a in legal if isinstance(a, TakeObjective)]
        return take + [a for a in legal if not isinstance(a, TakeObjective)]
    return list(legal)


def _order_turn(s: GwtState, p: int, legal: list[Action]) -> list[Action]:
    """Moves, local actions first, auxiliary actions, then objective cards and finishing."""
    def key(a: Action) -> tuple[int, int]:
        if isinstance(a, UseLocal):
            return (0, a.index)
        if isinstance(a, Stop):
            return (2, 0)
        if isinstance(a, Aux):
            return (3, a.aux)
        if isinstance(a, EndPhase):
            return (1, 0)
        if isinstance(a, PlayObjective):
            return (5, a.card)
        if isinstance(a, Done):
            return (1, 0)
        return (0, 0)  # steps and placements: the planner tries each

    return sorted(legal, key=key)


def _order_builds(s: GwtState, p: int, legal: list[Action]) -> list[Action]:
    """The highest buildings first; per building, one site: the best-placed free one."""
    best: dict[int, tuple[float, Build]] = {}
    for a in legal:
        if not isinstance(a, Build):
            continue
        rank = _site_rank(s, p, a.node)
        if a.number not in best or rank < best[a.number][0]:
            best[a.number] = (rank, a)
    return [best[n][1] for n in sorted(best, reverse=True)]


def _site_rank(s: GwtState, p: int, node: int) -> float:
    """Free sites before replacements (replacing a small building is ranked by how many
    craftsmen it already gives back); woods sites first, sites with a risk action
    last; ties by trail order."""
    rank = 0.0
    if s.building_at[node] != NO:
        rank += 5.0 - DATA.buildings[s.building_at[node]].craftsmen * 0.1
    if DATA.woods[node]:
        rank -= 0.5
    if DATA.risk[node] is not None:
        rank += 0.3
    rank += 0.01 * node
    return rank


def _order_hires(s: GwtState, p: int, legal: list[Action]) -> list[Action]:
    """Per worker type, the cheapest space; craftsmen and cowboys first early."""
    best: dict[int, tuple[int, Hire]] = {}
    for a in legal:
        if not isinstance(a, Hire):
            continue
        worker = s.job[a.row * DATA.columns + a.column]
        cost = DATA.row_costs[a.row]
        if worker not in best or cost < best[worker][0]:
            best[worker] = (cost, a)
    have = s.workers[p]
    return [best[w][1] for w in sorted(best, key=lambda w: (have[w], best[w][0], w))]


def _order_buys(s: GwtState, p: int, legal: list[Action]) -> list[Action]:
    """Cattle by value per dollar; the most valuable breeds first; then more cards, done."""
    buys = [a for a in legal if isinstance(a, Buy)]

    def gain(a: Buy) -> float:
        cards = [c for c in (a.first, a.second) if c >= 0]
        worth = sum(DATA.card_value[c] * 2.0 + DATA.card_vp[c] for c in cards)
        return worth - 0.45 * DATA.prices[a.price].dollars

    buys.sort(key=lambda a: -gain(a))
    rest = [a for a in legal if isinstance(a, AddCards)] + [
        a for a in legal if isinstance(a, Done)]
    return [*buys, *rest] if buys and gain(buys[0]) > 0 else [*rest, *buys]


def _position(a: Action) -> int:
    assert isinstance(a, EngineTo)
    return a.position


def _disc_key(a: Action) -> tuple[int, int]:
    if isinstance(a, TakeDisc):
        return (0, _DISC_RANK.get(a.spot, 99))
    assert isinstance(a, TakeStationDisc)
    return (1, a.station)


def _engine_key(s: GwtState, p: int, position: int) -> tuple[int, int]:
    """Stations this player has not upgraded come first; then the farther space."""
    station = DATA.track_station[position]
    fresh = station != NO and not board.upgraded(s, p, station)
    return (0 if fresh else 1, -board.order(DATA, position))


def _end39_key(s: GwtState, p: int, a: Action) -> tuple[int, int]:
    assert isinstance(a, EngineTo)
    station = DATA.track_station[a.position]
    fresh = station != NO and not board.upgraded(s, p, station) and (
        s.money[p] + DATA.end_dollars >= DATA.stations[station].cost)
    return (0 if fresh else 1, -board.order(DATA, a.position))
