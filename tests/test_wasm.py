"""The rules tests pass under WebAssembly: Pyodide (CPython compiled to wasm) in Node.

tests/wasm/run.mjs does the work; this file runs it and checks which test files it picks.
Outside CI a missing Node, Pyodide or wheel folder skips the run with the command that
sets it up; in CI (CI is set, as .ci/run does) it is a failure.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WASM = ROOT / "tests" / "wasm"
WHEELS = ROOT / "build" / "wasm-wheels"
RUN_TIMEOUT = 600


def load(name: str):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(f"railyard_wasm_{name}", WASM / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


selection = load("selection")
fetch_wheels = load("fetch_wheels")


def unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"WebAssembly tests cannot run in CI: {reason}")
    pytest.skip(reason)


def test_rules_tests_are_selected_and_front_end_tests_are_not(tmp_path: Path) -> None:
    tests = tmp_path / "tests"
    (tests / "ttr").mkdir(parents=True)
    (tests / "ui").mkdir()
    (tests / "ui_ttr").mkdir()
    (tests / "gwt").mkdir()
    files = {
        "gwt/conftest.py": "from game.testing import Harness\n",
        "gwt/test_screen.py": "import pytest\n",
        "ui_ttr/test_turns.py": "from rules.ttr.actions import Pay\n",
        "test_core_rng.py": "from rules.core.rng import Rng\n",
        "ttr/test_claiming.py": "import pytest\nfrom hypothesis import given\n",
        "test_cli.py": "import subprocess\n",
        "test_game_menu.py": "from rules.core import Rng\n",
        "test_frontend_bits.py": "import pygame.font\n",
        "test_scene.py": "from game.scenes import menu\n",
        "test_build.py": "import json\n",
        "ui/test_clicks.py": "import json\n",
    }
    for name, source in files.items():
        (tests / name).write_text(source)
    chosen = [path.relative_to(tests).as_posix() for path in selection.wasm_test_files(tests)]
    assert chosen == ["test_core_rng.py", "ttr/test_claiming.py"]
    assert selection.reason_to_skip(tests / "test_cli.py", tests) == "imports subprocess"
    assert selection.reason_to_skip(tests / "gwt/test_screen.py", tests) == (
        "imports game (in gwt/conftest.py)"
    )


def test_wheels_are_pinned_and_pure_python() -> None:
    pins = fetch_wheels.pinned()
    names = {name for name, _ in pins}
    assert {"pytest", "pluggy", "iniconfig", "packaging", "hypothesis"} <= names
    assert all(version for _, version in pins), "every wheel is pinned to one version"
    assert fetch_wheels.wheel_prefix("sortedcontainers", "2.4.0") == "sortedcontainers-2.4.0-"


def test_pyodide_is_pinned_in_the_lock_file() -> None:
    import json

    package = json.loads((WASM / "package.json").read_text())
    lock = json.loads((WASM / "package-lock.json").read_text())
    pinned = package["dependencies"]["pyodide"]
    assert pinned[0].isdigit(), "pyodide is pinned to an exact version"
    assert lock["packages"]["node_modules/pyodide"]["version"] == pinned


@pytest.mark.wasm
def test_rules_suite_passes_inside_pyodide() -> None:
    node = shutil.which("node")
    if node is None:
        unavailable("Node.js is not installed (.ci/run installs it)")
    if not (WASM / "node_modules" / "pyodide").is_dir():
        unavailable("Pyodide is missing: run npm ci --prefix tests/wasm")
    if fetch_wheels.missing_wheels(WHEELS):
        unavailable("test wheels are missing: run python tests/wasm/fetch_wheels.py")

    result = subprocess.run(
        [node, str(WASM / "run.mjs")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
    )
    output = result.stdout + result.stderr
    print(output[-3000:])
    assert result.returncode == 0, f"rules tests failed under WebAssembly:\n{output[-6000:]}"
    assert "Python 3.14" in output and "emscripten" in output
    assert " passed" in output
