// Run Railyard's rules tests inside Pyodide: CPython compiled to WebAssembly, under Node.
//
//   node tests/wasm/run.mjs                       # the rules test files (see selection.py)
//   node tests/wasm/run.mjs tests/test_core_rng.py -x   # any pytest arguments
//
// Needs `npm ci --prefix tests/wasm` (Pyodide) and `python tests/wasm/fetch_wheels.py`
// (pytest and friends as wheels in build/wasm-wheels). Nothing is downloaded here: Pyodide
// loads from node_modules, the wheels are unpacked from disk, and the repository is
// mounted read-write at /repo (runner.py keeps caches and .pyc files out of it).
// Exit status: pytest's (0 = all passed), or 3 when the harness itself cannot start.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "..", "..");
const WHEELS = process.env.RAILYARD_WASM_WHEELS || path.join(REPO, "build", "wasm-wheels");

function fail(message) {
  console.error(`run.mjs: ${message}`);
  process.exit(3);
}

async function main(args) {
  if (!existsSync(path.join(HERE, "node_modules", "pyodide"))) {
    fail("Pyodide is not installed; run npm ci --prefix tests/wasm");
  }
  if (!existsSync(WHEELS)) {
    fail(`no wheels in ${WHEELS}; run python tests/wasm/fetch_wheels.py`);
  }
  const { loadPyodide } = await import("pyodide");
  const started = Date.now();
  const pyodide = await loadPyodide();
  // Pass output through unbuffered, so pytest's progress dots stay on one line.
  for (const [setter, stream] of [["setStdout", process.stdout], ["setStderr", process.stderr]]) {
    pyodide[setter]({
      write: (bytes) => {
        stream.write(bytes);
        return bytes.length;
      },
    });
  }
  const { FS } = pyodide;
  for (const [source, point] of [[REPO, "/repo"], [WHEELS, "/wheels"]]) {
    FS.mkdirTree(point);
    FS.mount(FS.filesystems.NODEFS, { root: source }, point);
  }
  console.log(`Pyodide ${pyodide.version} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  pyodide.globals.set("HARNESS_ARGS", pyodide.toPy(args));
  const runner = readFileSync(path.join(HERE, "runner.py"), "utf8");
  const code = pyodide.runPython(`${runner}\nmain(list(HARNESS_ARGS))`);
  return Number(code);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => fail(error && error.stack ? error.stack : String(error)),
);
