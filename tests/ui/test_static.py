"""Browser safety, checked statically: no threads, sleeping, subprocesses or blocking
input in game/; small modules; browser-only code stays in game/platform.py."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.ui

GAME = Path(__file__).resolve().parents[2] / "game"
FORBIDDEN_MODULES = {"threading", "subprocess", "multiprocessing", "concurrent", "_thread",
                     "socket", "signal"}
FORBIDDEN_CALLS = {("time", "sleep"), ("os", "system"), ("os", "popen")}


def sources() -> list[Path]:
    return sorted(GAME.rglob("*.py"))


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(GAME)))
def test_module_is_browser_safe(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name.split(".")[0] for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [(node.module or "").split(".")[0]]
            if node.module == "time" and any(a.name == "sleep" for a in node.names):
                names.append("threading")  # from time import sleep: same thing
        else:
            names = []
        assert not FORBIDDEN_MODULES.intersection(names), f"{path.name}: imports {names}"
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                assert func.id != "input", f"{path.name}: blocking input()"
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
                assert (func.value.id, func.attr) not in FORBIDDEN_CALLS, path.name
    assert len(path.read_text(encoding="utf-8").splitlines()) < 600, f"{path.name} is too long"


def test_only_the_platform_module_touches_the_browser():
    for path in sources():
        if path.name == "platform.py":
            continue
        text = path.read_text(encoding="utf-8")
        for marker in ("emscripten", "localStorage", "platform.window", "navigator"):
            assert marker not in text, f"{path.name} mentions {marker}"


def test_rules_never_import_the_front_end():
    rules = GAME.parent / "rules"
    for path in rules.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom | ast.Import):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                    node.module or ""]
                assert not any(n.split(".")[0] in ("game", "pygame") for n in names), path
