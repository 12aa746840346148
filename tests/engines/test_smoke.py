"""The app in Safari's engine (WebKitGTK) and in Firefox ESR, as a player meets it: it starts,
each game plays a round to its summary by taps (Römer's as an iPad), a reload mid-game
resumes, a finished game lands in the statistics (IndexedDB), a share link opens, a card is
dragged in Rommé's hand (whose cards' letters follow their width), the runtime's snapshot is
made and restored, and the app comes back offline through its service worker. Once more as an
iPad: Pyodide's iOS branch on the page and in the worker. On a phone held across: the tray
beside the table, and "Learn to play" bringing what its words point at into view."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from conftest import ENGINES, open_engine
from drivers import EngineError, EnginePage

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests/e2e"))

from across_probe import ACROSS, LOOK, TABLE_PARTS, TRAY_TAPS  # noqa: E402
from glide_probe import GLIDE_ON_A_GLIDE, starts_where_seen  # noqa: E402
from guide_probe import NEXT, SHOWN_BUTTON, UNSEEN  # noqa: E402
from hand_letters import HAND_CARDS, letters_off  # noqa: E402
from start_files import DOWNLOADS, EARLY_FILES  # noqa: E402
from table_play import SETTLED, deal_or_act  # noqa: E402

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import GameRecord, Seat  # noqa: E402
from ludi.ui.records import codec  # noqa: E402
from serve import serve_in_background  # noqa: E402

READY = "() => !!document.documentElement.dataset.pyReady"
BOOT_S = 120.0  # WebKit boots Pyodide slowly (no compiled-code cache): a first visit here
SEATS = {
    "romme": (Seat("Julia"), Seat("Marcus", "bot", "easy")),
    "romer": (Seat("Julia"), Seat("Marcus", "bot", "easy"), Seat("Livia", "bot", "easy")),
    "romisch-pokern": (Seat("Julia"), Seat("Marcus", "bot", "easy")),
}
SNAPSHOT = "() => document.documentElement.dataset.runtimeSnapshot"
JULIAS_TURN = ".banner[data-current='0']"
IDLE = "#app [data-screen][data-busy='0']"
#: Deals whose first round ends soonest under Julia's plain moves against the easy bots: Rommé
#: 21 steps (seed 3: 43), Römer 9 (seed 3: 19), counted in Chromium. A step by taps costs about
#: a second in WebKit, and these tests ask only that a whole round plays to its summary.
SHORT_ROUND = {"romme": 2, "romer": 4}


def start(page: EnginePage, base_url: str, settings: dict[str, str] | None = None) -> None:
    """The app at its home screen with these stored settings. The engines' drivers have no
    script that runs before the page's own: the settings are written from another document
    of the same site (the icon), so the app boots once, as on a player's first visit."""
    page.goto(base_url + "/assets/icon.svg")
    stored = {"ludi.lang": "en", "ludi.speed": "off", "ludi.bot-speed": "instant", **(settings or {})}
    store = "(items) => { for (const [k, v] of items) localStorage.setItem(k, v); }"
    page.evaluate(store, list(stored.items()))
    page.goto(base_url + "/")
    wait_booted(page)


#: What the page shows and how far its start came, for a start that never ended.
BOOT_STATE = """() => ({
  marks: {...document.documentElement.dataset},
  stages: performance.getEntriesByType('mark').map(m => `${m.name}@${Math.round(m.startTime)}`),
  files: performance.getEntriesByType('resource').map(r => r.name.split('/').pop()).slice(-12),
  shown: (document.querySelector('.loading, #app') || document.body).innerText.slice(0, 200),
})"""


class BootNeverEnded(AssertionError):
    """The page was not ready after ``BOOT_S``: what it showed and how far it came, to tell a
    start that hung from one that failed (a WebKit page once stayed on its loading screen for
    the whole 120 s on CI; it has not happened on demand)."""


def wait_booted(page: EnginePage) -> None:
    try:
        page.wait_for_function(READY, timeout=BOOT_S)
    except EngineError as error:
        try:
            state = page.evaluate(BOOT_STATE)
        except EngineError as unreadable:
            state = f"unreadable: {unreadable}"
        raise BootNeverEnded(f"{page.name}: the app's start never ended: {state}") from error


def open_saved(page: EnginePage, base_url: str, game: str, seed: int = 3, record: str | None = None) -> None:
    record = record or GameRecord(game, {}, SEATS[game], seed).dumps()
    start(page, base_url, {"ludi.save": record})
    page.click("[data-action='resume']")
    page.wait_for_selector("#app [data-screen='table']")


def play_until(page: EnginePage, game: str, done: str, steps: int = 500) -> None:
    """Julia's plain moves until ``done`` (a selector) is on the page."""
    for _ in range(steps):
        page.wait_for_function(SETTLED, timeout=60)
        if page.locator(done).count():
            return
        if page.locator("[data-action='next-round']").count():
            page.click("[data-action='next-round']")
            continue
        assert deal_or_act(page, game), f"{page.name}: Julia's turn, and nothing to tap"
    pytest.fail(f"{page.name}: {done} not reached in {steps} steps")


def test_a_glide_begun_while_another_runs_starts_where_the_card_is_seen(
    engine: EnginePage, base_url: str
) -> None:
    """The browser suite's test of two glides, the second begun halfway through the first, in
    this engine: the running one is cancelled through the Web Animations API before the new
    places are read (``assets/render.js``)."""
    start(engine, base_url)
    problem = starts_where_seen(engine.evaluate(GLIDE_ON_A_GLIDE))
    assert problem is None, problem


def test_a_round_of_romme_plays_to_its_summary_by_taps(engine: EnginePage, base_url: str) -> None:
    """Römer's round plays in the iPad's test below (the same table, the iOS branch's runtime):
    each engine plays each game once (Pokern's end below), not twice (half a minute in WebKit)."""
    open_saved(engine, base_url, "romme", seed=SHORT_ROUND["romme"])
    play_until(engine, "romme", "[data-action='next-round'], [data-screen='end']")
    title = engine.locator(".summary .page-title, [data-screen='end'] h1").first.inner_text()
    assert "over" in title or "end" in title.lower(), title


def pokern_final_round() -> str:
    """A Pokern game in its final round (a column is full), Julia to play: the engine's own
    normal bots played both seats up to there. Played from the start by taps, the game took
    most of a minute in WebKit for what this test is about: its end."""
    d = registry.get("romisch-pokern")
    for seed in range(1, 100):
        state = d.new_game(d.rules_class(), SEATS["romisch-pokern"], seed)
        bots = [d.bots["normal"](seat, seed) for seat in range(2)]
        while not state.is_over and not (state.final_round and state.current_seat == 0):
            seat = state.current_seat
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        if not state.is_over:
            return state.record().dumps()
    raise AssertionError("no seed left Julia a turn in the final round")


def test_a_finished_game_reaches_the_statistics(engine: EnginePage, base_url: str) -> None:
    """Pokern's final round to the game's end by taps; the game is kept in IndexedDB and counted."""
    open_saved(engine, base_url, "romisch-pokern", record=pokern_final_round())
    play_until(engine, "romisch-pokern", "[data-screen='end']", steps=200)
    engine.click("[data-action='home']")
    engine.wait_for_selector("[data-action='stats']")
    engine.click("[data-action='stats']")
    engine.wait_for_selector(".history__item")
    assert engine.locator(".history__item").count() == 1
    julia = "[data-game='romisch-pokern'] .stat-card[data-player='Julia'] [data-stat='played'] dd"
    assert engine.locator(julia).first.inner_text() == "1"


def test_each_file_of_the_start_is_downloaded_once(engine: EnginePage, base_url: str) -> None:
    """A preload the engine cannot hand to the runtime's fetch is a second download of the same
    file during the start (WebKit never reuses an ``as=fetch`` preload: 2 MB more on an iPad's
    first visit)."""
    start(engine, base_url)
    counts = engine.evaluate(DOWNLOADS, list(EARLY_FILES))
    assert dict(zip(EARLY_FILES, counts)) == dict.fromkeys(EARLY_FILES, 1), engine.name


def test_a_reload_mid_game_resumes_the_same_game(engine: EnginePage, base_url: str) -> None:
    open_saved(engine, base_url, "romme", seed=5)
    play_until(engine, "romme", ".banner[data-phase='play'][data-current='0']", steps=40)  # Julia has drawn
    saved = engine.evaluate("() => localStorage.getItem('ludi.save.romme')")
    moves = engine.locator("#app [data-screen]").get_attribute("data-moves")
    engine.reload()
    wait_booted(engine)
    engine.click("[data-action='resume']")
    engine.wait_for_selector("#app [data-screen='table'][data-busy='0']")
    assert engine.locator("#app [data-screen]").get_attribute("data-moves") == moves
    assert engine.evaluate("() => localStorage.getItem('ludi.save.romme')") == saved


def test_a_card_is_dragged_to_another_place_in_rommes_hand(engine: EnginePage, base_url: str) -> None:
    open_saved(engine, base_url, "romme", seed=5)
    play_until(engine, "romme", ".banner[data-phase='play'][data-current='0']", steps=40)
    order = "() => [...document.querySelectorAll('.hand [data-drag]')].map((e) => e.dataset.flip)"
    before = engine.evaluate(order)
    engine.drag(".hand li:nth-child(1) [data-drag]", ".hand li:nth-child(5) [data-drop]")
    engine.wait_for_function(f"() => ({order})()[0] !== {json.dumps(before[0])}", timeout=10)
    after = engine.evaluate(order)
    assert sorted(after) == sorted(before) and after != before
    assert engine.locator(".hc.is-selected").count() == 0  # a drag is not a tap
    # Each card's letter follows its width, measured by the hand as the one size container.
    measured = engine.evaluate(HAND_CARDS)
    assert measured["containers"] == ["hand"] and measured["cards"], measured
    assert not letters_off(measured), f"{engine.name}: {letters_off(measured)}"


def test_a_share_link_opens_its_game_as_a_replay(engine: EnginePage, base_url: str) -> None:
    from ludi.cli import play_bot_game

    record = play_bot_game("romisch-pokern", ["easy", "easy"], seed=11).record()
    start(engine, base_url)
    engine.goto("about:blank")  # a link opened afresh (a link pasted into the open tab: tests/e2e)
    engine.goto(base_url + "/" + codec.share_fragment(record))
    engine.wait_for_selector("[data-screen='replay']", timeout=BOOT_S)
    status = engine.locator(".replay__status")
    assert status.get_attribute("data-total") == str(len(record.actions))


def test_the_runtime_snapshot_is_made_then_restored(engine: EnginePage, base_url: str) -> None:
    start(engine, base_url)
    engine.wait_for_function(f"() => ['stored', 'failed'].includes(({SNAPSHOT})())", timeout=BOOT_S)
    assert engine.evaluate(SNAPSHOT) == "stored"
    # It fits the 30 MiB a restore copies it into, with room to spare (tests/e2e's reason).
    room = int(engine.evaluate("() => document.documentElement.dataset.runtimeSnapshotRoom"))
    assert room >= 4 * 2**20, room
    engine.reload()
    wait_booted(engine)
    assert engine.evaluate(SNAPSHOT) == "loaded"
    engine.click("[data-action='setup'][data-arg='romisch-pokern']")
    engine.wait_for_selector("[data-screen='setup']")


def test_the_app_comes_back_offline_through_its_service_worker(engine: EnginePage) -> None:
    server, url = serve_in_background()
    try:
        engine.goto(url + "/")
        wait_booted(engine)
        engine.wait_for_function(
            "() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state === 'activated')",
            timeout=BOOT_S,
        )
        engine.reload()  # now under the worker's control
        wait_booted(engine)
        assert engine.evaluate("() => !!navigator.serviceWorker.controller")
    finally:
        server.shutdown()
        server.server_close()
    engine.reload()  # the server is gone: everything comes from the worker's cache
    wait_booted(engine)
    assert engine.locator("[data-action='setup'][data-arg='romme']").count() == 1


@pytest.mark.parametrize("name", ENGINES)
def test_as_an_ipad_page_and_worker_take_the_ios_branch_and_a_round_plays(
    name: str, display: str, base_url: str
) -> None:
    """WebKit names itself as an iPad (iPadOS 26); Firefox presents itself as iPadOS does by
    default, a Mac with touch points, with JSPI present (the iPadOS 27 path)."""
    page = open_engine(name, display, ipad=True)
    try:
        start(page, base_url)
        assert page.evaluate("() => document.documentElement.dataset.runtimeIos") == "true"
        page.wait_for_function(f"() => ['stored', 'failed'].includes(({SNAPSHOT})())", timeout=BOOT_S)
        assert page.evaluate("() => document.documentElement.dataset.runtimeSnapshotIos") == "true"
        assert page.evaluate(SNAPSHOT) == "stored"
        page.reload()
        wait_booted(page)
        assert page.evaluate(SNAPSHOT) == "loaded"
        open_saved(page, base_url, "romer", seed=SHORT_ROUND["romer"])
        play_until(page, "romer", "[data-action='next-round'], [data-screen='end']")
    finally:
        page.close()


@pytest.mark.parametrize("name", ENGINES)
def test_on_a_phone_held_across_the_tray_stands_beside_the_table(
    name: str, display: str, base_url: str
) -> None:
    """The screen's right half is the tray (a fixed box), the table scrolls beside it: Römer's
    chariots and trick, brought into view, lie clear of it, with the hand's cards on the screen
    (tests/e2e/test_phone_across.py in Chromium, for every game)."""
    page = open_engine(name, display, size=ACROSS)
    try:
        open_saved(page, base_url, "romer")
        page.wait_for_function(SETTLED, timeout=60)
        if page.locator("[data-action='deal']").count():
            page.click("[data-action='deal']")  # the round's rules before its first deal
        julias_turn = f'() => ({SETTLED})() && !!document.querySelector("{JULIAS_TURN}")'
        page.wait_for_function(julias_turn, timeout=60)
        seen = page.evaluate(LOOK, [TABLE_PARTS["romer"], TRAY_TAPS])
        assert len(seen) >= 3, seen
        for look in seen:
            assert look["inView"] and look["overlap"] == 0 and not look["off"], (name, look)
    finally:
        page.close()


#: Pokern's guided round up to the step whose words speak of the sheet's empty rows.
SHEET_STEP = 6


@pytest.mark.parametrize("name", ENGINES)
def test_learn_to_play_brings_what_its_words_point_at_into_view(
    name: str, display: str, base_url: str
) -> None:
    """ "Learn to play" on a phone held across, from the home screen: Pokern's guided round by
    taps on Next and on what the guide outlines, each step's outlined things in view without
    scrolling, up to the sheet, which lies below the fold until the app brings it up
    (tests/e2e/test_guide_walk.py walks every round in Chromium)."""
    page = open_engine(name, display, size=ACROSS)
    try:
        start(page, base_url)
        page.click("[data-action='guide'][data-arg='romisch-pokern']")
        opened = """(n, idle) => { const g = document.querySelector('.guide');
          return !!g && g.dataset.guideStep === n && !!document.querySelector(idle); }"""
        for expected in range(SHEET_STEP + 1):
            page.wait_for_function(opened, str(expected), IDLE, timeout=30)
            seen = f"() => ({UNSEEN})().length === 0"
            try:
                page.wait_for_function(seen, timeout=5)
            except EngineError as error:
                raise AssertionError(f"{name}, step {expected}: {page.evaluate(UNSEEN)}") from error
            if expected == SHEET_STEP:
                assert page.evaluate("() => !!document.querySelector('.sheet-panel[data-guided]')")
                break
            if page.locator(NEXT).count():
                page.click(NEXT)
            else:
                page.click("button[data-guided]", page.evaluate(SHOWN_BUTTON))
    finally:
        page.close()
