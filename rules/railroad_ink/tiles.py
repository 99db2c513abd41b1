"""Faces, their orientations, the board's exits, and the placement table.

Everything here is static data loaded once from ``data/railroad_ink.json``:

* a *face* is a picture as printed on a die or special (``road_curve``, ``overpass``);
* a *variant* is one orientation of a face (rotated and/or mirrored), with duplicates
  removed, numbered globally. A board cell holds a variant number.

Side order is N, E, S, W (0..3). A variant's ``sides[d]`` is a side type and
``groups[d]`` names which sides are joined inside the space (-1 for a blank side).

Placement legality depends only on the face and on what the four neighbours of the
cell show towards it (the cell's *signature*), so :func:`legal_variants` memoizes it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from rules.core.memo import Memo

# ----- side types ---------------------------------------------------------------------
NONE, ROAD, RAIL, RIVER, LAKE, LAVA = range(6)
SIDE_TYPES: dict[str | None, int] = {
    None: NONE, "road": ROAD, "rail": RAIL, "river": RIVER, "lake": LAKE, "lava": LAVA,
}
N, E, S, W = range(4)
SIDE_NAMES = ("N", "E", "S", "W")

# ----- what a side of a cell faces (4-bit codes packed into a cell's signature) -------
F_EMPTY = 0  # an empty neighbouring space
# 1..6: the neighbour's side of type (code - 1): blank, road, rail, river, lake, lava
F_BLANK, F_ROAD, F_RAIL, F_RIVER, F_LAKE, F_LAVA = (1 + t for t in range(6))
F_EDGE = 7  # the outer edge of the board, no exit
F_EXIT_ROAD = 8
F_EXIT_RAIL = 9
F_CRATER = 10  # Meteor: a crater in the neighbouring space

SIZE = 7
CELLS = SIZE * SIZE
EMPTY = -1  # a cell value: nothing drawn
CRATER = -2  # a cell value: a meteor crater (a route may be drawn over it)


def cell_name(cell: int) -> str:
    """Board coordinates as players read them: rows A-G from the top, columns 1-7."""
    return f"{'ABCDEFG'[cell // SIZE]}{cell % SIZE + 1}"


def _neighbours() -> tuple[tuple[int, ...], ...]:
    table = []
    for cell in range(CELLS):
        row, col = divmod(cell, SIZE)
        table.append((
            cell - SIZE if row > 0 else -1,
            cell + 1 if col < SIZE - 1 else -1,
            cell + SIZE if row < SIZE - 1 else -1,
            cell - 1 if col > 0 else -1,
        ))
    return tuple(table)


#: NEIGHBOURS[cell][side] -> the cell beyond that side, or -1 at the board edge.
NEIGHBOURS = _neighbours()


@dataclass(frozen=True)
class Face:
    index: int
    id: str
    kind: str  # route | river | lake | lava | fixed
    station: bool
    sides: tuple[int, int, int, int]
    groups: tuple[int, int, int, int]


@dataclass(frozen=True)
class Variant:
    index: int
    face: int
    rotation: int  # quarter turns clockwise, applied after the mirror
    mirrored: bool  # mirrored left-right before turning
    sides: tuple[int, int, int, int]
    groups: tuple[int, int, int, int]
    has_lava: bool
    has_route: bool  # a road or rail side


def _load() -> dict[str, Any]:
    text = resources.files("rules.railroad_ink").joinpath("data/railroad_ink.json").read_text(
        encoding="utf-8"
    )
    data: dict[str, Any] = json.loads(text)
    return data


def _parse_face(index: int, raw: dict[str, Any]) -> Face:
    sides = tuple(SIDE_TYPES[raw["sides"][name]] for name in SIDE_NAMES)
    groups = [-1, -1, -1, -1]
    for number, group in enumerate(raw["connections"]):
        for name in group:
            side = SIDE_NAMES.index(name)
            if sides[side] == NONE or groups[side] != -1:
                raise ValueError(f"face {raw['id']}: bad connection side {name}")
            groups[side] = number
    for side in range(4):
        if sides[side] != NONE and groups[side] == -1:
            raise ValueError(f"face {raw['id']}: side {SIDE_NAMES[side]} is in no group")
    if raw["kind"] not in ("route", "river", "lake", "lava", "fixed"):
        raise ValueError(f"face {raw['id']}: unknown kind {raw['kind']}")
    return Face(
        index, raw["id"], raw["kind"], bool(raw.get("station", False)),
        (sides[0], sides[1], sides[2], sides[3]), (groups[0], groups[1], groups[2], groups[3]),
    )


def _normal_groups(groups: list[int]) -> tuple[int, int, int, int]:
    """Renumber groups by first appearance so equal partitions compare equal."""
    names: dict[int, int] = {}
    out = [g if g < 0 else names.setdefault(g, len(names)) for g in groups]
    return (out[0], out[1], out[2], out[3])


def _orient(face: Face, rotation: int, mirrored: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    sides, groups = list(face.sides), list(face.groups)
    if mirrored:  # swap east and west
        sides[E], sides[W] = sides[W], sides[E]
        groups[E], groups[W] = groups[W], groups[E]
    turned_sides, turned_groups = [0] * 4, [0] * 4
    for side in range(4):
        turned_sides[(side + rotation) % 4] = sides[side]
        turned_groups[(side + rotation) % 4] = groups[side]
    return tuple(turned_sides), _normal_groups(turned_groups)


DATA = _load()
FACES: tuple[Face, ...] = tuple(_parse_face(i, raw) for i, raw in enumerate(DATA["faces"]))
FACE_INDEX: dict[str, int] = {face.id: face.index for face in FACES}


def _variants() -> tuple[tuple[Variant, ...], tuple[tuple[int, ...], ...]]:
    variants: list[Variant] = []
    per_face: list[tuple[int, ...]] = []
    for face in FACES:
        seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
        mine = []
        for mirrored in (False, True):
            for rotation in range(4):
                key = _orient(face, rotation, mirrored)
                if key in seen:
                    continue
                seen.add(key)
                sides, groups = key
                variant = Variant(
                    len(variants), face.index, rotation, mirrored,
                    (sides[0], sides[1], sides[2], sides[3]),
                    (groups[0], groups[1], groups[2], groups[3]),
                    LAVA in sides, ROAD in sides or RAIL in sides,
                )
                variants.append(variant)
                mine.append(variant.index)
        per_face.append(tuple(mine))
    return tuple(variants), tuple(per_face)


VARIANTS, FACE_VARIANTS = _variants()
#: Quick per-variant and per-face tables for the hot loops.
KIND_OF_FACE: tuple[str, ...] = tuple(face.kind for face in FACES)
V_SIDES: tuple[tuple[int, int, int, int], ...] = tuple(v.sides for v in VARIANTS)
V_GROUPS: tuple[tuple[int, int, int, int], ...] = tuple(v.groups for v in VARIANTS)
V_FACE: tuple[int, ...] = tuple(v.face for v in VARIANTS)
V_HAS_LAVA: tuple[bool, ...] = tuple(v.has_lava for v in VARIANTS)

LAKE_FULL = FACE_VARIANTS[FACE_INDEX["lake_full"]][0]
VOLCANO = FACE_VARIANTS[FACE_INDEX["volcano"]][0]
VOLCANO_FACE = FACE_INDEX["volcano"]


def variant_of(face_id: str, rotation: int = 0, mirrored: bool = False) -> int:
    """The variant number of a face turned and mirrored (for tests and hand-built boards)."""
    face = FACES[FACE_INDEX[face_id]]
    key = _orient(face, rotation % 4, mirrored)
    for index in FACE_VARIANTS[face.index]:
        if (V_SIDES[index], V_GROUPS[index]) == key:
            return index
    raise AssertionError("unreachable: every orientation has a variant")  # pragma: no cover


# ----- dice -----------------------------------------------------------------------------
def _face_index(face_id: str, where: str) -> int:
    if face_id not in FACE_INDEX:
        raise ValueError(f"{where}: unknown face {face_id!r}")
    return FACE_INDEX[face_id]


def _die(name: str) -> tuple[int, ...]:
    faces = tuple(_face_index(face_id, f"die {name}") for face_id in DATA["dice"][name])
    if len(faces) != 6:
        raise ValueError(f"die {name} has {len(faces)} faces, not 6")
    return faces


ROUTE_DIE = _die("route")
JUNCTION_DIE = _die("junction")
EXPANSION_DICE: dict[str, tuple[int, ...]] = {
    name: _die(name) for name in ("river", "lake", "lava")
}
SPECIALS: tuple[int, ...] = tuple(_face_index(face_id, "specials") for face_id in DATA["specials"])
if len(SPECIALS) != 6 or any(FACES[face].kind != "route" for face in SPECIALS):
    raise ValueError("there must be 6 special routes")
DIRECTION_NAMES = ("N", "E", "S", "W")
#: Meteor direction die faces: 0-3 a direction (N, E, S, W), 4 the player's choice.
METEOR_DIRECTIONS: tuple[int, ...] = tuple(
    4 if face == "any" else DIRECTION_NAMES.index(face) for face in DATA["dice"]["meteor_direction"]
)
METEOR_DISTANCES: tuple[int, ...] = tuple(DATA["dice"]["meteor_distance"])
METEOR_ANY = 4

# ----- board ----------------------------------------------------------------------------
_board = DATA["board"]
if _board["size"] != SIZE:
    raise ValueError("the board must be 7 x 7")
#: (cell, side, type) of each of the 12 exits.
EXITS: tuple[tuple[int, int, int], ...] = tuple(
    (exit_["row"] * SIZE + exit_["col"], SIDE_NAMES.index(exit_["side"]), SIDE_TYPES[exit_["type"]])
    for exit_ in _board["exits"]
)
for _cell, _side, _type in EXITS:
    if NEIGHBOURS[_cell][_side] != -1 or _type not in (ROAD, RAIL):
        raise ValueError(f"exit at {cell_name(_cell)} is not on the edge or not road/rail")
CENTRAL: tuple[int, ...] = tuple(
    r * SIZE + c
    for r in range(_board["central"]["rows"][0], _board["central"]["rows"][1] + 1)
    for c in range(_board["central"]["cols"][0], _board["central"]["cols"][1] + 1)
)
CENTRE: int = _board["centre"][0] * SIZE + _board["centre"][1]
NETWORK_POINTS: tuple[int, ...] = tuple(_board["network_points"])
ROUNDS_BASE: int = _board["rounds"]["base"]
ROUNDS_EXPANSION: int = _board["rounds"]["expansion"]


def _edge_signatures() -> tuple[int, ...]:
    """The signature of every cell on an empty board: edges and exits only."""
    exits = {(cell, side): kind for cell, side, kind in EXITS}
    out = []
    for cell in range(CELLS):
        sig = 0
        for side in range(4):
            if NEIGHBOURS[cell][side] == -1:
                kind = exits.get((cell, side))
                code = F_EDGE if kind is None else (F_EXIT_ROAD if kind == ROAD else F_EXIT_RAIL)
                sig |= code << (4 * side)
        out.append(sig)
    return tuple(out)


EMPTY_SIGNATURES = _edge_signatures()

# ----- placement legality -----------------------------------------------------------------
#: For each side type, the facing codes it may touch. "Вы не можете рисовать маршруты
#: таким образом, чтобы они напрямую соединяли железные дороги с автомагистралями";
#: "Реки не могут соединяться с другими видами маршрутов или выходов."
#: Choice: sides of different kinds never touch at all: a road or rail end may not run
#: into water (only a pier reaches a lake) or lava, and a lake or lava side may not
#: face an exit. Any side may face an empty space, a blank side, the plain edge or a
#: crater.
_ALLOWED: dict[int, frozenset[int]] = {
    ROAD: frozenset({F_EMPTY, F_BLANK, F_ROAD, F_EDGE, F_EXIT_ROAD, F_CRATER}),
    RAIL: frozenset({F_EMPTY, F_BLANK, F_RAIL, F_EDGE, F_EXIT_RAIL, F_CRATER}),
    RIVER: frozenset({F_EMPTY, F_BLANK, F_RIVER, F_EDGE, F_CRATER}),
    LAKE: frozenset({F_EMPTY, F_BLANK, F_LAKE, F_EDGE, F_CRATER}),
    LAVA: frozenset({F_EMPTY, F_BLANK, F_LAVA, F_EDGE, F_CRATER}),
}
#: Facing codes that anchor a side: a route side joined to a route or exit of its type.
_ANCHOR: dict[int, frozenset[int]] = {
    ROAD: frozenset({F_ROAD, F_EXIT_ROAD}),
    RAIL: frozenset({F_RAIL, F_EXIT_RAIL}),
    LAVA: frozenset({F_LAVA}),
}


def fits(variant: int, signature: int) -> bool:
    """No side of the variant touches a side it may not touch."""
    for side, kind in enumerate(V_SIDES[variant]):
        if kind != NONE and (signature >> (4 * side)) & 15 not in _ALLOWED[kind]:
            return False
    return True


def anchored(variant: int, signature: int, kinds: tuple[int, ...]) -> bool:
    """Some side of one of ``kinds`` joins a matching side or exit."""
    for side, kind in enumerate(V_SIDES[variant]):
        if kind in kinds and (signature >> (4 * side)) & 15 in _ANCHOR[kind]:
            return True
    return False


def _legal(face: int, signature: int) -> tuple[int, ...]:
    kind = FACES[face].kind
    out = []
    for variant in FACE_VARIANTS[face]:
        if not fits(variant, signature):
            continue
        # "Каждый маршрут, который вы рисуете, должен быть соединен хотя бы одной стороной
        # либо с одним из выходов, либо с ранее существовавшим маршрутом."
        # Choice: a bridge is a route (its road or rail must connect; its river need not).
        # Lake faces, piers included, need not connect ("Озеро, которое вы рисуете, не
        # обязательно должно быть связано с уже существующими маршрутами").
        if kind == "route" and not anchored(variant, signature, (ROAD, RAIL)):
            continue
        # Lava: "Лава, которую вы рисуете, должна быть связана с уже существующей лавой."
        # Choice: a lava face with a road or rail beside the lava needs only its lava
        # joined to lava; its route part need not connect.
        if kind == "lava" and not anchored(variant, signature, (LAVA,)):
            continue
        # A new volcano may not touch lava (the caller also checks whole neighbours).
        if face == VOLCANO_FACE and any(
            (signature >> (4 * side)) & 15 == F_LAVA for side in range(4)
        ):
            continue
        out.append(variant)
    return tuple(out)


#: LEGAL[face << 16 | signature] -> the variants of the face that fit a free cell.
LEGAL = Memo(lambda key: _legal(key >> 16, key & 0xFFFF), limit=1 << 15)


def legal_variants(face: int, signature: int) -> tuple[int, ...]:
    """The variants of ``face`` that may be drawn in a free cell with this signature."""
    found: tuple[int, ...] = LEGAL[(face << 16) | signature]
    return found


def _has_code(signature: int, codes: frozenset[int]) -> bool:
    return any((signature >> (4 * side)) & 15 in codes for side in range(4))


#: ROUTE_NEAR[signature]: a road, rail or exit beside the cell could anchor a route.
ROUTE_NEAR = Memo(lambda sig: _has_code(sig, _ANCHOR[ROAD] | _ANCHOR[RAIL]), limit=1 << 14)
#: LAVA_NEAR[signature]: lava beside the cell faces it.
LAVA_NEAR = Memo(lambda sig: _has_code(sig, _ANCHOR[LAVA]), limit=1 << 14)
#: The same two filters keyed by a legal-list key (cell << 16 | signature), so a list
#: of keys filters in one C-level pass.
ROUTE_NEAR_KEY = Memo(lambda key: ROUTE_NEAR[key & 0xFFFF], limit=1 << 15)
LAVA_NEAR_KEY = Memo(lambda key: LAVA_NEAR[key & 0xFFFF], limit=1 << 15)
