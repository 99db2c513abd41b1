"""Objective cards in Kansas City (rules revision 3): offered with the income, as buttons
and as the lifted cards of the hand."""

from __future__ import annotations

from tests.ui_gwt.helpers import choice_ids, open_match, screen_of


def at_the_income(hand: tuple[str, ...]):  # type: ignore[no-untyped-def]
    """The human walks from G-1 into Kansas City holding ``hand`` and takes the waiting
    room's three tiles: the income is asked next."""
    def arriving(state, data) -> None:
        state.first_turn[0] = 0
        state.cattleman[0] = data.node("G-1")
        state.hand[0] = sorted(data.card_names.index(c) for c in hand)

    harness, play = open_match(arriving)
    screen = screen_of(harness)
    kansas = next(i for i, c in enumerate(screen.decision.choices) if c.label == "Kansas City")
    harness.click(f"choice-{kansas}")
    for _ in range(3):  # the waiting room's three tiles
        harness.run_until(lambda: screen.decision is not None, max_frames=200)
        if screen.decision.kind != "kc_waiting":
            break
        harness.click("choice-0")
    assert screen.decision.kind == "kc_income"
    return harness, play, screen


def test_an_objective_card_is_played_in_kansas_city_before_the_sale() -> None:
    """«…вы можете сыграть их … до или после совершения любого одного действия в фазе Б»:
    at the income the hand's objective card is a target; a tap plays it (its $2 come at
    once), and the sale that follows no longer offers it."""
    harness, play, screen = at_the_income(("O1", "jersey", "guernsey"))
    assert harness.find("hand-O1") is not None
    money = play.match.state.money[0]
    harness.click("hand-O1")
    harness.frames(2)
    state, names = play.match.state, screen.data.card_names
    assert state.money[0] == money + 2 and names[state.objectives[0][-1]] == "O1"
    assert screen.decision.kind == "kc_income" and len(choice_ids(harness)) == 1  # the sale
    assert harness.find("hand-O1") is None


def test_a_free_move_played_in_kansas_city_says_its_move_cannot_be_made() -> None:
    """A review: a free-move objective played at Kansas City's income did nothing and said
    nothing (the move cannot be made from there: «Вы не можете попасть в Канзас Сити при
    помощи этого действия», and nothing lies beyond it). Its choice's tooltip says so;
    another card's does not."""
    from game.screens.gwt.explain import choice_tip

    harness, _, screen = at_the_income(("O1", "O20", "jersey"))
    note = harness.services.t("gwt.no_move_from_kansas_city")
    tips = {c.label: choice_tip(screen, c) for c in screen.decision.choices}
    assert note in tips["Play objective O20"] and note not in tips["Play objective O1"]
