"""One human's plain play at any table, read from the page alone: what the whole-round tests
(Chromium) and the other engines' smoke tests tap. ``page`` is Playwright's page or one of
``tests/engines/drivers.py``'s (the same few calls)."""

from __future__ import annotations

from typing import Any

SETTLED = """() => {
  const s = document.querySelector('#app [data-screen]');
  return s && (s.dataset.screen !== 'table' || s.dataset.busy === '0');
}"""


def resume_next(page: Any, game: str, record: str) -> None:
    """Another saved game of ``game`` resumed from the home screen in the same page: a second
    start of the app cost each scene of a test 3 s of the suite."""
    page.click("[data-action='home']")
    page.evaluate("([key, record]) => localStorage.setItem(key, record)", [f"ludi.save.{game}", record])
    page.click("[data-action='resume']")
    page.wait_for_selector("#app [data-screen='table'][data-busy='0']", state="attached")


def first(page: Any, selector: str):
    found = page.locator(selector)
    return found.first if found.count() else None


def julia_acts(page: Any, game: str) -> bool:
    """One step of Julia's: the hinted control where the table rings one, else a plain move.
    False when there was nothing of hers to do."""
    usable = ":not([disabled]):not([aria-disabled='true'])"
    enabled = "[data-action='act']" + usable
    if game == "romme":
        draw = first(page, "[data-kind='draw-stock']:not([disabled])")
        if draw is not None:
            draw.click()
            return True
        for card in range(page.locator(".romme-own [data-action='card']").count()):
            page.locator(".romme-own [data-action='card']").nth(card).click()
            discard = first(page, "[data-kind='discard']" + usable)
            if discard is not None:
                discard.click()
                return True
            clear = first(page, "[data-action='clear']")
            if clear is not None:
                clear.click()
        return False
    hint = first(page, "[data-action='hint']:not([disabled])")
    if hint is not None:
        hint.click()
        ringed = first(page, f".is-hinted{enabled}")
        if ringed is not None:
            ringed.click()
            return True
    if game == "romer" and first(page, enabled) is None:
        card = first(page, "[data-action='card']")
        if card is not None:
            card.click()
    control = first(page, enabled)
    if control is None:
        return False
    control.click()
    return True


def deal_or_act(page: Any, game: str) -> bool:
    """Julia's part of a table's next step: the next round's deal, or her move on her turn
    (the bots play on their own). False when it is her turn and nothing of hers can be tapped."""
    if page.locator("[data-action='deal']").count():
        page.click("[data-action='deal']")
        return True
    banner = page.locator(".banner[data-current]")
    if banner.count() and banner.first.get_attribute("data-current") == "0":
        return julia_acts(page, game)
    return True
