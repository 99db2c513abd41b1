"""The Great Western Trail screen, driven headlessly through synthetic input only: a
whole 2-player game from the title to the results, the decision stack shown as the
right tab with lit pieces, multi-step walks, hot seat, hints and undo, the keyboard,
and screenshots of the major states. (What the screen writes and draws: test_gwt_texts.)"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from rules.core.rng import Rng
from tests.ui.conftest import make_harness
from tests.ui_gwt.helpers import choice_ids, my_turn, play_one, screen_of, start_gwt

pytestmark = pytest.mark.ui

#: Set RAILYARD_SHOTS=/some/dir to keep the screenshots of a run.
SHOTS = os.environ.get("RAILYARD_SHOTS")


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
    """Two humans and an AI that moves first: the cover for the first human comes at
    once (a blank table showed while the AI played), and that player watches the AI's
    turn; the screen's first update painted its layers without a view and failed, and
    the app fell back to the title with an error."""
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from rules.core.config import GameConfig
    from rules.core.record import Match

    harness = make_harness()
    match = Match(GameConfig.make("gwt", ["easy", "human", "human"]), 3)
    assert match.to_act() == (0,)
    play = PlayScene(harness.services, match, [SeatLook(f"P{i}", i) for i in range(3)])
    harness.services.stack.push(play)
    assert harness.scene_name == "handoff" and play.viewer is None
    harness.click("ready")
    assert play.viewer == 1 and match.to_act() == (0,)  # the AI's turn, watched
    harness.run_until(lambda: match.to_act() == (1,), max_frames=600)
    harness.frames(3)
    assert harness.scene_name == "game" and play.screen.view.legal


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
