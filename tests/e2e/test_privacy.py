"""Pass-and-play privacy while the tablet goes round: Julia (human), Livia (bot), Marcus
(human), Gaius (bot), bots at normal pace. From the end of a human's turn until the next
human has taken the tablet, the page shows only what every seat may see: no hand, no face of
a hidden card, no accessibility text naming one."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from conftest import wait_ready
from playwright.sync_api import Page
from test_romme import discard_something

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import GameRecord, Seat  # noqa: E402

SEATS = (Seat("Julia"), Seat("Livia", "bot", "normal"), Seat("Marcus"), Seat("Gaius", "bot", "normal"))
SETTINGS = (
    "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'normal');"
)
RULES = {"romme": {"preset": "palast"}, "romer": {}}


#: The watching note's words and bottom edge, on a table that shows nobody's cards (None on
#: any other screen: the hand-off may come between two looks).
WATCHING = """() => {
  const table = document.querySelector('#app .table-screen[data-viewer=""]');
  if (!table) return null;
  const note = table.querySelector("[role='note'].watching");
  return note ? [note.innerText, note.getBoundingClientRect().bottom] : ['', 0];
}"""


def game_where_julia_starts(game: str) -> str:
    definition = registry.get(game)
    rules = definition.rules_class.from_json(RULES[game])
    seed = next(s for s in range(200) if definition.new_game(rules, SEATS, s).current_seat == 0)
    return GameRecord(game, RULES[game], SEATS, seed).dumps()


def private_things(page: Page) -> dict:
    """What a spectator must not see: hand cards, the viewer's own panels, hidden card names."""
    return page.evaluate(
        """() => {
          const HAND = ':is(.hand, .romer-hand)';  // Rommé's hand, Römer's
          const main = document.querySelector('main');
          const screen = document.querySelector('.table-screen');
          const labels = [...main.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))
            .concat([...main.querySelectorAll('.sr-only')].map((e) => e.textContent));
          return {
            viewer: screen ? screen.dataset.viewer : null,
            hand: main.querySelectorAll(`${HAND} [data-action="card"], ${HAND} .hc, ${HAND} .rc`).length,
            peeked: main.querySelectorAll('.rc--peek').length,
            yourHand: /Your hand|If someone goes out now|Your first meld/.test(main.innerText),
            selection: main.querySelectorAll('.selection button').length,
            live: document.getElementById('live').textContent,
            focusInHand: !!document.activeElement.closest(HAND),
            ownLabels: labels.filter((l) => /your hand|, selected/i.test(l)).length,
          };
        }"""
    )


def open_between_two_humans(page: Page, base_url: str, game: str) -> None:
    """Julia, a bot, Marcus, a bot (``SEATS``) at a dealt table, Julia to take the tablet."""
    record = json.dumps(game_where_julia_starts(game))
    page.add_init_script(SETTINGS + f"localStorage.setItem('ludi.save', {record});")
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")


def take_a_human_turn(page: Page, game: str) -> None:
    if game == "romme":
        page.click("[data-kind='draw-stock']")
        discard_something(page)
        return
    if page.locator("[data-action='peek']").count():
        page.click("[data-action='peek']")  # looks at her own horses: they must not stay face up
    page.locator("[data-action='card']").first.click()
    page.locator("[data-action='act']").first.click()


@pytest.mark.parametrize("game", ["romme", "romer"])
def test_nothing_private_stays_while_bots_play_between_two_humans(
    page: Page, guard, base_url: str, game: str
) -> None:
    open_between_two_humans(page, base_url, game)
    bot_samples = 0
    for turn in range(3):  # Julia's, then Marcus's, then Julia's again
        page.wait_for_selector("[data-action='reveal']", timeout=30_000)
        page.click("[data-action='reveal']")
        page.wait_for_selector("#app [data-busy='0'] :is(.hand, .romer-hand)")
        take_a_human_turn(page, game)
        # The bots play (about 650 ms a move): sample until the next hand-off screen.
        for _ in range(80):
            if page.locator("[data-action='reveal'], [data-action='next-round']").count():
                break
            seen = private_things(page)
            if seen["viewer"] is not None:
                bot_samples += 1
                assert seen["viewer"] == "", (turn, seen)
                assert not seen["hand"] and not seen["yourHand"] and not seen["selection"], (turn, seen)
                assert not seen["peeked"], (turn, seen)
                assert not seen["focusInHand"] and not seen["ownLabels"], (turn, seen)
                assert "hint" not in seen["live"].lower(), seen
                # Where the tray was, the table says why no cards are shown (the lower half of
                # a tablet stood empty), at the bottom of the screen.
                note = page.evaluate(WATCHING)
                height = page.viewport_size["height"]
                assert note is None or ("tablet" in note[0] and note[1] <= height + 1), (turn, note)
            page.wait_for_timeout(150)
        if page.locator("[data-action='next-round']").count():
            break
        snapshot = page.locator("main").aria_snapshot()
        assert "Your hand" not in snapshot and "selected" not in snapshot
    assert bot_samples >= 3
