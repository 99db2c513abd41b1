"""Player settings and the autosave, kept in the host's storage as JSON.

Stored data that cannot be read (damaged, from an unknown version, edited by hand)
is reported once to the caller and replaced by defaults; it never stops the app.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from game.platform import Storage
from rules.core.config import GameConfig, Seat
from rules.core.record import Decision, Match

SETTINGS_KEY = "settings"
AUTOSAVE_KEY = "autosave"
LANGUAGES = ("en", "ru")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "off")
#: Seconds an AI waits before showing its move, by animation speed (a watchable pace).
AI_PACE = {"slow": 0.9, "normal": 0.5, "fast": 0.2, "off": 0.0}
#: The theme's seat colours (assets/theme.json "seats"; a test keeps the two equal).
SEAT_COLOURS = 6
#: Longest saved seat name accepted (the setup allows 16 characters; this is generous).
LOOK_NAME_MAX = 40


@dataclass
class Settings:
    language: str = ""  # "" = decide from the URL, the system locale
    sound: bool = True
    animation: str = "normal"
    colour_blind: bool = False

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Settings:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("settings are not an object")
        known = {f.name for f in fields(cls)}
        settings = cls(**{k: v for k, v in data.items() if k in known})
        for name in known:
            if not _valid_setting(name, getattr(settings, name)):
                raise ValueError(f"bad setting {name}")
        return settings

    @classmethod
    def salvage(cls, text: str) -> Settings:
        """The fields of damaged settings that are still valid; defaults for the rest."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        good = {f.name: data[f.name] for f in fields(cls)
                if f.name in data and _valid_setting(f.name, data[f.name])}
        return cls(**good)


def _valid_setting(name: str, value: object) -> bool:
    if name == "language":
        return value in ("", *LANGUAGES)
    if name == "animation":
        return value in ANIMATION_SPEEDS
    return isinstance(value, bool)  # sound, colour_blind


def load_settings(storage: Storage) -> tuple[Settings, tuple[str, ...] | None]:
    """The stored settings, and what was lost: None when nothing was damaged, ``()``
    when nothing could be read, else the names of the fields that went back to their
    defaults (the others were kept, and the player is told which).

    Damaged settings keep their fields that are still valid (written back, so the
    damage is reported once); nothing else in storage is touched.
    """
    text = storage.get(SETTINGS_KEY)
    if text is None:
        return Settings(), None
    try:
        return Settings.from_json(text), None
    except (ValueError, TypeError, RecursionError):  # RecursionError: absurdly nested JSON
        settings = Settings.salvage(text)
        if settings == Settings():
            storage.remove(SETTINGS_KEY)
        else:
            save_settings(storage, settings)
        return settings, _lost_fields(text)


def _lost_fields(text: str) -> tuple[str, ...]:
    """The fields of damaged stored settings that were present but not valid (none
    when the text is not a JSON object at all: then nothing could be read)."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        return ()
    if not isinstance(data, dict):
        return ()
    return tuple(f.name for f in fields(Settings)
                 if f.name in data and not _valid_setting(f.name, data[f.name]))


def save_settings(storage: Storage, settings: Settings) -> None:
    storage.put(SETTINGS_KEY, settings.to_json())


@dataclass
class SeatLook:
    """How a seat looks at the table: display name and colour index in the theme."""

    name: str
    colour: int


@dataclass
class Autosave:
    """A match in progress with its seat looks (names and colours are not in codes)."""

    config: GameConfig
    seed: int
    decisions: list[Decision]
    looks: list[SeatLook] = field(default_factory=list)
    #: per seat, the decisions each of its clicks made (``GameScreen.clicks``): Undo and
    #: a hot-seat take-back after Continue take back a whole click (a TTR claim with its
    #: payment), not its last decision alone
    clicks: dict[int, list[int]] = field(default_factory=dict)
    #: some saved looks were damaged and have been replaced (see :func:`read_looks`)
    repaired: bool = field(default=False, compare=False)

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "version": 1,
            "game": self.config.game,
            "seats": [[s.controller, s.name] for s in self.config.seats],
            "options": [list(o) for o in self.config.options],
            "seed": self.seed,
            "decisions": [[d.player, d.index] for d in self.decisions],
            "looks": [[look.name, look.colour] for look in self.looks],
            "clicks": [[player, made] for player, made in sorted(self.clicks.items())],
        }
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, palette: int = SEAT_COLOURS) -> Autosave:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("version") != 1:
            raise ValueError("unknown autosave version")
        game_id = str(data["game"])
        options = tuple((str(k), str(v)) for k, v in data["options"])
        config = GameConfig(game_id, tuple(Seat(str(c), str(n)) for c, n in data["seats"]),
                            options + older_options(game_id, options))
        decisions = [Decision(int(p), int(i)) for p, i in data["decisions"]]
        looks, repaired = read_looks(data.get("looks", []), config.seats, palette)
        clicks = read_clicks(data.get("clicks", []), decisions)
        return cls(config, int(data["seed"]), decisions, looks, clicks, repaired)


def read_clicks(raw: object, decisions: list[Decision]) -> dict[int, list[int]]:
    """The saved clicks, or none at all if any entry is damaged or they count more of a
    seat's decisions than it made (Undo then takes back one decision at a time, as
    before clicks were kept: nothing is lost but the grouping)."""
    made = Counter(d.player for d in decisions)
    clicks: dict[int, list[int]] = {}
    for entry in raw if isinstance(raw, list) else []:
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int
                and isinstance(entry[1], list)
                and all(type(n) is int and n > 0 for n in entry[1])
                and sum(entry[1]) <= made.get(entry[0], 0) and entry[0] not in clicks):
            return {}
        clicks[entry[0]] = list(entry[1])
    return clicks


def older_options(game_id: str, stored: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """The options an autosave from before they existed lacks, with what its game was
    played by (``OptionSpec.older``, as for an older save code: Great Western Trail's
    rules revision 1; a default would replay it under other rules)."""
    from rules.core.errors import ConfigError
    from rules.core.registry import get_game

    try:
        specs = get_game(game_id).options
    except ConfigError:
        return ()  # an unknown game: the check of the whole config says so
    given = {name for name, _ in stored}
    return tuple((spec.name, spec.older) for spec in specs if spec.name not in given)


def read_looks(raw: object, seats: tuple[Seat, ...], palette: int) -> tuple[list[SeatLook], bool]:
    """The saved looks, one per seat, and whether any was damaged and replaced.

    A name that is not text, is blank, too long or holds control characters becomes the
    seat's name in the config ("" for the default); a colour that is not a whole number
    of the palette, or is an earlier seat's, becomes the first free one. No saved looks
    at all (older saves) stay none: the play scene gives the defaults.
    """
    if isinstance(raw, list) and not raw:
        return [], False
    entries = raw if isinstance(raw, list) else []
    repaired = len(entries) != len(seats)
    names: list[str] = []
    colours: list[int | None] = []
    for i, seat in enumerate(seats):
        entry = entries[i] if i < len(entries) else None
        name, colour = entry if isinstance(entry, list) and len(entry) == 2 else (None, None)
        if not (isinstance(name, str) and name.strip() and len(name) <= LOOK_NAME_MAX
                and name.isprintable()):
            name, repaired = seat.name, True
        if type(colour) is not int or not 0 <= colour < palette or colour in colours:
            colour, repaired = None, True
        names.append(name)
        colours.append(colour)
    for i, colour in enumerate(colours):
        if colour is None:
            free = [c for c in range(palette) if c not in colours] or [i % palette]
            colours[i] = i if i in free else free[0]
    looks = [SeatLook(name, colour or 0) for name, colour in zip(names, colours, strict=True)]
    return looks, repaired


def offered_autosave(
    storage: Storage, kiosk: bool, palette: int = SEAT_COLOURS,
) -> tuple[Autosave | None, bool]:
    """:func:`load_autosave`, except that a kiosk offers no saved game (it keeps none:
    see PlayScene), so a visitor never meets the previous visitor's game."""
    return (None, False) if kiosk else load_autosave(storage, palette)


def load_autosave(
    storage: Storage, palette: int = SEAT_COLOURS,
) -> tuple[Autosave | None, bool]:
    """The autosaved match if any, and whether stored data was damaged (then removed).

    Damaged seat looks alone do not lose the game: they are replaced (the save's
    ``repaired`` says so, once: the repaired save is written back)."""
    text = storage.get(AUTOSAVE_KEY)
    if text is None:
        return None, False
    try:
        saved = Autosave.from_json(text, palette)
        if saved.repaired:
            storage.put(AUTOSAVE_KEY, saved.to_json())
        return saved, False
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError,
            RecursionError):
        storage.remove(AUTOSAVE_KEY)
        return None, True


def write_autosave(storage: Storage, match: Match, looks: list[SeatLook],
                   clicks: dict[int, list[int]] | None = None) -> None:
    saved = Autosave(match.config, match.seed, list(match.decisions), looks, dict(clicks or {}))
    storage.put(AUTOSAVE_KEY, saved.to_json())


def clear_autosave(storage: Storage) -> None:
    storage.remove(AUTOSAVE_KEY)


# ----- the last setup of each game (names, seats, colours, options) ------------------------
def load_last_setup(storage: Storage, game_id: str) -> tuple[dict[str, Any] | None, bool]:
    """What the player chose last time for this game (None if nothing), and whether it
    was damaged: then it is dropped, so the player is told once (as ``load_autosave``)."""
    text = storage.get(f"setup.{game_id}")
    if text is None:
        return None, False
    try:
        data = json.loads(text)
        seats = [(str(c), str(n), int(k)) for c, n, k in data["seats"]]
        options = {str(k): str(v) for k, v in data["options"].items()}
        return {"count": int(data["count"]), "seats": seats, "options": options}, False
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError,
            RecursionError):
        storage.remove(f"setup.{game_id}")
        return None, True


def save_last_setup(
    storage: Storage, game_id: str, count: int, seats: list[tuple[str, str, int]],
    options: dict[str, str],
) -> None:
    data = {"count": count, "seats": [list(seat) for seat in seats], "options": options}
    storage.put(f"setup.{game_id}", json.dumps(data))
