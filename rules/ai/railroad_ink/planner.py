"""Round planning on the agent's own board: beam search over a round's decisions.

The planner never sees a real game state. It rebuilds the observer's own board as a
one-player game (:func:`solo_state`: the observer's board and this round's dice,
nothing else; other players cannot change a Railroad Ink board) and plays the rules
core's own legal actions on copies of it, so every plan is legal by construction in
every expansion (lake filling, lava, meteors, compulsory dice).

A *plan* is the sequence of decisions from now to the end of the round (EndRound
last). :func:`beam_round` keeps the ``width`` best partial rounds by the static
evaluation after each decision (different orders that reach the same board merge) and
returns the best finished rounds; :mod:`rules.ai.railroad_ink.rollout` chooses
between them by playing each on for sampled dice.

All functions are generators: they yield whenever ``clock`` says a slice of work is
over, so agents stay responsive in the browser.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import cast

from rules.ai.agent import time_slices
from rules.ai.railroad_ink.evaluate import WEIGHTS, Weights, value
from rules.ai.railroad_ink.learned import learned_value
from rules.ai.railroad_ink.learned_table import TABLE as LEARNED
from rules.ai.railroad_ink.policy import local_score
from rules.core.config import GameConfig
from rules.core.game import Action
from rules.core.rng import Rng
from rules.railroad_ink.actions import (
    EndRound,
    EraseRoute,
    Place,
    PlaceSpecial,
    Volcano,
)
from rules.railroad_ink.board import Board
from rules.railroad_ink.game import (
    MAX_SPECIALS,
    RAILROAD_INK,
    InkObservation,
    InkState,
    RailroadInk,
)
from rules.railroad_ink.tiles import (
    EMPTY,
    EXPANSION_DICE,
    JUNCTION_DIE,
    ROUTE_DIE,
    VOLCANO,
)

GAME: RailroadInk = cast(RailroadInk, RAILROAD_INK)
Work = Generator[None, None, None]


class Clock:
    """Says when a slice of work is over (yield then: ``due``, the shared
    ``rules.ai.agent.time_slices``, so the slice is as long as the caller allows) and
    when the guard is passed (by this process's CPU time, so other programs' load on a
    shared machine does not change what the agent plays)."""

    def __init__(self, guard_seconds: float = 60.0) -> None:
        self.due: Callable[[], bool] = time_slices()
        self.cpu_start = time.process_time()
        self.guard = self.cpu_start + guard_seconds

    def out_of_time(self) -> bool:
        return time.process_time() >= self.guard

    def elapsed(self) -> float:
        """CPU seconds used so far."""
        return time.process_time() - self.cpu_start


def solo_state(observation: InkObservation) -> InkState:
    """The observer's own board and this round's dice as a one-player game.

    Built from the observation only: the other boards and the future dice (the state's
    generator is a fixed dummy; rollouts set dice themselves) never enter it.
    """
    obs = observation
    seat = obs.config.seats[obs.player]
    config = GameConfig(obs.config.game, (seat,), obs.config.options)
    solo = dataclasses.replace(
        obs, player=0, config=config, boards=(obs.boards[obs.player],), done=(False,)
    )
    return GAME.determinize(solo, Rng.from_seed(0))


def board_key(board: Board) -> tuple[object, ...]:
    """What identifies a position inside a round (for merging orders and plan checks)."""
    return (tuple(board.cells), board.dice_used, board.specials_used, board.phase,
            board.lava_this_round, board.volcano_this_round)


def observed_key(observation: InkObservation) -> tuple[object, ...]:
    own = observation.own
    return (own.cells, own.dice_used, own.specials_used, own.phase, own.lava_this_round,
            own.volcano_this_round)


@dataclass
class Node:
    value: float
    state: InkState
    actions: list[Action]
    keys: list[tuple[object, ...]]  # board_key before each action


@dataclass(frozen=True)
class Settings:
    """How hard a level thinks; budgets are counts, so play is reproducible."""

    width: int = 1  # beam width inside the round
    finished: int = 1  # best finished rounds the rollouts choose from
    weights: Weights = WEIGHTS
    guard_seconds: float = 60.0  # stop the rollouts early past this (slow machines)
    rollouts: int = 0  # rollouts per candidate in the first batch (0: no rollouts)
    depth: int = 0  # rounds a rollout plays before it is valued (0: to the end)
    prefilter: int = 0  # per die (and for the specials): only this many drawings, those
    # with the best local scores, get the static evaluation (0: all of them)
    late: int = 1  # in later rounds the beam grows by up to this factor and the
    # rollouts fill the first round's work (see :func:`round_settings`; 1: the same
    # budgets every round)
    learned_beam: bool = False  # the beam ranks by the learned value (base game)


def learned_model(expansion: str, done: int) -> tuple[float, ...] | None:
    """The fitted model for a base-game board after ``done`` rounds (None: none)."""
    if expansion != "none":
        return None
    return LEARNED.get(done)


def board_value(
    cells: list[int], expansion: str, future: float, specials: int, settings: Settings,
    done: int, learned: bool,
) -> float:
    """The static evaluation, or with ``learned`` the learned value where there is a
    model for a board after ``done`` rounds."""
    model = learned_model(expansion, done) if learned else None
    if model is None:
        return value(cells, expansion, future, specials, settings.weights)
    return learned_value(cells, expansion, future, specials, model, settings.weights)


def round_settings(settings: Settings, state: InkState) -> Settings:
    """The budgets for the round ``state`` is in.

    The rollouts of a later round play fewer rounds, so the same work buys more:
    with ``n`` rounds after this one out of the first round's ``r``, the beam grows by
    the whole factor ``r / n`` (at most ``settings.late``), the finished rounds stay as
    many, and the rollouts per candidate are set so the rollout work (candidates ×
    rollouts × rounds played, per halving batch) stays that of the first round. The
    last round has no rollouts and keeps its budgets.
    """
    after = state.rounds - state.round
    first = state.rounds - 1
    if settings.late <= 1 or after <= 0 or settings.rollouts <= 0:
        return settings
    grow = min(settings.late, first // after)
    if grow <= 1:
        return settings
    rollouts = max(1, settings.rollouts * first // after)
    return dataclasses.replace(settings, width=settings.width * grow, rollouts=rollouts)


def future_share(state: InkState, after_rounds: int) -> float:
    """Share of the game's rounds still to come once ``after_rounds`` more have ended."""
    left = state.rounds - (state.round - 1) - after_rounds
    return max(0, left) / state.rounds


def specials_left(board: Board, rounds_left: int) -> int:
    return max(0, min(MAX_SPECIALS - board.specials_used.bit_count(), rounds_left))


def _child_board(state: InkState, action: Action) -> Board | None:
    """The board after a drawing action, made cheaply (None: apply it on a state)."""
    board = state.boards[0]
    if isinstance(action, Place | PlaceSpecial):
        child = board.copy()
        child.put(action.cell, action.variant, state.round)
        if isinstance(action, PlaceSpecial):
            child.specials_used |= 1 << action.special
        if state.expansion == "lake":
            child.fill_lakes(action.cell, state.round)
        return child
    if isinstance(action, Volcano):
        child = board.copy()
        child.put(action.cell, VOLCANO, state.round)
        return child
    if isinstance(action, EraseRoute):
        child = board.copy()
        child.put(action.cell, EMPTY, 0)
        return child
    return None


def worth_evaluating(state: InkState, keep: int) -> list[Action]:
    """The legal actions, or with ``keep`` only the ``keep`` drawings of each die (and
    of the specials together) with the best local scores, in legal order; other
    choices (meteor, lava, volcano) are all kept."""
    legal = GAME.legal_actions(state, 0)
    if keep <= 0:
        return legal
    signatures = state.boards[0].signatures
    groups: dict[int, list[tuple[float, int]]] = {}
    for order, action in enumerate(legal):
        if isinstance(action, Place):
            group = action.die
        elif isinstance(action, PlaceSpecial):
            group = -1
        else:
            continue
        score = local_score(action.variant, action.cell, signatures[action.cell])
        groups.setdefault(group, []).append((-score, order))
    dropped: set[int] = set()
    for ranked in groups.values():
        if len(ranked) > keep:
            ranked.sort()
            dropped.update(order for _, order in ranked[keep:])
    return [action for order, action in enumerate(legal) if order not in dropped]


def beam_round(
    start: InkState,
    settings: Settings,
    clock: Clock,
    out: list[Node],
    *,
    future: float | None = None,
    allow_specials: bool = True,
) -> Work:
    """Fill ``out`` with the best finished rounds from ``start`` (best first).

    Each finished node's state is the position just before its EndRound, which is the
    last action of its plan.
    """
    if future is None:
        future = future_share(start, 1)
    rounds_left = round(future * start.rounds)
    expansion = start.expansion
    width = settings.width
    learned = settings.learned_beam
    prefilter = settings.prefilter
    root_board = start.boards[0]
    live = [Node(
        board_value(root_board.cells, expansion, future,
                    specials_left(root_board, rounds_left), settings, start.round, learned),
        start, [], [],
    )]
    finished: dict[tuple[object, ...], Node] = {}
    while live:
        scored: list[tuple[float, int, int, Action, Board | None]] = []
        for index, node in enumerate(live):
            if index and clock.out_of_time():  # past the guard: the best node only
                break
            state = node.state
            for order, action in enumerate(worth_evaluating(state, prefilter)):
                if isinstance(action, EndRound):
                    key = board_key(state.boards[0])
                    best = finished.get(key)
                    if best is None or best.value < node.value:
                        finished[key] = Node(
                            node.value, state, [*node.actions, action],
                            [*node.keys, board_key(state.boards[0])],
                        )
                    continue
                if not allow_specials and isinstance(action, PlaceSpecial):
                    continue
                child = _child_board(state, action)
                if child is None:  # meteor choices: apply them for real
                    trial = GAME.clone(state)
                    GAME.apply_legal(trial, 0, action)
                    child = trial.boards[0]
                worth = board_value(child.cells, expansion, future,
                                    specials_left(child, rounds_left), settings, start.round,
                                    learned)
                scored.append((worth, -index, -order, action, child))
                if clock.due():
                    yield
        scored.sort(key=lambda item: (item[0], item[1], item[2]), reverse=True)
        if clock.out_of_time():  # past the guard: finish the round greedily
            width = 1
        next_live: list[Node] = []
        seen: set[tuple[object, ...]] = set()
        for worth, neg_index, _, action, child in scored:
            if len(next_live) >= width:
                break
            assert child is not None
            key = board_key(child)
            parent = live[-neg_index]
            # Placing a die sets dice_used only on the real state; include it in the key.
            if isinstance(action, Place):
                key = (*key[:1], parent.state.boards[0].dice_used | 1 << action.die, *key[2:])
            if key in seen:
                continue
            seen.add(key)
            state = GAME.clone(parent.state)
            before = board_key(state.boards[0])
            GAME.apply_legal(state, 0, action)
            next_live.append(Node(worth, state, [*parent.actions, action],
                                  [*parent.keys, before]))
            if clock.due():  # a wide beam's copies add up
                yield
        live = next_live
    ranked = sorted(finished.values(), key=lambda n: n.value, reverse=True)
    out.extend(ranked[: max(1, settings.finished)])


def roll_dice(expansion: str, rng: Rng) -> tuple[int, ...]:
    """A sampled roll of a round's dice (the meteor dice are not modelled)."""
    dice = [ROUTE_DIE[rng.randbelow(6)] for _ in range(3)]
    dice.append(JUNCTION_DIE[rng.randbelow(6)])
    extra = EXPANSION_DICE.get(expansion)
    if extra is not None:
        dice += [extra[rng.randbelow(6)] for _ in range(2)]
    return tuple(dice)


def best_single(
    observation: InkObservation, legal: list[Action], weights: Weights,
    allowed: Callable[[Action], bool] | None = None,
) -> Action:
    """The legal action whose resulting board evaluates best (ties: the earliest)."""
    state = solo_state(observation)
    future = future_share(state, 1)
    rounds_left = round(future * state.rounds)
    best: Action = legal[0]
    best_value = float("-inf")
    for action in legal:
        if allowed is not None and not allowed(action):
            continue
        if isinstance(action, EndRound):
            board = state.boards[0]
        else:
            child = _child_board(state, action)
            if child is None:
                trial = GAME.clone(state)
                GAME.apply_legal(trial, 0, action)
                child = trial.boards[0]
            board = child
        worth = value(board.cells, state.expansion, future,
                      specials_left(board, rounds_left), weights)
        if worth > best_value:
            best, best_value = action, worth
    return best


__all__ = [
    "Clock",
    "Node",
    "Settings",
    "beam_round",
    "best_single",
    "board_value",
    "observed_key",
    "round_settings",
    "solo_state",
    "worth_evaluating",
]
