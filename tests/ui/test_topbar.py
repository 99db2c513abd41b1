"""The top bar: the game's title and, beside it, the screen's banner (GWT's final turns),
which matters more than the title."""

from __future__ import annotations

import pytest

from game.scenes.play import PlayScene
from game.settings import SeatLook
from tests.ui.conftest import make_harness, open_game, toy_match

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_top_bars_banner_is_shown_even_when_the_title_must_shrink(monkeypatch, lang):
    """A banner ("Last round: 3 final turns left") that did not fit beside the title was
    dropped without a word; the title now gives it room."""
    from tests.ui.conftest import record_texts

    harness = make_harness(["--lang", lang])
    harness.frame()
    match = toy_match(["human", "easy"])
    play = PlayScene(harness.services, match, [SeatLook("Ada", 0), SeatLook("Bo", 1)])
    harness.services.stack.push(play)
    open_game(harness)
    note = "Last round: 3 final turns left before the end of the game" * 2
    monkeypatch.setattr(play.screen, "banner", lambda: note)
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert note in drawn
