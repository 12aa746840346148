"""Time until Python is ready: the app vs a bare PyScript page on the stock npm files.

Cold = a fresh browser profile (nothing cached); warm = a reload in the same profile
(HTTP cache, and for the app its service worker). Persistent contexts, no request
routing (Playwright's routing disables the HTTP cache). Medians of N runs, both pages in
one run so they share the machine's state. Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import tempfile

from playwright.sync_api import sync_playwright

from _browser import CHROMIUM, CHROMIUM_ARGS, READY_PROBE, median, serve_in_background, write_page

BARE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="../../../node_modules/@pyscript/core/dist/core.css">
<script type="module" src="../../../node_modules/@pyscript/core/dist/core.js"></script>
</head><body>
<script type="py" config="./bare.toml">
from pyscript import document
document.documentElement.dataset.pyReady = "1"
</script>
</body></html>
"""
BARE_TOML = 'interpreter = "../../../node_modules/pyodide/pyodide.mjs"\n'
# True once no service worker is installing or waiting (always true without one).
SETTLED_WORKER = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  return !r || (r.active !== null && !r.installing && !r.waiting);
}"""


def measure(playwright, url: str, runs: int) -> dict[str, list[float]]:
    cold, warm = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
            )
            context.add_init_script(READY_PROBE)
            page = context.new_page()
            page.goto(url)
            page.wait_for_function("window.__readyAt !== undefined", timeout=120_000)
            cold.append(page.evaluate("window.__readyAt"))
            # A returning visitor: the service worker (if any) has finished precaching.
            page.wait_for_timeout(1500)
            page.wait_for_function(SETTLED_WORKER, timeout=120_000)
            page.reload()
            page.wait_for_function("window.__readyAt !== undefined", timeout=120_000)
            warm.append(page.evaluate("window.__readyAt"))
            context.close()
    return {"cold": cold, "warm": warm}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    bare_path = write_page("bare", BARE_HTML, BARE_TOML)
    server, base = serve_in_background()
    try:
        with sync_playwright() as p:
            results = {}
            # Interleave so neither page profits from a warmer machine.
            for _ in range(args.runs):
                for name, path in (("bare", bare_path), ("app", "/index.html")):
                    r = measure(p, base + path, 1)
                    results.setdefault(name, {"cold": [], "warm": []})
                    results[name]["cold"] += r["cold"]
                    results[name]["warm"] += r["warm"]
    finally:
        server.shutdown()
    summary = {name: {k: round(median(v)) for k, v in r.items()} for name, r in results.items()}
    ratio = {k: round(summary["app"][k] / summary["bare"][k], 3) for k in ("cold", "warm")}
    print(f"{'page':<6}{'cold ms (median)':>18}{'warm ms (median)':>18}")
    for name in ("bare", "app"):
        print(f"{name:<6}{summary[name]['cold']:>18}{summary[name]['warm']:>18}")
    print(f"ratio app/bare: cold {ratio['cold']}  warm {ratio['warm']}  (targets: cold <= 0.6, warm <= 0.5)")
    print(json.dumps({"runs": args.runs, "raw_ms": results, "median_ms": summary, "ratio": ratio}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
