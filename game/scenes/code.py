"""Load a save code or a challenge code (typed, pasted, or a link with #code=)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame

from game import catalog, draw
from game.scene import Scene, Services
from game.scenes.dialog import confirm_replacing_autosave
from game.scenes.loading import open_replayed
from game.settings import SeatLook, load_last_setup
from game.widgets import TextField
from game.widgets.text import clean_name
from rules.core.record import Match
from rules.core.savecode import MAX_INPUT_CHARS, Loaded, loading

#: Phrases of the rules core's SaveCodeError messages -> our catalog keys, so players
#: read why a code failed in their own language (English shows the exact message).
CODE_ERRORS = (
    ("empty", "code.error.empty"),
    ("cannot appear", "code.error.characters"),
    ("too long", "code.error.too_long"),
    ("too short", "code.error.too_short"),
    ("newer version", "code.error.newer"),
    ("not a Railyard code", "code.error.foreign"),
    ("game this version", "code.error.unknown_game"),
    ("does not allow", "code.error.setup"),
    ("damaged", "code.error.damaged"),
)


#: What a player should never read: a Python exception's name ("could not be loaded
#: (ValueError)") or an action's repr; such a message is told in the catalog's words.
TECHNICAL = re.compile(r"\b\w*(Error|Exception)\b|\w+\(\w+=")


def explain_code_error(t: Callable[..., str], language: str, message: str) -> str:
    """The rules' message in English (it is the most precise: "character 5 (U) cannot
    appear…"), written as a sentence; in another language the catalog's line for it."""
    if language == "en" and not TECHNICAL.search(message):
        sentence = message[:1].upper() + message[1:]
        return sentence if sentence.endswith((".", "!", "?")) else sentence + "."
    for phrase, key in CODE_ERRORS:
        if phrase in message:
            return t(key)
    return t("code.error.generic")


class CodeScene(Scene):
    name = "code"

    def __init__(self, app: Services, text: str = "") -> None:
        super().__init__(app)
        self.text = text
        self.error = ""

    def build(self) -> None:
        self.back_button()
        self.field = TextField(self.theme, (200, 270, 880, 56), self.text,
                               placeholder=self.t("code.placeholder"), max_length=MAX_INPUT_CHARS,
                               on_change=self.set_text, on_submit=lambda _: self.load(),
                               paste=self.app.host.paste_text, latin=True, id="code-field")
        self.field.focused = True
        self.ui.add(self.field)
        x = 1080
        load_label = self.t("code.load")
        w = max(150, self.theme.text_width(load_label, "body", True) + 48)
        self.button((x - w, 346, w, 50), load_label, self.load, style="primary", id="load")
        x -= w + 12
        if not self.app.host.is_browser:
            label = self.t("code.paste")
            w = max(120, self.theme.text_width(label, "body") + 40)
            self.button((x - w, 346, w, 50), label, self.paste, id="paste")
            x -= w + 12
        label = self.t("code.clear")
        w = max(110, self.theme.text_width(label, "body") + 40)
        self.button((x - w, 346, w, 50), label, self.clear, style="ghost", id="clear")

    def set_text(self, text: str) -> None:
        self.text = text
        self.error = ""

    def clear(self) -> None:
        self.field.set_text("")
        self.field.caret = 0

    def paste(self) -> None:
        pasted = self.app.host.paste_text()
        if pasted:
            self.field.set_text(pasted.strip())
            self.field.caret = len(self.field.text)
        else:
            self.app.toast(self.t("code.nothing_to_paste"))

    def load(self) -> None:
        """Load the code (replayed in slices behind a loading panel when it is long); on
        failure show why and leave everything as it was."""
        open_replayed(self.app, loading(self.text), self.loaded, self.failed)

    def failed(self, error: ValueError) -> None:
        self.say_error(explain_code_error(self.t, self.app.i18n.language, str(error)))
        self.app.feedback("card")

    def say_error(self, error: str) -> None:
        """Show why the code did not open; an on-screen keyboard goes, or it would cover
        the message (Done seemed to do nothing); typed keys go on into the field."""
        self.error = error
        if self.keyboard() is not None:
            self.field.set_focus(False)

    def loaded(self, loaded: Loaded) -> None:
        from game.scenes.play import PlayScene

        match = loaded.match
        if not catalog.entry(match.config.game).available:
            self.say_error(self.t("code.error.not_ready"))
            return
        self.error = ""
        looks: list[SeatLook] | None = None
        steps = loaded.steps
        if loaded.challenge:  # a new game of the same deal: today's rules (a revision)
            match = Match(catalog.latest_rules(match.config), match.seed)
        if loaded.challenge and match.config.game == "railroad-ink":
            match, looks = self.receivers_challenge(match)
            steps = []
        confirm_replacing_autosave(self.app, lambda: self.app.stack.replace(
            PlayScene(self.app, match, looks, history=steps)))

    def receivers_challenge(self, match: Match) -> tuple[Match, list[SeatLook]]:
        """A Railroad Ink challenge as this player plays it: the same dice and
        expansion, their own seat (named and coloured as seat 1 of their last Railroad
        Ink setup, else the default) and the code's AI opponents; see
        ``game.screens.railroad_ink.challenge`` for why."""
        from game.screens.railroad_ink.challenge import receiver_match, receiver_seat

        name, colour = "", 0
        last, damaged = load_last_setup(self.app.host.storage, match.config.game)
        if damaged:  # dropped: said here, as the setup would have said it
            self.app.toast(self.t("storage.setup_reset",
                                  game=catalog.game_title(self.t, match.config.game)), "error")
        if last is not None and last["seats"]:
            _, stored_name, stored_colour = last["seats"][0]
            name = clean_name(self.theme, stored_name)
            if 0 <= stored_colour < len(self.theme.seats):
                colour = stored_colour
        mine = receiver_match(match, name)
        me = receiver_seat(mine.config)
        others = iter(c for c in range(len(self.theme.seats)) if c != colour)
        looks = [SeatLook(name if i == me else "", colour if i == me else next(others))
                 for i in range(mine.config.num_players)]
        return mine, looks

    def back(self) -> bool:
        self.pop()
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.theme
        self.header(surface, self.t("code.title"), self.t("code.subtitle"))
        draw.panel(surface, pygame.Rect(176, 150, 928, 400), theme.c("panel_lo"), 16)
        draw.paragraph(surface, theme, self.t("code.explain"), pygame.Rect(200, 172, 880, 90),
                       "body", "muted")
        if self.error:
            box = pygame.Rect(200, 420, 880, 0)
            box.h = draw.paragraph_height(theme, self.error, box.w - 60) + 28
            draw.panel(surface, box, theme.c("danger").lerp(theme.c("panel_lo"), 0.75), 10,
                       border=theme.c("danger"))
            draw.text(surface, theme, "!", (box.x + 24, box.y + 14), "h3", "danger", True,
                      anchor="midtop")
            draw.paragraph(surface, theme, self.error, box.inflate(-60, -28).move(14, 0), "body")
