"""What a kiosk visitor reads: the pause menu tells the truth (nothing is kept), the
visitor's seat has a name the log's sentences fit, and nothing of theirs is kept."""

from __future__ import annotations

import pytest

from tests.ui.conftest import make_harness, open_game, record_texts

pytestmark = pytest.mark.ui


def kiosk_visitor(lang: str):
    harness = make_harness(["--kiosk", "--lang", lang, "--kiosk-seed", "3"], strict=False)
    harness.services.ai_pace = 0.0
    harness.services.attract_pace = 0.0
    harness.frame()
    harness.tap((400, 400))
    open_game(harness)
    assert harness.scene_name == "game" and not harness.top.attract
    return harness


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_kiosk_pause_menu_does_not_promise_a_saved_game(lang):
    """It said "Your game is saved automatically after every move, so you can continue
    it later from the title screen": a kiosk keeps nothing and has no title screen."""
    harness = kiosk_visitor(lang)
    harness.back()
    assert harness.scene_name == "dialog"
    t = harness.services.t
    assert harness.top.message == t("play.paused_text_kiosk")
    assert harness.top.message != t("play.paused_text")
    assert harness.services.host.storage.get("autosave") is None  # and indeed nothing is kept


def test_the_pause_menu_outside_a_kiosk_still_says_the_game_is_saved():
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    harness.back()
    assert harness.top.message == harness.services.t("play.paused_text")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_visitors_name_reads_as_a_name_in_the_log(lang):
    """The visitor was named "You" ("Вы"): the log read "You is claiming Wien–Zagrab",
    "Вы строит станцию" (every log line puts the name before a third-person verb), and
    the side panel "You (you)"."""
    from rules.ai.agent import RandomAgent, decide

    harness = kiosk_visitor(lang)
    play = harness.top
    t = harness.services.t
    name = play.looks[0].name
    assert name == t("kiosk.visitor")
    assert name.casefold() not in {"you", "вы", "ты", t("play.you").casefold()}
    agent = RandomAgent(2)
    for _ in range(12):
        if 0 in play.match.to_act():
            legal = play.match.legal_actions(0)
            play.choose(decide(agent, play.match.game.observe(play.match.state, 0), legal))
        harness.frames(5)
    mine = [text for _, text in play.log_lines if text.startswith(name + " ")]
    assert mine  # the visitor's own moves are in the log, under that name


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_visitor_is_marked_as_you_once(lang, monkeypatch):
    harness = kiosk_visitor(lang)
    drawn = record_texts(monkeypatch)
    harness.frame()
    t = harness.services.t
    assert f"{t('kiosk.visitor')} ({t('play.you')})" in drawn


def test_a_seat_named_you_is_not_you_twice(monkeypatch):
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("name-0")
    harness.type("You")
    harness.click("start")
    open_game(harness)
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert "You" in drawn and "You (you)" not in drawn


def test_a_named_player_still_gets_you(monkeypatch):
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert any(text.endswith(" (you)") for text in drawn)


def test_a_visitors_names_are_not_kept_for_the_next_visitor():
    """From a visitor's results, "New setup" and a typed name: the setup was stored
    ("setup.<game>") and the next visitor's setup showed that name."""
    from game.scenes.results import ResultsScene

    harness = kiosk_visitor("en")
    play = harness.top
    game_id = play.game_id
    harness.services.stack.replace(ResultsScene(harness.services, play.match, play.looks))
    harness.frames(2)
    harness.click("new-game")
    harness.frames(2)
    assert harness.scene_name == "setup"
    harness.click("name-0")
    harness.type("Secret Sam")
    harness.click("start")
    harness.frames(2)
    assert harness.scene_name == "game"
    storage = harness.services.host.storage
    assert storage.get(f"setup.{game_id}") is None and storage.get("autosave") is None
    # the next visitor's setup of that game starts blank
    from game.scenes.setup import SetupScene

    harness.services.stack.push(SetupScene(harness.services, game_id))
    harness.frames(2)
    assert harness.find("name-0").text == ""


def test_outside_a_kiosk_the_last_setup_is_still_remembered():
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("name-0")
    harness.type("Ada")
    harness.click("start")
    open_game(harness)
    assert "Ada" in (harness.services.host.storage.get("setup.toy") or "")
