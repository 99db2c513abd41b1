"""Single rules reached through the screen: hot-seat in Russian, tunnels, stations,
the second-draw limit, Germany's ticket mix and passengers, hints and undo."""

from __future__ import annotations

import pytest

from game.scenes.play import PlayScene
from rules.ttr.actions import (
    BuildStation,
    DeclineTunnel,
    DrawFaceUp,
    DrawTicketMix,
    Pay,
    TakePassenger,
)
from rules.ttr.mapdata import LOCOMOTIVE
from tests.ui_ttr.conftest import (
    ClickingPlayer,
    europe_turn,
    germany_after_opening,
    make_harness,
    play_to_results,
    start_game,
)

pytestmark = pytest.mark.ui


def test_hot_seat_in_russian_with_colour_blind_patterns():
    harness = make_harness("ru")
    harness.services.settings.colour_blind = True
    start_game(harness, "ttr-amsterdam", ["human", "human"], seed=5)
    play = harness.services.stack.find(PlayScene)
    player = ClickingPlayer(harness, seed=2)
    handoffs = checked = 0
    for _ in range(20000):
        if harness.scene_name == "results":
            break
        handoffs += harness.scene_name == "handoff"
        view = play.screen.view
        if harness.scene_name == "game" and view is not None and view.legal:
            # the table shows the acting player's own hand and contracts, no one else's
            acting = play.match.to_act()[0]
            assert view.viewer == acting
            assert play.screen.obs == play.driver.observe(acting)
            checked += 1
        if not player.act():
            harness.frame()
    assert harness.scene_name == "results"
    assert handoffs >= 10 and checked >= 20
    assert harness.services.t("ttr.tickets") == "Маршруты"


def advance_to(harness, play, wanted, player: ClickingPlayer, max_taps: int = 3000):
    """Tap through turns until the viewer's legal actions satisfy ``wanted``."""
    for _ in range(max_taps):
        if harness.scene_name != "game":
            return False
        view = play.screen.view
        if view is not None and view.legal and wanted(view.legal):
            return True
        if not player.act():
            harness.frame()
    return False


def test_the_second_card_never_offers_a_face_up_locomotive():
    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=21)
    player = ClickingPlayer(harness, seed=5)
    checked = 0
    for _ in range(4000):
        if harness.scene_name != "game" or checked >= 5:
            break
        view = play.screen.view
        if view and view.legal and play.screen.obs.phase == 2:  # SECOND_DRAW
            for slot, card in enumerate(play.screen.obs.face_up):
                spot = harness.find(f"faceup-{slot}")
                assert spot.enabled == (card not in (-1, LOCOMOTIVE))
            checked += 1
        if not player.act():
            harness.frame()
    assert checked


def test_a_tunnel_shows_the_revealed_cards_and_can_be_given_up():
    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=1)
    player = ClickingPlayer(harness, seed=3)
    tunnels = {r.id for r in play.match.game.map.routes if r.tunnel}
    player.prefer = lambda route: route in tunnels
    found = advance_to(harness, play, lambda legal: DeclineTunnel() in legal, player, 6000)
    assert found, "this seeded game reaches a tunnel that asks for extra cards"
    screen = play.screen
    assert screen.picker.cards_row == list(screen.obs.revealed)
    assert harness.find("decline").enabled
    pays = [a for a in screen.view.legal if isinstance(a, Pay)]
    assert all(harness.find(f"pay-{i}") is not None for i in range(len(pays)))
    route = screen.obs.pending_route
    harness.click("decline")
    assert screen.obs.route_owner[route] == -1


def test_a_station_is_built_by_clicking_a_city_and_paying():
    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=13)
    player = ClickingPlayer(harness, seed=4)
    assert advance_to(harness, play, lambda legal: any(isinstance(a, BuildStation)
                                                       for a in legal), player)
    screen = play.screen
    city = next(a.city for a in screen.view.legal if isinstance(a, BuildStation))
    harness.tap(screen.city_point(city))
    assert screen.picker is not None and screen.picker.highlight_cities == (city,)
    harness.click("pay-0")
    assert screen.obs.station_owner[city] == screen.view.viewer or \
        play.match.state.station_owner[city] == 0


def test_germany_ticket_mix_and_passengers_by_taps():
    harness = make_harness()
    play = start_game(harness, "ttr-germany", ["human", "easy"], seed=6)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal))
    assert isinstance(screen.view.legal[0], DrawTicketMix)
    harness.click("mix-1")
    assert len(screen.obs.pending_tickets) == 4
    harness.click("keep")
    player = ClickingPlayer(harness, seed=9)
    player.rng.random = lambda: 0.0
    if advance_to(harness, play, lambda legal: isinstance(legal[0], TakePassenger), player):
        before = sum(screen.info.player_passengers(screen.obs, screen.view.viewer))
        harness.click("passenger-0")
        assert sum(screen.info.player_passengers(screen.obs, 0)) == before + 1


def test_hint_lights_an_action_and_undo_takes_a_draw_back():
    harness = make_harness()
    harness.services.ai_pace = 5.0  # the opponent waits, so undo is possible
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=2)
    screen = play.screen
    harness.run_until(lambda: screen.picker is not None)
    harness.click("keep")
    harness.run_until(lambda: bool(screen.view.legal) and screen.picker is None,
                      max_frames=4000)
    screen.show_hint(next(a for a in screen.view.legal if isinstance(a, DrawFaceUp)))
    assert any(getattr(w, "lit", False) for w in screen.widgets.widgets)
    slot = next(a.slot for a in screen.view.legal if isinstance(a, DrawFaceUp)
                and screen.obs.face_up[a.slot] != LOCOMOTIVE)
    decisions = len(play.match.decisions)
    harness.click(f"faceup-{slot}")
    assert len(play.match.decisions) == decisions + 1
    if harness.find("undo").enabled:
        harness.click("undo")
        assert len(play.match.decisions) == decisions


def test_the_log_names_routes_and_cities():
    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy", "easy"], seed=4)
    player = ClickingPlayer(harness, seed=1)
    play_to_results(harness, player)
    lines = [text for _, text in play.log_lines]
    claimed = [line for line in lines if " claimed " in line]
    assert claimed and "–" in claimed[0] and "{" not in claimed[0]
    assert not any(" face up dealt" in line or "{" in line for line in lines)


def test_enter_keeps_the_opening_tickets_and_a_tap_returns_one():
    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=12)
    screen = play.screen
    harness.run_until(lambda: screen.picker is not None and bool(screen.view.legal))
    pending = list(screen.obs.pending_tickets)
    harness.click("keep-ticket-0")  # return the first one
    assert harness.find("keep").enabled
    harness.confirm()
    assert sorted(screen.obs.tickets) == sorted(pending[1:]) or \
        sorted(play.match.state.tickets[0]) == sorted(pending[1:])


def test_a_long_ticket_list_pages_by_tap():
    harness = make_harness()
    play = germany_after_opening(harness, "mix-0")  # all four
    screen = play.screen
    harness.run_until(lambda: bool(screen.view.legal), max_frames=3000)
    harness.click("ticket-deck")
    harness.click("mix-0")
    harness.click("keep")
    assert len(screen.obs.tickets) > 5
    assert harness.find("ticket-5") is None
    harness.click("ticket-page")
    assert harness.find("ticket-5") is not None
    harness.click("ticket-5")
    assert screen.obs.tickets[5] in screen.shown_tickets


def test_tab_goes_on_from_the_bar_to_the_cards_and_enter_draws_one():
    """The keyboard alone: Tab goes through the face-up cards, the deck and the tickets,
    and on to the bar's buttons (menu, hint, codes); Enter on a face-up card draws it."""
    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    reached = []
    for _ in range(30):
        harness.key("tab")
        focused = screen.widgets.focused or play.ui.focused
        reached.append(getattr(focused, "id", None))
    assert {"menu", "deck", "faceup-0", "ticket-deck"} <= set(reached), reached
    while (screen.widgets.focused is None
           or getattr(screen.widgets.focused, "id", "") != "faceup-0"):
        harness.key("tab")
    hand = sum(screen.view.observation.hand)
    harness.confirm()
    harness.frames(2)
    assert sum(screen.view.observation.hand) == hand + 1


def test_c_lists_the_routes_to_claim_and_the_keyboard_claims_one():
    """The map's routes have no keyboard path of their own: C lists the routes the
    player may claim; Enter on one opens its payment choice, Enter again pays."""
    from rules.ttr.actions import ClaimRoute

    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    claimable = {a.route for a in screen.view.legal if isinstance(a, ClaimRoute)}
    assert claimable
    harness.key("c")
    listed = {a.route for a in screen.picker.actions}
    routes = screen.info.map.routes

    def alike(r: int) -> tuple:
        x = routes[r]
        return (x.a, x.b, x.length, x.colour, x.tunnel, x.locomotives)

    # every claimable route, or its twin track alike in every way (listed once)
    assert listed <= claimable and {alike(r) for r in listed} == {alike(r) for r in claimable}
    first = screen.picker.widgets.focused.action.route
    harness.confirm()  # the first route: its payment choice
    assert screen.picker.trigger == ClaimRoute(first)
    assert screen.picker.widgets.focused is not None  # its first payment
    owner = screen.view.observation.route_owner[first]
    harness.confirm()
    harness.frames(3)
    assert owner < 0 and screen.view.observation.route_owner[first] == play.viewer


def test_the_last_round_shows_on_the_bar_and_the_hot_seat_cover(monkeypatch):
    """The last round's log line scrolls away and the cover's recap may lose it: the top
    bar says "Last round", and so does the hand-over cover of each final turn."""
    from tests.ui.conftest import record_texts

    harness = make_harness()
    start_game(harness, "ttr-europe", ["human", "human"], seed=3)
    play = harness.services.stack.find(PlayScene)
    harness.click("ready")
    harness.run_until(lambda: play.screen.view is not None and bool(play.screen.view.legal))
    harness.click("keep")  # Anna keeps her opening tickets; Boris is next
    assert harness.scene_name == "handoff" and not harness.top.note
    harness.click("ready")
    harness.run_until(lambda: play.screen.view is not None and bool(play.screen.view.legal))
    play.match.state.final_turns_left = 2  # as if Boris had left himself 2 trains
    drawn = record_texts(monkeypatch)
    harness.click("keep")
    assert harness.scene_name == "handoff" and harness.top.note == "Last round"
    harness.click("ready")
    harness.frames(2)
    assert "Last round" in drawn
