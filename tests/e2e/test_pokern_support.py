"""Support for the Römisch Pokern browser tests (no tests here): read the table, click like a player."""

from __future__ import annotations

from conftest import wait_ready
from playwright.sync_api import Page

from ludi.games.protocol import Seat
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.sheet import placements
from ludi.games.romisch_pokern.state import PokernState

IDLE = "#app [data-screen][data-busy='0']"

READ_TABLE = """() => {
  const root = document.querySelector('#app [data-screen]');
  const screen = root.dataset.screen;
  if (screen !== 'table') return {screen};
  const banner = document.querySelector('.banner');
  const current = banner ? Number(banner.dataset.current) : null;
  const column = [...document.querySelectorAll('table.sheet tbody tr')].map(tr => {
    const cell = tr.querySelectorAll('td')[current];
    return cell && cell.dataset.value ? Number(cell.dataset.value) : null;
  });
  const status = document.querySelector('[data-readings]');
  const readings = status ? status.dataset.readings.split(' ').map(Number) : [];
  return {screen, current, column, readings, moves: Number(root.dataset.moves)};
}"""


def worth_stopping(column: list, readings: list[int], twin_in_hand: bool) -> bool:
    """A reading the column can take: a new number where it fits, or, holding the Twin or the
    Joker, one next to its equal (the only way left to finish some columns)."""
    return bool(placements(tuple(column), readings, twin=twin_in_hand))


def first(page: Page, selector: str):
    loc = page.locator(selector)
    return loc.first if loc.count() else None


def play_one_step(page: Page) -> str:
    """Wait until the table is idle, then make one click as a simple human player.

    Strategy: stop as soon as the dice spell a number that fits the column (or, holding the
    Twin or the Joker, one that can go next to its equal), write it in the
    first highlighted row (the larger reading when there are two), and after a failed turn
    play any playable card (choosing the first die / joker effect), else pass the dice.
    Returns the screen seen before the click.
    """
    page.wait_for_selector(IDLE, state="attached")
    info = page.evaluate(READ_TABLE)
    if info["screen"] != "table":
        return info["screen"]
    die = first(page, "button.die--pick")
    joker = first(page, "[data-action='joker-effect']")
    pass_button = first(page, "[data-kind='pass']")
    card = first(page, "button.card.is-playable:visible")  # one of the two lists is hidden
    score = first(page, "[data-kind='score']")
    number = page.locator("[data-action='number']")
    roll = first(page, "[data-kind='roll']")
    stop = first(page, "[data-kind='stop']")
    held_twin = "button.card:not(.is-used):is([data-card='twin'], [data-card='joker'])"
    twin_in_hand = page.locator(held_twin).count() > 0
    if die:
        die.click()
    elif joker:
        joker.click()
    elif pass_button and card:
        card.click()
    elif pass_button:
        pass_button.click()
    elif score:
        score.click()
    elif number.count():
        number.last.click()
    elif roll and not worth_stopping(info["column"], info["readings"], twin_in_hand):
        roll.click()
    elif stop:
        stop.click()
    else:  # a bot is playing: nothing to click
        page.wait_for_timeout(20)
    return "table"


def play_until_end(page: Page, max_clicks: int = 1500) -> int:
    for clicks in range(max_clicks):
        if play_one_step(page) == "end":
            return clicks
    raise AssertionError("the game did not end")


def start_game(page: Page, *, second: str = "human", level: str = "normal", fixed_start: bool = True) -> None:
    page.click("[data-action='setup'][data-arg='romisch-pokern']")
    page.click(f"[data-action='seat-kind'][data-arg='1:{second}']")
    if second == "bot":
        page.click(f"[data-action='seat-level'][data-arg='1:{level}']")
    if fixed_start:
        page.check("[data-field='option'][data-arg='fixed-start']")
    page.click("[data-action='start']")
    page.wait_for_selector("#app [data-screen='table']")


# --- tables at a given moment, from positions (the engine's explicit game situations) ----------
FOUR = (
    ("Julia", "human", None),
    ("Marcus", "bot", "strong"),
    ("Livia", "human", None),
    ("Octavia", "bot", "easy"),
)
# Five turns each, a sheet half full: Julia (seat 0, to move) keeps rows 2-4 and 7 free.
HALF_FULL = [
    [5, None, None, None, 27, 31, None],
    [8, None, 19, 23, None, 33, None],
    [None, 12, None, 26, 29, None, 36],
    [4, 14, None, None, 28, None, 35],
]


def resume_record(page: Page, base_url: str, record: str, init_script: str = "") -> None:
    """The app opened on a saved game (``record``) and resumed; ``init_script`` runs first on
    every page (settings, watchers)."""
    if init_script:
        page.add_init_script(init_script)
    page.goto(base_url + "/assets/icon.svg")
    page.evaluate("r => localStorage.setItem('ludi.save', r)", record)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='resume']")


def position_record(**position) -> str:
    """A saved game of four (two humans, two bots) at ``position``, Julia to move."""
    seats = tuple(Seat(name, kind, level) for name, kind, level in FOUR)
    position = {
        "start_player": 0,
        "current": 0,
        "columns": HALF_FULL,
        "turns_taken": [5, 5, 5, 5],
        **position,
    }
    state = PokernState.from_position(PokernRules(random_start=False), seats, position, seed=3)
    return state.record().dumps()
