"""The browser build: `python build.py` makes a well-formed static site, offline.

The pygbag runtime cannot be downloaded on these machines, so the site is never opened in
a browser here; instead these tests check what the page references and what the bundle
(.apk, a zip) holds. Each build runs on a copy of the repository with the network cut off
inside Python (sockets refuse to connect) and a timeout, so a build that tried to reach
pygbag's CDN would fail or hang rather than pass.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Seconds before a build counts as hung (pygbag retries forever when it wants the network).
# How long a build takes is printed by build.py and recorded in README, not asserted here.
BUILD_TIMEOUT = 120
MAX_BUNDLE_BYTES = 8 * 1024 * 1024  # guard rail; build-info.json records the real size
CUSTOM_RUNTIME = "https://games.example.org/pygbag-cdn/"

OFFLINE_SITECUSTOMIZE = '''
"""Test harness: no network for this process or its children. Attempts are logged."""
import os
import socket

def _refuse(*args, **kwargs):
    with open(os.environ["RAILYARD_NET_LOG"], "a") as log:
        log.write(f"network attempt: {args!r}\\n")
    raise OSError("network is unreachable (Railyard offline build test)")

socket.socket.connect = _refuse
socket.socket.connect_ex = _refuse
socket.create_connection = _refuse
socket.getaddrinfo = _refuse

if os.environ.get("RAILYARD_TEST_HIDE_PYGBAG"):
    import sys
    sys.modules["pygbag"] = None
'''


@dataclass
class Build:
    tree: Path
    out: Path
    result: subprocess.CompletedProcess[str]
    network_log: Path

    @property
    def output(self) -> str:
        return self.result.stdout + self.result.stderr

    def apk(self) -> zipfile.ZipFile:
        return zipfile.ZipFile(self.out / "railyard.apk")

    def index(self) -> str:
        return (self.out / "index.html").read_text(encoding="utf-8")


def copy_tree(target: Path, *, with_template: bool = True) -> Path:
    """What build.py needs, copied, plus decoys that must never reach the bundle."""
    target.mkdir(parents=True)
    for name in ("build.py", "web", "game", "rules", "assets"):
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(
                source,
                target / name,
                ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "build", "dist"),
            )
        elif source.is_file():
            shutil.copy2(source, target / name)
    for folder in ("game", "rules", "assets"):
        (target / folder).mkdir(exist_ok=True)
    app = target / "game" / "app.py"
    if not app.exists():  # the front end is not written yet: a throwaway entry point
        (target / "game" / "__init__.py").touch()
        app.write_text("async def main(argv=None):\n    return None\n")
    decoys = {
        "rules/__pycache__/core.cpython-311.pyc": "",
        "rules/.secret/notes.py": "",
        "rules/core/.hidden.py": "",
        "game/tests/test_decoy.py": "",
        "game/build/leftover.py": "",
        "game/pyenv311/pyvenv.cfg": "home = /usr/bin\n",
        "game/pyenv311/lib/site.py": "",
        "assets/.DS_Store": "",
        "assets/sounds/backup.ogg~": "",
        "railyard.egg-info/PKG-INFO": "",
        "tests/test_everything.py": "",
        ".git/HEAD": "ref: refs/heads/main\n",
    }
    for name, text in decoys.items():
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        (target / name).write_text(text)
    if not with_template:
        (target / "web" / "index.tmpl").unlink()
    return target


def offline_env(tmp: Path, **extra: str) -> dict[str, str]:
    shim = tmp / "offline-python"
    shim.mkdir(exist_ok=True)
    (shim / "sitecustomize.py").write_text(OFFLINE_SITECUSTOMIZE)
    log = tmp / "network.log"
    log.touch()
    env = {key: value for key, value in os.environ.items() if not key.startswith("RAILYARD_")}
    unreachable = "http://127.0.0.1:9"
    env.update(
        PYTHONPATH=str(shim),
        RAILYARD_NET_LOG=str(log),
        http_proxy=unreachable,
        https_proxy=unreachable,
        HTTP_PROXY=unreachable,
        HTTPS_PROXY=unreachable,
        no_proxy="",
        NO_PROXY="",
        **extra,
    )
    return env


def run_build(tmp: Path, *args: str, template: bool = True, **env: str) -> Build:
    tree = copy_tree(tmp / "repo", with_template=template)
    out = tmp / "site"
    environment = offline_env(tmp, **env)
    result = subprocess.run(
        [sys.executable, str(tree / "build.py"), "--out", str(out), *args],
        cwd=tmp,
        env=environment,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
    )
    return Build(tree, out, result, Path(environment["RAILYARD_NET_LOG"]))


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Build]:
    build = run_build(tmp_path_factory.mktemp("web"))
    assert build.result.returncode == 0, build.output
    yield build


@pytest.fixture(scope="module")
def kiosk_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Build]:
    build = run_build(tmp_path_factory.mktemp("kiosk"), "--kiosk", "--runtime-url", CUSTOM_RUNTIME)
    assert build.result.returncode == 0, build.output
    yield build


def source_files(tree: Path) -> set[str]:
    """Bundle paths every shipped source file should have (pygbag nests them in assets/)."""
    files = {"assets/main.py"}
    for package in ("game", "rules", "assets"):
        for path in (tree / package).rglob("*"):
            parts = path.relative_to(tree).parts
            hidden = any(part.startswith(".") for part in parts)
            venv = "pyenv311"  # a decoy virtual environment (copy_tree)
            junk = {"__pycache__", "tests", "build", venv} & set(parts) or path.name.endswith("~")
            junk = junk or (package == "assets" and path.suffix == ".py")  # tools, not data
            if path.is_file() and not hidden and not junk:
                files.add("assets/" + "/".join(parts))
    return files


def python_block(index: str) -> str:
    """The Python that pygbag's loader runs: the text of the pythons.js script element."""
    match = re.search(r'<script src="[^"]*pythons\.js"[^>]*>(.*?)</script>', index, re.S)
    assert match, "index.html has no pythons.js script element"
    return match.group(1)


def references(index: str) -> list[str]:
    return re.findall(r'(?:src|href)="([^"]+)"', index)


# --- the build itself -----------------------------------------------------------------


def test_build_works_offline(site: Build) -> None:
    assert site.network_log.read_text() == "", "the build tried to use the network"
    assert "Traceback" not in site.output
    assert re.search(r"built in [\d.]+ s", site.result.stdout)


def test_build_reports_what_it_did_and_the_bundle_size(site: Build) -> None:
    assert "staged" in site.result.stdout
    assert re.search(r"bundle railyard\.apk: [\d.]+ (KB|MB)", site.result.stdout)


def test_site_folder_has_the_page_bundle_icons_and_manifest(site: Build) -> None:
    files = {p.relative_to(site.out).as_posix() for p in site.out.rglob("*") if p.is_file()}
    expected = {
        "index.html",
        "railyard.apk",
        "favicon.png",
        "manifest.json",
        "railyard.js",
        "railyard.css",
        "build-info.json",
        "icons/icon-192.png",
        "icons/icon-512.png",
        "icons/icon-maskable-512.png",
        "icons/apple-touch-icon.png",
    }
    assert expected <= files
    assert not [name for name in files if name.endswith(".tar.gz")], "unused copy of the bundle"


def test_build_info_records_the_bundle_size(site: Build) -> None:
    info = json.loads((site.out / "build-info.json").read_text())
    assert info["bundle_bytes"] == (site.out / "railyard.apk").stat().st_size
    assert info["bundle_bytes"] < MAX_BUNDLE_BYTES, f"bundle is {info['bundle_bytes']} bytes"
    assert info["kiosk"] is False
    assert re.fullmatch(r"[0-9a-f]{12}", info["build_id"])


# --- the bundle -------------------------------------------------------------------------


def test_bundle_holds_main_and_all_of_game_rules_assets(site: Build) -> None:
    with site.apk() as apk:
        names = set(apk.namelist())
    assert source_files(site.tree) == names


def test_bundle_leaves_out_tests_caches_hidden_and_build_files(site: Build) -> None:
    with site.apk() as apk:
        names = apk.namelist()
    forbidden = re.compile(
        r"(^|/)(tests?|__pycache__|build|dist|node_modules|\.git|pyenv311)/|\.pyc$|(^|/)\.|~$"
        r"|egg-info"
    )
    assert [name for name in names if forbidden.search(name)] == []


def test_bundle_leaves_out_the_scripts_among_the_assets(site: Build) -> None:
    assert (site.tree / "assets" / "sounds" / "generate.py").is_file()
    with site.apk() as apk:
        names = apk.namelist()
    assert "assets/assets/sounds/click.ogg" in names
    scripts = [name for name in names if name.startswith("assets/assets/") and name.endswith(".py")]
    assert scripts == []


def test_generated_main_starts_the_game(site: Build) -> None:
    with site.apk() as apk:
        main = apk.read("assets/main.py").decode()
    tree = ast.parse(main)
    imports = {
        (node.module, alias.name)
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    assert ("game.app", "main") in imports
    assert "import asyncio" in main
    assert "asyncio.run(main())" in main


# --- the page -----------------------------------------------------------------------------


def test_page_references_only_the_runtime_and_our_own_files(site: Build) -> None:
    index = site.index()
    info = json.loads((site.out / "build-info.json").read_text())
    runtime = info["runtime_base"]
    assert info["runtime_url"].startswith(runtime)
    for url in re.findall(r"(?:https?:)?//[^\s\"'<>)]+", index):
        assert url.startswith(runtime), f"index.html refers to {url}"
    for ref in references(index):
        if ref.startswith(runtime):
            continue
        assert not re.match(r"^[a-z]+:|^//", ref), f"unexpected external reference {ref}"
        assert (site.out / ref.split("?")[0]).is_file(), f"index.html refers to missing {ref}"
    assert f'src="{info["runtime_url"]}pythons.js"' in index
    assert '"railyard.apk?v=' in index


def test_page_template_is_fully_filled_in(site: Build) -> None:
    assert "{{" not in site.index() and "}}" not in site.index()


def test_manifest_and_its_icons_are_installable(site: Build) -> None:
    manifest = json.loads((site.out / "manifest.json").read_text())
    assert manifest["name"] and manifest["start_url"] and manifest["display"]
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert (site.out / icon["src"]).is_file()
    assert 'rel="manifest" href="manifest.json"' in site.index()


def test_page_python_compiles_and_stays_inside_its_script_element(site: Build) -> None:
    block = python_block(site.index())
    compile(block, "index.html", "exec")
    body = block.split("\n", 1)[1]
    # Inside a <script>, these would change how the browser finds the element's end.
    for marker in ("<!--", "<script", "</script"):
        assert marker not in body.lower()


def test_page_leaves_the_address_to_the_game(site: Build) -> None:
    """?kiosk=1, ?lang= and #code= are read by the game itself (game/platform.py, Host;
    tests/ui/test_platform.py), so the page passes nothing on and keeps the address as
    it is; it only gives the game a clean command line."""
    block = python_block(site.index())
    assert "RAILYARD_" not in block
    assert "location.hash =" not in block and "history." not in block
    assert "sys.argv[:] = [str(main)]" in block


PAGE_SCRIPT_PROBE = """
import { readFileSync } from "node:fs";
import vm from "node:vm";
const [file, search, kioskBuild] = process.argv.slice(2);
const page = { getAttribute: () => kioskBuild, setAttribute() {}, classList: { add() {} } };
const window = { location: { search, hash: "" }, config: { ume_block: 1 },
                 addEventListener() {}, setInterval() {} };
const document = { documentElement: page, addEventListener() {}, getElementById: () => null };
vm.runInNewContext(readFileSync(file, "utf8"), { window, document, navigator: {} });
console.log(window.config.ume_block, typeof window.railyardLoader);
"""


@pytest.mark.parametrize(
    ("search", "kiosk_build", "waits_for_a_tap"),
    [("", "0", True), ("?kiosk=1", "0", False), ("?lang=ru&kiosk=yes", "0", False),
     ("?kiosk=on", "0", True), ("?kiosk=0", "0", True), ("", "1", False),
     ("?kiosk=0", "1", False)],
)
def test_page_script_starts_a_kiosk_without_waiting_for_a_tap(
    site: Build, tmp_path: Path, search: str, kiosk_build: str, waits_for_a_tap: bool
) -> None:
    """The loading screen reads ?kiosk= as the game does (1, true, yes; a kiosk build is
    always a kiosk): an unattended screen must not wait for someone to tap Play."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed (.ci/run installs it)")
    probe = tmp_path / "probe.mjs"
    probe.write_text(PAGE_SCRIPT_PROBE)
    result = subprocess.run(
        [node, str(probe), str(site.out / "railyard.js"), search, kiosk_build],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["1" if waits_for_a_tap else "0", "object"]


def test_build_removes_its_stage_folder(site: Build, kiosk_site: Build) -> None:
    for build in (site, kiosk_site):
        assert list((build.tree / "build").glob("stage*")) == []


def test_page_keeps_pygbag_debug_widgets_out_of_sight(site: Build) -> None:
    index = site.index()
    assert '"vtx' not in index and "vtx," not in index, "no terminal for players"
    assert re.search(r'id="pyconsole" class="runtime-only"', index)
    assert "needs a modern browser" in index and "<noscript>" in index


# --- kiosk and self-hosted runtime --------------------------------------------------------


def test_kiosk_build_starts_the_game_in_kiosk_mode(kiosk_site: Build) -> None:
    with kiosk_site.apk() as apk:
        main = apk.read("assets/main.py").decode()
    assert 'asyncio.run(main(["--kiosk"]))' in main
    index = kiosk_site.index()
    assert 'data-kiosk="1"' in index
    manifest = json.loads((kiosk_site.out / "manifest.json").read_text())
    assert manifest["start_url"] == "./?kiosk=1"
    assert json.loads((kiosk_site.out / "build-info.json").read_text())["kiosk"] is True
    # An unattended kiosk starts without waiting for a tap on Play.
    assert "window.config.ume_block = 0" in (kiosk_site.out / "railyard.js").read_text()


def test_runtime_url_points_the_page_at_a_self_hosted_runtime(kiosk_site: Build) -> None:
    index = kiosk_site.index()
    assert "pygame-web.github.io" not in index
    runtime = json.loads((kiosk_site.out / "build-info.json").read_text())["runtime_url"]
    assert re.fullmatch(re.escape(CUSTOM_RUNTIME) + r"\d+\.\d+\.\d+/", runtime)
    assert f'src="{runtime}pythons.js"' in index
    assert f'PACKAGE_INDEX = "{CUSTOM_RUNTIME}"' in index
    for url in re.findall(r"(?:https?:)?//[^\s\"'<>)]+", index):
        assert url.startswith(CUSTOM_RUNTIME), url


# --- clear errors -----------------------------------------------------------------------


def assert_clear_error(build: Build, words: str) -> None:
    assert build.result.returncode != 0
    assert "Traceback" not in build.output
    message = build.result.stderr.strip()
    assert len(message.splitlines()) == 1, message
    assert words in message, message


def test_missing_pygbag_is_a_clear_error(tmp_path: Path) -> None:
    build = run_build(tmp_path, RAILYARD_TEST_HIDE_PYGBAG="1")
    assert_clear_error(build, "pygbag is not installed")


def test_missing_template_is_a_clear_error(tmp_path: Path) -> None:
    build = run_build(tmp_path, template=False)
    assert_clear_error(build, "web/index.tmpl is missing")


def test_unwritable_output_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should go")
    tree = copy_tree(tmp_path / "repo")
    result = subprocess.run(
        [sys.executable, str(tree / "build.py"), "--out", str(blocker / "web")],
        env=offline_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
    )
    build = Build(tree, blocker, result, tmp_path / "network.log")
    assert_clear_error(build, "cannot write the site to")


def test_foreign_output_folder_is_not_overwritten(tmp_path: Path) -> None:
    out = tmp_path / "site"
    out.mkdir()
    (out / "precious.txt").write_text("not ours")
    build = run_build(tmp_path)
    assert_clear_error(build, "not a previous Railyard build")
    assert (out / "precious.txt").read_text() == "not ours"


def test_runtime_url_must_be_http_or_relative(tmp_path: Path) -> None:
    build = run_build(tmp_path, "--runtime-url", "javascript:alert(1)")
    assert_clear_error(build, "--runtime-url")


def test_runtime_can_be_hosted_next_to_the_site(tmp_path: Path) -> None:
    build = run_build(tmp_path, "--runtime-url", "pygbag-cdn")
    assert build.result.returncode == 0, build.output
    index = build.index()
    assert re.search(r'src="pygbag-cdn/\d+\.\d+\.\d+/pythons\.js"', index)
    assert 'PACKAGE_INDEX = "pygbag-cdn/"' in index
    assert "//" not in "".join(references(index)), "no absolute URL left"
