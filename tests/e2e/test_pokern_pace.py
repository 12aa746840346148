"""A bot's turn of Römisch Pokern at "normal" pace, watched in the browser: every die it rolls
tumbles in, the number it writes glides into its cell, the banner tells the turn once it is
over, and the main thread never runs a task over 50 ms while the bot plays."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from test_pokern_support import IDLE, position_record, resume_record

# What the page does while the bot plays: long tasks (the browser reports those over 50 ms),
# CSS animations started (the dice's tumble) and transitions started on [data-flip] elements
# (assets/flip.js: an element gliding from its old place).
WATCH = """
window.ludiSeen = {long: [], animations: [], glides: []};
new PerformanceObserver(list => {
  for (const e of list.getEntries()) {
    window.ludiSeen.long.push([Math.round(e.startTime), Math.round(e.duration)]);
  }
}).observe({type: 'longtask', buffered: true});
document.addEventListener('animationstart', e => window.ludiSeen.animations.push(e.animationName));
document.addEventListener('transitionstart', e => {
  if (e.target.dataset && e.target.dataset.flip) window.ludiSeen.glides.push(e.target.dataset.flip);
});
"""
PACE = "localStorage.setItem('ludi.speed', 'normal');localStorage.setItem('ludi.bot-speed', 'normal');"


@pytest.mark.alone  # a long task is wall time: another browser beside it would make some
def test_a_bots_turn_at_normal_pace_tumbles_glides_tells_and_never_blocks(
    page: Page, guard, base_url: str
) -> None:
    # Marcus (a strong bot) to play, his coming dice scripted: X X V I … make 25 or 26 for
    # row 5 of his column (between 23 and 33) before anything can fail.
    record = position_record(current=1, turns_taken=[6, 5, 5, 5], dice=["X", "X", "V", "I", "I", "I"])
    page.set_viewport_size({"width": 1024, "height": 768})
    resume_record(page, base_url, record, PACE + WATCH)
    page.wait_for_selector("#app [data-screen='table']", state="attached")
    start = page.evaluate("performance.now()")
    livia = IDLE + " .banner[data-current='2']"  # the bot's turn is over: Livia's
    page.wait_for_selector(livia, state="attached", timeout=30_000)
    seen = page.evaluate("window.ludiSeen")
    rolls = page.locator(".log__item.seat-1", has_text="Marcus rolls").count()
    assert rolls >= 1 and seen["animations"].count("die-tumble") == rolls  # one tumble per die landed
    written = page.locator(".banner__recap .seat-1").inner_text()
    assert written.startswith("Marcus wrote "), written  # told in the banner once his turn is over
    # The number glides into its cell: the glide starts in the frame after the render that
    # hands the turn to Livia, so its transition may begin just after her banner is there.
    page.wait_for_function("window.ludiSeen.glides.some(key => key.startsWith('write:'))", timeout=5_000)
    during = [task for task in seen["long"] if task[0] >= start]
    assert during == [], during
