"""First-visit transfer: every file a new visitor downloads, raw and gzip-compressed.

A cold load in a fresh profile records each response the page and its service worker
fetch (the worker precaches the whole app, so this is the real first-visit cost). gzip
level 6 stands for what a static host sends. Prints numbers; asserts nothing.
"""

from __future__ import annotations

import gzip
import json
import tempfile
from collections import defaultdict
from urllib.parse import urlparse

from playwright.sync_api import sync_playwright

from _browser import CHROMIUM, CHROMIUM_ARGS, READY_PROBE, ROOT, serve_in_background

BUDGET_GZIP = 7 * 1024 * 1024


def main() -> int:
    server, base = serve_in_background()
    paths: set[str] = set()
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
            context = p.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
            )
            context.add_init_script(READY_PROBE)
            context.on("request", lambda r: paths.add(urlparse(r.url).path))
            page = context.new_page()
            page.goto(base + "/index.html")
            page.wait_for_function("window.__readyAt !== undefined", timeout=120_000)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
            page.wait_for_timeout(1000)
            context.close()
    finally:
        server.shutdown()
    sw_list = json.loads((ROOT / "sw.js").read_text().split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    paths |= {"/" + u.removeprefix("./") for u in sw_list if u != "./"}
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    total_raw = total_gz = 0
    for path in sorted(paths):
        file = ROOT / path.lstrip("/")
        if path == "/" or not file.is_file():
            continue
        data = file.read_bytes()
        gz = len(gzip.compress(data, 6))
        kind = (
            "pyodide" if "/vendor/pyodide/" in path else "pyscript" if "/vendor/pyscript/" in path else "app"
        )
        by_kind[kind][0] += len(data)
        by_kind[kind][1] += gz
        total_raw += len(data)
        total_gz += gz
    mb = 1024 * 1024
    for kind, (raw, gz) in sorted(by_kind.items()):
        print(f"{kind:<9} raw {raw / mb:7.2f} MB   gzip {gz / mb:6.2f} MB")
    print(
        f"{'total':<9} raw {total_raw / mb:7.2f} MB   gzip {total_gz / mb:6.2f} MB"
        f"   (budget 7 MB gzip)  files: {len(paths)}"
    )
    print(
        json.dumps({"raw_bytes": total_raw, "gzip_bytes": total_gz, "within_budget": total_gz <= BUDGET_GZIP})
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
