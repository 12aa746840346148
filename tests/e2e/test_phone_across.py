"""A phone held across (844x390): the tray stands beside the table, not over it.

Stuck to the bottom of so short a screen the tray took 60 % of it or more (Rommé's, with cards
of 87 px, was taller than the screen): Römer's trick, Rommé's piles and melds and Pokern's rows
lay under it wherever the page was scrolled, and the hand ran off the tray's foot. Here every
part of the table a player reads, brought into view, lies clear of the tray, and the tray's
cards and buttons are on the screen beside it.
"""

from __future__ import annotations

import pytest
from across_probe import ACROSS, LOOK, TABLE_PARTS, TRAY_TAPS
from against_bots import IDLE, open_against_bots
from playwright.sync_api import Page
from table_invariants import broken, describe, install
from test_pokern_layout import FAILED, QUICK, open_at, screenshots
from test_pokern_support import resume_record
from test_privacy import open_between_two_humans, take_a_human_turn

import romer_scenes


def julias_turn(page: Page) -> None:
    page.wait_for_selector(f"{IDLE} .banner[data-current='0']", state="attached", timeout=60_000)


#: An iPhone's 844 px (390 high, and 352 as Safari leaves it with its bars shown), the widest
#: phones' 932 px, past the 900 px where wide screens' rules begin (they ask for more height
#: than a phone held across has), and the larger phones of a few years ago (736x414: the side
#: tray began at 740 px, and there the tray stuck to the foot covered the table).
SIZES = {"844x390": ACROSS, "844x352": (844, 352), "932x430": (932, 430), "736x414": (736, 414)}
#: A small phone held across (667x375, an iPhone SE): the table takes 367 px, the tray 300 px,
#: enough for Rommé's cards and Pokern's dice; Römer's tray stays under the table there.
SMALL = (667, 375)
BESIDE = [(game, size) for game in TABLE_PARTS for size in SIZES] + [
    ("romme", "667x375"),
    ("romisch-pokern", "667x375"),
]
#: Lines each name takes (the elements the selector finds, where they stand across): a name
#: broken after its fifth letter ("Marcu" over "s") in a half of 368 px.
NAME_LINES = """(selector) => [...document.querySelectorAll(selector)]
  .filter(el => getComputedStyle(el).writingMode === 'horizontal-tb')
  .map(el => { const r = document.createRange(); r.selectNodeContents(el.querySelector('bdi') || el);
               const tops = [...r.getClientRects()].map(b => Math.round(b.top));
               return [el.textContent, new Set(tops).size]; })"""


@pytest.mark.parametrize(("game", "size"), BESIDE)
def test_on_a_phone_held_across_the_tray_stands_beside_the_table(
    page: Page, guard, base_url: str, game: str, size: str
) -> None:
    width, height = SIZES.get(size, SMALL)
    open_against_bots(page, base_url, game, 11, (width, height), pace="instant")
    julias_turn(page)
    if game == "romme":  # her cards after the draw: fourteen, the most a turn holds
        page.click("[data-kind='draw-stock']")
        page.wait_for_function(
            f'document.querySelector("{IDLE}") && !document.querySelector("[data-kind=\'draw-stock\']")'
        )
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert page.locator(TRAY_TAPS).count() >= 2
    seen = page.evaluate(LOOK, [TABLE_PARTS[game], TRAY_TAPS])
    assert len(seen) >= 3, seen  # the table's parts were found
    for look in seen:
        assert look["inView"], look  # the part itself fits the screen
        assert look["overlap"] == 0, look  # and nothing of it lies under the tray
        assert not look["off"], look  # the tray's cards and buttons on the screen beside it


@pytest.mark.parametrize("size", (*SIZES, "667x375"))
def test_on_a_phone_held_across_pokerns_four_names_stand_whole(
    page: Page, guard, base_url: str, size: str
) -> None:
    """Four players' names of six and seven letters across the sheet's head, each on one line,
    in the table's part of the screen (at 736 px, 368 px wide; at 667, 367)."""
    open_at(page, base_url, SIZES.get(size, SMALL), **FAILED)
    names = page.evaluate(NAME_LINES, ".pokern-sheet .sheet__player")
    assert len(names) == 4, names
    assert all(lines == 1 for _, lines in names), names


def test_on_a_small_phone_held_across_pokerns_six_dice_stand_in_one_row(
    page: Page, guard, base_url: str
) -> None:
    """A failed turn at 667x375: the six dice's places in the tray of 300 px stand in one row
    (five and one under them pushed the action cards to save the turn under the foot)."""
    open_at(page, base_url, SMALL, **FAILED)
    tops = page.evaluate("[...document.querySelectorAll('.tray .dice .die')].map(die => die.offsetTop)")
    assert len(tops) == 6 and len(set(tops)) == 1, tops


@pytest.mark.parametrize("game", tuple(TABLE_PARTS))
def test_on_a_small_phone_held_across_nothing_lies_under_the_tray(
    page: Page, guard, base_url: str, game: str
) -> None:
    """667x375 (an iPhone SE held across): halves of 333 px would be narrower than any phone
    upright, and the tray stuck to the screen's foot covered all of the table below the banner
    (Rommé's seat and Römer's hand ran off the screen); with the tray under the table in the
    page's flow Rommé's cards were 37 px wide once it stood beside the table. At Julia's turn
    the watcher of the whole rounds finds nothing broken: nothing to read or tap lies under a
    dock wherever the page is scrolled, every target takes a finger."""
    install(page)
    open_against_bots(page, base_url, game, 11, SMALL, pace="instant")
    julias_turn(page)
    found = broken(page)
    assert not found, describe(found)


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_on_a_small_phone_held_across_rommes_own_name_stands_whole(
    page: Page, guard, base_url: str, lang: str
) -> None:
    """Julia building her first meld at 667x375: her name in the tray, beside three tools
    ("Reset this turn" among them), stands on one line ("Juli" over "a" with the tray under the
    table; beside it, 300 px wide, "J", "u", "l", "i", "a" one under another in French)."""
    page.set_viewport_size({"width": SMALL[0], "height": SMALL[1]})
    in_lang = f"localStorage.setItem('ludi.lang', '{lang}');"
    resume_record(page, base_url, screenshots.romme_scenes()["building"], QUICK + in_lang)
    page.wait_for_selector(f"{IDLE} [data-focus-key='reset-turn']", state="attached")
    names = page.evaluate(NAME_LINES, ".players--me .player__name")
    assert names and all(lines == 1 for _, lines in names), names


#: Every button in the tray that reaches past its edges (the bar scrolls sideways: a button
#: cut at the edge is read as it is shown).
PAST_THE_TRAY = """() => {
  const tray = document.querySelector('[data-tray]').getBoundingClientRect();
  return [...document.querySelectorAll('[data-tray] button')]
    .filter(b => b.offsetParent !== null)
    .map(b => [b.textContent.trim(), b.getBoundingClientRect()])
    .filter(([, r]) => r.left < tray.left - 0.5 || r.right > tray.right + 0.5)
    .map(([text, r]) => `${text}: ${Math.round(r.left)}-${Math.round(r.right)}, tray ends ${tray.right}`);
}"""


def test_on_a_small_phone_held_across_rommes_buttons_stand_whole_in_the_tray(
    page: Page, guard, base_url: str
) -> None:
    """A card chosen at 667x375 in German: "Abwählen", "5♦ abwerfen" and "Verschieben" in the
    tray of 300 px ("Verschieben" ran past its edge, "Verschiel" shown)."""
    page.set_viewport_size({"width": SMALL[0], "height": SMALL[1]})
    resume_record(
        page,
        base_url,
        screenshots.romme_scenes()["layoff"],
        QUICK + "localStorage.setItem('ludi.lang', 'de');",
    )
    page.click("[data-action='card'][data-arg='0']")
    page.wait_for_selector(f"{IDLE} [data-kind='discard']", state="attached")
    assert page.locator("[data-tray] .controls--bar button").count() >= 3
    assert page.evaluate(PAST_THE_TRAY) == []


def test_on_a_small_phone_held_across_the_hand_off_opens_at_its_top(page: Page, guard, base_url: str) -> None:
    """Julia, a bot, Marcus at Römer: at 667x375 Julia scrolls down to her hand, under the
    table, for her turn; the hand-off to Marcus then opened as far down as the table had been
    (80 px, the header and the box's top edge out of sight; Rommé's too, before its tray stood
    beside the table there)."""
    game = "romer"
    page.set_viewport_size({"width": SMALL[0], "height": SMALL[1]})
    open_between_two_humans(page, base_url, game)
    page.click("[data-action='reveal']")
    page.wait_for_selector("#app [data-busy='0'] :is(.hand, .romer-hand)")
    take_a_human_turn(page, game)
    assert page.evaluate("scrollY") > 0  # she scrolled to her hand
    page.wait_for_function("document.activeElement && document.activeElement.id === 'handoff-title'")
    assert page.evaluate("scrollY") == 0


#: Where each of the tray's buttons that says what it does stands, and how tall their room is.
WHAT_BUTTONS = """() => ({
  tops: [...document.querySelectorAll('[data-tray] .btn--what')]
    .map(b => Math.round(b.getBoundingClientRect().top)),
  room: Math.round(document.querySelector('[data-tray] .romer-bar__slots').getBoundingClientRect().height),
})"""


@pytest.mark.parametrize("scene", ("my_turn", "answer_trick"))
def test_on_a_small_phone_held_across_romers_buttons_stand_in_one_row(
    page: Page, guard, base_url: str, scene: str
) -> None:
    """A card chosen at 667x375 (Römer's tray under the table there): the four buttons of a
    turn (two horses, a new trump, a lead) stand in one row, and the room they keep is one
    row's. In rows of three their room took 170 px of the screen's 375, and answering a trick,
    "Play this card" alone filled all of it, a brown block over half the screen."""
    page.set_viewport_size({"width": SMALL[0], "height": SMALL[1]})
    resume_record(page, base_url, getattr(romer_scenes, scene)(), QUICK)
    page.wait_for_selector(f"{IDLE} [data-tray] [data-action='card']", state="attached")
    page.locator("[data-tray] [data-action='card']").first.click()
    page.wait_for_selector(f"{IDLE} [data-tray] .btn--what:not([disabled])", state="attached")
    shown = page.evaluate(WHAT_BUTTONS)
    assert len(set(shown["tops"])) == 1, shown
    assert shown["room"] <= 110, shown
