"""What the screen says about moves: the hint, the log, the messages over the board
(problems found by playing the screen as a demanding player, one test each)."""

from __future__ import annotations

import pytest

from game.eventlog import format_event
from game.screens.railroad_ink import words
from rules.railroad_ink.actions import EraseRoute, IgnoreMeteor, Volcano
from rules.railroad_ink.tiles import VOLCANO, cell_name
from tests.ui.conftest import open_game, record_texts
from tests.ui_railroad_ink.helpers import make_harness, play_one, start, tap_cell

pytestmark = pytest.mark.ui


def test_the_turned_to_fit_message_goes_once_the_route_is_drawn(monkeypatch):
    """"Turned to fit here — tap the space again to draw it" stayed over the board for
    its full three seconds after the second tap had drawn the route (and, after the
    game's last drawing, over the final board), telling the player to tap again."""
    harness = make_harness()
    play = start(harness, ["human"], seed=4)
    screen = play.screen
    strong, anywhere = screen.targets()
    cell = min(c for c in anywhere if c not in strong)
    tap_cell(harness, cell)
    turned = harness.services.t("ink.turned_to_fit")
    assert screen.message == turned and screen.pending == cell
    drawn = record_texts(monkeypatch)
    harness.frame()
    assert any(text in turned for text in drawn if len(text) > 8)
    tap_cell(harness, cell)
    assert play.match.state.boards[0].cells[cell] >= 0  # drawn
    drawn.clear()
    harness.frames(3)
    assert not [text for text in drawn if len(text) > 8 and text in turned]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_volcano_and_an_erased_route_name_their_space_in_the_log(lang):
    """"Ada opened a volcano" said where no other drawing did not ("Ada drew a straight
    road at D6"): the volcano and the erased route now name their space too."""
    harness = make_harness(["--lang", lang])
    play = start(harness, ["human"], expansion="lava", seed=4)
    screen = play.screen
    cell = max(screen.options.volcano)
    harness.click("tool-volcano")
    tap_cell(harness, cell)
    events = [entry.event for entry in play.driver.log if entry.event.kind == "volcano"]
    assert events
    t, has = harness.services.t, harness.services.i18n.has
    line = format_event(t, has, "railroad-ink", events[-1], 0, ["Ada"], screen.event_fields)
    assert cell_name(cell) in line
    erased = events[-1].__class__("route_erased", 0, {"cell": 10, "face": "road_t"})
    line = format_event(t, has, "railroad-ink", erased, 0, ["Ada"], screen.event_fields)
    assert cell_name(10) in line and t("event.railroad-ink.face.road_t") in line


def test_a_lava_hint_is_shown_on_the_board_not_as_the_actions_code(monkeypatch):
    """A hint to open a volcano (or erase a route) was the toast "Hint: Volcano(cell=17)":
    the tool is now taken up, the space marked and the hint said in words; Space (or a
    tap on the space) follows it."""
    harness = make_harness()
    play = start(harness, ["human", "easy"], expansion="lava", seed=4)
    screen = play.screen
    action = screen.options.volcano[max(screen.options.volcano)]
    assert screen.show_hint(action)
    assert screen.tool == "volcano" and screen.pending == action.cell
    assert cell_name(action.cell) in screen.message
    harness.run_until(lambda: any(d.player == 1 for d in play.match.decisions), 200)
    assert screen.pending == action.cell  # the AI's drawing did not lose the hint
    assert "Volcano(" not in screen.describe(action)
    assert "EraseRoute(" not in screen.describe(EraseRoute(5))
    assert cell_name(5) in screen.describe(EraseRoute(5))
    harness.frame()
    harness.confirm()
    assert isinstance(action, Volcano)
    assert play.match.state.boards[0].cells[action.cell] == VOLCANO


def test_the_meteor_hint_names_the_special_route_to_cross_off():
    """"Hint: cross off a special route to ignore the meteor" left the player guessing
    which of the six: the hint names it."""
    for lang in ("en", "ru"):
        harness = make_harness(["--lang", lang])
        play = start(harness, ["human"], expansion="meteor", seed=3)
        screen = play.screen
        ignore = IgnoreMeteor(2)
        text = screen.describe(ignore)
        name = harness.services.t("event.railroad-ink.face.special_station_3road")
        assert name in text, text
        assert harness.services.t("event.railroad-ink.face.special_station_3rail") not in text


def road_die_facing_up(screen) -> bool:
    """Pick a die with a straight road and turn it to run north-south; False if none."""
    from rules.railroad_ink.tiles import FACES, ROAD, V_SIDES

    for die, face in enumerate(screen.obs.dice[:4]):
        if FACES[face].id == "road_straight":
            screen.select(("die", die))
            for _ in range(4):
                if V_SIDES[screen.current_variant()][0] == ROAD:
                    return True
                screen.rotate(1)
    return False


@pytest.mark.parametrize("expansion, bad, good", [
    ("none", ("water", "lava"), "ink.why.mismatch"),
    ("river", ("lava",), "ink.why.mismatch_route_water"),
    ("lava", ("water",), "ink.why.mismatch_route_lava"),
])
def test_a_refused_road_speaks_only_of_what_the_game_has(expansion, bad, good):
    """A road turned onto A4's railway exit in the base game was refused with "…a road
    may not meet a railway, and no route may meet water or lava": there is no water or
    lava in the base game. The refusal now names only this game's pieces."""
    harness = make_harness()
    for seed in range(1, 60):
        play = start(harness, ["human"], expansion=expansion, seed=seed)
        if road_die_facing_up(play.screen):
            break
        harness.services.stack.pop()
    screen = play.screen
    assert screen.pick is not None
    tap_cell(harness, 3)  # A4: a railway exit at its top
    assert screen.message == harness.services.t(good)
    assert not [word for word in bad if word in screen.message]


def test_the_last_round_is_announced_on_the_hot_seat_cover(monkeypatch):
    """Nothing said the round about to be played was the last one until a player was
    at the table (the column's "Round 7 of 7"): the top bar and the hot-seat cover now
    say "Last round", and only then."""
    harness = make_harness(["--lang", "ru"])
    play = start(harness, ["human", "human"], seed=3)
    last = harness.services.t("ink.last_round")
    notes = []
    for _ in range(3000):
        if play.driver.is_over():
            break
        if harness.scene_name == "handoff":
            notes.append((play.match.state.round, harness.top.note))
            harness.click("ready")
            continue
        play_one(harness, play)
    rounds = play.match.state.rounds
    assert notes and all((note == last) == (round_no == rounds) for round_no, note in notes)
    assert any(round_no == rounds for round_no, _ in notes)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_score_rows_are_traced_from_the_keyboard_too(monkeypatch, lang):
    """"Tap a line to see it on the board" had no key: a keyboard-only player never saw
    a score row traced. S steps through the rows (then none), and the note says so,
    whole, in both languages."""
    from game.screens.railroad_ink.panel import categories

    harness = make_harness(["--lang", lang])
    play = start(harness, ["human"], expansion="lava", seed=4)
    screen = play.screen
    seen = []
    for _ in range(len(categories("lava")) + 1):
        harness.key("s")
        seen.append(screen.focus)
    assert seen == [*categories("lava"), None]
    drawn = record_texts(monkeypatch)
    harness.frame()
    note = harness.services.t("ink.score_focus_hint")
    assert note in drawn and "S" in note
    assert harness.services.theme.text_width(note, "tiny") <= screen.column.w - 16  # whole


def test_space_draws_where_the_keyboard_cursor_is_not_where_a_die_was_turned():
    """Space on an outlined space turned the die to fit there; after the cursor was moved
    on to a green space, Space still drew on the first space, behind the cursor's back.
    Moving the cursor now lets go of the turned-to-fit space."""
    from tests.ui_railroad_ink.test_explore import move_cursor

    harness = make_harness()
    play = start(harness, ["human"], seed=4)
    screen = play.screen
    strong, anywhere = screen.targets()
    turned = min(c for c in anywhere if c not in strong)
    move_cursor(harness, screen, turned)
    harness.key("space")
    assert screen.pending == turned
    strong, _ = screen.targets()  # as the die is turned now
    other = min(c for c in strong if c != turned)
    move_cursor(harness, screen, other)
    harness.key("space")
    cells = play.match.state.boards[0].cells
    assert cells[other] >= 0 and cells[turned] < 0


def test_a_dragged_special_or_lava_die_keeps_its_colour(monkeypatch):
    """A die under the finger was always drawn with the black edge of the route dice: a
    dragged special route lost its gold and a lava die its red."""
    from game.input import Intent
    from game.screens.railroad_ink import tray

    harness = make_harness()
    play = start(harness, ["human"], expansion="lava", seed=4)
    screen = play.screen
    kinds = []
    die = tray.die
    monkeypatch.setattr(tray, "die", lambda *a, **k: kinds.append((a[4], a[5])) or die(*a, **k))
    for name, expected in (("special-0", "special"), ("die-4", "lava")):
        start_at = harness.find(name).rect.center
        harness.frame(Intent("down", start_at),
                      Intent("drag", (start_at[0] - 60, start_at[1] + 30), (0, 0)))
        assert screen.dragging is not None
        kinds.clear()
        harness.frame()
        picked = screen.current_variant()
        # the dragged one is the last die drawn, at the pointer
        assert kinds[-1] == (picked, expected)
        harness.frame(Intent("drop", (5, 5)))  # dropped off the board: nothing drawn
        assert screen.dragging is None


def drawn_paragraphs(monkeypatch) -> list[str]:
    from game import draw

    texts: list[str] = []
    paragraph = draw.paragraph
    monkeypatch.setattr(draw, "paragraph",
                        lambda surface, theme, text, *a, **k: texts.append(text)
                        or paragraph(surface, theme, text, *a, **k))
    return texts


def draw_route_dice(harness, play) -> None:
    screen = play.screen
    for _ in range(12):
        route = [d for d in range(4) if screen.pick_available(("die", d))]
        if not route:
            return
        if screen.pick != ("die", route[0]):
            harness.key(str(route[0] + 1))
        play_one(harness, play)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_river_dice_are_not_said_to_be_drawn_when_they_are_not(monkeypatch, lang):
    """With the four route dice drawn and both river dice still there, the status said
    "All dice drawn: end the round when you are ready", and before that "Draw every die
    that fits" (river dice are optional: "Вы можете взять 0, 1 или 2 речных кубика").
    Lava's status says one or two lava dice must be drawn."""
    harness = make_harness(["--lang", lang])
    t = harness.services.t
    texts = drawn_paragraphs(monkeypatch)
    play = start(harness, ["human"], expansion="river", seed=6)
    open_game(harness)  # under load the first frames kept the picture from before
    harness.frame()
    assert t("ink.draw_all_water") in texts and t("ink.draw_all") not in texts
    draw_route_dice(harness, play)
    screen = play.screen
    assert screen.options.end_round is not None
    assert screen.pick_available(("die", 4))  # a river die is still there
    texts.clear()
    harness.frame()
    assert t("ink.can_end_optional") in texts and t("ink.can_end") not in texts
    for die in (4, 5):  # and once they are drawn, all dice are
        if screen.pick_available(("die", die)):
            harness.key(str(die + 1))
            play_one(harness, play)
    if not any(screen.pick_available(("die", d)) for d in (4, 5)):
        texts.clear()
        harness.frame()
        assert t("ink.can_end") in texts
    lava = make_harness(["--lang", lang])
    texts = drawn_paragraphs(monkeypatch)
    start(lava, ["human"], expansion="lava", seed=6)
    open_game(lava)
    lava.frame()
    assert lava.services.t("ink.draw_all_lava") in texts


def test_a_refused_volcano_says_why_beside_an_exit():
    """With the volcano tool, a tap on B1 (beside the left railway exit, far from any
    lava) was refused with "A new volcano needs an empty space with no lava next to it":
    the real reason is that its lava would touch the exit."""
    harness = make_harness()
    play = start(harness, ["human"], expansion="lava", seed=4)
    screen = play.screen
    t = harness.services.t
    for cell, reason in ((7, "ink.why.volcano_route"), (23, "ink.why.volcano"),
                         (24, "ink.why.occupied")):
        harness.click("tool-volcano")
        assert screen.tool == "volcano"
        assert cell not in screen.options.volcano
        tap_cell(harness, cell)
        assert screen.message == t(reason), cell
        harness.click("tool-volcano")  # put the tool down again
        assert screen.tool is None


def test_a_keyboard_player_is_told_to_press_space_not_to_tap():
    """Space on an outlined space turned the die and said "tap the space again to draw
    it", and a hint said "tap it to draw", to a player at the keyboard."""
    from rules.railroad_ink.actions import Place
    from tests.ui_railroad_ink.test_explore import move_cursor

    harness = make_harness(["--lang", "ru"])
    play = start(harness, ["human"], seed=4)
    screen = play.screen
    t = harness.services.t
    strong, anywhere = screen.targets()
    turned = min(c for c in anywhere if c not in strong)
    tap_cell(harness, turned)  # by mouse: "tap"
    assert screen.message == t("ink.turned_to_fit")
    move_cursor(harness, screen, turned)
    screen.rotate(1)  # turned away again
    harness.key("space")
    assert screen.message == t("ink.turned_to_fit_key")
    action = next(a for a in screen.view.legal if isinstance(a, Place))
    assert screen.show_hint(action)
    assert screen.message == t("ink.hint_shown_key")


def test_a_players_message_is_not_shown_to_the_next_player_in_hot_seat():
    """Ada tapped the board after drawing her dice ("Pick a die first."), ended the
    round and handed over: Brunel found her message over his board. And with every die
    drawn, "Pick a die first" sent the player looking for a die there was none of."""
    harness = make_harness()
    play = start(harness, ["human", "human"], seed=3)
    harness.click("ready")
    screen = play.screen
    t = harness.services.t
    while screen.options.end_round is None:
        play_one(harness, play)
    tap_cell(harness, 24)
    assert screen.message == t("ink.can_end")
    harness.click("end-round")
    assert harness.scene_name == "handoff"
    harness.click("ready")
    assert play.viewer == 1
    assert screen.message_time == 0


def test_a_special_says_it_ignores_the_meteor_while_the_meteor_waits():
    """In the Meteor's first step a tap on a special route crosses it off to ignore the
    meteor, but its tooltip still said "At most one special route a round…"."""
    harness = make_harness()
    play = start(harness, ["human"], expansion="meteor", seed=3)
    t = harness.services.t
    assert harness.find("meteor-n") is not None or play.screen.options.meteor
    name = [words.special_name(play.screen, s) for s in (0, 1)]
    assert harness.find("special-0").tooltip == t("ink.ignore_tip", special=name[0])
    harness.click("cell-24")  # a space first: the meteor must fall or be ignored
    assert play.screen.message_time > 0
    harness.click("special-0")  # ignored: now specials are drawn as usual
    assert harness.find("special-1").tooltip == t("ink.special_tip", special=name[1])
    assert play.screen.message_time == 0  # and the message it answered is gone (it stayed)


def test_when_only_a_volcano_or_an_erasure_can_bring_lava_the_screen_says_so(monkeypatch):
    """With the route dice drawn and no room for lava, the status still said "Draw all
    route dice and one or two lava dice" (or "Draw every die that fits") and a tap on the
    board said "Pick a die first." with no die to pick: the round could only go on with
    a new volcano or an erased route, which nothing said."""
    from rules.railroad_ink.actions import Place, PlaceSpecial

    harness = make_harness(["--lang", "ru"])
    play = start(harness, ["human"], expansion="lava", seed=1)
    screen = play.screen
    for _ in range(400):  # draw at random until only the tools can bring lava
        if screen.pick is None and screen.options.end_round is None:
            break
        legal = [a for a in screen.view.legal if isinstance(a, Place | PlaceSpecial)]
        play.choose(legal[len(legal) // 2] if legal else screen.view.legal[-1])
        harness.frame()
    assert screen.pick is None and screen.options.end_round is None
    assert screen.options.volcano or screen.options.erase
    texts = drawn_paragraphs(monkeypatch)
    harness.frame()
    options = screen.options
    key = ("ink.why.need_tool" if options.volcano and options.erase
           else "ink.why.need_volcano" if options.volcano else "ink.why.need_erase")
    need = harness.services.t(key)
    assert need in texts
    tap_cell(harness, 24)
    assert screen.message == need


def test_a_watched_game_shows_no_instructions_to_tap(monkeypatch):
    """A kiosk's attract game (all seats AI) said "Tap a die, then a green space. R
    turns, M mirrors." with no one at the device to tap; a player still sees it."""
    harness = make_harness(["--lang", "en"])
    hint = harness.services.t("ink.turn_hint")
    texts = drawn_paragraphs(monkeypatch)
    start(harness, ["human", "normal"])
    open_game(harness)  # its opening takes more than one frame on a busy machine
    harness.frame()
    assert hint in texts
    harness = make_harness(["--lang", "en"])
    texts.clear()
    drawn = record_texts(monkeypatch)
    start(harness, ["normal", "normal"])
    harness.frames(3)
    assert harness.services.t("ink.round", round=1, rounds=7) in drawn  # the column is drawn
    assert hint not in texts


@pytest.mark.parametrize("lang, words", [
    ("en", ("River:", "Lake:", "Meteor:", "Lava:", "S traces")),
    ("ru", ("Река:", "Озеро:", "Метеор:", "Лава:", "S — показать")),
])
def test_the_rules_screen_tells_each_expansions_scoring_and_every_key(lang, words):
    """The rules screen said only that the expansions 'bring water, craters and lava'
    (not how they score: «За 1 из ваших рек вы получаете 1 очко за каждую клетку реки…»)
    and did not list the S key that traces the score rows."""
    from game.i18n import I18n

    body = I18n(lang).t("rules.railroad-ink.body")
    for word in words:
        assert word in body, word


def test_another_players_drawings_are_one_log_line_with_a_count():
    """Mid-round the log said "Brunel drew a route" seven times in a row, pushing
    everything else out of sight; a repeat is now one line with its count."""
    harness = make_harness(["--lang", "en"])
    play = start(harness, ["human", "normal"])
    harness.frames(30)  # the AI draws its round
    texts = [text for player, text in play.log_lines if player == 1]
    assert any(text.endswith(("×4", "×5", "×6", "×7")) for text in texts), texts
    assert all(a != b for a, b in zip(play.log_lines, play.log_lines[1:], strict=False))


def test_the_one_special_a_round_shows_once_one_is_drawn(monkeypatch) -> None:
    """The note ("one drawn this round") never fitted beside "Specials · 1 of 3 used" at
    1280×720, and the other specials kept the gold edge of ones that may be drawn: the
    limit showed only as a refusal (a Railroad Ink player's review)."""
    from tests.ui.conftest import make_harness, open_game, record_texts
    from tests.ui_railroad_ink.helpers import play_one, start

    for lang in ("en", "ru"):
        harness = make_harness(["--lang", lang])
        play = start(harness, ["human"])
        open_game(harness)
        screen = play.screen
        for _ in range(20):
            if screen.obs.own.special_this_round:
                break
            play_one(harness, play, special=True)
        assert screen.obs.own.special_this_round
        drawn = record_texts(monkeypatch)
        harness.frame()
        assert harness.services.t("ink.special_this_round") in drawn
        monkeypatch.undo()


def test_the_turn_hint_fits_its_three_lines_in_both_languages() -> None:
    """«…Коснитесь кубика ещё раз, что…»: the Russian hint lost how to turn the die."""
    from game import draw
    from game.i18n import I18n
    from game.screens.railroad_ink.panel import DIE, DIE_GAP
    from tests.ui.conftest import make_harness

    theme = make_harness().services.theme
    for lang in ("en", "ru"):
        for key in ("ink.turn_hint", "ink.turn_hint.touch"):
            lines = draw.wrap(theme, I18n(lang).t(key), 2 * DIE + DIE_GAP, "tiny")
            assert len(lines) <= 3, (lang, key, lines)


def test_all_dice_drawn_is_said_only_when_they_are(monkeypatch) -> None:
    """«Все кубики нарисованы» was said with a lava die undrawn that fitted nowhere (a
    Railroad Ink player's review): such a die counts among those to be skipped."""
    harness = make_harness(["--lang", "ru"])
    t = harness.services.t
    texts = drawn_paragraphs(monkeypatch)
    play = start(harness, ["human"], expansion="lava", seed=1)
    open_game(harness)
    screen = play.screen
    said = 0
    for _ in range(400):
        if screen.obs.round > 4 or harness.scene_name != "game":
            break
        texts.clear()
        harness.frame()
        if t("ink.can_end") in texts:
            said += 1
            undrawn = [d for d in range(len(screen.obs.dice))
                       if not screen.obs.own.dice_used >> d & 1]
            assert not undrawn, undrawn
        play_one(harness, play)
    assert said  # the status was met


def test_a_meteor_with_one_direction_is_not_said_to_be_chosen() -> None:
    """Its dice may leave one direction; the status still said "pick its direction" (a
    Railroad Ink player's review)."""
    from game.screens.railroad_ink.words import meteor_first
    from rules.railroad_ink.game import METEOR_PHASE

    seen = {1: 0, 2: 0}
    for seed in range(1, 12):
        harness = make_harness(["--lang", "en"])
        play = start(harness, ["human"], expansion="meteor", seed=seed)
        open_game(harness)
        screen = play.screen
        for _ in range(120):
            if harness.scene_name != "game" or screen.obs.round > 3:
                break
            if screen.obs.own.phase == METEOR_PHASE and screen.my_turn:
                one = len(screen.options.meteor) == 1
                seen[1 if one else 2] += 1
                said = meteor_first(screen, status=True)
                assert (said in (harness.services.t("ink.meteor_one"),
                                 harness.services.t("ink.meteor_one_no_special"))) is one
            play_one(harness, play)
        if seen[1] and seen[2]:
            break
    assert seen[1] and seen[2]


def test_the_games_own_keys_take_the_keyboard_from_the_bar() -> None:
    """Tab to "Challenge", then a die and the arrows: Enter opened the challenge code (in
    hot seat it shows what the game hides) instead of drawing (a keyboard review)."""
    harness = make_harness(["--lang", "en"])
    play = start(harness, ["human"])
    open_game(harness)
    for _ in range(30):  # through the screen's own stops (the board, the dice…)
        harness.key("tab")
        if play.ui.focused is not None:
            break
    assert play.ui.focused is not None  # a bar button
    harness.key("1")
    assert play.ui.focused is None
    harness.confirm()
    assert harness.scene_name == "game"


def test_no_turn_hint_about_dice_while_the_meteor_waits():
    """A touch review: in the Meteor's first step the tray said "Tap a die, then an
    outlined space" while the dice could not be used and the status asked for the
    meteor's arrow. Once the meteor has fallen, the hint is back."""
    from game.screens.railroad_ink import panel

    harness = make_harness()
    play = start(harness, ["human"], expansion="meteor", seed=3)
    assert play.screen.options.meteor and not panel.hint_shown(play.screen)
    assert not harness.find("die-0").tooltip  # nor said by the dice meanwhile
    harness.click(next(f"meteor-{d}" for d in "nesw" if harness.find(f"meteor-{d}")))
    assert not play.screen.options.meteor and panel.hint_shown(play.screen)
