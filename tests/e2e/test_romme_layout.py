"""The Rommé table at a phone's and two tablets' sizes: what the prompt is about is in view and
clear of the hand tray, with the controls to act on it, and selecting cards moves nothing.

Situations come from games the engine's bots play for every seat (Julia included) until the
situation holds; the record is resumed through the UI like a saved game.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import wait_ready
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import GameState, Seat  # noqa: E402
from ludi.games.romme.actions import LayOff, Meld  # noqa: E402

SIZES = ((390, 844), (768, 1024), (1024, 768))
IDLE = "#app [data-screen][data-busy='0']"
FOUR = (
    Seat("Julia"),
    Seat("Marcus", "bot", "normal"),
    Seat("Livia", "bot", "strong"),
    Seat("Octavia", "bot", "easy"),
)


def played_until(holds: Callable[[GameState], bool], seats=FOUR, **rules) -> GameState:
    d = registry.get("romme")
    for seed in range(1, 300):
        state = d.new_game(d.rules_class(**rules), seats, seed)
        bots = [d.bots["normal"](i, i) for i in range(len(seats))]
        for _ in range(600):
            if state.is_over or state.view(None).round > 0:
                break
            if holds(state):
                return state
            seat = state.current_seat
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    raise AssertionError("no game reaches the situation")


def julia_to(phase: str, state: GameState) -> bool:
    return state.current_seat == 0 and state.view(0).phase == phase


def drawing() -> GameState:
    """Julia to draw, seven melds or more on the table (the piles sit above them)."""
    return played_until(lambda s: julia_to("draw", s) and len(s.view(0).table) >= 7)


def building() -> GameState:
    """Julia has put down part of her first meld (not worth 30 yet, or just so)."""

    def holds(s: GameState) -> bool:
        v = s.view(0)
        melds = [a for a in s.legal_actions() if isinstance(a, Meld)]
        if julia_to("play", s) and not v.opened[0] and len(v.table) >= 4 and melds:
            s.apply(melds[0])
            return bool(s.view(0).pending)
        return False

    return played_until(holds)


def laying_off() -> tuple[GameState, str]:
    """Julia has come out and may lay a card off; the last meld that takes it, of many."""

    def holds(s: GameState) -> bool:
        v = s.view(0)
        return (
            julia_to("play", s)
            and v.opened[0]
            and len(v.table) >= 7
            and any(isinstance(a, LayOff) and not a.card.startswith("*") for a in s.legal_actions())
        )

    state = played_until(holds)
    offs = [a for a in state.legal_actions() if isinstance(a, LayOff) and not a.card.startswith("*")]
    return state, offs[-1].card


def knocking() -> GameState:
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "normal"))
    return played_until(lambda s: julia_to("knock", s), seats=seats, knocking=True)


def open_record(page: Page, base_url: str, record: str) -> None:
    page.add_init_script(
        "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
        "localStorage.setItem('ludi.bot-speed', 'instant');"
        f"localStorage.setItem('ludi.save', {json.dumps(record)});"
    )
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector(IDLE + " .hc")


BOX = "el => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


def box(page: Page, selector: str) -> list[float]:
    return page.locator(selector).first.evaluate(BOX)


def clear_and_in_view(page: Page, selector: str, *, in_tray: bool = False) -> None:
    """``selector``'s element lies wholly in the viewport and, unless it belongs to the tray,
    wholly above it (nothing of it under the tray)."""
    left, top, right, bottom = box(page, selector)
    width, height = page.evaluate("[innerWidth, innerHeight]")
    where = f"{selector} at {left:.0f},{top:.0f}-{right:.0f},{bottom:.0f} in {width}x{height}"
    assert left >= 0 and top >= 0 and right <= width and bottom <= height, where
    if not in_tray:
        tray_top = box(page, "[data-tray]")[1]
        assert bottom <= tray_top, f"{where}: under the tray (top {tray_top:.0f})"


@pytest.fixture(scope="module")
def records() -> dict[str, object]:
    off_state, card = laying_off()
    return {
        "drawing": drawing().record().dumps(),
        "building": building().record().dumps(),
        "laying-off": (off_state.record().dumps(), card),
        "knocking": knocking().record().dumps(),
    }


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_what_the_prompt_is_about_is_in_view_and_clear_of_the_tray(
    page: Page, guard, base_url: str, records, size
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})

    open_record(page, base_url, records["drawing"])  # draw: the piles, which are the controls
    clear_and_in_view(page, "[data-kind='draw-stock']")
    clear_and_in_view(page, "[data-kind='draw-discard']")

    open_record(page, base_url, records["building"])  # the first meld being built, its buttons
    clear_and_in_view(page, ".staging")
    clear_and_in_view(page, "[data-kind='take-back']")

    record, card = records["laying-off"]  # one card selected: the meld to lay it off on
    open_record(page, base_url, record)
    from ludi.ui.romme.table import code_face

    keys = page.locator(".hc").evaluate_all("els => els.map(e => e.dataset.flip)")
    position = next(p for p, k in enumerate(keys) if k.split(":")[1] == str(code_face(card)))
    page.click(f"[data-action='card'][data-arg='{position}']")
    page.wait_for_selector(".meld.is-target")
    clear_and_in_view(page, ".meld.is-target")
    clear_and_in_view(page, "[data-kind='discard']", in_tray=True)

    open_record(page, base_url, records["knocking"])  # the knock prompt, its card, its buttons
    clear_and_in_view(page, ".knock", in_tray=True)
    clear_and_in_view(page, "[data-kind='knock']", in_tray=True)
    clear_and_in_view(page, "[data-kind='pass']", in_tray=True)
    clear_and_in_view(page, ".pile--discard")


SHIFTS = """
window.ludiShifts = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.ludiShifts.push({value: e.value, input: e.hadRecentInput});
}).observe({type: 'layout-shift', buffered: false});
"""
PLACES = """() => {
  const tray = document.querySelector('[data-tray]').getBoundingClientRect();
  return [...document.querySelectorAll(
    '.hand > li, .meld-slot, .pile, .selection, .hand__tools, .tray__head, .felt, [data-tray]')]
    .map(el => {
      const r = el.getBoundingClientRect();
      const inTray = el.closest('[data-tray]') !== null;  // sticky: placed within the tray
      const x = inTray ? r.left - tray.left : r.left, y = inTray ? r.top - tray.top : r.top + scrollY;
      return [el.className, Math.round(x), Math.round(y), Math.round(r.width), Math.round(r.height)];
    });
}"""
FRAMES = "new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_selecting_and_deselecting_cards_moves_nothing(
    page: Page, guard, base_url: str, records, size
) -> None:
    """Every place on the table stays where it was (the hand, the melds, the piles, the action
    bar), and the Layout Instability API counts no shift, those after input included.

    The places are what catches a jump: the API reports only elements that were on screen in
    the frame before, and every render replaces the table's elements (on main, where the bar
    pushed the hand down 47 px, it counted nothing either)."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    record, _card = records["laying-off"]
    open_record(page, base_url, record)
    page.evaluate(SHIFTS)
    before = page.evaluate(PLACES)
    assert len(before) > 10
    for p in (0, 1, 2, 2, 1, 0):  # select three cards one by one, then deselect them
        page.click(f"[data-action='card'][data-arg='{p}']")
        page.wait_for_selector(IDLE)
        assert page.evaluate(PLACES) == before, f"after tapping card {p}"
    assert page.locator(".hc.is-selected").count() == 0
    page.evaluate(FRAMES)  # the observer's entries are delivered after a frame
    shifts = page.evaluate("window.ludiShifts")
    assert sum(s["value"] for s in shifts) == 0, shifts
