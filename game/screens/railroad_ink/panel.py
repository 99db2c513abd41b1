"""Layout and painting of everything around the board: the board tabs, the dice tray,
the special routes, the live score, the round controls and the message line.

Functions of the screen (they read it and never change it), so the screen module
keeps the model and the input and this one the look.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game import catalog, draw
from game.i18n import day_label, join_names
from game.screens.railroad_ink import tools, tray, words
from game.screens.railroad_ink.analysis import Preview, preview
from game.screens.railroad_ink.board import LEGAL_EDGE, RAIL_TRACE, ROAD_TRACE
from game.screens.railroad_ink.tray import Hotspot
from rules.railroad_ink.board import DONE_PHASE, METEOR_PHASE
from rules.railroad_ink.game import BASE_CATEGORIES, MAX_SPECIALS
from rules.railroad_ink.tiles import (
    CELLS,
    CRATER,
    FACE_VARIANTS,
    KIND_OF_FACE,
    METEOR_ANY,
    SIZE,
    SPECIALS,
)

if TYPE_CHECKING:
    from game.screens.railroad_ink.screen import RailroadInkScreen

DIE = 70
DIE_GAP = 14
SPECIAL = 48
ROW_H = 21
TAB_GAP = 6  # between two board tabs
NARROW_TAB = 120  # a board tab narrower than this puts the score under the chip
NARROW_NAME = 27  # where a narrow tab's name starts (the chip and score are left of it)
TILES_PER_STEP = 8  # tile pictures painted per opening step (~0.1 ms each natively)


def _geometry(screen: RailroadInkScreen) -> dict[str, pygame.Rect]:
    col = screen.column
    rows = len(categories(screen.obs.expansion)) if screen.obs is not None else 5
    score = pygame.Rect(col.x, col.y + 276, col.w, 34 + rows * ROW_H + 24)
    row = pygame.Rect(col.x, score.bottom + tools.GAP_ABOVE, col.w, tools.ROW_H)
    has_tools = screen.my_turn and screen.shown is None and bool(
        screen.options.meteor or screen.options.volcano or screen.options.erase)
    status_top = row.bottom + 4 if has_tools else score.bottom + 10
    return {
        "title": pygame.Rect(col.x, col.y, col.w, 28),
        "dice1": pygame.Rect(col.x, col.y + 38, col.w, DIE),
        "dice2": pygame.Rect(col.x, col.y + 38 + DIE + 10, col.w, DIE),
        "specials_label": pygame.Rect(col.x, col.y + 198, col.w, 18),
        "specials": pygame.Rect(col.x, col.y + 218, col.w, SPECIAL),
        "score": score,
        "tools": row,
        "end": pygame.Rect(col.x, col.bottom - 50, col.w, 50),
        "status": pygame.Rect(col.x, status_top, col.w, col.bottom - 54 - status_top),
    }


def die_rect(screen: RailroadInkScreen, die: int) -> pygame.Rect:
    geo = _geometry(screen)
    row = geo["dice1"] if die < 4 else geo["dice2"]
    slot = die if die < 4 else die - 4
    return pygame.Rect(row.x + slot * (DIE + DIE_GAP), row.y, DIE, DIE)


def special_rect(screen: RailroadInkScreen, special: int) -> pygame.Rect:
    row = _geometry(screen)["specials"]
    gap = (row.w - 6 * SPECIAL) // 5
    return pygame.Rect(row.x + special * (SPECIAL + gap), row.y, SPECIAL, SPECIAL)


def hint_shown(screen: RailroadInkScreen) -> bool:
    """The turn hint beside the turn buttons: there is room for it (four dice), a game
    still to play, someone at the device to tell, and dice to draw now (in the Meteor's
    first step it said "Tap a die" while the status asked for the meteor's arrow)."""
    obs, view = screen.obs, screen.view
    assert obs is not None and view is not None
    return len(obs.dice) <= 4 and not _over(screen) and not view.watched and \
        obs.own.phase != METEOR_PHASE


def hint_rect(geo: dict[str, pygame.Rect]) -> pygame.Rect:
    """Where the turn hint is written: left of the turn buttons, under the dice."""
    row2 = geo["dice2"]
    return pygame.Rect(row2.x, row2.y + 8, 2 * DIE + DIE_GAP, DIE)


def text_regions(screen: RailroadInkScreen) -> list[pygame.Rect]:
    """The column's texts that are not controls, which tooltips keep clear of where they
    can (the screen's ``text_regions``): the status (what to do now; a focused meteor
    direction's or tool's tooltip covered it) and the turn hint beside the turn buttons.
    (Not the note under the score rows, "Pick a line…": a row's tooltip says as much, and
    a mouse's tooltip jumped about over the lowest rows to keep off it.)"""
    if screen.obs is None or screen.view is None:
        return []
    geo = _geometry(screen)
    regions = [geo["status"]]
    if hint_shown(screen):
        regions.append(hint_rect(geo))
    return regions


def categories(expansion: str) -> tuple[str, ...]:
    return BASE_CATEGORIES + (() if expansion == "none" else (expansion,))


def build(screen: RailroadInkScreen) -> tuple[list[Hotspot], list]:
    obs, view, ctx, t = screen.obs, screen.view, screen.ctx, screen.t
    assert obs is not None and view is not None
    geo = _geometry(screen)
    spots: list[Hotspot] = []
    buttons: list = []
    theme = ctx.theme
    mine = screen.my_turn and screen.shown is None
    # with five or six dice the turn hint has no room beside the turn buttons: the dice
    # say it when the pointer rests on one (not in the Meteor's first step: see hint_shown)
    tip = "" if hint_shown(screen) or obs.own.phase == METEOR_PHASE else t("ink.turn_hint")
    for die in range(len(obs.dice)):
        spots.append(Hotspot(theme, die_rect(screen, die), f"die-{die}",
                             enabled=mine and screen.pick_available(("die", die)), tooltip=tip,
                             on_enter=lambda die=die: screen.activate(f"die-{die}")))
    for special in range(len(SPECIALS)):
        usable = screen.pick_available(("special", special)) or special in screen.options.ignore
        # in the Meteor's first step a tap crosses the special off to ignore the meteor
        key = "ink.ignore_tip" if special in screen.options.ignore else "ink.special_tip"
        tip = t(key, special=words.special_name(screen, special))  # which one, then its rule
        spots.append(Hotspot(theme, special_rect(screen, special), f"special-{special}",
                             enabled=mine and usable, tooltip=tip,
                             on_enter=lambda i=special: screen.activate(f"special-{i}")))
    score = geo["score"]
    for index, category in enumerate(categories(obs.expansion)):
        row = pygame.Rect(score.x, score.y + 34 + index * ROW_H, score.w, ROW_H)
        # what the category counts (as on the results; the expansion's own, if any: a new
        # volcano's four open sides are errors at once), then what a tap does
        about = catalog.score_note(t, "railroad-ink", category, [obs.expansion])
        tip = t("ink.score_tip", about=about)
        spots.append(Hotspot(theme, row, f"score-{category}", tooltip=tip))
    if len(view.names) > 1:
        for player, rect in enumerate(tab_rects(screen)):
            spots.append(Hotspot(theme, rect, f"tab-{player}", reach=tab_reach(screen, rect),
                                 on_enter=lambda p=player: screen.activate(f"tab-{p}")))
    row2 = geo["dice2"]
    slot = lambda i: pygame.Rect(row2.x + i * (DIE + DIE_GAP), row2.y, DIE, DIE)  # noqa: E731
    over = _over(screen)  # the final board: nothing to turn, draw or end any more
    if not over:
        buttons.append(ctx.button(slot(2), "↻", lambda: screen.rotate(1), id="rotate",
                                  size="h2", tooltip=t("ink.rotate_tip"), enabled=mine))
        buttons.append(ctx.button(slot(3), "⇆", screen.mirror, id="mirror", size="h2",
                                  tooltip=t("ink.mirror_tip"), enabled=mine))
    buttons.extend(tools.build(screen, geo["tools"]))  # the meteor's or the Lava's
    end = geo["end"]
    if screen.shown is not None:
        buttons.append(ctx.button(end, t("ink.back_to_mine"), lambda: screen.show_board(None),
                                  id="my-board", style="secondary"))
    elif not over:
        ready = screen.options.end_round is not None
        buttons.append(ctx.button(end, t("ink.end_round"), screen.end_round, id="end-round",
                                  style="primary" if ready else "secondary",
                                  enabled=ready, tooltip=t("ink.end_round_tip")))
    return spots, buttons


def tab_rects(screen: RailroadInkScreen) -> list[pygame.Rect]:
    view = screen.view
    assert view is not None
    frame = screen.layout.frame
    count = len(view.names)
    w = min(200, (frame.w - TAB_GAP * (count - 1)) // count)
    return [pygame.Rect(frame.x + i * (w + TAB_GAP), screen.ctx.rect.y + 8, w, 36)
            for i in range(count)]


def tab_reach(screen: RailroadInkScreen, rect: pygame.Rect) -> pygame.Rect:
    """A finger's target for the board tab drawn at ``rect``: 36 px high, it takes in the
    margins above and below it, from under the top bar to the board's frame (48 px), and
    half the gap to the next tab on either side."""
    top = screen.ctx.rect.y + 2
    return pygame.Rect(rect.x - TAB_GAP // 2, top, rect.w + TAB_GAP,
                       screen.layout.frame.y - top)


# ----- painting -------------------------------------------------------------------------------
def warm_steps(screen: RailroadInkScreen) -> Iterator[None]:
    """What the first draw would make in one frame (~15 ms for six late boards), a step
    at a time (the screen's ``warm_steps``; they fill the painter's and the analysis'
    caches only): the sheet, the score preview of every board in the tabs (one a step,
    the viewer's first), the pictures of the tiles on the viewer's board, then the
    column (dice, specials, score lines) drawn onto a 1×1 surface for its pictures."""
    obs, view = screen.obs, screen.view
    if obs is None or view is None:
        return
    screen.painter.sheet(screen.layout)
    yield
    boards = [obs.own.cells] + [board.cells for player, board in enumerate(obs.boards)
                                if player != view.viewer]
    for cells in boards:
        preview(cells, obs.expansion)
        yield
    variants = sorted({value for value in obs.own.cells if value >= 0})
    for start in range(0, len(variants), TILES_PER_STEP):
        for variant in variants[start:start + TILES_PER_STEP]:
            screen.art.tile(variant, screen.layout.cell)
        yield
    if CRATER in obs.own.cells:
        screen.art.crater(screen.layout.cell)
    yield
    draw_column(screen, pygame.Surface((1, 1)))  # the dice, specials and score (clipped)


def draw_header(screen: RailroadInkScreen, surface: pygame.Surface) -> None:
    obs, view, ctx = screen.obs, screen.view, screen.ctx
    assert obs is not None and view is not None
    theme = ctx.theme
    if len(view.names) == 1:
        label = view.whose(screen.t, "ink.your_board", "ink.board_of")
        left = draw.text(surface, theme, label, (screen.layout.frame.x + 4, ctx.rect.y + 26),
                         "h3", "text", True, "midleft")
        if screen.daily is not None:
            note = screen.t("ink.daily.banner", date=day_label(screen.t, screen.daily))
            right = screen.layout.frame.right - 4
            draw.text(surface, theme, note, (right, ctx.rect.y + 26), "small", "accent", True,
                      "midright", max_width=right - left.right - 16)
        return
    shown = view.viewer if screen.shown is None else screen.shown
    rects = tab_rects(screen)
    scores = [str(preview(obs.own.cells if player == view.viewer else obs.boards[player].cells,
                          obs.expansion).total) for player in range(len(rects))]
    size = tab_name_size(screen, rects, scores)
    for player, rect in enumerate(rects):
        active = player == shown
        draw.panel(surface, rect, theme.c("panel_hi" if active else "panel"), 10,
                   border=theme.c("accent") if active else None)
        # Narrow tabs (five or six boards) put the score under the chip, so the name keeps
        # the rest of the tab, on two lines if need be.
        narrow = rect.w < NARROW_TAB
        chip = pygame.Rect(rect.x + 8, rect.centery - 9, 18, 18) if not narrow else \
            pygame.Rect(rect.x + 7, rect.y + 5, 12, 12)
        ctx.seat_chip(surface, chip, view.colours[player])
        score = scores[player]
        name = view.names[player]
        if obs.done[player] and player != view.viewer and not _over(screen):
            # finished this round: a green tick on the chip (keeps the name's room), dark
            # enough that its white mark shows to any eye (the light green went tan)
            tick, radius = (chip.right - 1, chip.top + 1), 7 if not narrow else 5
            pygame.draw.circle(surface, LEGAL_EDGE, tick, radius)
            pygame.draw.circle(surface, theme.c("panel"), tick, radius, 1)
            draw.text(surface, theme, "✓", tick, radius + 3, (255, 255, 255), True, "center")
        ink = "text" if active else "muted"
        room = _name_room(theme, rect, score)
        if narrow:
            draw.text(surface, theme, score, (chip.centerx, rect.bottom - 3), 11, "accent", True,
                      "midbottom")
            _, lines = draw.fitted_lines(theme, name, room, 2, (size,))
            step = size + 2
            # Not bold: the active tab has its border.
            draw.text_lines(surface, theme, lines,
                            (rect.x + NARROW_NAME, rect.centery - step * len(lines) // 2),
                            size, step, ink, max_width=room)
            continue
        draw.text(surface, theme, name, (chip.right + 8, rect.centery), size, ink,
                  anchor="midleft", max_width=room)  # not bold: the tab shown has its border
        draw.text(surface, theme, score, (rect.right - 10, rect.centery), "small", "accent", True,
                  "midright")


def _name_room(theme, rect: pygame.Rect, score: str) -> int:
    """The width a tab's name may take: right of the chip (and of the score under it in
    a narrow tab), or between the chip and the score, 8 px clear of it (a name that
    just fitted ran into its score: "Maximilian0")."""
    if rect.w < NARROW_TAB:
        return rect.w - NARROW_NAME - 4
    return rect.w - 52 - theme.text_width(score, "small", True)


def tab_name_size(screen: RailroadInkScreen, rects: list[pygame.Rect],
                  scores: list[str]) -> int:
    """One size for every tab's name: the largest at which each fits its tab (each name
    at the largest size of its own made a row of tabs in four sizes, "Jo" large beside
    "Maximilian" small). Names are not bold, in the tab shown too (its border marks it),
    so a name keeps its size when its tab is chosen."""
    view, theme = screen.view, screen.ctx.theme
    assert view is not None
    sizes = []
    for player, rect in enumerate(rects):
        room = _name_room(theme, rect, scores[player])
        name = view.names[player]
        if rect.w < NARROW_TAB:
            fitted = draw.fitted_lines(theme, name, room, 2)[0]
            sizes.append(fitted if isinstance(fitted, int) else draw.LABEL_SIZES[-1])
        else:
            sizes.append(draw.label_size(theme, name, room, (15, *draw.LABEL_SIZES)))
    return min(sizes)


def _over(screen: RailroadInkScreen) -> bool:
    obs = screen.obs
    return obs is not None and obs.round > obs.rounds


def draw_column(screen: RailroadInkScreen, surface: pygame.Surface) -> None:
    obs, view, ctx, t = screen.obs, screen.view, screen.ctx, screen.t
    assert obs is not None and view is not None
    theme = ctx.theme
    geo = _geometry(screen)
    title = geo["title"]
    round_no = min(obs.round, obs.rounds)
    draw.text(surface, theme, t("ink.round", round=round_no, rounds=obs.rounds),
              (title.x, title.centery), "h3", "text", True, "midleft")
    if obs.meteor is not None and not _over(screen):  # none falls after the last round
        direction, distance = obs.meteor
        arrow = "✣" if direction == METEOR_ANY else tools.ARROWS[direction]
        draw.text(surface, theme, t("ink.meteor_die", arrow=arrow, distance=distance),
                  (title.right, title.centery), "small", "danger", True, "midright")
    spots = {spot.id: spot for spot in screen.widgets}
    rolling = screen.roll_time < 0.5
    for die, face in enumerate(obs.dice):
        rect = die_rect(screen, die)
        # another player's board is shown as the round began: no die ticked off yet
        used = bool(obs.own.dice_used >> die & 1) and screen.shown is None
        picked = screen.pick == ("die", die) and screen.shown is None and screen.my_turn
        variant = screen.current_variant() if picked else FACE_VARIANTS[face][0]
        if rolling and ctx.animation != "off":
            spin = int(screen.roll_time * 16 + die) % 4
            rect = rect.move(0, -int(10 * (0.5 - screen.roll_time)))
            variant = FACE_VARIANTS[face][spin % len(FACE_VARIANTS[face])]
        kind = die_kind(screen, ("die", die))
        spot = spots.get(f"die-{die}")
        usable = spot.enabled if spot is not None else False
        if variant is not None and screen.dragging != ("die", die):
            tray.die(surface, theme, screen.art, rect, variant, kind, selected=picked,
                     used=used, usable=usable or not screen.my_turn,
                     hover=bool(spot and spot.hover))
        elif screen.dragging == ("die", die):
            draw.panel(surface, rect, theme.c("panel"), 10, border=theme.c("line"))
    if hint_shown(screen):
        draw.paragraph(surface, theme, t("ink.turn_hint"), hint_rect(geo), "tiny", "muted")
    # the specials of the board shown (another player's as the round began)
    own = obs.own if screen.shown is None else obs.boards[screen.shown]
    used_count = own.specials_used.bit_count()
    label = t("ink.specials", used=used_count, limit=MAX_SPECIALS)
    lab = geo["specials_label"]
    draw.text(surface, theme, label, (lab.x, lab.centery), "small", "muted", True, "midleft")
    note = t("ink.special_this_round")
    room = lab.w - theme.text_width(label, "small", True) - 12
    if own.special_this_round and not _over(screen) and theme.text_width(note, "tiny") < room:
        draw.text(surface, theme, note, (lab.right, lab.centery), "tiny", "accent",
                  anchor="midright")
    for special, face in enumerate(SPECIALS):
        rect = special_rect(screen, special)
        used = bool(own.specials_used >> special & 1)
        picked = screen.pick == ("special", special) and screen.shown is None and screen.my_turn
        variant = screen.current_variant() if picked else FACE_VARIANTS[face][0]
        spot = spots.get(f"special-{special}")
        if screen.dragging == ("special", special):
            draw.panel(surface, rect, theme.c("panel"), 8, border=theme.c("line"))
        elif variant is not None:
            tray.die(surface, theme, screen.art, rect, variant, "special", selected=picked,
                     usable=bool(spot and spot.enabled) or not screen.my_turn,
                     hover=bool(spot and spot.hover))
        if used:
            tray.crossed(surface, rect, theme.c("danger"))
    draw_score(screen, surface, geo["score"])
    draw_status(screen, surface, geo)


def draw_score(screen: RailroadInkScreen, surface: pygame.Surface, box: pygame.Rect) -> None:
    obs, ctx, t = screen.obs, screen.ctx, screen.t
    assert obs is not None and screen.view is not None
    theme = ctx.theme
    draw.panel(surface, box, theme.c("panel"), 12)
    cells = obs.own.cells if screen.shown is None else obs.boards[screen.shown].cells
    info = preview(cells, obs.expansion)
    title = t("ink.score_now") if screen.shown is None and not _over(screen) else t("ink.score")
    draw.text(surface, theme, title, (box.x + 14, box.y + 17), "small", "muted", True, "midleft")
    draw.text(surface, theme, str(info.total), (box.right - 14, box.y + 17), "h3", "accent",
              True, "midright")
    for index, category in enumerate(categories(obs.expansion)):
        row = pygame.Rect(box.x + 6, box.y + 34 + index * ROW_H, box.w - 12, ROW_H)
        if screen.focus == category:
            draw.panel(surface, row, theme.c("panel_hi"), 6, border=theme.c("accent"))
        label = t(f"score.railroad-ink.{category}", category)
        draw.text(surface, theme, label, (row.x + 10, row.centery), "small", "text",
                  anchor="midleft", max_width=row.w - 70)
        value = info.points[index]
        draw.text(surface, theme, str(value), (row.right - 10, row.centery), "small",
                  "danger" if value < 0 else "text", True, "midright")
    note = t("ink.score_focus_hint")
    draw.text(surface, theme, note, (box.centerx, box.bottom - 13), "tiny", "muted",
              anchor="center", max_width=box.w - 16)


def draw_status(screen: RailroadInkScreen, surface: pygame.Surface,
                geo: dict[str, pygame.Rect]) -> None:
    obs, view, t = screen.obs, screen.view, screen.t
    assert obs is not None and view is not None
    theme = screen.ctx.theme
    if screen.shown is not None:
        draw_shown_note(screen, surface, geo["status"])
        return
    if _over(screen):
        text = t("ink.game_over")
    elif screen.my_turn:
        if obs.own.phase == METEOR_PHASE:
            text = words.meteor_first(screen, status=True)
        elif screen.tool == "volcano":
            text = t("ink.volcano_tip")
        elif screen.tool == "erase":
            text = t("ink.erase_tip")
        elif screen.options.end_round is not None:
            # the dice still undrawn that fit nowhere ("All dice drawn" was said with a
            # lava die that fitted nowhere), and those that are optional and fit: the
            # river's or lake's ("Вы можете взять 0, 1 или 2 речных кубика")
            left = sum(1 for d in range(len(obs.dice)) if not obs.own.dice_used >> d & 1
                       and not screen.pick_available(("die", d)))
            optional = any(screen.pick_available(("die", d)) for d in range(4, len(obs.dice)))
            text = (t("ink.can_end_skip", count=left) if left
                    else t("ink.can_end_optional") if optional else t("ink.can_end"))
        elif words.need_tool(screen):
            # no die fits and lava must be drawn: the status asked for lava dice
            text = words.need_tool(screen)
        elif obs.expansion in ("river", "lake"):
            text = t("ink.draw_all_water")
        elif obs.expansion == "lava":
            text = t("ink.draw_all_lava")  # "Вы должны взять 1 или 2 кубика лавы"
        else:
            text = t("ink.draw_all")
    elif obs.own.phase == DONE_PHASE:
        waiting = [view.names[p] for p in view.to_act if p != view.viewer]
        text = t("ink.waiting", names=join_names(t, waiting)) if waiting else t("ink.waiting_roll")
    else:
        text = ""
    if text:
        status = geo["status"]
        # the largest size at which the whole text fits (the Meteor's "pick its
        # direction, or…" in Russian needs three lines above the meteor buttons)
        size: str | int = 11
        for candidate in ("small", "tiny", 12):
            if draw.paragraph_height(theme, text, status.w, candidate) <= status.h + 4:
                size = candidate
                break
        draw.paragraph(surface, theme, text, status, size, "muted", align="center")


def draw_shown_note(screen: RailroadInkScreen, surface: pygame.Surface,
                    status: pygame.Rect) -> None:
    """Whose board is shown, beside it in the column. (It sat in a box over the board's
    lowest row, hiding that row of the board it was about.)"""
    obs, view, theme = screen.obs, screen.view, screen.ctx.theme
    assert obs is not None and view is not None and screen.shown is not None
    name = view.names[screen.shown]
    # after the last round (the final board) the board is final, not "as at the start
    # of round 8"
    note = (screen.t("ink.board_of", name=name) if _over(screen)
            else screen.t("ink.board_as_of", name=name, round=obs.round))
    lines = draw.wrap(theme, note, status.w - 8, "small")[:3]
    step = theme.line_height("small")
    for index, line in enumerate(lines):
        draw.text(surface, theme, line, (status.centerx, status.y + step * index + step // 2),
                  "small", "text", anchor="center", max_width=status.w - 8)


def draw_focus(screen: RailroadInkScreen, surface: pygame.Surface, info: Preview,
               cells: tuple[int, ...]) -> None:
    painter, layout, focus = screen.painter, screen.layout, screen.focus
    if focus == "longest_highway":
        painter.trace(surface, layout, info.road, ROAD_TRACE, 14)
    elif focus == "longest_railway":
        painter.trace(surface, layout, info.rail, RAIL_TRACE, 14)
    elif focus == "center":
        painter.centre(surface, layout, cells)
    elif focus in ("river", "lake", "lava"):
        painter.area(surface, layout, info.area)
    elif focus == "meteor":
        # the craters the row's routes lead to (it once marked every error instead)
        painter.area(surface, layout, [cell for cell in range(CELLS) if cells[cell] == CRATER])
    painter.errors(surface, layout, info, focus == "errors", screen.ctx.colour_blind)


def draw_message(screen: RailroadInkScreen, surface: pygame.Surface) -> None:
    if screen.message_time <= 0 or not screen.message:
        return
    theme = screen.ctx.theme
    frame = screen.layout.frame
    lines = draw.wrap(theme, screen.message, frame.w - 120, "body")
    height = 18 + 24 * len(lines)
    box = pygame.Rect(frame.x + 40, frame.bottom - 24 - height, frame.w - 80, height)
    if message_at_top(screen):
        box.top = frame.y + 24
    alpha = min(1.0, screen.message_time / 0.4)
    draw.panel(surface, box, (243, 236, 220, int(240 * alpha)), 14, shadow=8)
    draw.text_lines(surface, theme, lines, (box.centerx, box.y + 9), "body", 24, "toast_text",
                    anchor="midtop")


def message_at_top(screen: RailroadInkScreen) -> bool:
    """The message goes over the board's top two rows or its lowest two: never over the
    space it is about (a hint, a refusal, a die turned to fit), and else where it hides
    fewer of the spaces the picked die may take (at the bottom it covered row G's green
    spaces after "Turned to fit here")."""
    cell = screen.message_cell
    if cell is not None and cell // SIZE >= SIZE - 2:
        return True
    if cell is not None and cell // SIZE < 2:
        return False
    strong, _ = screen.targets()
    low = sum(1 for c in strong if c // SIZE >= SIZE - 2)
    high = sum(1 for c in strong if c // SIZE < 2)
    return low > high


def draw_dragged(screen: RailroadInkScreen, surface: pygame.Surface) -> None:
    variant = screen.current_variant()
    if variant is None:
        return
    rect = pygame.Rect(0, 0, 72, 72)
    rect.center = screen.drag_pos
    kind = die_kind(screen, screen.dragging)
    tray.die(surface, screen.ctx.theme, screen.art, rect, variant, kind, selected=True)


def die_kind(screen: RailroadInkScreen, pick: tuple[str, int] | None) -> str:
    """The die's edge colour: a special's gold, the junction die's, an expansion's."""
    obs = screen.obs
    if pick is None or obs is None:
        return "route"
    kind, index = pick
    if kind == "special":
        return "special"
    return "route" if index < 3 else "junction" if index == 3 else KIND_OF_FACE[obs.dice[index]]
