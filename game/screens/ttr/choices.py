"""Which picker a turn needs, and the two-step flows behind a click: a route or a
station is chosen and paid for in one go (the engine's ClaimRoute/BuildStation then
Pay), so a cancelled picker leaves nothing half done."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.input import Intent
from game.screens.ttr import cards as K
from game.screens.ttr.notice import open_notice
from game.screens.ttr.pickers import (
    Picker,
    label_painter,
    passenger_name,
    passenger_swatch,
    payment_painter,
    ticket_painter,
)
from game.screens.ttr.texts import payment_text, route_name
from rules.core.game import Action
from rules.ttr import cards as rules_cards
from rules.ttr.actions import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawTicketMix,
    KeepTickets,
    Pass,
    Pay,
    TakePassenger,
)

if TYPE_CHECKING:
    from game.screens.ttr.screen import TtrScreen

PAY_W = 132
TICKET_W, TICKET_MAX_W = 200, 280  # a ticket to keep or return
MIX_W, MIX_MAX_W = 200, 300  # a mix of Germany's short and long tickets


#: How far from a fingertip's tap a city or a route's car may be and still be what it
#: meant (a touch point lands within about 2-3 mm of the aim: some 20 px of this
#: 1280-wide picture on a phone).
FINGER_REACH = 24


class ChoiceMixin:
    """Picker handling for :class:`TtrScreen`."""

    picker: Any
    picker_local: bool

    # ----- which picker now --------------------------------------------------------------------
    def sync_picker(self: TtrScreen) -> None:
        view, obs = self.view, self.obs
        assert view is not None and obs is not None
        legal = view.legal
        kinds = {type(a) for a in legal}
        refused = self.notices.for_viewer(self)
        if refused is not None:  # first: a choice opens once it is seen
            open_notice(self, refused)
        elif KeepTickets in kinds:
            self.open_keep_picker()
        elif DeclineTunnel in kinds:
            self.open_tunnel_picker()
        elif Pay in kinds:
            self.open_pending_pay_picker()
        elif TakePassenger in kinds:
            self.open_passenger_picker()
        elif DrawTicketMix in kinds and not any(isinstance(a, ClaimRoute) for a in legal) and \
                len(kinds) == 1:
            self.open_mix_picker(cancel=False)
        elif list(legal) == [Pass()]:
            self.open_pass_picker()
        elif self.picker_local and self.picker is not None and \
                self.picker.trigger in self.legal_set:
            self.picker = self.rebuilt_local_picker()
        else:
            self.picker = None
            self.picker_local = False

    def rebuilt_local_picker(self: TtrScreen) -> Any:
        trigger = self.picker.trigger
        if isinstance(trigger, ClaimRoute):
            self.open_claim_picker(trigger.route)
        elif isinstance(trigger, BuildStation):
            self.open_station_picker(trigger.city)
        else:
            self.open_mix_picker()
        return self.picker

    def close_picker(self: TtrScreen) -> None:
        self.picker = None
        self.picker_local = False
        self.update_hover()

    def _set(self: TtrScreen, picker: Picker, local: bool, trigger: Action | None = None) -> None:
        picker.trigger = trigger
        self.picker = picker
        self.picker_local = local
        self.update_hover()  # the pointer may now be over the picker, not the map

    # ----- claiming and stations ----------------------------------------------------------------
    def pay_options(self: TtrScreen, count: int, colour: int, locomotives: int) -> list[Pay]:
        hand = list(self.obs.hand)
        return [Pay(c, k, count) for c, k in
                rules_cards.payment_options(hand, count, colour, locomotives)]

    def route_lines(self: TtrScreen, route: int) -> list[str]:
        t = self.ctx.t
        r = self.info.map.routes[route]
        parts = [t("ttr.spaces", count=r.length), K.route_colour_name(t, r.colour),
                 t("ttr.points", count=self.info.route_points(r.length))]
        lines = ["  ·  ".join(parts)]
        if r.tunnel:
            lines.append(t("ttr.tunnel_rule"))
        if r.locomotives:
            lines.append(t("ttr.ferry_rule", count=r.locomotives))
        if r.carts:
            lines.append(t("ttr.cart_rule"))
        if self.info.germany:  # what the claim brings besides points: a passenger a city
            waiting = self.info.city_passengers(self.obs)
            cities = self.info.map.cities
            lines.append(t("ttr.claim_passengers", a=cities[r.a].name, b=cities[r.b].name,
                           na=sum(waiting[r.a]), nb=sum(waiting[r.b])))
        return lines

    def open_claim_picker(self: TtrScreen, route: int) -> None:
        t = self.ctx.t
        r = self.info.map.routes[route]
        picker = Picker(self, t("ttr.claim_title", route=route_name(self.info.map, route)),
                        [*self.route_lines(route), t("ttr.choose_payment")])
        options = self.pay_options(r.length, r.colour, r.locomotives)
        picker.highlight_route = route
        self._fill_payments(picker, options, lambda pay: self.claim(route, pay))
        self._set(picker, True, ClaimRoute(route))

    def open_station_picker(self: TtrScreen, city: int) -> None:
        t = self.ctx.t
        obs = self.obs
        cost = self.info.station_cost(obs, obs.player)
        built = self.info.stations_per_player - obs.stations_left[obs.player] + 1
        picker = Picker(self, t("ttr.station_title", city=self.info.map.cities[city].name),
                        [t("ttr.station_cost", number=built, count=cost), t("ttr.station_rule"),
                         # what it costs at the end too: «за каждую оставшуюся ... станцию
                         # ... добавляется четыре очка»
                         t("ttr.station_kept", count=self.game.points_per_unused_station)])
        picker.highlight_cities = (city,)
        self._fill_payments(picker, self.pay_options(cost, K.GREY, 0),
                            lambda pay: self.build_station(city, pay))
        self._set(picker, True, BuildStation(city))

    def open_route_list(self: TtrScreen) -> None:
        """The routes the player may claim now, as a list (C on the keyboard: the map's
        routes have no keyboard path of their own); one opens its payment choice."""
        claimable = sorted((a.route for a in self.view.legal if isinstance(a, ClaimRoute)),
                           key=lambda r: route_name(self.info.map, r))
        if not claimable:  # the key said nothing (a keyboard review)
            self.anim.caption(self.ctx.t("ttr.no_route_now"), None)
            return
        listed, twins = self._fold_twins(claimable)
        # the routes on the cheapest ways to finish the player's open tickets first,
        # starred: nine pages in alphabetical order hid the few that matter
        wanted = self._wanted_routes(twins)
        listed = sorted(listed, key=lambda r: r not in wanted)
        spots = [self._route_spot(r, r in wanted) for r in listed]
        self._open_list(self.ctx.t("ttr.route_list_title"), spots,
                        [ClaimRoute(r) for r in listed],
                        self.ctx.t("ttr.list_rule_routes") if wanted else None)
        self.picker.aliases = twins

    def open_station_list(self: TtrScreen) -> None:
        """The cities where the player may build a station now (S on the keyboard)."""
        cities = sorted((a.city for a in self.view.legal if isinstance(a, BuildStation)),
                        key=lambda c: self.info.map.cities[c].name)
        if not cities:
            self.anim.caption(self.ctx.t("ttr.no_station_now"), None)
            return
        self._open_list(self.ctx.t("ttr.station_list_title"),
                        [self._city_spot(c) for c in cities], [BuildStation(c) for c in cities])

    def finger_tap(self: TtrScreen, pos: tuple[int, int]) -> bool:
        """A fingertip's tap that hit nothing exactly (a city or a track takes it as a
        mouse's click does): with two or more things to do within its reach, the list of
        them, nearest first; with one, that one. False: nothing of the kind near."""
        if self.layout.city_at(pos) is not None or self.layout.route_at(pos) is not None:
            return False
        near = [BuildStation(i) if kind == "city" else ClaimRoute(i)
                for kind, i in self.layout.near(pos, FINGER_REACH)]
        options = [action for action in near if action in self.legal_set]
        routes = [a.route for a in options if isinstance(a, ClaimRoute)]
        if len(options) - len(routes) + len(self._fold_twins(routes)[0]) > 1:
            self.open_nearby_list(options)
        elif options and isinstance(options[0], BuildStation):
            self.open_station_picker(options[0].city)
        elif options:
            self.open_claim_picker(options[0].route)
        else:
            return False
        return True

    def open_nearby_list(self: TtrScreen, options: list[Action]) -> None:
        """What a fingertip may have meant (the cities for a station and the routes to
        claim near it, nearest first): on a phone the map's tracks lie a few pixels
        apart, and a tap just beside a route did nothing."""
        routes = [a.route for a in options if isinstance(a, ClaimRoute)]
        listed, twins = self._fold_twins(routes)
        wanted = self._wanted_routes(twins)
        shown = [a for a in options if not isinstance(a, ClaimRoute) or a.route in listed]
        spots = [self._city_spot(a.city) if isinstance(a, BuildStation) else
                 self._route_spot(a.route, a.route in wanted) for a in shown]
        self._open_list(self.ctx.t("ttr.nearby_title"), spots, shown,
                        self.ctx.t("ttr.nearby_rule"))
        self.picker.aliases = twins

    def _fold_twins(self: TtrScreen, routes: list[int]) -> tuple[list[int], dict[Action, Action]]:
        """``routes`` with twin tracks alike in every way (Germany's grey doubles and
        triples) as one (they were listed two or three times over, word for word), and
        each folded twin's action with the listed one's (a hint for it lights that)."""
        every = self.info.map.routes
        seen: dict[tuple, int] = {}
        twins: dict[Action, Action] = {}
        for r in routes:
            alike = (every[r].a, every[r].b, every[r].length, every[r].colour,
                     every[r].tunnel, every[r].locomotives, every[r].carts)
            if alike in seen:
                twins[ClaimRoute(r)] = ClaimRoute(seen[alike])
            else:
                seen[alike] = r
        return list(seen.values()), twins

    def _wanted_routes(self: TtrScreen, twins: dict[Action, Action]) -> set[int]:
        """The routes on the cheapest ways to finish the player's open tickets."""
        return {twins.get(ClaimRoute(r), ClaimRoute(r)).route for k in self.obs.tickets
                if not self.ticket_done(k) for r in self.ticket_path(k)}

    def _route_spot(self: TtrScreen, r: int, starred: bool) -> tuple:
        t, routes = self.ctx.t, self.info.map.routes

        def colour() -> str:  # grey without its explanation, which does not fit
            return (t("ttr.card.grey_short") if routes[r].colour == K.GREY
                    else K.route_colour_name(t, routes[r].colour))

        def kind() -> str:  # a tunnel says so before it is opened, and a cart route
            # (Amsterdam) that it brings a merchandise card: the map's cart symbol was
            # the only place that said so
            if routes[r].tunnel:
                return f"  ·  {t('ttr.tunnel_short')}"
            return f"  ·  {t('ttr.cart_short')}" if routes[r].carts else ""

        spaces = t("ttr.spaces", count=routes[r].length)
        if routes[r].locomotives:  # a ferry is grey by rule: its locomotives say more
            sub = f"{spaces}  ·  {t('ttr.ferry_short', count=routes[r].locomotives)}"
        else:
            sub = f"{spaces}  ·  {colour()}{kind()}"
        return (f"route-{r}", 300, label_painter(
            self, ("★ " if starred else "") + route_name(self.info.map, r), sub,
            K.rgb(routes[r].colour)), lambda: self._from_list(self.open_claim_picker, r))

    def _city_spot(self: TtrScreen, c: int) -> tuple:
        """A city for a station, saying what it could lend: four pages of bare names told
        nothing."""
        obs, routes = self.obs, self.info.map.routes
        others = sum(1 for r in routes if c in (r.a, r.b)
                     and obs.route_owner[r.id] not in (-1, obs.player))
        return (f"city-{c}", 200, label_painter(
            self, self.info.map.cities[c].name, self.ctx.t("ttr.station_tracks", count=others)),
                lambda: self._from_list(self.open_station_picker, c))

    def _open_list(self: TtrScreen, title: str, spots: list, actions: list[Action],
                   rule: str | None = None) -> None:
        picker = Picker(self, title, [rule or self.ctx.t("ttr.list_rule")], width=660)
        picker.layout(spots, [("cancel", self.ctx.t("ttr.cancel"), "ghost", self.close_picker)],
                      actions=actions)
        self._set(picker, True)
        self.widgets.focus(None)  # one ring: the list's (the table's stayed lit beside it)
        picker.widgets.focus_step(1)  # opened from the keyboard: the first one is focused

    def _from_list(self: TtrScreen, open_choice, item: int) -> None:
        """A route or city taken from a list: its payment choice, its first one focused."""
        open_choice(item)
        if self.picker is not None:
            self.picker.widgets.focus_step(1)

    def _fill_payments(self: TtrScreen, picker: Picker, options: list[Pay], act,
                       cancel: bool = True, extra_buttons=()) -> None:
        # the fewest locomotives first: a big hand's dozens of ways to pay a grey route
        # came colour by colour, and the cheapest of them could be pages away
        options = sorted(options, key=lambda pay: pay.locomotives)
        spots = []
        for i, pay in enumerate(options):
            spots.append((f"pay-{i}", PAY_W, payment_painter(self, pay.colour, pay.locomotives,
                                                            pay.count),
                          lambda pay=pay: act(pay)))
        buttons = list(extra_buttons)
        if cancel:
            buttons.append(("cancel", self.ctx.t("ttr.cancel"), "ghost", self.close_picker))
        picker.layout(spots, buttons, actions=options)

    def claim(self: TtrScreen, route: int, pay: Pay) -> None:
        self.close_picker()
        self._two_steps(ClaimRoute(route), pay)

    def build_station(self: TtrScreen, city: int, pay: Pay) -> None:
        self.close_picker()
        self._two_steps(BuildStation(city), pay)

    def _two_steps(self: TtrScreen, first: Action, pay: Pay) -> None:
        if first not in self.legal_set:
            return
        self.choose(first)
        if pay in self.legal_set:  # the view now asks for the payment: one click, two
            self.choose(pay, same_click=True)  # decisions (Undo takes both back)

    def open_pending_pay_picker(self: TtrScreen) -> None:
        """A payment the engine is waiting for (a game loaded mid-claim)."""
        obs, t = self.obs, self.ctx.t
        options = [a for a in self.view.legal if isinstance(a, Pay)]
        if obs.pending_route >= 0:
            title = t("ttr.claim_title", route=route_name(self.info.map, obs.pending_route))
            lines = self.route_lines(obs.pending_route)
        else:
            title = t("ttr.station_title", city=self.info.map.cities[obs.pending_city].name)
            lines = []
        picker = Picker(self, title, [*lines, t("ttr.choose_payment")])
        picker.highlight_route = obs.pending_route
        if obs.pending_city >= 0:
            picker.highlight_cities = (obs.pending_city,)
        self._fill_payments(picker, options, self.choose, cancel=False)
        self._set(picker, False)

    def tunnel_lines(self: TtrScreen) -> list[str]:
        """What was put down for the tunnel and what the turned cards ask for: paid with
        locomotives only, only the locomotives turned count and only locomotives pay
        («придется сыграть в качестве дополнительной исключительно карту Локомотива»),
        which «of your colour» hid."""
        obs, t = self.obs, self.ctx.t
        length = self.info.map.routes[obs.pending_route].length
        paid = payment_text(t, obs.pending_colour, obs.pending_locomotives, length)
        due = ("ttr.tunnel_revealed_locomotives" if obs.pending_colour == K.LOCOMOTIVE
               else "ttr.tunnel_revealed")
        return [t("ttr.tunnel_paid", cards=paid), t(due, count=obs.tunnel_extra)]

    def open_tunnel_picker(self: TtrScreen) -> None:
        obs, t = self.obs, self.ctx.t
        options = [a for a in self.view.legal if isinstance(a, Pay)]
        picker = Picker(self, t("ttr.tunnel_title",
                                route=route_name(self.info.map, obs.pending_route)),
                        self.tunnel_lines())
        picker.cards_row = list(obs.revealed)
        picker.highlight_route = obs.pending_route
        self._fill_payments(picker, options, self.choose, cancel=False, extra_buttons=[
            ("decline", t("ttr.give_up"), "secondary", lambda: self.choose(DeclineTunnel()))])
        self._set(picker, False)

    # ----- tickets ------------------------------------------------------------------------------
    def keep_minimum(self: TtrScreen) -> int:
        sizes = [len(a.tickets) for a in self.view.legal if isinstance(a, KeepTickets)]
        return min(sizes) if sizes else 1

    def open_keep_picker(self: TtrScreen) -> None:
        obs, t = self.obs, self.ctx.t
        pending = tuple(obs.pending_tickets)
        if pending != self.keep_for:
            self.keep_for = pending
            self.keep_choice = set(pending)
        word = t("ttr.tickets")
        # all must be kept (Amsterdam: «Если в колоде осталась только одна карта
        # Контракта ... от нее нельзя будет отказаться»): a tap turned the last contract
        # to «return» and left a dead «Keep 0» button
        forced = len(pending) <= self.keep_minimum()
        if forced:
            self.keep_choice = set(pending)
        rule = t("ttr.keep_all_rule", count=len(pending)) if forced else \
            t("ttr.keep_rule", count=self.keep_minimum())
        picker = Picker(self, t("ttr.keep_title", what=word), [rule], width=560)
        picker.highlight_cities = tuple(c for k in pending for c in
                                        (self.info.map.tickets[k].a, self.info.map.tickets[k].b))
        # as wide as the longest city name needs (Amsterdam's «Westelijke Eilanden»)
        widest = max((self.ctx.theme.text_width(self.info.map.cities[c].name, "small", True)
                      for c in picker.highlight_cities), default=0)
        width = min(TICKET_MAX_W, max(TICKET_W, widest + 58))
        spots = []
        for i, ticket in enumerate(pending):
            spots.append((f"keep-ticket-{i}", width, ticket_painter(
                self, ticket, lambda ticket=ticket: ticket in self.keep_choice),
                None if forced else (lambda ticket=ticket: self.toggle_keep(ticket))))
        action = KeepTickets(tuple(sorted(self.keep_choice)))
        ok = action in self.legal_set
        label = t("ttr.keep_button", count=len(self.keep_choice))
        picker.layout(spots, [("keep", label, "primary", (lambda: self.choose(action))
                               if ok else None)], option_h=70)
        picker.keep_tickets = pending
        self._set(picker, False)
        # rebuilt by every tap: the ticket under the finger stays the one pointed at
        picker.widgets.handle(Intent("point", self.pointer))

    def toggle_keep(self: TtrScreen, ticket: int) -> None:
        # the keyboard's focus stays on the contract (Enter on it lost it: the next Tab
        # went back to the first one instead of on to «Keep»)
        focused = self.picker.widgets.focused_id() if self.picker is not None else ""
        self.keep_choice ^= {ticket}
        self.open_keep_picker()
        if self.picker is not None:
            self.picker.widgets.refocus(focused)

    def open_mix_picker(self: TtrScreen, cancel: bool = True) -> None:
        t = self.ctx.t
        mixes = [a for a in self.view.legal if isinstance(a, DrawTicketMix)]
        if not mixes:
            return
        picker = Picker(self, t("ttr.mix_title"), [t("ttr.mix_rule")], width=660)
        labels = [t("ttr.mix_option", short=mix.short, long=mix.long) for mix in mixes]
        # as wide as the words need: Russian's were cut to «4 коротк. + 0 длин.»
        width = min(MIX_MAX_W, max(MIX_W, max(self.ctx.theme.text_width(label, "small", True)
                                              for label in labels) + 24))
        spots = []
        for i, (mix, label) in enumerate(zip(mixes, labels, strict=True)):
            spots.append((f"mix-{i}", width, label_painter(
                self, label, t("ttr.mix_total", count=mix.short + mix.long)),
                lambda mix=mix: self._pick_mix(mix)))
        buttons = [("cancel", t("ttr.cancel"), "ghost", self.close_picker)] if cancel else []
        picker.layout(spots, buttons, actions=mixes)
        self._set(picker, cancel, mixes[0] if cancel else None)

    def _pick_mix(self: TtrScreen, mix: DrawTicketMix) -> None:
        self.close_picker()
        self.choose(mix)

    # ----- Germany's passengers, and passing ------------------------------------------------------
    def open_passenger_picker(self: TtrScreen) -> None:
        obs, t = self.obs, self.ctx.t
        options = [a for a in self.view.legal if isinstance(a, TakePassenger)]
        city = options[0].city
        counts = self.info.city_passengers(obs)[city]
        picker = Picker(self, t("ttr.passenger_title", city=self.info.map.cities[city].name),
                        [t("ttr.passenger_rule")], width=520)
        picker.highlight_cities = (city,)
        spots = []
        for i, option in enumerate(options):
            spots.append((f"passenger-{i}", 150, label_painter(
                self, passenger_name(t, option.colour), t("ttr.waiting", count=counts[
                    option.colour]), passenger_swatch(option.colour)),
                lambda option=option: self.choose(option)))
        picker.layout(spots, [], actions=options)
        self._set(picker, False)

    def open_pass_picker(self: TtrScreen) -> None:
        t = self.ctx.t
        picker = Picker(self, t("ttr.pass_title"), [t("ttr.pass_rule")])
        picker.layout([], [("pass", t("ttr.pass"), "primary", lambda: self.choose(Pass()))])
        self._set(picker, False)
