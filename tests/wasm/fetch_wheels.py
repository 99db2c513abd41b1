"""Download the wheels the WebAssembly test run installs into Pyodide.

    python tests/wasm/fetch_wheels.py

Reads the Python version of the pinned Pyodide (tests/wasm/node_modules, from
`npm ci --prefix tests/wasm`) and runs `pip download --only-binary=:all:` for that version,
pure-Python wheels only, into build/wasm-wheels/. Does nothing when they are already there,
so the test run itself never needs the network.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
REQUIREMENTS = HERE / "requirements.txt"
PYODIDE_LOCK = HERE / "node_modules" / "pyodide" / "pyodide-lock.json"
WHEELS = ROOT / "build" / "wasm-wheels"


def pinned() -> list[tuple[str, str]]:
    """(name, version) pairs from requirements.txt."""
    pins = []
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins.append((name.strip(), version.strip()))
    return pins


def wheel_prefix(name: str, version: str) -> str:
    """The start of a wheel's file name (PEP 427 normalises '-' and '.' to '_')."""
    return f"{name.replace('-', '_').replace('.', '_').lower()}-{version}-"


def missing_wheels(folder: Path = WHEELS) -> list[str]:
    present = [path.name.lower() for path in folder.glob("*.whl")] if folder.is_dir() else []
    return [
        f"{name}=={version}"
        for name, version in pinned()
        if not any(file.startswith(wheel_prefix(name, version)) for file in present)
    ]


def pyodide_python() -> str:
    """'3.14' for a Pyodide whose interpreter is Python 3.14.x."""
    if not PYODIDE_LOCK.is_file():
        raise SystemExit(
            "fetch_wheels.py: Pyodide is not installed; run npm ci --prefix tests/wasm first"
        )
    full = json.loads(PYODIDE_LOCK.read_text(encoding="utf-8"))["info"]["python"]
    return ".".join(full.split(".")[:2])


def main() -> int:
    python = pyodide_python()
    wanted = missing_wheels()
    if not wanted:
        print(f"wasm test wheels for Python {python} are in {WHEELS.relative_to(ROOT)}")
        return 0
    WHEELS.mkdir(parents=True, exist_ok=True)
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--quiet",
        "--no-deps",
        "--only-binary=:all:",
        "--python-version",
        python,
        "--implementation",
        "py",
        "--platform",
        "any",
        "--dest",
        str(WHEELS),
        *wanted,
    ]
    result = subprocess.run(command)
    if result.returncode != 0:
        print(f"fetch_wheels.py: pip download failed for {' '.join(wanted)}", file=sys.stderr)
        return result.returncode
    still = missing_wheels()
    if still:
        print(f"fetch_wheels.py: no pure-Python wheel found for {' '.join(still)}", file=sys.stderr)
        return 1
    print(f"downloaded {len(wanted)} wheels for Python {python} into {WHEELS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
