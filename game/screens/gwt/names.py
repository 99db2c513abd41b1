"""Every GWT word the screen shows, through the catalogs (``assets/i18n/gwt.<lang>.json``).

The keys are spelled out literally (``t("gwt.city.topeka")``) so the catalog test can
check that each key is used; tables are rebuilt when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.gwt.data import Data, Effect

T = Callable[..., str]


class Names:
    """Translated names for one language (``Names(t)``; rebuild after a language switch)."""

    def __init__(self, t: T, data: Data) -> None:
        self.t = t
        self.data = data
        self.cities = {
            "kansas_city": t("gwt.city.kansas_city"), "topeka": t("gwt.city.topeka"),
            "wichita": t("gwt.city.wichita"), "colorado_springs": t("gwt.city.colorado_springs"),
            "santa_fe": t("gwt.city.santa_fe"), "albuquerque": t("gwt.city.albuquerque"),
            "el_paso": t("gwt.city.el_paso"), "san_diego": t("gwt.city.san_diego"),
            "sacramento": t("gwt.city.sacramento"), "san_francisco": t("gwt.city.san_francisco"),
        }
        #: the breeds' short names, for a market card too narrow for the whole name
        self.breeds_short = {
            "jersey": t("gwt.breed_short.jersey"), "dutch_belt": t("gwt.breed_short.dutch_belt"),
            "black_angus": t("gwt.breed_short.black_angus"),
            "guernsey": t("gwt.breed_short.guernsey"), "holstein": t("gwt.breed_short.holstein"),
            "brown_swiss": t("gwt.breed_short.brown_swiss"),
            "ayrshire": t("gwt.breed_short.ayrshire"),
            "west_highland": t("gwt.breed_short.west_highland"),
            "texas_longhorn": t("gwt.breed_short.texas_longhorn"),
        }
        self.breeds = {
            "jersey": t("gwt.breed.jersey"), "dutch_belt": t("gwt.breed.dutch_belt"),
            "black_angus": t("gwt.breed.black_angus"), "guernsey": t("gwt.breed.guernsey"),
            "holstein": t("gwt.breed.holstein"), "brown_swiss": t("gwt.breed.brown_swiss"),
            "ayrshire": t("gwt.breed.ayrshire"), "west_highland": t("gwt.breed.west_highland"),
            "texas_longhorn": t("gwt.breed.texas_longhorn"),
            "any": t("gwt.card.any"), "pair": t("gwt.card.pair"),
            "objective": t("gwt.card.objective"),
        }
        self.workers = (t("gwt.worker.cowboy"), t("gwt.worker.craftsman"),
                        t("gwt.worker.engineer"))
        self.hazards = (t("gwt.hazard.flood"), t("gwt.hazard.drought"),
                        t("gwt.hazard.rockfall"))
        self.teepees = (t("gwt.teepee.green"), t("gwt.teepee.blue"))
        #: The risk sites' names, by node: what each lies next to (a hazard's area, the
        #: teepees), that it has a risk action, and its number ("Flood risk 1").
        self.risk_sites: dict[int, str] = {}
        site_keys = {"flood": "gwt.site.flood", "drought": "gwt.site.drought",
                     "rockfall": "gwt.site.rockfall", "trade": "gwt.site.trade"}
        for node, ident in enumerate(data.node_ids):
            area, risk, number = ident.partition("_risk")
            if risk:
                self.risk_sites[node] = t(site_keys[area], number=number)
        self.masters = {
            "workers": t("gwt.master.workers"), "objectives": t("gwt.master.objectives"),
            "hazards": t("gwt.master.hazards"), "teepees": t("gwt.master.teepees"),
            "certificates": t("gwt.master.certificates"),
        }
        self.discs = {
            "aux_dollars": t("gwt.disc.aux_dollars"), "aux_draw": t("gwt.disc.aux_draw"),
            "aux_certificate_1": t("gwt.disc.aux_certificate_1"),
            "aux_certificate_2": t("gwt.disc.aux_certificate_2"),
            "aux_engine_1": t("gwt.disc.aux_engine_1"),
            "aux_engine_2": t("gwt.disc.aux_engine_2"),
            "aux_cull_1": t("gwt.disc.aux_cull_1"), "aux_cull_2": t("gwt.disc.aux_cull_2"),
            "certificate_4": t("gwt.disc.certificate_4"),
            "certificate_6": t("gwt.disc.certificate_6"),
            "step_dollars": t("gwt.disc.step_dollars"), "step_vp": t("gwt.disc.step_vp"),
            "hand_1": t("gwt.disc.hand_1"), "hand_2": t("gwt.disc.hand_2"),
        }
        self.tasks = {
            "building": t("gwt.task.building"), "green_teepee": t("gwt.task.green_teepee"),
            "blue_teepee": t("gwt.task.blue_teepee"), "hazard": t("gwt.task.hazard"),
            "station": t("gwt.task.station"), "value_3": t("gwt.task.value_3"),
            "value_4": t("gwt.task.value_4"), "value_5": t("gwt.task.value_5"),
            "san_francisco": t("gwt.task.san_francisco"),
        }

    # ----- single names --------------------------------------------------------------
    def card(self, code: int) -> str:
        data = self.data
        if data.card_breed[code] < 0:
            return self.t("gwt.objective_card", id=data.card_names[code])
        name = self.breeds[data.breed_names[data.card_breed[code]]]
        vp = data.card_vp[code]
        return self.t("gwt.card_vp", name=name, vp=vp) if vp else name

    def card_short(self, code: int) -> str:
        """A cattle card in few letters (buttons): name, breeding value (what the market's
        prices go by) and points."""
        data = self.data
        name = self.breeds[data.breed_names[data.card_breed[code]]]
        vp, value = data.card_vp[code], data.card_value[code]
        return self.t("gwt.card_short", name=name, value=value, vp=vp) if vp else \
            self.t("gwt.card_value", name=name, value=value)

    def card_name(self, name: str) -> str:
        """A card by its data name (``"holstein(1)"``, ``"O12"``)."""
        if name in self.data.card_names:
            return self.card(self.data.card_names.index(name))
        return name

    def node(self, node: int) -> str:
        data = self.data
        ident = data.node_ids[node]
        kind = data.node_kind[node]
        if kind == 0:
            return self.t("gwt.place.start")
        if kind == 1:
            return self.t("gwt.place.neutral", letter=ident)
        if kind == 3:
            number = ident[-1]
            return self.t("gwt.place.hazard", hazard=self.hazards[
                next(i for i, area in enumerate(data.hazard_spaces) if node in area)],
                number=number)
        if kind == 4:
            return self.t("gwt.place.teepee", value=f"{data.teepee_value[node]:+d}")
        if kind == 5:
            return self.cities["kansas_city"]
        if node in self.risk_sites:  # a name that says it is a site ("Site Flood risk 1"
            return self.risk_sites[node]  # read as two names)
        return self.t("gwt.place.site", id=self.site(node))

    def site(self, node: int) -> str:
        """A building site's short label: its stretch of trail and number ("B-2"); a risk
        site's says what it lies next to and that it has a risk action, as the trail marks
        it ("!", the hazard's symbol or a teepee, the number): "Flood risk 1", «Потоп,
        риск 1» ("Flood!1" read as a typo). One name everywhere: the choices, the
        hints, the log."""
        return self.risk_sites.get(node) or self.data.node_ids[node]

    def city(self, index: int) -> str:
        return self.cities[self.data.cities[index].id]

    def aux(self, aux: int, double: bool) -> str:
        n = 2 if double else 1
        t = self.t
        return (t("gwt.aux.dollars", n=n), t("gwt.aux.draw", n=n),
                t("gwt.aux.certificate", n=n), t("gwt.aux.engine", n=n),
                t("gwt.aux.cull", n=n))[aux]

    def tile(self, tile: int) -> str:
        info = self.data.tiles[tile]
        if info.kind == 0:
            return self.workers[info.sub]
        if info.kind == 1:
            return self.t("gwt.tile.hazard", hazard=self.hazards[info.sub], vp=info.vp)
        return self.teepees[info.sub]

    def building(self, code: int) -> str:
        b = self.data.buildings[code]
        if b.neutral:
            return self.t("gwt.place.neutral", letter=b.id)
        return self.t("gwt.building.private", id=b.id)

    def effect(self, eff: Effect) -> str:
        t = self.t
        name = eff.name
        if name == "discard_for":
            parts = []
            if eff.dollars:
                parts.append(f"+${eff.dollars}")
            if eff.certificates:
                parts.append(t("gwt.reward.certificates", n=eff.certificates))
            if eff.engine:
                parts.append(t("gwt.reward.engine", n=eff.engine))
            if eff.objective_to_hand:
                parts.append(t("gwt.reward.objective"))
            return t("gwt.eff.discard_for", card=self.breeds.get(eff.card, eff.card),
                     reward=", ".join(parts))
        if name == "hire":
            if eff.modifier:
                sign = "+" if eff.modifier >= 0 else "−"
                return t("gwt.eff.hire_mod", mod=f"{sign}${abs(eff.modifier)}")
            return t("gwt.eff.hire")
        if name == "build":
            return t("gwt.eff.build", dollars=eff.per_craftsman)
        if name == "certificates":
            return t("gwt.eff.certificates_limit") if eff.steps < 0 else t(
                "gwt.eff.certificates", n=eff.steps)
        if name == "take_objective":
            return t("gwt.eff.take_objective")
        if name == "engine_forward":
            text = t("gwt.eff.engine_forward", n=self.amount(eff))
            return t("gwt.eff.paying", cost=eff.cost, text=text) if eff.cost else text
        if name == "trade_teepee":
            return t("gwt.eff.trade_teepee")
        if name == "aux":
            return t("gwt.eff.aux")
        if name == "buy_cattle":
            return t("gwt.eff.buy_cattle")
        if name == "remove_hazard":
            return t("gwt.eff.remove_hazard", cost=eff.cost) if eff.cost else t(
                "gwt.eff.remove_hazard_free")
        if name == "gain_dollars":
            if eff.per == "woods_buildings":
                return t("gwt.eff.dollars_per_woods", n=eff.amount)
            if eff.per == "engineers":
                return t("gwt.eff.dollars_per_engineer", n=eff.amount)
            return f"+${eff.amount}"
        if name == "move_cattleman":
            return t("gwt.eff.move_cattleman", n=eff.max)
        if name == "extraordinary_delivery":
            return t("gwt.eff.extraordinary_delivery")
        if name == "engine_backward_for":
            return t("gwt.eff.engine_backward_for", low=eff.min, high=eff.max,
                     dollars=eff.dollars)
        if name == "teepee_pairs":
            return t("gwt.eff.teepee_pairs", n=eff.certificates, dollars=eff.dollars)
        if name == "draw_discard":
            return t("gwt.eff.draw_discard", n=self.amount(eff))
        if name == "use_adjacent":
            return t("gwt.eff.use_adjacent")
        if name == "upgrade_behind":
            return t("gwt.eff.upgrade_behind")
        if name == "free_move":
            return t("gwt.eff.free_move", n=eff.max)
        return name.replace("_", " ")

    def amount(self, eff: Effect) -> str:
        if eff.max_from == "engineers":
            return self.t("gwt.per_engineer")
        if eff.max_from == "woods_buildings":
            return self.t("gwt.per_woods")
        if eff.max_from == "cowboys":
            return self.t("gwt.per_cowboy")
        return str(eff.max)

    def master_text(self, index: int) -> str:
        m = self.data.station_masters[index]
        return self.t("gwt.master.about", name=self.masters[m.id], vp=m.vp)

    def master_score(self, index: int) -> str:
        """A station master's points in one short line ("3 VP per 2 hazards"), for the
        player board's "Collected", under a heading that says they are station masters'."""
        m = self.data.station_masters[index]
        key = {"workers": "gwt.master.score.workers",
               "objectives": "gwt.master.score.objectives",
               "hazards": "gwt.master.score.hazards", "teepees": "gwt.master.score.teepees",
               "certificates": "gwt.master.score.certificates"}[m.id]
        return self.t(key, vp=m.vp)

    def master_reward(self, index: int) -> str:
        """All a station master gives: its points at the end, then what it gives at once
        (money or a bonus action, one of two) and its permanent certificate."""
        m = self.data.station_masters[index]
        parts = [self.master_text(index)]
        if m.immediate:
            parts.append(" / ".join(self.effect(eff) for eff in m.immediate))
        if m.certificates:
            parts.append(self.t("gwt.reward.certificates", n=m.certificates))
        return " · ".join(parts)
