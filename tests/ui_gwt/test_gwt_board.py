"""The player board's played objectives: the progress shown is the rules' own count,
in which every task item (a building, a station, a hazard) serves one card only."""

from __future__ import annotations

import pytest

from tests.ui.conftest import record_texts
from tests.ui_gwt.helpers import open_match

pytestmark = pytest.mark.ui


def two_cards_one_pair_of_buildings(s, data) -> None:
    """Ada has played O11 (2 buildings, 1 hazard) and O20 (2 buildings, 2 hazards) and has
    2 buildings and 2 hazards: enough for either card, not for both."""
    for site, number in zip(data.private_sites[:2], (1, 2), strict=True):
        s.building_at[site] = 7 + 2 * (number - 1) + (1 if s.sides[0] == "b" else 0)
        s.owner_at[site] = 0
    s.hazards[0] = [54, 60]
    s.objectives[0] = [data.card_names.index("O11"), data.card_names.index("O20")]


def test_objective_shares_give_a_shared_item_to_one_card_as_the_score_does() -> None:
    from game.screens.gwt.playerboard import objective_shares
    from rules.core.config import GameConfig
    from rules.core.record import Match
    from rules.gwt.data import TASKS, load
    from rules.gwt.scoring import best_objectives, task_resources

    data = load()
    s = Match(GameConfig.make("gwt", ["human", "human"]), 1).state
    two_cards_one_pair_of_buildings(s, data)
    resources = task_resources(s, data, 0)
    building = TASKS.index("building")
    assert resources[building] == 2 and resources[TASKS.index("hazard")] == 2
    shares = objective_shares(data, resources, s.objectives[0])
    # no item counted twice
    for task in range(len(TASKS)):
        assert sum(share[task] for share in shares) <= resources[task]
    met = [all(have >= need for have, need in zip(share, need_of(data, card), strict=True))
           for share, card in zip(shares, s.objectives[0], strict=True)]
    assert met == [False, True]  # O20 (5 VP) rather than O11 (3 VP)
    objectives = [data.objectives[c - data.first_objective] for c in s.objectives[0]]
    shown = sum(o.vp if ok else -o.penalty for o, ok in zip(objectives, met, strict=True))
    assert shown == best_objectives(data, resources, s.objectives[0], [], 0)[0]


def need_of(data, card: int) -> tuple[int, ...]:
    from rules.gwt.data import TASKS

    tasks = data.objectives[card - data.first_objective].tasks
    return tuple(tasks.count(task) for task in range(len(TASKS)))


def test_the_board_shows_a_shared_building_met_for_one_objective_only(monkeypatch) -> None:
    """Both cards' building tasks showed 2/2 (green) with only two buildings."""
    harness, play = open_match(two_cards_one_pair_of_buildings)
    drawn = record_texts(monkeypatch)
    harness.click("tab-board")
    play.screen.dirty = True
    harness.frames(2)
    rows = drawn[len(drawn) - drawn[::-1].index("Objectives played"):]
    counts = [text for text in rows if "/" in text and text[0].isdigit()]
    # O11: buildings 0/2, hazard 0/1 (O20 took them); O20: buildings 2/2, hazards 2/2
    assert counts[:4] == ["0/2", "0/1", "2/2", "2/2"], rows


def test_objectives_past_the_fourth_are_counted_not_dropped(monkeypatch) -> None:
    """The board had room for two played objectives and dropped the rest silently: it
    shows four and says how many more there are."""

    def five(s, data) -> None:
        s.objectives[0] = [data.card_names.index(n) for n in ("O1", "O2", "O3", "O4", "O5")]

    harness, play = open_match(five)
    drawn = record_texts(monkeypatch)
    harness.click("tab-board")
    play.screen.dirty = True
    harness.frames(2)
    rows = drawn[len(drawn) - drawn[::-1].index("Objectives played"):]
    heads = [text for text in rows if text.startswith("O") and "/−" in text]
    assert [head.split()[0] for head in heads[:4]] == ["O1", "O2", "O3", "O4"]
    assert "+1" in rows[:20]  # drawn after the rows, beside the label


def test_a_deliverable_citys_ring_leaves_the_link_pills_in_sight() -> None:
    """The ring round a city to deliver to took in its transport cost's pill and crossed
    the link pills between cities ("-3★" Topeka-Wichita, "-1" Wichita-Colorado Springs;
    a player's review): it goes round the crest alone; a tap on the cost still counts."""
    from game.screens.gwt import drawing, targets
    from tests.ui_gwt.helpers import first_turn, screen_of

    harness = first_turn()
    screen = screen_of(harness)
    screen.choose_tab("rail")
    harness.frames(1)
    spots = targets.target_rects(screen)
    for city, crest in enumerate(screen.rail.cities):
        ring = drawing.target_ring(("city", city), spots[("city", city)])
        assert ring.collidelist(screen.rail.links) < 0, city
        assert ring.contains(crest)
        assert spots[("city", city)].bottom > ring.bottom  # the cost's pill still taps
