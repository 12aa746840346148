"""Loads timed in WebKitGTK and Firefox ESR, the way ``load_time.py`` times them in Chromium.

The pages are driven by ``tests/engines/drivers.py`` (WebDriver over HTTP for WebKit, WebDriver
BiDi for Firefox), which can run no script before a page's own: the ready moment is the
``ludi-ready`` performance mark the page sets itself (py/main.py; the bare pages' own probe),
on the page's clock, as Chromium's probe reads it.

Relaunched visits: Firefox is started again on the same profile folder. WebKitGTK's MiniBrowser
keeps no website data across launches in automation mode (Cache Storage, the HTTP cache and
the service worker go with the browser: measured, a relaunch makes its runtime snapshot anew),
so its "visits" 2 and 3 leave the page for about:blank and come back within the same browser.
"""

from __future__ import annotations

import contextlib
import json
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests/engines"))

import drivers  # noqa: E402

READY_MARK = """() => {
  const marks = performance.getEntriesByName("ludi-ready");
  return marks.length ? marks[0].startTime || 0.01 : 0;
}"""
# The app's own marks of a start's stages (assets/boot/pyodide.mjs, py/main.py), in order.
STAGES = ("runtime-asked", "runtime-up", "main", "ready")
STAGE_MARKS = (
    "() => Object.fromEntries(" + json.dumps(list(STAGES)) + ".map(n => {"
    " const mark = performance.getEntriesByName('ludi-' + n)[0];"
    " return [n, mark ? mark.startTime : null]; }))"
)
SIZE = (1024, 768)


def available(engine: str) -> bool:
    return (drivers.find_minibrowser() if engine == "webkit" else drivers.find_firefox()) is not None


@contextlib.contextmanager
def display_if(needed: bool) -> Iterator[None]:
    """A virtual screen for WebKitGTK while the benchmark runs, when WebKit is measured."""
    if not needed:
        yield
        return
    with drivers.virtual_display():
        yield


def _open(engine: str, profile: str) -> drivers.EnginePage:
    if engine == "webkit":
        return drivers.WebKitPage(drivers.find_minibrowser() or "", SIZE)
    return drivers.FirefoxPage(drivers.find_firefox() or "", SIZE, profile=profile)


def _settle(page: drivers.EnginePage, settled_worker: str, settled_snapshot: str, settle_ms: int) -> None:
    page.wait_for_function(settled_worker, timeout=180)
    time.sleep(settle_ms / 1000)
    page.wait_for_function(f"() => {settled_snapshot}", timeout=180)


def measure(
    engine: str, url: str, settled_worker: str, settled_snapshot: str, settle_ms: int
) -> dict[str, float]:
    """One run in ``engine``: visit 1, reload, visits 2 and 3 (see the module's docstring)."""
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix=f"ludi-{engine}-") as profile:
        page = _open(engine, profile)
        try:
            for load in ("visit1", "reload", "visit2", "visit3"):
                if load == "reload":
                    page.reload()
                else:
                    if load != "visit1":
                        if engine == "firefox":
                            page.close()
                            page = _open(engine, profile)
                        else:
                            page.goto("about:blank")
                    page.goto(url)
                out[load] = page.wait_for_function(READY_MARK, timeout=180)
                for name, at in page.evaluate(STAGE_MARKS).items():
                    if at is not None:
                        out[f"{load}/{name}"] = at
                _settle(page, settled_worker, settled_snapshot, settle_ms)
        finally:
            page.close()
    return out
