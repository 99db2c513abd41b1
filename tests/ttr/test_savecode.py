"""Golden save code: the canonical action order is part of the save format.

If this test fails, the order of legal actions (or the setup's use of the generator)
changed: old codes no longer load as they did. Move the save-code format version.
"""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.rng import Rng
from rules.core.savecode import encode_match, load
from rules.ttr.state import TtrState

GOLDEN = "FNDDH-H19Q7-0QD6E-033DY-7VPBR-328A1-4DXAE-7BDMJ-00000-00000-0074J-G04H2-DC61"


def test_golden_code_replays_the_same_position() -> None:
    config = GameConfig.make("ttr-europe", ["random"] * 3, {"first_player": "1"})
    match = Match(config, 1)
    rng = Rng.from_seed(1, stream=7)
    for _ in range(60):
        player = match.to_act()[0]
        match.play_index(player, rng.randbelow(len(match.legal_actions(player))))
    assert encode_match(match) == GOLDEN
    state = load(GOLDEN).state
    assert isinstance(state, TtrState)
    assert state.route_points == [4, 5, 4]
    assert state.turn == 30
    assert [sum(hand) for hand in state.hands] == [5, 7, 9]
    assert state.tickets == [[4, 39, 15], [0, 26], [1, 21, 37, 16]]
