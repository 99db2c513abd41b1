"""River, Lake, Meteor and Lava: their dice, rule changes and scoring."""

from __future__ import annotations

from rules.railroad_ink.actions import (
    END_ROUND,
    EraseRoute,
    IgnoreMeteor,
    Meteor,
    Place,
    PlaceSpecial,
    Volcano,
)
from rules.railroad_ink.board import METEOR_PHASE, PLACE_PHASE
from rules.railroad_ink.game import RAILROAD_INK, InkState, meteor_target
from rules.railroad_ink.scoring import (
    lake_points,
    lava_points,
    meteor_points,
    network_exits,
    open_ends,
    river_points,
    scored_spaces,
)
from rules.railroad_ink.tiles import (
    CENTRE,
    CRATER,
    EMPTY,
    EXPANSION_DICE,
    FACE_INDEX,
    FACES,
    LAKE_FULL,
    LAVA,
    METEOR_ANY,
    METEOR_DIRECTIONS,
    METEOR_DISTANCES,
    V_FACE,
    V_SIDES,
    VOLCANO,
)
from tests.railroad_ink.helpers import at, cells, new_state, v, with_board

GAME = RAILROAD_INK
N, E, S, W = range(4)


def set_dice(state: InkState, *faces: str) -> None:
    state.dice = tuple(FACE_INDEX[face] for face in faces)
    state.legal_cache = [None] * state.num_players


def faces_of(die: str) -> list[str]:
    return sorted(FACES[f].id for f in EXPANSION_DICE[die])


# ----- River -------------------------------------------------------------------------------
def test_river_dice() -> None:
    """"2 речных кубика: 2 × Прямая река 2 × Кривая река Прямая река с мостом Прямая
    река с железнодорожным мостом"."""
    assert faces_of("river") == sorted(
        ["river_straight"] * 2 + ["river_curve"] * 2 + ["bridge_road", "bridge_rail"]
    )
    assert len(new_state(expansion="river").dice) == 6


def test_rivers_need_not_connect_and_are_optional() -> None:
    """"Вы можете взять 0, 1 или 2 речных кубика. Реки, которые вы рисуете, не
    обязательно должны быть связаны с уже существующими маршрутами и/или реками." """
    state = new_state(expansion="river")
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass",
             "river_straight", "river_curve")
    legal = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Place) and a.die == 4]
    assert at(3, 3) in {a.cell for a in legal}  # the middle of an empty board
    # The route dice first; then the round may end with both river dice unused.
    while END_ROUND not in GAME.legal_actions(state, 0):
        GAME.apply(state, 0, next(
            a for a in GAME.legal_actions(state, 0) if isinstance(a, Place) and a.die < 4
        ))
    assert state.boards[0].dice_used & 0b110000 == 0


def test_rivers_never_touch_routes_or_exits() -> None:
    """"Реки не могут соединяться с другими видами маршрутов или выходов." """
    state = new_state(expansion="river")
    with_board(state, 0, {(3, 0): v("road_straight")})  # open highway end towards D2
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass",
             "river_straight", "river_straight")
    rivers = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Place) and a.die == 4]
    beside = [a for a in rivers if a.cell == at(3, 1)]
    assert beside == [a for a in beside if a.variant == v("river_straight", 0)]  # N-S only
    exit_a2 = [a for a in rivers if a.cell == at(0, 1)]
    assert all(a.variant == v("river_straight", 1) for a in exit_a2)  # along the edge


def test_river_score_and_river_errors() -> None:
    """"Каждый конец реки, не соединенный с другой рекой или внешним краем, считается
    1 ошибкой. За 1 из ваших рек вы получаете 1 очко за каждую клетку реки и
    дополнительные 3 очка, если оба конца соединяются с внешним краем." """
    edge_to_edge = {(row, 2): v("river_straight") for row in range(7)}
    board = cells(edge_to_edge)
    assert river_points(board) == 7 + 3
    assert open_ends(board).errors == 0
    short = cells({(0, 4): v("river_straight"), (1, 4): v("river_curve", 3)})  # N; W, N
    assert river_points(short) == 2
    assert open_ends(short).errors == 1  # the west end of B5
    # Only one river scores: the better one.
    both = cells({**edge_to_edge, (0, 4): v("river_straight"), (1, 4): v("river_curve", 3)})
    assert river_points(both) == 10
    assert scored_spaces(both, "river") == {at(row, 2) for row in range(7)}  # the scored one


def test_a_bridge_carries_a_route_over_the_river() -> None:
    """"Прямая река с мостом": the highway crosses the river without joining it."""
    board = cells({
        (3, 0): v("road_straight"),
        (3, 1): v("bridge_road", 0),  # river N-S, road E-W
        (3, 2): v("road_straight"),
        (2, 1): v("river_straight"),
        (1, 1): v("river_straight"),
        (0, 1): v("river_straight"),
    })
    assert river_points(board) == 4
    assert open_ends(board).errors == 2  # river end south of D2, highway end east of D3


# ----- Lake ----------------------------------------------------------------------------------
def test_lake_dice() -> None:
    """"Половина воды (диагональное разделение) 3/4 воды 1/4 воды Половина воды + пирс,
    соединенный с шоссе и железной дорогой. 1/4 воды + пирс, соединенный с шоссе 1/4 воды
    + пирс, связанный с железной дорогой"."""
    assert faces_of("lake") == sorted(
        ["lake_2", "lake_3", "lake_1", "pier_road_rail", "pier_road", "pier_rail"]
    )


def test_lakes_need_not_connect_and_are_optional() -> None:
    """«Вы можете взять 0, 1 или 2 кубика озера. Озеро, которое вы рисуете, не обязательно
    должно быть связано с уже существующими маршрутами и/или озером.»"""
    state = new_state(expansion="lake")
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass", "lake_3", "pier_road")
    legal = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Place) and a.die >= 4]
    assert {4, 5} <= {a.die for a in legal if a.cell == at(3, 3)}  # the middle, alone
    while END_ROUND not in GAME.legal_actions(state, 0):
        GAME.apply(state, 0, next(
            a for a in GAME.legal_actions(state, 0) if isinstance(a, Place) and a.die < 4
        ))
    assert state.boards[0].dice_used & 0b110000 == 0  # both lake dice left unused
    GAME.apply(state, 0, END_ROUND)
    assert state.round == 2


def test_a_space_with_water_on_three_sides_fills() -> None:
    """"Если пустое пространство с трех сторон примыкает к открытой воде, оно должно быть
    немедленно заполнено водой." """
    state = new_state(expansion="lake")
    with_board(state, 0, {(2, 3): v("lake_1", 0), (3, 4): v("lake_1", 1)})  # water S; W
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass", "lake_1", "lake_2")
    third = Place(4, v("lake_1", 3), at(3, 2))  # water to the east, towards D4
    assert third in GAME.legal_actions(state, 0)
    events = GAME.apply(state, 0, third)
    assert state.boards[0].cells[at(3, 3)] == LAKE_FULL
    assert [e.details["cells"] for e in events if e.kind == "lake_filled"] == [[at(3, 3)]]


def test_networks_touching_one_lake_are_joined() -> None:
    """"Сети, подключенные к одному и тому же озеру (причалами), также связаны друг с
    другом." The highway exit A2 and the railway exit A4 share a lake: one network."""
    board = cells({
        (0, 1): v("pier_road", 0),  # road N (exit A2), water S
        (1, 1): v("lake_2", 3),  # water N, E
        (1, 2): LAKE_FULL,
        (1, 3): v("lake_2", 2),  # water W, N
        (0, 3): v("pier_rail", 0),  # rail N (exit A4), water S
    })
    assert network_exits(board) == [2]
    # "Открытая вода не считается ошибкой." "1 очко за каждое место … самым маленьким озером."
    assert open_ends(board).errors == 0
    assert lake_points(board) == 5


def test_the_smallest_lake_scores() -> None:
    """«Вы получаете 1 очко за каждое место, занятое вашим самым маленьким озером.»
    Choice (the rulebook is silent): no lake scores 0."""
    board = cells({
        (0, 0): v("lake_1", 1),  # one space, water west (the edge)
        (5, 5): v("lake_2"), (5, 6): v("lake_2", 2),  # two spaces: E,S + W,N
    })
    assert lake_points(board) == 1
    assert scored_spaces(board, "lake") == {at(0, 0)}
    assert lake_points(cells({})) == 0


# ----- Meteor --------------------------------------------------------------------------------
def test_meteor_dice() -> None:
    """"1 кубик метеора показывает расстояние: 2 × расстояние 1 2 × расстояние 2 2 ×
    расстояние 3" (the seed's counts)."""
    assert sorted(METEOR_DISTANCES) == [1, 1, 2, 2, 3, 3]


def test_meteor_direction_die() -> None:
    """"1 кубик метеора показывает направление: Налево Направо Наверх Ко дну 2 × В
    выбранном вами направлении"."""
    assert sorted(METEOR_DIRECTIONS) == sorted([W, E, N, S, METEOR_ANY, METEOR_ANY])


def test_each_board_flies_on_from_its_own_last_impact() -> None:
    """"В начале игры начальная позиция — центральная клетка, затем начальная позиция —
    последняя клетка, куда попал Метеор." Each board keeps its own: a player who ignored
    the meteor starts again from the centre."""
    state = new_state(players=2, expansion="meteor")
    state.meteor = (E, 1)
    state.legal_cache = [None, None]
    GAME.apply(state, 0, Meteor(E))
    GAME.apply(state, 1, IgnoreMeteor(0))
    assert state.boards[0].meteor_cell == at(3, 4)
    assert state.boards[1].meteor_cell == CENTRE
    for board in state.boards:  # the next round's meteor, the same dice for both
        board.phase = METEOR_PHASE
    state.meteor = (E, 2)
    state.legal_cache = [None, None]
    GAME.apply(state, 0, Meteor(E))
    GAME.apply(state, 1, Meteor(E))
    assert state.boards[0].meteor_cell == at(3, 6)  # D5 on by two: D7
    assert state.boards[1].meteor_cell == at(3, 5)  # from the centre: D6
    assert state.boards[0].cells[at(3, 4)] == CRATER  # the first crater stays


def test_the_meteor_flies_from_the_centre_and_bounces() -> None:
    """"В начале игры начальная позиция — центральная клетка… Если при движении к
    следующей цели Метеор достигает края, он отскакивает в противоположном направлении"."""
    empty = [EMPTY] * 49
    assert meteor_target(empty, CENTRE, W, 3) == at(3, 0)
    assert meteor_target(empty, at(3, 1), W, 3) == at(3, 2)  # D1, bounce, D2, D3
    assert meteor_target(empty, at(0, 5), N, 2) == at(2, 5)


def test_the_meteor_skips_craters() -> None:
    """"Если Метеор попадет в область, в которой уже есть кратер, он продолжает двигаться
    в том же направлении, пока не попадет в свободное место или не отскочит." """
    board = [EMPTY] * 49
    board[at(3, 5)] = CRATER
    board[at(3, 6)] = CRATER
    assert meteor_target(board, CENTRE, E, 2) == at(3, 4)  # 5 and 6 cratered: bounce back


def test_each_round_begins_with_the_meteor() -> None:
    """"Кратер стирает любой предыдущий Путь в этой области." """
    state = new_state(expansion="meteor")
    state.meteor = (E, 1)
    state.legal_cache = [None]
    with_board(state, 0, {(3, 4): v("road_straight")})
    legal = GAME.legal_actions(state, 0)
    assert legal[0] == Meteor(E)
    assert {a.special for a in legal if isinstance(a, IgnoreMeteor)} == set(range(6))
    assert not [a for a in legal if isinstance(a, Place)]
    events = GAME.apply(state, 0, Meteor(E))
    assert state.boards[0].cells[at(3, 4)] == CRATER
    assert events[0].details["erased"] == "road_straight"
    assert state.boards[0].meteor_cell == at(3, 4)
    # "Вы можете стереть кратер, чтобы на его месте нарисовать новый маршрут."
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass")
    with_board(state, 0, {(3, 5): v("road_straight"), (3, 6): v("road_straight"),
                          (3, 4): CRATER})
    assert at(3, 4) in {a.cell for a in GAME.legal_actions(state, 0) if isinstance(a, Place)}


def test_a_special_route_may_stop_the_meteor() -> None:
    """"В начале раунда вы можете пометить доступный Специальный маршрут, чтобы
    игнорировать кубики Метеора в этом раунде." It is that round's special."""
    state = new_state(expansion="meteor")
    GAME.apply(state, 0, IgnoreMeteor(2))
    board = state.boards[0]
    assert board.phase == PLACE_PHASE and board.specials_used == 0b100
    assert CRATER not in board.cells
    assert not [a for a in GAME.legal_actions(state, 0) if isinstance(a, PlaceSpecial)]


def test_a_direction_of_choice() -> None:
    """The direction die's 4-arrow face ("В выбранном вами направлении"): pick any."""
    state = new_state(expansion="meteor")
    state.meteor = (4, 2)
    state.legal_cache = [None]
    legal = GAME.legal_actions(state, 0)
    assert legal[:4] == [Meteor(N), Meteor(E), Meteor(S), Meteor(W)]


def test_open_ends_into_craters_score_two() -> None:
    """"Вы получаете 2 балла за каждый Маршрут, у которого есть открытый конец, ведущий к
    Кратеру (эти открытые концы не считаются Ошибками)." """
    board = cells({(3, 0): v("road_straight"), (3, 1): CRATER, (2, 0): v("rail_straight", 1)})
    assert meteor_points(board) == 2
    # Both rail ends are open: north of C1 is empty, south of it D1's blank side.
    assert open_ends(board).errors == 2


# ----- Lava ----------------------------------------------------------------------------------
def test_lava_dice_and_the_first_volcano() -> None:
    """"2 × половина лавы (диагональное разделение) половина лавы (противоположные
    стороны) 3/4 лава 1/4 лавы + Прямое шоссе 1/4 лавы + прямая железная дорога"; "В
    начале игры нарисуйте Вулкан … в центральном Пространстве." """
    assert faces_of("lava") == sorted(
        ["lava_corner"] * 2 + ["lava_straight", "lava_3", "lava_road", "lava_rail"]
    )
    state = new_state(expansion="lava")
    assert state.boards[0].cells[CENTRE] == VOLCANO


def test_lava_joins_lava_and_must_be_drawn() -> None:
    """"Вы должны взять 1 или 2 кубика лавы. Лава, которую вы рисуете, должна быть связана
    с уже существующей лавой." """
    state = new_state(expansion="lava")
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass",
             "lava_straight", "lava_corner")
    lava = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Place) and a.die >= 4]
    assert {a.cell for a in lava} == {at(2, 3), at(3, 4), at(4, 3), at(3, 2)}
    while END_ROUND not in GAME.legal_actions(state, 0):
        legal = GAME.legal_actions(state, 0)
        routes = [a for a in legal if isinstance(a, Place) and a.die < 4]
        GAME.apply(state, 0, routes[0] if routes else lava[0])
    assert state.boards[0].lava_this_round >= 1


def test_when_lava_is_walled_in_open_a_volcano_or_erase_a_route() -> None:
    """"Если рядом с открытой Лавой нет свободных мест, вы должны либо открыть новый
    вулкан, либо стереть Путь, чтобы освободить для него место." """
    state = new_state(expansion="lava")
    walls = {
        (2, 3): v("road_straight"), (4, 3): v("road_straight"),  # blank sides N-S
        (3, 2): v("road_straight", 1), (3, 4): v("road_straight", 1),
        (3, 3): VOLCANO,
    }
    with_board(state, 0, walls)
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass",
             "lava_straight", "lava_corner")
    legal = GAME.legal_actions(state, 0)
    assert not [a for a in legal if isinstance(a, Place) and a.die >= 4]
    erase = [a.cell for a in legal if isinstance(a, EraseRoute)]
    assert erase == sorted([at(2, 3), at(3, 2), at(3, 4), at(4, 3)])
    volcanoes = [a.cell for a in legal if isinstance(a, Volcano)]
    assert at(0, 0) in volcanoes and at(1, 1) in volcanoes
    assert at(2, 2) not in volcanoes  # its lava would touch the highway ends of C4 and D3
    assert END_ROUND not in legal
    GAME.apply(state, 0, EraseRoute(at(2, 3)))
    lava = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Place) and a.die >= 4]
    assert {a.cell for a in lava} == {at(2, 3)}


def test_a_volcano_that_leaves_no_room_either_is_followed_by_an_erased_route() -> None:
    """"Вы должны взять 1 или 2 кубика лавы." and "… либо открыть новый вулкан, либо
    стереть Путь, чтобы освободить для него место": the choice is to make room for the
    lava, so opening a volcano walled in as well does not end the round without lava."""
    state = new_state(expansion="lava")
    with_board(state, 0, {
        (2, 3): v("road_straight"), (4, 3): v("road_straight"),
        (3, 2): v("road_straight", 1), (3, 4): v("road_straight", 1),
        (3, 3): VOLCANO,
        (0, 1): v("road_straight", 1),  # its blank west side faces A1
        (1, 0): v("rail_straight"),  # its blank north side faces A1
    })
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass",
             "lava_corner", "lava_corner")
    state.boards[0].dice_used = 0b1111  # the route dice are drawn
    state.legal_cache = [None]
    GAME.apply(state, 0, Volcano(at(0, 0)))
    legal = GAME.legal_actions(state, 0)
    assert not [a for a in legal if isinstance(a, Place)]  # no lava fits anywhere
    assert END_ROUND not in legal
    assert [a for a in legal if isinstance(a, EraseRoute)]


def test_a_lava_face_with_a_route_needs_only_its_lava_joined() -> None:
    """"Лава, которую вы рисуете, должна быть связана с уже существующей лавой." Choice:
    the highway beside it need not connect (it is an open end, an error, like any)."""
    state = new_state(expansion="lava")
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass",
             "lava_road", "lava_corner")
    placed = [a for a in GAME.legal_actions(state, 0)
              if isinstance(a, Place) and a.die == 4 and a.cell == at(3, 4)]
    assert placed  # east of the volcano, nothing else near: its road joins nothing
    assert all(V_SIDES[a.variant][W] == LAVA for a in placed)  # its lava faces the volcano


def test_lava_scoring() -> None:
    """"Открытая сторона лавы считается за 1 ошибку. Вы получаете 5 очков за каждое
    Лавовое озеро без открытых сторон. Вы получаете 1 очко за каждую клетку, занятую
    вашим самым большим лавовым озером (даже если оно не закрыто)." """
    board = cells({
        (3, 3): VOLCANO,  # open on four sides: 4 errors, a lake of 1
        (0, 0): v("lava_corner", 0),  # N (edge), E
        (0, 1): v("lava_corner", 3),  # W, N (edge): closed with A1
    })
    assert open_ends(board).errors == 4
    assert lava_points(board) == 5 + 2
    # what a screen marks as counted: the largest lake and the closed ones (here one)
    assert scored_spaces(board, "lava") == {at(0, 0), at(0, 1)}
    assert V_FACE[VOLCANO] == FACE_INDEX["volcano"]


def test_filling_water_can_fill_the_next_space() -> None:
    """«Если пустое пространство с трех сторон примыкает к открытой воде, оно должно быть
    немедленно заполнено водой»: the rule applies again beside newly filled water."""
    state = new_state(expansion="lake")
    with_board(state, 0, {
        (2, 3): v("lake_1", 0), (3, 2): v("lake_1", 3),  # D4 has water N and W
        (2, 4): v("lake_1", 0), (4, 4): v("lake_1", 2),  # D5 has water N and S
    })
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass", "lake_1", "lake_2")
    events = GAME.apply(state, 0, Place(4, v("lake_1", 2), at(4, 3)))  # water N into D4
    assert [e.details["cells"] for e in events if e.kind == "lake_filled"] == [
        [at(3, 3), at(3, 4)]
    ]


def test_one_new_volcano_per_round() -> None:
    """"Вы можете нарисовать новый Вулкан в любом месте, не примыкающем к ранее
    существовавшей Лаве." Choice: at most one a round."""
    state = new_state(expansion="lava")
    legal = GAME.legal_actions(state, 0)
    volcanoes = [a.cell for a in legal if isinstance(a, Volcano)]
    near_centre = {at(2, 3), at(3, 2), at(3, 4), at(4, 3)}
    assert volcanoes and not near_centre & set(volcanoes)
    GAME.apply(state, 0, Volcano(at(0, 0)))
    assert state.boards[0].cells[at(0, 0)] == VOLCANO
    assert not [a for a in GAME.legal_actions(state, 0) if isinstance(a, Volcano)]


def test_the_round_cannot_end_without_lava() -> None:
    """"Вы должны взять 1 или 2 кубика лавы." """
    state = new_state(expansion="lava")
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass",
             "lava_straight", "lava_corner")
    state.boards[0].dice_used = 0b1111  # the route dice are drawn
    state.legal_cache = [None]
    assert END_ROUND not in GAME.legal_actions(state, 0)
    GAME.apply(state, 0, Place(4, v("lava_straight", 0), at(2, 3)))
    assert END_ROUND in GAME.legal_actions(state, 0)


def test_choices_about_what_may_touch_what() -> None:
    """Choice: sides of different kinds never touch, and only road or rail meets an exit.
    A bridge is a route (its road must connect); a pier, like any lake face, need not."""
    state = new_state(expansion="lake")
    with_board(state, 0, {(3, 3): v("lake_1", 1)})  # water facing west, towards D3
    set_dice(state, "road_straight", "road_curve", "rail_t", "overpass",
             "pier_road", "lake_1")
    legal = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Place)]
    at_d3 = {a.variant for a in legal if a.cell == at(3, 2)}
    assert v("pier_road", 3) in at_d3  # road west, water east: a pier into the lake
    assert v("pier_road", 1) not in at_d3  # its road would run into the water
    assert v("pier_road", 0) in {a.variant for a in legal if a.cell == at(4, 4)}  # anywhere
    lake_at_exit = {a.variant for a in legal if a.die == 5 and a.cell == at(0, 1)}
    assert v("lake_1", 2) not in lake_at_exit and v("lake_1", 0) in lake_at_exit

    river = new_state(expansion="river")
    set_dice(river, "road_straight", "road_curve", "rail_t", "overpass",
             "bridge_road", "river_curve")
    bridges = {a.cell for a in GAME.legal_actions(river, 0) if isinstance(a, Place) and a.die == 4}
    road_exits = {at(0, 1), at(0, 5), at(3, 0), at(3, 6), at(6, 1), at(6, 5)}
    assert bridges == road_exits  # only where its road meets a highway exit


def test_a_route_into_two_craters_scores_two_once() -> None:
    """«Вы получаете 2 балла за каждый Маршрут, у которого есть открытый конец, ведущий к
    Кратеру (эти открытые концы не считаются Ошибками).» Per route, not per end: a
    straight highway between two craters is one route, 2 points, and no error."""
    board = cells({(3, 2): CRATER, (3, 3): v("road_straight"), (3, 4): CRATER})
    assert meteor_points(board) == 2
    assert open_ends(board).errors == 0
    # Two routes, one end each into the same crater: 2 + 2.
    two = cells({(3, 2): v("road_straight"), (3, 3): CRATER, (3, 4): v("road_straight")})
    assert meteor_points(two) == 4


def test_a_volcano_may_open_in_the_far_corner() -> None:
    """«Вы можете нарисовать новый Вулкан в любом месте, не примыкающем к ранее
    существовавшей Лаве.» Lava on the top edge (A1) is not next to G7."""
    state = new_state(expansion="lava")
    with_board(state, 0, {(3, 3): VOLCANO, (0, 0): VOLCANO})
    volcanoes = {a.cell for a in GAME.legal_actions(state, 0) if isinstance(a, Volcano)}
    assert at(6, 6) in volcanoes
    assert at(0, 1) not in volcanoes and at(1, 0) not in volcanoes
