"""The final board: every player's tickets (contracts) and longest path, in columns
that do not run into each other in either language."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import draw
from game.scenes.play import PlayScene
from game.screens.ttr import overlay
from game.settings import SeatLook
from tests.playout import random_match
from tests.ui.conftest import record_text_rects
from tests.ui_ttr.conftest import make_harness

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("game_id, players", [("ttr-europe", 5), ("ttr-amsterdam", 4)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_final_board_lines_do_not_overlap(game_id, players, lang, monkeypatch):
    harness = make_harness(lang)
    match = random_match(game_id, players, 5)
    assert match.is_over()
    names = ["Anna", "Boris", "Clara", "Dmitri", "Eva"][:players]
    looks = [SeatLook(name, i) for i, name in enumerate(names)]
    play = PlayScene(harness.services, match, looks)
    harness.services.stack.push(play)
    screen = play.screen
    drawn = record_text_rects(monkeypatch)
    overlay.draw_final(screen, pygame.Surface((1280, 720)))
    word = harness.services.t("ttr.contracts" if game_id == "ttr-amsterdam" else "ttr.tickets")
    assert sum(word in value for value, _ in drawn) == players
    for (first, a), (second, b) in itertools.combinations(drawn, 2):
        assert not a.colliderect(b), f"{first!r} runs into {second!r}"


@pytest.mark.parametrize("game_id, bonus", [("ttr-europe", "longest path"),
                                            ("ttr-germany", "Globetrotter"),
                                            ("ttr-amsterdam", "Merchandise")])
def test_the_final_board_shows_the_maps_own_bonus(game_id, bonus, monkeypatch):
    """Only Europe scores a longest path; Germany's box marks the Globetrotter (the most
    tickets completed) and Amsterdam's gives the merchandise cards, as the score sheet
    counts them."""
    from tests.ui.conftest import record_texts

    harness = make_harness()
    match = random_match(game_id, 3, 5)
    looks = [SeatLook(name, i) for i, name in enumerate(["Anna", "Boris", "Clara"])]
    play = PlayScene(harness.services, match, looks)
    harness.services.stack.push(play)
    drawn = record_texts(monkeypatch)
    overlay.draw_final(play.screen, pygame.Surface((1280, 720)))
    assert any(bonus in text for text in drawn), drawn
    assert game_id == "ttr-europe" or not any("longest path" in text for text in drawn)
    if game_id == "ttr-germany":  # as many stars as the score sheet gives the bonus to
        players = match.game.score_sheet(match.state).as_dict()["players"]
        scored = sum(1 for row in players if row["points"]["globetrotter"] > 0)
        assert sum("Globetrotter" in text for text in drawn) == scored


def test_the_results_chart_paints_passengers_in_their_own_colours():
    from game.scenes.results import ResultsScene
    from game.screens.ttr.board import PASSENGER_RGB

    harness = make_harness()
    match = random_match("ttr-germany", 3, 5)
    scene = ResultsScene(harness.services, match, [SeatLook(n, i) for i, n in
                                                   enumerate(["Anna", "Boris", "Clara"])])
    colours = dict(zip(scene.sheet.categories, scene.colours, strict=True))
    for name, rgb in (("red", 0), ("green", 2), ("yellow", 3), ("blue", 4), ("white", 5)):
        assert tuple(colours[f"passengers_{name}"])[:3] == PASSENGER_RGB[rgb]
    assert len({tuple(c) for c in colours.values()}) == len(colours)  # no two alike


def test_the_final_board_can_be_looked_at_again_from_the_results():
    from game.input import Intent

    harness = make_harness("ru")
    match = random_match("ttr-europe", 3, 9)
    looks = [SeatLook(n, i) for i, n in enumerate(["Anna", "Boris", "Clara"])]
    harness.services.stack.push(PlayScene(harness.services, match, looks))
    harness.run_until(lambda: harness.scene_name == "results", max_frames=200, dt=0.1)
    results = harness.top
    harness.click("board")
    assert harness.scene_name == "board"
    board = harness.top
    screen = board.play.screen
    assert screen.longest  # the longest paths are drawn
    claimed = next(r for r, owner in enumerate(screen.obs.route_owner) if owner >= 0)
    harness.frame(Intent("point", screen.route_point(claimed)))
    assert screen.hover_route == claimed  # its details show on hover
    harness.tap(screen.route_point(claimed))  # nothing to play: the board only shows
    assert harness.scene_name == "board" and screen.picker is None
    # the whole log scrolls by a finger's drag too (only the wheel moved it)
    log = board.play.log_panel
    assert log.offset == log.max_offset > 0  # it opens on the last moves
    x, y = log.rect.center
    harness.frame(Intent("down", (x, y)))
    harness.frame(Intent("drag", (x, y + 200), (0, 200)))
    harness.frame(Intent("drop", (x, y + 200)))
    assert log.offset == log.max_offset - 200
    harness.click("to-results")
    assert harness.top is results
    harness.click("board")
    harness.back()
    assert harness.top is results


def test_at_the_end_stations_lend_their_tracks_to_the_tickets_shown():
    """A ticket a station completes scores at the end; the tray, the final board and
    the map say so (the borrowed track outlined), as the score sheet counts it."""
    harness = make_harness()
    match = random_match("ttr-europe", 3, 1)
    game, state = match.game, match.state
    _, completed = game.ticket_outcome(state, 0)
    assert any(completed) and state.station_cities[0]  # only through stations here
    play = PlayScene(harness.services, match,
                     [SeatLook(n, i) for i, n in enumerate(["Anna", "Boris", "Clara"])])
    harness.services.stack.push(play)
    harness.frame()
    screen = play.screen
    assert screen.view.viewer == 0
    assert [screen.ticket_done(t) for t in screen.obs.tickets] == list(completed)
    for player in range(3):
        done, borrowed = screen.final_outcome(player)
        assert done == game.ticket_outcome(state, player)[1]
        for city, route in borrowed:
            r = game.map.routes[route]
            assert city in (r.a, r.b) and state.route_owner[route] not in (-1, player)
    drawn: list[str] = []
    text = draw.text

    def recording(surface, theme, value, *args, **kwargs):
        drawn.append(value)
        return text(surface, theme, value, *args, **kwargs)

    import unittest.mock

    with unittest.mock.patch.object(draw, "text", recording):
        overlay.draw_final(screen, pygame.Surface((1280, 720)))
    assert f"Tickets: {sum(completed)}/{len(state.tickets[0])}" in drawn
