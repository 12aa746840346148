"""Rommé / Rami's table UI for the shell: setup, hand, melds, staging, knock prompts, rounds.

Imported only when Rommé is opened (``ludi.ui.games.load``), with its engine and catalogs.
Hands are private (``hidden_info``): the shell shows a hand-off screen between two humans,
and every announcement is built from spectator views, so no hidden card is ever named.

The package itself imports nothing: ``GAME_UI`` lives in ``game_ui`` and is looked up on
first use, so each of the package's modules imports on its own event-loop turn while the
game opens.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "GAME_UI":
        from ludi.ui.romme import game_ui

        return game_ui.GAME_UI
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
