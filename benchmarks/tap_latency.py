"""Tap to next paint at each table, as Interaction to Next Paint reads it, on a tablet's CPU.

The browser's Event Timing API (PerformanceObserver type "event") gives, for each tap, the
time from the input to the next frame painted after its handlers ran: what a player feels.
The CPU is throttled 4x (Chrome DevTools Protocol ``Emulation.setCPUThrottlingRate``) to
stand for a tablet. For each table the benchmark repeats the taps a player makes most —
Rommé: select a card, clear, sort, hint; Römer: select a card, deselect; Römisch Pokern:
choose a reading — and prints the median and p98 of each, then the time from the tap to the
frame that draws the move it made (every tap together; the table answers a tap at once with
the control pressed, and draws the move after that), then the main-thread tasks over 50 ms
in the home screen's first second (before any tap), while the game opens from the home
screen (its modules compile; tapped as a finger taps, ``finger_tap``) and while bots play at
normal speed and pace: all of them, and those during an animation (a frame with a CSS or
Web Animation running within 50 ms of the task). Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import statistics

from playwright.sync_api import Page, sync_playwright

from _browser import CHROMIUM, CHROMIUM_ARGS, serve_in_background

WATCH = r"""
window.__taps = [];
window.__longtasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.name === "click" || e.name === "pointerup" || e.name === "keydown") {
      window.__taps.push({name: e.name, id: e.interactionId, duration: e.duration});
    }
  }
}).observe({type: "event", durationThreshold: 16, buffered: true});
new PerformanceObserver((list) => {
  // Whether the runtime's snapshot was being made meanwhile (a first visit only: a second
  // runtime boots in a worker and competes for the CPU).
  const snapshot = document.documentElement.dataset.runtimeSnapshot;
  for (const e of list.getEntries()) {
    window.__longtasks.push({at: e.startTime, duration: e.duration, snapshot: snapshot === "making"});
  }
}).observe({type: "longtask", buffered: true});
// Tap to the frame that draws the move: from the pointer's press to the first animation frame
// after the render the tap caused (the page's own change, not the pressed and busy marks the
// tap handler sets at once). That frame's own paint comes on top.
window.__results = [];
let pressedAt = null;
addEventListener("pointerdown", (e) => { pressedAt = e.timeStamp; }, {capture: true});
const onlyMarks = (r) => r.type === "attributes" && (r.attributeName === "data-busy" || (
  r.attributeName === "class" &&
  (r.oldValue || "").replace(/\s*is-pressed/, "").trim() ===
  (r.target.getAttribute("class") || "").replace(/\s*is-pressed/, "").trim()));
addEventListener("DOMContentLoaded", () => new MutationObserver((records) => {
  if (pressedAt === null || records.every(onlyMarks)) return;
  const at = pressedAt;
  pressedAt = null;
  requestAnimationFrame((t) => window.__results.push(t - at));
}).observe(document.getElementById("app"),
  {subtree: true, childList: true, characterData: true, attributes: true, attributeOldValue: true}));
"""
SETTINGS = "localStorage.setItem('ludi.lang','en');localStorage.setItem('ludi.speed','{speed}');" + (
    "localStorage.setItem('ludi.bot-speed','{bots}');"
)
IDLE = "#app [data-screen][data-busy='0']"


def p98(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.98 * (len(ordered) - 1)))]


def tap(page: Page, selector: str) -> float | None:
    """One tap; its interaction's longest event duration (the INP of that interaction)."""
    target = page.locator(selector).first
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    page.evaluate("window.__taps = []; window.__results = []")
    # A bare pointer tap at the element's centre: Playwright's own click() adds a pointerdown
    # listener of its own that lays the page out to check its target, which is no part of the app.
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(250)  # the entry arrives once the frame after the tap is painted
    taps = page.evaluate("window.__taps")
    results = page.evaluate("window.__results")
    if results:
        RESULT_FRAMES.append(results[0])
    durations = [t["duration"] for t in taps if t["id"]]
    return max(durations) if durations else 16.0  # under the 16 ms threshold: one frame at most


#: Tap to the frame drawing the move, for every tap measured (all kinds together).
RESULT_FRAMES: list[float] = []


def open_table(page: Page, base: str, game: str, speed: str, bots: str) -> None:
    open_home(page, base, speed, bots)
    open_game(page, game)


def open_home(page: Page, base: str, speed: str, bots: str) -> None:
    page.add_init_script(SETTINGS.format(speed=speed, bots=bots) + WATCH)
    page.goto(base + "/")
    page.wait_for_selector("html[data-py-ready]", state="attached", timeout=120_000)


def finger_tap(page: Page, selector: str) -> None:
    """A tap as a finger makes it: the pointer comes to rest on the target, then presses and
    lifts 80 ms later. Playwright's ``click()`` moves, presses and lifts in one go, which the
    page receives as one task together with the listeners Playwright adds to check its
    target; in a trace of the home screen's first tap at 4x (another test run busy beside it)
    that task was 193 ms, the app's click handler about 60 ms of it, the driver's own
    listeners, hit tests and the pointer's move most of the rest. A finger's press and lift
    come as separate tasks (the handler's script then ran 37-51 ms, the machine idle)."""
    target = page.locator(selector).first
    target.wait_for(state="visible")
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    assert box is not None, selector
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.wait_for_timeout(100)
    page.mouse.click(x, y, delay=80)


def open_game(page: Page, game: str) -> None:
    """From the home screen to the game's table (its modules imported on the way)."""
    finger_tap(page, f"[data-action='setup'][data-arg='{game}']")
    page.wait_for_selector("[data-screen='setup'][data-busy='0']")
    finger_tap(page, "[data-action='start']")
    page.wait_for_timeout(300)
    if page.locator("[data-action='start'][data-arg='confirm']").count():
        finger_tap(page, "[data-action='start'][data-arg='confirm']")
    page.wait_for_selector("#app [data-screen='table'], [data-action='deal']", timeout=60_000)
    if page.locator("[data-action='deal']").count():
        finger_tap(page, "[data-action='deal']")


def measure_romme(page: Page, rounds: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {"select": [], "clear": [], "sort": [], "hint": []}
    page.wait_for_selector(IDLE + " [data-kind='draw-stock']", timeout=60_000)
    page.click("[data-kind='draw-stock']")
    page.wait_for_selector(IDLE + " .hand [data-action='card']")
    for i in range(rounds):
        for p in (i % 5, (i + 3) % 7):
            value = tap(page, f".hand [data-action='card'][data-arg='{p}']")
            out["select"].append(value or 0)
        out["clear"].append(tap(page, "[data-action='clear']") or 0)
        out["sort"].append(tap(page, "[data-action='sort']") or 0)
        out["hint"].append(tap(page, "[data-action='hint']") or 0)
    return out


def measure_romer(page: Page, rounds: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {"select": [], "deselect": []}
    page.wait_for_selector(IDLE + " .romer-hand [data-action='card']", timeout=60_000)
    for i in range(rounds):
        selector = f".romer-hand li:nth-child({i % 6 + 1}) [data-action='card']"
        out["select"].append(tap(page, selector) or 0)
        out["deselect"].append(tap(page, selector) or 0)
    return out


def measure_pokern(page: Page, rounds: int) -> dict[str, list[float]]:
    """Turns against the bot: roll twice, stop, choose a reading when there are two, write;
    game after game until each tap has been measured ``rounds`` times."""
    out: dict[str, list[float]] = {"roll": [], "stop": [], "choose": []}
    turn_controls = ", ".join(IDLE + f" {c}" for c in ("[data-kind]", "[data-action='number']"))
    rolled, chose = 0, False
    for _ in range(rounds * 20):
        if min(len(v) for v in out.values() if v is not out["choose"]) >= rounds:
            break
        page.wait_for_selector(turn_controls + ", [data-screen='end']", state="attached", timeout=60_000)
        if page.locator("[data-screen='end']").count():
            # A game ends when anyone fills the seventh row: the next one goes on measuring.
            page.click("[data-action='again']")
            if page.locator("[data-action='start'][data-arg='confirm']").count():
                page.click("[data-action='start'][data-arg='confirm']")
            rolled, chose = 0, False
            continue
        other_reading = "[data-action='number']:not([aria-pressed='true'])"
        if not chose and page.locator(other_reading).count():
            # A result that reads two ways: one tap chooses the other reading (its rows light up).
            out["choose"].append(tap(page, other_reading) or 0)
            chose = True
        elif page.locator("[data-kind='score']").count() or page.locator("[data-kind='pass']").count():
            page.locator("[data-kind='score'], [data-kind='pass']").first.click()
            rolled, chose = 0, False
        elif page.locator("[data-kind='roll']").count() and rolled < 2:
            out["roll"].append(tap(page, "[data-kind='roll']") or 0)
            rolled += 1
        elif page.locator("[data-kind='stop']").count():
            out["stop"].append(tap(page, "[data-kind='stop']") or 0)
        elif page.locator("[data-kind='roll']").count():
            page.locator("[data-kind='roll']").first.click()
        page.wait_for_timeout(30)
    return out


MEASURES = {"romme": measure_romme, "romer": measure_romer, "romisch-pokern": measure_pokern}


def long_tasks_at_home(page: Page) -> list[float]:
    """The home screen's first second, before any tap (a player reading it): the page makes
    its audio context then (the first one a browser makes opens its audio output)."""
    page.evaluate("window.__longtasks = []")
    page.wait_for_timeout(1000)
    return [t["duration"] for t in page.evaluate("window.__longtasks")]


def long_tasks_opening(page: Page, game: str) -> dict[str, list[float]]:
    """Open the game from the home screen (the first time in this page: its modules compile,
    each built in one task and run in the next) up to its table on screen: the tasks over
    50 ms meanwhile, all of them and those while the runtime's snapshot was being made (it
    starts once the page has been calm for 1.5 s, e.g. while the setup form waits)."""
    page.evaluate("window.__longtasks = []")
    open_game(page, game)
    page.wait_for_selector("#app [data-screen='table']", timeout=60_000)
    page.wait_for_timeout(300)  # the table's first frames
    tasks = page.evaluate("window.__longtasks")
    while_snapshot = [t["duration"] for t in tasks if t["snapshot"]]
    return {"all": [t["duration"] for t in tasks], "snapshot": while_snapshot}


# Frames in which an animation runs (a card's glide, the dice, a trick collecting: CSS and
# Web Animations alike), sampled at each animation frame while the bots play.
ANIMATED_FRAMES = """
window.__animated = [];
const sample = (t) => {
  if (document.getAnimations().length) window.__animated.push(t);
  requestAnimationFrame(sample);
};
requestAnimationFrame(sample);
"""


def long_tasks_while_bots_play(page: Page, seconds: float) -> dict:
    """Let the bots play at normal pace with animations on: the tasks over 50 ms, all of them
    and those during an animation (one running in a frame within 50 ms of the task), and the
    moves made. Opening the game is over when it starts (its imports are measured apart)."""
    page.evaluate("window.__longtasks = []")
    page.evaluate(ANIMATED_FRAMES)
    before = int(page.locator("#app [data-screen]").get_attribute("data-moves") or 0)
    page.wait_for_timeout(seconds * 1000)
    moves = int(page.locator("#app [data-screen]").get_attribute("data-moves") or 0) - before
    tasks = page.evaluate("window.__longtasks")
    frames = page.evaluate("window.__animated")
    animating = [
        t["duration"] for t in tasks if any(t["at"] - 50 <= f <= t["at"] + t["duration"] + 50 for f in frames)
    ]
    while_snapshot = [t["duration"] for t in tasks if t["snapshot"]]
    return {
        "all": [t["duration"] for t in tasks],
        "animating": animating,
        "moves": moves,
        "snapshot": while_snapshot,
    }


def report(game: str, found: dict) -> None:
    if found["results"]:
        values = found["results"]
        print(
            f"{game:15} tap to the frame drawing the move, every tap: n={len(values):3}"
            f"  median {statistics.median(values):6.0f} ms  p98 {p98(values):6.0f} ms",
            flush=True,
        )
    for kind, values in found["taps"].items():
        if values:
            print(
                f"{game:15} {kind:9} n={len(values):3}  median {statistics.median(values):6.0f} ms"
                f"  p98 {p98(values):6.0f} ms  max {max(values):6.0f} ms",
                flush=True,
            )
    home = found["home_tasks"]
    print(
        f"{game:15} the home screen's first second, before a tap: {len(home)} tasks over 50 ms,"
        f" the longest {max(home, default=0):.0f} ms",
        flush=True,
    )
    opening = found["opening_tasks"]
    print(
        f"{game:15} opening the game (its modules compiled): {len(opening['all'])} tasks over 50 ms,"
        f" the longest {max(opening['all'], default=0):.0f} ms; {len(opening['snapshot'])} while the"
        f" runtime's snapshot was being made (longest {max(opening['snapshot'], default=0):.0f} ms)",
        flush=True,
    )
    playing = found["bots_playing"]
    print(
        f"{game:15} while bots play ({playing['moves']} moves): {len(playing['all'])} tasks over 50 ms"
        f" (longest {max(playing['all'], default=0):.0f} ms), {len(playing['animating'])} of them during an"
        f" animation (longest {max(playing['animating'], default=0):.0f} ms);"
        f" {len(playing['snapshot'])} while the runtime's snapshot was being made (first visit)",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default="romme,romer,romisch-pokern")
    parser.add_argument("--rounds", type=int, default=15, help="repetitions of each tap")
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--watch", type=float, default=15.0, help="seconds of bots' animated moves")
    args = parser.parse_args()
    print(f"tap to next paint (Event Timing), CPU throttled {args.throttle:g}x, 1024x768", flush=True)
    server, base = serve_in_background()
    results = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for game in args.games.split(","):
                context = browser.new_context(
                    viewport={"width": 1024, "height": 768}, service_workers="block"
                )
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                open_table(page, base, game, "off", "instant")
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
                RESULT_FRAMES.clear()
                taps = MEASURES[game](page, args.rounds)
                result_frames = list(RESULT_FRAMES)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
                context.close()
                # Bots' moves animated at normal speed and pace (a spectator's table), throttled.
                context = browser.new_context(
                    viewport={"width": 1024, "height": 768}, service_workers="block"
                )
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                bots = {"seats": [{"name": n, "kind": "bot", "level": "normal"} for n in ("A", "B", "C")]}
                stored = json.dumps(json.dumps(bots))
                page.add_init_script(f"localStorage.setItem('ludi.setup.{game}', {stored});")
                open_home(page, base, "normal", "normal")
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
                at_home = long_tasks_at_home(page)
                opening = long_tasks_opening(page, game)
                playing = long_tasks_while_bots_play(page, args.watch)
                context.close()
                results[game] = {
                    "taps": taps,
                    "results": result_frames,
                    "bots_playing": playing,
                    "opening_tasks": opening,
                    "home_tasks": at_home,
                }
                report(game, results[game])
            browser.close()
    finally:
        server.shutdown()
    print(
        json.dumps(
            {g: {k: (p98(v) if v else None) for k, v in r["taps"].items()} for g, r in results.items()}
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
