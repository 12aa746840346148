// The interpreter module PyScript loads (pyscript.toml): the vendored Pyodide, started from a
// memory snapshot of an already booted runtime when this device has one.
//
// index.html evaluates this module as soon as the page is parsed (see `found`).
//
// Booting Python is the longest step of a reload and a large one of a returning visit
// (benchmarks/load_time.py, medians of 5: reload 586 -> 392 ms, a visit in a relaunched
// browser 888 -> 797 ms with a snapshot). After the first ready page, a worker boots a second runtime off the
// main thread, snapshots its memory and keeps it in Cache Storage, keyed by the runtime's
// files (boot.json "runtime": the WebAssembly, its loader and the stdlib zip, which also
// carries the app). Later loads restore that memory instead of booting. Any failure (no
// Cache Storage, a snapshot from other files, a quota error) falls back to a normal boot.
//
// A restored runtime starts from the snapshot's state, so the random module (imported while
// booting) is reseeded from the system's entropy: games would otherwise deal the same cards.
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";
import { runsOnIOS } from "./ios.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const BOOT_JSON = new URL("../vendor/boot.json", import.meta.url).href;
// Every site of one host shares its Cache Storage (all of a user's project pages share
// user.github.io), so the name says whose it is; it is no version cache of the service
// worker, whose clean-up takes only those (tools/sw.template.js). Its entries are keyed by
// URL, so two copies of the app on one host keep one snapshot each.
const SNAPSHOT_CACHE = "ludi-snapshot";
// Booting the second runtime takes a core for about a second (more on a slow tablet): while
// bots play it stretched their animated frames past 50 ms on two cores (benchmarks/
// tap_latency.py, a first visit). So it waits for the page to be calm this long (nothing busy:
// no game opening, no tap being played, no bot playing, no move animating): a person's turn,
// a pause, a form being filled in. Begun the moment the page stopped being busy, it took the
// core from what usually follows at once (the table drawn after Start, the next bot's move).
const CALM_FOR_MS = 1500;
const MAKE_AT_THE_LATEST_MS = 45000;  // never waits longer than this
const CALM_CHECK_MS = 250;

// PyScript writes its Python package into the working directory at every start, and Python
// compiled the modules it imports on each load, restored ones too (from the runtime being up
// to py/main.py starting: 112 ms with that compile, 65 without, 10 of them to put these files
// in place; medians of 10 first visits). Their bytecode travels in the stdlib zip
// (tools/precompile_pyscript.mjs) and is put where Python looks for it, next to where
// PyScript writes the sources, before PyScript runs. Each file is checked against its
// source's hash: should PyScript write other sources, Python compiles them as before. Any
// failure here only means that compile.
const PLACE_PYSCRIPT_BYTECODE = `
def _place_pyscript_bytecode():
    import os, sys, zipimport
    archive = next(p for p in sys.path if p.endswith(".zip"))
    files = zipimport.zipimporter(archive)
    folder = archive + "/pyscript-bytecode/"
    for rel in files.get_data(folder + "INDEX").decode().split():
        target = os.path.join(os.getcwd(), rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as out:
            out.write(files.get_data(folder + rel))
try:
    _place_pyscript_bytecode()
finally:
    del _place_pyscript_bytecode
`;

function withPyScriptBytecode(runtime) {
  try {
    runtime.runPython(PLACE_PYSCRIPT_BYTECODE);
  } catch (error) {
    console.warn("PyScript's bytecode not placed:", error);
  }
  return runtime;
}

const mark = (state) => {
  if (globalThis.document) document.documentElement.dataset.runtimeSnapshot = state;
};

async function snapshotKey() {
  const response = await fetch(BOOT_JSON);
  const { runtime } = await response.json();
  return runtime ? new URL(`snapshot-${runtime}.bin`, INDEX_URL).href : null;
}

async function storedSnapshot(key) {
  if (!key || !globalThis.caches) return null;
  const cache = await caches.open(SNAPSHOT_CACHE);
  return (await cache.match(key)) ?? null;
}

function whenReady(callback) {
  const root = document.documentElement;
  const check = () => {
    if (root.dataset.pyReady) whenCalm(performance.now(), performance.now(), callback);
    else setTimeout(check, 250);
  };
  check();
}

function whenCalm(since, calmSince, callback) {
  const now = performance.now();
  if (document.querySelector("#app [data-busy='1']")) {
    calmSince = now;
    // Said once the first settling is over (until then the state says how the page started:
    // a snapshot loaded, dropped or discarded).
    if (now - since >= CALM_FOR_MS) mark("waiting");
  }
  if (now - calmSince >= CALM_FOR_MS || now - since > MAKE_AT_THE_LATEST_MS) {
    callback();
    return;
  }
  setTimeout(whenCalm, CALM_CHECK_MS, since, calmSince, callback);
}

function makeSnapshotLater(key) {
  if (!globalThis.Worker || !globalThis.caches || !globalThis.document) return;
  whenReady(() => {
    let worker;
    try {
      worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
    } catch (error) {
      mark("failed");  // no module workers in this browser: every load boots normally
      console.warn("runtime snapshot worker not started:", error);
      return;
    }
    mark("making");
    worker.onmessage = ({ data }) => {
      document.documentElement.dataset.runtimeSnapshotIos = String(data.ios);
      if (data.ok) {
        document.documentElement.dataset.runtimeSnapshotBytes = String(data.bytes);
        document.documentElement.dataset.runtimeSnapshotRoom = String(data.room);
      }
      mark(data.ok ? "stored" : "failed");
      if (!data.ok) console.warn("runtime snapshot not stored:", data.error);
      worker.terminate();
    };
    worker.onerror = (event) => {
      mark("failed");
      console.warn("runtime snapshot worker failed:", event.message);
      worker.terminate();
    };
    const seen = { platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints };
    worker.postMessage({ key, indexURL: INDEX_URL, cacheName: SNAPSHOT_CACHE, seen });
  });
}

// Started when this module is first evaluated (index.html loads it early), so reading the
// snapshot overlaps PyScript's own start instead of following it.
const found = (async () => {
  const key = await snapshotKey().catch(() => null);
  const stored = await storedSnapshot(key).catch(() => null);
  return { key, bytes: stored ? stored.arrayBuffer() : null };
})();

// iPadOS 27 (JSPI present) ends the page on any stack switch under Pyodide's iOS branch
// (run_until_complete and the like): the app makes none (tests/unit/test_no_stack_switch.py),
// and the runtime is asked to refuse them rather than try.
const NO_STACK_SWITCH = { enableRunUntilComplete: false };

// Where a start's time goes, on the page's clock (benchmarks/load_time.py --stages): PyScript
// asks for the runtime, the runtime is up, py/main.py starts ("ludi-main"), the app is ready.
const stage = (name) => globalThis.performance?.mark?.(`ludi-${name}`);

// "Try again" after a fault in the app (py/ludi/ui/lifecycle.py, FRESH_START_KEY) reloads the
// page asking for Python started afresh: the snapshot it might have come from is dropped, the
// runtime boots normally and a new snapshot is made once the page is ready.
function freshStartAsked() {
  // Only a reload can carry the request; other loads spare the first sessionStorage access.
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  if (navigation && navigation.type !== "reload") return false;
  try {
    const asked = sessionStorage.getItem("ludi.fresh-start") !== null;
    if (asked) sessionStorage.removeItem("ludi.fresh-start");
    return asked;
  } catch {
    return false;  // no session storage: nobody could ask
  }
}

export async function loadPyodide(options = {}) {
  stage("runtime-asked");
  if (globalThis.document) document.documentElement.dataset.runtimeIos = String(runsOnIOS());
  options = { ...options, ...NO_STACK_SWITCH };
  const { key, bytes } = await found;
  if (bytes && globalThis.document && freshStartAsked()) {
    mark("dropped");
    await caches.open(SNAPSHOT_CACHE).then((cache) => cache.delete(key)).catch(() => {});
  } else if (bytes) {
    try {
      const runtime = await loadRuntime({ ...options, indexURL: INDEX_URL, _loadSnapshot: bytes });
      runtime.runPython("import random\nrandom.seed()");
      mark("loaded");
      stage("runtime-up");
      return withPyScriptBytecode(runtime);
    } catch (error) {
      console.warn("runtime snapshot not usable, booting normally:", error);
      mark("discarded");
      document.documentElement.dataset.runtimeSnapshotError = String(error).slice(0, 300);
      await caches.open(SNAPSHOT_CACHE).then((cache) => cache.delete(key)).catch(() => {});
    }
  }
  const runtime = await loadRuntime({ ...options, indexURL: INDEX_URL });
  stage("runtime-up");
  if (key) makeSnapshotLater(key);
  return withPyScriptBytecode(runtime);
}
