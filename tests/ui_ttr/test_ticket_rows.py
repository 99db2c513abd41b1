"""The ticket rows were 18 px high: too small a target for a finger. They are 24 px at
least (four in the tray's height, the rest a page or a drag away), taller with fewer
tickets, and each stays inside the list."""

from __future__ import annotations

import itertools

import pytest

from game.screens.ttr import panels
from tests.ui_ttr.conftest import europe_turn, make_harness, start_game

pytestmark = pytest.mark.ui


def rows(harness, screen) -> list:
    return [w.rect for w in screen.widgets.widgets if w.id.startswith("ticket-")
            and w.id[len("ticket-"):].isdigit()]


@pytest.mark.parametrize("count", [2, 4, 9])
def test_ticket_rows_are_a_fingers_size_and_stay_in_the_list(count):
    harness = make_harness()
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    spare = [t for t in range(len(screen.info.map.tickets)) if t not in state.tickets[0]
             and t not in state.tickets[1]]
    state.tickets[0][:] = spare[:count]
    play.refresh()
    harness.frame()
    found = rows(harness, screen)
    assert len(found) == min(count, panels.TICKET_ROWS)
    area = panels.tickets_rect(screen)
    for rect in found:
        assert rect.h >= 24 and area.contains(rect), (rect, area)
    if count <= 2:
        assert all(rect.h >= 28 for rect in found)
    assert all(a.bottom < b.top for a, b in itertools.pairwise(found))
    if count > panels.TICKET_ROWS:  # the rest a page away, clear of its button
        pager = harness.find("ticket-page")
        assert not any(pager.rect.colliderect(rect) for rect in found)
        assert pager.rect.h >= 26 and screen.tray.contains(pager.rect)  # (it was 20)
        before = screen.ticket_scroll
        harness.tap((pager.rect.right - 3, pager.rect.y + 2))  # beside the drawn button
        assert screen.ticket_scroll != before


@pytest.mark.parametrize("game_id", ["ttr-germany", "ttr-amsterdam"])
def test_every_maps_ticket_rows_are_a_fingers_size(game_id):
    harness = make_harness()
    play = start_game(harness, game_id, ["human", "easy"], seed=6)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal))
    state = play.match.state
    state.tickets[0][:] = list(range(5))
    play.refresh()
    harness.frame()
    found = rows(harness, screen)
    assert found and all(rect.h >= 24 for rect in found)
    assert all(panels.tickets_rect(screen).contains(rect) for rect in found)
