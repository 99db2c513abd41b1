"""What the Railroad Ink screen draws, checked on the rendered picture at 1280x720:
each expansion's pieces appear in their own colour where they are drawn, the round
number is written in every drawn space, and the day of a daily challenge shows."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.play import PlayScene
from game.screens.railroad_ink import art, board
from game.settings import SeatLook
from rules.core.config import GameConfig
from rules.core.record import Match
from rules.railroad_ink.actions import Meteor, Place
from rules.railroad_ink.tiles import CELLS, CRATER, EMPTY, LAKE, LAVA, RIVER, V_HAS_LAVA, V_SIDES
from tests.ui.conftest import open_game
from tests.ui_railroad_ink.helpers import make_harness

pytestmark = pytest.mark.ui

#: the colour that fills each expansion's piece, and which spaces hold one
SPECIAL_COLOUR = {
    "river": art.RIVER_FILL,
    "lake": art.LAKE_FILL,
    "lava": art.LAVA_FILL,
    "meteor": art.CRATER_FILL,
}


def holds(expansion: str, value: int) -> bool:
    if expansion == "meteor":
        return value == CRATER
    if value < 0:
        return False
    sides = V_SIDES[value]
    if expansion == "river":
        return RIVER in sides
    if expansion == "lake":
        return LAKE in sides
    return LAVA in sides or V_HAS_LAVA[value]


def play_simply(match: Match) -> None:
    """One decision of seat 0: expansion dice first, then the meteor, then any die."""
    legal = match.legal_actions(0)
    places = [a for a in legal if isinstance(a, Place)]
    extra = [a for a in places if a.die >= 4]
    meteors = [a for a in legal if isinstance(a, Meteor)]
    match.play(0, (extra or meteors or places or legal)[0])


def position(expansion: str, seed: int = 11, min_round: int = 0) -> Match:
    """A solo game played until the board holds the expansion's piece and a new
    round has begun (the player is to draw again), and at least ``min_round``."""
    config = GameConfig.make("railroad-ink", ["human"], {"expansion": expansion}, ["Ada"])
    match = Match(config, seed)
    round_seen = None
    while not match.is_over():
        state = match.state
        board = state.boards[0].cells
        if (any(holds(expansion, v) for v in board) and round_seen not in (None, state.round)
                and state.round >= min_round):
            return match
        if round_seen is None and any(holds(expansion, v) for v in board):
            round_seen = state.round
        play_simply(match)
    raise AssertionError(f"no {expansion} piece was drawn in a whole game")


def render(match: Match):
    harness = make_harness()
    play = PlayScene(harness.services, match, [SeatLook("Ada", 0)])
    harness.services.stack.push(play)
    open_game(harness)
    harness.frames(4, dt=0.25)  # the roll and the pops settle
    harness.app.render()
    return harness, play, harness.app.surface


def share_near(surface: pygame.Surface, rect: pygame.Rect, colour: pygame.Color,
               tolerance: int = 10) -> float:
    """The share of pixels in ``rect`` within ``tolerance`` of ``colour`` per channel."""
    area = surface.subsurface(rect)
    mask = pygame.mask.from_threshold(area, colour, (tolerance, tolerance, tolerance, 255))
    return mask.count() / (rect.w * rect.h)


@pytest.mark.parametrize("expansion", ["river", "lake", "meteor", "lava"])
def test_each_expansions_piece_is_drawn_in_its_colour(expansion):
    match = position(expansion)
    _, play, surface = render(match)
    layout = play.screen.layout
    cells = play.screen.view.observation.own.cells
    colour = SPECIAL_COLOUR[expansion]
    marked = [c for c in range(CELLS) if holds(expansion, cells[c])]
    plain = [c for c in range(CELLS) if cells[c] >= 0 and not holds(expansion, cells[c])]
    assert marked
    for cell in marked:
        assert share_near(surface, layout.cell_rect(cell), colour) > 0.08, (expansion, cell)
    assert plain  # routes drawn too, and they carry none of the expansion's colour
    for cell in plain:
        if expansion in ("lake", "lava"):
            continue  # water and lava may spill into a neighbour's picture
        assert share_near(surface, layout.cell_rect(cell).inflate(-8, -8), colour) < 0.01


def test_the_base_game_board_has_no_expansion_colours():
    config = GameConfig.make("railroad-ink", ["human"], {"expansion": "none"}, ["Ada"])
    match = Match(config, 11)
    for _ in range(12):
        legal = match.legal_actions(0)
        match.play(0, next((a for a in legal if isinstance(a, Place)), legal[0]))
    _, play, surface = render(match)
    frame = play.screen.layout.frame
    for colour in SPECIAL_COLOUR.values():
        assert share_near(surface, frame, colour, 6) < 0.002


def test_every_drawn_space_shows_the_round_it_was_drawn_in():
    _, play, surface = render(position("lava", seed=4, min_round=3))
    layout = play.screen.layout
    own = play.screen.view.observation.own
    # the volcano printed on the sheet (round 0) has no number
    drawn = [c for c in range(CELLS) if own.cells[c] >= 0 and own.drawn_in[c] > 0]
    empty = [c for c in range(CELLS) if own.cells[c] == EMPTY]
    assert drawn and empty
    assert {own.drawn_in[c] for c in drawn} >= {1, 2}
    for cell in drawn:
        rect = layout.cell_rect(cell)
        chip = pygame.Rect(rect.x + 2, rect.y + 2, board.ROUND_CHIP, board.ROUND_CHIP)
        assert share_near(surface, chip, art.INK, 30) > 0.05, cell  # the digit
        assert share_near(surface, chip, art.LAVA_FILL, 10) < 0.2, cell  # on paper
    for cell in empty:
        rect = layout.cell_rect(cell)
        chip = pygame.Rect(rect.x + 2, rect.y + 2, board.ROUND_CHIP, board.ROUND_CHIP)
        assert share_near(surface, chip, art.INK, 30) == 0, cell


def test_a_daily_challenge_shows_its_day_above_the_board():
    from datetime import date

    from game.screens.railroad_ink import daily

    day = date(2026, 11, 22)
    ordinary = Match(daily.config_for(day, "Ada"), daily.seed_for(day) + 1)
    for match, shown in ((ordinary, None), (daily.match_for(day, "Ada"), day)):
        harness, play, surface = render(match)
        assert play.screen.daily == shown
        frame = play.screen.layout.frame
        band = pygame.Rect(frame.centerx, play.screen.ctx.rect.y + 12,
                           frame.right - frame.centerx, 30)
        accent = harness.services.theme.c("accent")
        banner = share_near(surface, band, accent, 24)
        assert banner > 0.02 if shown else banner == 0


def test_tapping_a_score_line_traces_it_on_the_board():
    from game.screens.railroad_ink.analysis import preview

    config = GameConfig.make("railroad-ink", ["human"], {"expansion": "none"}, ["Ada"])
    match = Match(config, 8)
    while match.state.round < 4:
        play_simply(match)
    harness, play, surface = render(match)
    layout = play.screen.layout
    road = preview(play.screen.view.observation.own.cells, "none").road
    assert len(road) >= 2
    centres = [layout.cell_rect(cell).center for cell in road]

    def distance_to_trace() -> list[int]:
        harness.app.render()
        return [sum(abs(surface.get_at(p)[i] - board.ROAD_TRACE[i]) for i in range(3))
                for p in centres]

    plain = distance_to_trace()
    harness.click("score-longest_highway")
    assert play.screen.focus == "longest_highway"
    traced = distance_to_trace()
    assert all(t < p - 60 for t, p in zip(traced, plain, strict=True)), (plain, traced)
    harness.click("score-longest_highway")  # tapped again: the trace goes
    assert play.screen.focus is None and distance_to_trace() == plain
