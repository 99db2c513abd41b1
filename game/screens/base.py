"""The interface a game screen implements, and what the host gives it.

A game screen draws one game's table inside ``ctx.rect`` (the play area of the host:
the top bar with menu/undo/hint/codes and the side panel with players and the log
belong to the host). It sees only a :class:`View`: the observation of the viewing
player and, when that player is to act, the legal actions. It never sees the state.
To act it calls ``ctx.choose(action)`` with one of ``view.legal``.

Lifecycle, driven by the play scene:

1. ``__init__(ctx)`` once.
2. ``set_view(view)`` before the first draw and whenever the state or the viewer
   changes (after every decision, after undo, after a hot-seat hand-over).
3. ``on_events(events)`` right after the ``set_view`` that follows a decision, with
   that decision's events, for animation and sounds. Events may carry private details
   (a drawn card): show only what ``view.observation`` also shows.
4. ``handle(intent) -> bool``, ``update(dt)``, ``draw(surface)`` every frame (draw
   never changes state).
5. ``show_hint(action) -> bool``: highlight a suggested action; return False to let
   the host show ``describe(action)`` as text instead.
6. ``on_undo()`` when decisions were taken back (drop running animations).
7. ``warm_steps()`` once, after the first ``set_view``, while the game opens: small
   steps (a millisecond or a few each) that make what the first ``draw`` and
   ``update`` would otherwise make in one frame (pictures that depend on the position:
   a board's score preview, painted layers, tile art). The play scene runs them in the
   spare time of the frames before it shows (see ``game.scenes.play``), so no frame
   pays for all of them at once; a step that yields True asks for the next one to
   start a frame of its own (it is known to be long). They only fill caches: a screen
   works without them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game import draw
from game.input import Intent
from game.theme import Theme
from rules.core.config import GameConfig
from rules.core.game import Action, Event, Observation


@dataclass(frozen=True)
class View:
    observation: Observation
    viewer: int  # whose observation this is
    legal: tuple[Action, ...]  # empty unless the viewer is a human to act now
    to_act: tuple[int, ...]
    names: tuple[str, ...]
    colours: tuple[int, ...]  # theme seat colour index per player
    thinking: tuple[int, ...] = ()  # AI players at work
    watched: bool = False  # the viewer is no one at this device (an AI's game, the demo)

    def whose(self, t: Callable[..., str], yours: str, theirs: str, **fields: object) -> str:
        """``yours`` for a player at this device; in a watched game ``theirs``, which
        names the player shown ("Ada's cards")."""
        if self.watched:
            return t(theirs, name=self.names[self.viewer], **fields)
        return t(yours, **fields)


@dataclass
class ScreenContext:
    theme: Theme
    t: Callable[..., str]  # i18n: t(key, default=None, **fields)
    rect: pygame.Rect  # the play area, logical coordinates
    choose: Callable[[Action], None]
    colour_blind: bool = False
    animation: str = "normal"  # slow / normal / fast / off
    feedback: Callable[[str], None] | None = None  # play a sound effect by name
    config: GameConfig | None = None  # the match being shown (public: seats, options)
    seed: int | None = None  # its seed (a screen may recognise a daily challenge by it)
    #: whether the player's last input was a finger (a screen may take taps less exactly)
    touch: Callable[[], bool] = lambda: False

    def seat_chip(self, surface: pygame.Surface, rect: pygame.Rect, colour: int) -> None:
        """A player's colour chip, with pattern and symbol in colour-blind mode."""
        draw.seat_chip(surface, self.theme, rect, colour, self.colour_blind)

    def sound(self, name: str) -> None:
        if self.feedback is not None:
            self.feedback(name)

    def button(self, rect: Any, label: str, on_click: Callable[[], None], **kwargs: Any) -> Any:
        """A themed button with the click sound (see :class:`game.widgets.Button`)."""
        from game.widgets import Button

        return Button(self.theme, rect, label, on_click, feedback=self.feedback, **kwargs)


#: Seconds a screen's own message (:meth:`GameScreen.say`) stays up.
MESSAGE_SECONDS = 3.2


class GameScreen:
    """Base class with harmless defaults; a game overrides what it needs."""

    # Seconds the finished board stays on screen before the results scene opens.
    end_delay = 1.4
    #: Event kinds that announce a decision still being made, left out of the log once
    #: their player's next event tells how it went (eventlog.without_preludes).
    log_preludes: frozenset[str] = frozenset()

    def __init__(self, ctx: ScreenContext) -> None:
        self.ctx = ctx
        self.view: View | None = None
        #: per viewer, the decisions each of their clicks made (see :meth:`count_decision`)
        self.clicks: dict[int, list[int]] = {}
        #: what the screen says over its board (why a click did nothing, a hint), and for
        #: how many more seconds; the game's screen draws it (GWT and Railroad Ink do)
        self.message, self.message_time = "", 0.0

    def set_view(self, view: View) -> None:
        if self.view is not None and view.viewer != self.view.viewer:
            self.message_time = 0.0  # the previous player's message is not for the next
        self.view = view

    def say(self, text: str) -> None:
        """Show ``text`` over the board for a few seconds."""
        self.message, self.message_time = text, MESSAGE_SECONDS

    def age_message(self, dt: float) -> None:
        self.message_time = max(0.0, self.message_time - dt)

    def on_events(self, events: Sequence[Event]) -> None:
        pass

    def on_undo(self) -> None:
        pass

    def reword(self) -> None:
        """The language changed (the settings, mid-game): what the screen keeps worded
        beyond the next view (captions on a map) is said anew or goes. Nothing by
        default; the scene gives the view again after it."""

    def hand_over(self) -> None:
        """The device passes to another player at the table: the keyboard's place was the
        mover's, not theirs (none kept by default)."""

    def handle(self, intent: Intent) -> bool:
        return False

    def text_regions(self) -> Sequence[pygame.Rect]:
        """Where the screen draws texts that are not controls and must stay readable (a
        prompt above the choices, a status line), in logical coordinates. The tooltips
        of the host's bar keep clear of them where they can; so do the screen's own if it
        sets its WidgetGroup's ``keep_clear`` to this method. None by default."""
        return ()

    def banner(self) -> str:
        """A short note on the game's state for the top bar beside the game's title (the
        final turns of Great Western Trail); none by default."""
        return ""

    def count_decision(self, same_click: bool = False) -> None:
        """Note a decision the viewer is making: a click of its own, or one more of the
        last click's (a GWT walk's next step, a TTR claim's payment)."""
        if self.view is None:
            return
        made = self.clicks.setdefault(self.view.viewer, [])
        if same_click and made:
            made[-1] += 1
        else:
            made.append(1)

    def undo_steps(self) -> int:
        """How many of the viewer's decisions Undo takes back: those their last click made
        (one, unless a click made several: a walk to a place, a claim and its payment)."""
        made = self.clicks.get(self.view.viewer, []) if self.view is not None else []
        return made.pop() if made else 1

    def focus_step(self, direction: int) -> bool:
        """Tab into and through the screen's own buttons (after the play scene's bar):
        like ``WidgetGroup.focus_step``, False once past either end. A screen without
        buttons to tab to keeps the default."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def show_hint(self, action: Action) -> bool:
        return False

    def warm_steps(self) -> Iterator[bool | None]:
        """Steps that prepare the first draw of the current view (see the lifecycle);
        none by default."""
        return iter(())

    def describe(self, action: Action) -> str:
        return str(action)

    def event_fields(self, event: Event) -> Mapping[str, Any]:
        """The fields of an event's log template (``event.<game>.<kind>``); a game may
        turn raw details (ids, codes) into readable, translated names here."""
        return event.details

    def find(self, widget_id: str) -> Any:
        """A widget by id, for tests (screens built from widgets override this)."""
        return None
