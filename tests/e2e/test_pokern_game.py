"""Römisch Pokern played in the browser by clicking only: two humans, and a human against a bot."""

from __future__ import annotations

import pytest
from conftest import wait_ready
from playwright.sync_api import Page
from test_pokern_support import play_until_end, start_game


@pytest.fixture
def speed_off(page: Page) -> Page:
    """Animations off (the player's own setting, stored in localStorage) so the test runs fast."""
    page.add_init_script(
        "localStorage.setItem('ludi.speed', 'off');localStorage.setItem('ludi.bot-speed', 'instant')"
    )
    return page


def end_screen_facts(page: Page) -> dict:
    return page.evaluate(
        """() => {
      const rows = [...document.querySelectorAll('table.ranking tbody tr')].map(tr => ({
        seat: Number(tr.dataset.seat), place: Number(tr.dataset.place),
        numbers: Number(tr.querySelector('[data-numbers]').dataset.numbers),
        bonus: Number(tr.querySelector('[data-bonus]').dataset.bonus),
        total: Number(tr.querySelector('[data-total]').dataset.total),
      }));
      const sheet = [...document.querySelectorAll('table.sheet tbody tr')].map(tr =>
        [...tr.querySelectorAll('td')].map(td => td.dataset.value ? Number(td.dataset.value) : 0));
      return {rows, sheet, winner: document.querySelector('.end__winner').textContent};
    }"""
    )


def check_end_screen(page: Page, names: list[str]) -> None:
    facts = end_screen_facts(page)
    rows = facts["rows"]
    assert sorted(r["seat"] for r in rows) == list(range(len(names)))
    totals = [r["total"] for r in rows]
    assert totals == sorted(totals, reverse=True)
    for i, row in enumerate(rows):  # ranking: ties share a place, otherwise the position
        expected = rows[i - 1]["place"] if i and row["total"] == rows[i - 1]["total"] else i + 1
        assert row["place"] == expected
        column_sum = sum(line[row["seat"]] for line in facts["sheet"])
        assert row["numbers"] == column_sum  # the score shown is the sheet's sum ...
        assert row["total"] == column_sum + row["bonus"]  # ... plus 5 per unused card
        assert row["bonus"] % 5 == 0 and 0 <= row["bonus"] <= 30
    best = [names[r["seat"]] for r in rows if r["place"] == 1]
    assert all(name in facts["winner"] for name in best)


def test_two_humans_play_a_full_game_by_clicking(speed_off: Page, app: Page) -> None:
    start_game(app, second="human", fixed_start=True)
    assert app.locator(".banner__title").inner_text() == "Julia's turn"  # fixed start: seat 1
    play_until_end(app)
    assert app.locator("h1.page-title").inner_text() == "Game over"
    check_end_screen(app, ["Julia", "Marcus"])
    assert app.evaluate("localStorage.getItem('ludi.save')") is None  # finished games leave the slot
    app.click("[data-action='again']")
    app.wait_for_selector("#app [data-screen='table']")
    assert app.locator(".sheet__player").all_inner_texts() == ["Julia", "Marcus"]


def test_human_against_strong_bot_reaches_the_end(speed_off: Page, app: Page) -> None:
    start_game(app, second="bot", level="strong", fixed_start=False)
    assert "Bot · Strong" in app.locator("table.sheet thead").inner_text()
    play_until_end(app)
    check_end_screen(app, ["Julia", "Marcus"])
    assert "Game over." in app.locator("#live").inner_text()  # announced in the ARIA live region


def test_keyboard_only_turn(speed_off: Page, app: Page) -> None:
    """Roll, stop and write a number with Tab and Enter only; focus follows the controls."""
    start_game(app, second="human", fixed_start=True)
    app.keyboard.press("Tab")  # from the turn banner to the first control
    assert app.evaluate("document.activeElement.dataset.kind") == "roll"
    app.keyboard.press("Enter")
    assert app.evaluate("document.activeElement.dataset.kind") == "roll"  # focus kept on re-render
    app.keyboard.press("Tab")
    assert app.evaluate("document.activeElement.dataset.kind") == "stop"
    app.keyboard.press("Enter")
    # The Stop button is gone: focus moves to the next thing to decide (a reading or a row).
    assert app.evaluate("document.activeElement.dataset.action") in ("number", "act")
    if app.evaluate("document.activeElement.dataset.action") == "number":
        app.keyboard.press("Enter")
    assert app.evaluate("document.activeElement.dataset.kind") == "score"
    app.keyboard.press("Enter")
    assert app.locator(".banner__title").inner_text() == "Marcus's turn"
    assert app.locator("table.sheet tbody td[data-value]").count() == 1


def test_dice_animation_at_normal_speed_keeps_focus(page: Page, app: Page) -> None:
    """With animations on, the new die tumbles in, controls wait, and keyboard focus stays on Roll."""
    app.click("[data-action='settings']")
    app.select_option("[data-field='speed']", "normal")
    app.click("button[data-action='close-settings']")
    start_game(app, second="human", fixed_start=True)
    app.locator("[data-kind='roll']").focus()
    app.keyboard.press("Enter")
    app.wait_for_selector(".die--rolling", state="attached")
    assert app.locator("[data-kind='roll']").get_attribute("aria-disabled") == "true"
    app.wait_for_selector("#app [data-screen='table'][data-busy='0']", state="attached")
    assert app.locator(".dice .die:not(.die--empty)").count() == 1
    assert app.evaluate("document.activeElement.dataset.kind") == "roll"
    assert app.evaluate("localStorage.getItem('ludi.speed')") == "normal"


# Each batch of changes to the table while a roll lands: how many dice show a face, and
# whether every change lay inside the dice (the element the landing frames draw alone).
WATCH_LANDING = """() => {
  window.__landing = [];
  const dice = () => document.querySelectorAll('#app .dice .die:not(.die--empty)').length;
  new MutationObserver((records) => window.__landing.push({
    faces: dice(),
    onlyDice: records.every(r => (r.target.nodeType === 1 ? r.target : r.target.parentElement)
      .closest('[data-part="dice"]') !== null),
  })).observe(document.getElementById('app'),
    {subtree: true, childList: true, attributes: true, characterData: true});
}"""


# Counts the page's whole renders and part renders (wrapped as render.js defines them).
COUNT_MORPHS = """
window.__morphs = {whole: 0, part: 0};
for (const [name, kind] of [["ludiMorph", "whole"], ["ludiMorphPart", "part"]]) {
  let wrapped;
  Object.defineProperty(window, name, {
    configurable: true,
    get: () => wrapped,
    set: (real) => { wrapped = (...args) => { window.__morphs[kind] += 1; return real(...args); }; },
  });
}
"""


def test_several_dice_land_one_by_one_and_those_frames_change_the_dice_alone(
    page: Page, guard, base_url: str
) -> None:
    """RP-50 (several dice to a roll) at normal speed: after the tap's own frame (the first die
    tumbling), each next die lands in a frame that redraws the dice only, not the whole table
    (`GameUI.animation_part`); the table then settles with every die landed and the roll's
    readings shown."""
    page.add_init_script(COUNT_MORPHS)
    page.goto(base_url + "/")
    wait_ready(page)
    app = page
    app.click("[data-action='settings']")
    app.select_option("[data-field='speed']", "normal")
    app.click("button[data-action='close-settings']")
    app.click("[data-action='setup'][data-arg='romisch-pokern']")
    app.click("[data-action='seat-kind'][data-arg='1:human']")
    app.check("[data-field='option'][data-arg='fixed-start']")
    app.check("[data-field='option'][data-arg='roll-several']")
    app.click("[data-action='start']")
    app.wait_for_selector("#app [data-screen='table'][data-busy='0']")
    app.evaluate(WATCH_LANDING)
    before = app.evaluate("({...window.__morphs})")
    app.click("[data-focus-key='act:roll:4']")
    app.wait_for_function(
        "document.querySelectorAll('#app .dice .die:not(.die--empty)').length === 4"
        " && document.querySelector('#app [data-screen]').dataset.busy === '0'"
    )
    batches = app.evaluate("window.__landing")
    faces = [b["faces"] for b in batches]
    landing = [b for b in batches if 1 < b["faces"] <= 4 and b["onlyDice"]]
    assert [b["faces"] for b in landing][:3] == [2, 3, 4], batches  # one more die in each frame
    assert faces.index(1) < faces.index(2) < faces.index(3) < faces.index(4)
    assert app.locator(".die--rolling").count() == 0
    assert app.locator(".status--rolling").count() == 0  # the roll's reading is told once landed
    after = app.evaluate("window.__morphs")
    assert after["part"] - before["part"] == 3  # the second, third and fourth die
    assert after["whole"] - before["whole"] <= 3  # the tap's frame, the landed table (and a redraw)
