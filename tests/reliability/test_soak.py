"""Random-play soak of every registered game: invariants after every action.

The default run plays ``DEFAULT_GAMES`` seeded games per game (marked slow; CI runs it).
``RAILYARD_SOAK_GAMES=10000 python -m pytest tests/reliability/test_soak.py -m slow``
plays the issue's 10,000 per game. Player counts and options cycle with the seed
(soak.py: ``soak_cases``). The tests at the bottom show the checks do catch what
they are meant to catch.
"""

from __future__ import annotations

import os

import pytest

from rules.core.registry import all_games, get_game
from rules.core.rng import Rng
from tests.playout import random_match
from tests.reliability.invariants import CHECKS
from tests.reliability.soak import soak_cases, soak_game

DEFAULT_GAMES = 30


def soak_games() -> int:
    text = os.environ.get("RAILYARD_SOAK_GAMES", "")
    try:
        return int(text) if text else DEFAULT_GAMES
    except ValueError:
        raise pytest.UsageError(f"RAILYARD_SOAK_GAMES must be a number, not {text!r}") from None


GAME_IDS = [game.id for game in all_games()]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_play_soak_keeps_every_invariant(game_id: str) -> None:
    games = soak_games()
    decisions = sum(soak_game(game_id, seed) for seed in range(games))
    assert decisions >= games


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_one_soak_game_per_game(game_id: str) -> None:
    """The same checks on one game each, in the quick run (and under WebAssembly)."""
    assert soak_game(game_id, 7) > 0


def test_every_known_game_has_its_own_checks() -> None:
    known = {"ttr-europe", "ttr-germany", "ttr-amsterdam", "gwt", "railroad-ink"}
    assert known <= set(CHECKS)
    for game_id in known:
        counts = {players for players, _ in soak_cases(get_game(game_id))}
        game = get_game(game_id)
        assert counts == set(range(game.min_players, game.max_players + 1))
    expansions = {o.get("expansion", "none") for _, o in soak_cases(get_game("railroad-ink"))}
    assert expansions == {"none", "river", "lake", "meteor", "lava"}


@pytest.mark.parametrize("game_id", ["ttr-europe", "ttr-germany", "ttr-amsterdam"])
def test_ttr_checks_catch_a_created_card_and_a_wrong_running_score(game_id: str) -> None:
    match = random_match(game_id, 3, 5, moves=60)
    game, state = match.game, match.state
    checks = CHECKS[game_id]
    assert checks.inventory(game, state) is not None
    assert checks.running_scores is not None
    checks.running_scores(game, state)
    state.hands[1][0] += 1
    with pytest.raises(AssertionError, match="train cards"):
        checks.inventory(game, state)
    state.hands[1][0] -= 1
    state.route_points[2] += 1
    with pytest.raises(AssertionError, match="recount"):
        checks.running_scores(game, state)


def test_gwt_check_catches_a_lost_card() -> None:
    match = random_match("gwt", 2, 5, moves=80)
    state = match.state
    state.hand[0].pop()
    with pytest.raises(AssertionError):
        CHECKS["gwt"].inventory(match.game, state)


@pytest.mark.parametrize("game_id", ["ttr-europe", "ttr-germany", "gwt", "railroad-ink"])
def test_hidden_twins_differ_in_hidden_items_and_a_leak_is_caught(game_id: str) -> None:
    """The twins really change hidden items (so an observation that showed them would
    differ from the twin's) and leave the viewer's observation as it was."""
    players = 3
    match = random_match(game_id, players, 11, moves=90)
    game, state = match.game, match.state
    hidden = {
        "ttr-europe": lambda s: (s.hands, s.deck, s.tickets),
        "ttr-germany": lambda s: (s.hands, s.deck, s.tickets),
        "gwt": lambda s: (s.hand, s.deck),
        "railroad-ink": lambda s: (s.rng.getstate(),),
    }[game_id]
    twin = CHECKS[game_id].hidden_twins(game, state, 0, Rng.from_seed(3))[0]
    assert game.observe(twin, 0) == game.observe(state, 0)
    assert hidden(twin) != hidden(state)
