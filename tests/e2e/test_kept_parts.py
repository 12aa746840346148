"""A part of the screen that did not change reaches the page as a placeholder, and the page
keeps its element (assets/render.js with py/ludi/ui/parts.py): the same element, untouched;
a placeholder whose element is not there makes the render say so; and over turns of every
game against bots, the page after each render is exactly what the whole markup says."""

from __future__ import annotations

import pytest
from against_bots import open_against_bots
from conftest import wait_ready
from playwright.sync_api import Page
from table_play import SETTLED, deal_or_act

PLACEHOLDERS = """() => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const line = (k, text) => `<li data-part="log:${k}" data-key="${k}">${text}</li>`;
  const same = (k) => `<li data-part="log:${k}" data-key="${k}" data-same></li>`;
  const first = window.ludiMorph(root, '<h2>Turn 1</h2><ol>' + line(1, 'Julia wrote 12') + '</ol>');
  const kept = root.querySelector('li');
  kept.setAttribute('data-touched', '1');  // anything a walk over it would take away
  const next = '<h2>Turn 2</h2><ol>' + line(2, 'Marcus wrote 20') + same(1) + '</ol>';
  const second = window.ludiMorph(root, next);
  const lines = [...root.querySelectorAll('li')];
  const found = {
    first, second,
    texts: lines.map(li => li.textContent),
    same: lines[1] === kept && kept.hasAttribute('data-touched'),
    heading: root.querySelector('h2').textContent,
  };
  // A placeholder for a line the page does not have: the render says it is not whole.
  found.missing = window.ludiMorph(root, '<h2>Turn 3</h2><ol>' + same(3) + same(2) + same(1) + '</ol>');
  root.remove();
  return found;
}"""


def test_a_placeholder_keeps_the_element_and_a_missing_one_is_reported(app: Page) -> None:
    found = app.evaluate(PLACEHOLDERS)
    assert found["first"] is True and found["second"] is True, found
    assert found["texts"] == ["Marcus wrote 20", "Julia wrote 12"], found
    assert found["same"], "the kept line is the same element, not walked"
    assert found["heading"] == "Turn 2"
    assert found["missing"] is False


# Beside the page, a copy built from the whole markup each render stands for (placeholders
# filled in with the copy's own elements): after each render the page must equal it.
SHADOW = """
window.__parts = {calls: 0, kept: 0, refused: 0, wrong: []};
const shadow = document.createElement('div');
const parsed = document.createElement('template');
let inner;
Object.defineProperty(window, 'ludiMorph', {configurable: true, get() { return inner; }, set(morph) {
  inner = (root, html) => {
    if (root.id !== 'app') return morph(root, html);
    parsed.innerHTML = html;
    for (const held of [...parsed.content.querySelectorAll('[data-same]')]) {
      const old = shadow.querySelector(`[data-part="${CSS.escape(held.dataset.part)}"]`);
      if (old) { held.replaceWith(old.cloneNode(true)); window.__parts.kept += 1; }
    }
    const whole = morph(root, html);
    window.__parts.calls += 1;
    if (!whole) { window.__parts.refused += 1; return whole; }
    shadow.replaceChildren(parsed.content.cloneNode(true));
    const a = [...root.childNodes], b = [...shadow.childNodes];
    if (a.length !== b.length || a.some((node, i) => !node.isEqualNode(b[i]))) {
      window.__parts.wrong.push(root.innerHTML.length + ' != ' + shadow.innerHTML.length);
    }
    return whole;
  };
}});
"""


@pytest.mark.parametrize("game", ["romisch-pokern", "romme", "romer"])
def test_the_page_equals_the_whole_markup_after_every_render(page: Page, base_url: str, game: str) -> None:
    """Julia against two bots at the instant pace, eight steps of hers: every render after
    the first keeps parts, none leaves the page other than the markup says."""
    page.add_init_script(SHADOW)
    open_against_bots(page, base_url, game, 4, (768, 1024), pace="instant")
    for _ in range(8):
        page.wait_for_function(SETTLED, timeout=60_000)
        if page.locator("[data-action='next-round']").count():
            break
        assert deal_or_act(page, game)
    page.wait_for_function(SETTLED, timeout=60_000)
    parts = page.evaluate("window.__parts")
    assert parts["calls"] > 10, parts
    assert parts["wrong"] == [], parts
    assert parts["kept"] > parts["calls"], parts  # several parts kept in a render, on average
    assert parts["refused"] <= parts["calls"] // 10, parts


def test_a_part_tapped_goes_to_the_page_again(page: Page, base_url: str) -> None:
    """A tap draws its control pressed at once (and the screen busy), before the app answers.
    A tap that changes nothing (here on the score sheet's caption) must still end with
    the part as its markup says: the part it was in is passed whole, not kept pressed."""
    page.add_init_script(SHADOW)
    open_against_bots(page, base_url, "romisch-pokern", 4, (768, 1024), pace="instant")
    page.wait_for_function(SETTLED, timeout=60_000)
    line = page.locator("#app [data-part='sheet'] caption")
    line.evaluate("el => el.setAttribute('data-action', 'nothing')")
    line.click()
    page.wait_for_function(SETTLED, timeout=60_000)
    page.wait_for_function("() => !document.querySelector('#app .is-pressed')", timeout=5_000)
    parts = page.evaluate("window.__parts")
    assert parts["wrong"] == [] and parts["kept"] >= 1, parts
    assert not line.get_attribute("data-action")  # as the markup says


def test_the_app_page_loads_with_parts(page: Page, base_url: str) -> None:
    """The home screen's header is a part too: a page that goes home and back keeps it."""
    page.add_init_script(SHADOW)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='setup'][data-arg='romer']")
    page.click("[data-action='home']")
    parts = page.evaluate("window.__parts")
    assert parts["wrong"] == [] and parts["kept"] >= 1, parts
