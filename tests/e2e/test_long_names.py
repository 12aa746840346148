"""Names as players type them: at every table, on a phone and a tablet held either way, a name
of up to eleven letters is never broken inside the word (Römer's places on a phone gave
"Maximilian" 86 px with the turn's arrow in it: "Maximilia" over "n"; Rommé's five others side
by side, 62 px each; Pokern's sheet across a tablet, "Maximili" over "an"). Longer names may
wrap (twenty letters without a space cannot fit a phone's column), but never widen the page.
Römer and Rommé with every seat taken; Römisch Pokern with four and six, whose sheet's names
stand upright on a phone (and across a tablet with six) past five or seven letters, the
sheet across a tablet all in view (with six upright names its totals ended 15 px under the
screen's edge). And the phone's round summaries and game ends: their score sheets, round
tables and rankings."""

from __future__ import annotations

import pytest
from a11y_support import record_played_out
from playwright.sync_api import Page
from table_play import SETTLED
from test_pokern_support import resume_record

from ludi.games.protocol import GameRecord, Seat

NAMES = ("Julia", "Maximilian", "Konstantin", "Valentinian", "Aurelia", "Octavius")
#: (game, players): every seat of the card games; Pokern with four (names upright on a phone
#: past seven letters) and six (past five; a tablet's sixth of the sheet holds eleven).
TABLES = [("romer", 4), ("romme", 6), ("romisch-pokern", 4), ("romisch-pokern", 6)]
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


SIZES = ((390, 844), (768, 1024), (1024, 768))  # a phone, a tablet upright and across


@pytest.mark.parametrize(("game", "players"), TABLES, ids=lambda v: str(v))
def test_names_of_up_to_eleven_letters_are_never_broken(
    page: Page, guard, base_url: str, game: str, players: int
) -> None:
    """One table, turned to each size in turn (the style sheet alone lays it out anew)."""
    seats = (Seat(NAMES[0]),) + tuple(Seat(n, "bot", "normal") for n in NAMES[1:players])
    resume_record(page, base_url, GameRecord(game, {}, seats, 7).dumps(), SPEEDS)
    page.wait_for_selector("#app [data-screen='table']")
    if page.locator("[data-action='deal']").count():
        page.click("[data-action='deal']")
    page.wait_for_function(SETTLED)
    assert page.locator("#app bdi", has_text="Maximilian").count(), "the names are on the table"
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(NEXT_FRAME)
        found = [page.evaluate(check) for check in (PAST_THEIR_PLACE, BROKEN_NAMES, BROKEN_WORDS)]
        assert found == [[], [], []], (width, found)  # BROKEN_WORDS: the sheet's labels ("Zahl" over "en")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        if game == "romisch-pokern" and width > height:  # across a tablet the sheet is all in view
            totals = page.evaluate("document.querySelector('.sheet__totals').getBoundingClientRect().bottom")
            assert totals <= height, f"the totals' row ends {totals - height:.0f} px under the screen's edge"


#: Resolves once the page has been laid out and painted at its new size.
NEXT_FRAME = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


#: Each word of a score sheet's or a round's table cut over two lines (between two of its
#: letters, not at a soft hyphen or a hyphen): "Maximi" over "lian" in Römer's sheet with four
#: players on a phone, "Rund" over "e 1" in Rommé's with six. A line is a row of text, or a
#: column of it in upright (vertical) writing. A word's first and last letters are compared:
#: the rectangles of a word after a soft hyphen begin with the hyphen drawn on the line before.
BROKEN_WORDS = """() => [...document.querySelectorAll(
    '#app :is(.sheet-wrap, .round__table, .ranking) :is(th, td)')]
  .flatMap(cell => {
    const out = [], range = document.createRange();
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const letter = (node, i) => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return [...range.getClientRects()].filter(r => r.width > 0 && r.height > 0).pop();
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const upright = getComputedStyle(node.parentElement).writingMode.startsWith('vertical');
      for (const m of node.data.matchAll(/[^\\s\u00ad-]+/g)) {
        const first = letter(node, m.index), last = letter(node, m.index + m[0].length - 1);
        if (!first || !last) continue;
        const line = r => Math.round(upright ? r.left : r.top);
        if (line(first) !== line(last)) out.push(m[0] + ' in ' + (cell.closest('[class]') || cell).className);
      }
    }
    return out;
  })"""

#: Tables wider than the box they are in: Rommé's round on a phone with six players was 358 px
#: in 337, its minus points under the panel's edge.
TABLES_PAST_THEIR_BOX = """() => [...document.querySelectorAll('#app table')]
  .filter(table => table.offsetWidth > table.parentElement.clientWidth + 1)
  .map(table => table.className + ': ' + table.offsetWidth + ' > ' + table.parentElement.clientWidth)"""

#: The names in a sheet's head wider (or, upright, taller) than their column leaves them:
#: "Konstantin" of three in Rommé's sheet on a phone ran into the panel's edge.
NAMES_PAST_THEIR_COLUMN = """() => [...document.querySelectorAll('#app .sheet-wrap thead bdi')]
  .filter(el => { const cell = el.closest('th').getBoundingClientRect(), name = el.getBoundingClientRect();
                  return name.left < cell.left - 0.5 || name.right > cell.right + 0.5; })
  .map(el => el.textContent)"""

#: (game, players, language, what is shown: the first round's summary, the game's end or both,
#: the second opened from the home screen in the same page): the most players each game takes
#: in German, and three in French (its "Manche 36" the longest round's label).
SHEETS = [
    *((game, most, "de", ("round", "end")) for game, most in (("romer", 4), ("romme", 6))),
    *((game, 3, "fr", ("end",)) for game in ("romer", "romme")),
    *(("romisch-pokern", 4, lang, ("end",)) for lang in ("de", "fr")),
]


@pytest.mark.parametrize(("game", "players", "lang", "moments"), SHEETS, ids=lambda v: str(v))
def test_a_phones_summaries_keep_every_word_and_table_whole(
    page: Page, guard, base_url: str, game: str, players: int, lang: str, moments: tuple[str, ...]
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    seats = (Seat(NAMES[0]),) + tuple(Seat(n, "bot", "normal") for n in NAMES[1:players])
    for index, moment in enumerate(moments):
        record = record_played_out(game, {}, seats, 7, of_round=moment == "round")
        if index == 0:
            resume_record(page, base_url, record, SPEEDS.replace("'de'", f"'{lang}'"))
        else:  # the next game saved, then resumed from the home screen: no second start
            page.evaluate("([key, r]) => localStorage.setItem(key, r)", [f"ludi.save.{game}", record])
            page.click("[data-action='home']")
            page.click("[data-action='resume']")
        shown = "#app [data-action='next-round']" if moment == "round" else "#app [data-screen='end']"
        page.wait_for_selector(shown, state="attached")
        page.wait_for_function(SETTLED)
        assert page.locator("#app .sheet-wrap bdi", has_text=NAMES[players - 1]).count(), (
            "the sheet names all"
        )
        checks = (BROKEN_NAMES, BROKEN_WORDS, TABLES_PAST_THEIR_BOX, NAMES_PAST_THEIR_COLUMN)
        assert [page.evaluate(check) for check in checks] == [[], [], [], []], moment
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
