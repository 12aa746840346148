"""Message catalogs (de, fr, en), the help texts, and language choice.

``translator(lang)`` returns ``t(key, **values)``; a key missing in a catalog falls back
to English, then to the key itself (tests check every key exists in all three).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ludi.ui.i18n import de, en, fr

LANGUAGES = ("de", "fr", "en")
DEFAULT_LANGUAGE = "en"
_MODULES = {"de": de, "fr": fr, "en": en}

Translate = Callable[..., str]


def catalog(lang: str) -> dict[str, str]:
    return _MODULES[lang].MESSAGES


def language_name(lang: str) -> str:
    return _MODULES[lang].LANGUAGE_NAME


def help_sections(lang: str) -> list[tuple[str, list[str]]]:
    return _MODULES[normalize(lang) or DEFAULT_LANGUAGE].HELP


def default_names(lang: str) -> tuple[str, ...]:
    return _MODULES[normalize(lang) or DEFAULT_LANGUAGE].DEFAULT_NAMES


def normalize(tag: str | None) -> str | None:
    """'de-AT' -> 'de'; unknown languages -> None."""
    if not tag:
        return None
    base = str(tag).strip().lower().replace("_", "-").split("-")[0]
    return base if base in _MODULES else None


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


def translator(lang: str) -> Translate:
    lang = normalize(lang) or DEFAULT_LANGUAGE
    messages = _MODULES[lang].MESSAGES
    fallback = en.MESSAGES

    def t(key: str, **values: object) -> str:
        text = messages.get(key) or fallback.get(key) or key
        if values:
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):
                return text
        return text

    t.lang = lang  # type: ignore[attr-defined]
    return t
