"""Golden save code for Germany: the canonical action order (ticket mixes, passenger
choices included) is part of the save format."""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.rng import Rng
from rules.core.savecode import encode_match, load
from rules.ttr.germany import GermanyState
from tests.ttr.germany.helpers import germany

GOLDEN = "96FGS-RE5WD-PT48C-TQ22C-V5WZG-VRR88-CTMN4-FX7EH-SCCMF-BGN00-00000-00000-74JG4-4REGS-9F"


def test_golden_code_replays_the_same_position() -> None:
    config = GameConfig.make("ttr-germany", ["random"] * 3, {"first_player": "1"})
    match = Match(config, 1)
    rng = Rng.from_seed(1, stream=7)
    for _ in range(80):
        player = match.to_act()[0]
        match.play_index(player, rng.randbelow(len(match.legal_actions(player))))
    assert encode_match(match) == GOLDEN
    state = load(GOLDEN).state
    assert isinstance(state, GermanyState)
    assert state.route_points == [9, 10, 11]
    assert state.turn == 34
    assert [sum(hand) for hand in state.hands] == [1, 4, 4]
    assert state.tickets[1] == [13, 85, 3, 55, 77, 81]
    assert [germany().passengers_of(state, p) for p in range(3)] == [
        (3, 2, 1, 2, 3, 3),
        (1, 0, 2, 3, 1, 2),
        (1, 0, 3, 0, 0, 1),
    ]
