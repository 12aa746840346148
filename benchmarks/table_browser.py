"""Rommé or Römer at the real table in the browser: how long a bot's turn takes as the player sees it,
and the longest main-thread block while bots play (PerformanceObserver "longtask" entries).

Opens the app itself (the shipped page, service worker blocked), starts an all-bot game from
the setup screen, taps "deal" and "next round" like a spectator, and watches the screen:
a bot's turn is the time from the banner naming that bot to the banner naming the next
player (bot pace "instant", animation off: pure thinking, engine and rendering). Prints
numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import time

from playwright.sync_api import sync_playwright

from _browser import CHROMIUM, CHROMIUM_ARGS, median, p95, serve_in_background

WATCH = """
window.__longtasks = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) window.__longtasks.push(e.duration); })
  .observe({type: "longtask", buffered: true});
window.__turns = [];
const seen = {seat: null, round: null, at: 0};
const watcher = new MutationObserver(() => {
  const banner = document.querySelector(".table-screen .banner");
  if (!banner) return;
  const seat = banner.dataset.current, now = performance.now();
  if (seat !== seen.seat) {
    if (seen.seat !== null && seen.seat !== "") window.__turns.push(now - seen.at);
    seen.seat = seat; seen.at = now;
  }
});
document.addEventListener("DOMContentLoaded", () =>
  watcher.observe(document.getElementById("app"), {subtree: true, childList: true}));
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="romme", choices=("romme", "romer"))
    parser.add_argument("--level", default="strong")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=90.0, help="how long to watch")
    parser.add_argument("--options", default="", help="special rules to tick, e.g. casino,cyclic")
    args = parser.parse_args()
    server, base = serve_in_background()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="block")
            page = context.new_page()
            page.add_init_script(
                "localStorage.setItem('ludi.speed','off');localStorage.setItem('ludi.bot-speed','instant');"
                + WATCH
            )
            page.goto(base + "/")
            page.wait_for_selector("html[data-py-ready]", state="attached", timeout=120_000)
            page.evaluate("window.__longtasks = []")  # booting Python is the load benchmark's business
            page.click(f"[data-action='setup'][data-arg='{args.game}']")
            page.wait_for_selector("[data-screen='setup'][data-busy='0']")
            opening = page.evaluate("window.__longtasks.splice(0)")  # opening the game: its imports
            while page.locator(".seat").count() < args.players:
                page.click("[data-action='add-seat']")
            for i in range(args.players):
                page.click(f"[data-action='seat-kind'][data-arg='{i}:bot']")
                page.click(f"[data-action='seat-level'][data-arg='{i}:{args.level}']")
            for option in filter(None, args.options.split(",")):
                page.check(f"[data-field='option'][data-arg='{option}']")
            page.click("[data-action='start']")
            page.click("[data-action='deal']")
            end = time.monotonic() + args.seconds
            rounds = 0
            while time.monotonic() < end:
                if page.locator("[data-action='next-round']").count():
                    rounds += 1
                    page.click("[data-action='next-round']")
                if page.locator("[data-screen='end']").count():
                    break
                page.wait_for_timeout(100)
            turns = page.evaluate("window.__turns")
            blocks = page.evaluate("window.__longtasks")
            moves = int(page.locator("[data-screen]").get_attribute("data-moves") or 0)
            browser.close()
    finally:
        server.shutdown()
    blocks = sorted(blocks)
    print(
        f"{args.game}, {args.players} {args.level} bots, options [{args.options}], "
        f"{args.seconds:.0f} s watched: {len(turns)} bot turns, {moves} moves, {rounds} rounds finished"
    )
    if turns:
        print(
            f"a bot's turn (instant pace, animation off): median {median(turns):.0f} ms, "
            f"p95 {p95(turns):.0f} ms, max {max(turns):.0f} ms"
        )
    print(
        f"main-thread blocks over 50 ms: {len(blocks)}; longest {blocks[-1] if blocks else 0:.0f} ms"
        f"{'; p95 ' + format(p95(blocks), '.0f') + ' ms' if blocks else ''}"
    )
    opened = [round(b) for b in opening]
    print(f"opening {args.game} (engine and table imported in slices): blocks over 50 ms {opened}")
    print(
        json.dumps(
            {
                "turns": len(turns),
                "turn_median_ms": median(turns) if turns else None,
                "turn_p95_ms": p95(turns) if turns else None,
                "longtasks": len(blocks),
                "longest_block_ms": blocks[-1] if blocks else 0,
                "opening_blocks_ms": opening,
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
