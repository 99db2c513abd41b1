"""Captions on the map (what just happened, a hint) stay readable and keep off what
matters: an open choice, the status line and the cities' names."""

from __future__ import annotations

import pygame
import pytest

from rules.ttr.actions import DeclineTunnel, Pay
from tests.ui_ttr.conftest import ClickingPlayer, make_harness, start_game
from tests.ui_ttr.test_turns import advance_to

pytestmark = pytest.mark.ui


def label_rects(screen) -> list[pygame.Rect]:
    """The city names as the painter places them, in screen coordinates."""
    painter = screen.painter
    rects = []
    for label in painter.labels:
        w, h = painter.measure(screen.info.map.cities[label.city].name)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(label.pos[0]), round(label.pos[1]))
        rects.append(rect)
    return rects


def old_place(screen, rect: pygame.Rect, index: int) -> pygame.Rect:
    """Where captions went before: stacked up from the map's bottom-left corner."""
    return pygame.Rect(screen.map_rect.x + 12, screen.map_rect.bottom - 40 - 34 * index,
                       rect.w, rect.h)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hint_asked_during_a_tunnel_choice_shows_its_caption(lang):
    """The tunnel's picker used to hide every caption (and the status line under it):
    the hint's caption now shows beside the picker, and the picker leaves the status
    line uncovered."""
    harness = make_harness(lang)
    play = start_game(harness, "ttr-europe", ["human", "easy"], seed=1)
    player = ClickingPlayer(harness, seed=3)
    tunnels = {r.id for r in play.match.game.map.routes if r.tunnel}
    player.prefer = lambda route: route in tunnels
    assert advance_to(harness, play, lambda legal: DeclineTunnel() in legal, player, 6000)
    screen = play.screen
    pay = next(a for a in screen.view.legal if isinstance(a, Pay))
    screen.show_hint(pay)
    harness.frames(3)
    text = screen.ctx.t("ttr.hint", action=screen.describe(pay))
    drawn = dict(getattr(screen, "drawn_captions", []))
    assert text in drawn, "the hint's caption is not drawn while the picker is open"
    box, picker = drawn[text], screen.picker.rect
    assert screen.map_rect.contains(box)
    assert not box.colliderect(picker)
    assert picker.top >= screen.map_rect.y + 8 + 30, "the picker covers the status line"


def test_amsterdam_captions_never_cover_a_city_name():
    """A whole 2-player Amsterdam game: no caption drawn on the map covers a city's
    name (captions used to sit at the bottom-left, over Utrechtsepoort)."""
    harness = make_harness()
    play = start_game(harness, "ttr-amsterdam", ["human", "easy"], seed=3)
    player = ClickingPlayer(harness, seed=5)
    screen = play.screen
    labels = label_rects(screen)
    names = [screen.info.map.cities[label.city].name for label in screen.painter.labels]
    seen = old_hits = 0
    for _ in range(20000):
        if harness.scene_name == "results":
            break
        if not player.act():
            harness.frame()
        if harness.scene_name != "game":
            continue
        for index, (text, rect) in enumerate(getattr(screen, "drawn_captions", [])):
            seen += 1
            hidden = [names[i] for i in rect.collidelistall(labels)]
            assert not hidden, f"the caption {text!r} covers {hidden}"
            old_hits += old_place(screen, rect, index).collidelist(labels) >= 0
    assert harness.scene_name == "results"
    assert seen > 50
    assert old_hits, "the old place would have covered a name in this game"


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_final_box_keeps_off_amsterdams_city_names(players, lang, monkeypatch):
    """The end-of-game box sat at the bottom of the map over Utrechtsepoort; it now
    goes where it hides no name (it is as narrow as its columns)."""
    from game import draw
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match

    harness = make_harness(lang)
    match = random_match("ttr-amsterdam", players, 5)
    names = ["Anna", "Boris", "Clara"][:players]
    play = PlayScene(harness.services, match, [SeatLook(n, i) for i, n in enumerate(names)])
    harness.services.stack.push(play)
    harness.frames(3)
    screen = play.screen
    panels: list[pygame.Rect] = []
    title = screen.ctx.t("ttr.final_title")
    titles: list[pygame.Rect] = []
    panel, text = draw.panel, draw.text

    def recording_panel(surface, rect, *args, **kwargs):
        panels.append(pygame.Rect(rect))
        return panel(surface, rect, *args, **kwargs)

    def recording_text(surface, theme, value, *args, **kwargs):
        rect = text(surface, theme, value, *args, **kwargs)
        if value == title:
            titles.append(rect)
        return rect

    monkeypatch.setattr(draw, "panel", recording_panel)
    monkeypatch.setattr(draw, "text", recording_text)
    screen.draw(pygame.Surface(harness.app.surface.get_size()))
    assert titles, "no final box drawn"
    box = next(p for p in panels if p.contains(titles[0]))
    hidden = [screen.info.map.cities[label.city].name for label, rect in
              zip(screen.painter.labels, label_rects(screen), strict=True)
              if rect.colliderect(box)]
    assert not hidden, f"the final box hides {hidden}"
    assert screen.map_rect.contains(box)


@pytest.mark.parametrize("game_id, longest", [("ttr-europe", True), ("ttr-germany", False),
                                              ("ttr-amsterdam", False)])
def test_the_game_over_caption_speaks_of_a_longest_path_only_on_europe(game_id, longest):
    """Only Europe scores and highlights a longest path at the end."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match

    for lang in ("en", "ru"):
        harness = make_harness(lang)
        match = random_match(game_id, 2, 5)
        play = PlayScene(harness.services, match, [SeatLook("Anna", 0), SeatLook("Boris", 1)])
        harness.services.stack.push(play)
        harness.frames(3)
        screen = play.screen
        screen.on_events([])
        said = screen.anim.captions[-1].text
        word = "longest path" if lang == "en" else "длинный путь"
        assert (word in said) == longest, said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_tickets_to_keep_show_whole_city_names(lang):
    """Amsterdam's opening offers «Westelijke Eilanden – Jordaan»: the ticket is as
    wide as its longest name needs (it was cut to «Westelijke Eilan…»)."""
    harness = make_harness(lang)
    play = start_game(harness, "ttr-amsterdam", ["human", "easy"], seed=3)
    screen = play.screen
    harness.run_until(lambda: screen.picker is not None and bool(screen.view.legal),
                      max_frames=4000)
    theme = screen.ctx.theme
    spots = [w for w in screen.picker.widgets.widgets if w.id.startswith("keep-ticket-")]
    assert spots
    longest = 0
    for spot, ticket in zip(spots, screen.picker.keep_tickets, strict=True):
        t = screen.info.map.tickets[ticket]
        for city in (t.a, t.b):
            name = screen.info.map.cities[city].name
            longest = max(longest, len(name))
            # the painter gives a name the ticket's width less the points badge
            assert theme.text_width(name, "small", True) <= spot.rect.w - 48, name
        assert screen.picker.rect.contains(spot.rect)
    assert longest >= len("Westelijke Eilanden")


def switch_language(harness, language: str) -> None:
    """Menu, Settings, the language, back to the game (nobody moves meanwhile)."""
    harness.click("menu")
    harness.frames(2)
    harness.click("settings")
    choice = harness.find("language")
    harness.tap(choice.segment([value for value, _ in choice.choices].index(language)).center)
    harness.back()  # to the pause menu
    harness.click("resume")
    assert harness.scene_name == "game" and harness.services.i18n.language == language
    harness.frames(2)


def test_the_maps_captions_do_not_stay_in_the_old_language():
    """After Menu, Settings, Русский, back: «Boris drew a card from the deck» stayed on
    the map in English over the Russian screen until it faded, and so did the hint's
    caption (it was told from others by its words, compared with the hint's in Russian).
    The captions in the old words go; the log tells the moves in the new ones."""
    from tests.ui_ttr.conftest import europe_turn

    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    harness.click("deck")  # two cards from the deck; then Boris moves
    harness.click("deck")
    harness.run_until(lambda: play.viewer in play.match.to_act()
                      and any(c.player == 1 for c in screen.anim.captions), max_frames=2000)
    harness.key("h")
    harness.run_until(lambda: screen.hint is not None, max_frames=600)
    harness.frames(1)
    english = {text for text, _ in screen.drawn_captions}
    hint = harness.services.t("ttr.hint", action=screen.describe(screen.hint))
    assert len(english) == 2 and hint in english
    switch_language(harness, "ru")
    shown = {c.text for c in screen.anim.captions} | {t for t, _ in screen.drawn_captions}
    assert not shown & english, shown
    assert screen.hint is None  # a new view drops the hint (and now its caption)


def test_a_hints_caption_is_known_as_one_whatever_its_words():
    """``drop_hint`` took the hint's caption off by comparing its words with the hint
    worded again: in another language by then, it stayed."""
    from tests.ui_ttr.conftest import europe_turn

    harness = make_harness()
    play = europe_turn(harness)
    screen = play.screen
    harness.key("h")
    harness.run_until(lambda: screen.hint is not None, max_frames=600)
    hint = harness.services.t("ttr.hint", action=screen.describe(screen.hint))
    assert [c.text for c in screen.anim.captions] == [hint]
    harness.services.i18n.set_language("ru")
    screen.drop_hint()
    assert screen.anim.captions == []
