"""The rules screens tell what today's games do: when Great Western Trail's objective
cards are played (rules revision 3 added Kansas City) and that Tab reaches Railroad Ink's
board and dice (it went round the top bar only before 27 November)."""

from __future__ import annotations

import pytest

from game.i18n import I18n


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("before you move, or before or after an action", "in Kansas City, before you "
            "sell your hand", "costs its penalty")),
    ("ru", ("до движения или до и после действия", "в Канзас-Сити — до продажи руки",
            "вычитается штраф")),
])
def test_the_gwt_rules_tell_when_objective_cards_are_played(language, words):
    """«…вы можете сыграть их - Или до фазы А, - Или до или после совершения любого одного
    действия в фазе Б.» The rules screen named objective cards only as a thing to take."""
    body = I18n(language).t("rules.gwt.body")
    for word in words:
        assert word in body, word


@pytest.mark.parametrize(("language", "words"), [
    ("en", "Tab and Shift+Tab go through the board, the dice and the buttons"),
    ("ru", "Tab и Shift+Tab — по полю, кубикам и кнопкам"),
])
def test_the_railroad_ink_keys_name_tab(language, words):
    assert words in I18n(language).t("rules.railroad-ink.body")
