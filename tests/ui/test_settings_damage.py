"""A damaged stored setting: the player is told exactly which setting went back to its
default, the other settings are kept, and nothing else in storage changes."""

from __future__ import annotations

import json

import pytest

from game.platform import MemoryStorage
from game.settings import Autosave, load_settings
from tests.ui.conftest import make_harness, toy_match

pytestmark = pytest.mark.ui

_MATCH = toy_match(["human", "easy"])
#: a good saved game: the settings' damage must leave it byte for byte
AUTOSAVE = Autosave(_MATCH.config, _MATCH.seed, []).to_json()


def stored(settings: str) -> MemoryStorage:
    storage = MemoryStorage()
    storage.put("settings", settings)
    storage.put("autosave", AUTOSAVE)
    storage.put("setup.gwt", '{"count": 3}')
    return storage


@pytest.mark.parametrize("lang, named", [("en", "sound effects"), ("ru", "звуковые эффекты")])
def test_one_bad_setting_is_named_and_the_others_are_kept(lang, named):
    """Only "sound" was bad: the message said every setting "has been reset" while
    the language and the animation speed were in fact kept."""
    storage = stored(json.dumps({"language": lang, "sound": "loud", "animation": "fast",
                                 "colour_blind": True}))
    harness = make_harness([], storage=storage)
    harness.frames(3)
    settings = harness.services.settings
    assert (settings.language, settings.animation, settings.colour_blind) == (lang, "fast", True)
    assert settings.sound is True  # the default
    messages = harness.services.toasts.messages
    assert len(messages) == 1
    assert named in messages[0]
    assert messages[0] != harness.services.t("storage.settings_reset")
    assert storage.get("autosave") == AUTOSAVE and storage.get("setup.gwt") == '{"count": 3}'
    # said once: the repaired settings were written back
    assert load_settings(storage)[1] is None


def test_two_bad_settings_are_both_named():
    storage = stored('{"language": "en", "sound": 3, "animation": "warp"}')
    harness = make_harness([], storage=storage)
    harness.frames(3)
    (message,) = harness.services.toasts.messages
    assert "sound effects" in message and "animation speed" in message
    assert "colour-blind" not in message.lower()


def test_unreadable_settings_say_all_were_reset():
    storage = stored('{"language": "ru"')  # cut short: nothing can be read
    harness = make_harness(["--lang", "en"], storage=storage)
    harness.frames(3)
    assert harness.services.toasts.messages == [harness.services.t("storage.settings_reset")]
    assert storage.get("settings") is None
    assert storage.get("autosave") == AUTOSAVE
    assert harness.find("continue") is not None  # the saved game is still offered


def test_the_report_names_the_lost_fields():
    storage = MemoryStorage()
    assert load_settings(storage) == (load_settings(storage)[0], None)
    storage.put("settings", '{"sound": "x", "animation": "slow"}')
    settings, lost = load_settings(storage)
    assert lost == ("sound",) and settings.animation == "slow"
    storage.put("settings", "[1, 2]")
    assert load_settings(storage)[1] == ()
