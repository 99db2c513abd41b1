""""Use the bonus action?" came out of the blue after a hire, a played objective card or
a station master: the question now says whose bonus it is."""

from __future__ import annotations

import pytest

from tests.ui.conftest import make_harness
from tests.ui_gwt.helpers import my_turn, screen_of, start_gwt

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_bonus_action_question_names_its_source(language: str) -> None:
    harness = make_harness(["--lang", language])
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)
    data, names, table = screen.data, screen.names, screen.table
    plain = screen.ctx.t("gwt.ask.immediate")
    card = data.first_objective + 6
    asked = {
        "slot": screen.describer.prompt(table, ("immediate", "slot", 2 * 6 + 3), 0),
        "objective": screen.describer.prompt(table, ("immediate", "objective", card), 0),
        "master": screen.describer.prompt(table, ("immediate", "master", 0), 0),
    }
    assert names.workers[2] in asked["slot"]
    assert data.card_names[card] in asked["objective"]
    assert len(set(asked.values()) | {plain}) == 4, asked  # each says its own
