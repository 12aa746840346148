"""Rommé in the browser: a round against three bots by clicks, pass-and-play privacy, the hint."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from conftest import wait_ready
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from ludi.games.protocol import GameRecord, Seat  # noqa: E402

IDLE = "#app [data-screen][data-busy='0']"
FAST = (
    "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'instant');"
)
SUITS = "♣♠♥♦"


def fixed_game(seed: int) -> str:
    """A new Rommé game with a fixed seed: Julia and three bots (resumed, so the deal is known)."""
    seats = (
        Seat("Julia"),
        Seat("Marcus", "bot", "normal"),
        Seat("Livia", "bot", "strong"),
        Seat("Gaius", "bot", "easy"),
    )
    record = GameRecord("romme", {"preset": "palast"}, seats, seed)
    return record.dumps()


def discard_something(page: Page) -> None:
    for p in range(20):
        page.click(f"[data-action='card'][data-arg='{p}']")
        if page.locator("[data-kind='discard']").count():
            page.click("[data-kind='discard']")
            return
        page.click("[data-action='clear']")
    raise AssertionError("no card could be discarded")


def test_a_round_against_three_bots_by_clicking(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(7))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    for _ in range(300):
        page.wait_for_selector(IDLE, state="attached")
        if page.locator("[data-action='next-round']").count():
            break
        if page.locator("[data-kind='draw-stock']").count():
            page.click("[data-kind='draw-stock']")
            continue
        assert page.locator(".hc").count() == int(
            page.locator(".player.is-me .player__cards").get_attribute("data-cards")
        )
        discard_something(page)
    summary = page.locator(".summary")
    assert summary.is_visible() and "is over" in summary.inner_text()
    assert page.locator(".round__delta").count() == 4
    page.click("[data-action='next-round']")
    page.wait_for_selector(IDLE, state="attached")
    assert page.locator(".romme-sheet").count() == 1


def test_pass_and_play_shows_nothing_private_on_the_hand_off_screen(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='setup'][data-arg='romme']")
    page.click("[data-action='seat-kind'][data-arg='1:human']")
    page.click("[data-action='start']")
    page.click("[data-action='deal']")
    for _ in range(2):  # the first hand-off, and the one after the first player's turn
        page.wait_for_selector("[data-action='reveal']")
        html = page.evaluate("document.getElementById('app').outerHTML")
        live = page.evaluate("document.getElementById('live').textContent")
        assert page.locator(".hc, .pc").count() == 0
        public = re.sub(r"discards \S+", "", live)  # a discard is seen by everyone
        # The recap of what the others did names the card discarded (public), and nothing else.
        recap = page.locator(".handoff .recap__item").all_inner_texts()
        assert not any(s in re.sub(r"discards \S+", "", line) for line in recap for s in SUITS)
        private = re.sub(r'<ol class="recap".*?</ol>', "", html)
        assert not any(s in private or s in public for s in SUITS)  # no card in text, attributes or live text
        page.click("[data-action='reveal']")
        assert page.locator(".hc").count() == 13
        page.click("[data-kind='draw-stock']")
        discard_something(page)


def test_hint_from_the_players_own_view(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(11))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    page.wait_for_selector("[data-kind='draw-stock']")
    page.click("[data-kind='draw-stock']")
    page.click("[data-action='hint']")
    assert "Suggested" in page.locator(".hand-panel .hint").inner_text()


def test_a_whole_turn_by_keyboard(page: Page, guard, base_url: str) -> None:
    """Draw, select, reorder and discard without a pointer; focus stays visible on the cards."""
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(7))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.focus("[data-action='deal']")
    page.keyboard.press("Enter")
    page.wait_for_selector(IDLE + " [data-kind='draw-stock']")
    page.focus("[data-kind='draw-stock']")
    page.keyboard.press("Enter")
    page.wait_for_selector(".hc.is-new")
    page.focus("[data-focus-key='card:0']")
    first = page.locator("[data-focus-key='card:0']").inner_text()
    page.keyboard.press("Shift+ArrowRight")  # move the card one place right
    assert page.locator("[data-focus-key='card:1']").inner_text() == first
    assert page.evaluate("document.activeElement.dataset.focusKey") == "card:1"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"
    for _ in range(14):  # select cards with Enter until one may be discarded
        page.keyboard.press("Enter")
        if page.locator("[data-kind='discard']").count():
            break
        page.keyboard.press("Enter")  # unselect, go on
        page.keyboard.press("ArrowRight")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.kind") == "discard":
            break
    assert page.evaluate("document.activeElement.dataset.kind") == "discard"
    moves = int(page.locator("[data-screen]").get_attribute("data-moves"))
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.querySelector('[data-screen]').dataset.moves) > {moves}")


def test_bad_saves_never_leave_a_blank_page(page: Page, guard, base_url: str) -> None:
    good = json.loads(fixed_game(3))
    unknown_level = {
        **good,
        "seats": [*good["seats"][:3], {"name": "Robo", "kind": "bot", "level": "grandmaster"}],
    }
    bad = [
        "[" * 3000 + "]" * 3000,
        fixed_game(3).replace('"seed":3', '"seed":1e400'),
        json.dumps({**good, "game": "alea-maxima"}),
        json.dumps(unknown_level),
    ]
    for raw in bad:
        page.add_init_script(f"localStorage.setItem('ludi.save', {json.dumps(raw)})")
        page.goto(base_url + "/")
        wait_ready(page)
        assert page.locator("#games-h").is_visible()
        if page.locator("[data-action='resume']").count():
            page.click("[data-action='resume']")  # the game's modules load first, then the replay
        page.wait_for_selector(".saved--corrupt", timeout=10_000)
        assert page.locator("textarea.record").input_value() == raw


def knock_window_record() -> tuple[str, int]:
    """Three humans with knocking on, played by the engine's bots up to an open knock window."""
    from ludi.games import registry

    d = registry.get("romme")
    seats = (Seat("Julia"), Seat("Marcus"), Seat("Livia"))
    for seed in range(1, 60):
        state = d.new_game(d.rules_class(knocking=True), seats, seed)
        bots = [d.bots["normal"](i, i) for i in range(3)]
        while not state.is_over and state.view(None).phase != "knock" and len(state.history) < 400:
            seat = state.current_seat
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        if state.view(None).phase == "knock":
            return state.record().dumps(), state.current_seat
    raise AssertionError("no knock window")


def test_knocking_with_three_players(page: Page, guard, base_url: str) -> None:
    record, knocker = knock_window_record()
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(record)});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    names = ("Julia", "Marcus", "Livia")
    assert names[knocker] in page.locator("#handoff-title").inner_text()
    page.click("[data-action='reveal']")
    knock = page.locator(".knock")
    assert knock.is_visible() and page.locator("[data-kind='knock']").is_visible()
    moves = int(page.locator("[data-screen]").get_attribute("data-moves"))
    page.click("[data-kind='knock']")
    page.wait_for_function(f"Number(document.querySelector('[data-screen]').dataset.moves) > {moves}")
    assert "knocks" in page.evaluate("document.getElementById('live').textContent")


def test_resume_after_reload_in_the_middle_of_a_turn(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST)
    page.evaluate("() => 0")
    page.goto(base_url + "/")
    page.evaluate(f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(7))})")
    page.reload()
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    page.wait_for_selector(IDLE + " [data-kind='draw-stock']")
    page.click("[data-kind='draw-stock']")
    page.wait_for_selector(".hc.is-new")
    before = sorted(page.locator(".hc").all_inner_texts())
    moves = page.locator("[data-screen]").get_attribute("data-moves")
    page.reload()
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector(IDLE + " .hc")
    assert sorted(page.locator(".hc").all_inner_texts()) == before
    assert page.locator("[data-screen]").get_attribute("data-moves") == moves
    assert page.locator("[data-action='deal']").count() == 0  # no rules screen mid-game


def test_cards_are_reordered_by_dragging(page: Page, guard, base_url: str) -> None:
    page.add_init_script(FAST + f"localStorage.setItem('ludi.save', {json.dumps(fixed_game(7))});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    page.wait_for_selector(IDLE + " .hc")
    labels = page.locator(".hc").all_inner_texts()
    first = page.locator("[data-focus-key='card:0']").bounding_box()
    fourth = page.locator("[data-focus-key='card:3']").bounding_box()
    page.mouse.move(first["x"] + first["width"] / 2, first["y"] + first["height"] / 2)
    page.mouse.down()
    page.mouse.move(fourth["x"] + 10, fourth["y"] + 20, steps=8)
    page.mouse.up()
    after = page.locator(".hc").all_inner_texts()
    assert after[2] == labels[0] and after[0] == labels[1]  # moved before the fourth card
    assert page.locator(".hc.is-selected").count() == 0  # a drag is not a tap
