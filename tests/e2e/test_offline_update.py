"""The service worker: offline after the first visit, and updates that never break a game.

Each test serves copies of the built site (two versions for the update test) from a server
of its own whose root can be switched, as a static host's would be by a deploy.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

import pytest
from conftest import LOCAL_HOSTS, READY_TIMEOUT_MS
from playwright.sync_api import Browser, BrowserContext, Locator, Page

import gen_sw
from serve import QuietHandler, StaticServer

pytestmark = pytest.mark.browser_context_args(service_workers="allow")  # what is tested

ROOT = Path(__file__).resolve().parents[2]
IDLE = "#app [data-screen][data-busy='0']"
SETTINGS = "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off')"
# Records what the loading screen's progress line said while Python was starting.
PROGRESS_PROBE = """
window.__progress = [];
new MutationObserver(() => {
  const label = document.querySelector('.loading__bytes');
  const box = document.querySelector('.loading__progress');
  if (label && box && !box.hidden && label.textContent) window.__progress.push(label.textContent);
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
"""


def build(target: Path, marker: str) -> Path:
    """A deployable copy of the site, told apart by a <meta name="ludi-build"> marker."""
    (target / "py").mkdir(parents=True)
    shutil.copy2(ROOT / "py/main.py", target / "py/main.py")
    shutil.copy2(ROOT / "pyscript.toml", target / "pyscript.toml")
    shutil.copytree(ROOT / "css", target / "css")
    shutil.copytree(ROOT / "assets", target / "assets", ignore=shutil.ignore_patterns("vendor"))
    # The runtime is the same in both (copy2 keeps the dates, so the validators agree).
    shutil.copytree(ROOT / "assets/vendor", target / "assets/vendor")
    head = f'<head>\n  <meta name="ludi-build" content="{marker}">'
    (target / "index.html").write_text((ROOT / "index.html").read_text().replace("<head>", head, 1))
    gen_sw.write(target)
    return target


class Host:
    """A static host on 127.0.0.1 whose content can be replaced (a deploy)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        host = self

        class Handler(QuietHandler):
            def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003 - stdlib signature
                super().__init__(*args, directory=str(host.root), **kwargs)

            def translate_path(self, path: str) -> str:
                self.directory = str(host.root)  # at each request: a kept-alive connection sees the deploy
                return super().translate_path(path)

        self.server = StaticServer(("127.0.0.1", 0), Handler)  # its stop ends kept-alive connections
        self.server.verbose = False  # type: ignore[attr-defined]
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        import threading

        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def versions(tmp_path: Path) -> tuple[Path, Path]:
    old, new = build(tmp_path / "a", "A"), build(tmp_path / "b", "B")
    # A deploy a minute later: the files that differ are newer (Last-Modified has seconds).
    later = time.time() + 60
    for rel in ("index.html", "sw.js"):
        os.utime(new / rel, (later, later))
    return old, new


@pytest.fixture
def context(browser: Browser) -> Iterator[tuple[BrowserContext, list[str]]]:
    ctx = browser.new_context()
    problems: list[str] = []
    ctx.on(
        "request",
        lambda r: (
            problems.append("foreign: " + r.url) if urlparse(r.url).hostname not in LOCAL_HOSTS else None
        ),
    )
    ctx.add_init_script(SETTINGS)
    yield ctx, problems
    ctx.close()


def watch(page: Page, problems: list[str]) -> None:
    page.on("pageerror", lambda exc: problems.append(f"pageerror: {exc}"))
    page.on("console", lambda m: problems.append(f"console: {m.text}") if m.type == "error" else None)


def wait_ready(page: Page) -> None:
    page.wait_for_selector("html[data-py-ready]", state="attached", timeout=READY_TIMEOUT_MS)


def wait_worker(page: Page) -> None:
    # The worker takes control once its precache is complete (install, then activate + claim).
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=90_000)


def build_marker(page: Page) -> str:
    return page.evaluate("document.querySelector('meta[name=ludi-build]').content")


def start_pokern(page: Page) -> None:
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.click("[data-action='seat-kind'][data-arg='1:human']")
    page.click("[data-action='start']")
    page.wait_for_selector("#app [data-screen='table']")


def moves(page: Page) -> str:
    page.wait_for_selector(IDLE, state="attached")
    return page.evaluate("document.querySelector('#app [data-screen]').dataset.moves")


def precached(root: Path) -> set[str]:
    text = (root / "sw.js").read_text()
    urls = json.loads(text.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    return {"/" + u.removeprefix("./") for u in urls}


@contextmanager
def first_visit(
    root: Path, context: tuple[BrowserContext, list[str]], init_script: str = ""
) -> Iterator[tuple[Host, Page]]:
    """The site at ``root`` on a host of its own, opened and ready; no problem on the page."""
    ctx, problems = context
    host = Host(root)
    page = ctx.new_page()
    watch(page, problems)
    if init_script:
        page.add_init_script(init_script)
    try:
        page.goto(host.url + "/")
        wait_ready(page)
        yield host, page
    finally:
        host.stop()
    assert problems == [], problems


def test_first_visit_then_offline_reload_and_play(versions, context) -> None:
    site, _ = versions
    ctx, problems = context
    host = Host(site)
    page = ctx.new_page()
    watch(page, problems)
    fetched: set[str] = set()
    page.on("request", lambda r: fetched.add(urlparse(r.url).path))
    page.add_init_script(PROGRESS_PROBE)
    try:
        page.goto(host.url + "/")
        wait_ready(page)
        # The loading screen counted the bytes as they came: "x / y MB", rising to the total.
        progress = page.evaluate("window.__progress")
        assert len(progress) >= 3, progress
        got = [float(p.split(" / ")[0]) for p in progress]
        total = float(progress[-1].split(" / ")[1].removesuffix(" MB"))
        assert got == sorted(got) and got[-1] >= 0.9 * total and total > 5, progress
        wait_worker(page)
        # Everything the page needed is in the precache (nothing left to the network).
        assert fetched - precached(site) == set(), fetched - precached(site)
        assert not any("codemirror" in p or "xterm" in p for p in precached(site))
    finally:
        host.stop()
    ctx.set_offline(True)
    page.reload()
    wait_ready(page)
    assert build_marker(page) == "A"
    start_pokern(page)
    page.click("[data-kind='roll']")
    assert moves(page) == "1"
    assert page.evaluate("document.querySelector('.dice').dataset.rolled").strip() != ""
    assert problems == [], problems


def deploy(host: Host, page: Page, root: Path) -> Locator:
    """A new version on the host; the open tab checks (hourly, or on a visit) and offers it."""
    host.root = root
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    notice = page.locator(".notice--update")
    notice.wait_for(timeout=90_000)
    return notice


def test_new_version_is_offered_and_taken_only_when_the_player_agrees(versions, context) -> None:
    old, new = versions
    with first_visit(old, context) as (host, page):
        wait_worker(page)
        page.reload()  # a returning player, the page served by the worker
        wait_ready(page)
        start_pokern(page)
        page.click("[data-kind='roll']")
        page.click("[data-kind='stop']")
        page.locator("[data-kind='score']").first.click()
        page.click("[data-kind='roll']")
        before = moves(page)
        assert before == "4"
        sheet = page.locator("table.sheet").inner_html()

        notice = deploy(host, page, new)
        assert "new version" in notice.inner_text()
        # Until the player agrees, the old page gets only old files, and keeps playing.
        assert build_marker(page) == "A"
        assert 'content="B"' not in page.evaluate("fetch('./index.html').then((r) => r.text())")
        page.click("[data-kind='roll']")
        assert moves(page) == "5"
        assert page.locator(".notice--update").is_visible()  # between turns, still offered
        sheet = page.locator("table.sheet").inner_html()

        page.click("[data-action='update-reload']")
        page.wait_for_function(
            "document.querySelector('meta[name=ludi-build]')?.content === 'B'", timeout=90_000
        )
        wait_ready(page)
        # The game in progress came back by itself, exactly where it was.
        page.wait_for_selector("#app [data-screen='table']", timeout=60_000)
        assert moves(page) == "5"
        assert page.locator("table.sheet").inner_html() == sheet
        assert page.locator(".notice--update").count() == 0
        versions_kept = page.evaluate(
            "caches.keys().then((k) => k.filter((n) => /^ludi-[0-9a-f]{16}@/.test(n)))"
        )
        assert len(versions_kept) == 1  # the old version's cache is gone


def test_later_keeps_the_old_version(versions, context) -> None:
    old, new = versions
    with first_visit(old, context) as (host, page):
        wait_worker(page)
        deploy(host, page, new)
        page.click("[data-action='update-later']")
        assert page.locator(".notice--update").count() == 0
        page.wait_for_timeout(500)
        assert build_marker(page) == "A"
        # A new visit while the old version's tab is open still gets the old version, and the offer.
        page.reload()
        wait_ready(page)
        assert build_marker(page) == "A"
        page.locator(".notice--update").wait_for(timeout=30_000)


# Counts the page's calls to registration.update(), and lets a test move the page's clock on.
UPDATE_PROBE = """
window.__updates = 0;
window.__clockAhead = 0;
const plainUpdate = ServiceWorkerRegistration.prototype.update;
ServiceWorkerRegistration.prototype.update = function () {
  window.__updates += 1;
  return plainUpdate.call(this);
};
const plainNow = Date.now;
Date.now = () => plainNow() + window.__clockAhead;
"""
SHOW_AGAIN = """(state) => {
  Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => state});
  document.dispatchEvent(new Event('visibilitychange'));
}"""


def test_back_in_the_foreground_the_app_checks_for_a_new_version_at_most_once_a_minute(
    versions, context
) -> None:
    """An installed app on iPadOS rarely checks its worker: returning to it does, throttled."""
    old, new = versions
    with first_visit(old, context, UPDATE_PROBE) as (host, page):
        wait_worker(page)
        host.root = new  # a deploy while the app is in the background
        page.evaluate(SHOW_AGAIN, "hidden")
        page.evaluate(SHOW_AGAIN, "visible")
        assert page.evaluate("window.__updates") == 0  # registered less than a minute ago
        page.evaluate("window.__clockAhead = 61 * 1000")
        page.evaluate(SHOW_AGAIN, "hidden")  # hidden again: no check
        assert page.evaluate("window.__updates") == 0
        page.evaluate(SHOW_AGAIN, "visible")
        assert page.evaluate("window.__updates") == 1
        page.locator(".notice--update").wait_for(timeout=90_000)
        page.evaluate(SHOW_AGAIN, "visible")  # shown again at once: no second check
        assert page.evaluate("window.__updates") == 1
        assert build_marker(page) == "A"  # offered, not taken


def test_the_browsers_install_offer_is_kept_for_the_app_to_make(versions, context) -> None:
    """Chromium's beforeinstallprompt: a stand-in event here (the browser offers when it judges so)."""
    with first_visit(versions[0], context) as (_, page):
        state = "({available, standalone} = window.ludiInstall, {available, standalone})"
        assert page.evaluate(state) == {"available": False, "standalone": False}
        assert page.evaluate("window.ludiInstall.prompt()") == "unavailable"
        offered = page.evaluate(
            """() => {
              window.__ready = 0;
              window.addEventListener('ludi-install-ready', () => { window.__ready += 1; });
              const event = new Event('beforeinstallprompt', {cancelable: true});
              window.__prompted = 0;
              event.prompt = () => { window.__prompted += 1; return Promise.resolve(); };
              event.userChoice = Promise.resolve({outcome: 'accepted', platform: 'web'});
              window.dispatchEvent(event);
              const available = window.ludiInstall.available;
              return {prevented: event.defaultPrevented, ready: window.__ready, available};
            }"""
        )
        assert offered == {"prevented": True, "ready": 1, "available": True}
        assert page.evaluate("window.ludiInstall.prompt()") == "accepted"
        assert page.evaluate("[window.__prompted, window.ludiInstall.available]") == [1, False]
        assert page.evaluate("window.ludiInstall.prompt()") == "unavailable"  # an offer is made once
