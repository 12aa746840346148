"""Römer in the browser: a round against bots by clicking, and pass-and-play privacy."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from conftest import wait_ready
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from ludi.games.protocol import GameRecord, Seat  # noqa: E402

IDLE = "#app [data-screen][data-busy='0']"
FAST = (
    "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'instant');"
)


def fixed_game(seed: int) -> str:
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "strong"))
    return GameRecord("romer", {}, seats, seed).dumps()


def test_a_round_against_bots_by_clicking(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(5))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    for _ in range(400):
        page.wait_for_selector(IDLE, state="attached")
        if page.locator("[data-action='next-round'], [data-screen='end']").count():
            break
        page.locator("[data-action='card']").first.click()
        page.locator("[data-action='act']").first.click()
    summary = page.locator(".summary, .end")
    assert summary.first.is_visible()
    assert page.locator(".round__delta").count() == 3


def deal_for_two_humans(page: Page, base_url: str) -> None:
    """Julia and Marcus, both human, the rules read and the cards dealt."""
    page.add_init_script(FAST)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='setup'][data-arg='romer']")
    page.click("[data-action='seat-kind'][data-arg='1:human']")
    page.click("[data-action='start']")
    page.click("[data-action='deal']")


def test_pass_and_play_hides_hands_and_horses(page: Page, guard, base_url: str) -> None:
    deal_for_two_humans(page, base_url)
    for _ in range(3):
        page.wait_for_selector("[data-action='reveal']")
        assert page.locator(".rc").count() == 0
        assert (
            "aria-label"
            not in page.evaluate("document.querySelector('main').innerHTML").replace('aria-label="', "", 0)
            or page.locator("[role='img']").count() == 0
        )
        page.click("[data-action='reveal']")
        assert page.locator("[data-action='card']").count() >= 14
        page.locator("[data-action='card']").first.click()
        page.locator("[data-action='act']").first.click()


def test_a_turn_by_keyboard(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(9))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.focus("[data-action='deal']")
    page.keyboard.press("Enter")
    page.wait_for_selector(IDLE + " [data-action='card']")
    page.focus("[data-focus-key='card:0']")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.focusKey") == "card:1"
    page.keyboard.press("Enter")  # select the card: its actions appear
    for _ in range(20):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("document.activeElement.dataset.action") == "act":
            break
    assert page.evaluate("document.activeElement.dataset.action") == "act"
    moves = int(page.locator("[data-screen]").get_attribute("data-moves"))
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.querySelector('[data-screen]').dataset.moves) > {moves}")


def test_a_peek_at_ones_horses_never_carries_over_to_the_next_player(
    page: Page, guard, base_url: str
) -> None:
    """Julia looks at her face-down horses, plays, hands the tablet on: Marcus sees his own
    chariot with its horses face down and the peek switched off, and so does Julia later."""
    deal_for_two_humans(page, base_url)
    peeked = 0
    for _ in range(8):
        page.wait_for_selector("[data-action='reveal']")
        page.click("[data-action='reveal']")
        page.wait_for_selector("[data-action='card']")
        peek = page.locator("[data-action='peek']")
        if peek.count():
            assert peek.get_attribute("aria-pressed") == "false"  # each player starts unpeeked
            assert page.locator(".rc--peek").count() == 0
            peek.click()
            assert page.locator("[data-action='peek']").get_attribute("aria-pressed") == "true"
            peeked += 1
        page.locator("[data-action='card']").first.click()
        page.locator("[data-action='act']").first.click()
    assert peeked >= 2  # the peek was on when the tablet went round, at least twice
