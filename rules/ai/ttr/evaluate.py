"""A heuristic value of a Ticket to Ride position that is not over yet.

Used when a rollout stops before the end: every player's route points, plus their
tickets (done: full points; still possible with the trains left: the points
discounted by how much work is left; impossible: minus the points), plus unused
stations, plus a share of the longest-path bonus. It reads the sample the search
built, never a real state.
"""

from __future__ import annotations

from rules.ai.ttr.board import MapInfo, View
from rules.ai.ttr.plan import make_plan
from rules.ttr.state import TtrState


def estimated_scores(info: MapInfo, state: TtrState) -> list[float]:
    scores: list[float] = []
    for p in range(state.config.num_players):
        view = View.of_state(info, state, p)
        plan = make_plan(view)
        value = float(state.route_points[p])
        points = info.ticket_points
        value += sum(points[t] for t in plan.done)
        value -= sum(points[t] for t in plan.lost)
        trains = max(1, state.trains[p])
        load = plan.trains_needed / trains
        chance = max(0.0, 1.0 - 0.6 * load)
        for t in plan.pursued:
            value += points[t] * (2 * chance - 1)
        # the trains of the plan will also score as routes (about 1.7 a train)
        value += 1.7 * plan.trains_needed * chance
        value += info.unused_station_points * max(0, state.stations_left[p] - len(plan.stations))
        scores.append(value)
    return scores
