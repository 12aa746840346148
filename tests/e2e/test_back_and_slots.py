"""The shell around the tables, as a player meets it on a phone: the browser's Back stays in
the app, each game keeps its own saved game, "Replace the saved game?" appears where the tap
was, and the top bar's controls are big enough to tap."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import wait_ready
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

SETTINGS = (
    "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'instant');"
)


def start(page: Page, game: str) -> None:
    page.click(f"[data-action='setup'][data-arg='{game}']")
    page.click("[data-action='start']")


def test_back_goes_home_inside_the_app_and_each_game_keeps_its_save(page: Page, guard, base_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.add_init_script(SETTINGS)
    page.goto(base_url + "/")
    wait_ready(page)
    start(page, "romer")
    page.wait_for_selector("[data-screen='table']")
    page.go_back()
    page.wait_for_selector("[data-screen='home']")
    assert page.url.rstrip("/") == base_url.rstrip("/")  # still the app, not the page before it
    assert page.locator("[data-action='resume']").count() == 1
    start(page, "romme")  # a Rommé game does not cost the Römer game in progress
    page.wait_for_selector("[data-screen='table']")
    page.go_back()
    page.wait_for_selector("[data-screen='home']")
    assert page.locator("[data-action='resume']").count() == 2


def test_replacing_a_saved_game_is_asked_in_view_and_the_top_bar_is_tappable(
    page: Page, guard, base_url: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.add_init_script(SETTINGS)
    page.goto(base_url + "/")
    wait_ready(page)
    start(page, "romisch-pokern")
    page.wait_for_selector("[data-screen='table']")
    page.click("[data-action='home']")
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.click("[data-action='start']")
    panel = page.locator(".confirm")
    panel.wait_for()
    box = panel.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    for control in page.locator(".topbar button, .topbar select").all():
        size = control.bounding_box()
        assert size is not None and size["height"] >= 44 and size["width"] >= 44, size
