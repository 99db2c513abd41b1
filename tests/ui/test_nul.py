"""A NUL character (typed, pasted, or in a link's ?code=%00) crashed the frame that drew
it: pygame's font cannot render it ("A null character was found in the text")."""

from __future__ import annotations

from types import SimpleNamespace

from game.testing import Harness
from tests.ui.conftest import make_harness


def test_a_nul_typed_into_the_code_field_is_left_out():
    harness = make_harness()
    harness.click("load")
    harness.type("AB\x00CD")
    harness.frames(2)
    assert harness.scene_name == "code"
    assert harness.top.field.text == "ABCD"


def test_a_link_with_a_nul_in_its_code_opens_the_code_screen():
    window = SimpleNamespace(
        location=SimpleNamespace(search="?code=AB%00CD&lang=en", hash="", href="https://x/"),
        navigator=SimpleNamespace(language="en"),
    )
    harness = Harness(["--lang", "en"], window=window)
    harness.frames(2)
    assert harness.scene_name == "code"


def test_the_theme_measures_and_draws_text_with_a_nul():
    harness = make_harness()
    theme = harness.services.theme
    assert theme.text_width("A\x00B") == theme.text_width("AB")
    assert theme.render("A\x00B").get_width() == theme.render("AB").get_width()


def test_the_paste_button_keeps_printable_characters_only():
    harness = make_harness()
    harness.click("load")
    harness.services.host.paste_text = lambda: "\x00AB\x01C\u200b"
    harness.top.paste()
    harness.frames(2)
    assert harness.top.field.text == "ABC"
