"""Draw-and-bet: a tiny game with hidden cards and chance, to prove the rules API.

It lives in tests only and never ships. Rules:

* 2-4 players. A deck of cards 1-6 (three of each, or with option ``deck=large``,
  cards 1-9 twice each) is shuffled; each player gets one hidden card.
* Three rounds. On a turn a player either draws the top card (seen only by them) and
  then keeps or discards it (a two-step turn), or bets 1 or 2 chips that they will
  hold the highest total, or passes.
* When the deck runs out, the discard pile is shuffled into a new deck.
* At the end: points are the sum of kept cards; the highest total wins each of its
  bets doubled, everyone else loses their bets. Ties on points are broken by fewer
  cards held, then shared.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.config import GameConfig, OptionSpec
from rules.core.game import (
    Action,
    Event,
    Game,
    Observation,
    ScoreSheet,
    State,
    rank_players,
)
from rules.core.registry import register
from rules.core.rng import Rng

ROUNDS = 3


@dataclass(frozen=True)
class Draw(Action):
    def __str__(self) -> str:
        return "draw a card"


@dataclass(frozen=True)
class Keep(Action):
    keep: bool

    def __str__(self) -> str:
        return "keep the card" if self.keep else "discard the card"


@dataclass(frozen=True)
class Bet(Action):
    chips: int

    def __str__(self) -> str:
        return f"bet {self.chips}"


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


class ToyState(State):
    game_id = "toy"

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        super().__init__(config, rng)
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in config.seats]
        self.bets: list[int] = [0] * len(config.seats)
        self.current = 0
        self.round = 1
        self.pending: int | None = None  # the card drawn, awaiting keep/discard


@dataclass(frozen=True)
class ToyObservation(Observation):
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    bets: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    current: int
    round: int
    pending: int | None  # visible only to the player who drew it
    pending_owner: int | None


class ToyGame(Game):
    id = "toy"
    code_number = 31
    title = "Draw and bet (test game)"
    min_players = 2
    max_players = 4
    options = (OptionSpec("deck", ("small", "large"), "small", "which deck to use"),)

    def setup(self, config: GameConfig, rng: Rng) -> ToyState:
        state = ToyState(config, rng)
        if config.option("deck") == "small":
            state.deck = [v for v in range(1, 7) for _ in range(3)]
        else:
            state.deck = [v for v in range(1, 10) for _ in range(2)]
        rng.shuffle(state.deck)
        for hand in state.hands:
            hand.append(state.deck.pop())
        return state

    def to_act(self, state: State) -> tuple[int, ...]:
        assert isinstance(state, ToyState)
        return () if self.is_over(state) else (state.current,)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        assert isinstance(state, ToyState)
        if player not in self.to_act(state):
            return []
        if state.pending is not None:
            return [Keep(True), Keep(False)]
        actions: list[Action] = []
        if state.deck or state.discard:
            actions.append(Draw())
        actions += [Bet(1), Bet(2), Pass()]
        return actions

    def apply_legal(self, state: State, player: int, action: Action) -> list[Event]:
        assert isinstance(state, ToyState)
        if isinstance(action, Draw):
            if not state.deck:
                state.deck, state.discard = state.discard, []
                state.rng.shuffle(state.deck)
            state.pending = state.deck.pop()
            return [Event("draw", player, {"card": state.pending}, reveals=True)]
        events: list[Event] = []
        if isinstance(action, Keep):
            assert state.pending is not None
            (state.hands[player] if action.keep else state.discard).append(state.pending)
            state.pending = None
            events.append(Event("keep" if action.keep else "discard", player))
        elif isinstance(action, Bet):
            state.bets[player] += action.chips
            events.append(Event("bet", player, {"chips": action.chips}))
        else:
            events.append(Event("pass", player))
        state.current = (state.current + 1) % state.num_players
        if state.current == 0:
            state.round += 1
            if state.round > ROUNDS:
                events.append(Event("game_over"))
        return events

    def clone(self, state: State) -> ToyState:
        assert isinstance(state, ToyState)
        copy = ToyState(state.config, state.rng.copy())
        copy.deck = list(state.deck)
        copy.discard = list(state.discard)
        copy.hands = [list(hand) for hand in state.hands]
        copy.bets = list(state.bets)
        copy.current, copy.round, copy.pending = state.current, state.round, state.pending
        return copy

    def observe(self, state: State, player: int) -> ToyObservation:
        assert isinstance(state, ToyState)
        return ToyObservation(
            game_id=self.id,
            player=player,
            config=state.config,
            hand=tuple(state.hands[player]),
            hand_sizes=tuple(len(h) for h in state.hands),
            bets=tuple(state.bets),
            deck_size=len(state.deck),
            discard=tuple(state.discard),
            current=state.current,
            round=state.round,
            pending=state.pending if state.current == player else None,
            pending_owner=state.current if state.pending is not None else None,
        )

    def determinize(self, observation: Observation, rng: Rng) -> ToyState:
        assert isinstance(observation, ToyObservation)
        obs = observation
        state = ToyState(obs.config, rng.fork())
        full = (
            [v for v in range(1, 7) for _ in range(3)]
            if obs.config.option("deck") == "small"
            else [v for v in range(1, 10) for _ in range(2)]
        )
        unknown = list(full)
        for card in [*obs.hand, *obs.discard]:
            unknown.remove(card)
        if obs.pending is not None:
            unknown.remove(obs.pending)
        rng.shuffle(unknown)
        for p, size in enumerate(obs.hand_sizes):
            state.hands[p] = (
                list(obs.hand) if p == obs.player else [unknown.pop() for _ in range(size)]
            )
        if obs.pending_owner is not None:
            state.pending = obs.pending if obs.pending is not None else unknown.pop()
        state.deck = unknown
        state.discard = list(obs.discard)
        state.bets = list(obs.bets)
        state.current, state.round = obs.current, obs.round
        return state

    def is_over(self, state: State) -> bool:
        assert isinstance(state, ToyState)
        return state.round > ROUNDS

    def score_sheet(self, state: State) -> ScoreSheet:
        assert isinstance(state, ToyState)
        totals = [sum(hand) for hand in state.hands]
        best = max(totals)
        final = self.is_over(state)
        points = tuple(
            (
                totals[p],
                (2 * state.bets[p] if totals[p] == best else -state.bets[p]) if final else 0,
            )
            for p in range(state.num_players)
        )
        keys = [(sum(row), -len(state.hands[p])) for p, row in enumerate(points)]
        return ScoreSheet(("cards", "bets"), points, rank_players(keys), final)


TOY = register(ToyGame())
