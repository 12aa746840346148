"""The two pace settings, named for what they do and explained where they are set: a Settings
dialog reached from the top bar on every screen (the game goes on behind it)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from test_app import make_app
from ui_helpers import buttons

from ludi.ui import storage
from ludi.ui.storage import MemoryStore

HELP = {
    "en": ("Card and dice movement", "Bot pace", "A tap on the table skips ahead."),
    "de": ("Bewegung von Karten und Würfeln", "Tempo der Bots", "Tippe auf den Tisch, um vorzuspringen."),
    "fr": ("Mouvement des cartes et des dés", "Rythme des robots", "Touchez la table pour accélérer."),
}


@pytest.mark.parametrize("lang", sorted(HELP))
def test_the_settings_dialog_names_each_setting_and_says_what_it_does(lang: str) -> None:
    app = make_app(MemoryStore({storage.LANG_KEY: lang}), langs=(lang,))
    html = app.render()
    assert len(buttons(html, action="settings")) == 1
    assert 'data-field="speed"' not in html  # the top bar keeps one button, not two menus
    app.click("settings")
    html = unescape(app.render())
    movement, pace, skip = HELP[lang]
    assert f">{movement}</label>" in html and f">{pace}</label>" in html and skip in html
    helps = re.findall(r'<p class="setting__help" id="([^"]+)">', html)
    assert helps[:2] == ["setting-speed-help", "setting-bot-speed-help"]
    assert 'aria-describedby="setting-speed-help"' in html and app.focus == "settings-title"
    app.field("bot-speed", None, "slow")
    app.click("close-settings")
    assert app.settings.bot_speed == "slow" and app.focus == "settings"
    assert app.store.get(storage.BOT_SPEED_KEY) == "slow"  # kept for the next visit
    assert 'role="dialog"' not in app.render()


def test_escape_closes_the_settings_and_the_table_plays_on_behind_them() -> None:
    app = make_app()
    app.click("setup", "romisch-pokern")
    app.click("start")
    app.click("settings")
    assert 'aria-labelledby="settings-title"' in app.render() and app.screen.name == "table"
    assert app.key("Escape")
    assert 'role="dialog"' not in app.render() and app.screen.name == "table"


def test_the_looks_are_set_in_the_dialog_explained_kept_and_drawn_on_every_screen() -> None:
    """The deck's colours, the size of the index and the hand holding the tablet: each with its
    line of help, a refused value changes nothing, the choice is kept for the next visit."""
    app = make_app()
    app.click("settings")
    html = unescape(app.render())
    for name in ("deck", "index", "hand"):
        assert f'<p class="setting__help" id="setting-{name}-help">' in html
        assert f'data-field="{name}"' in html
    assert "clubs blue, diamonds orange" in html
    root = re.search(r'<div class="screen[^>]*>', app.render()).group(0)
    assert 'data-deck="two"' in root and 'data-index="normal"' in root and 'data-hand="right"' in root
    app.field("deck", None, "four")
    app.field("index", None, "large")
    app.field("hand", None, "left")
    app.field("hand", None, "both")  # not a choice: refused
    app.field("deck", None, 4)
    root = re.search(r'<div class="screen[^>]*>', app.render()).group(0)
    assert 'data-deck="four"' in root and 'data-index="large"' in root and 'data-hand="left"' in root
    assert app.store.get(storage.preference_key("hand")) == "left"
    again = make_app(app.store)  # the next visit
    assert again.settings.preferences == {
        "deck": "four",
        "index": "large",
        "hand": "left",
        "sound": "on",
        "hints-default": "auto",
    }
    broken = make_app(MemoryStore({storage.preference_key("deck"): "seven"}))
    assert broken.settings.preferences["deck"] == "two"  # a bad stored value: the default


def test_at_the_table_the_language_is_set_in_the_settings_and_the_top_bar_keeps_what_play_needs() -> None:
    app = make_app()
    assert buttons(app.render(), action="lang")  # the home screen offers the languages at once
    app.click("setup", "romisch-pokern")
    app.click("start")
    bar = re.search(r"<header.*?</header>", app.render(), re.S).group(0)
    assert not buttons(bar, action="lang")
    assert [b for b in ("home", "settings", "sound", "help") if buttons(bar, action=b)] == [
        "home",
        "settings",
        "sound",
        "help",
    ]
    app.click("settings")
    assert 'data-field="lang"' in app.render()
    app.field("lang", None, "de")
    assert app.lang == "de" and app.store.get(storage.LANG_KEY) == "de" and app.screen.name == "table"
