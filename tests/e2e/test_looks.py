"""The looks of the tables, set in the Settings dialog: a four-colour deck, a large index and a
left-handed tray, each seen in the browser and kept over a reload; the dialog at three sizes."""

from __future__ import annotations

import json

import pytest
from conftest import wait_ready
from playwright.sync_api import Page
from test_romme import FAST, IDLE, fixed_game

SIZES = {"phone": (390, 844), "tablet": (768, 1024), "landscape": (1024, 768)}

# Each suit in the hand: its colour, and its contrast on the card it is drawn on (WCAG).
SUIT_COLOURS = """() => {
  const channel = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const lum = (rgb) => rgb.map(channel).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const parse = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const out = {};
  for (const suit of ['clubs', 'spades', 'hearts', 'diamonds']) {
    const card = document.querySelector('.hand .pc--' + suit);
    if (!card) continue;
    const fore = parse(getComputedStyle(card).color), back = parse(getComputedStyle(card).backgroundColor);
    const [a, b] = [lum(fore), lum(back)].sort((x, y) => y - x);
    out[suit] = {colour: getComputedStyle(card).color, contrast: (a + 0.05) / (b + 0.05)};
  }
  return out;
}"""

SIZES_OF_INDEX = """() => {
  const card = document.querySelector('.hand .hc:not(.pc--joker)');
  const size = (sel) => parseFloat(getComputedStyle(card.querySelector(sel)).fontSize);
  return {rank: size('.pc__rank'), suit: size('.pc__suit')};
}"""


def resume_at_the_table(page: Page) -> None:
    """From the home screen with a saved game: resumed, the round dealt, the hand on screen."""
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector(IDLE, state="attached")
    if page.locator("[data-action='deal']").count():
        page.click("[data-action='deal']")
    page.wait_for_selector("[data-action='card']")


def open_romme(page: Page, base_url: str, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(7))});")
    page.goto(base_url + "/")
    resume_at_the_table(page)


def choose(page: Page, **looks: str) -> None:
    page.click("[data-action='settings']")
    for name, value in looks.items():
        page.select_option(f"[data-field='{name}']", value)
    page.click("button[data-action='close-settings']")


def test_the_four_colour_deck_large_index_and_left_hand_change_the_table_and_survive_a_reload(
    page: Page, guard, base_url: str
) -> None:
    open_romme(page, base_url, SIZES["landscape"])
    two = page.evaluate(SUIT_COLOURS)
    assert len(two) >= 3, two  # a hand of 13 holds three suits at least
    black = {s for s in two if s in ("clubs", "spades")}
    assert len({two[s]["colour"] for s in black}) == 1  # the two-colour deck: clubs as spades
    plain = page.evaluate(SIZES_OF_INDEX)
    head = page.locator(".romme .tray__head")
    tools_left = head.locator(".hand__tools").bounding_box()["x"]
    name_left = head.locator(".players--me").bounding_box()["x"]
    assert name_left < tools_left  # right hand: the hand's tools on the right

    choose(page, deck="four", index="large", hand="left")
    four = page.evaluate(SUIT_COLOURS)
    assert len({v["colour"] for v in four.values()}) == len(four), four  # a colour per suit
    assert all(v["contrast"] >= 4.5 for v in four.values()), four
    large = page.evaluate(SIZES_OF_INDEX)
    assert large["rank"] > large["suit"] and large["rank"] > plain["rank"], (plain, large)
    assert head.locator(".hand__tools").bounding_box()["x"] < head.locator(".players--me").bounding_box()["x"]
    selection = page.locator(".romme .selection")
    bar = selection.locator(".controls--bar").bounding_box()
    words = selection.locator(".selection__line, .selection__hint").first.bounding_box()
    assert bar["x"] < words["x"]  # the action bar on the left thumb's side

    page.reload()  # (the init script puts the same dealt game back: the looks are what is kept)
    resume_at_the_table(page)
    root = page.locator("#app [data-screen]")
    assert root.get_attribute("data-deck") == "four"
    assert root.get_attribute("data-index") == "large" and root.get_attribute("data-hand") == "left"
    assert page.evaluate(SUIT_COLOURS) == four


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
def test_every_setting_is_in_reach_and_explained_at_each_size(page: Page, guard, base_url: str, size) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='settings']")
    for name in ("speed", "bot-speed", "deck", "index", "hand", "sound", "hints-default"):
        field = page.locator(f"[data-field='{name}']")
        field.scroll_into_view_if_needed()
        box = field.bounding_box()
        assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= size[0], (name, box)
        assert page.locator(f"#setting-{name}-help").is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= size[0]


@pytest.mark.parametrize("size", [SIZES["phone"], SIZES["landscape"]], ids=["phone", "landscape"])
def test_pokern_s_turn_buttons_sit_where_the_holding_hand_s_thumb_reaches(
    page: Page, guard, base_url: str, size: tuple[int, int]
) -> None:
    """Roll and Stop at the tray's right edge for a right hand (the default), at its left edge
    once Settings say the left hand holds the tablet."""
    from test_pokern_support import start_game

    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.add_init_script(FAST)
    page.goto(base_url + "/")
    wait_ready(page)
    start_game(page)
    page.wait_for_selector(IDLE + " [data-kind='roll']")

    def edges() -> tuple[float, float]:
        """Room left of the turn's buttons and right of them, inside the tray."""
        tray = page.locator(".pokern .dice-panel").bounding_box()
        kinds = [k for k in ("roll", "stop") if page.locator(f"[data-kind='{k}']").count()]
        shown = [page.locator(f"[data-kind='{k}']").first.bounding_box() for k in kinds]
        left = min(b["x"] for b in shown) - tray["x"]
        right = tray["x"] + tray["width"] - max(b["x"] + b["width"] for b in shown)
        return left, right

    left, right = edges()
    assert right < left, (left, right)  # the right thumb's side
    choose(page, hand="left")
    left, right = edges()
    assert left < right, (left, right)
