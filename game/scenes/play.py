"""The game screen host: a game's own screen in the middle, the host's controls around it.

The host owns the :class:`Driver` (AI thinking in slices, autosave, undo, hints), the
top bar (menu, undo, hint, save and challenge codes), the side panel (players, who is
to act, the "thinking" indicator, the game log) and the hot-seat hand-over. The game's
screen (from the screen registry) only ever gets the observation of the viewing player.

Opening (issue 4: no frame over ~10 ms): the frame a play scene is made in builds the
driver and the game's screen and gives the screen its view; what the first picture
still needs (the log's lines, worded and wrapped; the screen's ``warm_steps``: score
previews, painted layers, tile art; one rehearsal of the whole draw, which fills every
text and picture cache it meets) is its ``opening`` (``game.scene.Scene``), small
steps that the app runs in the spare time of the next frames (``App.open_up``) while
it keeps showing the picture it showed before. The scene appears in the frame after
the last step. Until then it does no AI work and no screen update; input other than
pointer movement opens it at once (``open_now``) before it is handled, so nothing acts
on a half-prepared scene.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator, Iterator, Sequence

import pygame

from game import catalog, draw
from game.driver import Driver, LogEntry
from game.input import Intent, modal_takes
from game.records import Outcome, add_game
from game.scene import Scene, Services
from game.scenes import side
from game.scenes.log import LOG_LINES, LogMixin
from game.scenes.side import LOG_GLOW_SECONDS, SIDE_RECT
from game.screens.base import GameScreen, ScreenContext, View
from game.screens.registry import screen_factory, screen_preparation
from game.settings import AI_PACE, SeatLook, clear_autosave, write_autosave
from game.widgets import ScrollPanel
from game.widgets.text import clean_name
from rules.ai.agent import make_agent
from rules.core.errors import RulesError
from rules.core.game import Action
from rules.core.record import Match, Step

PLAY_RECT = pygame.Rect(16, 76, 928, 628)
LOG_CHUNK = 20  # log entries worded and wrapped per opening step (~0.5 ms natively)
#: The bar's buttons from the right: id, label, tooltip (catalog keys).
BAR_BUTTONS = (("challenge", "play.challenge", "play.challenge_tip"),
               ("savecode", "play.save_code", "play.save_code_tip"),
               ("hint", "play.hint", "play.hint_tip"), ("undo", "play.undo", "play.undo_tip"))


def screen_context(app: Services, choose: Callable[[Action], None] = lambda action: None,
                   match: Match | None = None) -> ScreenContext:
    """What a game screen is given: the play area and the settings (and the match)."""
    return ScreenContext(
        app.theme, app.t, PLAY_RECT.copy(), choose,
        colour_blind=app.settings.colour_blind, animation=app.settings.animation,
        feedback=app.feedback, config=match.config if match else None,
        seed=match.seed if match else None, touch=lambda: app.touch,
    )


def preparing(app: Services, game_ids: Sequence[str]) -> Generator[None, None, None]:
    """What the screens of ``game_ids`` still need before they open at once with the
    app's settings (their preparations: a Ticket to Ride map's layout and painted base
    the first time, about 85 ms for Europe), in steps of a millisecond or less. The app
    runs it in the spare time of its frames from start-up on, and the loading panel
    after a replay, so the frame a game opens in does not pay for it."""
    context = screen_context(app)
    for game_id in game_ids:
        steps = screen_preparation(game_id, context)
        if steps is not None:
            yield from steps


class PlayScene(LogMixin, Scene):
    name = "game"

    def __init__(
        self, app: Services, match: Match, looks: list[SeatLook] | None = None, *,
        attract: bool = False, on_touch: Callable[[str], None] | None = None,
        history: list[Step] | None = None, clicks: dict[int, list[int]] | None = None,
    ) -> None:
        super().__init__(app)
        # Space is the game's (Railroad Ink draws at its cursor), also with the bar focused
        self.ui.space_activates = False
        self.match = match
        self.game_id = match.config.game
        count = match.config.num_players
        looks = list(looks or [])
        looks += [SeatLook("", i) for i in range(len(looks), count)]
        # a seat without a name (none given, or a damaged saved one) shows its default
        self.looks = [SeatLook(clean_name(self.theme, look.name) or match.config.seats[i].name
                               or self.t("seat.default_name", n=i + 1), look.colour)
                      for i, look in enumerate(looks[:count])]
        self.word_default_names()
        self.attract = attract
        self.on_touch = on_touch
        pace = app.ai_pace if app.ai_pace is not None else AI_PACE[app.settings.animation]
        # a kiosk is a public device: nobody's game is kept for the next visitor
        self.saves = not (attract or app.kiosk)
        self.ends_here = not match.is_over()  # a finished game opened from a code: no record
        saver = self.autosave if self.saves else None
        pace = max(pace, app.attract_pace) if attract else pace
        self.driver = Driver(match, seed=match.seed & 0xFFFF, pace=pace,
                             saver=saver, make=app.agent_maker or make_agent, history=history)
        # The frame this scene opens in builds and first draws the game's screen (and
        # often did the previous scene's work): the AI starts thinking in the next one.
        self.driver.rest()
        self.viewer: int | None = None
        self.seen_version = -1
        self.touch_seen = app.touch  # a change of hand (mouse, finger) words texts again
        self.menu_again = ""  # the pause menu's button whose page is open (rules, settings)
        self.time = 0.0
        self.end_timer = 0.0
        #: the game's end recorded (records kept, autosave cleared) and its outcome: done
        #: as the game ends, not as the results open (a player leaving during the final
        #: board kept a finished game as the saved one and lost its record)
        self.settled = False
        self.outcome: Outcome | None = None
        self.hint_shown = ""  # the hint's message on screen, taken down once acted on
        self.log_lines: list[tuple[int | None, str]] = []
        self.fresh_from = 0  # log lines from this index on are new: they glow a moment
        self.fresh_time = LOG_GLOW_SECONDS  # the moves before this scene do not glow
        self.log_total = len(self.driver.log)
        factory = screen_factory(self.game_id)
        if factory is None:
            raise RulesError(f"no screen for {self.game_id}")
        self.screen: GameScreen = factory(screen_context(app, self.choose, match))
        self.screen.clicks = {p: list(made) for p, made in (clicks or {}).items()}  # (saved)
        #: Log lines worded for ``worded_for`` (viewer, language, game over): id(entry) ->
        #: (entry, text); the entry is kept so that its id cannot be reused meanwhile.
        self.worded: dict[int, tuple[LogEntry, str]] = {}
        self.worded_for: tuple[int | None, str, bool] | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(look.name for look in self.looks)

    def autosave(self, match: Match) -> None:
        """After every decision and as the scene opens: a game going on is saved, one
        over is settled at once (the window may close before the results open)."""
        if match.is_over():
            self.settle()
        else:
            write_autosave(self.app.host.storage, match, self.looks, self.screen.clicks)

    # ----- lifecycle ----------------------------------------------------------------
    def enter(self) -> None:
        humans = self.driver.humans
        if len(humans) == 1:
            self.viewer = humans[0]
        elif not humans or self.driver.is_over():  # a finished hot-seat game: no secrets
            acting = self.match.to_act()
            self.viewer = acting[0] if acting else 0
        super().enter()
        if self.saves:
            self.autosave(self.match)
        self.opening = self.opening_steps()
        self.show_view()
        self.sync_buttons()
        self.check_handoff()

    def opening_steps(self) -> Iterator[bool | None]:
        """What the first picture needs, a step at a time (the app runs them)."""
        entries = self.shown_log()[-LOG_LINES:]
        for start in range(0, len(entries), LOG_CHUNK):
            for entry in entries[start:start + LOG_CHUNK]:
                if self.viewer is not None:
                    self.line_count(self.log_text(entry, self.viewer))
            yield
        self.refresh_log()
        yield
        yield from self.screen.warm_steps()
        yield True  # the next step is long: it gets a frame of its own
        # A rehearsal of the first draw in two steps (the table, then the host's bars and
        # log) onto a 1×1 surface: every blit and shape is clipped away, but the texts
        # and pictures the draw asks for are made, so the first real draw finds them.
        rehearsal = pygame.Surface((1, 1))
        self.draw_table(rehearsal)
        yield
        self.draw_host(rehearsal)

    def build(self) -> None:
        self.log_panel = ScrollPanel(self.theme, (SIDE_RECT.x + 8, 0, SIDE_RECT.w - 16, 10), 0,
                                     paint=lambda surface, top: side.paint_log(self, surface, top),
                                     id="log")
        self.layout_log()
        self.ui.add(self.log_panel)
        if self.attract:
            return
        self.button((16, 12, 116, 44), self.t("play.menu"), self.open_menu, icon="≡",
                    id="menu", size="small")
        x = 1264
        callbacks = (self.copy_challenge, self.copy_save, self.ask_hint, self.undo)
        for (widget_id, key, tip), callback in zip(BAR_BUTTONS, callbacks, strict=True):
            label = self.t(key)
            w = max(96, self.theme.text_width(label, "small") + 36)
            self.button((x - w, 12, w, 44), label, callback, id=widget_id, size="small",
                        tooltip=self.t(tip))
            x -= w + 8
        self.bar_right = x
        self.sync_buttons()

    def word_bar(self) -> None:
        """The bar's tooltips for the hand now in use: a game opened before the first
        touch (a shared link) said "(H)" and "(Z)" to a finger all game long."""
        for widget_id, _, tip in BAR_BUTTONS:
            button = self.ui.find(widget_id)
            if button is not None:
                button.tooltip = self.t(tip)

    def relayout(self) -> None:
        super().relayout()
        self.word_default_names()
        self.screen.reword()
        self.refresh()  # the log in the new language

    def word_default_names(self) -> None:
        """A seat left with its default name ("Player 2") is called so in the language of
        the screen: after a change of language (or the autosave continued after one) a
        Russian screen said "Player 1 (вы)". Another name is kept as typed, and no seat
        takes another's (a name typed as "Игрок 2" beside seat 2's default stays two)."""
        for i, look in enumerate(self.looks):
            name = self.t("seat.default_name", n=i + 1)
            taken = {other.name.casefold() for other in self.looks if other is not look}
            if look.name in self.app.i18n.in_every_language("seat.default_name", n=i + 1) \
                    and name.casefold() not in taken:
                self.looks[i] = SeatLook(name, look.colour)

    # ----- the view -----------------------------------------------------------------
    def refresh(self) -> None:
        """Give the screen the viewer's observation; rebuild log lines for the viewer."""
        self.show_view()
        self.refresh_log()

    def show_view(self) -> None:
        """Give the screen the viewer's observation (and legal actions on their turn)."""
        self.seen_version = self.driver.version
        viewer = self.viewer
        if viewer is None:
            return
        acting = self.match.to_act()
        human_turn = viewer in acting and self.driver.is_human(viewer) and not self.attract
        legal = tuple(self.driver.legal(viewer)) if human_turn else ()
        self.screen.set_view(View(
            self.driver.observe(viewer), viewer, legal, acting, self.names,
            tuple(look.colour for look in self.looks), self.thinking(),
            watched=self.attract or not self.driver.is_human(viewer),
        ))

    def thinking(self) -> tuple[int, ...]:
        """The AI players at work: those at a decision now or still to make one this
        turn or round (in a Railroad Ink round some showed "thinking", others "to play",
        as the driver took them one by one)."""
        if self.driver.is_over():
            return ()
        acting = self.match.to_act()
        waiting = [p for p in acting if not self.driver.is_human(p)]
        return tuple(sorted({*self.driver.thinking(), *waiting}))

    def show_thinking(self) -> None:
        """The AI players at work now, in the screen's view: it kept the set of when the
        view was made, so a screen said "waiting for" an AI that had started to think."""
        view = self.screen.view
        thinking = self.thinking()
        if view is not None and view.thinking != thinking:
            self.screen.view = dataclasses.replace(view, thinking=thinking)  # nothing else

    def sync_buttons(self) -> None:
        viewer = self.viewer
        undo, hint = self.ui.find("undo"), self.ui.find("hint")
        if undo is not None:
            undo.enabled = viewer is not None and self.driver.can_undo(viewer)
        if hint is not None:
            hint.enabled = (viewer is not None and viewer in self.driver.humans_to_act()
                            and self.driver.hint is None)

    def check_handoff(self) -> None:
        """With two or more humans, cover the table before another human's turn."""
        from game.scenes.handoff import cover_for_next

        cover_for_next(self)

    # ----- decisions ------------------------------------------------------------------
    def choose(self, action: Action) -> None:
        """The screen's callback: the viewing human chose ``action``."""
        viewer = self.viewer
        if viewer is None or self.attract or viewer not in self.driver.humans_to_act():
            return
        try:
            events = self.driver.choose(viewer, action)
        except RulesError as error:
            self.app.toast(str(error), "error")
            return
        self.app.feedback("place")
        self.drop_hint()
        self.refresh()
        self.screen.on_events(events)
        self.check_handoff()

    def drop_hint(self) -> None:
        """The hint's message goes once the viewer acted or undid (GWT's stayed over the
        next decision: "Hint: Stop here" while asking for the building's next action)."""
        if self.hint_shown:
            self.app.toasts.dismiss(self.hint_shown)
            self.hint_shown = ""

    def undo(self) -> None:
        if self.viewer is None:
            return
        if not self.driver.can_undo(self.viewer):  # Z said nothing (the button is greyed)
            self.app.toast(self.t("play.cannot_undo"))
            return
        for _ in range(self.screen.undo_steps()):  # what the last click made
            if not self.driver.can_undo(self.viewer):
                break
            self.driver.undo(self.viewer)
        self.drop_hint()
        self.screen.on_undo()
        self.refresh()
        self.app.toast(self.t("play.undone"))

    def ask_hint(self) -> None:
        if self.viewer is None or self.viewer not in self.driver.humans_to_act() or \
                self.driver.hint is not None:  # (H again while it looks: it started over)
            return
        self.driver.start_hint(self.viewer)
        self.app.toast(self.t("play.hint_wait"))
        self.sync_buttons()

    def copy_save(self) -> None:
        from game.scenes.dialog import share_code

        share_code(self.app, self.match)

    def copy_challenge(self) -> None:
        from game.scenes.dialog import share_code

        share_code(self.app, self.match, challenge=True)

    def open_menu(self, focus: str = "") -> None:
        """The pause menu (``focus``: the button the keyboard is on, back from its page)."""
        from game.scenes.dialog import DialogScene

        # leaving next to resuming, the harmless choices first: Tab's first stop was
        # "Main menu", so Tab and Enter left the game
        buttons = [
            ("rules", self.t("title.rules"), "secondary",
             lambda: self.from_menu("rules", self.open_rules)),
            *([] if self.app.kiosk else
              [("settings", self.t("title.settings"), "secondary",
                lambda: self.from_menu("settings", self.open_settings))]),
            ("to-title", self.t("play.to_title"), "secondary", self.to_title),
            ("resume", self.t("play.resume"), "primary", None),
        ]
        # a kiosk keeps no game: the autosave's promise would be false there, as it is
        # once the game is over (the final board before the results)
        text = self.t("play.paused_text_kiosk" if self.app.kiosk else
                      "play.paused_text_over" if self.driver.is_over() else "play.paused_text")
        self.app.stack.push(DialogScene(self.app, self.t("play.paused"), text, buttons,
                                        focus=focus))

    def from_menu(self, button: str, open_page: Callable[[], None]) -> None:
        """Open the rules or the settings from the pause menu, which comes back when
        they close (Escape there went straight back into the game), on ``button``."""
        open_page()
        self.menu_again = button

    def pause(self) -> None:
        """Covered by a dialog, the settings or the hand-over: a drag in progress ends
        here, dropped nowhere (its real release goes to the scene on top). A die dragged
        on the Railroad Ink board when Escape opened the menu stayed lifted after it,
        and the next drag of another die drew that one."""
        lost = Intent("drop", (-1, -1))
        self.ui.handle(lost)
        self.screen.handle(lost)

    def open_settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def resume(self) -> None:
        """Back from a dialog, the rules or the settings: follow changed settings."""
        settings = self.app.settings
        self.screen.ctx.colour_blind = settings.colour_blind
        self.screen.ctx.animation = settings.animation
        if self.app.ai_pace is None and not self.attract:
            self.driver.pace = AI_PACE[settings.animation]
        if self.menu_again and self.app.stack.top is self:
            button, self.menu_again = self.menu_again, ""
            self.open_menu(focus=button)

    def open_rules(self) -> None:
        from game.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.game_id))

    def to_title(self) -> None:
        """Back to the main menu; in the kiosk, to its attract loop (a visitor's "Main
        menu" dropped the kiosk and left the full title, with every game's setup)."""
        from game.scenes.kiosk import KioskScene
        from game.scenes.title import TitleScene

        home = (TitleScene, KioskScene)
        # the game's own messages stay with it ("Looking for a good move…" went on over
        # the title)
        for message in (self.t("play.hint_wait"), self.hint_shown):
            self.app.toasts.dismiss(message)
        self.app.stack.pop_until(lambda scene: isinstance(scene, home))
        if not isinstance(self.app.stack.top, home):
            self.app.stack.reset(KioskScene(self.app) if self.app.kiosk else TitleScene(self.app))

    # ----- per frame ----------------------------------------------------------------
    def handle(self, intent) -> bool:
        if intent.kind != "point" and not self.attract:
            self.open_now()  # nothing acts on a half-prepared scene (a touch on an
            # attract game only replaces it); once open, this does nothing
        if self.attract:
            if intent.kind in ("press", "confirm") and self.on_touch is not None:
                self.on_touch(self.game_id)
            return modal_takes(intent)  # a visitor's long press is a touch too
        if intent.kind == "key" and intent.key in ("tab", "shift+tab"):
            self.tab(-1 if intent.key == "shift+tab" else 1)
            return True
        if self.ui.handle(intent):
            return True
        if self.screen.handle(intent):
            if intent.kind == "key":  # the game's own keys take the keyboard from the bar:
                self.ui.focus(None)  # Enter on Railroad Ink's cursor opened "Challenge"
            return True
        if intent.kind == "back":
            self.open_menu()
            return True
        if intent.kind == "key":
            shortcuts = {"ctrl+z": self.undo, "z": self.undo, "h": self.ask_hint}
            action = shortcuts.get(intent.key)
            if action is not None:
                action()
                return True
        return False

    def tab(self, direction: int) -> None:
        """Tab goes through the game screen's own buttons (its choices, cards, pickers),
        then on through the bar's, then back: the bar's group took every Tab, so the
        keyboard never reached what a turn is played with."""
        zones = [self.ui.focus_step, self.screen.focus_step]
        zone = 0 if self.ui.focused is not None else 1  # the screen first, then the bar
        for _ in range(3):
            if zones[zone](direction):
                return
            zone = 1 - zone

    def update(self, dt: float) -> None:
        if self.opening is not None:
            return  # not shown yet: no AI work, no animation (the app runs the opening)
        self.time += dt
        self.fresh_time += dt
        super().update(dt)
        if self.driver.is_over():
            self.end_timer += dt
            self.screen.update(dt)
            if self.end_timer >= self.screen.end_delay:
                self.finish()
            return
        events = self.driver.update(dt)
        if self.driver.version != self.seen_version or self.app.touch != self.touch_seen:
            if self.app.touch != self.touch_seen:
                self.word_bar()
            self.touch_seen = self.app.touch
            if not self.driver.humans:
                acting = self.match.to_act()
                self.viewer = acting[0] if acting else self.viewer
            self.refresh()
        self.show_thinking()
        if events:
            self.screen.on_events(events)
            self.app.feedback("place")
        self.check_handoff()
        hint = self.driver.take_hint()
        if hint is not None:
            player, action = hint
            self.app.toasts.dismiss(self.t("play.hint_wait"))
            if player == self.viewer and not self.screen.show_hint(action):
                self.hint_shown = self.t("play.hint_text", action=self.screen.describe(action))
                self.app.toast(self.hint_shown)
            self.sync_buttons()
        self.screen.update(dt)

    def finish(self) -> None:
        from game.scenes.results import ResultsScene

        humans = self.driver.humans
        if len(humans) > 1:  # hot seat: the final board opens on the best-placed human's
            # view (it stayed on whoever played last: a Railroad Ink loser's board)
            ranks = self.match.game.score_sheet(self.match.state).ranks
            self.viewer = min(humans, key=lambda p: (ranks[p], p))
            self.refresh()
        self.settle()
        self.app.feedback("score")
        self.app.stack.replace(ResultsScene(
            self.app, self.match, self.looks, attract=self.attract, on_touch=self.on_touch,
            on_done=self.app.stack.pop if self.attract else None,
            board=None if self.attract else self, outcome=self.outcome))

    def settle(self) -> None:
        """Once, as the game ends: no saved game to continue, and the device's records
        count it (a human's game played here, not one opened finished from a code)."""
        if self.settled:
            return
        self.settled = True
        if not self.saves:
            return
        clear_autosave(self.app.host.storage)
        if self.ends_here and self.driver.humans:
            self.outcome = add_game(self.app.host.storage, self.match, self.names,
                                    self.app.today())
            if self.outcome.reset:
                self.app.toast(self.t("storage.records_reset"), "error")

    # ----- drawing --------------------------------------------------------------------
    def text_regions(self) -> list[pygame.Rect]:
        """The game's screen's texts (its status line, a prompt): the bar's tooltips
        (Undo, Hint, the codes) keep clear of them where they can."""
        return [pygame.Rect(rect) for rect in self.screen.text_regions()]

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.draw_host(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The background and the game's screen in the play area."""
        surface.blit(self.theme.background(), (0, 0))
        theme = self.theme
        draw.panel(surface, PLAY_RECT, theme.c("panel_lo"), 14)
        clip = surface.get_clip()
        surface.set_clip(PLAY_RECT)
        self.screen.draw(surface)
        surface.set_clip(clip)

    def draw_host(self, surface: pygame.Surface) -> None:
        """The top bar, the side panel with the players and the log, the buttons."""
        self.draw_topbar(surface)
        side.draw_side(self, surface)
        self.ui.draw(surface)
        self.ui.draw_tooltip(surface)
        if self.attract:
            self.draw_attract(surface)

    def draw_topbar(self, surface: pygame.Surface) -> None:
        theme = self.theme
        x = 40 if self.attract else 148
        title = catalog.game_title(self.t, self.game_id)
        right = 1000 if self.attract else getattr(self, "bar_right", 900)
        note = self.screen.banner()  # e.g. GWT's last round: it matters more than the
        # title, which gives it room (the note was dropped when both did not fit)
        room = right - x - 20
        note_w = min(theme.text_width(note, "small", True), room // 2) if note else 0
        shown = draw.text(surface, theme, title, (x, 34), "h3", "text", True, "midleft",
                          max_width=room - (note_w + 18 if note else 0))
        if note:
            draw.text(surface, theme, note, (shown.right + 18, 35), "small", "accent", True,
                      "midleft", max_width=note_w)
        if self.attract:
            brand = draw.text(surface, theme, self.t("app.name"), (1240, 34), "h3", "accent",
                              True, "midright")
            draw.text(surface, theme, self.t("kiosk.demo"), (brand.x - 14, 34), "small",
                      "muted", anchor="midright")

    def draw_attract(self, surface: pygame.Surface) -> None:
        theme = self.theme
        pulse = 0.5 + 0.5 * abs((self.time % 2.0) - 1.0)
        band = pygame.Rect(PLAY_RECT.x + 120, PLAY_RECT.bottom - 92, PLAY_RECT.w - 240, 64)
        draw.panel(surface, band, theme.c("accent").lerp(theme.c("accent_hi"), pulse), 32,
                   shadow=12)
        draw.text(surface, theme, self.t("kiosk.touch_to_play"), band.center, "h2",
                  "accent_text", True, "center")
