"""The home screen: three games (those with a table playable), language picker, rules help."""

from __future__ import annotations

from conftest import wait_ready
from playwright.sync_api import Page


def test_home_lists_three_playable_games(app: Page) -> None:
    games = app.locator(".games > li")
    assert games.count() == 3
    for game in ("romisch-pokern", "romme", "romer"):
        assert app.locator(f"[data-game='{game}'] [data-action='setup']").is_enabled()
    assert app.locator(".game.is-soon").count() == 0
    assert app.locator("html").get_attribute("data-py-ready") == "1"


def test_language_switch_changes_texts_and_is_remembered(app: Page) -> None:
    app.click("[data-action='lang'][data-arg='de']")
    assert app.locator("#games-h").inner_text() == "Wähle ein Spiel"
    assert app.locator("html").get_attribute("lang") == "de"
    app.click("[data-action='setup'][data-arg='romisch-pokern']")
    app.wait_for_selector("[data-screen='setup']")  # the game's modules load in slices first
    assert "Neues Spiel" in app.locator("h1").inner_text()
    app.click("[data-action='lang'][data-arg='fr']")
    assert "Nouvelle partie" in app.locator("h1").inner_text()
    assert app.locator("[data-action='start']").inner_text() == "Commencer la partie"
    app.reload()
    wait_ready(app)
    assert app.locator("#games-h").inner_text() == "Choisissez un jeu"
    assert app.locator("html").get_attribute("lang") == "fr"


def test_browser_language_is_the_default(page: Page, guard, base_url: str) -> None:
    context = page.context.browser.new_context(locale="de-DE")
    other = context.new_page()
    try:
        other.goto(base_url + "/")
        wait_ready(other)
        assert other.locator("#games-h").inner_text() == "Wähle ein Spiel"
    finally:
        context.close()


def test_rules_help_opens_in_the_current_language_and_closes_with_escape(app: Page) -> None:
    app.click("[data-action='lang'][data-arg='fr']")
    app.click("[data-action='help'][data-arg='romisch-pokern']")
    dialog = app.locator("[role='dialog']")
    assert "Comment jouer au Römisch Pokern" in dialog.inner_text()
    assert "14 ou 16" in dialog.inner_text()
    # The title takes the focus in the frame that paints the dialog.
    app.wait_for_function("document.activeElement.id === 'help-title'", timeout=2_000)
    app.keyboard.press("Escape")
    assert app.locator("[role='dialog']").count() == 0
    assert app.evaluate("document.activeElement.dataset.focusKey") == "help:romisch-pokern"


def test_a_browser_whose_worker_registration_yields_nothing_still_starts_cleanly(
    browser,
    base_url: str,  # noqa: ANN001 - pytest-playwright fixture
) -> None:
    """Some browsers (private modes, blocked workers) answer ``register`` without a usable
    registration; the update wiring must not throw then, and the app plays on without it."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "/")
    wait_ready(page)
    page.wait_for_timeout(300)  # the registration settles after Python is ready
    assert page.locator(".games > li").count() == 3
    context.close()
    assert errors == []


def test_a_phones_header_keeps_every_label_inside_its_button_in_every_language(app: Page) -> None:
    """At 390 px the header holds home, three languages, the settings and the game's rules in
    one row; "Regeln" and "Règles" once spilled over their buttons' borders."""
    app.set_viewport_size({"width": 390, "height": 844})
    app.click("[data-action='setup'][data-arg='romme']")
    app.wait_for_selector("[data-screen='setup'] .btn--rules")
    for lang in ("en", "de", "fr"):
        app.click(f"[data-action='lang'][data-arg='{lang}']")
        app.wait_for_selector(f"html[lang='{lang}']")
        found = app.evaluate(
            """() => ({
              spill: [...document.querySelectorAll('.topbar button')]
                .filter(b => b.scrollWidth > b.clientWidth + 1).map(b => b.textContent.trim()),
              rows: new Set([...document.querySelectorAll('.topbar button')]
                .map(b => Math.round(b.getBoundingClientRect().top))).size,
              wide: document.documentElement.scrollWidth,
            })"""
        )
        assert found["spill"] == [] and found["rows"] == 1 and found["wide"] <= 390, (lang, found)


def test_without_webassembly_the_page_says_why_in_the_players_language(page: Page, base_url: str) -> None:
    """iOS's Lockdown Mode removes WebAssembly: no endless loading screen, a reason instead."""
    context = page.context.browser.new_context(locale="fr-FR")
    other = context.new_page()
    try:
        other.add_init_script("delete globalThis.WebAssembly;")
        other.goto(base_url + "/")
        other.wait_for_selector("html[data-no-wasm]")
        text = other.locator("p[data-no-wasm]").inner_text()
        assert "mode Isolement" in text and "WebAssembly" in text
        assert other.locator("html").get_attribute("lang") == "fr"
        assert other.locator("script[type='py']").count() == 0
        other.wait_for_timeout(1500)  # nothing replaces the message later
        assert other.locator("p[data-no-wasm]").is_visible()
    finally:
        context.close()
