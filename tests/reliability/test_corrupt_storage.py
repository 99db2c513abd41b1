"""Corrupt storage: damaged settings and autosave data (localStorage or the desktop
files) are detected, reported once and reset, and nothing else stored is lost.

tests/ui/test_platform.py covers a few damaged values; this suite damages the stored
text systematically (every truncation, seeded byte mutations, absurd nesting, huge
numbers, wrong types, bytes that are not UTF-8) and checks the whole app starts.
"""

from __future__ import annotations

import json
import random

import pytest

from game import platform as host
from game.settings import (
    AUTOSAVE_KEY,
    SETTINGS_KEY,
    Settings,
    load_autosave,
    load_last_setup,
    load_settings,
    save_last_setup,
    save_settings,
    write_autosave,
)
from game.testing import Harness
from tests.playout import random_match

pytestmark = pytest.mark.ui

GOOD_SETTINGS = Settings(language="ru", sound=False, animation="fast", colour_blind=True)
MUTATIONS = 300


def good_storage() -> host.MemoryStorage:
    storage = host.MemoryStorage()
    save_settings(storage, GOOD_SETTINGS)
    write_autosave(storage, random_match("ttr-amsterdam", 2, 3, moves=12), [])
    save_last_setup(storage, "gwt", 2, [("human", "Anna", 0), ("normal", "Bot", 1)], {})
    return storage


def damaged_texts(text: str, seed: int) -> list[str]:
    """Every truncation, then seeded single and double character mutations."""
    rng = random.Random(seed)
    out = [text[:cut] for cut in range(len(text))]
    alphabet = '{}[]",:0123456789.eE-+ntfalsrue\\\x00\ufffdя'
    for _ in range(MUTATIONS):
        chars = list(text)
        for _ in range(rng.choice((1, 2))):
            i = rng.randrange(len(chars))
            kind = rng.randrange(3)
            if kind == 0:
                chars[i] = rng.choice(alphabet)
            elif kind == 1:
                del chars[i]
            else:
                chars.insert(i, rng.choice(alphabet))
        out.append("".join(chars))
    return out


ABSURD = [
    "[" * 100_000,
    '{"language": ' + "[" * 50_000 + "]" * 50_000 + "}",
    '{"version": 1, "game": "gwt", "seats": [["human", "a"]], "options": [], '
    '"seed": 1e400, "decisions": []}',
    '{"version": 1, "game": "gwt", "seats": [["human", "a"]], "options": [], '
    '"seed": NaN, "decisions": []}',
    '{"version": 1, "game": "gwt", "seats": 5, "options": [], "seed": 1, "decisions": []}',
    '{"version": 1, "game": "gwt", "seats": [], "options": {}, "seed": 1, "decisions": [[1]]}',
    '{"version": 1, "game": "gwt", "seats": [], "options": [], "seed": 1, "decisions": "xx"}',
    '{"version": 2}',
    "null",
    '"just a string"',
    "",
    "\ufffd\ufffd",
]


def test_damaged_settings_never_crash_are_reported_once_and_keep_the_rest() -> None:
    text = good_storage().get(SETTINGS_KEY)
    assert text is not None
    for damaged in [*damaged_texts(text, 1), *ABSURD]:
        storage = good_storage()
        others = {k: v for k, v in storage.items.items() if k != SETTINGS_KEY}
        storage.put(SETTINGS_KEY, damaged)
        settings, reported = load_settings(storage)
        if reported is None:  # a harmless change (say, a space) still reads the same
            assert settings == Settings.from_json(damaged)
            continue
        for name in ("language", "sound", "animation", "colour_blind"):
            assert getattr(settings, name) in (getattr(GOOD_SETTINGS, name),
                                               getattr(Settings(), name))
        assert load_settings(storage) == (settings, None), f"reported twice: {damaged!r}"
        assert {k: v for k, v in storage.items.items() if k != SETTINGS_KEY} == others


def test_one_bad_setting_does_not_reset_the_good_ones() -> None:
    storage = good_storage()
    storage.put(SETTINGS_KEY, '{"language": "ru", "sound": "loud", "animation": "fast"}')
    settings, reported = load_settings(storage)
    assert reported is not None and settings == Settings(language="ru", animation="fast")
    assert load_settings(storage) == (settings, None)


def test_damaged_autosaves_never_crash_are_reported_once_and_keep_the_rest() -> None:
    text = good_storage().get(AUTOSAVE_KEY)
    assert text is not None
    reported_count = 0
    for damaged in [*damaged_texts(text, 2), *ABSURD]:
        storage = good_storage()
        others = {k: v for k, v in storage.items.items() if k != AUTOSAVE_KEY}
        storage.put(AUTOSAVE_KEY, damaged)
        saved, reported = load_autosave(storage)
        assert (saved is None) == reported, damaged
        if reported:
            reported_count += 1
            assert storage.get(AUTOSAVE_KEY) is None
            assert load_autosave(storage) == (None, False)
        assert {k: v for k, v in storage.items.items() if k != AUTOSAVE_KEY} == others
    assert reported_count > len(text)  # every truncation at least


def test_damaged_last_setups_are_dropped() -> None:
    for damaged in ABSURD:
        storage = good_storage()
        storage.put("setup.gwt", damaged)
        assert load_last_setup(storage, "gwt") == (None, True)
        assert storage.get("setup.gwt") is None
        assert load_last_setup(storage, "gwt") == (None, False)  # told once
        assert load_settings(storage) == (GOOD_SETTINGS, None)


def test_a_settings_file_with_bytes_that_are_not_utf8_is_reported_and_reset(tmp_path) -> None:
    storage = host.FileStorage(tmp_path)
    save_settings(storage, GOOD_SETTINGS)
    write_autosave(storage, random_match("ttr-amsterdam", 2, 3, moves=12), [])
    path = tmp_path / "settings.json"
    path.write_bytes(path.read_bytes().replace(b'"ru"', b'"r\xff\xfe"'))
    settings, reported = load_settings(storage)
    assert reported is not None
    assert settings == Settings(sound=False, animation="fast", colour_blind=True)
    assert load_settings(storage) == (settings, None)
    assert load_autosave(storage)[0] is not None


@pytest.mark.parametrize("damaged", ["[" * 100_000, '{"sound": 1e400}', "\x00"],
                         ids=["nested", "huge-number", "nul"])
def test_the_app_starts_with_damaged_settings_and_says_so_once(damaged: str) -> None:
    storage = good_storage()
    storage.put(SETTINGS_KEY, damaged)
    harness = Harness(["--lang", "en"], storage=storage)
    harness.frames(2)
    assert harness.scene_name == "title"
    assert sum("settings" in m for m in harness.services.toasts.messages) == 1
    assert harness.find("continue") is not None  # the autosave survived
    again = Harness(["--lang", "en"], storage=storage)
    assert again.services.toasts.messages == []


def test_an_autosave_that_no_longer_replays_is_reported_and_cleared() -> None:
    storage = good_storage()
    data = json.loads(storage.get(AUTOSAVE_KEY) or "")
    data["decisions"] = [[0, 999]] + data["decisions"]
    storage.put(AUTOSAVE_KEY, json.dumps(data))
    harness = Harness(["--lang", "en"], storage=storage)
    harness.frame()
    harness.click("continue")
    assert harness.scene_name == "title"
    assert any("saved game" in m for m in harness.services.toasts.messages)
    assert storage.get(AUTOSAVE_KEY) is None
    assert load_settings(storage) == (GOOD_SETTINGS, None)
    assert harness.find("continue") is None
