"""The Römer table in the browser at phone and tablet sizes: what a prompt asks about is in
view and clear of the hand tray, with the controls to act on it, and choosing a card moves
nothing on the page (Layout Instability API)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from against_bots import open_against_bots
from conftest import wait_ready
from layout_probes import PAINTED
from playwright.sync_api import Page
from table_play import julia_acts, resume_next

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

import romer_scenes  # noqa: E402

SIZES = [(390, 844), (768, 1024), (1024, 768)]
IDLE = "#app [data-screen][data-busy='0']"
STORE = {"ludi.lang": "en", "ludi.speed": "off", "ludi.bot-speed": "instant"}


BOX = "el => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


def open_saved(page: Page, base_url: str, record: str, lang: str = "en") -> None:
    """The saved game resumed: the storage is written from a page of the same origin first."""
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))  # asked for by the SVG page
    page.goto(base_url + "/assets/icon.svg")
    page.evaluate(
        "data => { localStorage.clear();"
        " for (const [k, v] of Object.entries(data)) localStorage.setItem(k, v); }",
        {**STORE, "ludi.lang": lang, "ludi.save": record},
    )
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector(IDLE, state="attached")


def box(page: Page, selector: str) -> list[float]:
    return page.locator(selector).first.evaluate(BOX)


def assert_in_view(page: Page, selector: str, what: str) -> list[float]:
    """In the painted frame: a trick to answer is scrolled into view in the frame after the
    render (``ludiReveal``)."""
    page.evaluate(PAINTED)
    left, top, right, bottom = box(page, selector)
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    assert left >= -0.5 and right <= width + 0.5, (
        f"{what} ({selector}) leaves the screen sideways: {left}..{right}"
    )
    assert top >= -0.5 and bottom <= height + 0.5, (
        f"{what} ({selector}) is out of view: {top}..{bottom} of {height}"
    )
    return [left, top, right, bottom]


def assert_clear_of_tray(page: Page, selector: str, what: str) -> None:
    """In view and not under the hand tray (which is stuck to the bottom of the screen)."""
    _, _, _, bottom = assert_in_view(page, selector, what)
    tray_top = box(page, ".romer-own")[1]
    assert bottom <= tray_top + 0.5, f"{what} ({selector}) ends at {bottom}, under the tray from {tray_top}"


def assert_can_act(page: Page) -> None:
    """A card chosen: it and every enabled action of it are in view (inside the tray)."""
    page.locator("[data-action='card']").first.click()
    page.wait_for_selector("[data-action='card'][aria-pressed='true']")
    assert_in_view(page, "[data-action='card'][aria-pressed='true']", "the chosen card")
    actions = page.locator("[data-action='act']:not([disabled])")
    assert actions.count() >= 1
    for i in range(actions.count()):
        left, top, right, bottom = actions.nth(i).evaluate(BOX)
        assert right - left >= 44 and bottom - top >= 44, f"action {i} is smaller than 44 px"
        assert top >= 0 and bottom <= page.viewport_size["height"], f"action {i} is out of view"


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_what_the_prompt_asks_about_is_in_view_and_clear_of_the_tray(
    page: Page, guard, base_url: str, size
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    # Laying the first trump card: the own chariot's empty place and the hand.
    open_saved(page, base_url, romer_scenes.first_trump())
    page.click("[data-action='deal']")
    page.wait_for_selector(IDLE + " .romer--trump")
    assert "trump card" in page.inner_text("[data-prompt]")
    assert_in_view(page, "[data-prompt]", "the prompt")
    assert_in_view(page, ".romer-own .rseat", "the own chariot")
    assert_in_view(page, ".romer-hand", "the hand")
    assert_can_act(page)

    # Her turn: the own chariot (horses go there) and the hand, the others' chariots above.
    resume_next(page, "romer", romer_scenes.my_turn())
    assert_in_view(page, "[data-prompt]", "the prompt")
    assert_in_view(page, ".romer-own .rseat", "the own chariot")
    assert_in_view(page, ".romer-hand", "the hand")
    assert_can_act(page)

    # Answering a trick: the trick itself, not under the hand.
    resume_next(page, "romer", romer_scenes.answer_trick())
    assert "led: answer" in page.inner_text("[data-prompt]")
    assert_clear_of_tray(page, ".romer-trick.is-asked", "the trick to answer")
    assert_can_act(page)
    assert_clear_of_tray(page, ".romer-trick.is-asked", "the trick to answer")

    # The last player's horses: the own chariot, Stop among the controls.
    resume_next(page, "romer", romer_scenes.final_horses())
    assert_in_view(page, ".romer-own .rseat", "the own chariot")
    assert_in_view(page, "[data-kind='stop']", "Stop")
    assert_can_act(page)


OBSERVE = """() => {
  window.__shifts = [];
  window.__shiftObserver = new PerformanceObserver(list => {
    for (const e of list.getEntries()) window.__shifts.push([e.value, e.hadRecentInput]);
  });
  window.__shiftObserver.observe({type: 'layout-shift'});
}"""
SHIFTS = """() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => {
  const observer = window.__shiftObserver;  // none yet: the first call only lets the page settle
  if (observer) for (const e of observer.takeRecords()) window.__shifts.push([e.value, e.hadRecentInput]);
  done(window.__shifts || []);
})))"""


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_choosing_and_unchoosing_cards_moves_nothing(page: Page, guard, base_url: str, size) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_saved(page, base_url, romer_scenes.my_turn())
    page.evaluate(SHIFTS)  # the page settles before the count starts
    page.evaluate(OBSERVE)
    cards = page.locator("[data-action='card']")
    for first, second in ((0, 0), (2, 5), (5, 5)):
        cards.nth(first).click()
        page.wait_for_selector(f"[data-focus-key='card:{first}'][aria-pressed='true']")
        if second != first:
            cards.nth(second).click()
            page.wait_for_selector(f"[data-focus-key='card:{second}'][aria-pressed='true']")
        cards.nth(second).click()
        page.wait_for_selector("[data-action='card'][aria-pressed='true']", state="detached")
    assert page.locator("[data-action='act']").count() == 0  # every choice was undone again
    shifts = page.evaluate(SHIFTS)
    assert shifts == [], f"layout shifts from choosing cards: {shifts}"


def test_two_equal_cards_are_chosen_one_at_a_time(page: Page, guard, base_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_saved(page, base_url, romer_scenes.my_turn())
    labels = page.locator("[data-action='card']").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )
    twin = next(i for i in range(1, len(labels)) if labels[i] == labels[i - 1])
    page.locator("[data-action='card']").nth(twin).click()
    assert page.locator("[data-action='card'][aria-pressed='true']").count() == 1
    assert page.locator(".rc-btn.is-selected").count() == 1
    assert page.get_attribute("[data-action='card'][aria-pressed='true']", "data-focus-key") == f"card:{twin}"


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_on_a_phone_the_line_above_the_actions_is_read_whole(page: Page, guard, base_url: str, lang) -> None:
    """What to do ("tap a card ...") and then which card is chosen: beside the tray's buttons
    at 390 px the line may take two lines of its fixed box, never end in an ellipsis."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_saved(page, base_url, romer_scenes.my_turn(), lang)
    line = page.locator(".romer-bar__line")
    whole = "el => el.scrollWidth <= el.clientWidth + 0.5 && el.scrollHeight <= el.clientHeight + 0.5"
    assert line.evaluate(whole), line.inner_text()
    page.locator("[data-action='card']").nth(2).click()
    page.wait_for_selector("[data-action='card'][aria-pressed='true']")
    assert line.evaluate(whole), line.inner_text()


HAND_AT = """() => { const c = document.querySelector('[data-tray] [data-action="card"]');
  const t = document.querySelector('[data-tray]');
  if (!c || !t) return null;
  return [Math.round(c.getBoundingClientRect().top), Math.round(t.getBoundingClientRect().top)]; }"""
WAITING = "#app [data-screen][data-busy='1'] .romer-bar[data-slots='0']"
JULIAS_TURN = "#app [data-screen][data-busy='0'] .banner[data-current='0']"


@pytest.mark.parametrize(
    "view",
    [(390, 844, "en"), (768, 1024, "de"), (1024, 768, "en")],
    ids=["390x844-en", "768x1024-de", "1024x768-en"],
)
def test_the_hand_stays_put_when_the_turn_comes_round(page: Page, guard, base_url: str, view) -> None:
    """While the bots play, the action bar shows no buttons; when the turn comes back it offers
    up to four, each with its line. The bar keeps their room all along, so neither the tray nor
    the hand moves at that moment (at 768 px in German the hand jumped 65 px down; at 390 px
    the tray, stuck to the bottom, grew 99 px up). Nor does the banner above it grow (at 1024
    px its instruction took a second line on her turn: 16 px). Bots at the normal pace: their
    turns are seen still, animations off."""
    width, height, lang = view
    open_against_bots(page, base_url, "romer", 3, (width, height), lang=lang, pace="normal")
    compared = 0
    for _ in range(12):
        page.wait_for_selector(JULIAS_TURN, state="attached", timeout=30_000)
        assert julia_acts(page, "romer"), "Julia's turn, and nothing to tap"
        try:
            page.wait_for_selector(WAITING, state="attached", timeout=3_000)
        except Exception:  # noqa: BLE001 - her move goes on (a horse, then a draw): no wait between
            continue
        waiting = page.evaluate(HAND_AT)
        page.wait_for_selector(JULIAS_TURN, state="attached", timeout=30_000)
        if page.locator("[data-action='next-round']").count():
            break
        turn = page.evaluate(HAND_AT)
        assert waiting == turn, f"hand and tray tops {waiting} while the bots played, {turn} on her turn"
        compared += 1
        if compared >= 3:
            break
    assert compared >= 2  # the turn came round at least twice


#: Every frame, where each player's name starts (its text, not the marker before it), per name
#: and per place (the others' list or the tray), and where the tray's "Look at my horses" is,
#: for as long as the page runs.
NAMES_AT = """() => {
  window.ludiNames = {};
  const note = (key, left) => {
    const seen = window.ludiNames[key] || (window.ludiNames[key] = [left, left]);
    seen[0] = Math.min(seen[0], left);
    seen[1] = Math.max(seen[1], left);
  };
  const tick = () => {
    for (const name of document.querySelectorAll('.rseat__name')) {
      const text = name.querySelector('bdi');
      const where = name.closest('[data-tray]') ? ' (tray)' : '';
      if (text) note(text.textContent.trim() + where, text.getBoundingClientRect().left);
    }
    const peek = document.querySelector("[data-tray] [data-action='peek']");
    if (peek) note('Look at my horses', peek.getBoundingClientRect().left);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


@pytest.mark.parametrize(
    "view", [(768, 1024, "right"), (390, 844, "left")], ids=["768x1024", "390x844-left-hand"]
)
def test_names_and_tray_tools_stay_put_as_the_turn_passes(page: Page, guard, base_url: str, view) -> None:
    """The player to move is marked with an arrow before their name. It took room of its own,
    so at every change of turn two names moved sideways by its width (and what followed them
    in their place, gliding, since the cards count is where a played card flies from): three
    glides a move while the bots played. The arrow's room is kept whether it shows or not.
    The tray's tools end at the bar's right edge: "Hint", there on Julia's turn only, came
    last, so when her turn came "Look at my horses" moved 59 px aside under her finger, and
    back once she had played. It comes first now (last, mirrored, for a left hand)."""
    open_against_bots(page, base_url, "romer", 3, (view[0], view[1]), hand=view[2])
    page.wait_for_selector(JULIAS_TURN, state="attached", timeout=30_000)
    page.evaluate(NAMES_AT)
    with_horses = 0
    for _ in range(10):  # Julia's turns and the bots', until two came round with her horses
        with_horses += page.locator("[data-tray] [data-action='peek']").count()
        if with_horses >= 2:
            break
        assert julia_acts(page, "romer"), "Julia's turn, and nothing to tap"
        page.wait_for_selector(JULIAS_TURN, state="attached", timeout=30_000)
    names = page.evaluate("window.ludiNames")
    assert {"Julia (tray)", "Marcus", "Livia", "Look at my horses"} <= set(names), names
    moved = {name: round(right - left, 1) for name, (left, right) in names.items() if right - left > 1}
    assert not moved, f"moved sideways as the turn passed (px): {moved}"


#: Per card of the trick being played: is it shown somewhere a player sees it (a trick's card
#: in view, not under the tray or anything else)?
TRICK_SEEN = """() => {
  const live = document.querySelector('#app [data-screen][data-busy="1"] .romer-trick.is-live');
  if (!live) return null;
  const seen = label => [...document.querySelectorAll('.trick__play .rc')].some(c => {
    if (c.getAttribute('aria-label') !== label) return false;
    if (!c.checkVisibility({visibilityProperty: true})) return false;
    const r = c.getBoundingClientRect();
    if (r.width < 1 || r.top < 0 || r.bottom > innerHeight) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && c.contains(hit);
  });
  const labels = [...live.querySelectorAll('.trick__play .rc')].map(c => c.getAttribute('aria-label'));
  return labels.map(label => [label, seen(label)]);
}"""


#: While the bots play: is the banner's recap (what they did since Julia's move) wholly on
#: screen and clear of the tray?
RECAP_SEEN = """() => {
  if (!document.querySelector('#app [data-screen][data-busy="1"]')) return null;
  const r = document.querySelector('.banner .recap').getBoundingClientRect();
  const tray = document.querySelector('[data-tray]').getBoundingClientRect();
  return [Math.round(r.top), Math.round(r.bottom), Math.round(tray.top), r.top >= 0 && r.bottom <= tray.top];
}"""


def open_julias_answer(
    page: Page, base_url: str, lang: str = "en", size: tuple[int, int] = (390, 844)
) -> None:
    """Julia (a phone upright, or ``size``) to answer Octavia's lead, the bots at the normal pace."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_saved(page, base_url, romer_scenes.answer_trick(), lang)
    page.evaluate("localStorage.setItem('ludi.bot-speed', 'normal')")
    page.reload()
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector(JULIAS_TURN, state="attached")


def looks_while_the_bots_answer(
    page: Page, base_url: str, look: str, lang: str = "en", opened: bool = False
) -> list:
    """Julia answers Octavia's lead (``opened``: already on screen); the two bots after her
    answer at the normal pace. What ``look`` found every 100 ms while they played."""
    if not opened:
        open_julias_answer(page, base_url, lang)
    assert julia_acts(page, "romer")
    looks = []
    for _ in range(60):
        found = page.evaluate(look)
        if found is not None:
            looks.append(found)
        elif looks:
            break
        page.wait_for_timeout(100)
    return looks


def test_on_a_phone_the_trick_the_bots_play_into_stays_in_view(page: Page, guard, base_url: str) -> None:
    """On a phone the tray covers the table's lower half, where the trick is, and the tray's band
    for the action buttons stands empty while the others play: the bots' answers to a trick
    were played out of sight. At every look the cards of the trick are in view."""
    looks = looks_while_the_bots_answer(page, base_url, TRICK_SEEN)
    assert looks and max(len(found) for found in looks) >= 3, looks  # a bot's answer was seen
    unseen = [found for found in looks if not all(shown for _, shown in found)]
    assert not unseen, f"cards of the trick out of sight while the bots played: {unseen[:3]}"


def test_on_a_phone_the_recap_is_back_in_view_once_julia_has_answered(
    page: Page, guard, base_url: str
) -> None:
    """Her answer scrolled the trick into view above the tray, and the page stayed there while
    the bots played on: the banner and its recap of their moves were above the screen until the
    round's end. Once she has answered, the page goes back (the tray's band shows the trick)."""
    looks = looks_while_the_bots_answer(page, base_url, RECAP_SEEN)
    assert looks, "the bots never played"
    hidden = [found for found in looks if not found[3]]
    assert not hidden, f"the recap out of view while the bots played (top, bottom, tray top): {hidden[:3]}"


#: While the bots play: is each card of the trick on screen (in the middle or the tray's band),
#: and where is the hand's first card?
TRICK_AND_HAND = (
    "() => { const trick = ("
    + TRICK_SEEN
    + """)();
  if (trick === null) return null;
  return [trick, Math.round(document.querySelector('[data-tray] .rc-btn').getBoundingClientRect().top)];
}"""
)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_on_a_phone_held_across_the_bots_answers_are_seen_and_the_hand_stays(
    page: Page, guard, base_url: str, lang: str
) -> None:
    """A phone held across (844x390): the tray is the screen's right half, and the middle of the
    table lies low in the left half, under the banner and the chariots (its cards below the
    screen's foot). As on a phone upright the tray's band shows the trick while the bots answer
    it, within the room of the buttons: the hand never moves, through the bots' answers and
    when the turn comes back (in German the line beside the tools took a third line then, and
    the hand moved 14 px)."""
    open_julias_answer(page, base_url, lang, size=(844, 390))
    page.evaluate(PAINTED)
    hand_top = round(box(page, "[data-tray] .rc-btn")[1])
    looks = looks_while_the_bots_answer(page, base_url, TRICK_AND_HAND, lang, opened=True)
    assert looks and max(len(found[0]) for found in looks) >= 3, looks  # a bot's answer was seen
    unseen = [found[0] for found in looks if not all(shown for _, shown in found[0])]
    assert not unseen, f"cards of the trick out of sight while the bots played: {unseen[:3]}"
    moved = sorted({found[1] for found in looks} - {hand_top})
    assert not moved, f"the hand moved from {hand_top} to {moved} while the bots played"
    page.wait_for_selector(JULIAS_TURN, state="attached")
    page.evaluate(PAINTED)
    assert round(box(page, "[data-tray] .rc-btn")[1]) == hand_top, "the hand moved as her turn came back"


#: While the bots play: where each other player's place is, and is it wholly on screen and clear
#: of the tray?
CHARIOTS_SEEN = """() => {
  if (!document.querySelector('#app [data-screen][data-busy="1"]')) return null;
  const tray = document.querySelector('[data-tray]').getBoundingClientRect();
  return [...document.querySelectorAll('.romer-others .rseat')].map(place => {
    const r = place.getBoundingClientRect();
    return [place.dataset.seat, Math.round(r.top), Math.round(r.bottom), Math.round(tray.top),
            r.top >= 0 && r.bottom <= tray.top];
  });
}"""


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_on_a_phone_every_other_chariot_is_in_view(page: Page, guard, base_url: str, lang) -> None:
    """Four players on a phone: the third of the others' chariots lay under the tray while the
    bots played (three places of 71 px under the banner, a tray of 423 px on 844), so a bot's
    horse or new trump card went where nobody saw it. Three others sit side by side there, in
    view on the player's turn and while the bots play."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_saved(page, base_url, romer_scenes.my_turn(), lang)
    page.wait_for_selector(JULIAS_TURN, state="attached")
    page.evaluate(PAINTED)
    tray_top = box(page, "[data-tray]")[1]
    for seat in range(1, 4):
        _, top, _, bottom = box(page, f".romer-others .rseat[data-seat='{seat}']")
        assert top >= 0 and bottom <= tray_top, f"seat {seat} at {top}..{bottom}, the tray from {tray_top}"

    # In German the take-back button squeezed the line beside it to five lines: the tray grew
    # 55 px upwards from her answer until Gaius had played, over the chariots.
    open_julias_answer(page, base_url, lang)
    page.evaluate(PAINTED)
    tray_top = round(box(page, "[data-tray]")[1])
    looks = looks_while_the_bots_answer(page, base_url, CHARIOTS_SEEN, lang, opened=True)
    assert looks and all(len(found) == 3 for found in looks), looks
    moved = sorted({place[3] for found in looks for place in found} - {tray_top})
    assert not moved, f"the tray's top moved from {tray_top} to {moved} while the bots played"
    hidden = [place for found in looks for place in found if not place[4]]
    assert not hidden, f"a chariot out of view while the bots played (seat, top, bottom, tray): {hidden[:3]}"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_on_an_upright_tablet_four_players_fit_above_the_tray(page: Page, guard, base_url: str, lang) -> None:
    """Four players at 768x1024: the three others one under another pushed the middle under the
    tray (the last trick on the player's turn, the trick to answer, which the page then
    scrolled to, the banner leaving the screen). Side by side, the whole table fits: nothing
    scrolled, the middle wholly above the tray."""
    page.set_viewport_size({"width": 768, "height": 1024})
    for scene in (romer_scenes.my_turn, romer_scenes.answer_trick):
        open_saved(page, base_url, scene(), lang)
        page.wait_for_selector(JULIAS_TURN, state="attached")
        page.evaluate(PAINTED)
        tray_top = box(page, "[data-tray]")[1]
        places = [box(page, f".romer-others .rseat[data-seat='{seat}']") for seat in range(1, 4)]
        middle = box(page, ".romer-trick")
        assert page.evaluate("scrollY") == 0, f"{scene.__name__}: the page scrolled"
        assert all(place[3] <= middle[1] for place in places), f"{scene.__name__}: {places} over {middle}"
        assert middle[3] <= tray_top + 0.5, (
            f"{scene.__name__}: the middle ends at {middle[3]}, the tray from {tray_top}"
        )


#: Where the hand's first card is, while the bots play (None on Julia's turn or when idle).
HAND_WHILE_BOTS_PLAY = """() => {
  if (!document.querySelector('#app [data-screen="table"][data-busy="1"]')) return null;
  const card = document.querySelector('[data-tray] .rc-btn');
  const band = document.querySelector('.romer-watch');
  return card && [Math.round(card.getBoundingClientRect().top), band ? band.innerText.split('\\n')[0] : ''];
}"""


def test_on_a_phone_held_across_the_hand_stays_through_the_bots_moves(
    page: Page, guard, base_url: str
) -> None:
    """Six of Julia's turns against normal-paced bots at 844x352 (Safari across an iPhone) in
    French: the band in the tray's room tells each bot's move beside the last trick's cards;
    "Marcus change d'atout pour César jaune (1 carte défaussée)." took four lines in a column of
    9rem, the band outgrew the room and the hand dropped 13 px until Julia's turn."""
    open_against_bots(page, base_url, "romer", 3, (844, 352), lang="fr", pace="normal")
    page.wait_for_selector(JULIAS_TURN, state="attached")
    page.evaluate(PAINTED)
    hand_top = round(box(page, "[data-tray] .rc-btn")[1])
    looks, turns = [], 0
    for _ in range(400):
        if page.locator(JULIAS_TURN).count():
            if turns == 6:
                break
            assert julia_acts(page, "romer")
            turns += 1
        found = page.evaluate(HAND_WHILE_BOTS_PLAY)
        if found is not None:
            looks.append(found)
        page.wait_for_timeout(100)
    assert turns == 6 and len(looks) > 20, (turns, len(looks))
    moved = [found for found in looks if found[0] != hand_top]
    assert not moved, f"the hand left {hand_top} while the bots played: {moved[:3]}"
