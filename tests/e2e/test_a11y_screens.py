"""Every screen of every game under axe-core (WCAG 2.2 AA rules) at 390x844 and 1024x768,
and every control on it at least 44x44 px on the phone: home, the confirmations, the rules
dialog, setup, and at the table the rules before the deal, the hand-off screen, a human's
turn (with a card chosen), a bot's turn, the round's summary and the end.

One language per game (all three across the file). No serious or critical violation may
remain; rules left out are listed, with their reason, in ``a11y_support.EXCLUDED_RULES``.
Set ``LUDI_A11Y_REPORT`` to a file name to write every violation found (any impact).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable

import pytest
from a11y_support import (
    IDLE,
    PHONE,
    TABLET,
    calm_axe,
    open_app,
    record_at,
    record_near_end,
    save,
    serious,
    settings,
    small_targets,
)
from playwright.sync_api import Page
from test_pokern_support import play_one_step

from ludi.games.protocol import Seat

JULIA, MARCUS, GAIUS = Seat("Julia"), Seat("Marcus"), Seat("Gaius", "bot", "normal")
#: Rommé, three seats, Julia opened with one card short of going out on her second turn.
ROMME_STOCK = ["S9", "D6", "CK", "H10", "C5"]  # bottom .. top
ROMME_HANDS = [
    ["H2", "H3", "H4"],
    ["C2", "S5", "H9", "DK", "C7", "S10", "HQ", "D4"],
    ["D2", "S7", "CJ", "H6", "SQ", "D10", "C4", "S3"],
]


def romme_position(hands: list[list[str]], stock: list[str], **extra: object) -> dict:
    """Everything not in a hand, the stock, the discard pile or Julia's meld is set aside."""
    from ludi.games.romme.cards import code, new_deck

    used = [c for h in hands for c in h] + stock + ["DQ", "D7", "D8", "D9"]
    aside = [code(f) for f in new_deck(2, 6)]
    for c in used:
        aside.remove(c)
    table = [{"cards": ["D7", "D8", "D9"], "owner": 0}]
    return {"hands": hands, "stock": stock, "discard": ["DQ"], "aside": aside, "table": table, **extra}


class Walk:
    """Checks each kind of screen once, at both sizes, and keeps what axe found."""

    def __init__(self, page: Page, game: str, bots: list[int]) -> None:
        self.page, self.game, self.bots = page, game, bots
        self.found: dict[str, dict[str, list]] = {}
        self.small: dict[str, list[str]] = {}

    def check(self, screen: str) -> None:
        if screen in self.found:
            return
        page = self.page
        self.found[screen] = {}
        for name, size in (("390x844", PHONE), ("1024x768", TABLET)):
            page.set_viewport_size(size)
            self.found[screen][name] = calm_axe(page)
            if size is PHONE:
                self.small[screen] = small_targets(page)
        page.set_viewport_size(PHONE)

    def shell_screens(self) -> None:
        """Home with this game saved, its confirmation, the rules dialog, setup and its confirmation."""
        page, game = self.page, self.game
        self.check("home")
        page.click(f"[data-action='discard'][data-arg='ludi.save.{game}']")
        self.check("confirm-discard")
        page.click("[data-action='keep']")
        page.click(f"[data-action='help'][data-arg='{game}']")
        page.wait_for_selector(".dialog")
        self.check("rules-dialog")
        page.keyboard.press("Escape")
        page.click(f"[data-action='setup'][data-arg='{game}']")
        page.wait_for_selector("[data-screen='setup']")
        self.check("setup")
        page.click("[data-action='start']")
        self.check("confirm-replace")
        page.click("[data-action='keep']")
        page.click("[data-action='home']")

    def table(self, human_move: Callable[[Page, Walk], None], until: str, max_steps: int = 300) -> None:
        """From the home screen: resume this game and play (bots at their pace) until ``until``
        (a screen kind) was checked; every screen kind met on the way is checked once."""
        page = self.page
        page.click(f"[data-action='resume'][data-arg='ludi.save.{self.game}']")
        # Steps count the screens acted on; the bots' turns are waited for by the clock (how
        # many 30 ms looks a bot's move takes depends on the machine's load, not the game).
        deadline = time.monotonic() + 120
        steps, acted = 0, {}
        while steps < max_steps and time.monotonic() < deadline:
            kind = self.screen_kind()
            if kind == "bot-turn" or kind == "wait":
                if kind == "bot-turn":
                    self.check(kind)
                page.wait_for_timeout(30)
                continue
            steps += 1
            acted[kind] = acted.get(kind, 0) + 1
            self.check(kind)
            if kind == until:
                return
            if kind == "intro":
                page.click("[data-action='deal']")
            elif kind == "handoff":
                page.click("[data-action='reveal']")
            elif kind == "round-summary":
                page.click("[data-action='next-round']")
            elif kind == "human-turn":
                human_move(page, self)
        raise AssertionError(f"no {until} screen after {steps} steps {acted}: {sorted(self.found)}")

    def screen_kind(self) -> str:
        return self.page.evaluate(
            """(bots) => {
              const root = document.querySelector('#app [data-screen]');
              if (!root) return 'wait';
              if (root.dataset.screen === 'end') return root.dataset.busy === '0' ? 'end' : 'wait';
              if (root.dataset.screen !== 'table') return 'wait';
              const banner = root.querySelector('.banner');
              const current = banner ? Number(banner.dataset.current) : -1;
              if (root.dataset.busy === '1') return bots.includes(current) ? 'bot-turn' : 'wait';
              const has = (s) => !!root.querySelector(s);
              if (has("[data-action='deal']")) return 'intro';
              if (has("[data-action='next-round']")) return 'round-summary';
              if (has("[data-action='reveal']")) return 'handoff';
              return 'human-turn';
            }""",
            self.bots,
        )

    def report(self) -> None:
        path = os.environ.get("LUDI_A11Y_REPORT")
        if path:
            try:
                with open(path) as f:
                    data = json.load(f)
            except (OSError, ValueError):
                data = {}
            data[self.game] = self.found
            with open(path, "w") as f:
                json.dump(data, f, indent=1)

    def assert_clean(self) -> None:
        self.report()
        bad = {
            (screen, size): [(v["id"], v["impact"], v["targets"]) for v in serious(found)]
            for screen, sizes in self.found.items()
            for size, found in sizes.items()
            if serious(found)
        }
        assert not bad, json.dumps(
            {f"{k[0]} @ {k[1]}": v for k, v in bad.items()}, indent=1, ensure_ascii=False
        )
        small = {screen: found for screen, found in self.small.items() if found}
        assert not small, f"controls under 44x44 px at 390x844: {small}"


# --- one human move per game ---------------------------------------------------------------------
def pokern_move(page: Page, walk: Walk) -> None:
    if page.locator("[data-kind='roll']").count() and page.locator(".dice .die:not(.die--empty)").count():
        walk.check("human-turn-rolled")
    if page.locator("[data-kind='score']").count():
        walk.check("human-turn-writing")
    play_one_step(page)


def romme_move(page: Page, walk: Walk) -> None:
    if page.locator("[data-kind='draw-stock']").count():
        page.click("[data-kind='draw-stock']")
        return
    # Julia's second turn (after a bot's): her run of hearts goes down, then her last card.
    if page.locator(".hc").count() == 4 and "bot-turn" in walk.found:
        for p in range(3):  # first in her hand (sorted by suit)
            page.click(f"[data-action='card'][data-arg='{p}']")
        if page.locator("[data-action='lay-down']").count():
            walk.check("human-turn-meld")
            page.click("[data-action='lay-down']")
            page.wait_for_selector(IDLE, state="attached")
            return
        page.click("[data-action='clear']")
    last = page.locator(".hc").count() - 1
    page.click(f"[data-action='card'][data-arg='{last}']")  # the card just drawn
    walk.check("human-turn-selected")
    page.click("[data-kind='discard']")


def romer_move(page: Page, walk: Walk) -> None:
    page.locator("[data-action='card']").first.click()
    walk.check("human-turn-selected")
    page.locator("[data-action='act']").first.click()


# --- the walks -----------------------------------------------------------------------------------
def pokern_walk(page: Page, base_url: str) -> Walk:
    seats = (JULIA, GAIUS)
    record = record_near_end("romisch-pokern", {"random_start": False}, seats, 11, 2, of_round=False)
    open_app(page, base_url, settings("de", "normal"), {"romisch-pokern": record})
    walk = Walk(page, "romisch-pokern", [1])
    walk.shell_screens()
    walk.table(pokern_move, "end")
    return walk


def romme_walk(page: Page, base_url: str) -> Walk:
    seats = (JULIA, GAIUS, MARCUS)
    record = record_at("romme", {"preset": "palast"}, seats, romme_position(ROMME_HANDS, ROMME_STOCK))
    open_app(page, base_url, settings("fr", "normal"), {"romme": record})
    walk = Walk(page, "romme", [1])
    walk.shell_screens()
    walk.table(romme_move, "round-summary")
    page.click("[data-action='home']")
    # The end: Julia discards her last card in a game of one round.
    last = romme_position([["C9"], ROMME_HANDS[1]], ROMME_STOCK, phase="play", minus=[0, 0])
    save(page, "romme", record_at("romme", {"preset": "palast", "single_round": True}, (JULIA, GAIUS), last))
    page.click("[data-action='home']")
    walk.table(romme_move, "end")
    return walk


def romer_walk(page: Page, base_url: str) -> Walk:
    seats = (JULIA, GAIUS, MARCUS)
    record = record_near_end("romer", {}, seats, 3, 3, of_round=True)
    open_app(page, base_url, settings("en", "normal"), {"romer": record})
    walk = Walk(page, "romer", [1])
    walk.shell_screens()
    walk.table(romer_move, "round-summary")
    page.click("[data-action='home']")
    save(page, "romer", record_near_end("romer", {"target": 300}, (JULIA, GAIUS), 5, 2, of_round=False))
    page.click("[data-action='home']")
    walk.table(romer_move, "end")
    return walk


@pytest.mark.parametrize(
    "walk", [pokern_walk, romme_walk, romer_walk], ids=["pokern-de", "romme-fr", "romer-en"]
)
def test_every_screen_passes_axe_and_has_large_targets(page: Page, guard, base_url: str, walk) -> None:
    done = walk(page, base_url)
    # Bots at the normal pace (a second a move; slow cost the file 10 s): each screen was met.
    assert {"home", "setup", "human-turn", "bot-turn", "end"} <= set(done.found), sorted(done.found)
    done.assert_clean()
