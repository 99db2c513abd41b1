"""Golden save codes: whole seeded games of every game, with their final score sheets.

``python -m tests.reliability.golden`` rewrites golden_codes.json from the current
engines. Do that only on purpose: a golden code that stops replaying to its sheet means
the canonical action order or a rule changed, which breaks players' saved codes (then
the save-code format version has to move, see DESIGN.md).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from rules.core.savecode import encode_match
from tests.playout import random_match

FILE = Path(__file__).with_name("golden_codes.json")

#: (game id, players, options, seed): every game, several table sizes and options.
CASES: list[tuple[str, int, dict[str, str], int]] = [
    ("ttr-europe", 2, {}, 101),
    ("ttr-europe", 5, {}, 102),
    ("ttr-germany", 3, {}, 103),
    ("ttr-germany", 5, {"first_player": "2"}, 104),
    ("ttr-amsterdam", 2, {}, 105),
    ("ttr-amsterdam", 4, {}, 106),
    ("railroad-ink", 1, {}, 107),
    ("railroad-ink", 2, {"expansion": "river"}, 108),
    ("railroad-ink", 3, {"expansion": "lake"}, 109),
    ("railroad-ink", 1, {"expansion": "meteor"}, 110),
    ("railroad-ink", 4, {"expansion": "lava"}, 111),
    ("gwt", 2, {}, 112),
    ("gwt", 4, {"neutral_buildings": "random", "private_buildings": "random"}, 113),
]


def make_entries() -> list[dict[str, Any]]:
    entries = []
    for game_id, players, options, seed in CASES:
        match = random_match(game_id, players, seed, options=options)
        sheet = match.game.score_sheet(match.state)
        entries.append({
            "game": game_id,
            "players": players,
            "options": options,
            "seed": seed,
            "decisions": len(match.decisions),
            "code": encode_match(match),
            "sheet": sheet.as_dict(),
        })
    return entries


def main() -> int:
    FILE.write_text(json.dumps(make_entries(), indent=1, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    print(f"wrote {len(CASES)} golden codes to {FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
