"""The Hint button in the browser, in each game: pressed on a human's turn it rings a legal
control (Römer, Römisch Pokern) or names a pile (Rommé), the live region says why, and
pressing the suggestion plays that move. Römer's action lines keep the bar still."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from conftest import wait_ready
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import romer_scenes  # noqa: E402

IDLE = "#app [data-screen='table'][data-busy='0']"
FAST = (
    "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'instant');"
)


def moves(page: Page) -> int:
    return int(page.locator("#app [data-screen='table']").get_attribute("data-moves") or 0)


def press_hint_then_the_ringed(page: Page, reason: str, ringed: str) -> None:
    """Hint: the reason under the controls is what the live region says; exactly one control
    is ringed and enabled, and pressing it plays a move."""
    page.click("[data-action='hint']")
    said = page.locator(reason).inner_text()
    assert said and page.locator("#live").inner_text() == said
    control = page.locator(ringed)
    assert control.count() == 1 and control.is_enabled()
    before = moves(page)
    control.click()
    page.wait_for_selector(IDLE)
    assert moves(page) > before


def test_romer_hint_rings_a_card_and_its_button_which_plays_it(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(romer_scenes.my_turn())});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector(IDLE)
    bar = page.locator(".romer-bar").bounding_box()
    hand = page.locator(".romer-hand").bounding_box()
    page.locator("[data-action='card']").nth(1).click()  # choosing a card moves nothing
    assert page.locator(".romer-bar").bounding_box() == bar
    assert page.locator(".romer-hand").bounding_box() == hand
    assert page.locator(".romer-bar .btn__what").count() >= 3  # each offered action says what it does
    page.click("[data-action='hint']")
    assert page.locator(".rc-btn.is-hinted[aria-pressed='true']").count() == 1  # its card is chosen
    press_hint_then_the_ringed(
        page, ".romer-bar__hint", ".romer-bar__buttons .btn.is-hinted[data-action='act']"
    )


def test_pokern_hint_rings_a_control_which_plays_it(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    assert page.locator("input[data-field='hints']").is_checked()  # one human against a bot
    page.click("[data-action='start']")
    page.wait_for_selector("[data-action='hint']")
    press_hint_then_the_ringed(page, ".hint--suggest", ".dice-panel .is-hinted[data-action='act']")


def test_romme_hint_names_the_pile_to_draw_from(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='setup'][data-arg='romme']")
    page.click("[data-action='start']")
    page.wait_for_selector("[data-kind='draw-stock'], [data-action='deal']")
    if page.locator("[data-action='deal']").count():
        page.click("[data-action='deal']")
    page.wait_for_selector("[data-kind='draw-stock']")
    page.click("[data-action='hint']")
    said = page.locator(".hand-panel .hint").inner_text()
    assert "Suggested" in said and page.locator("#live").inner_text() == said
    pile = "draw-discard" if "take the discard" in said else "draw-stock"
    before = moves(page)
    page.click(f"[data-kind='{pile}']")
    page.wait_for_selector(IDLE)
    assert moves(page) > before
