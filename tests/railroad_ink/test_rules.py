"""Base-game rules: dice, drawing, rounds, specials, hidden drawings, the end."""

from __future__ import annotations

import pytest

from rules.core.config import GameConfig
from rules.core.errors import IllegalAction
from rules.core.record import Match
from rules.core.savecode import challenge_code, encode_match, load
from rules.railroad_ink.actions import END_ROUND, EndRound, Place, PlaceSpecial
from rules.railroad_ink.game import RAILROAD_INK, InkState
from rules.railroad_ink.tiles import (
    EXITS,
    FACE_INDEX,
    FACE_VARIANTS,
    FACES,
    JUNCTION_DIE,
    NEIGHBOURS,
    RAIL,
    ROAD,
    ROUTE_DIE,
    SPECIALS,
    V_FACE,
    V_GROUPS,
    V_SIDES,
)
from tests.railroad_ink.helpers import at, new_state, v, with_board

GAME = RAILROAD_INK


def set_dice(state: InkState, *faces: str) -> None:
    state.dice = tuple(FACE_INDEX[face] for face in faces)
    state.legal_cache = [None] * state.num_players


def places(state: InkState, player: int = 0) -> list[Place]:
    return [a for a in GAME.legal_actions(state, player) if isinstance(a, Place)]


def test_the_dice() -> None:
    """"3 кубика имеют: Изогнутая железная дорога, Т-образный железнодорожный узел, Прямая
    железная дорога, Изогнутое шоссе, Т-образное шоссе, Прямое шоссе. 1 кубик имеет:
    2 × Эстакада, 2 × Прямая станция, 2 × Изогнутая станция"."""
    assert sorted(FACES[f].id for f in ROUTE_DIE) == sorted(
        ["rail_curve", "rail_t", "rail_straight", "road_curve", "road_t", "road_straight"]
    )
    assert sorted(FACES[f].id for f in JUNCTION_DIE) == sorted(
        ["overpass"] * 2 + ["station_straight"] * 2 + ["station_curve"] * 2
    )
    state = new_state()
    assert len(state.dice) == 4
    assert all(face in ROUTE_DIE for face in state.dice[:3])
    assert state.dice[3] in JUNCTION_DIE


def test_the_board_has_twelve_exits() -> None:
    """«Каждый маршрут, который вы рисуете, должен быть соединен хотя бы одной стороной
    либо с одним из выходов»: the board's 12 exits (reference board.json, the seed has no
    picture), 3 a side at the 2nd, 4th and 6th space: 6 highways and 6 railways."""
    assert len(EXITS) == 12
    assert sum(1 for _, _, kind in EXITS if kind == 1) == 6
    assert all(NEIGHBOURS[cell][side] == -1 for cell, side, _ in EXITS)


def test_orientations_are_generated_without_duplicates() -> None:
    """"Вы можете свободно вращать и/или переворачивать узор": a straight has 2
    orientations, a curve 4, the curved station 8, a crossing 1."""
    count = {face: len(FACE_VARIANTS[FACE_INDEX[face]]) for face in FACE_INDEX}
    assert count["road_straight"] == 2
    assert count["road_curve"] == 4
    assert count["overpass"] == 2
    assert count["station_curve"] == 8
    assert count["special_road_cross"] == 1


def test_a_first_route_must_start_at_an_exit() -> None:
    """"Каждый маршрут, который вы рисуете, должен быть соединен хотя бы одной стороной
    либо с одним из выходов, либо с ранее существовавшим маршрутом." On an empty board a
    straight highway fits only at the six highway exits, pointing into them."""
    state = new_state()
    set_dice(state, "road_straight", "road_straight", "road_straight", "overpass")
    legal = places(state)
    road_exits = {cell for cell, _, kind in EXITS if kind == 1}
    straights = [a for a in legal if a.die != 3]
    assert {a.cell for a in straights} == road_exits
    assert len(straights) == 6  # one orientation each, one die stands for the three
    assert {a.die for a in straights} == {0}
    # The overpass fits at every exit, its highway or its railway pointing out.
    assert {a.cell for a in legal if a.die == 3} == {cell for cell, _, _ in EXITS}


def test_rail_never_meets_road() -> None:
    """"Вы не можете рисовать маршруты таким образом, чтобы они напрямую соединяли
    железные дороги с автомагистралями (для этого вам нужна станция)"."""
    state = new_state()
    with_board(state, 0, {(3, 0): v("road_straight")})  # from exit D1, open to the east
    set_dice(state, "rail_straight", "rail_curve", "rail_t", "station_straight")
    legal = places(state)
    beside = [a for a in legal if a.cell == at(3, 1)]
    # No railway may touch the open highway end; only the station turns it into rail.
    assert {FACES[V_FACE[a.variant]].id for a in beside} == {"station_straight"}
    station = beside[0]
    assert V_SIDES[station.variant][3] == 1  # its road faces the highway (west)


def test_all_four_dice_must_be_drawn_if_possible() -> None:
    """"Вы должны вытягивать все 4 маршрута (только один раз) … каждый раунд, если это
    возможно." The round cannot end while a die can still be drawn; each die once."""
    state = new_state()
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass")
    assert END_ROUND not in GAME.legal_actions(state, 0)
    for _ in range(4):
        action = places(state)[0]
        GAME.apply(state, 0, action)
        assert all(a.die != action.die for a in places(state))
    assert END_ROUND in GAME.legal_actions(state, 0)


def test_a_die_that_cannot_be_drawn_is_skipped() -> None:
    """«Вы должны вытягивать все 4 маршрута (только один раз), показанные на кубиках,
    каждый раунд, если это возможно.» A die with no legal space is skipped, and the
    player is told why."""
    state = new_state()
    # Every exit space is taken by a little lake facing inwards: no route can start.
    tiles = {}
    for cell, side, _ in EXITS:
        tiles[divmod(cell, 7)] = v("lake_1", side)
    with_board(state, 0, tiles)
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass")
    legal = GAME.legal_actions(state, 0)
    assert [a for a in legal if isinstance(a, Place)] == []
    events = GAME.apply(state, 0, END_ROUND)
    skipped = [e for e in events if e.kind == "die_skipped"]
    assert [e.details["die"] for e in skipped] == [0, 1, 2, 3]
    assert skipped[0].details["reason"] == "no_legal_space"


def test_one_special_per_round_three_per_game() -> None:
    """"Вы можете вытянуть 1 особый маршрут за раунд… Каждый специальный маршрут можно
    использовать только один раз… За всю игру вы можете использовать не более 3"."""
    state = new_state()
    specials = [a for a in GAME.legal_actions(state, 0) if isinstance(a, PlaceSpecial)]
    assert specials
    GAME.apply(state, 0, specials[0])
    assert not [a for a in GAME.legal_actions(state, 0) if isinstance(a, PlaceSpecial)]
    board = state.boards[0]
    board.special_this_round = False  # as in a later round
    board.specials_used = 0b000011
    state.legal_cache[0] = None
    offered = {a.special for a in GAME.legal_actions(state, 0) if isinstance(a, PlaceSpecial)}
    assert offered and not offered & {0, 1}
    board.specials_used = 0b000111
    state.legal_cache[0] = None
    assert not [a for a in GAME.legal_actions(state, 0) if isinstance(a, PlaceSpecial)]


def test_the_six_special_routes() -> None:
    """"Каждый игрок также может использовать 6 специальных маршрутов": the two 4-way
    crossings (highway, railway) and four 4-way stations, with three highway sides, three
    railway sides, two of each side by side, or two of each facing (the sheet's
    pictures, from the reference); everything in a space is joined."""
    shapes = []
    for face in SPECIALS:
        variant = FACE_VARIANTS[face][0]
        sides = V_SIDES[variant]
        assert len(set(V_GROUPS[variant])) == 1  # one junction: every side joined
        roads = tuple(side == ROAD for side in sides)
        shapes.append((sum(roads), sides.count(RAIL),
                       roads[0] == roads[2] if sum(roads) == 2 else None))
    assert sorted(shapes, key=str) == sorted([
        (4, 0, None), (0, 4, None), (3, 1, None), (1, 3, None),
        (2, 2, False),  # side by side
        (2, 2, True),  # facing
    ], key=str)


def test_routes_are_never_erased_and_the_round_is_written_in() -> None:
    """"Номер раунда добавляется в каждую ячейку…" "Вы никогда не сможете стереть
    Маршруты, которые вы нарисовали в предыдущем раунде." """
    state = new_state()
    action = places(state)[0]
    GAME.apply(state, 0, action)
    board = state.boards[0]
    assert board.drawn_in[action.cell] == 1
    assert all(a.cell != action.cell for a in places(state))


def test_rounds_are_simultaneous_and_hidden_until_they_end() -> None:
    """"После броска все игроки играют одновременно": everyone draws the same dice, and
    nobody sees another's drawings of the round until it ends."""
    state = new_state(players=3)
    assert GAME.to_act(state) == (0, 1, 2)
    action = places(state, 1)[0]
    GAME.apply(state, 1, action)
    seen_by_0 = GAME.observe(state, 0)
    assert seen_by_0.boards[1].cells[action.cell] == -1  # hidden from player 0
    assert GAME.observe(state, 1).own.cells[action.cell] == action.variant
    for player in range(3):
        while END_ROUND not in GAME.legal_actions(state, player):
            GAME.apply(state, player, places(state, player)[0])
        GAME.apply(state, player, END_ROUND)
    assert state.round == 2 and state.dice != () and GAME.to_act(state) == (0, 1, 2)
    assert GAME.observe(state, 0).boards[1].cells[action.cell] == action.variant


def test_finishing_a_round_is_one_decision_and_the_last_one_rolls() -> None:
    """«В начале каждого раунда кубики Маршрута бросаются один раз.» «После броска все
    игроки играют одновременно»: the dice roll once the last player has finished."""
    state = new_state(players=2)
    # Nobody can finish before drawing; draw greedily then finish.
    for player in (0, 1):
        while END_ROUND not in GAME.legal_actions(state, player):
            GAME.apply(state, player, places(state, player)[0])
    GAME.apply(state, 0, END_ROUND)
    assert GAME.to_act(state) == (1,)
    assert GAME.legal_actions(state, 0) == []
    events = GAME.apply(state, 1, END_ROUND)
    rolled = [e for e in events if e.kind == "dice_rolled"]
    assert rolled and rolled[0].reveals and rolled[0].details["round"] == 2


def test_seven_rounds_then_the_score_sheet() -> None:
    """"Игра заканчивается в конце 7-го раунда (6-й раунд с расширениями)." """
    for expansion, rounds in (("none", 7), ("river", 6), ("lake", 6), ("meteor", 6),
                              ("lava", 6)):
        match = Match(GameConfig.make("railroad-ink", ["random"], {"expansion": expansion}), 3)
        ends = 0
        while not match.is_over():
            legal = match.legal_actions(0)
            if END_ROUND in legal:
                ends += 1
                match.play(0, END_ROUND)
            else:
                match.play(0, legal[0])
        assert ends == rounds
        sheet = GAME.score_sheet(match.state)
        assert sheet.final
        expected = ("networks", "longest_highway", "longest_railway", "center", "errors")
        assert sheet.categories == expected + (() if expansion == "none" else (expansion,))


def test_ties_go_to_fewer_errors() -> None:
    """"В случае ничьей побеждает игрок с наименьшим количеством ошибок." """
    state = new_state(players=2)
    with_board(state, 0, {(3, 0): v("road_straight")})  # highway 1, 1 error: 0
    with_board(state, 1, {(3, 3): v("road_straight")})  # highway 1, centre 1, 2 errors: 0
    sheet = GAME.score_sheet(state)
    assert sheet.totals == (0, 0)
    assert sheet.ranks == (1, 2)


def test_illegal_actions_are_refused_with_a_reason() -> None:
    """«Каждый маршрут, который вы рисуете, должен быть соединен ...»: a route in the
    middle of an empty board, or finishing before the dice are drawn, is refused with the
    dice still to draw named, and the board is unchanged."""
    state = new_state()
    before = state.boards[0].view()
    with pytest.raises(IllegalAction, match=r"not a legal action.*dice not drawn yet"):
        GAME.apply(state, 0, Place(0, v("road_straight"), at(3, 3)))
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, EndRound())
    assert state.boards[0].view() == before and state.round == 1


def test_challenge_codes_give_everyone_the_same_dice() -> None:
    """Solo play chases a high score; a challenge code replays the same dice."""
    config = GameConfig.make("railroad-ink", ["human"], {"expansion": "lake"})
    code = challenge_code(config, 1234)
    first, second = load(code), load(code)
    assert first.state.dice == second.state.dice  # type: ignore[attr-defined]
    assert first.config.option("expansion") == "lake"


def test_a_save_code_replays_the_same_boards() -> None:
    match = Match(GameConfig.make("railroad-ink", ["random", "random"]), 5)
    for _ in range(15):
        player = match.to_act()[0]
        match.play_index(player, len(match.legal_actions(player)) // 2)
    again = load(encode_match(match))
    for player in (0, 1):
        assert GAME.observe(again.state, player) == GAME.observe(match.state, player)


def test_faces_are_checked_when_loaded() -> None:
    """Data is validated on load: a side named in no group, or a group with a blank side,
    is refused with a message naming the face."""
    from rules.railroad_ink.tiles import _parse_face

    raw = {"id": "broken", "kind": "route", "sides": {"N": "road", "E": "road", "S": None,
                                                       "W": None}, "connections": [["N"]]}
    with pytest.raises(ValueError, match="broken"):
        _parse_face(0, raw)
    raw["connections"] = [["N", "E", "S"]]
    with pytest.raises(ValueError, match="broken"):
        _parse_face(0, raw)


def test_the_dice_do_not_depend_on_the_drawings() -> None:
    """A challenge code is fair: whatever a player draws, the same seed rolls the same
    dice every round (the dice are the only thing the generator decides)."""
    config = GameConfig.make("railroad-ink", ["human"], {"expansion": "meteor"})

    def dice_of_each_round(pick: int) -> list[tuple[int, ...]]:
        state = GAME.new_game(config, 99)
        assert isinstance(state, InkState)
        seen = [state.dice]
        while GAME.to_act(state):
            legal = GAME.legal_actions(state, 0)
            GAME.apply(state, 0, legal[pick % len(legal)])
            if state.dice != seen[-1]:
                seen.append(state.dice)
        return seen

    assert dice_of_each_round(0) == dice_of_each_round(7) == dice_of_each_round(-1)


def test_the_events_of_a_drawing_are_private() -> None:
    """Others learn that a player drew, not what or where, until the round ends."""
    state = new_state(players=2)
    events = GAME.apply(state, 0, places(state)[0])
    drawn = events[0]
    assert drawn.kind == "drawn" and drawn.private
    assert drawn.seen_by(1).details == {} and drawn.seen_by(0).details == drawn.details


def test_one_to_six_players_and_one_expansion_at_a_time() -> None:
    """«Каждый игрок рисует сети маршрутов» on their own board with the same dice: 1 to 6
    players (one box, reference board.json). The expansion is an option, one at a time
    («Игра длится 6 раундов» with any one of them)."""
    from rules.core.errors import ConfigError

    for players in (1, 6):
        state = new_state(players=players)
        assert len(state.boards) == players
        assert GAME.to_act(state) == tuple(range(players))
    for players in (0, 7):
        with pytest.raises(ConfigError):
            new_state(players=players)
    with pytest.raises(ConfigError):
        new_state(expansion="river+lake")
    assert new_state(expansion="lava").rounds == 6 and new_state().rounds == 7

