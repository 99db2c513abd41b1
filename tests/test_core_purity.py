"""The rules core is pure: standard library only, never pygame (it also runs in Pyodide)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def test_rules_imports_only_the_standard_library_and_itself() -> None:
    allowed = set(sys.stdlib_module_names) | {"rules"}
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {module}"
        for path in sorted((ROOT / "rules").rglob("*.py"))
        for line, module in imported_modules(path)
        if module.split(".")[0] not in allowed
    ]
    assert offenders == []


def test_rules_never_imports_pygame() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted((ROOT / "rules").rglob("*.py"))
        for line, module in imported_modules(path)
        if module.split(".")[0] in {"pygame", "pygame_ce", "game"}
    ]
    assert offenders == []


def test_the_checker_sees_imports() -> None:
    sample = ROOT / "rules" / "core" / "savecode.py"
    modules = {m for _, m in imported_modules(sample)}
    assert "zlib" in modules and "rules.core.errors" in modules
