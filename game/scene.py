"""Scenes and the scene stack.

Lifecycle of a :class:`Scene` (the stack calls these; scenes never call them on
themselves):

``enter()``
    pushed onto the stack; builds its widgets (``build``).
``pause()``
    another scene was pushed on top of it.
``resume()``
    it is on top again.
``exit()``
    removed from the stack; it will not be used again.
``handle(intent) -> bool``
    an intent for the top scene; True if something consumed it.
``update(dt)``
    once per frame, top scene only, ``dt`` in seconds.
``draw(surface)``
    paint the logical 1280×720 surface; must not change any state. A ``transparent``
    scene (a dialog) is drawn over the scene below it.
``build()``
    (re)create widgets from the scene's own model: on enter and when the language
    changes (``relayout``). Widget state that matters lives in the scene, not widgets.

Every dependency (theme, text, settings, storage, sound, the stack) arrives through
:class:`Services`; nothing is global.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date
from typing import TYPE_CHECKING, Any

import pygame

from game import draw
from game.i18n import I18n
from game.input import Intent
from game.settings import Settings, save_settings
from game.theme import Theme
from game.widgets import Button, WidgetGroup
from game.widgets.keyboard import Keyboard
from game.widgets.text import Toasts
from rules.core.record import run_to_end

if TYPE_CHECKING:
    from game.platform import Host
    from game.sound import Sound


class Services:
    """What scenes may use. Built once by the app and passed to every scene."""

    def __init__(
        self, theme: Theme, i18n: I18n, settings: Settings, host: Host, sound: Sound,
        kiosk: bool = False,
    ) -> None:
        self.theme = theme
        self.i18n = i18n
        self.settings = settings
        self.host = host
        self.sound = sound
        self.kiosk = kiosk
        self.toasts = Toasts(theme)
        self.stack = SceneStack()
        self.quit_requested = False
        #: seconds an AI waits before its move shows (None: from the settings)
        self.ai_pace: float | None = None
        self.kiosk_idle_seconds = 180.0
        self.attract_pace = 0.9  # seconds per AI move in the attract loop
        #: replaces rules.ai.agent.make_agent (tests use fast agents)
        self.agent_maker: Callable[[str, str, int], Any] | None = None
        #: asks for a full garbage collection at the end of this frame, after a scene let
        #: go of a lot (the app points it at its collector, ``game/collector.py``)
        self.collect_after_frame: Callable[[], None] = lambda: None
        #: the player's last input was a finger: a text with a touch wording
        #: (``<key>.touch``: "tap", no keys to press) says it that way
        self.touch = False
        #: the local day (the records' dates; tests fix it)
        self.today: Callable[[], date] = date.today

    def t(self, key: str, default: str | None = None, **fields: object) -> str:
        if self.touch and self.i18n.has(f"{key}.touch"):
            key = f"{key}.touch"
        return self.i18n.t(key, default, **fields)

    def feedback(self, name: str) -> None:
        if self.settings.sound:
            self.sound.play(name)

    def save_settings(self) -> None:
        save_settings(self.host.storage, self.settings)

    def set_language(self, language: str) -> None:
        self.i18n.set_language(language)
        self.settings.language = language
        self.save_settings()
        self.stack.relayout()

    def toast(self, message: str, kind: str = "info") -> None:
        self.toasts.show(message, kind)


class Scene:
    name = "scene"
    transparent = False
    #: Steps that make the scene's first picture, run by the app in the spare time of
    #: frames while it keeps showing the picture before (``App.open_up``; a step that
    #: yields True asks for the next to start a frame of its own); None: it shows.
    opening: Iterator[bool | None] | None = None
    #: Where toasts go while this scene is on top (None: centred under the top bar).
    toast_area: pygame.Rect | None = None

    def __init__(self, app: Services) -> None:
        self.app = app
        self.theme = app.theme
        self.ui = WidgetGroup(app.theme)
        self.ui.space_activates = True  # see WidgetGroup.space_activates
        self.ui.keep_clear = self.text_regions  # (tooltips keep clear of them)
        self.keys: Keyboard | None = None  # the on-screen keyboard (see :meth:`keyboard`)

    def t(self, key: str, default: str | None = None, **fields: object) -> str:
        return self.app.t(key, default, **fields)

    # ----- lifecycle ----------------------------------------------------------------
    def enter(self) -> None:
        self.build()

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        pass

    def build(self) -> None:
        pass

    def open_now(self) -> None:
        """Run what is left of the opening at once (input arrived, or the finished
        picture is needed now)."""
        opening, self.opening = self.opening, None
        if opening is not None:
            run_to_end(opening)

    def relayout(self) -> None:
        self.ui.clear()
        self.build()

    def handle(self, intent: Intent) -> bool:
        keyboard = self.keyboard()
        if keyboard is not None and intent.kind == "back":  # Back puts the keyboard away
            keyboard.field.set_focus(False)
            return True
        if keyboard is not None and keyboard.handle(intent):
            return True
        if keyboard is not None and intent.kind == "hold" and keyboard.rect.collidepoint(
                intent.pos):
            return False  # a slow key press: it types (what the keys cover does not answer)
        if self.ui.handle(intent):
            return True
        if intent.kind == "back":
            return self.back()
        return False

    def keyboard(self) -> Keyboard | None:
        """The on-screen keyboard while a touch player types into one of this scene's
        text fields (a phone's browser shows none), else None."""
        field = None
        if self.app.touch:  # (a mouse and keys never need it: no walk over the widgets)
            field = next((w for w in self.ui.widgets if w.visible and
                          getattr(w, "focused", False) is True and hasattr(w, "caret")), None)
        if field is None:
            self.keys = None
        elif self.keys is None or self.keys.field is not field:
            layout = "en" if field.latin else self.app.i18n.language
            self.keys = Keyboard(self.theme, field, layout, self.t("keyboard.done"))
            self.keys.feedback = self.app.feedback
        return self.keys

    def back(self) -> bool:
        """Escape / Android back; True if handled."""
        return False

    def text_regions(self) -> list[pygame.Rect]:
        """Where the scene draws texts that are not widgets and that its tooltips should
        leave readable (see ``WidgetGroup.keep_clear``); none by default."""
        return []

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.keys is not None:
            self.keys.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.theme.background(), (0, 0))
        self.draw_content(surface)
        self.ui.draw(surface)
        keyboard = self.keyboard()
        if keyboard is not None:
            keyboard.draw(surface)
        self.ui.draw_tooltip(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    # ----- helpers ----------------------------------------------------------------
    def button(
        self, rect: Any, label: str, on_click: Callable[[], None] | None, **kwargs: Any
    ) -> Button:
        widget = Button(self.theme, rect, label, on_click, feedback=self.app.feedback, **kwargs)
        self.ui.add(widget)
        return widget

    def header(self, surface: pygame.Surface, title: str, subtitle: str = "") -> None:
        """The common page title at the top (leaves room for a back button at left)."""
        theme = self.theme
        draw.text(surface, theme, title, (140, 34), "h1", bold=True)
        if subtitle:
            draw.text(surface, theme, subtitle, (142, 80), "body", "muted")
        pygame.draw.line(surface, theme.c("line"), (40, 116), (1240, 116), 1)

    def back_button(self, on_click: Callable[[], None] | None = None) -> Button:
        return self.button((40, 34, 84, 44), self.t("common.back"), on_click or self.pop,
                           icon="‹", id="back", size="small")

    def pop(self) -> None:
        self.app.stack.pop()


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (the one below is not resumed)."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start again from ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def pop_until(self, keep: Callable[[Scene], bool]) -> None:
        """Pop scenes until the top one satisfies ``keep`` (which is resumed)."""
        while len(self.scenes) > 1 and not keep(self.scenes[-1]):
            self.scenes.pop().exit()
        if self.scenes:
            self.scenes[-1].resume()

    def truncate(self, keep: Scene) -> None:
        """Remove every scene above ``keep`` without resuming it."""
        while self.scenes and self.scenes[-1] is not keep:
            self.scenes.pop().exit()

    def find(self, kind: type) -> Any:
        return next((s for s in reversed(self.scenes) if isinstance(s, kind)), None)

    def relayout(self) -> None:
        for scene in self.scenes:
            scene.relayout()

    def handle(self, intent: Intent) -> bool:
        top = self.top
        return top.handle(intent) if top is not None else False

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def snapshot_below(self, scene: Scene) -> pygame.Surface:
        """What the scenes under ``scene`` look like now (a still backdrop for modals)."""
        from game.theme import LOGICAL_SIZE

        image = pygame.Surface(LOGICAL_SIZE)
        index = self.scenes.index(scene) if scene in self.scenes else len(self.scenes)
        below = SceneStack()
        below.scenes = self.scenes[:index]
        below.draw(image)
        return image

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0):]:
            scene.draw(surface)
