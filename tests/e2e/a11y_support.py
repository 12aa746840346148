"""Support for the accessibility browser tests (no tests here): axe-core from node_modules,
touch-target geometry, visible focus, and games started from known positions.

axe-core is pinned in package.json (devDependencies) and injected from the local file, so
the page guard (no request to any other host) holds for these tests too.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from conftest import wait_ready
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import Seat  # noqa: E402

AXE = ROOT / "node_modules/axe-core/axe.min.js"
#: WCAG 2.2 AA: the target-size rule runs only with wcag22aa.
TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa")
PHONE = {"width": 390, "height": 844}
TABLET = {"width": 1024, "height": 768}
IDLE = "#app [data-screen][data-busy='0']"
#: Rules left out of every run, each with its reason. Empty: nothing is excluded.
EXCLUDED_RULES: dict[str, str] = {}
MIN_TARGET = 44  # px, each side, for every control a player taps


def settings(lang: str, bot_speed: str = "instant") -> str:
    """An init script: the language, no animations, the bots' pace."""
    return (
        f"localStorage.setItem('ludi.lang', '{lang}');localStorage.setItem('ludi.speed', 'off');"
        f"localStorage.setItem('ludi.bot-speed', '{bot_speed}');"
    )


def open_app(page: Page, base_url: str, init: str, saves: dict[str, str] | None = None) -> None:
    """The app at its home screen, with these settings and saved games (game id -> record)."""
    script = init + "".join(
        f"localStorage.setItem('ludi.save.{game}', {json.dumps(record)});"
        for game, record in (saves or {}).items()
    )
    page.add_init_script(script)
    page.goto(base_url + "/")
    wait_ready(page)


def save(page: Page, game: str, record: str) -> None:
    """Put a game in its slot while the app runs (the home screen reads the slots when shown)."""
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"ludi.save.{game}", record])


# --- axe ---------------------------------------------------------------------------------------
def axe(page: Page) -> list[dict[str, Any]]:
    """Every violation of the WCAG 2.2 AA rules on the page as it is: id, impact, targets."""
    if not page.evaluate("!!window.axe"):
        page.add_script_tag(path=str(AXE))
    disabled = {rule: {"enabled": False} for rule in EXCLUDED_RULES}
    return page.evaluate(
        """async ([tags, rules]) => {
          // Colours as they settle: a button enabled by a tap fades to its colour in 0.15 s
          // (the same element, morphed), and axe would read the contrast halfway.
          const ending = document.getAnimations().filter(
            (a) => a.effect && Number.isFinite(a.effect.getComputedTiming().endTime));
          await Promise.all(ending.map((a) => a.finished.catch(() => null)));
          const result = await axe.run(document, {
            runOnly: {type: 'tag', values: tags}, rules, resultTypes: ['violations'],
          });
          return result.violations.map((v) => ({
            id: v.id, impact: v.impact, help: v.help,
            targets: v.nodes.slice(0, 6).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary),
            nodes: v.nodes.length,
          }));
        }""",
        [list(TAGS), disabled],
    )


def serious(violations: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    return [v for v in violations if v["impact"] in ("serious", "critical")]


def calm_axe(page: Page) -> list[dict[str, Any]]:
    """axe on a screen that did not change while it ran (bots move between runs)."""
    for _ in range(3):
        before = page.evaluate("document.getElementById('app').innerHTML")
        found = axe(page)
        if page.evaluate("document.getElementById('app').innerHTML") == before:
            return found
    raise AssertionError("the screen kept changing under axe")


# --- geometry and focus ------------------------------------------------------------------------
SMALL_TARGETS = """(min) => {
  const app = document.getElementById('app');
  const controls = app.querySelectorAll(
    'button, select, input, textarea, a[href], summary, [data-action], [role="button"]');
  const out = [];
  for (const el of controls) {
    if (el.closest('.sr-only')) continue;
    // A checkbox is tapped through its label: the label is the target.
    const target = el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label')
      ? el.closest('label') : el;
    const box = target.getBoundingClientRect();
    const style = getComputedStyle(target);
    if (!box.width || !box.height || style.visibility === 'hidden') continue;  // not on screen
    if (el.matches('.dialog-backdrop')) continue;  // the backdrop: the whole screen
    if (box.width + 0.5 < min || box.height + 0.5 < min) {
      const what = el.dataset.action || el.dataset.field || '';
      out.push(`${target.tagName.toLowerCase()}.${[...target.classList].join('.')}[${what}] ` +
        `${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  return out;
}"""


def small_targets(page: Page) -> list[str]:
    """Controls on screen smaller than 44x44 px (their label, for a checkbox)."""
    return page.evaluate(SMALL_TARGETS, MIN_TARGET)


FOCUS = """() => {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return {lost: true};
  const s = getComputedStyle(el);
  const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
  return {lost: false, visible: ring, key: el.dataset.focusKey || el.tagName,
          outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
          onScreen: el.getBoundingClientRect().height > 0};
}"""


def focus_state(page: Page) -> dict[str, Any]:
    return page.evaluate(FOCUS)


def assert_focus_visible(page: Page, where: str = "") -> None:
    state = focus_state(page)
    assert not state["lost"], f"focus lost to <body> {where}"
    assert state["visible"] and state["onScreen"], f"focus not visible {where}: {state}"


# --- games from known positions ----------------------------------------------------------------
def record_at(game: str, rules: dict, seats: Sequence[Seat], position: dict, seed: int = 1) -> str:
    definition = registry.get(game)
    state = definition.state_class.from_position(
        definition.rules_class.from_json(rules), seats, position, seed
    )
    return state.record().dumps()


def _played_by_bots(
    game: str, rules: dict, seats: Sequence[Seat], seed: int, *, of_round: bool
) -> tuple[Any, list[dict]]:
    """The game played by normal bots in every seat to the end of its first round
    (``of_round``) or of the game, with the position before each of seat 0's decisions."""
    definition = registry.get(game)
    rule_obj = definition.rules_class.from_json(rules)
    state = definition.new_game(rule_obj, seats, seed)
    bots = {i: definition.bots["normal"](i, 100 + i) for i in range(len(seats))}
    marks = []
    while not state.is_over:
        if state.current_seat == 0:
            marks.append(state.position_json())
        results = len(getattr(state.view(None), "results", ()))
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        if of_round and len(getattr(state.view(None), "results", ())) > results:
            break
    return state, marks


def record_near_end(
    game: str, rules: dict, seats: Sequence[Seat], seed: int, before: int, *, of_round: bool
) -> str:
    """A game started from the position ``before`` seat-0 decisions ahead of the end of its
    first round (``of_round``) or of the game, reached by normal bots in every seat."""
    _, marks = _played_by_bots(game, rules, seats, seed, of_round=of_round)
    return record_at(game, rules, seats, marks[-before], seed)


def record_at_first_turn(game: str, rules: dict, seats: Sequence[Seat], seed: int) -> str:
    """A game started from seat 0's first decision, the moves before it made by normal bots
    (who play first in a deal is the game's to say: watching them there cost a test's start)."""
    _, marks = _played_by_bots(game, rules, seats, seed, of_round=True)
    return record_at(game, rules, seats, marks[0], seed)


def record_moves_before_end(
    game: str, rules: dict, seats: Sequence[Seat], seed: int, moves: int, *, of_round: bool
) -> str:
    """The game of ``record_played_out`` with its last ``moves`` moves not made yet: resumed,
    the table goes on from a played position (no deal to tap), those moves still to come."""
    state, _ = _played_by_bots(game, rules, seats, seed, of_round=of_round)
    played = state.record()
    return dataclasses.replace(played, actions=played.actions[:-moves]).dumps()


def record_played_out(game: str, rules: dict, seats: Sequence[Seat], seed: int, *, of_round: bool) -> str:
    """A game whose last move, by normal bots in every seat, ends its first round
    (``of_round``) or the game: resumed, it opens on that summary or the game's end."""
    state, _ = _played_by_bots(game, rules, seats, seed, of_round=of_round)
    return state.record().dumps()
