"""Which test files run under WebAssembly: the ones that need only the rules package.

A test file qualifies when it is a tests/**/test_*.py outside the front-end folders
(tests/ui, tests/ui_<game>) and tests/wasm, is not about the front end, the browser build
or this harness, and neither it, nor a conftest.py above it, nor a test helper they
import (``tests.…`` modules, followed to the end) imports anything that WebAssembly
lacks (processes, threads, sockets, signals) or that belongs to the front end (pygame,
game). Imports inside functions count too. New rules tests join the WebAssembly run
automatically. Standard library only: this runs inside Pyodide too.
"""

from __future__ import annotations

import ast
from pathlib import Path

# Test files and folders that are about something other than the rules core.
OTHER_AREAS = ("test_game_", "test_ui", "test_build", "test_pygbag", "test_wasm")
OTHER_FOLDERS = {"wasm", "node_modules", "__pycache__"}
FRONT_END_FOLDER = "ui"  # tests/ui and every tests/ui_<game>

# Top-level modules a test file must not import to run under Pyodide.
UNAVAILABLE = {
    "_thread",
    "asyncio",
    "build",
    "concurrent",
    "game",
    "multiprocessing",
    "pygame",
    "select",
    "selectors",
    "signal",
    "socket",
    "ssl",
    "subprocess",
    "threading",
}


def imported_modules(source: str) -> set[str]:
    """Top-level names of every module a Python source imports (absolute imports)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def helper_files(source: str, tests_dir: Path) -> list[Path]:
    """Files of the test helpers (``tests.…`` modules) a Python source imports."""
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names += [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
    found = []
    for name in names:
        package, *rest = name.split(".")
        if package != tests_dir.name:
            continue
        base = tests_dir.joinpath(*rest)
        for candidate in (base.parent / f"{base.name}.py", base / "__init__.py"):
            if rest and candidate.is_file() and candidate not in found:
                found.append(candidate)
    return found


def sources_loaded(path: Path, tests_dir: Path) -> list[Path]:
    """A test file, the conftest.py files above it and every test helper they import."""
    pending = [path, *conftests_above(path, tests_dir)]
    seen: list[Path] = []
    while pending:
        source = pending.pop(0)
        if source not in seen:
            seen.append(source)
            pending += helper_files(source.read_text(encoding="utf-8"), tests_dir)
    return seen


def reason_to_skip(path: Path, tests_dir: Path) -> str | None:
    """Why a test file stays out of the WebAssembly run, or None when it runs there."""
    folders = set(path.relative_to(tests_dir).parts[:-1])
    front_end = any(folder.split("_")[0] == FRONT_END_FOLDER for folder in folders)
    if path.name.startswith(OTHER_AREAS) or folders & OTHER_FOLDERS or front_end:
        return "not a rules test"
    if any(folder.startswith(".") for folder in folders):
        return "hidden folder"
    for source in sources_loaded(path, tests_dir):
        blocked = sorted(imported_modules(source.read_text(encoding="utf-8")) & UNAVAILABLE)
        if blocked:
            where = "" if source == path else f" (in {source.relative_to(tests_dir)})"
            return "imports " + ", ".join(blocked) + where
    return None


def conftests_above(path: Path, tests_dir: Path) -> list[Path]:
    """The conftest.py files pytest loads for a test file, from its folder up to tests/."""
    found = []
    folder = path.parent
    while True:
        if (folder / "conftest.py").is_file():
            found.append(folder / "conftest.py")
        if folder == tests_dir or tests_dir not in folder.parents:
            return found
        folder = folder.parent


def wasm_test_files(tests_dir: Path) -> list[Path]:
    """The test files to run under WebAssembly, sorted by name."""
    return [
        path
        for path in sorted(tests_dir.rglob("test_*.py"))
        if reason_to_skip(path, tests_dir) is None
    ]
