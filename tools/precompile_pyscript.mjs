// PyScript writes its Python package (pyscript/*.py) into the working directory at every
// start, and Python compiles the modules it imports from there: about 20 ms on each load,
// a snapshot-restored one included. This adds their bytecode to the stdlib zip, under
// pyscript-bytecode/ (not importable), laid out as Python's __pycache__ files; the boot
// module (assets/boot/pyodide.mjs) puts them in place before PyScript writes its sources.
//
// The files are *checked* hash-based .pyc: Python hashes the source PyScript wrote and
// compiles it as usual unless the hash matches, so bytecode from other sources is never run.
// The sources are the artifact PyScript's bundle is built from (src/stdlib/pyscript.js), and
// the bytecode is compiled inside Node's Pyodide: the browser's Python.
//   node tools/precompile_pyscript.mjs ZIP           add the bytecode to ZIP (replacing it)
//   node tools/precompile_pyscript.mjs --check ZIP   exit 1 unless ZIP holds it, current
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";
import pyscriptPackage from "../node_modules/@pyscript/core/src/stdlib/pyscript.js";

const root = resolve(import.meta.dirname, "..");
const check = process.argv[2] === "--check";
const zipPath = resolve(process.argv[check ? 3 : 2]);

const sources = {};
const flatten = (prefix, tree) => {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === "string") sources[prefix + name] = value;
    else flatten(`${prefix}${name}/`, value);
  }
};
flatten("", pyscriptPackage);

// The vendored bundle must write exactly these sources (it embeds them as JSON strings).
const dist = resolve(root, "node_modules/@pyscript/core/dist");
const bundle = readdirSync(dist).filter((f) => /^core-.*\.js$/.test(f)).map((f) => readFileSync(resolve(dist, f), "utf8")).join("");
const missing = Object.entries(sources).filter(([, source]) => !bundle.includes(JSON.stringify(source))).map(([path]) => path);
if (missing.length) throw new Error(`PyScript's bundle does not write these sources as found: ${missing.join(", ")}`);

const pyodide = await loadPyodide({ indexURL: resolve(root, "node_modules/pyodide") + "/" });
pyodide.FS.mkdirTree("/mnt/root");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/mnt/root");
pyodide.globals.set("SOURCES", pyodide.toPy(sources));
pyodide.globals.set("ZIP_PATH", "/mnt/root" + zipPath);
pyodide.globals.set("CHECK", check);
const report = pyodide.runPython(`
import ast, importlib.util, io, json, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

PREFIX = "pyscript-bytecode/"


def source_path(name):
    """The file in the artifact that defines module name (module.py or package/__init__.py)."""
    path = name.replace(".", "/") + ".py"
    return path if path in SOURCES else name.replace(".", "/") + "/__init__.py"


def started_with(package):
    """The package's modules that importing it imports (module-level imports, followed)."""
    seen, todo = set(), [package]
    while todo:
        name = todo.pop()
        path = source_path(name)
        if name in seen or path not in SOURCES:
            continue
        seen.add(name)
        tree = ast.parse(SOURCES[path])
        for node in tree.body + [n for top in tree.body if isinstance(top, ast.If) for n in top.body + top.orelse]:
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                todo += [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                todo += [alias.name for alias in node.names]
    return seen


def pyc_path(path):
    folder, _, file = path.rpartition("/")
    return f"{folder}/__pycache__/{file[:-3]}.{sys.implementation.cache_tag}.pyc"


wanted = {}
for name in sorted(started_with("pyscript")):
    path = source_path(name)
    source = SOURCES[path].encode("utf-8")  # as PyScript writes it (write_text, utf-8)
    code = compile(source, path, "exec", dont_inherit=True)
    wanted[PREFIX + pyc_path(path)] = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=True))
index = "\\n".join(name[len(PREFIX):] for name in sorted(wanted)).encode()
wanted[PREFIX + "INDEX"] = index

with zipfile.ZipFile(ZIP_PATH) as old:
    present = {info.filename: old.read(info) for info in old.infolist() if info.filename.startswith(PREFIX)}
    kept = [(info, old.read(info)) for info in old.infolist() if not info.filename.startswith(PREFIX)]
if CHECK:
    stale = sorted(set(wanted) ^ set(present) | {n for n in wanted if present.get(n) != wanted[n]})
    result = {"stale": stale}
else:
    buffer = io.BytesIO()
    stamp = (1980, 1, 1, 0, 0, 0)  # reproducible archives
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for info, data in kept:
            archive.writestr(info, data)
        for name in sorted(wanted):
            archive.writestr(zipfile.ZipInfo(name, date_time=stamp), wanted[name], zipfile.ZIP_DEFLATED, 9)
    with open(ZIP_PATH + ".tmp", "wb") as fh:
        fh.write(buffer.getvalue())
    os.replace(ZIP_PATH + ".tmp", ZIP_PATH)
    result = {"pyscript_modules_precompiled": len(wanted) - 1, "zip_bytes": len(buffer.getvalue())}
json.dumps(result)
`);
console.log(report);
if (check && JSON.parse(report).stale.length) process.exit(1);
