"""Why a tap on the map did nothing: the reason a route cannot be claimed or a station
built there now, as the rules give it (shown as a caption)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.screens.ttr import cards as K
from game.screens.ttr.texts import route_name
from rules.ttr.actions import BuildStation, ClaimRoute, DrawTicketMix, DrawTickets
from rules.ttr.state import SECOND_DRAW

if TYPE_CHECKING:
    from game.screens.ttr.screen import TtrScreen


def route_reason(s: TtrScreen, route: int) -> str:
    obs, view, t = s.obs, s.view, s.ctx.t
    if obs is None or view is None or not view.legal:
        return ""
    r = s.info.map.routes[route]
    owner = obs.route_owner[route]
    if owner >= 0:
        return t("ttr.why.claimed", route=route_name(s.info.map, route), name=view.names[owner])
    if not any(isinstance(a, ClaimRoute) for a in view.legal) and not any(
            isinstance(a, DrawTickets | DrawTicketMix) for a in view.legal):
        if obs.phase == SECOND_DRAW:  # «finish the current choice» named none
            return t("ttr.why.second")
        return t("ttr.why.not_now")
    if r.length > obs.trains[obs.player]:
        return t("ttr.why.trains")
    block = s.game.parallel_block(obs.route_owner, obs.player, r.parallel,
                                  s.game.closes_parallel_tracks(obs.config.num_players))
    if block:  # never both tracks of a double; the other closed at a small table
        if block == "own":
            return t("ttr.why.double_own")
        return t("ttr.why.double", count=obs.config.num_players)  # the rule, not only
        # that it is taken (a player's review)
    if r.locomotives > obs.hand[K.LOCOMOTIVE]:  # a ferry: the locomotives are missing
        return t("ttr.why.ferry", count=r.locomotives, have=obs.hand[K.LOCOMOTIVE])
    return t("ttr.why.cards")  # with 4-5 players the twin taken by another is open


def city_reason(s: TtrScreen, city: int) -> str:
    """Why no station can be built in ``city`` now (maps with stations, the viewer's
    turn): a tap there was silent, a station of another player, none left or too few
    cards alike."""
    obs, view, t = s.obs, s.view, s.ctx.t
    if obs is None or view is None or not view.legal or not s.info.has_stations:
        return ""
    name = s.info.map.cities[city].name
    owner = obs.station_owner[city]
    if owner >= 0:
        return t("ttr.why.station_built", city=name, name=view.names[owner])
    if not any(isinstance(a, BuildStation) for a in view.legal) and not any(
            isinstance(a, ClaimRoute | DrawTickets) for a in view.legal):
        return t("ttr.why.second") if obs.phase == SECOND_DRAW else t("ttr.why.not_now")
    if not obs.stations_left[obs.player]:
        return t("ttr.why.no_stations")
    return t("ttr.why.station_cards", count=s.info.station_cost(obs, obs.player))
