"""Catalogs: English and Russian are complete, every key the code uses exists, and
switching language rebuilds what is on screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.i18n import I18n, choose_language, join_names, load_catalog, plural_form, templates
from rules.core.registry import KNOWN_GAMES
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui

GAME_DIR = Path(__file__).resolve().parents[2] / "game"
#: t("key") / self.t("key") / app.t("key") calls, and keys passed as "…" in tuples
LITERAL = re.compile(r"""\bt\(\s*["']([a-z0-9_.\-]+)["']""")
FAMILIES = ("app|common|title|setup|seat|agent|handoff|play|code|results|kiosk|settings|storage"
            "|ttr|gwt|ink")
KEYLIKE = re.compile(rf"""["']((?:{FAMILIES}|language|event)\.[a-z0-9_.\-]+)["']""")
#: prefixes of keys built at run time; each family is checked below
DYNAMIC = ("game.", "rules.", "event.", "score.", "option.", "agent.", "seat.ai_",
           "settings.speed.", "language.", "code.error.", "setup.hotseat_hint.")


def used_keys() -> set[str]:
    keys: set[str] = set()
    for path in GAME_DIR.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        keys.update(LITERAL.findall(text))
        keys.update(k for k in KEYLIKE.findall(text) if not k.endswith("."))
    return keys


def test_catalogs_have_the_same_keys():
    en, ru = load_catalog("en"), load_catalog("ru")
    assert set(en) == set(ru), sorted(set(en) ^ set(ru))
    assert all(text.strip() for value in [*en.values(), *ru.values()]
               for text in templates(value))


def test_placeholders_match_between_languages():
    en, ru = load_catalog("en"), load_catalog("ru")
    field = re.compile(r"\{(\w+)\}")
    for key in en:
        fields = [set(field.findall(text)) for text in [*templates(en[key]), *templates(ru[key])]]
        assert all(found == fields[0] for found in fields), key
        for entry in (en[key], ru[key]):
            assert isinstance(entry, str) or "{" + entry["by"] + "}" in entry["many"], key


def test_every_key_used_by_code_exists():
    en = load_catalog("en")
    missing = sorted(k for k in used_keys() if k not in en)
    assert not missing


def test_every_static_key_is_used():
    en = load_catalog("en")
    used = used_keys()
    unused = sorted(k for k in en if k not in used and not k.startswith(DYNAMIC)
                    and not (k.endswith(".touch") and k[:-6] in used))
    assert not unused


def test_a_touch_wording_has_its_plain_one_with_the_same_fields():
    """``<key>.touch`` says ``<key>`` for a finger (Services.t picks it after a touch)."""
    for language in ("en", "ru"):
        catalog = load_catalog(language)
        for key in (k for k in catalog if k.endswith(".touch")):
            assert key[:-6] in catalog, key
            assert set(re.findall(r"{(\w+)}", str(catalog[key]))) == set(
                re.findall(r"{(\w+)}", str(catalog[key[:-6]]))), key


def test_texts_speak_of_taps_after_a_touch_and_of_keys_after_a_click():
    import pygame

    harness = make_harness(["--lang", "en"])
    t = harness.services.t
    assert "(Z)" in t("play.undo_tip")
    mapper = harness.app.mapper
    mapper.translate(pygame.event.Event(pygame.FINGERDOWN, finger_id=1, x=0.5, y=0.5,
                                        dx=0.0, dy=0.0))
    harness.frame()
    assert "(Z)" not in t("play.undo_tip") and "tap" in t("setup.ai_hint")
    mapper.translate(pygame.event.Event(pygame.FINGERUP, finger_id=1, x=0.5, y=0.5,
                                        dx=0.0, dy=0.0))
    mapper.translate(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    harness.frame()
    assert "(Z)" in t("play.undo_tip") and "Enter" in t("setup.ai_hint")


def test_dynamic_families_are_complete():
    en = load_catalog("en")
    for game_id in KNOWN_GAMES:
        for family in ("game.{}.title", "game.{}.blurb", "rules.{}.body"):
            assert family.format(game_id) in en
    for level in ("random", "easy", "normal", "hard"):
        assert f"agent.{level}" in en and f"seat.ai_{level}" in en
    for speed in ("slow", "normal", "fast", "off"):
        assert f"settings.speed.{speed}" in en
    # a game's own hot-seat hint (Railroad Ink hides boards, not cards) names a game
    hints = [key for key in en if key.startswith("setup.hotseat_hint.")]
    assert hints and all(key.split(".", 2)[2] in KNOWN_GAMES for key in hints)


def test_formatting_and_fallbacks():
    i18n = I18n("ru")
    assert i18n.t("handoff.ready", name="Оля") == "Я Оля — показать мой ход"
    assert i18n.t("no.such.key", "запасной") == "запасной"
    assert i18n.t("no.such.key") == "no.such.key"
    assert i18n.t("handoff.ready") .startswith("Я {name}")
    assert plural_form("ru", 1) == "one" and plural_form("ru", 3) == "few"
    assert plural_form("ru", 11) == "many" and plural_form("en", 2) == "many"


def test_names_are_listed_as_a_sentence_lists_them():
    en, ru = I18n("en"), I18n("ru")
    assert join_names(en.t, []) == ""
    assert join_names(en.t, ["Ada"]) == "Ada"
    assert join_names(en.t, ["Ada", "Brunel"]) == "Ada and Brunel"
    assert join_names(en.t, ["Ada", "Brunel", "Casey"]) == "Ada, Brunel and Casey"
    assert join_names(ru.t, ["Оля", "Петя", "Катя"]) == "Оля, Петя и Катя"


def test_a_tie_names_its_winners_as_a_sentence():
    from dataclasses import replace

    from game.scenes.results import ResultsScene
    from game.settings import SeatLook
    from tests.playout import random_match

    harness = make_harness([])
    match = random_match("ttr-europe", 3, 1)
    looks = [SeatLook(name, i) for i, name in enumerate(("Ada", "Brunel", "Casey"))]
    scene = ResultsScene(harness.services, match, looks)
    scene.sheet = replace(scene.sheet, ranks=(1, 3, 1))
    assert scene.headline() == "A tie between Ada and Casey!"


def test_a_solo_game_ends_with_a_score_not_a_winner():
    """A one-player game (Railroad Ink) has nobody to beat: the headline gives the
    score ("Ada wins!" read oddly), in the language's plural form."""
    from game.scenes.results import ResultsScene
    from game.settings import SeatLook
    from tests.playout import random_match

    match = random_match("railroad-ink", 1, 1)
    for language, words in (("en", "points"), ("ru", "очк")):
        harness = make_harness(["--lang", language])
        scene = ResultsScene(harness.services, match, [SeatLook("Ada", 0)])
        total = scene.sheet.totals[0]
        assert scene.headline().startswith("Ada") and str(total) in scene.headline()
        assert words in scene.headline() or total in (1, 21, 31)


def test_a_number_chooses_the_plural_form():
    """Entries with plural forms pick the one for the number in their ``by`` field."""
    en, ru = I18n("en"), I18n("ru")
    assert en.t("gwt.ask.buy", n=1) == "Buy cattle: 1 cowboy left"
    assert en.t("gwt.ask.buy", n=2) == "Buy cattle: 2 cowboys left"
    assert en.t("ttr.spaces", count=1) == "1 space"
    assert en.t("gwt.aux.cull", n=1) == "Engine −1: remove 1 card"
    assert ru.t("results.solo", name="Ada", points=-4) == "Ada: -4 очка"  # a negative total
    assert ru.t("results.solo", name="Ada", points=-11) == "Ada: -11 очков"
    assert en.t("results.solo", name="Ada", points=-1) == "Ada scores -1 point"
    revealed = [ru.t("ttr.tunnel_revealed", count=n) for n in (1, 3, 5, 21)]
    assert [line.split("ещё ")[1].split(" вашего")[0] for line in revealed] == [
        "1 карту", "3 карты", "5 карт", "21 карту"]
    assert ru.t("gwt.eff.move_cattleman", n=1) == "Идти дальше (до 1 шага)"
    assert ru.t("gwt.eff.move_cattleman", n=2) == "Идти дальше (до 2 шагов)"
    # Without its number the entry reads in its "many" form, fields left visible.
    assert en.t("gwt.ask.buy") == "Buy cattle: {n} cowboys left"
    # An English entry used for a missing Russian one follows the English rule.
    del ru.catalogs["ru"]["ttr.spaces"]
    assert ru.t("ttr.spaces", count=2) == "2 spaces"


def test_a_plural_entry_needs_its_number_field_and_many(tmp_path: Path) -> None:
    (tmp_path / "en.json").write_text('{"a.b": {"by": "n", "one": "{n} card"}}', "utf-8")
    with pytest.raises(ValueError, match="needs 'by' and 'many'"):
        load_catalog("en", tmp_path)


def test_language_priority():
    assert choose_language("en", "ru", "en") == "ru"  # URL / argv first
    assert choose_language("ru", None, "en") == "ru"  # then the setting
    assert choose_language("", None, "ru_RU") == "ru"  # then the system
    assert choose_language("", "de", "fr") == "en"


def test_switching_language_in_settings_rebuilds_the_screens():
    harness = make_harness()
    assert harness.find("settings").label == "Settings"
    harness.click("settings")
    language = harness.find("language")
    harness.tap(language.segment(1).center)
    assert harness.services.i18n.language == "ru"
    assert harness.services.settings.language == "ru"
    assert harness.find("back").label == "Назад"
    harness.back()
    assert harness.find("settings").label == "Настройки"
    # remembered for the next start (no --lang given)
    again = make_harness([], storage=harness.storage)
    assert again.services.i18n.language == "ru"


def test_score_categories_of_registered_games_are_translated():
    from rules.core.config import GameConfig
    from rules.core.registry import all_games

    en = load_catalog("en")
    for game in all_games():
        if game.id not in KNOWN_GAMES:
            continue
        seats = ["random"] * max(2, game.min_players) if game.max_players > 1 else ["random"]
        sheet = game.score_sheet(game.new_game(GameConfig.make(game.id, seats), 1))
        missing = [c for c in sheet.categories if f"score.{game.id}.{c}" not in en]
        assert not missing, (game.id, missing)


def test_game_parts_merge_into_the_catalog(tmp_path: Path) -> None:
    (tmp_path / "en.json").write_text('{"title.play": "Play"}', encoding="utf-8")
    (tmp_path / "ttr.en.json").write_text('{"ttr.claim": "Claim"}', encoding="utf-8")
    (tmp_path / "ttr.ru.json").write_text('{"ttr.claim": "Занять"}', encoding="utf-8")
    assert load_catalog("en", tmp_path) == {"title.play": "Play", "ttr.claim": "Claim"}
    (tmp_path / "gwt.en.json").write_text('{"ttr.claim": "again"}', encoding="utf-8")
    with pytest.raises(ValueError, match="already defined"):
        load_catalog("en", tmp_path)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rules_reference_quotes_the_engines_score_tables(lang):
    """The rules screen's figures are the engine's: Europe's route table (no 5-space
    routes on that map) and Amsterdam's merchandise places per player count."""
    from rules.ttr.amsterdam import MERCHANDISE_POINTS
    from rules.ttr.mapdata import load_map

    catalog = load_catalog(lang)
    table = load_map("europe").route_points
    lengths = [n for n, points in enumerate(table) if points]
    line = next(s for s in catalog["rules.ttr-europe.body"].split("\n")
                if all(str(table[n]) in s for n in lengths) and "21" in s)
    numbers = [int(x) for x in re.findall(r"\d+", line)]
    assert numbers == [table[n] for n in lengths] + lengths
    line = next(s for s in catalog["rules.ttr-amsterdam.body"].split("\n") if "8, 5, 2" in s)
    numbers = [int(x) for x in re.findall(r"\d+", line)]
    assert numbers == [*MERCHANDISE_POINTS[4], *MERCHANDISE_POINTS[3], *MERCHANDISE_POINTS[2]]


@pytest.mark.parametrize("game_id", ["ttr-europe", "railroad-ink", "gwt"])
def test_every_rules_screen_says_how_a_finger_asks_and_takes(game_id):
    from game.scenes.rules import RulesScene

    harness = make_harness(["--lang", "ru"])
    blocks = RulesScene(harness.services, game_id).blocks()
    assert ("heading", "На сенсорном экране") in blocks
    assert any(kind == "bullet" and "удерживайте" in text for kind, text in blocks)
    swipe = any(kind == "bullet" and "Проведите пальцем" in text for kind, text in blocks)
    assert swipe == (game_id == "gwt")  # GWT's choices turn their page by a swipe


def test_a_mouse_player_reads_click_not_tap():
    """"Tap a line", "tap the space again": the plain texts (a mouse and keys) spoke of
    taps; the tap wording is their <key>.touch. The kiosk's "touch to play" and the
    rules' touch section are for touch screens."""
    for language, word in (("en", "tap"), ("ru", "коснитесь")):
        catalog = load_catalog(language)
        for key, value in catalog.items():
            if key.endswith(".touch") or key.startswith(("rules.", "kiosk.")):
                continue
            text = value if isinstance(value, str) else " ".join(value.values())
            assert not re.search(rf"\b{word}", text, re.IGNORECASE), key


def test_the_plain_texts_address_keys_too_not_a_click():
    """The plain texts are for a mouse and for keys alike: "Tip: click a player's
    colour" (and «нажмите на цвет игрока»), TTR's "Your turn: click the cards…", Railroad
    Ink's "Click a die", GWT's "a click on the board closes it" (and «щелчок по полю»)
    told a keyboard player to click. Every catalog, the shell's and each game's, says
    "select" / «выберите» instead; a finger's forms (``.touch``) say "tap" (a key may be
    pressed: «нажмите пробел», «нажмите клавишу»)."""
    import json

    words = {"en": r"\bclick",
             "ru": r"клик|щ[её]лк|щелч|нажати[ея] на|нажмите(?! (пробел|клавиш|[A-Z]))"}
    catalogs = sorted((GAME_DIR.parent / "assets" / "i18n").glob("*.json"))
    assert len(catalogs) == 2 * 4  # the shell's and three games' (TTR's maps share one)
    for path in catalogs:
        pattern = words[path.name.split(".")[-2]]
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if key.endswith(".touch"):
                continue
            text = value if isinstance(value, str) else " ".join(value.values())
            assert not re.search(pattern, text, re.IGNORECASE), (path.name, key)


def test_the_pause_names_the_button_that_leads_back_and_gwt_names_only_true_sums():
    """A review: the pause said a game continues "from the title screen" under a button
    called "Main menu" (Russian likewise); GWT's first-player note said "$7, $8 and $9"
    to a table of two. The pause names its button; the note names no sum a table of
    that size does not start with."""
    from rules.gwt.data import load as load_gwt

    for language in ("en", "ru"):
        catalog = load_catalog(language)
        assert catalog["play.to_title"].lower() in catalog["play.paused_text"].lower()
        sums = {int(n) for n in re.findall(r"\$(\d+)", catalog["option.gwt.first_player.about"])}
        assert not sums & set(load_gwt().starting_money[2:]), language  # ($8, $9)


def test_a_text_that_names_a_key_has_a_fingers_form():
    """A touch review: a long press on Railroad Ink's mirror button said "(M)" to a
    finger (its turn button had a ``.touch`` form, the mirror's none). Every entry that
    names a key in brackets has one, in every catalog (the rules name their keys in a
    section of their own)."""
    import json

    named = re.compile(r"\((?:[A-Z]|Shift\+\S+|Ctrl\+\S+|Tab|Enter|Esc|Space|F\d+)"
                       r"(?:\)|,| or | или |\s*/)")
    for path in sorted((GAME_DIR.parent / "assets" / "i18n").glob("*.json")):
        catalog = json.loads(path.read_text(encoding="utf-8"))
        for key, value in catalog.items():
            if key.endswith(".touch") or key.startswith("rules."):
                continue
            text = value if isinstance(value, str) else " ".join(value.values())
            assert not named.search(text) or f"{key}.touch" in catalog, (path.name, key)
