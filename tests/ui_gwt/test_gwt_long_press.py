"""A choice's tooltip (what a place, an auxiliary action or a piece does) shows for a
finger held on it, and that long press chooses nothing: on touch the tooltips of
buttons that act were out of reach (README: "need a resting pointer")."""

from __future__ import annotations

from tests.ui.conftest import make_harness, open_game, record_texts
from tests.ui_gwt.helpers import my_turn, screen_of, start_gwt


def test_a_long_press_on_a_choice_explains_it_and_chooses_nothing(monkeypatch) -> None:
    harness = make_harness(["--lang", "en"])
    start_gwt(harness)
    open_game(harness)
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)
    choice = next(w for w in screen.ui.widgets
                  if w.id.startswith("choice-") and w.enabled and w.tooltip)
    decisions = len(harness.top.match.decisions)
    drawn = record_texts(monkeypatch)
    harness.long_press(choice.rect.center)
    harness.frames(2)
    assert " ".join(choice.tooltip.split()[:3]) in " ".join(drawn)
    assert len(harness.top.match.decisions) == decisions
    assert harness.find(choice.id) is not None  # still on offer
