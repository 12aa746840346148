"""The watcher of the whole-round test can fail: at a real table, a forced ellipsis, a page
pushed wider than the screen, a row of buttons scrolling sideways, text laid over text, a tray
over most of the screen and a dock covering what must be tapped (a tray stuck to the bottom, or
one beside the table on a phone held across) are each reported, and so is a tray moved by the
bots' moves while something in it glides."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from table_invariants import broken, describe
from table_play import first, julia_acts, tap
from test_tables_whole_rounds import open_table, settle

#: What is broken on purpose, and the rules that must report it.
BREAKS = {
    "a forced ellipsis": (
        ".banner__title { width: 40px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }",
        {"text ends in an ellipsis"},
    ),
    "an overflow": (
        ".banner { width: 130vw; }",
        {"page wider than the screen", "text past the side of the screen"},
    ),
    "a row of buttons scrolling sideways": (
        ".romme .hand__tools { overflow-x: auto; flex-wrap: nowrap; width: 60px; }",
        {"controls hidden in a row that scrolls sideways"},
    ),
    "a mark laid over a line of text": (
        ".banner__sub { position: relative; top: -1.2em; }",
        {"text drawn over other text"},
    ),
    "a tray over most of the screen": (
        ".romme .romme-own { min-height: 80vh; }",
        {"a dock taller than three quarters of the screen"},
    ),
    "a covering dock": (
        ".romme .felt { position: sticky; top: 0; z-index: 5; min-height: 100vh; }",
        {"covered by a dock wherever the page is scrolled"},
    ),
    # a phone held across: the table no longer kept clear of the tray at the screen's right
    "a side tray over the table": (
        ".screen:has(.table-screen .tray) { padding-right: 0; }",
        {"covered by a dock wherever the page is scrolled"},
    ),
}
#: The size each breakage is shown at (else a tablet upright).
ACROSS_A_PHONE = {"a side tray over the table": (844, 390)}


@pytest.mark.parametrize("breakage", sorted(BREAKS))
def test_the_watcher_reports_a_broken_table(page: Page, guard, base_url: str, breakage: str) -> None:
    css, rules = BREAKS[breakage]
    width, height = ACROSS_A_PHONE.get(breakage, (768, 1024))
    page.set_viewport_size({"width": width, "height": height})
    open_table(page, base_url, "romme", "en")
    page.click("[data-action='deal']")  # the rules before the first deal, then the table
    page.wait_for_selector("[data-screen='table'] .banner")
    settle(page)
    assert not broken(page), describe(broken(page))  # the table as it is: nothing to report
    page.add_style_tag(content=css)
    found = broken(page)
    assert rules & {b["rule"] for b in found}, describe(found)


#: How far the page is scrolled, and where the tray is on the screen.
PLACE = "[scrollY, document.querySelector('[data-tray]').getBoundingClientRect().top]"


def test_the_whole_rounds_taps_leave_the_page_where_it_is(page: Page, guard, base_url: str) -> None:
    """The whole round's player taps where a control is shown, as a finger does: Playwright's
    click scrolled a card in the phone's tray, stuck to the screen's foot, "into view", to the
    end of the page, and when the piles came back into view on her next turn the watcher saw
    the tray move with no tap of hers (CI, Rommé at a phone in German)."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_table(page, base_url, "romme", "de")
    tap(page, page.locator("[data-action='deal']").first)
    for _ in range(100):  # to Julia's first draw
        settle(page)
        draw = first(page, "[data-kind='draw-stock']:not([disabled])")
        if draw is not None:
            break
    else:
        pytest.fail("Julia's draw never came")
    tap(page, draw)
    cards = page.locator(".romme-own [data-action='card']")
    places = []
    for control in (cards.nth(0), cards.nth(1), page.locator("[data-action='clear']").first, cards.nth(0)):
        settle(page)
        tap(page, control)
        settle(page)
        places.append(page.evaluate(PLACE))
    assert page.locator(".romme-own [aria-pressed='true']").count() == 1, "the last tap chose no card"
    assert len(set(map(tuple, places))) == 1, places


#: The tray's hand pushed by a band grown while the bots play, with something in the tray moving
#: all the while (as Römer's band on a phone held across shows the trick's cards gliding in):
#: at the instant pace the bots' moves came inside the glides of the player's own, and the
#: watcher, comparing only still moments, excused the move as part of hers.
PUSHED_WHILE_GLIDING = """
[data-screen][data-busy='1'] .romme-own .hand { margin-top: 24px; }
@keyframes ludi-catch-pulse { from { opacity: 1; } to { opacity: 0.9; } }
[data-screen][data-busy='1'] .romme-own .hand__value { animation: ludi-catch-pulse 0.3s infinite alternate; }
"""


def test_the_watcher_sees_the_hand_pushed_while_the_tray_glides(page: Page, guard, base_url: str) -> None:
    page.set_viewport_size({"width": 768, "height": 1024})
    open_table(page, base_url, "romme", "en")
    page.click("[data-action='deal']")
    page.wait_for_selector("[data-screen='table'] .banner")
    page.add_style_tag(content=PUSHED_WHILE_GLIDING)
    acted = 0
    for _ in range(40):  # Julia's draw and discard, then the bots' turns until hers came back
        settle(page)
        if acted >= 2 and page.locator(".banner[data-current='0']").count():
            break
        acted += julia_acts(page, "romme")
    else:
        pytest.fail("Julia's turn never came back")
    settle(page)
    found = broken(page)
    moved = {"the tray moved without a tap", "the hand moved without a tap"}
    assert moved & {b["rule"] for b in found}, describe(found)


#: A render, then the 250 ms timer's check before that render's frame, while the tray stands
#: where the frame's own work (the page scrolled back by the reveal) will take it from: a
#: place never painted. Whether the watcher then reports the tray moved.
UNPAINTED_MOMENT = """async () => {
  const app = document.querySelector('#app'), tray = app.querySelector('[data-tray]');
  const painted = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  await painted();
  window.ludiProbe.check('paint');
  window.ludiMorph(app, app.innerHTML);
  tray.style.transform = 'translateY(42px)';
  window.ludiProbe.check('timer');
  tray.style.transform = '';
  await painted();
  await painted();
  return (window.ludiBroken || []).filter(b => b.rule === 'the tray moved without a tap');
}"""


def test_the_watcher_takes_no_moment_before_a_renders_frame_for_a_painted_one(
    page: Page, guard, base_url: str
) -> None:
    """Römer at 768x1024 in French, bots at the instant pace under load: the timer's check ran
    between a render (Julia's answer) and its frame, where the page scrolls back by what the
    reveal of the trick scrolled; the tray there stood 42 px higher than painted, and the next
    bot's move was reported as moving it "without a tap"."""
    page.set_viewport_size({"width": 768, "height": 1024})
    open_table(page, base_url, "romer", "fr")
    page.click("[data-action='deal']")
    page.wait_for_selector("[data-screen='table'] [data-tray]")
    settle(page)
    assert julia_acts(page, "romer")  # then the bots' moves, which are no tap of hers
    settle(page)
    assert int(page.evaluate("document.querySelector('#app [data-screen]').dataset.moves")) >= 3
    assert page.evaluate(UNPAINTED_MOMENT) == []
