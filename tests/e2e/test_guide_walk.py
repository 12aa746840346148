""" "Learn to play" in the browser: from home, each game's guided round finished by tapping
only what the guide outlines and is shown (or Next; a Pokern card is outlined both in its
panel and beside Pass, and the screen's size shows one of them), one language per game; the
table never moves when the guide's words change, and the guide's words stay on screen."""

from __future__ import annotations

import pytest
from conftest import wait_ready
from playwright.sync_api import Page

IDLE = "#app [data-screen][data-busy='0']"
NEXT = "[data-action='guide-next'], [data-action='guide-play-on']"


def storage(lang: str) -> str:
    return (
        f"localStorage.setItem('ludi.lang', '{lang}');localStorage.setItem('ludi.speed', 'off');"
        "localStorage.setItem('ludi.bot-speed', 'instant');"
    )


@pytest.mark.parametrize(("game", "lang"), [("romer", "fr"), ("romme", "de"), ("romisch-pokern", "en")])
def test_learn_to_play_from_home(page: Page, guard, base_url: str, game: str, lang: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.add_init_script(storage(lang))
    page.goto(base_url + "/")
    wait_ready(page)
    page.click(f"[data-action='guide'][data-arg='{game}']")
    page.wait_for_selector(".guide")
    tops, heights = set(), set()
    for _ in range(60):
        page.wait_for_selector(IDLE, state="attached")
        if page.locator(".guide").count() == 0:
            break
        box = page.locator(".guide").bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844  # in view
        heights.add(round(box["height"]))
        # The table's place in the page, whatever the step says (scroll taken out).
        tops.add(
            round(
                page.evaluate("document.querySelector('.table-screen').getBoundingClientRect().top + scrollY")
            )
        )
        if page.locator(NEXT).count():
            page.locator(NEXT).first.click()
        else:
            page.locator("button[data-guided]:visible").first.click()
    else:
        raise AssertionError("the guide never ended")
    assert len(heights) == 1 and len(tops) == 1, (heights, tops)
    # A real round goes on against the bot(s), and nothing was saved over a waiting game.
    assert page.locator("[data-screen='table'], [data-screen='end']").count() == 1
    assert page.evaluate(f"localStorage.getItem('ludi.save.{game}')") is None
