// Adds the app's shipped files (paths relative to py/, from gen_pyscript_toml.py --list) to
// the precompiled standard-library zip, so the app's bytecode arrives with the runtime, in
// parallel with the WebAssembly, rather than after Python booted: each source, and beside
// it its bytecode compiled inside Node's Pyodide (the browser's Python) as an unchecked
// hash-based .pyc. zipimport takes the .pyc without compiling at page load, and tracebacks
// still show the source lines (zipimporter.get_source).
//   node tools/precompile_app.mjs ZIP FILE...           add FILE... to ZIP (replacing them)
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
    names = set(archive.namelist())
    for rel in FILES:
        source = open(PY_DIR + "/" + rel, "rb").read()
        if rel not in names or archive.read(rel) != source:
            stale.append(rel + " (source)")
        if not rel.endswith(".py"):
            continue
        if rel + "c" not in names:
            stale.append(rel + " (missing)")
            continue
        data = archive.read(rel + "c")
        if data[4:8] != b"\\x01\\0\\0\\0" or data[8:16] != importlib.util.source_hash(source):
            stale.append(rel)
", ".join(stale)
`);
  console.log(stale ? "stale bytecode: " + stale : "bytecode is current");
  process.exit(stale ? 1 : 0);
}
console.log(pyodide.runPython(`
import importlib.util, io, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc
ZIP_PREFIX = next(p for p in sys.path if p.endswith(".zip")) + "/"   # /lib/python314.zip/
ours = set(FILES) | {rel + "c" for rel in FILES}
with zipfile.ZipFile(OUT_ZIP) as old:
    kept = [(info, old.read(info)) for info in old.infolist() if info.filename not in ours]
buffer = io.BytesIO()
stamp = (1980, 1, 1, 0, 0, 0)  # reproducible archives
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for info, data in kept:
        archive.writestr(info, data)
    for rel in FILES:
        source = open(PY_DIR + "/" + rel, "rb").read()
        archive.writestr(zipfile.ZipInfo(rel, date_time=stamp), source, zipfile.ZIP_DEFLATED, 9)
        if not rel.endswith(".py"):
            continue
        code = compile(source, ZIP_PREFIX + rel, "exec", dont_inherit=True)
        data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        archive.writestr(zipfile.ZipInfo(rel + "c", date_time=stamp), bytes(data), zipfile.ZIP_DEFLATED, 9)
with open(OUT_ZIP + ".tmp", "wb") as fh:
    fh.write(buffer.getvalue())
os.replace(OUT_ZIP + ".tmp", OUT_ZIP)
f'{{"app_files_packed": {len(FILES)}, "zip_bytes": {len(buffer.getvalue())}}}'
`));
