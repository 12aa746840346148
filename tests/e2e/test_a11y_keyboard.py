"""A whole round of each game by keyboard only (Tab, Shift+Tab, Enter, Escape; no mouse):
from the home screen through setup to the end of the round (Römisch Pokern: a turn each).
After every key and every re-render the focus is on an element of the page (never lost to
<body>) and shows a focus ring (its computed outline)."""

from __future__ import annotations

import pytest
from a11y_support import IDLE, PHONE, assert_focus_visible, focus_state, open_app, record_at, settings
from playwright.sync_api import Page
from test_a11y_screens import ROMME_HANDS, ROMME_STOCK, romme_position

from ludi.games.protocol import Seat

#: Moves the focus one step towards the first element matching the selector, by DOM order.
TOWARDS = """(sel) => {
  const target = document.querySelector(sel);
  if (!target) return null;
  const here = document.activeElement;
  if (here === target) return 'here';
  if (!here || here === document.body) return 'Tab';
  return here.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING ? 'Shift+Tab' : 'Tab';
}"""


#: Resolves once the next frame's callbacks (the app's own focus moves among them) have run.
NEXT_FRAME = "() => new Promise(done => requestAnimationFrame(() => done()))"


class Keys:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.presses = 0

    def press(self, key: str, where: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1
        self.settle(where)

    def settle(self, where: str) -> None:
        """Wait until nothing moves (bots, animations), then check the focus in what the next
        frame paints: a new screen (the table after Start) takes the focus in the frame that
        paints it, so a look between its render and that frame finds the focus on <body>, a
        moment no player sees."""
        self.page.wait_for_selector(IDLE, state="attached", timeout=30_000)
        self.page.evaluate(NEXT_FRAME)
        assert_focus_visible(self.page, f"after {where}")

    def to(self, selector: str, limit: int = 80) -> None:
        """Tab (or Shift+Tab) to the element, checking the focus at every step."""
        for _ in range(limit):
            step = self.page.evaluate(TOWARDS, selector)
            assert step is not None, f"nothing matches {selector}"
            if step == "here":
                return
            self.press(step, f"{step} towards {selector}")
        raise AssertionError(f"{selector} not reached by Tab: focus on {focus_state(self.page)}")

    def activate(self, selector: str) -> None:
        self.to(selector)
        self.press("Enter", selector)

    def has(self, selector: str) -> bool:
        return self.page.locator(selector).count() > 0


def setup_by_keyboard(keys: Keys, game: str) -> None:
    """Home -> this game's setup -> the second seat a bot -> Start."""
    keys.page.locator("body").focus()
    keys.activate(f"[data-action='setup'][data-arg='{game}']")
    keys.page.wait_for_selector("[data-screen='setup']")
    keys.settle("opening setup")
    keys.activate("[data-action='seat-kind'][data-arg='1:bot']")
    if game == "romisch-pokern":  # Julia starts: a checkbox, ticked with the space bar
        keys.to("[data-arg='fixed-start']")
        keys.press("Space", "ticking fixed start")
    keys.activate("[data-action='start']")


def pokern_round(keys: Keys) -> None:
    """Julia's turn (roll, stop, write or pass), then the bot's: a turn each. Bots at the
    instant pace may finish their turn before the next look at the banner, so Julia's turn
    is over when the bot plays or when the banner's recap holds a finished bot turn."""
    page = keys.page
    banner = page.locator(".banner")
    for _ in range(40):
        if banner.get_attribute("data-current") != "0" or banner.locator("[data-turns='0']").count() == 0:
            break
        if keys.has("[data-kind='score']"):
            keys.activate("[data-kind='score']")
        elif keys.has("[data-action='number']"):
            keys.activate("[data-action='number']")
        elif keys.has("[data-kind='pass']"):
            keys.activate("[data-kind='pass']")
        elif keys.has("[data-kind='stop']") and page.locator(".dice .die:not(.die--empty)").count() >= 2:
            keys.activate("[data-kind='stop']")
        else:
            keys.activate("[data-kind='roll']")
    keys.settle("the bot's turn")
    assert banner.get_attribute("data-current") == "0"  # back to Julia: a round
    assert banner.locator(".recap__item.seat-1").count() == 1  # the bot's one turn, in words
    assert page.locator("table.sheet tbody td[data-value]").count() + page.locator(".log__item").count() >= 2


def romer_round(keys: Keys) -> None:
    keys.activate("[data-action='deal']")
    for _ in range(60):
        if keys.has("[data-action='next-round']"):
            return
        keys.activate("[data-action='card']")  # a card: selected, its actions appear
        keys.activate("[data-action='act']")
    raise AssertionError("the round did not end")


def romme_round(keys: Keys) -> None:
    """From a known position: Julia draws and discards, the bot plays, Julia lays her run
    down and goes out."""
    page = keys.page
    keys.activate("[data-action='resume']")
    keys.activate("[data-action='deal']")
    for turn in range(2):
        keys.activate("[data-kind='draw-stock']")
        if turn:
            for p in range(3):
                keys.activate(f"[data-focus-key='card:{p}']")
            keys.activate("[data-action='lay-down']")
        last = page.locator(".hc").count() - 1
        keys.activate(f"[data-focus-key='card:{last}']")
        keys.activate("[data-kind='discard']")
    page.wait_for_selector("[data-action='next-round']")
    keys.settle("the round's end")


@pytest.mark.parametrize("game,lang", [("romisch-pokern", "fr"), ("romer", "de"), ("romme", "en")])
def test_a_round_by_keyboard_with_visible_focus(
    page: Page, guard, base_url: str, game: str, lang: str
) -> None:
    saves = {}
    if game == "romme":  # a short round: Julia one card short of going out, one bot
        seats = (Seat("Julia"), Seat("Gaius", "bot", "normal"))
        position = romme_position(ROMME_HANDS[:2], ROMME_STOCK)
        saves["romme"] = record_at("romme", {"preset": "palast"}, seats, position)
    open_app(page, base_url, settings(lang), saves)
    page.set_viewport_size(PHONE)
    keys = Keys(page)
    setup_by_keyboard(keys, game)
    if game == "romme":
        keys.activate("[data-action='keep']")  # the saved game stays (asked before replacing it)
        keys.activate("[data-action='home']")
        romme_round(keys)
    elif game == "romer":
        romer_round(keys)
    else:
        page.wait_for_selector("[data-screen='table']")
        keys.settle("the table")
        pokern_round(keys)
    assert keys.presses > 10
