"""Railroad Ink: the roll-and-write game, base rules plus one of four expansions.

Every player draws on their own 7 x 7 board with the same dice; rounds are
simultaneous, so ``to_act`` lists every player still drawing. A round is a sequence
of atomic decisions per player (see :mod:`rules.railroad_ink.actions`); when the last
player finishes, the next dice are rolled inside that decision (an event that
``reveals``).

Rule choices where the rulebook is silent are written next to the code that makes
them, each starting with "Choice:".

Event kinds (the UI translates ``event.railroad-ink.<kind>``): ``dice_rolled`` (round,
dice, meteor_direction, meteor_distance; reveals), ``drawn`` (face, cell, rotation,
mirrored, die or special, over_crater), ``lake_filled`` (cells), ``meteor`` (cell,
direction, distance, erased), ``meteor_lost``, ``meteor_ignored`` (special),
``volcano`` (cell), ``route_erased`` (cell, face), ``die_skipped`` (die, face, reason:
``no_legal_space`` or ``no_lava_space``), ``finished_round``, ``round_over`` and
``game_over`` (reveals). A player's own events of a round (everything but
``finished_round``, ``round_over``, ``dice_rolled`` and ``game_over``) are ``private``:
the others see only their kind until the round ends and the boards show.

Running scores: :meth:`RailroadInk.score_sheet` scores every board as it is, hidden
drawings included; to show another player's score during a round, score what the
observer sees (``scoring.score_board(observation.boards[p].cells, expansion)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain

from rules.core.config import GameConfig, OptionSpec
from rules.core.errors import IllegalAction
from rules.core.game import Action, Event, Game, Observation, ScoreSheet, State, rank_players
from rules.core.registry import register
from rules.core.rng import Rng
from rules.railroad_ink.actions import (
    END_ROUND,
    PLACE_TABLES,
    SPECIAL_TABLES,
    EndRound,
    EraseRoute,
    IgnoreMeteor,
    Meteor,
    Place,
    PlaceSpecial,
    Volcano,
)
from rules.railroad_ink.board import DONE_PHASE, METEOR_PHASE, PLACE_PHASE, Board, BoardView
from rules.railroad_ink.scoring import score_board
from rules.railroad_ink.tiles import (
    CELLS,
    CENTRE,
    CRATER,
    DIRECTION_NAMES,
    EMPTY,
    EXPANSION_DICE,
    FACES,
    JUNCTION_DIE,
    KIND_OF_FACE,
    LAVA_NEAR,
    LAVA_NEAR_KEY,
    LEGAL,
    METEOR_ANY,
    METEOR_DIRECTIONS,
    METEOR_DISTANCES,
    NEIGHBOURS,
    ROUNDS_BASE,
    ROUNDS_EXPANSION,
    ROUTE_DIE,
    ROUTE_NEAR_KEY,
    SIZE,
    SPECIALS,
    V_FACE,
    V_HAS_LAVA,
    VARIANTS,
    VOLCANO,
    VOLCANO_FACE,
)

EXPANSIONS = ("none", "river", "lake", "meteor", "lava")
BASE_CATEGORIES = ("networks", "longest_highway", "longest_railway", "center", "errors")
ROUTE_DICE = 4  # dice 0-3 must be drawn if possible; dice 4-5 are the expansion's
MAX_SPECIALS = 3
_DELTAS = ((-1, 0), (0, 1), (1, 0), (0, -1))
VOLCANOES = tuple(Volcano(cell) for cell in range(CELLS))


class InkState(State):
    game_id = "railroad-ink"

    def __init__(self, config: GameConfig, rng: Rng) -> None:
        super().__init__(config, rng)
        self.expansion = config.option("expansion")
        self.rounds = ROUNDS_BASE if self.expansion == "none" else ROUNDS_EXPANSION
        self.round = 1
        self.dice: tuple[int, ...] = ()  # faces shown this round, in die order
        self.meteor: tuple[int, int] | None = None  # (direction face, distance)
        self.boards: list[Board] = [Board() for _ in config.seats]
        self.snapshots: list[BoardView] = []  # every board as at the start of the round
        self.legal_cache: list[list[Action] | None] = [None] * len(config.seats)


@dataclass(frozen=True)
class InkObservation(Observation):
    expansion: str
    round: int
    rounds: int
    dice: tuple[int, ...]
    meteor: tuple[int, int] | None
    boards: tuple[BoardView, ...]  # every board as at the start of this round
    own: BoardView  # the observer's board as it is now
    done: tuple[bool, ...]  # who has finished this round


def _state(state: State) -> InkState:
    if not isinstance(state, InkState):
        raise TypeError("not a Railroad Ink state")
    return state


def meteor_target(cells: list[int], start: int, direction: int, distance: int) -> int | None:
    """Where a meteor lands (``None`` if every space on its line is already a crater).

    "Если при движении к следующей цели Метеор достигает края, он отскакивает в
    противоположном направлении… Если Метеор попадет в область, в которой уже есть
    кратер, он продолжает двигаться в том же направлении, пока не попадет в свободное
    место или не отскочит."

    Choice: a "free space" is one without a crater, so a meteor lands on a drawn route
    and erases it ("Кратер стирает любой предыдущий Путь в этой области"); and after a
    bounce it keeps passing craters the same way, back along its line.
    """
    row, col = divmod(start, SIZE)
    d_row, d_col = _DELTAS[direction]

    def step() -> None:
        nonlocal row, col, d_row, d_col
        if not (0 <= row + d_row < SIZE and 0 <= col + d_col < SIZE):
            d_row, d_col = -d_row, -d_col
        row, col = row + d_row, col + d_col

    for _ in range(distance):
        step()
    for _ in range(4 * SIZE):
        if cells[row * SIZE + col] != CRATER:
            return row * SIZE + col
        step()
    # Choice: a meteor whose whole line is craters lands nowhere.
    return None


class RailroadInk(Game):
    id = "railroad-ink"
    code_number = 3
    title = "Railroad Ink"
    min_players = 1
    max_players = 6
    options = (
        OptionSpec(
            "expansion", EXPANSIONS, "none",
            "which expansion dice to add (one at a time): river, lake, meteor or lava",
        ),
    )

    # ----- setup --------------------------------------------------------------------
    def setup(self, config: GameConfig, rng: Rng) -> InkState:
        state = InkState(config, rng)
        if state.expansion == "lava":
            # "В начале игры нарисуйте Вулкан (с 4 сторонами из лавы) в центральном Пространстве."
            for board in state.boards:
                board.put(CENTRE, VOLCANO, 0)
        self._start_round(state)
        return state

    def _roll(self, state: InkState) -> None:
        rng = state.rng
        dice = [ROUTE_DIE[rng.randbelow(6)] for _ in range(3)]
        dice.append(JUNCTION_DIE[rng.randbelow(6)])
        extra = EXPANSION_DICE.get(state.expansion)
        if extra is not None:
            dice += [extra[rng.randbelow(6)] for _ in range(2)]
        state.dice = tuple(dice)
        state.meteor = None
        if state.expansion == "meteor":
            state.meteor = (
                METEOR_DIRECTIONS[rng.randbelow(6)], METEOR_DISTANCES[rng.randbelow(6)]
            )

    def _start_round(self, state: InkState) -> Event:
        self._roll(state)
        for board in state.boards:
            board.start_round(state.expansion == "meteor")
        state.snapshots = [board.view() for board in state.boards]
        state.legal_cache = [None] * state.num_players
        details: dict[str, object] = {
            "round": state.round, "dice": [FACES[face].id for face in state.dice],
        }
        if state.meteor is not None:
            direction, distance = state.meteor
            details["meteor_direction"] = (
                "any" if direction == METEOR_ANY else DIRECTION_NAMES[direction]
            )
            details["meteor_distance"] = distance
        return Event("dice_rolled", None, details, reveals=True)

    # ----- whose turn ---------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        s = _state(state)
        if s.round > s.rounds:
            return ()
        return tuple(p for p, board in enumerate(s.boards) if board.phase != DONE_PHASE)

    def is_over(self, state: State) -> bool:
        s = _state(state)
        return s.round > s.rounds

    # ----- legal actions --------------------------------------------------------------
    def legal_actions(self, state: State, player: int) -> list[Action]:
        s = _state(state)
        if s.round > s.rounds or not 0 <= player < s.num_players:
            return []
        board = s.boards[player]
        if board.phase == DONE_PHASE:
            return []
        cached = s.legal_cache[player]
        if cached is None:
            cached = s.legal_cache[player] = self._legal(s, board)
        return list(cached)

    def check_legal(self, state: State, player: int, action: Action) -> None:
        s = _state(state)
        if s.round > s.rounds:
            raise IllegalAction(f"{action} is not possible: the game is over")
        if player not in self.to_act(s):
            raise IllegalAction(
                f"{action} is not possible: {s.config.player_name(player)} has finished "
                f"round {s.round} or is not at the table"
            )
        if action not in self.legal_actions(s, player):
            raise IllegalAction(
                f"{action} is not a legal action for {s.config.player_name(player)} now "
                f"({self.describe_situation(s, player)})"
            )

    def describe_situation(self, state: State, player: int) -> str:
        s = _state(state)
        board = s.boards[player]
        if board.phase == METEOR_PHASE:
            return f"round {s.round}: the meteor must fall or be ignored first"
        left = [
            FACES[face].id.replace("_", " ")
            for die, face in enumerate(s.dice)
            if not board.dice_used >> die & 1
        ]
        return f"round {s.round}, dice not drawn yet: {', '.join(left) or 'none'}"

    def _legal(self, s: InkState, board: Board) -> list[Action]:
        if board.phase == METEOR_PHASE:
            return self._meteor_choices(s, board)
        cells, signatures = board.cells, board.signatures
        # Each free cell's memo key (cell and signature); routes need a road, rail or
        # exit beside them, lava needs lava beside it (quick filters).
        free_keys = [cell << 16 | signatures[cell] for cell in range(CELLS) if cells[cell] < 0]
        route_keys = list(filter(ROUTE_NEAR_KEY.__getitem__, free_keys))
        keys_by_kind = {"route": route_keys, "river": free_keys, "lake": free_keys}
        if s.expansion == "lava":
            keys_by_kind["lava"] = list(filter(LAVA_NEAR_KEY.__getitem__, free_keys))
        actions: list[Action] = []
        extend = actions.extend
        tables = PLACE_TABLES
        route_left = False  # a route die can still be drawn: the round cannot end
        lava_left = False  # a lava die can still be drawn
        # Dice showing the same face are interchangeable: the first undrawn one stands
        # for all of them, so the legal list has no duplicate drawings.
        faces_seen: list[int] = []
        for die, face in enumerate(s.dice):
            if board.dice_used >> die & 1 or face in faces_seen:
                continue
            faces_seen.append(face)
            before = len(actions)
            placements = tables[die << 6 | face].__getitem__
            extend(chain.from_iterable(map(placements, keys_by_kind[KIND_OF_FACE[face]])))
            if len(actions) > before:
                if die < ROUTE_DICE:
                    route_left = True
                else:
                    lava_left = True
        # "Вы можете вытянуть 1 особый маршрут за раунд … не более 3 специальных маршрутов."
        if not board.special_this_round and board.specials_used.bit_count() < MAX_SPECIALS:
            for special, table in enumerate(SPECIAL_TABLES):
                if not board.specials_used >> special & 1:
                    extend(chain.from_iterable(map(table.__getitem__, route_keys)))
        may_end = not route_left
        if s.expansion == "lava":
            free = [key >> 16 for key in free_keys]
            may_end = self._lava_choices(board, free, lava_left, actions) and may_end
        if may_end:
            actions.append(END_ROUND)
        return actions

    def _meteor_choices(self, s: InkState, board: Board) -> list[Action]:
        assert s.meteor is not None
        direction = s.meteor[0]
        # Choice: the direction die's 4-arrow face lets each player pick a direction.
        directions = range(4) if direction == METEOR_ANY else (direction,)
        actions: list[Action] = [Meteor(d) for d in directions]
        # "В начале раунда вы можете пометить доступный Специальный маршрут, чтобы
        # игнорировать кубики Метеора в этом раунде." Choice: it is that round's special
        # and counts towards the three of the game.
        if board.specials_used.bit_count() < MAX_SPECIALS:
            actions += [
                IgnoreMeteor(special)
                for special in range(len(SPECIALS))
                if not board.specials_used >> special & 1
            ]
        return actions

    def _lava_choices(
        self, board: Board, free: list[int], lava_left: bool, actions: list[Action]
    ) -> bool:
        """Append volcano and erase choices; return whether the lava rule lets the round end.

        "Вы должны взять 1 или 2 кубика лавы… Вы можете нарисовать новый Вулкан в любом
        месте, не примыкающем к ранее существовавшей Лаве. Если рядом с открытой Лавой
        нет свободных мест, вы должны либо открыть новый вулкан, либо стереть Путь."
        """
        cells, signatures = board.cells, board.signatures
        volcanoes = 0
        # Choice: at most one new volcano per round, on an empty space whose neighbours
        # hold no lava at all and that it fits (no lava side against a route or exit).
        if not board.volcano_this_round:
            near_lava = [False] * CELLS
            for cell, value in enumerate(cells):
                if value >= 0 and V_HAS_LAVA[value]:
                    for neighbour in NEIGHBOURS[cell]:
                        if neighbour >= 0:  # -1 is off the board, not the last cell
                            near_lava[neighbour] = True
            fitting = LEGAL
            base = VOLCANO_FACE << 16
            for cell in free:
                if near_lava[cell] or cells[cell] != EMPTY or not fitting[base | signatures[cell]]:
                    continue
                actions.append(VOLCANOES[cell])
                volcanoes += 1
        if board.lava_this_round > 0:
            return True
        erasable = 0
        if not lava_left:
            # Choice: a route may be erased only while no lava die can be drawn anywhere
            # and none has been drawn this round; the candidates are the spaces that a
            # lava side faces. We read "нет свободных мест" as "no space where this
            # round's lava can be drawn" (an empty space whose other neighbours point
            # routes at it is no room for lava), so the obligation lasts until lava fits
            # or nothing more can make room.
            lava_faces_it = LAVA_NEAR  # a side of the signature is lava (F_LAVA)
            for cell, value in enumerate(cells):
                if value < 0 or V_HAS_LAVA[value]:
                    continue
                if lava_faces_it[signatures[cell]]:
                    actions.append(EraseRoute(cell))
                    erasable += 1
        # The round may end without lava only when nothing at all could bring lava.
        # Choice: a new volcano does not end the duty by itself: "Вы должны взять 1 или 2
        # кубика лавы" stands, and the volcano or the erasing is there "чтобы освободить
        # для него место" (to make room for the lava); a volcano that leaves no room
        # either is followed by an erased route.
        return not lava_left and volcanoes == 0 and erasable == 0

    # ----- applying -------------------------------------------------------------------
    def apply_legal(self, state: State, player: int, action: Action) -> list[Event]:
        s = _state(state)
        board = s.boards[player]
        s.legal_cache[player] = None
        events: list[Event] = []
        if isinstance(action, Place):
            board.dice_used |= 1 << action.die
            if V_HAS_LAVA[action.variant]:
                board.lava_this_round += 1
            events.append(self._draw(s, player, action.variant, action.cell, {"die": action.die}))
            self._after_draw(s, player, action.cell, events)
        elif isinstance(action, PlaceSpecial):
            board.specials_used |= 1 << action.special
            board.special_this_round = True
            events.append(
                self._draw(s, player, action.variant, action.cell, {"special": action.special})
            )
            self._after_draw(s, player, action.cell, events)
        elif isinstance(action, Meteor):
            events.append(self._meteor(s, player, action.direction))
        elif isinstance(action, IgnoreMeteor):
            board.specials_used |= 1 << action.special
            board.special_this_round = True
            board.phase = PLACE_PHASE
            events.append(Event(
                "meteor_ignored", player, {"special": FACES[SPECIALS[action.special]].id},
                private=True,
            ))
        elif isinstance(action, Volcano):
            board.volcano_this_round = True
            board.put(action.cell, VOLCANO, s.round)
            events.append(Event("volcano", player, {"cell": action.cell}, private=True))
        elif isinstance(action, EraseRoute):
            erased = board.cells[action.cell]
            board.put(action.cell, EMPTY, 0)
            events.append(Event(
                "route_erased", player, {"cell": action.cell, "face": FACES[V_FACE[erased]].id},
                private=True,
            ))
        elif isinstance(action, EndRound):
            events += self._end_round(s, player)
        else:  # pragma: no cover - apply() validated the action
            raise IllegalAction(f"{action} is not a Railroad Ink action")
        return events

    def _draw(
        self, s: InkState, player: int, variant: int, cell: int, extra: dict[str, int]
    ) -> Event:
        board = s.boards[player]
        over_crater = board.cells[cell] == CRATER
        board.put(cell, variant, s.round)
        info = VARIANTS[variant]
        details: dict[str, object] = {
            "face": FACES[info.face].id, "cell": cell, "rotation": info.rotation,
            "mirrored": info.mirrored, **extra,
        }
        if over_crater:
            # "Вы можете стереть кратер, чтобы на его месте нарисовать новый маршрут."
            details["over_crater"] = True
        return Event("drawn", player, details, private=True)

    def _after_draw(self, s: InkState, player: int, cell: int, events: list[Event]) -> None:
        if s.expansion == "lake":
            filled = s.boards[player].fill_lakes(cell, s.round)
            if filled:
                events.append(Event("lake_filled", player, {"cells": filled}, private=True))

    def _meteor(self, s: InkState, player: int, direction: int) -> Event:
        # Choice: each board keeps its own last impact, since a player may ignore the
        # meteor or pick another direction on the 4-arrow face.
        board = s.boards[player]
        assert s.meteor is not None
        distance = s.meteor[1]
        board.phase = PLACE_PHASE
        target = meteor_target(board.cells, board.meteor_cell, direction, distance)
        if target is None:
            return Event(
                "meteor_lost", player, {"direction": DIRECTION_NAMES[direction]}, private=True
            )
        erased = board.cells[target]
        board.put(target, CRATER, 0)
        board.meteor_cell = target
        details: dict[str, object] = {
            "cell": target, "direction": DIRECTION_NAMES[direction], "distance": distance,
        }
        if erased >= 0:
            details["erased"] = FACES[V_FACE[erased]].id
        return Event("meteor", player, details, private=True)

    def _end_round(self, s: InkState, player: int) -> list[Event]:
        board = s.boards[player]
        events: list[Event] = []
        for die, face in enumerate(s.dice):
            if die < ROUTE_DICE and not board.dice_used >> die & 1:
                # "Вы должны вытягивать все 4 маршрута … каждый раунд, если это возможно."
                # The round could only end because no undrawn route die fits anywhere now
                # (Choice: "possible" is judged at that moment, not over all orders).
                events.append(Event(
                    "die_skipped", player,
                    {"die": die, "face": FACES[face].id, "reason": "no_legal_space"},
                    private=True,
                ))
        if s.expansion == "lava" and board.lava_this_round == 0:
            # Lava is compulsory; the round ended without it only because none fitted.
            events.append(Event(
                "die_skipped", player,
                {"die": ROUTE_DICE, "face": FACES[s.dice[ROUTE_DICE]].id,
                 "reason": "no_lava_space"},
                private=True,
            ))
        board.phase = DONE_PHASE
        events.append(Event("finished_round", player, {"round": s.round}))
        if any(other.phase != DONE_PHASE for other in s.boards):
            return events
        # Everyone has finished: the round ends and the next dice are rolled.
        events.append(Event("round_over", None, {"round": s.round}))
        s.round += 1
        if s.round > s.rounds:
            s.snapshots = [b.view() for b in s.boards]
            s.legal_cache = [None] * s.num_players
            events.append(Event("game_over", None, {"rounds": s.rounds}, reveals=True))
        else:
            events.append(self._start_round(s))
        return events

    # ----- copies and information ---------------------------------------------------------
    def clone(self, state: State) -> InkState:
        s = _state(state)
        copy = InkState.__new__(InkState)
        copy.config = s.config
        copy.rng = s.rng.copy()
        copy.expansion = s.expansion
        copy.rounds = s.rounds
        copy.round = s.round
        copy.dice = s.dice
        copy.meteor = s.meteor
        copy.boards = [board.copy() for board in s.boards]
        copy.snapshots = list(s.snapshots)
        copy.legal_cache = list(s.legal_cache)
        return copy

    def observe(self, state: State, player: int) -> InkObservation:
        """The observer's own board now; every board as at the start of this round
        (other players' drawings of the current round stay hidden until it ends); the
        dice of this round; nothing about later dice."""
        s = _state(state)
        return InkObservation(
            game_id=self.id,
            player=player,
            config=s.config,
            expansion=s.expansion,
            round=s.round,
            rounds=s.rounds,
            dice=s.dice,
            meteor=s.meteor,
            boards=tuple(s.snapshots),
            own=s.boards[player].view(),
            done=tuple(board.phase == DONE_PHASE for board in s.boards),
        )

    def determinize(self, observation: Observation, rng: Rng) -> InkState:
        """Other players are assumed to have drawn nothing yet this round."""
        if not isinstance(observation, InkObservation):
            raise TypeError("not a Railroad Ink observation")
        obs = observation
        state = InkState(obs.config, rng.fork())
        state.round = obs.round
        state.dice = obs.dice
        state.meteor = obs.meteor
        state.snapshots = list(obs.boards)
        for p in range(obs.config.num_players):
            if p == obs.player:
                state.boards[p] = Board.from_view(obs.own)
            else:
                state.boards[p] = Board.from_view(obs.boards[p])
                if obs.done[p]:
                    state.boards[p].phase = DONE_PHASE
        return state

    # ----- scores ----------------------------------------------------------------------------
    def categories(self, expansion: str) -> tuple[str, ...]:
        return BASE_CATEGORIES + (() if expansion == "none" else (expansion,))

    def score_sheet(self, state: State) -> ScoreSheet:
        """Networks, longest highway, longest railway, centre, errors (negative) and the
        expansion's points; ties go to the player with fewer errors ("В случае ничьей
        побеждает игрок с наименьшим количеством ошибок")."""
        s = _state(state)
        points = tuple(score_board(board.cells, s.expansion) for board in s.boards)
        keys: list[tuple[int, ...]] = [(sum(row), row[4]) for row in points]
        return ScoreSheet(
            self.categories(s.expansion), points, rank_players(keys), self.is_over(s)
        )


RAILROAD_INK = register(RailroadInk())
