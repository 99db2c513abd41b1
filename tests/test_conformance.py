"""The generic conformance harness: every registered game obeys the rules API.

Each game gets these checks by registering (OpenSpiel's random-simulation test):
seeded random playouts to the end asserting that

* someone is to act and has a non-empty legal list until the end; nobody else has one;
* legal actions apply (a sample of them, on clones) and illegal ones raise
  IllegalAction without changing anything;
* ``observe`` does not change when only other players' hidden information changes
  (checked through ``determinize``), and a determinized state plays on;
* ``clone`` is independent of the original;
* the save code of the final position replays to the same position;
* scores are final only at the end.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rules.core.errors import IllegalAction
from rules.core.game import Action, Game, State
from rules.core.record import Match
from rules.core.registry import all_games
from rules.core.rng import Rng
from rules.core.savecode import encode_match, load
from tests.playout import random_match

#: Deep checks at about this many points per game (the cheap ones run every step).
CHECKPOINTS = 12


def cases() -> list[tuple[str, int, int]]:
    out = []
    for game in all_games():
        counts = sorted({game.min_players, min(game.max_players, game.min_players + 1),
                         game.max_players})
        for players in counts:
            for seed in (1, 2):
                out.append((game.id, players, seed))
    return out


@dataclass(frozen=True)
class NotAnAction(Action):
    def __str__(self) -> str:
        return "a made-up action"


def snapshot(game: Game, state: State) -> tuple[object, ...]:
    """Everything visible to anyone, plus the generator: equal snapshots, equal games."""
    return (
        tuple(game.observe(state, p) for p in range(state.num_players)),
        state.rng.getstate(),
        game.to_act(state),
        game.is_over(state),
    )


def check_position(game: Game, state: State, seen: list[Action], rng: Rng) -> None:
    acting = game.to_act(state)
    assert acting, "someone must be to act before the end"
    assert list(acting) == sorted(set(acting)), "to_act is ascending without repeats"
    for player in range(state.num_players):
        legal = game.legal_actions(state, player)
        if player in acting:
            assert legal, f"player {player} is to act but has no legal action"
            assert len(set(legal)) == len(legal), "legal actions are distinct"
            assert game.legal_actions(state, player) == legal, "legal order is deterministic"
        else:
            assert legal == [], "players not to act have no legal actions"
    assert not game.score_sheet(state).final, "scores are final only at the end"

    # Illegal input raises IllegalAction and changes nothing.
    before = snapshot(game, state)
    player = acting[0]
    legal = game.legal_actions(state, player)
    illegal: list[tuple[int, Action]] = [(player, NotAnAction())]
    illegal += [(player, a) for a in seen[-20:] if a not in legal][:3]
    idle = [p for p in range(state.num_players) if p not in acting]
    if idle:
        illegal.append((idle[0], legal[0]))
    for who, action in illegal:
        with pytest.raises(IllegalAction) as info:
            game.apply(state, who, action)
        assert str(info.value)
        assert snapshot(game, state) == before, f"a refused {action} changed the game"

    # A sample of legal actions applies on clones; the original never changes.
    for action in [legal[0], legal[-1], rng.choice(legal)]:
        copy = game.clone(state)
        game.apply(copy, player, action)
        assert snapshot(game, state) == before, "clone is not independent"

    # Observations hide exactly the hidden information.
    for p in range(state.num_players):
        observation = game.observe(state, p)
        for fork in range(2):
            guess = game.determinize(observation, Rng.from_seed(fork, stream=p))
            assert game.observe(guess, p) == observation, "determinize disagrees with observe"
            assert game.to_act(guess) == acting
            if p in acting:
                assert game.legal_actions(guess, p) == game.legal_actions(state, p)
    guess = game.determinize(game.observe(state, player), rng)
    guess_legal = game.legal_actions(guess, player)
    game.apply(guess, player, rng.choice(guess_legal))  # a determinized state plays on


@pytest.mark.parametrize(("game_id", "players", "seed"), cases())
def test_random_playout_obeys_the_api(game_id: str, players: int, seed: int) -> None:
    length = len(random_match(game_id, players, seed).decisions)
    stride = max(1, length // CHECKPOINTS)
    match = Match(random_match(game_id, players, seed, moves=0).config, seed)
    game = match.game
    rng = Rng.from_seed(seed, stream=7)  # the same choices random_match made
    check_rng = Rng.from_seed(seed, stream=99)
    seen: list[Action] = []
    step = 0
    while not match.is_over():
        if step % stride == 0:
            check_position(game, match.state, seen, check_rng)
        acting = match.to_act()
        assert acting
        player = rng.choice(acting)
        legal = match.legal_actions(player)
        assert legal
        action = legal[rng.randbelow(len(legal))]
        events = match.play(player, action)
        assert isinstance(events, list)
        seen.append(action)
        step += 1
        assert step < 100_000, "the game does not end"
    assert step == length, "the same seed plays the same game"
    state = match.state
    assert game.to_act(state) == ()
    assert all(game.legal_actions(state, p) == [] for p in range(players))
    sheet = game.score_sheet(state)
    assert sheet.final
    assert len(sheet.points) == players
    assert all(len(row) == len(sheet.categories) for row in sheet.points)
    assert min(sheet.ranks) == 1
    with pytest.raises(IllegalAction, match="over"):
        game.apply(state, 0, seen[-1])

    again = load(encode_match(match))
    assert snapshot(game, again.state) == snapshot(game, state)
    assert game.score_sheet(again.state) == sheet


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_game_declares_its_facts(game_id: str) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    assert 1 <= game.min_players <= game.max_players <= 8
    assert game.title
    for spec in game.options:
        assert spec.default in spec.choices
        assert len(set(spec.choices)) == len(spec.choices)
