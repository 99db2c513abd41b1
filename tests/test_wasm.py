"""The rules tests pass under WebAssembly: Pyodide (CPython compiled to wasm) in Node.

tests/wasm/run.mjs does the work; this file runs it and checks which test files it picks.
Outside CI a missing Node, Pyodide or wheel folder skips the run with the command that
sets it up; in CI (CI is set, as .ci/run does) it is a failure.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

try:
    import resource  # POSIX: limits the CPU time of the Node process
except ImportError:  # pragma: no cover  (Windows)
    resource = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parents[1]
WASM = ROOT / "tests" / "wasm"
WHEELS = ROOT / "build" / "wasm-wheels"
# The run needs about 45 s of CPU in Node (measured 2026-11-23: 70 test files, 970 tests,
# 44 s user time; 1-2 min wall on a quiet machine). Wall time follows the machine's load
# (432 s were seen at a load of 5+ on 2 shared cores for the same work), so the real
# guard is CPU time: a run that loops is stopped after RUN_CPU_LIMIT CPU seconds,
# whatever the load. RUN_TIMEOUT only stops a harness that waits without working.
RUN_CPU_LIMIT = 300
RUN_TIMEOUT = 1200


def limit_cpu() -> None:
    """In the child before it starts Node: SIGXCPU after RUN_CPU_LIMIT CPU seconds."""
    assert resource is not None
    resource.setrlimit(resource.RLIMIT_CPU, (RUN_CPU_LIMIT, RUN_CPU_LIMIT + 10))


def cpu_seconds_of_children() -> float:
    if resource is None:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


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
    (tests / "reliability").mkdir()
    files = {
        "gwt/conftest.py": "from game.testing import Harness\n",
        "reliability/test_soak.py": "from tests.reliability.soak import run\n",
        "reliability/soak.py": "from tests import pool\n",
        "pool.py": "def start():\n    import multiprocessing\n",
        "ttr/helpers.py": "from tests.playout import random_match\n",
        "playout.py": "from rules.core.rng import Rng\n",
        "gwt/test_screen.py": "import pytest\n",
        "ui_ttr/test_turns.py": "from rules.ttr.actions import Pay\n",
        "test_core_rng.py": "from rules.core.rng import Rng\n",
        "ttr/test_claiming.py": "import pytest\nfrom tests.ttr.helpers import deal\n",
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
    # Test helpers count, followed to the end, imports inside functions included.
    assert selection.reason_to_skip(tests / "reliability/test_soak.py", tests) == (
        "imports multiprocessing (in pool.py)"
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

    before = cpu_seconds_of_children()
    started = time.monotonic()
    try:
        result = subprocess.run(
            [node, str(WASM / "run.mjs")],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT,
            preexec_fn=limit_cpu if resource is not None else None,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the WebAssembly run did not finish within {RUN_TIMEOUT} s (wall clock)")
    cpu = cpu_seconds_of_children() - before
    output = result.stdout + result.stderr
    print(output[-3000:])
    print(f"WebAssembly run: {cpu:.0f} s CPU, {time.monotonic() - started:.0f} s wall")
    stopped = hasattr(signal, "SIGXCPU") and result.returncode == -signal.SIGXCPU
    assert not stopped, (
        f"the WebAssembly run used more than {RUN_CPU_LIMIT} s of CPU (a loop, or the "
        f"selection has grown: see RUN_CPU_LIMIT in tests/test_wasm.py)\n{output[-3000:]}"
    )
    assert result.returncode == 0, f"rules tests failed under WebAssembly:\n{output[-6000:]}"
    assert "Python 3.14" in output and "emscripten" in output
    assert " passed" in output
