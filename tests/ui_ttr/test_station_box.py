"""The box to pay for a station stood at the bottom or the top of the map's middle, and
there it covered the very city the station was for (Wien, München, Frankfurt, ... with
a few kinds of cards in hand): it now goes where it hides least of the city, in a
corner or beside it, narrower if need be."""

from __future__ import annotations

import pytest

from tests.ui_ttr.conftest import europe_turn, make_harness

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_station_box_leaves_its_city_in_sight(lang):
    harness = make_harness(lang)
    play = europe_turn(harness)
    screen = play.screen
    play.match.state.hands[0][:] = [2, 1, 0, 3, 0, 0, 1, 0, 1]  # five ways to pay
    play.refresh()
    harness.frame()
    hidden_dots, hidden_names = [], []
    for city, info in enumerate(screen.info.map.cities):
        harness.tap(screen.city_point(city))
        picker = screen.picker
        assert picker is not None and picker.highlight_cities == (city,), info.name
        assert screen.map_rect.contains(picker.rect)
        assert all(picker.rect.contains(w.rect) for w in picker.widgets.widgets)
        if picker.rect.colliderect(screen.painter.city_rect(city, named=False)):
            hidden_dots.append(info.name)
        elif picker.rect.colliderect(screen.painter.city_rect(city)):
            hidden_names.append(info.name)
        harness.back()
        assert screen.picker is None
    assert not hidden_dots
    assert len(hidden_names) <= 3, hidden_names  # of 47, a corner of a name at most
