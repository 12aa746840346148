"""The runtime itself: the page boots from vendored files only and every app module imports."""

from __future__ import annotations

from playwright.sync_api import Page
from start_files import DOWNLOADS, EARLY_FILES


def test_page_boots_offline_first_with_python_ready(app: Page) -> None:
    """The readiness marker is set by the last line of py/main.py; the guard forbids CDNs."""
    assert app.locator("html").get_attribute("data-py-ready") == "1"
    assert app.locator("#app").count() == 1
    # The game styles load without blocking the first layout, and apply by the time Python is up.
    sheets = "[...document.querySelectorAll('link[rel=stylesheet]')].map(l => [l.href, l.media, !!l.sheet])"
    links = app.evaluate(sheets)
    assert len(links) >= 5 and all(media in ("", "all") and loaded for _href, media, loaded in links), links


def test_the_early_files_are_preloaded_and_downloaded_once(app: Page) -> None:
    """Chromium hands its ``as=fetch`` preloads to the runtime's fetches (WebKit gets none:
    tests/engines/test_smoke.py)."""
    links = "() => [...document.querySelectorAll('link[rel=preload][as=fetch]')].map(l => l.href)"
    preloaded = app.evaluate(links)
    assert sorted(href.split("/")[-1] for href in preloaded) == sorted(f.split("/")[-1] for f in EARLY_FILES)
    counts = app.evaluate(DOWNLOADS, list(EARLY_FILES))
    assert dict(zip(EARLY_FILES, counts)) == dict.fromkeys(EARLY_FILES, 1)


def test_pyscripts_left_out_plugins_are_never_fetched(app: Page) -> None:
    """PyScript imports every plugin a script type's config does not leave out, before it asks
    for the runtime: for "mpy" too, which the page never runs, unless an ``<mpy-config>``
    leaves them out as well (tools/gen_pyscript_toml.py lists them; index.html repeats it)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    from gen_pyscript_toml import PLUGINS_LEFT_OUT

    fetched = app.evaluate("performance.getEntriesByType('resource').map(r => r.name.split('/').pop())")
    plugin_files = [f for f in fetched if f.startswith(tuple(name + "-" for name in PLUGINS_LEFT_OUT))]
    assert any(f.startswith("error-") for f in fetched)  # the one kept: Python's errors on the page
    assert plugin_files == []
