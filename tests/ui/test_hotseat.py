"""Hot-seat: between two humans' turns a cover hides the table; the screen only ever
shows the observation of the human whose turn it is."""

from __future__ import annotations

import time

import pytest

from game.scenes.play import PlayScene
from game.settings import SeatLook
from tests.ui.conftest import toy_match

pytestmark = pytest.mark.ui


def start(harness, controllers):
    match = toy_match(controllers, seed=11)
    looks = [SeatLook(match.config.player_name(i), i) for i in range(len(controllers))]
    harness.services.stack.push(PlayScene(harness.services, match, looks))
    return harness.top if harness.scene_name == "game" else harness.services.stack.scenes[1]


def test_cover_before_each_human_turn(harness):
    play = start(harness, ["human", "easy", "human"])
    assert harness.scene_name == "handoff"
    assert play.screen.view is None  # nothing shown before the first player is ready
    turns = 0
    for _ in range(3000):
        if play.driver.is_over():
            break
        if harness.scene_name == "handoff":
            harness.click("ready")
            continue
        acting = play.match.to_act()
        view = play.screen.view
        if acting and play.driver.is_human(acting[0]) and view.legal:
            # the view is the acting human's own observation, never another's
            assert view.viewer == acting[0]
            assert view.observation == play.driver.observe(acting[0])
            turns += 1
            harness.click("action-0")
        else:
            harness.frame()
    assert turns >= 6


def test_cover_is_opaque(harness):
    play = start(harness, ["human", "human"])
    harness.click("ready")
    assert play.viewer == 0
    harness.click("action-1")  # player 1 bets; player 2 is next
    assert harness.scene_name == "handoff"
    drawn = []
    play.draw = lambda surface: drawn.append(True)  # the table must not be painted
    harness.frames(2)
    assert drawn == []
    harness.back()  # there is no way around the cover
    assert harness.scene_name == "handoff"
    harness.click("ready")
    assert play.viewer == 1


def test_log_hides_other_players_private_details(harness):
    from game.eventlog import format_event
    from rules.core.game import Event

    i18n = harness.services.i18n
    i18n.catalogs["en"]["event.toy.draw"] = "{player} drew a {card}"
    i18n.catalogs["en"]["event.toy.draw.others"] = "{player} drew a card"
    event = Event("draw", 0, {"card": 5}, reveals=True)
    names = ["Ada", "Brunel"]
    assert format_event(i18n.t, i18n.has, "toy", event, 0, names) == "Ada drew a 5"
    assert format_event(i18n.t, i18n.has, "toy", event, 1, names) == "Ada drew a card"
    del i18n.catalogs["en"]["event.toy.draw"], i18n.catalogs["en"]["event.toy.draw.others"]
    assert "5" not in format_event(i18n.t, i18n.has, "toy", event, 1, names)


def test_two_humans_from_the_setup_form(harness):
    harness.click("game-toy")
    stepper = harness.find("controller-1")
    for _ in range(2):  # normal -> easy -> human
        harness.tap((stepper.rect.x + 5, stepper.rect.centery))
    assert harness.top.seats[1].controller == "human"
    harness.click("start")
    assert harness.scene_name == "handoff"
    harness.click("ready")
    assert harness.scene_name == "game" and harness.top.viewer == 0


def test_the_recap_on_the_cover_is_public(harness):
    i18n = harness.services.i18n
    i18n.catalogs["en"]["event.toy.draw"] = "{player} drew a {card}"
    i18n.catalogs["en"]["event.toy.draw.others"] = "{player} drew a card"
    try:
        play = start(harness, ["human", "human"])
        harness.click("ready")
        harness.click("action-0")  # draw: the card's value is private
        card = play.screen.view.observation.pending
        harness.click("action-0")  # keep it; player 2 is next
        assert harness.scene_name == "handoff"
        recap = harness.top.recap
        assert "Ada drew a card" in recap
        assert not any(f"drew a {card}" in line for line in recap)
    finally:
        del i18n.catalogs["en"]["event.toy.draw"], i18n.catalogs["en"]["event.toy.draw.others"]


def test_the_cover_leads_to_the_main_menu_and_back_to_the_cover(harness):
    """Stopping a hot-seat game must not show the next player's hand: the cover has a
    way to the main menu, and "Continue" comes back to the cover, not to the table."""
    from tests.ui.conftest import make_harness, open_game

    harness.click("game-toy")
    stepper = harness.find("controller-1")
    for _ in range(2):  # normal -> easy -> human
        harness.tap((stepper.rect.x + 5, stepper.rect.centery))
    harness.click("start")
    harness.click("ready")
    harness.click("action-1")  # player 1 bets; player 2 is next
    assert harness.scene_name == "handoff"
    harness.click("to-title")
    assert harness.scene_name == "title"
    again = make_harness(storage=harness.storage)
    again.click("continue")
    again.run_until(lambda: again.scene_name not in ("loading", "game"), max_frames=50)
    assert again.scene_name == "handoff"
    again.click("ready")
    open_game(again)
    assert again.scene_name == "game" and again.top.viewer == 1


def test_once_the_game_is_over_the_log_keeps_no_secrets(harness):
    """During the game the log words another player's draw without its card; on the
    final board nothing is secret any more, so every draw shows its card."""
    i18n = harness.services.i18n
    i18n.catalogs["en"]["event.toy.draw"] = "{player} drew a {card}"
    i18n.catalogs["en"]["event.toy.draw.others"] = "{player} drew a card"
    try:
        play = start(harness, ["human", "human"])
        for _ in range(400):
            if play.driver.is_over():
                break
            if harness.scene_name == "handoff":
                harness.click("ready")
            elif play.screen.view is not None and play.screen.view.legal:
                harness.click("action-0")  # draw, then keep
            else:
                harness.frame()
        assert play.driver.is_over()
        play.refresh_log()
        draws = [text for _, text in play.log_lines if " drew a " in text]
        assert draws and not any(text.endswith("drew a card") for text in draws), draws
    finally:
        del i18n.catalogs["en"]["event.toy.draw"], i18n.catalogs["en"]["event.toy.draw.others"]


def test_the_recap_holds_a_round_of_several_players_and_fits(harness):
    """Five lines lost part of a 3-player round; the cover keeps seven, and its card
    still fits the 720 px screen."""
    from game.scenes.handoff import HandoffScene

    lines = [f"line {i}" for i in range(9)]
    cover = HandoffScene(harness.services, "Ada", 1, lambda: None, lines)
    assert cover.recap[1:] == lines[-6:]
    card, _ = cover.layout()
    assert card.top >= 0 and card.bottom <= 720


def test_the_recap_says_what_it_leaves_out_and_counts_repeats(harness):
    """Past seven lines the earlier moves (other players' claims among them) were
    dropped without a word; a player's six "drew a route" took six lines."""
    from game.scenes.handoff import HandoffScene

    lines = ["Ada claimed Wien–Zagrab", *[f"Bo drew a card {i}" for i in range(8)]]
    cover = HandoffScene(harness.services, "Ada", 1, lambda: None, lines)
    assert len(cover.recap) == 7
    assert cover.recap[0] == "… and 3 earlier entries" and cover.recap[1:] == lines[-6:]
    repeated = ["Ada drew a route"] * 6 + ["Bo drew a route"]
    cover = HandoffScene(harness.services, "Ada", 1, lambda: None, repeated)
    assert cover.recap == ["Ada drew a route ×6", "Bo drew a route"]


def test_the_screen_knows_when_an_ai_starts_to_think(harness):
    """The view kept the AI players at work as they were when it was made, so a screen
    said "waiting for Bo" while the side panel said Bo was thinking."""
    class Slow:  # thinks over several frames, as the real levels do
        name = "slow"

        def think(self, observation, legal):
            for _ in range(10):
                end = time.perf_counter() + 0.004  # past the frame's thinking budget
                while time.perf_counter() < end:
                    pass
                yield
            return legal[0]

    harness.services.agent_maker = lambda game_id, level, seed: Slow()
    play = start(harness, ["human", "easy"])
    seen = False
    for _ in range(200):
        if play.screen.view is not None and play.screen.view.legal:
            harness.click("action-0")
        harness.frame(dt=0.05)
        thinking = play.thinking()
        assert set(play.driver.thinking()) <= set(thinking)
        assert play.screen.view is None or play.screen.view.thinking == thinking
        seen = seen or bool(thinking)
    assert seen


def test_the_cover_lets_the_player_who_just_moved_take_it_back(harness):
    """A mis-tap passed the turn at once: the cover came up, and neither it nor the next
    player's turn offered Undo. The cover now does, to the player who moved; their hand
    shows again only behind a cover of their own (it showed at once to whoever tapped,
    perhaps the next player)."""
    play = start(harness, ["human", "human"])
    harness.click("ready")
    before = len(play.match.decisions)
    harness.click("action-1")  # player 1 bets; player 2 is next
    assert harness.scene_name == "handoff"
    undo = harness.find("take-back")
    assert undo is not None and play.names[0] in undo.label
    harness.click("take-back")
    assert len(play.match.decisions) == before
    assert harness.scene_name == "handoff" and harness.top.player_name == play.names[0]
    assert harness.find("take-back") is None
    harness.click("ready")
    assert harness.scene_name == "game" and play.viewer == 0
    assert play.screen.view.legal  # player 1 chooses again
    harness.click("action-1")
    assert harness.scene_name == "handoff"
    harness.click("ready")
    assert play.viewer == 1 and not play.driver.can_undo(1)


def test_no_undo_on_the_first_cover(harness):
    start(harness, ["human", "human"])
    assert harness.scene_name == "handoff" and harness.find("take-back") is None


def test_an_ai_turn_between_two_humans_is_played_under_the_next_ones_cover(harness):
    """Human, AI, human: the mover's hand stayed in sight, uncovered, while the AI
    thought; the cover for the next human now comes as the mover's turn ends, and the
    AI plays once that player is ready (hot-seat audit)."""
    play = start(harness, ["human", "easy", "human"])
    harness.click("ready")
    assert play.viewer == 0
    while play.match.to_act() == (0,):
        harness.click("action-0")
    assert play.match.to_act() == (1,)  # the AI's turn
    assert harness.scene_name == "handoff"
    assert harness.top.player_name == play.names[2]
    harness.frames(30)
    assert play.match.to_act() == (1,)  # nothing moves under the cover
    harness.click("ready")
    assert play.viewer == 2
    harness.run_until(lambda: play.match.to_act() == (2,), max_frames=600)
    assert harness.scene_name == "game" and play.screen.view.legal


def test_the_hand_over_clears_the_messages_in_sight(harness):
    """A hint ("Hint: Discard Guernsey") stayed on the cover and on the next player's
    screen, naming the mover's cards (hot-seat audit)."""
    play = start(harness, ["human", "human"])
    harness.click("ready")
    assert play.viewer == 0
    harness.services.toast("Hint: bet 2 on the red")
    harness.click("action-1")
    assert harness.scene_name == "handoff"
    assert harness.services.toasts.messages == []


def test_a_code_shown_mid_game_to_several_players_says_what_it_holds(harness):
    """A save or challenge code replays the deal: a second device opening it showed the
    other player's tickets and the deck's next card (hot-seat audit). Shown mid-game
    with two humans or more, it says so; alone against the AI, or once the game is
    over, it does not."""
    from game.scenes.dialog import share_code

    t = harness.services.t
    for controllers, warned in ((["human", "human"], True), (["human", "easy"], False)):
        match = toy_match(controllers, seed=11)
        for challenge in (False, True):
            share_code(harness.services, match, challenge=challenge)
            assert (t("code.hidden_inside") in harness.top.message) is warned
            harness.back()


def test_a_players_first_cover_recaps_since_the_game_began(harness):
    """The first cover a player saw, before any turn of theirs, headed its recap "Since
    your last turn" (a Ticket to Ride player's review)."""
    t = harness.services.t
    play = start(harness, ["human", "human"])
    harness.click("ready")
    harness.click("action-1")  # player 1 bets; player 2, who has not played, is next
    assert harness.scene_name == "handoff" and harness.top.recap
    assert harness.top.since == t("handoff.since_start")
    harness.click("ready")
    assert play.viewer == 1
    while play.match.to_act() == (1,):
        harness.click("action-0")
    assert harness.scene_name == "handoff" and play.match.to_act() == (0,)
    assert harness.top.since == t("handoff.since")  # player 1 has played


def test_the_next_player_does_not_inherit_the_movers_place_in_the_bar(harness):
    """The mover's Tab stop in the top bar ("Challenge") stayed focused after the hand-over,
    so the next player's Enter opened it (a keyboard review)."""
    play = start(harness, ["human", "human"])
    harness.click("ready")
    harness.click("action-1")
    assert harness.scene_name == "handoff"
    play.ui.focus(next(w for w in play.ui.widgets if w.focusable and w.enabled))
    assert play.ui.focused is not None  # as Tab had left it, below the cover
    harness.click("ready")
    assert play.ui.focused is None
