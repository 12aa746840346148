"""Records in the browser: a game file exported, imported, replayed, shared by link and opened
from the link, for each game; hostile files through the page; the history in IndexedDB after a
reload; the statistics screen at three sizes (screenshots in build/screenshots/)."""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

import pytest
from a11y_support import record_played_out
from conftest import wait_ready
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests" / "unit"))

from test_cli_hostile import HOSTILE_NAMES, _hostile  # noqa: E402

from ludi.cli import play_bot_game  # noqa: E402
from ludi.games.protocol import GameRecord, Seat  # noqa: E402
from ludi.ui.records import archive as kept_games  # noqa: E402
from ludi.ui.records import codec  # noqa: E402

SETTINGS = (
    "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'instant');"
)
GAMES = {"romisch-pokern": ["easy", "easy"], "romme": ["easy", "easy"], "romer": ["easy"] * 4}
SHOTS = ROOT / "build" / "screenshots"


def open_app(page: Page, base_url: str, path: str = "/") -> None:
    page.add_init_script(SETTINGS)
    page.goto(base_url + path)
    wait_ready(page)


def choose_file(page: Page, data: bytes, name: str = "game.json") -> None:
    """Pick ``data`` in the visible file chooser, as a player would."""
    page.evaluate("document.querySelectorAll('.records-notice').forEach((e) => e.remove())")
    chooser = page.locator("input[data-field='import-file']").first
    chooser.set_input_files({"name": name, "mimeType": "application/json", "buffer": data})


def stored(page: Page) -> dict:
    return page.evaluate("Object.fromEntries(Object.entries(localStorage))")


def archive_text(page: Page) -> str | None:
    return page.evaluate(
        """() => new Promise((resolve) => {
            const open = indexedDB.open('ludi-records', 1);
            open.onupgradeneeded = () => open.result.createObjectStore('kept');
            open.onsuccess = () => {
                const get = open.result.transaction('kept').objectStore('kept').get('archive');
                get.onsuccess = () => { open.result.close(); resolve(get.result ?? null); };
                get.onerror = () => resolve(null);
            };
            open.onerror = () => resolve(null);
        })"""
    )


def step(page: Page) -> tuple[int, int]:
    status = page.locator(".replay__status")
    return int(status.get_attribute("data-step")), int(status.get_attribute("data-total"))


@pytest.mark.parametrize("game", list(GAMES))
def test_export_import_replay_share_and_open_the_link(game: str, page: Page, guard, base_url: str) -> None:
    record = play_bot_game(game, GAMES[game], seed=11).record()
    open_app(page, base_url)
    choose_file(page, record.dumps().encode())
    page.wait_for_selector("[data-screen='replay']")
    assert step(page) == (0, len(record.actions))
    page.click("[data-action='replay-forward']")
    page.click("[data-action='replay-next-round']")
    assert 0 < step(page)[0] <= len(record.actions)
    page.keyboard.press("End")
    assert step(page) == (len(record.actions), len(record.actions))
    # export: the record's download is the record itself
    with page.expect_download() as done:
        page.click("a[download][data-focus-key='download']")
    exported = Path(done.value.path()).read_bytes()
    assert json.loads(exported) == record.to_json()
    # import what was exported
    page.click("[data-action='home']")
    choose_file(page, exported, done.value.suggested_filename)
    page.wait_for_selector("[data-screen='replay']")
    # share: the link's payload is what Python's zlib makes, and opening it replays the game
    page.click("[data-action='share']")
    link = page.locator("input.share__link").input_value()
    assert link.startswith(base_url) and link.endswith(codec.share_fragment(record))
    other = page.context.new_page()
    other.add_init_script(SETTINGS)
    other.goto(link)
    wait_ready(other)
    other.wait_for_selector("[data-screen='replay']")
    assert step(other) == (0, len(record.actions))
    assert "#" not in other.url  # a reload comes home
    other.close()


#: Every seat of each card game taken, by names as players type them.
FULL_ROMME = ("Julia", "Maximilian", "Konstantin", "Valentinian", "Aurelia", "Octavius")
FULL_TABLES = {"romer": FULL_ROMME[:4], "romme": FULL_ROMME}


@pytest.mark.parametrize("game", ["romer", "romme"])
def test_a_replay_on_a_phone_steps_on_with_the_table_in_view(
    game: str, page: Page, guard, base_url: str
) -> None:
    """At 390x844 the replay's panel (title, slider, whose cards, share, download, close) took
    the first 540 px: each step changed a table below the fold. The steps stay in view over
    the table wherever it is scrolled, and leave most of the screen to it. With six players
    the choice of whose cards to show was one row 763 px wide: the page scrolled sideways."""
    page.set_viewport_size({"width": 390, "height": 844})
    seats = tuple(Seat(name, "bot", "easy") for name in FULL_TABLES[game])
    record = GameRecord.loads(record_played_out(game, {}, seats, 11, of_round=False))
    open_app(page, base_url)
    choose_file(page, record.dumps().encode())
    page.wait_for_selector("[data-screen='replay']")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    table = page.locator(".replay__table")
    table.evaluate("(el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY)")
    for expected in range(1, 4):
        forward = page.locator("[data-action='replay-forward']")
        box = forward.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844, box
        steps = page.locator(".replay__steps").bounding_box()
        assert steps is not None and steps["height"] <= 844 * 0.2, steps
        forward.click()
        assert step(page)[0] == expected
    # Scrolled to the end, the table's last part is not under the steps.
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    last = table.bounding_box()
    steps = page.locator(".replay__steps").bounding_box()
    assert last is not None and steps is not None
    assert last["y"] + last["height"] > steps["y"] + steps["height"]


def test_a_share_link_pasted_into_the_tab_already_showing_the_app_opens(
    page: Page, guard, base_url: str
) -> None:
    """Only the fragment changes (no new page load): the app follows the address, also in the
    middle of a game (which stays saved)."""
    record = play_bot_game("romer", GAMES["romer"], seed=11).record()
    open_app(page, base_url)
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.wait_for_selector("[data-screen='setup'][data-busy='0']")
    page.evaluate("(fragment) => { location.hash = fragment; }", codec.share_fragment(record))
    page.wait_for_selector("[data-screen='replay']")
    assert step(page) == (0, len(record.actions))
    page.wait_for_function("!location.hash")  # a reload comes home


def test_the_browsers_deflate_raw_reads_and_writes_the_links_bytes(page: Page, guard, base_url: str) -> None:
    """CompressionStream('deflate-raw') and zlib (wbits=-15) read each other's bytes, and in
    Debian's Chromium (built on the system's zlib) write the same ones: 4,768 bytes for this
    record. Chromium's own zlib fork, which Google's Chrome and Node bundle, finds other
    matches (4,709 bytes in Node 20), so the app never relies on equal bytes: only on each
    side reading the other's, which the second half checks with a link the browser wrote."""
    open_app(page, base_url)
    text = play_bot_game("romme", GAMES["romme"], seed=11).record().dumps()
    python = codec.deflate_raw(text.encode())
    answer = page.evaluate(
        """async ([text, packed]) => {
            const pipe = async (bytes, stream) => new Uint8Array(
                await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
            const browser = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
            const fromPython = Uint8Array.from(atob(packed), (c) => c.charCodeAt(0));
            const unpacked = await pipe(fromPython, new DecompressionStream('deflate-raw'));
            return {browser: btoa(String.fromCharCode(...browser)),
                    unpacked: new TextDecoder().decode(unpacked)};
        }""",
        [text, base64.b64encode(python).decode()],
    )
    browser = base64.b64decode(answer["browser"])
    assert answer["unpacked"] == text  # the browser reads Python's bytes
    assert codec.inflate_raw(browser) == text.encode()  # Python reads the browser's
    assert browser == python, (len(browser), len(python))
    other = page.context.new_page()  # a link written with the browser's bytes opens too
    other.add_init_script(SETTINGS)
    other.goto(base_url + "/#g=" + codec.b64url(browser))
    wait_ready(other)
    other.wait_for_selector("[data-screen='replay']")
    other.close()


def test_hostile_files_through_the_page_change_nothing(page: Page, guard, base_url: str) -> None:
    waiting = play_bot_game("romisch-pokern", ["easy", "easy"], seed=5)
    good = waiting.record().to_json()
    open_app(page, base_url)
    page.click("[data-action='stats']")  # the archive exists, empty
    page.wait_for_selector(".stats__empty")
    page.click("[data-action='home']")
    before = stored(page)
    for name in HOSTILE_NAMES:
        data = _hostile(good)[name]
        choose_file(page, data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"))
        notice = page.locator(".records-notice")
        notice.wait_for()
        text = notice.inner_text()
        assert text.strip() and len(text) < 300 and "Traceback" not in text, (name, text)
        assert page.locator("[data-screen='home']").count() == 1, name
    assert stored(page) == before
    assert json.loads(archive_text(page) or '{"results": []}')["results"] == []


def test_a_finished_game_is_in_the_history_after_a_reload(page: Page, guard, base_url: str) -> None:
    open_app(page, base_url)
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.click("[data-action='seat-kind'][data-arg='0:bot']")
    page.click("[data-action='start']")
    page.wait_for_selector("[data-screen='end']", timeout=120_000)
    page.wait_for_function("document.documentElement.dataset.pyReady")
    page.wait_for_function(
        """() => new Promise((resolve) => {
            const open = indexedDB.open('ludi-records', 1);
            open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('kept')) { db.close(); resolve(false); return; }
                const get = db.transaction('kept').objectStore('kept').get('archive');
                get.onsuccess = () => { db.close(); resolve(!!get.result); };
            };
        })"""
    )
    page.reload()
    wait_ready(page)
    page.click("[data-action='stats']")
    page.wait_for_selector(".history__item")
    assert page.locator(".history__item").count() == 1
    assert page.locator("[data-game='romisch-pokern'] .stat-card").count() == 2
    page.click("[data-action='replay-game']")
    page.wait_for_selector("[data-screen='replay']")
    page.click("[data-action='replay-close']")
    page.wait_for_selector("[data-screen='stats']")


def test_statistics_screen_at_three_sizes(page: Page, guard, base_url: str) -> None:
    kept = kept_games.Kept()
    for i, (game, levels) in enumerate(GAMES.items()):
        for seed in range(4):
            state = play_bot_game(game, levels, seed=seed)
            names = ["Julia", "Marcus", "Livia", "Gaius"]
            data = state.record().to_json()
            data["seats"] = [{"name": names[s], "kind": "human"} for s in range(len(levels) - 1)] + [
                data["seats"][-1]
            ]
            from ludi.games.protocol import GameRecord
            from ludi.games.registry import replay

            replayed = replay(GameRecord.from_json(data))
            kept = kept_games.add(kept, *kept_games.finished(replayed, 1_700_000_000 + 3600 * (4 * i + seed)))
    open_app(page, base_url)
    page.click("[data-action='stats']")
    page.wait_for_selector(".stats__empty")
    choose_file(page, kept.dumps().encode(), "ludi-backup.json")
    page.wait_for_selector(".stat-card")
    assert "12 games added" in page.locator(".records-notice").inner_text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in ((1024, 768), (768, 1024), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, (width, overflow)
        for control in page.locator("main button, main .btn").all():
            box = control.bounding_box()
            assert box is not None and box["height"] >= 44 and box["width"] >= 44, box
        # Viewport shots only: a full-page capture of this tall screen once hung Chromium for 30 s
        # on a loaded two-core machine, and the top and the end are what a reviewer looks at.
        page.screenshot(path=str(SHOTS / f"stats-{width}x{height}-top.png"))
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        page.screenshot(path=str(SHOTS / f"stats-{width}x{height}-end.png"))
        page.evaluate("window.scrollTo(0, 0)")
    with page.expect_download() as done:
        page.click("[data-action='backup']")
    assert kept_games.load(json.loads(Path(done.value.path()).read_text())) == kept
    page.click("[data-action='reset']")
    page.click("[data-action='reset'][data-arg='confirm']")
    page.wait_for_selector(".stats__empty")
    page.reload()
    wait_ready(page)
    page.click("[data-action='stats']")
    page.wait_for_selector(".stats__empty")


def test_install_hint_where_the_browser_has_no_offer(page: Page, guard, base_url: str) -> None:
    page.add_init_script("Object.defineProperty(navigator, 'standalone', {value: false})")
    open_app(page, base_url)
    hint = page.locator(".install-hint")
    hint.wait_for()
    assert "Add to Home Screen" in hint.inner_text()
    page.click("[data-action='dismiss-install']")
    assert page.locator(".install-hint").count() == 0
    page.reload()
    wait_ready(page)
    assert page.locator(".install-hint").count() == 0


def test_install_button_where_the_browser_offers_it(page: Page, guard, base_url: str) -> None:
    open_app(page, base_url)
    assert page.locator("[data-action='install']").count() == 0
    page.evaluate(
        """() => {
            const offer = new Event('beforeinstallprompt');
            offer.prompt = () => { window.__prompted = true; return Promise.resolve(); };
            offer.userChoice = Promise.resolve({outcome: 'accepted'});
            window.dispatchEvent(offer);
        }"""
    )
    page.click("[data-action='install']")
    page.wait_for_function("window.__prompted === true")
    page.wait_for_function("!document.querySelector(\"[data-action='install']\")")


#: Counts the app's paints of #app until Python is ready, and makes the browser's install
#: offer before Python starts (as Chromium does once the worker is there: a returning visit).
PAINTS_UNTIL_READY = """
window.__paints = 0;
let inner;
Object.defineProperty(window, 'ludiMorph', {configurable: true, get() { return inner; }, set(morph) {
  inner = (...args) => {
    if (!document.documentElement.dataset.pyReady) window.__paints += 1;
    return morph(...args);
  };
}});
document.addEventListener('DOMContentLoaded', () => {
  const offer = new Event('beforeinstallprompt');
  offer.prompt = () => Promise.resolve();
  offer.userChoice = Promise.resolve({outcome: 'dismissed'});
  window.dispatchEvent(offer);
});
"""


def test_the_home_screen_is_painted_once_at_start_with_the_install_offer_in_it(
    page: Page, guard, base_url: str
) -> None:
    """The offers known before Python starts (install, a waiting update) are in the first
    render: painting the home screen a second time cost 20-40 ms of every returning start."""
    page.add_init_script(PAINTS_UNTIL_READY)
    open_app(page, base_url)
    assert page.evaluate("window.ludiInstall.available") is True
    assert page.locator("[data-action='install']").count() == 1
    assert page.evaluate("window.__paints") == 1
