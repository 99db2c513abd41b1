"""The records kept on this device: games played, won against the AI, and the best
score (Railroad Ink per expansion), on the title's cards and the results."""

from __future__ import annotations

import json
from datetime import date

import pytest

from game.platform import MemoryStorage
from game.records import RECORDS_KEY, add_game, load_records
from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.rng import Rng
from tests.ui.conftest import make_harness, record_texts
from tests.ui.test_flow import play_to_results

pytestmark = pytest.mark.ui
DAY = date(2026, 11, 27)


def finished(controllers: list[str], seed: int, game_id: str = "toy", **options: str) -> Match:
    """A seeded random game to its end, with these seats."""
    match = Match(GameConfig.make(game_id, controllers, options), seed)
    rng = Rng.from_seed(seed)
    while not match.is_over():
        player = match.to_act()[0]
        match.play_index(player, rng.randbelow(len(match.legal_actions(player))))
    return match


def test_a_game_is_counted_and_its_best_score_kept() -> None:
    storage = MemoryStorage()
    first = finished(["human", "easy"], 1)
    totals = first.game.score_sheet(first.state).totals
    outcome = add_game(storage, first, ("Ada", "Bo"), DAY)
    assert outcome.before is None and outcome.new_best
    records, damaged = load_records(storage)
    toy = records["toy"]
    assert not damaged and (toy.played, toy.against_ai) == (1, 1)
    assert toy.won == (first.game.score_sheet(first.state).ranks[0] == 1)
    assert toy.best[""].score == totals[0] and toy.best[""].name == "Ada"
    # a hot-seat game: no game against the AI; the better human's score counts
    second = finished(["human", "human"], 2)
    sheet = second.game.score_sheet(second.state)
    outcome = add_game(storage, second, ("Ada", "Bo"), DAY)
    toy = load_records(storage)[0]["toy"]
    assert (toy.played, toy.against_ai) == (2, 1)
    assert outcome.new_best == (max(sheet.totals) > totals[0])
    assert toy.best[""].score == max(totals[0], *sheet.totals)


def test_railroad_ink_keeps_a_best_score_per_expansion() -> None:
    storage = MemoryStorage()
    base = finished(["human"], 3, "railroad-ink")
    river = finished(["human"], 4, "railroad-ink", expansion="river")
    add_game(storage, base, ("Ada",), DAY)
    outcome = add_game(storage, river, ("Ada",), DAY)
    assert outcome.before is None  # the river's first game: the base game's best is apart
    assert set(load_records(storage)[0]["railroad-ink"].best) == {"none", "river"}


@pytest.mark.parametrize("damaged", ["{", "[]", '{"toy": {"played": 1}}', json.dumps(
    {"toy": {"played": 1, "against_ai": 2, "won": 0, "best": {}}}), json.dumps(
    {"toy": {"played": 1, "against_ai": 0, "won": 0, "best": {"": {
        "score": 3, "name": "A", "day": "yesterday"}}}})])
def test_damaged_records_are_dropped_and_reported_once(damaged: str) -> None:
    storage = MemoryStorage({RECORDS_KEY: damaged, "other": "kept"})
    assert load_records(storage) == ({}, True)
    assert storage.get(RECORDS_KEY) is None and storage.get("other") == "kept"
    assert load_records(storage) == ({}, False)
    storage.put(RECORDS_KEY, damaged)
    outcome = add_game(storage, finished(["human", "easy"], 1), ("Ada", "Bo"), DAY)
    assert outcome.reset and load_records(storage)[0]["toy"].played == 1


def test_the_title_and_the_results_show_the_records(monkeypatch) -> None:
    harness = make_harness(["--lang", "en"])
    harness.services.today = lambda: DAY
    assert harness.find("game-toy").note == ""
    scores, wins = [], 0
    for _ in range(3):
        harness.click("game-toy")
        harness.click("start")
        play_to_results(harness)
        results = harness.top
        scores.append(results.sheet.totals[0])
        wins += results.sheet.ranks[0] == 1  # the human's seat, first or tied first
        line = results.record_line()
        if len(scores) == 1:
            assert line == ""  # the first game sets the first best, without fanfare
        elif scores[-1] > max(scores[:-1]):
            assert line == "New best score!"
        else:
            assert line.startswith(f"Best: {max(scores[:-1])} · Player 1 · 27 November 2026")
        drawn = record_texts(monkeypatch)
        harness.frames(2)
        assert not line or line in drawn
        monkeypatch.undo()
        harness.click("to-title")
    record = load_records(harness.storage)[0]["toy"]
    assert (record.played, record.against_ai, record.won) == (3, 3, wins)
    assert harness.find("game-toy").note == f"Won {wins} of 3 against the AI · best {max(scores)}"


def test_a_finished_game_opened_from_a_code_is_not_counted() -> None:
    from rules.core.savecode import encode_match

    harness = make_harness(["--code", encode_match(finished(["human", "easy"], 1))])
    harness.run_until(lambda: harness.scene_name == "results", max_frames=600)
    assert harness.top.outcome is None and load_records(harness.storage) == ({}, False)


def test_a_kiosk_keeps_no_records() -> None:
    from game.scenes.play import PlayScene
    from game.settings import SeatLook
    from tests.ui.conftest import toy_match

    harness = make_harness(["--kiosk", "--lang", "en"], strict=False)
    harness.services.ai_pace = harness.services.attract_pace = 0.0
    harness.frame()
    match = toy_match(["human", "easy"])
    harness.services.stack.push(PlayScene(harness.services, match,
                                          [SeatLook("Guest", 0), SeatLook("", 1)]))
    play_to_results(harness)
    assert harness.top.outcome is None and harness.storage.get(RECORDS_KEY) is None

