"""The engine's shortcuts for the legal list (route masks, cached station and payment
lists) must give exactly what the plain rules give, however the position came about."""

from __future__ import annotations

import pytest

from rules.core.config import GameConfig
from rules.core.registry import get_game
from rules.core.rng import Rng
from rules.ttr import cards as C
from rules.ttr.actions import BuildStation, ClaimRoute, Pay
from rules.ttr.engine import TtrGame
from rules.ttr.state import EMPTY, TURN, TtrState
from tests.ttr.helpers import claim, give, legal, route, started


def plain_claims(game: TtrGame, state: TtrState, player: int) -> list[int]:
    """Routes the player may claim now, route by route from the rule functions."""
    return [r.id for r in game.routes if game._can_claim(state, player, r.id)]


def claims(actions: list[object]) -> list[int]:
    return [a.route for a in actions if isinstance(a, ClaimRoute)]


def stations(actions: list[object]) -> list[int]:
    return [a.city for a in actions if isinstance(a, BuildStation)]


@pytest.mark.parametrize(
    ("game_id", "players"), [("ttr-europe", 2), ("ttr-europe", 4), ("ttr-germany", 3),
                             ("ttr-amsterdam", 2)]
)
def test_claimable_routes_match_the_route_by_route_check_through_whole_games(
    game_id: str, players: int
) -> None:
    game = get_game(game_id)
    assert isinstance(game, TtrGame)
    rng = Rng.from_seed(5)
    checked = 0
    for seed in range(3):
        state = game.new_game(GameConfig.make(game_id, ["random"] * players), seed)
        assert isinstance(state, TtrState)
        while not game.is_over(state):
            player = game.to_act(state)[0]
            actions = game.legal_actions(state, player)
            if state.phase == TURN:
                assert claims(actions) == plain_claims(game, state, player)
                # Every player's view, not only the one to act.
                for other in range(players):
                    hand = state.hands[other]
                    found = game._claimable(
                        state, other, hand, hand[8], max(hand[:8])
                    )
                    assert claims(found) == plain_claims(game, state, other)
                checked += 1
            game.apply_legal(state, player, actions[rng.randbelow(len(actions))])
    assert checked > 100


def test_routes_given_straight_to_a_player_leave_the_legal_list_at_once() -> None:
    """Tests (and tools) set owners by hand; the cached route masks must notice."""
    state = started(players=2)
    give(state, 0, red=8, locomotive=4)
    paris_brussels = route("Paris", "Bruxelles", 0).id
    assert paris_brussels in claims(legal(state))
    claim(state, 1, "Paris", "Bruxelles", 0)
    after = claims(legal(state))
    assert paris_brussels not in after
    # With two players the other track of the double route closes as well.
    assert route("Paris", "Bruxelles", 1).id not in after
    state.route_owner[paris_brussels] = EMPTY
    assert paris_brussels in claims(legal(state))


def test_a_claim_in_a_copy_leaves_the_original_legal_list_alone() -> None:
    game = get_game("ttr-europe")
    state = started(players=2)
    give(state, 0, red=8, locomotive=4)
    before = legal(state)
    twin = game.clone(state)
    assert isinstance(twin, TtrState)
    target = next(a for a in before if isinstance(a, ClaimRoute))
    game.apply(twin, 0, target)
    game.apply(twin, 0, game.legal_actions(twin, 0)[0])
    assert twin.route_owner[target.route] == 0
    assert legal(state) == before


def test_stations_built_by_hand_leave_the_station_list() -> None:
    state = started(players=2)
    give(state, 0, red=3)
    free = stations(legal(state))
    assert free
    state.station_owner[free[0]] = 1
    assert stations(legal(state)) == free[1:]


def test_payment_lists_follow_the_hand_not_an_earlier_one_alike_up_to_the_cost() -> None:
    """Payments are cached by the hand clipped at the cost; hands that differ within
    the cost must still get their own lists."""
    game = get_game("ttr-europe")
    assert isinstance(game, TtrGame)
    state = started(players=2)
    grey = next(r for r in game.routes if r.colour < 0 and r.length == 4 and not r.tunnel
                and not r.locomotives)
    for cards in ({"red": 9, "locomotive": 1}, {"red": 3, "locomotive": 1},
                  {"red": 3, "blue": 1, "locomotive": 4}, {"locomotive": 4},
                  {"red": 2, "blue": 2, "locomotive": 5}):
        give(state, 0, **cards)
        state.phase = TURN
        game.apply(state, 0, ClaimRoute(grey.id))
        pays = game.legal_actions(state, 0)
        expected = C.payment_options(state.hands[0], 4, grey.colour, 0)
        assert [(p.colour, p.locomotives) for p in pays if isinstance(p, Pay)] == expected
        state.pending_route = EMPTY
