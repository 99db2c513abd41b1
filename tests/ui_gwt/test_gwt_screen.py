"""The Great Western Trail screen, driven headlessly through synthetic input only:
a whole 2-player game from the title to the results, the decision stack shown as the
right tab with lit pieces, multi-step walks, building pickers, the log in words, and
screenshots of the major states."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from game.screens.gwt.screen import GwtScreen
from game.testing import Harness
from rules.core.rng import Rng
from tests.ui.conftest import make_harness

pytestmark = pytest.mark.ui

#: Set RAILYARD_SHOTS=/some/dir to keep the screenshots of a run.
SHOTS = os.environ.get("RAILYARD_SHOTS")


def start_gwt(harness: Harness, controllers: tuple[str, ...] = ("human", "easy")) -> None:
    harness.click("game-gwt")
    assert harness.scene_name == "setup"
    setup = harness.top
    setup.count = len(controllers)
    for index, controller in enumerate(controllers):
        setup.seats[index].controller = controller
    harness.click("start")
    assert harness.scene_name in ("game", "handoff")


def screen_of(harness: Harness) -> GwtScreen:
    screen = harness.top.screen
    assert isinstance(screen, GwtScreen)
    return screen


def my_turn(harness: Harness) -> bool:
    return harness.scene_name == "game" and bool(screen_of(harness).view.legal) and \
        screen_of(harness).goal is None


def choice_ids(harness: Harness) -> list[str]:
    screen = screen_of(harness)
    return [w.id for w in screen.ui.widgets if w.id.startswith("choice-") and w.enabled]


def play_one(harness: Harness, rng: Rng) -> None:
    """One click of a player who picks among the choices on offer (sometimes the board)."""
    screen = screen_of(harness)
    decision = screen.decision
    assert decision is not None
    spots = [w.id for w in screen.ui.widgets if w.id.startswith(("node-", "track-", "city-",
                                                                  "job-", "disc-", "hand-"))]
    if spots and rng.randbelow(3) == 0:
        harness.click(spots[rng.randbelow(len(spots))])
        return
    if harness.find("page-next") is not None and rng.randbelow(3) == 0:
        harness.click("page-next")
        return
    ids = choice_ids(harness)
    assert ids, decision.prompt
    harness.click(ids[rng.randbelow(len(ids))])


def test_a_whole_two_player_game_through_clicks(tmp_path: Path) -> None:
    shots = Path(SHOTS) if SHOTS else tmp_path
    harness = make_harness()
    start_gwt(harness)
    rng = Rng.from_seed(12)
    seen: set[str] = set()
    started = time.perf_counter()
    clicks = 0
    worst_draw = 0.0
    for _ in range(20000):
        if harness.scene_name == "results":
            break
        if harness.scene_name != "game":
            harness.frame()
            continue
        if my_turn(harness):
            screen = screen_of(harness)
            kind = screen.decision.kind if screen.decision else ""
            assert screen.tab == screen.decision.tab or not screen.decision.tab, kind
            if kind not in seen:
                seen.add(kind)
                harness.frames(12)  # past the fade-in and the first animations
                harness.save_png(shots / f"gwt-{len(seen):02d}-{kind}.png")
                t0 = time.perf_counter()
                harness.app.render()
                worst_draw = max(worst_draw, time.perf_counter() - t0)
            play_one(harness, rng)
            clicks += 1
        else:
            harness.frame()
    else:
        raise AssertionError("the game did not end")
    assert harness.scene_name == "results"
    sheet = harness.top.sheet
    assert sheet.final and len(sheet.categories) == 11
    harness.frames(20)
    harness.save_png(shots / "gwt-99-results.png")
    assert {"start", "phase_b", "kc_waiting", "kc_income", "kc_delivery"} <= seen, seen
    assert clicks > 50
    # wall-clock times depend on the machine's load: reported, not asserted
    print(f"{clicks} clicks in {time.perf_counter() - started:.1f} s; "
          f"slowest first draw of a decision {1000 * worst_draw:.1f} ms")


def test_the_first_turn_places_the_cattleman_on_a_lit_neutral_building() -> None:
    harness = make_harness()
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)
    assert screen.tab == "trail"
    assert screen.decision.kind == "start"
    lit = [w.id for w in screen.ui.widgets if w.id.startswith("node-")]
    assert sorted(lit) == [f"node-{letter}" for letter in "ABCDEFG"]
    harness.click("node-C")
    play = harness.top
    assert play.match.state.cattleman[0] == play.match.game.observe(play.match.state, 0).get(
        "cattleman")[0]
    assert screen_of(harness).decision.kind == "phase_b"


def test_a_destination_is_walked_step_by_step_and_fees_are_shown() -> None:
    harness = make_harness()
    start_gwt(harness)
    rng = Rng.from_seed(5)

    def far_destination() -> bool:
        if not my_turn(harness):
            return False
        decision = screen_of(harness).decision
        return decision.kind == "start" and any(
            len(path) > 1 for _, path in decision.paths.values())

    for _ in range(3000):
        if far_destination():
            break
        if my_turn(harness):
            play_one(harness, rng)
        else:
            harness.frame()
    screen = screen_of(harness)
    assert screen.tab == "trail"
    far = max(screen.decision.paths, key=lambda n: len(screen.decision.paths[n][1]))
    fee = screen.decision.paths[far][0]
    money = harness.top.match.state.money[0]
    before = len(harness.top.match.decisions)
    harness.click(f"node-{screen.data.node_ids[far]}")
    harness.frames(10)
    state = harness.top.match.state
    assert state.cattleman[0] == far or far == screen.data.kansas_city
    assert len(harness.top.match.decisions) > before + 1  # several step decisions
    if far != screen.data.kansas_city:
        assert state.money[0] <= money - fee or state.current != 0


def test_tabs_switch_and_the_board_shows_every_player() -> None:
    harness = make_harness()
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    for tab in ("rail", "market", "board", "trail"):
        harness.click(f"tab-{tab}")
        assert screen_of(harness).tab == tab
        harness.frames(2)
    harness.click("tab-board")
    harness.click("board-1")
    assert screen_of(harness).shown_player() == 1
    harness.click("discard-pile")
    assert screen_of(harness).show_discard


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


def test_hot_seat_hands_over_between_humans() -> None:
    harness = make_harness()
    start_gwt(harness, ("human", "human"))
    harness.run_until(lambda: harness.scene_name in ("game", "handoff"))
    if harness.scene_name == "handoff":
        harness.confirm()
    harness.run_until(lambda: my_turn(harness))
    viewer = screen_of(harness).view.viewer
    harness.click("node-A")
    harness.run_until(lambda: my_turn(harness) or harness.scene_name == "handoff")
    rng = Rng.from_seed(1)
    for _ in range(60):
        if harness.scene_name == "handoff":
            harness.confirm()
            break
        if my_turn(harness):
            play_one(harness, rng)
        else:
            harness.frame()
    harness.run_until(lambda: harness.scene_name == "game" and my_turn(harness))
    assert screen_of(harness).view.viewer != viewer


def test_hint_lights_a_choice_and_undo_takes_a_step_back() -> None:
    harness = make_harness()
    harness.services.ai_pace = 5.0  # the AI waits, so the human can still undo
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    harness.click("hint")
    harness.run_until(lambda: screen_of(harness).hint_action is not None, max_frames=300)
    screen = screen_of(harness)
    assert screen.hint_action in screen.view.legal
    assert any(m.startswith("Hint:") for m in harness.services.toasts.messages)
    play = harness.top
    before = len(play.match.decisions)
    harness.click("node-B")  # place the cattleman: no hidden information, may be undone
    assert len(play.match.decisions) == before + 1
    assert harness.find("undo").enabled
    harness.key("z")
    assert len(play.match.decisions) == before
    assert screen_of(harness).decision.kind == "start"


def test_keyboard_digits_pick_choices() -> None:
    harness = make_harness()
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    before = len(harness.top.match.decisions)
    harness.key("1")
    assert len(harness.top.match.decisions) == before + 1


def test_four_seats_play_and_every_board_can_be_shown(tmp_path: Path) -> None:
    harness = make_harness()
    start_gwt(harness, ("human", "easy", "easy", "easy"))
    rng = Rng.from_seed(9)
    for _ in range(400):
        if my_turn(harness):
            play_one(harness, rng)
        else:
            harness.frame()
    harness.run_until(lambda: my_turn(harness))
    harness.click("tab-board")
    for p in range(4):
        harness.click(f"board-{p}")
        assert screen_of(harness).shown_player() == p
        harness.frames(2)
    harness.save_png(tmp_path / "four.png")


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


def test_risk_sites_are_lettered_in_the_players_language() -> None:
    """A risk site is named by what it lies next to («! рискованное действие места»): the
    floods' first is F!1 in English and П!1 (потоп) in Russian, on the board and in the
    log alike; other sites keep their stretch's letter. No risk site's letters are a
    neutral building's (A-G), so the floods' "Fl!1" is not read as "F-1", the site after
    building F."""
    from game.i18n import I18n
    from game.screens.gwt.names import Names
    from rules.gwt.data import load

    data = load()
    flood, plain = data.node_ids.index("flood_risk1"), data.node_ids.index("B-2")
    english, russian = Names(I18n("en").t, data), Names(I18n("ru").t, data)
    assert (english.site(flood), russian.site(flood)) == ("Fl!1", "П!1")
    assert english.site(plain) == russian.site(plain) == "B-2"
    buildings = {ident for ident in data.node_ids if len(ident) == 1}  # neutral buildings
    assert buildings == set("ABCDEFG")
    risks = [n for n, ident in enumerate(data.node_ids) if "_risk" in ident]
    for names in (english, russian):
        assert all(names.site(n).split("!")[0] not in buildings for n in risks)
    assert "П!1" in russian.node(flood)


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


def test_page_down_and_page_up_keys_turn_the_page_of_choices() -> None:
    """The keys as the input mapper names them from a real key press ("page down",
    with a space: pygame's name), not only the page buttons."""
    from game.input import InputMapper

    harness = make_harness()
    start_gwt(harness)
    rng = Rng.from_seed(3)
    for _ in range(3000):
        if my_turn(harness) and harness.find("page-next") is not None:
            break
        if my_turn(harness):
            ids = choice_ids(harness)
            harness.click(ids[rng.randbelow(len(ids))])
        else:
            harness.frame()
    else:
        raise AssertionError("no decision with a second page of choices")
    screen = screen_of(harness)
    mapper = InputMapper()

    def press(key: int) -> None:
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")
        harness.frame(*mapper.translate(event))

    assert screen.page == 0
    press(pygame.K_PAGEDOWN)
    assert screen.page == 1
    press(pygame.K_PAGEUP)
    assert screen.page == 0


def test_the_final_board_switches_tabs() -> None:
    """The final board (from the results) showed only the tab the game ended on: its
    tabs took no taps. Now they do; nothing is played."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness()
    match = Match(GameConfig.make("gwt", ["human", "easy"], names=["Ada", "Brunel"]), 5)
    play = PlayScene(harness.services, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    harness.services.stack.push(play)
    rng = Rng.from_seed(2)
    for _ in range(20000):
        if match.is_over():
            break
        view = play.screen.view
        if play.opening is None and view is not None and view.legal:
            play.choose(view.legal[rng.randbelow(len(view.legal))])
        harness.frame()
    harness.run_until(lambda: harness.scene_name == "results")
    harness.click("board")
    assert harness.scene_name == "board"
    screen = play.screen
    decisions = len(match.decisions)
    for tab in ("trail", "rail", "market", "board", "trail"):
        harness.tap(screen.find(f"tab-{tab}").rect.center)
        assert screen.tab == tab
    assert len(match.decisions) == decisions and harness.scene_name == "board"


def test_hot_seat_with_an_ai_seat_playing_first_reaches_the_first_human() -> None:
    """Two humans and an AI that moves first: the table stays covered (no viewer yet)
    while the AI plays; the screen's first update painted its layers without a view and
    failed, and the app fell back to the title with an error."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness()
    match = Match(GameConfig.make("gwt", ["easy", "human", "human"]), 3)
    assert match.to_act() == (0,)
    play = PlayScene(harness.services, match, [SeatLook(f"P{i}", i) for i in range(3)])
    harness.services.stack.push(play)
    assert harness.scene_name == "game" and play.viewer is None
    harness.run_until(lambda: harness.scene_name == "handoff", max_frames=600)
    harness.click("ready")
    harness.frames(3)
    assert play.viewer == match.to_act()[0] and play.screen.view.legal


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


def test_tab_reaches_the_tabs_and_choices_and_keeps_its_place_after_a_decision() -> None:
    """Keyboard only: Tab went round the top bar alone (the screen had no focus_step), so
    the tabs, the other players' boards and the choices could not be reached. Now Tab
    goes through them, Enter picks, and the focus stays on the choices."""
    harness = make_harness()
    start_gwt(harness)
    harness.run_until(lambda: my_turn(harness))
    screen = screen_of(harness)

    def focused() -> str:
        widget = screen.ui.focused or harness.top.ui.focused
        return widget.id if widget is not None else ""

    seen = []
    for _ in range(12):
        harness.key("tab")
        seen.append(focused())
    assert {"tab-trail", "tab-market", "tab-board", "choice-0"} <= set(seen), seen
    while focused() != "tab-board":
        harness.key("tab")
    harness.confirm()
    assert screen.tab == "board" and focused() == "tab-board"
    while not focused().startswith("choice-"):
        harness.key("tab")
    before = len(harness.top.match.decisions)
    harness.confirm()
    harness.frames(2)
    assert len(harness.top.match.decisions) == before + 1
    assert focused().startswith("choice-")


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


def test_undo_takes_back_a_whole_walk() -> None:
    """A click on a place walks there: one step decision per space, then the place's
    actions. Undo takes the whole walk back, not only its last step."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match
    from rules.core.rng import Rng

    harness = make_harness()
    harness.services.ai_pace = 5.0  # the AI waits: nothing happens between click and Undo
    match = Match(GameConfig.make("gwt", ["human", "easy"], names=["Ada", "Brunel"]), 4)
    play = PlayScene(harness.services, match, [SeatLook("Ada", 0), SeatLook("Brunel", 1)])
    harness.services.stack.push(play)
    rng = Rng.from_seed(2)
    screen = play.screen

    def walk_ahead() -> bool:
        decision = screen.decision
        return (decision is not None and decision.kind == "start"
                and not screen.table.first_turn[0]
                and any(len(path) > 2 for _, path in decision.paths.values()))

    for _ in range(20_000):
        ready = harness.scene_name == "game" and play.opening is None and \
            screen.view is not None and bool(screen.view.legal) and screen.goal is None
        if ready and walk_ahead():
            break
        if ready:
            legal = screen.view.legal
            play.choose(legal[rng.randbelow(len(legal))])
        harness.frame()
    assert walk_ahead()
    far = max(screen.decision.paths, key=lambda n: len(screen.decision.paths[n][1]))
    before = len(match.decisions)
    harness.click(f"node-{screen.data.node_ids[far]}")
    harness.frames(10)
    assert len(match.decisions) - before >= 3  # a step per space and the stop
    harness.key("z")
    harness.frames(3)
    assert len(match.decisions) == before and screen.decision.kind == "start"
