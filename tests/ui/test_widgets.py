"""Widgets consume what is theirs and report it."""

from __future__ import annotations

import pygame
import pytest

from game import draw
from game.input import Intent
from game.theme import Theme
from game.widgets import (
    Button,
    Dialog,
    ScrollPanel,
    Segmented,
    Stepper,
    TextField,
    Toasts,
    Toggle,
    WidgetGroup,
)

pytestmark = pytest.mark.ui


@pytest.fixture(scope="module")
def theme() -> Theme:
    pygame.init()
    return Theme.load()


def press(pos: tuple[int, int]) -> Intent:
    return Intent("press", pos)


def test_button_clicks_only_inside_and_only_when_enabled(theme):
    clicks = []
    button = Button(theme, (10, 10, 100, 40), "Go", lambda: clicks.append(1))
    assert button.handle(press((50, 30))) and clicks == [1]
    assert not button.handle(press((500, 30))) and clicks == [1]
    button.enabled = False
    assert button.handle(press((50, 30))) and clicks == [1]  # consumed, nothing happens
    button.handle(Intent("point", (50, 30)))
    assert button.hover


def test_group_gives_the_topmost_widget_the_click(theme):
    order = []
    group = WidgetGroup(theme, [
        Button(theme, (0, 0, 100, 100), "under", lambda: order.append("under")),
        Button(theme, (0, 0, 50, 50), "over", lambda: order.append("over")),
    ])
    assert group.handle(press((10, 10)))
    assert order == ["over"]
    assert not group.handle(press((300, 300)))


def test_toggle_segmented_stepper(theme):
    seen = []
    toggle = Toggle(theme, (0, 0, 300, 50), "Sound", False, seen.append)
    toggle.handle(press((10, 10)))
    seg = Segmented(theme, (0, 100, 300, 40), [(1, "a"), (2, "b"), (3, "c")], 1, seen.append)
    seg.handle(press(seg.segment(2).center))
    step = Stepper(theme, (0, 200, 300, 40), [(1, "a"), (2, "b")], 1, seen.append)
    step.handle(press((10, 220)))  # left third: previous (wraps)
    assert seen == [True, 3, 2]


def test_text_field_typing_editing_and_paste(theme):
    submitted = []
    field = TextField(theme, (0, 0, 300, 40), max_length=8, paste=lambda: "  PASTED  ",
                      on_submit=submitted.append)
    assert not field.handle(Intent("text", text="x"))  # not focused yet
    field.handle(press((10, 10)))
    assert field.focused
    field.handle(Intent("text", text="Оля"))
    field.handle(Intent("key", key="backspace"))
    field.handle(Intent("key", key="left"))
    field.handle(Intent("text", text="!"))
    assert field.text == "О!л"
    field.handle(Intent("key", key="end"))
    field.handle(Intent("paste"))
    assert field.text == "О!лPASTE"  # cut at max_length
    field.handle(Intent("confirm"))
    assert submitted == ["О!лPASTE"]
    field.handle(press((900, 10)))
    assert not field.focused


def test_scroll_panel_scrolls_and_moves_children(theme):
    clicks = []
    child = Button(theme, (10, 400, 80, 40), "deep", lambda: clicks.append(1))
    panel = ScrollPanel(theme, (0, 0, 200, 200), 600, [child])
    assert panel.handle(Intent("scroll", (50, 50), (0, -3)))
    assert panel.offset == 144 and child.rect.y == 400 - 144
    panel.handle(Intent("down", (50, 100)))
    panel.handle(Intent("drag", (50, 0), (0, -500)))
    assert panel.offset == panel.max_offset == 400
    panel.handle(Intent("drop", (50, 0)))
    panel.handle(press(child.rect.center))
    assert clicks == [1]
    surface = pygame.Surface((300, 300))
    panel.draw(surface)


def test_dialog_is_modal(theme):
    results = []
    buttons = [("no", "No", "secondary", lambda: results.append("no")),
               ("yes", "Yes", "primary", lambda: results.append("yes"))]
    dialog = Dialog(theme, "Title", "Body", buttons, cancel=lambda: results.append("cancel"))
    assert dialog.handle(press((5, 5)))  # outside: still consumed
    dialog.handle(Intent("confirm"))
    dialog.handle(Intent("back"))
    assert results == ["yes", "cancel"]


def test_toasts_expire(theme):
    toasts = Toasts(theme)
    toasts.show("hello")
    toasts.show("hello")
    assert toasts.messages == ["hello"]
    toasts.draw(pygame.Surface((1280, 720)))
    toasts.update(5.0)
    assert toasts.messages == []


def test_a_long_toast_stays_until_it_can_be_read(theme):
    toasts = Toasts(theme)
    toasts.show("short")
    toasts.show("a long message " * 8)  # 120 characters
    toasts.update(4.0)
    assert toasts.messages == ["a long message " * 8]
    toasts.update(4.0)
    assert toasts.messages == []


def test_keyboard_focus_moves_and_activates(theme):
    clicks = []
    seen = []
    group = WidgetGroup(theme, [
        Button(theme, (200, 10, 100, 40), "second", lambda: clicks.append("second")),
        Button(theme, (10, 10, 100, 40), "first", lambda: clicks.append("first")),
        Segmented(theme, (10, 100, 300, 40), [(1, "a"), (2, "b")], 1, seen.append),
        TextField(theme, (10, 200, 300, 40)),
    ])
    group.handle(Intent("key", key="tab"))
    assert group.focused.label == "first"  # reading order, not creation order
    group.handle(Intent("confirm"))
    group.handle(Intent("key", key="tab"))
    group.handle(Intent("confirm"))
    assert clicks == ["first", "second"]
    group.handle(Intent("key", key="tab"))
    group.handle(Intent("key", key="right"))
    assert seen == [2]
    group.handle(Intent("key", key="tab"))
    field = group.widgets[3]
    assert field.focused
    group.handle(Intent("text", text="hi"))
    assert field.text == "hi"
    group.handle(Intent("key", key="shift+tab"))
    assert not field.focused
    group.draw(pygame.Surface((400, 300)))
    group.handle(Intent("press", (900, 900)))
    assert group.focused is None


def test_a_tooltip_stays_inside_the_area_being_drawn(theme, monkeypatch):
    """A game screen draws clipped to its play area: a tooltip near its edge must move
    inside it rather than be cut off."""
    from game import draw

    group = WidgetGroup(theme)
    button = Button(theme, (860, 500, 80, 40), "Boris", None,
                    tooltip="Boris: 4 cards, 3 tickets, 45 trains left")
    group.add(button)
    group.handle(Intent("point", (930, 520)))
    group.update(1.0)
    boxes: list[pygame.Rect] = []
    panel = draw.panel
    monkeypatch.setattr(draw, "panel", lambda surface, rect, *a, **k: (
        boxes.append(pygame.Rect(rect)), panel(surface, rect, *a, **k))[1])
    surface = pygame.Surface((1280, 720))
    area = pygame.Rect(16, 76, 928, 628)
    surface.set_clip(area)
    group.draw_tooltip(surface)
    assert boxes and area.contains(boxes[-1])


def test_a_word_too_wide_for_a_line_breaks_after_its_hyphen_and_fitting_steps_down():
    pygame.font.init()
    theme = Theme.load()
    word = "Абердин-ангус"
    width = theme.text_width("Абердин-", "tiny") + 2
    assert draw.wrap(theme, word, width, "tiny") == ["Абердин-", "ангус"]
    wide = theme.text_width(word, "tiny") + 2
    assert draw.wrap(theme, word, wide, "tiny") == [word]  # kept whole where it fits
    # and after a route's dash: "Haringpakkerstoren–Schreierstoren" ran past the log
    route = "Haringpakkerstoren–Schreierstoren"
    width = theme.text_width("Haringpakkerstoren–", "small") + 2
    assert draw.wrap(theme, f"Bo claimed {route} (2)", width, "small")[1:] == [
        "Haringpakkerstoren–", "Schreierstoren (2)"]
    size, lines = draw.fitted_lines(theme, "Голландская поясная", theme.text_width(
        "Голландская", 11), 2)
    assert (size, lines) == (11, ["Голландская", "поясная"])


def test_a_label_with_more_lines_than_its_box_ends_in_an_ellipsis():
    pygame.font.init()
    theme = Theme.load()
    width = theme.text_width("Kansas City", 10) + 2
    size, lines = draw.fitted_lines(theme, "Kansas City and the long trail to the west", width, 2)
    assert size == 10 and len(lines) == 2
    assert lines[0] == "Kansas City"
    assert lines[1].endswith("…") and lines[1].startswith("and the")
    assert all(theme.text_width(line, 10) <= width for line in lines)


def test_text_lines_stacks_lines_step_pixels_apart(monkeypatch):
    pygame.font.init()
    theme = Theme.load()
    drawn = []
    monkeypatch.setattr(draw, "text", lambda surface, theme, value, pos, *rest: (
        drawn.append((value, pos, rest)), pygame.Rect(pos, (30, 12)))[1])
    surface = pygame.Surface((200, 100))
    covered = draw.text_lines(surface, theme, ["one", "two", "three"], (10, 20), "small", 15,
                              "muted", anchor="midtop", max_width=90)
    assert [(value, pos) for value, pos, _ in drawn] == [
        ("one", (10, 20)), ("two", (10, 35)), ("three", (10, 50))]
    assert all(rest == ("small", "muted", False, "midtop", 90) for _, _, rest in drawn)
    assert covered == pygame.Rect(10, 20, 30, 42)  # the lines' rect, for a tooltip to avoid


def test_a_paragraph_cut_by_its_box_ends_in_an_ellipsis(theme, monkeypatch):
    """A blurb longer than its box (the title's Europe card in Russian) was cut after
    its last whole line, mid-sentence and with no sign that more was left."""
    rendered: list[str] = []
    render = theme.render
    monkeypatch.setattr(theme, "render", lambda value, *rest, **named: (
        rendered.append(value), render(value, *rest, **named))[1])
    surface = pygame.Surface((300, 200))
    text = "one two three four five six seven eight nine ten eleven twelve " * 4
    width = theme.text_width("one two three four", "small") + 4
    step = int(theme.line_height("small") * 1.25)
    draw.paragraph(surface, theme, text, pygame.Rect(0, 0, width, 2 * step), "small")
    assert len(rendered) == 2
    assert not rendered[0].endswith("…") and rendered[1].endswith("…")
    assert theme.text_width(rendered[1], "small") <= width
    rendered.clear()
    draw.paragraph(surface, theme, "one two", pygame.Rect(0, 0, width, 2 * step), "small")
    assert rendered == ["one two"]  # a text that fits is left as it is


def test_the_arrows_pass_a_focused_button_by_but_step_a_picker(theme):
    """Left/Right change a focused picker's value; a focused button has none, so the
    arrows go on to whatever uses them (Railroad Ink's cursor after a Tab to the bar)."""
    button = Button(theme, (0, 0, 100, 40), "Go", lambda: None)
    stepper = Segmented(theme, (0, 60, 200, 40), [("a", "A"), ("b", "B")], "a",
                        lambda value: None)
    group = WidgetGroup(theme, [button, stepper])
    group.focus(button)
    assert not group.handle(Intent("key", key="right"))
    group.focus(stepper)
    assert group.handle(Intent("key", key="right")) and stepper.value == "b"


def test_a_widget_with_a_reach_takes_a_tap_over_it_and_is_drawn_at_its_rect():
    """One way for a control drawn smaller than a finger (GWT's tabs and discard pile,
    Railroad Ink's tools and board tabs): the tap goes anywhere in ``reach``; ``rect`` is
    the drawing, which the focus ring and a tooltip go round."""
    from game.widgets import FINGER

    button = Button(None, pygame.Rect(10, 10, 80, 24), "Pile", None,
                    reach=pygame.Rect(6, 0, 88, FINGER))
    assert button.contains((50, 40)) and button.contains((50, 2))  # off the drawing
    assert not button.contains((50, 50)) and button.rect.h == 24
    button.move(0, 100)
    assert button.contains((50, 140)) and not button.contains((50, 40))
