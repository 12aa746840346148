"""A tablet turned mid-turn: the selection stays, the hand stays in view and nothing overflows
(upright 768x1024 to sideways 1024x768 and back), in Rommé and Römer."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page
from test_looks import resume_at_the_table
from test_romme import FAST, IDLE, fixed_game

from ludi.games.protocol import GameRecord, Seat

UPRIGHT, SIDEWAYS = {"width": 768, "height": 1024}, {"width": 1024, "height": 768}

IN_VIEW = """sel => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }"""


def romer_game() -> str:
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "normal"))
    return GameRecord("romer", {}, seats, 3).dumps()


@pytest.mark.parametrize("game", ("romme", "romer"))
def test_turning_the_tablet_mid_turn_keeps_the_selection_and_the_hand_in_view(
    page: Page, guard, base_url: str, game: str
) -> None:
    page.set_viewport_size(UPRIGHT)
    record = fixed_game(7) if game == "romme" else romer_game()
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(record)});")
    page.goto(base_url + "/")
    resume_at_the_table(page)
    if page.locator("[data-kind='draw-stock']:not([disabled])").count():
        page.click("[data-kind='draw-stock']")  # Rommé: drawn first, then cards are chosen
    page.wait_for_selector(IDLE, state="attached")
    card = page.locator("[data-action='card']").nth(2)
    card.click()
    key = card.get_attribute("data-focus-key")
    chosen = f"[data-focus-key='{key}']"
    assert page.get_attribute(chosen, "aria-pressed") == "true"
    for size in (SIDEWAYS, UPRIGHT):
        page.set_viewport_size(size)
        page.wait_for_timeout(200)
        assert page.get_attribute(chosen, "aria-pressed") == "true", size  # still chosen
        assert page.evaluate(IN_VIEW, chosen), size  # the hand under the thumb, not scrolled away
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
