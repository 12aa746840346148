// Loads the npm Pyodide in Node and runs tools/stdlib_closure.py inside it, so the
// standard library is compiled by exactly the Python the browser will run (3.14).
// Usage: node tools/precompile_stdlib.mjs OUT_ZIP
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const root = resolve(import.meta.dirname, "..");
const out = resolve(process.argv[2]);
const pyodide = await loadPyodide({ indexURL: resolve(root, "node_modules/pyodide") + "/" });
pyodide.FS.mkdirTree("/mnt/root");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/mnt/root");
const inMnt = (p) => "/mnt/root" + p;
// Module names PyScript's JavaScript bundle imports in Python snippets of its own.
const bundle = readFileSync(resolve(root, "node_modules/@pyscript/core/dist/core.js"), "utf8") +
  readFileSync(resolve(root, "node_modules/@pyscript/core/dist", (await import("node:fs")).readdirSync(resolve(root, "node_modules/@pyscript/core/dist")).find((f) => /^core-.*\.js$/.test(f))), "utf8");
const extra = new Set(["asyncio", "json", "functools", "collections", "os", "sys", "builtins", "traceback", "codeop", "code"]);
for (const m of bundle.matchAll(/(?:^|\\n|\n)\s*(?:from\s+([A-Za-z_][\w.]*)\s+import|import\s+([A-Za-z_][\w.]*))/g)) {
  extra.add(m[1] || m[2]);
}
pyodide.globals.set("SRC_ZIP", inMnt(resolve(root, "node_modules/pyodide/python_stdlib.zip")));
pyodide.globals.set("OUT_ZIP", inMnt(out));
pyodide.globals.set("ROOT_DIRS", pyodide.toPy([inMnt(resolve(root, "py")), inMnt(resolve(root, "node_modules/@pyscript/core/src/stdlib"))]));
// Codecs are looked up by name at run time (never imported by a statement), so the closure
// cannot see them: of the 120 in encodings/ (the largest part of the stdlib zip) we keep the
// ones Python itself, the web and zip files use. tests/unit/test_runtime_bundle.py checks
// them; anything else raises LookupError, never a missing module at start-up.
const CODECS = ["aliases", "utf_8", "utf_8_sig", "ascii", "latin_1", "cp1252", "cp437", "idna", "punycode",
  "raw_unicode_escape", "unicode_escape", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be"];
for (const codec of CODECS) extra.add("encodings." + codec);
extra.add("encodings");
pyodide.globals.set("EXTRA_ROOTS", pyodide.toPy([...extra]));
pyodide.globals.set("WHOLE_PACKAGES", pyodide.toPy(["pyodide", "_pyodide"]));
// Imported only inside `try: ... except ImportError` (shutil and zipfile probe for them at
// import, which Pyodide's package loader pulls into every boot): no app path compresses
// anything, and leaving them out saves 29.5 kB of the zip (not boot time: measured, none).
// tests/unit/test_runtime_bundle.py checks every importer left in the zip guards them.
pyodide.globals.set("LEFT_OUT", pyodide.toPy(["bz2", "lzma", "compression"]));
pyodide.globals.set("SKIP_ROOTS", pyodide.toPy(["pyodide.console", "asyncio.__main__", "ludi.cli", "ludi.__main__"]));
if (process.env.EXPLAIN) pyodide.globals.set("EXPLAIN", pyodide.toPy(process.env.EXPLAIN.split(",")));
pyodide.runPython(
  readFileSync(resolve(root, "tools/docstrings.py"), "utf8") + "\n" + readFileSync(resolve(root, "tools/stdlib_closure.py"), "utf8"),
);
