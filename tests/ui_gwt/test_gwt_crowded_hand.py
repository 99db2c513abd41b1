"""A crowded hand (seven cards) shows each card's breed name and points in the strip
the next card leaves showing: "Guernsey" was cut to "Guernse" and the Texas Longhorns'
points were hidden under their neighbours."""

from __future__ import annotations

from game.screens.gwt import dock
from tests.ui.conftest import record_cut, record_texts
from tests.ui_gwt.helpers import open_match, screen_of


def seven_cards(state, data) -> None:
    with_points = [c for c in data.market_cards if data.card_vp[c]][:3]
    state.hand[0] = sorted([*state.hand[0], *with_points])


def test_every_name_fits_the_strip_its_card_shows(monkeypatch) -> None:
    harness, _ = open_match(seven_cards)
    screen = screen_of(harness)
    drawn = record_texts(monkeypatch)
    boxes = screen.hand_boxes
    assert len(boxes) == 7
    theme, data = harness.services.theme, screen.data
    for index, (card, box) in enumerate(boxes[:-1]):
        visible = boxes[index + 1][1].x - box.x
        assert visible < box.w  # the hand is crowded
        name = screen.names.breeds[data.breed_names[data.card_breed[card]]]
        size, lines, left, inner = dock.name_place(theme, name, box, visible)
        assert left >= box.x and left + inner <= box.x + visible
        assert all(theme.text_width(line, size) <= inner for line in lines)
        assert "".join(lines).replace(" ", "") == name.replace(" ", "")  # not cut short
    # the points go under the value, in the strip (they were in the covered corner)
    import pygame

    card, box = next((card, box) for card, box in boxes[:-1] if data.card_vp[card])
    drawn.clear()
    dock.paint_card(pygame.Surface((200, 200)), theme, data, screen.names, card,
                    box.move(-box.x + 10, -box.y + 10), visible=60)
    assert f"{data.card_vp[card]} {screen.names.t('gwt.vp_short')}" in drawn


def test_a_russian_breed_too_long_for_its_strip_takes_its_short_name(monkeypatch) -> None:
    """In a Russian hand of six «Голландская поясная» was cut to «Голландс… поясная» (a
    player's review): a name the strip cannot hold whole is written short, whole."""
    import pygame

    from game import draw
    from game.i18n import I18n
    from game.screens.gwt.names import Names
    from game.theme import Theme
    from rules.gwt.data import load

    data, theme = load(), Theme.load()
    names = Names(I18n("ru").t, data)
    card = next(c for c in range(len(data.card_breed))
                if data.card_breed[c] >= 0 and data.breed_names[data.card_breed[c]] == "dutch_belt")
    cut = record_cut(monkeypatch)
    shown: list[str] = []
    text_lines = draw.text_lines
    monkeypatch.setattr(draw, "text_lines", lambda surface, th, lines, *a, **k: (
        shown.extend(lines), text_lines(surface, th, lines, *a, **k))[1])
    box = pygame.Rect(10, 10, *dock.CARD)
    dock.paint_card(pygame.Surface((200, 200)), theme, data, names, card, box, visible=60)
    assert cut == [] and " ".join(shown) == names.breeds_short["dutch_belt"], (cut, shown)
