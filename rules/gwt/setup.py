"""Setup of a Great Western Trail match, in the order of the rulebook's 17 steps."""

from __future__ import annotations

from rules.core.config import GameConfig, first_player
from rules.core.rng import Rng
from rules.gwt.data import HAZARD_TILE, TEEPEE_TILE, WORKER, Data, load
from rules.gwt.state import GwtState

NO = -1


def new_state(config: GameConfig, rng: Rng) -> GwtState:
    data = load()
    n = config.num_players
    s = GwtState(config, rng)
    nodes = len(data.node_ids)
    # 2. Station masters shuffled onto stations 1-5.
    masters = list(range(len(data.station_masters)))
    rng.shuffle(masters)
    s.station_master = masters + [NO] * (len(data.stations) - len(masters))
    s.station_worker = [NO] * len(data.stations)
    s.station_discs = [[] for _ in data.stations]
    # 3. Neutral buildings: on their letters (beginner) or shuffled onto the neutral sites.
    layout = list(range(7))
    if config.option("neutral_buildings") == "random":
        rng.shuffle(layout)
    s.neutral_layout = tuple(layout)
    s.building_at = [NO] * nodes
    s.owner_at = [NO] * nodes
    s.tile_at = [NO] * nodes
    for site, building in zip(data.neutral_sites, layout, strict=True):
        s.building_at[site] = building
    # 4. Job-market token; 5. the three face-down supplies by back number.
    s.job = [NO] * (12 * data.columns)
    s.token_row = data.token_start_row
    s.token_holder = NO
    s.supply = [[t for t, tile in enumerate(data.tiles) if tile.supply == b] for b in (1, 2, 3)]
    for pile in s.supply:
        rng.shuffle(pile)
    s.supply_known = [0, 0, 0]
    s.gone = []
    # 6. Seven tiles from supply 1 onto the teepee and hazard areas.
    placed = 0
    while placed < data.initial_board_tiles:
        tile = s.supply[0].pop()
        if place_board_tile(s, data, tile):
            placed += 1
        else:  # the area is full: back under the supply, face down (its place is known)
            s.supply[0].insert(0, tile)
            s.supply_known[0] += 1
        s.supply_known[0] = min(s.supply_known[0], len(s.supply[0]))
    # 7. Workers from supply 2 into the job market, from the player-count column on.
    first = data.first_column[n]
    for _ in range(data.initial_workers[n]):
        tile = s.supply[1].pop()
        free = next(i for i in range(len(s.job)) if s.job[i] == NO and i % data.columns >= first)
        s.job[free] = data.tiles[tile].sub
    # 8. The waiting room: 2 tiles of each supply.
    s.waiting = [[], [], []]
    refill_waiting_room(s)
    # 9. Cattle market of 7/10/13 cards, sorted by colour.
    s.market_deck = list(data.market_cards)
    rng.shuffle(s.market_deck)
    s.market = []
    refill_market(s, data)
    # 10. Objective display of 4.
    s.objective_deck = list(data.deck_objectives)
    rng.shuffle(s.objective_deck)
    s.display = [s.objective_deck.pop() for _ in range(data.display_size)]
    # 12-13. Private buildings: all side a, or one random side per number for everyone.
    if config.option("private_buildings") == "random":
        s.sides = "".join("ab"[rng.randbelow(2)] for _ in range(10))
    else:
        s.sides = "a" * 10
    # 14-17. Discs, engine, certificates, cattle, starting objective, money.
    starting_objectives = list(data.starting_objectives)
    rng.shuffle(starting_objectives)
    s.cattleman = [NO] * n
    s.engine = [0] * n
    s.cert = [0] * n
    s.discs = [0] * n
    s.workers = [[1, 1, 1] for _ in range(n)]
    s.unbuilt = [list(range(1, 11)) for _ in range(n)]
    s.hand = [[] for _ in range(n)]
    s.deck = []
    for _ in range(n):
        deck = list(data.starting_cards)
        rng.shuffle(deck)
        s.deck.append(deck)
    for p in range(n):
        s.hand[p] = sorted(s.deck[p].pop() for _ in range(data.hand_start))
    s.discard = [[] for _ in range(n)]
    s.hazards = [[] for _ in range(n)]
    s.teepees = [[] for _ in range(n)]
    s.objectives = [[starting_objectives[p]] for p in range(n)]
    s.masters = [[] for _ in range(n)]
    s.removed = [[] for _ in range(n)]
    s.first_turn = [1] * n
    s.city_discs = [[] for _ in data.cities]
    # 17. The first player gets $6 of starting capital, the next clockwise $7, then $8
    # and $9. A random first player is drawn last, so a seed deals the same whoever
    # starts.
    first = first_player(config, rng)
    s.money = [data.starting_money[(p - first) % n] for p in range(n)]
    s.current = first
    s.end_by = NO
    s.final_left = 0
    s.over = 0
    s.turns = 0
    s.stack = [("turn_end",), ("start",)]
    return s


def place_board_tile(s: GwtState, data: Data, tile: int) -> bool:
    """Put a hazard or teepee tile on the lowest free space of its area; False if full."""
    kind = data.tiles[tile].kind
    if kind == HAZARD_TILE:
        spaces = data.hazard_spaces[data.tiles[tile].sub]
    elif kind == TEEPEE_TILE:
        spaces = data.teepee_spaces
    else:
        raise ValueError("workers do not go onto the trail")
    for node in spaces:
        if s.tile_at[node] == NO:
            s.tile_at[node] = tile
            return True
    return False


def refill_waiting_room(s: GwtState) -> None:
    """Fill each waiting-room column up to 2 tiles from the supply of the same number."""
    for column in range(3):
        while len(s.waiting[column]) < 2 and s.supply[column]:
            s.waiting[column].append(s.supply[column].pop())
            s.supply_known[column] = min(s.supply_known[column], len(s.supply[column]))


def refill_market(s: GwtState, data: Data) -> None:
    """Draw market cards until the market has its setup size (never removes any)."""
    size = data.market_size[s.num_players]
    while len(s.market) < size and s.market_deck:
        s.market.append(s.market_deck.pop())
    s.market.sort()


def worker_tile(data: Data, tile: int) -> bool:
    return data.tiles[tile].kind == WORKER
