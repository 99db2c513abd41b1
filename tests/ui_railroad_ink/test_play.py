"""Railroad Ink played through the screen with synthetic input only."""

from __future__ import annotations

import pygame
import pytest

from rules.railroad_ink.game import BASE_CATEGORIES
from rules.railroad_ink.tiles import EMPTY
from tests.ui_railroad_ink.helpers import make_harness, play_one, start, tap_cell

pytestmark = pytest.mark.ui


def check_results(harness, players: int, extra: tuple[str, ...] = ()) -> None:
    """The results screen lists every scoring category for every player and draws each
    non-zero category as a bar of its colour in the chart."""
    assert harness.scene_name == "results"
    results = harness.top
    sheet = results.sheet
    assert sheet.final
    assert tuple(sheet.categories) == BASE_CATEGORIES + extra
    assert len(sheet.points) == players
    for player in range(players):
        assert sheet.totals[player] == sum(sheet.points[player])
    harness.frames(6, dt=0.25)  # the bars grow
    harness.app.render()
    box = results.chart
    bars = pygame.Rect(box.x + 120, box.y + 50, box.w - 130, box.h - 130)  # no legend
    area = harness.app.surface.subsurface(bars)
    chart = harness.services.theme.chart
    for index in range(len(sheet.categories)):
        colour = pygame.Color(chart[index % len(chart)])
        pixels = pygame.mask.from_threshold(area, colour, (4, 4, 4, 255)).count()
        if any(sheet.points[p][index] for p in range(players)):
            assert pixels > 40, sheet.categories[index]


def test_a_solo_game_from_title_to_results():
    harness = make_harness()
    harness.click("game-railroad-ink")
    assert harness.scene_name == "setup"
    harness.tap(harness.find("count").segment(0).center)  # one player
    harness.click("start")
    assert harness.scene_name == "game"
    play = harness.top
    steps = 0
    specials = 0
    while harness.scene_name == "game" and steps < 400:
        if play.driver.is_over():
            harness.frame()
            continue
        if play.screen.view and play.screen.view.legal:
            wants_special = specials < 3 and play.match.state.round in (2, 4, 6)
            before = play.match.state.boards[0].specials_used
            play_one(harness, play, special=wants_special)
            if play.match.state.boards[0].specials_used != before:
                specials += 1
            steps += 1
        else:
            harness.frame()
    harness.run_until(lambda: harness.scene_name == "results", 400)
    assert play.match.is_over()
    assert specials >= 1
    check_results(harness, 1)


def test_hot_seat_two_players_hide_boards_until_the_round_ends():
    harness = make_harness()
    play = start(harness, ["human", "human"], seed=3)
    assert harness.scene_name == "handoff"
    rounds_seen = set()
    for _ in range(2000):
        if play.driver.is_over():
            break
        if harness.scene_name == "handoff":
            harness.click("ready")
            continue
        view = play.screen.view
        assert view is not None and view.viewer in play.match.to_act()
        obs = view.observation
        other = 1 - view.viewer
        # the other board shows only what was drawn before this round
        assert all(r < obs.round for r in obs.boards[other].drawn_in)
        rounds_seen.add(obs.round)
        harness.click(f"tab-{other}")  # look at the other board…
        assert play.screen.shown == other
        harness.click("my-board")  # …and come back
        play_one(harness, play)
    last = play.viewer
    harness.run_until(lambda: harness.scene_name == "results", 400)
    assert rounds_seen == set(range(1, 8))
    check_results(harness, 2)
    # the final board opens on the winner's board (it stayed on whoever played last)
    winner = harness.top.sheet.winners[0]
    assert winner != last  # this game tells the two apart
    harness.click("board")
    assert play.viewer == winner and play.screen.view.viewer == winner
    assert play.screen.shown is None  # the winner's own board, large


def test_undo_takes_back_this_rounds_drawings_even_after_the_ai_moved():
    harness = make_harness()
    play = start(harness, ["human", "easy"], seed=5)
    screen = play.screen
    strong, _ = screen.targets()
    cell = min(strong)
    tap_cell(harness, cell)
    assert play.match.state.boards[0].cells[cell] != EMPTY
    harness.run_until(lambda: play.match.decisions[-1].player == 1, 200)  # the AI drew
    assert harness.find("undo").enabled
    harness.click("undo")
    assert play.match.state.boards[0].cells[cell] == EMPTY
    assert any(d.player == 1 for d in play.match.decisions)  # the AI's drawings stand
    assert screen.view.observation.own.cells[cell] == EMPTY


def test_a_refused_drawing_says_why():
    harness = make_harness()
    start(harness, ["human"], seed=2)
    screen = harness.top.screen
    tap_cell(harness, 24)  # the middle: nothing there connects to an exit
    assert screen.message == harness.services.t("ink.why.not_connected")


def test_rotate_and_mirror_by_buttons_and_keys():
    harness = make_harness()
    start(harness, ["human"], seed=4)
    screen = harness.top.screen
    assert screen.pick == ("die", 0)
    harness.click("rotate")
    assert screen.rotation == 1
    harness.key("r")
    assert screen.rotation == 2
    harness.click("mirror")
    assert screen.mirrored
    harness.key("2")
    assert screen.pick == ("die", 1) and screen.rotation == 0
    harness.click("die-1")  # tapping the picked die turns it
    assert screen.rotation == 1


def test_dragging_a_die_onto_a_space_draws_it():
    from game.input import Intent

    harness = make_harness()
    play = start(harness, ["human"], seed=6)
    screen = play.screen
    strong, _ = screen.targets()
    cell = min(strong)
    die = harness.find("die-2").rect.center
    target = screen.layout.cell_rect(cell).center
    harness.frame(Intent("down", die), Intent("drag", (die[0] - 40, die[1] + 20), (0, 0)))
    harness.frame(Intent("drag", target, (0, 0)), Intent("drop", target))
    assert play.match.state.boards[0].cells[cell] != EMPTY
    assert play.match.state.boards[0].dice_used.bit_count() == 1  # die 2 or its twin


@pytest.mark.parametrize("expansion", ["river", "lake", "meteor", "lava"])
def test_each_expansion_plays_to_the_end_against_an_ai(expansion):
    harness = make_harness()
    play = start(harness, ["human", "easy"], expansion=expansion, seed=9)
    done = set()
    for _ in range(3000):
        if play.driver.is_over():
            break
        if play.screen.view and play.screen.view.legal:
            done.add(play_one(harness, play))
        else:
            harness.frame()
    harness.run_until(lambda: harness.scene_name == "results", 400)
    assert "place" in done and "end" in done
    if expansion == "meteor":
        assert "meteor" in done
    check_results(harness, 2, (expansion,))


def test_the_final_board_shows_the_other_players_boards(monkeypatch):
    """From the results, the final board: a tap on another player's tab shows their
    finished board (taps reached the screen only as hover before), labelled as their
    board, not 'as at the start of round 8' of a 7-round game; nothing is played."""
    from rules.core.rng import Rng
    from tests.ui.conftest import record_texts

    harness = make_harness()
    play = start(harness, ["human", "easy"])
    rng = Rng.from_seed(4)
    match = play.match
    while not match.is_over():
        player = match.to_act()[0]
        if player == 0:
            legal = play.driver.legal(0)
            play.choose(legal[rng.randbelow(len(legal))])
        harness.frame()
    harness.run_until(lambda: harness.scene_name == "results")
    harness.click("board")
    assert harness.scene_name == "board"
    screen = play.screen
    # nothing left to turn, mirror or end: those controls are gone
    assert all(screen.find(name) is None for name in ("rotate", "mirror", "end-round"))
    decisions = len(match.decisions)
    drawn = record_texts(monkeypatch)
    harness.tap(screen.find("tab-1").rect.center)
    harness.frames(2)
    assert screen.shown == 1
    assert harness.services.t("ink.board_of", name="Brunel") in drawn
    assert not any("start of round" in text for text in drawn)
    harness.tap(screen.layout.frame.center)  # a space of the board: nothing is drawn
    harness.frames(2)
    assert len(match.decisions) == decisions and harness.scene_name == "board"
    harness.back()
    assert harness.scene_name == "results"


def test_escape_in_the_middle_of_a_drag_puts_the_die_back():
    """Escape while a die is dragged opens the menu, and the button is released over it:
    after Resume the die stayed lifted at the last drag position, and the next drag of
    another die drew the first one."""
    from game.input import Intent

    harness = make_harness()
    play = start(harness, ["human"], seed=6)
    screen = play.screen
    die = harness.find("die-2").rect.center
    harness.frame(Intent("down", die), Intent("drag", (die[0] - 40, die[1] + 20), (0, 0)))
    harness.frame(Intent("drag", (300, 300), (0, 0)))
    assert screen.dragging == ("die", 2)
    harness.back()  # the menu
    assert harness.scene_name == "dialog"
    harness.frame(Intent("drop", (640, 360)))  # released over the dialog
    harness.back()  # resume
    assert harness.scene_name == "game"
    assert screen.dragging is None
    assert screen.obs.dice[1] not in (screen.obs.dice[0], screen.obs.dice[2])  # no twin
    harness.click("die-1")
    strong, anywhere = screen.targets()
    cell = min(strong or anywhere)
    other = harness.find("die-1").rect.center
    target = screen.layout.cell_rect(cell).center
    harness.frame(Intent("down", other), Intent("drag", (other[0] - 40, other[1] + 20), (0, 0)))
    harness.frame(Intent("drag", target, (0, 0)), Intent("drop", target))
    assert play.match.decisions and play.driver.actions[-1].die == 1  # not the lifted die 3
