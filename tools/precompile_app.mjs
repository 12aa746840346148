// Adds the app's shipped files (paths relative to py/, from gen_pyscript_toml.py --list) to
// the precompiled standard-library zip, so the app arrives with the runtime, in parallel
// with the WebAssembly, rather than after Python booted. The modules the home screen
// imports (computed here by building it) and those every game needs first ship as bytecode
// only, compiled inside Node's Pyodide (the browser's Python) as unchecked hash-based .pyc
// files, which zipimport takes without compiling at page load and without their source (it
// doubled their bytes: 86 kB of a first visit 9 kB under 6 MB; a traceback in the console
// still names each file and line). Everything else ships as sources only: bytecode is larger than
// source once compressed (it would double the app's first-visit bytes). A game's modules
// compile when the game is opened, in slices; the language catalogs
// (plain dicts of strings, which bytecode would repeat) when their language is first used.
// The bytecode leaves out module and function docstrings (nothing reads them at run time;
// every line number stays): a sixth of its compressed size. Class
// docstrings stay, or dataclasses would compute one from inspect.signature at import. The
// sources ship without those docstrings and without comments, their lines left blank
// (tools/docstrings.py, lean_source): a quarter of their compressed size.
// It also ships the code of the methods every dataclass of the app generates, compiled here
// (ludi/ui/prebuilt_dataclasses.bin; ludi/ui/prebuilt_dataclasses.py says why).
//   node tools/precompile_app.mjs ZIP FILE...           add FILE... to ZIP (replacing them)
//   node tools/precompile_app.mjs --check ZIP FILE...   exit 1 unless ZIP holds today's
//                                                        source or bytecode of FILE...
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const root = resolve(import.meta.dirname, "..");
const check = process.argv[2] === "--check";
const out = resolve(process.argv[check ? 3 : 2]);
const pyodide = await loadPyodide({ indexURL: resolve(root, "node_modules/pyodide") + "/" });
pyodide.FS.mkdirTree("/mnt/root");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/mnt/root");
const files = process.argv.slice(check ? 4 : 3);
pyodide.globals.set("PY_SRC", "/mnt/root" + resolve(root, "py"));
// The modules the home screen imports (build it and look), those py/main.py imports on its
// way there (its fault path aside: the recovery screen), and those every game and a saved
// game need first (games.SHARED_MODULES and the dataclasses' prebuilt code, games.PREBUILT),
// which a first start leaves for later.
pyodide.globals.set("MAIN_PY", "/mnt/root" + resolve(root, "py/main.py"));
const boot = pyodide.runPython(`
import ast, importlib, sys
sys.path.insert(0, PY_SRC)
from ludi.ui import games, storage
from ludi.ui.app import App
main_py = ast.parse(open(MAIN_PY).read())
for node in ast.walk(main_py):
    if isinstance(node, ast.Try):
        node.handlers = []  # what runs only when the start failed
for node in ast.walk(main_py):
    if isinstance(node, ast.ImportFrom) and node.module.split(".")[0] == "ludi":
        for alias in node.names:
            try:
                importlib.import_module(f"{node.module}.{alias.name}")
            except ImportError:
                importlib.import_module(node.module)  # a name, not a module
store = storage.MemoryStore({})
App(store, ["en"]).render()
for name in (games.PREBUILT, *games.SHARED_MODULES):
    importlib.import_module(name)
mods = [m for m in sys.modules if m == "ludi" or m.startswith("ludi.")]
paths = []
for m in mods:
    f = sys.modules[m].__file__
    if not m.startswith("ludi.ui.i18n.") or m == "ludi.ui.i18n":
        paths.append(f[len(PY_SRC) + 1:])
sys.path.remove(PY_SRC)
for m in mods:
    del sys.modules[m]
sorted(paths)
`).toJs();
// The code of every dataclass the app creates (ludi/ui/prebuilt_dataclasses.py), compiled by
// this Python, the browser's: the app's modules imported one by one from the sources.
pyodide.globals.set("MODULES", pyodide.toPy(files.map((rel) => rel.replace(/\.py$/, "").replace(/\/__init__$/, "").replaceAll("/", "."))));
pyodide.runPython(`
import importlib, sys
sys.path.insert(0, PY_SRC)
from ludi.ui import prebuilt_dataclasses


def import_the_app():
    for name in MODULES:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # a module for the browser's page alone (PyScript)


DATACLASS_TABLES = prebuilt_dataclasses.build_table(import_the_app)
DATACLASS_PACKED = prebuilt_dataclasses.pack(DATACLASS_TABLES)
UNPACK_DATACLASSES = prebuilt_dataclasses.unpack
sys.path.remove(PY_SRC)
for name in [m for m in sys.modules if m == "ludi" or m.startswith("ludi.")]:
    del sys.modules[name]
`);
const DATACLASS_FILE = "ludi/ui/prebuilt_dataclasses.bin";
pyodide.globals.set("DATACLASS_FILE", DATACLASS_FILE);
pyodide.globals.set("COMPILED", pyodide.toPy(files.filter((rel) => boot.includes(rel))));
if (!files.length) throw new Error("no files to pack: pass the list of gen_pyscript_toml.py --list");
pyodide.globals.set("FILES", pyodide.toPy(files));
pyodide.globals.set("PY_DIR", "/mnt/root" + resolve(root, "py"));
pyodide.globals.set("OUT_ZIP", "/mnt/root" + out);
if (check) {
  const stale = pyodide.runPython(`
import importlib.util, zipfile

${readFileSync(resolve(root, "tools/docstrings.py"), "utf8")}
stale = []
with zipfile.ZipFile(OUT_ZIP) as archive:
    names = set(archive.namelist())
    for rel in FILES:
        source = open(PY_DIR + "/" + rel, "rb").read()
        if rel not in COMPILED:
            if rel not in names or archive.read(rel) != lean_source(source):
                stale.append(rel + " (source)")
            if rel + "c" in names:
                stale.append(rel + " (bytecode of a game module)")
            continue
        if rel in names:
            stale.append(rel + " (source beside its bytecode)")
        if rel + "c" not in names:
            stale.append(rel + " (missing)")
            continue
        data = archive.read(rel + "c")
        if data[4:8] != b"\\x01\\0\\0\\0" or data[8:16] != importlib.util.source_hash(source):
            stale.append(rel)
    try:
        shipped = UNPACK_DATACLASSES(archive.read(DATACLASS_FILE))
    except KeyError:
        shipped = None
    if shipped != DATACLASS_TABLES:
        stale.append(DATACLASS_FILE)
", ".join(stale)
`);
  console.log(stale ? "stale bytecode: " + stale : "bytecode is current");
  process.exit(stale ? 1 : 0);
}
console.log(pyodide.runPython(`
import ast, importlib.util, io, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

${readFileSync(resolve(root, "tools/docstrings.py"), "utf8")}
ZIP_PREFIX = next(p for p in sys.path if p.endswith(".zip")) + "/"   # /lib/python314.zip/
ours = set(FILES) | {rel + "c" for rel in FILES} | {DATACLASS_FILE}
with zipfile.ZipFile(OUT_ZIP) as old:
    kept = [(info, old.read(info)) for info in old.infolist() if info.filename not in ours]
buffer = io.BytesIO()
stamp = (1980, 1, 1, 0, 0, 0)  # reproducible archives
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for info, data in kept:
        archive.writestr(info, data)
    for rel in FILES:
        source = open(PY_DIR + "/" + rel, "rb").read()
        if rel not in COMPILED:
            archive.writestr(zipfile.ZipInfo(rel, date_time=stamp), lean_source(source), zipfile.ZIP_DEFLATED, 9)
            continue
        code = compile(without_docstrings(source), ZIP_PREFIX + rel, "exec", dont_inherit=True)
        data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        archive.writestr(zipfile.ZipInfo(rel + "c", date_time=stamp), bytes(data), zipfile.ZIP_DEFLATED, 9)
    archive.writestr(zipfile.ZipInfo(DATACLASS_FILE, date_time=stamp), DATACLASS_PACKED, zipfile.ZIP_DEFLATED, 9)
with open(OUT_ZIP + ".tmp", "wb") as fh:
    fh.write(buffer.getvalue())
os.replace(OUT_ZIP + ".tmp", OUT_ZIP)
f'{{"app_files_packed": {len(FILES)}, "precompiled": {len(COMPILED)}, "dataclass_sources": {sum(map(len, DATACLASS_TABLES.values()))}, "zip_bytes": {len(buffer.getvalue())}}}'
`));
