"""A modal dialog as a transparent scene over whatever is below it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pygame

from game import draw
from game.scene import Scene, SceneStack, Services
from game.theme import LOGICAL_SIZE
from game.widgets import Dialog
from rules.core.record import Match
from rules.core.savecode import challenge_code, encode_match


def backdrop_steps(scene: Scene) -> Iterator[None]:
    """A modal scene's opening (see ``App.open_up``): the still, darkened picture of
    the scenes below it, in three steps (a new surface; the scenes below drawn on it, a
    whole game screen's frame; darkened), set as ``scene.backdrop`` at the end. Taken at
    once in the frame the modal opened in, it made that frame ~10 ms over a game."""
    image = pygame.Surface(LOGICAL_SIZE)
    yield
    scenes = scene.app.stack.scenes
    below = SceneStack()
    below.scenes = scenes[:scenes.index(scene)] if scene in scenes else list(scenes)
    below.draw(image)
    yield
    draw.scrim(image, scene.theme.c("scrim"))
    scene.backdrop = image  # type: ignore[attr-defined]


class DialogScene(Scene):
    """Opaque in the stack's sense: it paints a still picture of the scenes below
    (made while it opens, darkened once) instead of redrawing them every frame. Input
    that arrives while it opens makes the picture at once first."""

    name = "dialog"

    def __init__(
        self, app: Services, title: str, message: str,
        buttons: Sequence[tuple[str, str, str, Callable[[], None] | None]],
        detail: str = "", dismissable: bool = True, focus: str = "",
    ) -> None:
        super().__init__(app)
        self.title, self.message, self.detail = title, message, detail
        self.buttons = list(buttons)
        self.dismissable = dismissable
        self.focus = focus  # the button the keyboard starts on (none: Enter takes the main)
        self.backdrop: pygame.Surface | None = None

    def enter(self) -> None:
        self.opening = backdrop_steps(self)
        super().enter()

    def handle(self, intent) -> bool:
        if intent.kind != "point":
            self.open_now()
        if intent.kind == "key":
            # Tab and the arrows go through the dialog's buttons (this scene's own
            # group has nothing to focus, and took Tab: only Enter's main choice and
            # Escape were reachable, so Enter after Tab to "Keep saved" replaced it)
            return self.dialog.handle(intent)
        return super().handle(intent)

    def build(self) -> None:
        def wrap(callback: Callable[[], None] | None) -> Callable[[], None]:
            def run() -> None:
                self.close()
                if callback is not None:
                    callback()
            return run

        buttons = [(i, label, style, wrap(cb)) for i, label, style, cb in self.buttons]
        self.dialog = Dialog(self.theme, self.title, self.message, buttons,
                             cancel=self.close if self.dismissable else None,
                             feedback=self.app.feedback, detail=self.detail, scrim=False)
        self.ui.add(self.dialog)
        if self.focus:
            self.dialog.group.refocus(self.focus)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
        self.ui.draw(surface)
        self.ui.draw_tooltip(surface)


def share_code(app: Services, match: Match, challenge: bool = False) -> None:
    """Copy a link with the match's save code (or, with ``challenge``, its challenge
    code: the same deal for a friend, see :func:`challenge_code`) where the host has a
    clipboard, and show the code in a dialog either way."""
    if challenge:
        code, title = challenge_code(match.config, match.seed), app.t("play.challenge_title")
    else:
        code, title = encode_match(match), app.t("play.save_code_title")
    copied = app.host.copy_text(app.host.code_link(code))
    message = app.t("code.copied_also") if copied else app.t("code.copy_by_hand")
    humans = sum(1 for seat in match.config.seats if seat.is_human)
    if humans >= 2 and not match.is_over():  # a code replays the deal, hidden cards and all
        message = app.t("code.hidden_inside") + "\n\n" + message
    app.stack.push(DialogScene(app, title, message, [("close", app.t("common.close"),
                                                      "primary", None)], detail=code))


def confirm_replacing_autosave(app: Services, start: Callable[[], None]) -> None:
    """Run ``start`` (which begins a new match and so replaces the autosave) at once if
    nothing is saved; otherwise ask first, naming the saved game (one save slot)."""
    from game import catalog
    from game.settings import offered_autosave

    saved, _ = offered_autosave(app.host.storage, app.kiosk)
    if saved is None:
        start()
        return
    game = catalog.game_title(app.t, saved.config.game)
    app.stack.push(DialogScene(app, app.t("replace.title"), app.t("replace.text", game=game), [
        ("keep-saved", app.t("replace.keep"), "secondary", None),
        ("replace", app.t("replace.start"), "primary", start),
    ]))
