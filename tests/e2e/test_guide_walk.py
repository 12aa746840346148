""" "Learn to play" in the browser: from home, each game's guided round finished by tapping
only what the guide outlines and is shown (or Next; a Pokern card is outlined both in its
panel and beside Pass, and the screen's size shows one of them), in DE, FR and EN; the table
never moves when the guide's words change, and the guide's words stay on screen. Each step
that teaches one of the concepts the game depends on shows it outlined on the table; whatever
a step outlines is in view, brought there by the app, and under nothing; the round ends on a
summary naming them all, then a real game or the round played on."""

from __future__ import annotations

import pytest
from conftest import wait_ready
from guide_probe import CROWDED, NEXT, TAPS, UNSEEN
from playwright.sync_api import Page

from ludi.ui.guide import Move, book_for
from ludi.ui.i18n import game_catalog

IDLE = "#app [data-screen][data-busy='0']"
# A row of buttons that scrolls sideways hides a button behind the edge ("Karte v…" on a phone
# in German when going out): every such row shows all it holds.
SIDEWAYS = """() => [...document.querySelectorAll('#app *')].filter(e => {
  const s = getComputedStyle(e);
  return (s.overflowX === 'auto' || s.overflowX === 'scroll') && e.scrollWidth > e.clientWidth + 1
    && e.getClientRects().length;
}).map(e => e.className)"""
# How far the guide's words run past their box (it scrolls inside rather than grow: a French
# welcome's last line was hidden on a phone).
OVERFLOW = "() => { const g = document.querySelector('.guide'); return g.scrollHeight - g.clientHeight; }"
WALKS = [
    (game, lang, size)
    for game, sizes in (
        ("romer", ((390, 844), (768, 1024), (1024, 768))),
        ("romme", ((768, 1024), (390, 844), (1024, 768))),
        ("romisch-pokern", ((1024, 768), (390, 844), (768, 1024))),
    )
    for lang, size in zip(("fr", "de", "en"), sizes, strict=True)
] + [(game, "en", (844, 390)) for game in ("romer", "romme", "romisch-pokern")]  # a phone held across
# A small one (667x375): Römer's tray under its table, in the page (its side tray needs 700 px),
# Pokern's beside it, scrolling inside.
WALKS += [(game, "de", (667, 375)) for game in ("romer", "romisch-pokern")]
# The longest words of each language in the guide's box at a phone's sizes.
WALKS += [("romme", "fr", (390, 844)), ("romisch-pokern", "fr", (667, 375)), ("romme", "de", (667, 375))]


def storage(lang: str) -> str:
    return (
        f"localStorage.setItem('ludi.lang', '{lang}');localStorage.setItem('ludi.speed', 'off');"
        "localStorage.setItem('ludi.bot-speed', 'instant');"
    )


@pytest.mark.parametrize(("game", "lang", "size"), WALKS)
def test_learn_to_play_from_home(page: Page, guard, base_url: str, game: str, lang: str, size) -> None:
    width, height = size
    book = book_for(game)
    texts = game_catalog("ludi.ui.guides", lang)
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(storage(lang))
    page.goto(base_url + "/")
    wait_ready(page)
    page.click(f"[data-action='guide'][data-arg='{game}']")
    page.wait_for_selector(".guide")
    tops, heights, taught = set(), set(), set()
    for _ in range(80):
        page.wait_for_selector(IDLE, state="attached")
        if page.locator(".guide").count() == 0:
            break
        box = page.locator(".guide").bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height  # in view
        heights.add(round(box["height"]))
        assert page.evaluate(OVERFLOW) <= 1, (page.get_attribute(".guide", "data-guide-step"), lang, width)
        # The table's place in the page, whatever the step says (scroll taken out).
        tops.add(
            round(
                page.evaluate("document.querySelector('.table-screen').getBoundingClientRect().top + scrollY")
            )
        )
        assert page.evaluate(SIDEWAYS) == [], (page.get_attribute(".guide", "data-guide-step"), width)
        step = book.steps[int(page.get_attribute(".guide", "data-guide-step"))]
        if not isinstance(step, Move):
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            if page.evaluate(CROWDED):  # not all fit under the guide's box: what to tap does
                assert page.evaluate(UNSEEN, TAPS) == [], (step, width)
            else:
                assert page.evaluate(UNSEEN) == [], (step, width)
            if step.teaches:
                assert page.locator("[data-guided]:visible").count(), step
            taught.update(step.teaches)
        if page.locator(NEXT).count():
            page.locator(NEXT).first.click()
        else:
            page.locator("button[data-guided]:visible").first.click()
    else:
        raise AssertionError("the guide never ended")
    assert len(heights) == 1 and len(tops) == 1, (heights, tops)
    assert taught == set(book.concepts)
    # One screen: what was learnt, named in the player's language, and what comes next.
    summary = page.locator(".guide-summary")
    assert summary.is_visible()
    listed = summary.locator("li").all_inner_texts()
    assert listed == [texts[f"guide.{book.prefix}.concept.{c}"] for c in book.concepts]
    assert page.locator("[data-action='guide-real-game']").is_visible()
    page.click("[data-action='guide-play-on']")
    page.wait_for_selector(IDLE, state="attached")
    # A real round goes on against the bot(s), and nothing was saved over a waiting game.
    assert page.locator("[data-screen='table'], [data-screen='end']").count() == 1
    assert page.locator(".guide, .guide-summary").count() == 0
    assert page.evaluate(f"localStorage.getItem('ludi.save.{game}')") is None
