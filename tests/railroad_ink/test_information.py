"""Hidden drawings, determinization, clones and save codes, in every expansion."""

from __future__ import annotations

import pytest

from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.rng import Rng
from rules.core.savecode import encode_match, load
from rules.railroad_ink.game import EXPANSIONS, RAILROAD_INK

GAME = RAILROAD_INK


@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_observations_survive_determinization(expansion: str) -> None:
    """Each player sees their own board now, the others' as the round began, this
    round's dice and nothing later; a determinized state agrees and plays on."""
    config = GameConfig.make("railroad-ink", ["random"] * 3, {"expansion": expansion})
    match = Match(config, 21)
    rng = Rng.from_seed(21, stream=3)
    step = 0
    while not match.is_over():
        state = match.state
        if step % 7 == 0:
            for player in range(3):
                seen = GAME.observe(state, player)
                guess = GAME.determinize(seen, Rng.from_seed(step, stream=player))
                assert GAME.observe(guess, player) == seen
                assert GAME.to_act(guess) == GAME.to_act(state)
                if player in GAME.to_act(state):
                    legal = GAME.legal_actions(guess, player)
                    assert legal == GAME.legal_actions(state, player)
                    GAME.apply(guess, player, legal[-1])
            copy = GAME.clone(state)
            acting = GAME.to_act(copy)[0]
            before = [GAME.observe(state, p) for p in range(3)]
            GAME.apply(copy, acting, GAME.legal_actions(copy, acting)[0])
            assert [GAME.observe(state, p) for p in range(3)] == before
        player = rng.choice(match.to_act())
        legal = match.legal_actions(player)
        match.play(player, legal[rng.randbelow(len(legal))])
        step += 1
    again = load(encode_match(match))
    assert GAME.score_sheet(again.state) == GAME.score_sheet(match.state)


def test_future_dice_stay_hidden() -> None:
    """Two determinizations of one observation may roll different dice next round."""
    match = Match(GameConfig.make("railroad-ink", ["random"]), 4)
    seen = GAME.observe(match.state, 0)
    rolls = set()
    for fork in range(8):
        guess = GAME.determinize(seen, Rng.from_seed(fork))
        while GAME.to_act(guess):
            legal = GAME.legal_actions(guess, 0)
            GAME.apply(guess, 0, legal[-1])  # EndRound comes last when it is legal
            if guess.round == 2:  # type: ignore[attr-defined]
                break
        rolls.add(guess.dice)  # type: ignore[attr-defined]
    assert len(rolls) > 1
