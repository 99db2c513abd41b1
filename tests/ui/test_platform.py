"""Platform: storage on both sides, launch options, clipboard, damaged stored data."""

from __future__ import annotations

import asyncio

import pytest

from game import platform as host
from game.settings import (
    AUTOSAVE_KEY,
    SETTINGS_KEY,
    Autosave,
    Settings,
    load_autosave,
    load_settings,
    save_last_setup,
    save_settings,
)
from rules.core.config import GameConfig, Seat
from rules.core.record import Decision, Match
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


class FakeLocalStorage:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> object:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


class FakeClipboard:
    def __init__(self) -> None:
        self.text = ""

    def writeText(self, text: str) -> None:
        self.text = text


class FakeNavigator:
    language = "ru-RU"

    def __init__(self) -> None:
        self.clipboard = FakeClipboard()


class FakeLocation:
    search = "?kiosk=1&lang=ru"
    hash = "#code=ABCDE-12345"
    href = "https://play.example.invalid/railyard/index.html?kiosk=1#code=OLD"


class FakeWindow:
    def __init__(self) -> None:
        self.localStorage = FakeLocalStorage()
        self.navigator = FakeNavigator()
        self.location = FakeLocation()


def test_browser_host_reads_the_url_and_uses_local_storage():
    window = FakeWindow()
    browser = host.Host([], window=window)
    assert browser.is_browser and browser.kiosk
    assert browser.requested_language == "ru"
    assert browser.url_code == "ABCDE-12345"
    assert browser.system_language() == "ru"
    browser.storage.put("settings", "{}")
    assert window.localStorage.items == {"railyard.settings": "{}"}
    assert browser.storage.get("settings") == "{}"
    assert browser.storage.get("missing") is None
    assert browser.copy_text("hello")
    assert window.navigator.clipboard.text == "hello"
    assert browser.code_link("XYZ") == "https://play.example.invalid/railyard/index.html?kiosk=1#code=XYZ"
    assert browser.paste_text() is None


def test_desktop_host_reads_argv_and_uses_files(tmp_path, monkeypatch):
    monkeypatch.setenv("RAILYARD_CONFIG_DIR", str(tmp_path / "cfg"))
    desktop = host.Host(["--kiosk", "--lang", "ru"])
    assert not desktop.is_browser and desktop.kiosk and desktop.requested_language == "ru"
    assert isinstance(desktop.storage, host.FileStorage)
    desktop.storage.put("autosave", "data")
    assert (tmp_path / "cfg" / "autosave.json").read_text() == "data"
    assert desktop.storage.get("autosave") == "data"
    desktop.storage.remove("autosave")
    assert desktop.storage.get("autosave") is None
    assert desktop.code_link("XYZ") == "XYZ"


def test_unwritable_storage_is_ignored(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    storage = host.FileStorage(blocker / "sub")
    storage.put("settings", "{}")  # no exception
    assert storage.get("settings") is None


def test_settings_round_trip_and_damage():
    storage = host.MemoryStorage()
    save_settings(storage, Settings(language="ru", sound=False, animation="fast",
                                    colour_blind=True))
    assert load_settings(storage) == (Settings("ru", False, "fast", True), None)
    for damaged in ("{not json", "[]", '{"language": "xx"}', '{"sound": "loud"}'):
        storage.put(SETTINGS_KEY, damaged)
        settings, lost = load_settings(storage)
        assert settings == Settings() and lost is not None  # damaged, told
        assert storage.get(SETTINGS_KEY) is None  # reset, so reported only once
        assert load_settings(storage) == (Settings(), None)


def test_damaged_stored_data_is_reported_once_and_never_crashes():
    storage = host.MemoryStorage({SETTINGS_KEY: "\x00garbage", AUTOSAVE_KEY: '{"version": 1}'})
    harness = make_harness(storage=storage)
    messages = harness.services.toasts.messages
    assert any("settings" in m for m in messages)
    assert any("saved game" in m for m in messages)
    assert harness.find("continue") is None
    assert load_autosave(storage) == (None, False)
    harness.frames(3)
    again = make_harness(storage=storage)
    assert again.services.toasts.messages == []


def test_the_async_main_loop_runs_and_quits(monkeypatch, tmp_path):
    """main() draws frames, yields to the event loop, and stops when asked."""
    from game import app as app_module

    monkeypatch.setenv("RAILYARD_CONFIG_DIR", str(tmp_path))
    frames = []
    original = app_module.App.step

    def step(self, dt, intents=()):
        original(self, dt, intents)
        frames.append(dt)
        if len(frames) == 5:
            self.services.quit_requested = True

    monkeypatch.setattr(app_module.App, "step", step)
    asyncio.run(app_module.main(["--lang", "en"]))
    assert len(frames) == 5


def test_an_autosave_of_an_unknown_game_is_reported_once_and_cleared():
    """A saved game whose game id this version does not know (written by another
    version, or edited) is named in one clear message and removed; the settings and
    the remembered setups stay."""
    settings = Settings(language="ru", sound=False, animation="fast", colour_blind=True)
    storage = host.MemoryStorage()
    save_settings(storage, settings)
    save_last_setup(storage, "gwt", 2, [("human", "Anna", 0), ("normal", "Bot", 1)], {})
    saved = Autosave(GameConfig("chess-960", (Seat("human", "A"), Seat("normal", "B"))),
                     7, [Decision(0, 0)])
    storage.put(AUTOSAVE_KEY, saved.to_json())
    others = {k: v for k, v in storage.items.items() if k != AUTOSAVE_KEY}
    harness = make_harness(["--lang", "en"], storage=storage)
    messages = harness.services.toasts.messages
    assert len(messages) == 1 and "chess-960" in messages[0] and "cleared" in messages[0]
    assert harness.scene_name == "title" and harness.find("continue") is None
    assert storage.get(AUTOSAVE_KEY) is None
    assert {k: v for k, v in storage.items.items() if k != AUTOSAVE_KEY} == others
    assert harness.services.settings == settings
    harness.frames(3)
    assert make_harness(["--lang", "en"], storage=storage).services.toasts.messages == []


def test_launch_options_that_are_not_understood_are_listed(tmp_path, monkeypatch):
    monkeypatch.setenv("RAILYARD_CONFIG_DIR", str(tmp_path))
    good = host.Host(["--kiosk", "--kiosk-seed=12", "--idle", "30", "--lang", "ru-RU"])
    assert good.kiosk_seed == 12 and good.idle_seconds == 30.0
    assert good.bad_options(("en", "ru")) == []
    bad = host.Host(["--lang", "xx", "--idle", "-1", "--kiosk-seed", "9" * 5000, "extra"])
    assert bad.kiosk_seed is None and bad.idle_seconds is None
    options = bad.bad_options(("en", "ru"))
    assert [option[:14] for option in options] == \
        ["extra", "--lang=xx", "--idle=-1", "--kiosk-seed=9"]
    assert max(len(option) for option in options) == 40  # a long value is cut short
    window = FakeWindow()
    window.location.search = "?kiosk=1&kiosk-seed=5"
    assert host.Host([], window=window).kiosk_seed == 5


def test_an_autosave_from_before_the_gwt_rules_revision_resumes_under_its_rules():
    """An autosave written before Great Western Trail's rules revision has no entry for
    it: it resumes under revision 1, the rules it was played by. Filled in with the
    default (revision 2), its stored move numbers picked other moves or none: this game
    (a building replaced by one of the same craftsmen) was refused and deleted."""
    import json
    import random

    from game.settings import SeatLook, load_autosave

    rng = random.Random(9)
    match = Match(GameConfig.make("gwt", ["human", "human"], {"revision": "1"}), 9)
    for _ in range(80):
        player = match.to_act()[0]
        match.play_index(player, rng.randrange(len(match.legal_actions(player))))
    data = json.loads(Autosave(match.config, match.seed, list(match.decisions),
                               [SeatLook("A", 0), SeatLook("B", 1)]).to_json())
    data["options"] = [o for o in data["options"] if o[0] != "revision"]  # as written then
    storage = host.MemoryStorage()
    storage.put(AUTOSAVE_KEY, json.dumps(data))
    saved, _ = load_autosave(storage)
    assert saved is not None and saved.config.option("revision") == "1"
    again = Match(saved.config, saved.seed)
    for decision in saved.decisions:  # replays as it was played
        again.play_index(decision.player, decision.index)
    assert again.state.snapshot() == match.state.snapshot()
    harness = make_harness(["--lang", "en"], storage=storage)
    harness.click("continue")  # two humans: the hand-over cover, the game under it
    harness.run_until(lambda: harness.scene_name in ("game", "handoff"), max_frames=120)
    play = next(scene for scene in harness.services.stack.scenes if scene.name == "game")
    assert play.match.state.snapshot() == match.state.snapshot()
    assert storage.get(AUTOSAVE_KEY) is not None
