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


def disc_text(n: Names, t: T, spot_id: str, bare: bool = False,
              double: bool | None = None) -> str:
    """What clearing a disc spot unlocks, in a whole phrase (the board's spots say
    "2× money", "Cert. action"); ``bare``: the auxiliary action alone (a button under
    a prompt that says it unlocks). ``double``: whether clearing it brings the double
    auxiliary action (see :func:`aux_double`; the rulebook: one spot of a pair clear
    gives the action once, both spots twice); None for a spot of a pair when that is not
    known (a log line of a loaded game): both are named."""
    aux = aux_of(spot_id)
    if aux >= 0:
        if double is None and spot_id in ("aux_dollars", "aux_draw"):
            double = True  # (their single action is there from the start)
        if double is None:
            action = t("gwt.unlock.aux_pair", single=n.aux(aux, False),
                       double=n.aux(aux, True))
        else:
            action = n.aux(aux, double)
        return action if bare else t("gwt.unlock.aux", action=action)
    return t(UNLOCKS[spot_id])


AUX = ("aux_dollars", "aux_draw", "aux_certificate", "aux_engine", "aux_cull")


def aux_of(spot_id: str) -> int:
    """The auxiliary action a disc spot belongs to, -1 for none."""
    return next((i for i, name in enumerate(AUX) if spot_id.startswith(name)), -1)


def aux_double(data: Data, table: Table | None, player: int, spot: int) -> bool | None:
    """Whether clearing disc ``spot`` (still full) brings ``player`` the double auxiliary
    action: the rules core counts the pair's clear spots (``board.aux_level``), so the
    first of a pair cleared gives the single action and the second the double. None for a
    spot of no auxiliary action, or with no table."""
    aux = aux_of(data.disc_ids[spot])
    if aux < 0 or table is None:
        return None
    level = table.aux_level(player, aux) + (0 if table.cleared(player, spot) else 1)
    return level >= 2


def note_discs(screen: Any, events: Any) -> None:
    """Remember, for each disc event as it comes (the table already holds its spot clear),
    whether it brought the double auxiliary action: the log words its line later, when
    the pair's other spot may be clear too."""
    table, data = screen.table, screen.data
    for event in events:
        spot = event.details.get("spot") if event.kind == "disc" else None
        if table is None or event.player is None or spot not in data.disc_ids:
            continue
        aux = aux_of(spot)
        if aux >= 0:
            screen.disc_doubles[id(event)] = (event, table.aux_level(event.player, aux) >= 2)


def logged_double(screen: Any, event: Any) -> bool | None:
    """Whether a logged disc event brought the double auxiliary action: as noted when it
    came; else (a loaded game's line) the single one when the pair's other spot is still
    full, and None (not known) when both are clear now."""
    noted = screen.disc_doubles.get(id(event))
    if noted is not None and noted[0] is event:
        return bool(noted[1])
    table, spot_id = screen.table, event.details["spot"]
    aux = aux_of(spot_id)
    if aux < 0 or table is None or event.player is None or \
            spot_id in ("aux_dollars", "aux_draw"):
        return None
    return False if table.aux_level(event.player, aux) < 2 else None


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
        return disc_text(screen.names, screen.ctx.t, data.disc_ids[action.spot],
                         double=aux_double(data, table, player, action.spot))
    return label
