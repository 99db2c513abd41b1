"""Determinism across Python versions: golden save codes replay to the same final score
sheets on this CPython and under Pyodide (the WebAssembly run picks this file up: it
needs only the rules package).

The codes and sheets were recorded once (``python -m tests.reliability.golden``); a
difference here means a replay is no longer exact somewhere, or the canonical action
order changed (which breaks saved codes).
"""

from __future__ import annotations

import json
import sys

import pytest

from rules.core.registry import all_games
from rules.core.savecode import encode_match, load
from tests.reliability.golden import CASES, FILE, make_entries

ENTRIES = json.loads(FILE.read_text(encoding="utf-8"))


def test_every_game_has_golden_codes() -> None:
    known = {"ttr-europe", "ttr-germany", "ttr-amsterdam", "railroad-ink", "gwt"}
    assert {entry["game"] for entry in ENTRIES} == known
    assert {g.id for g in all_games()} - {"toy"} <= known
    assert len(ENTRIES) == len(CASES)


def case_id(entry: dict) -> str:  # type: ignore[type-arg]
    return f"{entry['game']}-{entry['players']}p-{entry['seed']}"


@pytest.mark.parametrize("entry", ENTRIES, ids=case_id)
def test_golden_code_replays_to_its_final_score_sheet(entry: dict) -> None:  # type: ignore[type-arg]
    match = load(entry["code"])
    assert match.config.game == entry["game"]
    assert match.config.num_players == entry["players"]
    assert match.is_over(), f"{entry['game']}: the game no longer ends where it did"
    assert len(match.decisions) == entry["decisions"]
    sheet = match.game.score_sheet(match.state).as_dict()
    assert sheet == entry["sheet"], f"Python {sys.version.split()[0]}: another score sheet"
    assert encode_match(match) == entry["code"]


def test_seeded_random_play_still_makes_the_golden_games() -> None:
    """The generator and the engines are deterministic across versions: playing the same
    seeds again gives the same codes and sheets."""
    assert make_entries() == ENTRIES


#: The same games' codes in older save-code formats, which players keep, so they must
#: open: format 1 (recorded before Great Western Trail's first-player option made format
#: 2), format 2 (before its rules revision made format 3) and format 3 (before its
#: revision 3 made format 4).
FORMAT_1, FORMAT_2, FORMAT_3 = (
    json.loads(FILE.with_name(f"golden_codes_v{version}.json").read_text(encoding="utf-8"))
    for version in (1, 2, 3))
#: The rules revision Great Western Trail's codes of each format replay under.
REVISION = {1: "1", 2: "1", 3: "2"}
OLDER = [pytest.param(version, entry, id=f"v{version}-{case_id(entry)}")
         for version, entries in ((1, FORMAT_1), (2, FORMAT_2), (3, FORMAT_3))
         for entry in entries]


@pytest.mark.parametrize(("version", "entry"), OLDER)
def test_an_older_code_still_opens_the_same_game(version: int, entry: dict) -> None:  # type: ignore[type-arg]
    match = load(entry["code"])
    assert match.is_over() and len(match.decisions) == entry["decisions"]
    assert match.game.score_sheet(match.state).as_dict() == entry["sheet"]
    written = encode_match(match)  # written again in today's format
    if entry["game"] != "gwt":  # the other games' codes never changed
        today = next(e for e in ENTRIES if (e["game"], e["seed"]) == (entry["game"], entry["seed"]))
        assert written == today["code"]
        return
    # it replays under the rules it was played by, and says so in today's format
    assert match.config.option("revision") == REVISION[version]
    again = load(written)
    assert again.config == match.config and again.decisions == match.decisions
    if version == 1:  # format 1 had no first-player option: the first seat started
        assert match.config.option("first_player") == "1"


def test_a_code_is_written_in_the_oldest_format_its_game_needs():
    """Only Great Western Trail gained options in formats 2 to 4: the other games' codes stay
    as they were (an older build opens them), and every option's format is one this
    build reads."""
    from rules.core.savecode import FORMAT_VERSION, code_format

    formats = {game.id: code_format(game) for game in all_games()}
    assert all(1 <= version <= FORMAT_VERSION for version in formats.values())
    assert formats["gwt"] == 4
    assert {formats[g] for g in ("ttr-europe", "ttr-germany", "ttr-amsterdam",
                                 "railroad-ink")} == {1}
    for older in (FORMAT_1, FORMAT_2, FORMAT_3):
        changed = {e["game"] for e, old in zip(ENTRIES, older, strict=True)
                   if e["code"] != old["code"]}
        assert changed == {"gwt"}

