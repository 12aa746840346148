"""Catalogs: every key in all three languages, same placeholders; language choice."""

from __future__ import annotations

import re

import pytest

from ludi.ui.i18n import LANGUAGES, catalog, game_catalog, help_sections, pick_language, translator

# Each game UI package carries its own catalogs beside the shell's (and so do the records' screens).
GAME_PACKAGES = (
    "ludi.ui.pokern",
    "ludi.ui.romme",
    "ludi.ui.romer",
    "ludi.ui.records",
    "ludi.ui.romme.help",
    "ludi.ui.romer.help",
)


def placeholders(entry: str | dict[str, str]) -> set[str]:
    texts = entry.values() if isinstance(entry, dict) else [entry]
    return {name for text in texts for name in re.findall(r"{(\w+)}", text)}


def forms(entry: str | dict[str, str]) -> list[str]:
    return list(entry.values()) if isinstance(entry, dict) else [entry]


@pytest.mark.parametrize("package", [None, *GAME_PACKAGES])
@pytest.mark.parametrize("lang", ["de", "fr"])
def test_every_key_in_every_language_with_the_same_placeholders(lang: str, package: str | None) -> None:
    if package is None:
        en, other = catalog("en"), catalog(lang)
    else:
        en, other = game_catalog(package, "en"), game_catalog(package, lang)
    assert set(en) == set(other), set(en) ^ set(other)
    for key, text in en.items():
        assert all(form.strip() for form in forms(other[key])), key
        assert placeholders(text) == placeholders(other[key]), key
        if isinstance(text, dict) or isinstance(other[key], dict):  # counted: both forms, {n}
            for entry in (text, other[key]):
                assert isinstance(entry, dict) and set(entry) == {"one", "other"}, (lang, key)
                assert all("{n}" in form for form in entry.values()) or key.endswith(".label"), (lang, key)


def test_catalogs_name_every_key_the_ui_uses() -> None:
    """Keys built at run time (cards, levels, speeds, options, failures, end reasons) all exist."""
    from ludi.games.romisch_pokern.actions import CARDS
    from ludi.games.romisch_pokern.rules import OPTIONS
    from ludi.ui.games import load
    from ludi.ui.settings import BOT_SPEEDS, SPEEDS

    levels = {lv for game in ("romisch-pokern", "romme", "romer") for lv in load(game).levels}
    needed = [f"card.{c}.{part}" for c in CARDS for part in ("name", "help")]
    needed += [f"level.{lv}{part}" for lv in levels for part in ("", ".help")]
    needed += [f"speed.{s}" for s in SPEEDS]
    needed += [f"bot_speed.{s}" for s in BOT_SPEEDS]
    needed += [f"opt.{o}.{part}" for o in OPTIONS for part in ("name", "help")]
    needed += [f"table.failed.{r}" for r in ("impossible", "stopped_on_xxxx", "no_row")]
    needed += [f"fail.{r}" for r in ("impossible", "stopped_on_xxxx", "no_row")]
    needed += [f"end.reason.{r}" for r in ("seventh_number", "failed_without_cards", "all_columns_closed")]
    for lang in LANGUAGES:
        known = {**catalog(lang), **game_catalog("ludi.ui.pokern", lang)}
        missing = [k for k in needed if k not in known]
        assert not missing, (lang, missing)


def test_help_has_the_same_sections_in_all_languages() -> None:
    sizes = {lang: [len(paras) for _, paras in help_sections("ludi.ui.pokern", lang)] for lang in LANGUAGES}
    assert sizes["de"] == sizes["fr"] == sizes["en"]
    for lang in LANGUAGES:
        text = " ".join(p for _, paras in help_sections("ludi.ui.pokern", lang) for p in paras)
        # The two-readings cases and XXXX are explained in every language.
        assert "14" in text and "16" in text and "XXXIX" in text and "38" in text


def test_pick_language_prefers_stored_then_browser_then_english() -> None:
    assert pick_language("fr", ["de-DE"]) == "fr"
    assert pick_language(None, ["it-IT", "de-AT", "en"]) == "de"
    assert pick_language("xx", ["fr-CA"]) == "fr"
    assert pick_language(None, ["it", "es"]) == "en"


def test_translator_formats_and_falls_back() -> None:
    t = translator("de", "ludi.ui.pokern")
    assert t("table.turn", name="Julia") == "Julia ist am Zug" and t("table.roll") == "Würfeln"
    assert translator("fr")("table.turn", name="Julia") == "À Julia de jouer"


def test_language_menu_names_are_the_catalogs_own() -> None:
    from ludi.ui.i18n import LANGUAGE_NAMES, shell_module

    assert {lang: shell_module(lang).LANGUAGE_NAME for lang in LANGUAGES} == LANGUAGE_NAMES


def test_english_fills_a_key_the_chosen_language_lacks() -> None:
    from ludi.ui import i18n
    from ludi.ui.i18n import shell_module

    messages = shell_module("fr").MESSAGES
    saved = messages.pop("nav.rules")
    i18n.strict = False  # a shipped catalog never lacks a key (strict tests); if one did:
    try:
        assert translator("fr")("nav.rules") == "Rules"
    finally:
        messages["nav.rules"] = saved
        i18n.strict = True


NOT_READY = {"en": "preparation", "fr": "préparation", "de": "vorbereitung"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_home_never_calls_a_game_with_a_table_in_preparation(lang: str) -> None:
    """Every game on the home screen is playable: its card says what the game is."""
    from ludi.ui.games import GAMES

    texts = catalog(lang)
    for game in GAMES:
        blurb = texts[f"game.{game.game_id}.blurb"]
        assert NOT_READY[lang] not in blurb.lower(), (lang, game.game_id, blurb)


@pytest.mark.parametrize(
    ("lang", "one", "two", "zero"),
    [("en", "1 card", "2 cards", "0 cards"), ("de", "1 Karte", "2 Karten", "0 Karten"),
     ("fr", "1 carte", "2 cartes", "0 carte")],
)  # fmt: skip
def test_counted_texts_take_the_languages_plural_form(lang: str, one: str, two: str, zero: str) -> None:
    t = translator(lang, "ludi.ui.romme")
    assert (t("players.cards", n=1), t("players.cards", n=2), t("players.cards", n=0)) == (one, two, zero)


def test_a_missing_key_or_value_fails_in_strict_mode_and_never_shows_a_key_to_players() -> None:
    from ludi.ui import i18n

    t = translator("de")
    with pytest.raises(i18n.TextError):
        t("no.such.key")
    with pytest.raises(i18n.TextError):
        t("table.turn")  # {name} not given
    i18n.strict = False
    try:
        assert t("no.such.key") == ""
        assert "no.such.key" not in t("no.such.key")
    finally:
        i18n.strict = True


# One voice per language: German says "du" (never "ihr"), French "vous" (never "tu"), and
# English calls a player "they" (names are the players' own; "her" in one place and "their"
# in another read as two authors).
VOICE = {
    "de": r"\b(euch|euer|eure|euren|eurem|eurer|eures)\b",
    "fr": r"\b(tu|toi|ton|ta|tes|bots?)\b",  # and a bot is "un robot", as on the setup form
    "en": r"\b(he|she|him|his|her|hers)\b",
}


def _catalog_texts(lang: str) -> list[str]:
    """Every string of every catalog module of ``lang`` (shell, games, help, guides, errors)."""
    import ast
    from pathlib import Path

    ui = Path(__file__).resolve().parents[3] / "py" / "ludi" / "ui"
    files = [*ui.glob(f"**/lang_{lang}.py"), ui / "i18n" / f"{lang}.py", ui / "i18n" / f"errors_{lang}.py"]
    texts = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        keys = {id(k) for d in ast.walk(tree) if isinstance(d, ast.Dict) for k in d.keys}
        texts += [
            n.value
            for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in keys
        ]
    assert len(texts) > 300
    return texts


@pytest.mark.parametrize("lang", sorted(VOICE))
def test_each_language_speaks_in_one_voice(lang: str) -> None:
    wrong = [text for text in _catalog_texts(lang) if re.search(VOICE[lang], text, re.IGNORECASE)]
    assert not wrong, wrong
