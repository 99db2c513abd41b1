"""What a demanding player found in long 4-5 player games at 1280x720: a tunnel paid
with locomotives only, the order of a big hand's payments, tickets finished through a
station, the keyboard's route and station lists, route colours in Russian, the scores
column and the box on the final board, the reasons a tap on a route gives, a finger
on the ticket list, stations hidden under city names and crowded passenger counts."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.input import Intent
from game.scenes.play import PlayScene
from game.testing import Harness
from rules.ttr.actions import Pay
from rules.ttr.mapdata import GREY, LOCOMOTIVE
from rules.ttr.state import SECOND_DRAW
from tests.ui.conftest import open_game, record_text_rects, record_texts
from tests.ui_ttr.conftest import europe_turn, first_claimable, make_harness

pytestmark = pytest.mark.ui


def europe_hand(lang: str, hand: list[int]) -> tuple[Harness, PlayScene]:
    """Europe's first main turn (``europe_turn``) with the human holding ``hand``
    (cards by colour, locomotives last)."""
    harness = make_harness(lang)
    play = europe_turn(harness)
    play.match.state.hands[0][:] = hand
    play.refresh()
    harness.frame()
    return harness, play


def germany_rich_turn(lang: str):
    """Germany after the opening, on the human's turn, with six cards of every kind:
    every route can be claimed."""
    from tests.ui_ttr.conftest import germany_after_opening

    harness = make_harness(lang)
    play = germany_after_opening(harness, "mix-0")
    screen = play.screen
    harness.run_until(lambda: bool(screen.view.legal) and screen.picker is None,
                      max_frames=4000)
    play.match.state.hands[0][:] = [6, 6, 6, 6, 6, 6, 6, 6, 6]
    play.refresh()
    harness.frame()
    return harness, play


def grey_tunnel(screen, length: int):
    return next(r for r in screen.info.map.routes if r.tunnel and r.length == length
                and r.colour == GREY and screen.obs.route_owner[r.id] < 0)


@pytest.mark.parametrize("lang, words", [("en", ("locomotive\u00a0×2", "1 locomotive")),
                                         ("ru", ("локомотив\u00a0×2", "1 локомотив"))])
def test_a_tunnel_paid_with_locomotives_asks_for_locomotives(lang, words, monkeypatch):
    """Paid with locomotives only, only the locomotives turned count and only a
    locomotive pays: the panel said «extra cards of your colour» and not what was
    put down."""
    harness = make_harness(lang)
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    state.hands[0][:] = [0, 0, 2, 0, 0, 0, 0, 0, 6]
    state.deck[-3:] = [LOCOMOTIVE, 2, 5]  # the three cards the tunnel turns up
    play.refresh()
    harness.frame()
    route = grey_tunnel(screen, 2)
    harness.tap(screen.route_point(route.id))
    index = next(i for i, a in enumerate(screen.picker.actions) if a.colour == LOCOMOTIVE)
    harness.click(f"pay-{index}")
    assert screen.obs.tunnel_extra == 1 and screen.obs.pending_colour == LOCOMOTIVE
    drawn = record_texts(monkeypatch)
    harness.frame()
    lines = screen.picker.lines
    assert any(words[0] in line for line in lines), lines  # what was put down
    assert any(words[1] in line for line in lines), lines  # what is due
    assert not any("colour" in line or "цвета" in line for line in lines), lines
    assert any(words[0] in text for text in drawn)


def test_a_big_hand_offers_the_payments_with_fewest_locomotives_first():
    """A grey 8-space tunnel with 34 cards: the options came colour by colour, so
    red ×2 + 6 locomotives led page one and blue ×6 + 2 locomotives was last on it."""
    harness, play = europe_hand("en", [2, 4, 4, 4, 6, 2, 2, 2, 8])
    screen, state = play.screen, play.match.state
    route = max((r for r in screen.info.map.routes if r.colour == GREY and r.length >= 6
                 and state.route_owner[r.id] < 0), key=lambda r: r.length)
    harness.tap(screen.route_point(route.id))
    picker = screen.picker
    pays = [a for a in picker.actions if isinstance(a, Pay)]
    fewest = min(a.locomotives for a in pays)
    assert [a.locomotives for a in pays] == sorted(a.locomotives for a in pays)
    shown = [w.action for w in picker.widgets.widgets if isinstance(getattr(w, "action", None),
                                                                    Pay)]
    assert any(a.locomotives == fewest for a in shown)  # on the first page
    assert shown[0].locomotives == fewest
    # the option a tap takes is the one painted: the cheapest is paid
    harness.click("pay-0")
    assert state.route_owner[route.id] == 0 or state.pending_route == route.id
    paid = sum([2, 4, 4, 4, 6, 2, 2, 2, 8]) - sum(state.hands[0])
    assert paid == route.length
    assert state.hands[0][LOCOMOTIVE] == 8 - fewest


def test_a_ticket_finished_through_a_station_is_ticked_during_the_game(monkeypatch):
    """A station built to borrow the one missing track: the rules' count would score the
    ticket now, but its row stayed open (○, «Tickets 0/4») until the game was over."""
    from game.screens.ttr import paths

    harness = make_harness()
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    game_map = screen.info.map
    ticket = screen.obs.tickets[0]
    t = game_map.tickets[ticket]
    route_ids = paths.best_path(game_map, state.route_owner, 0, t.a, t.b)
    assert len(route_ids) >= 2
    for r in route_ids[:-1]:
        state.route_owner[r] = 0
    last = game_map.routes[route_ids[-1]]
    state.route_owner[last.id] = 1  # the missing track is Boris's
    city = last.a if last.a not in (t.a, t.b) or last.b in (t.a, t.b) else last.b
    state.station_owner[city] = 0
    state.station_cities[0].append(city)
    state.stations_left[0] -= 1
    play.refresh()
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert screen.ticket_done(ticket)
    _, completed, _ = play.match.game.tickets_scored(state.route_owner, [city],
                                                      screen.obs.tickets, 0)
    heading = f"{screen.ctx.t('ttr.tickets')}  {sum(completed)}/{len(completed)}"
    assert heading in drawn, [d for d in drawn if "/" in d]
    # shown on the map, its way is the one that finishes it: own tracks and the one the
    # station borrows (it drew a way of open tracks still to claim, beside its ✓)
    way = screen.ticket_path(ticket)
    assert last.id in way and all(state.route_owner[r] >= 0 for r in way)
    # the station taken back (another city): the mark opens again
    state.station_owner[city] = -1
    state.station_cities[0].remove(city)
    play.refresh()
    harness.frame()
    assert not screen.ticket_done(ticket)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_keyboards_route_list_names_tunnels_and_ferries_and_lists_twins_once(
        lang, monkeypatch):
    """C lists the routes to claim: a tunnel or a ferry looked like any route until
    opened, and Germany's grey twin tracks were listed two or three times, word for
    word."""
    from rules.ttr.actions import ClaimRoute

    harness, play = europe_hand(lang, [6, 6, 6, 6, 6, 6, 6, 6, 6])
    screen = play.screen
    drawn = record_texts(monkeypatch)
    t = screen.ctx.t
    routes = screen.info.map.routes
    harness.key("c")
    subs = set()
    for _ in range(20):
        harness.frame()
        subs.update(drawn)
        if harness.find("more") is None:
            break
        harness.click("more")
    tunnel, ferry = t("ttr.tunnel_short"), t("ttr.ferry_short", count=1)
    assert any(tunnel in text for text in subs)
    assert any(ferry in text for text in subs)
    listed = [a.route for a in screen.picker.actions]
    tunnels = sum(1 for r in listed if routes[r].tunnel)
    assert tunnels and sum(1 for text in subs if text.endswith(tunnel)) >= min(tunnels, 2)
    # Germany: every twin track listed once
    harness, play = germany_rich_turn(lang)
    screen = play.screen
    harness.key("c")
    listed = [a.route for a in screen.picker.actions]
    routes = screen.info.map.routes
    ends = [(routes[r].a, routes[r].b, routes[r].length, routes[r].colour) for r in listed]
    assert len(ends) == len(set(ends))
    claimable = {a.route for a in screen.view.legal if isinstance(a, ClaimRoute)}
    assert len(claimable) > len(listed)  # twins were there to fold
    # a hint for a folded twin lights the one listed for it
    folded = min(claimable - set(listed))
    screen.show_hint(ClaimRoute(folded))
    lit = [w for w in screen.picker.widgets.widgets if getattr(w, "lit", False)]
    assert len(lit) == 1
    kept = routes[lit[0].action.route]
    assert (kept.a, kept.b, kept.length) == (routes[folded].a, routes[folded].b,
                                            routes[folded].length)


def test_a_routes_colour_agrees_with_the_route_in_russian(monkeypatch):
    """«путь» is masculine: a yellow route read «3 отрезка · жёлтая» (the card's word)
    in its details, its payment choice and the keyboard's list."""
    from rules.ttr.actions import ClaimRoute

    harness, play = europe_hand("ru", [6, 6, 6, 6, 6, 6, 6, 6, 6])
    screen = play.screen
    routes = screen.info.map.routes
    route = next(routes[a.route] for a in screen.view.legal if isinstance(a, ClaimRoute)
                 and routes[a.route].colour == 2)  # yellow
    drawn = record_texts(monkeypatch)
    harness.frame(Intent("point", screen.route_point(route.id)))  # the details
    harness.frame()
    assert any("жёлтый" in text for text in drawn)
    assert not any("· жёлтая" in text for text in drawn)
    harness.tap(screen.route_point(route.id))
    assert any("жёлтый" in line for line in screen.picker.lines)
    assert screen.ctx.t("ttr.card.yellow") == "жёлтая"  # the cards keep theirs


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_final_boards_scores_column_says_it_counts_routes_only(lang, monkeypatch):
    """On the final board the column headed «SCORES» showed the routes' points (the
    score track) while the results ranked by totals with tickets and bonuses: a player
    read 60 there and had lost."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match

    harness = make_harness(lang)
    match = random_match("ttr-europe", 4, 9)
    sheet = match.game.score_sheet(match.state)
    routes = [row[0] for row in sheet.points]
    assert list(sheet.totals) != routes  # the totals are not the routes
    looks = [SeatLook(n, i) for i, n in enumerate(["Anna", "Boris", "Clara", "Dmitri"])]
    play = PlayScene(harness.services, match, looks)
    harness.services.stack.push(play)
    open_game(harness)
    drawn = record_texts(monkeypatch)
    play.screen._players_layer = None  # the column is painted into a layer: once more
    harness.frame()
    assert harness.scene_name == "game"
    t = harness.services.t
    assert t("ttr.scores_routes") in drawn and t("ttr.scores") not in drawn
    assert list(play.screen.obs.route_points) == routes


@pytest.mark.parametrize("players, twin_owner, reason", [
    (4, 1, "ttr.why.cards"),  # 4-5 players: the twin taken by another stays open
    (4, 0, "ttr.why.double_own"),  # never both tracks to one player
    (2, 1, "ttr.why.double"),  # 2-3 players: the twin closes it
])
def test_a_tap_on_a_double_routes_track_gives_the_rules_reason(players, twin_owner, reason):
    """With four players a tap on the free track of a double whose twin Boris holds,
    without the cards, said «The other track of this double route is taken», which
    is no reason at 4-5 players; a player holding the twin was told the same."""
    from tests.ui_ttr.conftest import start_game

    harness = make_harness()
    play = start_game(harness, "ttr-europe", ["human"] + ["easy"] * (players - 1), seed=3)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal),
                      max_frames=4000)
    harness.confirm()
    harness.run_until(lambda: bool(screen.view.legal) and play.viewer in play.match.to_act(),
                      max_frames=4000)
    state = play.match.state
    routes = screen.info.map.routes
    route = next(r for r in routes if r.parallel and state.route_owner[r.id] < 0
                 and all(state.route_owner[o] < 0 for o in r.parallel) and r.length >= 3)
    state.route_owner[route.parallel[0]] = twin_owner
    state.route_index = None
    state.hands[0][:] = [0, 0, 0, 0, 0, 0, 0, 0, 0]
    play.refresh()
    harness.frame()
    said: list[str] = []
    screen.anim.caption = lambda text, player: said.append(text)
    harness.tap(screen.route_point(route.id))
    assert screen.picker is None
    assert said == [screen.ctx.t(reason, count=players)]  # (the player count: the rule)


def test_the_keyboards_station_list_says_what_each_city_could_lend(monkeypatch):
    """S lists the cities for a station: four pages of bare names told nothing of the
    one thing a station is for, the other players' tracks it could borrow there."""
    harness = make_harness()
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    game_map = screen.info.map
    city = next(c for c in range(len(game_map.cities)) if game_map.cities[c].name == "Berlin")
    into = [r.id for r in game_map.routes if city in (r.a, r.b)]
    for r in into[:2]:
        state.route_owner[r] = 1
    state.route_index = None
    play.refresh()
    harness.frame()
    harness.key("s")
    for _ in range(10):
        if harness.find(f"city-{city}") is not None:
            break
        harness.click("more")
    drawn = record_texts(monkeypatch)
    harness.frame()
    t = screen.ctx.t
    assert t("ttr.station_tracks", count=2) in drawn
    assert t("ttr.station_tracks", count=0) in drawn  # a city with none says so too


def test_a_finger_drawn_up_the_ticket_list_scrolls_it_and_toggles_nothing():
    """Touch has no wheel: ten tickets were reached only by the small «1–5 ▾» button;
    a drag on the list did nothing."""
    harness = make_harness()
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    spare = [t for t in range(len(screen.info.map.tickets)) if t not in state.tickets[0]
             and t not in state.tickets[1]]
    state.tickets[0].extend(spare[:6])
    play.refresh()
    harness.frame()
    assert len(screen.obs.tickets) == 10 and screen.ticket_scroll == 0
    row = harness.find("ticket-3").rect.center
    shown = set(screen.shown_tickets)
    steps = [(row[0], row[1] - 12 * i) for i in range(1, 6)]  # up by 60 px: two rows
    harness.frame(Intent("point", row), Intent("down", row))
    for pos in steps:
        harness.frame(Intent("drag", pos, (0, -12)))
    harness.frame(Intent("drop", steps[-1]))
    assert screen.ticket_scroll == 2
    assert screen.shown_tickets == shown  # the row under the finger was not toggled
    assert harness.find("ticket-2") is not None and harness.find("ticket-0") is None
    for pos in reversed(steps):  # and back down
        harness.frame(Intent("drag", pos, (0, 12)))
    assert screen.ticket_scroll == 0


def test_a_tap_folds_the_final_box_off_the_cities_it_hid():
    """Germany's five-player final board put its box over Rostock, Schwerin and
    Berlin, and nothing moved it: a tap folds it to its title, another opens it."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match

    harness = make_harness()
    match = random_match("ttr-germany", 5, 8)
    looks = [SeatLook(n, i) for i, n in enumerate(["Anna", "Boris", "Clara", "Dmitri",
                                                     "Eva"])]
    harness.services.stack.push(PlayScene(harness.services, match, looks))
    harness.run_until(lambda: harness.scene_name == "results", max_frames=400, dt=0.1)
    harness.click("board")
    screen = harness.top.play.screen
    harness.frame()
    box = screen.final_rect.copy()
    hidden = [c for c, (x, y) in enumerate(screen.layout.cities)
              if box.collidepoint(round(x), round(y))]
    assert hidden, "the box lies over some cities"
    harness.tap(box.center)
    harness.frame()
    folded = screen.final_rect
    assert screen.final_folded and folded.h < box.h
    assert not any(folded.collidepoint(*map(round, screen.layout.cities[c])) for c in hidden)
    assert harness.scene_name == "board"  # the board stays
    harness.tap(folded.center)
    harness.frame()
    assert not screen.final_folded and screen.final_rect == box


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_route_tapped_between_two_card_draws_says_why_it_cannot_be_claimed(lang):
    """After one card the turn is a second draw: a tap on a route said «Finish the
    current choice first», and no choice was open."""
    from rules.ttr.actions import DrawBlind

    harness = make_harness(lang)
    play = europe_turn(harness)
    screen = play.screen
    screen.choose(DrawBlind())
    harness.frame()
    assert screen.obs.phase == SECOND_DRAW  # the second draw
    said: list[str] = []
    screen.anim.caption = lambda text, player: said.append(text)
    route = next(r for r in screen.info.map.routes if screen.obs.route_owner[r.id] < 0)
    harness.tap(screen.route_point(route.id))
    assert said == [screen.ctx.t("ttr.why.second")]


@pytest.mark.parametrize("game_id", ["ttr-europe"])
def test_stations_stand_clear_of_their_citys_name_and_on_top(game_id):
    """A station house was painted up and right of its city, under the label layer: at
    Smolensk, Zagreb or Wien the city's name covered it but for a corner."""
    import pygame

    from game.screens.ttr.board import station_rect
    from tests.ui_ttr.conftest import start_game

    harness = make_harness()
    play = start_game(harness, game_id, ["human", "easy"], seed=3)
    screen = play.screen
    painter = screen.painter
    n = len(screen.info.map.cities)
    seat = screen.view.colours[0]
    colour = pygame.Color(screen.ctx.theme.seat(seat).color)
    board = painter.board(False, [-1] * len(screen.info.map.routes), screen.view.colours,
                          [0] * n)
    covered = []
    for city in range(n):
        spot = painter.station_spot(city)
        label = next(item for item in painter.labels if item.city == city)
        w, h = painter.measure(screen.info.map.cities[city].name)
        lx, ly = painter.local(label.pos)
        name = pygame.Rect(round(lx - w / 2), round(ly - h / 2), round(w), round(h))
        if station_rect(spot).colliderect(name):
            covered.append(screen.info.map.cities[city].name)
        x, y = round(spot[0]), round(spot[1]) + 2  # inside the house
        assert board.get_at((x, y))[:3] == colour[:3], screen.info.map.cities[city].name
    assert len(covered) <= 2, covered


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_ferry_without_its_locomotives_says_so(lang):
    """A tap on a ferry with plenty of one colour but too few locomotives said «Not
    enough matching cards», which the hand seemed to deny."""
    harness, play = europe_hand(lang, [8, 8, 8, 8, 8, 8, 8, 8, 0])
    screen, state = play.screen, play.match.state
    ferry = next(r for r in screen.info.map.routes if r.locomotives and
                 state.route_owner[r.id] < 0 and r.length <= 4)
    said: list[str] = []
    screen.anim.caption = lambda text, player: said.append(text)
    harness.tap(screen.route_point(ferry.id))
    assert screen.picker is None
    assert said == [screen.ctx.t("ttr.why.ferry", count=ferry.locomotives, have=0)]


@pytest.mark.parametrize("lang, left", [("en", "Stations left: 3"),
                                        ("ru", "Станций в запасе: 3")])
def test_a_station_says_what_it_costs_at_the_end_and_the_tray_counts_those_left(
        lang, left, monkeypatch):
    """A station costs its cards and the 4 points it would score unbuilt («за каждую
    оставшуюся у игрока в запасе железнодорожную станцию ... четыре очка»); the panel
    told only the cards. The tray's «Stations: 3» read as three built."""
    harness = make_harness(lang)
    play = europe_turn(harness)
    screen = play.screen
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert any(left in text for text in drawn)
    city = next(a.city for a in screen.view.legal if type(a).__name__ == "BuildStation")
    harness.tap(screen.city_point(city))
    assert screen.picker is not None
    assert screen.ctx.t("ttr.station_kept", count=4) in screen.picker.lines
    assert "4" in screen.ctx.t("ttr.station_kept", count=4)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_ten_passengers_of_a_colour_stay_clear_of_the_next_pip(lang, monkeypatch):
    """Germany's rows spaced the six passenger counts 28 px apart: «10» ran into the
    next colour's pip («10●10●9») and the last one to the row's edge."""
    from game.screens.ttr import panels
    from tests.ui_ttr.conftest import start_game

    harness = make_harness(lang)
    play = start_game(harness, "ttr-germany", ["human", "easy", "easy"], seed=6)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal))
    state = play.match.state
    cities = len(screen.info.map.cities)
    state.variant[cities * 6:(cities + 1) * 6] = [10, 10, 9, 10, 10, 10]  # Anna's
    play.refresh()
    pips: list = []
    monkeypatch.setattr(panels, "passenger_pip", lambda surface, colour, centre, radius,
                        cb: pips.append(pygame.Rect(centre[0] - radius - 1,
                                                    centre[1] - radius - 1,
                                                    2 * radius + 3, 2 * radius + 3)))
    texts = record_text_rects(monkeypatch)
    screen._players_layer = None
    harness.frame()
    area = panels.column_rects(screen.col)["players"]
    row = screen.player_row(0).move(-area.x, -area.y)  # in the layer the rows are painted on
    anna = [pip for pip in pips if row.contains(pip)]
    counts = [rect for value, rect in texts if value in ("9", "10") and row.contains(rect)]
    assert len(anna) == 6 and len(counts) == 6
    for pip in anna:  # a pixel clear of every count on either side
        assert not any(pip.inflate(2, 0).colliderect(count) for count in counts)
    for a, b in itertools.pairwise(counts):
        assert not a.colliderect(b)


def test_a_hint_for_a_card_lights_it_while_a_routes_payments_are_open():
    """A route tapped, its payments open, then Hint: «take the face-up … card» was
    only a caption, the card it named not lit (the open choice took the question)."""
    from rules.ttr.actions import DrawFaceUp

    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    route = first_claimable(screen)
    harness.tap(screen.route_point(route))
    assert screen.picker is not None and screen.picker_local
    card = next(a for a in screen.view.legal if isinstance(a, DrawFaceUp))
    screen.show_hint(card)
    assert screen.widgets.find(f"faceup-{card.slot}").lit
    # a hint for one of the open choice's own options still lights that option
    pay = next(w for w in screen.picker.widgets.widgets if getattr(w, "action", None))
    screen.show_hint(pay.action)
    assert pay.lit and not screen.widgets.find(f"faceup-{card.slot}").lit


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_route_list_starts_with_the_routes_the_tickets_need(lang, monkeypatch):
    """A 54-card hand may claim some ninety routes: ten pages in alphabetical order,
    the few on the player's tickets lost among them."""
    from rules.ttr.actions import ClaimRoute

    harness, play = europe_hand(lang, [6, 6, 6, 6, 6, 6, 6, 6, 6])
    screen = play.screen
    claimable = {a.route for a in screen.view.legal if isinstance(a, ClaimRoute)}
    wanted = {r for k in screen.obs.tickets for r in screen.ticket_path(k)} & claimable
    assert wanted and len(claimable) > len(wanted) + 10
    drawn = record_texts(monkeypatch)
    harness.key("c")
    harness.frame()
    listed = [a.route for a in screen.picker.actions]
    assert set(listed[:len(wanted)]) == wanted
    assert screen.picker.lines == [screen.ctx.t("ttr.list_rule_routes")]
    first = screen.info.map.routes[listed[0]]
    names = screen.info.map.cities
    assert f"★ {names[first.a].name}–{names[first.b].name}" in drawn


@pytest.mark.parametrize("case", ["built", "none_left", "cards"])
def test_a_tap_on_a_city_without_a_station_to_build_says_why(case):
    """A tap on a city where no station can go did nothing at all: a station of another
    player there, none left, or too few cards alike for the next one."""
    harness = make_harness()
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    city = next(c for c, o in enumerate(state.station_owner) if o < 0)
    t, name = screen.ctx.t, screen.info.map.cities[city].name
    if case == "built":
        state.station_owner[city] = 1
        state.station_cities[1].append(city)
        state.stations_left[1] -= 1
        expected = t("ttr.why.station_built", city=name, name="Boris")
    elif case == "none_left":
        for other in [c for c, o in enumerate(state.station_owner) if o < 0 and c != city][:3]:
            state.station_owner[other] = 0
            state.station_cities[0].append(other)
        state.stations_left[0] = 0
        expected = t("ttr.why.no_stations")
    else:
        state.stations_left[0] = 1  # the third station: three cards alike
        state.hands[0][:] = [1, 1, 0, 0, 0, 0, 0, 0, 0]
        expected = t("ttr.why.station_cards", count=3)
    play.refresh()
    harness.frame()
    said: list[str] = []
    screen.anim.caption = lambda text, player: said.append(text)
    harness.tap(screen.city_point(city))
    assert screen.picker is None
    assert said == [expected]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_germany_claim_says_which_passengers_it_brings(lang):
    """Claiming in Germany also brings a passenger from each end city: the payment panel
    told the points only, so a player looked up both cities before every claim."""
    from rules.ttr.actions import ClaimRoute

    harness, play = germany_rich_turn(lang)
    screen = play.screen
    route = next(screen.info.map.routes[a.route] for a in screen.view.legal
                 if isinstance(a, ClaimRoute))
    harness.tap(screen.route_point(route.id))
    waiting = screen.info.city_passengers(screen.obs)
    names = screen.info.map.cities
    line = screen.ctx.t("ttr.claim_passengers", a=names[route.a].name, b=names[route.b].name,
                        na=sum(waiting[route.a]), nb=sum(waiting[route.b]))
    assert line in screen.picker.lines


def test_the_ticket_pointed_at_among_those_to_keep_shows_its_way():
    """Choosing tickets, every city of every ticket was ringed alike: which ends made a
    ticket, and the way between them, was left to the eye. The one under the pointer
    or finger (or the keyboard's focus) now shows its ends and cheapest way."""
    from game.screens.ttr import overlay

    harness = make_harness()
    play = start_game_opening(harness)
    screen = play.screen
    keep = screen.picker.keep_tickets
    outlined: list[int] = []
    rings: list[int] = []
    painter = screen.painter
    painter.outline_route = lambda surface, route, *rest: outlined.append(route)
    painter.ring_city = lambda surface, city, *rest: rings.append(city)
    card = harness.find("keep-ticket-1")
    harness.frame(Intent("point", card.rect.center))
    harness.frame()  # drawn
    assert overlay.pointed_ticket(screen) == keep[1]
    way = screen.ticket_path(keep[1])
    assert way and set(way) <= set(outlined)
    harness.tap(card.rect.center)  # a finger: returned, and still the one shown
    assert keep[1] not in screen.keep_choice
    assert overlay.pointed_ticket(screen) == keep[1]
    harness.frame(Intent("point", (5, 5)))
    assert overlay.pointed_ticket(screen) is None
    harness.key("tab")
    focused = screen.picker.widgets.focused
    assert focused is not None and focused.id.startswith("keep-ticket-")
    assert overlay.pointed_ticket(screen) == keep[int(focused.id.rsplit("-", 1)[1])]


def start_game_opening(harness):
    from tests.ui_ttr.conftest import start_game

    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=3)
    harness.run_until(lambda: play.screen.picker is not None and bool(
        getattr(play.screen.picker, "keep_tickets", ())), max_frames=4000)
    open_game(harness)  # the screen is drawn
    return play


def test_colour_blind_a_shown_tickets_way_tells_own_tracks_from_open_ones_by_shape():
    """A ticket shown on the map outlines its way light green where the tracks are the
    player's and yellow where they are still to claim: alike to a red-green colour-blind
    eye, and the outlines were the same width."""
    from game.screens.ttr import paths

    harness = make_harness()
    harness.services.settings.colour_blind = True
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    assert screen.ctx.colour_blind
    game_map = screen.info.map
    ticket = screen.obs.tickets[0]
    t = game_map.tickets[ticket]
    way = paths.best_path(game_map, state.route_owner, 0, t.a, t.b)
    assert len(way) >= 2
    state.route_owner[way[0]] = 0  # one track of the way is the player's
    play.refresh()
    screen.toggle_ticket(ticket)
    widths: dict[int, int] = {}
    screen.painter.outline_route = lambda surface, route, colour, width=2, *rest: \
        widths.setdefault(route, width)
    harness.frame()
    own = [widths[r] for r in screen.ticket_path(ticket) if state.route_owner[r] == 0]
    open_ = [widths[r] for r in screen.ticket_path(ticket) if state.route_owner[r] < 0]
    assert own and open_ and max(own) < min(open_)
