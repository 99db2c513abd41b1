"""Positions for the Great Western Trail tests: a fresh game, then the board arranged."""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.game import Action, Event
from rules.gwt.actions import Step
from rules.gwt.data import Data, load
from rules.gwt.rules import GWT
from rules.gwt.state import GwtState

DATA: Data = load()
NO = -1


def game(players: int = 4, seed: int = 1, **options: str) -> GwtState:
    state = GWT.new_game(GameConfig.make("gwt", ["human"] * players, options), seed)
    assert isinstance(state, GwtState)
    return state


def node(name: str) -> int:
    return DATA.node(name)


def card(name: str) -> int:
    return DATA.card_names.index(name)


def clear_trail(s: GwtState) -> None:
    """No hazard or teepee tile on the trail."""
    s.tile_at = [NO] * len(s.tile_at)


def build_at(s: GwtState, site: str, building: str, owner: int) -> None:
    s.building_at[node(site)] = DATA.building_code(building)
    s.owner_at[node(site)] = owner


def tile_of(kind: int, sub: int, vp: int = 0, hands: tuple[int, int] | None = None) -> int:
    """The id of a supply tile with these facts."""
    for t, tile in enumerate(DATA.tiles):
        if tile.kind == kind and tile.sub == sub and (not vp or tile.vp == vp) and (
            hands is None or tile.hands == hands
        ):
            return t
    raise LookupError("no such tile")


def turn_of(s: GwtState, player: int, *frames: tuple[object, ...]) -> None:
    """Make it ``player``'s turn with these decisions pending (last one asked first)."""
    s.current = player
    s.first_turn[player] = 0
    s.stack = [("turn_end",), *frames]


def at(s: GwtState, player: int, site: str) -> None:
    """``player`` stands at ``site`` in phase B, nothing done yet."""
    s.cattleman[player] = node(site)
    turn_of(s, player, ("phase_b", node(site), 0, 0))


def legal(s: GwtState) -> list[Action]:
    return GWT.legal_actions(s, s.current)


def play(s: GwtState, action: Action) -> list[Event]:
    return GWT.apply(s, s.current, action)


def top(s: GwtState) -> str:
    return str(s.stack[-1][0]) if s.stack else ""


def arrive_in_kansas_city(s: GwtState, player: int = 0) -> None:
    """``player`` steps from G-1 into Kansas City (its first subphase is asked next)."""
    s.cattleman[player] = node("G-1")
    turn_of(s, player, ("start",))
    play(s, Step(node("kansas_city")))

