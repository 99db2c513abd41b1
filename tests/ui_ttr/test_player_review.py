"""From a Ticket to Ride player's review: what the status line, the details box and the
Russian words said wrong."""

from __future__ import annotations

from game.screens.ttr import overlay
from rules.ttr.actions import DrawTicketMix
from tests.ui_ttr.conftest import first_claimable, germany_after_opening, make_harness


def test_the_status_asks_for_the_mix_while_a_turns_ticket_mix_is_chosen() -> None:
    """It said "Choose a passenger" while the turn's ticket mix was asked for."""
    harness = make_harness("en")
    play = germany_after_opening(harness, "mix-1")
    screen = play.screen
    harness.run_until(lambda: bool(screen.view.legal) and play.viewer in play.match.to_act(),
                      max_frames=4000)
    harness.click("ticket-deck")
    harness.run_until(lambda: any(isinstance(a, DrawTicketMix) for a in screen.view.legal),
                      max_frames=600)
    assert overlay.status_text(screen) == screen.ctx.t("ttr.status.mix")


def test_a_countrys_details_stay_on_the_map_in_russian(monkeypatch) -> None:
    """A neighbouring country's note («Соседняя страна — тупик: цели могут здесь
    заканчиваться…») made a box wider than the map, cut at the window's edge."""
    import pygame

    from game import draw
    from game.input import Intent
    harness = make_harness("ru")
    play = germany_after_opening(harness, "mix-1")
    screen = play.screen
    harness.run_until(lambda: screen.picker is None, max_frames=4000)
    boxes: list[pygame.Rect] = []
    panel = draw.panel
    monkeypatch.setattr(draw, "panel", lambda surface, rect, *a, **k: (
        boxes.append(pygame.Rect(rect)), panel(surface, rect, *a, **k)))
    countries = [c for c, city in enumerate(screen.info.map.cities) if city.dead_end]
    assert countries
    for city in countries:
        harness.frame(Intent("point", screen.city_point(city)))
        assert screen.hover_city == city
        boxes.clear()
        overlay.draw_details(screen, harness.app.surface)
        assert boxes and screen.map_rect.contains(boxes[-1]), screen.info.map.cities[city].name


def test_the_last_rounds_turns_left_keep_their_room_on_the_status_line(monkeypatch) -> None:
    """Europe's status in English lost the count: "… build a station · last rou…"."""
    from tests.ui.conftest import record_texts
    from tests.ui_ttr.conftest import europe_turn

    harness = make_harness("en")
    play = europe_turn(harness)
    play.match.state.final_turns_left = 3
    play.refresh()
    drawn = record_texts(monkeypatch)
    harness.frame()
    t = play.screen.ctx.t
    last = t("ttr.status.last_round", count=3)
    status = next(text for text in drawn if last in text)
    assert status.startswith(t("ttr.status.turn_short"))
    assert play.screen.ctx.theme.text_width(status, "small", True) <= \
        play.screen.map_rect.w - 56


def test_germanys_first_turn_names_its_ticket_decks() -> None:
    """The first turn's prompt named a "Tickets" button; Germany's reads "Short 50 ·
    Long 32"."""
    harness = make_harness("en")
    play = germany_after_opening(harness, "mix-1")
    screen = play.screen
    harness.run_until(lambda: bool(screen.view.legal) and play.viewer in play.match.to_act(),
                      max_frames=4000)
    assert overlay.status_text(screen) == screen.ctx.t("ttr.status.first_decks")


def test_back_puts_a_long_presss_details_away_before_pausing() -> None:
    """Esc or Back after a long press on a route opened the pause menu with the details
    still up."""
    from tests.ui_ttr.conftest import europe_turn

    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    route = first_claimable(screen)
    harness.long_press(screen.route_point(route))
    assert screen.held and screen.hover_route == route
    harness.back()
    assert harness.scene_name == "game" and not screen.held and screen.hover_route is None
    harness.back()
    assert harness.scene_name == "dialog"  # then Back pauses as before


def test_the_keyboard_keeps_its_place_after_a_card_is_drawn() -> None:
    """After Enter on the deck nothing had focus, so a second Enter drew nothing (a
    keyboard review); and a list opened with C left the table's ring lit beside its own."""
    from rules.ttr.actions import DrawBlind
    from tests.ui_ttr.conftest import europe_turn

    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    deck = harness.find("deck")
    screen.widgets.focus(deck)
    def mine() -> int:
        return sum(1 for d in play.match.decisions if d.player == play.viewer)

    decisions = mine()
    harness.confirm()
    harness.frames(2)
    assert mine() == decisions + 1
    assert screen.widgets.focused is not None and screen.widgets.focused.id == "deck"
    assert DrawBlind() in screen.legal_set
    harness.confirm()  # the second card, with no Tab
    harness.frames(2)
    assert mine() == decisions + 2
    harness.run_until(lambda: play.viewer in play.match.to_act() and bool(screen.view.legal),
                      max_frames=4000)
    screen.widgets.focus(harness.find("deck"))
    harness.key("c")
    assert screen.picker is not None and screen.widgets.focused is None


def test_c_and_s_say_so_when_there_is_nothing_to_list() -> None:
    """S with no city to build in did nothing (a keyboard review)."""
    from tests.ui_ttr.conftest import europe_turn

    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    harness.click("deck")  # the first of two cards: nothing to claim or build now
    harness.frames(2)
    said: list[str] = []
    screen.anim.caption = lambda text, player: said.append(text)
    harness.key("s")
    harness.key("c")
    assert said == [screen.ctx.t("ttr.no_station_now"), screen.ctx.t("ttr.no_route_now")]
    assert screen.picker is None
