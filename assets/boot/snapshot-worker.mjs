// Boots a runtime off the main thread and keeps a snapshot of its memory (see pyodide.mjs):
// only the newest runtime's snapshot is kept.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

self.onmessage = async ({ data: { key, indexURL, cacheName } }) => {
  try {
    const runtime = await loadPyodide({ indexURL, _makeSnapshot: true });
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
