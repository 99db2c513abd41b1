"""Words for the table: names that events and actions carry as numbers (routes,
cities, card colours) turned into the fields the log templates use, action
descriptions for hints, and the details shown when a route or city is hovered."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.screens.ttr import cards as K
from game.screens.ttr.pickers import passenger_name
from rules.core.game import Action, Event
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTicketMix,
    DrawTickets,
    KeepTickets,
    Pass,
    Pay,
    TakePassenger,
)
from rules.ttr.mapdata import TtrMap

Translate = Callable[..., str]

#: Where a map's rulebook names a piece otherwise, the catalog key its screen uses for the
#: shared one: Germany's rulebook speaks of «карты целей» and «поезда», Amsterdam's of
#: contracts, carts, «карты перевозчиков» and «джокеры», and neither has stations.
MAP_WORDS: dict[str, dict[str, str]] = {
    "ttr-germany": {
        "ttr.tickets": "ttr.tickets.germany",
        "ttr.stat_tickets": "ttr.stat_tickets.germany",
        "ttr.trains_left": "ttr.trains_left.germany",
        "ttr.stat_trains": "ttr.stat_trains.germany",
        "ttr.why.trains": "ttr.why.trains.germany",
        "ttr.on_your_tickets": "ttr.on_your_tickets.germany",
        "ttr.on_tickets_of": "ttr.on_tickets_of.germany",
        "ttr.status.keep": "ttr.status.keep.germany",
        "ttr.more_tickets": "ttr.more_tickets.germany",
        "ttr.show_on_map_tip": "ttr.show_on_map_tip.germany",
        "ttr.pass_rule": "ttr.pass_rule.germany",
        "ttr.game_over": "ttr.game_over.final",  # no longest path is scored or shown
        "ttr.list_rule_routes": "ttr.list_rule_routes.germany",
    },
    "ttr-amsterdam": {
        "ttr.tickets": "ttr.contracts",
        "ttr.stat_tickets": "ttr.stat_contracts",
        "ttr.trains_left": "ttr.carts_left",
        "ttr.stat_trains": "ttr.stat_carts",
        "ttr.why.trains": "ttr.why.trains.amsterdam",
        "ttr.on_your_tickets": "ttr.on_your_tickets.amsterdam",
        "ttr.on_tickets_of": "ttr.on_tickets_of.amsterdam",
        "ttr.status.turn": "ttr.status.turn_contracts",
        "ttr.status.second": "ttr.status.second.amsterdam",
        "ttr.status.keep": "ttr.status.keep.amsterdam",
        "ttr.keep_rule": "ttr.keep_rule.amsterdam",
        "ttr.keep_all_rule": "ttr.keep_all_rule.amsterdam",
        "ttr.more_tickets": "ttr.more_tickets.amsterdam",
        "ttr.show_on_map_tip": "ttr.show_on_map_tip.amsterdam",
        "ttr.pass_rule": "ttr.pass_rule.amsterdam",
        "ttr.do.tickets": "ttr.do.tickets.amsterdam",
        "ttr.card.locomotive": "ttr.card.locomotive.amsterdam",
        "ttr.train_cards": "ttr.train_cards.amsterdam",
        "ttr.game_over": "ttr.game_over.final",
        "ttr.list_rule_routes": "ttr.list_rule_routes.amsterdam",
        "ttr.why.second_locomotive": "ttr.why.second_locomotive.amsterdam",
    },
}


def map_words(t: Translate, game_id: str) -> Translate:
    """``t`` for one map's screen: a shared key becomes the map's own (``MAP_WORDS``)."""
    words = MAP_WORDS.get(game_id)
    if not words:
        return t

    def say(key: str, *args: object, **fields: object) -> str:
        return t(words.get(key, key), *args, **fields)

    return say


def route_name(game_map: TtrMap, route: int) -> str:
    r = game_map.routes[route]
    return f"{game_map.cities[r.a].name}–{game_map.cities[r.b].name}"


def card_list(t: Translate, cards) -> str:
    names = K.card_names(t)
    return ", ".join(names[c] for c in cards if 0 <= c < len(names))


def payment_text(t: Translate, colour: int, locomotives: int, count: int) -> str:
    """The cards of a payment, each colour with its count after it ("red ×2 +
    locomotive ×1"): «2 × зелёная» read as broken Russian."""
    names = K.card_names(t)  # (a no-break space keeps each count with its card)
    if colour == K.LOCOMOTIVE:
        return f"{names[K.LOCOMOTIVE]}\u00a0×{locomotives}"
    text = f"{names[colour]}\u00a0×{count - locomotives}"
    if locomotives:
        text += f" + {names[K.LOCOMOTIVE]}\u00a0×{locomotives}"
    return text


def event_fields(game_map: TtrMap, event: Event, t: Translate) -> Mapping[str, object]:
    """The fields of a TTR event's log template: its details plus readable names."""
    d = event.details
    out: dict[str, object] = dict(d)
    if "route" in d and 0 <= d["route"] < len(game_map.routes):
        out["route_name"] = route_name(game_map, d["route"])
        out["length"] = game_map.routes[d["route"]].length
    if "city" in d and 0 <= d["city"] < len(game_map.cities):
        out["city_name"] = game_map.cities[d["city"]].name
    if "card" in d and isinstance(d["card"], int) and 0 <= d["card"] <= K.LOCOMOTIVE:
        out["card_name"] = K.card_names(t)[d["card"]]
    if event.kind == "take_passenger" and "colour" in d and 0 <= d["colour"] < 6:
        # inside a sentence: small letters, and in Russian the form the verb asks for
        out["passenger"] = (t("ttr.passenger_taken.red"), t("ttr.passenger_taken.black"),
                            t("ttr.passenger_taken.green"), t("ttr.passenger_taken.yellow"),
                            t("ttr.passenger_taken.blue"),
                            t("ttr.passenger_taken.white"))[d["colour"]]
    if event.kind in ("tunnel_reveal", "face_up_dealt", "reshuffle") and isinstance(
            d.get("cards"), list):
        out["card_list"] = card_list(t, d["cards"]) or "—"
    if event.kind == "face_up_reset":
        out["card_list"] = card_list(t, d.get("dealt", [])) or "—"
    return out


def describe(t: Translate, game_map: TtrMap, action: Action) -> str:
    """An action in words (the hint caption, and the host's fallback)."""
    if isinstance(action, DrawFaceUp):
        return t("ttr.do.face_up", card=action.label and _card_by_name(t, action.label),
                 slot=action.slot + 1)
    if isinstance(action, DrawBlind):
        return t("ttr.do.blind")
    if isinstance(action, DrawTickets):
        return t("ttr.do.tickets")
    if isinstance(action, DrawTicketMix):
        return t("ttr.do.mix", short=action.short, long=action.long)
    if isinstance(action, ClaimRoute):
        return t("ttr.do.claim", route=route_name(game_map, action.route))
    if isinstance(action, BuildStation):
        return t("ttr.do.station", city=game_map.cities[action.city].name)
    if isinstance(action, Pay):
        return t("ttr.do.pay", cards=payment_text(t, action.colour, action.locomotives,
                                                  action.count))
    if isinstance(action, DeclineTunnel):
        return t("ttr.do.decline")
    if isinstance(action, KeepTickets):
        names = ", ".join(
            f"{game_map.cities[game_map.tickets[k].a].name}–"
            f"{game_map.cities[game_map.tickets[k].b].name}" for k in action.tickets)
        return t("ttr.do.keep", tickets=names)
    if isinstance(action, TakePassenger):
        return t("ttr.do.passenger", passenger=passenger_name(t, action.colour),
                 city=game_map.cities[action.city].name)
    if isinstance(action, Pass):
        return t("ttr.do.pass")
    return str(action)


def _card_by_name(t: Translate, label: str) -> str:
    from rules.ttr.mapdata import CARD_NAMES

    if label in CARD_NAMES:
        return K.card_names(t)[CARD_NAMES.index(label)]
    return label
