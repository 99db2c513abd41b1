"""Great Western Trail (first edition, 2-4 players) as a :class:`rules.core.game.Game`."""

from __future__ import annotations

from typing import ClassVar

from rules.core.config import GameConfig, OptionSpec, first_player_option
from rules.core.game import Action, Event, Game, Observation, ScoreSheet, State, rank_players
from rules.core.rng import Rng
from rules.gwt import flow
from rules.gwt.data import load
from rules.gwt.info import GwtObservation, determinize, observe
from rules.gwt.scoring import score_rows
from rules.gwt.setup import new_state
from rules.gwt.state import REVISION, GwtState

#: Decision kind -> what the player is asked, for error messages.
SITUATIONS = {
    "start": "before phase A: play objective cards or move the cattleman",
    "move": "moving the cattleman",
    "phase_b": "phase B: choose a local action, an auxiliary action, or finish",
    "adjacent": "using the actions of the neighbouring building",
    "engine_fwd": "moving the engine forward",
    "engine_back": "moving the engine backward",
    "extra_back": "moving the engine backward for the extraordinary delivery",
    "end39": "moving the engine back from the last space",
    "upgrade": "deciding whether to upgrade the station",
    "disc": "choosing which disc to place",
    "master": "deciding whether to appoint a station master",
    "kc_waiting": "choosing a waiting-room tile in Kansas City",
    "kc_income": "choosing how many certificates to spend",
    "kc_delivery": "choosing the city to deliver to",
    "buy": "buying cattle",
    "hire": "choosing a worker to hire",
    "build": "choosing a building and a site",
}


class GreatWesternTrail(Game):
    id = "gwt"
    code_number = 4
    title = "Great Western Trail"
    min_players = 2
    max_players = 4
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("neutral_buildings", ("beginner", "random"), "beginner",
                   "neutral buildings A-G on their letters, or shuffled onto the sites"),
        OptionSpec("private_buildings", ("a", "random"), "a",
                   "every private building on side a, or one random side per number"),
        # «определите первого игрока»: the players choose. The first seat by default, as
        # every game did before the option (save-code format 2) and the arena's rotated
        # seats expect; "random" draws one after the rest of the setup.
        first_player_option(max_players, default="1", since=2),
        # The rules revision, no player's choice: each corrects a rule for new games (see
        # REVISIONS); a code written before it replays under the rule its game was played
        # by ("1" before format 3, "1" or "2" in format 3), so every saved game still opens
        # as it was.
        OptionSpec(REVISION, ("1", "2", "3"), "3", "the rules revision (see REVISIONS)",
                   since=3, before="1", hidden=True, added=(("3", 4),)),
    )

    def setup(self, config: GameConfig, rng: Rng) -> GwtState:
        state = new_state(config, rng)
        flow.settle(state, load(), [])
        return state

    def to_act(self, state: State) -> tuple[int, ...]:
        assert isinstance(state, GwtState)
        return () if state.over else (state.current,)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        assert isinstance(state, GwtState)
        return flow.legal(state, player)

    def apply_legal(self, state: State, player: int, action: Action) -> list[Event]:
        assert isinstance(state, GwtState)
        return flow.apply(state, player, action)

    def describe_situation(self, state: State, player: int) -> str:
        assert isinstance(state, GwtState)
        if not state.stack:
            return "the game is over"
        kind = state.stack[-1][0]
        return SITUATIONS.get(kind, f"deciding {kind.replace('_', ' ')}")

    def clone(self, state: State) -> GwtState:
        assert isinstance(state, GwtState)
        return state.copy()

    def observe(self, state: State, player: int) -> GwtObservation:
        assert isinstance(state, GwtState)
        return observe(state, player)

    def determinize(self, observation: Observation, rng: Rng) -> GwtState:
        assert isinstance(observation, GwtObservation)
        return determinize(observation, rng)

    def is_over(self, state: State) -> bool:
        assert isinstance(state, GwtState)
        return bool(state.over)

    def score_sheet(self, state: State) -> ScoreSheet:
        assert isinstance(state, GwtState)
        data = load()
        rows = score_rows(state, data)
        ranks = rank_players([(sum(row),) for row in rows])
        return ScoreSheet(data.scoring_categories, tuple(tuple(r) for r in rows), ranks,
                          bool(state.over))


GWT = GreatWesternTrail()
