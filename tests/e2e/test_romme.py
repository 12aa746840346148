"""Rommé in the browser: a round against three bots by clicks, pass-and-play privacy, the hint."""

from __future__ import annotations

import json
import re
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
SUITS = "♣♠♥♦"


def fixed_game(seed: int) -> str:
    """A new Rommé game with a fixed seed: Julia and three bots (resumed, so the deal is known)."""
    seats = (
        Seat("Julia"),
        Seat("Marcus", "bot", "normal"),
        Seat("Livia", "bot", "strong"),
        Seat("Gaius", "bot", "easy"),
    )
    record = GameRecord("romme", {"preset": "palast"}, seats, seed)
    return record.dumps()


def discard_something(page: Page) -> None:
    for p in range(20):
        page.click(f"[data-action='card'][data-arg='{p}']")
        if page.locator("[data-kind='discard']").count():
            page.click("[data-kind='discard']")
            return
        page.click("[data-action='clear']")
    raise AssertionError("no card could be discarded")


def test_a_round_against_three_bots_by_clicking(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(7))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    for _ in range(300):
        page.wait_for_selector(IDLE, state="attached")
        if page.locator("[data-action='next-round']").count():
            break
        if page.locator("[data-kind='draw-stock']").count():
            page.click("[data-kind='draw-stock']")
            continue
        assert page.locator(".hc").count() == int(
            page.locator(".player.is-me .player__cards").get_attribute("data-cards")
        )
        discard_something(page)
    summary = page.locator(".summary")
    assert summary.is_visible() and "is over" in summary.inner_text()
    assert page.locator(".round__delta").count() == 4
    page.click("[data-action='next-round']")
    page.wait_for_selector(IDLE, state="attached")
    assert page.locator(".romme-sheet").count() == 1


def test_pass_and_play_shows_nothing_private_on_the_hand_off_screen(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='setup'][data-arg='romme']")
    page.click("[data-action='seat-kind'][data-arg='1:human']")
    page.click("[data-action='start']")
    page.click("[data-action='deal']")
    for _ in range(2):  # the first hand-off, and the one after the first player's turn
        page.wait_for_selector("[data-action='reveal']")
        html = page.evaluate("document.getElementById('app').outerHTML")
        live = page.evaluate("document.getElementById('live').textContent")
        assert page.locator(".hc, .pc").count() == 0
        public = re.sub(r"discards \S+", "", live)  # a discard is seen by everyone
        assert not any(s in html or s in public for s in SUITS)  # no card in text, attributes or live text
        page.click("[data-action='reveal']")
        assert page.locator(".hc").count() == 13
        page.click("[data-kind='draw-stock']")
        discard_something(page)


def test_hint_from_the_players_own_view(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(11))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    page.wait_for_selector("[data-kind='draw-stock']")
    page.click("[data-kind='draw-stock']")
    page.click("[data-action='hint']")
    assert "Suggested" in page.locator(".hand-panel .hint").inner_text()


def test_a_whole_turn_by_keyboard(page: Page, guard, base_url: str) -> None:
    """Draw, select, reorder and discard without a pointer; focus stays visible on the cards."""
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(7))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.focus("[data-action='deal']")
    page.keyboard.press("Enter")
    page.wait_for_selector(IDLE + " [data-kind='draw-stock']")
    page.focus("[data-kind='draw-stock']")
    page.keyboard.press("Enter")
    page.wait_for_selector(".hc.is-new")
    page.focus("[data-focus-key='card:0']")
    first = page.locator("[data-focus-key='card:0']").inner_text()
    page.keyboard.press("Shift+ArrowRight")  # move the card one place right
    assert page.locator("[data-focus-key='card:1']").inner_text() == first
    assert page.evaluate("document.activeElement.dataset.focusKey") == "card:1"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"
    for _ in range(14):  # select cards with Enter until one may be discarded
        page.keyboard.press("Enter")
        if page.locator("[data-kind='discard']").count():
            break
        page.keyboard.press("Enter")  # unselect, go on
        page.keyboard.press("ArrowRight")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.kind") == "discard":
            break
    assert page.evaluate("document.activeElement.dataset.kind") == "discard"
    moves = int(page.locator("[data-screen]").get_attribute("data-moves"))
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.querySelector('[data-screen]').dataset.moves) > {moves}")


def test_bad_saves_never_leave_a_blank_page(page: Page, guard, base_url: str) -> None:
    good = json.loads(fixed_game(3))
    unknown_level = {
        **good,
        "seats": [*good["seats"][:3], {"name": "Robo", "kind": "bot", "level": "grandmaster"}],
    }
    bad = [
        "[" * 3000 + "]" * 3000,
        fixed_game(3).replace('"seed":3', '"seed":1e400'),
        json.dumps({**good, "game": "alea-maxima"}),
        json.dumps(unknown_level),
    ]
    for raw in bad:
        page.add_init_script(f"localStorage.setItem('ludi.save', {json.dumps(raw)})")
        page.goto(base_url + "/")
        wait_ready(page)
        assert page.locator("#games-h").is_visible()
        if page.locator("[data-action='resume']").count():
            page.click("[data-action='resume']")
        assert page.locator(".saved--corrupt").is_visible(), raw[:60]
        assert page.locator("textarea.record").input_value() == raw
