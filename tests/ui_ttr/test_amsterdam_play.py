"""Amsterdam played through the screen as a demanding player would: its own words in
both languages (carts, contracts, transport cards, wild cards), what the screen says
about merchandise and its bonus, the contract choices and the keyboard's route list."""

from __future__ import annotations

import re

import pytest

from tests.ui.conftest import record_text_rects, record_texts
from tests.ui_ttr.conftest import ClickingPlayer, make_harness, play_to_results, start_game

pytestmark = pytest.mark.ui

#: Words of the other maps that an Amsterdam table must never show: its rulebook has
#: «Контракты», «Повозки», «карты Перевозчиков» and «джокеры», no trains, tickets,
#: locomotives or stations.
FOREIGN = {
    "en": re.compile(r"\b(tickets?|locomotives?|trains?|stations?)\b", re.I),
    "ru": re.compile(r"(локомотив|вагон|станци|маршрут|цел[иья]\b|билет)", re.I),
}
TITLES = {"en": "Ticket to Ride", "ru": "Билет на поезд"}



def record_drawn_and_cut(monkeypatch) -> tuple[list[str], list[str]]:
    """Every text ``draw.text`` draws from now on, and those it had to cut short."""
    from game import draw

    drawn: list[str] = []
    cut: list[str] = []
    text = draw.text

    def recording(surface, theme, value, pos, size="body", color="text", bold=False,
                  anchor="topleft", max_width=None):
        drawn.append(value)
        if max_width is not None and theme.text_width(value, size, bold) > max_width:
            cut.append(value)
        return text(surface, theme, value, pos, size, color, bold, anchor, max_width)

    monkeypatch.setattr(draw, "text", recording)
    return drawn, cut

@pytest.mark.parametrize("lang, players, seed", [("en", 2, 3), ("ru", 3, 4), ("en", 4, 5)])
def test_a_whole_amsterdam_game_speaks_amsterdams_words(lang, players, seed, monkeypatch):
    """Every text drawn from the opening contracts to the final board, pickers, log and
    captions included: an English player read «Click a ticket to keep», «TRAIN CARDS»,
    «Take a second card (not a face-up locomotive)» and «Three locomotives face up»."""

    harness = make_harness(lang)
    start_game(harness, "ttr-amsterdam", ["human"] + ["easy"] * (players - 1), seed=seed)
    drawn, cut = record_drawn_and_cut(monkeypatch)  # none cut short («TRANSPORT C…» was)
    player = ClickingPlayer(harness, seed)
    play_to_results(harness, player)
    harness.click("board")
    harness.frames(3)
    words = [value.replace(TITLES[lang], "") for value in drawn]
    foreign = sorted({value for value in words if FOREIGN[lang].search(value)})
    assert not foreign, "\n".join(foreign)
    assert not cut, cut


@pytest.mark.parametrize("players, seed", [(2, 5), (3, 5), (4, 5)])
def test_the_final_board_gives_each_players_merchandise_bonus(players, seed, monkeypatch):
    """The final box said «Merchandise: 1» and left the player to work out from the
    rulebook's table whether that was worth +8, +6 or nothing; it now gives the bonus
    the score sheet counts, and lights the players with the top one."""
    import pygame

    from game.scenes.play import PlayScene
    from game.screens.ttr import overlay
    from game.settings import SeatLook
    from tests.playout import random_match

    harness = make_harness()
    match = random_match("ttr-amsterdam", players, seed)
    looks = [SeatLook(name, i) for i, name in enumerate(["Anna", "Boris", "Clara",
                                                          "Dmitri"][:players])]
    play = PlayScene(harness.services, match, looks)
    harness.services.stack.push(play)
    sheet = match.game.score_sheet(match.state).as_dict()["players"]
    bonus = [row["points"]["merchandise"] for row in sheet]
    counts = match.state.variant[:players]
    assert any(bonus) and any(points != max(bonus) for points in bonus)  # a real race
    drawn = record_texts(monkeypatch)
    overlay.draw_final(play.screen, pygame.Surface((1280, 720)))
    for p in range(players):
        wanted = f"Merchandise: {counts[p]} (+{bonus[p]})" if counts[p] else "Merchandise: 0"
        line = next(text for text in drawn if "Merchandise" in text and
                    text.lstrip("★ ").startswith(wanted))
        assert line.startswith(wanted), line
        drawn.remove(line)


def test_the_tray_says_what_the_merchandise_is_worth_so_far(monkeypatch):
    """During play the tray gives the bonus the viewer's cards would score now, and its
    tooltip the rulebook's table for this many players («3 Игрока +8 +5 +2»)."""
    harness = make_harness("ru")
    play = start_game(harness, "ttr-amsterdam", ["human", "easy", "easy"], seed=4)
    screen = play.screen
    player = ClickingPlayer(harness, 4)
    player.prefer = lambda route: screen.info.map.routes[route].carts
    for _ in range(3000):  # claim cart routes first until a merchandise card comes
        if screen.obs is not None and screen.info.merchandise(screen.obs, 0) > 0 and \
                bool(screen.view.legal) and screen.picker is None:
            break
        if not player.act():
            harness.frame()
    assert screen.info.merchandise(screen.obs, 0) > 0
    others = [screen.info.merchandise(screen.obs, p) for p in (1, 2)]
    mine = screen.info.merchandise(screen.obs, 0)
    from rules.ttr.amsterdam import merchandise_bonus

    points = merchandise_bonus([mine, *others])[0]
    drawn = record_texts(monkeypatch)
    harness.frames(2)
    assert any(f"Бонусных товаров: {mine} (+{points})" in text for text in drawn), drawn
    tip = harness.find("merchandise").tooltip
    assert "+8, +5, +2" in tip, tip


def amsterdam_turn(lang: str, players: int = 3, seed: int = 4):
    """Amsterdam: the human kept the opening contracts and is to act."""
    harness = make_harness(lang)
    play = start_game(harness, "ttr-amsterdam", ["human"] + ["easy"] * (players - 1),
                      seed=seed)
    screen = play.screen

    def mine() -> bool:
        return screen.view is not None and bool(screen.view.legal) and \
            play.viewer in play.match.to_act()

    harness.run_until(mine, max_frames=4000)
    harness.confirm()
    harness.run_until(mine, max_frames=4000)
    return harness, play


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_route_list_names_both_places_in_full_and_marks_cart_routes(lang, monkeypatch):
    """C lists the routes to claim: Amsterdam's long names were cut
    («Montelbaanstoren-Portuges…», «Haarlemmerpoort-Westelijk…»: which one?), and
    nothing said which routes bring a merchandise card (only the map's cart symbol)."""

    harness, play = amsterdam_turn(lang)
    screen = play.screen
    routes = screen.info.map.routes
    harness.key("c")
    picker = screen.picker
    assert picker is not None and picker.title == harness.services.t("ttr.route_list_title")
    claimable = {a.route for a in screen.view.legal if hasattr(a, "route")}
    cart_word = harness.services.t("ttr.cart_short")
    listed: set[int] = set()
    drawn, cut = record_drawn_and_cut(monkeypatch)
    for _ in range(10):  # page by page
        shown = {int(w.id.split("-")[1]) for w in picker.widgets.widgets
                 if w.id.startswith("route-")}  # this page's
        drawn.clear()
        harness.frame()
        # each cart route's line says so, as the map's symbol does; no other's
        assert sum(cart_word in v for v in drawn) == sum(1 for r in shown if routes[r].carts)
        listed |= shown
        if harness.find("more") is None or listed >= claimable:
            break
        harness.click("more")
    assert listed >= claimable and any(routes[r].carts for r in listed)
    assert not [v for v in cut if "–" in v], cut


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_last_contract_of_the_deck_cannot_be_turned_to_return(lang):
    """«Если в колоде осталась только одна карта Контракта, игрок все равно может
    выполнить это действие, но от нее нельзя будет отказаться.» A tap turned it to
    «return» and left «Keep 0» dead; the picker now says it must be kept."""
    harness, play = amsterdam_turn(lang, players=2)
    screen = play.screen
    deck = play.match.state.ticket_deck
    del deck[:-1]  # one contract left in the deck
    harness.frames(2)
    harness.click("ticket-deck")
    picker = screen.picker
    assert picker is not None and picker.keep_tickets and len(picker.keep_tickets) == 1
    assert picker.lines == [harness.services.t("ttr.keep_all_rule.amsterdam", count=1)]
    harness.tap(harness.find("keep-ticket-0").rect.center)  # a tap changes nothing
    assert harness.find("keep").enabled
    harness.click("keep")
    assert screen.picker is None and len(screen.obs.tickets) == 3


def test_a_move_taken_back_leaves_no_caption_behind():
    """Hot seat: Boris claims a cart route, then takes it back from the hand-over
    screen. The log forgot it, the map still said «Boris claimed …» and «Boris gained a
    merchandise card» beside «Merchandise: 0»."""
    from rules.ttr.actions import ClaimRoute

    harness = make_harness()
    start_game(harness, "ttr-amsterdam", ["human", "human"], seed=4)

    def ready() -> None:
        if harness.scene_name == "handoff":
            harness.click("ready")

    ready()
    screen = harness.top.screen
    for _ in range(2):  # both keep their opening contracts
        harness.run_until(lambda: screen.view is not None and bool(screen.view.legal))
        harness.confirm()
        harness.frames(3)
        ready()
    routes = screen.info.map.routes
    carts = [a.route for a in screen.view.legal if isinstance(a, ClaimRoute)
             and routes[a.route].carts]
    assert carts
    harness.tap(screen.route_point(carts[0]))
    harness.click("pay-0")
    harness.frames(3)
    assert harness.scene_name == "handoff"
    assert any("merchandise" in c.text for c in screen.anim.captions)
    harness.click("take-back")
    harness.frames(3)
    ready()
    assert screen.obs.route_owner[carts[0]] == -1
    assert not screen.anim.captions, [c.text for c in screen.anim.captions]


def test_the_keyboard_keeps_its_place_among_the_offered_contracts():
    """Keyboard only: Tab to the second contract, Enter returns it, Tab goes on to
    «Keep 1». Enter rebuilt the choice and dropped the focus: the next Tab went back to
    the first contract, and nothing showed where the keyboard was."""
    harness = make_harness()
    play = start_game(harness, "ttr-amsterdam", ["human", "easy", "easy"], seed=3)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal)
                      and screen.picker is not None, max_frames=4000)
    harness.key("tab")
    harness.key("tab")
    assert screen.picker.widgets.focused_id() == "keep-ticket-1"
    harness.confirm()  # return it
    assert screen.picker.widgets.focused_id() == "keep-ticket-1"
    harness.key("tab")
    assert screen.picker.widgets.focused_id() == "keep"
    harness.confirm()
    harness.run_until(lambda: len(screen.obs.tickets) == 1, max_frames=50)
    assert screen.picker is None


def test_a_shown_contracts_way_has_a_dark_edge_under_its_pale_ink():
    """A contract tapped in the tray outlines its cheapest way in pale yellow: along
    Amsterdam's yellow tracks (Westerkerk–Leidsepoort) that ink was lost on the track's
    own colour. Each track of the way now gets a dark edge under the ink."""
    harness, play = amsterdam_turn("en", players=4, seed=2)
    screen = play.screen
    ticket = next(k for k in screen.obs.tickets if screen.ticket_path(k))
    screen.toggle_ticket(ticket)
    calls: list[tuple[int, tuple, int, float]] = []
    screen.painter.outline_route = lambda surface, route, colour, width=2, grow=2.5: \
        calls.append((route, tuple(colour)[:3], width, grow))
    harness.frame()
    for route in screen.ticket_path(ticket):
        mine = [(colour, width, grow) for r, colour, width, grow in calls if r == route]
        dark = [i for i, (colour, _, _) in enumerate(mine) if sum(colour) < 150]
        pale = [i for i, (colour, _, _) in enumerate(mine) if sum(colour) > 450]
        assert dark and pale and dark[0] < pale[0], mine  # the edge first, under the ink
        assert mine[dark[0]][1] > mine[pale[0]][1] and mine[dark[0]][2] > mine[pale[0]][2]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_empty_hand_says_so_left_of_the_contracts(lang, monkeypatch):
    """Amsterdam's hand side is narrower than Europe's (seven kinds of card): «Карт пока
    нет: возьмите из открытого ряда или из колоды.» ran across the divider into the
    contracts. It now wraps within the hand's side."""
    from dataclasses import replace

    import pygame

    from game.screens.ttr import panels

    harness, play = amsterdam_turn(lang)
    screen = play.screen
    screen.obs = replace(screen.obs, hand=(0,) * len(screen.obs.hand))
    rects = record_text_rects(monkeypatch)
    panels.paint_tray(screen, pygame.Surface((1280, 720)))
    divider = panels.tickets_rect(screen).x - 6
    words = harness.services.t("ttr.no_cards").split()
    shown = [(value, rect) for value, rect in rects if value and value.split()[0] in words]
    assert " ".join(value for value, _ in shown) == " ".join(words)  # all of it, uncut
    assert all(rect.right < divider for _, rect in shown), shown


def test_amsterdams_score_track_is_scaled_to_its_sixteen_carts(monkeypatch):
    """The bars under the scores stood for 100 points, as with Europe's 45 trains:
    Amsterdam's routes score some 30 at most, and a leader with 15 had a sliver (15 %
    of the row). The track now stands for what 16 carts can score."""
    import pygame

    from game.screens.ttr import panels

    _harness, play = amsterdam_turn("en", players=2)
    screen = play.screen
    screen.anim.shown_scores = [15.0, 6.0]
    seat = screen.ctx.theme.seat(screen.view.colours[0]).color
    drawn: list[pygame.Rect] = []
    rect = pygame.draw.rect

    def recording(surface, colour, area, *args, **kwargs):
        if tuple(pygame.Color(colour))[:3] == tuple(seat)[:3]:
            drawn.append(pygame.Rect(area))
        return rect(surface, colour, area, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", recording)
    area = panels.column_rects(screen.col)["players"]
    panels.paint_players(screen, pygame.Surface(area.size, pygame.SRCALPHA),
                         pygame.Rect(0, 0, area.w, area.h))
    bars = [r for r in drawn if r.h == 3]
    full = area.w - 24  # the track: the row less its margins
    assert bars and bars[0].w >= 0.4 * full, (bars, full)
    assert panels.track_scale(screen) < 40


def test_a_hint_not_taken_leaves_with_its_caption():
    """H suggested a route; the player drew contracts instead. The route's outline went,
    but «Hint: claim …» stayed on the map over the contracts to choose from."""
    harness, play = amsterdam_turn("en")
    screen = play.screen
    harness.key("h")
    harness.run_until(lambda: screen.hint is not None, max_frames=600)
    hint = harness.services.t("ttr.hint", action=screen.describe(screen.hint))
    assert any(c.base == hint for c in screen.anim.captions)
    harness.click("ticket-deck")
    harness.frames(2)
    assert screen.picker is not None and screen.picker.keep_tickets
    assert not any(c.base == hint for c in screen.anim.captions)
