"""The autosave's seat looks (each seat's name and colour) edited by hand or damaged:
a bad value is replaced by the default, the rest of the saved game is kept, and the
player is told once; never a traceback, never two seats in one colour."""

from __future__ import annotations

import json

import pygame
import pytest

from game.settings import AUTOSAVE_KEY, SEAT_COLOURS, SeatLook, load_autosave, write_autosave
from game.theme import Theme
from tests.ui.conftest import make_harness, open_game, toy_match

pytestmark = pytest.mark.ui

SOUND = [["Ada", 2], ["Brunel", 4]]


def saved_game(looks: object):
    """A toy game with one decision, autosaved with ``looks`` stored as they are."""
    harness = make_harness()
    match = toy_match(["human", "easy"])
    match.play_index(0, 1)
    write_autosave(harness.storage, match, [SeatLook("Ada", 2), SeatLook("Brunel", 4)])
    data = json.loads(harness.storage.get(AUTOSAVE_KEY))
    data["looks"] = looks
    harness.storage.put(AUTOSAVE_KEY, json.dumps(data))
    return harness.storage, match


DAMAGED = [
    [["Ada", 99], ["Brunel", 4]],
    [["Ada", -1], ["Brunel", 4]],
    [["Ada", "red"], ["Brunel", 4]],
    [["Ada", True], ["Brunel", 4]],
    [["Ada", 2.5], ["Brunel", 4]],
    [["Ada", 10**30], ["Brunel", 4]],
    [["Ada", None], ["Brunel", 4]],
    [["Ada", 4], ["Brunel", 4]],  # two seats in one colour
    [[5, 2], ["Brunel", 4]],
    [["", 2], ["Brunel", 4]],
    [["   ", 2], ["Brunel", 4]],
    [["A" * 1000, 2], ["Brunel", 4]],
    [["Ada\x00", 2], ["Brunel", 4]],
    [[["Ada"], 2], ["Brunel", 4]],
    [["Ada", 2, "stripes"], ["Brunel", 4]],
    [None, ["Brunel", 4]],
    [["Ada", 2]],  # a seat's look missing
    [["Ada", 2], ["Brunel", 4], ["Casey", 5]],  # one too many
    "garbage",
    {"Ada": 2},
    None,
    7,
]


@pytest.mark.parametrize("looks", DAMAGED, ids=[json.dumps(d)[:40] for d in DAMAGED])
def test_damaged_looks_are_replaced_and_the_game_is_kept(looks):
    storage, match = saved_game(looks)
    harness = make_harness(storage=storage)
    assert harness.scene_name == "title"
    harness.frame()
    reset = harness.services.t("storage.autosave_looks_reset")
    assert reset in harness.services.toasts.messages
    assert harness.services.t("storage.autosave_reset") not in harness.services.toasts.messages
    harness.click("continue")
    harness.run_until(lambda: harness.scene_name != "loading", max_frames=50)
    assert harness.scene_name == "game"
    open_game(harness)
    play = harness.top
    assert play.match.config == match.config
    assert play.match.decisions[:1] == match.decisions
    colours = [look.colour for look in play.looks]
    assert len(set(colours)) == 2 and all(0 <= c < SEAT_COLOURS for c in colours)
    assert [look.name for look in play.looks] == ["Ada", "Brunel"]  # the seats' own names
    if isinstance(looks, list) and len(looks) > 1 and looks[1] == ["Brunel", 4]:
        # what was sound is kept (of two seats in one colour, the second is repaired)
        assert play.looks[1].colour == (1 if looks[0] == ["Ada", 4] else 4)
    harness.frames(3)  # drawn without trouble

    # told once: the repaired save was written back
    later = make_harness(storage=storage)
    later.frame()
    assert reset not in later.services.toasts.messages
    assert later.find("continue") is not None


def test_sound_looks_are_kept_as_saved_and_not_reported():
    storage, _ = saved_game(SOUND)
    saved, damaged = load_autosave(storage)
    assert not damaged and saved is not None and not saved.repaired
    assert saved.looks == [SeatLook("Ada", 2), SeatLook("Brunel", 4)]
    harness = make_harness(storage=storage)
    harness.frame()
    assert harness.services.t("storage.autosave_looks_reset") not in \
        harness.services.toasts.messages


def test_a_save_without_looks_still_opens_with_the_default_looks():
    storage, _ = saved_game([])  # as saved before the looks were kept
    saved, damaged = load_autosave(storage)
    assert saved is not None and not damaged and not saved.repaired and saved.looks == []


def test_the_saved_colours_are_checked_against_the_themes_palette():
    pygame.init()
    assert len(Theme.load().seats) == SEAT_COLOURS


def test_a_damaged_game_itself_is_still_cleared_with_its_own_message():
    storage, _ = saved_game(SOUND)
    data = json.loads(storage.get(AUTOSAVE_KEY))
    data["decisions"] = "garbage"
    storage.put(AUTOSAVE_KEY, json.dumps(data))
    harness = make_harness(storage=storage)
    harness.frame()
    assert harness.services.t("storage.autosave_reset") in harness.services.toasts.messages
    assert harness.find("continue") is None


def test_a_saved_name_our_fonts_cannot_draw_shows_the_seats_default():
    """An autosave made before names were checked kept "Ada🚂", shown with a box."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match
    from tests.ui.conftest import make_harness

    harness = make_harness(["--lang", "en"])
    config = GameConfig.make("ttr-europe", ["human", "easy"])
    play = PlayScene(harness.services, Match(config, 3),
                     [SeatLook("Ada🚂", 0), SeatLook("  Bo   Ng ", 1)])
    assert [look.name for look in play.looks] == ["Player 1", "Bo Ng"]


def test_damaged_records_beside_damaged_looks_are_both_reported():
    """The records' message took the place of the looks' (an elif hung off it), and the
    repaired autosave, written back at once, never told of its repair."""
    from game.records import RECORDS_KEY

    storage, _ = saved_game([["Ada", 2], ["Ada", 2]])
    storage.put(RECORDS_KEY, "{broken")
    harness = make_harness(storage=storage)
    harness.frame()
    messages = harness.services.toasts.messages
    assert harness.services.t("storage.autosave_looks_reset") in messages
    assert harness.services.t("storage.records_reset") in messages


@pytest.mark.parametrize("clicks", [
    [[0, [1]]], "garbage", [[0, [2]]], [[0, [0]]], [[0, [-1]]], [[0, [1.5]]], [[7, [1]]],
    [[0, [1]], [0, [1]]], [[0]], [["0", [1]]], [[0, "1"]], [[True, [1]]], None, {"0": [1]},
])
def test_the_saved_clicks_are_kept_when_sound_and_dropped_when_not(clicks):
    """Each seat's clicks (what Undo takes back at once) ride in the autosave; a damaged
    entry, or one counting more decisions than the seat made, drops them all and keeps
    the game (Undo then goes one decision at a time)."""
    from game.settings import Autosave

    storage, match = saved_game(SOUND)
    data = json.loads(storage.get(AUTOSAVE_KEY))
    data["clicks"] = clicks
    saved = Autosave.from_json(json.dumps(data))
    assert saved.decisions == match.decisions
    assert saved.clicks == ({0: [1]} if clicks == [[0, [1]]] else {})
    assert Autosave.from_json(saved.to_json()).clicks == saved.clicks
