"""The Rommé table at a phone's and two tablets' sizes: what the prompt is about is in view and
clear of the hand tray, with the controls to act on it, and selecting cards moves nothing.

Situations are the screenshots' (games the engine's bots play for every seat, Julia included,
until the situation holds); each record is resumed through the UI like a saved game.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from against_bots import open_against_bots
from conftest import wait_ready
from hand_letters import HAND_CARDS, letters_off
from layout_probes import PAINTED, WATCH_SHIFTS
from playwright.sync_api import Page
from table_play import julia_acts, resume_next

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))


SIZES = ((390, 844), (768, 1024), (1024, 768))
IDLE = "#app [data-screen][data-busy='0']"


def open_record(page: Page, base_url: str, record: str, lang: str = "en") -> None:
    page.add_init_script(
        f"localStorage.setItem('ludi.lang', '{lang}');localStorage.setItem('ludi.speed', 'off');"
        "localStorage.setItem('ludi.bot-speed', 'instant');"
        f"localStorage.setItem('ludi.save', {json.dumps(record)});"
    )
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector(IDLE + " .hc")


BOX = "el => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


def box(page: Page, selector: str) -> list[float]:
    return page.locator(selector).first.evaluate(BOX)


def clear_and_in_view(page: Page, selector: str, *, in_tray: bool = False) -> None:
    """``selector``'s element lies wholly in the viewport and, unless it belongs to the tray,
    wholly above it (nothing of it under the tray), in the painted frame (a marked target is
    scrolled into view in the frame after the render, ``ludiReveal``)."""
    page.evaluate(PAINTED)
    left, top, right, bottom = box(page, selector)
    width, height = page.evaluate("[innerWidth, innerHeight]")
    where = f"{selector} at {left:.0f},{top:.0f}-{right:.0f},{bottom:.0f} in {width}x{height}"
    assert left >= 0 and top >= 0 and right <= width and bottom <= height, where
    if not in_tray:
        tray_top = box(page, "[data-tray]")[1]
        assert bottom <= tray_top, f"{where}: under the tray (top {tray_top:.0f})"


@pytest.fixture(scope="module")
def records() -> dict[str, str]:
    """The situations the screenshots show (``tools/screenshots.py``), Julia to act: drawing
    with 7+ melds on the table, a first meld being built, laying off (``layoff-card`` goes on
    the last of the melds that take it), the knock window."""
    from screenshots import romme_scenes

    return romme_scenes()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_what_the_prompt_is_about_is_in_view_and_clear_of_the_tray(
    page: Page, guard, base_url: str, records, size
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})

    open_record(page, base_url, records["drawing"])  # draw: the piles, which are the controls
    clear_and_in_view(page, "[data-kind='draw-stock']")
    clear_and_in_view(page, "[data-kind='draw-discard']")

    resume_next(page, "romme", records["building"])  # the first meld being built, its buttons
    clear_and_in_view(page, ".staging")
    clear_and_in_view(page, "[data-kind='take-back']")

    resume_next(page, "romme", records["layoff"])  # one card selected: the meld to lay it off on
    card = records["layoff-card"]
    from ludi.ui.romme.cards import code_face

    keys = page.locator(".hc").evaluate_all("els => els.map(e => e.dataset.flip)")
    position = next(p for p, k in enumerate(keys) if k.split(":")[1] == str(code_face(card)))
    page.click(f"[data-action='card'][data-arg='{position}']")
    page.wait_for_selector(".meld.is-target")
    clear_and_in_view(page, ".meld.is-target")
    clear_and_in_view(page, "[data-kind='discard']", in_tray=True)

    resume_next(page, "romme", records["knock"])  # the knock prompt, its card, its buttons
    clear_and_in_view(page, ".knock", in_tray=True)
    clear_and_in_view(page, "[data-kind='knock']", in_tray=True)
    clear_and_in_view(page, "[data-kind='pass']", in_tray=True)
    clear_and_in_view(page, ".pile--discard")


PLACES = """() => {
  const tray = document.querySelector('[data-tray]').getBoundingClientRect();
  return [...document.querySelectorAll(
    '.hand > li, .meld-slot, .pile, .selection, .hand__tools, .tray__head, .felt, [data-tray]')]
    .map(el => {
      const r = el.getBoundingClientRect();
      const inTray = el.closest('[data-tray]') !== null;  // sticky: placed within the tray
      const x = inTray ? r.left - tray.left : r.left, y = inTray ? r.top - tray.top : r.top + scrollY;
      return [el.className, Math.round(x), Math.round(y), Math.round(r.width), Math.round(r.height)];
    });
}"""


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_selecting_and_deselecting_cards_moves_nothing(
    page: Page, guard, base_url: str, records, size
) -> None:
    """Every place on the table stays where it was (the hand, the melds, the piles, the action
    bar), and the Layout Instability API counts no shift, those after input included.

    The places are what catches a jump: the API reports only elements that were on screen in
    the frame before, and every render replaces the table's elements (on main, where the bar
    pushed the hand down 47 px, it counted nothing either)."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_record(page, base_url, records["layoff"])
    page.evaluate(WATCH_SHIFTS)
    before = page.evaluate(PLACES)
    assert len(before) > 10
    for p in (0, 1, 2, 2, 1, 0):  # select three cards one by one, then deselect them
        page.click(f"[data-action='card'][data-arg='{p}']")
        page.wait_for_selector(IDLE)
        assert page.evaluate(PLACES) == before, f"after tapping card {p}"
    assert page.locator(".hc.is-selected").count() == 0
    page.evaluate(PAINTED)  # the observer's entries are delivered after a frame
    shifts = page.evaluate("window.ludiShifts")
    assert sum(s["value"] for s in shifts) == 0, shifts


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_cards_letter_follows_its_width_measured_by_the_hand_alone(
    page: Page, guard, base_url: str, records, size
) -> None:
    """A card's letter grows with the card. It used to be measured by each card being a size
    container of its own, which made every layout of the hand (a sort, a card drawn) 3-4 times
    slower at a tablet's speed (34-53 against 9-19 ms at 4x CPU throttle): the hand is the one
    container, and the letter follows the column width worked out from it."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_record(page, base_url, records["drawing"])
    measured = page.evaluate(HAND_CARDS)
    assert measured["containers"] == ["hand"], measured["containers"]
    assert measured["cards"], "no card in the hand"
    assert not letters_off(measured)


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_on_a_phone_the_trays_head_shows_every_button_whole(
    page: Page, guard, base_url: str, records, lang
) -> None:
    """The tray's head holds the player's name and up to three buttons (sort, hint, reset the
    turn, the longest words in German): at 390 px each is shown whole, none cut off at the
    tray's edge or scrolled out of sight, and the name is not squeezed to an ellipsis."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_record(page, base_url, records["building"], lang)  # the most buttons: reset the turn too
    tools = page.locator(".hand__tools")
    assert tools.locator("button").count() == 3
    clipped = tools.evaluate("el => el.scrollWidth - el.clientWidth")
    assert clipped <= 0, f"{clipped} px of the buttons are cut off"
    left, _, right, _ = box(page, ".tray__head")
    for button in tools.locator("button").all():
        b_left, _, b_right, _ = button.evaluate(BOX)
        assert left <= b_left and b_right <= right, button.inner_text()
    name = page.locator(".players--me .player__name")
    assert name.evaluate("el => el.scrollWidth <= el.clientWidth"), name.inner_text()


def test_a_tap_on_a_card_changes_the_table_only_not_the_documents_head(
    page: Page, guard, base_url: str, records
) -> None:
    """Every render wrote ``<html lang>`` and ``<title>`` again, unchanged: the browser then
    restyled the whole page (about 180 elements, 8-26 ms with the CPU throttled 4x) for a tap
    that changes two buttons. A tap on a card touches neither."""
    open_record(page, base_url, records["drawing"])
    page.evaluate(
        """() => { window.__head = [];
        const note = ms => { for (const m of ms) window.__head.push(m.target.nodeName + ' ' + m.type); };
        new MutationObserver(note)
          .observe(document.documentElement, {attributeFilter: ['lang', 'class', 'style', 'dir']});
        new MutationObserver(note)
          .observe(document.querySelector('title'), {childList: true, characterData: true, subtree: true});
        }"""
    )
    for p in (0, 2, 0):
        page.click(f".hand [data-action='card'][data-arg='{p}']")
        page.wait_for_selector(IDLE)
    assert page.locator(".hc.is-selected").count() == 1  # the taps were acted on
    assert page.evaluate("window.__head") == []
    assert page.evaluate("document.documentElement.lang") == "en" and "Romm" in page.title()


@pytest.mark.parametrize("lang", ("de", "fr", "en"))
def test_on_a_phone_the_rounds_summary_fits_the_screen(
    page: Page, guard, base_url: str, records, lang
) -> None:
    """The summary after Julia goes out (every hand left, its value and what the round adds,
    then the sheet) at 390 px: nothing past the screen's side, in the language with the
    longest headings too (German "Minuspunkte" pushed the table 9 px past the edge)."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_record(page, base_url, records["last-card"], lang)
    page.click("[data-action='card'][data-arg='0']")
    page.click("[data-kind='discard']")
    page.wait_for_selector(IDLE + " [data-action='next-round']")
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= 390, f"the page is {wide} px wide"
    for table in (".round__table", ".romme-sheet"):
        left, _, right, _ = box(page, table)
        assert left >= 0 and right <= 390, f"{table} at {left:.0f}..{right:.0f}"


@pytest.mark.parametrize("lang", ("de", "fr", "en"))
@pytest.mark.parametrize("scene", ("layoff", "last-card"))
def test_across_a_tablet_the_action_bar_shows_every_button_whole(
    page: Page, guard, base_url: str, records, scene: str, lang: str
) -> None:
    """A card chosen at 1024x768: Clear, the discard (going out with the last card: "… —
    Rommé!") and Move card side by side, none behind the bar's edge (in German "Karte
    verschieben" was cut after every chosen card, and going out needed 573 px of 480)."""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_record(page, base_url, records[scene], lang)
    page.click("[data-action='card'][data-arg='0']")
    page.wait_for_selector(IDLE + " [data-kind='discard']")
    bar = page.locator(".selection .controls--bar")
    assert bar.locator("button").count() >= 3
    hidden = bar.evaluate("el => el.scrollWidth - el.clientWidth")
    assert hidden <= 0, f"{hidden} px of the buttons are behind the bar's edge"
    left, _, right, _ = bar.evaluate(BOX)
    for button in bar.locator("button").all():
        b_left, _, b_right, _ = button.evaluate(BOX)
        assert left - 0.5 <= b_left and b_right <= right + 0.5, button.inner_text()


@pytest.mark.parametrize("scene", ("drawing", "layoff"))
def test_across_a_tablet_the_tray_stays_at_the_screens_foot_wherever_the_page_is_scrolled(
    page: Page, guard, base_url: str, records, scene: str
) -> None:
    """At 1024x768 the tray is the page's last row: scrolled to the page's end it rose 16 px
    (the page's margin below it) and fell back when the page scrolled up, as it does by itself
    when the player's turn comes (the piles scrolled into view): the hand moved without a tap
    (a whole round in the test command caught it)."""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_record(page, base_url, records[scene])
    places = []
    for y in (0, 10**6, 0):
        page.evaluate(f"scrollTo(0, {y})")
        places.append(
            page.evaluate("[scrollY, document.querySelector('[data-tray]').getBoundingClientRect().bottom]")
        )
    assert places[1][0] > 0, "the page does not scroll: nothing to check"
    assert [bottom for _, bottom in places] == [768, 768, 768], places


#: Every frame, the leftmost and rightmost place of the hand's sort button, and the highest and
#: lowest top of the table's melds in the page, for as long as the page runs.
SORT_AT = """() => {
  window.ludiSort = null;
  window.ludiMelds = null;
  const spread = (seen, v) => seen ? [Math.min(seen[0], v), Math.max(seen[1], v)] : [v, v];
  const tick = () => {
    const sort = document.querySelector("[data-action='sort']");
    if (sort) window.ludiSort = spread(window.ludiSort, sort.getBoundingClientRect().left);
    const melds = document.querySelector('.felt__melds');
    if (melds) window.ludiMelds = spread(window.ludiMelds, melds.getBoundingClientRect().top + scrollY);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


@pytest.mark.parametrize(
    "hand, size, lang",
    [("right", (768, 1024), "en"), ("left", (390, 844), "en"), ("right", (390, 844), "de")],
    ids=["768x1024", "390x844-left", "390x844-de"],
)
def test_the_sort_button_and_the_melds_stay_put_as_the_turn_passes(
    page: Page, guard, base_url: str, hand: str, size: tuple[int, int], lang: str
) -> None:
    """The hand's tools sit at the tray's edge (the right one, or the left for a left hand):
    "Hint", there on Julia's turn only, lay between the edge and "By rank", so when her turn
    came "By rank" moved 71 px aside, and back once she had discarded. The tools that come and
    go now lie inside the one that stays. On a phone the melds on the table moved 15 px up
    when her turn came: the piles' labels ("Stock", "Discard pile") turn into "Draw" and
    "Take 8♠", one line where there were two; and 17 px down with her draw, where the
    banner's instruction took a second line (a third in German). Each keeps the room of its
    longest."""
    open_against_bots(page, base_url, "romme", 5, size, lang=lang, hand=hand)
    page.evaluate(SORT_AT)
    turns = 0
    for _ in range(200):
        if page.locator("[data-action='next-round']").count() or turns >= 3:
            break
        page.wait_for_selector(IDLE + " .banner[data-current='0']", state="attached", timeout=30_000)
        turns += julia_acts(page, "romme")
    assert turns >= 3, "Julia's turn came round fewer than three times"
    left, right = page.evaluate("window.ludiSort")
    assert right - left <= 1, f"'By rank' moved {right - left:.0f} px sideways as the turn passed"
    high, low = page.evaluate("window.ludiMelds")
    assert low - high <= 1, f"the melds on the table moved {low - high:.0f} px up and down as the turn passed"


#: While a bot plays: the log's newest line, and the tray's band that shows the
#: latest move (its title, whether all of it is on screen and uncovered, its cards' count).
LATEST_SEEN = """() => {
  const screen = document.querySelector('#app [data-screen][data-busy="1"]');
  const banner = document.querySelector('.banner[data-current]');
  if (!screen || !banner || banner.dataset.current === '0') return null;
  const newest = document.querySelector('.log .log__item:not(.log__item--empty)');
  const band = document.querySelector('[data-tray] .romme-watch');
  if (!band) return [newest && newest.textContent, null, false, 0];
  const shown = el => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.top < 0 || r.bottom > innerHeight) return false;
    if (r.left < 0 || r.right > innerWidth) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && el.contains(hit);
  };
  const cards = [...band.querySelectorAll('.pc')];
  const title = band.querySelector('.romme-watch__title');
  const seen = shown(title) && cards.every(shown);
  return [newest && newest.textContent, title && title.textContent, seen, cards.length];
}"""


@pytest.mark.parametrize(
    "size, lang",
    [((390, 844), "en"), ((390, 844), "de"), ((1024, 768), "en")],
    ids=["phone", "phone-de", "across"],
)
def test_the_tray_shows_each_bot_move_with_its_cards(page: Page, guard, base_url: str, size, lang) -> None:
    """On a phone the tray covers the melds on the table while the bots play (across a tablet
    their lower rows, once there are many), and its action bar stood empty then: a bot's melds
    and lay-offs were laid where nobody saw them (the banner's recap told them in words). The
    bar's room now shows the latest move and its cards, in view."""
    open_against_bots(page, base_url, "romme", 11, size, lang=lang, pace="normal")
    looks: list = []
    for _ in range(600):
        if (
            len({tuple(found[:2]) for found in looks}) >= 8
            or page.locator("[data-action='next-round']").count()
        ):
            break
        found = page.evaluate(LATEST_SEEN)
        if found is not None:
            looks.append(found)
        elif page.locator(IDLE + " .banner[data-current='0']").count():
            julia_acts(page, "romme")
        page.wait_for_timeout(100)
    told = [found for found in looks if found[0]]
    assert len({found[0] for found in told}) >= 4, f"too few bot moves seen: {looks[:5]}"
    wrong = [found for found in told if found[1] != found[0] + "."]
    assert not wrong, f"the tray's band did not show the latest move (newest line, band): {wrong[:3]}"
    unseen = [found for found in told if not found[2]]
    assert not unseen, f"the latest move out of sight: {unseen[:3]}"
    assert any(found[3] >= 3 for found in told), "no meld seen with its cards"
