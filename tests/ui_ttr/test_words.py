"""Each map's own words: Amsterdam has carts and contracts, Germany passengers."""

from __future__ import annotations

import pytest

from game.screens.ttr import panels
from tests.ui_ttr.conftest import make_harness, start_game

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("game_id, has, lacks", [
    ("ttr-amsterdam", ["carts left", "contracts", "merchandise"], ["trains", "tickets"]),
    ("ttr-germany", ["trains left", "tickets", "passengers"], ["carts", "stations"]),
    ("ttr-europe", ["trains left", "tickets", "stations left"], ["carts", "passengers"]),
])
def test_a_players_row_tip_uses_the_maps_words(game_id, has, lacks):
    harness = make_harness()
    play = start_game(harness, game_id, ["human", "easy"], seed=2)
    tip = panels.player_tip(play.screen, 1)
    assert all(word in tip for word in has), tip
    assert not any(word in tip for word in lacks), tip


def test_a_players_row_tip_agrees_with_its_numbers_in_russian():
    """Each count takes its noun's plural form («1 карта на руке», not «1 карт на
    руке»), with each map's word."""
    harness = make_harness("ru")
    play = start_game(harness, "ttr-germany", ["human", "easy"], seed=2)
    from dataclasses import replace

    obs = play.screen.obs
    play.screen.obs = replace(obs, hand_sizes=(7, 1), trains=(45, 22))
    tip = panels.player_tip(play.screen, 1)
    assert "1 карта на руке" in tip and "осталось 22 поезда" in tip, tip
    play.screen.obs = replace(obs, hand_sizes=(7, 5), trains=(45, 21))
    tip = panels.player_tip(play.screen, 1)
    assert "5 карт на руке" in tip and "остался 21 поезд" in tip, tip


def test_switching_language_mid_game_repaints_the_scores_heading(monkeypatch):
    """The players' scores are painted into a cached layer; a language switch in the
    settings mid-game (nobody moves meanwhile) must repaint its heading."""
    from tests.ui.conftest import open_game, record_texts

    harness = make_harness()
    start_game(harness, "ttr-europe", ["human", "easy"], seed=2)
    open_game(harness)
    harness.frames(3)
    harness.click("menu")
    harness.frames(2)
    harness.click("settings")
    language = harness.find("language")
    drawn = record_texts(monkeypatch)
    harness.tap(language.segment([value for value, _ in language.choices].index("ru")).center)
    harness.back()  # to the pause menu, then back to the game
    assert harness.scene_name == "dialog"
    harness.click("resume")
    assert harness.scene_name == "game"
    harness.frames(2)
    assert harness.services.i18n.language == "ru"
    heading = harness.services.t("ttr.scores")
    assert heading != "SCORES" and heading in drawn


@pytest.mark.parametrize("players", [4, 5])
def test_germanys_passenger_counts_stay_clear_of_the_score_track(players):
    """With five players a scores row is 58 px: the passenger counts were drawn across
    the score track (their lower half hidden under it)."""
    import pygame

    harness = make_harness()
    play = start_game(harness, "ttr-germany", ["human"] + ["easy"] * (players - 1), seed=2)
    area = panels.column_rects(play.screen.col)["players"]
    top = area.y + 20
    row_h = min(72, (area.bottom - top - 4) // players)  # as paint_players lays them out
    row = pygame.Rect(area.x + 6, top, area.w - 12, row_h - 4)
    assert row_h >= 58  # the passenger line is shown
    theme = harness.services.theme

    def glyphs(middle: int, bold: bool) -> tuple[int, int]:
        """Top and bottom of the digits' own pixels in a line centred on ``middle``."""
        digits = theme.font("tiny", bold).render("0123456789", True, (255, 255, 255))
        ink = digits.get_bounding_rect()
        box_top = middle - digits.get_height() // 2
        return box_top + ink.top, box_top + ink.bottom

    stats_y, passengers_y, track = panels.row_lines(row, passengers=True)
    assert glyphs(passengers_y, False)[1] <= track.y  # the counts are plain, the stats bold
    assert glyphs(stats_y, True)[1] <= glyphs(passengers_y, False)[0]


def test_the_lists_rules_name_the_keys():
    """The lists said "Tab and Enter, or click one" (no click in any catalog:
    tests/ui/test_i18n); they name the keys the rules name, Tab and Enter."""
    from game.i18n import I18n

    for language in ("en", "ru"):
        i18n = I18n(language)
        for key in ("ttr.list_rule", "ttr.list_rule_routes", "ttr.list_rule_routes.amsterdam",
                    "ttr.list_rule_routes.germany"):
            text = i18n.t(key)
            assert "Tab" in text and "Enter" in text, key
