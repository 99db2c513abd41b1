"""The facts of Great Western Trail, loaded from ``data/*.json`` and checked on load.

Everything the rules need is turned into small integers and tuples once, so the
engine works on lean data: trail nodes, buildings, tiles and cards are numbered.
A file that breaks a documented count raises :class:`DataError` naming the fact.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"

# Trail node kinds.
START, NEUTRAL, PRIVATE, HAZARD, TEEPEE, KANSAS_CITY = range(6)
NODE_KINDS = ("start", "neutral", "private", "hazard", "teepee", "kansas_city")
# Worker types (also job-market tiles) and tile kinds.
COWBOY, CRAFTSMAN, ENGINEER = range(3)
WORKER_TYPES = ("cowboy", "craftsman", "engineer")
WORKER, HAZARD_TILE, TEEPEE_TILE = range(3)
HAZARD_TYPES = ("flood", "drought", "rockfall")
GREEN, BLUE = range(2)
TEEPEE_COLOURS = ("green", "blue")
HANDS = {None: (0, 0), "green": (1, 0), "black": (0, 1), "both": (1, 1)}
CARD_KINDS = ("jersey", "dutch_belt", "black_angus", "guernsey", "holstein", "any", "pair",
              "objective")
MAX_FROM = ("", "engineers", "woods_buildings", "cowboys")


class DataError(ValueError):
    """A data file does not hold what the rules expect."""


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(message)


@dataclass(frozen=True)
class Effect:
    """One effect named in the data, with its parameters (unused ones stay 0 or "")."""

    name: str
    card: str = ""  # discard_for: which card(s) must be discarded
    dollars: int = 0
    certificates: int = 0
    engine: int = 0
    objective_to_hand: int = 0
    modifier: int = 0  # hire: added to the row cost
    per_craftsman: int = 0  # build
    steps: int = 0  # certificates: spaces forward; -1 = up to the limit
    max: int = 0
    max_from: str = ""  # engineers | woods_buildings | cowboys (instead of max)
    min: int = 0
    cost: int = 0
    amount: int = 0
    per: str = ""  # gain_dollars: woods_buildings | engineers


EFFECT_NAMES = (
    "discard_for", "hire", "build", "certificates", "take_objective", "engine_forward",
    "trade_teepee", "aux", "buy_cattle", "remove_hazard", "gain_dollars", "move_cattleman",
    "extraordinary_delivery", "engine_backward_for", "teepee_pairs", "draw_discard",
    "use_adjacent", "upgrade_behind", "free_move",
)


def _effect(raw: dict[str, Any]) -> Effect:
    raw = dict(raw)
    name = raw.pop("effect")
    _check(name in EFFECT_NAMES, f"unknown effect {name!r}")
    kwargs: dict[str, Any] = {}
    for key, value in raw.items():
        if key == "max" and isinstance(value, str):
            _check(value in MAX_FROM, f"unknown maximum {value!r}")
            kwargs["max_from"] = value
        elif key == "steps" and value == "limit":
            kwargs["steps"] = -1
        else:
            kwargs[key] = value
    if "card" in kwargs:
        _check(kwargs["card"] in CARD_KINDS, f"unknown card kind {kwargs['card']!r}")
    try:
        return Effect(name, **kwargs)
    except TypeError as error:
        raise DataError(f"effect {name}: {error}") from None


@dataclass(frozen=True)
class Building:
    id: str
    neutral: bool
    number: int  # private: 1-10; neutral: 0
    side: str  # private: a/b; neutral: ""
    craftsmen: int
    vp: int
    hands: tuple[int, int]  # (green, black)
    actions: tuple[tuple[Effect, ...], ...]


@dataclass(frozen=True)
class Tile:
    kind: int  # WORKER, HAZARD_TILE or TEEPEE_TILE
    sub: int  # worker type, hazard type or teepee colour
    vp: int
    hands: tuple[int, int]
    supply: int  # 1-3


@dataclass(frozen=True)
class Station:
    number: int
    cost: int
    vp: int
    any_disc: bool  # True: discs from black-cornered spots fit too
    position: int  # track position of the turnout (or of space 39)


@dataclass(frozen=True)
class StationMaster:
    id: str
    immediate: tuple[Effect, ...]  # options (one may be chosen), empty for none
    certificates: int
    scoring: str
    vp: int


@dataclass(frozen=True)
class City:
    id: str
    value: int
    any_disc: bool
    repeat: bool
    dollars: int
    vp: int


@dataclass(frozen=True)
class Link:
    left: int
    right: int
    vp: int
    objective: bool


@dataclass(frozen=True)
class Objective:
    id: str
    action: Effect | None
    tasks: tuple[int, ...]  # indexes into TASKS
    vp: int
    penalty: int


@dataclass(frozen=True)
class Price:
    value: int
    cowboys: int
    cards: int
    dollars: int


@dataclass(frozen=True)
class Data:
    # trail
    node_ids: tuple[str, ...]
    node_kind: tuple[int, ...]
    successors: tuple[tuple[int, ...], ...]
    predecessors: tuple[tuple[int, ...], ...]
    woods: tuple[bool, ...]
    risk: tuple[Effect | None, ...]
    hazard_spaces: tuple[tuple[int, ...], ...]  # per hazard type, in number order
    teepee_spaces: tuple[int, ...]  # in value order
    teepee_value: tuple[int, ...]  # per node (0 if not a teepee space)
    neutral_sites: tuple[int, ...]  # in letter order A-G
    private_sites: tuple[int, ...]
    start: int
    kansas_city: int
    fees: dict[int, tuple[int, int]]
    # buildings: 0-6 neutral A-G, then 7 + 2 * (number - 1) + side (a=0, b=1)
    buildings: tuple[Building, ...]
    # railroad
    track_next: tuple[tuple[int, ...], ...]
    track_prev: tuple[tuple[int, ...], ...]
    track_space: tuple[int, ...]  # the numbered space a position counts as (turnout: next)
    track_is_turnout: tuple[bool, ...]
    track_station: tuple[int, ...]  # station index at a position, -1 if none
    end_space: int
    end_dollars: int
    crosses_after: tuple[int, ...]
    stations: tuple[Station, ...]
    station_masters: tuple[StationMaster, ...]
    cities: tuple[City, ...]
    links: tuple[Link, ...]
    # cattle: card codes 0-12 cattle (breed, vp), then objectives
    card_names: tuple[str, ...]
    card_breed: tuple[int, ...]  # -1 for objectives
    card_value: tuple[int, ...]
    card_vp: tuple[int, ...]
    breed_names: tuple[str, ...]
    starting_cards: tuple[int, ...]
    market_cards: tuple[int, ...]
    market_size: dict[int, int]
    prices: tuple[Price, ...]
    cards_per_idle_cowboy: int
    objectives: tuple[Objective, ...]  # index = card code - first_objective
    first_objective: int
    starting_objectives: tuple[int, ...]  # card codes
    deck_objectives: tuple[int, ...]
    display_size: int
    # tiles
    tiles: tuple[Tile, ...]
    # job market
    row_costs: tuple[int, ...]
    arrows: tuple[str, ...]
    columns: int
    first_column: dict[int, int]
    token_start_row: int
    initial_workers: dict[int, int]
    # player board
    slot_actions: tuple[tuple[Effect | None, ...], ...]
    slot_vp: tuple[int, ...]
    aux_spots: tuple[tuple[int, int], ...]  # per aux action: disc spot index or -1 (open)
    disc_ids: tuple[str, ...]
    disc_black: tuple[bool, ...]
    disc_dollars: tuple[int, ...]
    disc_cost: tuple[int, ...]
    disc_vp: tuple[int, ...]
    hand_start: int
    step_limits: dict[int, tuple[int, int, int]]
    certificate_track: tuple[int, ...]
    # setup
    starting_money: tuple[int, ...]
    initial_board_tiles: int
    scoring_categories: tuple[str, ...]
    token_vp: int
    dollars_per_vp: int

    def node(self, name: str) -> int:
        return self.node_ids.index(name)

    def disc(self, name: str) -> int:
        return self.disc_ids.index(name)

    def building_code(self, name: str) -> int:
        return [b.id for b in self.buildings].index(name)


def _load(name: str) -> Any:
    with open(DATA_DIR / name, encoding="utf-8") as handle:
        return json.load(handle)


TASKS = ("building", "green_teepee", "blue_teepee", "hazard", "station", "value_3", "value_4",
         "value_5", "san_francisco")


@cache
def load() -> Data:
    """All game facts, validated (cached: loaded once per process)."""
    trail = _load("trail.json")
    nodes = trail["nodes"]
    ids = tuple(n["id"] for n in nodes)
    _check(len(ids) == 52 and len(set(ids)) == 52, "the trail has 52 distinct spaces")
    index = {name: i for i, name in enumerate(ids)}
    kind = tuple(NODE_KINDS.index(n["kind"]) for n in nodes)
    succ: list[list[int]] = [[] for _ in ids]
    pred: list[list[int]] = [[] for _ in ids]
    for a, b in trail["edges"]:
        succ[index[a]].append(index[b])
        pred[index[b]].append(index[a])
    _check(sum(len(s) for s in succ) == 55, "the trail has 55 links")
    risks = {k: _effect(v) for k, v in trail["risk_actions"].items()}
    risk = tuple(risks[n["risk"]] if n.get("risk") else None for n in nodes)
    woods = tuple(bool(n.get("woods")) for n in nodes)
    hazard_spaces = tuple(
        tuple(sorted((i for i, n in enumerate(nodes) if n.get("hazard") == h),
                     key=lambda i: nodes[i]["number"]))
        for h in HAZARD_TYPES
    )
    teepee_spaces = tuple(sorted((i for i, k in enumerate(kind) if k == TEEPEE),
                                 key=lambda i: nodes[i]["value"]))
    neutral_sites = tuple(sorted((i for i, k in enumerate(kind) if k == NEUTRAL),
                                 key=lambda i: nodes[i]["letter"]))
    private_sites = tuple(i for i, k in enumerate(kind) if k == PRIVATE)
    _check(len(neutral_sites) == 7, "7 neutral sites")
    _check(len(private_sites) == 22, "22 private building sites")
    _check(sum(woods) == 8, "8 private sites in the woods")
    _check(sum(r is not None for r in risk) == 7, "7 risk actions")
    _check(all(len(h) == 4 for h in hazard_spaces), "3 hazard areas of 4 spaces")
    _check(len(teepee_spaces) == 9, "9 teepee spaces")
    start, kc = index["start"], index["kansas_city"]
    _check(not succ[kc], "Kansas City ends the trail")
    # Every on-trail space is reachable from the start; off-trail teepee spaces are not.
    seen = {start}
    frontier = [start]
    while frontier:
        for follower in succ[frontier.pop()]:
            if follower not in seen:
                seen.add(follower)
                frontier.append(follower)
    _check(len(seen) == 49, "49 spaces lie on the trail")
    fees = {int(k): (v["green"], v["black"]) for k, v in trail["fees"].items() if k != "about"}

    raw_buildings = _load("buildings.json")
    buildings: list[Building] = []
    for b in raw_buildings["neutral"]:
        buildings.append(Building(b["id"], True, 0, "", 0, 0, (0, 0),
                                  tuple(tuple(_effect(o) for o in a) for a in b["actions"])))
    _check([b.id for b in buildings] == list("ABCDEFG"), "7 neutral buildings A-G")
    private = {b["id"]: b for b in raw_buildings["private"]}
    _check(len(private) == 20, "20 private building sides")
    for number in range(1, 11):
        for side in "ab":
            b = private[f"{number}{side}"]
            buildings.append(Building(
                b["id"], False, number, side, b["craftsmen"], b["vp"], HANDS[b["hand"]],
                tuple(tuple(_effect(o) for o in a) for a in b["actions"])))

    rail = _load("railroad.json")
    spaces = rail["spaces"]
    _check(spaces == 39, "39 track spaces")
    stations_raw = rail["stations"]
    _check(len(stations_raw) == 10, "10 stations")
    # Positions: 0 = start, 1-39 spaces, 40.. turnouts of stations 1-9.
    positions = spaces + 1
    nxt: list[list[int]] = [[i + 1] if i < spaces else [] for i in range(positions)]
    station_at = [-1] * positions
    track_space = list(range(positions))
    turnout = [False] * positions
    stations: list[Station] = []
    for s_index, s in enumerate(stations_raw):
        if "after_space" in s:
            pos = len(nxt)
            after = s["after_space"]
            nxt.append([after + 1])
            nxt[after].append(pos)
            station_at.append(s_index)
            track_space.append(after + 1)
            turnout.append(True)
        else:
            pos = s["on_space"]
            station_at[pos] = s_index
        stations.append(Station(s["number"], s["cost"], s["vp"], s["discs"] == "any", pos))
    prv: list[list[int]] = [[] for _ in nxt]
    for a, targets in enumerate(nxt):
        for b in targets:
            prv[b].append(a)
    _check(sum(len(t) for t in nxt) == 57, "57 forward track links")
    _check(sum(turnout) == 9, "9 turnouts")
    masters = tuple(
        StationMaster(m["id"], tuple(_effect(e) for e in m["immediate"]), m["certificates"],
                      m["scoring"], m["vp"])
        for m in rail["station_masters"]
    )
    _check(len(masters) == 5, "5 station masters")

    raw_cities = _load("cities.json")
    cities = tuple(City(c["id"], c["value"], c["discs"] == "any", c["repeat"], c["dollars"],
                        c["vp"]) for c in raw_cities["cities"])
    _check(len(cities) == 10, "10 cities")
    city_index = {c.id: i for i, c in enumerate(cities)}
    links = tuple(Link(city_index[k["between"][0]], city_index[k["between"][1]], k["vp"],
                       k["objective"]) for k in raw_cities["links"])
    _check(all(k.right == k.left + 1 for k in links), "links join neighbouring cities")

    cattle = _load("cattle.json")
    breeds = cattle["breeds"]
    breed_index = {b["id"]: i for i, b in enumerate(breeds)}
    kinds: list[tuple[int, int]] = []
    starting: list[int] = []
    market: list[int] = []
    for group, target in ((cattle["starting_cards"], starting), (cattle["market_cards"], market)):
        for c in group:
            key = (breed_index[c["breed"]], c["vp"])
            if key not in kinds:
                kinds.append(key)
            target.extend([kinds.index(key)] * c["count"])
    _check(len(starting) == 14, "14 starting cattle cards per player")
    _check(len(market) == 36, "36 market cattle cards")
    card_names = [f"{breeds[b]['id']}" + (f"({vp})" if vp else "") for b, vp in kinds]
    card_breed = [b for b, _ in kinds]
    card_value = [breeds[b]["value"] for b, _ in kinds]
    card_vp = [vp for _, vp in kinds]

    raw_obj = _load("objectives.json")
    actions = {k: _effect(v) for k, v in raw_obj["actions"].items()}
    _check(tuple(raw_obj["tasks"]) == TASKS, "objective task names")
    objectives = tuple(
        Objective(o["id"], actions[o["action"]] if o["action"] else None,
                  tuple(TASKS.index(t) for t in o["tasks"]), o["vp"], o["penalty"])
        for o in [*raw_obj["starting"], *raw_obj["deck"]]
    )
    _check(len(raw_obj["starting"]) == 4 and len(raw_obj["deck"]) == 24, "4 + 24 objectives")
    first_objective = len(kinds)
    for o in objectives:
        card_names.append(o.id)
        card_breed.append(-1)
        card_value.append(0)
        card_vp.append(0)

    raw_tiles = _load("tiles.json")
    tiles: list[Tile] = []
    for w in raw_tiles["workers"]:
        tiles += [Tile(WORKER, WORKER_TYPES.index(w["type"]), 0, (0, 0), w["supply"])] * w["count"]
    for h in raw_tiles["hazards"]:
        tiles += [Tile(HAZARD_TILE, HAZARD_TYPES.index(h["hazard"]), h["vp"], HANDS[h["hand"]],
                       raw_tiles["hazard_supply"])] * h["count"]
    for t in raw_tiles["teepees"]:
        tiles += [Tile(TEEPEE_TILE, TEEPEE_COLOURS.index(t["colour"]), 0, HANDS[t["hand"]],
                       t["supply"])] * t["count"]
    _check(sum(t.kind == WORKER for t in tiles) == 54, "54 worker tiles")
    _check(sum(t.kind == HAZARD_TILE for t in tiles) == 18, "18 hazard tiles")
    _check(sum(t.kind == TEEPEE_TILE for t in tiles) == 22, "22 teepee tiles")
    for w in range(3):
        _check(sum(t.kind == WORKER and t.sub == w for t in tiles) == 18, "18 of each worker")

    job = _load("job_market.json")
    _check(len(job["row_costs"]) == 12 and len(job["arrows"]) == 12, "12 job-market rows")
    _check(job["arrows"][-1] == "red", "the last row ends the game")

    board = _load("player_board.json")
    discs = board["discs"]
    disc_ids = tuple(d["id"] for d in discs)
    _check(len(discs) == 14, "14 discs per player")
    _check(sum(d["corner"] == "white" for d in discs) == 9, "9 white-cornered disc spots")
    aux_spots = tuple(
        tuple(-1 if s is None else disc_ids.index(s) for s in a["spots"])
        for a in board["aux_actions"]
    )
    _check(len(aux_spots) == 5, "5 auxiliary actions")
    slot_actions = tuple(
        tuple(_effect(e) if e else None for e in board["slot_actions"][w]) for w in WORKER_TYPES
    )
    setup = _load("setup.json")
    _check(len(setup["scoring_categories"]) == 11, "11 scoring categories")
    return Data(
        node_ids=ids, node_kind=kind, successors=tuple(tuple(s) for s in succ),
        predecessors=tuple(tuple(p) for p in pred), woods=woods, risk=risk,
        hazard_spaces=hazard_spaces, teepee_spaces=teepee_spaces,
        teepee_value=tuple(n.get("value", 0) if n["kind"] == "teepee" else 0 for n in nodes),
        neutral_sites=neutral_sites, private_sites=private_sites, start=start, kansas_city=kc,
        fees=fees, buildings=tuple(buildings),
        track_next=tuple(tuple(t) for t in nxt), track_prev=tuple(tuple(p) for p in prv),
        track_space=tuple(track_space), track_is_turnout=tuple(turnout),
        track_station=tuple(station_at), end_space=rail["end_space"]["space"],
        end_dollars=rail["end_space"]["dollars"], crosses_after=tuple(rail["crosses_after"]),
        stations=tuple(stations), station_masters=masters, cities=cities, links=links,
        card_names=tuple(card_names), card_breed=tuple(card_breed),
        card_value=tuple(card_value), card_vp=tuple(card_vp),
        breed_names=tuple(b["id"] for b in breeds), starting_cards=tuple(starting),
        market_cards=tuple(market),
        market_size={int(k): v for k, v in cattle["market_size"].items()},
        prices=tuple(Price(p["value"], p["cowboys"], p["cards"], p["dollars"])
                     for p in cattle["prices"]),
        cards_per_idle_cowboy=cattle["cards_per_idle_cowboy"],
        objectives=objectives, first_objective=first_objective,
        starting_objectives=tuple(first_objective + i for i in range(4)),
        deck_objectives=tuple(first_objective + 4 + i for i in range(24)),
        display_size=raw_obj["display_size"], tiles=tuple(tiles),
        row_costs=tuple(job["row_costs"]), arrows=tuple(job["arrows"]), columns=job["columns"],
        first_column={int(k): v for k, v in job["first_column"].items()},
        token_start_row=job["token_start_row"],
        initial_workers={int(k): v for k, v in job["initial_workers"].items()},
        slot_actions=slot_actions, slot_vp=tuple(board["slot_vp"]),
        aux_spots=tuple((a[0], a[1]) for a in aux_spots), disc_ids=disc_ids,
        disc_black=tuple(d["corner"] == "black" for d in discs),
        disc_dollars=tuple(d.get("dollars", 0) for d in discs),
        disc_cost=tuple(d.get("cost", 0) for d in discs),
        disc_vp=tuple(d.get("vp", 0) for d in discs),
        hand_start=board["hand_limit"]["start"],
        step_limits={int(k): (v["start"], v["step_dollars"], v["step_vp"])
                     for k, v in board["step_limit"].items()},
        certificate_track=tuple(board["certificate_track"]),
        starting_money=tuple(setup["starting_money"]),
        initial_board_tiles=setup["initial_board_tiles"],
        scoring_categories=tuple(setup["scoring_categories"]),
        token_vp=setup["job_market_token_vp"], dollars_per_vp=setup["dollars_per_vp"],
    )
