"""Message catalogs (de, fr, en) and language choice.

The shell's own texts live here; each game UI package carries its own catalogs
(``<package>.lang_<code>``: ``MESSAGES`` and the rules ``HELP``), loaded only when that
game is opened. ``translator(lang, game_package)`` returns ``t(key, **values)``: the shell's
catalog, then the game's, in the chosen language, then in English, then the key itself
(tests check every key exists in all three languages).

A catalog is imported when its language is first asked for (English, the fallback, on the
first key the chosen language lacks): catalogs ship as sources, and compiling the three at
start cost 20-40 ms of every page load in the browser.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from types import ModuleType

LANGUAGES = ("de", "fr", "en")
DEFAULT_LANGUAGE = "en"
#: Each catalog's ``LANGUAGE_NAME`` (a test keeps them equal), so that the language menu needs
#: no catalog but the one in use.
LANGUAGE_NAMES = {"de": "Deutsch", "fr": "Français", "en": "English"}

Translate = Callable[..., str]


def shell_module(lang: str) -> ModuleType:
    if lang not in LANGUAGES:
        raise KeyError(lang)
    return importlib.import_module(f"ludi.ui.i18n.{lang}")


def catalog(lang: str) -> dict[str, str]:
    """The shell's catalog (home, setup, storage messages, hand-off, end screen frame)."""
    return shell_module(lang).MESSAGES


def game_module(package: str, lang: str) -> ModuleType:
    """A game package's catalog module for ``lang`` (imported on first use; English when a
    language is missing, which the catalog tests do not let ship)."""
    try:
        return importlib.import_module(f"{package}.lang_{normalize(lang) or DEFAULT_LANGUAGE}")
    except ImportError:
        return importlib.import_module(f"{package}.lang_{DEFAULT_LANGUAGE}")


def game_catalog(package: str, lang: str) -> dict[str, str]:
    return game_module(package, lang).MESSAGES


def help_sections(package: str, lang: str) -> list[tuple[str, list[str]]]:
    return game_module(package, lang).HELP


def language_name(lang: str) -> str:
    return LANGUAGE_NAMES[lang]


def default_names(lang: str) -> tuple[str, ...]:
    return shell_module(normalize(lang) or DEFAULT_LANGUAGE).DEFAULT_NAMES


def normalize(tag: str | None) -> str | None:
    """'de-AT' -> 'de'; unknown languages -> None."""
    if not tag:
        return None
    base = str(tag).strip().lower().replace("_", "-").split("-")[0]
    return base if base in LANGUAGES else None


def pick_language(stored: str | None, preferred: Iterable[str]) -> str:
    """The stored choice if valid, else the first supported browser language, else English."""
    chosen = normalize(stored)
    if chosen:
        return chosen
    for tag in preferred:
        chosen = normalize(tag)
        if chosen:
            return chosen
    return DEFAULT_LANGUAGE


def translator(lang: str, game_package: str | None = None) -> Translate:
    lang = normalize(lang) or DEFAULT_LANGUAGE
    chain = [catalog(lang)]
    if game_package:
        chain.append(game_catalog(game_package, lang))
    english: list[dict[str, str]] = []  # the fallback, imported on the first key ``lang`` lacks

    def t(key: str, **values: object) -> str:
        text = _lookup(chain, key)
        if text is None and lang != DEFAULT_LANGUAGE:
            if not english:
                english.append(catalog(DEFAULT_LANGUAGE))
                if game_package:
                    english.append(game_catalog(game_package, DEFAULT_LANGUAGE))
            text = _lookup(english, key)
        if text is None:
            text = key
        if values:
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):
                return text
        return text

    t.lang = lang  # type: ignore[attr-defined]
    return t


def _lookup(chain: list[dict[str, str]], key: str) -> str | None:
    for messages in chain:
        found = messages.get(key)
        if found:
            return found
    return None
