"""Römisch Pokern on a phone (390×844): every screen opens at its top, the tray keeps the dice,
Roll/Stop, the rescue cards and the die picker in view, five players fit without sideways
scrolling, and a write can be taken back until the next player rolls."""

from __future__ import annotations

import pytest
from conftest import wait_ready
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from table_play import julia_acts
from test_pokern_support import IDLE, position_record, resume_record

from ludi.games import registry
from ludi.games.protocol import Seat
from ludi.games.romisch_pokern.actions import CARDS, REROLL_V, Roll, Score
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState

PHONE = {"width": 390, "height": 844}
SPEEDS = "localStorage.setItem('ludi.speed', 'off');localStorage.setItem('ludi.bot-speed', 'instant');"


def _bot_turns(state, turns: int) -> None:
    bot = registry.get("romisch-pokern").bots["strong"]
    for _ in range(turns):
        seat = state.current_seat
        while state.current_seat == seat and not state.is_over:
            state.apply(bot(seat, 1).choose(state.view(seat), state.legal_actions()))


def failed_record() -> str:
    """Julia's turn failed on an impossible result, all six cards still in her hand."""
    d = registry.get("romisch-pokern")
    seats = (Seat("Julia"), Seat("Marcus", "bot", "strong"), Seat("Livia"), Seat("Octavia", "bot", "easy"))
    for seed in range(1, 3000):
        state = d.new_game(d.rules_class(random_start=False), seats, seed)
        _bot_turns(state, len(seats) * 2)
        if state.current_seat != 0 or len(state.cards[0]) < 6:
            continue
        while Roll(1) in state.legal_actions():
            state.apply(Roll(1))
        if state.phase == "failed" and state.failure == "impossible" and len(state.rolled) >= 3:
            return state.record().dumps()
    raise AssertionError("no seed gives a failed turn")


def bottom_row_record() -> str:
    """Julia stopped on X X X I V, which reads 34 or 36 (RP-10); rows 1-6 of her column are
    full below both, so either can only go into row 7 (RP-22), while the tray also holds the
    choice of number."""
    seats = (Seat("Julia"), Seat("Marcus", "bot", "strong"), Seat("Livia"), Seat("Octavia", "bot", "easy"))
    position = {
        "start_player": 0,
        "current": 0,
        "columns": [
            [5, 11, 16, 22, 27, 31, None],
            [8, None, 19, 23, None, 33, None],
            [None, 12, None, 26, 29, None, 36],
            [4, 14, None, None, 28, None, 35],
        ],
        "turns_taken": [6, 6, 6, 6],
        "phase": "scoring",
        "rolled": ["X", "X", "X", "I", "V"],
    }
    state = PokernState.from_position(PokernRules(random_start=False), seats, position, seed=3)
    assert {(a.number, a.row) for a in state.legal_actions() if isinstance(a, Score)} == {(34, 6), (36, 6)}
    return state.record().dumps()


def five_players_record() -> str:
    d = registry.get("romisch-pokern")
    seats = (
        Seat("W" * 20),
        Seat("Marcus", "bot", "strong"),
        Seat("Livia", "bot", "normal"),
        Seat("Octavia", "bot", "easy"),
        Seat("Claudius Maximus", "bot", "strong"),
    )
    state = d.new_game(d.rules_class(random_start=False), seats, 7)
    _bot_turns(state, 12)
    while state.seats[state.current_seat].kind != "human":
        _bot_turns(state, 1)
    return state.record().dumps()


def open_saved(page: Page, base_url: str, record: str, size: dict = PHONE) -> None:
    page.set_viewport_size(size)
    resume_record(page, base_url, record, SPEEDS)
    page.wait_for_selector(IDLE, state="attached")


def in_view(page: Page, selector: str) -> bool:
    """The element's whole box is inside the viewport (not scrolled away, not cut)."""
    return page.evaluate(
        """sel => { const el = [...document.querySelectorAll(sel)].find(e => e.offsetParent !== null);
        if (!el) return false; const r = el.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; }""",
        selector,
    )


ABOVE_THE_TRAY = """sel => { const el = document.querySelector(sel); if (!el) return false;
    const r = el.getBoundingClientRect();
    const tray = document.querySelector('.dice-panel').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= Math.min(innerHeight, tray.top); }"""


def above_the_tray(page: Page, selector: str) -> bool:
    """The element is in the viewport and not under the tray stuck to the bottom of the screen,
    within the next few frames: the page scrolls a marked element into view in the animation
    frame after the render (assets/render.js, ludiReveal), which may come after the screen
    says it is idle."""
    try:
        page.wait_for_function(ABOVE_THE_TRAY, arg=selector, timeout=1000)
    except PlaywrightTimeoutError:
        return False
    return True


def page_width(page: Page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


def scroll_to_bottom(page: Page) -> None:
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    assert page.evaluate("window.scrollY") > 0


@pytest.fixture
def phone(page: Page) -> Page:
    page.set_viewport_size(PHONE)
    page.add_init_script(SPEEDS)
    return page


def test_table_opens_at_top_with_banner_dice_and_roll(phone: Page, app: Page) -> None:
    app.click("[data-action='setup'][data-arg='romisch-pokern']")
    app.click("[data-action='seat-kind'][data-arg='1:human']")
    scroll_to_bottom(app)  # Start is at the bottom of the set-up form
    app.click("[data-action='start']")
    app.wait_for_selector(IDLE, state="attached")
    assert app.evaluate("window.scrollY") == 0
    for selector in (".banner__title", ".dice .die", "[data-kind='roll']"):
        assert in_view(app, selector), selector
    assert page_width(app) <= PHONE["width"]


#: Each table on the screen wider than its panel's content box: the panel's class and by how much.
TABLES_PAST_THEIR_PANEL = """() => [...document.querySelectorAll('#app .panel table')].flatMap(table => {
  const panel = table.closest('.panel');
  const inner = panel.getBoundingClientRect().right - parseFloat(getComputedStyle(panel).paddingRight);
  const over = table.getBoundingClientRect().right - inner;
  return over > 0.5 ? [panel.className + ' ' + table.className + ': ' + over.toFixed(1)] : [];
})"""


@pytest.mark.parametrize("lang", ("en", "de", "fr"))
def test_end_screen_and_play_again_open_at_top(page: Page, guard, base_url: str, lang: str) -> None:
    """... and the ranking fits the screen in every language (the German headings,
    "Kartenbonus" among them, pushed its last column 34 px past the edge)."""
    page.set_viewport_size(PHONE)
    page.add_init_script(SPEEDS + f"localStorage.setItem('ludi.lang', '{lang}');")
    page.goto(base_url + "/")
    wait_ready(page)
    app = page
    app.click("[data-action='setup'][data-arg='romisch-pokern']")
    app.click("[data-action='seat-kind'][data-arg='0:bot']")
    scroll_to_bottom(app)
    app.click("[data-action='start']")  # two bots: the game plays itself to the end
    app.wait_for_selector("#app [data-screen='end'][data-busy='0']", timeout=60_000)
    assert app.evaluate("window.scrollY") == 0 and in_view(app, "#end-title")
    assert page_width(app) <= PHONE["width"]
    # Nor past its panel's padding (in German the ranking ran 16 px into it, to the border).
    assert app.evaluate(TABLES_PAST_THEIR_PANEL) == []
    scroll_to_bottom(app)
    app.click("[data-action='again']")
    app.wait_for_selector("#app [data-screen='table']")
    assert app.evaluate("window.scrollY") == 0 and in_view(app, ".banner__title")


def test_after_a_failed_turn_the_cards_and_the_die_picker_are_in_view(
    page: Page, guard, base_url: str
) -> None:
    open_saved(page, base_url, failed_record())
    assert page.locator(".status--failed").count() == 1
    assert above_the_tray(page, "table.sheet tbody")  # scrolled so: the column to rescue
    assert in_view(page, "[data-kind='pass']")
    visible_cards = page.locator("button.card.is-playable:visible")
    assert visible_cards.count() >= 4  # one button per card on screen, never two
    assert in_view(page, "button.card.is-playable[data-arg='drop_one']")
    page.locator("button.card.is-playable[data-arg='drop_one']:visible").click()
    assert page.locator("button.die--pick").count() >= 3
    assert in_view(page, "button.die--pick")
    assert page.evaluate("document.activeElement.classList.contains('die--pick')")


def test_a_row_to_write_in_is_never_hidden_under_the_tray(page: Page, guard, base_url: str) -> None:
    open_saved(page, base_url, bottom_row_record())
    for number in range(2):
        page.evaluate("window.scrollTo(0, 0)")
        page.locator("[data-action='number']").nth(number).click()
        assert page.locator("[data-kind='score']").count() == 1
        assert above_the_tray(page, "[data-kind='score'][data-row='6']"), number


def test_five_players_fit_a_phone_and_long_names_never_widen_the_page(
    page: Page, guard, base_url: str
) -> None:
    record = five_players_record()
    open_saved(page, base_url, record)
    assert page_width(page) <= PHONE["width"]
    assert in_view(page, ".sheet__name.is-active")  # the active player's column is on screen
    assert page.locator(".sheet__name").count() == 5
    assert page.locator(".banner__title").inner_text().startswith("W" * 20)  # the full name
    for size in ({"width": 1024, "height": 768}, {"width": 768, "height": 1024}):
        page.set_viewport_size(size)
        assert page_width(page) <= size["width"], size


def test_the_next_player_is_never_offered_to_take_back_the_last_ones_write(phone: Page, app: Page) -> None:
    app.click("[data-action='setup'][data-arg='romisch-pokern']")
    app.click("[data-action='seat-kind'][data-arg='1:human']")
    app.check("[data-field='option'][data-arg='fixed-start']")
    app.click("[data-action='start']")
    app.click("[data-kind='roll']")
    assert "Julia rolls" in app.locator("#live").inner_text()
    app.click("[data-kind='stop']")
    if app.locator("[data-action='number']").count():
        app.locator("[data-action='number']").first.click()
    app.locator("[data-kind='score']").first.click()
    assert app.locator(".banner__title").inner_text() == "Marcus's turn"
    assert app.locator(".banner__recap").inner_text().startswith("Julia wrote ")
    # Marcus has the tablet: Julia's write is hers no more (only its player may take it back).
    assert app.locator("[data-action='undo']").count() == 0
    assert app.locator("table.sheet td[data-value]").count() == 1


def test_segmented_buttons_show_their_keyboard_focus(phone: Page, app: Page) -> None:
    app.click("[data-action='setup'][data-arg='romisch-pokern']")
    app.locator("[data-field='name'][data-arg='1']").focus()
    app.keyboard.press("Tab")  # onto "Human" of seat 2
    focused = app.evaluate(
        """() => { const el = document.activeElement, seg = el.closest('.seg');
        const s = getComputedStyle(el);
        return {action: el.dataset.action, outline: s.outlineStyle, width: parseFloat(s.outlineWidth),
                clipped: getComputedStyle(seg).overflow !== 'visible'}; }"""
    )
    assert focused == {"action": "seat-kind", "outline": "solid", "width": 3.0, "clipped": False}


# For each used card on screen: the rectangles of its name's words that the "used" mark lies
# over, and whether the mark reaches past the card's edge.
MARK_OVER_NAME = """() => {
  const meets = (a, b) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const found = [];
  for (const card of document.querySelectorAll('#app .card.is-used')) {
    const mark = card.querySelector('.card__used'), name = card.querySelector('.card__name');
    if (!mark || !name || !card.getClientRects().length) continue;
    const box = mark.getBoundingClientRect(), edge = card.getBoundingClientRect();
    const words = document.createRange();
    words.selectNodeContents(name);
    const say = (what) => found.push([name.textContent, mark.textContent, what]);
    for (const r of words.getClientRects()) if (meets(box, r)) say('over the name');
    if (box.right > edge.right + 0.5 || box.left < edge.left - 0.5) say('past the edge');
  }
  return found;
}"""


@pytest.mark.parametrize(
    "lang, size",
    [("de", PHONE), ("fr", PHONE), ("en", PHONE), ("de", {"width": 768, "height": 1024})],
    ids=["de-390", "fr-390", "en-390", "de-768"],
)
def test_a_used_cards_mark_never_lies_over_its_name(page: Page, guard, base_url: str, lang: str, size):
    """A failed turn's rescue cards with one used (RP-30): the mark saying so keeps clear of the
    card's name in every language (in German at 390 px, "VERBRAUCHT" was drawn over "V neu
    würfeln")."""
    hands = [[c for c in CARDS if c != REROLL_V], list(CARDS), list(CARDS), list(CARDS)]
    record = position_record(phase="failed", rolled=["I", "V", "I", "V"], failure="impossible", cards=hands)
    page.set_viewport_size(size)
    resume_record(page, base_url, record, SPEEDS + f"localStorage.setItem('ludi.lang', '{lang}');")
    page.wait_for_selector(IDLE + " .card.is-used .card__used")
    assert page.locator(".card.is-used:visible").count() >= 1  # the rescue panel shows the used card
    assert page.evaluate(MARK_OVER_NAME) == []


def test_each_of_julias_turns_opens_with_the_banner_and_its_recap_in_view(
    page: Page, guard, base_url: str
) -> None:
    """Julia and two bots on a phone, eight of her turns: writing a number scrolls her rows clear
    of the tray (the tray grows to say where the number may go), and the page stayed there
    while the bots played, so her next turn opened with the banner and its recap of their
    moves scrolled off the top."""
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "normal"))
    d = registry.get("romisch-pokern")
    record = d.new_game(d.rules_class(random_start=False), seats, 5).record().dumps()
    open_saved(page, base_url, record)
    enabled = "[data-action='act']:not([disabled])"
    turns = 0
    for _ in range(400):
        page.wait_for_selector(IDLE + " .banner[data-current='0']", state="attached", timeout=60_000)
        kinds = page.locator(enabled).evaluate_all("els => els.map(e => e.dataset.kind)")
        if "roll" in kinds and "stop" not in kinds:  # a new turn of hers: nothing rolled yet
            turns += 1
            assert in_view(page, ".banner"), (turns, page.evaluate("window.scrollY"))
            if turns == 8:
                break
        assert julia_acts(page, "romisch-pokern"), "Julia's turn, and nothing to tap"
    assert turns == 8
