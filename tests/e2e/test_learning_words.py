"""Help that does not fight the player, and ways around, in the browser: a second Pokern hint
keeps the card it advised armed (it disarmed it: a loop) and Pass is not the big button then;
the Hints box of the setup form says why seats changed it; every page but home shows a way
home, the statistics a Back button; the replay's step buttons draw their own icons (⏮ and ⏭
were empty boxes where no font had them)."""

from __future__ import annotations

from conftest import wait_ready
from playwright.sync_api import Page
from test_pokern_support import resume_record
from test_records_page import choose_file
from test_records_page import open_app as open_home

from ludi.games import registry
from ludi.games.protocol import Seat

SETTINGS = (
    "localStorage.setItem('ludi.lang', 'en');localStorage.setItem('ludi.speed', 'off');"
    "localStorage.setItem('ludi.bot-speed', 'instant');"
)


def _rescue_record() -> str:
    """Julia (human) against a bot, her turn failed, and the hint plays a card on a die."""
    definition = registry.get("romisch-pokern")
    seats = (Seat("Julia"), Seat("Marcus", "bot", "normal"))
    for seed in range(80):
        state = definition.new_game(definition.rules_class(), seats, seed)
        bots = [definition.bots["normal"](i, seed) for i in range(2)]
        while not state.is_over:
            seat = state.current_seat
            action = bots[seat].choose(state.view(seat), state.legal_actions())
            if seat == 0 and state.phase == "failed" and getattr(action, "die", None) is not None:
                return state.record().dumps()
            state.apply(action)
    raise AssertionError("no seed gives a rescue on a die")


def _finished_record() -> bytes:
    definition = registry.get("romer")
    seats = (Seat("Julia", "bot", "normal"), Seat("Marcus", "bot", "normal"))
    state = definition.new_game(definition.rules_class(single_round=True), seats, 4)
    bots = [definition.bots["normal"](i, 4) for i in range(2)]
    while not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state.record().dumps().encode()


def test_a_second_pokern_hint_keeps_the_advised_card_armed(page: Page, guard, base_url: str) -> None:
    resume_record(page, base_url, _rescue_record(), SETTINGS)
    page.wait_for_selector("[data-action='hint']")
    page.click("[data-action='hint']")
    page.wait_for_selector("button.card.is-hinted", state="attached")
    assert "btn--primary" not in (page.get_attribute("[data-kind='pass']", "class") or "")
    page.locator("button.card.is-hinted:visible").first.click()
    page.wait_for_selector(".card-choice")
    page.click("[data-action='hint']")
    page.wait_for_selector("button.die--pick.is-hinted")
    assert page.locator(".card-choice").count() == 1  # still armed: the die is the next tap
    die = page.locator("button.die--pick.is-hinted")
    assert die.count() == 1 and die.is_visible()
    focused = page.evaluate("document.activeElement && document.activeElement.dataset.focusKey")
    assert focused == die.get_attribute("data-focus-key")


def test_the_hints_box_says_why_the_seats_changed_it(page: Page, guard, base_url: str) -> None:
    page.add_init_script(SETTINGS)
    page.goto(base_url + "/")
    wait_ready(page)
    page.click("[data-action='setup'][data-arg='romer']")
    page.wait_for_selector("[data-field='hints']")
    assert page.is_checked("[data-field='hints']")
    assert "you play alone against bots" in page.inner_text(".option__why")
    page.click("[data-action='add-seat']")
    page.wait_for_function("!document.querySelector(\"[data-field='hints']\").checked")
    assert "several players share the tablet" in page.inner_text(".option__why")
    page.wait_for_function(
        "document.getElementById('live').textContent.includes('Hint button turned off')", timeout=5000
    )


def test_every_page_shows_a_way_home_and_the_replay_draws_its_icons(page: Page, guard, base_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_home(page, base_url)
    assert page.locator(".brand__home").count() == 0  # home needs no way home
    page.click("[data-action='stats']")
    page.wait_for_selector(".stats__back")
    house = page.locator(".brand__home")
    box = house.bounding_box()
    assert house.is_visible() and box is not None and box["width"] >= 16
    page.click(".stats__back")
    page.wait_for_selector("[data-screen='home']")
    choose_file(page, _finished_record(), "game.json")
    page.wait_for_selector("[data-screen='replay']")
    buttons = page.locator(".replay__nav button").all()
    assert len(buttons) == 6
    for button in buttons:
        icon = button.locator("svg").bounding_box()
        assert icon is not None and icon["width"] >= 14 and icon["height"] >= 14
        assert button.get_attribute("aria-label")
