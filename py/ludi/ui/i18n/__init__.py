"""Message catalogs (de, fr, en) and language choice.

The shell's own texts live here; each game UI package carries its own catalogs
(``<package>.lang_<code>``: ``MESSAGES`` and the rules ``HELP``), loaded only when that
game is opened. ``translator(lang, game_package)`` returns ``t(key, **values)``: the shell's
catalog, then the game's, in the chosen language, then in English.

A text that depends on a count is a dict of plural forms, ``{"one": ..., "other": ...}``,
chosen by the value ``n`` with the language's rule (French counts 0 and 1 as one). A key no
catalog has, or a text whose placeholders do not match the values given, never reaches a
player as a key or a broken sentence: tests run with ``strict`` on, where both raise, and
the catalog tests check every key and placeholder in all three languages.

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
Entry = str | dict[str, str]

#: Raise on a missing key or a placeholder mismatch instead of falling back (tests turn it on).
strict = False


class TextError(KeyError):
    """A catalog defect found in strict mode: a missing key, a missing plural form or value."""


def plural_form(lang: str, n: object) -> str:
    """ "one" or "other" for count ``n`` in ``lang`` (the CLDR rules of de, en and fr for whole
    numbers)."""
    if not isinstance(n, int) or isinstance(n, bool):
        return "other"
    if lang == "fr":
        return "one" if n in (0, 1) else "other"
    return "one" if n == 1 else "other"


def shell_module(lang: str) -> ModuleType:
    if lang not in LANGUAGES:
        raise KeyError(lang)
    return importlib.import_module(f"ludi.ui.i18n.{lang}")


def catalog(lang: str) -> dict[str, Entry]:
    """The shell's catalog (home, setup, storage messages, hand-off, end screen frame)."""
    return shell_module(lang).MESSAGES


def game_module(package: str, lang: str) -> ModuleType:
    """A game package's catalog module for ``lang`` (imported on first use; English when a
    language is missing, which the catalog tests do not let ship)."""
    try:
        return importlib.import_module(f"{package}.lang_{normalize(lang) or DEFAULT_LANGUAGE}")
    except ImportError:
        return importlib.import_module(f"{package}.lang_{DEFAULT_LANGUAGE}")


def game_catalog(package: str, lang: str) -> dict[str, Entry]:
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


def translator(lang: str, game_package: str | None = None, extra: str | None = None) -> Translate:
    """``extra``: one more package of catalogs after the game's (the records' screens), loaded
    like a game's, when first used."""
    lang = normalize(lang) or DEFAULT_LANGUAGE
    packages = [p for p in (game_package, extra) if p]
    chain = [catalog(lang)] + [game_catalog(p, lang) for p in packages]
    english: list[dict[str, Entry]] = []  # the fallback, imported on the first key ``lang`` lacks

    def t(key: str, **values: object) -> str:
        entry, used = _lookup(chain, key), lang
        if entry is None and lang != DEFAULT_LANGUAGE:
            if strict:
                raise TextError(f"{key!r} is missing from the {lang} catalogs")
            if not english:
                english.append(catalog(DEFAULT_LANGUAGE))
                english.extend(game_catalog(p, DEFAULT_LANGUAGE) for p in packages)
            entry, used = _lookup(english, key), DEFAULT_LANGUAGE
        if entry is None:
            if strict:
                raise TextError(f"{key!r} is in no catalog")
            return ""  # never the key itself in front of a player
        text = _form(entry, used, values, key)
        if not values and not strict:
            return text
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError) as exc:
            if strict:
                raise TextError(
                    f"{key!r} in {used}: placeholder {exc} does not match {sorted(values)}"
                ) from None
            return text

    t.lang = lang  # type: ignore[attr-defined]  # a translator carries its language; Translate stays a plain callable for its many callers
    return t


def _form(entry: Entry, lang: str, values: dict[str, object], key: str) -> str:
    if isinstance(entry, str):
        return entry
    if strict and "n" not in values:
        raise TextError(f"{key!r} has plural forms but was given no count n")
    return entry.get(plural_form(lang, values.get("n"))) or entry.get("other", "")


def _lookup(chain: list[dict[str, Entry]], key: str) -> Entry | None:
    for messages in chain:
        found = messages.get(key)
        if found:
            return found
    return None
