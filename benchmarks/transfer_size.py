"""First-visit transfer: every file a new visitor downloads, raw and gzip-compressed, by group.

A cold load in a fresh profile records each response the page and its service worker
fetch (the worker precaches the app, so this is the real first-visit cost). gzip level 6
stands for what a static host sends. Groups: ``runtime`` (Pyodide's WebAssembly and
JavaScript), ``stdlib`` (the trimmed, precompiled standard library), ``pyscript``,
``app`` (the page, styles, worker, and the app's modules, which travel inside the stdlib
zip: their share of it is counted here, not under stdlib; so is PyScript's bytecode under
``pyscript``), ``install`` (the manifest and the PNG icons, precached so the app installs
offline too: counted in the total, not against the app's own budget). Prints numbers;
asserts nothing.
"""

from __future__ import annotations

import gzip
import json
import tempfile
import zipfile
from collections import defaultdict
from urllib.parse import urlparse

from playwright.sync_api import sync_playwright

from _browser import CHROMIUM, CHROMIUM_ARGS, READY_PROBE, ROOT, serve_in_background

#: 6 MB read the strict way: 6,000,000 bytes (not 6 MiB), and kB as 1,000 bytes.
BUDGET_GZIP = 6_000_000
#: The app's own share of the 6 MB: 300 kB while the app was three tables; 400 kB since the
#: shell's table, setup and session modules ship as bytecode (opening a game compiles none of
#: them) and errors, hints, records and statistics came with it; 500 kB since the rules help
#: with its pictures and worked examples, the guided first rounds and the hints' words, in
#: three languages each (imported when opened, but precached for offline play, so part of
#: the first visit). The total is the budget.
BUDGET_APP_GZIP = 500_000
STDLIB = "/assets/vendor/pyodide/python_stdlib.zip"


def group(path: str) -> str:
    if path == STDLIB:
        return "stdlib"
    if "/vendor/pyodide/" in path:
        return "runtime"
    if "/vendor/pyscript/" in path:
        return "pyscript"
    if path.endswith("/manifest.webmanifest") or "/assets/icons/" in path:
        return "install"
    return "app"


def share_of_stdlib(prefix: str) -> int:
    """Bytes of the stdlib zip's entries under ``prefix`` (the app's, PyScript's bytecode).

    The entries are already deflated, so gzip gains nothing on them: the compressed size
    stands for both raw and gzip, plus the zip's own per-entry headers."""
    size = 0
    with zipfile.ZipFile(ROOT / STDLIB.lstrip("/")) as archive:
        for info in archive.infolist():
            if info.filename.startswith(prefix):
                size += info.compress_size + 30 + 46 + 2 * len(info.filename)  # local + central headers
    return size


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
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
            page.wait_for_timeout(1000)
            context.close()
    finally:
        server.shutdown()
    by_group: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for path in sorted(paths):
        file = ROOT / path.lstrip("/")
        if path == "/" or not file.is_file():
            continue
        data = file.read_bytes()
        entry = by_group[group(path)]
        entry[0] += len(data)
        entry[1] += len(gzip.compress(data, 6))
        entry[2] += 1
    for owner, prefix in (("app", "ludi/"), ("pyscript", "pyscript-bytecode/")):
        share = share_of_stdlib(prefix)
        for column in (0, 1):
            by_group["stdlib"][column] -= share
            by_group[owner][column] += share
    total_raw = sum(v[0] for v in by_group.values())
    total_gz = sum(v[1] for v in by_group.values())
    mb = 1_000_000
    for name in ("runtime", "stdlib", "pyscript", "app", "install"):
        raw, gz, files = by_group[name]
        kb = f"({gz / 1000:.0f} kB)"
        print(f"{name:<9} raw {raw / mb:7.2f} MB   gzip {gz / mb:6.2f} MB {kb:>10}  files: {files}")
    print(f"{'total':<9} raw {total_raw / mb:7.2f} MB   gzip {total_gz / mb:6.2f} MB   files: {len(paths)}")
    print(
        "budgets: total <= 6.0 MB gzip, app <= 500 kB gzip (MB and kB of 10^6 and 10^3 bytes;"
        " the app's modules are counted under app;"
        " the manifest and icons under install)"
    )
    print(
        json.dumps(
            {
                "groups": {k: {"raw": v[0], "gzip": v[1], "files": v[2]} for k, v in by_group.items()},
                "raw_bytes": total_raw,
                "gzip_bytes": total_gz,
                "within_budget": total_gz <= BUDGET_GZIP and by_group["app"][1] <= BUDGET_APP_GZIP,
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
