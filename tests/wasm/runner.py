"""The Python half of the WebAssembly test harness; run.mjs executes it inside Pyodide.

It installs the downloaded wheels into Pyodide's site-packages, picks the rules test files
(selection.py), and runs pytest on them with the repository mounted at REPO. The return
value of main() is pytest's exit code.
"""

from __future__ import annotations

import os
import site
import sys
import time
import zipfile
from pathlib import Path

REPO = Path("/repo")
WHEELS = Path("/wheels")
WORKDIR = Path("/tmp/railyard-wasm")


def install_wheels(folder: Path) -> list[str]:
    """Unpack pure-Python wheels straight into site-packages (no micropip, no network)."""
    target = Path(site.getsitepackages()[0])
    installed = []
    for wheel in sorted(folder.glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(target)
        installed.append(wheel.name.split("-")[0] + " " + wheel.name.split("-")[1])
    return installed


class WasmProfile:
    """pytest plugin: WebAssembly is slower, so Hypothesis gets no per-example deadline
    and keeps no example database on disk. Applied at configure time, after pytest has
    set up assertion rewriting for the Hypothesis plugin."""

    @staticmethod
    def pytest_configure(config: object) -> None:
        try:
            from hypothesis import HealthCheck, settings
        except ImportError:
            return
        settings.register_profile(
            "railyard-wasm",
            deadline=None,
            database=None,
            suppress_health_check=[HealthCheck.too_slow],
        )
        settings.load_profile("railyard-wasm")


def in_repo(arg: str) -> str:
    """A path argument such as tests/test_core_rng.py::test_x, made absolute under REPO."""
    if arg.startswith("-") or not (REPO / arg.split("::")[0]).exists():
        return arg
    return str(REPO / arg)


def main(argv: list[str]) -> int:
    # Never write .pyc files or caches into the mounted repository.
    sys.dont_write_bytecode = True
    sys.path.insert(0, str(REPO))
    sys.path.insert(0, str(REPO / "tests" / "wasm"))
    WORKDIR.mkdir(parents=True, exist_ok=True)
    os.chdir(WORKDIR)

    installed = install_wheels(WHEELS)
    if not any(name.startswith("pytest ") for name in installed):
        print(f"no pytest wheel in {WHEELS}; run python tests/wasm/fetch_wheels.py")
        return 4

    from selection import wasm_test_files

    # Arguments are pytest's; paths in them are relative to the repository.
    args = [in_repo(arg) for arg in argv]
    if not any(arg.startswith(str(REPO)) for arg in args):
        selected = wasm_test_files(REPO / "tests")
        if not selected:
            print("no rules test files found for the WebAssembly run")
            return 5
        args += [str(path) for path in selected]

    print(f"Python {sys.version.split()[0]} on {sys.platform} (Pyodide); {', '.join(installed)}")
    print("pytest arguments:", " ".join(arg.replace(f"{REPO}/", "") for arg in args))

    import pytest

    started = time.monotonic()
    code = pytest.main(
        [
            "-p",
            "no:cacheprovider",
            "-p",
            "no:faulthandler",
            "--rootdir",
            str(REPO),
            "-c",
            str(REPO / "pyproject.toml"),
            "-m",
            "not slow and not ui",
            "-q",
            *args,
        ],
        plugins=[WasmProfile()],
    )
    print(f"WebAssembly test run: pytest exit {int(code)} in {time.monotonic() - started:.1f} s")
    return int(code)
