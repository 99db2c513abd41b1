"""Where the app runs: browser (pygbag) or desktop. Every browser-specific call lives here.

Import it as ``from game import platform as host`` (it is not the standard library's
``platform``). It is safe to import on the desktop: the browser's JavaScript window is
reached only through ``platform.window`` of pygbag's runtime, looked up lazily.

* :class:`Host` answers "browser or desktop", reads the launch options (``?kiosk=1``,
  ``?lang=``, ``#code=`` in the browser; argv on the desktop), copies text to the
  clipboard and gives the key-value :class:`Storage` for settings and autosaves.
* Storage is ``localStorage`` in the browser and one file per key under the user's
  config directory on the desktop (``RAILYARD_CONFIG_DIR`` overrides it, tests use it).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import parse_qs

IS_BROWSER = sys.platform == "emscripten"
STORAGE_PREFIX = "railyard."
#: Launch options that take a value (``--name value`` / ``--name=value`` / ``?name=value``).
VALUE_OPTIONS = ("lang", "code", "idle", "kiosk-seed")


def js_window() -> Any | None:
    """pygbag's JavaScript ``window`` (None on the desktop)."""
    if not IS_BROWSER:
        return None
    import platform as runtime  # pygbag replaces the stdlib module with its own

    return getattr(runtime, "window", None)


def _js_text(value: Any) -> str | None:
    """A JS value as Python text; None for JS null/undefined."""
    if value is None:
        return None
    text = str(value)
    return None if text in ("null", "undefined") else text


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def put(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...


class MemoryStorage:
    """Storage in a dict (tests, or when nothing else works)."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items: dict[str, str] = dict(items or {})

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def put(self, key: str, value: str) -> None:
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)


class FileStorage:
    """One small file per key in a directory; failures to write are ignored (read-only
    home directories must not stop the game)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def _path(self, key: str) -> Path:
        safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in key)
        return self.directory / f"{safe}.json"

    def get(self, key: str) -> str | None:
        try:
            data = self._path(key).read_bytes()
        except OSError:
            return None
        # Damaged bytes stay visible (as U+FFFD), so the reader reports and resets them.
        return data.decode("utf-8", errors="replace")

    def put(self, key: str, value: str) -> None:
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            temporary = self._path(key).with_suffix(".tmp")
            temporary.write_text(value, encoding="utf-8")
            temporary.replace(self._path(key))
        except OSError:
            pass

    def remove(self, key: str) -> None:
        with contextlib.suppress(OSError):
            self._path(key).unlink()


class BrowserStorage:
    """``window.localStorage`` with our key prefix."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def get(self, key: str) -> str | None:
        try:
            return _js_text(self.window.localStorage.getItem(STORAGE_PREFIX + key))
        except Exception:
            return None

    def put(self, key: str, value: str) -> None:
        # quota exceeded, private mode: the game goes on without saving
        with contextlib.suppress(Exception):
            self.window.localStorage.setItem(STORAGE_PREFIX + key, value)

    def remove(self, key: str) -> None:
        with contextlib.suppress(Exception):
            self.window.localStorage.removeItem(STORAGE_PREFIX + key)


def config_dir() -> Path:
    """The desktop config directory for Railyard."""
    override = os.environ.get("RAILYARD_CONFIG_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / "railyard"


class Host:
    """The environment the app runs in, and the launch options it was given."""

    def __init__(
        self,
        argv: list[str] | None = None,
        storage: Storage | None = None,
        window: Any | None = None,
    ) -> None:
        self.window = window if window is not None else js_window()
        self.is_browser = self.window is not None
        self.argv = list(argv or [])
        if storage is None:
            storage = BrowserStorage(self.window) if self.is_browser else FileStorage(config_dir())
        self.storage: Storage = storage
        self.unknown_args: list[str] = []
        self.params = self._read_params()

    # ----- launch options -------------------------------------------------------
    def _read_params(self) -> dict[str, str]:
        params: dict[str, str] = {}
        if self.window is not None:
            try:
                search = _js_text(self.window.location.search) or ""
                for key, values in parse_qs(search.lstrip("?")).items():
                    params[key] = values[-1]
                fragment = _js_text(self.window.location.hash) or ""
                if "code=" in fragment:
                    params["code"] = fragment.split("code=", 1)[1].split("&")[0]
            except Exception:
                pass
        args = iter(self.argv)
        for arg in args:
            if arg == "--kiosk":
                params["kiosk"] = "1"
            elif arg.startswith("--") and arg[2:] in VALUE_OPTIONS:
                params[arg[2:]] = next(args, "")
            elif arg.startswith("--") and arg[2:].split("=", 1)[0] in VALUE_OPTIONS:
                name, value = arg[2:].split("=", 1)
                params[name] = value
            else:
                self.unknown_args.append(arg)
        return params

    def bad_options(self, languages: Sequence[str]) -> list[str]:
        """Launch options that were not understood (``--name=value`` or the argument
        itself), to be reported; they are ignored and change nothing."""
        bad = list(self.unknown_args)
        language = self.params.get("lang", "")
        for name, valid in (("lang", language[:2].lower() in languages),
                            ("idle", self.idle_seconds is not None),
                            ("kiosk-seed", self.kiosk_seed is not None)):
            if name in self.params and not valid:
                bad.append(f"--{name}={self.params[name]}")
        return [text if len(text) <= 40 else text[:39] + "…" for text in bad]

    @property
    def kiosk(self) -> bool:
        return self.params.get("kiosk", "") in ("1", "true", "yes")

    @property
    def idle_seconds(self) -> float | None:
        """Kiosk: seconds without input before the attract loop returns (``?idle=``)."""
        try:
            value = float(self.params.get("idle", ""))
        except ValueError:
            return None
        return value if value > 0 else None

    @property
    def kiosk_seed(self) -> int | None:
        """Kiosk: the seed of the attract loop (``--kiosk-seed N``, ``?kiosk-seed=N``),
        so a run of attract games can be repeated; None: a new one each start."""
        try:
            return int(self.params.get("kiosk-seed", ""))
        except ValueError:  # also a number too long to read
            return None

    @property
    def requested_language(self) -> str | None:
        return self.params.get("lang") or None

    @property
    def url_code(self) -> str | None:
        return self.params.get("code") or None

    def system_language(self) -> str:
        """Two-letter language of the browser or the desktop locale ("en" if unknown)."""
        if self.window is not None:
            try:
                return (_js_text(self.window.navigator.language) or "en")[:2].lower()
            except Exception:
                return "en"
        for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
            value = os.environ.get(name, "")
            if value and value not in ("C", "POSIX") and not value.startswith("C."):
                return value[:2].lower()
        return "en"

    def code_link(self, code: str) -> str:
        """What to share for a code: in the browser a link that opens it, else the code."""
        if self.window is not None:
            try:
                page = (_js_text(self.window.location.href) or "").split("#")[0]
                if page:
                    return f"{page}#code={code}"
            except Exception:
                pass
        return code

    # ----- clipboard ------------------------------------------------------------
    def copy_text(self, text: str) -> bool:
        """Put text on the clipboard; False if this platform cannot (show it instead)."""
        if self.window is not None:
            try:
                self.window.navigator.clipboard.writeText(text)
                return True
            except Exception:
                return False
        try:
            import pygame

            if not pygame.display.get_init() or os.environ.get("SDL_VIDEODRIVER") == "dummy":
                return False
            pygame.scrap.put_text(text)
            return True
        except Exception:
            return False

    def paste_text(self) -> str | None:
        """Text from the clipboard where it can be read at once (desktop), else None.

        In the browser a paste arrives as typed text (Ctrl+V in a text field)."""
        if self.window is not None:
            return None
        try:
            import pygame

            if not pygame.display.get_init() or os.environ.get("SDL_VIDEODRIVER") == "dummy":
                return None
            return pygame.scrap.get_text() or None
        except Exception:
            return None
