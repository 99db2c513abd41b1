"""The random-play soak: seeded random games with every invariant checked after every
action (see invariants.py for the per-game part).

After each action: the inventory equals the one after setup (nothing created or lost),
running scores equal a recount, every observation is unchanged by changing what that
player may not see, and a clone made before the action and given the same action is
equal to the original afterwards (same events, same observations, same generator).
At random points and at the end the save code replays to an equal game.
"""

from __future__ import annotations

from rules.core.config import GameConfig
from rules.core.game import Game, State
from rules.core.record import Match
from rules.core.registry import get_game
from rules.core.rng import Rng
from rules.core.savecode import encode_match, load
from tests.reliability.invariants import CHECKS, GENERIC, ink_drawn_cells

#: About one save-code replay per this many actions (and one at the end).
CODE_EVERY = 150


def soak_cases(game: Game) -> list[tuple[int, dict[str, str]]]:
    """Every player count, crossed with each option's choices (cycled, not multiplied)."""
    counts = list(range(game.min_players, game.max_players + 1))
    variants: list[dict[str, str]] = [{}]
    for spec in game.options:
        if spec.name == "first_player":
            continue
        variants += [{spec.name: choice} for choice in spec.choices if choice != spec.default]
    if game.id == "gwt":
        variants = [{}, {"neutral_buildings": "random", "private_buildings": "random"}]
    cases = []
    for k in range(max(len(counts), len(variants))):
        cases.append((counts[k % len(counts)], variants[k % len(variants)]))
    return cases


def snapshot(game: Game, state: State) -> tuple[object, ...]:
    return (
        tuple(game.observe(state, p) for p in range(state.num_players)),
        state.rng.getstate(),
        game.to_act(state),
        game.is_over(state),
    )


def soak_game(game_id: str, seed: int) -> int:
    """One seeded random game with every check after every action; its decision count."""
    game = get_game(game_id)
    cases = soak_cases(game)
    players, options = cases[seed % len(cases)]
    checks = CHECKS.get(game_id, GENERIC)
    match = Match(GameConfig.make(game_id, ["random"] * players, options), seed)
    state = match.state
    rng = Rng.from_seed(seed, stream=21)
    where = f"{game_id} {players}p {options} seed {seed}"
    start = checks.inventory(game, state)
    drawn = ink_drawn_cells(state) if game_id == "railroad-ink" else []
    steps = 0
    while not match.is_over():
        acting = match.to_act()
        player = rng.choice(acting)
        legal = match.legal_actions(player)
        action = legal[rng.randbelow(len(legal))]
        twin = game.clone(state)
        events = match.play(player, action)
        steps += 1
        at = f"{where}, action {steps} ({action})"
        assert game.apply(twin, player, action) == events, f"clone: other events at {at}"
        assert snapshot(game, twin) == snapshot(game, state), f"clone differs at {at}"
        inventory = checks.inventory(game, state)
        start = inventory if start is None else start
        assert inventory in (start, None), f"something created or lost at {at}"
        if checks.running_scores is not None:
            checks.running_scores(game, state)
        viewer = rng.randbelow(players)
        seen = game.observe(state, viewer)
        for other in checks.hidden_twins(game, state, viewer, rng):
            assert game.observe(other, viewer) == seen, (
                f"player {viewer + 1}'s observation shows hidden items at {at}"
            )
        if drawn and options.get("expansion") != "meteor":
            now = ink_drawn_cells(state)
            kept = all(a <= b for a, b in zip(drawn, now, strict=True))
            assert kept, f"a drawn space became empty at {at}"
            drawn = now
        if rng.randbelow(CODE_EVERY) == 0:
            check_code(game, match, at)
        assert steps < 100_000, f"{where} does not end"
    check_code(game, match, f"{where}, end")
    sheet = game.score_sheet(state)
    assert sheet.final and len(sheet.points) == players
    return steps


def check_code(game: Game, match: Match, at: str) -> None:
    again = load(encode_match(match))
    assert snapshot(game, again.state) == snapshot(game, match.state), f"save code at {at}"
    assert game.score_sheet(again.state) == game.score_sheet(match.state)
