"""What the Great Western Trail screen writes and draws: the log in words, names that
fit their cards, labels that hide nothing, notes under the choices, and the Russian and
colour-blind renders. (Playing through clicks: test_gwt_screen.)"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rules.core.rng import Rng
from tests.ui.conftest import make_harness, open_game
from tests.ui_gwt.helpers import my_turn, play_one, screen_of, start_gwt

pytestmark = pytest.mark.ui


def test_the_log_speaks_in_words_not_ids() -> None:
    harness = make_harness()
    start_gwt(harness)
    rng = Rng.from_seed(3)
    for _ in range(200):
        if my_turn(harness):
            play_one(harness, rng)
        else:
            harness.frame()
    lines = [text for _, text in harness.top.log_lines]
    assert lines
    for text in lines:
        assert "_" not in text and "event." not in text, text


@pytest.mark.parametrize("language", ["ru"])
def test_russian_and_colour_blind_render(language: str, tmp_path: Path) -> None:
    harness = make_harness(["--lang", language])
    harness.services.settings.colour_blind = True
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    for tab in ("trail", "rail", "market", "board"):
        harness.click(f"tab-{tab}")
        harness.frames(2)
        harness.save_png(tmp_path / f"{tab}.png")
        assert pygame.image.load(str(tmp_path / f"{tab}.png")).get_size() == (1280, 720)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_breed_name_fits_its_card_uncut(language: str) -> None:
    from game import draw
    from game.i18n import I18n
    from game.screens.gwt import dock
    from game.screens.gwt.names import Names
    from game.theme import Theme
    from rules.gwt.data import load

    pygame.font.init()
    theme = Theme.load()
    names = Names(I18n(language).t, load())
    width = dock.CARD[0] - 8
    for breed in load().breed_names:
        size, lines = draw.fitted_lines(theme, names.breeds[breed], width, 2)
        assert len(lines) <= 2 and all(theme.text_width(line, size) <= width for line in lines)
        assert "".join(lines).replace("-", "").replace(" ", "") == \
            names.breeds[breed].replace("-", "").replace(" ", ""), (breed, lines)


@pytest.mark.parametrize("language,word", [("en", "objective"), ("ru", "цел")])
def test_an_objective_card_is_named_once_in_the_log(language: str, word: str) -> None:
    from game.eventlog import format_event
    from rules.core.game import Event

    harness = make_harness(["--lang", language])
    start_gwt(harness)
    screen = screen_of(harness)
    i18n = harness.services.i18n
    for kind in ("objective", "play_objective"):
        line = format_event(i18n.t, i18n.has, "gwt", Event(kind, 0, {"card": "O18"}), 0,
                            ["Ada", "Brunel"], screen.event_fields)
        assert "O18" in line and line.lower().count(word) == 1, line


def test_risk_sites_are_named_in_the_players_language() -> None:
    """A risk site is named by what it lies next to and its risk action, as the trail
    marks it ("!", the floods' symbol, "1"): "Flood risk 1", «Потоп, риск 1» (a player
    took "Flood!1" for a typo; before that, "Fl!1" and "П!1" were explained nowhere).
    Other sites keep their stretch's letter ("Site B-2" as a place). A risk site has one
    name wherever it is named (a choice, a place to go, the log), in words without "!",
    none starting with a neutral building's letter (A-G: "F-1" is the site after F)."""
    from game.i18n import I18n
    from game.screens.gwt.decision import Describer
    from game.screens.gwt.names import Names
    from rules.gwt import actions as A
    from rules.gwt.data import load

    data = load()
    flood, plain = data.node_ids.index("flood_risk1"), data.node_ids.index("B-2")
    english, russian = Names(I18n("en").t, data), Names(I18n("ru").t, data)
    assert (english.site(flood), russian.site(flood)) == ("Flood risk 1", "Потоп, риск 1")
    assert english.site(plain) == russian.site(plain) == "B-2"
    assert english.node(plain) == "Site B-2"
    buildings = {ident for ident in data.node_ids if len(ident) == 1}  # neutral buildings
    assert buildings == set("ABCDEFG")
    risks = [n for n, ident in enumerate(data.node_ids) if "_risk" in ident]
    assert len(risks) == 7
    for names in (english, russian):
        named = [names.site(n) for n in risks]
        assert len(set(named)) == 7  # seven names for seven sites
        for node, name in zip(risks, named, strict=True):
            assert "!" not in name and name.split()[0] not in buildings, name
            assert name[-1].isdigit() and name[-2] == " ", name  # "… 1", not "…1"
            assert names.node(node) == name  # one name, as a place too
    build = A.Build(1, flood)
    assert Describer(english, data).action(build, None, 0) == "Build at Flood risk 1"
    assert Describer(russian, data).action(build, None, 0) == \
        "Строить на месте Потоп, риск 1"


def test_the_you_are_here_label_leaves_the_other_places_labels_readable() -> None:
    """Under the ring, or where it hides no other place (the sites after buildings F and
    G lie just under and over them), on two lines if one is too wide for any gap;
    always inside the board."""
    from game.screens.gwt import trail
    from game.screens.gwt.drawing import here_pill
    from rules.gwt.data import NEUTRAL, PRIVATE

    harness = make_harness()
    start_gwt(harness)
    screen = screen_of(harness)
    data = screen.data

    def hidden(pill: pygame.Rect, node: int) -> int:
        return sum(pill.clip(trail.node_rect(data, n, c)).w * pill.clip(
            trail.node_rect(data, n, c)).h for n, c in screen.trail_pos.items() if n != node)

    one_line, two_lines = (94, 20), (58, 32)  # "You are here"
    shapes: dict[tuple[int, int], int] = {}
    for node, centre in screen.trail_pos.items():
        if data.node_kind[node] not in (NEUTRAL, PRIVATE):
            continue  # a cattleman stops only at buildings (and private building sites)
        ring = trail.node_rect(data, node, centre).inflate(12, 12)
        pill = here_pill(screen, node, ring, [one_line, two_lines])
        assert screen.board_rect.contains(pill)
        assert hidden(pill, node) == 0, data.node_ids[node]
        shapes[pill.size] = shapes.get(pill.size, 0) + 1
    assert shapes[one_line] > shapes.get(two_lines, 0)  # one line wherever it fits


def test_a_watched_game_names_whose_discard_pile_is_shown(monkeypatch) -> None:
    """AIs only: the discard viewer says whose pile it is, not "your"."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.playout import random_match
    from tests.ui.conftest import record_texts

    drawn = record_texts(monkeypatch)
    harness = make_harness()
    app = harness.services
    looks = [SeatLook("Ada", 0), SeatLook("Brunel", 1)]
    app.stack.push(PlayScene(app, random_match("gwt", 2, 1, 40), looks))
    harness.frames(3)
    harness.click("discard-pile")
    harness.frames(1)
    screen = screen_of(harness)
    name = looks[screen.view.viewer].name
    pile = len(screen.table.discard[screen.view.viewer])
    assert screen.show_discard
    assert any(value.startswith(f"{name}'s discard pile ({pile} ") for value in drawn)
    assert not any(value.startswith("Your discard pile") for value in drawn)


def test_a_long_choice_label_takes_a_smaller_size_rather_than_be_cut() -> None:
    """"Add 2 cards to the market (1 cowboy)" was drawn at "tiny" and still cut short
    ("… (1 c…"); a label now takes the largest size at which it fits its button."""
    from game.screens.gwt.decision import Choice

    harness = make_harness()
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)
    theme = harness.services.theme
    label = "Add 2 cards to the market (1 cowboy)"
    screen.decision.choices = [Choice(label, screen.view.legal[0]), Choice("Done", None, 0)]
    screen.rebuild()
    button = harness.find("choice-0")
    assert theme.text_width(label, button.size) <= button.rect.w - 16
    assert harness.find("choice-1").size == 15  # a short label keeps the usual size


def test_kansas_city_discs_of_four_players_stay_inside_the_city_box() -> None:
    """Kansas City takes any number of discs: with four players one row of chips and
    counts ran past the box's right edge; the chips now wrap to a second row."""
    from game.screens.gwt.railroad import disc_rows
    from game.theme import Theme

    pygame.font.init()
    theme = Theme.load()
    width = 70
    rows = disc_rows(theme, [0, 2, 3, 0, 3, 2, 1, 0, 1], width)
    assert len(rows) == 2
    assert [p for row in rows for p, _ in row] == [0, 1, 2, 3]
    for row in rows:
        used = sum(15 + (theme.text_width(str(c), "tiny", True) + 3 if c > 1 else 0)
                   for _, c in row)
        assert used <= width
    assert disc_rows(theme, [], width) == []


def test_the_station_master_decision_says_what_the_master_gives() -> None:
    """"Appoint the station master?" said nothing of the tile: its points at the end, its
    money or bonus action, its certificate are now written under the choices."""
    from game.scenes.play import PlayScene
    from game.screens.gwt.drawing import note_height
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness()
    match = Match(GameConfig.make("gwt", ["human", "easy"], names=["Ada", "Brunel"]), 3)
    play = PlayScene(harness.services, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    harness.services.stack.push(play)
    harness.run_until(lambda: my_turn(harness))
    state = match.state
    station = next(st for st, m in enumerate(state.station_master) if m >= 0)
    master = state.station_master[station]
    state.workers[0][1] = 3
    state.stack.append(("master", station))
    play.refresh()
    harness.frames(2)
    screen = screen_of(harness)
    assert screen.decision.kind == "master"
    assert screen.decision.note == screen.names.master_reward(master)
    assert screen.names.master_text(master) in screen.decision.note
    grid_bottom = max(w.rect.bottom for w in screen.ui.widgets if w.id.startswith("choice-"))
    assert grid_bottom <= screen.choice_area.bottom - note_height(screen, screen.decision.note)


def test_the_building_picker_shows_costs_and_what_the_building_does() -> None:
    """Building: each building's price, each site's price (less on one's own building
    it replaces) and, once a building is chosen, its actions and points: the picker
    showed only the craftsmen, and nothing on screen said what an unbuilt building did."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness()
    match = Match(GameConfig.make("gwt", ["human", "easy"], names=["Ada", "Brunel"]), 3)
    play = PlayScene(harness.services, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    harness.services.stack.push(play)
    harness.run_until(lambda: my_turn(harness))
    state, data = match.state, screen_of(harness).data
    own = data.node_ids.index("A-1")
    state.building_at[own], state.owner_at[own] = 7, 0  # building 1a (1 craftsman)
    state.unbuilt[0].remove(1)
    state.workers[0][1], state.money[0] = 6, 30
    state.stack.append(("build", 2))
    play.refresh()
    screen = screen_of(harness)
    labels = [c.label for c in screen.decision.choices]
    # $4 on an empty site, $2 over building 1a (the picker gives the range)
    assert "Building 4a · craftsmen: 2 · $2–4" in labels, labels
    harness.click(f"choice-{labels.index('Building 4a · craftsmen: 2 · $2–4')}")
    decision = screen.decision
    code = next(c for c, b in enumerate(data.buildings) if b.id == "4a")
    assert decision.note == screen.describer.building_note(code)
    assert "3VP" in decision.note and "$5" in decision.note  # remove a hazard for $5
    by_site = {c.action.node: c.label for c in decision.choices if c.action is not None}
    assert by_site[own].endswith("· $2")  # 2 craftsmen less the 1 of building 1a
    assert by_site[data.node_ids.index("A-2")].endswith("· $4")


def test_the_log_names_the_local_action_used_with_its_own_numbers() -> None:
    """Several buildings share an effect with other numbers: building A's second hire
    costs $2 more, 2a pays $4 for a Guernsey (1a pays $2). The log names the one used."""
    from game.eventlog import format_event
    from rules.gwt.actions import UseLocal
    from tests.gwt.helpers import at, build_at, card, game, play

    harness = make_harness()
    start_gwt(harness)
    screen = screen_of(harness)
    i18n = harness.services.i18n

    def line(events) -> str:
        event = next(e for e in events if e.kind == "local_action")
        return format_event(i18n.t, i18n.has, "gwt", event, 0, ["Ada", "Brunel"],
                            screen.event_fields)

    s = game(2)
    s.money[0] = 20
    at(s, 0, "A")
    assert "+$2" in line(play(s, UseLocal(2, 0)))
    s = game(2)
    build_at(s, "A-1", "2a", 0)
    s.hand[0] = [card("guernsey")]
    at(s, 0, "A-1")
    assert "$4" in line(play(s, UseLocal(0, 0)))


@pytest.mark.parametrize("language, words", [
    ("en", ("single auxiliary action", "waiting-room", "transport cost", "job market token",
            "station masters", "5th and 6th", "step limit")),
    ("ru", ("единичное дополнительное действие", "зала ожидания", "транспортный налог",
            "маркер биржи труда", "станционные смотрители", "5-м и 6-м", "лимита шагов")),
])
def test_the_rules_screen_tells_the_turn_and_the_scoring_as_the_rulebook(language, words):
    """The rules screen said "take the two single actions", that Kansas City gives "a new
    worker from the job market" and that "your train must have reached" a city, and left
    out four of the eleven scoring categories (rulebook: «Использовать единичное
    дополнительное действие», «Чем выше ценность вашего стада, тем в более дальний город
    вы можете его доставить»)."""
    from game.i18n import I18n

    body = I18n(language).t("rules.gwt.body")
    for word in words:
        assert word in body, word
    assert "two single" not in body and "два простых" not in body


def test_the_you_are_here_label_keeps_off_the_place_itself() -> None:
    """At the board's bottom edge (the rockfalls, F-2, G-2) the label was pushed up onto
    the place it marks, hiding a hazard or a site's risk sign. Three rockfalls keep it
    there: every other spot hides a neighbour or the cattlemen (test_gwt_colour_blind)."""
    from game.screens.gwt import trail
    from game.screens.gwt.drawing import here_pill

    harness = make_harness()
    start_gwt(harness)
    screen = screen_of(harness)
    for node, centre in screen.trail_pos.items():
        own = trail.node_rect(screen.data, node, centre)
        pill = here_pill(screen, node, own.inflate(12, 12), [(94, 20), (58, 32)])
        name = screen.data.node_ids[node]
        assert not pill.colliderect(own) or name in ("rockfall2", "rockfall3", "rockfall4")


def test_the_choices_on_a_page_share_one_label_size() -> None:
    """Each choice took the largest size its own label fitted: in Russian a purchase
    offer read at 15, 13 and 12 px side by side ("Айршир (3, 3 ПО) · $6 · 1♞" beside
    "Бурая швицкая (3, 2 ПО) · $3 · 2♞"). A page's labels now share the smallest."""
    from tests.ui_gwt.helpers import walk_choices

    harness = make_harness(["--lang", "ru"])
    start_gwt(harness)
    open_game(harness)
    mixed = 0
    for buttons in walk_choices(harness, 11, 700):
        sizes = {button.size for button in buttons}
        assert len(sizes) <= 1, [(b.label, b.size) for b in buttons]
        mixed += 1
    assert mixed > 20


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_market_card_names_its_breed_on_one_readable_line(monkeypatch, lang) -> None:
    """"Brown Swiss", «Бурая швицкая» and «Техасский лонгхорн» went to two lines of 10 px
    beside their neighbours' 13: a market card too narrow for the whole name gives the
    short one («Швицкая»)."""
    from game import draw
    from game.i18n import I18n
    from game.screens.gwt import markets
    from game.screens.gwt.names import Names
    from game.theme import Theme
    from rules.gwt.data import load

    data = load()
    names = Names(I18n(lang).t, data)
    theme = make_harness().services.theme
    assert isinstance(theme, Theme)
    drawn: list[tuple[list[str], int]] = []
    monkeypatch.setattr(draw, "text_lines", lambda surface, theme, lines, at, size, *rest,
                        **named: drawn.append((list(lines), size)))
    surface = pygame.Surface((200, 100))
    for breed in range(len(data.breed_names)):
        card = next(c for c in range(len(data.card_breed)) if data.card_breed[c] == breed)
        for count in (1, 3):
            drawn.clear()
            markets.cattle_card(surface, theme, data, names, card, pygame.Rect(0, 0, 94, 41),
                                count)
            (lines, size), = drawn
            assert len(lines) == 1 and size >= 12, (data.breed_names[breed], lines, size)


def test_a_move_that_cannot_stop_yet_does_not_offer_to() -> None:
    """"Keep moving (3 steps left) or stop here" with only places to go as buttons (a
    free move's first step must be taken; a GWT player's review)."""
    from rules.gwt import actions as A
    from tests.ui_gwt.helpers import open_match, walk_choices

    harness, _ = open_match(lambda state, data: None)
    for _ in walk_choices(harness, 14, 1500):  # (this walk meets a free move)
        screen = screen_of(harness)
        if screen.decision is not None and screen.decision.kind == "move":
            can_stop = any(isinstance(a, A.Stop) for a in screen.view.legal)
            steps = screen.table.frame[1]
            key = "gwt.ask.move" if can_stop else "gwt.ask.move_on"
            if screen.table.frame[3] != 0:  # (an objective card's: its own words, fees
                key = key.replace("ask.move", "ask.free_move")  # ignored)
            assert screen.decision.prompt == harness.services.t(key, n=steps)
            return
    raise AssertionError("no free move met")


def test_two_hazards_alike_are_told_apart_by_their_fee() -> None:
    """Removing a hazard offered "Flood (3 VP)" twice: the two tiles differ in their fee's
    hand (green or black), which only the tooltip told (a GWT player's review; the
    hazard spaces carry no number on the trail to name them by)."""
    from rules.gwt import actions as A
    from tests.ui_gwt.helpers import open_match

    harness, _ = open_match(lambda state, data: None)
    screen = screen_of(harness)
    table, data, t = screen.table, screen.data, harness.services.t
    hazards = [node for node, tile in enumerate(table.tile_at)
               if tile >= 0 and data.tiles[tile].kind == 1]
    assert len(hazards) >= 2
    for node in hazards:
        tile = table.tile_at[node]
        hand = t("gwt.hand.green" if data.tiles[tile].hands[0] else "gwt.hand.black")
        assert screen.describer.action(A.TakeHazard(node), table, 0) == t(
            "gwt.act.hazard_hand", tile=screen.names.tile(tile), hand=hand)
    alike = [(a, b) for a in range(len(data.tiles)) for b in range(a)
             if data.tiles[a].kind == data.tiles[b].kind == 1 and
             screen.names.tile(a) == screen.names.tile(b) and
             data.tiles[a].hands != data.tiles[b].hands]
    assert alike  # ("Flood (3 VP)" green and black: now two labels)


def test_a_railroad_links_pill_says_what_it_is_worth() -> None:
    """The pills between the cities' crests ("−3★", "+6") were explained nowhere."""
    from game.input import Intent
    from game.screens.gwt import drawing
    from tests.ui_gwt.helpers import open_match

    harness, _ = open_match(lambda state, data: None)
    harness.click("tab-rail")
    screen = screen_of(harness)
    link = next(i for i, link in enumerate(screen.data.links) if link.objective)
    harness.frame(Intent("point", screen.rail.links[link].center))
    assert screen.hover_key == ("link", link)
    lines = drawing.info_lines(screen, ("link", link))
    data_link = screen.data.links[link]
    assert screen.names.city(data_link.left) in lines[0] and len(lines) == 2


def test_a_hover_box_holds_its_bold_first_line(monkeypatch) -> None:
    """The box was measured with its first line in regular type but drew it bold, so a
    long first line (a railroad link's) ran below the box (a regression review)."""
    from game import draw
    from game.input import Intent
    from game.screens.gwt import drawing
    from tests.ui_gwt.helpers import open_match

    harness, _ = open_match(lambda state, data: None)
    harness.click("tab-rail")
    screen = screen_of(harness)
    boxes: list[pygame.Rect] = []
    bottoms: list[int] = []
    panel, paragraph = draw.panel, draw.paragraph
    monkeypatch.setattr(draw, "panel", lambda surface, rect, *a, **k: (
        boxes.append(pygame.Rect(rect)), panel(surface, rect, *a, **k))[1])

    def measured(surface, theme, text, rect, *a, **k):
        used = paragraph(surface, theme, text, rect, *a, **k)
        bottoms.append(rect.y + used)
        return used
    monkeypatch.setattr(draw, "paragraph", measured)
    for index in range(len(screen.data.links)):
        harness.frame(Intent("point", screen.rail.links[index].center))
        boxes.clear()
        bottoms.clear()
        drawing.draw_hover(screen, harness.app.surface)
        assert boxes and max(bottoms) <= boxes[-1].bottom, index


def test_the_discard_piles_close_note_has_a_fingers_own_words() -> None:
    """The open discard pile said "Esc or a click on the board closes it" (no click in any
    catalog: tests/ui/test_i18n); a finger's form says "tap"."""
    from game.i18n import I18n

    for language in ("en", "ru"):
        i18n = I18n(language)
        assert i18n.t("gwt.discard_close.touch") != i18n.t("gwt.discard_close")
