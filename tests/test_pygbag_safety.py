"""Static checks that game/ and rules/ can run under pygbag in the browser.

In the page there is one thread and no processes; a blocking call freezes the tab;
only .ogg audio plays; there are no system fonts; and only the standard library pygbag
ships, pygame-ce and our own packages can be imported. These tests read the source
(ast) and the asset folder, so they are fast and need no browser.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("game", "rules")
ASSETS = ROOT / "assets"

# Standard-library modules that do not work in pygbag's browser Python (no threads,
# processes, sockets, terminals or native GUI) or make no sense without a server.
BROWSER_UNAVAILABLE = {
    "_thread",
    "concurrent",
    "ctypes",
    "curses",
    "dbm",
    "ensurepip",
    "fcntl",
    "ftplib",
    "grp",
    "http",
    "idlelib",
    "mmap",
    "msvcrt",
    "multiprocessing",
    "pty",
    "pwd",
    "readline",
    "resource",
    "select",
    "selectors",
    "signal",
    "smtplib",
    "socket",
    "socketserver",
    "sqlite3",
    "ssl",
    "subprocess",
    "syslog",
    "termios",
    "threading",
    "tkinter",
    "tty",
    "turtle",
    "turtledemo",
    "urllib.request",
    "venv",
    "webbrowser",
    "winreg",
    "winsound",
    "wsgiref",
    "xmlrpc",
}
# Modules pygbag's runtime itself provides in the page.
PYGBAG_PROVIDED = {"embed", "aio", "__EMSCRIPTEN__"}
AUDIO_SUFFIXES = {
    ".aac", ".aif", ".aiff", ".flac", ".it", ".m4a", ".mid", ".midi", ".mod", ".mp3",
    ".oga", ".ogg", ".opus", ".s3m", ".wav", ".wma", ".xm",
}  # fmt: skip
# File names in code that would be audio in another format (short suffixes such as .it
# or .mod are left out: too many ordinary strings end that way).
AUDIO_FILE_NAMES = {".aac", ".aiff", ".flac", ".m4a", ".mid", ".midi", ".mp3", ".wav", ".wma"}
FONT_SUFFIXES = {".ttf", ".otf", ".ttc", ".woff", ".woff2", ".fon"}


@dataclass(frozen=True)
class Source:
    path: Path
    tree: ast.Module

    @property
    def package(self) -> str:
        return self.path.relative_to(ROOT).parts[0]

    def where(self, node: ast.AST) -> str:
        return f"{self.path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"


def sources() -> list[Source]:
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "__pycache__" not in path.parts:
                found.append(Source(path, ast.parse(path.read_text(encoding="utf-8"))))
    return found


SOURCES = sources()


def type_checking_nodes(tree: ast.Module) -> set[int]:
    """ids of nodes inside `if TYPE_CHECKING:` blocks (never run, so never imported)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                skipped.update(id(inner) for inner in ast.walk(child))
    return skipped


def imports(source: Source) -> Iterator[tuple[ast.AST, str]]:
    """(node, dotted module name) for every absolute import that can run."""
    skipped = type_checking_nodes(source.tree)
    for node in ast.walk(source.tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node, alias.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node, node.module
            for alias in node.names:  # `from urllib import request` imports urllib.request
                yield node, f"{node.module}.{alias.name}"


def blocked(name: str) -> bool:
    parts = name.split(".")
    return any(".".join(parts[:size]) in BROWSER_UNAVAILABLE for size in range(1, len(parts) + 1))


def string_constants(source: Source) -> Iterator[tuple[ast.AST, str]]:
    for node in ast.walk(source.tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node, node.value


def test_there_is_code_to_check() -> None:
    assert any(source.package == "rules" for source in SOURCES)


def test_only_standard_library_pygame_and_our_packages_are_imported() -> None:
    allowed_by_package = {
        "rules": {"rules"},
        "game": {"game", "rules", "pygame"} | PYGBAG_PROVIDED,
    }
    problems = []
    for source in SOURCES:
        allowed = allowed_by_package[source.package]
        for node, name in imports(source):
            top = name.split(".")[0]
            if blocked(name):
                problems.append(f"{source.where(node)}: {name} does not work in the browser")
            elif top not in allowed and top not in sys.stdlib_module_names:
                problems.append(f"{source.where(node)}: {name} is not available in the browser")
    assert problems == []


def test_no_threads_processes_sleep_or_blocking_input() -> None:
    problems = []
    for source in SOURCES:
        time_names = {"time"}
        for node in ast.walk(source.tree):
            if isinstance(node, ast.Import):
                time_names |= {a.asname or a.name for a in node.names if a.name == "time"}
            elif (
                isinstance(node, ast.ImportFrom)
                and node.module == "time"
                and any(alias.name == "sleep" for alias in node.names)
            ):
                problems.append(f"{source.where(node)}: time.sleep blocks the page")
        for node in ast.walk(source.tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr == "sleep"
                and isinstance(node.value, ast.Name)
                and node.value.id in time_names
            ):
                problems.append(f"{source.where(node)}: time.sleep blocks the page")
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                if node.func.id == "input":
                    problems.append(f"{source.where(node)}: input() blocks the page")
            elif (
                isinstance(node, ast.Attribute)
                and node.attr == "stdin"
                and isinstance(node.value, ast.Name)
                and node.value.id == "sys"
            ):
                problems.append(f"{source.where(node)}: reading sys.stdin blocks the page")
        for node, name in imports(source):
            if name.split(".")[0] in {"threading", "_thread", "subprocess", "multiprocessing"}:
                problems.append(f"{source.where(node)}: {name} does not exist in the page")
    assert problems == []


def test_blocking_calls_are_detected() -> None:
    """The checks above catch what they are meant to catch."""
    bad = "import time as t\nimport threading\nt.sleep(1)\nname = input()\n"
    tree = ast.parse(bad)
    assert any(blocked(name) for _, name in imports(Source(ROOT / "game" / "x.py", tree)))
    assert any(isinstance(n, ast.Attribute) and n.attr == "sleep" for n in ast.walk(tree))
    assert blocked("urllib.request") and blocked("threading") and not blocked("urllib.parse")


def asset_files() -> list[Path]:
    if not ASSETS.is_dir():
        return []
    return sorted(p for p in ASSETS.rglob("*") if p.is_file() and not p.name.startswith("."))


def test_audio_assets_are_ogg() -> None:
    audio = [p for p in asset_files() if p.suffix.lower() in AUDIO_SUFFIXES]
    assert [p.relative_to(ROOT).as_posix() for p in audio if p.suffix.lower() != ".ogg"] == []
    named = [
        f"{source.where(node)}: {text!r}"
        for source in SOURCES
        for node, text in string_constants(source)
        if Path(text).suffix.lower() in AUDIO_FILE_NAMES
    ]
    assert named == [], "only .ogg plays in the browser"


def test_fonts_are_files_in_assets_loaded_by_path() -> None:
    strays = [
        p.relative_to(ROOT).as_posix()
        for package in PACKAGES
        for p in (ROOT / package).rglob("*")
        if p.suffix.lower() in FONT_SUFFIXES
    ]
    assert strays == [], "font files belong in assets/"
    asset_names = {p.name for p in asset_files()}
    problems = []
    for source in SOURCES:
        for node in ast.walk(source.tree):
            name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", None)
            if name in {"SysFont", "match_font", "get_fonts"}:
                problems.append(f"{source.where(node)}: {name}: the browser has no system fonts")
        for node, text in string_constants(source):
            if Path(text).suffix.lower() in FONT_SUFFIXES and Path(text).name not in asset_names:
                problems.append(f"{source.where(node)}: {text!r} is not a font in assets/")
    assert problems == []
