"""The Great Western Trail agents: registered, legal, reproducible, time-sliced, and blind
to what their player cannot see."""

from __future__ import annotations

import pytest

from rules.ai.agent import Agent, agent_names, decide, make_agent
from rules.ai.gwt.easy import EasyAgent
from rules.ai.gwt.evaluate import estimate, remaining, value
from rules.ai.gwt.hard import HardAgent
from rules.ai.gwt.normal import NormalAgent
from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.rng import Rng
from rules.gwt.rules import GWT
from rules.gwt.state import GwtState


def agent(level: str, seed: int) -> Agent:
    if level == "hard":
        return HardAgent(seed, iterations=3)
    return make_agent("gwt", level, seed)


def new_match(seed: int, players: int = 2) -> Match:
    return Match(GameConfig.make("gwt", ["human"] * players), seed)


def turns(match: Match) -> int:
    """The GWT state's turn counter (the match holds it as the generic state type)."""
    state = match.state
    assert isinstance(state, GwtState)
    return state.turns


def play(match: Match, agents: list[Agent], decisions: int | None = None) -> None:
    """Let the agents play (to the end, or this many decisions), checking every action."""
    done = 0
    while not match.is_over() and (decisions is None or done < decisions):
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        action = decide(agents[player], GWT.observe(match.state, player), legal)
        assert action in legal, (action, legal)
        match.play(player, action)
        done += 1


def random_decisions(match: Match, count: int, seed: int) -> None:
    rng = Rng.from_seed(seed, stream=11)
    for _ in range(count):
        player = match.to_act()[0]
        match.play_index(player, rng.randbelow(len(match.legal_actions(player))))


def test_levels_are_registered_for_gwt() -> None:
    assert {"easy", "normal", "hard"} <= set(agent_names("gwt"))
    assert isinstance(make_agent("gwt", "easy", 1), EasyAgent)
    assert isinstance(make_agent("gwt", "normal", 1), NormalAgent)
    hard = make_agent("gwt", "hard", 1)
    assert isinstance(hard, HardAgent)
    assert hard.seconds == 2.0 and hard.iterations is None


def test_easy_and_normal_play_a_whole_game_legally() -> None:
    match = new_match(3)
    play(match, [agent("easy", 1), agent("normal", 2)])
    assert match.is_over()
    assert GWT.score_sheet(match.state).final


def test_three_and_four_player_games_stay_legal() -> None:
    for players in (3, 4):
        match = new_match(5, players)
        play(match, [agent(("normal", "easy")[p % 2], p) for p in range(players)], 100)


def test_hard_plays_legal_turns_with_an_iteration_budget() -> None:
    match = new_match(7)
    play(match, [agent("hard", 1), agent("easy", 2)], 60)


def test_same_seed_same_decisions() -> None:
    def decisions(seed: int) -> list[object]:
        match = new_match(11)
        play(match, [agent("normal", seed), agent("hard", seed)], 40)
        return list(match.decisions)

    assert decisions(4) == decisions(4)


def hidden_variant(state: GwtState, player: int) -> GwtState:
    """The same position with only what ``player`` cannot see changed: the opponents'
    hands and decks mixed anew, the player's own deck order, the face-down supplies and
    the cattle-market and objective stacks."""
    other = GWT.clone(state)
    rng = Rng.from_seed(99)
    for q in range(state.num_players):
        if q == player:
            rng.shuffle(other.deck[q])
            continue
        cards = other.hand[q] + other.deck[q]
        rng.shuffle(cards)
        size = len(other.hand[q])
        other.hand[q], other.deck[q] = sorted(cards[:size]), cards[size:]
    for b, pile in enumerate(other.supply):
        known = other.supply_known[b]
        rest = pile[known:]
        rng.shuffle(rest)
        other.supply[b] = pile[:known] + rest
    rng.shuffle(other.market_deck)
    rng.shuffle(other.objective_deck)
    return other


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_hidden_information_leaves_decisions_unchanged(level: str) -> None:
    changed = 0
    for seed, moves in ((21, 0), (22, 40), (23, 90), (24, 160)):
        match = new_match(seed)
        random_decisions(match, moves, seed)
        state = match.state
        assert isinstance(state, GwtState)
        player = match.to_act()[0]
        other = hidden_variant(state, player)
        changed += other.snapshot() != state.snapshot()
        observation = GWT.observe(state, player)
        assert GWT.observe(other, player) == observation
        legal = match.legal_actions(player)
        first = decide(agent(level, 5), observation, legal)
        second = decide(agent(level, 5), GWT.observe(other, player), legal)
        assert first == second
    assert changed >= 3  # the variants really differ in what is hidden


def test_think_is_a_generator_ending_in_a_legal_action() -> None:
    """Both searches run as generators the front end steps a slice at a time (how long a
    slice takes is measured by `python -m rules bench`, not asserted here)."""
    match = new_match(31)
    random_decisions(match, 25, 31)
    player = match.to_act()[0]
    legal = match.legal_actions(player)
    for thinker in (NormalAgent(1), HardAgent(1, iterations=6)):
        thinking = thinker.think(GWT.observe(match.state, player), legal)
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                assert done.value in legal
                break


def test_normal_plans_a_turn_once_and_follows_the_plan() -> None:
    """One search per turn; only a decision that showed hidden cards (a draw) may make it
    plan the rest of the turn again."""
    match = new_match(41)
    agents = [agent("easy", 1), agent("easy", 2)]
    play(match, agents, 30)
    normal = NormalAgent(3)
    player = match.to_act()[0]
    agents[player] = normal
    longest = 0
    for _ in range(4):  # four of the player's turns
        searches = revealed = decisions = 0
        turn = turns(match)
        while turns(match) == turn:
            legal = match.legal_actions(player)
            before = normal.last
            action = decide(normal, GWT.observe(match.state, player), legal)
            searches += normal.last is not before
            events = match.play(player, action)
            revealed += any(event.reveals for event in events)
            decisions += 1
        assert 1 <= searches <= 1 + revealed
        longest = max(longest, decisions)
        while match.to_act()[0] != player:
            play(match, agents, 1)
    assert longest > 3


def test_the_evaluation_prefers_money_and_fades_with_the_game() -> None:
    match = new_match(51)
    state = match.state
    assert isinstance(state, GwtState)
    richer = GWT.clone(state)
    richer.money[0] += 10
    assert estimate(richer, 0) > estimate(state, 0)
    assert value(richer, 0) > value(state, 0) and value(richer, 1) < value(state, 1)
    assert remaining(state) > 0.95
    late = GWT.clone(state)
    late.token_row = 11
    assert 0.0 < remaining(late) < 0.2
