"""Browser test fixtures: Debian Chromium, a local static server, and two guards.

Guards on every page: any request to a host other than 127.0.0.1 fails the test (the
app must work with no network), and so does any uncaught page error or PyScript error.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from taps_taken import install as wait_for_taps_taken  # noqa: E402

from serve import serve_in_background  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
READY = "html[data-py-ready]"
READY_TIMEOUT_MS = 90_000
LOCAL_HOSTS = {"127.0.0.1", "localhost"}

pytestmark = pytest.mark.e2e

wait_for_taps_taken()  # every click returns once the app has played it (taps_taken.py)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/e2e" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def live_server() -> Iterator[str]:
    if not (ROOT / "assets/vendor/pyodide/python_stdlib.zip").exists():
        pytest.fail("the runtime is not vendored: run `make setup` (make test does)")
    server, url = serve_in_background()
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def base_url(live_server: str) -> str:
    return live_server


class PageGuard:
    """Collects what must never happen on a page: foreign requests and errors."""

    def __init__(self) -> None:
        self.foreign: list[str] = []
        self.errors: list[str] = []

    def attach(self, page: Page) -> None:
        def route(route, request) -> None:  # noqa: ANN001 - Playwright callback
            host = urlparse(request.url).hostname
            if request.url.startswith(("data:", "blob:")) or host in LOCAL_HOSTS:
                route.continue_()
            else:
                self.foreign.append(request.url)
                route.abort()

        page.route("**/*", route)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        # A renderer crash shows up as a locator that waits until its timeout: say it.
        page.on("crash", lambda _page: self.errors.append("the page crashed (Chromium's renderer)"))

        page.on(
            "console",
            lambda msg: (
                self.errors.append(f"console.{msg.type}: {msg.text} ({msg.location.get('url', '')})")
                if msg.type == "error"
                else None
            ),
        )

    def check(self, page: Page | None = None) -> None:
        assert not self.foreign, f"requests to non-local hosts: {self.foreign}"
        assert not self.errors, "errors on the page:\n" + "\n".join(self.errors)
        if page is not None and not page.is_closed():
            assert page.locator(".py-error").count() == 0, page.locator(".py-error").first.inner_text()


@pytest.fixture
def guard(page: Page) -> Iterator[PageGuard]:
    g = PageGuard()
    g.attach(page)
    yield g
    g.check(page)


def wait_ready(page: Page) -> None:
    page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)


@pytest.fixture
def app(page: Page, guard: PageGuard, base_url: str) -> Page:
    """The app opened at its home screen, Python ready."""
    page.goto(base_url + "/")
    wait_ready(page)
    return page
