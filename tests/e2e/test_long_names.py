"""Names as players type them: at every table, on a phone and a tablet, a name of up to eleven
letters is never broken inside the word (Römer's places on a phone gave "Maximilian" 86 px
with the turn's arrow in it: "Maximilia" over "n"; Rommé's five others side by side, 62 px
each). Longer names may wrap (twenty letters without a space cannot fit a phone's column),
but never widen the page. Römer and Rommé with every seat taken; Römisch Pokern with three
(six columns of its sheet on a phone are 49 px: there a long name wraps)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from table_play import SETTLED
from test_pokern_support import resume_record

from ludi.games.protocol import GameRecord, Seat

NAMES = ("Julia", "Maximilian", "Konstantin", "Valentinian", "Aurelia", "Octavius")
SEATS = {"romer": 4, "romme": 6, "romisch-pokern": 3}
SPEEDS = (
    "localStorage.setItem('ludi.lang', 'de');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'instant');"
)

#: Each name of up to eleven letters whose letters lie on more than one line.
BROKEN_NAMES = """() => [...document.querySelectorAll('#app bdi')].flatMap(el => {
  const name = el.textContent.trim();
  if (!name || /\\s/.test(name) || name.length > 11 || !el.getClientRects().length) return [];
  const range = document.createRange();
  range.selectNodeContents(el);
  const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
  return lines.size > 1 ? [name + ' in ' + el.closest('[class]').className] : [];
})"""


#: Each player's place whose contents run past its sides (Rommé's "ausgelegt" did, 62 px wide).
PAST_THEIR_PLACE = """() => [...document.querySelectorAll('#app .player, #app .rseat')]
  .filter(el => el.scrollWidth > el.clientWidth + 1)
  .map(el => el.className + ': ' + el.scrollWidth + ' > ' + el.clientWidth)"""


@pytest.mark.parametrize("size", [(390, 844), (768, 1024)], ids=["phone", "tablet"])
@pytest.mark.parametrize("game", list(SEATS))
def test_names_of_up_to_eleven_letters_are_never_broken(
    page: Page, guard, base_url: str, game: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    seats = (Seat(NAMES[0]),) + tuple(Seat(n, "bot", "normal") for n in NAMES[1 : SEATS[game]])
    resume_record(page, base_url, GameRecord(game, {}, seats, 7).dumps(), SPEEDS)
    page.wait_for_selector("#app [data-screen='table']")
    if page.locator("[data-action='deal']").count():
        page.click("[data-action='deal']")
    page.wait_for_function(SETTLED)
    assert page.locator("#app bdi", has_text="Maximilian").count(), "the names are on the table"
    assert page.evaluate(PAST_THEIR_PLACE) == []
    assert page.evaluate(BROKEN_NAMES) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= size[0]
