// Generated from tools/sw.template.js by tools/gen_sw.py (make setup): do not edit sw.js.
//
// Offline first visit onwards, and updates that never mix two versions under one page:
// - every precached file is answered from this version's cache, so a page always gets the
//   files of the version that served it;
// - except the runtime's WebAssembly (PASSTHROUGH): while online it comes through the HTTP
//   cache, where Chromium keeps the compiled code from the second visit on (from the cache
//   of a service worker only from the third), but only when the server's copy is the very
//   file this version precached (same validators; the precached copy's SHA-256 is checked
//   at install); otherwise, and offline, from the cache;
// - a new version installs beside the old one and waits: the page offers it to the player
//   and sends "skip-waiting" only when the player agrees (never skipWaiting at install);
// - files no test ever saw the app request (code editor, terminal) are not precached; any
//   other same-origin file the page fetches is kept on first use, for offline.
// Every site of one host shares its Cache Storage (a user's project pages all live on
// user.github.io), so a version cache is named by this version and this copy's path:
// "ludi-<hash>@/ludi/". The clean-up takes only this copy's other version caches (and
// those of earlier releases, named "ludi-<hash>"), never the runtime snapshot
// ("ludi-snapshot", assets/boot/) nor another copy's caches.
const SITE = new URL(self.registration.scope).pathname;
const CACHE = `__CACHE_NAME__@${SITE}`;
const VERSION_CACHE = /^ludi-[0-9a-f]{16}(?:@(.*))?$/;
const oldVersion = (name) => {
  const match = VERSION_CACHE.exec(name);
  return match !== null && name !== CACHE && (match[1] === undefined || match[1] === SITE);
};
const PRECACHE = __PRECACHE__;
const PASSTHROUGH = __PASSTHROUGH__;

const scoped = (path) => new URL(path, self.registration.scope).href;
let opened = null;  // this version's cache, opened once per worker start
const ours = () => (opened ??= caches.open(CACHE));
// Exact lookups use the cache's index; ignoreSearch scans every entry (slow in Chromium).
const lookup = (cache, request) =>
  cache.match(request, new URL(request.url).search ? { ignoreSearch: true } : undefined);
const passthrough = new Set(Object.keys(PASSTHROUGH).map(scoped));

// The bytes of this version's copy, checked before a passthrough file is precached.
async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function precache(cache, path) {
  let response;
  if (path in PASSTHROUGH) {
    // The copy the page just loaded, from the HTTP cache and not revalidated: revalidating
    // would renew the entry and void the compiled code the browser keeps with it. Its hash
    // says whether it is this version's; if not, from the server.
    response = await fetch(path);
    if (!response.ok || (await sha256(response.clone())) !== PASSTHROUGH[path]) {
      response = await fetch(path, { cache: "reload" });
      if (response.ok && (await sha256(response.clone())) !== PASSTHROUGH[path]) {
        throw new Error(`precache ${path}: not this version's file`);
      }
    }
  } else {
    // "no-cache": revalidate with the server, so an update never precaches a stale copy that
    // the HTTP cache still holds from the previous version (unchanged files answer 304).
    response = await fetch(path, { cache: "no-cache" });
  }
  if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
  await cache.put(path, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(PRECACHE.map((path) => precache(cache, path)))));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter(oldVersion).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const VALIDATORS = ["etag", "last-modified", "content-length"];

// The network's copy is this version's file when the first validator both carry agrees.
function same(network, cached) {
  for (const name of VALIDATORS) {
    const a = network.headers.get(name);
    const b = cached.headers.get(name);
    if (a && b) return a === b;
  }
  return false;
}

async function viaHttpCache(request, cache) {
  const cached = await lookup(cache, request);
  if (!cached) return fetch(request);
  try {
    const network = await fetch(request);
    if (network.ok && same(network, cached)) return network;
    if (network.body) network.body.cancel();
  } catch (error) {
    // offline: the cached copy below
  }
  return cached;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  const url = request.url.split(/[?#]/)[0];
  event.respondWith(
    ours().then(async (cache) => {
      if (passthrough.has(url)) return viaHttpCache(request, cache);
      const hit = await lookup(cache, request);
      if (hit) return hit;
      try {
        const response = await fetch(request);
        if (response.ok && response.type === "basic" && request.mode !== "navigate") {
          cache.put(request, response.clone());
        }
        return response;
      } catch (error) {
        if (request.mode === "navigate") {
          const index = await cache.match("./index.html");
          if (index) return index;
        }
        throw error;
      }
    }),
  );
});
