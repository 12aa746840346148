"""The moves' sounds in the browser, counted on a wrapped AudioContext: its one context made
while the page is idle, no sound before the first gesture, exactly a roll's notes for a roll,
none once the table's speaker is switched off."""

from __future__ import annotations

from conftest import wait_ready
from playwright.sync_api import Page
from test_pokern_support import start_game

# Every note the page starts, by its frequency; and how many audio contexts were made.
COUNT = """
window.__tones = []; window.__contexts = 0;
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { super(...args); window.__contexts += 1; }
  createOscillator() {
    const osc = super.createOscillator();
    const start = osc.start.bind(osc);
    osc.start = (...a) => { window.__tones.push(osc.frequency.value); return start(...a); };
    return osc;
  }
};
"""


def test_sounds_wait_for_a_gesture_play_a_rolls_notes_and_stop_when_muted(
    page: Page, guard, base_url: str
) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    page.add_init_script(COUNT + "localStorage.setItem('ludi.speed', 'off');")
    page.goto(base_url + "/")
    wait_ready(page)
    # Made while the page is idle: the first one opens the audio output, which blocks the page
    # (made in the first tap, it made that tap a 200 ms task on a tablet's CPU).
    page.wait_for_function("window.__contexts === 1")
    assert page.evaluate("window.ludiSound.play('roll')") is False  # no gesture yet: silence
    start_game(page, second="human")
    assert page.evaluate("window.__tones.length") == 0  # opening a table makes no sound
    assert page.evaluate("window.__contexts") == 1  # not one more in a tap or a move's paint
    page.click("[data-kind='roll']")
    page.wait_for_function("window.__tones.length > 0")
    assert page.evaluate("window.__tones") == [180, 230, 160, 110]  # the rattle and the landing
    # A sound's notes start in a task of their own after the paint of its move, never inside
    # the move's render (their audio nodes made a 24 ms block of a bot's render on a tablet).
    page.wait_for_timeout(150)  # never two sounds within 90 ms
    played, synchronously = page.evaluate(
        "() => { const before = window.__tones.length; const played = window.ludiSound.play('write');"
        " return [played, window.__tones.length - before]; }"
    )
    assert played is True and synchronously == 0
    page.wait_for_function("window.__tones.length === 5")  # the write's one note, later
    page.click("[data-action='sound']")
    assert page.get_attribute("[data-action='sound']", "aria-pressed") == "false"
    page.click("[data-kind='roll']")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__tones.length") == 5  # muted: nothing more
    page.reload()
    wait_ready(page)
    page.click("[data-action='resume']")
    assert page.get_attribute("[data-action='sound']", "aria-pressed") == "false"  # remembered
