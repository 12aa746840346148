// Game records made by the browser's Python (Node's Pyodide, the runtime the app ships),
// so CPython can prove it replays them to the same game (tests/unit/test_browser_records.py).
//   node tools/make_browser_records.mjs             play tools/browser_records.py's games in
//                                                  Pyodide, write tests/unit/golden_browser/
//   node tools/make_browser_records.mjs --replay FILE...
//                                                  replay each FILE's "record" in Pyodide and
//                                                  print {FILE: summary} as JSON (the other way)
// Only rerun the first form when a rules change is intended: the records pin down games.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const root = resolve(import.meta.dirname, "..");
const replay = process.argv[2] === "--replay";
const pyodide = await loadPyodide({ indexURL: resolve(root, "node_modules/pyodide") + "/" });
pyodide.FS.mkdirTree("/mnt/root");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/mnt/root");
pyodide.globals.set("PY_SRC", "/mnt/root" + resolve(root, "py"));
pyodide.globals.set("TOOLS", "/mnt/root" + resolve(root, "tools"));
pyodide.runPython(`
import sys
sys.dont_write_bytecode = True  # no cpython-314 caches in the working tree
sys.path[:0] = [PY_SRC, TOOLS]
import browser_records
`);

if (replay) {
  const files = process.argv.slice(3);
  if (!files.length) throw new Error("--replay needs record files (JSON with a \"record\")");
  const records = Object.fromEntries(files.map((f) => [f, readFileSync(resolve(f), "utf8")]));
  pyodide.globals.set("RECORDS", pyodide.toPy(records));
  console.log(
    pyodide.runPython(`
import json
json.dumps({name: browser_records.replay_summary(json.loads(text)["record"]) for name, text in RECORDS.items()})
`),
  );
} else {
  // Python writes each file's text (sorted keys, as the other golden records).
  const texts = JSON.parse(
    pyodide.runPython(`
import json
json.dumps({name: json.dumps(data, sort_keys=True, separators=(",", ":"))
            for name, data in browser_records.play_all().items()})
`),
  );
  const out = resolve(root, "tests/unit/golden_browser");
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(texts)) {
    writeFileSync(resolve(out, name + ".json"), text + "\n");
    const data = JSON.parse(text);
    console.log(name, data.python, data.final_scores.join(" "), data.record.actions.length, "actions");
  }
}
