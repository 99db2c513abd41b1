"""A save code's error in English is the rules' own sentence, unless that sentence
speaks Python: "This code could not be loaded (ValueError); it may be damaged." showed
an exception's name to the player; such a message is told in the catalog's words."""

from __future__ import annotations

import pytest

from game.i18n import I18n
from game.scenes.code import explain_code_error

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("message", [
    "this code could not be loaded (ValueError); it may be damaged",
    "this code could not be loaded (OverflowError); it may be damaged",
    "this code does not describe a valid game: KeyError: 'seats'",
    "this game cannot be replayed: ClaimRoute(route=12, payment=3) is not legal",
])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_python_in_a_players_message(message, language):
    i18n = I18n(language)
    said = explain_code_error(i18n.t, language, message)
    for word in ("Error", "ClaimRoute", "route=", "KeyError"):
        assert word not in said, said
    assert said.endswith(".")


def test_a_plain_message_stays_the_rules_own_sentence():
    i18n = I18n("en")
    said = explain_code_error(i18n.t, "en", "character 9 (U) cannot appear in a code: codes use "
                              "only digits and the letters A-Z without U")
    assert said == ("Character 9 (U) cannot appear in a code: codes use only digits and the "
                    "letters A-Z without U.")
