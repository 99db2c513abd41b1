"""Appointing a station master, found in a 3-seat game: the question did not show which
station's master it was (nothing lit on the railroad), and the long "Take: give up a
Builder" label was squeezed to 10 px into half the panel beside an empty half."""

from __future__ import annotations

import pytest

from game import draw
from tests.ui.conftest import make_harness, record_cut
from tests.ui_gwt.helpers import my_turn, screen_of

pytestmark = pytest.mark.ui


@pytest.fixture(params=["en", "ru"])
def master(request):
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness(["--lang", request.param])
    match = Match(GameConfig.make("gwt", ["human", "easy", "easy"],
                                  names=["Ada", "Brunel", "Casey"]), 3)
    play = PlayScene(harness.services, match, [SeatLook(n, i) for i, n in
                                               enumerate(["Ada", "Brunel", "Casey"])])
    harness.services.stack.push(play)
    harness.run_until(lambda: my_turn(harness))
    state = match.state
    station = next(st for st, m in enumerate(state.station_master) if m >= 0)
    state.workers[0][1] = 3  # builders to spare: one way to take the master
    state.stack.append(("master", station))
    play.refresh()
    harness.frames(2)
    return harness, match, station


def test_the_station_whose_master_is_offered_is_lit_and_takes_a_click(master) -> None:
    harness, match, station = master
    screen = screen_of(harness)
    assert screen.decision.kind == "master" and screen.tab == "rail"
    assert ("station", station) in screen.decision.targets
    before = match.state.station_master[station]
    harness.click(f"station-{station}")
    assert match.state.station_master[station] != before  # taken


def test_the_master_choices_are_readable(master) -> None:
    harness, _, _ = master
    screen = screen_of(harness)
    buttons = [w for w in screen.ui.widgets if w.id.startswith("choice-")]
    assert len(buttons) == 2
    for button in buttons:
        assert draw.fitted_size(screen.ctx.theme, button.label, button.rect.w - 18, (15, 13)), \
            button.label


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_station_masters_collected_read_whole_on_the_player_board(language,
                                                                      monkeypatch) -> None:
    """Under "Collected", a station master's sentence took three lines of the narrow
    panel and the third was cut ("…: 3 VP each at t…"); with every master, five hazards
    and two kinds of teepees, each master's line is drawn whole."""
    from rules.gwt.data import HAZARD_TILE, TEEPEE_TILE
    from tests.ui_gwt.helpers import open_match

    def collect(state, data) -> None:
        state.hazards[0] = [i for i, t in enumerate(data.tiles) if t.kind == HAZARD_TILE][:5]
        state.teepees[0] = [i for i, t in enumerate(data.tiles) if t.kind == TEEPEE_TILE][:4]
        state.masters[0] = list(range(len(data.station_masters)))

    monkeypatch.setattr("tests.ui_gwt.helpers.make_harness",
                        lambda: make_harness(["--lang", language]))
    harness, _ = open_match(collect)
    screen = screen_of(harness)
    theme = screen.ctx.theme
    drawn: list[str] = []
    render = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: drawn.append(text) or
                        render(text, *a, **k))
    cut = record_cut(monkeypatch)
    harness.click("tab-board")
    harness.frames(2)
    assert screen.tab == "board"
    for master in range(len(screen.data.station_masters)):
        line = screen.names.master_score(master)
        assert line in drawn, (line, drawn)
    assert cut == []
