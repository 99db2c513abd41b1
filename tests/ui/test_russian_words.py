"""The Russian catalogs speak the rulebooks' words and Russian grammar (a review of the
Russian screens found a train called «паровоз» beside the rules' «поезд», «предел» beside
«лимит», Germany's tickets called «маршруты», infinitives in the log and a number with
the wrong noun form)."""

from __future__ import annotations

import json
from pathlib import Path

from game.i18n import I18n

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"


def values(name: str) -> str:
    return json.dumps(json.loads((I18N / name).read_text(encoding="utf-8")), ensure_ascii=False)


def test_gwt_says_the_rulebooks_train_and_limits() -> None:
    """The rulebook: «двигать поезд», «лимит шагов», «лимит карт», «коровий рынок»."""
    gwt = values("gwt.ru.json")
    assert "паровоз" not in gwt.lower() and "предел" not in gwt.lower()
    assert "рынок скота" not in gwt
    t = I18n("ru").t
    assert t("gwt.hand_limit") == "Лимит карт" and t("gwt.step_limit") == "Лимит шагов"


def test_gwt_numbers_take_their_nouns_form() -> None:
    t = I18n("ru").t
    assert t("gwt.summary", money=8, cert=1, steps=4) == "$8 · 1 сертификат · до 4 шагов"
    assert "2 сертификата" in t("gwt.summary", money=8, cert=2, steps=3)
    assert "0 сертификатов" in t("gwt.summary", money=8, cert=0, steps=3)
    assert t("gwt.ask.engine_back", n=1).endswith("(осталась 1 клетка)")
    assert t("gwt.ask.engine_back", n=3).endswith("(осталось 3 клетки)")


def test_gwt_log_names_a_chosen_action_as_chosen() -> None:
    """«Dora: Получить $1» read as an order; «Игрок 4 открывает: $1: поезд до +1» had two
    colons."""
    t = I18n("ru").t
    assert t("event.gwt.local_action", player="Dora", effect="Получить $1") == \
        "Dora выбирает «Получить $1»"
    assert t("event.gwt.disc", player="Ada", spot="$1: поезд до +1") == \
        "Ada открывает ячейку «$1: поезд до +1»"


def test_germany_calls_its_tickets_goals_and_its_passengers_take_small_letters() -> None:
    t = I18n("ru").t
    for key in ("score.ttr-germany.tickets.about", "score.ttr-germany.globetrotter.about"):
        assert "маршрут" not in t(key) and "цел" in t(key)
    assert "за больше всех" not in values("ru.json")
    from game.screens.ttr.texts import event_fields
    from rules.core.game import Event
    from rules.ttr.mapdata import load_map

    game_map = load_map("germany")
    city = next(i for i, c in enumerate(game_map.cities) if c.name == "Augsburg")
    fields = event_fields(game_map, Event("take_passenger", 2, {"colour": 4, "city": city}), t)
    assert t("event.ttr-germany.take_passenger", player="Clara", **fields) == \
        "Clara берёт синего пассажира (Augsburg)"  # a city or a country


def test_ttr_touch_texts_say_touch() -> None:
    t = I18n("ru").t
    for key in ("ttr.status.first.touch", "ttr.status.first_stations.touch"):
        assert "коснитесь" in t(key, tickets="Маршруты") and "нажмите" not in t(
            key, tickets="Маршруты")


def test_gwt_counts_cards_drawn_and_the_rules_say_who_pays_a_fee() -> None:
    """«Игрок 3 берёт карт: 1»; the rules' fee sentence left out teepees and said «мимо»
    (the rulebook: «Если ваш погонщик останавливается на такой локации или проходит через
    неё… Если это рука на тайле… в банк»)."""
    t = I18n("ru").t
    assert t("event.gwt.draw", player="Игрок 3", count=1) == "Игрок 3 берёт 1 карту"
    assert t("event.gwt.draw", player="Игрок 3", count=2) == "Игрок 3 берёт 2 карты"
    fee = next(line for line in t("rules.gwt.body").split("\n") if "пошлин" in line)
    assert "типи" in fee and "останавливаетесь" in fee and "мимо" not in fee


def test_a_gwt_prompt_beside_the_page_buttons_is_not_cut() -> None:
    """«Диск → Альбукерке: освободите место на планшете (его бонус откр…»."""
    from game import draw
    from game.screens.gwt import dock
    from tests.ui.conftest import make_harness

    theme = make_harness().services.theme
    prompt = I18n("ru").t("gwt.ask.disc", where="Альбукерке")
    width = 488 - 24 - dock.PAGES_W  # the choice panel's prompt beside the page buttons
    size, lines = draw.fitted_lines(theme, prompt, width, 2, ("small", 13), True)
    assert not lines[-1].endswith("…"), (size, lines)


def test_a_payments_count_stays_with_its_card_when_a_line_breaks() -> None:
    """«Заплатить: зелёная ×1 + локомотив» over «×1» on the next line (a regression
    review): a no-break space joins each count to its card."""
    from game import draw
    from game.screens.ttr import cards as K
    from game.screens.ttr.texts import payment_text
    from tests.ui.conftest import make_harness

    t = I18n("ru").t
    text = t("ttr.do.pay", cards=payment_text(t, 2, 1, 2))
    theme = make_harness().services.theme
    for width in range(80, 400, 7):
        for line in draw.wrap(theme, text, width, "small"):
            assert not line.startswith("×"), (width, line)
    assert K.LOCOMOTIVE != 2


def test_a_breed_to_discard_is_named_as_a_card_not_in_the_wrong_case() -> None:
    """«Сбросить Голландская поясная: +$2» put the nominative after the verb (a player's
    review): the breed is the card's name, in quotes, as it is printed."""
    t = I18n("ru").t
    assert t("gwt.eff.discard_for", card=t("gwt.breed.dutch_belt"), reward="+$2") == \
        "Сбросить «Голландская поясная»: +$2"
