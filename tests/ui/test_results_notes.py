"""The results say what each score row counts when the pointer rests on it: Great
Western Trail's eleven bare category names were all a newcomer had (rulebook, final
scoring: «Игрок получает 4 ПО за каждого работника, который размещён на 5-ом и 6-ом
делениях…»)."""

from __future__ import annotations

import pytest

from game import draw
from game.input import Intent
from game.scenes.results import ResultsScene
from game.settings import SeatLook
from game.widgets.base import TOOLTIP_DELAY
from rules.core.config import GameConfig
from rules.core.record import Match
from tests.ui.conftest import make_harness


def gwt_results(lang: str) -> tuple:
    """A harness showing the results of a 2-player Great Western Trail game just begun,
    and its match."""
    harness = make_harness(["--lang", lang])
    harness.frame()
    match = Match(GameConfig.make("gwt", ["human", "easy"]), 3)
    harness.services.stack.push(ResultsScene(harness.services, match,
                                             [SeatLook("Ada", 0), SeatLook("Bo", 1)]))
    harness.frame()
    return harness, match


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_gwt_score_row_explains_itself(monkeypatch, lang):
    harness, match = gwt_results(lang)
    t = harness.services.t
    for category in match.game.score_sheet(match.state).categories:
        assert harness.services.i18n.has(f"score.gwt.{category}.about"), category
    shown: list[str] = []
    text_lines = draw.text_lines
    monkeypatch.setattr(draw, "text_lines", lambda surface, theme, lines, *a, **k: (
        shown.extend(lines), text_lines(surface, theme, lines, *a, **k))[1])
    row = harness.find("row-workers")
    harness.frame(Intent("point", row.rect.center))
    harness.frames(int(TOOLTIP_DELAY * 60) + 5)
    about = t("score.gwt.workers.about")
    assert about.split()[0] in " ".join(shown) and "4" in " ".join(shown)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", ["ttr-europe", "ttr-germany", "ttr-amsterdam",
                                     "railroad-ink"])
def test_every_base_score_row_explains_itself_and_the_route_tables_are_the_maps(game_id,
                                                                                lang):
    from game.i18n import I18n
    from rules.core.registry import get_game

    i18n = I18n(lang)
    game = get_game(game_id)
    options = [{"expansion": e} for e in ("none", "river", "lake", "meteor", "lava")] \
        if game_id == "railroad-ink" else [{}]
    for chosen in options:
        match = Match(GameConfig.make(game_id, ["human", "easy"], chosen), 3)
        for category in game.score_sheet(match.state).categories:
            assert i18n.has(f"score.{game_id}.{category}.about"), (chosen, category)
    if game_id.startswith("ttr-"):
        table = [points for points in game.map.route_points if points]
        note = i18n.t(f"score.{game_id}.routes.about")
        assert ", ".join(map(str, table[:-1])) in note and str(table[-1]) in note


def test_a_tap_on_a_score_row_shows_its_note_at_once(monkeypatch):
    """Touch has no resting pointer, so a row's note never showed there; a tap on a
    note that does nothing else shows it (a tap on a button still shows no tooltip)."""
    harness, _ = gwt_results("en")
    shown: list[str] = []
    text_lines = draw.text_lines
    monkeypatch.setattr(draw, "text_lines", lambda surface, theme, lines, *a, **k: (
        shown.extend(lines), text_lines(surface, theme, lines, *a, **k))[1])
    pos = harness.find("row-money").rect.center
    harness.frame(Intent("point", pos), Intent("down", pos), Intent("press", pos))
    assert "$5" in " ".join(shown)


@pytest.mark.parametrize(("expansion", "row", "word"), [
    ("lava", "errors", "lava"), ("river", "errors", "river"), ("meteor", "center", "crater")])
def test_railroad_inks_rows_say_what_the_expansion_adds(expansion, row, word):
    """A Lava game began at "Errors −4" (a new volcano's four open sides) and the row said
    only "route ends" (a Railroad Ink player's review): the row's note on the results and
    the score preview's tooltip give the expansion's own (a Meteor's crater is a drawing
    in the centre)."""
    from tests.ui.conftest import open_game
    from tests.ui_railroad_ink.helpers import start

    harness = make_harness(["--lang", "en"])
    harness.frame()
    match = Match(GameConfig.make("railroad-ink", ["human"], {"expansion": expansion}), 3)
    harness.services.stack.push(ResultsScene(harness.services, match, [SeatLook("Ada", 0)]))
    harness.frame()
    assert word in harness.find(f"row-{row}").tooltip
    start(harness, ["human"], expansion=expansion)
    open_game(harness)
    assert word in harness.find(f"score-{row}").tooltip
    start(harness, ["human"])  # the base game keeps the plain note
    open_game(harness)
    assert word not in harness.find(f"score-{row}").tooltip


def test_tab_reaches_the_score_rows_and_their_notes_show_beside_them():
    """A keyboard player read none of the rows' notes: Tab did not reach them and a
    tooltip showed only for a resting pointer (a keyboard review)."""
    harness, _ = gwt_results("en")
    group = harness.top.ui
    for _ in range(30):
        harness.key("tab")
        if group.focused_id() == "row-workers":
            break
    row = harness.find("row-workers")
    assert group.focused is row
    assert group.tooltip_box(harness.app.surface.get_rect()) is None  # not at once
    harness.frames(int(TOOLTIP_DELAY * 60) + 5)
    box, lines = group.tooltip_box(harness.app.surface.get_rect())
    assert " ".join(lines) == harness.services.t("score.gwt.workers.about")
    assert not box.colliderect(row.rect)  # beside the row, which stays in sight
    harness.frame(Intent("press", (5, 5)))  # the pointer takes over: no more keyboard tip
    harness.frames(int(TOOLTIP_DELAY * 60) + 5)
    assert group.tooltip_box(harness.app.surface.get_rect()) is None


def test_tab_reaches_the_buttons_before_the_score_rows():
    """A keyboard player came to Play again and Main menu only after every score row
    (reading order put the table above the buttons): the buttons come first now, left to
    right, then the rows top to bottom; Shift+Tab from nothing reaches the last row."""
    harness, _ = gwt_results("en")
    group = harness.top.ui
    visited: list[str] = []
    for _ in range(40):
        harness.key("tab")
        if group.focused_id() in visited:
            break
        visited.append(group.focused_id())
    buttons = [w for w in visited if not w.startswith("row-")]
    rows = [w for w in visited if w.startswith("row-")]
    assert buttons[0] == "to-title" and "again" in buttons and len(rows) > 3
    assert visited[:len(buttons)] == buttons  # every button before the first row
    tops = [harness.find(w).rect.top for w in rows]
    assert tops == sorted(tops)


def test_the_last_rows_note_leaves_the_total_readable(monkeypatch):
    """Tab on the row above "Total": its note went under the row, over the totals (the
    row's place below hid no other control; the total is no control)."""
    from tests.ui.conftest import record_text_rects

    harness, match = gwt_results("en")
    last = match.game.score_sheet(match.state).categories[-1]
    group = harness.top.ui
    for _ in range(40):
        harness.key("tab")
        if group.focused_id() == f"row-{last}":
            break
    assert group.focused_id() == f"row-{last}"
    drawn = record_text_rects(monkeypatch)
    harness.frames(int(TOOLTIP_DELAY * 60) + 5)
    box, _ = group.tooltip_box(harness.app.surface.get_rect())
    total = harness.services.t("results.total")
    texts = [rect for text, rect in drawn[-200:] if text == total]
    assert texts
    assert not box.colliderect(texts[-1])
    assert not box.colliderect(harness.find(f"row-{last}").rect)  # the row stays in sight
