"""The runtime itself: the page boots from vendored files only and every app module imports."""

from __future__ import annotations

from playwright.sync_api import Page
from start_files import DOWNLOADS, EARLY_FILES


def test_page_boots_offline_first_with_python_ready(app: Page) -> None:
    """The readiness marker is set by the last line of py/main.py; the guard forbids CDNs."""
    assert app.locator("html").get_attribute("data-py-ready") == "1"
    assert app.locator("#app").count() == 1


def test_the_early_files_are_preloaded_and_downloaded_once(app: Page) -> None:
    """Chromium hands its ``as=fetch`` preloads to the runtime's fetches (WebKit gets none:
    tests/engines/test_smoke.py)."""
    links = "() => [...document.querySelectorAll('link[rel=preload][as=fetch]')].map(l => l.href)"
    preloaded = app.evaluate(links)
    assert sorted(href.split("/")[-1] for href in preloaded) == sorted(f.split("/")[-1] for f in EARLY_FILES)
    counts = app.evaluate(DOWNLOADS, list(EARLY_FILES))
    assert dict(zip(EARLY_FILES, counts)) == dict.fromkeys(EARLY_FILES, 1)
