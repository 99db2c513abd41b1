"""The engine takes new maps as a subclass with a few facts and hooks (python-chess
style). A made-up variant proves the hooks Germany and Amsterdam will use work."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules.core.config import GameConfig
from rules.core.game import Event
from rules.core.registry import register, unregister
from rules.core.rng import Rng
from rules.ttr.actions import BuildStation
from rules.ttr.engine import TtrGame
from rules.ttr.state import TtrState


class CountingState(TtrState):
    game_id = "ttr-hooks-test"


class CountingGame(TtrGame):
    """No stations, 20 trains, 3 cards each, and a point per route claimed at the end."""

    id = "ttr-hooks-test"
    code_number = 29
    title = "Hooks test"
    min_players = 2
    max_players = 3
    map_name = "europe"
    state_class = CountingState
    trains_per_player = 20
    starting_hand = 3
    bonus_categories = ("claims",)

    def setup_variant(self, state: TtrState) -> None:
        state.variant = [0] * state.num_players

    def after_claim(self, state: TtrState, player: int, route: int, events: list[Event]) -> None:
        state.variant[player] += 1
        events.append(Event("counted", player))

    def final_bonus(self, state: TtrState) -> list[tuple[int, ...]]:
        return [(state.variant[p],) for p in range(state.num_players)]


@pytest.fixture
def game() -> Iterator[CountingGame]:
    variant = CountingGame()
    register(variant)
    yield variant
    unregister(variant.id)


def test_a_variant_plays_with_its_own_facts_and_hooks(game: CountingGame) -> None:
    config = GameConfig.make(game.id, ["random", "random"])
    state = game.new_game(config, 3)
    assert isinstance(state, CountingState)
    assert state.trains == [20, 20] and all(sum(h) == 3 for h in state.hands)
    rng = Rng.from_seed(3)
    while not game.is_over(state):
        player = game.to_act(state)[0]
        legal = game.legal_actions(state, player)
        assert not any(isinstance(a, BuildStation) for a in legal)
        game.apply(state, player, rng.choice(legal))
        seen = game.observe(state, 0)
        assert game.observe(game.determinize(seen, rng), 0) == seen
    sheet = game.score_sheet(state)
    assert sheet.categories == ("routes", "tickets", "claims")
    claimed = [sum(1 for who in state.route_owner if who == p) for p in range(2)]
    assert [row[2] for row in sheet.points] == claimed
