"""What a Kansas City choice gives, said before it is chosen (found playing in English):
the delivery buttons named only the city ("Kansas City", "Wichita · transport $1"), so a
newcomer could not know that Kansas City pays $6 now and costs 6 VP at the end, or that
a disc next to one already placed scores the link's points and an objective card; the
sale offered "Spend 0 → herd value 5" with no word of money; the disc buttons said
"2× money", "Cert. action"; and a start button ("Start at Building A") had no tooltip
about what the building does."""

from __future__ import annotations

import pytest

from game.screens.gwt import drawing, explain
from tests.ui_gwt.helpers import open_match, screen_of

pytestmark = pytest.mark.ui

TOPEKA, WICHITA, COLORADO = 1, 2, 3


def at(frame, prepare=None):
    def mutate(state, data):
        state.city_discs[TOPEKA] = [0]  # Ada delivered to Topeka before
        state.engine[0] = 0
        if prepare is not None:
            prepare(state)

    harness, play = open_match(mutate)
    state = play.match.state
    state.stack.append(frame)
    play.refresh()
    harness.frames(2)
    return harness, screen_of(harness)


def labels(screen) -> list[str]:
    return [c.label for c in screen.decision.choices]


def test_delivery_buttons_say_what_each_city_pays_and_scores() -> None:
    _harness, screen = at(("kc_delivery", 7))
    assert screen.decision.kind == "kc_delivery"
    shown = labels(screen)
    kc = next(label for label in shown if label.startswith("Kansas City"))
    assert "+$6" in kc and "−6 VP" in kc
    wichita = next(label for label in shown if label.startswith("Wichita"))
    # the Topeka–Wichita link: −3 VP and an objective card, as Ada has Topeka
    assert "−3 VP" in wichita and "+1 objective" in wichita and "pay $" in wichita
    colorado = next(label for label in shown if label.startswith("Colorado Springs"))
    assert "0 VP" in colorado and "objective" not in colorado
    assert "VP count at the end" in screen.decision.prompt and "transport" in screen.decision.prompt
    # the city's hover box says it too
    lines = drawing.info_lines(screen, ("city", WICHITA))
    assert any("−3 VP, +1 objective" in line for line in lines)


def test_the_sale_says_the_money_and_asks_only_with_certificates() -> None:
    _harness, screen = at(("kc_income",))
    assert screen.decision.kind == "kc_income"
    table = screen.table
    value = table.herd_value(table.hand[0])
    assert labels(screen) == [f"Sell as it is → value {value}, +${value}"]
    assert f"pays ${value}" in screen.decision.prompt and "?" not in screen.decision.prompt

    def certificates(state):
        state.cert[0] = 2

    _harness, screen = at(("kc_income",), certificates)
    shown = labels(screen)
    assert f"Spend 1 certificate → value {value + 1}, +${value + 1}" in shown
    assert f"Spend 2 certificates → value {value + 2}, +${value + 2}" in shown
    assert screen.decision.prompt.endswith("?")


def test_the_disc_buttons_say_what_they_unlock() -> None:
    _harness, screen = at(("disc", 0, COLORADO))
    assert screen.decision.kind == "disc"
    shown = labels(screen)
    assert "Gain $2" in shown and "Certificate limit 4" in shown
    assert not any(label in shown for label in ("2× money", "Cert. action", "Cert. 4"))
    assert screen.decision.prompt.startswith("Disc to Colorado Springs:")
    spot = next(k for k in screen.decision.targets if k[0] == "disc")
    assert len(drawing.info_lines(screen, spot)) == 2  # the board's name and the unlock


def test_a_start_button_tells_what_the_building_does() -> None:
    harness, _play = open_match(lambda state, data: None)
    screen = screen_of(harness)
    assert screen.decision.kind == "start"
    button = harness.find("choice-0")
    assert button.label == "Start at Building A"
    assert "Building A" in button.tooltip and "Hire a worker" in button.tooltip


def test_the_final_turns_banner_says_whose_turn_is_the_last() -> None:
    """"Last round" did not say that the token's taker has had the last turn and each
    other player takes one more (the rulebook's end of the game)."""
    def token_taken(state, data):
        state.end_by = 0  # Ada took the job-market token: Brunel has one final turn
        state.final_left = 1

    harness, play = open_match(token_taken)
    screen = screen_of(harness)
    assert screen.banner() == "Your last turn!"  # (Ada's turn: the match opens on it)
    play.match.state.current = 1
    play.refresh()
    assert screen.banner() == "Last round: 1 final turn left"
    state = play.match.state
    state.end_by, state.final_left = 1, 2  # Brunel took it and finishes that turn
    play.refresh()
    assert screen.banner() == "Last round: 1 final turn left"  # Ada's, not 2


def test_the_log_says_what_a_cleared_disc_spot_unlocks() -> None:
    from rules.core.game import Event

    harness, _play = open_match(lambda state, data: None)
    screen = screen_of(harness)
    fields = screen.event_fields(Event("disc", 0, {"spot": "aux_certificate_2"}))
    assert fields["spot"] == "$1: engine −1, +1 certificate"  # not "2× cert." (the first
    # of the pair cleared: the single action)
    fields = screen.event_fields(Event("disc", 0, {"spot": "certificate_4"}))
    assert fields["spot"] == "Certificate limit 4"


def test_a_hinted_step_lights_one_destination_button() -> None:
    """The hint is the turn's first step: every destination behind that step shares it,
    and all of them turned gold ("Building E", "Building D", "Building C", ... for a
    step to Building B), so the hint named one place and showed five."""
    from rules.gwt import actions as A
    from tests.ui_gwt.helpers import play_until

    harness, _play = open_match(lambda state, data: None)
    screen = screen_of(harness)

    def several_behind_one_step() -> bool:
        decision = screen.decision
        if decision.kind != "start":
            return False
        firsts = [path[0] for _fee, path in decision.paths.values()]
        return any(firsts.count(node) > 1 and node in decision.paths for node in firsts)

    play_until(harness, several_behind_one_step)
    decision = screen.decision
    firsts = [path[0] for _fee, path in decision.paths.values()]
    node = next(n for n in firsts if firsts.count(n) > 1 and n in decision.paths)
    screen.show_hint(A.Step(node))
    gold = [w.label for w in screen.ui.widgets
            if w.id.startswith("choice-") and w.style == "primary"]
    assert gold == [screen.names.node(node)]


def test_auxiliary_actions_at_a_building_are_told_apart() -> None:
    """At Building C the buttons "Certificates: +1 | Take an objective card | Gain $1 |
    Draw 1, discard 1" did not show that the last two are auxiliary actions, and that
    taking one forgoes the building's actions (the rulebook's phase B)."""
    from rules.gwt import actions as A

    screen = at_a_building_with_both_kinds_of_action()
    for choice in screen.decision.choices:
        assert choice.label.startswith("Aux: ") == isinstance(choice.action, A.Aux), \
            choice.label


def test_a_purchase_names_the_breeding_value_the_prices_go_by() -> None:
    """The market's price list goes by breeding value ("3: 1 cowboy · $6"), but a
    purchase button said "Holstein 1VP · $6 · 1♞": the value that sets the price, and
    that makes the herd worth more in Kansas City, was not on it."""
    from rules.gwt import actions as A

    def rich(state):
        state.money[0] = 30

    _harness, screen = at(("buy", 3), rich)
    assert screen.decision.kind == "buy"
    data = screen.data
    buys = [c for c in screen.decision.choices if isinstance(c.action, A.Buy)]
    assert buys
    for choice in buys:
        card = choice.action.first
        name = screen.names.breeds[data.breed_names[data.card_breed[card]]]
        assert f"{name} ({data.card_value[card]}" in choice.label, choice.label


def test_kansas_city_tells_what_a_visit_does() -> None:
    """"Kansas City" as a destination (button or board) said nothing of the sale and the
    delivery that a visit brings (the rulebook's five subphases)."""
    harness, _play = open_match(lambda state, data: None)
    screen = screen_of(harness)
    table = screen.table
    value = table.herd_value(table.hand[0])
    lines = drawing.info_lines(screen, ("node", screen.data.kansas_city))
    assert any(f"sell your hand's herd (value {value} now: ${value})" in line
               for line in lines), lines


def test_playing_an_objective_tells_its_tasks_first() -> None:
    """"Play objective O12" told nothing of the card: its tooltip now gives the action,
    the tasks and the points, as the market's objective cards do."""
    from rules.gwt import actions as A

    def objective_in_hand(state, data):
        state.hand[0].append(data.first_objective)
        state.first_turn[0] = 0
        state.cattleman[0] = data.start

    harness, _play = open_match(objective_in_hand)
    screen = screen_of(harness)
    index = next(i for i, c in enumerate(screen.decision.choices)
                 if isinstance(c.action, A.PlayObjective))
    button = harness.find(f"choice-{index}")
    assert "Tasks:" in button.tooltip and "VP if every task is met" in button.tooltip


def test_a_teepee_trade_says_its_colour_and_its_money() -> None:
    """"Teepee -3" (a hyphen, no dollar sign, no colour): the trade pays or costs
    dollars, and the colour makes the pairs that score."""
    from rules.gwt import actions as A

    def cash(state):
        state.money[0] = 20

    _harness, screen = at(("teepee",), cash)
    assert screen.decision.kind == "teepee"
    data, table = screen.data, screen.table
    for choice in screen.decision.choices:
        assert isinstance(choice.action, A.TakeTeepee)
        value = data.teepee_value[choice.action.node]
        money = f"+${value}" if value >= 0 else f"−${-value}"
        colour = screen.names.tile(table.tile_at[choice.action.node])
        assert choice.label == f"{colour} · {money}"


@pytest.mark.parametrize(("row", "words"), [(11, "game ends, +2 VP"),
                                            (5, "refills the cattle market")])
def test_a_worker_that_fills_the_token_row_says_what_follows(row, words) -> None:
    """"Craftsman → job market" looked like any other choice when it put the last
    worker in the token's row: over the red arrow it ends the game (the last round), over
    a yellow one it refills the cattle market."""
    from rules.gwt import actions as A

    found = {}

    def full_row(state):
        data = screen_data()
        state.token_row = row
        first = data.first_column[state.num_players]
        for column in range(first, data.columns - 1):
            state.job[row * data.columns + column] = 0
        found["column"] = next(c for c, tiles in enumerate(state.waiting)
                               if any(data.tiles[t].kind == 0 for t in tiles))

    def screen_data():
        from rules.gwt.data import load
        return load()

    harness, play = open_match(lambda state, data: full_row(state))
    state = play.match.state
    state.stack.append(("kc_waiting", found["column"]))
    play.refresh()
    harness.frames(2)
    screen = screen_of(harness)
    assert screen.decision.kind == "kc_waiting"
    for choice in screen.decision.choices:
        tile = screen.table.waiting[choice.action.column][choice.action.index]
        worker = screen.data.tiles[tile].kind == 0
        assert isinstance(choice.action, A.ChooseTile)
        assert (words in choice.label) == worker, choice.label


def test_the_hint_says_what_the_button_leaves_to_the_prompt() -> None:
    """The hint's words were the bare label: "Build at A-1 · $2" (which building?),
    "2× money" for a disc, "Gain $1" for an auxiliary action at a building."""
    from rules.gwt import actions as A

    _harness, screen = at(("disc", 0, COLORADO))
    spot = next(k for k in screen.decision.targets if k[0] == "disc")[1]
    words = screen.describe(A.TakeDisc(spot))
    assert words == explain.disc_text(screen.names, screen.ctx.t, screen.data.disc_ids[spot])
    assert words != screen.names.discs[screen.data.disc_ids[spot]]

    def craftsmen(state):
        state.money[0] = 30

    _harness, screen = at(("build", 2), craftsmen)
    from rules.gwt.board import building_code

    build = next(a for a in screen.view.legal if isinstance(a, A.Build))
    building = screen.data.buildings[building_code(screen.table, build.number)].id
    screen.show_hint(build)  # (shows that building's sites)
    words = screen.describe(build)
    assert words.startswith(f"Building {building}: Build at ")


def at_a_building_with_both_kinds_of_action():
    """The screen at a phase B offering the building's local actions and auxiliary ones."""
    from rules.gwt import actions as A
    from tests.ui_gwt.helpers import play_until

    harness, _play = open_match(lambda state, data: None)
    screen = screen_of(harness)

    def both() -> bool:
        kinds = {type(c.action) for c in screen.decision.choices}
        return screen.decision.kind == "phase_b" and {A.UseLocal, A.Aux} <= kinds

    play_until(harness, both)
    return screen


def test_the_hint_for_an_auxiliary_action_at_a_building_says_so() -> None:
    from rules.gwt import actions as A

    screen = at_a_building_with_both_kinds_of_action()
    aux = next(c.action for c in screen.decision.choices if isinstance(c.action, A.Aux))
    screen.show_hint(aux)
    assert screen.describe(aux).startswith("Aux: ")
