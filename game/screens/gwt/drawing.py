"""Drawing of the GWT screen's overlays and dock, and the log's readable fields: functions
of the :class:`game.screens.gwt.screen.GwtScreen` whose state they read."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import draw
from game.screens.gwt import dock, explain, targets, trail
from game.screens.gwt.decision import Key, free_move
from rules.core.game import Event
from rules.gwt import actions as A
from rules.gwt.data import TASKS, Data

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen


#: The question's sizes ("small" is 15), where its first line is drawn below the panel's
#: top (lower under Kansas City's steps) and the room between its last line and the
#: choices.
PROMPT_SIZES: tuple[int | str, ...] = ("small", 13)
PROMPT_Y, PROMPT_Y_STEPS = 8, 36
PROMPT_GAP, PROMPT_GAP_STEPS = 22, 28


def event_fields(screen: GwtScreen, event: Event) -> Mapping[str, Any]:
    details = dict(event.details)
    n, data = screen.names, screen.data
    if "node" in details and details["node"] in data.node_ids:
        details["node"] = n.node(data.node_ids.index(details["node"]))
    if "site" in details and details["site"] in data.node_ids:
        details["site"] = n.node(data.node_ids.index(details["site"]))
    if "city" in details:
        details["city"] = n.cities.get(details["city"], details["city"])
    if "card" in details:
        details["card"] = n.card_name(str(details["card"]))
    if "cards" in details:
        details["cards"] = ", ".join(n.card(c) for c in details["cards"] if c >= 0)
    if event.kind in ("hire", "job_market") and "worker" in details:
        details["worker"] = n.workers[details["worker"]]
    if "tile" in details:
        details["tile"] = n.tile(details["tile"])
    if "spot" in details:
        spot = details["spot"]  # what it unlocks ("2× cert." told a newcomer nothing)
        details["spot"] = explain.disc_text(n, screen.ctx.t, spot, True,
                                            explain.logged_double(screen, event)) \
            if spot in data.disc_ids else spot
    if "master" in details:
        details["master"] = n.masters.get(details["master"], details["master"])
    if "effect" in details:
        details["effect"] = effect_label(screen, details)
    if "aux" in details:
        details["aux"] = n.aux(details["aux"], bool(details.get("double")))
    if "position" in details:
        details["position"] = screen.describer.action(A.EngineTo(details["position"]),
                                                    None, 0)
    if event.kind == "teepee" and isinstance(details.get("value"), int):
        value = details["value"]
        details["value"] = f"+${value}" if value >= 0 else f"−${-value}"
    if "to" in details:
        to = details["to"]
        details["to"] = screen.ctx.t("gwt.bank") if to < 0 or screen.view is None else \
            screen.view.names[to]
    if "building" in details:
        details["building"] = screen.ctx.t("gwt.building.private", id=details["building"])
    return details


def effect_label(screen: GwtScreen, details: dict) -> str:
    """The local action an event names: exactly the one used (its building then, action
    and option; past the building's actions, the site's risk action), else the first
    effect of that name."""
    data, name = screen.data, details["effect"]
    source, index = details.get("source"), details.get("action")
    if isinstance(source, int) and isinstance(index, int) and 0 <= source < len(data.buildings):
        actions = data.buildings[source].actions
        if index < len(actions):
            return screen.names.effect(actions[index][details.get("option", 0)])
        risk = data.risk[details["place"]] if "place" in details else None
        if risk is not None:
            return screen.names.effect(risk)
    for b in screen.data.buildings:
        for options in b.actions:
            for eff in options:
                if eff.name == name:
                    return screen.names.effect(eff)
    return name.replace("_", " ")

# ----- input and time ----------------------------------------------------------------
def draw_here(screen: GwtScreen, surface: pygame.Surface) -> None:
    """During phase B, a ring and a label on the place the viewer uses."""
    decision, table = screen.decision, screen.table
    if decision is None or table is None or screen.tab != "trail":
        return
    if decision.kind in ("start", "move"):
        return
    node = table.cattleman[screen.view.viewer]
    if node < 0:
        return
    theme = screen.ctx.theme
    box = trail.node_rect(screen.data, node, screen.trail_pos[node]).inflate(12, 12)
    pygame.draw.rect(surface, theme.c("ok"), box, 3, border_radius=10)
    label = screen.ctx.t("gwt.here")
    one_line = theme.text_width(label, "tiny", True) + 14
    lines = draw.wrap(theme, label, one_line // 2 + 8, "tiny", True)  # two, if it has a space
    step = theme.line_height("tiny", True)
    two_lines = (max(theme.text_width(line, "tiny", True) for line in lines) + 14,
                 step * len(lines) + 6)
    key = (node, one_line, two_lines)
    pill = screen.here_pills.get(key)
    if pill is None:  # the trail never moves: found once per place
        pill = screen.here_pills[key] = here_pill(screen, node, box, [(one_line, 20), two_lines])
    shown = [label] if pill.h == 20 else lines
    draw.panel(surface, pill, theme.c("ok"), 10)
    draw.text_lines(surface, theme, shown, (pill.centerx, pill.centery - step * len(shown) // 2),
                    "tiny", step, (16, 30, 20), True, "midtop")


def here_pill(screen: GwtScreen, node: int, ring: pygame.Rect,
              sizes: list[tuple[int, int]]) -> pygame.Rect:
    """Where the "you are here" label goes, inside the board: the first spot that hides
    no other place, trying each of ``sizes`` (the label on one line, then on two) under
    the ring, over it, slid along it and beside it (the sites after buildings F and G
    lie just under and over them), off the cattlemen standing there and the place itself
    if it can (at the board's bottom edge the label was pushed onto its own place, a
    hazard hidden under it, where it could stand over the cattlemen); if every spot hides
    some place, the one hiding least."""
    places = [trail.node_rect(screen.data, other, centre)
              for other, centre in screen.trail_pos.items() if other != node]
    players = screen.table.num_players if screen.table is not None else 4
    pawns = trail.pawns_rect(screen.trail_pos[node], players, screen.ctx.colour_blind)
    spots = []
    for width, height in sizes:
        for shift in range(0, width // 2 + 1, 8):
            for dx in (-shift, shift) if shift else (0,):
                under = pygame.Rect(0, 0, width, height)
                under.midtop = (ring.centerx + dx, ring.bottom + 2)
                over = pygame.Rect(0, 0, width, height)
                over.midbottom = (ring.centerx + dx, ring.top - 2)
                above = pygame.Rect(0, 0, width, height)  # over the cattlemen too
                above.midbottom = (ring.centerx + dx, min(ring.top, pawns.top) - 2)
                spots += [under, over, above]
        left, right = pygame.Rect(0, 0, width, height), pygame.Rect(0, 0, width, height)
        left.midright = (ring.left - 2, ring.centery)
        right.midleft = (ring.right + 2, ring.centery)
        spots += [left, right]
    for spot in spots:
        spot.clamp_ip(screen.board_rect)
    itself = trail.node_rect(screen.data, node, screen.trail_pos[node])
    clear = [spot for spot in spots if not draw.hidden_area(spot, places)]
    for keep_off in ([itself, pawns], [pawns], [itself], []):
        found = next((spot for spot in clear if not draw.hidden_area(spot, keep_off)), None)
        if found is not None:
            return found
    return min(spots, key=lambda spot: draw.hidden_area(spot, [*places, itself, pawns]))


def target_ring(key: Key, rect: pygame.Rect) -> pygame.Rect:
    """The ring around a target: a city's goes round its crest alone (taking in the
    transport cost's pill below, it crossed the link pills between the cities)."""
    if key[0] == "city":
        rect = pygame.Rect(rect.x, rect.y, rect.w, rect.h - targets.COST_PILL)
    return rect.inflate(4, 4)


def draw_targets(screen: GwtScreen, surface: pygame.Surface) -> None:
    decision = screen.decision
    if decision is None:
        return
    pulse = 0.5 + 0.5 * math.sin(screen.time * 5)
    theme = screen.ctx.theme
    colour = theme.c("accent").lerp(theme.c("accent_hi"), pulse)
    hovered_path: list[int] = []
    if screen.hover_key is not None and screen.hover_key[0] == "node" and \
            screen.hover_key[1] in decision.paths:
        hovered_path = decision.paths[screen.hover_key[1]][1]
    if hovered_path and screen.tab == "trail":
        points = [screen.trail_pos[screen.table.cattleman[screen.view.viewer]]] + [
            screen.trail_pos[n] for n in hovered_path] if screen.table.cattleman[
            screen.view.viewer] >= 0 else [screen.trail_pos[n] for n in hovered_path]
        if len(points) > 1:
            pygame.draw.lines(surface, theme.c("accent_hi"), False, points, 4)
    for key in decision.targets:
        rect = screen.spots.get(key)
        if rect is None or key[0] == "hand":
            continue
        width = 3 if key == screen.hover_key else 2
        ring = target_ring(key, rect)
        if key == screen.hint_key:
            pygame.draw.rect(surface, theme.c("ok"), ring.inflate(8, 8), 3, border_radius=10)
        pygame.draw.rect(surface, colour, ring, width, border_radius=9)
        if key[0] == "node" and key[1] in decision.paths:
            fee = decision.paths[key[1]][0]
            label = f"${fee}"
            pill_w = max(22, theme.text_width(label, "tiny", True) + 10)
            pill = pygame.Rect(0, 0, pill_w, 18)
            pill.midbottom = (ring.centerx + 14, ring.y + 2)
            fill = (170, 60, 50) if fee else (60, 120, 70)
            draw.panel(surface, pill, fill, 9)
            draw.text(surface, theme, label, pill.center, "tiny", "text", True, "center")


def draw_hover(screen: GwtScreen, surface: pygame.Surface) -> None:
    key = screen.hover_key
    table, view = screen.table, screen.view
    if key is None or table is None or view is None:
        return
    lines = info_lines(screen, key)
    if not lines:
        return
    theme = screen.ctx.theme
    width = 300
    height = sum(draw.paragraph_height(theme, line, width - 20, "tiny", i == 0)  # the first
                 for i, line in enumerate(lines)) + 16  # bold, as drawn (it ran past the box)
    box = hover_box(screen, key, pygame.Rect(0, 0, width, height))
    draw.panel(surface, box, (16, 22, 28, 250), 10, border=theme.c("line"))
    y = box.y + 8
    for i, line in enumerate(lines):
        y += draw.paragraph(surface, theme, line, pygame.Rect(box.x + 10, y, width - 20,
                            200), "tiny", "accent" if i == 0 else "text", i == 0)


def hover_box(screen: GwtScreen, key: Key, box: pygame.Rect) -> pygame.Rect:
    """Where the hovered piece's information goes: on the trail, a corner of the board
    (the legend's, bottom left) unless the piece itself is there (the rockfall spaces
    by E were hidden under their own information), then the top left; elsewhere next
    to the pointer (above a finger's long press)."""
    board = screen.board_rect
    if screen.tab == "trail":
        spot = screen.spots.get(key, pygame.Rect(screen.pointer, (1, 1))).inflate(8, 8)
        box.bottomleft = (board.x + 10, board.bottom - 10)
        if box.colliderect(spot):
            box.topleft = (board.x + 10, board.y + 10)
            if box.colliderect(spot):
                box.bottomright = (board.right - 10, board.bottom - 10)
        return box
    return draw.beside_pointer(box.size, screen.pointer, board.inflate(-12, -12), screen.held)


def info_lines(screen: GwtScreen, key: Key) -> list[str]:
    table, view, data, n, t = screen.table, screen.view, screen.data, screen.names, screen.ctx.t
    assert table is not None and view is not None
    if key[0] == "node":
        node = key[1]
        lines = [n.node(node)]
        if node == data.kansas_city:  # what a visit does (the first one is a mystery)
            value = table.herd_value(table.hand[view.viewer]) + table.permanent_certificates(
                view.viewer)
            lines.append(t("gwt.kc_visit", value=value))
        code = table.building_at[node]
        if code >= 0:
            b = data.buildings[code]
            owner = table.owner_at[node]
            if owner >= 0:
                lines.append(t("gwt.owned_by", building=n.building(code),
                               name=view.names[owner]))
            for options in b.actions:
                lines.append("• " + " / ".join(n.effect(e) for e in options))
            if data.risk[node] is not None and owner >= 0:
                lines.append(t("gwt.risk", text=n.effect(data.risk[node])))
        tile = table.tile_at[node]
        if tile >= 0:
            lines.append(n.tile(tile))
        lines += fee_lines(screen, node)
        if data.woods[node] and code < 0:
            lines.append(t("gwt.woods"))
        if data.risk[node] is not None and code < 0:
            lines.append(t("gwt.risk", text=n.effect(data.risk[node])))
        return lines
    if key[0] == "station":
        st = data.stations[key[1]]
        lines = [t("gwt.station", n=st.number, cost=st.cost, vp=st.vp)]
        master = table.station_master[key[1]]
        if master >= 0:
            lines.append(n.master_reward(master))
        return lines
    if key[0] == "city":
        city = data.cities[key[1]]
        lines = [n.city(key[1]), t("gwt.city_value", n=city.value)]
        lines.append(t("gwt.transport", n=table.transport_cost(view.viewer, key[1])))
        lines.append(t("gwt.delivery_gives", reward=explain.delivery_reward(
            t, data, table, view.viewer, key[1])))
        return lines
    if key[0] == "link":
        link = data.links[key[1]]
        vp = f"{link.vp:+d}".replace("-", "−")
        lines = [t("gwt.link", a=n.city(link.left), b=n.city(link.right), vp=vp)]
        if link.objective:
            lines.append(t("gwt.link_objective_tip"))
        return lines
    if key[0] == "job":
        row, column = key[1], key[2]
        worker = table.job[row * data.columns + column]
        lines = [t("gwt.job_cell", row=row + 1, cost=table.hire_cost(row))]  # (the price
        # the hire in progress charges, its modifier in: its buttons say it)
        if worker >= 0:
            lines.insert(0, n.workers[worker])
        return lines
    if key[0] == "waiting":
        return [n.tile(table.waiting[key[1]][key[2]])]
    if key[0] == "cattle":
        return [n.card(key[1])]
    if key[0] == "objective":
        if key[1] < 0:
            return [t("gwt.objective_stack", n=len(table.objective_deck))]
        return objective_lines(screen, table.display[key[1]])
    if key[0] == "hand" and data.card_breed[key[1]] < 0:  # an objective card to play
        lines = objective_lines(screen, key[1])
        if explain.still_in_kansas_city(screen, key[1]):
            lines.append(t("gwt.no_move_from_kansas_city"))
        return lines
    if key[0] == "disc":
        spot = data.disc_ids[key[1]]
        return [n.discs[spot].replace("\n", " "), explain.disc_text(
            n, t, spot, double=explain.aux_double(data, table, view.viewer, key[1]))]
    if key[0] == "aux":
        return [n.aux(key[1], False), n.aux(key[1], True)]
    return []


def fee_lines(screen: GwtScreen, node: int) -> list[str]:
    """A place's fee for the viewer, as far as one applies: none for a teepee beside the
    trail (never passed) nor while trading for a teepee (a trade is no move); none on an
    objective card's free move, which ignores the green and black hands (the rules core
    charges fees in a normal move only)."""
    table, view, data, t = screen.table, screen.view, screen.data, screen.ctx.t
    assert table is not None and view is not None
    fee, to = table.fee(view.viewer, node)
    on_trail = node == data.start or bool(data.predecessors[node])
    if not fee or not on_trail or table.frame[0] == "teepee":
        return []
    if free_move(table.frame):
        return [t("gwt.fee_ignored")]
    return [t("gwt.fee", n=fee, to=view.names[to] if to >= 0 else t("gwt.bank"))]


def objective_lines(screen: GwtScreen, card: int) -> list[str]:
    """An objective card in words: its action, its tasks, what it is worth."""
    data, n, t = screen.data, screen.names, screen.ctx.t
    objective = data.objectives[card - data.first_objective]
    title = n.card(card)
    lines = [title[:1].upper() + title[1:]]  # "objective O15" began the box in lower case
    if objective.action is not None:
        lines.append(n.effect(objective.action))
    # what it asks and what it is worth, in words (the card's icons are small)
    counts = Counter(objective.tasks)
    tasks = ", ".join(f"{k}× {n.tasks[TASKS[task]]}" if k > 1 else n.tasks[TASKS[task]]
                      for task, k in counts.items())
    lines.append(t("gwt.objective_tasks", tasks=tasks))
    lines.append(t("gwt.objective_points", vp=objective.vp, penalty=objective.penalty))
    return lines


def draw_status(screen: GwtScreen, surface: pygame.Surface) -> None:
    view, table = screen.view, screen.table
    assert view is not None and table is not None
    theme = screen.ctx.theme
    p = view.viewer
    values = {"money": table.money[p], "cert": table.certificates(p),
              "steps": table.step_limit(p)}
    room = screen.tab_bar.right - screen.tabs_right - 10
    text, size = summary_form(screen, values, room)
    screen.summary_rect = draw.text(surface, theme, text, (screen.tab_bar.right - 4,
                                                           screen.tab_bar.centery), size,
                                    "text", True, "midright", max_width=room)


def summary_form(screen: GwtScreen, values: dict[str, int], room: int) -> tuple[str, str]:
    """The summary's words and size: the first of the whole form and the short one
    ("0 серт."), in "small" then "tiny", that leaves a money change's badge room beside
    it in the bar (in Russian the whole form filled the bar, and the badge covered its
    end, "до 4 −$1в"); else the short form in "tiny"."""
    theme, t = screen.ctx.theme, screen.ctx.t
    badge = max(theme.text_width(w, "body", True) for w in ("−$88", "+$88")) + 16 + 12
    forms = (t("gwt.summary", **values), t("gwt.summary_short", **values))
    for text in forms:
        for size in ("small", "tiny"):
            if theme.text_width(text, size, True) <= room - badge:
                return text, size
    return forms[1], "tiny"


def draw_dock(screen: GwtScreen, surface: pygame.Surface) -> None:
    view, table = screen.view, screen.table
    assert view is not None and table is not None
    theme, data, t = screen.ctx.theme, screen.data, screen.ctx.t
    p = view.viewer
    draw.panel(surface, screen.hand_area, theme.c("panel"), 10)
    hand = table.hand[p]
    # the plain texts written, which tooltips keep clear of (GwtScreen.text_regions)
    texts = dock.paint_hand_header(surface, theme, screen.hand_area, screen.names,
                                   table.herd_value(hand), len(table.deck[p]),
                                   len(table.discard[p]))
    decision = screen.decision
    targets = decision.targets if decision is not None else {}
    fresh, rest = screen.anim.card_lift()
    sliding = list(fresh)
    boxes = screen.hand_boxes
    for index, (card, box) in enumerate(boxes):
        # what the next card leaves showing of this one
        visible = boxes[index + 1][1].x - box.x if index + 1 < len(boxes) else None
        if card in sliding and rest > 0:
            sliding.remove(card)
            box = box.move(int(rest * 40), int(rest * 70))
        lifted = ("hand", card) in targets
        dock.paint_card(surface, theme, data, screen.names, card, box, lifted, visible)
        if lifted:
            pygame.draw.rect(surface, theme.c("accent"), box.move(0, -8).inflate(4, 4), 2,
                             border_radius=9)
    if not hand:
        texts.append(draw.text(surface, theme, t("gwt.hand_empty"), screen.hand_area.center,
                               "small", "faint", anchor="center"))
    area = screen.choice_area
    draw.panel(surface, area, theme.c("panel"), 10,
               border=theme.c("accent") if decision is not None else None)
    colour, size, lines = prompt_shown(screen)
    step = decision.step if decision is not None else 0
    y = prompt_y(screen, step)
    if step:
        texts.append(dock.paint_kc_steps(surface, theme, (area.x + 22, area.y + 20), step,
                                         screen.names))
    texts.append(draw.text_lines(surface, theme, lines, (area.x + 12, y), size,
                                 theme.line_height(size, True), colour, True))
    if decision is not None and decision.note:
        size, note = draw.fitted_lines(theme, decision.note, area.w - 24, 2)
        step = size + 3
        texts.append(draw.text_lines(surface, theme, note,
                                     (area.x + 12, area.bottom - 8 - step * len(note)),
                                     size, step, "text"))
    screen.dock_texts = texts



def draw_message(screen: GwtScreen, surface: pygame.Surface) -> None:
    """What :meth:`GwtScreen.say` said, over the foot of the board, fading out."""
    if screen.message_time <= 0 or not screen.message:
        return
    theme, board = screen.ctx.theme, screen.board_rect
    lines = draw.wrap(theme, screen.message, board.w - 120, "small")
    step = theme.line_height("small")
    width = max(theme.text_width(line, "small") for line in lines) + 40
    box = pygame.Rect(0, 0, width, 16 + step * len(lines))
    box.midbottom = (board.centerx, board.bottom - 16)
    alpha = min(1.0, screen.message_time / 0.4)
    draw.panel(surface, box, (*theme.c("toast")[:3], int(240 * alpha)), 12, shadow=8)
    draw.text_lines(surface, theme, lines, (box.centerx, box.y + 8), "small", step,
                    "toast_text", anchor="midtop")


def prompt_shown(screen: GwtScreen) -> tuple[str, int | str, list[str]]:
    """The panel's question as drawn: its colour, size and lines (the decision's, as the
    choices were laid out under it; else the game's end or whose turn it is)."""
    view, table, decision, t = screen.view, screen.table, screen.decision, screen.ctx.t
    assert view is not None and table is not None
    if decision is not None:
        prompt = decision.prompt
        colour = "accent"
    elif table.frame[0] == "over":
        prompt, colour = t("gwt.game_over"), "text"
    else:
        acting = view.to_act[0] if view.to_act else 0
        name = view.names[acting]
        # an AI seat thinks, a human one is waited for (as the players' panel says)
        prompt = t("gwt.thinking" if acting in view.thinking else "gwt.waiting", name=name)
        colour = "muted"
    if screen.prompt_fit[0] == prompt and decision is not None:  # as the choices were
        size, lines = screen.prompt_fit[1:]  # laid out under it
    else:
        size, lines = fit_prompt(screen, prompt, bool(screen.page_label))
    return colour, size, lines


def fit_prompt(screen: GwtScreen, prompt: str, paged: bool) -> tuple[int | str, list[str]]:
    """The question's size and lines as the panel draws them: two lines, a size smaller
    if need be (a Russian disc prompt beside the page buttons was cut: «…(его бонус
    откр…»), beside the page buttons when ``paged``."""
    width = screen.choice_area.w - 24 - (dock.PAGES_W if paged else 0)
    return draw.fitted_lines(screen.ctx.theme, prompt, width, 2, PROMPT_SIZES, True)


def prompt_y(screen: GwtScreen, step: int) -> int:
    """Where the question's first line is drawn (under Kansas City's steps if shown)."""
    return screen.choice_area.y + (PROMPT_Y_STEPS if step else PROMPT_Y)


def grid_top(screen: GwtScreen, step: int, size: int | str, lines: list[str]) -> int:
    """The choices' top: under the question's lines as drawn, at their own size (it was
    measured at 15 px where 13 px was drawn)."""
    gap = PROMPT_GAP_STEPS if step else PROMPT_GAP
    theme = screen.ctx.theme
    return prompt_y(screen, step) + len(lines) * theme.line_height(size, True) + gap


def note_height(screen: GwtScreen, note: str) -> int:
    """Room kept under the choices for a decision's note (as :func:`draw_dock` draws it:
    one or two lines of the largest label size that fits)."""
    if not note:
        return 0
    size, lines = draw.fitted_lines(screen.ctx.theme, note, screen.choice_area.w - 24, 2)
    return 4 + (size + 3) * len(lines)


def discard_groups(data: Data, pile: Sequence[int]) -> list[tuple[int, int]]:
    """The discard pile as (card, copies), cattle by value then points, objectives last:
    a late pile of 30-odd cards drawn one by one ran past the box and was cut short,
    and nobody counts eleven Jerseys by eye."""
    counts = Counter(pile)

    def order(card: int) -> tuple[int, int, int, int]:
        objective = data.card_breed[card] < 0
        return (objective, data.card_value[card], data.card_vp[card], card)

    return [(card, counts[card]) for card in sorted(counts, key=order)]


def discard_box(screen: GwtScreen) -> pygame.Rect:
    return screen.board_rect.inflate(-40, -40)


def draw_discard(screen: GwtScreen, surface: pygame.Surface) -> None:
    view, table = screen.view, screen.table
    assert view is not None and table is not None
    theme = screen.ctx.theme
    box = discard_box(screen)
    # opaque: the board's words showed through the old see-through panel
    draw.panel(surface, box, theme.c("panel_lo"), 12, border=theme.c("line"), shadow=12)
    pile = table.discard[view.viewer]
    title = view.whose(screen.ctx.t, "gwt.discard_title", "gwt.discard_title_of", n=len(pile))
    screen.discard_texts = [
        draw.text(surface, theme, title, (box.x + 16, box.y + 12), "h3", "text", True),
        draw.text(surface, theme, screen.ctx.t("gwt.discard_close"), (box.right - 16, box.y + 18),
                  "tiny", "muted", anchor="topright")]
    x, y = box.x + 16, box.y + 48
    row = dock.CARD[1] + 24
    for card, copies in discard_groups(screen.data, pile):
        if y + row > box.bottom:
            break
        rect = pygame.Rect(x, y, *dock.CARD)
        dock.paint_card(surface, theme, screen.data, screen.names, card, rect)
        draw.text(surface, theme, f"×{copies}", (rect.centerx, rect.bottom + 3), "small",
                  "text" if copies > 1 else "muted", True, "midtop")
        x += dock.CARD[0] + 6
        if x + dock.CARD[0] > box.right - 10:
            x, y = box.x + 16, y + row

# ----- positions for animations ----------------------------------------------------------
