"""Römisch Pokern's table at a phone (390×844), a tablet upright (768×1024) and sideways
(1024×768), measured in the browser.

Nothing covered: what the prompt is about (the dice while rolling, the rows to write in, the
column a card would rescue) is wholly on screen and clear of the dice tray, with the
controls that act on it. Nothing jumps: choosing a reading and cancelling a card choice move
nothing on the page (every element keeps its box, the page keeps its scroll) and the
browser's Layout Instability API reports no shift at all.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest
from against_bots import SEATS as SEATS_AGAINST_BOTS
from against_bots import open_against_bots
from layout_probes import PAINTED, WATCH_SHIFTS
from playwright.sync_api import Page
from table_play import julia_acts, tap
from test_pokern_support import HALF_FULL, IDLE, position_record, resume_record

SIZES = {"phone": (390, 844), "tablet": (768, 1024), "landscape": (1024, 768)}
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import screenshots  # noqa: E402 - the five players' game the screenshots show

QUICK = "localStorage.setItem('ludi.speed', 'off');localStorage.setItem('ludi.bot-speed', 'instant');"

ROLLING = {"phase": "rolling", "rolled": ["X", "I"]}  # reads 9 or 11: roll on or stop
WRITING = {"phase": "scoring", "rolled": ["X", "I"]}  # 9 or 11, each into row 2, 3 or 4
# Julia's rows 1-4 written low: 31 (X X X I) goes into row 5, 6 or 7, the sheet's last rows.
LAST_ROWS = [[5, 8, 10, 12, None, None, None], *HALF_FULL[1:]]
WRITING_LOW = {"phase": "scoring", "rolled": ["X", "X", "X", "I"], "columns": LAST_ROWS}
FAILED = {"phase": "failed", "rolled": ["I", "I", "V", "V"], "failure": "impossible"}

# The box of every element matching a selector (visible ones only), and whether each lies
# wholly in the viewport and off the tray: an element inside the tray is the tray's own.
BOXES = """sel => {
  const tray = document.querySelector('[data-tray]');
  const t = tray.getBoundingClientRect();
  const stuck = ['sticky', 'fixed'].includes(getComputedStyle(tray).position);
  return [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length).map(e => {
    const r = e.getBoundingClientRect();
    const inView = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    const underTray = stuck && !tray.contains(e) && r.bottom > t.top + 0.5 && r.top < t.bottom;
    return {sel, top: Math.round(r.top), bottom: Math.round(r.bottom), inView, underTray,
            text: (e.dataset.focusKey || e.className || e.tagName).toString().slice(0, 40)};
  });
}"""

# Where every element of the table starts on the page (what a layout shift is about; a scroll
# is checked apart), known by its place in the document: the same tags at the same places
# are the same element to a player, whatever their classes or texts became.
PLACES = """() => {
  const app = document.getElementById('app');
  const path = e => {
    const parts = [];
    for (; e !== app; e = e.parentElement) parts.push(e.tagName + ':' + Array.prototype.indexOf.call(
      e.parentElement.children, e));
    return parts.reverse().join('/');
  };
  const out = {};
  for (const e of app.querySelectorAll('*')) {
    if (!e.getClientRects().length) continue;
    const r = e.getBoundingClientRect();
    out[path(e)] = [r.left + scrollX, r.top + scrollY].map(v => Math.round(v * 10) / 10);
  }
  return {places: out, scroll: [scrollX, scrollY]};
}"""


def open_at(page: Page, base_url: str, size: tuple[int, int], **position) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    resume_record(page, base_url, position_record(**position), QUICK)
    page.wait_for_selector(IDLE, state="attached")


def uncovered(page: Page, *selectors: str) -> None:
    """Each selector matches something visible, all of it in view and none of it under the tray,
    in the painted frame: the row to write in or rescue is scrolled clear of the tray in the
    frame after the render (``ludiReveal``), which a busy machine may not have drawn yet when
    the table says it is idle."""
    page.evaluate(PAINTED)
    for selector in selectors:
        boxes = page.evaluate(BOXES, selector)
        assert boxes, f"nothing visible matches {selector}"
        bad = [b for b in boxes if not b["inView"] or b["underTray"]]
        assert not bad, (page.viewport_size, bad)


COLUMN = ".sheet thead .is-active, .sheet tbody .is-active"  # the column of the player to move


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_rolling_the_dice_and_roll_and_stop_are_in_view(page: Page, guard, base_url: str, size) -> None:
    open_at(page, base_url, size, **ROLLING)
    uncovered(page, ".dice .die", "[data-kind='roll']", "[data-kind='stop']", "[data-readings]")
    uncovered(page, ".sheet tbody tr")  # whether to roll on depends on the rows still free


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_writing_the_rows_to_write_in_are_in_view_with_the_readings(
    page: Page, guard, base_url: str, size
) -> None:
    open_at(page, base_url, size, **WRITING)
    uncovered(page, COLUMN, "[data-action='number']")
    page.click("[data-action='number'][data-arg='11']")
    assert page.locator("[data-kind='score']").count() == 3  # rows 2, 3 and 4
    uncovered(page, COLUMN, "[data-kind='score']", "[data-action='number']")


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_writing_in_the_last_rows_they_are_clear_of_the_tray(page: Page, guard, base_url: str, size) -> None:
    """The tray, after the player's own stop, leaves room for rows 5 to 7 (a phone's tray used to
    keep its rolling height and cover them)."""
    open_at(page, base_url, size, **WRITING_LOW)
    page.click("[data-action='number'][data-arg='31']")
    assert page.locator("[data-kind='score']").count() == 3  # rows 5, 6 and 7
    uncovered(page, "[data-kind='score']", "[data-action='number']")


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_a_failed_turn_shows_the_column_to_rescue_with_the_cards_and_pass(
    page: Page, guard, base_url: str, size
) -> None:
    open_at(page, base_url, size, **FAILED)
    playable = "button.card.is-playable"  # of the two lists one is hidden: those on screen
    assert page.locator(playable + ":visible").count() == 5  # all but the Twin (nothing to write twice)
    uncovered(page, COLUMN, ".dice .die", "[data-kind='pass']", playable)
    page.locator("button.card.is-playable[data-arg='drop_one']:visible").click()
    assert page.locator("button.die--pick").count() == 4
    uncovered(page, COLUMN, "button.die--pick", "[data-action='cancel-card']")


def taps_move_nothing(page: Page, taps: list[str]) -> None:
    """Each tap in turn leaves every element where it was and the page where it was scrolled;
    the browser's own count of layout shifts (inputs included) stays at zero. Tapped where the
    control is shown, as a finger does: Playwright's click may scroll its target "into view"
    first (once in CI the page was found 10 px down after the first tap, never again)."""
    page.evaluate(WATCH_SHIFTS)
    for selector in taps:
        before = page.evaluate(PLACES)
        tap(page, page.locator(selector).first)
        page.wait_for_selector(IDLE, state="attached")
        after = page.evaluate(PLACES)
        assert after["scroll"] == before["scroll"], selector
        common = before["places"].keys() & after["places"].keys()
        assert len(common) > 100, len(common)  # the whole table was compared, not a corner of it
        moved = {
            k: (before["places"][k], after["places"][k])
            for k in common
            if before["places"][k] != after["places"][k]
        }
        assert not moved, (selector, moved)
    page.wait_for_timeout(100)  # the observer reports at the next frame
    assert page.evaluate("window.ludiShifts") == []


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_choosing_a_reading_moves_nothing(page: Page, guard, base_url: str, size) -> None:
    open_at(page, base_url, size, **WRITING)
    choose = "[data-action='number'][data-arg='{}']"
    taps_move_nothing(page, [choose.format(9), choose.format(11), choose.format(9)])
    assert page.locator("[data-action='number'][aria-pressed='true']").inner_text() == "9"


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_choosing_a_card_and_cancelling_it_moves_nothing(page: Page, guard, base_url: str, size) -> None:
    open_at(page, base_url, size, **FAILED)
    card = "button.card.is-playable[data-arg='{}']:visible"
    cancel = "[data-action='cancel-card']"
    joker_part = "button.is-joker-part[data-arg='reroll_one']:visible"
    taps_move_nothing(page, [card.format("drop_one"), cancel, card.format("joker"), joker_part, cancel])
    assert page.locator("[data-kind='pass']").count() == 1  # back where it started


#: Every frame of the bots' turns, the highest and lowest top of the dice in the tray, and
#: whether a bot's turn failed meanwhile.
DICE_WHILE_BOTS = """() => {
  window.ludiDice = {tops: null, failed: false};
  const tick = () => {
    const banner = document.querySelector('.banner[data-current]');
    const dice = document.querySelector('[data-tray] .dice');
    const table = document.querySelector('.pokern[data-phase]');
    if (banner && dice && table && banner.dataset.current !== '0') {
      const top = dice.getBoundingClientRect().top;
      const tops = window.ludiDice.tops || [top, top];
      window.ludiDice.tops = [Math.min(tops[0], top), Math.max(tops[1], top)];
      window.ludiDice.failed ||= table.dataset.phase === 'failed';
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def record_before_a_bots_failed_turn(seed: int) -> str:
    """The game of normal bots in every seat, up to Julia's last move before a bot's turn failed
    (resumed, that bot plays first). The bots at the table draw their own random numbers, so
    their turn may go otherwise: the test then plays on until one fails, as from the deal, where
    it took 23 s of the suite to meet one."""
    from ludi.games import registry

    definition = registry.get("romisch-pokern")
    state = definition.new_game(definition.rules_class(), SEATS_AGAINST_BOTS, seed)
    bots = {i: definition.bots["normal"](i, i) for i in range(len(SEATS_AGAINST_BOTS))}
    handed_on = None
    while not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        if seat == 0 and state.current_seat != 0:
            handed_on = len(state.record().actions)
        if state.view(None).phase == "failed" and state.current_seat != 0 and handed_on is not None:
            played = state.record()
            return dataclasses.replace(played, actions=played.actions[:handed_on]).dumps()
    raise AssertionError(f"no bot's turn failed in the game of seed {seed}")


@pytest.mark.parametrize("size", ["tablet", "phone"])
def test_a_bots_failed_turn_moves_no_dice(page: Page, guard, base_url: str, size: str) -> None:
    """A failed turn hides the tray's heading (and, on a phone, makes the dice smaller) to give
    the player's rescue cards their room. On a bot's failed turn there is nothing to rescue,
    but the dice still jumped 20 px up as the last roll landed, and back down as the next
    turn began."""
    page.add_init_script(f"({DICE_WHILE_BOTS})()")  # from the first frame: a bot plays first
    record = record_before_a_bots_failed_turn(5)
    open_against_bots(page, base_url, "romisch-pokern", 5, SIZES[size], record=record)
    julias_turn = IDLE + " .banner[data-current='0']"
    for _ in range(40):
        if page.evaluate("window.ludiDice.failed"):
            break
        page.wait_for_selector(julias_turn, state="attached", timeout=30_000)
        assert julia_acts(page, "romisch-pokern"), "Julia's turn, and nothing to tap"
    page.wait_for_selector(julias_turn, state="attached", timeout=30_000)
    watched = page.evaluate("window.ludiDice")
    assert watched["failed"], "no bot's turn failed in the turns watched"
    high, low = watched["tops"]
    assert low - high <= 1, f"the dice moved {low - high:.0f} px up and down while the bots played"


#: Every frame until Julia taps in her turn (the bots' turns and the start of hers), the highest
#: and lowest top of the action cards in the page.
CARDS_UNTIL_HER_TAP = """() => {
  window.ludiCards = null;
  window.ludiTurnsBack = 0;  // Julia's turns begun after the bots'
  let tapped = false, bots = false;
  addEventListener('pointerdown', () => { tapped = true; }, true);
  const tick = () => {
    const banner = document.querySelector('.banner[data-current]');
    const cards = document.querySelector('.cards-panel');
    if (banner && banner.dataset.current !== '0') tapped = false;
    if (banner && bots && banner.dataset.current === '0') window.ludiTurnsBack++;
    if (banner) bots = banner.dataset.current !== '0';
    if (banner && cards && !tapped) {
      const top = cards.getBoundingClientRect().top + scrollY;
      const seen = window.ludiCards || [top, top];
      window.ludiCards = [Math.min(seen[0], top), Math.max(seen[1], top)];
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def test_across_a_tablet_the_action_cards_stay_put_when_the_turn_comes_round(
    page: Page, guard, base_url: str
) -> None:
    """Across a tablet the action cards lie under the dice. On Julia's turn the dice panel
    holds her buttons (Roll, Hint), on a bot's only its dice: the cards jumped 119 px down when
    her turn came and back up when the bots played. A bot's turn keeps the buttons' room."""
    open_against_bots(page, base_url, "romisch-pokern", 5, SIZES["landscape"])
    page.evaluate(CARDS_UNTIL_HER_TAP)
    julias_turn = IDLE + " .banner[data-current='0']"
    for _ in range(60):
        page.wait_for_selector(julias_turn, state="attached", timeout=30_000)
        if page.evaluate("window.ludiTurnsBack") >= 2:
            break
        assert julia_acts(page, "romisch-pokern"), "Julia's turn, and nothing to tap"
    assert page.evaluate("window.ludiTurnsBack") >= 2, "her turn did not come round twice"
    high, low = page.evaluate("window.ludiCards")
    assert low - high <= 1, f"the action cards moved {low - high:.0f} px up and down as the turn came round"


def test_the_banners_recap_draws_no_rule_between_its_turns(page: Page, guard, base_url: str) -> None:
    """Its turns run on as one text with "·" between them: the dotted rule the card games'
    recaps draw between their lines ran under the end of the line above, like an underline
    (five players, the recap scrolled to its newest turns)."""
    page.set_viewport_size({"width": 768, "height": 1024})
    resume_record(page, base_url, screenshots.five_players_record(), QUICK)
    page.wait_for_selector(IDLE + " .banner__recap", state="attached")
    items = page.locator(".banner__recap .recap__item")
    rules = items.evaluate_all("items => items.map(item => getComputedStyle(item).borderTopStyle)")
    assert len(rules) >= 2 and set(rules) == {"none"}, rules


TABLETS = {k: v for k, v in SIZES.items() if k != "phone"}


@pytest.mark.parametrize("size", TABLETS.values(), ids=TABLETS.keys())
def test_the_banners_recap_shows_the_newest_turn_whole(page: Page, guard, base_url: str, size) -> None:
    """On a tablet the newest turn of the recap is in its box from its first word to its last:
    held sideways the box held one line, and a bot's turn told with its cards (two lines in
    French) showed "Octavia a joué « Relancer le V », …, « Relancer un dé » mais" and no more.
    (On a phone such a turn takes four lines of a box of two: it shows from its first words
    and scrolls, ``stickToEnd`` in assets/render.js.)"""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    resume_record(
        page,
        base_url,
        screenshots.two_readings_record(),
        QUICK + "localStorage.setItem('ludi.lang', 'fr');",
    )
    page.wait_for_selector(IDLE + " .banner__recap .recap__item", state="attached")
    page.evaluate(PAINTED)
    box, newest = page.evaluate(
        """() => {
      const box = document.querySelector('.banner__recap'), last = box.lastElementChild;
      const r = (e) => { const b = e.getBoundingClientRect(); return [b.top, b.bottom]; };
      return [r(box), r(last)];
    }"""
    )
    assert newest[1] - newest[0] > 25, "the newest turn takes two lines here, as in the screenshots"
    assert box[0] - 1 <= newest[0] and newest[1] <= box[1] + 1, (box, newest)
