// Imports every app module of the archive in Node's Pyodide with the TRIMMED, precompiled
// standard library the browser gets, so a module the closure missed fails here and not
// in a player's browser. Prints JSON {imported:[...], skipped:{...}, failed:{...}}.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const root = resolve(import.meta.dirname, "..");
const pyodide = await loadPyodide({
  indexURL: resolve(root, "node_modules/pyodide") + "/",
  stdLibURL: resolve(root, "assets/vendor/pyodide/python_stdlib.zip"),
});
// The app archive exactly as the browser unpacks it (sources and bytecode).
pyodide.FS.writeFile("/tmp/app.zip", readFileSync(resolve(root, "assets/vendor/app/ludi-app.zip")));
const result = pyodide.runPython(`
import importlib, json, sys, zipfile
with zipfile.ZipFile("/tmp/app.zip") as archive:
    archive.extractall("/app")
    FILES = [n for n in archive.namelist() if n.endswith(".py")]
sys.path.insert(0, "/app")
imported, skipped, failed = [], {}, {}
for rel in FILES:
    name = rel[:-3].replace("/", ".").removesuffix(".__init__")
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
json.dumps({"imported": imported, "skipped": skipped, "failed": failed})
`);
console.log(result);
process.exit(JSON.parse(result).failed && Object.keys(JSON.parse(result).failed).length ? 1 : 0);
