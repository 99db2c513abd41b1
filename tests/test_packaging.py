"""pyproject.toml: a wheel holds rules/, game/ and assets/, and the game starts from it.

``python -m pip install .`` (not editable) must give a working ``python -m game``: the
front end finds its theme, fonts, catalogs and sounds in assets/ next to game/. The
wheel is built from a copy of the sources (setuptools writes build files next to them)
and installed into a folder of its own; the game then runs headless from there.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PIP_TIMEOUT = 600  # seconds; pip may have to fetch setuptools for the isolated build

SMOKE = """
import sys
from pathlib import Path

installed = Path(sys.argv[1]).resolve()
import game, rules
from game.theme import ASSETS, Theme
for module in (game, rules):
    assert Path(module.__file__).resolve().is_relative_to(installed), module.__file__
assert ASSETS.resolve().is_relative_to(installed), ASSETS
theme = Theme.load()
for name, path in theme.font_paths.items():
    assert path.is_file(), (name, path)
from game.sound import EFFECTS
for effect in EFFECTS:
    assert (ASSETS / "sounds" / f"{effect}.ogg").is_file(), effect
from game.testing import Harness
harness = Harness()
harness.frames(3)
print("started:", harness.scene_name, harness.services.t("app.name"))
"""


def declared() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)


def test_metadata_names_the_packages_python_and_dependencies() -> None:
    project = declared()["project"]
    assert isinstance(project, dict)
    assert project["requires-python"] == ">=3.11"
    assert [d.split(">")[0] for d in project["dependencies"]] == ["pygame-ce"]
    dev = {d.split(">")[0].split("=")[0] for d in project["optional-dependencies"]["dev"]}
    assert dev == {"pytest", "hypothesis", "pygbag", "ruff", "mypy"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    for name in ("rules", "game", "assets"):
        shutil.copytree(ROOT / name, source / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out),
         str(source)],
        capture_output=True, text=True, timeout=PIP_TIMEOUT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("railyard-*.whl")
    return built


def test_wheel_holds_every_shipped_file(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    shipped = {
        path.relative_to(ROOT).as_posix()
        for package in ("rules", "game", "assets")
        for path in (ROOT / package).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }
    tools = {name for name in shipped if name.startswith("assets/") and name.endswith(".py")}
    assert "assets/sounds/generate.py" in tools
    assert shipped - tools - names == set(), "missing from the wheel"
    assert tools & names == set(), "assets/ is data: its scripts stay out of the wheel"
    others = {name.split("/")[0] for name in names} - {"rules", "game", "assets"}
    assert all(top.endswith(".dist-info") for top in others), others


def test_game_starts_from_the_installed_wheel(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    install = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet",
         "--target", str(target), str(wheel)],
        capture_output=True, text=True, timeout=PIP_TIMEOUT,
    )
    assert install.returncode == 0, install.stdout + install.stderr
    env = {"PYTHONPATH": str(target), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "RAILYARD_CONFIG_DIR": str(tmp_path / "config"), "PATH": "/usr/bin:/bin",
           "HOME": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, "-c", SMOKE, str(target)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "started: title Railyard" in run.stdout
