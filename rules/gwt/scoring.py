"""The score pad: the rulebook's 11 categories, including the best use of objective cards."""

from __future__ import annotations

from rules.gwt import board
from rules.gwt.data import BLUE, GREEN, TASKS, Data
from rules.gwt.state import GwtState

NO = -1


def task_resources(s: GwtState, data: Data, player: int) -> tuple[int, ...]:
    """How many of each task item the player has, in TASKS order."""
    colours = [data.tiles[t].sub for t in s.teepees[player]]
    cards = [*s.hand[player], *s.deck[player], *s.discard[player]]
    values = [data.card_value[c] for c in cards if data.card_breed[c] >= 0]
    counts = {
        "building": len(board.own_buildings(s, player)),
        "green_teepee": colours.count(GREEN),
        "blue_teepee": colours.count(BLUE),
        "hazard": len(s.hazards[player]),
        "station": sum(1 for discs in s.station_discs if player in discs),
        "value_3": values.count(3),
        "value_4": values.count(4),
        "value_5": values.count(5),
        "san_francisco": s.city_discs[len(data.cities) - 1].count(player),
    }
    return tuple(counts[t] for t in TASKS)


def best_objectives(
    data: Data, resources: tuple[int, ...], committed: list[int], optional: list[int],
    pair_bonus: int,
) -> tuple[int, int]:
    """(objective points, cards in the objective area) for the best choice.

    Committed cards score +vp if fulfilled, else -penalty; each optional card (still in
    the deck at the end) may be added or dropped. Every task item serves one card only,
    so fulfilled cards need disjoint items. ``pair_bonus`` is the station master's VP per
    two cards in the objective area, maximized together with the cards themselves.
    """
    cards = [(c, True) for c in committed] + [(c, False) for c in optional]
    demands = []
    for card, must in cards:
        objective = data.objectives[card - data.first_objective]
        need = [0] * len(TASKS)
        for task in objective.tasks:
            need[task] += 1
        demands.append((tuple(need), objective.vp, objective.penalty, must))
    memo: dict[tuple[int, tuple[int, ...], int], tuple[int, int]] = {}

    def best(i: int, left: tuple[int, ...], count: int) -> tuple[int, int]:
        """(total with bonus, objective points) over cards i.. ."""
        if i == len(demands):
            return pair_bonus * (count // 2), 0
        key = (i, left, count)
        if key in memo:
            return memo[key]
        need, vp, penalty, must = demands[i]
        options = []
        if all(n <= have for n, have in zip(need, left, strict=True)):
            rest = tuple(have - n for n, have in zip(need, left, strict=True))
            total, points = best(i + 1, rest, count + 1)
            options.append((total + vp, points + vp))
        total, points = best(i + 1, left, count + 1)
        options.append((total - penalty, points - penalty))
        if not must:
            options.append(best(i + 1, left, count))
        memo[key] = max(options)
        return memo[key]

    total, points = best(0, resources, 0)
    area = 0
    if pair_bonus:  # recover the area size of the best choice
        area = (total - points) // pair_bonus * 2
    return points, area


def score_rows(s: GwtState, data: Data) -> list[list[int]]:
    rows = []
    for p in range(s.num_players):
        rows.append(player_scores(s, data, p))
    return rows


def player_scores(s: GwtState, data: Data, p: int) -> list[int]:
    money = s.money[p] // data.dollars_per_vp
    buildings = sum(data.buildings[s.building_at[n]].vp for n in board.own_buildings(s, p))
    cities = 0
    for c, city in enumerate(data.cities):
        cities += city.vp * s.city_discs[c].count(p)
    for link in data.links:
        if p in s.city_discs[link.left] and p in s.city_discs[link.right]:
            cities += link.vp
    stations = sum(data.stations[st].vp for st, discs in enumerate(s.station_discs) if p in discs)
    hazards = sum(data.tiles[t].vp for t in s.hazards[p])
    cards = [*s.hand[p], *s.deck[p], *s.discard[p]]
    cattle = sum(data.card_vp[c] for c in cards)
    masters = [data.station_masters[m] for m in s.masters[p]]
    pair_bonus = sum(m.vp for m in masters if m.scoring == "objective_pairs")
    optional = [c for c in cards if data.card_breed[c] < 0]
    objectives, area = best_objectives(data, task_resources(s, data, p), s.objectives[p],
                                       optional, pair_bonus)
    master_points = 0
    colours = [data.tiles[t].sub for t in s.teepees[p]]
    for m in masters:
        if m.scoring == "workers":
            master_points += m.vp * sum(s.workers[p])
        elif m.scoring == "objective_pairs":
            master_points += m.vp * (area // 2)
        elif m.scoring == "hazard_pairs":
            master_points += m.vp * (len(s.hazards[p]) // 2)
        elif m.scoring == "teepee_pairs":
            master_points += m.vp * min(colours.count(GREEN), colours.count(BLUE))
        elif m.scoring == "certificate_pairs":
            total = board.certificates(s, data, p) + board.permanent_certificates(s, data, p)
            master_points += m.vp * (total // 2)
    workers = sum(data.slot_vp[slot] for count in s.workers[p] for slot in range(count))
    step = sum(data.disc_vp[i] for i in range(len(data.disc_ids)) if s.discs[p] >> i & 1)
    token = data.token_vp if s.token_holder == p else 0
    return [money, buildings, cities, stations, hazards, cattle, objectives, master_points,
            workers, step, token]
