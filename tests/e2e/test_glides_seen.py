"""A card seen gliding comes from where it was seen and goes where it will be seen.

Römer's trick has two copies: the table's middle and, where a tray covers that middle or
stands beside it (a phone, upright or held across), the tray's band. Only the middle's cards
glided: on a phone held across, a card led from the hand flew across the table's half and
off the screen's foot (the middle lies below it there), and a trick won came back up from
below the screen into the winner's chariot, while the band beside showed the same cards
appearing and vanishing. A glide that crosses the screen's edge shows a card going nowhere,
or coming from nowhere.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from table_play import SETTLED, deal_or_act
from test_tables_whole_rounds import open_table

#: Every glide as it starts (the transform that puts a card back where it was, the transition
#: off): its key, the move, where it starts and ends, whether one end is on the screen and the
#: other wholly off it, and whether it ends in a tray's band (Römer's trick, Rommé's latest move).
GLIDES = """addEventListener('DOMContentLoaded', () => {
  window.glides = [];
  new MutationObserver((changes) => {
    for (const el of new Set(changes.map(change => change.target))) {
      if (!el.dataset || !el.dataset.flip || !el.style.transform || el.style.transition !== 'none') continue;
      const moved = /translate\\(([-\\d.]+)px, ([-\\d.]+)px\\)/.exec(el.style.transform);
      if (!moved) continue;
      const r = el.getBoundingClientRect();  // where it starts: the transform is on
      const off = (x, y) => y >= innerHeight || y + r.height <= 0 || x >= innerWidth || x + r.width <= 0;
      const start = [r.left, r.top], end = [r.left - +moved[1], r.top - +moved[2]];
      const screen = document.querySelector('#app [data-screen]');
      window.glides.push({key: el.dataset.flip, move: screen && screen.dataset.moves,
                          start: start.map(Math.round), end: end.map(Math.round),
                          acrossTheEdge: off(...start) !== off(...end),
                          intoTheBand: !!el.closest('.romer-watch, .romme-watch')});
    }
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['style'], subtree: true});
});"""

#: Julia's moves played in each game: Römer's first two tricks and their winners (Julia wins
#: the first of this deal), Rommé's first turns, Pokern's first rows.
MOVES = {"romer": 26, "romme": 12, "romisch-pokern": 12}
SIZES = {"844x390": (844, 390), "390x844": (390, 844), "768x1024": (768, 1024)}
#: The card games at each size; Pokern, whose dice and sheet are shown once, on a phone.
VIEWS = [(game, size) for game in ("romer", "romme") for size in SIZES] + [("romisch-pokern", "390x844")]


@pytest.mark.parametrize(("game", "size"), VIEWS)
def test_no_card_glides_in_from_off_the_screen_or_out_of_it(
    page: Page, guard, base_url: str, game: str, size: str
) -> None:
    page.set_viewport_size({"width": SIZES[size][0], "height": SIZES[size][1]})
    page.add_init_script(GLIDES)
    open_table(page, base_url, game, "en")
    for _ in range(200):
        page.wait_for_function(SETTLED, timeout=60_000)
        if int(page.locator("#app [data-screen]").get_attribute("data-moves") or 0) >= MOVES[game]:
            break
        deal_or_act(page, game)
    glides = page.evaluate("window.glides")
    assert glides  # cards glided: the watch saw them
    across = [glide for glide in glides if glide["acrossTheEdge"]]
    assert across == [], "\n".join(map(str, across))
    if game == "romer" and size != "768x1024":  # the trick's copy seen is the tray's band
        assert any(glide["key"].startswith("trick:") and glide["intoTheBand"] for glide in glides), glides
