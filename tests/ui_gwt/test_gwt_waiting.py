"""While an AI seat plays, the dock said "Waiting for Brunel" and the players' panel
beside it "thinking": the dock read who was thinking from the view's snapshot, taken
before the AI began. An AI seat now always "thinks"; a human one is waited for."""

from __future__ import annotations

import pytest

from tests.ui.conftest import make_harness, record_texts

pytestmark = pytest.mark.ui


def test_the_dock_says_an_ai_seat_is_thinking(monkeypatch) -> None:
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness()
    harness.services.ai_pace = 5.0  # the AI takes its time: the moment lasts
    match = Match(GameConfig.make("gwt", ["easy", "human"], names=["Brunel", "Ada"]), 3)
    play = PlayScene(harness.services, match, [SeatLook("Brunel", 1), SeatLook("Ada", 0)])
    harness.services.stack.push(play)
    harness.frames(30)
    assert match.to_act() == (0,) and play.screen.view is not None
    assert not play.screen.view.legal
    drawn = record_texts(monkeypatch)
    play.screen.dirty = True
    harness.frames(3)
    assert "Brunel is thinking…" in drawn, [d for d in drawn if "Brunel" in d]
    assert "Waiting for Brunel" not in drawn
