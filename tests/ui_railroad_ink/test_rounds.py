"""Problems found by a second exploratory pass (multiplayer, rounds, the score preview),
one test each."""

from __future__ import annotations

import pytest

from tests.railroad_ink.helpers import v, with_board
from tests.ui.conftest import open_game
from tests.ui_railroad_ink.helpers import make_harness, start

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("shown", [None, 1])
def test_tapping_the_river_row_marks_the_river_it_counts(monkeypatch, shown):
    """Every score row but the expansion's traced something on the board; a tap on
    "River" (or "Smallest lake", "Lava lakes") only outlined the row. It now marks the
    spaces the row counts, on the viewer's board and on another player's."""
    from game.screens.railroad_ink.board import BoardPainter
    from rules.railroad_ink.scoring import river_points
    from rules.railroad_ink.tiles import SIZE

    harness = make_harness()
    play = start(harness, ["human", "human"], expansion="river", seed=2)
    long_river = {(3, 0): v("river_straight", 1), (3, 1): v("river_straight", 1),
                  (3, 2): v("river_straight", 1)}
    state = play.match.state
    for player in (0, 1):
        with_board(state, player, {**long_river, (6, 6): v("river_straight", 1)})
    state.snapshots = [board.view() for board in state.boards]  # as the round began
    harness.click("ready")  # the hand-over to the first player
    play.refresh()
    screen = play.screen
    assert river_points(screen.obs.own.cells) == 3  # the long river (the short one: 1)
    if shown is not None:
        harness.click(f"tab-{shown}")
        assert screen.shown == shown
    marked: list[set[int]] = []
    monkeypatch.setattr(BoardPainter, "area",
                        lambda self, surface, layout, cells: marked.append(set(cells)),
                        raising=False)
    harness.click("score-river")
    assert screen.focus == "river"
    harness.frame()
    assert marked and marked[-1] == {r * SIZE + c for r, c in long_river}


def test_errors_have_a_shape_in_colour_blind_mode(monkeypatch):
    """An open end was a small red dot with a thin paper rim: on orange lava, among
    lava's own yellow speckles, a red-green colour-blind player could not find them
    (the colour-blind setting changed nothing on the board). In that mode each error
    now carries "!" in an ink ring, whether or not the Errors row is traced."""
    from game.screens.railroad_ink.analysis import preview
    from tests.ui.conftest import record_texts

    counts = {}
    for colour_blind in (False, True):
        harness = make_harness()
        harness.services.settings.colour_blind = colour_blind
        play = start(harness, ["human"], expansion="lava", seed=2)
        with_board(play.match.state, 0, {(3, 3): v("road_straight", 1)})  # open ends
        play.refresh()
        open_game(harness)  # (its opening takes more frames on a busy machine)
        harness.frame()
        assert play.screen.ctx.colour_blind is colour_blind
        drawn = record_texts(monkeypatch)
        harness.frame()
        counts[colour_blind] = drawn.count("!")
        monkeypatch.undo()
        ends = preview(play.screen.obs.own.cells, "lava").ends
    assert ends and counts == {False: 0, True: len(ends)}


def test_the_first_rounds_dice_roll_too():
    """Rounds 2-7 opened with the dice rolling; round 1's dice were simply there. The
    roll now plays when the game is first shown (after the opening)."""
    harness = make_harness()
    play = start(harness, ["human"], seed=3)
    harness.run_until(lambda: play.opening is None, max_frames=60)
    harness.frame()
    assert play.screen.roll_time < 0.5
    harness.frames(60)
    assert play.screen.roll_time > 0.5


def test_another_players_lava_and_meteor_moves_read_as_drawing_in_the_log():
    """Until a round ends the other boards stay hidden; the log said mid-round that
    another player opened a volcano, erased a route or ignored the meteor (a special
    crossed off). It now says they drew (the whole line shows once the game is over)."""
    from game.eventlog import format_event
    from game.i18n import I18n
    from rules.core.game import Event

    for language in ("en", "ru"):
        i18n = I18n(language)
        for kind in ("volcano", "route_erased", "meteor_ignored"):
            event = Event(kind, 1, {"cell": 10, "face": "road_straight", "special": "s1"})
            line = format_event(i18n.t, i18n.has, "railroad-ink", event, 0, ["Ada", "Bo"])
            own = format_event(i18n.t, i18n.has, "railroad-ink", event, 1, ["Ada", "Bo"])
            assert line.startswith("Bo") and line != own
            assert not any(word in line.lower() for word in ("volcano", "erase", "meteor", "вулкан",
                                                             "стира", "метеор")), line
