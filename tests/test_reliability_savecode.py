"""Save-code fuzzing: damaged input only ever raises SaveCodeError, never a wrong game.

The large deterministic sweep is marked slow (it runs in CI); the hypothesis target
below it can run far longer on demand:
``HYPOTHESIS_FUZZ_EXAMPLES=1000000 pytest tests/test_reliability_savecode.py -k fuzz``.
"""

from __future__ import annotations

import contextlib
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core.errors import SaveCodeError
from rules.core.registry import all_games
from rules.core.rng import Rng
from rules.core.savecode import (
    ALPHABET,
    _crc,
    _from_text,
    _to_text,
    encode_match,
    load,
)
from tests.playout import random_match


def sample_codes() -> list[str]:
    codes = []
    for game in all_games():
        for seed in (1, 2):
            players = game.min_players + seed % (game.max_players - game.min_players + 1)
            codes.append(encode_match(random_match(game.id, players, seed)).replace("-", ""))
    return codes


def must_refuse(text: str, original: str) -> None:
    try:
        load(text)
    except SaveCodeError as error:
        assert str(error)
        return
    # Loading is allowed only when the text is the original code after all.
    assert text.upper().replace("O", "0").replace("I", "1").replace("L", "1") == original


def swap_header_digit(code: str, position: int, value: int) -> str:
    """Change the format version (position 0) or the game (1), keeping the old checksum."""
    total = _from_text(code)
    number, crc = total >> 32, total & 0xFFFFFFFF
    scale = 32**position
    number += (value - (number // scale) % 32) * scale
    return _to_text((number << 32) | crc).replace("-", "")


@pytest.mark.slow
def test_hundred_thousand_damaged_codes_are_all_refused() -> None:
    rng = Rng.from_seed(2026)
    codes = sample_codes()
    tried = 0
    printable = [chr(c) for c in range(32, 127)] + ["é", "Ж", "\u200b", "\x00"]
    while tried < 100_000:
        code = codes[tried % len(codes)]
        kind = tried % 6
        if kind == 0:  # random strings of any characters
            text = "".join(rng.choice(printable) for _ in range(rng.randint(0, 60)))
        elif kind == 1:  # random strings of code characters
            text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 80)))
        elif kind == 2:  # truncations from either end
            cut = rng.randint(1, len(code) - 1)
            text = code[:cut] if rng.randbelow(2) else code[cut:]
        elif kind == 3:  # single character changes
            i = rng.randbelow(len(code))
            text = code[:i] + rng.choice(ALPHABET) + code[i + 1 :]
        elif kind == 4:  # double character changes
            chars = list(code)
            for _ in range(2):
                chars[rng.randbelow(len(chars))] = rng.choice(ALPHABET)
            text = "".join(chars)
        else:  # swapped game or format version, checksum left as it was
            text = swap_header_digit(code, rng.randbelow(2), rng.randbelow(32))
        must_refuse(text, code)
        tried += 1


def test_swapped_game_number_is_caught() -> None:
    code = sample_codes()[0]
    for game_number in range(32):
        must_refuse(swap_header_digit(code, 1, game_number), code)


def test_a_forged_checksum_still_cannot_crash_replay() -> None:
    """Valid checksum, random content: a clear refusal or a real game, never a crash."""
    rng = Rng.from_seed(9)
    for _ in range(2000):
        number = rng.randbelow(1 << rng.randint(8, 400))
        with contextlib.suppress(SaveCodeError):
            load(_to_text((number << 32) | _crc(number)))


FUZZ_EXAMPLES = int(os.environ.get("HYPOTHESIS_FUZZ_EXAMPLES", "300"))


@settings(max_examples=FUZZ_EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.binary(max_size=300))
def test_fuzz_checksummed_payloads(payload: bytes) -> None:
    number = int.from_bytes(payload, "big")
    with contextlib.suppress(SaveCodeError):
        load(_to_text((number << 32) | _crc(number)))
