"""Germany's two ticket decks were one cramped line, «Коротк. 45 · Длин. 30» in
Russian: each deck now has its half of the box, its name in full over its count."""

from __future__ import annotations

import pytest

from tests.ui.conftest import open_game, record_text_rects
from tests.ui_ttr.conftest import make_harness, start_game

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("lang, names", [("en", ("Short", "Long")),
                                         ("ru", ("Короткие", "Длинные"))])
def test_germanys_ticket_decks_are_named_in_full_over_their_counts(lang, names,
                                                                    monkeypatch):
    harness = make_harness(lang)
    play = start_game(harness, "ttr-germany", ["human", "easy"], seed=6)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal))
    open_game(harness)
    deck = harness.find("ticket-deck").rect
    drawn = record_text_rects(monkeypatch)
    harness.frame()
    inside = [(text, rect) for text, rect in drawn if deck.contains(rect)]
    texts = [text for text, _ in inside]
    assert not any("." in text for text in texts), texts  # no cut words
    short, long = (next(rect for text, rect in inside if text == name) for name in names)
    assert short.right <= deck.centerx < long.left  # a half each
    counts = {text: rect for text, rect in inside if text.isdigit()}
    assert str(screen.obs.ticket_deck_size) in counts
    assert str(screen.info.long_deck_size(screen.obs)) in counts
    assert all(rect.top > short.top for rect in counts.values())  # under the names


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_ticket_mix_options_spell_the_decks_out_whole(lang):
    """The mix to draw read «4 коротк. + 0 длин.»: the words in full, and the options
    as wide as they need."""
    from rules.ttr.actions import DrawTicketMix

    harness = make_harness(lang)
    play = start_game(harness, "ttr-germany", ["human", "easy"], seed=6)
    screen = play.screen
    harness.run_until(lambda: screen.view is not None and bool(screen.view.legal))
    picker = screen.picker
    mixes = [a for a in picker.actions if isinstance(a, DrawTicketMix)]
    assert mixes
    theme, t = screen.ctx.theme, screen.ctx.t
    for i, mix in enumerate(mixes):
        label = t("ttr.mix_option", short=mix.short, long=mix.long)
        assert "." not in label
        spot = harness.find(f"mix-{i}")
        assert theme.text_width(label, "small", True) <= spot.rect.w - 20, label
        assert picker.rect.contains(spot.rect)
