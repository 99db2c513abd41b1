"""The Railroad Ink screen's keys, so a game can be played from the keyboard alone.

1-6 pick a die and Shift+1-6 a special route (in the Meteor's first step: ignore the
meteor with it); R (Shift+R back) turns and M (or F) mirrors the picked drawing; the
arrow keys move the cursor over the board and Space (or Enter) draws there, or drops the
meteor on a space it is shown to hit; V and X take up the Lava's volcano and erase
tools; E ends the round; B shows the next player's board (one's own after the last);
S traces the score rows on the board one after another (then none), as a tap on a row.
Tab and Shift+Tab go through the board tabs, the board, the dice and the buttons, and
Enter works the one focused (see stops); the arrows and Space take the focus to the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.screens.railroad_ink import stops
from game.screens.railroad_ink.panel import categories
from rules.railroad_ink.tiles import CELLS, SIZE

if TYPE_CHECKING:
    from game.screens.railroad_ink.screen import RailroadInkScreen

KEY_DIRECTIONS = {"up": -SIZE, "down": SIZE, "left": -1, "right": 1}


def handle_key(screen: RailroadInkScreen, key: str) -> bool:
    obs = screen.obs
    if obs is None:
        return False
    if key in ("1", "2", "3", "4", "5", "6") and int(key) <= len(obs.dice):
        screen.select(("die", int(key) - 1))
        stops.follow(screen, f"die-{int(key) - 1}", ("die-", "special-"))
        return True
    if key in ("shift+1", "shift+2", "shift+3", "shift+4", "shift+5", "shift+6"):
        # the special routes (in the Meteor's first step: ignore it with that one)
        screen.select(("special", int(key[-1]) - 1))
        stops.follow(screen, f"special-{int(key[-1]) - 1}", ("die-", "special-"))
        return True
    if key == "v" and screen.my_turn and screen.options.volcano:
        screen.set_tool("volcano")
        return True
    if key == "x" and screen.my_turn and screen.options.erase:
        screen.set_tool("erase")
        return True
    if key == "b" and screen.view is not None and len(screen.view.names) > 1:
        # the next player's board, and back to one's own after the last
        start = screen.view.viewer if screen.shown is None else screen.shown
        screen.show_board((start + 1) % len(screen.view.names))
        shown = screen.view.viewer if screen.shown is None else screen.shown
        stops.follow(screen, f"tab-{shown}", ("tab-",))
        return True
    if key == "s":
        # the score rows were for the mouse alone ("Tap a line to see it on the board")
        rows = (*categories(obs.expansion), None)
        at = rows.index(screen.focus) if screen.focus in rows else len(rows) - 1
        screen.focus = rows[(at + 1) % len(rows)]
        return True
    if key in ("r", "shift+r"):
        screen.rotate(-1 if key == "shift+r" else 1)
        return True
    if key in ("m", "f"):
        screen.mirror()
        return True
    if key == "e":
        screen.end_round()
        return True
    if key in KEY_DIRECTIONS:
        step = KEY_DIRECTIONS[key]
        target = screen.cursor + step
        same_row = step in (-SIZE, SIZE) or target // SIZE == screen.cursor // SIZE
        if 0 <= target < CELLS and same_row:
            screen.cursor = target
            # Space now means the cursor's space, not one the die was turned to fit
            screen.pending = None
        stops.focus_board(screen)  # the cursor shows (and a die's ring goes)
        return True
    if key == "space":
        if stops.pick_focused(screen):
            stops.focus_board(screen)
            stops.enter_board(screen)
        return True
    return False
