"""The per-category measuring tool plays the arena's games and adds up to their scores."""

from __future__ import annotations

import pytest

from rules.ai.arena import ArenaSpec, play_game
from rules.ai.gwt.categories import SeatResult, by_delivery, main, play, summary
from rules.gwt.data import load


def test_categories_add_up_to_the_arena_scores_of_the_same_games() -> None:
    data = load()
    spec = ArenaSpec("gwt", 2, ("normal", "easy"), 2, 5)
    games = []
    for index in range(2):
        seats = play(spec, index, data)
        arena = play_game(spec, index)
        assert [r.agent for r in seats] == arena.seats
        assert [r.total for r in seats] == arena.scores
        assert all(len(r.categories) == len(data.scoring_categories) for r in seats)
        assert all(r.cities and all(v in {c.value for c in data.cities} for v in r.cities)
                   for r in seats)
        games.append(seats)
    text = summary(games, data)
    assert "normal - easy:" in text and "cities" in text and "by delivery" in text


def test_deliveries_are_averaged_by_their_order_in_the_game() -> None:
    """The k-th delivery's mean counts only the seats that made a k-th delivery."""
    rows = [SeatResult("hard", [], [1, 8, 10]), SeatResult("hard", [], [4, 6])]
    assert by_delivery(rows) == [(2.5, 2), (7.0, 2), (10.0, 1)]
    assert by_delivery([SeatResult("hard", [])]) == []


@pytest.mark.parametrize("argv", [
    ["--agents", "normal,nobody", "--games", "1"],
    ["--agents", "normal", "--games", "0"],
    ["--agents", "normal", "--players", "5"],
])
def test_bad_input_gets_a_message_not_a_traceback(argv: list[str],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().err.startswith("error: ")
