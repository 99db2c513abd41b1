"""Hot-seat hand-over: a full cover that hides the table until the next player is ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import draw
from game.eventlog import counted, format_event, runs
from game.scene import Scene, Services

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

#: Entries of the recap on the cover at most, the one saying how many earlier ones are
#: left out among them: enough for a round of 3-5 players (5 lost part of it).
RECAP_LINES = 7

# The card's layout, in pixels. The corner buttons ("Main menu", "Undo Bob's move") sit
# at y 34-78, beside the card's top while it was short; a card with a long recap grew to
# y 31 and a long name's Undo went across its corner. The card now starts below them.
CARD_W = 700
CARD_TOP = 90  # the highest the card's top goes: below the corner buttons
CARD_BOTTOM = 710  # the lowest its bottom goes
CORNER_Y, CORNER_H = 34, 44  # the corner buttons
# From the card's top: the note ("Last round"), the seat chip, "Pass the device to",
# the name, "Everyone else, please look away.", the rule over the recap, its heading and
# the top of its first entry.
NOTE_Y, CHIP_Y, CHIP = 22, 74, 64
PASS_Y, NAME_Y, LOOK_Y = 130, 172, 220
RULE_Y, HEADING_Y, ENTRIES_Y = 250, 270, 283
ENTRY_STEP = 26  # from an entry's first line to the next entry's
LINE_STEP = 21  # from a line of an entry to its next line (wrapped)
ENTRY_LINES = 3  # an entry wraps into at most this many lines before it is cut short
HANG = 14  # an entry's wrapped lines start this far right of its first
ENTRY_X = 76  # the entries' left edge from the card's (their heading's is 60)
ENTRY_W = CARD_W - 140 - HANG  # the width an entry's lines wrap at
BUTTON_GAP = 20  # from the recap's last entry to the button
BUTTON_H = 60
BUTTON_BELOW = 32  # from the button's bottom to the card's
NO_RECAP_BUTTON_Y = LOOK_Y + 44  # the button's top without a recap
#: The height the recap's entries may take: what the card leaves between its top and
#: bottom limits once everything else is in.
RECAP_HEIGHT = (CARD_BOTTOM - CARD_TOP) - (ENTRIES_Y + BUTTON_GAP + BUTTON_H + BUTTON_BELOW)


class HandoffScene(Scene):
    """Opaque on purpose: nothing of the previous player's view shows through."""

    name = "handoff"

    def __init__(self, app: Services, player_name: str, colour: int,
                 on_ready: Callable[[], None], recap: list[str] | None = None,
                 on_leave: Callable[[], None] | None = None, note: str = "",
                 on_undo: Callable[[], None] | None = None, undo_label: str = "",
                 since: str = "") -> None:
        super().__init__(app)
        #: the recap's heading: "Since your last turn", or since the game began for a
        #: player yet to take one (the first cover said "since your last turn")
        self.since = since or self.t("handoff.since")
        self.player_name, self.colour, self.on_ready = player_name, colour, on_ready
        self.recap = self.shorten(recap or [])  # public lines: what happened since
        # The way out to the main menu without showing the next hand (the game is saved
        # after every decision, so "Continue" comes back to this hand-over).
        self.on_leave = on_leave
        self.note = note  # the game's state worth knowing first ("Last round")
        # The player who just moved may take it back before passing the device (a
        # mis-tap showed the cover at once, with no Undo on it or on the next turn).
        self.on_undo, self.undo_label = on_undo, undo_label

    def entry_lines(self, entry: str) -> list[str]:
        """A recap entry as it is drawn: wrapped, at most :data:`ENTRY_LINES` lines (one
        line cut at 560 px lost the end of a Russian claim: «… и получает 1…»)."""
        return draw.fitted_lines(self.theme, entry, ENTRY_W, ENTRY_LINES, ("small",))[1]

    def entry_height(self, entry: str) -> int:
        return ENTRY_STEP + LINE_STEP * (len(self.entry_lines(entry)) - 1)

    def shorten(self, lines: list[str]) -> list[str]:
        """The recap as it fits: a line repeated in a row once, with its count ("Ada drew
        a route ×6"); the newest entries, at most :data:`RECAP_LINES` and as many as
        their lines fit :data:`RECAP_HEIGHT`, after an entry saying how many earlier
        ones are left out (they were dropped without a word)."""
        entries = [counted(line, count) for line, count in runs(lines)]
        kept: list[str] = []
        height = 0
        for index in range(len(entries) - 1, -1, -1):
            # kept down to this one, ``index`` entries are left out, and say so
            room = RECAP_HEIGHT - (ENTRY_STEP if index else 0)
            most = RECAP_LINES - (1 if index else 0)
            needed = self.entry_height(entries[index])
            if kept and (height + needed > room or len(kept) >= most):
                break
            kept.insert(0, entries[index])
            height += needed
        left_out = len(entries) - len(kept)
        # "entries", not "moves": the log's lines ("Round 2 is over", a die rolled)
        return [self.t("handoff.earlier", n=left_out), *kept] if left_out else kept

    def layout(self) -> tuple[pygame.Rect, int]:
        """The card and the y of its button (taller by the recap's lines). The card is
        centred on the screen as far as it stays below the corner buttons."""
        if self.recap:
            entries = sum(self.entry_height(entry) for entry in self.recap)
            button_y = ENTRIES_Y + entries + BUTTON_GAP
        else:
            button_y = NO_RECAP_BUTTON_Y
        card = pygame.Rect(640 - CARD_W // 2, 0, CARD_W, button_y + BUTTON_H + BUTTON_BELOW)
        card.centery = 360
        card.top = max(card.top, CARD_TOP)
        return card, card.y + button_y

    def build(self) -> None:
        # The main action is built first and the corner buttons come after it in Tab
        # order (``tab_late``): Tab's first stop was "Main menu", so Tab, Enter left the
        # game (the pause menu had been reordered for the same reason).
        label = self.t("handoff.ready", name=self.player_name)
        w = min(CARD_W - 24, max(320, self.theme.text_width(label, "h3", True) + 60))
        _, button_y = self.layout()
        self.button((640 - w // 2, button_y, w, BUTTON_H), label, self.ready,
                    style="primary", size="h3", id="ready")
        left_end = 40
        if self.on_leave is not None:
            label = self.t("play.to_title")
            w = self.theme.text_width(label, "body") + 48
            corner = self.button((40, CORNER_Y, w, CORNER_H), label, self.on_leave,
                                 style="ghost", id="to-title")
            corner.tab_late = True
            left_end = corner.rect.right + 24
        if self.on_undo is not None:
            w = min(self.theme.text_width(self.undo_label, "body") + 48, 1240 - left_end)
            corner = self.button((1240 - w, CORNER_Y, w, CORNER_H), self.undo_label,
                                 self.take_back, style="ghost", id="take-back")
            corner.tab_late = True

    def take_back(self) -> None:
        self.app.stack.pop()
        if self.on_undo is not None:
            self.on_undo()

    def ready(self) -> None:
        self.app.stack.pop()
        self.on_ready()

    def handle(self, intent) -> bool:
        if super().handle(intent):
            return True
        if intent.kind == "confirm":
            self.ready()
            return True
        return intent.kind == "back"  # there is no way around the hand-over

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        card, _ = self.layout()
        draw.panel(surface, card, theme.c("panel"), 20, border=theme.c("line"), shadow=16)
        top = card.y
        if self.note:
            draw.text(surface, theme, self.note, (640, top + NOTE_Y), "small", "accent", True,
                      "center", max_width=card.w - 60)
        chip = pygame.Rect(0, 0, CHIP, CHIP)
        chip.center = (640, top + CHIP_Y)
        draw.seat_chip(surface, theme, chip, self.colour, self.app.settings.colour_blind)
        draw.text(surface, theme, self.t("handoff.pass_to"), (640, top + PASS_Y), "h3",
                  "muted", anchor="center")
        draw.text(surface, theme, self.player_name, (640, top + NAME_Y), "h1", "text", True,
                  "center", max_width=640)
        draw.text(surface, theme, self.t("handoff.look_away"), (640, top + LOOK_Y), "body",
                  "muted", anchor="center", max_width=640)
        if not self.recap:
            return
        y = top + RULE_Y
        pygame.draw.line(surface, theme.c("line"), (card.x + 60, y), (card.right - 60, y))
        draw.text(surface, theme, self.since, (card.x + 60, top + HEADING_Y), "small",
                  "muted", True, "midleft")
        y = top + ENTRIES_Y + ENTRY_STEP // 2  # the middle of an entry's first line
        for entry in self.recap:
            for number, line in enumerate(self.entry_lines(entry)):
                x = card.x + ENTRY_X + (HANG if number else 0)
                draw.text(surface, theme, line, (x, y), "small", "text", anchor="midleft",
                          max_width=ENTRY_W)
                y += LINE_STEP
            y += ENTRY_STEP - LINE_STEP


def cover_for_next(play: PlayScene, first: int | None = None) -> None:
    """With two or more humans at ``play``'s table, cover it before another human's
    turn (the scene keeps the viewer it had until the next player is ready). An AI's
    turn is played under the cover for the human after it, who then watches it: the
    mover's hand stayed in sight while the AI thought, and a game continued from the
    title (no viewer yet) showed a blank table meanwhile. The messages in sight go: a
    hint named the mover's cards on the cover and on the next player's screen.

    The cover is for ``first`` if that player is to act, else for the first human to
    act: after a take-back, the player whose move it was (in a Railroad Ink round both
    are to act, and the cover went to the lower seat, not to the mover)."""
    driver = play.driver
    if len(driver.humans) < 2 or driver.is_over():
        return
    acting = driver.humans_to_act() or next_human(play)
    if not acting or play.viewer in acting:
        return
    nxt = first if first is not None and first in acting else acting[0]
    play.app.toasts.clear()
    moved = last_mover(play, nxt)  # who may take their move back from this cover

    def ready() -> None:
        play.viewer = nxt
        play.ui.focus(None)  # the mover's place in the bar is not the next player's
        play.screen.hand_over()  # nor in the game's own controls
        play.screen.on_undo()  # drop animations meant for the previous viewer
        play.refresh()

    def take_back() -> None:  # then a cover for the mover: the next may hold the device
        play.viewer = moved  # Undo is the viewer's (none after Continue), with the
        play.refresh()  # screen's view theirs: the clicks it takes back are the mover's
        play.undo()
        play.viewer = None
        cover_for_next(play, first=moved)

    play.app.stack.push(HandoffScene(
        play.app, play.names[nxt], play.looks[nxt].colour, ready, recap_for(play, nxt),
        on_leave=play.to_title, note=play.screen.banner(),
        on_undo=take_back if moved is not None else None,
        undo_label=play.t("handoff.undo", name=play.names[moved]) if moved is not None else "",
        since=play.t("handoff.since" if any(d.player == nxt for d in play.match.decisions)
                     else "handoff.since_start")))


def last_mover(play: PlayScene, nxt: int) -> int | None:
    """The human who made the last decision, if they may take it back from ``nxt``'s
    cover. It is the record's, not the viewer: a game continued from the title has no
    viewer at its cover, and "Undo Ada's move" went from it though Ada could still.
    None for the cover's own player (after a take-back the cover is the mover's, who
    undoes at the table) and for an AI's move."""
    decisions = play.match.decisions
    if not decisions:
        return None
    moved = decisions[-1].player
    if moved == nxt or not play.driver.can_undo(moved):  # an AI's, too
        return None
    return moved


def next_human(play: PlayScene) -> list[int]:
    """While one AI player is to act: the first human after it in turn order (none
    in a game where several act at once, as in a Railroad Ink round)."""
    acting = play.match.to_act()
    if len(acting) != 1:
        return []
    seats = len(play.match.config.seats)
    after = [(acting[0] + step) % seats for step in range(1, seats)]
    return [next(p for p in after if play.driver.is_human(p))]


def recap_for(play: PlayScene, player: int) -> list[str]:
    """Log lines since ``player``'s last decision, as anyone may read them (the
    hand-over screen is seen by the whole table)."""
    decisions = play.match.decisions
    last = max((i + 1 for i, d in enumerate(decisions) if d.player == player), default=0)
    has = play.app.i18n.has
    return [format_event(play.t, has, play.game_id, entry.event, None, play.names,
                         play.screen.event_fields)
            for entry in play.shown_log() if entry.decision > last]
