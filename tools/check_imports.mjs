// Imports every app module in Node's Pyodide from the TRIMMED, precompiled standard-library
// zip the browser gets (the app's modules travel in it), so a module the closure missed
// fails here and not in a player's browser. Prints JSON {imported:[...], skipped:{...},
// failed:{...}, dataclass_sources_compiled: N}.
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const root = resolve(import.meta.dirname, "..");
const pyodide = await loadPyodide({
  indexURL: resolve(root, "node_modules/pyodide") + "/",
  stdLibURL: resolve(root, "assets/vendor/pyodide/python_stdlib.zip"),
});
const result = pyodide.runPython(`
import importlib, json, sys, zipfile
stdlib = next(p for p in sys.path if p.endswith(".zip"))
with zipfile.ZipFile(stdlib) as archive:
    # The app's modules: sources (a game's) and bytecode alone (the home screen's).
    FILES = [n for n in archive.namelist() if n.startswith("ludi/") and n.endswith((".py", ".pyc"))]
# Each dataclass takes the code the build compiled for it (ludi/ui/prebuilt_dataclasses.py):
# counted, the sources compiled here because the shipped table had no code for them.
from ludi.ui.prebuilt_dataclasses import use_prebuilt_dataclass_code
prebuilt = use_prebuilt_dataclass_code()
imported, skipped, failed = [], {}, {}
for rel in FILES:
    name = rel.removesuffix("c")[:-3].replace("/", ".").removesuffix(".__init__")
    try:
        importlib.import_module(name)
        imported.append(name)
    except ModuleNotFoundError as exc:
        # Browser-only modules: PyScript provides these at run time, not in Node.
        if exc.name in ("pyscript", "polyscript", "_pyscript") or (exc.name or "").startswith("pyscript."):
            skipped[name] = str(exc)
        else:
            failed[name] = f"{type(exc).__name__}: {exc}"
    except Exception as exc:
        failed[name] = f"{type(exc).__name__}: {exc}"
dataclass_sources_compiled = prebuilt.compiled
# Every module of the trimmed stdlib imports too (a kept module whose own imports were
# trimmed away would fail only when the app reaches it).
import codecs
stdlib_failed = {}
with zipfile.ZipFile(stdlib) as archive:
    STDLIB = [n for n in archive.namelist() if n.endswith(".pyc") and not n.startswith("ludi/")]
for rel in STDLIB:
    name = rel[:-4].replace("/", ".").removesuffix(".__init__")
    try:
        importlib.import_module(name)
    except Exception as exc:
        stdlib_failed[name] = f"{type(exc).__name__}: {exc}"
for codec in ("utf-8", "utf-8-sig", "ascii", "latin-1", "cp1252", "cp437", "idna", "utf-16", "utf-32",
              "unicode_escape", "raw_unicode_escape"):
    try:
        codecs.lookup(codec)
    except LookupError as exc:
        failed["codec " + codec] = str(exc)
json.dumps({"imported": imported, "skipped": skipped, "failed": failed, "stdlib_modules": len(STDLIB),
            "stdlib_failed": stdlib_failed, "dataclass_sources_compiled": dataclass_sources_compiled})
`);
console.log(result);
process.exit(JSON.parse(result).failed && Object.keys(JSON.parse(result).failed).length ? 1 : 0);
