"""The rules help in the browser (Römer, Rommé): opened from home it shows the tables' card
pictures and worked examples whose numbers this process recomputes with the engine; opened
from a table it starts at the section of the table's phase, its heading focused and in view."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import PageGuard, wait_ready
from playwright.sync_api import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

import romer_scenes  # noqa: E402
from ludi.games import registry  # noqa: E402
from ludi.games.protocol import Seat  # noqa: E402
from ludi.games.romer.cards import card_scores  # noqa: E402
from ludi.games.romer.cards import parse as romer_card  # noqa: E402
from ludi.games.romme.actions import Draw  # noqa: E402
from ludi.games.romme.cards import PENALTY, hand_value, parse_entry  # noqa: E402
from ludi.games.romme.cards import parse as romme_card  # noqa: E402
from ludi.games.romme.melds import meld_points  # noqa: E402

IDLE = "#app [data-screen][data-busy='0']"
STORE = {"ludi.lang": "en", "ludi.speed": "off", "ludi.bot-speed": "instant"}
FOCUSED = "() => document.activeElement && document.activeElement.getAttribute('data-focus-key')"


def open_with(page: Page, base_url: str, store: dict[str, str]) -> None:
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204))
    page.goto(base_url + "/assets/icon.svg")
    page.evaluate(
        "data => { localStorage.clear();"
        " for (const [k, v] of Object.entries(data)) localStorage.setItem(k, v); }",
        store,
    )
    page.goto(base_url + "/")
    wait_ready(page)


def open_help_from_home(page: Page, base_url: str, game: str) -> None:
    open_with(page, base_url, STORE)
    page.click(f"[data-action='help'][data-arg='{game}']")
    page.wait_for_selector(".dialog .help-figure")
    assert page.evaluate(FOCUSED) == "help-title"


def test_romer_help_from_home_draws_the_cards_and_scores_the_chariot_as_the_engine(
    page: Page, guard: PageGuard, base_url: str
) -> None:
    open_help_from_home(page, base_url, "romer")
    dialog = page.locator(".dialog")
    assert dialog.locator(".rc").count() >= 20 and dialog.locator(".help-trick .rc").count() == 8
    chariot = dialog.locator("[data-example='chariot']")
    cards = chariot.locator("li.slot").evaluate_all("els => els.map(e => e.dataset.card)")
    shown = [int(s) for s in chariot.locator(".help-chariot__score").all_inner_texts()]
    scores = card_scores([romer_card(c) for c in cards])
    assert shown == scores and len(cards) == 7
    chariot.scroll_into_view_if_needed()
    assert chariot.locator(".rc").last.is_visible()
    result = dialog.locator("p.help-result[data-total]").inner_text()
    assert f"{sum(scores)} points" in result and str(max(scores)) in result


def test_romme_help_from_home_counts_melds_and_the_hand_as_the_engine(
    page: Page, guard: PageGuard, base_url: str
) -> None:
    open_help_from_home(page, base_url, "romme")
    dialog = page.locator(".dialog")
    assert dialog.locator(".pc").count() >= 40
    rows = dialog.locator("[data-example='melds'] .help-meld")
    for i in range(rows.count()):
        row = rows.nth(i)
        meld = tuple(parse_entry(c) for c in row.get_attribute("data-cards").split())
        assert f"{meld_points(meld)} points" in row.locator(".help-meld__note").inner_text()
    hand = dialog.locator("[data-example='hand_value']")
    faces = [romme_card(c) for c in hand.locator(".help-hand").get_attribute("data-cards").split()]
    values = [int(v) for v in hand.locator(".help-hand__value").all_inner_texts()]
    assert values == [PENALTY[f] for f in faces]
    assert f"= {hand_value(faces)} minus points" in hand.locator("figcaption").inner_text()


def heading_opened(page: Page, key: str) -> None:
    """The dialog opened at ``key``: its heading has the focus and is in view, below the
    dialog's sticky head."""
    page.wait_for_selector(f".dialog [data-focus-key='help-section:{key}'][data-scroll-into-view]")
    page.wait_for_function(
        f"() => document.activeElement.getAttribute('data-focus-key') === 'help-section:{key}'"
    )
    page.wait_for_timeout(200)  # the scroll is instant, but let layout settle
    head = page.locator(".dialog__head").bounding_box()
    heading = page.locator(f"#help-h-{key}").bounding_box()
    dialog = page.locator(".dialog").bounding_box()
    assert heading["y"] >= head["y"] + head["height"] - 1, (heading, head)
    assert heading["y"] + heading["height"] <= dialog["y"] + dialog["height"], (heading, dialog)


@pytest.mark.parametrize("size", [(390, 844), (1024, 768)], ids=["phone", "tablet"])
def test_romer_help_opened_while_answering_a_trick_starts_at_the_tricks(
    page: Page, guard: PageGuard, base_url: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_with(page, base_url, {**STORE, "ludi.save": romer_scenes.answer_trick()})
    page.click("[data-action='resume']")
    page.wait_for_selector(IDLE, state="attached")
    page.click(".topbar [data-action='help']")
    heading_opened(page, "tricks")
    assert page.locator(".dialog [data-example='cut_trick'] .rc").count() == 4
    page.keyboard.press("Escape")
    page.wait_for_selector(".dialog", state="detached")


def romme_first_meld_record() -> str:
    """Julia has drawn and has not made her first meld (Marcus, a bot, played before her)."""
    d = registry.get("romme")
    state = d.new_game(d.rules_class(), (Seat("Julia"), Seat("Marcus", "bot", "normal")), 3)
    bot = d.bots["normal"](1, 1)
    while state.current_seat != 0:
        state.apply(bot.choose(state.view(1), state.legal_actions()))
    state.apply(Draw("stock"))
    return state.record().dumps()


@pytest.mark.parametrize("size", [(390, 844), (1024, 768)], ids=["phone", "tablet"])
def test_romme_help_opened_during_the_first_meld_starts_at_the_first_meld(
    page: Page, guard: PageGuard, base_url: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_with(page, base_url, {**STORE, "ludi.save": romme_first_meld_record()})
    page.click("[data-action='resume']")
    page.wait_for_selector(IDLE, state="attached")
    page.click(".topbar [data-action='help']")
    heading_opened(page, "first-meld")
    enough = page.locator(".dialog [data-example='first_enough']")
    melds = [
        tuple(parse_entry(c) for c in codes.split())
        for codes in enough.locator(".help-meld").evaluate_all("els => els.map(e => e.dataset.cards)")
    ]
    total = sum(meld_points(m) for m in melds)
    assert f"= {total} points" in enough.locator("figcaption").inner_text()
    assert total >= registry.get("romme").rules_class().threshold
