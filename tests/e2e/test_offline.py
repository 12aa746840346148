"""Offline after the first visit: the service worker serves the whole app and runtime."""

from __future__ import annotations

from urllib.parse import urlparse

import pytest
from conftest import LOCAL_HOSTS, READY_TIMEOUT_MS, PageGuard
from playwright.sync_api import Browser, Page

from serve import serve_in_background

pytestmark = pytest.mark.browser_context_args(service_workers="allow")  # what is tested


def test_app_reloads_offline_after_first_visit(browser: Browser) -> None:
    server, url = serve_in_background()  # a server of its own, so the test can stop it
    context = browser.new_context()
    foreign: list[str] = []
    errors: list[str] = []
    context.on(
        "request", lambda r: foreign.append(r.url) if urlparse(r.url).hostname not in LOCAL_HOSTS else None
    )
    page = context.new_page()
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        page.goto(url + "/")
        page.wait_for_selector("html[data-py-ready]", state="attached", timeout=READY_TIMEOUT_MS)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        # Wait until the worker's precache is complete before cutting the network.
        page.wait_for_function("caches.keys().then(k => k.some(n => n.startsWith('ludi-')))", timeout=60_000)
        server.shutdown()
        server.server_close()
        context.set_offline(True)
        page.reload()
        page.wait_for_selector("html[data-py-ready]", state="attached", timeout=READY_TIMEOUT_MS)
        assert page.locator("#app").inner_text().strip() != ""
        assert not foreign, foreign
        assert not errors, errors
    finally:
        context.close()


def test_the_pages_guard_sees_a_request_to_another_host_and_the_browser_refuses_it(
    page: Page, base_url: str
) -> None:
    """Every browser test's guard (conftest): the browser knows no host but this machine, and a
    request elsewhere is recorded, so a page that reaches for a CDN fails its test."""
    guard = PageGuard()
    guard.attach(page)
    page.goto(base_url + "/")
    outcome = page.evaluate(
        "fetch('https://cdn.example.org/pyodide.js').then(() => 'fetched', e => 'refused: ' + e.name)"
    )
    assert outcome == "refused: TypeError"
    assert guard.foreign == ["https://cdn.example.org/pyodide.js"]
    with pytest.raises(AssertionError, match="non-local hosts"):
        guard.check()
