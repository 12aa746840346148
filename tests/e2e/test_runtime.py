"""The runtime itself: the page boots from vendored files only and every app module imports."""

from __future__ import annotations

from playwright.sync_api import Page


def test_page_boots_offline_first_with_python_ready(app: Page) -> None:
    """The readiness marker is set by the last line of py/main.py; the guard forbids CDNs."""
    assert app.locator("html").get_attribute("data-py-ready") == "1"
    assert app.locator("#app").count() == 1
