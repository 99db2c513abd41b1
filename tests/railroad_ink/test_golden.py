"""Golden values: the canonical legal order and save codes must not drift.

The legal order is part of the save-code format. If one of these changes on purpose,
the save-code format version must move too (see rules/core/savecode.py).
"""

from __future__ import annotations

import pytest

from rules.core.config import GameConfig
from rules.core.savecode import encode_match, load
from rules.railroad_ink.game import RAILROAD_INK
from tests.playout import random_match

GOLDEN_CODES = {
    "none": "HFWNR-D7QVA-AWEBS-28EG0-91J00-00000-00004-CJ8C5-E4H4S-5",
    "river": "JJRBK-BKZBM-PXGW6-DHBH1-J0000-00000-004GJ-8C42D-DB5T",
    "lake": "8EBMW-S1YR3-XYKGM-JRH3C-D11J0-00000-00000-4MJ8C-687QB-W2",
    "meteor": "224X7-H0BQR-0JX4R-C3FH1-J0000-00000-004RJ-8C6M2-6MPX",
    "lava": "62DRJ-PYVZ1-HDCZT-0EPSN-WGS1J-00000-00000-04WJ8-C4W6A-1DT",
}


def test_the_first_legal_actions_of_seed_1() -> None:
    state = RAILROAD_INK.new_game(GameConfig.make("railroad-ink", ["human"]), 1)
    legal = RAILROAD_INK.legal_actions(state, 0)
    assert len(legal) == 138
    assert [str(action) for action in legal[:3]] == [
        "draw die 1: rail curve at A4",
        "draw die 1: rail curve (turned 270°) at A4",
        "draw die 1: rail curve (turned 180°) at B1",
    ]
    assert str(legal[-1]) == "draw special route special station opposite at G6"


@pytest.mark.parametrize("expansion", sorted(GOLDEN_CODES))
def test_golden_save_codes(expansion: str) -> None:
    match = random_match("railroad-ink", 2, 7, moves=16, options={"expansion": expansion})
    assert encode_match(match) == GOLDEN_CODES[expansion]
    again = load(GOLDEN_CODES[expansion])
    for player in (0, 1):
        assert RAILROAD_INK.observe(again.state, player) == RAILROAD_INK.observe(
            match.state, player
        )
