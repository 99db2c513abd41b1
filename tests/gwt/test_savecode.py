"""Golden save codes: the canonical order of Great Western Trail's legal actions is part of
the save format. If one of these fails, the order changed: old codes would break."""

from __future__ import annotations

import rules.gwt.game  # noqa: F401  (registers gwt)
from rules.core.savecode import encode_match, load

GOLDEN = [
    ("47YQZ-PZN1N-H1X4M-MGBY5-C7EMC-Q4PHW-CSCB3-SWAQM-K3AEH-3RE1V-H76V8-N30HJ-TP3SH-Y4XMZ-"
     "G8A1E-TRBRD-B4FF5-A8000-00000-0000G-J8G71-9WC81", (-20, -15), 405, True),
    ("JZBJN-0FB28-E72N2-Z18B0-1NP6Q-KPFEF-QT9CG-00000-00000-0084J-GG4NA-K9DG", (-4, -4, 1), 150,
     False),
]


def test_golden_codes_replay() -> None:
    for code, totals, decisions, over in GOLDEN:
        match = load(code)
        assert match.game.score_sheet(match.state).totals == totals
        assert len(match.decisions) == decisions and match.is_over() == over
        assert encode_match(match) == code
