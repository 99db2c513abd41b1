"""Save codes and challenge codes: a whole game as a short, shareable text.

A code carries the game, the config, the 64-bit seed and every decision as an index
into the legal-action list at that moment. Everything is packed into one mixed-radix
integer, least significant digit first:

====================  ======================  ====================================
digit                 radix                   meaning
====================  ======================  ====================================
format version        32                      :data:`FORMAT_VERSION`
game                  32                      ``Game.code_number``
challenge             2                       1 = config and seed only
seat count - 1        8
controller per seat   8                       index into ``CONTROLLERS``
each option           its number of choices   in the game's declared option order
seed                  2**64
decision count        32 (L), then 2**L       L = bit length of the count
per decision          len(to_act), if > 1     which of the players to act decided
                      len(legal_actions)      the index of the chosen action
====================  ======================  ====================================

The integer is followed by a CRC-32 of its bytes (32 bits) and written in Crockford
base32: case-insensitive, ``O`` reads as ``0``, ``I`` and ``L`` as ``1``, ``U`` is not
used, and dashes and white space are ignored. Decoding replays the game, because the
radix of each decision depends on the position.

The order of legal actions, of the options and of ``CONTROLLERS`` is part of the
format: changing any of them needs a new :data:`FORMAT_VERSION`. An option added to a
game later names the version that first carries it (``OptionSpec.since``); codes of an
older format have no digit for it and decode with what games played before it did
(``OptionSpec.older``). A code is written in the oldest format that carries its game's
header (:func:`code_format`), so a game that did not change keeps its codes and an older
build still opens them. A choice appended to an option later names its version too
(``OptionSpec.added``): older codes have a digit of fewer choices. Version 2 added Great
Western Trail's first player, version 3 its rules revision (a hidden option: a rule
corrected for new games, while a code from before replays under the rule it was played
by), version 4 that option's revision 3.

Seat names are not part of a code (our choice; DESIGN.md lists what a code carries:
game, version, config as seats' controllers and options, seed, decisions). A code is
shared with other people and other devices: each seat comes back as the same kind of
player (human, or the same AI level), and the device that loads it names the seats
(the front end: "Player 1", …; its own autosave keeps the names typed on that device).
Names would add free text of up to five bits a character to every code and put personal
names into links, for nothing the rules need.

Decoding never raises anything but :class:`SaveCodeError`, whose message a player
can read.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Generator
from dataclasses import dataclass

from rules.core.config import CONTROLLERS, GameConfig, OptionSpec, Seat
from rules.core.errors import ConfigError, IllegalAction, RulesError, SaveCodeError
from rules.core.game import Game, State
from rules.core.record import Decision, GameRecord, Match, Progress, Step, run_to_end
from rules.core.registry import game_by_code_number, get_game

FORMAT_VERSION = 4
#: Longest code accepted, in code characters (dashes and spaces not counted).
MAX_CODE_CHARS = 20_000
#: Longest raw text looked at all (a pasted page, say); refused before any decoding.
MAX_INPUT_CHARS = 2 * MAX_CODE_CHARS
MAX_DECISIONS = 200_000
MAX_SEATS = 8
_SEED_RADIX = 1 << 64
_CRC_BITS = 32

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_DECODE = {ch: i for i, ch in enumerate(ALPHABET)}
_DECODE.update({"O": 0, "I": 1, "L": 1})
_IGNORED = set("- \t\r\n")


# ----- mixed radix ------------------------------------------------------------------
class _Writer:
    def __init__(self) -> None:
        self.digits: list[tuple[int, int]] = []

    def put(self, digit: int, radix: int) -> None:
        if not 0 <= digit < radix:
            raise ValueError(f"digit {digit} out of range for radix {radix}")
        if radix > 1:
            self.digits.append((digit, radix))

    def value(self) -> int:
        number = 0
        for digit, radix in reversed(self.digits):
            number = number * radix + digit
        return number


class _Reader:
    def __init__(self, number: int) -> None:
        self.number = number

    def take(self, radix: int) -> int:
        if radix <= 1:
            return 0
        self.number, digit = divmod(self.number, radix)
        return digit


# ----- text -------------------------------------------------------------------------
def _to_text(number: int) -> str:
    chars = []
    while True:
        number, digit = divmod(number, 32)
        chars.append(ALPHABET[digit])
        if number == 0:
            break
    text = "".join(reversed(chars))
    return "-".join(text[i : i + 5] for i in range(0, len(text), 5))


#: Marks round a code copied out of a sentence or a quote ("... play my code ABCD.",
#: «ABCD»), which no code has: dropped at either end.
_AROUND = " \t\r\n.,;:!?\"'«»“”„‘’()[]<>"


def extract_code(text: str) -> str:
    """The code inside what a player pasted: a bare code or a link with ``#code=``, the
    full stop or quotes of the sentence it was copied from left out."""
    return _code_part(text)[0]


def _code_part(text: str) -> tuple[str, int]:
    """:func:`extract_code`, and how many characters of ``text`` come before it (a bad
    character is named by its place in what was pasted)."""
    if not isinstance(text, str):
        raise SaveCodeError("a code must be text")
    if len(text) > MAX_INPUT_CHARS:
        raise SaveCodeError(
            f"this text is far too long to be a code ({len(text)} characters; "
            f"codes have at most {MAX_CODE_CHARS})"
        )
    start = 0
    marker = text.find("code=")
    if marker >= 0:
        start = marker + len("code=")
        text = text[start:].split("&")[0]
    code = text.strip(_AROUND)
    return code, start + len(text) - len(text.lstrip(_AROUND))


def _from_text(text: str) -> int:
    text, before = _code_part(text)
    number = 0
    count = 0
    for position, ch in enumerate(text.upper(), start=before + 1):
        if ch in _IGNORED:
            continue
        digit = _DECODE.get(ch)
        if digit is None:
            shown = ch if ch.isprintable() else repr(ch)
            raise SaveCodeError(
                f"character {position} ({shown}) cannot appear in a code: codes use "
                f"only digits and the letters A-Z without U"
            )
        number = number * 32 + digit
        count += 1
        if count > MAX_CODE_CHARS:
            raise SaveCodeError(f"this code is too long (more than {MAX_CODE_CHARS} characters)")
    if count == 0:
        raise SaveCodeError("the code is empty: paste or type a save code")
    return number


def _crc(number: int) -> int:
    return zlib.crc32(number.to_bytes((number.bit_length() + 7) // 8 or 1, "big"))


# ----- encode -----------------------------------------------------------------------
def code_format(game: Game) -> int:
    """The oldest format version that carries ``game``'s options (see ``since``)."""
    version = max([1, *(spec.format for spec in game.options)])
    if version > FORMAT_VERSION:
        raise ValueError(f"{game.id}: an option needs format {version}, newer than this build")
    return version


def _write_header(writer: _Writer, record: GameRecord) -> None:
    game = get_game(record.config.game)
    config = game.validate(record.config)
    writer.put(code_format(game), 32)
    writer.put(game.code_number, 32)
    writer.put(1 if record.challenge else 0, 2)
    writer.put(len(config.seats) - 1, MAX_SEATS)
    for seat in config.seats:
        writer.put(CONTROLLERS.index(seat.controller), MAX_SEATS)
    for spec in game.options:  # all its choices: the format is its latest (code_format)
        writer.put(spec.choices.index(config.option(spec.name)), len(spec.choices))
    writer.put(record.seed & (_SEED_RADIX - 1), _SEED_RADIX)


def _put_count(writer: _Writer, count: int) -> None:
    length = count.bit_length()
    writer.put(length, 32)
    writer.put(count, 1 << length)


def encode(record: GameRecord) -> str:
    """The code for a record (replays it to learn each decision's radix).

    A record whose decisions do not replay raises :class:`SaveCodeError` naming the
    first bad decision.
    """
    writer = _Writer()
    _write_header(writer, record)
    decisions = [] if record.challenge else record.decisions
    _put_count(writer, len(decisions))
    match = Match(record.config, record.seed)
    for number, decision in enumerate(decisions, start=1):
        acting = match.to_act()
        legal_count = len(match.legal_actions(decision.player))
        if match.is_over():
            raise SaveCodeError(
                f"this game cannot be saved: decision {number} comes after the end of the game"
            )
        try:
            match.play_index(decision.player, decision.index)
        except IllegalAction as error:
            raise SaveCodeError(f"this game cannot be saved: decision {number}: {error}") from None
        writer.put(acting.index(decision.player), len(acting))
        writer.put(decision.index, legal_count)
    number = writer.value()
    return _to_text((number << _CRC_BITS) | _crc(number))


def encode_match(match: Match, challenge: bool = False) -> str:
    return encode(match.challenge_record() if challenge else match.record)


# ----- decode -----------------------------------------------------------------------
@dataclass
class Loaded:
    """What a code holds, replayed: the match, each decision's step, and whether it is a
    challenge code."""

    match: Match
    steps: list[Step]
    challenge: bool


def loading(text: str) -> Generator[Progress, None, Loaded]:
    """Decode a code step by step: checks the text, the checksum and the header at the
    first step, then replays the decisions, yielding ``(done, total)`` after each one.

    Raises only :class:`SaveCodeError` (at the step where the damage shows). A front end
    runs it in slices over several frames; :func:`load` runs it in one go.
    """
    try:
        return (yield from _loading(text))
    except SaveCodeError:
        raise
    except RulesError as error:
        raise SaveCodeError(f"this code does not describe a valid game: {error}") from None
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError):
        # a player reads this: no exception's name ("(ValueError)") in it
        raise SaveCodeError("this code could not be loaded; it may be damaged") from None


def load(text: str) -> Match:
    """The match a code describes, replayed to its last decision.

    Raises only :class:`SaveCodeError`.
    """
    return run_to_end(loading(text)).match


def decode(text: str) -> GameRecord:
    """The record a code describes. Raises only :class:`SaveCodeError`."""
    loaded = run_to_end(loading(text))
    match = loaded.match
    return match.challenge_record() if loaded.challenge else match.record


def _read_option(reader: _Reader, spec: OptionSpec, version: int) -> str:
    if version < spec.since:
        return spec.older  # the code is older than the option
    choices = spec.choices_in(version)
    return choices[reader.take(len(choices))]


def _loading(text: str) -> Generator[Progress, None, Loaded]:
    total = _from_text(text)
    number, crc = total >> _CRC_BITS, total & ((1 << _CRC_BITS) - 1)
    if number == 0:
        raise SaveCodeError("this code is too short: part of it is missing")
    if _crc(number) != crc:
        raise SaveCodeError(
            "this code is damaged: a character is wrong or missing (the checksum does not match)"
        )
    reader = _Reader(number)
    version = reader.take(32)
    if version > FORMAT_VERSION:
        raise SaveCodeError(
            "this code was made by a newer version of Railyard; update the game to open it"
        )
    if version < 1:
        raise SaveCodeError("this is not a Railyard code (unknown format)")
    game = game_by_code_number(reader.take(32))
    if game is None:
        raise SaveCodeError("this code is for a game this version of Railyard does not have")
    challenge = reader.take(2) == 1
    seat_count = reader.take(MAX_SEATS) + 1
    seats = []
    for _ in range(seat_count):
        controller = reader.take(MAX_SEATS)
        if controller >= len(CONTROLLERS):
            raise SaveCodeError("this code names a kind of player this version does not know")
        seats.append(Seat(CONTROLLERS[controller]))
    options = tuple((spec.name, _read_option(reader, spec, version)) for spec in game.options)
    seed = reader.take(_SEED_RADIX)
    try:
        config = game.validate(GameConfig(game.id, tuple(seats), options))
    except ConfigError as error:
        raise SaveCodeError(f"this code has a setup the game does not allow: {error}") from None
    length = reader.take(32)
    count = reader.take(1 << length)
    if count > MAX_DECISIONS:
        raise SaveCodeError("this code claims more moves than any game has")
    if challenge and count:
        raise SaveCodeError("this challenge code is damaged (it carries moves)")
    match = Match(config, seed)
    steps: list[Step] = []
    for number_ in range(1, count + 1):
        acting = match.to_act()
        if not acting:
            raise SaveCodeError(f"this code is damaged: move {number_} comes after the game ended")
        player = acting[reader.take(len(acting))]
        legal_count = len(match.legal_actions(player))
        index = reader.take(legal_count)
        if not legal_count:
            raise SaveCodeError(f"this code is damaged: move {number_} has no legal choice")
        steps.append(match.play_step(player, index))
        yield number_, count
    if reader.number != 0:
        raise SaveCodeError("this code is damaged: it has data after the last move")
    return Loaded(match, steps, challenge)


def replay(record: GameRecord) -> State:
    """The state a record leads to. Raises :class:`SaveCodeError` if it is inconsistent."""
    from rules.core.record import replay as replay_record

    try:
        return replay_record(record).state
    except RulesError as error:
        raise SaveCodeError(f"this game cannot be replayed: {error}") from None


def challenge_code(config: GameConfig, seed: int) -> str:
    """A code with the game, config and seed only: everyone gets the same deck or dice."""
    return encode(GameRecord(config, seed, [], challenge=True))


# ----- measurement --------------------------------------------------------------------
def information_bits(record: GameRecord) -> float:
    """Bits of information in a record: header digits plus log2 of every decision's choices.

    A code's length in bits minus this is its overhead (version, count, checksum,
    rounding to whole characters), which stays under 64 bits.
    """
    game = get_game(record.config.game)
    bits = 5.0 + 1 + 3 + 3 * len(record.config.seats) + 64
    bits += sum(math.log2(len(spec.choices)) for spec in game.options)
    match = Match(record.config, record.seed)
    for decision in [] if record.challenge else record.decisions:
        bits += math.log2(len(match.to_act()))
        bits += math.log2(len(match.legal_actions(decision.player)))
        match.play_index(decision.player, decision.index)
    return bits


def code_bits(code: str) -> int:
    return 5 * sum(1 for ch in code if ch not in _IGNORED)


__all__ = [
    "ALPHABET",
    "FORMAT_VERSION",
    "MAX_CODE_CHARS",
    "Decision",
    "GameRecord",
    "Loaded",
    "challenge_code",
    "code_bits",
    "code_format",
    "decode",
    "encode",
    "encode_match",
    "extract_code",
    "information_bits",
    "load",
    "loading",
    "replay",
]
