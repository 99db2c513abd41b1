"""What a choice gives, in words, for a player who has not learnt the board's icons: a
delivery city's reward (money now, points at the end, a link's objective card), the
herd's sale in Kansas City, what clearing a disc spot unlocks, the tooltip of a
choice button (the same information as the board's hover box), which destination a
hinted step lights, the hint's words, the final turns' banner and what a worker that
fills the job market's token row sets off."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.screens.gwt.names import Names
from game.screens.gwt.table import Table
from rules.gwt.data import Data

T = Callable[..., str]


def delivery_reward(t: T, data: Data, table: Table, player: int, city: int) -> str:
    """What a disc on ``city`` earns ``player``: "+$6, −6 VP", "−3 VP, +1 objective"
    (a link to a city already reached), "0 VP" (the rulebook's subphase 5)."""
    c = data.cities[city]
    parts = [t("gwt.reward.dollars_now", n=c.dollars)] if c.dollars else []
    vp = c.vp
    objectives = 0
    for link in data.links:
        if city not in (link.left, link.right):
            continue
        other = link.right if city == link.left else link.left
        if player in table.city_discs[other] and player not in table.city_discs[city]:
            vp += link.vp
            objectives += link.objective
    if vp:
        parts.append(t("gwt.reward.vp_end", n=f"{vp:+d}".replace("-", "−")))
    if objectives:
        parts.append(t("gwt.reward.link_objective", n=objectives))
    return ", ".join(parts) if parts else t("gwt.reward.nothing")


def deliver_label(t: T, data: Data, table: Table, player: int, city: int,
                  name: str) -> str:
    cost = table.transport_cost(player, city)
    reward = delivery_reward(t, data, table, player, city)
    if cost:
        return t("gwt.act.deliver_cost", city=name, reward=reward, cost=cost)
    return t("gwt.act.deliver", city=name, reward=reward)


def disc_text(n: Names, t: T, spot_id: str, bare: bool = False) -> str:
    """What clearing a disc spot unlocks, in a whole phrase (the board's spots say
    "2× money", "Cert. action"); ``bare``: the auxiliary action alone (a button under
    a prompt that says it unlocks)."""
    aux = ("aux_dollars", "aux_draw", "aux_certificate", "aux_engine", "aux_cull")
    for index, name in enumerate(aux):
        if spot_id.startswith(name):
            double = spot_id in ("aux_dollars", "aux_draw") or spot_id.endswith("_2")
            action = n.aux(index, double)
            return action if bare else t("gwt.unlock.aux", action=action)
    return t(UNLOCKS[spot_id])


UNLOCKS = {"certificate_4": "gwt.unlock.certificate_4", "certificate_6": "gwt.unlock.certificate_6",
           "step_dollars": "gwt.unlock.step_dollars", "step_vp": "gwt.unlock.step_vp",
           "hand_1": "gwt.unlock.hand_1", "hand_2": "gwt.unlock.hand_2"}


def choice_tip(screen: Any, choice: Any) -> str:
    """A choice button's tooltip: what the board's hover box says about the piece it
    answers (a building's actions for "Start at Building A", a city's reward), else the
    whole label. Every choice has one, so a long press on any of them only reads it:
    one drew a card that Undo cannot take back."""
    from game.screens.gwt import drawing
    from game.screens.gwt.decision import action_key

    group = choice.group
    path = isinstance(group, tuple) and bool(group) and group[0] == "path"
    if path:
        key: Any = ("node", group[1])
    else:
        key = action_key(choice.action) if choice.action is not None else None
    lines = drawing.info_lines(screen, key) if key is not None and key[0] in TIPPED else []
    if path and group[2]:
        # the label's dollars are the whole way's fees; the place's own fee is one line
        # of its box ("Rockfall 2 ($4)" beside "Fee for you: $2" read as a contradiction)
        lines.insert(1, screen.ctx.t("gwt.path_fees", n=group[2]))
    if len(lines) > 1:
        return " · ".join(line.removeprefix("• ") for line in lines)
    return choice.label


def still_in_kansas_city(screen: Any, card: int) -> bool:
    """An objective card whose free move is played in Kansas City (rules revision 3): its
    move cannot be made from there (the rulebook: «Вы не можете попасть в Канзас Сити при
    помощи этого действия», and nothing lies beyond it), so the card brings its tasks
    only."""
    data, table = screen.data, screen.table
    if table is None or table.frame[0] != "kc_income" or data.card_breed[card] >= 0:
        return False
    action = data.objectives[card - data.first_objective].action
    return action is not None and action.name == "free_move"


#: The pieces whose hover box a choice's tooltip repeats.
TIPPED = ("node", "city", "station", "job", "objective", "disc", "waiting", "hand", "link")


def banner(t: T, table: Table | None, viewer: int | None) -> str:
    """The top bar's note in the final turns (the job-market token is taken): whose last
    turn this is, or how many final turns are left (the rulebook: each other player
    takes one more turn, then the game ends)."""
    if table is None or table.end_by < 0:
        return ""
    if viewer is not None and table.current == viewer:
        return t("gwt.last_turn_you")
    # (the token's taker finishing that turn: the others' final turns are what is left)
    left = table.final_left - (1 if table.current == table.end_by else 0)
    return t("gwt.last_round_left", n=max(1, left))


def hinted(choice: Any, hint: Any, paths: Any) -> bool:
    """Whether a choice button is the hint's: a destination's button only for the place
    the hinted step goes to, when that is a destination (every destination behind that
    first step lit up too)."""
    if hint is None or choice.action != hint:
        return False
    group = choice.group
    if isinstance(group, tuple) and group and group[0] == "path" and \
            getattr(hint, "node", None) in paths:
        return bool(group[1] == hint.node)
    return True


def worker_effect(data: Data, table: Table) -> str:
    """What the next worker put on the job market sets off: "" (nothing), "refill" (the
    token moves over a yellow arrow: the cattle market is refilled) or "end" (over the
    red arrow: the job-market token is taken and the game's last round begins)."""
    row = table.token_row
    if not 0 <= row < len(data.arrows):
        return ""
    first, last = data.first_column[table.num_players], data.columns - 1
    if any(table.job[row * data.columns + c] < 0 for c in range(first, last)):
        return ""
    return {"yellow": "refill", "red": "end"}.get(data.arrows[row], "")


def hint_words(screen: Any, action: Any) -> str:
    """What the hint says: the label of the button it lights, which the decision gave
    its context ("Aux: Gain $1"), and what a button leaves to the prompt: the building
    a site is for ("Build 3a at A-1 · $2"), what a disc unlocks (not "Gain $2")."""
    from rules.gwt import actions as A
    from rules.gwt import board

    view, table, data = screen.view, screen.table, screen.data
    player = view.viewer if view else 0
    label: str = screen.describer.action(action, table, player)
    decision = screen.decision
    if decision is not None and not isinstance(action, A.Build):  # (not a destination's
        # bare name: "Go to ..." says more; nor a site's, "A-1 · $2": "Build at A-1 · $2")
        label = next((str(c.label) for c in decision.choices if c.action == action and
                      not isinstance(c.group, tuple)), label)
    if isinstance(action, A.Build) and table is not None:
        code = board.building_code(table, action.number)
        return str(screen.ctx.t("gwt.hint.build", id=data.buildings[code].id, label=label))
    if isinstance(action, A.TakeDisc):
        return disc_text(screen.names, screen.ctx.t, data.disc_ids[action.spot])
    return label
