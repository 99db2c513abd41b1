"""Save codes: round trips, the size bound, and bad input that never crashes."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import savecode
from rules.core.config import GameConfig
from rules.core.errors import SaveCodeError
from rules.core.record import Decision, GameRecord, Match, replaying, run_to_end
from rules.core.registry import all_games
from rules.core.savecode import (
    ALPHABET,
    MAX_CODE_CHARS,
    _crc,
    _to_text,
    _Writer,
    challenge_code,
    code_bits,
    decode,
    encode,
    encode_match,
    information_bits,
    load,
)
from tests.playout import random_match


def toy_match(seed: int = 3, players: int = 3, moves: int | None = None) -> Match:
    return random_match("toy", players, seed, moves)


def same_game(a: Match, b: Match) -> bool:
    players = range(a.config.num_players)
    return (
        a.config == b.config
        and a.decisions == b.decisions
        and a.state.rng == b.state.rng
        and all(a.game.observe(a.state, p) == b.game.observe(b.state, p) for p in players)
        and a.game.score_sheet(a.state) == b.game.score_sheet(b.state)
    )


# ----- round trips ------------------------------------------------------------------
def test_round_trip_reproduces_the_final_state() -> None:
    match = toy_match()
    assert match.is_over()
    assert same_game(load(encode_match(match)), match)


def test_golden_toy_code_replays_forever() -> None:
    """Codes made today must load in every later version (same format version)."""
    match = load(GOLDEN_TOY_CODE)
    assert match.config.num_players == 3
    assert match.game.score_sheet(match.state).totals == GOLDEN_TOY_TOTALS
    assert encode_match(match) == GOLDEN_TOY_CODE


GOLDEN_TOY_CODE = "8N2WV-40000-00000-00064-JKW7V-TGBGZ"
GOLDEN_TOY_TOTALS = (-3, 13, 1)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**64 - 1),
    players=st.integers(min_value=2, max_value=4),
    moves=st.integers(min_value=0, max_value=40),
    deck=st.sampled_from(["small", "large"]),
)
def test_round_trip_property(seed: int, players: int, moves: int, deck: str) -> None:
    match = random_match("toy", players, seed, moves, {"deck": deck})
    code = encode_match(match)
    again = load(code)
    assert same_game(again, match)
    assert decode(code) == match.record


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_round_trip_every_registered_game(game_id: str) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    for players in sorted({game.min_players, game.max_players}):
        match = random_match(game_id, players, seed=players * 11)
        assert same_game(load(encode_match(match)), match)


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_size_stays_within_64_bits_of_the_information_bound(game_id: str) -> None:
    """Overhead = version + decision count + CRC-32 + rounding; it must stay < 64 bits."""
    game = next(g for g in all_games() if g.id == game_id)
    for seed in range(4):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        match = random_match(game_id, players, seed)
        code = encode_match(match)
        gap = code_bits(code) - information_bits(match.record)
        assert 0 <= gap <= 64, (seed, gap)


def test_challenge_code_has_game_config_and_seed_only() -> None:
    config = GameConfig.make("toy", ["human", "hard"], {"deck": "large"})
    code = challenge_code(config, 2026)
    record = decode(code)
    assert record.challenge
    assert record.decisions == []
    assert record.seed == 2026
    assert record.config.option("deck") == "large"
    assert [s.controller for s in record.config.seats] == ["human", "hard"]
    # Everyone who loads it gets the same deck: the same starting observation.
    a, b = load(code), load(code)
    assert a.game.observe(a.state, 0) == b.game.observe(b.state, 0)


def test_a_code_carries_each_seats_player_kind_but_not_its_name() -> None:
    """Choice (rules/core/savecode.py): the seats come back as the same kind of player
    (human or the same AI level); names stay on the device that typed them."""
    controllers = ["human", "hard", "easy"]
    named = Match(GameConfig.make("toy", controllers, names=["Anna", "Boris", "Vera"]), 9)
    unnamed = Match(GameConfig.make("toy", controllers), 9)
    for match in (named, unnamed):
        for _ in range(4):
            match.play_index(match.to_act()[0], 0)
    code = encode_match(named)
    assert code == encode_match(unnamed)
    loaded = load(code)
    assert [seat.controller for seat in loaded.config.seats] == controllers
    assert [seat.name for seat in loaded.config.seats] == ["", "", ""]
    assert loaded.config.player_name(0) == "Player 1"
    assert same_game(loaded, unnamed)


def test_challenge_of_a_played_match_drops_the_moves() -> None:
    match = toy_match(moves=5)
    record = decode(encode_match(match, challenge=True))
    assert record.challenge and record.decisions == [] and record.seed == match.seed


# ----- forgiving input --------------------------------------------------------------
def test_case_dashes_spaces_and_lookalikes_are_forgiven() -> None:
    match = toy_match()
    code = encode_match(match)
    plain = code.replace("-", "")
    variants = [
        plain,
        code.lower(),
        " \n" + "  ".join(code.split("-")) + "\t",
        code.replace("0", "O").replace("1", "I"),
        code.replace("1", "l"),
        f"https://example.org/railyard/index.html#code={code}",
        f"index.html?lang=ru#code={code}&x=1",
        f"{code}.",  # copied out of a sentence (a review: "(.) cannot appear in a code")
        f"«{code}»",
        f'"{code}",',
        f"({code})",
    ]
    for text in variants:
        assert same_game(load(text), match), text


# ----- bad input: SaveCodeError with a readable message, nothing else ----------------
@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "empty"),
        ("   \n\t", "empty"),
        ("---", "empty"),
        ("HELLO! WORLD", "cannot appear"),
        ("«ABCD!EFGH»", "character 6 "),  # its place in what was pasted, quote and all
        ("x#code=AB!C", "character 10 "),
        ("ABCU1", "cannot appear"),
        ("7", "too short"),
        ("Z" * 40, "damaged"),
        ("x" * (MAX_CODE_CHARS + 1), "too long"),
        ("é", "cannot appear"),
    ],
    ids=lambda value: value[:12] if isinstance(value, str) else str(value),
)
def test_bad_text_is_refused_with_a_clear_message(text: str, words: str) -> None:
    with pytest.raises(SaveCodeError, match=words):
        load(text)


def test_absurdly_long_input_is_refused_before_decoding() -> None:
    with pytest.raises(SaveCodeError, match="far too long"):
        load("0" * (10 * MAX_CODE_CHARS))


def test_non_text_is_refused() -> None:
    with pytest.raises(SaveCodeError):
        load(12345)  # type: ignore[arg-type]


def test_every_single_character_change_is_caught() -> None:
    code = encode_match(toy_match()).replace("-", "")
    for i, original in enumerate(code):
        for ch in ALPHABET:
            if ch == original:
                continue
            with pytest.raises(SaveCodeError):
                load(code[:i] + ch + code[i + 1 :])


def test_every_truncation_is_caught() -> None:
    code = encode_match(toy_match()).replace("-", "")
    for cut in range(1, len(code)):
        with pytest.raises(SaveCodeError):
            load(code[:cut])
        with pytest.raises(SaveCodeError):
            load(code[cut:])


def _forge(digits: list[tuple[int, int]]) -> str:
    """A code with a valid checksum around arbitrary digits (what a tamperer could do)."""
    writer = _Writer()
    for digit, radix in digits:
        writer.put(digit, radix)
    number = writer.value()
    return _to_text((number << 32) | _crc(number))


def _toy_header(version: int = 1, game: int = 31) -> list[tuple[int, int]]:
    return [(version, 32), (game, 32), (0, 2), (1, 8), (0, 8), (0, 8), (0, 2), (99, 2**64)]


def test_newer_format_version_says_update() -> None:
    with pytest.raises(SaveCodeError, match="newer version"):
        load(_forge(_toy_header(version=9)))


def test_unknown_game_is_refused() -> None:
    with pytest.raises(SaveCodeError, match="does not have"):
        load(_forge(_toy_header(game=30)))


def test_impossible_setup_is_refused() -> None:
    # seat count 1 is below the toy game's minimum of 2
    digits = [(1, 32), (31, 32), (0, 2), (0, 8), (0, 8), (0, 2), (5, 2**64), (0, 32)]
    with pytest.raises(SaveCodeError, match="setup"):
        load(_forge(digits))


def test_unknown_player_kind_is_refused() -> None:
    digits = [(1, 32), (31, 32), (0, 2), (1, 8), (7, 8), (0, 8), (0, 2), (5, 2**64), (0, 32)]
    with pytest.raises(SaveCodeError, match="kind of player"):
        load(_forge(digits))


def test_index_out_of_range_during_replay_is_refused() -> None:
    # Inside a code every index is read in the radix of its legal list, so it cannot
    # overflow; a record built by hand (or by an older engine) can, and replay says so.
    config = GameConfig.make("toy", ["human", "human"])
    with pytest.raises(SaveCodeError, match="decision 2"):
        savecode.replay(GameRecord(config, 1, [Decision(0, 3), Decision(1, 17)]))
    with pytest.raises(SaveCodeError, match="decision 1"):
        savecode.replay(GameRecord(config, 1, [Decision(1, 0)]))


def test_a_record_that_does_not_replay_cannot_be_saved() -> None:
    match = toy_match()
    decisions = [*match.decisions, Decision(0, 0)]
    with pytest.raises(SaveCodeError, match=f"decision {len(decisions)} comes after the end"):
        encode(GameRecord(match.config, match.seed, decisions))
    config = GameConfig.make("toy", ["human", "human"])
    with pytest.raises(SaveCodeError, match="decision 2: action number 17 does not exist"):
        encode(GameRecord(config, 1, [Decision(0, 3), Decision(1, 17)]))
    with pytest.raises(SaveCodeError, match="decision 1: it is not Player 2's decision"):
        encode(GameRecord(config, 1, [Decision(1, 0)]))


def test_trailing_data_is_refused() -> None:
    digits = [*_toy_header(), (0, 32), (5, 7)]
    with pytest.raises(SaveCodeError, match="after the last move"):
        load(_forge(digits))


def test_absurd_move_count_is_refused() -> None:
    digits = [*_toy_header(), (25, 32), (2**24, 2**25)]
    with pytest.raises(SaveCodeError, match="more moves"):
        load(_forge(digits))


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=80))
def test_random_text_never_crashes(text: str) -> None:
    try:
        load(text)
    except SaveCodeError as error:
        assert str(error)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=ALPHABET + "-oil", min_size=1, max_size=60))
def test_random_codes_in_the_alphabet_never_crash(text: str) -> None:
    try:
        load(text)
    except SaveCodeError as error:
        assert str(error)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_random_mutations_never_crash(data: st.DataObject) -> None:
    code = encode_match(toy_match(seed=data.draw(st.integers(0, 50)))).replace("-", "")
    chars = list(code)
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(chars) - 1))
        chars[i] = data.draw(st.sampled_from(ALPHABET))
    mutated = "".join(chars)
    try:
        again = load(mutated)
    except SaveCodeError:
        return
    # A mutation that still loads must be no mutation at all.
    assert savecode.extract_code(mutated).upper() == code
    assert again.decisions


# ----- loading step by step ---------------------------------------------------------
def test_loading_yields_after_every_move_and_ends_where_load_does() -> None:
    match = toy_match()
    work = savecode.loading(encode_match(match))
    progress = []
    while True:
        try:
            progress.append(next(work))
        except StopIteration as end:
            loaded = end.value
            break
    count = len(match.decisions)
    assert count > 3 and progress == [(done, count) for done in range(1, count + 1)]
    assert same_game(loaded.match, match) and not loaded.challenge
    replayed = run_to_end(replaying(match.config, match.seed, match.decisions))
    assert loaded.steps == replayed.steps


def test_damage_found_during_the_replay_stops_the_loading_with_the_same_message() -> None:
    # a valid checksum around a move count far past the end of the game
    code = _forge([*_toy_header(), (9, 32), (500, 512)])
    work = savecode.loading(code)
    moves = 0
    with pytest.raises(SaveCodeError, match="comes after the game ended") as raised:
        for _ in work:
            moves += 1
    assert moves > 0  # found only part-way through the replay
    with pytest.raises(SaveCodeError) as at_once:
        load(code)
    assert str(at_once.value) == str(raised.value)


def test_a_challenge_code_loads_in_one_step() -> None:
    match = toy_match()
    work = savecode.loading(challenge_code(match.config, match.seed))
    with pytest.raises(StopIteration) as end:
        next(work)
    loaded = end.value.value
    assert loaded.challenge and loaded.steps == [] and loaded.match.decisions == []


def test_an_unexpected_failure_inside_a_code_reads_as_damage_without_python_names(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The message said "could not be loaded (ValueError)": a player reads it."""

    def broken(text: str):  # type: ignore[no-untyped-def]
        raise ValueError("int too large")
        yield

    monkeypatch.setattr(savecode, "_loading", broken)
    with pytest.raises(SaveCodeError) as caught:
        savecode.load("ABCD")
    assert str(caught.value) == "this code could not be loaded; it may be damaged"
