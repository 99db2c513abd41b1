"""A focused control's tooltip leaves the screen's own texts readable (a keyboard
review: beside the control it covered GWT's prompt, TTR's status line, the results'
"Total" row): the texts a scene or a game's screen declares (``text_regions``, through
``WidgetGroup.keep_clear``) weigh before the other controls."""

from __future__ import annotations

from itertools import pairwise

import pygame

from game.widgets import Button, WidgetGroup
from game.widgets.base import TOOLTIP_DELAY
from tests.ui.conftest import make_harness, open_game
from tests.ui.toy_screen import ToyScreen


def test_a_focused_controls_tooltip_keeps_clear_of_the_texts_declared():
    theme = make_harness().services.theme
    group = WidgetGroup(theme)
    first = group.add(Button(theme, (100, 100, 120, 40), "Take", lambda: None,
                             tooltip="Take the card from the display into your hand"))
    group.add(Button(theme, (100, 260, 120, 40), "Pass", lambda: None))
    prompt = pygame.Rect(100, 148, 400, 30)  # a line of text under the first control
    group.keep_clear = lambda: [prompt]
    group.focus(first)
    group.update(TOOLTIP_DELAY + 0.1)
    box, _ = group.tooltip_box(pygame.Rect(0, 0, 1280, 720))
    assert not box.colliderect(prompt)
    assert not box.colliderect(first.rect.inflate(8, 8))
    group.keep_clear = lambda: ()  # nothing declared: below it, as before
    assert group.tooltip_box(pygame.Rect(0, 0, 1280, 720))[0].top > first.rect.bottom


def test_the_bars_tooltips_keep_clear_of_the_games_status_line(monkeypatch):
    """The play scene passes the game's screen's ``text_regions`` to its bar: Undo's
    tooltip went under it, over a status line there."""
    status = pygame.Rect(900, 60, 360, 90)
    monkeypatch.setattr(ToyScreen, "text_regions", lambda self: [status], raising=False)
    harness = make_harness(["--lang", "en"])
    harness.click("game-toy")
    harness.click("start")
    open_game(harness)
    play = harness.top
    undo = harness.find("undo")
    play.ui.focus(undo)
    harness.frames(int(TOOLTIP_DELAY * 60) + 5)
    box, _ = play.ui.tooltip_box(harness.app.surface.get_rect())
    assert not box.colliderect(status)
    assert not box.colliderect(undo.rect)


def test_a_long_press_tooltip_stays_above_the_finger_over_declared_texts():
    """Above the finger the hand does not cover it: a text declared there does not send
    a long press's tooltip under the hand (a mouse's goes round the text)."""
    from game.input import Intent

    theme = make_harness().services.theme
    group = WidgetGroup(theme)
    button = group.add(Button(theme, (600, 400, 120, 40), "End round", lambda: None,
                              tooltip="End the round once every route is drawn"))
    status = pygame.Rect(400, 300, 500, 90)  # a status line over the button
    group.keep_clear = lambda: [status]
    finger = button.rect.center
    group.handle(Intent("hold", finger))
    box, _ = group.tooltip_box(pygame.Rect(0, 0, 1280, 720))
    assert box.bottom < finger[1]
    group.tip_above = False  # a mouse resting there: round the text
    group.hover_time = TOOLTIP_DELAY + 0.1
    box, _ = group.tooltip_box(pygame.Rect(0, 0, 1280, 720))
    assert not box.colliderect(status)


def test_a_box_for_a_control_at_the_areas_edge_moves_in_rather_than_aside():
    """A focus ring reaching 2 px past the area's side left no place under the control
    (TTR's right-hand face-up card): the box went beside it, over the status line. It now
    moves into the area under the control, still clear of it."""
    from game.draw import beside_rect

    area = pygame.Rect(0, 0, 400, 300)
    ring = pygame.Rect(250, 100, 152, 60)  # 2 px past the right side
    status = pygame.Rect(0, 100, 240, 20)  # to its left
    box = beside_rect((160, 40), ring, area, keep=[status])
    assert area.contains(box) and not box.colliderect(ring)
    assert box.top >= ring.bottom and not box.colliderect(status)


def test_a_box_slides_past_a_prompt_rather_than_over_the_next_choice():
    """A review: Tab to "Play objective O1" at Kansas City's income, the question over the
    choices and "Sell as it is" beside it: the tooltip went beside the choice, over the
    sale. Above, slid on past the question, it hides neither."""
    from game.draw import beside_rect

    area = pygame.Rect(0, 0, 1000, 700)
    focused = pygame.Rect(700, 600, 230, 44)
    sale = pygame.Rect(450, 600, 230, 44)
    prompt = pygame.Rect(450, 540, 480, 44)
    box = beside_rect((300, 80), focused, area, avoid=[sale], keep=[prompt])
    assert not box.colliderect(prompt) and not box.colliderect(sale)
    assert box.bottom <= prompt.top and area.contains(box)


def test_a_focused_choices_tooltip_keeps_off_the_cards_a_pointer_works():
    """The controls a tooltip weighs are every other widget in sight, also those only a
    pointer works (GWT's hand cards are no Tab stops: a choice's tooltip lay over them)."""
    group = WidgetGroup(None)
    card = Button(None, pygame.Rect(0, 0, 60, 80), "", None, id="card")
    card.focusable = False
    choice = Button(None, pygame.Rect(100, 0, 60, 40), "", None, id="choice")
    group.widgets = [card, choice]
    assert group.controls_besides(choice) == [card.rect]


def test_a_mouse_tooltip_weighs_the_texts_only_not_the_controls_around():
    """A second review: a mouse's tooltip that also kept clear of every other widget
    jumped from side to side as the pointer moved a pixel (what each place hid changed
    with it) and went over the control it explained. By a pointer it keeps clear of the
    declared texts only: the controls around do not move it."""
    def tooltip_at(with_neighbour: bool) -> pygame.Rect:
        group = WidgetGroup(None)
        hovered = Button(None, pygame.Rect(100, 100, 200, 40), "", None, id="hovered",
                         tooltip="what it does, said at some length")
        group.widgets = [hovered]
        if with_neighbour:
            group.widgets.append(Button(None, pygame.Rect(100, 150, 200, 40), "", None,
                                        id="below"))
        group.measure = lambda text: ((180, 40), [text])
        group.hovered, group.hover_time, group.pointer = hovered, TOOLTIP_DELAY, (150, 120)
        group.keep_clear = lambda: [pygame.Rect(0, 60, 400, 20)]
        shown = group.tooltip_box(pygame.Rect(0, 0, 600, 400))
        assert shown is not None
        return shown[0]

    assert tooltip_at(True) == tooltip_at(False)


def test_a_box_slides_past_a_text_by_its_own_height_at_most():
    """A second review: slid on past every text in its way, a focused ticket's tooltip
    stood 230 px up in the middle of the map, far from the ticket."""
    from game.draw import beside_rect

    area = pygame.Rect(0, 0, 1000, 700)
    focused = pygame.Rect(50, 640, 900, 24)  # no room below it or beside it
    texts = [pygame.Rect(40, 400 + 26 * i, 920, 24) for i in range(9)]  # a tall text block
    box = beside_rect((300, 60), focused, area, keep=texts)
    assert focused.top - box.bottom <= 60 + 8


def test_a_box_hides_one_large_control_rather_than_several_small_ones():
    """A second review: a focused die's tooltip went over the dice and the buttons under
    it, where it had hidden a corner of the board (one control, but a large one, hid
    more square pixels): the fewest controls first, then the least of them."""
    from game.draw import beside_rect

    area = pygame.Rect(0, 0, 1000, 700)
    board = pygame.Rect(20, 20, 560, 560)
    dice = [pygame.Rect(600 + 80 * i, 20, 70, 70) for i in range(4)]
    buttons = [pygame.Rect(600 + 80 * i, 100, 70, 70) for i in range(4)]  # under the dice
    focused = dice[0]
    others = [board, *dice[1:], *buttons]
    box = beside_rect((260, 60), focused.inflate(8, 8), area, avoid=others)
    assert len(box.collidelistall(others)) == 1 and box.colliderect(board)


def test_a_mouse_tooltip_keeps_its_side_along_a_row_while_it_can():
    """A review: along a wide row (the results' rows, a GWT choice, the Lava's tools) a
    mouse's tooltip went to the other side where its place would cover a text, and back
    a few pixels later, two or three times across the row. It now goes over once and
    stays there while that place fits and hides no more than the usual one."""
    group = WidgetGroup(None)
    row = Button(None, pygame.Rect(40, 300, 700, 28), "", None, id="row",
                 tooltip="what the row counts, said at some length")
    group.widgets = [row]
    group.measure = lambda text: ((300, 50), [text])
    total = pygame.Rect(400, 330, 120, 24)  # a text below the row's middle
    group.keep_clear = lambda: [total]
    group.hovered, group.hover_time = row, TOOLTIP_DELAY

    def places(xs: range) -> list[tuple[int, int]]:
        """Where the box stands from the pointer at each x."""
        result = []
        for x in xs:
            group.pointer = (x, 310)
            box, _ = group.tooltip_box(pygame.Rect(0, 0, 1280, 720))
            assert not box.colliderect(total) and not box.collidepoint(group.pointer)
            result.append((box.x - x, box.y - 310))
        return result

    def flips(seen: list[tuple[int, int]]) -> int:
        return sum(a != b for a, b in pairwise(seen))

    assert flips(places(range(50, 730, 2))) == 1  # over the text once, then kept
    assert flips(places(range(730, 50, -2))) == 0  # and back: it stays there
    group.hovered = None  # the pointer leaves the row and comes back: the usual place
    group.tooltip_box(pygame.Rect(0, 0, 1280, 720))
    group.hovered = row
    assert places(range(50, 51)) == [(16, 18)]
