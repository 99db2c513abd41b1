"""Seeded random games of 2-4 players finish, with consistent scores.

«Конец игры объявляется, когда один из игроков размещает тайл работника на последнем
месте на бирже труда»: the job market must always fill eventually. A guard ends a game
after ``MAX_TURNS`` turns; these games must never reach it.
"""

from __future__ import annotations

import pytest

from rules.core.game import Game
from rules.core.rng import Rng
from rules.gwt.data import WORKER
from rules.gwt.flow import MAX_TURNS
from rules.gwt.rules import GWT
from rules.gwt.state import GwtState
from tests.gwt.helpers import DATA, NO, game


def random_game(players: int, seed: int, options: dict[str, str] | None = None) -> GwtState:
    state = game(players, seed, **(options or {}))
    rng = Rng.from_seed(seed, stream=3)
    g: Game = GWT
    steps = 0
    while not g.is_over(state):
        player = g.to_act(state)[0]
        legal = g.legal_actions(state, player)
        g.apply_legal(state, player, legal[rng.randbelow(len(legal))])
        steps += 1
        assert steps < 100_000
    return state


def check_finished(state: GwtState) -> None:
    assert state.turns < MAX_TURNS, "the turn guard ended a game"
    assert state.token_row == 12 and state.token_holder == state.end_by
    sheet = GWT.score_sheet(state)
    assert sheet.final
    for p, row in enumerate(sheet.points):
        assert len(row) == 11
        assert row[0] == state.money[p] // 5 and row[10] == (2 if p == state.token_holder else 0)
    check_conservation(state)


def check_conservation(state: GwtState) -> None:
    """Every card, tile, worker and disc is somewhere, exactly once."""
    n = state.num_players
    owned = [c for p in range(n) for c in state.hand[p] + state.deck[p] + state.discard[p]
             + state.objectives[p] + state.removed[p]]
    market = sorted(c for c in owned if DATA.card_breed[c] >= 0 and DATA.card_vp[c] > 0)
    market += [c for c in owned if DATA.card_breed[c] >= 4 and DATA.card_vp[c] == 0]
    assert sorted(market + state.market + state.market_deck) == sorted(DATA.market_cards)
    objectives = [c for c in owned if DATA.card_breed[c] < 0]
    assert len(objectives) == len(set(objectives))
    assert len(objectives) + len(state.display) + len(state.objective_deck) == 24 + n
    starting = [c for c in owned if DATA.card_breed[c] in (0, 1, 2, 3)]
    assert len(starting) == 14 * n
    tiles = [t for t in state.tile_at if t != NO] + state.gone
    tiles += [t for column in state.waiting for t in column]
    tiles += [t for pile in state.supply for t in pile]
    tiles += [t for p in range(n) for t in state.hazards[p] + state.teepees[p]]
    assert len(tiles) == len(set(tiles))
    assert sum(1 for t in tiles if DATA.tiles[t].kind != WORKER) == 18 + 22
    workers = sum(1 for t in tiles if DATA.tiles[t].kind == WORKER)  # not yet in play
    workers += sum(1 for w in state.job if w != NO)
    workers += sum(sum(state.workers[p]) - 3 for p in range(n))  # printed ones excluded
    workers += sum(1 for w in state.station_worker if w != NO)
    assert workers == 54
    for p in range(n):
        assert state.money[p] >= 0
        placed = sum(c.count(p) for c in state.city_discs) + sum(
            st.count(p) for st in state.station_discs)
        assert placed == bin(state.discs[p]).count("1")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_some_random_games_finish(players: int) -> None:
    for seed in range(12):
        options = {"neutral_buildings": "random", "private_buildings": "random"} if seed % 2 else {}
        check_finished(random_game(players, seed, options))


@pytest.mark.slow
def test_a_thousand_random_games_finish() -> None:
    for seed in range(1000):
        players = 2 + seed % 3
        options = {"neutral_buildings": "random", "private_buildings": "random"} if seed % 2 else {}
        check_finished(random_game(players, 10_000 + seed, options))
