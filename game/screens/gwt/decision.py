"""The decision asked now, read from the top frame of the decision stack: what to ask
the player, which tab shows it, the choices as labelled buttons, and the pieces of the
board that can be clicked for each choice."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.screens.gwt import explain
from game.screens.gwt.names import Names
from game.screens.gwt.table import Table
from rules.core.game import Action
from rules.gwt import actions as A
from rules.gwt import board
from rules.gwt.data import Data
from rules.gwt.flow import NORMAL

Key = tuple[Any, ...]

#: Which tab shows a decision best.
TAB_OF = {
    "start": "trail", "move": "trail", "phase_b": "trail", "adjacent": "trail",
    "adjacent_choose": "trail", "teepee": "trail", "hazard": "trail", "build": "trail",
    "engine_fwd": "rail", "engine_back": "rail", "extra_back": "rail", "end39": "rail",
    "upgrade": "rail", "upgrade_pick": "rail", "extra_deliver": "rail", "kc_delivery": "rail",
    "master": "rail", "disc": "board", "kc_waiting": "market", "hire": "market",
    "buy": "market", "take_obj": "market", "link_objective": "market",
    "kc_income": "board", "aux_choose": "board",
}


@dataclass
class Choice:
    label: str
    action: Action | None  # None: a grouping button (``group`` opens the next level)
    group: Any = None
    style: str = "secondary"


@dataclass
class Decision:
    kind: str
    prompt: str
    tab: str
    choices: list[Choice] = field(default_factory=list)
    targets: dict[Key, Action] = field(default_factory=dict)
    paths: dict[int, tuple[int, list[int]]] = field(default_factory=dict)  # node -> fee, path
    step: int = 0  # Kansas City subphase 1-5, 0 elsewhere
    note: str = ""  # what the choice is about, under the choices (a station master's gifts)


def action_key(action: Action) -> Key | None:
    """The board piece a choice belongs to (for highlighting and clicking)."""
    if isinstance(action, (A.Step, A.PlaceCattleman, A.TakeTeepee, A.TakeHazard,
                           A.UseAdjacent)):
        return ("node", action.node)
    if isinstance(action, A.Build):
        return ("node", action.node)
    if isinstance(action, A.EngineTo):
        return ("track", action.position)
    if isinstance(action, A.UpgradeStation):
        return ("station", action.station)
    if isinstance(action, A.Deliver):
        return ("city", action.city)
    if isinstance(action, A.Hire):
        return ("job", action.row, action.column)
    if isinstance(action, A.TakeDisc):
        return ("disc", action.spot)
    if isinstance(action, A.TakeStationDisc):
        return ("station", action.station)
    if isinstance(action, A.TakeObjective):
        return ("objective", action.slot)
    if isinstance(action, A.ChooseTile):
        return ("waiting", action.column, action.index)
    if isinstance(action, (A.Discard, A.PlayObjective)):
        return ("hand", action.card)
    if isinstance(action, A.Aux):
        return ("aux", action.aux)
    return None


class Describer:
    """Button labels and prompts in the current language."""

    def __init__(self, names: Names, data: Data) -> None:
        self.n = names
        self.t = names.t
        self.data = data

    def action(self, action: Action, table: Table | None, player: int) -> str:
        t, n, data = self.t, self.n, self.data
        frame = table.frame if table is not None else ("",)
        if isinstance(action, A.PlaceCattleman):
            return t("gwt.act.start_at", place=n.node(action.node))
        if isinstance(action, A.Step):
            return t("gwt.act.step", place=n.node(action.node))
        if isinstance(action, A.Stop):
            return t("gwt.act.stop")
        if isinstance(action, A.UseLocal):
            eff = self.local_effect(action, table, player)
            return n.effect(eff) if eff is not None else str(action)
        if isinstance(action, A.Aux):
            return n.aux(action.aux, action.double)
        if isinstance(action, A.EndPhase):
            return t("gwt.act.end_phase")
        if isinstance(action, A.PlayObjective):
            return t("gwt.act.play_objective", card=data.card_names[action.card])
        if isinstance(action, A.Hire):
            cost = table.hire_cost(action.row) if table else data.row_costs[action.row]
            worker = table.job[action.row * data.columns + action.column] if table else 0
            return t("gwt.act.hire", worker=n.workers[worker], row=action.row + 1, cost=cost)
        if isinstance(action, A.Build):
            label = t("gwt.act.build", site=n.site(action.node))
            if table is None or frame[0] != "build":
                return label
            return f"{label} · ${self.build_cost(table, action.number, action.node, frame[1])}"
        if isinstance(action, A.TakeObjective):
            if action.slot < 0:
                return t("gwt.act.objective_stack")
            card = table.display[action.slot] if table else 0
            return t("gwt.act.take_objective", card=data.card_names[card])
        if isinstance(action, A.EngineTo):
            if data.track_is_turnout[action.position]:
                station = data.stations[data.track_station[action.position]]
                return t("gwt.act.engine_station", n=station.number)
            return t("gwt.act.engine_space", n=action.position)
        if isinstance(action, A.Upgrade):
            cost = data.stations[frame[1]].cost if frame[0] == "upgrade" else 0
            return t("gwt.act.upgrade", cost=cost)
        if isinstance(action, A.Decline):
            return t("gwt.act.decline")
        if isinstance(action, A.TakeDisc):
            spot = data.disc_ids[action.spot]
            cost = data.disc_cost[action.spot]
            label = explain.disc_text(n, t, spot, True, explain.aux_double(
                data, table, player, action.spot))  # (the board says "2× money")
            return t("gwt.act.disc_cost", spot=label, cost=cost) if cost else label
        if isinstance(action, A.TakeStationDisc):
            return t("gwt.act.station_disc", n=action.station + 1)
        if isinstance(action, A.Appoint):
            return t("gwt.act.appoint", worker=n.workers[action.worker])
        if isinstance(action, A.TakeTeepee):
            value = data.teepee_value[action.node]  # dollars, paid when below zero
            tile = table.tile_at[action.node] if table else -1
            return t("gwt.act.teepee", tile=n.tile(tile) if tile >= 0 else n.node(action.node),
                     value=f"+${value}" if value >= 0 else f"−${-value}")
        if isinstance(action, A.TakeHazard):  # the tile and its fee's hand: two "Flood
            # (3 VP)" buttons differed only in their tooltips (a GWT player's review)
            tile = table.tile_at[action.node] if table else -1
            if tile < 0:
                return n.node(action.node)
            green = data.tiles[tile].hands[0] > 0
            return t("gwt.act.hazard_hand", tile=n.tile(tile),
                     hand=t("gwt.hand.green" if green else "gwt.hand.black"))
        if isinstance(action, A.Buy):
            cards = n.card_short(action.first)
            if action.second == action.first:
                cards = t("gwt.act.pair", card=cards)
            elif action.second >= 0:
                cards = t("gwt.act.and", a=cards, b=n.card_short(action.second))
            price = data.prices[action.price]
            return t("gwt.act.buy", cards=cards, dollars=price.dollars, cowboys=price.cowboys)
        if isinstance(action, A.AddCards):
            return t("gwt.act.add_cards")
        if isinstance(action, A.Done):
            return t("gwt.act.done")
        if isinstance(action, A.Discard):
            if frame[0] == "discard_n" and len(frame) > 2 and frame[2]:
                return t("gwt.act.remove", card=n.card(action.card))
            if pair_discard(frame):  # (two cards go: the rules core discards the pair)
                return t("gwt.act.discard_pair", card=n.card(action.card))
            return t("gwt.act.discard", card=n.card(action.card))
        if isinstance(action, A.DrawCards):
            return t("gwt.act.draw")
        if isinstance(action, A.ChooseTile):
            tile = table.waiting[action.column][action.index] if table else 0
            # where it goes (a hazard's points are not the taker's: it goes on the trail)
            worker = self.data.tiles[tile].kind == 0
            effect = explain.worker_effect(data, table) if worker and table else ""
            if effect:  # it fills the token's row: the market refill, or the game's end
                return t("gwt.act.tile_ends" if effect == "end" else "gwt.act.tile_refills",
                         tile=n.tile(tile), vp=data.token_vp)
            return t("gwt.act.tile_to_jobs" if worker else "gwt.act.tile_to_trail",
                     tile=n.tile(tile))
        if isinstance(action, A.UseCertificates):
            value = 0
            if table is not None:
                value = (table.herd_value(table.hand[player]) + action.count
                         + table.permanent_certificates(player))
            return t("gwt.act.certificates", n=action.count, value=value) if action.count \
                else t("gwt.act.sell", value=value)
        if isinstance(action, A.Deliver):  # what it pays and earns, not only the name
            if table is None:
                return n.city(action.city)
            return explain.deliver_label(t, data, table, player, action.city,
                                         n.city(action.city))
        if isinstance(action, A.UseAdjacent):
            code = table.building_at[action.node] if table else -1
            return t("gwt.act.adjacent", building=n.building(code) if code >= 0 else "?")
        if isinstance(action, A.UpgradeStation):
            return t("gwt.act.upgrade_station", n=action.station + 1,
                     cost=data.stations[action.station].cost)
        if isinstance(action, A.Immediate):
            eff = self.immediate_effect(action, frame)
            return n.effect(eff) if eff is not None else str(action)
        return str(action)

    def build_cost(self, table: Table, number: int, node: int, per: int) -> int:
        """What building ``number`` costs at ``node``, at ``per`` dollars a craftsman (as
        the rules pay: less for replacing one's own building)."""
        return board.craftsmen_needed(table, self.data, number, node) * per  # type: ignore[arg-type]

    def building_note(self, code: int) -> str:
        """A private building's actions and points (what the player builds it for)."""
        b = self.data.buildings[code]
        actions = [" / ".join(self.n.effect(eff) for eff in options) for options in b.actions]
        return " · ".join([*actions, self.t("gwt.vp", n=b.vp)])

    def local_effect(self, action: A.UseLocal, table: Table | None, player: int) -> Any:
        if table is None:
            return None
        data = self.data
        frame = table.frame
        node = frame[1]
        if frame[0] not in ("phase_b", "adjacent"):
            return None
        code = table.building_at[node]
        if code < 0:
            return None
        acts = data.buildings[code].actions
        if frame[0] == "phase_b" and data.risk[node] is not None:
            acts = (*acts, (data.risk[node],))
        if action.index < len(acts) and action.option < len(acts[action.index]):
            return acts[action.index][action.option]
        return None

    def immediate_effect(self, action: A.Immediate, frame: tuple[Any, ...]) -> Any:
        if frame[0] != "immediate":
            return None
        from rules.gwt.effects import immediate_effects

        options = immediate_effects(self.data, frame)
        return options[action.option] if action.option < len(options) else None

    # ----- the whole decision ------------------------------------------------------------
    def decide(self, table: Table, legal: tuple[Action, ...], player: int,
               build_number: int | None) -> Decision:
        t, data = self.t, self.data
        frame = table.frame
        kind = frame[0]
        tab = TAB_OF.get(kind, "")  # "": the hand answers it; any tab will do
        prompt = self.prompt(table, frame, player)
        if kind == "move" and not any(isinstance(a, A.Stop) for a in legal):
            # (it offered to "stop here" with no way to: a first step must be taken)
            prompt = t("gwt.ask.free_move_on" if free_move(frame) else "gwt.ask.move_on",
                       n=frame[1])
        out = Decision(kind, prompt, tab)
        if kind == "master" and table.station_master[frame[1]] >= 0:
            out.note = self.n.master_reward(table.station_master[frame[1]])
            appoint = [a for a in legal if isinstance(a, A.Appoint)]
            if len(appoint) == 1:  # the station lit (which one was it?), a click takes it
                out.targets[("station", frame[1])] = appoint[0]
        if kind.startswith("kc_"):
            out.step = 1 + frame[1] if kind == "kc_waiting" else {
                "kc_income": 4, "kc_delivery": 5}.get(kind, 0)
        elif ("kc_finish",) in map(tuple, table.stack or ()):
            out.step = 5  # the disc and the link bonus of a Kansas City delivery
        if kind == "disc":  # where the disc goes (black-corner discs fit some places only)
            out.prompt = t("gwt.ask.disc", where=self.n.city(frame[2]) if frame[1] == 0 else t(
                "gwt.station_name", n=data.stations[frame[2]].number))
        moves = [a for a in legal if isinstance(a, (A.Step, A.PlaceCattleman))]
        if moves and kind in ("start", "move"):
            if kind == "start" and isinstance(moves[0], A.PlaceCattleman):
                for a in moves:
                    out.targets[("node", a.node)] = a
            else:
                remaining = table.step_limit(player) if kind == "start" else frame[1]
                mode = 0 if kind == "start" else frame[3]
                out.paths = table.destinations(player, remaining, mode == 0, mode == 0)
                for node, (_fee, path) in out.paths.items():
                    out.targets[("node", node)] = A.Step(path[0])
        builds = [a for a in legal if isinstance(a, A.Build)]
        numbers = sorted({a.number for a in builds})
        per = frame[1] if kind == "build" else 0
        if builds and build_number not in numbers and len(numbers) > 1:
            for number in numbers:
                b = data.buildings[board.building_code(table, number)]
                label = t("gwt.act.build_number", id=b.id, craftsmen=b.craftsmen)
                costs = sorted({self.build_cost(table, number, a.node, per)
                                for a in builds if a.number == number})  # less to replace
                price = f"${costs[0]}" + (f"–{costs[-1]}" if len(costs) > 1 else "")
                out.choices.append(Choice(f"{label} · {price}", None, number))
            out.prompt = t("gwt.ask.build_which")
            return out
        if builds:
            number = build_number if build_number in numbers else numbers[0]
            builds = [a for a in builds if a.number == number]
            code = board.building_code(table, number)
            out.prompt = t("gwt.ask.build_where", id=data.buildings[code].id)
            out.note = self.building_note(code)
            for a in builds:  # the site and its price: the question says "build" (the
                # whole "Build at A-1 · $2" took a half row, four to a page: six pages)
                out.targets[("node", a.node)] = a
                label = self.n.site(a.node)
                if kind == "build":
                    label += f" · ${self.build_cost(table, a.number, a.node, per)}"
                out.choices.append(Choice(label, a))
            if len(numbers) > 1:
                out.choices.append(Choice(t("gwt.act.other_building"), None, -1))
            return out
        for a in legal:
            if isinstance(a, A.Step) and kind in ("start", "move") and out.paths:
                continue
            key = action_key(a)
            if key is not None and key not in out.targets and not isinstance(a, A.Build):
                out.targets[key] = a
            style = "primary" if isinstance(a, (A.EndPhase, A.Stop, A.Done)) else "secondary"
            out.choices.append(Choice(self.action(a, table, player), a, style=style))
            if isinstance(a, A.Buy):  # the market's cards it buys (see cattle.click)
                for card in (a.first, a.second):
                    if card >= 0:
                        out.targets.setdefault(("cattle", card), a)
        if kind == "phase_b" and any(isinstance(a, A.UseLocal) for a in legal):
            for choice in out.choices:  # an auxiliary action forgoes the building's
                if isinstance(choice.action, A.Aux):
                    choice.label = t("gwt.act.aux_instead", action=choice.label)
        if out.paths:  # one button per reachable place, nearest first
            for node, (fee, path) in sorted(out.paths.items(), key=lambda kv: (len(kv[1][1]),
                                                                               kv[0])):
                label = self.n.node(node) + (f" (${fee})" if fee else "")
                out.choices.insert(0, Choice(label, A.Step(path[0]), ("path", node, fee)))
            out.choices.sort(key=lambda c: 1 if c.action is not None and not isinstance(
                c.action, A.Step) else 0)
        return out

    def prompt(self, table: Table, frame: tuple[Any, ...], player: int) -> str:
        t, n, data = self.t, self.n, self.data
        kind = frame[0]
        if kind == "start":
            if table.first_turn[player]:
                return t("gwt.ask.place")
            return t("gwt.ask.start", n=table.step_limit(player))
        if kind == "discard_for" and pair_discard(frame):
            return t("gwt.ask.discard_pair")
        if kind == "move":
            return t("gwt.ask.free_move" if free_move(frame) else "gwt.ask.move", n=frame[1])
        if kind == "phase_b":
            place = n.node(frame[1])
            if frame[3]:
                return t("gwt.ask.phase_b_more", place=place)
            if table.building_at[frame[1]] < 0 or (
                    table.owner_at[frame[1]] >= 0 and table.owner_at[frame[1]] != player):
                return t("gwt.ask.phase_b_aux", place=place)
            return t("gwt.ask.phase_b", place=place)
        simple = {
            "adjacent": t("gwt.ask.adjacent"), "adjacent_choose": t("gwt.ask.adjacent_choose"),
            "end39": t("gwt.ask.end39"), "upgrade_pick": t("gwt.ask.upgrade_pick"),
            "disc": "", "master": t("gwt.ask.master"),
            "hire": t("gwt.ask.hire"), "take_obj": t("gwt.ask.take_obj"),
            "link_objective": t("gwt.ask.link_objective"), "teepee": t("gwt.ask.teepee"),
            "hazard": t("gwt.ask.hazard"), "discard_for": t("gwt.ask.discard_for"),
            "draw_count": t("gwt.ask.draw_count"), "aux_choose": t("gwt.ask.aux_choose"),
            "build": t("gwt.ask.build_which"),
            "extra_back": t("gwt.ask.extra_back"),
        }
        if kind in simple:
            return simple[kind]
        if kind == "immediate":  # whose bonus it is (a hire's new space, an objective...)
            if frame[1] == "slot":
                return t("gwt.ask.immediate_slot", worker=n.workers[frame[2] // 6])
            if frame[1] == "objective":
                return t("gwt.ask.immediate_objective", card=data.card_names[frame[2]])
            if frame[1] == "master":
                return t("gwt.ask.immediate_master")
            return t("gwt.ask.immediate")
        if kind == "engine_fwd":
            return t("gwt.ask.engine_fwd", n=frame[1])
        if kind == "engine_back":
            return t("gwt.ask.engine_back", n=frame[1])
        if kind == "extra_deliver":
            return t("gwt.ask.extra_deliver", n=frame[1])
        if kind == "upgrade":
            st = data.stations[frame[1]]
            return t("gwt.ask.upgrade", n=st.number, cost=st.cost)
        if kind == "kc_waiting":
            return t("gwt.ask.kc_waiting", n=frame[1] + 1)
        if kind == "kc_income":  # (a question only with certificates to spend)
            value = table.herd_value(table.hand[player]) + table.permanent_certificates(player)
            spare = table.certificates(player) > 0  # (the track's: the permanent count anyway)
            return t("gwt.ask.kc_income" if spare else "gwt.ask.kc_sell", value=value)
        if kind == "kc_delivery":
            return t("gwt.ask.kc_delivery", value=frame[1])
        if kind == "buy":
            return t("gwt.ask.buy", n=frame[1])
        if kind == "discard_n":
            return t("gwt.ask.remove_n", n=frame[1]) if frame[2] else t(
                "gwt.ask.discard_n", n=frame[1])
        return kind.replace("_", " ")


def free_move(frame: tuple[Any, ...]) -> bool:
    """Whether a move is an objective card's free one (fees ignored, the place reached
    not used; rules.gwt.flow's modes past NORMAL)."""
    return frame[0] == "move" and len(frame) > 3 and frame[3] != NORMAL


def pair_discard(frame: tuple[Any, ...]) -> bool:
    """Whether a "discard_for" decision discards two cards of one breed (building F's
    «Сбросьте две карты коров одного типа»): a choice names the breed, both cards go."""
    return frame[0] == "discard_for" and len(frame) > 1 and \
        getattr(frame[1], "card", None) == "pair"
