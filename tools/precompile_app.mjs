// Packs the app's shipped files (paths relative to py/, from gen_pyscript_toml.py --list)
// into one archive for pyscript.toml to unpack: each source, and for each module its
// bytecode compiled inside Node's Pyodide (the browser's Python) as an unchecked hash-based
// .pyc under __pycache__/. Python imports the .pyc without compiling at page load, and
// tracebacks still show the source lines.
//   node tools/precompile_app.mjs OUT_ZIP FILE...
//   node tools/precompile_app.mjs --check ZIP FILE...   exit 1 unless ZIP holds today's
//                                                        sources and bytecode of FILE...
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const root = resolve(import.meta.dirname, "..");
const check = process.argv[2] === "--check";
const out = resolve(process.argv[check ? 3 : 2]);
const pyodide = await loadPyodide({ indexURL: resolve(root, "node_modules/pyodide") + "/" });
pyodide.FS.mkdirTree("/mnt/root");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/mnt/root");
const files = process.argv.slice(check ? 4 : 3);
if (!files.length) throw new Error("no files to pack: pass the list of gen_pyscript_toml.py --list");
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
        if rel not in archive.namelist() or archive.read(rel) != source:
            stale.append(rel + " (source)")
        if not rel.endswith(".py"):
            continue
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
        stamp = (1980, 1, 1, 0, 0, 0)  # reproducible archives
        archive.writestr(zipfile.ZipInfo(rel, date_time=stamp), source, zipfile.ZIP_DEFLATED)
        if not rel.endswith(".py"):
            continue
        # PyScript writes [files] relative to its working directory, /home/pyodide.
        code = compile(source, "/home/pyodide/" + rel, "exec", dont_inherit=True)
        data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        info = zipfile.ZipInfo(importlib.util.cache_from_source(rel), date_time=stamp)
        archive.writestr(info, bytes(data), zipfile.ZIP_DEFLATED)
import os
os.replace(OUT_ZIP + ".tmp", OUT_ZIP)
f'{{"app_files_packed": {len(FILES)}}}'
`));
