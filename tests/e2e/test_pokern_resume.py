"""Autosave: resume after a reload; a stored record that cannot be loaded is explained and kept."""

from __future__ import annotations

from conftest import wait_ready
from playwright.sync_api import Page
from test_pokern_support import IDLE, start_game


def table_snapshot(page: Page) -> dict:
    page.wait_for_selector(IDLE, state="attached")
    # The sheet as a tree of tags, sorted attributes and texts: a painted page keeps its
    # elements and sets changed attributes on them, so their order in outerHTML says nothing.
    return page.evaluate(
        """() => {
      const canonical = (node) => node.nodeType !== Node.ELEMENT_NODE ? node.textContent.trim() : [
        node.tagName, [...node.attributes].map((a) => `${a.name}=${a.value}`).sort(),
        [...node.childNodes].map(canonical).filter((c) => c !== ''),
      ];
      return {
      dice: document.querySelector('.dice').dataset.rolled,
      sheet: JSON.stringify(canonical(document.querySelector('table.sheet'))),
      banner: document.querySelector('.banner__title').textContent,
      moves: document.querySelector('#app [data-screen]').dataset.moves,
    };}"""
    )


def test_resume_after_reload_restores_sheet_and_dice(page: Page, app: Page) -> None:
    app.evaluate(
        "localStorage.setItem('ludi.speed', 'off');localStorage.setItem('ludi.bot-speed', 'instant')"
    )
    start_game(app, second="human")
    # Julia: one die, stop, write it (one die always spells a number that fits an empty column).
    app.click("[data-kind='roll']")
    app.click("[data-kind='stop']")
    app.locator("[data-kind='score']").first.click()
    # Marcus: two dice, then the page is reloaded mid-turn.
    app.click("[data-kind='roll']")
    app.click("[data-kind='roll']")
    before = table_snapshot(app)
    assert len(before["dice"].split()) == 2 and before["moves"] == "5"
    assert before["banner"] == "Marcus's turn"
    app.reload()
    wait_ready(app)
    assert app.locator("[data-action='resume']").is_visible()
    app.click("[data-action='resume']")
    after = table_snapshot(app)
    assert after == before


def test_corrupt_record_shows_the_message_and_the_export(page: Page, guard, base_url: str) -> None:
    raw = '{"format": 1, "game": "romisch-pokern", "seats": [{"name": "Julia"'
    page.add_init_script(
        f"localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.save', {raw!r})"
    )
    page.goto(base_url + "/")
    wait_ready(page)
    alert = page.locator(".saved--corrupt")
    assert "The saved game cannot be loaded" in alert.inner_text()
    assert page.locator("textarea.record").input_value() == raw
    download = page.locator("a[download]")
    assert download.get_attribute("download") == "ludi-saved-game.json"
    assert download.get_attribute("href").startswith("data:application/json")
    assert page.locator("[data-action='resume']").count() == 0
    # Playing something else does not drop it; only "discard" does.
    page.click("[data-action='setup']")
    page.click("[data-action='home']")
    assert page.evaluate("localStorage.getItem('ludi.save')") == raw
    page.click("[data-action='discard']")
    assert page.locator("[role='alertdialog']").is_visible()  # asked first
    assert page.evaluate("localStorage.getItem('ludi.save')") == raw
    page.click("[data-action='discard'][data-arg='confirm']")
    assert page.locator(".saved--corrupt").count() == 0
    assert page.evaluate("localStorage.getItem('ludi.save')") is None
