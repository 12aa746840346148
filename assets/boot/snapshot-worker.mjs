// Boots a runtime off the main thread and keeps a snapshot of its memory (see pyodide.mjs):
// only the newest runtime's snapshot of this copy of the app is kept (another copy on the
// same host, under another path, keeps its own).
//
// The home screen's modules (what py/main.py imports), the game protocol and the table's and
// setup screen's modules (which a first start skips: they come with the first game), the
// shell's catalogs and every game with its catalogs are imported first, so a restored load
// skips the app's own imports as well as Python's boot, and opens or resumes a game without
// compiling it (a game's modules ship as sources). They are plain Python (no JavaScript
// object is touched at import) and hold no per-session state; the app ships in the stdlib zip
// the snapshot is keyed by, so an update makes a new one.
//
// Pyodide decides at import whether it runs on iOS (the user agent, or a "MacIntel" platform
// with more than one touch point: an iPad asking for desktop sites) and then avoids a
// WebAssembly trampoline that crashed iPads. A worker's navigator has no maxTouchPoints, so
// on an iPad the worker took the other branch than the page. The page sends what it sees
// (``seen``: its platform and touch points); they are set on the worker's navigator before
// Pyodide is imported, so that both take the same branch in every browser.
import { runsOnIOS } from "./ios.mjs";

function seeWhatThePageSees(seen) {
  const nav = Object.getPrototypeOf(navigator);
  for (const [name, value] of Object.entries(seen || {})) {
    if (value === undefined || navigator[name] === value) continue;
    Object.defineProperty(nav, name, { configurable: true, get: () => value });
  }
}

const PRELOAD = `
import ludi.ui.dom, ludi.ui.table_screen, ludi.ui.setup_form, ludi.ui.i18n.en, ludi.ui.i18n.de, ludi.ui.i18n.fr
from ludi.ui.compile_once import compile_each_module_once
from ludi.ui.prebuilt_dataclasses import use_prebuilt_dataclass_code
compile_each_module_once()
use_prebuilt_dataclass_code()
from ludi.ui import games
games.import_every_game()
`;

// Earlier versions kept their snapshot (31 MB) in a cache named "runtime-snapshot": this
// copy's entries there go, and the cache too once nothing else is in it.
async function dropLegacySnapshot(indexURL) {
  if (!(await caches.has("runtime-snapshot"))) return;
  const legacy = await caches.open("runtime-snapshot");
  for (const request of await legacy.keys()) {
    if (request.url.startsWith(indexURL)) await legacy.delete(request);
  }
  if ((await legacy.keys()).length === 0) await caches.delete("runtime-snapshot");
}

self.onmessage = async ({ data: { key, indexURL, cacheName, seen } }) => {
  try {
    seeWhatThePageSees(seen);
    const { loadPyodide } = await import("../vendor/pyodide/pyodide.mjs");
    const ios = runsOnIOS();
    const runtime = await loadPyodide({ indexURL, _makeSnapshot: true, enableRunUntilComplete: false });
    runtime.runPython(PRELOAD);
    const bytes = runtime.makeMemorySnapshot();
    // A restore copies the snapshot into a new runtime's memory as it is first made (30 MiB)
    // and cannot grow it first (Pyodide issue #6254): what is left of that memory above the
    // heap's top is the room before a bigger app's snapshot would stop restoring.
    const memory = runtime._module;
    const room = typeof memory._sbrk === "function" ? memory.HEAP8.length - (memory._sbrk(0) >>> 0) : null;
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) {
      if (request.url !== key && request.url.startsWith(indexURL)) await cache.delete(request);
    }
    await cache.put(key, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
    await dropLegacySnapshot(indexURL);
    self.postMessage({ ok: true, bytes: bytes.length, room, ios });
  } catch (error) {
    self.postMessage({ ok: false, error: String(error), ios: runsOnIOS() });
  }
};
