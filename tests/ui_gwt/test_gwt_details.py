"""Details of the Great Western Trail screen an experienced player looks for: where a
delivery's disc goes, the points of the worker columns."""

from __future__ import annotations

import pytest

from tests.ui.conftest import make_harness
from tests.ui_gwt.helpers import my_turn, open_match, play_until, screen_of, start_gwt

pytestmark = pytest.mark.ui


def test_the_disc_of_a_kansas_city_delivery_says_where_it_goes() -> None:
    """Which disc to take depends on the city (black-corner discs fit some cities only):
    the prompt names it, and the Kansas City steps still show step 5."""
    harness = make_harness()
    start_gwt(harness)

    def city_disc() -> bool:
        frame = screen_of(harness).table.frame
        return frame[0] == "disc" and frame[1] == 0

    play_until(harness, city_disc)
    screen = screen_of(harness)
    city = screen.names.city(screen.table.frame[2])
    assert f"Disc to {city}:" in screen.decision.prompt
    assert screen.decision.step == 5


def test_both_point_columns_of_the_worker_rows_are_marked(monkeypatch) -> None:
    """Slots 5 and 6 of every worker row score 4 VP, also where slot 6 (or the engineers'
    slot 5) has an action of its own: the points head both columns."""
    from game import draw

    drawn: list[tuple[str, tuple[int, int]]] = []
    text = draw.text

    def recording(surface, theme, value, pos, *rest, **named):
        drawn.append((value, tuple(pos)))
        return text(surface, theme, value, pos, *rest, **named)

    monkeypatch.setattr(draw, "text", recording)
    harness = make_harness()
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    harness.click("tab-board")
    screen = screen_of(harness)
    screen.dirty = True
    harness.frames(3)
    columns = {pos[0] for value, pos in drawn if value == "4VP"}
    assert len(columns) == 2, columns


def test_the_building_picker_prices_a_replacement_at_the_difference() -> None:
    """A building that can only replace one of the player's own (too few dollars for an
    empty site) is priced as the rules charge: its craftsmen less the old ones'."""
    from game.i18n import I18n
    from game.screens.gwt.decision import Describer
    from game.screens.gwt.names import Names
    from game.screens.gwt.table import Table
    from rules.core.config import GameConfig
    from rules.core.record import Match
    from rules.gwt.data import CRAFTSMAN, load
    from rules.gwt.rules import GWT

    data = load()
    s = Match(GameConfig.make("gwt", ["human", "human"]), 1).state
    site = data.private_sites[0]
    s.building_at[site] = 7 + (1 if s.sides[0] == "b" else 0)  # building 1: 1 craftsman
    s.owner_at[site] = 0
    s.unbuilt[0] = [2, 4]  # building 4: 2 craftsmen
    s.workers[0][CRAFTSMAN] = 2
    s.money[0] = 2
    s.current = 0
    s.stack.append(("build", 2))
    describer = Describer(Names(I18n("en").t, data), data)

    def labels(number: int) -> list[str]:
        legal = tuple(GWT.legal_actions(s, 0))
        decision = describer.decide(Table(GWT.observe(s, 0), data), legal, 0, None)
        return [c.label for c in decision.choices if c.group == number]

    four = labels(4)
    assert len(four) == 1 and four[0].endswith("· $2"), four
    two = labels(2)  # the same craftsmen as building 1: no replacement (rules revision 2)
    assert two[0].endswith("· $2"), two
    s.money[0] = 4  # an empty site too: the range from the replacement's price
    assert labels(4)[0].endswith("· $2–4"), labels(4)


def test_an_objective_card_in_the_hand_shows_its_tasks(monkeypatch) -> None:
    """Before playing an objective a player weighs what it asks for: the card in the hand
    pictures its tasks (as the played ones on the board do), not only its points."""
    from game.screens.gwt import look
    from rules.gwt.data import TASKS

    def give(s, data) -> None:
        card = next(c for c in range(len(data.card_breed)) if data.card_breed[c] < 0
                    and data.card_names[c] == "O14")
        s.hand[0].append(card)

    drawn: list[str] = []
    icon = look.task_icon
    monkeypatch.setattr(look, "task_icon", lambda surface, theme, task, at, short_sf: (
        drawn.append(task), icon(surface, theme, task, at, short_sf))[1])
    harness, play = open_match(give)
    data = play.screen.data
    card = next(c for c in play.screen.table.hand[0] if data.card_breed[c] < 0)
    tasks = {TASKS[t] for t in data.objectives[card - data.first_objective].tasks}
    play.screen.dirty = True
    harness.frames(3)
    harness.app.render()
    assert tasks <= set(drawn), (tasks, drawn)


def test_the_final_turns_say_last_round(monkeypatch) -> None:
    """Once the job market is full («последний круг»), the status line says so for the
    final turns, long after the log line that announced it has scrolled away."""
    from tests.ui.conftest import open_game, record_texts

    harness = make_harness()
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    open_game(harness)  # drawn frames, not the picture kept while the game opens
    screen = screen_of(harness)
    drawn = record_texts(monkeypatch)
    harness.frames(2)
    assert "Your last turn!" not in drawn
    play = harness.top
    play.match.state.end_by = 1  # the other player took the job-market token
    play.refresh()
    harness.frames(2)
    # (the token's taker has had the last turn: this one is the viewer's final turn)
    assert screen.table.end_by == 1 and "Your last turn!" in drawn


def test_the_waiting_room_choices_say_where_each_tile_goes() -> None:
    """In Kansas City a tile taken from the waiting room goes to the job market (a
    worker) or onto the trail (a hazard, a teepee); a hazard's points are not the
    taker's, so "Take Drought (4 VP)" misled."""
    harness = make_harness()
    start_gwt(harness)
    play_until(harness, lambda: screen_of(harness).table.frame[0] == "kc_waiting")
    labels = [choice.label for choice in screen_of(harness).decision.choices]
    assert labels and all("→ job market" in label or "→ trail" in label for label in labels)
    assert not any(label.startswith("Take ") for label in labels)
