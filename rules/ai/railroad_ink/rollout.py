"""Multi-round look-ahead by rollouts: each candidate plan of this round is played on
to the end of the game (or ``depth`` rounds) for sampled dice, by a fast rollout
policy, and valued by its mean final score.

The rollout policy is greedy per decision with a local score of the drawing (a table
look-up per variant, cell and what the neighbours show): joins to routes are good;
route ends against a blank side (errors for good), blank sides against a route end
and sides that close an exit are bad. Specials are drawn when the best one scores
well or when the rounds left would otherwise not use them all. It is crude but about
a hundred times cheaper than the static evaluation, so hundreds of complete games
fit in a round's budget.

Candidates are compared fairly: rollout ``k`` uses the same sampled dice for every
candidate (common random numbers). Samples go where they decide something
(successive halving): every candidate gets a first batch, then the worse half is
dropped and the rest get twice as many, until one is left or the budget is spent.
"""

from __future__ import annotations

from collections.abc import Generator

from rules.ai.railroad_ink.evaluate import value
from rules.ai.railroad_ink.planner import (
    GAME,
    Clock,
    Node,
    Settings,
    beam_round,
    future_share,
    roll_dice,
    round_settings,
    solo_state,
    specials_left,
)
from rules.ai.railroad_ink.policy import (
    LAST_ROUND_TABLE,
    ROLLOUT_TABLE,
    SPECIAL_THRESHOLD,
    local_score,
)
from rules.core.rng import Rng
from rules.railroad_ink.actions import EndRound, Place, PlaceSpecial
from rules.railroad_ink.board import PLACE_PHASE
from rules.railroad_ink.game import MAX_SPECIALS, InkObservation, InkState

Work = Generator[None, None, None]


def start_round(state: InkState, dice: tuple[int, ...]) -> None:
    """Move ``state`` (at the end of a round's drawings) to the next round with ``dice``."""
    board = state.boards[0]
    board.start_round(False)
    board.phase = PLACE_PHASE
    state.round += 1
    state.dice = dice
    state.meteor = None
    state.legal_cache = [None]


def play_round(state: InkState) -> None:
    """Play the current round greedily by the local score (EndRound is not applied):
    the rollout table, in the game's last round the last round's table."""
    board = state.boards[0]
    signatures = board.signatures
    rounds_left = state.rounds - state.round + 1  # this one included
    table = LAST_ROUND_TABLE if rounds_left <= 1 else ROLLOUT_TABLE
    special_used = False
    while True:
        best = None
        best_score = float("-inf")
        must_special = (
            not special_used
            and MAX_SPECIALS - board.specials_used.bit_count() >= rounds_left
        )
        for action in GAME.legal_actions(state, 0):
            if isinstance(action, Place | PlaceSpecial):
                score = local_score(action.variant, action.cell, signatures[action.cell], table)
                if isinstance(action, PlaceSpecial):
                    if score < SPECIAL_THRESHOLD and not must_special:
                        continue
                    score -= 100.0  # dice first: a special only when nothing else is left
            elif isinstance(action, EndRound):
                if best is None:
                    return
                continue
            else:  # expansion choices (meteor, lava): not modelled, take the first
                score = -200.0
            if score > best_score:
                best, best_score = action, score
        if best is None:
            return
        if isinstance(best, PlaceSpecial):
            special_used = True
        GAME.apply_legal(state, 0, best)


def rollout(node: Node, rolls: list[tuple[int, ...]], settings: Settings) -> float:
    """``node``'s board played on with ``rolls`` (one roll per round), then valued:
    the exact score when the game is over, else the static evaluation."""
    state = GAME.clone(node.state)
    for dice in rolls:
        start_round(state, dice)
        play_round(state)
    board = state.boards[0]
    future = future_share(state, 1)
    rounds_left = round(future * state.rounds)
    return value(board.cells, state.expansion, future, specials_left(board, rounds_left),
                 settings.weights)


def rollout_choice(
    candidates: list[Node], settings: Settings, rng: Rng, clock: Clock, out: list[int]
) -> Work:
    """Append the index of the candidate with the best mean rollout value to ``out``."""
    first = candidates[0].state
    rounds = min(first.rounds - first.round, settings.depth or first.rounds)
    if rounds <= 0 or len(candidates) == 1:
        out.append(0)
        return
    expansion = first.expansion
    rolls: list[list[tuple[int, ...]]] = []
    totals = [0.0] * len(candidates)
    counts = [0] * len(candidates)
    alive = list(range(len(candidates)))
    batch = max(1, settings.rollouts)

    def mean(i: int) -> float:
        return totals[i] / counts[i]

    while True:
        target = counts[alive[0]] + batch
        while len(rolls) < target:
            rolls.append([roll_dice(expansion, rng) for _ in range(rounds)])
        for index in alive:
            node = candidates[index]
            while counts[index] < target and not clock.out_of_time():
                totals[index] += rollout(node, rolls[counts[index]], settings)
                counts[index] += 1
                if clock.due():
                    yield
        if clock.out_of_time() or len(alive) <= 1:
            break
        alive.sort(key=lambda i: (mean(i), -i), reverse=True)
        alive = alive[: max(1, len(alive) // 2)]
        batch *= 2
    # Past the guard, only the candidates measured as often as the most measured compete
    # (none measured at all: the beam's best).
    most = max(counts[i] for i in alive)
    if most == 0:
        out.append(0)
        return
    measured = [i for i in alive if counts[i] == most]
    out.append(max(measured, key=lambda i: (mean(i), -i)))


def plan_round(
    observation: InkObservation, settings: Settings, rng: Rng, clock: Clock, out: list[Node]
) -> Work:
    """Append the chosen plan for the rest of the round to ``out``: the beam's best
    finished rounds, then (with rollouts) the one with the best mean rollout value."""
    candidates: list[Node] = []
    start = solo_state(observation)
    settings = round_settings(settings, start)
    yield from beam_round(start, settings, clock, candidates)
    if settings.rollouts <= 0:
        out.append(candidates[0])
        return
    chosen: list[int] = []
    yield from rollout_choice(candidates, settings, rng, clock, chosen)
    out.append(candidates[chosen[0]])


__all__ = [
    "plan_round",
    "play_round",
    "rollout",
    "rollout_choice",
    "start_round",
]
