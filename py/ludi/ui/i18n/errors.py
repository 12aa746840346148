"""Engine errors in the player's language: ``error_text(error, lang)``.

Engines raise ``RulesError`` with a stable ``code`` and JSON-able ``params``; the English
``str(error)`` is for the command line and bug reports. Showing players the code's sentence
instead means rewording an engine message never changes what a player reads, and no UI has to
recognise words in English text.

The catalogs (``errors_<lang>``: ``MESSAGES`` by code, ``str.format`` placeholders named like
the params, and a ``GENERIC`` sentence) are imported on first use, like the shell's: a player
who never meets an error never compiles them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from ludi.ui.i18n import DEFAULT_LANGUAGE, normalize

if TYPE_CHECKING:
    from types import ModuleType

    from ludi.games.protocol import RulesError


def catalog(lang: str) -> ModuleType:
    """The error catalog of ``lang`` (English for a language Ludi does not have)."""
    return importlib.import_module(f"ludi.ui.i18n.errors_{normalize(lang) or DEFAULT_LANGUAGE}")


def error_text(error: RulesError, lang: str) -> str:
    """The sentence for ``error.code`` in ``lang``, else in English, else a generic sentence.

    Never the code nor the English message: an unknown code, or a catalog sentence whose
    placeholders the params do not fill, falls through to the next choice.
    """
    code = getattr(error, "code", None)
    params = getattr(error, "params", None) or {}
    chosen = catalog(lang)
    for messages in (chosen, catalog(DEFAULT_LANGUAGE)):
        template = messages.MESSAGES.get(code) if isinstance(code, str) else None
        if template:
            try:
                return template.format(**params)
            except (KeyError, IndexError, ValueError):
                continue
    return chosen.GENERIC
