"""New-game setup: how many players, who plays each seat (human or AI level), names,
colours and the game's variant options."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from types import ModuleType
from typing import Any

import pygame

from game import catalog, draw
from game.driver import best_agent_name
from game.i18n import day_label
from game.scene import Scene
from game.scenes.dialog import confirm_replacing_autosave
from game.settings import SeatLook, load_last_setup, save_last_setup
from game.widgets import Segmented, Stepper, TextField
from game.widgets.text import NAME_MAX, clean_name, drawable
from rules.core.config import FIRST_PLAYER, GameConfig, OptionSpec
from rules.core.errors import ConfigError
from rules.core.record import Match

CONTROLLER_CHOICES = ("human", "easy", "normal", "hard")
ROW_TOP = 232
ROW_H = 64  # six seats fit the players panel
OPTIONS_X = 800  # the options' panel
OPTION_H = 108  # an option: its label, its picker, a line saying what its choice does
ABOUT_W = 392


@dataclass
class SeatForm:
    controller: str
    name: str
    colour: int


def daily_challenge(game_id: str) -> ModuleType | None:
    """The module of a game's daily challenge (Railroad Ink has one), else None."""
    if game_id == "railroad-ink":
        from game.screens.railroad_ink import daily

        return daily
    return None


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game_id: str, today: Callable[[], date] | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.daily = daily_challenge(game_id)
        self.today = today or (self.daily.utc_today if self.daily else None)
        self.entry = catalog.entry(game_id)
        low, high = self.entry.players
        self.low, self.high = low, high
        count = max(low, min(2, self.high))
        self.seats = [SeatForm("human" if i == 0 else "normal", "", i) for i in range(self.high)]
        self.count = count
        game = self.entry.rules
        self.options: dict[str, str] = (
            {spec.name: spec.default for spec in game.options} if game else {}
        )
        # a kiosk is a public device: one visitor's names are not offered to the next
        if not app.kiosk:
            last, damaged = load_last_setup(app.host.storage, game_id)
            self.restore(last)
            if damaged:
                app.toast(self.t("storage.setup_reset", game=catalog.game_title(self.t, game_id)),
                          "error")
        self.distinct_colours()
        # Tab: the players' column, then the options' (rows of both were interleaved:
        # GWT's second option came between seats 2 and 3)
        self.ui.column_x = OPTIONS_X

    def restore(self, last: dict[str, Any] | None) -> None:
        """Start from the previous setup of this game, where it still fits."""
        if last is None:
            return
        if self.low <= last["count"] <= self.high:
            self.count = last["count"]
        for i, (controller, name, colour) in enumerate(last["seats"][: self.high]):
            if controller in CONTROLLER_CHOICES and 0 <= colour < len(self.theme.seats):
                name = clean_name(self.theme, name)  # hand-edited storage
                self.seats[i] = SeatForm(controller, name, colour)
        specs = {spec.name: spec for spec in self.choosable()}
        for name, value in last["options"].items():
            if name in specs and value in specs[name].choices:
                self.options[name] = value

    def choosable(self) -> list[OptionSpec]:
        """The game's options a player chooses (a hidden one, such as a rules revision,
        takes its default)."""
        game = self.entry.rules
        return [spec for spec in game.options if not spec.hidden] if game else []

    # ----- widgets ------------------------------------------------------------------
    def build(self) -> None:
        theme = self.theme
        self.back_button()
        counts = [(n, str(n)) for n in range(self.low, self.high + 1)]
        if len(counts) > 1:
            self.ui.add(Segmented(theme, (260, 150, 64 * len(counts), 44), counts, self.count,
                                  self.set_count, size="body", id="count",
                                  feedback=self.app.feedback))
        levels = [("human", self.t("seat.human"))] + [
            (level, self.t(f"seat.ai_{level}")) for level in CONTROLLER_CHOICES[1:]
        ]
        for i in range(self.count):
            seat = self.seats[i]
            y = ROW_TOP + i * ROW_H
            # drawn 40 px, a finger's tap over the row's height and up to the name field
            self.button((64, y + 10, 40, 40), "", (lambda i=i: self.next_colour(i)),
                        style="ghost", id=f"colour-{i}", tooltip=self.t("setup.colour_tip"),
                        reach=(56, y + 4, 60, 52))
            self.ui.add(TextField(theme, (120, y + 8, 270, 44), seat.name,
                                  placeholder=self.default_name(i), max_length=NAME_MAX,
                                  on_change=(lambda text, i=i: self.set_name(i, text)),
                                  paste=self.app.host.paste_text, id=f"name-{i}",
                                  allow=(lambda text: drawable(theme, text)),
                                  on_refused=self.refuse_characters, on_full=self.name_full))
            self.ui.add(Stepper(theme, (406, y + 8, 250, 44), levels, seat.controller,
                                (lambda value, i=i: self.set_controller(i, value)),
                                size="body", id=f"controller-{i}", feedback=self.app.feedback))
        y = 198
        if self.entry.rules is not None:
            for spec in self.choosable():
                fitting = self.fitting_choices(spec)
                if self.options[spec.name] not in fitting:  # e.g. first player 5 of 2
                    self.options[spec.name] = (spec.default if spec.default in fitting
                                               else fitting[0])
                choices = self.choice_labels(spec.name, fitting)
                height = 44
                rect = (824, y + 30, 392, height)
                widget_cls = Segmented if len(spec.choices) <= 4 else Stepper
                self.ui.add(widget_cls(theme, rect, choices, self.options[spec.name],
                                       (lambda value, n=spec.name: self.set_option(n, value)),
                                       size="small", id=f"option-{spec.name}",
                                       feedback=self.app.feedback))
                y += OPTION_H
        self.options_bottom = y
        if self.daily is not None:
            label = self.t("ink.daily.play")
            w = max(220, theme.text_width(label, "small", True) + 40)
            self.button((824, max(y, 298) + 84, w, 40), label, self.start_daily,
                        style="secondary", size="small", id="daily",
                        tooltip=self.t("ink.daily.tip"))
        if self.app.i18n.has(f"rules.{self.game_id}.body"):
            self.button((824, 560, 160, 44), self.t("title.rules"), self.open_rules,
                        style="secondary", size="small", id="rules")
        self.button((1000, 640, 240, 52), self.t("setup.start"), self.start, style="primary",
                    id="start")

    def open_rules(self) -> None:
        from game.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.game_id))

    def option_text(self, name: str, choice: str | None, default: str = "") -> str:
        """An option's label (``choice`` None) or a choice's, in the player's language:
        the game's own catalog entry, else that of another game with the same option
        (Ticket to Ride's three maps share the first-player option, worded once for
        Europe: Germany and Amsterdam showed the rules' English "who takes the first
        turn" / "random", also in Russian), else ``default`` (the choice itself)."""
        suffix = name if choice is None else f"{name}.{choice}"
        key = self.option_key(name, suffix)
        return self.t(key) if key else default or (choice or name)

    def option_key(self, name: str, suffix: str) -> str | None:
        """The catalog key ``option.<game>.<suffix>`` of this game, else of another game
        with option ``name``, else None."""
        has = self.app.i18n.has
        if has(f"option.{self.game_id}.{suffix}"):
            return f"option.{self.game_id}.{suffix}"
        for entry in catalog.entries():
            rules = entry.rules
            if entry.id == self.game_id or rules is None or \
                    name not in {spec.name for spec in rules.options}:
                continue
            if has(f"option.{entry.id}.{suffix}"):
                return f"option.{entry.id}.{suffix}"
        return None

    def option_about(self, name: str) -> str:
        """One line under an option saying what its current choice does (a newcomer saw
        "Lake", "Shuffled", "Random sides" with nothing to say what they change): the
        choice's ``.about``, else the option's, else nothing."""
        choice = self.options.get(name, "")
        for suffix in (f"{name}.{choice}.about", f"{name}.about"):
            key = self.option_key(name, suffix)
            if key:
                return self.t(key)
        return ""

    def choice_labels(self, name: str, choices: list[str]) -> list[tuple[str, str]]:
        """(choice, label) for an option's picker. Ticket to Ride's first player names
        the seat ("Ada", "Player 2") where it showed a bare "2"."""
        labels = []
        for choice in choices:
            label = self.option_text(name, choice)
            if name == FIRST_PLAYER and label == choice and choice.isdigit() and \
                    1 <= int(choice) <= self.count:
                index = int(choice) - 1
                label = self.seats[index].name.strip() or self.default_name(index)
            labels.append((choice, label))
        return labels

    def fitting_choices(self, spec: OptionSpec) -> list[str]:
        """The choices of option ``spec`` that the rules accept with this many players
        and the other options as they are (Ticket to Ride's first player: 1 to the
        number of players); offering the others only led to an error on Start."""
        game = self.entry.rules
        controllers = [seat.controller for seat in self.seats[: self.count]]
        fitting = []
        for choice in spec.choices:
            config = GameConfig.make(self.game_id, controllers,
                                     {**self.options, spec.name: choice})
            try:
                game.validate(config)
            except ConfigError:
                continue
            fitting.append(choice)
        return fitting or list(spec.choices)

    def default_name(self, index: int) -> str:
        return self.t("seat.default_name", n=index + 1)

    # ----- model changes ------------------------------------------------------------
    def set_count(self, count: int) -> None:
        self.count = count
        self.distinct_colours()
        self.relayout()

    def distinct_colours(self) -> None:
        """One colour per seated player: a seat whose colour an earlier seat has takes
        the first free one. Seat 1 set to green of two, then a third seat (green by
        default) made two green players; a stored setup edited by hand could too."""
        palette = len(self.theme.seats)
        taken: set[int] = set()
        for seat in self.seats[: self.count]:
            if seat.colour in taken:
                seat.colour = next((c for c in range(palette) if c not in taken), seat.colour)
            taken.add(seat.colour)

    def relayout(self) -> None:
        """Rebuild, keeping the keyboard focus where it was (a count chosen with the
        arrows left no focus, and the next Tab went back to the Back button)."""
        focused = self.ui.focused_id()
        super().relayout()
        self.ui.refocus(focused)

    def set_name(self, index: int, text: str) -> None:
        self.seats[index].name = text
        picker = self.ui.find(f"option-{FIRST_PLAYER}")
        if picker is not None:  # its labels are the seats' names
            picker.choices = self.choice_labels(
                FIRST_PLAYER, [value for value, _ in picker.choices])

    def name_full(self) -> None:
        """A name is as long as it may be: the letters typed on were dropped without a
        word (the on-screen keyboard's taps seemed lost)."""
        self.app.toast(self.t("setup.name_full", count=NAME_MAX))

    def refuse_characters(self, text: str) -> None:
        """Typed or pasted text with a character our fonts cannot draw (an emoji, a
        Chinese character: they showed as boxes) is left out, and the player told why
        (the message cannot show the character itself)."""
        self.app.toast(self.t("setup.name_not_drawable"), "error")

    def set_controller(self, index: int, value: str) -> None:
        self.seats[index].controller = value

    def set_option(self, name: str, value: str) -> None:
        self.options[name] = value

    def next_colour(self, index: int) -> None:
        taken = {s.colour for j, s in enumerate(self.seats[: self.count]) if j != index}
        colour = self.seats[index].colour
        for _ in range(len(self.theme.seats)):
            colour = (colour + 1) % len(self.theme.seats)
            if colour not in taken:
                break
        self.seats[index].colour = colour

    # ----- start --------------------------------------------------------------------
    def config(self) -> GameConfig:
        seats = self.seats[: self.count]
        names = [s.name.strip() or self.default_name(i) for i, s in enumerate(seats)]
        return GameConfig.make(self.game_id, [s.controller for s in seats], self.options, names)

    def same_names(self) -> tuple[int, int] | None:
        """The first two seats whose names (as the game will show them: typed, else the
        default) are the same apart from case and spaces, else None."""
        seen: dict[str, int] = {}
        for later, name in enumerate(self.config().seats):
            key = " ".join(name.name.split()).casefold()
            if key in seen:
                return seen[key], later
            seen[key] = later
        return None

    def start(self) -> None:
        from game.scenes.play import PlayScene

        same = self.same_names()
        if same is not None:  # two "Ada"s made the log and the results ambiguous
            first, later = same
            self.app.toast(self.t("setup.same_name", name=self.config().seats[first].name,
                                  first=first + 1, later=later + 1), "error")
            self.ui.refocus(f"name-{later}")
            return
        try:
            match = Match(self.config(), random.getrandbits(64))
        except ConfigError as error:
            self.app.toast(str(error), "error")
            return
        looks = [SeatLook(match.config.player_name(i), s.colour)
                 for i, s in enumerate(self.seats[: self.count])]
        if not self.app.kiosk:
            chosen = {spec.name: self.options[spec.name] for spec in self.choosable()}
            save_last_setup(self.app.host.storage, self.game_id, self.count,
                            [(s.controller, s.name, s.colour) for s in self.seats], chosen)
        confirm_replacing_autosave(
            self.app, lambda: self.app.stack.replace(PlayScene(self.app, match, looks)))

    def start_daily(self) -> None:
        """Today's daily challenge: one human seat (named as seat 1), the day's dice."""
        from game.scenes.play import PlayScene

        if self.daily is None or self.today is None:
            return
        day = self.today()
        name = self.seats[0].name.strip() or self.default_name(0)
        match = self.daily.match_for(day, name)
        looks = [SeatLook(name, self.seats[0].colour)]
        confirm_replacing_autosave(
            self.app, lambda: self.app.stack.replace(PlayScene(self.app, match, looks)))

    def handle(self, intent) -> bool:
        # Enter starts the game, as the tip says, also from a focused picker: it turned
        # the picker (the arrows and Space still do; a keyboard review)
        focused = self.ui.focused
        if intent.kind == "confirm" and focused is not None and focused.has_value:
            self.start()
            return True
        if super().handle(intent):
            return True
        if intent.kind == "confirm":
            self.start()
            return True
        return False

    def back(self) -> bool:
        self.pop()
        return True

    # ----- drawing --------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        title = catalog.game_title(self.t, self.game_id)
        self.header(surface, self.t("setup.title"), title)
        left = pygame.Rect(40, 132, 740, 496)
        right = pygame.Rect(800, 132, 440, 496)
        draw.panel(surface, left, theme.c("panel_lo"), 14)
        draw.panel(surface, right, theme.c("panel_lo"), 14)
        draw.text(surface, theme, self.t("setup.players"), (64, 172), "h3", bold=True,
                  anchor="midleft")
        if self.low == self.high:
            draw.text(surface, theme, self.t("title.players_one", count=self.low), (260, 172),
                      "body", "muted", anchor="midleft")
        draw.text(surface, theme, self.t("setup.name"), (124, 208), "small", "muted")
        draw.text(surface, theme, self.t("setup.controller"), (410, 208), "small", "muted")
        for i in range(self.count):
            seat = self.seats[i]
            y = ROW_TOP + i * ROW_H
            draw.panel(surface, pygame.Rect(56, y + 2, 708, ROW_H - 8), theme.c("panel"), 12)
            chip = pygame.Rect(68, y + 14, 32, 32)
            draw.seat_chip(surface, theme, chip, seat.colour, self.app.settings.colour_blind)
            note = self.agent_note(seat.controller)
            if note:
                draw.text(surface, theme, note, (672, y + 30), "tiny", "muted", anchor="midleft",
                          max_width=100)
        draw.text(surface, theme, self.t("setup.options"), (824, 172), "h3", bold=True,
                  anchor="midleft")
        y = 198
        specs = self.choosable()
        if specs:
            for spec in specs:
                label = self.option_text(spec.name, None, spec.description or spec.name)
                draw.text(surface, theme, label, (824, y + 4), "body", "text", max_width=410)
                about = self.option_about(spec.name)
                if about:
                    draw.text(surface, theme, about, (824, y + 80), "tiny", "muted",
                              max_width=ABOUT_W)
                y += OPTION_H
        else:
            draw.paragraph(surface, theme, self.t("setup.no_options"),
                           pygame.Rect(824, 200, 392, 80), "body", "muted")
        if self.daily is not None and self.today is not None:
            day = self.today()
            top = max(y, 298)
            pygame.draw.line(surface, theme.c("line"), (824, top), (1216, top), 1)
            draw.text(surface, theme, self.t("ink.daily.title"), (824, top + 12), "body",
                      "text", True)
            about = self.t("ink.daily.about", date=day_label(self.t, day),
                           dice=self.daily.dice_label(self.t, self.daily.expansion_for(day)))
            draw.paragraph(surface, theme, about, pygame.Rect(824, top + 38, 392, 44), "tiny",
                           "muted")
            y = top + 130
        blurb = self.t(f"game.{self.game_id}.blurb", "")
        if blurb:
            top = max(y + 10, 420)
            pygame.draw.line(surface, theme.c("line"), (824, top), (1216, top), 1)
            draw.paragraph(surface, theme, blurb, pygame.Rect(824, top + 16, 392, 540 - top),
                           "small", "muted")
        # a game's own words for what it hides (Railroad Ink has no cards or tickets)
        hint = self.t(f"setup.hotseat_hint.{self.game_id}", self.t("setup.hotseat_hint")) \
            if self.human_count() > 1 else self.t("setup.ai_hint")
        draw.paragraph(surface, theme, hint, pygame.Rect(44, 648, 900, 50), "small", "muted")

    def agent_note(self, controller: str) -> str:
        if controller == "human":
            return ""
        actual = best_agent_name(self.game_id, controller)
        if actual == controller:
            return ""
        return self.t("seat.plays_as", agent=self.t(f"agent.{actual}"))

    def human_count(self) -> int:
        return sum(1 for s in self.seats[: self.count] if s.controller == "human")
