"""Ticket to Ride on touch: a finger held on a face-up card, the ticket deck or a route
shows what it is and takes nothing (a long press drew the card, three tickets, or
opened the claim); a slow tap in a choice panel still acts (the panel swallowed it)."""

from __future__ import annotations

from rules.ttr.actions import ClaimRoute
from tests.ui.conftest import record_texts
from tests.ui_ttr.conftest import europe_turn, first_claimable, make_harness


def test_a_long_press_on_a_card_a_deck_or_a_route_takes_nothing(monkeypatch) -> None:
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    decisions = len(play.match.decisions)
    drawn = record_texts(monkeypatch)
    for widget_id in ("faceup-0", "ticket-deck"):
        spot = harness.find(widget_id)
        assert spot.tooltip
        drawn.clear()
        harness.long_press(spot.rect.center)
        assert " ".join(spot.tooltip.split()[:3]) in " ".join(drawn)
        assert len(play.match.decisions) == decisions and screen.picker is None
    route = first_claimable(screen)
    harness.long_press(screen.route_point(route))
    assert screen.hover_route == route  # its details show
    assert screen.picker is None and len(play.match.decisions) == decisions
    harness.tap(screen.route_point(route))  # a tap still opens the claim
    assert screen.picker is not None


def test_a_slow_tap_in_a_choice_panel_still_acts() -> None:
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    route = first_claimable(screen)
    harness.tap(screen.route_point(route))
    assert screen.picker is not None
    cancel = next(w for w in screen.picker.widgets.widgets
                  if w.enabled and not getattr(w, "action", None) and not w.tooltip)
    harness.long_press(cancel.rect.center)
    assert screen.picker is None  # the panel's button took the slow tap


def test_a_tap_on_a_double_routes_other_track_opens_the_one_that_can_be_claimed() -> None:
    """The two tracks of a double route lie a few pixels apart: a finger on the one
    that cannot be claimed was refused ("Not enough matching cards") though its twin
    could be; now the twin's claim opens."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    legal = screen.legal_set
    tapped, twin = next((r.id, t) for r in screen.info.map.routes if r.parallel
                        and ClaimRoute(r.id) not in legal
                        for t in r.parallel if ClaimRoute(t) in legal)
    harness.tap(screen.route_point(tapped))
    assert screen.picker is not None
    assert any(getattr(w, "action", None) is not None for w in screen.picker.widgets.widgets)
    assert screen.picker.highlight_route == twin


def test_a_long_press_shows_a_routes_details_above_the_finger() -> None:
    """The details of a held route or city went below and right of the finger, under the
    hand (a mouse pointer keeps them there)."""
    import pygame

    from game import draw

    area = pygame.Rect(0, 0, 700, 500)
    assert draw.beside_pointer((200, 80), (300, 300), area, above=True).bottom <= 264
    assert draw.beside_pointer((200, 80), (300, 300), area).top >= 318
    near_top = draw.beside_pointer((200, 80), (300, 40), area, above=True)
    assert near_top.top >= 88 and area.contains(near_top)  # no room above: under it
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    route = first_claimable(screen)
    harness.long_press(screen.route_point(route))
    assert screen.held
    harness.tap((5, 5))
    assert not screen.held


def test_a_routes_box_keeps_its_end_cities_in_sight(monkeypatch) -> None:
    """A route's box sat below and right of the mouse pointer and hid the city the route
    ends in on 44 of Europe's 101 routes (desktop pass): it now takes the place around
    the pointer that hides least of the two cities, their dots first."""
    import pygame

    from game import draw
    from game.input import Intent
    from game.screens.ttr import overlay

    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    boxes: list[pygame.Rect] = []
    monkeypatch.setattr(draw, "panel", lambda surface, rect, *a, **k: boxes.append(rect))
    hidden = []
    for shape in screen.layout.routes:
        route = screen.info.map.routes[shape.id]
        harness.frame(Intent("point", screen.route_point(shape.id)))
        if screen.hover_route != shape.id:
            continue  # a crossing track's car is nearer there
        boxes.clear()
        overlay.draw_details(screen, harness.app.surface)
        dots = [pygame.Rect(0, 0, 14, 14), pygame.Rect(0, 0, 14, 14)]
        dots[0].center, dots[1].center = screen.city_point(route.a), screen.city_point(route.b)
        if boxes and boxes[-1].collidelist(dots) >= 0:
            hidden.append(route_name_of(screen, route))
    # 44 of the 101 routes' boxes hid an end city; where none is left a box is too wide
    # for the room around a short route by the map's edge (Athina–Brindisi)
    assert len(hidden) <= 10, hidden


def route_name_of(screen, route) -> str:
    from game.screens.ttr.texts import route_name

    return route_name(screen.info.map, route.id)


def test_a_routes_box_keeps_off_the_maps_captions(monkeypatch) -> None:
    """A route's box covered the caption under it ("… Everyone takes a last turn!")."""
    import pygame

    from game import draw
    from game.input import Intent
    from game.screens.ttr import overlay

    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    screen.anim.caption("Ada has 2 trains left: everyone takes a last turn!", None)
    harness.frame()
    caption = screen.drawn_captions[0][1]
    boxes: list[pygame.Rect] = []
    panel = draw.panel
    monkeypatch.setattr(draw, "panel", lambda surface, rect, *a, **k: (
        boxes.append(pygame.Rect(rect)), panel(surface, rect, *a, **k)))
    near = [shape.id for shape in screen.layout.routes
            if 0 < caption.top - screen.route_point(shape.id)[1] < 60
            and caption.left < screen.route_point(shape.id)[0] < caption.right - 100]
    assert near
    covered = 0
    for route in near:
        harness.frame(Intent("point", screen.route_point(route)))
        boxes.clear()
        overlay.draw_details(screen, harness.app.surface)
        if screen.hover_route == route and boxes[-1].colliderect(caption):
            covered += 1
    assert covered == 0


def test_a_payment_says_its_cards_in_words(monkeypatch) -> None:
    """A payment showed a card and "×2" only: red and green cards look alike to some
    eyes (a colour-vision review). Its tooltip names them; a long press reads it and
    pays nothing."""
    harness = make_harness("en")
    play = europe_turn(harness)
    screen = play.screen
    route = first_claimable(screen)
    harness.tap(screen.route_point(route))
    options = [w for w in screen.picker.widgets.widgets if getattr(w, "action", None)]
    assert options and all(w.tooltip == screen.describe(w.action)[:1].upper() +
                           screen.describe(w.action)[1:] for w in options)
    decisions = len(play.match.decisions)
    drawn = record_texts(monkeypatch)
    harness.long_press(options[0].rect.center)
    harness.frames(2)
    assert options[0].tooltip in drawn
    assert len(play.match.decisions) == decisions and screen.picker is not None


def test_germanys_passengers_keep_off_their_citys_name(monkeypatch) -> None:
    """The pips stood in an arc above every city and covered the names written there
    ("Magdeburg"); they now go on the side away from the name (colour-vision review)."""
    import pygame

    from game.screens.ttr import board
    from tests.ui_ttr.conftest import start_game

    harness = make_harness("en")
    play = start_game(harness, "ttr-germany", ["human", "easy"], seed=6)
    painter = play.screen.painter
    pips: list[tuple[float, float]] = []
    monkeypatch.setattr(board, "passenger_pip", lambda surface, colour, centre, radius, cb:
                        pips.append(centre))
    surface = pygame.Surface((1280, 720))
    covered = []
    for city, info in enumerate(play.screen.info.map.cities):
        name = painter.name_rect(city)
        if name is None:
            continue
        pips.clear()
        painter.paint_passengers(surface, city, (2, 1, 1, 0, 1, 0), colour_blind=True)
        if any(name.inflate(4, 4).collidepoint(x, y) for x, y in pips):
            covered.append(info.name)
    assert not covered
