"""Römer's table UI for the shell: setup, chariots, tricks with their summary, rounds.

Imported only when Römer is opened (``ludi.ui.games.load``), with its engine and catalogs.
Hands and horses are private (``hidden_info``): hand-off screens between humans, and every
announcement comes from spectator views, which never name a horse or a card lost face down.

The package itself imports nothing: ``GAME_UI`` lives in ``game_ui`` and is looked up on
first use, so each of the package's modules imports on its own event-loop turn while the
game opens.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "GAME_UI":
        from ludi.ui.romer import game_ui

        return getattr(game_ui, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
