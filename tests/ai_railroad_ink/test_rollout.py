"""The rollout look-ahead: its policy's local score, whole rounds played by it, and the
choice between candidate plans."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace

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
    round_settings,
    solo_state,
)
from rules.ai.railroad_ink.policy import (
    LAST_ROUND_TABLE,
    PREFILTER_TABLE,
    ROLLOUT_TABLE,
    local_score,
)
from rules.ai.railroad_ink.rollout import (
    plan_round,
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
from rules.railroad_ink.game import EXPANSIONS, RAILROAD_INK, InkObservation, InkState
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


def test_in_the_last_round_an_open_end_costs_as_much_as_an_error() -> None:
    """The last round's table: a route end left facing an empty space is an error at the
    game's end; earlier an open end may still be joined."""
    cell = 24  # the centre: every neighbour empty
    signature = Board().signatures[cell]
    straight = next(v for v in range(len(V_SIDES)) if sorted(V_SIDES[v]) == [0, 0, ROAD, ROAD])
    early = local_score(straight, cell, signature, ROLLOUT_TABLE)
    last = local_score(straight, cell, signature, LAST_ROUND_TABLE)
    assert last <= -2.0 < early


def test_the_rollouts_use_the_last_rounds_table_only_in_the_last_round(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tables: list[int] = []

    def recorded(variant: int, cell: int, signature: int, table: int = PREFILTER_TABLE) -> float:
        tables.append(table)
        return local_score(variant, cell, signature, table)

    monkeypatch.setattr(rollout_module, "local_score", recorded)
    state = _in_round(6)
    play_round(state)
    assert tables and set(tables) == {ROLLOUT_TABLE}
    tables.clear()
    start_round(state, roll_dice("none", Rng.from_seed(8)))
    assert state.round == state.rounds
    play_round(state)
    assert tables and set(tables) == {LAST_ROUND_TABLE}


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


def _in_round(number: int) -> InkState:
    """A base game at the start of round ``number`` (the rounds before played by the
    rollout policy)."""
    state = _start(11)
    rng = Rng.from_seed(3)
    for _ in range(number - 1):
        play_round(state)
        start_round(state, roll_dice("none", rng))
    assert state.round == number
    return state


def _rollout_work(settings: Settings, rounds_after: int) -> int:
    """Rollout rounds played per halving batch (candidates × rollouts × rounds)."""
    return settings.finished * settings.rollouts * rounds_after


def test_later_rounds_widen_the_beam_for_the_first_rounds_rollout_work() -> None:
    base = Settings(width=10, finished=12, rollouts=24, prefilter=8, late=2)
    assert _in_round(1).rounds == 7
    for number in (1, 2, 3, 7):  # four or more rounds to come, or none: unchanged
        assert round_settings(base, _in_round(number)) == base
    first_work = _rollout_work(base, 6)
    for number in (4, 5, 6):
        grown = round_settings(base, _in_round(number))
        assert (grown.width, grown.finished, grown.prefilter) == (20, 12, 8)
        work = _rollout_work(grown, 7 - number)
        assert first_work - grown.finished * (7 - number) < work <= first_work
    assert [round_settings(base, _in_round(n)).rollouts for n in (4, 5, 6)] == [48, 72, 144]
    same = Settings(width=10, finished=12, rollouts=24)  # late=1: the same every round
    assert round_settings(same, _in_round(6)) == same


def test_a_later_round_plays_more_rollouts_for_the_same_finished_rounds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[tuple[int, int]] = []

    def first(
        candidates: list[Node], settings: Settings, rng: Rng, clock: Clock, out: list[int]
    ) -> Generator[None, None, None]:
        seen.append((len(candidates), settings.rollouts))
        out.append(0)
        yield

    monkeypatch.setattr(rollout_module, "rollout_choice", first)
    state = _in_round(6)
    observation = GAME.observe(state, 0)
    assert isinstance(observation, InkObservation)
    settings = Settings(width=8, finished=3, rollouts=2, prefilter=4, late=2)
    for late in (1, 2):
        out: list[Node] = []
        list(plan_round(observation, replace(settings, late=late), Rng.from_seed(1),
                        Clock(), out))
        assert isinstance(out[0].actions[-1], EndRound)
    assert seen == [(3, 2), (3, 12)]
