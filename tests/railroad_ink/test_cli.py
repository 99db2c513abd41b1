"""The command line plays a full solo game of every expansion and prints the score sheet."""

from __future__ import annotations

import json

import pytest

from rules.__main__ import main
from rules.railroad_ink.game import EXPANSIONS, RAILROAD_INK


@pytest.mark.parametrize("expansion", EXPANSIONS)
def test_play_a_solo_game(capsys: pytest.CaptureFixture[str], expansion: str) -> None:
    code = main(["play", "--game", "railroad-ink", "--players", "1", "--agents", "random",
                 "--seed", "1", "--option", f"expansion={expansion}", "--json"])
    out, _ = capsys.readouterr()
    assert code == 0
    sheet = json.loads(out[out.index("{"):])
    text = json.dumps(sheet)
    for category in RAILROAD_INK.categories(expansion):
        assert f'"{category}"' in text
