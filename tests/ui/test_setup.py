"""The new-game form: player count, seats, names, colours, options."""

from __future__ import annotations

import pytest

from game import catalog
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui


@pytest.fixture
def setup():
    harness = make_harness()
    harness.click("game-toy")
    assert harness.scene_name == "setup"
    return harness


def test_player_count_follows_the_game(setup):
    count = setup.find("count")
    assert [value for value, _ in count.choices] == [2, 3, 4]
    setup.tap(count.segment(2).center)
    assert setup.top.count == 4
    assert setup.find("name-3") is not None and setup.find("name-4") is None


def test_railroad_ink_seats_six_each_in_its_own_colour():
    """Railroad Ink's rules core seats one to six players; the form has a row, a name
    and a colour for each of them, inside the players panel."""
    harness = make_harness()
    harness.click("game-railroad-ink")
    count = harness.find("count")
    assert [value for value, _ in count.choices] == [1, 2, 3, 4, 5, 6]
    harness.tap(count.segment(5).center)
    rows = [harness.find(f"controller-{i}").rect for i in range(6)]
    assert all(row.bottom <= 628 for row in rows)  # inside the players panel
    assert len({seat.colour for seat in harness.top.seats[:6]}) == 6
    harness.click("start")
    assert harness.scene_name == "game"
    assert harness.top.names[5] == "Player 6"


def test_seats_names_colours_and_options_make_the_config(setup):
    setup.tap(setup.find("count").segment(1).center)
    setup.click("name-1")
    setup.type("Борис")
    controller = setup.find("controller-2")
    setup.tap((controller.rect.x + 5, controller.rect.centery))  # left arrow: previous
    assert setup.top.seats[2].controller == "easy"
    setup.click("colour-0")
    colours = [seat.colour for seat in setup.top.seats[:3]]
    assert len(set(colours)) == 3  # colours stay distinct
    deck = setup.find("option-deck")
    setup.tap(deck.segment(1).center)
    config = setup.top.config()
    assert config.option("deck") == "large"
    assert [s.controller for s in config.seats] == ["human", "normal", "easy"]
    assert config.seats[1].name == "Борис" and config.seats[0].name == "Player 1"
    setup.click("start")
    play = setup.top
    assert setup.scene_name == "game"
    assert play.looks[0].colour == colours[0] and play.names[1] == "Борис"


def test_enter_starts_and_back_returns(setup):
    setup.back()
    assert setup.scene_name == "title"
    setup.click("game-toy")
    setup.confirm()
    assert setup.scene_name == "game"


def test_tooltips_appear_after_hovering(setup):
    from game.input import Intent

    colour = setup.find("colour-0")
    setup.frame(Intent("point", colour.rect.center))
    setup.frames(60)
    assert setup.top.ui.hovered is colour and setup.top.ui.hover_time > 0.55


def test_sound_follows_the_setting():
    harness = make_harness()
    harness.click("settings")
    played = harness.services.sound.played
    assert played[-1] == "click"
    harness.click("sound")  # off
    count = len(played)
    harness.click("colour-blind")
    assert len(played) == count and not harness.services.settings.sound


def test_the_last_setup_is_remembered(setup):
    setup.tap(setup.find("count").segment(1).center)
    setup.click("name-0")
    setup.type("Ola")
    setup.tap(setup.find("option-deck").segment(1).center)
    setup.click("start")
    setup.back()
    setup.click("to-title")
    setup.click("game-toy")
    form = setup.top
    assert form.count == 3 and form.seats[0].name == "Ola" and form.options["deck"] == "large"
    setup.storage.put("setup.toy", "{broken")
    setup.back()
    setup.click("game-toy")
    assert setup.top.count == 2 and setup.storage.get("setup.toy") is None
    # the player is told why their choices are gone (it was silent), once
    told = setup.services.t("storage.setup_reset", game=catalog.game_title(setup.services.t,
                                                                           "toy"))
    assert setup.services.toasts.messages.count(told) == 1
    setup.back()
    setup.click("game-toy")
    assert setup.services.toasts.messages.count(told) == 1


def test_the_first_player_is_offered_only_among_the_seats():
    """Ticket to Ride: a first player 5 chosen at 5 players, then 2 players: the form
    no longer offers 3 to 5 (the rules refuse them; Start showed an English error toast
    whatever the language) and falls back to the default."""
    harness = make_harness(["--lang", "ru"])
    toasts: list[tuple[str, str]] = []
    show = harness.services.toast
    harness.services.toast = lambda message, kind="info": (toasts.append((kind, message)),
                                                          show(message, kind))
    harness.click("game-ttr-europe")
    count = harness.find("count")
    harness.tap(count.segment([value for value, _ in count.choices].index(5)).center)
    first = harness.find("option-first_player")
    assert [value for value, _ in first.choices][-1] == "5"
    first.choose("5")
    assert harness.top.options["first_player"] == "5"
    count = harness.find("count")
    harness.tap(count.segment([value for value, _ in count.choices].index(2)).center)
    first = harness.find("option-first_player")
    assert [value for value, _ in first.choices] == ["random", "1", "2"]
    assert harness.top.options["first_player"] == "random" == first.value
    harness.click("start")
    assert harness.scene_name in ("game", "handoff")
    assert not [message for kind, message in toasts if kind == "error"]


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game_id", ["ttr-germany", "ttr-amsterdam"])
def test_the_first_player_option_is_worded_on_every_map(game_id, language, monkeypatch):
    """Germany and Amsterdam share Europe's first-player option, whose words the catalog
    has for Europe only: their forms showed the rules' "who takes the first turn" and
    "random", in English whatever the language."""
    from tests.ui.conftest import record_texts

    harness = make_harness(["--lang", language])
    drawn = record_texts(monkeypatch)
    harness.click(f"game-{game_id}")
    harness.frames(2)
    t = harness.services.t
    assert t("option.ttr-europe.first_player") in drawn
    assert "who takes the first turn" not in drawn
    first = harness.find("option-first_player")
    labels = dict(first.choices)
    assert labels["random"] == t("option.ttr-europe.first_player.random") != "random"


def test_a_name_past_its_length_says_so(setup):
    """Letters typed past the longest name were dropped without a word."""
    setup.click("name-0")
    setup.type("Bartholomew Jones")  # 17 characters
    told = setup.services.t("setup.name_full", count=16)
    assert setup.top.seats[0].name == "Bartholomew Jone"
    assert told in setup.services.toasts.messages


def test_a_hidden_rules_revision_is_not_offered_and_new_games_take_the_latest():
    """Great Western Trail's rules revision is no player's choice: the setup neither shows
    it nor takes it from a stored (hand-edited) setup, and a new game plays the latest
    rules; only an old save code replays under an earlier one."""
    import json

    harness = make_harness()
    harness.storage.put("setup.gwt", json.dumps(
        {"count": 2, "options": {"revision": "1", "neutral_buildings": "random"},
         "seats": [["human", "Ada", 0], ["easy", "", 1]]}))
    harness.click("game-gwt")
    assert harness.find("option-revision") is None
    assert harness.find("option-neutral_buildings").value == "random"
    harness.click("start")
    harness.frames(2)
    config = harness.top.match.config
    assert config.option("revision") == "3" and config.option("neutral_buildings") == "random"
    stored = json.loads(harness.storage.get("setup.gwt"))
    assert "revision" not in stored["options"]


def test_play_again_after_an_old_gwt_code_plays_the_latest_rules():
    """A game opened from a code of before the rules revision replays under revision 1;
    the next game, from its results, is a new game and takes the latest rules."""
    from game.scenes.results import ResultsScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness()
    harness.frame()
    old = Match(GameConfig.make("gwt", ["human", "easy"], {"revision": "1"}), 4)
    harness.services.stack.push(ResultsScene(harness.services, old,
                                             [SeatLook("Ada", 0), SeatLook("Bo", 1)]))
    harness.frame()
    harness.click("again")
    harness.frames(2)
    play = next(s for s in harness.services.stack.scenes if s.name == "game")
    assert play.match.config.option("revision") == "3"
    assert play.match.config.seats == old.config.seats
