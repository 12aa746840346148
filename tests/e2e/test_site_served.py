"""The published site (make site) served under a sub-path, as GitHub Pages serves a project.

``tools/build_site.py`` builds the folder; a server of each test's own serves it under
``/ludi/`` only (anything else is a 404), so a URL that is not relative fails here. Checked:
Chromium finds the app installable, one turn of each game by clicks, then offline the app
comes back and the table resumes; the caches it leaves are its own, named for the shared
origin (tools/sw.template.js, assets/boot/pyodide.mjs).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS, READY_TIMEOUT_MS, PageGuard
from playwright.sync_api import Browser, BrowserContext, BrowserType, Page
from test_romme import discard_something

import build_site
from serve import serve_in_background

pytestmark = pytest.mark.browser_context_args(service_workers="allow")  # what is tested

PREFIX = "/ludi/"
IDLE = "#app [data-screen][data-busy='0']"
FAST = (
    "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'instant');"
)
# Caches another site of the same origin (or an earlier release) may have left.
FOREIGN_CACHES = ["ludi-0123456789abcdef@/other-copy/", "someone-else", "runtime-snapshot"]
LEGACY_VERSION = "ludi-0123456789abcdef"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_site.build(tmp_path_factory.mktemp("site") / "site")


@pytest.fixture
def visit(browser: Browser, site: Path) -> Iterator[tuple[BrowserContext, Page, str, list[str], object]]:
    """A fresh profile on the site served under /ludi/; requests outside it are collected."""
    server, origin = serve_in_background(root=site, prefix=PREFIX)
    context = browser.new_context()
    context.add_init_script(FAST)
    outside: list[str] = []
    context.on(
        "request",
        lambda r: (
            outside.append(r.url)
            if r.url.startswith("http") and not urlparse(r.url).path.startswith(PREFIX)
            else None
        ),
    )
    page = context.new_page()
    guard = PageGuard()
    guard.attach(page)
    yield context, page, origin + PREFIX, outside, server
    server.shutdown()
    server.server_close()
    context.close()
    guard.check()


def wait_ready(page: Page) -> None:
    page.wait_for_selector("html[data-py-ready]", state="attached", timeout=READY_TIMEOUT_MS)


def moves(page: Page) -> int:
    page.wait_for_selector(IDLE, state="attached")
    return int(page.locator("#app [data-screen]").get_attribute("data-moves"))


def open_game(page: Page, game_id: str) -> None:
    """From the table to another game: the one before stays saved in its own slot."""
    page.click("[data-action='home']")
    page.click(f"[data-action='setup'][data-arg='{game_id}']")
    page.click("[data-action='start']")
    page.wait_for_selector(f"#app [data-screen='table'][data-game='{game_id}']")


def test_chromium_finds_the_app_installable(browser_type: BrowserType, site: Path, tmp_path: Path) -> None:
    """Chromium's own check, in a profile of its own (an incognito context never installs)."""
    server, origin = serve_in_background(root=site, prefix=PREFIX)
    context = browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    try:
        page = context.pages[0] if context.pages else context.new_page()
        guard = PageGuard()
        guard.attach(page)
        page.goto(origin + PREFIX)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["url"] == origin + PREFIX + "manifest.webmanifest"
        assert manifest.get("errors", []) == [], manifest["errors"]
        assert json.loads(manifest["data"])["name"] == "Ludi"
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        assert page.evaluate("window.ludiInstall.standalone") is False  # a browser tab
        guard.check(page)
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_a_turn_of_each_game_then_offline_the_table_resumes(visit) -> None:
    context, page, url, outside, server = visit
    page.goto(url + "manifest.webmanifest")  # same origin, no app yet: leave other sites' caches
    page.evaluate(
        """async (names) => {
          for (const name of names) await caches.open(name);
          const legacy = await caches.open('runtime-snapshot');
          const old = (path) => legacy.put(new URL(path, location.href).href, new Response('x'));
          await old('assets/vendor/pyodide/snapshot-old.bin');  // this copy's, from before
          await old('/other-copy/assets/vendor/pyodide/snapshot-x.bin');
        }""",
        [*FOREIGN_CACHES, LEGACY_VERSION],
    )
    page.goto(url)
    wait_ready(page)

    # Römisch Pokern, two humans: roll, stop, write the number (the second player's turn next).
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.click("[data-action='seat-kind'][data-arg='1:human']")
    page.click("[data-action='start']")
    page.wait_for_selector("#app [data-screen='table']")
    page.click("[data-kind='roll']")
    page.click("[data-kind='stop']")
    page.locator("[data-kind='score']").first.click()
    assert moves(page) == 3

    # Rommé against a bot: draw, discard; the bot's turn follows at once.
    open_game(page, "romme")
    page.click("[data-action='deal']")
    page.wait_for_selector(IDLE + " [data-kind='draw-stock']", state="attached")
    before = moves(page)
    page.click("[data-kind='draw-stock']")
    discard_something(page)
    page.wait_for_selector(IDLE + " [data-kind='draw-stock']", state="attached")  # my turn again
    assert moves(page) >= before + 3

    # Römer against bots: a card and its first action.
    open_game(page, "romer")
    page.click("[data-action='deal']")
    page.wait_for_selector(IDLE + " [data-action='card']", state="attached")
    before = moves(page)
    page.locator("[data-action='card']").first.click()
    page.locator("[data-action='act']").first.click()
    page.wait_for_selector(IDLE + " [data-action='card']", state="attached")
    played = moves(page)
    assert played > before

    # The worker took over (precache complete) and the runtime snapshot is kept: offline now.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_function(
        "document.documentElement.dataset.runtimeSnapshot === 'stored'", timeout=READY_TIMEOUT_MS
    )
    server.shutdown()
    server.server_close()
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.locator("[data-action='resume']").count() == 3  # each game kept its own
    page.click("[data-action='resume'][data-arg='ludi.save.romer']")
    page.wait_for_selector("#app [data-screen='table'][data-game='romer']")
    assert moves(page) == played

    # One version cache named for this copy's path, and its snapshot; the earlier release's
    # version cache and this copy's old snapshot are gone; what other sites keep stays.
    caches = set(page.evaluate("caches.keys()"))
    ours = {c for c in caches if c.endswith("@" + PREFIX)}
    assert len(ours) == 1 and ours.pop().startswith("ludi-")
    assert caches - {c for c in caches if c.endswith("@" + PREFIX)} == {"ludi-snapshot", *FOREIGN_CACHES}
    legacy = page.evaluate(
        "caches.open('runtime-snapshot').then((c) => c.keys()).then((k) => k.map((r) => r.url))"
    )
    assert [urlparse(u).path for u in legacy] == ["/other-copy/assets/vendor/pyodide/snapshot-x.bin"]
    assert outside == []
