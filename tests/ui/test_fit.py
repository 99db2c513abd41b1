"""The shell's own words fit: no scene cuts a catalog string short ("…") in either
language, with the longest setups and the most players the games allow."""

from __future__ import annotations

import pytest

from game import catalog, draw
from game.scenes.code import CodeScene
from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.settings import SeatLook
from tests.playout import random_match
from tests.ui.conftest import make_harness, record_cut

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_shell_text_is_cut_short(language, monkeypatch):
    cut: list[tuple[str, str]] = []
    where = ["title"]  # the scene being drawn
    ellipsize = draw.ellipsize

    def recording(theme, value, width, size, bold):
        shown = ellipsize(theme, value, width, size, bold)
        if shown != value:
            cut.append((where[0], value))
        return shown

    monkeypatch.setattr(draw, "ellipsize", recording)
    harness = make_harness(["--lang", language])
    app = harness.services
    harness.frames(2)
    games = [item.id for item in catalog.entries() if item.available]
    for game_id in games:
        where[0] = f"setup {game_id}"
        setup = SetupScene(app, game_id)
        app.stack.push(setup)
        setup.set_count(setup.high)
        for seat in range(setup.high):
            setup.set_controller(seat, "hard")
        setup.relayout()
        harness.frames(2)
        where[0] = f"rules {game_id}"
        app.stack.replace(RulesScene(app, game_id))
        harness.frames(2)
        app.stack.pop()
        where[0] = f"results {game_id}"
        players = catalog.entry(game_id).players[1]
        match = random_match(game_id, players, 1)
        looks = [SeatLook(f"Player {i + 1}", i) for i in range(players)]
        app.stack.push(ResultsScene(app, match, looks, board=PlayScene(app, match, looks)))
        harness.frames(2)
        app.stack.pop()
    for scene in (SettingsScene(app), CodeScene(app, "1A2B3"),
                  HandoffScene(app, "Ada", 1, lambda: None)):
        where[0] = scene.name
        app.stack.push(scene)
        if isinstance(scene, CodeScene):
            scene.load()  # the damaged-code message
        harness.frames(2)
        app.stack.pop()
    assert cut == [], sorted(set(cut))


@pytest.fixture
def cut(monkeypatch) -> list[str]:
    """The texts drawn cut short ("…") while the test runs."""
    return record_cut(monkeypatch)


@pytest.mark.parametrize("game_id", ["railroad-ink", "gwt"])
def test_long_player_names_take_two_lines_on_the_results_not_an_ellipsis(game_id, cut):
    harness = make_harness()
    app = harness.services
    players = catalog.entry(game_id).players[1]
    match = random_match(game_id, players, 1)
    names = ["Ada Lovelace", "Isambard Brunel", "Casey Jones", "Grace Hopper", "Mary Anning",
             "Nikola Tesla"]
    looks = [SeatLook(names[i], i) for i in range(players)]
    app.stack.push(ResultsScene(app, match, looks, board=PlayScene(app, match, looks)))
    harness.frames(2)
    assert cut == []


def test_six_railroad_ink_board_tabs_show_whole_names(cut):
    harness = make_harness()
    app = harness.services
    match = random_match("railroad-ink", 6, 1, 30)
    names = ["Ada Lovelace", "Isambard Brunel", "Casey Jones", "Grace Hopper", "Mary Anning",
             "Player 6"]  # two lines each, the score under the seat's chip
    looks = [SeatLook(name, i) for i, name in enumerate(names)]
    app.stack.push(PlayScene(app, match, looks))
    harness.frames(3)
    assert [value for value in cut if any(value in name for name in names)] == []


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_ticket_of_every_map_fits_its_row_whole(language, cut, monkeypatch):
    """Amsterdam's hand holds seven kinds of card, not nine, so its contract rows start
    further left and its longest names ("Haringpakkerstoren – Amstelhof") fit; the
    counts over its hand step down to fit beside the title."""
    from game.screens.ttr.panels import hand_kinds, ticket_label, ticket_label_room

    harness = make_harness(["--lang", language])
    app = harness.services
    drawn = {}
    text = draw.text

    def recording(surface, theme, value, *rest, **named):
        drawn[value] = rect = text(surface, theme, value, *rest, **named)
        return rect

    monkeypatch.setattr(draw, "text", recording)
    for game_id, kinds in (("ttr-europe", 9), ("ttr-germany", 9), ("ttr-amsterdam", 7)):
        match = random_match(game_id, 2, 0, 12)
        app.stack.push(PlayScene(app, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)]))
        harness.frames(30)  # the opening's steps, then the board and the tray
        screen = app.stack.top.screen
        assert hand_kinds(screen) == kinds
        row = next(w.rect for w in screen.widgets.widgets if w.id.startswith("ticket-")
                   and w.id[len("ticket-"):].isdigit())
        labels = [ticket_label(screen, t) for t in range(len(screen.info.map.tickets))]
        room = ticket_label_room(row)
        assert [label for label in labels if draw.fitted_size(app.theme, label, room) is None
                ] == [], game_id
        counts = next(rect for value, rect in drawn.items() if "  ·  " in value)
        view = screen.view  # an AI's game: the tray names whose cards they are
        title = app.i18n.t("ttr.cards_of", name=view.names[view.viewer]).upper()
        assert counts.left > drawn[title].right, game_id  # the hand's counts beside its title
        drawn.clear()
        app.stack.pop()
    assert cut == []


def test_a_long_caption_on_the_map_steps_down_instead_of_being_cut(cut):
    harness = make_harness(["--lang", "ru"])
    app = harness.services
    match = random_match("ttr-europe", 2, 1, 10)
    app.stack.push(PlayScene(app, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)]))
    harness.frames(30)  # the opening's steps, then the board
    text = app.i18n.t("event.ttr-europe.tunnel_reveal", route_name="Constantinople–Sevastopol",
                      card_list="локомотив, оранжевая, локомотив", extra=2)
    app.stack.top.screen.anim.caption(text, 0)
    harness.frames(3)
    assert text not in cut
