"""Seeded random playouts shared by the generic tests."""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.record import Match
from rules.core.rng import Rng


def random_match(
    game_id: str,
    players: int,
    seed: int,
    moves: int | None = None,
    options: dict[str, str] | None = None,
) -> Match:
    """A match after ``moves`` random decisions (or to the end when ``moves`` is None)."""
    match = Match(GameConfig.make(game_id, ["random"] * players, options), seed)
    rng = Rng.from_seed(seed, stream=7)
    played = 0
    while not match.is_over() and (moves is None or played < moves):
        acting = match.to_act()
        player = rng.choice(acting)
        match.play_index(player, rng.randbelow(len(match.legal_actions(player))))
        played += 1
    return match
