"""The title shows which game is saved: the "Continue game" button named it only in a
tooltip, which a touch screen never shows."""

from __future__ import annotations

import pytest

from game.platform import MemoryStorage
from game.settings import write_autosave
from tests.ui.conftest import make_harness, record_texts, toy_match

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_saved_games_card_says_it_is_saved(lang, monkeypatch):
    storage = MemoryStorage()
    write_autosave(storage, toy_match(["human", "easy"]), [])
    harness = make_harness(["--lang", lang], storage=storage)
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert harness.find("continue") is not None
    assert harness.services.t("title.saved_badge") in drawn  # on the screen
    saved = harness.find("game-toy")
    assert saved.badge == harness.services.t("title.saved_badge") and saved.badge_lit
    others = [w for w in harness.top.ui.widgets if getattr(w, "id", "").startswith("game-")
              and w is not saved]
    assert others and all(not w.badge_lit and w.badge != saved.badge for w in others)


def test_no_saved_game_no_badge(monkeypatch):
    harness = make_harness(["--lang", "en"])
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert harness.find("continue") is None
    assert harness.find("game-toy").badge == ""
    assert harness.services.t("title.saved_badge") not in drawn
