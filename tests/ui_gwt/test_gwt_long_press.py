"""A choice's tooltip (what a place, an auxiliary action or a piece does) shows for a
finger held on it, and that long press chooses nothing: on touch the tooltips of
buttons that act were out of reach (README: "need a resting pointer")."""

from __future__ import annotations

from tests.ui.conftest import make_harness, open_game, record_texts
from tests.ui_gwt.helpers import first_turn, my_turn, screen_of, start_gwt


def test_a_long_press_on_a_choice_explains_it_and_chooses_nothing(monkeypatch) -> None:
    harness = first_turn()
    screen = screen_of(harness)
    choice = next(w for w in screen.ui.widgets
                  if w.id.startswith("choice-") and w.enabled and w.tooltip)
    decisions = len(harness.top.match.decisions)
    drawn = record_texts(monkeypatch)
    harness.long_press(choice.rect.center)
    harness.frames(2)
    assert " ".join(choice.tooltip.split()[:3]) in " ".join(drawn)
    assert len(harness.top.match.decisions) == decisions
    assert harness.find(choice.id) is not None  # still on offer


def test_every_choice_explains_itself_so_a_long_press_never_takes_one() -> None:
    """48 kinds of choice had no tooltip: a long press on "Aux: Draw 1, discard 1" drew a
    card (which Undo cannot take back). Each now has one: what the board says of its
    piece, else its whole label."""
    from tests.ui_gwt.helpers import walk_choices

    harness = make_harness(["--lang", "en"])
    start_gwt(harness)
    open_game(harness)
    seen = set()
    for buttons in walk_choices(harness, 8, 600):
        for button in buttons:
            assert button.tooltip, button.label
            seen.add(button.label.split(":")[0])
    assert "Aux" in seen  # the walk met auxiliary actions (one drew a card)


def test_a_tooltip_that_only_repeats_its_label_shows_for_a_finger_not_a_mouse() -> None:
    """Half the GWT choices' tooltips repeated their label: noise on hover that hid the
    neighbouring choices. A finger's long press still gets it (and takes nothing)."""
    from game.input import Intent

    harness = first_turn()
    screen = screen_of(harness)
    harness.click(next(w.id for w in screen.ui.widgets if w.id.startswith("choice-")))
    harness.run_until(lambda: my_turn(harness) and screen.decision.kind == "phase_b",
                      max_frames=300)
    plain = next(w for w in screen.ui.widgets if w.id.startswith("choice-")
                 and w.tooltip == w.label)
    clip = harness.app.surface.get_rect()
    harness.frame(Intent("point", plain.rect.center))
    harness.frames(50)
    assert screen.ui.tooltip_box(clip) is None
    harness.long_press(plain.rect.center)
    assert screen.ui.tooltip_box(clip) is not None


def test_a_destinations_tooltip_gives_the_fees_its_label_counts() -> None:
    """A destination's label counts the whole way's fees ("Rockfall 2 ($4)") while its
    tooltip gave only that place's own ("Fee for you: $2"): the tooltip now says both."""
    import re

    from tests.ui_gwt.helpers import walk_choices

    harness = make_harness(["--lang", "en"])
    start_gwt(harness)
    open_game(harness)
    checked = 0
    for buttons in walk_choices(harness, 3, 900):
        paths = {c.label for c in screen_of(harness).decision.choices
                 if isinstance(c.group, tuple) and c.group[0] == "path"}
        for button in buttons:
            found = re.search(r"\(\$(\d+)\)$", button.label)
            if found and button.label in paths:
                assert f"Fees on the way: ${found.group(1)}" in button.tooltip
                checked += 1
        if checked >= 3:
            break
    assert checked >= 3
