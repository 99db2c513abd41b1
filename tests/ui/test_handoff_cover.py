"""The hot-seat cover itself: who it is for after a take-back, where its buttons and its
recap go, the order Tab takes, and what its "earlier" line says (a review of the cover
in English and Russian with long names and long recaps)."""

from __future__ import annotations

import random

import pytest

from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.settings import SeatLook
from rules.core.config import GameConfig
from rules.core.record import Match
from tests.ui.conftest import make_harness, record_cut, record_text_rects

pytestmark = pytest.mark.ui

LONG_NAME = "W" * 16  # the widest name a seat takes (NAME_MAX letters)


def cover(harness, recap, **kwargs):
    scene = HandoffScene(harness.services, LONG_NAME, 1, lambda: None, recap,
                         on_leave=lambda: None, **kwargs)
    harness.services.stack.push(scene)
    harness.frames(2)
    return scene


def test_after_a_take_back_in_a_railroad_ink_round_the_cover_is_for_the_mover():
    """Bob ended his round; the cover for Ada offered "Undo Bob's move", but after it the
    cover said "Pass the device to Ada" again (both are to act in a round, and the lower
    seat was taken): Bob could not mend his move until Ada had played hers."""
    harness = make_harness()
    names = ["Ada", "Bob"]
    match = Match(GameConfig.make("railroad-ink", ["human", "human"], {}, names), 3)
    harness.services.stack.push(PlayScene(harness.services, match,
                                          [SeatLook(n, i) for i, n in enumerate(names)]))
    play = harness.services.stack.find(PlayScene)
    rng = random.Random(1)
    for _ in range(600):
        if harness.scene_name == "handoff":
            if harness.top.player_name == "Ada" and harness.find("take-back") is not None:
                break
            harness.click("ready")
        elif play.viewer is not None and play.viewer in match.to_act():
            play.choose(rng.choice(match.legal_actions(play.viewer)))
        harness.frame()
    assert harness.find("take-back").label == "Undo Bob's move"
    decisions = len(match.decisions)
    harness.click("take-back")
    assert len(match.decisions) < decisions
    assert set(match.to_act()) == {0, 1}  # both to act: Bob must be the one asked for
    assert harness.scene_name == "handoff" and harness.top.player_name == "Bob"
    assert harness.find("take-back") is None
    harness.click("ready")
    assert harness.scene_name == "game" and play.viewer == 1
    assert play.screen.view.legal  # Bob mends his round


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_corner_buttons_keep_off_the_card_with_a_long_recap_and_a_long_name(language):
    """Seven recap lines made the card reach y 31 while "Undo X's move" stayed at y 34-78,
    right-aligned: a name of eight letters or more took it across the card's corner."""
    harness = make_harness(["--lang", language])
    undo = harness.services.t("handoff.undo", name=LONG_NAME)
    scene = cover(harness, [f"{LONG_NAME} line {i}" for i in range(9)],
                  on_undo=lambda: None, undo_label=undo)
    card, button_y = scene.layout()
    assert card.top >= 0 and card.bottom <= 720
    for corner in ("to-title", "take-back"):
        widget = harness.find(corner)
        assert not widget.rect.colliderect(card), (corner, widget.rect, card)
        assert widget.rect.left >= 0 and widget.rect.right <= 1280
        assert harness.services.theme.text_width(widget.label, "body") <= widget.rect.w - 16
    assert not harness.find("to-title").rect.colliderect(harness.find("take-back").rect)
    assert card.contains(harness.find("ready").rect) and harness.find("ready").rect.y == button_y


#: A Ticket to Ride claim as the Russian log words it: one line of 560 px cut it at
#: «… и получает 1…» (Amsterdam), and longer ones are worded for the other maps.
LONG_LINES = {
    "ru": ["Александра прокладывает Schreierstoren–Damrak (1) и получает 1 очко",
           f"{LONG_NAME} прокладывает Haringpakkerstoren–Schreierstoren (4) и получает "
           "7 очков, а затем берёт три карты контрактов и оставляет две из них"],
    "en": [f"Tunnel Angora–Constantinople: white, green, orange turned up, 2 extra for "
           f"{LONG_NAME}, who paid them and claimed the tunnel for 4 points"],
}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_long_recap_line_wraps_rather_than_being_cut(language, monkeypatch):
    """A recap line was drawn on one line of at most 560 px and cut short ("…"), the
    card laid out at 26 px a line. It now wraps, and the card measures its lines."""
    cut = record_cut(monkeypatch)
    drawn = record_text_rects(monkeypatch)
    harness = make_harness(["--lang", language])
    lines = LONG_LINES[language] * 4  # a run of the same line would be counted, ×4
    lines = [f"{line} ({i})" for i, line in enumerate(lines)]
    scene = cover(harness, lines, on_undo=lambda: None, undo_label="Undo")
    assert cut == []
    del drawn[:]
    harness.frame()  # the cover alone
    card, button_y = scene.layout()
    assert card.bottom <= 720
    heading = next(rect for value, rect in drawn if value == scene.since)
    shown = [(value, rect) for value, rect in drawn
             if heading.bottom - 4 < rect.top < button_y]  # not the button's label
    assert len(shown) > len(scene.recap)  # some took two lines
    for value, rect in shown:
        assert card.x + 60 <= rect.left and rect.right <= card.right - 60, value
        assert rect.bottom <= button_y - 8, value  # above the button, none on it
    # every letter of the entries kept is drawn, in order
    assert "".join(value for value, _ in shown).replace(" ", "") == \
        "".join(scene.recap).replace(" ", "")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_recap_keeps_what_fits_and_counts_the_rest(language):
    """Seven entries that each take two lines do not fit the card: the oldest go into
    the "earlier" entry's count, which stays true."""
    harness = make_harness(["--lang", language])
    lines = [f"{LONG_LINES[language][0]} ({i})" for i in range(9)]
    scene = cover(harness, lines)
    kept = scene.recap[1:]
    assert kept == lines[-len(kept):] and len(kept) < 6
    assert scene.recap[0] == harness.services.t("handoff.earlier", n=9 - len(kept))
    card, _ = scene.layout()
    assert card.top >= 0 and card.bottom <= 720


def test_tab_goes_to_showing_the_turn_before_the_main_menu(harness):
    """Tab's first stop on the cover was "Main menu": Tab, Enter left the game."""
    cover(harness, ["Ada drew a card"], on_undo=lambda: None, undo_label="Undo Ada's move")
    order = []
    for _ in range(3):
        harness.key("tab")
        order.append(harness.top.ui.focused_id())
    assert order == ["ready", "to-title", "take-back"]


@pytest.mark.parametrize("language, counts", [
    ("en", {1: "… and 1 earlier entry", 3: "… and 3 earlier entries"}),
    ("ru", {1: "… и ещё 1 запись ранее", 3: "… и ещё 3 записи ранее",
            5: "… и ещё 5 записей ранее", 12: "… и ещё 12 записей ранее",
            21: "… и ещё 21 запись ранее", 24: "… и ещё 24 записи ранее"}),
])
def test_the_earlier_line_counts_entries_not_moves(language, counts):
    """It said "… and 13 earlier moves" («ходов») counting the log's lines, among them
    «В открытый ряд: чёрная» and «Раунд 2 окончен», which are no one's move."""
    harness = make_harness(["--lang", language])
    for left_out, words in counts.items():
        assert harness.services.t("handoff.earlier", n=left_out) == words
        if left_out < 2:
            continue  # seven entries fit: one left out comes of long ones only
        lines = [f"entry {i}" for i in range(left_out + 6)]
        scene = HandoffScene(harness.services, "Ada", 1, lambda: None, lines)
        assert scene.recap[0] == words
        assert scene.recap[1:] == lines[-6:]


def test_the_cover_is_drawn_whole_without_a_recap(harness, monkeypatch):
    """No recap: the card is the name and the button, centred, below the corner buttons."""
    cut = record_cut(monkeypatch)
    scene = cover(harness, [])
    card, button_y = scene.layout()
    assert cut == [] and card.centery == 360
    assert not harness.find("to-title").rect.colliderect(card)
    assert harness.find("ready").rect.y == button_y
    assert harness.find("ready").rect.bottom < card.bottom


def test_after_continue_the_cover_still_lets_the_mover_take_it_back(harness):
    """Ada moved and the cover offered "Undo Ada's move"; Main menu, then Continue,
    brought the cover back without it (the scene had no viewer yet), although Ada could
    still take her move back. It is there again and takes the move back."""
    from tests.ui.conftest import make_harness, open_game, toy_match

    match = toy_match(["human", "human"], seed=11)
    looks = [SeatLook(match.config.player_name(i), i) for i in range(2)]
    harness.services.stack.push(PlayScene(harness.services, match, looks))
    harness.click("ready")
    harness.click("action-1")  # Ada bets; Brunel is next
    assert harness.scene_name == "handoff" and harness.find("take-back") is not None
    harness.click("to-title")
    again = make_harness(storage=harness.storage)
    again.click("continue")
    again.run_until(lambda: again.scene_name not in ("loading", "game"), max_frames=50)
    assert again.scene_name == "handoff"
    play = again.services.stack.find(PlayScene)
    ada = play.names[0]
    assert again.top.player_name == play.names[1]
    assert again.find("take-back") is not None and ada in again.find("take-back").label
    decisions = len(play.match.decisions)
    again.click("take-back")
    assert len(play.match.decisions) == decisions - 1
    assert again.scene_name == "handoff" and again.top.player_name == ada
    assert again.find("take-back") is None  # Ada undoes at the table from now on
    again.click("ready")
    open_game(again)
    assert again.scene_name == "game" and play.viewer == 0
    assert play.screen.view.legal  # Ada chooses again


def claim_and_pay(harness, play) -> None:
    """The viewer claims the first route they can that is no tunnel (a tunnel's turned
    cards cannot be taken back), and pays its first way (one click)."""
    from rules.ttr.actions import ClaimRoute, Pay

    viewer = play.viewer
    routes = play.screen.info.map.routes
    claim = next(a for a in play.match.legal_actions(viewer)
                 if isinstance(a, ClaimRoute) and not routes[a.route].tunnel)
    play.screen.choose(claim)
    harness.frame()
    while viewer in play.match.to_act() and harness.scene_name == "game":
        pays = [a for a in play.match.legal_actions(viewer) if isinstance(a, Pay)]
        if not pays:
            break
        play.screen.choose(pays[0], same_click=True)
        harness.frame()


def ttr_table(harness, seed: int):
    """Three humans at Ticket to Ride Europe, their tickets kept, Ada to claim."""
    from rules.ttr.actions import KeepTickets

    names = ["Ada", "Bob", "Cy"]
    match = Match(GameConfig.make("ttr-europe", ["human"] * 3, {}, names), seed)
    play = PlayScene(harness.services, match, [SeatLook(n, i) for i, n in enumerate(names)])
    harness.services.stack.push(play)
    for _ in range(3):
        harness.click("ready")
        viewer = play.viewer
        keep = next(a for a in play.match.legal_actions(viewer) if isinstance(a, KeepTickets))
        play.screen.choose(keep)
        harness.frame()
    harness.click("ready")
    return play


def test_a_take_back_undoes_the_movers_whole_claim_also_after_continue(harness):
    """A review: the cover's take-back counted the clicks of the screen's viewer, not the
    mover's (Cy's cover took back Bob's claim, then Bob's cover offered Ada's, which
    undid only her payment and left her to pay); and after Continue, which kept no
    clicks, "Undo Bob's move" took back his payment alone. The autosave keeps each seat's
    clicks, and a take-back undoes the mover's whole claim."""
    from rules.ttr.actions import Pay

    play = ttr_table(harness, 1)
    claim_and_pay(harness, play)  # Ada's claim and payment
    harness.click("ready")
    claim_and_pay(harness, play)  # Bob's
    assert harness.scene_name == "handoff" and harness.top.player_name == "Cy"
    harness.click("to-title")
    again = make_harness(storage=harness.storage)
    again.click("continue")
    again.run_until(lambda: again.scene_name not in ("loading", "game"), max_frames=50)
    play = again.services.stack.find(PlayScene)
    assert again.top.player_name == "Cy" and "Bob" in again.find("take-back").label
    decisions = len(play.match.decisions)
    again.click("take-back")  # Bob's claim and its payment
    assert len(play.match.decisions) == decisions - 2
    assert again.top.player_name == "Bob"
    assert "Ada" in again.find("take-back").label
    again.click("take-back")  # from Bob's cover: Ada's, whole
    assert len(play.match.decisions) == decisions - 4
    assert not any(isinstance(a, Pay) for a in play.match.legal_actions(0))
