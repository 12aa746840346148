"""Browser test fixtures: Debian Chromium, a local static server, and two guards.

Guards on every page: any request to a host other than 127.0.0.1 fails the test (the
app must work with no network; the browser knows no other host), and so does any uncaught
page error or PyScript error.
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
    # Any other host is unknown to the browser: a request to it fails as with no network (the
    # guard below records it; routing every request through Playwright to refuse it cost 0.4 s
    # of each page's start).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
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


#: V8 runs WebAssembly as its baseline compiler (Liftoff) emits it, with no tier-up: optimising
#: the 10 MB runtime's hot functions in background threads took, in every test's first
#: seconds, the core the other test was using. The tests that run beside another check what the
#: page shows and does, not how fast: the two files of table layouts ran 214-218 s with tier-up,
#: 176-179 s without. Tests that time the page (marked "alone") run in a session of their own
#: with V8's defaults, as players have them.
BASELINE_WASM_ONLY = "--js-flags=--liftoff-only"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict, request: pytest.FixtureRequest) -> dict:
    args = list(CHROMIUM_ARGS)
    if not any(item.get_closest_marker("alone") for item in request.session.items):
        args.append(BASELINE_WASM_ONLY)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": args}


#: Pages run without the offline worker unless a test says otherwise (marked
#: ``browser_context_args(service_workers="allow")``: the offline, update and served-site
#: tests). Registered once Python is ready, it precached the whole runtime (38 files, 10 MB
#: of WebAssembly) in every test's fresh context while the test went on, for nothing: test_romme_layout
#: ran 65-72 s without it against 69-74 s with it (two runs each, alternated).
NO_OFFLINE_WORKER = {"service_workers": "block"}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, **NO_OFFLINE_WORKER}


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
        def request(request) -> None:  # noqa: ANN001 - Playwright callback
            host = urlparse(request.url).hostname
            if not request.url.startswith(("data:", "blob:")) and host not in LOCAL_HOSTS:
                self.foreign.append(request.url)

        # The context's requests: the page's and its service worker's (CHROMIUM_ARGS make them
        # fail; a listener, not a route, so that the page's own requests are not held up).
        page.context.on("request", request)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        # A renderer crash shows up as a locator that waits until its timeout: say it.
        page.on("crash", lambda _page: self.errors.append("the page crashed (Chromium's renderer)"))

        page.on("console", self._console)

    def _console(self, msg) -> None:  # noqa: ANN001 - Playwright's ConsoleMessage
        url = msg.location.get("url", "")
        # Chromium asks for the host's /favicon.ico by itself now and then, whatever icon the
        # page names (a route on every request used to hide it): the app asks for nothing there.
        if msg.type == "error" and not url.endswith("/favicon.ico"):
            self.errors.append(f"console.{msg.type}: {msg.text} ({url})")

    def check(self, page: Page | None = None) -> None:
        assert not self.foreign, f"requests to non-local hosts: {self.foreign}"
        assert not self.errors, "errors on the page:\n" + "\n".join(self.errors)
        if page is not None and not page.is_closed():
            assert page.locator(".py-error").count() == 0, page.locator(".py-error").first.inner_text()


#: The page never boots the second runtime its snapshot is made from (assets/boot/pyodide.mjs):
#: in every test past its first 1.5 s it took a core for about a second, beside another test
#: on a machine of two. The snapshot has its own tests (test_runtime_snapshot.py, in contexts of
#: their own), which make it. Nor is a stored snapshot handed to each test's fresh context to
#: boot it sooner: written into its Cache Storage first, it booted in 2.34 s against 2.10 s
#: without (medians of 6 each, interleaved): restoring 31 MB costs what Python's boot saves.
NO_SNAPSHOT_WORKER = """{
  const Worker = globalThis.Worker;
  globalThis.Worker = class extends Worker {
    constructor(url, options) {
      if (String(url).includes("snapshot-worker")) throw new Error("no runtime snapshot in this test");
      super(url, options);
    }
  };
}"""


@pytest.fixture
def page(page: Page) -> Page:
    page.add_init_script(NO_SNAPSHOT_WORKER)
    return page


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
