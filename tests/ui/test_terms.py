"""The Russian screens name each game's pieces with the rulebook's words (the rulebooks
are the specification): each row quotes the rulebook and lists the catalog keys that
must use its word, and words the rulebook never uses that the catalogs once did."""

from __future__ import annotations

import pytest

from game.i18n import load_catalog, templates

pytestmark = pytest.mark.ui

#: (the rulebook's sentence, its word as a stem, keys whose Russian text holds it)
GWT = [
    ("«каждый игрок начинает с 1 работником каждого типа (ковбой, строитель, инженер)»",
     "строител", ["gwt.worker.craftsman", "gwt.eff.build", "gwt.act.build_number"]),
    ("«каждый игрок начинает с 1 работником каждого типа (ковбой, строитель, инженер)»",
     "нженер", ["gwt.worker.engineer", "gwt.eff.dollars_per_engineer", "gwt.per_engineer"]),
    ("«Если это тайл угрозы, разместите его в соответствующей секции угроз (наводнение, "
     "засуха или обвал)»", "угроз", ["gwt.eff.remove_hazard", "gwt.task.hazard",
                                     "gwt.ask.hazard", "score.gwt.hazards"]),
    ("«(наводнение, засуха или обвал)»", "Обвал", ["gwt.hazard.rockfall"]),
    ("«22 тайла типи - По 11 синих и зелёных»", "типи",
     ["gwt.teepee.blue", "gwt.task.blue_teepee", "gwt.eff.trade_teepee", "event.gwt.teepee"]),
    ("«Перемешайте 5 тайлов станционных смотрителей»", "мотрител",
     ["gwt.master.workers", "gwt.ask.master", "score.gwt.station_masters"]),
    ("«На каждой карте цели изображена комбинация задач»", "цел",
     ["gwt.objective_display", "gwt.eff.take_objective", "gwt.ask.take_obj",
      "score.gwt.objectives"]),
    ("«сформировав тем самым коровий рынок»", "оровий рынок",
     ["gwt.cattle_market", "event.gwt.market_refilled"]),
    ("«пока не займёте место слева от маркера биржи труда»", "биржи труда",
     ["score.gwt.job_market_token"]),
    ("«вместо этого вы можете совершить 1 единичное дополнительное действие»",
     "ополнительн", ["gwt.aux_actions", "gwt.ask.aux_choose", "gwt.ask.phase_b",
                     "gwt.ask.phase_b_aux"]),
    ("«а) На тайле нейтрального здания или тайле с вашим личным зданием вам доступны 2 "
     "опции: - Использовать локальное действие (-вия)»", "локальн",
     ["gwt.ask.phase_b", "rules.gwt.body"]),
    # the hand's header said «стадо 7», a number with no word for what it counts
    ("«подсчитайте общую ценность стада»", "ценность стада", ["gwt.herd_value"]),
    ("«Фаза А) Переместите своего погонщика вперёд по тропе»", "погонщик",
     ["gwt.ask.start", "rules.gwt.body"]),
]
#: Words for those pieces that the rulebook does not use.
GWT_NOT = ["плотник", "машинист", "камнепад", "вигвам", "преград", "начальник",
           "скотный рынок", "рынок труда", "пастух", "вспомогательн"]

TTR = [
    ("«2. Проложить железнодорожный путь между двумя городами» (Европа)", "пролож",
     ["ttr.claim_title", "ttr.do.claim"]),
    ("«2. Проложить железнодорожный путь между двумя городами» (Европа)", "проклад",
     ["event.ttr-europe.claim_route"]),
    ("«Туннели - это специальные маршруты» (Европа)", "туннел", ["rules.ttr-europe.body"]),
    ("«Паромные переправы» (Европа)", "паромн", ["ttr.ferry", "rules.ttr-europe.body"]),
    ("«Разделите карты целей на две колоды» (Германия)", "цел",
     ["ttr.tickets.germany", "ttr.status.keep.germany", "ttr.mix_title",
      "score.ttr-germany.tickets", "event.ttr-germany.draw_tickets"]),
    ("«Каждый игрок получает набор из 45 поездов своего цвета» (Германия)", "поезд",
     ["ttr.trains_left.germany", "ttr.why.trains.germany", "event.ttr-germany.last_round"]),
    ("«44 карты Перевозчиков (8 многоцветных карт джокеров …)» (Амстердам)", "джокер",
     ["ttr.card.locomotive.amsterdam", "ttr.status.second.amsterdam",
      "event.ttr-amsterdam.face_up_reset"]),
    ("«44 карты Перевозчиков» (Амстердам)", "перевозчик",
     ["ttr.train_cards.amsterdam", "rules.ttr-amsterdam.body"]),
]
INK = [
    ("«„Самое длинное шоссе“ и за рисование на центральных ячейках вашего поля»", "шоссе",
     ["score.railroad-ink.longest_highway", "rules.railroad-ink.body"]),
    ("«за рисование на центральных ячейках вашего поля»", "ячейк",
     ["score.railroad-ink.center"]),
    ("«Каждый игрок также может использовать 6 специальных маршрутов»", "специальн",
     ["rules.railroad-ink.body"]),
    ("«1 кубик метеора показывает расстояние»", "метеор",
     ["option.railroad-ink.expansion.meteor", "rules.railroad-ink.body"]),
    # the meteor's prompt said «выберите направление или специальный маршрут», and not
    # what marking a special route does
    ("«вы можете пометить доступный Специальный маршрут, чтобы игнорировать кубики Метеора»",
     "игнорир", ["ink.meteor_choose", "ink.why.meteor_first", "rules.railroad-ink.body"]),
]


def russian() -> dict[str, list[str]]:
    return {key: templates(entry) for key, entry in load_catalog("ru").items()}


@pytest.mark.parametrize("quote,stem,keys", GWT + TTR + INK)
def test_the_russian_screens_use_the_rulebooks_words(quote, stem, keys):
    catalog = russian()
    for key in keys:
        assert all(stem.lower() in text.lower() for text in catalog[key]), (key, quote)


def test_great_western_trail_keeps_objective_for_the_objective_cards():
    """«цель» is the rulebook's objective card («карта цели»): the move's prompt said
    «выберите цель» for where to move the cattleman, and a newcomer looked for a card."""
    for text in russian()["gwt.ask.start"]:
        assert "цел" not in text.lower()


def test_great_western_trail_avoids_words_the_rulebook_does_not_use():
    found = [(key, text) for key, texts in russian().items()
             if key.startswith(("gwt.", "event.gwt.", "score.gwt.", "rules.gwt.", "game.gwt."))
             for text in texts for word in GWT_NOT if word in text.lower()]
    assert found == []


@pytest.mark.parametrize("game_id,word", [("ttr-europe", "Маршруты"),
                                          ("ttr-germany", "Цели"),
                                          ("ttr-amsterdam", "Контракты")])
def test_each_ticket_to_ride_map_names_its_tickets_as_its_rulebook_does(game_id, word):
    from game.i18n import I18n
    from game.screens.ttr.texts import map_words

    t = map_words(I18n("ru").t, game_id)
    assert t("ttr.tickets") == word
    assert t("ttr.stat_cards") == I18n("ru").t("ttr.stat_cards")  # shared words stay shared
