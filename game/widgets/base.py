"""The widget base class and the group that routes intents and shows tooltips."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import draw
from game.input import Intent
from game.theme import Theme

Feedback = Callable[[str], None]  # plays a named sound effect

TOOLTIP_DELAY = 0.55


class Widget:
    """Something on screen at ``rect`` (logical coordinates).

    ``handle`` returns True when it consumed the intent. ``update`` advances animations.
    ``draw`` only paints. ``id`` names it for tests and keyboard shortcuts.
    ``focusable`` widgets take part in keyboard navigation (Tab, arrows, Enter).
    ``notes`` widgets only explain something: a tap shows their tooltip at once (touch
    has no resting pointer to show it).
    ``tab_late`` widgets come after all the others in Tab order (the results' score rows,
    which carry notes: a keyboard player reaches the buttons first).
    ``reach``, when given, is where a click or a tap takes it, larger than its drawing
    at ``rect`` (a tab or a small button: a finger's tap just off one went to nothing);
    the focus ring and a tooltip go round the drawing.
    """

    focusable = False
    notes = False
    tab_late = False

    def __init__(
        self,
        theme: Theme,
        rect: pygame.Rect | tuple[int, int, int, int],
        *,
        id: str = "",
        enabled: bool = True,
        tooltip: str = "",
        feedback: Feedback | None = None,
        reach: pygame.Rect | tuple[int, int, int, int] | None = None,
    ) -> None:
        self.theme = theme
        self.rect = pygame.Rect(rect)
        self._reach = None if reach is None else pygame.Rect(reach).union(self.rect)
        self.id = id
        self.enabled = enabled
        self.visible = True
        self.tooltip = tooltip
        self.feedback = feedback
        self.hover = False

    @property
    def reach(self) -> pygame.Rect:
        """Where a click or a tap takes this widget: its ``rect`` unless it reaches further."""
        return self.rect if self._reach is None else self._reach

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.reach.collidepoint(pos)

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("point", "drag", "drop", "press", "down"):
            self.hover = self.contains(intent.pos)
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def sound(self, name: str) -> None:
        if self.feedback is not None:
            self.feedback(name)

    def move(self, dx: int, dy: int) -> None:
        self.rect.move_ip(dx, dy)
        if self._reach is not None:
            self._reach.move_ip(dx, dy)

    def find(self, widget_id: str) -> Widget | None:
        return self if self.id == widget_id else None

    # ----- keyboard ---------------------------------------------------------------
    def activate(self) -> None:
        """Enter on the focused widget (a click, for most)."""

    def step(self, direction: int) -> None:
        """Left/right arrow on the focused widget (pickers change their value)."""

    @property
    def has_value(self) -> bool:
        """A picker: a widget with a value the arrows step."""
        return type(self).step is not Widget.step

    def set_focus(self, focused: bool) -> None:
        """Told when keyboard focus arrives or leaves."""


class Pressable(Widget):
    """A widget that ``on_click`` runs for: a click or tap released over it, or Enter
    while it has the focus. ``held`` is true while the pointer is down on it (its
    pressed look); a widget without ``on_click`` or disabled is never held."""

    focusable = True

    def __init__(self, theme: Theme, rect: pygame.Rect | tuple[int, int, int, int],
                 on_click: Callable[[], None] | None = None, **kwargs: Any) -> None:
        super().__init__(theme, rect, **kwargs)
        self.on_click = on_click
        self.held = False

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        inside = self.contains(intent.pos)
        if intent.kind == "down" and inside:
            self.held = self.enabled and self.on_click is not None
            return True
        if intent.kind == "press":
            self.held = False
            if inside:
                self.activate()
                return True
        if intent.kind == "drop":
            self.held = False
        return False

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.sound("click")
            self.on_click()


#: The arrow keys' directions on the screen.
ARROW_WAYS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def _beyond(here: pygame.Rect, there: pygame.Rect, way: tuple[int, int]) -> bool:
    """``there`` lies wholly past ``here``'s edge on the side ``way`` (a card's own
    button is not beside its card; page buttons above a column are not to its right)."""
    if way[0]:
        return there.left >= here.right - 4 if way[0] > 0 else there.right <= here.left + 4
    return there.top >= here.bottom - 4 if way[1] > 0 else there.bottom <= here.top + 4


def _has_caret(widget: Widget) -> bool:
    """A text field with its caret (its own ``focused`` flag; a group's ``focused`` is the
    widget with the keyboard's focus)."""
    return getattr(widget, "focused", False) is True


class WidgetGroup(Widget):
    """Widgets in drawing order; intents go to the topmost first."""

    def __init__(self, theme: Theme, widgets: list[Widget] | None = None) -> None:
        super().__init__(theme, (0, 0, 0, 0))
        self.widgets: list[Widget] = list(widgets or [])
        self.pointer = (-1, -1)
        self.hover_time = 0.0
        self.hovered: Widget | None = None
        self.tip_above = False  # the tooltip goes above the pointer (a long press)
        #: the widget whose tooltip a mouse pointer shows and where the box stood from the
        #: pointer last frame, which this one keeps where it can while the pointer stays
        #: on it (draw.beside_pointer)
        self.tip_from: tuple[Widget, tuple[int, int]] | None = None
        #: Space works the focused widget, as Enter does: on in the shell's scenes (a
        #: toggle, a card), off in games (a card drawn by Space cannot be taken back;
        #: Railroad Ink draws at its cursor), dialogs and the rules (Space pages down)
        self.space_activates = False
        self.focused: Widget | None = None
        self.focus_time = 0.0  # since the keyboard focus last moved (its tooltip waits)
        #: x where a second column starts: Tab finishes the column left of it first
        #: (None: one column, the whole width)
        self.column_x: int | None = None
        #: The texts on screen that are not widgets (a prompt above the choices, a status
        #: line, the results' total), which tooltips keep clear of where they can; a scene
        #: or a game's screen sets it (none by default).
        self.keep_clear: Callable[[], Sequence[pygame.Rect]] = lambda: ()

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.hovered = None
        self.focused = None

    def focus(self, widget: Widget | None) -> None:
        if self.focused is not None and self.focused is not widget:
            self.focused.set_focus(False)
        same = widget is self.focused or (widget is not None and self.focused is not None
                                          and widget.id != "" and widget.id == self.focused.id)
        if not same:  # (the same place again after a rebuild: no new wait)
            self.focus_time = 0.0
        self.focused = widget
        self.one_caret(widget)
        if widget is not None:
            widget.set_focus(True)

    def one_caret(self, widget: Widget | None) -> None:
        """One caret at a time: every text field but ``widget`` loses its focus (a field
        clicked into left the caret in one clicked before it, and Tab went on from that
        one: the press stops at the field it lands on, so the others never saw it)."""
        for other in self.widgets:
            if other is not widget and _has_caret(other):
                other.set_focus(False)

    def focused_id(self) -> str:
        """The id of the widget with the keyboard focus ("" for none)."""
        return self.focused.id if self.focused is not None else ""

    def refocus(self, widget_id: str) -> None:
        """Give the keyboard focus back to the widget ``widget_id`` after a rebuild
        (nothing if it is gone or cannot take the focus)."""
        widget = self.find(widget_id) if widget_id else None
        if widget is not None and widget.focusable and widget.visible and widget.enabled:
            self.focus(widget)

    def focus_order(self) -> list[Widget]:
        """The widgets Tab visits, in reading order (rows top to bottom, each left to
        right; with ``column_x``, the left column's before the right one's; ``tab_late``
        widgets after all the others). A row is the widgets whose middles lie within the
        first one's top half-height below it (fixed 60 px bands split rows of 40 px
        buttons and merged others: Tab went 0, 2, 1, 3)."""
        column_x = self.column_x
        ready = [w for w in self.widgets if w.focusable and w.visible and w.enabled]
        rows: dict[int, int] = {}  # id(widget) -> its row
        row, row_end = -1, float("-inf")
        for w in sorted(ready, key=lambda w: w.rect.centery):
            if w.rect.centery >= row_end:
                row, row_end = row + 1, w.rect.centery + max(1, w.rect.h // 2)
            rows[id(w)] = row

        def place(w: Widget) -> tuple[bool, bool, int, int]:
            return (w.tab_late, column_x is not None and w.rect.x >= column_x, rows[id(w)],
                    w.rect.x)

        def key(w: Widget) -> tuple[bool, bool, int, int, int]:
            # a button inside a card (a game's "Rules" on the title) comes right after
            # its card: Tab went through a whole row of cards, then their buttons
            card = next((c for c in ready if c is not w and c.rect.contains(w.rect)
                         and c.rect != w.rect), None)
            return (*place(card), 1) if card is not None else (*place(w), 0)

        return sorted(ready, key=key)

    def move_focus(self, direction: int) -> None:
        """Tab within the group, round and round."""
        if not self.focus_step(direction):
            self.focus_step(direction)

    def focus_step(self, direction: int) -> bool:
        """Focus the next (``direction`` 1) or previous widget; False, with no widget
        focused, when that would go past either end (or there is none), so that a scene
        with several groups can go on in the next one."""
        order = self.focus_order()
        # a text field clicked into (or given its caret by its scene) holds the place:
        # Tab from it went back to the first widget, the Back button
        current = self.focused if self.focused in order else next(
            (w for w in order if getattr(w, "focused", False) is True), None)
        if current is not None:
            index = order.index(current) + direction
        else:
            index = 0 if direction > 0 else len(order) - 1
        if not 0 <= index < len(order):
            self.focus(None)
            return False
        self.focus(order[index])
        return True

    def focus_toward(self, key: str) -> bool:
        """Arrow-key navigation on a screen of cards and buttons: focus the nearest widget
        wholly on that side of the focused one, within 45 degrees of the way if any is
        (Right along a row does not jump to a far button below), the sideways distance
        weighing triple (the next in a row or column first); with nothing focused, the
        first. False when there is nothing that way."""
        order = self.focus_order()
        if not order:
            return False
        current = self.focused if self.focused in order else None
        if current is None:
            self.focus(order[0])
            return True
        way = ARROW_WAYS.get(key)
        if way is None:
            return False
        here = current.rect
        # cards, not the buttons on them (a game's "Rules" on its card: Tab reaches it)
        order = [w for w in order if w is current or not any(
            c is not w and c.rect.contains(w.rect) and c.rect != w.rect for c in order)]
        cx, cy = here.center
        best: tuple[bool, float, Widget] | None = None
        for widget in order:
            there = widget.rect
            x, y = there.center
            ahead = (x - cx) * way[0] + (y - cy) * way[1]
            aside = abs((x - cx) * way[1]) + abs((y - cy) * way[0])
            if widget is current or ahead <= 0 or not _beyond(here, there, way):
                continue
            # within 45 degrees first; else (the title's buttons up to the right of its
            # middle cards) the nearest that way at all
            choice = (aside > ahead, ahead + 3 * aside, widget)
            if best is None or choice[:2] < best[:2]:
                best = choice
        if best is None:
            return False
        self.focus(best[2])
        return True

    def handle_keys(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.key in ("tab", "shift+tab"):
            self.move_focus(-1 if intent.key.startswith("shift") else 1)
            return True
        focused = self.focused
        if focused is None or not focused.visible or not focused.enabled:
            return False
        # Enter or Space (as on the web) works the focused widget: Space flipped nothing
        space = intent.kind == "key" and intent.key == "space" and self.space_activates
        works = intent.kind == "confirm" or space
        if works and focused.focusable and not hasattr(focused, "caret"):
            focused.activate()
            return True
        if intent.kind == "key" and intent.key in ("left", "right") and not hasattr(
                focused, "caret") and focused.has_value:
            # only a widget with a value to step takes the arrows (a focused button let
            # them go nowhere: Railroad Ink's cursor stopped after a Tab to the bar)
            focused.step(-1 if intent.key == "left" else 1)
            return True
        return False

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("down", "press") and self.focused is not None:
            self.focus(None)  # the pointer takes over from the keyboard
        elif self.handle_keys(intent):
            return True
        if intent.is_pointer:
            self.pointer = intent.pos
        if intent.kind == "hold":  # a long press: the tooltip of what is under the finger
            self.pointer = intent.pos
            held = next(
                (w for w in reversed(self.widgets) if w.visible and w.contains(intent.pos)), None
            )
            if held is None:
                return False
            if held.tooltip:
                self.hovered, self.hover_time = held, TOOLTIP_DELAY
                self.tip_above = True  # the finger and hand cover what is below it
                return True
            return held.handle(intent)  # a panel's own widgets (a dialog's buttons)
        consumed = False
        for widget in reversed(self.widgets):
            if not widget.visible:
                continue
            if consumed and intent.kind == "point":
                widget.hover = False
                continue
            if widget.handle(intent):
                consumed = True
                if intent.kind == "press" and _has_caret(widget):
                    self.one_caret(widget)
                if intent.kind != "point":
                    break
        if intent.kind == "point":
            hovered = next(
                (w for w in reversed(self.widgets) if w.visible and w.contains(intent.pos)), None
            )
            if hovered is not self.hovered:
                self.hovered, self.hover_time = hovered, 0.0
                self.tip_above = False
        elif intent.kind == "press" and self.hovered is not None and self.hovered.notes \
                and self.hovered.contains(intent.pos):
            self.hover_time = TOOLTIP_DELAY  # a note's tooltip at once (see Widget.notes)
        elif intent.kind in ("down", "press", "scroll", "drag"):
            self.hover_time = -10.0  # no tooltip right after acting
        return consumed

    def update(self, dt: float) -> None:
        self.hover_time += dt
        self.focus_time += dt
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        focused = self.focused
        if focused is not None and focused.visible and not hasattr(focused, "caret"):
            ring = focused.rect.inflate(8, 8)
            pygame.draw.rect(surface, self.theme.c("accent_hi"), ring, 2,
                             border_radius=min(16, ring.h // 2))

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        shown = self.tooltip_box(surface.get_clip())
        if shown is None:
            return
        box, lines = shown
        theme = self.theme
        draw.panel(surface, box, theme.c("toast"), radius=8, shadow=6)
        draw.text_lines(surface, theme, lines, (box.x + 10, box.y + 7), "small",
                        theme.line_height("small"), "toast_text")

    def tooltip_box(self, clip: pygame.Rect) -> tuple[pygame.Rect, list[str]] | None:
        """Where the hovered widget's tooltip goes inside ``clip`` and its lines, or None
        when none shows: beside the pointer, or above a finger's long press; with no
        pointer resting on one, the keyboard's focused widget's, beside it (a keyboard
        player read no tooltip at all: the results' row notes, a choice's explanation)."""
        widget = self.hovered
        area = clip.inflate(-8, -8)  # inside the area being drawn
        if widget is None or not widget.tooltip or self.hover_time < TOOLTIP_DELAY or \
                not widget.contains(self.pointer):
            self.tip_from = None  # (the pointer left: its next box starts at the usual place)
            widget = self.focused
            if widget is None or not widget.visible or self.focus_time < TOOLTIP_DELAY or \
                    not self.says_more(widget):
                return None
            size, lines = self.measure(widget.tooltip)
            # clear of its focus ring, where it can of the screen's texts (keep_clear:
            # GWT's prompt, the results' total), then of the other controls
            return draw.beside_rect(size, widget.rect.inflate(8, 8), area,
                                    self.controls_besides(widget), self.keep_clear()), lines
        if not self.tip_above and not self.says_more(widget):  # (a finger asked: even so)
            return None
        size, lines = self.measure(widget.tooltip)
        if self.tip_above:  # above a finger's long press, whatever it hides there
            return draw.beside_pointer(size, self.pointer, area, True), lines
        # by a mouse pointer clear of the screen's texts only: weighing the controls
        # around too, the box jumped from side to side as the pointer moved a pixel (what
        # each place hid changed with it) and went over the control it explained
        x, y = self.pointer
        last = self.tip_from[1] if self.tip_from and self.tip_from[0] is widget else None
        box = draw.beside_pointer(size, self.pointer, area, False, keep=self.keep_clear(),
                                  last=last)
        self.tip_from = (widget, (box.x - x, box.y - y))
        return box, lines

    def controls_besides(self, widget: Widget) -> list[pygame.Rect]:
        """The other widgets in sight, which the tooltip of a focused ``widget`` keeps
        clear of after the texts: the places Tab goes next, and those only a pointer works
        (GWT's hand cards: a choice's tooltip went over them)."""
        return [w.rect for w in self.widgets
                if w is not widget and w.visible and not w.rect.contains(widget.rect)]

    @staticmethod
    def says_more(widget: Widget) -> bool:
        """A tooltip that is not only the widget's label again (a mouse has that)."""
        return bool(widget.tooltip) and widget.tooltip != " ".join(
            getattr(widget, "label", "").split())

    def measure(self, tooltip: str) -> tuple[tuple[int, int], list[str]]:
        """A tooltip box's size and its lines."""
        theme = self.theme
        lines = draw.wrap(theme, tooltip, 300, "small")
        width = max(theme.text_width(line, "small") for line in lines) + 20
        return (width, len(lines) * theme.line_height("small") + 14), lines

    def find(self, widget_id: str) -> Widget | None:
        for widget in self.widgets:
            found = widget.find(widget_id)
            if found is not None:
                return found
        return None

    def move(self, dx: int, dy: int) -> None:
        for widget in self.widgets:
            widget.move(dx, dy)
