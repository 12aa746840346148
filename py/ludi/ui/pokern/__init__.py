"""Römisch Pokern's table UI for the shell: setup options, table, dice animation, end body.

Imported only when Römisch Pokern is opened (``ludi.ui.games.load``), together with its
engine and its catalogs (``lang_de`` / ``lang_fr`` / ``lang_en``).

The package itself imports nothing: ``GAME_UI`` and ``HelpFigure`` live in ``game_ui`` and
are looked up on first use, so each of the package's modules imports on its own event-loop
turn while the game opens.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name in ("GAME_UI", "HelpFigure"):
        from ludi.ui.pokern import game_ui

        return getattr(game_ui, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
