"""Translations: every visible string goes through a catalog (assets/i18n/<lang>.json).

A language's catalog is ``<lang>.json`` (the shell) merged with every
``<part>.<lang>.json`` beside it (one per game screen, e.g. ``ttr.en.json``), so each
game's texts live in their own file. A key defined in two files is an error.

Keys are dotted names (``title.play``). Values are ``str.format`` templates with named
fields (``"Pass the device to {name}"``), or, where a number decides the wording, one
template per plural form of the language (:func:`plural_form`) with the field that
holds the number: ``{"by": "n", "one": "Discard {n} card", "many": "Discard {n} cards"}``
(Russian adds ``"few"``). A form the entry lacks falls back to ``"many"``.

A key missing from the current language falls back to English, then to the ``default``
given by the caller, then to the key itself, so a missing translation is visible but
never crashes.

Families of keys built at run time (the test for completeness knows them):

* ``game.<id>.title``, ``game.<id>.blurb``, ``rules.<id>.body``
* ``event.<id>.<kind>`` (optional; a generic phrase is used when absent),
  ``event.<id>.<kind>.others`` (what other players see of a private event)
* ``score.<id>.<category>``, ``option.<id>.<name>``, ``option.<id>.<name>.<choice>``
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path

from game.theme import ASSETS

LANGUAGES = ("en", "ru")
CATALOG_DIR = ASSETS / "i18n"


#: A catalog value: a template, or templates by plural form plus ``"by"``, the field
#: holding the number.
Entry = str | dict[str, str]
PLURAL_FORMS = ("one", "few", "many")


def load_catalog(language: str, directory: Path = CATALOG_DIR) -> dict[str, Entry]:
    catalog: dict[str, Entry] = {}
    parts = [directory / f"{language}.json", *sorted(directory.glob(f"*.{language}.json"))]
    for path in parts:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        for key, value in data.items():
            if key in catalog:
                raise ValueError(f"{path.name}: key {key!r} is already defined")
            catalog[str(key)] = _entry(path.name, key, value)
    return catalog


def _entry(file: str, key: str, value: object) -> Entry:
    if not isinstance(value, dict):
        return str(value)
    forms = {str(k): str(v) for k, v in value.items()}
    if "by" not in forms or "many" not in forms or not set(forms) <= {"by", *PLURAL_FORMS}:
        raise ValueError(f"{file}: {key!r} needs 'by' and 'many' and no other keys than "
                         f"{', '.join(PLURAL_FORMS)}")
    return forms


def templates(entry: Entry) -> list[str]:
    """Every template of a catalog value (one, or one per plural form)."""
    return [entry] if isinstance(entry, str) else [v for k, v in entry.items() if k != "by"]


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

    def in_every_language(self, key: str, **fields: object) -> set[str]:
        """``key``'s text in each language (what a default name was written as)."""
        return {self.text(language, key, None, fields) for language in LANGUAGES}

    def t(self, key: str, default: str | None = None, **fields: object) -> str:
        return self.text(self.language, key, default, fields)

    def text(self, language: str, key: str, default: str | None,
             fields: dict[str, object]) -> str:
        """``key`` in ``language`` (English where that catalog lacks it)."""
        entry = self.catalogs[language].get(key)
        if entry is None:
            language = "en"
            entry = self.catalogs["en"].get(key, default if default is not None else key)
        template = entry if isinstance(entry, str) else _form(entry, language, fields)
        if not fields:
            return template
        try:
            return template.format_map(_Blank(fields))
        except (ValueError, IndexError):
            return template


def _form(entry: dict[str, str], language: str, fields: dict[str, object]) -> str:
    """The template for the number in the entry's ``by`` field ("many" without one)."""
    count = fields.get(entry["by"])
    form = plural_form(language, count) if isinstance(count, int) else "many"
    return entry.get(form, entry["many"])


def plural_form(language: str, count: int) -> str:
    """The plural form of a number; a negative one takes its size's («-4 очка»)."""
    count = abs(count)
    if language == "ru":
        if count % 10 == 1 and count % 100 != 11:
            return "one"
        if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
            return "few"
        return "many"
    return "one" if count == 1 else "many"


def join_names(t: Callable[..., str], names: Sequence[str]) -> str:
    """Names as a sentence lists them: "Ada", "Ada and Brunel", "Ada, Brunel and Casey"
    (the language's ``list.and`` joins the last two)."""
    if len(names) < 2:
        return "".join(names)
    return t("list.and", first=", ".join(names[:-1]), last=names[-1])


def choose_language(setting: str, requested: str | None, system: str) -> str:
    """Language by priority: explicit request (URL/argv), the setting, the system."""
    for candidate in (requested, setting, system):
        if candidate and candidate[:2].lower() in LANGUAGES:
            return candidate[:2].lower()
    return "en"


def day_label(t: Callable[..., str], day: date) -> str:
    """"22 November 2026" in the player's language (the catalog lists the twelve month
    names, comma-separated, in the form a date needs: "ноября")."""
    months = t("date.months").split(",")
    month = months[day.month - 1].strip() if len(months) == 12 else str(day.month)
    return t("date.long", day=day.day, month=month, year=day.year)
