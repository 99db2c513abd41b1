"""The Railroad Ink screen's plain texts (those for a mouse and for keys; a finger's are
their ``.touch``) speak to both: "Click a die", "click the space again" and «Нажмите на
строку» told a keyboard player to click. They say "choose", "select", "pick" («выберите»)
and name the key where one is needed (no click in any catalog: tests/ui/test_i18n), and
they still fit where they are drawn."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.ui.conftest import open_game, record_cut
from tests.ui_railroad_ink.helpers import make_harness, start

pytestmark = pytest.mark.ui

CATALOGS = Path(__file__).resolve().parents[2] / "assets" / "i18n"
SPACE = {"en": "Space", "ru": "пробел"}


def plain_texts(language: str) -> dict[str, str]:
    path = CATALOGS / f"railroad_ink.{language}.json"
    catalog = json.loads(path.read_text(encoding="utf-8"))
    return {key: value if isinstance(value, str) else " ".join(value.values())
            for key, value in catalog.items() if not key.endswith(".touch")}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_plain_texts_name_the_key_a_keyboard_player_needs(language):
    texts = plain_texts(language)
    # on the board: the cursor's Space draws, opens the volcano, erases, goes back home
    for key in ("ink.erase_tip", "ink.volcano_tip", "ink.hint_shown", "ink.hint_tool",
                "ink.turned_to_fit", "ink.board_as_of"):
        assert SPACE[language] in texts[key], key
    # a special ignores the meteor by Shift and its number; S traces the score rows
    for key in ("ink.meteor_one", "ink.meteor_choose"):
        assert "Shift+1–6" in texts[key], key
    for key in ("ink.score_focus_hint", "ink.score_tip"):
        assert "S)" in texts[key], key
    assert "(R" in texts["ink.rotate_tip"] and "R " in texts["ink.turn_hint"]


def test_space_takes_a_keyboard_player_back_from_another_board_as_its_note_says():
    harness = make_harness()
    play = start(harness, ["human", "easy"], seed=3)
    open_game(harness)
    screen = play.screen
    harness.key("b")
    assert screen.shown == 1
    assert "Space" in harness.services.t("ink.board_as_of", name="Brunel", round=1)
    harness.key("space")
    assert screen.shown is None


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_reworded_texts_are_drawn_whole(monkeypatch, language):
    """The status under the tools or the meteor's directions, the note beside another
    player's board, the score's one-line hint and the turn hint, at 1280x720."""
    cut = record_cut(monkeypatch)
    shown = []
    for expansion, seed, players in (("lava", 3, 1), ("meteor", 3, 1), ("meteor", 5, 1),
                                     ("none", 3, 2)):
        harness = make_harness(["--lang", language])
        play = start(harness, ["human"] + ["easy"] * (players - 1), expansion, seed)
        open_game(harness)
        screen = play.screen
        if expansion == "lava":
            for tool in ("volcano", "erase"):  # the status says how to use the tool
                screen.tool = tool
                harness.frame()
                shown.append(f"ink.{tool}_tip")
        elif expansion == "meteor":
            harness.frame()
            shown.append("ink.meteor_one" if len(screen.options.meteor) == 1
                         else "ink.meteor_choose")
        else:
            harness.key("b")
            harness.frame()
            shown.append("ink.board_as_of")
    assert shown == ["ink.volcano_tip", "ink.erase_tip", "ink.meteor_one", "ink.meteor_choose",
                     "ink.board_as_of"]
    assert not cut, cut  # (the score's hint and the turn hint were drawn too)
