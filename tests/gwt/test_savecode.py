"""Golden save codes: the canonical order of Great Western Trail's legal actions is part of
the save format. If one of these fails, the order changed: old codes would break."""

from __future__ import annotations

import rules.gwt.game  # noqa: F401  (registers gwt)
from rules.core.savecode import encode_match, load

GOLDEN = [
    ("N7SQY-JY98B-N9HQ7-6HVPT-X595Z-KQGSD-ZYXQK-1DNP6-ZGM8N-JT699-P428B-9F2QY-5EJZS-PRM8X-"
     "H9J7A-5STT2-QPDBT-K8000-00000-00030-J8GA3-A2C6F", (-20, -15), 405, True),
    ("2YWSX-92CQB-A73D9-EV69Q-08CF1-P2GD8-EQ3EY-G0000-00000-001C4-JGGA8-P82K3", (-4, -4, 1),
     150, False),
]


def test_golden_codes_replay() -> None:
    """Codes from before the rules revision (format 2) replay as they were played, under
    revision 1, and are written again in today's format with it."""
    for code, totals, decisions, over in GOLDEN:
        match = load(code)
        assert match.game.score_sheet(match.state).totals == totals
        assert len(match.decisions) == decisions and match.is_over() == over
        assert match.config.option("revision") == "1"
        again = load(encode_match(match))
        assert again.config == match.config and again.decisions == match.decisions


def test_the_first_player_travels_in_the_code() -> None:
    from rules.core.config import GameConfig
    from rules.core.record import Match

    match = Match(GameConfig.make("gwt", ["human", "easy", "hard"], {"first_player": "2"}), 9)
    for _ in range(12):
        match.play_index(match.to_act()[0], 0)
    again = load(encode_match(match))
    assert again.config.option("first_player") == "2"
    assert again.decisions == match.decisions and again.state.current == match.state.current
