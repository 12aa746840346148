// Boots a runtime off the main thread and keeps a snapshot of its memory (see pyodide.mjs):
// only the newest runtime's snapshot is kept.
//
// The home screen's modules (what py/main.py imports), the game protocol and the table's and
// setup screen's modules (which a first start skips: they come with the first game) and the shell's
// catalogs are imported first, so a restored load skips the app's own imports as well as
// Python's boot. They are plain Python (no JavaScript object is touched at import) and hold
// no per-session state; the app ships in the stdlib zip the snapshot is keyed by, so an
// update makes a new one.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const PRELOAD = "import ludi.ui.dom, ludi.ui.table_screen, ludi.ui.setup_form, ludi.ui.i18n.en, ludi.ui.i18n.de, ludi.ui.i18n.fr";

self.onmessage = async ({ data: { key, indexURL, cacheName } }) => {
  try {
    const runtime = await loadPyodide({ indexURL, _makeSnapshot: true });
    runtime.runPython(PRELOAD);
    const bytes = runtime.makeMemorySnapshot();
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) {
      if (request.url !== key) await cache.delete(request);
    }
    await cache.put(key, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
    self.postMessage({ ok: true, bytes: bytes.length });
  } catch (error) {
    self.postMessage({ ok: false, error: String(error) });
  }
};
