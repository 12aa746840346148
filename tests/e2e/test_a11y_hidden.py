"""Hidden cards never reach the accessibility tree: two humans and two bots (normal pace) at
Rommé and at Römer. At every hand-off screen and while bots play, the page's ARIA snapshot
and the live region name no card that is hidden from a spectator, checked against the
engine: the test replays the saved record (the game it started) and names every card in a
hand, the stock, the draw pile or a face-down horse that no spectator has seen."""

from __future__ import annotations

from typing import Any

import pytest
from a11y_support import open_app, settings
from playwright.sync_api import Page
from test_privacy import SEATS, game_where_julia_starts, take_a_human_turn

from ludi.games import registry
from ludi.games.protocol import GameRecord, GameState
from ludi.ui.i18n import translator

NAMES = [s.name for s in SEATS]


def romme_secrets(state: GameState, lang: str) -> set[str]:
    """Spoken and short names of faces in hands or the stock that no spectator has seen."""
    from ludi.games.romme.cards import JOKER, JOKER_FLAG, parse, stands_for
    from ludi.ui.romme.cards import card_name, card_text
    from ludi.ui.romme.log import log_text

    t = translator(lang, "ludi.ui.romme")
    position = state.position_json()
    hidden = {parse(c) for c in position["stock"]} | {parse(c) for hand in position["hands"] for c in hand}
    view = state.view(None)
    seen = set(view.discard)
    for meld in [*view.table, *view.pending]:  # a joker there: every joker's name is public
        seen |= {stands_for(e) for e in meld} | {e if e < JOKER_FLAG else JOKER for e in meld}
    told = " ".join(filter(None, (log_text(e, NAMES, t) for e in view.log)))
    names = set()
    for face in hidden - seen:
        spoken, short = card_name(face, t), card_text(face, t)
        if short not in told:
            names |= {spoken, short}
    return names


def romer_secrets(state: GameState, lang: str) -> set[str]:
    """Names of cards in hands, the draw pile or face down on a chariot, never shown face up."""
    from ludi.ui.romer.cards import card_name
    from ludi.ui.romer.story import log_text

    t = translator(lang, "ludi.ui.romer")
    position = state.position_json()
    cards = {c for hand in position["hands"] for c in hand} | set(position["draw"])
    for team in position["teams"]:
        cards |= {e["card"] if isinstance(e, dict) else e for e in team[1:]}
    view = state.view(None)
    seen = {c for team in view.teams for c in team if c} | {c for _, c in view.trick if c}
    told = " ".join(filter(None, (log_text(e, NAMES, t) for e in view.log)))
    return {name for c in cards - seen if (name := card_name(c, t)) not in told}


SECRETS = {"romme": romme_secrets, "romer": romer_secrets}
SAMPLE = """(game) => {
  const root = document.querySelector('#app [data-screen]');
  const banner = document.querySelector('.banner');
  return {
    moves: root ? Number(root.dataset.moves) : -1,
    busy: root ? root.dataset.busy : null,
    handoff: !!document.querySelector("[data-action='reveal']"),
    pause: !!document.querySelector("[data-action='next-round'], [data-action='deal']"),
    current: banner ? banner.dataset.current : null,
    live: document.getElementById('live').textContent,
    record: localStorage.getItem('ludi.save.' + game),
  };
}"""


def check_sample(page: Page, game: str, lang: str, seen: dict[str, Any]) -> bool:
    """One sample of the screen (hand-off or a bot's turn); False when it moved meanwhile."""
    sample = page.evaluate(SAMPLE, game)
    snapshot = page.locator("body").aria_snapshot()
    again = page.evaluate(SAMPLE, game)
    if again["moves"] != sample["moves"] or sample["record"] is None:
        return False  # a bot moved while the tree was read: sample again
    record = GameRecord.loads(sample["record"])
    if len(record.actions) != sample["moves"]:
        return False
    state = registry.replay(record)
    secrets = SECRETS[game](state, lang)
    shown = [name for name in secrets if name in snapshot]
    told = [name for name in secrets if name in sample["live"]]
    assert not shown, (game, sample["moves"], shown, snapshot)
    assert not told, (game, sample["moves"], told, sample["live"])
    seen["samples"] += 1
    seen["secrets"] = max(seen["secrets"], len(secrets))
    if sample["live"]:
        seen["live"].add(sample["live"])
    return True


@pytest.mark.parametrize("game,lang", [("romme", "de"), ("romer", "fr")])
def test_no_hidden_card_in_the_accessibility_tree_or_the_live_region(
    page: Page, guard, base_url: str, game: str, lang: str
) -> None:
    open_app(page, base_url, settings(lang, "normal"), {game: game_where_julia_starts(game)})
    page.click("[data-action='resume']")
    page.click("[data-action='deal']")
    seen: dict[str, Any] = {"samples": 0, "secrets": 0, "live": set(), "handoffs": 0}
    for _ in range(3):  # Julia's turn, Marcus's, Julia's again
        page.wait_for_selector("[data-action='reveal']", timeout=30_000)
        while not check_sample(page, game, lang, seen):
            pass
        seen["handoffs"] += 1
        page.click("[data-action='reveal']")
        page.wait_for_selector("#app [data-busy='0'] :is(.hand, .romer-hand)")
        take_a_human_turn(page, game)
        for _ in range(200):  # the bots play (650 ms a move): sample their turns
            state = page.evaluate(SAMPLE, game)
            if state["handoff"] or state["pause"]:
                break
            if state["busy"] == "1" and state["current"] in ("1", "3"):
                check_sample(page, game, lang, seen)
            page.wait_for_timeout(100)
        if page.locator("[data-action='next-round']").count():
            break
    assert seen["handoffs"] >= 2 and seen["samples"] >= 6 and seen["secrets"] > 10, seen
    # Every bot's move was told (its name in the live region) while the tablet went round.
    assert any("Livia" in text for text in seen["live"]) and any("Gaius" in text for text in seen["live"]), (
        seen
    )
