"""The game driver shared by every game: it runs a :class:`Match` for the front end.

Each frame ``update(dt)`` lets the AI seats think in time slices within :attr:`Driver.budget`
seconds (the app sets it every frame to what the frame has left once drawing is paid
for; :data:`FRAME_BUDGET` otherwise), applies their actions at a watchable pace, and
records events for the log and the screen. Each step of an agent runs inside
``rules.ai.agent.slice_length`` with what is left of the budget, so the agent's own
slice ends in time. Humans act through ``choose``.
After every decision the match is autosaved (when a saver is given).

Agents come from ``rules.ai.agent.make_agent``. A level a game does not have yet falls
back to the best one it has; ``SeatPlayer.agent`` tells which one really plays, and the
UI shows it.
"""

from __future__ import annotations

import importlib
import importlib.util
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from rules.ai.agent import Agent, agent_names, make_agent, slice_length
from rules.core.errors import RulesError
from rules.core.game import Action, Event, Observation
from rules.core.record import Match, Step, replaying, run_to_end

#: Seconds of AI work a frame when nobody sets :attr:`Driver.budget` (tests, tools).
FRAME_BUDGET = 0.008
AgentMaker = Callable[[str, str, int], Agent]  # (game id, level, seed) -> agent

#: Modules that register agent levels (imported once, when present).
AGENT_MODULES = ("rules.ai.ismcts",)


def load_agent_modules() -> None:
    for module in AGENT_MODULES:
        try:
            if importlib.util.find_spec(module) is not None:
                importlib.import_module(module)
        except ModuleNotFoundError:
            pass


def load_agents() -> None:
    """Import every agent level of every registered game now, by making one agent of
    each (about 50 ms of imports natively). The app does it at start-up; otherwise the
    first use imports them inside a frame: the setup screen naming the levels (45 ms),
    the first agent of a level (Great Western Trail's imports its modules: 12 ms)."""
    from rules.core.registry import all_games

    load_agent_modules()
    for game in all_games():
        for name in agent_names(game.id):
            make_agent(game.id, name, 0)


#: Strongest first: what a missing level falls back to.
AGENT_PREFERENCE = ("hard", "normal", "easy", "random")


def best_agent_name(game_id: str, wanted: str) -> str:
    """``wanted`` if the game has it, else the strongest agent it has."""
    load_agent_modules()
    available = agent_names(game_id)
    if wanted in available:
        return wanted
    for name in AGENT_PREFERENCE:
        if name in available:
            return name
    return "random"


@dataclass
class LogEntry:
    decision: int  # how many decisions had been made when it happened (for undo)
    event: Event


@dataclass
class Thinker:
    """An agent at work on one decision."""

    player: int
    generator: Generator[None, None, Action]
    started: float
    observation: Observation | None = None
    result: Action | None = None
    done: bool = False
    slice: float = 0.0  # how long its last slice of work took (clock seconds)


@dataclass
class SeatPlayer:
    controller: str  # as in the config: human / random / easy / normal / hard
    agent: str = ""  # the agent that really plays ("" for humans)


@dataclass
class Driver:
    match: Match
    seed: int = 0
    pace: float = 0.5
    saver: Callable[[Match], None] | None = None
    make: AgentMaker = make_agent
    clock: Callable[[], float] = time.perf_counter
    #: The steps of the decisions the match arrives with (from ``savecode.loading`` or
    #: ``record.replaying``, usually run in slices by a loading screen); None: replay here.
    history: list[Step] | None = None
    log: list[LogEntry] = field(default_factory=list, init=False)
    version: int = 0  # bumps whenever the state changes
    #: Seconds of AI work in the next ``update`` (the app sets it every frame).
    budget: float = field(default=FRAME_BUDGET, init=False)
    #: Seconds the agents worked in the last ``update`` (by ``clock``).
    worked: float = field(default=0.0, init=False)

    def __post_init__(self) -> None:
        game_id = self.match.config.game
        self.seats: list[SeatPlayer] = []
        self.agents: dict[int, Agent] = {}
        for index, seat in enumerate(self.match.config.seats):
            if seat.is_human:
                self.seats.append(SeatPlayer("human"))
                continue
            name = best_agent_name(game_id, seat.controller)
            self.seats.append(SeatPlayer(seat.controller, name))
            self.agents[index] = self.make(game_id, name, self.seed * 31 + index)
        self.thinkers: dict[int, Thinker] = {}
        self.hint: Thinker | None = None
        self.hint_legal: list[Action] = []  # the hinted player's choices when asked
        self.new_events: list[Event] = []
        self.elapsed = 0.0
        # Per decision: who was to act when it was made, and the action. Undo in
        # simultaneous rounds uses them; see :meth:`simultaneous_undo_index`.
        self.acting_at: list[tuple[int, ...] | None] = []
        self.actions: list[Action | None] = []
        self.resting = False  # skip the AI work of the next frame (see :meth:`rest`)
        self.rounds = 0  # frames of AI work so far (who works first takes turns)
        self._take_history()

    def _take_history(self) -> None:
        """A match that arrives with decisions made (a loaded code, the autosave, the
        screenshot command) brings its steps, so the log tells the game so far and
        undo knows who was acting at each decision, as if it had been played here.
        Without them (tests, a match built in code) they are replayed once here."""
        steps = self.history
        decisions = self.match.decisions
        if steps is None:
            steps = run_to_end(replaying(self.match.config, self.match.seed, decisions)).steps
        if len(steps) != len(decisions):
            raise RulesError(f"the history has {len(steps)} steps for "
                             f"{len(decisions)} decisions")
        for number, step in enumerate(steps, start=1):
            self.acting_at.append(step.acting)
            self.actions.append(step.action)
            self.log.extend(LogEntry(number, event) for event in step.events)
        self.history = None  # kept in the log and the lists above from here on

    # ----- who is who -------------------------------------------------------------
    @property
    def game(self):
        return self.match.game

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.controller == "human"]

    def is_human(self, player: int) -> bool:
        return self.seats[player].controller == "human"

    def humans_to_act(self) -> list[int]:
        return [p for p in self.match.to_act() if self.is_human(p)]

    def is_over(self) -> bool:
        return self.match.is_over()

    def thinking(self) -> list[int]:
        """AI players at work now (for the "thinking" indicator)."""
        return sorted(self.thinkers)

    def observe(self, player: int) -> Observation:
        return self.game.observe(self.match.state, player)

    def legal(self, player: int) -> list[Action]:
        return self.match.legal_actions(player)

    # ----- per frame --------------------------------------------------------------
    def update(self, dt: float, budget: float | None = None) -> list[Event]:
        """Advance AI thinking within ``budget`` seconds (:attr:`budget` if None); apply
        finished moves.

        Returns the events of the decisions applied this frame."""
        self.elapsed += dt
        self.worked = 0.0
        if budget is None:
            budget = self.budget
        before = len(self.new_events)
        if not self.is_over():
            acting = self.match.to_act()
            for player in acting:
                if player in self.agents and player not in self.thinkers:
                    self._start(player)
            deadline = self.clock() + budget
            workers = [*self.thinkers.values()]
            if self.hint is not None:
                workers.append(self.hint)
            if self.resting:
                self.resting = False
            else:
                self._work(workers, deadline)
            for player, thinker in sorted(self.thinkers.items()):
                if thinker.done and self.elapsed - thinker.started >= self.pace:
                    del self.thinkers[player]
                    if thinker.result is not None:
                        self._apply(player, thinker.result)
                    break  # one decision a frame: the others think again on the new position
        return self.new_events[before:]

    def _start(self, player: int) -> None:
        observation = self.observe(player)
        legal = self.legal(player)
        generator = self.agents[player].think(observation, legal)
        self.thinkers[player] = Thinker(player, generator, self.elapsed, observation)

    def _work(self, workers: list[Thinker], deadline: float) -> None:
        """Slices of thinking until ``deadline``, each step told (``slice_length``) how
        much time is left. A slice that would end past it (as long as the worker's last
        one) waits for the next frame, unless nothing ran yet; the workers take turns at
        being first, so each gets its share of the frames."""
        active = [w for w in workers if not w.done]
        if active:
            first = self.rounds % len(active)
            active = active[first:] + active[:first]
            self.rounds += 1
        now = self.clock()
        worked = False
        while active and now < deadline:
            for worker in list(active):
                if worked and now + worker.slice > deadline:
                    return
                started = now
                try:
                    with slice_length(deadline - now):
                        next(worker.generator)
                except StopIteration as finished:
                    worker.result = finished.value
                    worker.done = True
                    active.remove(worker)
                now = self.clock()
                worker.slice = now - started
                self.worked += worker.slice
                worked = True
                if now >= deadline:
                    break

    def searching(self) -> bool:
        """Whether an agent is in the middle of a decision (its search alive)."""
        workers = [*self.thinkers.values(), *([self.hint] if self.hint else [])]
        return any(not worker.done for worker in workers)

    def rest(self) -> None:
        """Do no AI work in the next frame (the app collects garbage in it instead)."""
        self.resting = True

    # ----- decisions ----------------------------------------------------------------
    def choose(self, player: int, action: Action) -> list[Event]:
        """A human's decision. Raises IllegalAction (nothing changes) if it is not legal."""
        if not self.is_human(player):
            raise RulesError(f"player {player + 1} is not a human seat")
        return self._apply(player, action)

    def _apply(self, player: int, action: Action) -> list[Event]:
        acting = self.match.to_act()
        events = self.match.play(player, action)
        self.acting_at.append(acting)
        self.actions.append(action)
        number = len(self.match.decisions)
        self.log.extend(LogEntry(number, event) for event in events)
        self.new_events.extend(events)
        del self.new_events[:-200]
        self.version += 1
        # Whoever was thinking about a position that changed for them thinks again; in
        # simultaneous rounds (Railroad Ink) the others keep their work, and so does a
        # hint whose player has the same choices (else every opponent's move, such as
        # ending their round, dropped it and the hint never came).
        acting = self.match.to_act()
        for other, thinker in list(self.thinkers.items()):
            if other not in acting or self.observe(other) != thinker.observation:
                del self.thinkers[other]
        hint = self.hint
        if hint is not None and (hint.player not in acting
                                 or self.legal(hint.player) != self.hint_legal):
            self.hint = None
        if self.saver is not None:
            self.saver(self.match)
        return events

    # ----- undo and hints -------------------------------------------------------------
    def can_undo(self, player: int) -> bool:
        """Whether ``player`` may take back their last decision now: a human's, and not
        once the game is over (its final count in sight, the last mover undid the end)."""
        if not self.is_human(player) or self.is_over():
            return False
        return self.match.can_undo(player) or self.simultaneous_undo_index(player) is not None

    def simultaneous_undo_index(self, player: int) -> int | None:
        """The decision of ``player`` that may be taken back although others decided after
        it: in simultaneous rounds (Railroad Ink) the others were deciding at the same
        time, on their own boards, so their decisions stand without it.

        Allowed when every later decision was made by a player who was already to act
        when ``player`` decided, and nothing from it on revealed anything (the dice roll
        when the round ends does). Turn-based games never qualify: there the next
        player comes to act only after the decision.
        """
        decisions = self.match.decisions
        mine = [i for i, d in enumerate(decisions) if d.player == player]
        if not mine:
            return None
        index = mine[-1]
        acting = self.acting_at[index] if index < len(self.acting_at) else None
        if acting is None or len(acting) < 2 or any(self.match.revealed[index:]):
            return None
        if all(d.player in acting for d in decisions[index + 1:]):
            return index
        return None

    def undo(self, player: int) -> None:
        if self.match.can_undo(player):
            self.match.undo(player)
            kept = len(self.match.decisions)
            self.log = [entry for entry in self.log if entry.decision <= kept]
            del self.acting_at[kept:], self.actions[kept:]
        else:
            index = self.simultaneous_undo_index(player)
            if index is None:
                self.match.undo(player)  # raises: nothing may be taken back
                return
            self._drop_decision(index)
        self.thinkers.clear()
        self.hint = None
        self.version += 1
        if self.saver is not None:
            self.saver(self.match)

    def _drop_decision(self, index: int) -> None:
        """Replay the match without decision ``index``; the later decisions must mean the
        same actions as before (else nothing changes and RulesError is raised)."""
        match = self.match
        fresh = Match(match.config, match.seed)
        for number, decision in enumerate(match.decisions):
            if number == index:
                continue
            legal = fresh.legal_actions(decision.player)
            known = self.actions[number] if number < len(self.actions) else None
            if not 0 <= decision.index < len(legal) or (
                    known is not None and legal[decision.index] != known):
                raise RulesError("that decision cannot be taken back any more")
            fresh.play_index(decision.player, decision.index)
        match.state, match.decisions, match.revealed = fresh.state, fresh.decisions, fresh.revealed
        del self.acting_at[index], self.actions[index]
        gone = index + 1  # log entries carry the decision count after their decision
        self.log = [LogEntry(e.decision - (e.decision > gone), e.event)
                    for e in self.log if e.decision != gone]

    def start_hint(self, player: int) -> str:
        """Ask the strongest agent what ``player`` should do; returns its name."""
        game_id = self.match.config.game
        name = best_agent_name(game_id, "hard")
        agent = self.make(game_id, name, self.seed * 97 + len(self.match.decisions))
        observation, legal = self.observe(player), self.legal(player)
        generator = agent.think(observation, legal)
        self.hint = Thinker(player, generator, self.elapsed, observation)
        self.hint_legal = list(legal)
        return name

    def take_hint(self) -> tuple[int, Action] | None:
        """The finished hint (once), if any."""
        if self.hint is not None and self.hint.done and self.hint.result is not None:
            hint, self.hint = self.hint, None
            return hint.player, hint.result
        return None
