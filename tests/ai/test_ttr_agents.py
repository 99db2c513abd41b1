"""Ticket to Ride agents: legal, blind to hidden information, reproducible, on budget.

Small budgets keep these fast; the strength targets are measured by the arena
(README, section AI), not here.
"""

from __future__ import annotations

import pytest

from rules.ai.agent import Agent, agent_names, decide, make_agent
from rules.ai.hint import best_action
from rules.ai.ttr.board import View
from rules.ai.ttr.search import EARLY_TICKETS_CONFIDENCE, TtrSearchAgent, paired, winner
from rules.core.config import GameConfig
from rules.core.game import Action
from rules.core.record import Match
from rules.core.rng import Rng
from rules.ttr.actions import ClaimRoute, DrawBlind, DrawTickets
from rules.ttr.state import TURN, TtrState

GAME = "ttr-europe"
HEURISTICS = ("easy", "normal", "route_focus", "destination_hungry", "one_step", "long_route")


def agent(name: str, seed: int = 0, iterations: int = 6) -> Agent:
    made = make_agent(GAME, name, seed)
    if isinstance(made, TtrSearchAgent):
        made.iterations = iterations
    return made


def play(names: list[str], seed: int, stop_after: int | None = None) -> Match:
    """A game between the named agents (each decision checked against the legal list)."""
    match = Match(GameConfig.make(GAME, ["random"] * len(names)), seed)
    agents = [agent(name, seed * 10 + seat) for seat, name in enumerate(names)]
    while not match.is_over():
        if stop_after is not None and len(match.decisions) >= stop_after:
            break
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        action = decide(agents[player], match.game.observe(match.state, player), legal)
        assert action in legal, f"{names[player]} chose {action}, not legal"
        match.play(player, action)
    return match


def position(seed: int, decisions: int) -> Match:
    """A mid-game position where player 0 chooses a turn action."""
    match = play(["normal", "route_focus", "normal"], seed, stop_after=decisions)
    helper = make_agent(GAME, "normal", 1)
    while not (match.to_act() == (0,) and match.state.phase == TURN):
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        match.play(player, decide(helper, match.game.observe(match.state, player), legal))
    return match


def test_every_level_and_baseline_is_registered() -> None:
    names = agent_names(GAME)
    for name in ("easy", "normal", "hard", *HEURISTICS):
        assert name in names


@pytest.mark.parametrize("players", [2, 4])
def test_heuristic_agents_play_whole_games_legally(players: int) -> None:
    for offset, first in enumerate(HEURISTICS):
        names = [HEURISTICS[(offset + k) % len(HEURISTICS)] for k in range(players)]
        match = play(names, seed=100 + offset + players)
        assert match.is_over(), names
        assert first in names


def test_hard_plays_a_whole_game_legally() -> None:
    match = play(["hard", "route_focus"], seed=7)
    assert match.is_over()


def test_same_seed_same_decisions() -> None:
    first = play(["hard", "normal"], seed=3, stop_after=60).decisions
    again = play(["hard", "normal"], seed=3, stop_after=60).decisions
    assert first == again


def _hide_differently(match: Match) -> None:
    """Change only what player 0 cannot see: others' hands and tickets, deck orders."""
    state = match.state
    assert isinstance(state, TtrState)
    hands = state.hands
    pool = [card for p in (1, 2) for card in range(9) for _ in range(hands[p][card])]
    pool += state.deck
    Rng.from_seed(99).shuffle(pool)
    for p in (1, 2):
        size = sum(hands[p])
        hands[p] = [0] * 9
        for _ in range(size):
            hands[p][pool.pop()] += 1
    state.deck = pool
    tickets = state.tickets[1] + state.tickets[2] + state.ticket_deck
    Rng.from_seed(98).shuffle(tickets)
    counts = (len(state.tickets[1]), len(state.tickets[2]))
    state.tickets[1] = tickets[: counts[0]]
    state.tickets[2] = tickets[counts[0] : counts[0] + counts[1]]
    state.ticket_deck = tickets[counts[0] + counts[1] :]


@pytest.mark.parametrize("name", ["hard", "normal", "easy", "route_focus", "long_route"])
def test_decision_ignores_hidden_information(name: str) -> None:
    """The rule of the issue: change only hidden information, the decision stays."""
    for seed, decisions in ((11, 30), (12, 70)):
        match = position(seed, decisions)
        observation = match.game.observe(match.state, 0)
        legal = match.legal_actions(0)
        before = decide(agent(name, 5, iterations=24), observation, legal)
        state = match.state
        assert isinstance(state, TtrState)
        hidden_before = ([list(h) for h in state.hands], list(state.deck))
        _hide_differently(match)
        assert ([list(h) for h in state.hands], list(state.deck)) != hidden_before
        assert match.game.observe(match.state, 0) == observation
        after = decide(agent(name, 5, iterations=24), match.game.observe(match.state, 0), legal)
        assert before == after


def _slices(agent_: Agent, match: Match) -> tuple[Action, int]:
    """(action, slices) of one decision: how often think() handed control back."""
    thinking = agent_.think(match.game.observe(match.state, 0), match.legal_actions(0))
    slices = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value, slices
        slices += 1


class _Clock:
    """A stand-in for ``time``: every reading of the clock is ``step`` seconds later.

    Time then depends only on how much work the agent does (how often it looks at the
    clock), not on the machine or its load, so slices and budgets are reproducible.
    """

    def __init__(self, step: float, limit: float) -> None:
        self.now = 0.0
        self.step = step
        self.limit = limit

    def perf_counter(self) -> float:
        self.now += self.step
        assert self.now < self.limit, "the agent ignored its time budget"
        return self.now


def test_hard_thinks_in_slices_until_its_budget_is_spent(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With a clock that advances with the work done, a 0.2 s budget is ~25 slices of
    ~8 ms: the search must hand control back between them and stop at its budget."""
    import rules.ai.agent
    import rules.ai.ttr.search

    match = position(21, 40)
    clock = _Clock(step=20e-6, limit=10.0)
    monkeypatch.setattr(rules.ai.agent, "time", clock)
    monkeypatch.setattr(rules.ai.ttr.search, "time", clock)
    hard = TtrSearchAgent(1, seconds=0.2)
    action, slices = _slices(hard, match)
    assert action in match.legal_actions(0)
    assert hard.last.iterations >= 20
    assert 0.97 * 0.2 <= clock.now <= 0.2 + 0.01  # the budget, within a slice
    assert slices >= 20


def test_hard_spends_exactly_its_iteration_budget() -> None:
    match = position(21, 40)
    hard = TtrSearchAgent(1, iterations=30)
    action, slices = _slices(hard, match)
    assert action in match.legal_actions(0)
    assert hard.last.iterations == 30
    assert slices >= 1


def test_heuristic_levels_play_a_whole_game() -> None:
    match = Match(GameConfig.make(GAME, ["random"] * 3), 31)
    agents = [agent("easy", 1), agent("normal", 2), agent("route_focus", 3)]
    while not match.is_over():
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        action = decide(agents[player], match.game.observe(match.state, player), legal)
        assert action in legal
        match.play(player, action)
    assert match.game.score_sheet(match.state).final


def test_hint_is_the_hard_agents_choice() -> None:
    match = position(41, 50)
    observation = match.game.observe(match.state, 0)
    legal = match.legal_actions(0)
    hint = best_action(observation, seed=4, iterations=12)
    assert hint in legal
    assert hint == decide(TtrSearchAgent(4, iterations=12), observation, legal)


def test_hint_docstring_example_runs() -> None:
    import doctest

    import rules.ai.hint

    result = doctest.testmod(rules.ai.hint, raise_on_error=False)
    assert result.attempted > 0 and result.failed == 0


def _bars(match: Match) -> tuple[list[Action], list[float]]:
    """(hard's candidates, the standard errors each must win by) of player 0's turn."""
    view = View.of_observation(match.game.observe(match.state, 0))
    hard = TtrSearchAgent(1, iterations=6)
    candidates = hard.candidates(view, match.legal_actions(0))
    return candidates, hard.evidence_needed(view, candidates)


def test_new_tickets_need_more_evidence_while_the_plan_wants_routes() -> None:
    draw = DrawTickets()
    match = position(11, 30)
    candidates, bars = _bars(match)
    assert draw in candidates and candidates[0] != draw
    assert any(isinstance(a, ClaimRoute | DrawBlind) for a in candidates)
    for action, bar in zip(candidates[1:], bars[1:], strict=True):
        assert bar == (EARLY_TICKETS_CONFIDENCE if action == draw else 1.5), action
    state = match.state
    assert isinstance(state, TtrState)
    state.tickets[0] = []  # nothing to connect: the plan is built
    candidates, bars = _bars(match)
    assert draw in candidates
    assert bars[candidates.index(draw)] == 1.5


def test_a_challenger_is_played_only_past_its_bar() -> None:
    """Two standard errors up: played at a bar of 1.5, refused at 4 (the default)."""
    default = {k: 0.0 for k in range(16)}
    challenger = {k: 1.0 + (2.0 if k % 2 else -2.0) for k in range(16)}  # mean 1, se 0.52
    results = [default, challenger]
    gain, error = paired(challenger, default)
    assert 1.5 * error < gain < EARLY_TICKETS_CONFIDENCE * error
    assert winner(results, [0, 1], [0.0, 1.5]) == 1
    assert winner(results, [0, 1], [0.0, EARLY_TICKETS_CONFIDENCE]) == 0
