"""Returning visits boot from a snapshot of the runtime's memory (assets/boot/pyodide.mjs).

The first ready page has a worker boot a second runtime and keep its memory in Cache
Storage; later loads restore it instead of booting Python. What a player must never notice:
a restored runtime deals new cards every game (the random module is reseeded), and a
snapshot that cannot be used only costs a normal boot.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from a11y_support import record_moves_before_end
from conftest import READY_TIMEOUT_MS, wait_ready
from playwright.sync_api import Browser, Page

from ludi.games.protocol import Seat  # noqa: E402 (a11y_support puts py/ on the path)

STATE = "document.documentElement.dataset.runtimeSnapshot"
STORED = f"{STATE} === 'stored'"
MOVES = "Number(document.querySelector('#app [data-screen]').dataset.moves)"


@pytest.fixture
def visitor(browser: Browser, base_url: str) -> Iterator[tuple[Page, list[str]]]:
    """A first visit on a fresh profile; the page's errors are collected."""
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.add_init_script("localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');")
    page.goto(base_url + "/")
    wait_ready(page)
    yield page, errors
    context.close()


def reload(page: Page) -> str | None:
    page.reload()
    wait_ready(page)
    return page.evaluate(STATE)


def new_pokern_seed(page: Page) -> int:
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.click("[data-action='seat-kind'][data-arg='1:human']")
    page.click("[data-action='start']")
    page.wait_for_selector("#app [data-screen='table']")
    return json.loads(page.evaluate("localStorage.getItem('ludi.save.romisch-pokern')"))["seed"]


def test_later_loads_restore_the_snapshot_and_still_deal_new_games(visitor: tuple[Page, list[str]]) -> None:
    page, errors = visitor
    assert page.evaluate(STATE) != "loaded"  # the first visit boots Python itself
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
    seeds = []
    for _ in range(2):
        page.evaluate("localStorage.removeItem('ludi.save.romisch-pokern')")
        assert reload(page) == "loaded"
        seeds.append(new_pokern_seed(page))
    # The same memory restored twice: without a reseed both games would share their seed.
    assert seeds[0] != seeds[1]
    assert not errors, errors


def test_the_snapshot_fits_the_memory_a_restore_copies_it_into(visitor: tuple[Page, list[str]]) -> None:
    """A restore copies the snapshot into the 30 MiB a new runtime starts with and cannot grow
    it first (Pyodide #6254): the heap at the snapshot stays well under that."""
    page, _ = visitor
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
    size = int(page.evaluate(f"{STATE}Bytes"))
    room = int(page.evaluate(f"{STATE}Room"))
    assert size <= 30 * 2**20 + 4096, size  # the first memory and the snapshot's header, no more
    assert room >= 4 * 2**20, f"only {room / 2**20:.1f} MiB left before the heap must grow"


def test_the_snapshot_holds_the_home_screen_code_already_imported(visitor: tuple[Page, list[str]]) -> None:
    """A restored load skips the app's own imports too, not only Python's boot: the module
    names are in the snapshot's memory only once imported (the zip's directory spells paths).
    The protocol and the table's modules, which the home screen imports only with a game
    opened (and the app names in its code), are recognised by their class docstrings; every
    game's engine, UI and catalogs are there too, so a restored page opens a game without
    compiling its modules."""
    page, errors = visitor
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
    names = [
        "ludi.ui.app",
        "ludi.ui.home",
        "ludi.ui.table_screen",
        "ludi.ui.i18n.de",
        "ludi.ui.i18n.fr",
        "Raised for any action the rules forbid",  # ludi.games.protocol.IllegalAction
        "What a game UI gets to render the table",  # ludi.ui.game_ui.TableContext
        "ludi.games.romme.state",
        "ludi.ui.romme.lang_fr",
        "ludi.games.romer.state",
        "ludi.ui.romer.lang_de",
        "ludi.games.romisch_pokern.solver",
        "ludi.ui.pokern.game_ui",
    ]
    found = page.evaluate(
        """async (names) => {
          const cache = await caches.open('ludi-snapshot');
          const [request] = await cache.keys();
          const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
          const text = new TextDecoder('latin1').decode(bytes);
          return names.filter((name) => text.includes(name));
        }""",
        names,
    )
    assert found == names
    assert reload(page) == "loaded"
    assert page.locator("[data-action='setup']").count() == 3
    assert not errors, errors


def test_a_snapshot_that_cannot_be_used_costs_only_a_normal_boot(visitor: tuple[Page, list[str]]) -> None:
    page, errors = visitor
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
    page.evaluate(
        """async () => {
          const cache = await caches.open('ludi-snapshot');
          const garbage = () => new Response(new Uint8Array(64));
          for (const request of await cache.keys()) await cache.put(request, garbage());
        }"""
    )
    assert reload(page) == "discarded"
    assert page.locator("[data-action='setup']").count() == 3  # the home screen, every game
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)  # made again from this runtime
    assert reload(page) == "loaded"
    assert page.locator("[data-action='setup']").count() == 3
    assert not errors, errors


IPAD_DESKTOP_UA = (
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)"
    " Version/26.0 Safari/605.1.15"
)


def test_on_an_ipad_the_snapshot_worker_takes_the_pages_ios_branch(browser: Browser, base_url: str) -> None:
    """An iPad asking for desktop sites says "Macintosh" and is known by its touch points,
    which a worker's navigator lacks: the worker used to take the WebAssembly path that crashed
    iPads while the page took the safe one. Both must run Pyodide's iOS branch."""
    context = browser.new_context(user_agent=IPAD_DESKTOP_UA, has_touch=True)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setUserAgentOverride", {"userAgent": IPAD_DESKTOP_UA, "platform": "MacIntel"})
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    try:
        page.goto(base_url + "/")
        wait_ready(page)
        assert page.evaluate("[navigator.platform, navigator.maxTouchPoints]") == ["MacIntel", 5]
        assert page.evaluate("document.documentElement.dataset.runtimeIos") == "true"
        page.wait_for_function(f"{STATE} === 'stored' || {STATE} === 'failed'", timeout=READY_TIMEOUT_MS)
        assert page.evaluate("document.documentElement.dataset.runtimeSnapshotIos") == "true"
        assert page.evaluate(STATE) == "stored"
    finally:
        context.close()


def test_on_a_desktop_both_take_the_same_ordinary_branch(visitor: tuple[Page, list[str]]) -> None:
    page, errors = visitor
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.runtimeIos") == "false"
    assert page.evaluate("document.documentElement.dataset.runtimeSnapshotIos") == "false"
    assert errors == []


def test_try_again_after_a_fault_boots_python_afresh_and_goes_back_to_the_game(
    visitor: tuple[Page, list[str]],
) -> None:
    """After a fault the app's "Try again" asks for Python afresh and for the game it happened
    in (py/ludi/ui/lifecycle.py, tested in tests/unit/ui/test_faults.py) and reloads: the
    snapshot the fault may have come from is dropped, the game comes back, a new snapshot is
    made, and the request is used once."""
    page, errors = visitor
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
    new_pokern_seed(page)
    page.evaluate(
        "sessionStorage.setItem('ludi.fresh-start', '1');"
        "sessionStorage.setItem('ludi.resume-after-update', 'romisch-pokern')"
    )
    assert reload(page) == "dropped"
    page.wait_for_selector("#app [data-screen='table']")  # back at the game
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)  # made again from a fresh runtime
    assert reload(page) == "loaded"
    assert page.locator("[data-action='setup']").count() == 3  # the request was used once
    assert not errors, errors


# Each change of the snapshot's state, with whether a table was busy then (bots playing); and
# when the page last became calm (nothing busy) before that change.
SNAPSHOT_STATES = """
window.__snapshotStates = [];
window.__calmSince = null;
new MutationObserver(() => {
  const busy = !!document.querySelector("#app [data-busy='1']");
  if (busy) window.__calmSince = null;
  else if (window.__calmSince === null) window.__calmSince = performance.now();
  const state = document.documentElement.dataset.runtimeSnapshot;
  const last = window.__snapshotStates[window.__snapshotStates.length - 1];
  if (!last || last[0] !== state) {
    const calm = window.__calmSince === null ? null : performance.now() - window.__calmSince;
    window.__snapshotStates.push([state, busy, calm]);
  }
}).observe(document, {subtree: true, childList: true, attributes: true,
                      attributeFilter: ["data-runtime-snapshot", "data-busy"]});
"""


def test_the_second_runtime_boots_when_no_bot_is_playing(visitor: tuple[Page, list[str]]) -> None:
    """Booting the runtime to snapshot takes a core for about a second: while bots played it
    stretched their animated frames past 50 ms on two cores, and begun the moment a table
    stopped being busy, it slowed what came next (the table drawn after Start, the next bot's
    move). A page that comes back to a bots' game (no snapshot yet) waits for a pause (here
    the round's summary) that has lasted a moment."""
    page, errors = visitor
    page.wait_for_function(STORED, timeout=READY_TIMEOUT_MS)
    # Bots' game saved a few of their moves before the round's summary (from the deal, the
    # round took 20 s of the test), at the quick pace: busy all the same, in half the time.
    bots = tuple(Seat(name, "bot", "normal") for name in ("A", "B", "C"))
    record = record_moves_before_end("romer", {}, bots, 3, 8, of_round=True)
    page.evaluate(
        "record => { localStorage.setItem('ludi.save.romer', record);"
        " localStorage.setItem('ludi.bot-speed', 'fast'); }",
        record,
    )
    page.add_init_script(SNAPSHOT_STATES)
    page.evaluate(
        "sessionStorage.setItem('ludi.fresh-start', '1');"
        "sessionStorage.setItem('ludi.resume-after-update', 'romer')"
    )
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#app [data-screen='table']")
    page.wait_for_function(STORED, timeout=90_000)
    states = page.evaluate("window.__snapshotStates")
    assert ["waiting", True] in [state[:2] for state in states], states
    making = [(busy, calm) for state, busy, calm in states if state == "making"]
    assert len(making) == 1 and making[0][0] is False, states
    assert making[0][1] >= 1000, states  # calm for a moment first (1.5 s, checked every 250 ms)
    assert page.locator("[data-action='next-round']").count() == 1  # made during the summary
    assert not errors, errors
