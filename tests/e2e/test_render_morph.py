"""How a render reaches the page (assets/render.js, py/ludi/ui/dom.py): a list keyed by
``data-key`` keeps its lines when a new one comes first, and the same markup is never passed
to the page twice in a row by the table's own loop (each pass costs a parse and a walk of
the whole page inside a tap)."""

from __future__ import annotations

import json

from conftest import wait_ready
from glide_probe import GLIDE_ON_A_GLIDE, starts_where_seen
from playwright.sync_api import Page
from test_pokern_support import IDLE, position_record, resume_record
from test_privacy import SETTINGS, game_where_julia_starts, take_a_human_turn

KEYED = """() => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const list = keys => '<ol>' + keys.map(k => `<li data-key="${k}">line ${k}</li>`).join('') + '</ol>';
  window.ludiMorph(root, list([3, 2, 1]));
  const before = [...root.querySelectorAll('li')];
  const seen = [];
  const watch = new MutationObserver(records => seen.push(...records));
  watch.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
  window.ludiMorph(root, list([4, 3, 2, 1]));  // a new move on top of the log
  const after = [...root.querySelectorAll('li')];
  const texts = after.map(li => li.textContent);
  const changes = seen.concat(watch.takeRecords());
  window.ludiMorph(root, list([1, 4, 2]));  // reordered and one gone: still what the markup says
  const reordered = [...root.querySelectorAll('li')].map(li => li.textContent);
  root.remove();
  return {
    kept: before.every((li, i) => after[i + 1] === li),
    added: changes.reduce((n, r) => n + r.addedNodes.length, 0),
    removed: changes.reduce((n, r) => n + r.removedNodes.length, 0),
    other: changes.filter(r => r.type !== 'childList').length,
    texts,
    reordered,
  };
}"""


def test_a_keyed_list_keeps_its_lines_when_a_new_one_comes_first(app: Page) -> None:
    found = app.evaluate(KEYED)
    assert found["texts"] == ["line 4", "line 3", "line 2", "line 1"]
    assert found["kept"], "the three old lines are the same elements, not rewritten"
    assert (found["added"], found["removed"], found["other"]) == (1, 0, 0)
    assert found["reordered"] == ["line 1", "line 4", "line 2"]


# A folded score sheet the player opened, then a bot's move renders the table again.
OPENED = """() => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const sheet = rows => '<details class="sheet-panel"><summary>Score sheet</summary><p>'
    + rows + '</p></details>';
  window.ludiMorph(root, sheet('1 round'));
  root.querySelector('details').open = true;  // the player's tap on its summary
  window.ludiMorph(root, sheet('1 round'));
  const kept = root.querySelector('details').open;
  window.ludiMorph(root, sheet('2 rounds'));
  const changed = root.querySelector('details').open;
  window.ludiMorph(root, '<details class="sheet-panel" open><summary>Score sheet</summary></details>');
  root.querySelector('details').open = false;  // folded again by the player
  window.ludiMorph(root, '<details class="sheet-panel" open><summary>Score sheet</summary></details>');
  const folded = root.querySelector('details').open;
  root.remove();
  return {kept, changed, folded};
}"""


def test_a_fold_the_player_opened_stays_open_through_renders(app: Page) -> None:
    """Rommé's and Römer's score sheets sit folded under their titles (``<details>``). Opened
    while the bots play, each bot move's render took the ``open`` the markup does not write
    away again: the sheet snapped shut under the player's eyes. Open or folded is the
    player's, as a field's typed value is."""
    found = app.evaluate(OPENED)
    assert found == {"kept": True, "changed": True, "folded": False}, found


# Counts the markups passed to the page that repeat the one passed just before.
REPEATS = """
window.__repeats = 0;
let inner, last = null;
Object.defineProperty(window, 'ludiMorph', {configurable: true, get() { return inner; }, set(morph) {
  inner = (root, html) => {
    if (html === last) window.__repeats += 1;
    last = html;
    return morph(root, html);
  };
}});
"""


def julia_writes_then_bots_play(
    page: Page, base_url: str, speed: str, bot_speed: str, watch: str, by_key: bool = False
) -> None:
    """Julia rolls twice, stops and writes her number (the last with Enter when ``by_key``);
    Marcus (a bot) plays his whole turn; returns when it is Livia's. ``watch`` runs first."""
    record = position_record(dice=["X", "X", "V", "I", "I", "I"])
    pace = (
        f"localStorage.setItem('ludi.speed', '{speed}');"
        f"localStorage.setItem('ludi.bot-speed', '{bot_speed}');"
    )
    resume_record(page, base_url, record, pace + watch)
    for kind in ("roll", "roll", "stop"):
        page.click(f"{IDLE} [data-kind='{kind}']")
    if by_key:
        page.focus(f"{IDLE} [data-kind='score']")
        page.keyboard.press("Enter")
    else:
        page.click(f"{IDLE} [data-kind='score']")
    page.wait_for_selector(f"{IDLE} .banner[data-current='2']", state="attached", timeout=30_000)


def test_the_bots_loop_never_passes_the_same_markup_twice(page: Page, guard, base_url: str) -> None:
    """Julia writes her number, Marcus (a bot) plays his whole turn, then it is Livia's. The
    bots' loop starting right after Julia's move rendered the table she had just been shown."""
    julia_writes_then_bots_play(page, base_url, "off", "instant", REPEATS)
    assert page.locator(".log__item.seat-1").count() >= 1  # Marcus played in between
    assert page.evaluate("window.__repeats") == 0


STORY = """async () => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const item = (text) => `<li style="line-height: 20px">${text}</li>`;
  const long = 'Marcus played Re-roll the Is, Re-roll the V and wrote 28 in row 4 '.repeat(3);
  const box = 'height: 40px; overflow-y: auto; width: 200px; margin: 0; padding: 6px 0';
  window.ludiMorph(root, `<ol data-stick-end style="${box}">`
    + item('Julia wrote 12') + item('Livia wrote 20') + item(long) + '</ol>');
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  const ol = root.querySelector('ol'), last = ol.lastElementChild;
  const gap = last.getBoundingClientRect().top - ol.getBoundingClientRect().top - 6;
  const found = {scrolled: ol.scrollTop, gap};
  root.remove();
  return found;
}"""


def test_a_story_box_shows_its_newest_line_from_its_start(app: Page) -> None:
    """The recap of the bots' moves keeps its newest line in view; a line longer than the box
    is shown from its first words (scrolled to its end, the box showed a fragment such as
    "number possible"), the rest a scroll away."""
    found = app.evaluate(STORY)
    assert found["scrolled"] > 0, found  # the older lines scrolled away
    assert abs(found["gap"]) < 1, found  # the newest line starts at the box's top


#: A story box of two lines whose newest line is whole but whose line above it is the end of a
#: longer one; then the same box scrolled to its start by the player, and a box that fits.
CUT_STORY = """async () => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const item = (text) => `<li style="line-height: 20px">${text}</li>`;
  const box = 'height: 40px; overflow-y: auto; width: 200px; margin: 0; padding: 0';
  const long = 'Octavia played Re-roll the Is and the joker as Re-roll one, and wrote 28 in row 3';
  const story = (...lines) => `<ol data-stick-end style="${box}">` + lines.map(item).join('') + '</ol>';
  window.ludiMorph(root, story('Julia wrote 12', long, 'Claudius wrote 27') + story('Julia wrote 12'));
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  const [cut, fits] = root.querySelectorAll('ol');
  const masked = el => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage;
  const found = {scrolled: cut.scrollTop, marked: cut.hasAttribute('data-more-above'), mask: masked(cut),
                 fits: fits.hasAttribute('data-more-above')};
  cut.scrollTop = 0;
  await new Promise(done => setTimeout(done, 50));
  found.atStart = cut.hasAttribute('data-more-above');
  found.maskAtStart = masked(cut);
  root.remove();
  return found;
}"""


def test_a_story_box_scrolled_to_its_end_fades_what_is_above(app: Page) -> None:
    """Scrolled to its newest line, a recap's top line was often the end of an older one with
    no name in it ("inscrit 28 en ligne 3" over "Claudius Maximus a inscrit 27 en ligne 3",
    five players in French): while there is more above, the box's top edge fades, the sign of
    a list that scrolls, and the newest lines stay whole. Scrolled to its start, nothing fades."""
    found = app.evaluate(CUT_STORY)
    assert found["scrolled"] > 0 and found["marked"], found
    assert "gradient" in found["mask"], found
    assert not found["fits"], found  # a story that fits its box is never faded
    assert not found["atStart"] and "gradient" not in found["maskAtStart"], found


# A card that glides, at rest, in a hand and raised as the chosen one.
GLIDER = """() => {
  const root = document.getElementById('app');
  const box = document.createElement('div');
  box.innerHTML = '<span class="hc" data-flip="hand:test:0">7</span>'
    + '<span class="hc is-selected" data-flip="hand:test:1">8</span>';
  root.appendChild(box);
  const [still, raised] = box.querySelectorAll('[data-flip]');
  const found = {still: getComputedStyle(still).transform, raised: getComputedStyle(raised).transform};
  box.remove();
  return found;
}"""


def test_what_glides_always_has_a_transform(app: Page) -> None:
    """A glide (assets/render.js) moves a card by a transform and then takes it away. A card
    whose rest was no transform at all was laid out anew at both ends of every glide, with
    the whole table repainted (about half the layout and paint of the bots' moves at 4x
    throttle), so what glides rests on a still transform; a rule that moves a card (the
    chosen one rises) still wins over it."""
    found = app.evaluate(GLIDER)
    assert found["still"] == "matrix(1, 0, 0, 1, 0, 0)", found
    assert found["raised"] == "matrix(1, 0, 0, 1, 0, -8)", found


def test_a_glide_begun_while_another_runs_starts_where_the_card_is_seen(app: Page) -> None:
    """A move made while the last one's cards still glide (the bots at a quick pace, a fast
    player): each card glides on from where it is seen, and a card new to the row stands in its
    place. The morph reuses a row's elements by place, and the running glide's transform, left
    on the element that now shows another card, was read as part of that card's new place: on
    a phone held across, a card drawn after a won trick began its glide 329 px beyond the
    tray's right edge."""
    problem = starts_where_seen(app.evaluate(GLIDE_ON_A_GLIDE))
    assert problem is None, problem


def test_where_a_glide_starts_is_read_in_its_first_frame_however_late_the_page_answers(app: Page) -> None:
    """The measure above, on a page that gets back to it late (a loaded machine: WebKit in CI
    read the cards 3 px along their glide): the places are those of the frame the glide
    begins in, not of whenever the probe runs next."""
    problem = starts_where_seen(app.evaluate(GLIDE_ON_A_GLIDE, 150))
    assert problem is None, problem


# Counts focus() calls on the element that already has the focus (each one makes the browser
# bring style and layout up to date inside the render: 20-55 ms of a bot's move at 4x throttle).
REFOCUS = """
window.__refocus = [];
const focus = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function (...args) {
  if (this === document.activeElement) window.__refocus.push(this.className || this.tagName);
  return focus.apply(this, args);
};
"""


def test_the_bots_renders_leave_a_kept_focus_alone(page: Page, guard, base_url: str) -> None:
    """Julia writes her number; the control she used is gone, so the focus falls back to the
    table's first offer or its title; then Marcus and Livia (bots) play their turns, each move a
    render. The element holding the focus stays on the page through those renders: focusing it
    again in each of them forced a layout of the whole table into every bot move."""
    julia_writes_then_bots_play(page, base_url, "fast", "fast", REFOCUS, by_key=True)
    assert page.locator(".log__item.seat-1").count() >= 2  # Marcus's moves: renders in between
    assert page.evaluate("document.activeElement !== document.body")  # the focus fell back
    assert page.evaluate("window.__refocus") == []


# Notes each focus() made by the app and whether an animation frame's callback made it.
FOCUS_IN_FRAME = """
window.__focused = [];
let inFrame = 0;
const raf = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = callback => raf(time => {
  inFrame += 1;
  try { return callback(time); } finally { inFrame -= 1; }
});
const focus = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function (...args) {
  window.__focused.push([this.dataset.focusKey || this.className, inFrame > 0]);
  return focus.apply(this, args);
};
"""


def test_a_bots_render_moves_the_focus_in_the_frame_that_paints_it(page: Page, guard, base_url: str) -> None:
    """Römer, Julia and Marcus pass the tablet with bots between them: Julia plays her card,
    Livia (a bot) plays, and the hand-off screen's title takes the focus for Marcus. Moved
    inside the bot's render, the focus made the browser lay the new screen out there (24-44 ms
    of the move at 4x throttle), before the frame that lays it out for painting anyway."""
    record = json.dumps(game_where_julia_starts("romer"))
    page.add_init_script(SETTINGS + FOCUS_IN_FRAME + f"localStorage.setItem('ludi.save', {record});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    page.click("[data-action='reveal']")
    page.wait_for_selector("#app [data-busy='0'] .romer-hand")
    page.evaluate("window.__focused = []")  # Julia's own taps move the focus at once
    take_a_human_turn(page, "romer")
    page.wait_for_selector("[data-action='reveal']", timeout=30_000)
    page.wait_for_function("document.activeElement && document.activeElement.id === 'handoff-title'")
    moves = page.evaluate("window.__focused")
    to_handoff = [in_frame for key, in_frame in moves if key == "handoff-title"]
    assert to_handoff and all(to_handoff), moves


def test_a_tap_that_opens_a_screen_moves_the_focus_in_the_frame_that_paints_it(
    page: Page, guard, base_url: str
) -> None:
    """Start on the setup form opens the table, "Deal the cards" puts the hands on it: each
    time the title takes the focus in the frame that paints it. Moved inside the tap's task,
    the focus made the browser style and lay the new table out there (60-70 ms of a 90-110 ms
    task at 4x throttle, the longest of opening a game), before the frame that lays it out for
    painting anyway."""
    page.add_init_script(SETTINGS + FOCUS_IN_FRAME)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='setup'][data-arg='romer']")
    page.evaluate("window.__focused = []")
    page.click("[data-action='start']")
    page.wait_for_selector("#app [data-screen='table']")
    page.wait_for_function("window.__focused.length > 0")
    moves = page.evaluate("window.__focused")
    page.evaluate("window.__focused = []")
    page.click("[data-action='deal']")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'turn-title'")
    dealt = page.evaluate("window.__focused")
    assert all(in_frame for _, in_frame in moves + dealt), (moves, dealt)
    assert any(key == "turn-title" for key, _ in dealt), dealt


# Notes each element the morph takes off the page while it holds the focus.
FOCUSED_REMOVALS = """
window.__focusedRemovals = [];
for (const [proto, name] of [[Element.prototype, "remove"], [Element.prototype, "replaceWith"],
                             [CharacterData.prototype, "remove"], [Node.prototype, "removeChild"]]) {
  const real = proto[name];
  proto[name] = function (...args) {
    const gone = name === "removeChild" ? args[0] : this;
    const active = document.activeElement;
    if (active && active !== document.body && gone.contains && gone.contains(active)) {
      window.__focusedRemovals.push(active.className || active.tagName);
    }
    return real.apply(this, args);
  };
}
"""


def test_a_new_screen_never_takes_the_focused_element_off_the_page(page: Page, guard, base_url: str) -> None:
    """The home screen's game button, tapped, holds the focus; the setup form replaces it.
    Taken off the page while focused, the browser laid the new form out inside the render
    (Chromium: 60-90 ms of that task at 4x throttle, on top of the render itself); left
    beforehand, the form is laid out in its first frame, and its first field still takes the
    focus there."""
    page.add_init_script(SETTINGS + FOCUSED_REMOVALS)
    page.goto(base_url + "/")
    wait_ready(page)
    page.focus("[data-action='setup'][data-arg='romer']")
    page.keyboard.press("Enter")
    page.wait_for_selector("#app [data-screen='setup'][data-busy='0']")
    page.wait_for_function("document.activeElement && document.activeElement.dataset.focusKey === 'name:0'")
    page.click("[data-action='home']")
    page.wait_for_selector("#app [data-screen='home'][data-busy='0']")
    assert page.evaluate("window.__focusedRemovals") == []
