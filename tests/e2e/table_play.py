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


#: Where a control is shown and a tap there lands on it: ``{at: [x, y]}``, its middle when that
#: is on screen and on the control, else ``{at: null}``; nothing yet while it glides somewhere
#: (an animation that ends, or the transform that starts a glide; a guide's endless pulse is
#: no glide).
SHOWN_AT = """el => {
  const gliding = a => a.playState === 'running' && a.effect && a.effect.getTiming().iterations !== Infinity;
  if (el.getAnimations().some(gliding) || el.style.transform) return null;
  const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return {at: null};
  const hit = document.elementFromPoint(x, y);
  return {at: hit && el.contains(hit) ? [x, y] : null};
}"""


def tap(page: Any, target: Any) -> None:
    """A tap where ``target`` is shown, as a finger makes it. Playwright's click first scrolls
    its target "into view", and a control in a tray stuck to the screen's foot it scrolled to
    the tray's place in the page's flow: on a phone the page went to its end, and on the
    player's next turn the piles, brought back into view, moved the tray with no tap of hers
    (a whole round in CI). A target out of sight is clicked (scrolled to); the other engines'
    pages tap by place anyway."""
    mouse = getattr(page, "mouse", None)
    if mouse is None:
        target.click()
        return
    shown = page.wait_for_function(SHOWN_AT, arg=target.element_handle(), timeout=10_000).json_value()
    if shown["at"] is None:
        target.click()
    else:
        mouse.click(*shown["at"])


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
            tap(page, draw)
            return True
        for card in range(page.locator(".romme-own [data-action='card']").count()):
            tap(page, page.locator(".romme-own [data-action='card']").nth(card))
            discard = first(page, "[data-kind='discard']" + usable)
            if discard is not None:
                tap(page, discard)
                return True
            clear = first(page, "[data-action='clear']")
            if clear is not None:
                tap(page, clear)
        return False
    hint = first(page, "[data-action='hint']:not([disabled])")
    if hint is not None:
        tap(page, hint)
        ringed = first(page, f".is-hinted{enabled}")
        if ringed is not None:
            tap(page, ringed)
            return True
    if game == "romer" and first(page, enabled) is None:
        card = first(page, "[data-action='card']")
        if card is not None:
            tap(page, card)
    control = first(page, enabled)
    if control is None:
        return False
    tap(page, control)
    return True


def deal_or_act(page: Any, game: str) -> bool:
    """Julia's part of a table's next step: the next round's deal, or her move on her turn
    (the bots play on their own). False when it is her turn and nothing of hers can be tapped."""
    deal = first(page, "[data-action='deal']")
    if deal is not None:
        tap(page, deal)
        return True
    banner = page.locator(".banner[data-current]")
    if banner.count() and banner.first.get_attribute("data-current") == "0":
        return julia_acts(page, game)
    return True
