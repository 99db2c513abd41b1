"""Heuristic Ticket to Ride players: the published baselines and the easy/normal levels.

The four baselines are reimplemented from the descriptions in de Mesentier Silva,
Lee, Togelius and Nealen, "AI-based Playtesting of Contemporary Board Games" (FDG
2017). The paper describes their playing styles in prose, not as code, and only its
abstract and introduction could be consulted while writing this (the agent section
was not retrievable here): each agent follows the style its name and the paper's
summary give it; thresholds and tie-breaks are ours, and the known deviations are
said below. All four share the plan of ``plan.py`` (shortest paths for tickets over
open and own routes) and the decisions of ``policy.py``; each is a :class:`Style`:

* **Destination Hungry** (``destination_hungry``) - collects tickets: keeps every
  ticket its trains can still connect, draws more tickets in its first turns while
  the joint plan leaves room, then builds the paths and draws the colours they
  need. Deviation: it stops drawing tickets after its first four turns (the paper's
  agent keeps drawing while it sees a feasible plan; that ran the deck dry).
* **Route Focus** (``route_focus``) - the strongest published heuristic: works on
  one ticket at a time, the most valuable one still possible, claiming the routes of
  its shortest path (longest route first) and drawing the colours that path needs;
  new tickets only when all are done. It does not take face-up locomotives unless
  nothing else can be drawn, and builds no stations (the paper's agents played the
  USA map, which has none).
* **One Step Thinking** (``one_step``) - looks one move ahead: works on the cheapest
  ticket first, claims any route of its path it can afford right away (shortest
  first, so it claims as often as possible), otherwise draws for that path.
* **Long Route** (``long_route``) - plays for route points and the longest path:
  keeps the tickets that span the most track, claims long routes (4+) that touch its
  network whenever it can, and otherwise follows its tickets.

The levels for players are styles too: ``easy`` is One Step Thinking with random
imperfect moves (15 % of card/claim choices) and no face-up locomotives; ``normal``
is the full planner (one ticket at a time like Route Focus, but on paths that
favour long routes for their points per card, contested long routes first,
stations to rescue blocked tickets, new tickets only with time and trains to
spare, points-first play when the end is near). Every agent decides in well under 50 ms.
"""

from __future__ import annotations

import time

from rules.ai.agent import Thinking
from rules.ai.ttr.board import View
from rules.ai.ttr.policy import Style, choose
from rules.core.game import Action, Observation
from rules.core.rng import Rng

ROUTE_FOCUS = Style(
    name="route_focus",
    order="points",
    one_at_a_time=True,
    face_up_locomotives=False,
    stations=False,
    more_tickets_from=12,
    claim_first="long",
    endgame=False,
    train_weight=0.3,
    long_bonus=0.0,
)
DESTINATION_HUNGRY = Style(
    name="destination_hungry",
    order="points",
    one_at_a_time=False,
    face_up_locomotives=False,
    stations=False,
    more_tickets_from=10,
    hungry=True,
    endgame=False,
    train_weight=0.05,
    long_bonus=0.0,
)
ONE_STEP = Style(
    name="one_step",
    order="cheap",
    one_at_a_time=True,
    face_up_locomotives=False,
    stations=False,
    more_tickets_from=12,
    claim_first="short",
    endgame=False,
    train_weight=0.4,
    long_bonus=0.0,
)
LONG_ROUTE = Style(
    name="long_route",
    order="points",
    one_at_a_time=False,
    face_up_locomotives=False,
    stations=False,
    more_tickets_from=30,
    long_routes=True,
    endgame=False,
    train_weight=-0.2,
    long_bonus=0.0,
)
EASY = Style(
    name="easy",
    order="cheap",
    one_at_a_time=True,
    face_up_locomotives=False,
    stations=False,
    more_tickets_from=16,
    claim_first="short",
    endgame=False,
    train_weight=0.4,
    noise=0.15,
    long_bonus=0.0,
)
NORMAL = Style(name="normal")

BASELINES: dict[str, Style] = {
    "destination_hungry": DESTINATION_HUNGRY,
    "route_focus": ROUTE_FOCUS,
    "one_step": ONE_STEP,
    "long_route": LONG_ROUTE,
}


class HeuristicAgent:
    """An agent that plays one :class:`Style`. Decisions take a millisecond or two."""

    def __init__(self, style: Style, seed: int = 0) -> None:
        self.style = style
        self.name = style.name
        self.rng = Rng.from_seed(seed, stream=0x77A)
        self.last_seconds = 0.0

    def think(self, observation: Observation, legal: list[Action]) -> Thinking:
        start = time.perf_counter()
        action = choose(View.of_observation(observation), legal, self.style, self.rng)
        self.last_seconds = time.perf_counter() - start
        return action
        yield  # a generator, like every agent (one slice is plenty)
