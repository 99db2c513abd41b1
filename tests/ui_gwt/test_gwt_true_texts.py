"""The GWT screen's words say what the rules core does (a reviewer's findings): what a
disc spot of an auxiliary action brings, the fees of a free move and of a teepee trade,
the price a hire's tooltip names, a discard of two cards of one breed, and where the
money's floating badge goes."""

from __future__ import annotations

import pytest

from game.screens.gwt import drawing
from game.screens.gwt.anim import Floater
from game.screens.gwt.explain import choice_tip
from rules.core.game import Event
from rules.gwt import actions as A
from tests.ui_gwt.helpers import open_match, screen_of

pytestmark = pytest.mark.ui


def disc_match(lang: str = "en"):
    """A disc to place (a delivery's), the engine action's first spot already clear."""
    def mutate(state, data):
        state.first_turn[0] = 0
        state.cattleman[0] = data.node("E-2")
        state.discs[0] |= 1 << data.disc("aux_engine_1")
        state.stack.append(("disc", 0, 1))
    return open_match(mutate, lang=lang)


def disc_choice(screen, spot_id: str):
    spot = screen.data.disc(spot_id)
    return next(c for c in screen.decision.choices if c.action == A.TakeDisc(spot))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_disc_spot_brings_the_single_action_first_and_the_double_second(lang) -> None:
    """The rulebook: «Если у действия очищено только одно место под диски, вы можете
    использовать соответствующее действие 1 раз… Если оба места под диски свободны, то
    вы используете его как двойное». Clearing the certificate action's second spot with
    its first still full gave the single action, while the button, its tooltip and the
    log promised the double ("$2: engine −2, +2 certificates"); with the engine action's
    first spot clear, its second brings the double."""
    harness, _play = disc_match(lang)
    screen = screen_of(harness)
    names, t = screen.names, screen.ctx.t
    assert screen.decision.kind == "disc"
    for spot_id in ("aux_certificate_1", "aux_certificate_2"):
        choice = disc_choice(screen, spot_id)
        assert choice.label == names.aux(2, False), choice.label
        assert t("gwt.unlock.aux", action=names.aux(2, False)) in choice_tip(screen, choice)
    engine = disc_choice(screen, "aux_engine_2")
    assert engine.label == names.aux(3, True)
    assert t("gwt.unlock.aux", action=names.aux(3, True)) in choice_tip(screen, engine)
    # the board's hover box says the same
    lines = drawing.info_lines(screen, ("disc", screen.data.disc("aux_certificate_2")))
    assert lines[1] == t("gwt.unlock.aux", action=names.aux(2, False))
    # the player board's spots name the pair's action, not a "2×" one spot never gives
    for pair in ("certificate", "engine", "cull"):
        first, second = names.discs[f"aux_{pair}_1"], names.discs[f"aux_{pair}_2"]
        assert first == second and "2×" not in second
    # the log: as it was when the disc came, even once the pair's other spot is clear
    index = screen.decision.choices.index(engine)
    while harness.find(f"choice-{index}") is None:
        harness.click("page-next")
    harness.click(f"choice-{index}")
    harness.frames(3)
    noted = [event for event, _double in screen.disc_doubles.values()]
    assert [e.details["spot"] for e in noted] == ["aux_engine_2"]
    assert screen.event_fields(noted[0])["spot"] == names.aux(3, True)
    fresh = Event("disc", 0, {"spot": "aux_certificate_2"})  # (a loaded game's line)
    assert screen.event_fields(fresh)["spot"] == names.aux(2, False)


def free_move_match(lang: str = "en"):
    def mutate(state, data):
        state.first_turn[0] = 0
        state.cattleman[0] = data.node("A")
        state.stack.append(("move", 3, 0, 1))  # an objective card's free move
    return open_match(mutate, lang=lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_free_moves_destinations_name_no_fee(lang) -> None:
    """The rulebook's objective card: «Продвиньте своего погонщика на 1-3 шага вперёд по
    тропе, игнорируя зелёные и чёрные руки» (the rules core charges fees in a normal move
    only, and a free move's place is not used). Every destination's tooltip said "Fee for
    you: $2 to the bank" while the board showed "$0"."""
    harness, _play = free_move_match(lang)
    screen = screen_of(harness)
    t, table = screen.ctx.t, screen.table
    decision = screen.decision
    assert decision.kind == "move"
    assert decision.prompt == t("gwt.ask.free_move_on", n=3)
    fee_words = t("gwt.fee", n=2, to=t("gwt.bank"))
    charged = 0
    for choice in decision.choices:
        node = choice.group[1]
        tip = choice_tip(screen, choice)
        assert fee_words not in tip, tip
        if table.fee(0, node)[0]:
            charged += 1
            assert t("gwt.fee_ignored") in tip
            assert t("gwt.fee_ignored") in drawing.info_lines(screen, ("node", node))
    assert charged  # (a hazard on the way has its fee)


def teepee_match(trade: bool):
    def mutate(state, data):
        state.first_turn[0] = 0
        state.cattleman[0] = data.node("D")
        # a teepee on the trail too (its fee is a passer's, not a trader's)
        state.tile_at[data.node("teepee+1")] = state.tile_at[data.node("teepee-3")]
        if trade:
            state.stack.append(("teepee",))
    return open_match(mutate)


def test_a_teepee_trade_names_no_fee() -> None:
    """The rulebook: «Если ваш погонщик останавливается на такой локации или проходит
    через неё, вы должны немедленно заплатить пошлину» — a trade with a teepee (building
    D) is no move, so no fee applies, and the teepees beside the trail are never passed.
    Each teepee's tooltip said "Fee for you: $2 to the bank"."""
    harness, _play = teepee_match(True)
    screen = screen_of(harness)
    t, data = screen.ctx.t, screen.data
    assert screen.decision.kind == "teepee"
    fee_words = t("gwt.fee", n=2, to=t("gwt.bank"))
    for choice in screen.decision.choices:
        assert fee_words not in choice_tip(screen, choice)
    on_trail = data.node("teepee+1")
    assert screen.table.fee(0, on_trail)[0]  # (a passer pays it)
    assert fee_words not in drawing.info_lines(screen, ("node", on_trail))
    # off the trail, never passed: no fee whatever is being asked
    harness, _play = teepee_match(False)
    screen = screen_of(harness)
    assert screen.decision.kind != "teepee"
    off_trail = data.node("teepee-3")
    assert screen.table.fee(0, off_trail)[0]
    assert fee_words not in drawing.info_lines(screen, ("node", off_trail))
    assert fee_words in drawing.info_lines(screen, ("node", on_trail))


@pytest.mark.parametrize("modifier", [2, -2, -1])
def test_a_hires_tooltip_names_the_price_its_button_charges(modifier) -> None:
    """Building A's second hire costs $2 more (an engineer's slot $2 less, building 5a $1
    less): the button read "Cowboy · row 1 · $8" and its tooltip "Row 1: hiring costs
    $6"."""
    def mutate(state, data):
        state.first_turn[0] = 0
        state.money[0] = 30
        state.stack.append(("hire", modifier))
    harness, play = open_match(mutate)
    screen = screen_of(harness)
    t, data = screen.ctx.t, screen.data
    assert screen.decision.kind == "hire"
    money = play.match.state.money[0]
    choice = next(c for c in screen.decision.choices if isinstance(c.action, A.Hire))
    row = choice.action.row
    cost = data.row_costs[row] + modifier
    assert choice.label.endswith(f"${cost}")
    assert t("gwt.job_cell", row=row + 1, cost=cost) in choice_tip(screen, choice)
    harness.click("choice-0")
    harness.frames(3)
    assert play.match.state.money[0] == money - cost  # (what the rules core charged)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_pair_discard_asks_for_two_cards(lang) -> None:
    """Building F's «Сбросьте две карты коров одного типа — Получите 4$» asked "Choose the
    card to discard" with "Discard Jersey" / "Discard Guernsey", and two cards went."""
    def mutate(state, data):
        state.first_turn[0] = 0
        state.cattleman[0] = data.node("E-2")
        state.hand[0] = sorted(data.card_names.index(c)
                               for c in ("jersey", "jersey", "guernsey", "guernsey"))
    harness, play = open_match(mutate, lang=lang)
    screen = screen_of(harness)
    t, n = screen.ctx.t, screen.names
    f = next(i for i, c in enumerate(screen.decision.choices) if c.label == n.node(
        screen.data.node("F")))
    harness.click(f"choice-{f}")
    harness.frames(3)
    pair = next(i for i, c in enumerate(screen.decision.choices)
                if c.label.startswith(n.effect(next(
                    e for options in screen.data.buildings[
                        screen.table.building_at[screen.data.node("F")]].actions
                    for e in options if e.name == "discard_for"))))
    harness.click(f"choice-{pair}")
    harness.frames(3)
    decision = screen.decision
    assert decision.prompt == t("gwt.ask.discard_pair")
    jersey = screen.data.card_names.index("jersey")
    labels = [c.label for c in decision.choices]
    assert t("gwt.act.discard_pair", card=n.card(jersey)) in labels
    harness.click("choice-0")
    harness.frames(3)
    assert len(play.match.state.hand[0]) == 2


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_money_badge_covers_no_text(lang) -> None:
    """In Russian the summary filled the bar and the money's badge floated over its end
    ("до 4 шагов" read "до 4 −$1в") for a second after every money change."""
    def mutate(state, data):
        state.money[0] = 19
    harness, _play = open_match(mutate, lang=lang)
    screen = screen_of(harness)
    harness.app.render()  # (the summary is placed as drawn)
    summary = screen.summary_rect
    assert summary.w > 0
    for text in ("−$1", "+$12", "−$10"):
        floater = Floater(text, screen.anchor("money", text), (255, 255, 255), rise=8)
        for age in (0.0, 0.7, 1.3):
            floater.age = age
            box = screen.anim.floater_box(floater)
            assert not box.colliderect(summary), (text, box, summary)
            assert box.left >= screen.tabs_right, (box, screen.tabs_right)
