"""Challenge codes and the daily challenge, through the screens a player uses: the
"Challenge" button of the game shows a code, a friend types it on the load screen and
gets the same dice; the setup screen starts the day's challenge. The day is passed in,
never read from the clock."""

from __future__ import annotations

from datetime import date, timedelta
from itertools import pairwise

import pytest

from game.i18n import day_label
from game.scenes.setup import SetupScene
from game.screens.railroad_ink import daily
from rules.core.savecode import challenge_code, load
from tests.ui_railroad_ink.helpers import make_harness, play_one, start

pytestmark = pytest.mark.ui

DAY = date(2026, 11, 22)


def rolled_dice(play) -> dict[int, tuple]:
    """round -> the dice (and meteor die) rolled for it, in a copy of the game played
    to the end."""
    from rules.ai.agent import RandomAgent, decide
    from rules.core.record import Match

    match = Match(play.match.config, play.match.seed)
    rounds: dict[int, tuple] = {}
    agent = RandomAgent(1)
    while not match.is_over():
        seen = match.game.observe(match.state, 0)
        rounds.setdefault(seen.round, (seen.dice, seen.meteor))
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        match.play(player, decide(agent, match.game.observe(match.state, player), legal))
    return rounds


def code_from_the_challenge_button(harness) -> str:
    harness.click("challenge")
    assert harness.scene_name == "dialog"
    code = harness.top.detail  # the dialog shows the code (and copies it where it can)
    harness.click("close")
    assert harness.scene_name == "game"
    return code


def type_code(harness, code: str) -> None:
    harness.click("load")
    assert harness.scene_name == "code"
    harness.type(code)
    harness.confirm()


def test_a_friend_plays_the_same_dice_from_the_challenge_button():
    mine = make_harness()
    play = start(mine, ["human"], expansion="meteor", seed=41)
    for _ in range(5):
        play_one(mine, play)  # the code is about the dice, not how far I got
    code = code_from_the_challenge_button(mine)
    assert code == challenge_code(play.match.config, play.match.seed)

    friend = make_harness()
    type_code(friend, code)
    assert friend.scene_name == "game"
    theirs = friend.top
    assert theirs.match.decisions == []
    assert theirs.match.config.option("expansion") == "meteor"
    assert theirs.screen.view.observation.dice == play.match.game.observe(
        load(code).state, 0).dice
    assert rolled_dice(theirs) == rolled_dice(play)
    assert len(rolled_dice(play)) == 6  # every round of the Meteor game
    assert theirs.screen.view.legal  # and it is their turn to draw


def test_a_damaged_challenge_code_is_explained_and_starts_nothing():
    mine = make_harness()
    play = start(mine, ["human"], seed=41)
    code = code_from_the_challenge_button(mine)
    damaged = code[:4] + ("0" if code[4] != "0" else "1") + code[5:]
    friend = make_harness()
    type_code(friend, damaged)
    assert friend.scene_name == "code" and friend.top.error
    ru = make_harness(["--lang", "ru"])
    type_code(ru, damaged)
    assert ru.scene_name == "code"
    assert any("а" <= ch <= "я" for ch in ru.top.error.lower())  # said in Russian
    assert play.match.decisions == []


def setup_scene(harness, day: date) -> SetupScene:
    scene = SetupScene(harness.services, "railroad-ink", today=lambda: day)
    harness.services.stack.push(scene)
    harness.frame()
    return scene


def test_the_daily_challenge_starts_a_solo_game_with_the_days_dice():
    harness = make_harness()
    setup_scene(harness, DAY)
    harness.click("daily")
    assert harness.scene_name == "game"
    play = harness.top
    config = play.match.config
    assert config.num_players == 1 and config.seats[0].is_human
    assert config.option("expansion") == daily.expansion_for(DAY)
    assert play.match.seed == daily.seed_for(DAY)
    assert play.screen.daily == DAY

    # someone else, elsewhere, with another name and their own setup: the same dice
    other = make_harness(["--lang", "ru"])
    scene = setup_scene(other, DAY)
    scene.set_count(3)
    scene.set_option("expansion", "lava")
    other.click("daily")
    assert other.top.match.config.num_players == 1
    assert rolled_dice(other.top) == rolled_dice(play)

    # a friend who gets the day's challenge code sees the day too
    code = code_from_the_challenge_button(harness)
    friend = make_harness()
    type_code(friend, code)
    assert friend.top.match.seed == daily.seed_for(DAY)
    assert friend.top.screen.daily == DAY


def test_the_next_day_brings_other_dice_and_the_next_expansion():
    days = [DAY + timedelta(days=n) for n in range(5)]
    assert sorted(daily.expansion_for(d) for d in days) == sorted(daily.ROTATION)
    assert len({daily.seed_for(d) for d in days}) == 5
    harness = make_harness()
    dice = []
    for day in days[:2]:
        setup_scene(harness, day)
        harness.click("daily")
        if day != days[0]:  # the first day's game is saved now: asked before it is replaced
            assert harness.scene_name == "dialog"
            harness.click("replace")
        dice.append(rolled_dice(harness.top))
        harness.top.to_title()
    assert dice[0] != dice[1]


def test_the_days_seed_is_pinned():
    """Everyone must get the same dice on the same day, whatever version they run:
    changing how the day makes its seed needs a new golden value here (and a note)."""
    assert daily.seed_for(DAY) == 17745957684773603942
    assert daily.expansion_for(DAY) == "lake"


def test_the_seed_tells_its_day_and_only_its_day():
    for day in (date(2024, 2, 29), DAY, date(2100, 12, 31)):
        assert daily.day_of(daily.seed_for(day)) == day
    assert daily.day_of(DAY.toordinal()) is None  # right day, wrong high bits
    assert daily.day_of(daily.seed_for(DAY) ^ 1 << 40) is None
    assert daily.day_of(0) is None and daily.day_of((1 << 64) - 1) is None


def test_the_day_reads_in_both_languages():
    en, ru = make_harness().services.t, make_harness(["--lang", "ru"]).services.t
    assert day_label(en, DAY) == "22 November 2026"
    assert day_label(ru, DAY) == "22 ноября 2026"
    assert day_label(ru, date(2027, 3, 8)) == "8 марта 2027"


def test_a_continued_daily_game_still_shows_its_day():
    harness = make_harness()
    setup_scene(harness, DAY)
    harness.click("daily")
    play = harness.top
    play_one(harness, play)  # one drawing: the autosave has something to keep
    later = make_harness(storage=harness.storage)
    assert later.scene_name == "title"
    later.click("continue")
    # a short game opens at once, unless its first 2 ms slice was interrupted (a busy
    # machine): then behind the loading panel a frame or two later
    later.run_until(lambda: later.scene_name != "loading", max_frames=50)
    assert later.scene_name == "game"
    assert later.top.match.seed == daily.seed_for(DAY)
    assert later.top.screen.daily == DAY
    assert len(later.top.match.decisions) == len(play.match.decisions)


def test_an_ordinary_game_is_not_a_daily_challenge():
    harness = make_harness()
    play = start(harness, ["human"], seed=daily.seed_for(DAY) + 1)
    assert play.screen.daily is None
    # the day's seed with other seats or dice is not the day's challenge either
    play = start(harness, ["human", "easy"], seed=daily.seed_for(DAY))
    assert play.screen.daily is None
    assert daily.is_daily(play.match.config, play.match.seed) is None


def test_only_railroad_ink_offers_a_daily_challenge():
    harness = make_harness()
    setup_scene(harness, DAY)
    assert harness.find("daily") is not None
    harness.back()
    harness.click("game-ttr-europe")
    assert harness.scene_name == "setup" and harness.find("daily") is None


# ----- the receiver plays the challenge: their own seat, the same dice -------------------
def receive(code: str, argv: list[str] | None = None, last_setup: dict | None = None):
    """A friend's device loads ``code`` (with ``last_setup`` of Railroad Ink stored)."""
    import json

    friend = make_harness(argv)
    if last_setup is not None:
        friend.storage.put("setup.railroad-ink", json.dumps(last_setup))
    type_code(friend, code)
    assert friend.scene_name == "game"  # no hand-over screen: nobody else is at the table
    return friend.top


def test_a_hot_seat_challenge_opens_for_the_receiver_alone_with_the_same_dice():
    sender = make_harness()
    play = start(sender, ["human", "human"], expansion="river", seed=41)
    code = challenge_code(play.match.config, play.match.seed)
    mine = {"count": 3, "options": {"expansion": "lava"},
            "seats": [["human", "Zoë", 3], ["human", "Ola", 0], ["easy", "", 1]]}
    theirs = receive(code, last_setup=mine)
    config = theirs.match.config
    assert [(s.controller, s.name) for s in config.seats] == [("human", "Zoë")]
    assert config.option("expansion") == "river"  # the code's dice, not my last setup's
    assert theirs.match.seed == play.match.seed and theirs.match.decisions == []
    assert theirs.names == ("Zoë",) and theirs.looks[0].colour == 3
    assert theirs.driver.humans == [0]
    assert rolled_dice(theirs) == rolled_dice(play)


def test_a_damaged_stored_setup_is_reported_when_a_challenge_opens():
    """The challenge opened with the default name and dropped the damaged setup without a
    word (then the setup screen, finding nothing, said nothing either)."""
    sender = make_harness()
    play = start(sender, ["human"], seed=8)
    code = challenge_code(play.match.config, play.match.seed)
    friend = make_harness()
    friend.storage.put("setup.railroad-ink", "{broken")
    type_code(friend, code)
    t = friend.services.t
    told = t("storage.setup_reset", game=t("game.railroad-ink.title"))
    assert told in friend.services.toasts.messages
    assert friend.storage.get("setup.railroad-ink") is None


def test_a_challenge_keeps_the_codes_ai_opponents():
    sender = make_harness()
    play = start(sender, ["easy", "human", "hard", "human"], expansion="lake", seed=5)
    code = challenge_code(play.match.config, play.match.seed)
    theirs = receive(code, ["--lang", "ru"])  # no setup of their own: the default name
    config = theirs.match.config
    assert [s.controller for s in config.seats] == ["easy", "human", "hard"]
    assert theirs.names == ("Игрок 1", "Игрок 2", "Игрок 3")
    assert len({look.colour for look in theirs.looks}) == 3
    assert rolled_dice(theirs) == rolled_dice(play)


@pytest.mark.parametrize(("controllers", "expected"), [
    (["easy", "normal"], ["human", "easy", "normal"]),
    (["easy"] * 6, ["human"] + ["easy"] * 5),
])
def test_a_challenge_from_a_game_of_ais_seats_the_receiver_first(controllers, expected):
    sender = make_harness()
    play = start(sender, controllers, seed=9)
    code = challenge_code(play.match.config, play.match.seed)
    broken = {"count": "x", "seats": "x", "options": {}}  # a damaged setup: the default
    theirs = receive(code, last_setup=broken)
    assert [s.controller for s in theirs.match.config.seats] == expected
    assert theirs.names[0] == "Player 1"
    assert rolled_dice(theirs) == rolled_dice(play)


def test_the_results_of_a_daily_challenge_name_its_day():
    """Players compare daily scores, but the results named only the game."""
    from game.scenes.results import ResultsScene
    from rules.core.record import Match

    harness = make_harness()
    setup_scene(harness, DAY)
    harness.click("daily")
    play = harness.top
    results = ResultsScene(harness.services, play.match, play.looks)
    assert day_label(harness.services.t, DAY) in results.subtitle()
    ordinary = Match(play.match.config, 12345)
    assert ResultsScene(harness.services, ordinary, play.looks).subtitle() == "Railroad Ink"


def finished_results(harness, match):
    """The results of ``match`` played to the end by a random agent."""
    from game.scenes.results import ResultsScene
    from game.settings import SeatLook
    from rules.ai.agent import RandomAgent, decide

    agent = RandomAgent(3)
    while not match.is_over():
        player = match.to_act()[0]
        legal = match.legal_actions(player)
        match.play(player, decide(agent, match.game.observe(match.state, player), legal))
    harness.services.stack.push(ResultsScene(harness.services, match, [SeatLook("Ada", 0)]))
    harness.frames(2)


def test_play_again_after_the_daily_plays_the_days_dice_again():
    """"Play again" after the daily started an ordinary game with new dice (a player
    review): the day's dice were gone, with the banner friends compare scores by."""
    harness = make_harness()
    finished_results(harness, daily.match_for(DAY, "Ada"))
    again = harness.find("again")
    assert again.label == harness.services.t("ink.daily.again")
    harness.click("again")
    assert harness.scene_name == "game"
    play = harness.top
    assert play.match.seed == daily.seed_for(DAY) and play.match.decisions == []
    assert play.screen.daily == DAY


def test_play_again_after_an_ordinary_game_deals_new_dice():
    from rules.core.record import Match

    harness = make_harness()
    match = Match(daily.config_for(DAY, "Ada"), daily.seed_for(DAY) + 1)
    finished_results(harness, match)
    assert harness.find("again").label == harness.services.t("results.play_again")
    harness.click("again")
    assert harness.scene_name == "game" and harness.top.match.seed != match.seed


def test_the_results_buttons_of_a_russian_daily_stay_on_the_screen():
    """Seven buttons ("Итоговое поле" and "Те же кубики ещё раз" among them) ran 107 px
    off the left edge; they step down a size instead."""
    from game.scenes.play import PlayScene
    from game.scenes.results import ResultsScene
    from game.settings import SeatLook

    harness = make_harness(["--lang", "ru"])
    match = daily.match_for(DAY, "Ada")
    finished_results(harness, match)
    looks = [SeatLook("Ada", 0)]
    app = harness.services
    app.stack.replace(ResultsScene(app, match, looks, board=PlayScene(app, match, looks)))
    harness.frames(2)
    row = [harness.find(i).rect for i in ("to-title", "board", "challenge", "savecode",
                                          "new-game", "again")]
    assert row[0].x >= 40 and row[-1].right <= 1240
    assert all(a.right < b.x for a, b in pairwise(row))
