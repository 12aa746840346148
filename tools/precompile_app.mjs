// Compiles the app's own modules to bytecode inside Node's Pyodide (the browser's Python),
// as unchecked hash-based .pyc files under __pycache__/, zipped for pyscript.toml to unpack
// beside the sources. Python then imports the .pyc without compiling at page load, while
// tracebacks still show the .py source lines. Usage: node tools/precompile_app.mjs OUT_ZIP
// With --check ZIP: exit 1 unless every .pyc in ZIP was compiled from today's sources.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const root = resolve(import.meta.dirname, "..");
const check = process.argv[2] === "--check";
const out = resolve(process.argv[check ? 3 : 2]);
const pyodide = await loadPyodide({ indexURL: resolve(root, "node_modules/pyodide") + "/" });
pyodide.FS.mkdirTree("/mnt/root");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/mnt/root");
const toml = readFileSync(resolve(root, "pyscript.toml"), "utf8");
const files = [...toml.matchAll(/^"\.\/py\/([^"]+\.py)"/gm)].map((m) => m[1]);
pyodide.globals.set("FILES", pyodide.toPy(files));
pyodide.globals.set("PY_DIR", "/mnt/root" + resolve(root, "py"));
pyodide.globals.set("OUT_ZIP", "/mnt/root" + out);
if (check) {
  const stale = pyodide.runPython(`
import importlib.util, zipfile
stale = []
with zipfile.ZipFile(OUT_ZIP) as archive:
    for rel in FILES:
        source = open(PY_DIR + "/" + rel, "rb").read()
        try:
            data = archive.read(importlib.util.cache_from_source(rel))
        except KeyError:
            stale.append(rel + " (missing)")
            continue
        if data[8:16] != importlib.util.source_hash(source):
            stale.append(rel)
", ".join(stale)
`);
  console.log(stale ? "stale bytecode: " + stale : "bytecode is current");
  process.exit(stale ? 1 : 0);
}
console.log(pyodide.runPython(`
import importlib.util, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc
with zipfile.ZipFile(OUT_ZIP + ".tmp", "w", zipfile.ZIP_DEFLATED) as archive:
    for rel in FILES:
        source = open(PY_DIR + "/" + rel, "rb").read()
        # PyScript writes [files] relative to its working directory, /home/pyodide.
        code = compile(source, "/home/pyodide/" + rel, "exec", dont_inherit=True)
        data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        info = zipfile.ZipInfo(importlib.util.cache_from_source(rel), date_time=(1980, 1, 1, 0, 0, 0))
        archive.writestr(info, bytes(data), zipfile.ZIP_DEFLATED)
import os
os.replace(OUT_ZIP + ".tmp", OUT_ZIP)
f'{{"app_modules_precompiled": {len(FILES)}}}'
`));
