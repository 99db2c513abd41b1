"""The setup form says, under each option, what its current choice does: a newcomer saw
"Lake", "Shuffled", "Random sides" or "First player: Random" with nothing to say what
they change (Railroad Ink's expansions, GWT's building options, TTR's first player)."""

from __future__ import annotations

import pytest

from rules.core.registry import get_game
from tests.ui.conftest import make_harness, record_texts

PICKER_W = 392  # the options' pickers, and the line under each
GAMES = ["ttr-europe", "ttr-germany", "ttr-amsterdam", "railroad-ink", "gwt"]


def about_key(harness, game_id: str, name: str, choice: str) -> str:
    """The catalog key that explains ``choice``: the game's own, else Europe's (the three
    maps share the first-player option)."""
    has = harness.services.i18n.has
    for game in (game_id, "ttr-europe"):
        for suffix in (f"{name}.{choice}.about", f"{name}.about"):
            if has(f"option.{game}.{suffix}"):
                return f"option.{game}.{suffix}"
    raise AssertionError(f"nothing explains {game_id} {name}={choice}")


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAMES)
def test_each_choice_is_explained_under_its_option(game_id, language, monkeypatch):
    harness = make_harness(["--lang", language])
    drawn = record_texts(monkeypatch)
    harness.click(f"game-{game_id}")
    t, theme = harness.services.t, harness.top.theme
    for spec in get_game(game_id).options:
        if spec.hidden:  # no player's choice (a rules revision): not offered at all
            assert harness.find(f"option-{spec.name}") is None
            continue
        picker = harness.find(f"option-{spec.name}")
        explained = set()
        for choice, _label in picker.choices:
            picker.choose(choice)
            drawn.clear()
            harness.frames(1)
            about = t(about_key(harness, game_id, spec.name, choice))
            assert about in drawn, (spec.name, choice)
            # one line under the picker, not cut short with "…"
            assert theme.text_width(about, "tiny") <= PICKER_W, about
            explained.add(about)
        if spec.name != "first_player":  # its seats share one line
            assert len(explained) == len(picker.choices)


def test_the_explanation_follows_the_choice(monkeypatch):
    """Railroad Ink in Russian: picking the lava dice says what lava adds, and that the
    game is then six rounds, where the base game's line said seven."""
    harness = make_harness(["--lang", "ru"])
    drawn = record_texts(monkeypatch)
    harness.click("game-railroad-ink")
    harness.frames(1)
    assert "Базовая игра: только кубики маршрутов, 7 раундов." in drawn
    harness.find("option-expansion").choose("lava")
    drawn.clear()
    harness.frames(1)
    assert "И кубики лавы: закрывайте лавовые озёра; 6 раундов." in drawn
    assert "Базовая игра: только кубики маршрутов, 7 раундов." not in drawn
