"""A tunnel whose extra cards the player cannot pay is given up at once (the rules'
choice): the three turned cards showed only in passing captions and nothing said why
the claim ended. Now a panel like the tunnel's choice shows them and the reason until
the player says it was seen, and at a hot-seat table only to that player."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.play import PlayScene
from rules.ttr.actions import ClaimRoute, Pay
from rules.ttr.mapdata import GREY
from tests.ui.conftest import record_texts
from tests.ui_ttr.conftest import europe_turn, fast_agent, make_harness, start_game

pytestmark = pytest.mark.ui

RED, PINK = 0, 5
TURNED = [RED, RED, PINK]  # the deck's last three: two more red cards are due


def refuse_a_tunnel(harness, play) -> int:
    """The viewer holds two red cards only and pays them for a grey 2-space tunnel
    whose turned cards ask for two more red: returns the tunnel."""
    screen, state = play.screen, play.match.state
    state.hands[play.viewer][:] = [2, 0, 0, 0, 0, 0, 0, 0, 0]
    state.deck[-3:] = TURNED
    play.refresh()
    harness.frame()
    route = next(r.id for r in screen.info.map.routes if r.tunnel and r.length == 2
                 and r.colour == GREY and state.route_owner[r.id] < 0)
    harness.tap(screen.route_point(route))
    harness.click("pay-0")
    assert state.route_owner[route] < 0  # given up by the engine at once
    return route


@pytest.mark.parametrize("lang, words", [("en", ("red\u00a0×2", "not claimed")),
                                         ("ru", ("красная\u00a0×2", "не построен"))])
def test_a_tunnel_that_cannot_be_paid_shows_the_turned_cards_until_seen(lang, words,
                                                                       monkeypatch):
    harness = make_harness(lang)
    play = europe_turn(harness)
    screen = play.screen
    route = refuse_a_tunnel(harness, play)
    drawn = record_texts(monkeypatch)
    harness.frames(30)  # the opponent plays meanwhile: the panel stays
    picker = screen.picker
    assert picker is not None and picker.highlight_route == route
    assert sorted(picker.cards_row) == sorted(TURNED)
    assert any(words[0] in line and words[1] in line for line in picker.lines), picker.lines
    assert any(words[1] in text for text in drawn)  # painted, not only kept
    # nothing else on the table reacts before it is seen (a face-up card)
    harness.run_until(lambda: bool(screen.view.legal), max_frames=2000)
    hand = sum(play.match.state.hands[0])
    harness.tap(harness.find("faceup-0").rect.center)
    assert sum(play.match.state.hands[0]) == hand
    assert harness.find("notice-ok") is not None
    harness.click("notice-ok")
    assert screen.picker is None
    harness.tap(harness.find("deck").rect.center)  # and then the turn goes on
    assert sum(play.match.state.hands[0]) == hand + 1


def test_back_or_enter_says_the_notice_was_seen():
    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    refuse_a_tunnel(harness, play)
    assert screen.picker is not None and harness.find("notice-ok") is not None
    harness.back()
    assert screen.picker is None and harness.find("notice-ok") is None
    assert not screen.notices.waiting  # seen: it does not come back
    harness.frames(30)
    assert harness.find("notice-ok") is None
    harness.run_until(lambda: bool(screen.view.legal), max_frames=2000)
    refuse_a_tunnel(harness, play)  # and Enter takes its one button
    assert harness.find("notice-ok") is not None
    harness.confirm()
    assert harness.find("notice-ok") is None


def _keep_opening(harness, play) -> None:
    harness.run_until(lambda: play.screen.view is not None and bool(play.screen.view.legal))
    harness.click("keep")


def test_at_a_hot_seat_table_the_notice_waits_for_its_own_player(monkeypatch):
    """Anna's refused tunnel goes under the cover: Boris sees nothing of it (her
    payment, the reason), and Anna finds it on her next turn."""
    harness = make_harness()
    start_game(harness, "ttr-europe", ["human", "human"], seed=3)
    play = harness.services.stack.find(PlayScene)
    screen = play.screen
    harness.click("ready")
    _keep_opening(harness, play)  # Anna
    harness.click("ready")
    _keep_opening(harness, play)  # Boris
    harness.click("ready")
    harness.run_until(lambda: bool(screen.view.legal))
    assert play.viewer == 0
    refuse_a_tunnel(harness, play)
    assert harness.scene_name == "handoff"
    drawn = record_texts(monkeypatch)
    harness.click("ready")
    harness.frames(3)
    assert play.viewer == 1
    assert screen.picker is None and harness.find("notice-ok") is None
    assert not any("cannot pay" in text or "not claimed" in text for text in drawn), drawn
    harness.click("deck")
    harness.click("deck")  # Boris's turn
    assert harness.scene_name == "handoff"
    harness.click("ready")
    harness.frames(3)
    assert play.viewer == 0
    assert harness.find("notice-ok") is not None
    assert sorted(screen.picker.cards_row) == sorted(TURNED)


def test_a_hint_asked_under_a_notice_comes_in_words(monkeypatch):
    """H behind the notice lit a card on the table that could not be taken until the
    notice was seen (a regression review): the hint comes as a message instead."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    refuse_a_tunnel(harness, play)
    harness.run_until(lambda: bool(screen.view.legal), max_frames=2000)
    assert screen.picker is not None and screen.picker.modal
    action = screen.view.legal[0]
    assert screen.show_hint(action) is False
    assert screen.hint is None and not any(getattr(w, "lit", False) for w in screen.all_spots())


class ClaimsATunnelOnCue:
    """The opponent: the easy agent until it is told a tunnel to claim (it waits for
    that once ``armed``), then that claim, paid with its first payment each time."""

    name = "on-cue"

    def __init__(self, seed: int) -> None:
        self.inner = fast_agent("ttr-europe", "easy", seed)
        self.armed = False
        self.tunnel: int | None = None

    def think(self, observation, legal):
        while self.armed and self.tunnel is None:
            yield
        if self.tunnel is not None:
            if ClaimRoute(self.tunnel) in legal:
                return ClaimRoute(self.tunnel)
            payments = [a for a in legal if isinstance(a, Pay)]
            if payments:
                return payments[0]
        return (yield from self.inner.think(observation, legal))


def record_panels(monkeypatch) -> list[tuple[str, object]]:
    """The panels and texts drawn from now on, in order: ("panel", rect) and
    ("text", (value, position))."""
    from game import draw

    drawn: list[tuple[str, object]] = []
    panel, text = draw.panel, draw.text

    def recording_panel(surface, rect, *rest, **named):
        drawn.append(("panel", pygame.Rect(rect)))
        return panel(surface, rect, *rest, **named)

    def recording_text(surface, theme, value, pos, *rest, **named):
        drawn.append(("text", (value, pos)))
        return text(surface, theme, value, pos, *rest, **named)

    monkeypatch.setattr(draw, "panel", recording_panel)
    monkeypatch.setattr(draw, "text", recording_text)
    return drawn


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_opponents_tunnel_shows_its_cards_clear_of_the_notice(lang, monkeypatch):
    """The notice waits through the opponent's turn; when the opponent's tunnel turned
    its cards there, their box went under the notice, its "+1 extra" line showing below
    it. The box steps aside (the notice stays where it is read): whole, on the map, and
    no caption goes over it either."""
    opponents: list[ClaimsATunnelOnCue] = []

    def maker(game_id, level, seed):
        opponents.append(ClaimsATunnelOnCue(seed))
        return opponents[-1]

    harness = make_harness(lang)
    harness.services.agent_maker = maker
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    opponent = opponents[-1]
    opponent.armed = True
    state.hands[1][:] = [3, 3, 3, 3, 3, 3, 3, 3, 2]  # enough for any short tunnel
    refused = refuse_a_tunnel(harness, play)
    notice = pygame.Rect(screen.picker.rect)

    def shown_above(route: int) -> pygame.Rect:  # where its cards went before
        box = pygame.Rect(0, 0, 3 * 40 + 24, 84)
        middle = screen.layout.routes[route].middle
        box.midbottom = (int(middle[0]), int(middle[1]) - 12)
        return box

    under = [r.id for r in screen.info.map.routes if r.tunnel and r.length <= 3
             and r.id != refused and state.route_owner[r.id] < 0
             and shown_above(r.id).colliderect(notice)
             and shown_above(r.id).bottom > notice.bottom]  # its last line below it
    assert under
    state.deck[-3:] = [6, 7, 8]  # a locomotive: at least one extra card, which it pays
    drawn = record_panels(monkeypatch)
    opponent.tunnel = under[0]
    labels = {screen.ctx.t("ttr.tunnel_extra", count=n) for n in (1, 2, 3)}
    shown = 0
    for _ in range(200):
        drawn.clear()
        harness.frame()
        line = next((i for i, (kind, what) in enumerate(drawn)
                     if kind == "text" and what[0] in labels), None)
        if line is None:
            if shown:
                break  # the cards have gone
            continue
        shown += 1
        at = drawn[line][1][1]
        box = next(what for kind, what in reversed(drawn[:line])
                   if kind == "panel" and what.collidepoint(at))
        assert screen.picker is not None and screen.picker.rect == notice  # it stays
        assert not box.colliderect(notice), (box, notice)
        assert screen.map_rect.contains(box)
        assert not any(box.colliderect(rect) for _, rect in screen.drawn_captions), (
            box, screen.drawn_captions)
    assert shown > 10
    assert state.route_owner[under[0]] == 1
    harness.click("notice-ok")  # and the notice is still answered as before
    assert screen.picker is None


def test_a_tunnel_refused_on_the_last_turn_shows_no_notice_over_the_final_board():
    """A review: at a hot-seat table a tunnel refused on a player's last turn was never
    shown to them; once the results chose that player to view the final board, the
    notice opened over it ("Game over" beside it) with its OK button. Once the game is
    over there is no notice (the log says the tunnel was not claimed)."""
    import random

    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness()
    names = ["Ada", "Bob"]
    match = Match(GameConfig.make("ttr-europe", ["human", "human"], {}, names), 11)
    play = PlayScene(harness.services, match, [SeatLook(n, i) for i, n in enumerate(names)])
    harness.services.stack.push(play)
    rng = random.Random(11)  # (random moves, tunnels first: a deal where one is refused last)
    for _ in range(20000):
        if harness.scene_name == "results":
            break
        if harness.scene_name == "handoff":
            harness.click("ready")
            continue
        viewer = play.viewer
        if harness.scene_name == "game" and viewer is not None and \
                viewer in play.match.to_act():
            if play.screen.find("notice-ok") is not None:
                harness.click("notice-ok")
                continue
            routes = play.screen.info.map.routes
            legal = play.match.legal_actions(viewer)
            tunnels = [a for a in legal if isinstance(a, ClaimRoute) and routes[a.route].tunnel]
            play.choose(rng.choice(tunnels) if tunnels and rng.random() < 0.8
                        else rng.choice(legal))
        harness.frames(1)
    assert harness.scene_name == "results"
    assert play.screen.notices.waiting  # (the deal: a notice never seen waits for a player)
    harness.frames(30)
    harness.click("board")
    harness.frames(30)
    assert play.screen.obs.is_over
    assert play.screen.find("notice-ok") is None and play.screen.picker is None
