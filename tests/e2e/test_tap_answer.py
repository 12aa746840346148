"""A tap at the table is answered by the very next frame: the tapped control is drawn pressed
and the table marked busy before the move is worked out, and the move's render follows in a
later task. Worked out inside the tap, the player saw nothing for 60-170 ms on a tablet's CPU.

The pressed mark changes paint only (a ring), never an effect (filter, opacity, transform): in
Chromium at 4x throttle a filter on a card just tapped held that frame's presentation back until
the move's own frame (tap to next paint p98 104-136 ms for a Römer card, 48 ms with a ring;
``benchmarks/tap_latency.py``)."""

from __future__ import annotations

from playwright.sync_api import Page
from test_pokern_support import IDLE, start_game

# For each tap: what the first frame after it holds (the pressed mark, the busy mark, and
# whether the table's content changed since the tap).
WATCH = """() => {
  window.__frames = [];
  window.__changes = 0;  // nodes added, removed or rewritten in #app: what a render changes
  new MutationObserver((records) => { window.__changes += records.length; })
    .observe(document.getElementById('app'), {childList: true, characterData: true, subtree: true});
  document.addEventListener('click', () => {
    const before = window.__changes;
    requestAnimationFrame(() => {
      const mark = document.querySelector('#app .is-pressed');
      const style = mark ? getComputedStyle(mark) : null;
      window.__frames.push({
        pressed: document.querySelectorAll('#app .is-pressed').length,
        effect: style ? [style.filter, style.opacity, style.transform].join(' ') : null,
        ring: style ? style.outlineStyle : null,
        busy: document.querySelector('#app [data-screen]').dataset.busy,
        changed: window.__changes > before,
      });
    });
  }, true);
}"""


def test_a_table_tap_is_drawn_pressed_in_the_next_frame_and_the_move_follows(app: Page) -> None:
    page = app
    start_game(page)
    page.wait_for_selector(IDLE, state="attached")
    page.evaluate(WATCH)
    for _ in range(3):
        roll = page.locator("[data-kind='roll']:not([disabled])")
        if not roll.count():
            break
        box = roll.first.bounding_box()
        # Pressed and lifted as a finger taps (80 ms apart): the button's own press, a
        # transform while held, must not still be easing back in the frame after the tap.
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, delay=80)
        page.wait_for_function("window.__frames.length > 0")
        frame = page.evaluate("window.__frames.shift()")
        assert frame == {
            "pressed": 1,
            "effect": "none 1 none",
            "ring": "solid",
            "busy": "1",
            "changed": False,
        }, frame
        page.wait_for_selector(IDLE, state="attached")
        assert page.locator("#app .is-pressed").count() == 0  # the move's render took the mark away
        assert page.locator(".die:not(.die--empty)").count() > 0  # the roll was played


def test_a_tap_is_played_when_the_browser_holds_its_frames_back(app: Page) -> None:
    """The move follows the pressed frame; a browser that holds animation frames back (a page
    it deems hidden, a throttled one: WebKit once held a Rommé tap pressed for 30 s in the
    engines' suite) still gets the tap played, a moment later, instead of a table that never
    answers."""
    page = app
    start_game(page)
    page.wait_for_selector(IDLE, state="attached")
    page.evaluate("window.requestAnimationFrame = () => 0")  # no frame ever comes
    roll = page.locator("[data-kind='roll']:not([disabled])").first
    box = roll.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function("!document.querySelector('#app .is-pressed')", timeout=5000)
    assert page.locator(".die:not(.die--empty)").count() > 0  # the roll was played


def test_the_start_tap_is_drawn_pressed_before_the_new_table_is_built(app: Page) -> None:
    """Start builds and draws a whole table (on a first visit at 4x throttle one task of
    104-179 ms: the new game, its markup, then the browser's style and layout of the table,
    forced by the tap's own hover update). The press is drawn first, alone, like a table tap's,
    and the table follows in a task of its own."""
    page = app
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.wait_for_selector("#app [data-screen='setup'][data-busy='0']")
    page.evaluate(WATCH)
    start = page.locator("[data-action='start']").first
    start.scroll_into_view_if_needed()
    box = start.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function("window.__frames.length > 0")
    frame = page.evaluate("window.__frames.shift()")
    del frame["effect"]  # the button's own :active nudge may still be easing back
    assert frame == {"pressed": 1, "ring": "solid", "busy": "1", "changed": False}
    page.wait_for_selector("#app [data-screen='table']")
