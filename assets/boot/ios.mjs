// Whether Pyodide takes its iOS branch here: the test it makes when its module is evaluated
// (node_modules/pyodide/pyodide.mjs, 314.0.2), written out so that the page and the snapshot
// worker can say which branch each took (data-runtime-ios, data-runtime-snapshot-ios).
export function runsOnIOS() {
  const nav = globalThis.navigator;
  return Boolean(nav && (/iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === "MacIntel" && typeof nav.maxTouchPoints !== "undefined" && nav.maxTouchPoints > 1)));
}
