"""Configs are checked against each game's declared facts, with clear errors."""

from __future__ import annotations

import pytest

from rules.core import new_game
from rules.core.config import GameConfig, Seat
from rules.core.errors import ConfigError
from rules.core.registry import get_game


def test_defaults_are_filled_in() -> None:
    config = get_game("toy").validate(GameConfig.make("toy", ["human", "easy"]))
    assert config.option("deck") == "small"


@pytest.mark.parametrize(
    ("config", "words"),
    [
        (GameConfig.make("toy", ["human"]), "2 to 4 players, not 1"),
        (GameConfig.make("toy", ["human"] * 5), "2 to 4 players, not 5"),
        (GameConfig.make("toy", ["human", "genius"]), "unknown player type 'genius'"),
        (GameConfig.make("toy", ["human", "easy"], {"colour": "red"}), "no option 'colour'"),
        (GameConfig.make("toy", ["human", "easy"], {"deck": "huge"}), "cannot be 'huge'"),
        (GameConfig("toy", (Seat(), Seat()), (("deck", "small"), ("deck", "large"))), "twice"),
    ],
)
def test_bad_configs_raise_config_error(config: GameConfig, words: str) -> None:
    with pytest.raises(ConfigError, match=words):
        new_game(config, 1)


def test_unknown_game_names_the_available_ones() -> None:
    with pytest.raises(ConfigError, match=r"unknown game 'chess'.*toy"):
        get_game("chess")


def test_config_error_is_a_value_error() -> None:
    assert issubclass(ConfigError, ValueError)


def test_player_names_default_to_seat_numbers() -> None:
    config = GameConfig.make("toy", ["human", "hard"], names=["Anna"])
    assert config.player_name(0) == "Anna"
    assert config.player_name(1) == "Player 2"


def test_an_option_added_later_names_what_older_codes_played() -> None:
    """A code older than an option gets ``before`` (what games played then), or else the
    default; a value that is not a choice is refused when the game is declared."""
    from rules.core.config import OptionSpec

    revision = OptionSpec("revision", ("1", "2"), "2", since=3, before="1", hidden=True)
    assert revision.older == "1" and revision.default == "2"
    assert OptionSpec("first", ("1", "2"), "1", since=2).older == "1"
    with pytest.raises(ValueError, match="'3' is not a choice"):
        OptionSpec("revision", ("1", "2"), "2", since=3, before="3")


def test_a_choice_added_later_is_left_out_of_older_formats() -> None:
    """A choice appended in a later format: codes of older formats carry a digit of the
    choices they knew, and the option needs the later format; only last choices can be
    added."""
    from rules.core.config import OptionSpec

    revision = OptionSpec("revision", ("1", "2", "3"), "3", since=3, before="1",
                          added=(("3", 4),))
    assert revision.choices_in(3) == ("1", "2") and revision.choices_in(4) == ("1", "2", "3")
    assert revision.format == 4 and OptionSpec("x", ("a", "b"), "a", since=2).format == 2
    with pytest.raises(ValueError, match="added choices must be its last ones"):
        OptionSpec("revision", ("1", "2", "3"), "3", added=(("2", 4),))
