// Run `python -m rules ...` inside Pyodide (CPython compiled to WebAssembly) under Node.
//
//   node tests/wasm/rules_cli.mjs bench --section engine --json --seconds 1
//
// `python -m rules bench --wasm` uses it to compare the engine's speed with native
// CPython. The rules core needs only the standard library, so no wheels are loaded;
// Pyodide comes from node_modules (`npm ci --prefix tests/wasm`), nothing is downloaded.
// The repository is mounted read-only in spirit: no .pyc files are written into it.
// Exit status: the command's own, or 3 when Pyodide cannot start.

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "..", "..");

async function main(args) {
  if (!existsSync(path.join(HERE, "node_modules", "pyodide"))) {
    console.error("rules_cli.mjs: Pyodide is not installed; run npm ci --prefix tests/wasm");
    return 3;
  }
  const { loadPyodide } = await import("pyodide");
  const pyodide = await loadPyodide();
  for (const [setter, stream] of [["setStdout", process.stdout], ["setStderr", process.stderr]]) {
    pyodide[setter]({
      write: (bytes) => {
        stream.write(bytes);
        return bytes.length;
      },
    });
  }
  pyodide.FS.mkdirTree("/repo");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: REPO }, "/repo");
  pyodide.globals.set("CLI_ARGS", pyodide.toPy(args));
  // time.process_time() inside Pyodide follows the wall clock; Node knows the real CPU
  // time of this process, so the benchmark's CPU figures use that instead.
  const code = pyodide.runPython(`
import sys
import time

import js

def _node_cpu_seconds():
    usage = js.process.cpuUsage()
    return (usage.user + usage.system) / 1e6

time.process_time = _node_cpu_seconds
sys.dont_write_bytecode = True
sys.path.insert(0, "/repo")
from rules.__main__ import main
main(list(CLI_ARGS))
`);
  return Number(code);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`rules_cli.mjs: ${error && error.stack ? error.stack : String(error)}`);
    process.exit(3);
  },
);
