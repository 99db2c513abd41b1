"""Translations: every visible string goes through a catalog (assets/i18n/<lang>.json).

A language's catalog is ``<lang>.json`` (the shell) merged with every
``<part>.<lang>.json`` beside it (one per game screen, e.g. ``ttr.en.json``), so each
game's texts live in their own file. A key defined in two files is an error.

Keys are dotted names (``title.play``). Values are ``str.format`` templates with named
fields (``"Pass the device to {name}"``). A key missing from the current language
falls back to English, then to the ``default`` given by the caller, then to the key
itself, so a missing translation is visible but never crashes.

Families of keys built at run time (the test for completeness knows them):

* ``game.<id>.title``, ``game.<id>.blurb``, ``rules.<id>.body``
* ``event.<id>.<kind>`` (optional; a generic phrase is used when absent),
  ``event.<id>.<kind>.others`` (what other players see of a private event)
* ``score.<id>.<category>``, ``option.<id>.<name>``, ``option.<id>.<name>.<choice>``
"""

from __future__ import annotations

import json
from pathlib import Path

from game.theme import ASSETS

LANGUAGES = ("en", "ru")
CATALOG_DIR = ASSETS / "i18n"


def load_catalog(language: str, directory: Path = CATALOG_DIR) -> dict[str, str]:
    catalog: dict[str, str] = {}
    parts = [directory / f"{language}.json", *sorted(directory.glob(f"*.{language}.json"))]
    for path in parts:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        for key, value in data.items():
            if key in catalog:
                raise ValueError(f"{path.name}: key {key!r} is already defined")
            catalog[str(key)] = str(value)
    return catalog


class _Blank(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class I18n:
    """The catalogs and the current language."""

    def __init__(self, language: str = "en") -> None:
        self.catalogs = {lang: load_catalog(lang) for lang in LANGUAGES}
        self.language = language if language in LANGUAGES else "en"

    def set_language(self, language: str) -> None:
        self.language = language if language in LANGUAGES else "en"

    def has(self, key: str) -> bool:
        return key in self.catalogs[self.language] or key in self.catalogs["en"]

    def t(self, key: str, default: str | None = None, **fields: object) -> str:
        template = self.catalogs[self.language].get(key)
        if template is None:
            template = self.catalogs["en"].get(key, default if default is not None else key)
        if not fields:
            return template
        try:
            return template.format_map(_Blank(fields))
        except (ValueError, IndexError):
            return template

    def plural(self, key: str, count: int, **fields: object) -> str:
        """``key.one`` / ``key.few`` / ``key.many`` by the language's plural rule."""
        form = plural_form(self.language, count)
        return self.t(f"{key}.{form}", count=count, **fields)


def plural_form(language: str, count: int) -> str:
    if language == "ru":
        if count % 10 == 1 and count % 100 != 11:
            return "one"
        if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
            return "few"
        return "many"
    return "one" if count == 1 else "many"


def choose_language(setting: str, requested: str | None, system: str) -> str:
    """Language by priority: explicit request (URL/argv), the setting, the system."""
    for candidate in (requested, setting, system):
        if candidate and candidate[:2].lower() in LANGUAGES:
            return candidate[:2].lower()
    return "en"
