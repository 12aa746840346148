"""Every bot move can be followed: at the default pace each one stays on the table for the pace's
minimum, the table keeps a recap of everything the bots did since the player's last move, and
a tap on the table skips ahead to the player's next decision (never past it)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from a11y_support import record_at_first_turn
from conftest import wait_ready
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from ludi.games.protocol import Seat  # noqa: E402
from ludi.ui.settings import BOT_MS  # noqa: E402

IDLE = "#app [data-screen='table'][data-busy='0']"
SEATS = (Seat("Julia"), Seat("Marcus", "bot", "normal"), Seat("Livia", "bot", "normal"))
GAMES = ("romer", "romme")

# Every paint of a new move: the time, the moves made, and the live region's sentence.
WATCH_MOVES = """() => {
  window.ludiMoves = [];
  const note = () => {
    const screen = document.querySelector('#app [data-screen]');
    const moves = screen && screen.dataset.moves;
    const last = window.ludiMoves[window.ludiMoves.length - 1];
    if (moves && (!last || last.moves !== moves))
      window.ludiMoves.push(
        {moves, at: performance.now(), live: document.getElementById('live').textContent});
  };
  new MutationObserver(note).observe(document.getElementById('app'),
    {subtree: true, attributes: true, attributeFilter: ['data-moves'], childList: true});
}"""


def open_game(page: Page, base_url: str, game: str, pace: str) -> None:
    # From Julia's first decision: before it, at the slow pace, two bots' turns of Rommé took
    # 15 s of a test about what follows it.
    record = record_at_first_turn(game, {}, SEATS, 11)
    page.add_init_script(
        "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'normal');"
        f"localStorage.setItem('ludi.bot-speed', '{pace}');"
        f"localStorage.setItem('ludi.save', {json.dumps(record)});"
    )
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.wait_for_selector("#app [data-action='deal'], " + IDLE, state="attached")
    if page.locator("[data-action='deal']").count():
        page.click("[data-action='deal']")


def julia_moves(page: Page, game: str) -> int:
    """Julia makes one move (Römer: a card's first action; Rommé: draws, then discards); the
    moves made once it is made."""
    page.wait_for_selector(IDLE + " .banner[data-current='0']", state="attached", timeout=60_000)
    if game == "romer":
        page.locator("[data-action='card']").first.click()
        return tap_and_wait(page, "[data-action='act']:not([disabled])")
    tap_and_wait(page, "[data-kind='draw-stock']")
    page.wait_for_selector(IDLE, state="attached")
    page.locator(".romme-own [data-action='card']").first.click()
    return tap_and_wait(page, "[data-kind='discard']")


def tap_and_wait(page: Page, selector: str) -> int:
    before = moves_made(page)
    page.locator(selector).first.click()
    page.wait_for_function(
        "(n) => +document.querySelector('#app [data-screen]').dataset.moves > n", arg=before
    )
    return before + 1


def moves_made(page: Page) -> int:
    return int(page.locator("#app [data-screen]").get_attribute("data-moves") or 0)


def julias_turn(page: Page, after: int) -> None:
    """Wait until the bots have moved after move ``after`` and it is Julia's turn again."""
    page.wait_for_function(
        "(after) => { const s = document.querySelector('#app [data-screen]');"
        " const b = document.querySelector('.banner');"
        " return s && +s.dataset.moves > after + 1 && s.dataset.busy === '0'"
        " && b && b.dataset.current === '0'"
        " || document.querySelector(\"[data-action='next-round'], [data-screen='end']\"); }",
        arg=after,
        timeout=90_000,
    )


@pytest.mark.parametrize("game", GAMES)
def test_each_bot_move_stays_on_the_table_and_the_recap_tells_them_all(
    page: Page, guard, base_url: str, game
):
    open_game(page, base_url, game, "normal")
    page.evaluate(WATCH_MOVES)
    hers = julia_moves(page, game)
    julias_turn(page, hers)
    if page.locator("[data-action='next-round'], [data-screen='end']").count():
        pytest.skip("the round ended on this move: nothing to recap")  # never with this seed
    bot_moves = [m for m in page.evaluate("window.ludiMoves") if int(m["moves"]) > hers]
    assert len(bot_moves) >= 2 and all(m["live"].startswith(("Marcus", "Livia")) for m in bot_moves), (
        bot_moves
    )
    # Each bot move stayed on screen at least the pace's second before the next one came.
    stays = [later["at"] - earlier["at"] for earlier, later in zip(bot_moves, bot_moves[1:])]
    assert min(stays) >= BOT_MS["normal"] * 0.95, [
        (round(s), m["live"], m["moves"]) for s, m in zip(stays, bot_moves) if s < 950
    ]
    # The recap holds every bot move since Julia's, one line per bot's run of moves, in view.
    lines = page.locator(".banner .recap__item").all_inner_texts()
    assert lines and all(line.startswith(("Marcus", "Livia")) for line in lines), lines
    said = " ".join(m["live"] for m in bot_moves)
    for line in lines:
        for part in line.rstrip(".").split(" · "):
            assert part in said, (part, said)
    box = page.locator(".banner .recap").bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"]


@pytest.mark.parametrize("game", GAMES)
def test_a_tap_on_the_table_skips_ahead_to_the_next_decision_never_past_it(page: Page, guard, base_url, game):
    open_game(page, base_url, game, "slow")
    page.evaluate(WATCH_MOVES)
    hers = julia_moves(page, game)
    page.wait_for_function("(hers) => window.ludiMoves.some(m => +m.moves > hers)", arg=hers, timeout=30_000)
    tapped = page.evaluate("performance.now()")
    page.mouse.click(5, page.viewport_size["height"] // 2)  # the table's margin: no control there
    julias_turn(page, hers)
    moves = page.evaluate("window.ludiMoves")
    after = [m for m in moves if m["at"] > tapped]
    assert after, "no bot move after the tap"
    # At the slow pace each move would stay close to two seconds; skipped, they all came at once.
    assert after[-1]["at"] - tapped < BOT_MS["slow"] * 0.75, [m["at"] - tapped for m in after]
    # The skip stopped at Julia's decision: her controls wait for her, she made no move.
    assert page.locator(".banner[data-current='0']").count() == 1
    assert (
        page.locator("[data-action='act']:not([disabled]), [data-action='card']:not([disabled])").count() > 0
    )
    assert not any(m["live"].startswith("Julia") for m in after)
