"""The hard level's rollout: the opponents' turns as the normal agent would play them
(the planner with normal's weights), then the player's own next turn with hard's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rules.ai.gwt import hard
from rules.ai.gwt.evaluate import DEFAULT, NORMAL, value
from rules.ai.gwt.fastcopy import copy_state
from rules.ai.gwt.turns import never
from rules.gwt.state import GwtState
from tests.ai_gwt.test_budget import midgame_state, run


def test_the_rollout_plays_opponents_as_normal_and_its_own_turn_as_hard(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, player = midgame_state(21)
    searches: list[tuple[int, int, Callable[[GwtState, int], float], GwtState]] = []
    search_turn = hard.search_turn

    def recorded(s: GwtState, who: int, budget: int, *args: Any, **kwargs: Any) -> Any:
        evaluate = args[1] if len(args) > 1 else kwargs.get("evaluate", value)
        searches.append((who, budget, evaluate, copy_state(s)))
        return search_turn(s, who, budget, *args, **kwargs)

    monkeypatch.setattr(hard, "search_turn", recorded)
    agent = hard.HardAgent(5, iterations=1)
    run(agent.rollout(copy_state(state), player, [], never))

    opponents = [entry for entry in searches if entry[0] != player]
    own = [entry for entry in searches if entry[0] == player]
    assert opponents and len(own) == 1
    for who, budget, evaluate, seen in opponents:
        assert budget == hard.OPPONENT_LEAVES
        assert evaluate(seen, who) == value(seen, who, NORMAL)
    who, budget, evaluate, seen = own[0]
    assert budget == hard.NEXT_TURN_LEAVES
    assert evaluate(seen, who) == value(seen, who, DEFAULT)
    # The two judgements differ here, so the check above tells them apart.
    opponent, _, _, at = opponents[0]
    assert value(at, opponent, NORMAL) != value(at, opponent, DEFAULT)
