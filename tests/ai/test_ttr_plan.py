"""Ticket to Ride planner: paths that favour long routes (``long_bonus``)."""

from __future__ import annotations

from rules.ai.ttr.baselines import BASELINES, EASY, NORMAL
from rules.ai.ttr.board import View, map_info
from rules.ai.ttr.plan import make_plan
from rules.core.config import GameConfig
from rules.core.registry import get_game
from rules.ttr.state import TtrState

GAME = "ttr-europe"


def empty_board_view() -> View:
    state = get_game(GAME).new_game(GameConfig.make(GAME, ["random"] * 2), 1)
    assert isinstance(state, TtrState)
    return View.of_state(map_info(GAME), state, 0)


def ticket(view: View, a: str, b: str) -> int:
    info = view.info
    names = [city.name for city in info.game.map.cities]
    for t in range(len(info.ticket_points)):
        if {names[info.ticket_a[t]], names[info.ticket_b[t]]} == {a, b}:
            return t
    raise AssertionError(f"no ticket {a}-{b}")


def test_no_bonus_keeps_the_plain_costs_and_a_bonus_makes_long_routes_cheaper() -> None:
    info = map_info(GAME)
    assert info.planning_costs(0.0) is info.base_cost
    costs = info.planning_costs(0.8)
    assert min(costs) >= 1.0
    six = next(r for r in range(info.num_routes) if info.length[r] == 6 and not info.tunnel[r])
    two = next(r for r in range(info.num_routes) if info.length[r] == 2 and not info.tunnel[r])
    # per train, the 6-route is now far cheaper than the 2-route; before, about equal
    assert costs[six] / 6 < 0.5 * costs[two] / 2
    assert info.base_cost[six] / 6 > 0.5 * info.base_cost[two] / 2


def test_kobenhavn_erzurum_takes_the_long_routes_for_their_points() -> None:
    view = empty_board_view()
    info = view.info
    t = ticket(view, "Kobenhavn", "Erzurum")
    shortest = make_plan(view, [t], long_bonus=0.0)
    scoring = make_plan(view, [t], long_bonus=0.8)
    assert scoring.pursued == [t] and shortest.pursued == [t]

    def points(plan_routes: list[int]) -> int:
        return sum(info.points[r] for r in plan_routes)

    assert shortest.trains_needed < scoring.trains_needed
    assert points(scoring.wanted) / scoring.trains_needed > (
        points(shortest.wanted) / shortest.trains_needed + 0.3
    )


def test_the_published_baselines_plan_shortest_paths_and_normal_favours_long_routes() -> None:
    for style in (*BASELINES.values(), EASY):
        assert style.long_bonus == 0.0, style.name
    assert NORMAL.long_bonus > 0.0
