"""Golden save code for Amsterdam: the canonical action order is part of the save
format."""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.rng import Rng
from rules.core.savecode import encode_match, load
from rules.ttr.amsterdam import AmsterdamState

GOLDEN = "BJ8JM-01F4Z-EJ58N-HKM1G-04F00-00000-00000-64JG8-5A4SE-HE"


def test_golden_code_replays_the_same_position() -> None:
    config = GameConfig.make("ttr-amsterdam", ["random"] * 3, {"first_player": "1"})
    match = Match(config, 1)
    rng = Rng.from_seed(1, stream=7)
    for _ in range(40):
        player = match.to_act()[0]
        match.play_index(player, rng.randbelow(len(match.legal_actions(player))))
    assert encode_match(match) == GOLDEN
    state = load(GOLDEN).state
    assert isinstance(state, AmsterdamState)
    assert state.route_points == [5, 5, 2]
    assert state.turn == 19
    assert [sum(hand) for hand in state.hands] == [3, 4, 6]
    assert state.tickets == [[13], [3], [22, 7]]
