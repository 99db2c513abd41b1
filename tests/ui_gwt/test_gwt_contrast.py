"""Lettering on a seat's colour reads in every seat colour: the light letters on the
yellow seat's private buildings (their ids, 2.3:1) and, in colour-blind mode, the white
seat symbols on yellow trains and cattlemen were hard to make out. The ink is now light
or dark, whichever contrasts more."""

from __future__ import annotations

import json

import pygame
import pytest

from game import draw
from game.screens.gwt import look, trail
from game.theme import ASSETS, Theme
from rules.gwt.data import load

pytestmark = pytest.mark.ui

MIN_CONTRAST = 3.0  # WCAG's floor for large text and symbols


def theme() -> Theme:
    pygame.font.init()
    return Theme(json.loads((ASSETS / "theme.json").read_text(encoding="utf-8")))


def capture(monkeypatch) -> list[tuple[str, object]]:
    seen: list[tuple[str, object]] = []
    text = draw.text

    def recording(surface, theme, value, pos, size="body", colour="text", *rest, **named):
        seen.append((value, colour))
        return text(surface, theme, value, pos, size, colour, *rest, **named)

    monkeypatch.setattr(draw, "text", recording)
    return seen


def ink(th: Theme, colour: object) -> pygame.Color:
    return th.c(colour) if isinstance(colour, str) else pygame.Color(colour)


@pytest.mark.parametrize("seat", range(4))
def test_a_private_buildings_id_reads_on_its_owners_colour(monkeypatch, seat: int) -> None:
    th, data = theme(), load()
    code = next(i for i, b in enumerate(data.buildings) if not b.neutral)
    seen = capture(monkeypatch)
    surface = pygame.Surface((80, 80))
    trail.building(surface, th, data, code, 0, (40, 40), (seat,), False)
    fill = th.seat(seat).color.lerp((30, 30, 30), 0.25)
    (colour,) = [c for v, c in seen if v == data.buildings[code].id]
    assert look.contrast(fill, ink(th, colour)) >= MIN_CONTRAST, (seat, colour)


@pytest.mark.parametrize("seat", range(4))
def test_a_cattlemans_colour_blind_symbol_reads_on_its_colour(monkeypatch, seat: int) -> None:
    th = theme()
    seen = capture(monkeypatch)
    trail.cattleman(pygame.Surface((40, 40)), th, (20, 20), seat, True)
    symbol = th.seat(seat).symbol
    (colour,) = [c for v, c in seen if v == symbol]
    assert look.contrast(th.seat(seat).color, ink(th, colour)) >= MIN_CONTRAST, seat


def test_the_trains_colour_blind_symbols_read_on_their_colours(monkeypatch) -> None:
    from game.screenshot import parse, stage

    harness = stage(parse(["--scene", "game", "--game", "gwt", "--players", "4", "--moves",
                           "150", "--seed", "3", "--colour-blind", "--out", "x"]))
    screen = harness.top.screen
    screen.choose_tab("rail")
    seen = capture(monkeypatch)
    screen.paint_layer()
    th = screen.ctx.theme
    checked = 0
    for colour in screen.view.colours:
        seat = th.seat(colour)
        for value, drawn in seen:
            if value == seat.symbol:
                assert look.contrast(seat.color, ink(th, drawn)) >= MIN_CONTRAST, colour
                checked += 1
    assert checked >= 4  # every train was drawn with its symbol


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_cattle_cards_breed_stays_inside_its_border(monkeypatch, language: str) -> None:
    """«Dutch Belt» ran up to the card's right edge (3 px in from its 2 px border); a name
    now keeps 7 px each side unless one word needs the whole card («Голландская»)."""
    from game.i18n import I18n
    from game.screens.gwt.dock import CARD, paint_card
    from game.screens.gwt.names import Names

    th, data = theme(), load()
    names = Names(I18n(language).t, data)
    drawn: list[tuple[tuple[int, int], list[str], object]] = []
    text_lines = draw.text_lines

    def recording(surface, theme_, lines, pos, size, *rest, **named):
        drawn.append((pos, list(lines), size))
        return text_lines(surface, theme_, lines, pos, size, *rest, **named)

    monkeypatch.setattr(draw, "text_lines", recording)
    surface = pygame.Surface((200, 200))
    box = pygame.Rect(20, 20, *CARD)
    for card in {data.card_breed[c]: c for c in range(len(data.card_breed))
                 if data.card_breed[c] >= 0}.values():
        drawn.clear()
        paint_card(surface, th, data, names, card, box)
        (x, _), lines, size = drawn[-1]
        right = x + max(th.text_width(line, size) for line in lines)
        margin = 7 if all(th.text_width(w, size) <= box.w - 14
                          for line in lines for w in line.split()) else 3
        assert x >= box.x + margin and right <= box.right - margin, (lines, x, right)
        assert not lines[-1].endswith("…"), lines


@pytest.mark.parametrize("where", ["hand", "market"])
def test_a_cattle_cards_lettering_reads_on_its_colour(monkeypatch, where: str) -> None:
    """The cream value, points and breed name on the cattle cards were 2.8-4.4:1 on
    Dutch Belt's green, Ayrshire's blue, Brown Swiss's red and West Highland's brown:
    every text on every breed's card is 4.5:1 (WCAG's normal text) or more, measured
    against the card's colour as painted."""
    from game.i18n import I18n
    from game.screens.gwt import dock, markets
    from game.screens.gwt.names import Names

    th, data = theme(), load()
    names = Names(I18n("en").t, data)
    seen: list[tuple[str, object]] = []
    text, text_lines = draw.text, draw.text_lines

    def lines_recording(surface, theme_, lines, pos, size, step, colour="text", *rest, **kw):
        seen.extend((line, colour) for line in lines)
        return text_lines(surface, theme_, lines, pos, size, step, colour, *rest, **kw)

    def recording(surface, theme_, value, pos, size="body", colour="text", *rest, **kw):
        seen.append((value, colour))
        return text(surface, theme_, value, pos, size, colour, *rest, **kw)

    monkeypatch.setattr(draw, "text", recording)
    monkeypatch.setattr(draw, "text_lines", lines_recording)
    surface = pygame.Surface((200, 200))
    cards = {data.card_breed[c]: c for c in range(len(data.card_breed))
             if data.card_breed[c] >= 0}
    cards.update({data.card_breed[c]: c for c in data.market_cards if data.card_vp[c]})
    assert len(cards) == len(data.breed_names)  # every breed (with points, if it has any)
    for card in cards.values():
        seen.clear()
        surface.fill((0, 0, 0))
        if where == "hand":
            box = pygame.Rect(20, 20, *dock.CARD)
            dock.paint_card(surface, th, data, names, card, box)
        else:
            box = pygame.Rect(20, 20, 94, 41)
            markets.cattle_card(surface, th, data, names, card, box, 2)
        fill = surface.get_at((box.x + 4, box.centery))
        assert len(seen) >= 2
        for value, colour in seen:
            assert look.contrast(fill, ink(th, colour)) >= 4.5, (
                data.breed_names[data.card_breed[card]], value, tuple(fill),
                round(look.contrast(fill, ink(th, colour)), 2))
