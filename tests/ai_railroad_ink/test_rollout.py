"""The rollout look-ahead: its policy's local score, whole rounds played by it, and the
choice between candidate plans."""

from __future__ import annotations

import pytest

import rules.ai.railroad_ink.rollout as rollout_module
from rules.ai.agent import decide
from rules.ai.railroad_ink.agents import PlanningAgent
from rules.ai.railroad_ink.planner import (
    Clock,
    Node,
    Settings,
    beam_round,
    roll_dice,
    solo_state,
)
from rules.ai.railroad_ink.policy import local_score
from rules.ai.railroad_ink.rollout import (
    play_round,
    rollout,
    rollout_choice,
    start_round,
)
from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.rng import Rng
from rules.railroad_ink.actions import EndRound
from rules.railroad_ink.board import Board
from rules.railroad_ink.game import EXPANSIONS, RAILROAD_INK, InkState
from rules.railroad_ink.scoring import score_board
from rules.railroad_ink.tiles import EXITS, ROAD, V_SIDES

GAME = RAILROAD_INK
SMALL = Settings(width=2, finished=3, rollouts=2)


def test_local_score_likes_joining_an_exit_and_dislikes_closing_it() -> None:
    cell, side, _ = next(e for e in EXITS if e[2] == ROAD)
    signature = Board().signatures[cell]
    straight = [v for v in range(len(V_SIDES)) if sorted(V_SIDES[v]) == [0, 0, ROAD, ROAD]]
    joins = next(v for v in straight if V_SIDES[v][side] == ROAD)
    closes = next(v for v in straight if V_SIDES[v][side] != ROAD)
    assert local_score(joins, cell, signature) > local_score(closes, cell, signature)


def _start(seed: int, expansion: str = "none") -> InkState:
    options = {} if expansion == "none" else {"expansion": expansion}
    state = GAME.new_game(GameConfig.make("railroad-ink", ["hard"], options), seed)
    assert isinstance(state, InkState)
    return state


@pytest.mark.parametrize("expansion", ["none", "river", "lake", "lava"])
def test_a_rollout_round_draws_every_die_it_can(expansion: str) -> None:
    state = _start(4, expansion)
    before = sum(1 for c in state.boards[0].cells if c >= 0)
    play_round(state)
    assert state.round == 1
    assert isinstance(GAME.legal_actions(state, 0)[-1], EndRound)  # the round may end
    assert sum(1 for c in state.boards[0].cells if c >= 0) >= before + 1


def test_a_rollout_to_the_end_is_valued_at_the_final_score() -> None:
    state = _start(6)
    rng = Rng.from_seed(2)
    rolls = [roll_dice("none", rng) for _ in range(state.rounds - 1)]
    play_round(state)
    node = Node(0.0, GAME.clone(state), [], [])
    found = rollout(node, rolls, Settings())
    # The same dice played again give the same board, which is final: its exact score.
    again = GAME.clone(state)
    for dice in rolls:
        start_round(again, dice)
        play_round(again)
    assert again.round == again.rounds
    assert found == sum(score_board(again.boards[0].cells, "none"))


def test_the_choice_is_one_of_the_candidates_and_reproducible() -> None:
    state = _start(9)
    candidates: list[Node] = []
    list(beam_round(state, Settings(width=3, finished=3), Clock(), candidates))
    chosen = []
    for _ in range(2):
        out: list[int] = []
        list(rollout_choice(candidates, SMALL, Rng.from_seed(5), Clock(), out))
        chosen.append(out[0])
    assert chosen[0] == chosen[1]
    assert 0 <= chosen[0] < len(candidates)


@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_rollout_agent_plays_legal_games(expansion: str) -> None:
    options = {} if expansion == "none" else {"expansion": expansion}
    match = Match(GameConfig.make("railroad-ink", ["hard"], options), 3)
    agent = PlanningAgent(3, SMALL, "hard")
    while not match.is_over():
        legal = match.legal_actions(0)
        action = decide(agent, GAME.observe(match.state, 0), legal)
        match.play(0, action)  # raises IllegalAction on an illegal decision
    assert GAME.score_sheet(match.state).final
    assert solo_state(GAME.observe(match.state, 0)).round > 1


def test_past_the_guard_no_rollout_is_played_and_the_beams_best_is_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _start(9)
    candidates: list[Node] = []
    list(beam_round(state, Settings(width=3, finished=3), Clock(), candidates))
    played: list[Node] = []

    def counted(node: Node, rolls: list[tuple[int, ...]], settings: Settings) -> float:
        played.append(node)
        return 0.0

    monkeypatch.setattr(rollout_module, "rollout", counted)
    out: list[int] = []
    list(rollout_choice(candidates, SMALL, Rng.from_seed(5), Clock(-1.0), out))
    assert out == [0] and not played
    list(rollout_choice(candidates, SMALL, Rng.from_seed(5), Clock(), out))
    assert len(played) >= len(candidates) * SMALL.rollouts  # with time, every one is tried
