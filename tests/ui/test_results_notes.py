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


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_gwt_score_row_explains_itself(monkeypatch, lang):
    harness = make_harness(["--lang", lang])
    harness.frame()
    match = Match(GameConfig.make("gwt", ["human", "easy"]), 3)
    harness.services.stack.push(ResultsScene(harness.services, match,
                                             [SeatLook("Ada", 0), SeatLook("Bo", 1)]))
    harness.frame()
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
